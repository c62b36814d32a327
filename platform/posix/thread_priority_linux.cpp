#include <pthread.h>
#include <sched.h>

#include "ipclab/platform/thread_priority.hpp"

namespace ipclab::platform {

Status lowerCurrentThreadToIdlePriority() {
    sched_param parameters{};
    parameters.sched_priority = 0;
    if (const int error = pthread_setschedparam(pthread_self(), SCHED_IDLE, &parameters);
        error != 0) {
        return Error{ErrorCode::SystemError,
                     "pthread_setschedparam(SCHED_IDLE): " + systemErrorText(error)};
    }
    return {};
}

}  // namespace ipclab::platform
