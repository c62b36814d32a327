#include "ipclab/platform/scheduling.hpp"

namespace ipclab::platform {

// Windows counts context switches per thread only through ETW tracing, not for the thread itself.
std::int64_t involuntaryContextSwitchesOfThisThread() noexcept {
    return -1;
}

}  // namespace ipclab::platform
