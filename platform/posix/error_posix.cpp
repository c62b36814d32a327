// errno-based errors. Sockets are file descriptors here, so socket errors are errno too.
#include <cerrno>
#include <cstring>

#include "ipclab/platform/error.hpp"

namespace ipclab::platform {

std::string systemErrorText(int code) {
    // strerror is not thread-safe; strerror_r has two incompatible variants (GNU returns a
    // pointer, XSI an int), which the overloads below tell apart without an OS test.
    char buffer[256] = {};
    struct Pick {
        static const char* text(int result, const char* buf) { return result == 0 ? buf : ""; }
        static const char* text(const char* result, const char*) { return result; }
    };
    const char* text = Pick::text(strerror_r(code, buffer, sizeof buffer), buffer);
    if (text == nullptr || *text == '\0')
        return "error " + std::to_string(code);
    return text;
}

Error lastSystemError(const std::string& call) {
    const int code = errno;
    return Error{ErrorCode::SystemError,
                 call + ": " + systemErrorText(code) + " (errno " + std::to_string(code) + ")"};
}

Error lastSocketError(const std::string& call) {
    return lastSystemError(call);
}

}  // namespace ipclab::platform
