#include <utility>

#include "ipclab/platform/idle_latency.hpp"

namespace ipclab::platform {

// Windows has no per-process limit on CPU idle states (power plans are system-wide settings).
Expected<IdleLatencyHold> IdleLatencyHold::acquire() {
    return Error{ErrorCode::Unsupported,
                 "Windows has no per-program limit on CPU idle states (only system-wide power "
                 "plans); use the spinner (--keep-awake=spinner)"};
}

}  // namespace ipclab::platform
