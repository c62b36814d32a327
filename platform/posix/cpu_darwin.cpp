// macOS: there is no hard CPU affinity. thread_policy_set(THREAD_AFFINITY_POLICY) is only a
// hint grouping threads by tag (and is ignored on Apple silicon), so pinning is Unsupported
// rather than silently pretending.
#include <mach/mach.h>
#include <pthread.h>
#include <sched.h>
#include <sys/sysctl.h>

#include "ipclab/platform/cpu.hpp"
#include "ipclab/platform/translatable.hpp"
#include "os_posix.hpp"

namespace ipclab::platform {
namespace {
const char* const kNoAffinity = IPCLAB_TR_NOOP(
    "ipclab::CoreText",
    "macOS has no hard CPU affinity (THREAD_AFFINITY_POLICY is only a scheduling hint and is "
    "ignored on Apple silicon), so threads cannot be pinned to a core");
}  // namespace

int logicalCpuCount() noexcept {
    int count = 0;
    size_t size = sizeof count;
    if (::sysctlbyname("hw.logicalcpu", &count, &size, nullptr, 0) != 0 || count < 1)
        return 1;
    return count;
}

std::vector<int> allowedCpus() {
    std::vector<int> cpus;
    for (int cpu = 0; cpu < logicalCpuCount(); ++cpu)
        cpus.push_back(cpu);
    return cpus;
}

Status pinCurrentThread(int) {
    return Error{ErrorCode::Unsupported, kNoAffinity};
}

// Nothing was pinned, so there is nothing to undo.
Status unpinCurrentThread() {
    return {};
}

void yieldThread() noexcept {
    ::sched_yield();
}

std::int64_t threadCpuTimeNs() noexcept {
    // pthread_mach_thread_np does not add a port reference (mach_thread_self() would, and
    // leak one per call unless deallocated).
    thread_basic_info_data_t info{};
    mach_msg_type_number_t count = THREAD_BASIC_INFO_COUNT;
    if (::thread_info(::pthread_mach_thread_np(::pthread_self()), THREAD_BASIC_INFO,
                      reinterpret_cast<thread_info_t>(&info), &count) != KERN_SUCCESS) {
        return -1;
    }
    const auto toNs = [](time_value_t t) {
        return static_cast<std::int64_t>(t.seconds) * 1'000'000'000 +
               static_cast<std::int64_t>(t.microseconds) * 1'000;
    };
    return toNs(info.user_time) + toNs(info.system_time);
}

namespace detail {
Capability cpuPinningCapability() {
    return {false, kNoAffinity};
}
}  // namespace detail

}  // namespace ipclab::platform
