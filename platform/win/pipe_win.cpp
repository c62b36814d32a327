// Pipes on Windows: anonymous ones (CreatePipe), and the reads and writes of every pipe end (a
// named pipe's too: fifo_win.cpp makes those ends). A write with no reader left fails with
// ERROR_NO_DATA ("the pipe is being closed") or ERROR_BROKEN_PIPE; a read with no writer left
// fails with ERROR_BROKEN_PIPE. All of these mean Closed.
#include <algorithm>
#include <string>
#include <string_view>
#include <utility>

#include "ipclab/platform/pipe.hpp"
#include "win_include.hpp"

namespace ipclab::platform {
namespace {

// Windows' default anonymous-pipe buffer is a few KiB; ask for 64 KiB, as Linux has by default,
// so the two OSes' pipes are compared like for like.
constexpr DWORD kPipeBufferBytes = 64 * 1024;
// ReadFile/WriteFile take a DWORD; keep each call well inside it.
constexpr std::size_t kMaxChunk = 1u << 30;

/// "WriteFile" for an anonymous pipe, "WriteFile (named pipe)" for another kind.
std::string callOn(const char* call, const char* kind) {
    return std::string_view(kind) == "pipe" ? call : std::string(call) + " (" + kind + ")";
}

bool peerGone(DWORD error) noexcept {
    return error == ERROR_BROKEN_PIPE || error == ERROR_NO_DATA ||
           error == ERROR_PIPE_NOT_CONNECTED;
}

}  // namespace

void OsHandleTraits::close(Value handle) noexcept {
    ::CloseHandle(detail::toHandle(handle));
}

Status PipeEnd::writeAll(std::span<const std::byte> data) noexcept {
    if (!valid())
        return Error{ErrorCode::InvalidArgument,
                     std::string("WriteFile: ") + m_kind + " end is not open"};
    const std::byte* next = data.data();
    std::size_t left = data.size();
    while (left > 0) {
        DWORD written = 0;
        const auto chunk = static_cast<DWORD>(std::min(left, kMaxChunk));
        if (!::WriteFile(detail::toHandle(native()), next, chunk, &written, nullptr)) {
            const DWORD error = ::GetLastError();
            if (peerGone(error)) {
                return Error{ErrorCode::Closed,
                             std::string("WriteFile: the reader closed the ") + m_kind};
            }
            return lastSystemError(callOn("WriteFile", m_kind));
        }
        next += written;
        left -= written;
    }
    return {};
}

Status PipeEnd::wakeBlocked() noexcept {
    // CancelSynchronousIo would need the blocked thread's handle; the runner kills the peer's
    // job instead, which closes the other end.
    return Error{ErrorCode::Unsupported, "cannot wake a blocked pipe call on Windows"};
}

Status PipeEnd::readExact(std::span<std::byte> data) noexcept {
    if (!valid())
        return Error{ErrorCode::InvalidArgument,
                     std::string("ReadFile: ") + m_kind + " end is not open"};
    std::byte* next = data.data();
    std::size_t left = data.size();
    while (left > 0) {
        DWORD got = 0;
        const auto chunk = static_cast<DWORD>(std::min(left, kMaxChunk));
        const BOOL ok = ::ReadFile(detail::toHandle(native()), next, chunk, &got, nullptr);
        if (!ok && !peerGone(::GetLastError()))
            return lastSystemError(callOn("ReadFile", m_kind));
        if (!ok || got == 0) {
            return Error{ErrorCode::Closed, std::string("ReadFile: the writer closed the ") +
                                                m_kind + " after " +
                                                std::to_string(data.size() - left) + " of " +
                                                std::to_string(data.size()) + " bytes"};
        }
        next += got;
        left -= got;
    }
    return {};
}

Expected<AnonymousPipe> createAnonymousPipe() {
    SECURITY_ATTRIBUTES attributes{};
    attributes.nLength = sizeof attributes;
    attributes.bInheritHandle = FALSE;  // Process::spawn makes the listed ones inheritable
    HANDLE readHandle = nullptr;
    HANDLE writeHandle = nullptr;
    if (!::CreatePipe(&readHandle, &writeHandle, &attributes, kPipeBufferBytes)) {
        return lastSystemError("CreatePipe");
    }
    AnonymousPipe pipe;
    pipe.readEnd = PipeEnd(detail::fromHandle(readHandle));
    pipe.writeEnd = PipeEnd(detail::fromHandle(writeHandle));
    return pipe;
}

}  // namespace ipclab::platform
