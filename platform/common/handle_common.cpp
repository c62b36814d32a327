// Handles travel to a child on its command line as plain decimal numbers: a file descriptor on
// POSIX, a HANDLE value on Windows (inherited handles keep their value in the child).
#include <charconv>
#include <system_error>

#include "ipclab/platform/handle.hpp"

namespace ipclab::platform {

std::string handleToString(NativeHandle handle) {
    return std::to_string(handle);
}

Expected<NativeHandle> handleFromString(const std::string& text) {
    NativeHandle value = 0;
    const char* first = text.data();
    const char* last = text.data() + text.size();
    const auto [end, ec] = std::from_chars(first, last, value);
    if (text.empty() || ec != std::errc() || end != last || value < 0) {
        return Error{ErrorCode::InvalidArgument,
                     "not a handle number: \"" + text + "\" (expected a non-negative decimal)"};
    }
    return value;
}

}  // namespace ipclab::platform
