// macOS: there is no hard CPU affinity. thread_policy_set(THREAD_AFFINITY_POLICY) is only a
// hint grouping threads by tag (and is ignored on Apple silicon), so pinning is Unsupported
// rather than silently pretending.
#include <sys/sysctl.h>

#include "ipclab/platform/cpu.hpp"
#include "os_posix.hpp"

namespace ipclab::platform {
namespace {
const char* const kNoAffinity =
    "macOS has no hard CPU affinity (THREAD_AFFINITY_POLICY is only a scheduling hint and is "
    "ignored on Apple silicon), so threads cannot be pinned to a core";
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

namespace detail {
Capability cpuPinningCapability() {
    return {false, kNoAffinity};
}
}  // namespace detail

}  // namespace ipclab::platform
