// Anonymous pipes on Windows (CreatePipe). A write with no reader left fails with
// ERROR_NO_DATA ("the pipe is being closed") or ERROR_BROKEN_PIPE; a read with no writer left
// fails with ERROR_BROKEN_PIPE. All of these mean Closed.
#include <algorithm>
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
        return Error{ErrorCode::InvalidArgument, "WriteFile: pipe end is not open"};
    const std::byte* next = data.data();
    std::size_t left = data.size();
    while (left > 0) {
        DWORD written = 0;
        const auto chunk = static_cast<DWORD>(std::min(left, kMaxChunk));
        if (!::WriteFile(detail::toHandle(native()), next, chunk, &written, nullptr)) {
            const DWORD error = ::GetLastError();
            if (peerGone(error)) {
                return Error{ErrorCode::Closed, "WriteFile: the reader closed the pipe"};
            }
            return lastSystemError("WriteFile");
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
        return Error{ErrorCode::InvalidArgument, "ReadFile: pipe end is not open"};
    std::byte* next = data.data();
    std::size_t left = data.size();
    while (left > 0) {
        DWORD got = 0;
        const auto chunk = static_cast<DWORD>(std::min(left, kMaxChunk));
        const BOOL ok = ::ReadFile(detail::toHandle(native()), next, chunk, &got, nullptr);
        if (!ok && !peerGone(::GetLastError()))
            return lastSystemError("ReadFile");
        if (!ok || got == 0) {
            return Error{ErrorCode::Closed, "ReadFile: the writer closed the pipe after " +
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
