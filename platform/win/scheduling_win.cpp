#include "ipclab/platform/scheduling.hpp"

namespace ipclab::platform {

// Windows counts context switches per thread only through ETW tracing, not for the thread itself.
std::int64_t involuntaryContextSwitchesOfThisThread() noexcept {
    return -1;
}

// Windows shows the processor queue length only through performance counters (PDH), a
// service too heavy to query between rounds; unknown here.
int runnableThreads() noexcept {
    return -1;
}

}  // namespace ipclab::platform
