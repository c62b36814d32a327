#include <utility>

#include "ipclab/platform/idle_latency.hpp"

namespace ipclab::platform {

// macOS has no per-process limit on CPU idle states that a program can hold.
Expected<IdleLatencyHold> IdleLatencyHold::acquire() {
    return Error{ErrorCode::Unsupported,
                 "macOS has no interface to keep CPUs out of idle states (no "
                 "/dev/cpu_dma_latency); use the spinner (--keep-awake=spinner)"};
}

}  // namespace ipclab::platform
