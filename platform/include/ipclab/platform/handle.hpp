#pragma once
#include <cstdint>
#include <string>

#include "ipclab/platform/error.hpp"

namespace ipclab::platform {

/// An OS handle as a number: a file descriptor on POSIX, a HANDLE value on Windows.
/// Used to hand inherited handles to a child process on its command line.
using NativeHandle = std::intptr_t;
inline constexpr NativeHandle kInvalidHandle = -1;

/// A file descriptor / HANDLE as UniqueHandle holds it (unique_handle.hpp): close() on POSIX,
/// CloseHandle on Windows (defined in pipe_posix.cpp / pipe_win.cpp).
struct OsHandleTraits {
    using Value = NativeHandle;
    static constexpr Value kInvalid = kInvalidHandle;
    static void close(Value handle) noexcept;
};

/// Command-line form of a handle and back ("17"; a HANDLE value in decimal on Windows).
std::string handleToString(NativeHandle handle);
Expected<NativeHandle> handleFromString(const std::string& text);

}  // namespace ipclab::platform
