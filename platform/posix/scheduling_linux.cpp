#include <sys/resource.h>

#include "ipclab/platform/scheduling.hpp"

namespace ipclab::platform {

std::int64_t involuntaryContextSwitchesOfThisThread() noexcept {
    rusage usage{};
    if (::getrusage(RUSAGE_THREAD, &usage) != 0) {
        return -1;
    }
    return static_cast<std::int64_t>(usage.ru_nivcsw);
}

}  // namespace ipclab::platform
