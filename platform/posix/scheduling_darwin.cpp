#include "ipclab/platform/scheduling.hpp"

namespace ipclab::platform {

// macOS's getrusage has no per-thread counts (no RUSAGE_THREAD).
std::int64_t involuntaryContextSwitchesOfThisThread() noexcept {
    return -1;
}

// macOS gives load averages (getloadavg), not the threads runnable at this moment.
int runnableThreads() noexcept {
    return -1;
}

}  // namespace ipclab::platform
