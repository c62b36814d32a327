#include <pthread.h>
#include <pthread/qos.h>

#include "ipclab/platform/thread_priority.hpp"

namespace ipclab::platform {

Status lowerCurrentThreadToIdlePriority() {
    // macOS has no idle scheduling class; the background QoS class is the lowest there is.
    if (const int error = pthread_set_qos_class_self_np(QOS_CLASS_BACKGROUND, 0); error != 0) {
        return Error{ErrorCode::SystemError,
                     "pthread_set_qos_class_self_np: " + systemErrorText(error)};
    }
    return {};
}

}  // namespace ipclab::platform
