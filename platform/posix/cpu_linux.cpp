// Linux CPU affinity: sched_getaffinity / sched_setaffinity on the calling thread (pid 0 means
// the calling thread for these calls).
#include <sched.h>
#include <time.h>
#include <unistd.h>

#include "ipclab/platform/cpu.hpp"
#include "os_posix.hpp"

namespace ipclab::platform {
namespace {

// Linux keeps an affinity mask per thread, not per process. The mask the process started with
// (read once, at static initialisation on the main thread) is what "allowed" and "unpinned"
// mean; later pinning of some thread does not narrow it.
const cpu_set_t& startupMask() {
    static const cpu_set_t mask = [] {
        cpu_set_t set;
        CPU_ZERO(&set);
        if (::sched_getaffinity(0, sizeof set, &set) != 0 || CPU_COUNT(&set) == 0) {
            for (int cpu = 0; cpu < logicalCpuCount() && cpu < CPU_SETSIZE; ++cpu) {
                CPU_SET(cpu, &set);
            }
        }
        return set;
    }();
    return mask;
}
[[maybe_unused]] const bool kStartupMaskRead = (startupMask(), true);

}  // namespace

int logicalCpuCount() noexcept {
    const long count = ::sysconf(_SC_NPROCESSORS_CONF);
    return count > 0 ? static_cast<int>(count) : 1;
}

std::vector<int> allowedCpus() {
    std::vector<int> cpus;
    for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
        if (CPU_ISSET(cpu, &startupMask()))
            cpus.push_back(cpu);
    }
    return cpus;
}

Status pinCurrentThread(int cpu) {
    if (cpu < 0 || cpu >= CPU_SETSIZE) {
        return Error{
            ErrorCode::InvalidArgument,
            "CPU " + std::to_string(cpu) + " out of range 0.." + std::to_string(CPU_SETSIZE - 1)};
    }
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    if (::sched_setaffinity(0, sizeof set, &set) != 0) {
        return lastSystemError("sched_setaffinity(CPU " + std::to_string(cpu) + ")");
    }
    return {};
}

Status unpinCurrentThread() {
    // Back to every CPU the process may use (the process mask may be narrower than the machine,
    // e.g. under taskset or in a container).
    cpu_set_t set = startupMask();
    if (::sched_setaffinity(0, sizeof set, &set) != 0)
        return lastSystemError("sched_setaffinity");
    return {};
}

void yieldThread() noexcept {
    ::sched_yield();
}

std::int64_t threadCpuTimeNs() noexcept {
    // The kernel's per-thread user + system time, precise to the scheduler's accounting (ns).
    timespec now{};
    if (::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) != 0)
        return -1;
    return static_cast<std::int64_t>(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

namespace detail {
Capability cpuPinningCapability() {
    return {true, "sched_setaffinity on the calling thread"};
}
}  // namespace detail

}  // namespace ipclab::platform
