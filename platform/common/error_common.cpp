// OS-neutral part of error.hpp.
#include "ipclab/platform/error.hpp"

namespace ipclab::platform {

const char* toString(ErrorCode code) noexcept {
    switch (code) {
        case ErrorCode::Unsupported:
            return "unsupported";
        case ErrorCode::SystemError:
            return "system error";
        case ErrorCode::Timeout:
            return "timeout";
        case ErrorCode::Closed:
            return "closed";
        case ErrorCode::Cancelled:
            return "cancelled";
        case ErrorCode::InvalidArgument:
            return "invalid argument";
        case ErrorCode::ProtocolError:
            return "protocol error";
    }
    return "unknown error";
}

}  // namespace ipclab::platform
