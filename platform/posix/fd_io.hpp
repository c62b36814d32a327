#pragma once
// Whole-message read and write loops on a POSIX descriptor: a PipeEnd's, of an anonymous pipe
// or a FIFO (the same kernel object behind two ways of opening it). `what` names the object in
// messages ("pipe", "FIFO").
#include <unistd.h>

#include <cerrno>
#include <span>
#include <string>

#include "ipclab/platform/error.hpp"

namespace ipclab::platform::detail {

inline Status writeAllFd(int fd, std::span<const std::byte> data, const std::string& what) {
    const std::byte* next = data.data();
    std::size_t left = data.size();
    while (left > 0) {
        const ssize_t written = ::write(fd, next, left);
        if (written < 0) {
            if (errno == EINTR)
                continue;
            if (errno == EPIPE)
                return Error{ErrorCode::Closed, "write: the reader closed the " + what};
            return lastSystemError(what == "pipe" ? "write" : "write (" + what + ")");
        }
        next += written;
        left -= static_cast<std::size_t>(written);
    }
    return {};
}

inline Status readExactFd(int fd, std::span<std::byte> data, const std::string& what) {
    std::byte* next = data.data();
    std::size_t left = data.size();
    while (left > 0) {
        const ssize_t got = ::read(fd, next, left);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            return lastSystemError(what == "pipe" ? "read" : "read (" + what + ")");
        }
        if (got == 0) {
            return Error{ErrorCode::Closed, "read: the writer closed the " + what + " after " +
                                                std::to_string(data.size() - left) + " of " +
                                                std::to_string(data.size()) + " bytes"};
        }
        next += got;
        left -= static_cast<std::size_t>(got);
    }
    return {};
}

}  // namespace ipclab::platform::detail
