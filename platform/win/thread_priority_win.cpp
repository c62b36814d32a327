#include "ipclab/platform/thread_priority.hpp"
#include "win_include.hpp"

namespace ipclab::platform {

Status lowerCurrentThreadToIdlePriority() {
    if (!SetThreadPriority(GetCurrentThread(), THREAD_PRIORITY_IDLE)) {
        return lastSystemError("SetThreadPriority(THREAD_PRIORITY_IDLE)");
    }
    return {};
}

}  // namespace ipclab::platform
