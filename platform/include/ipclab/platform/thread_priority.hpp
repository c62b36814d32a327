#pragma once
/// Scheduling priority of the calling thread.
#include "ipclab/platform/error.hpp"

namespace ipclab::platform {

/// Makes the calling thread run only when its CPU would otherwise be idle (SCHED_IDLE on
/// Linux, THREAD_PRIORITY_IDLE on Windows, the background QoS class on macOS, which is only a
/// strong hint there). Used by the "keep cores awake" spinner, which must never take time from
/// the parties being measured. Cannot be undone for the thread.
Status lowerCurrentThreadToIdlePriority();

}  // namespace ipclab::platform
