// Anonymous pipes on POSIX. SIGPIPE is ignored process-wide (ignoreBrokenPipeSignal), so a
// write to a pipe without reader fails with EPIPE, which we report as Closed.
#include <unistd.h>

#include <cerrno>
#include <utility>

#include "fd_io.hpp"
#include "ipclab/platform/pipe.hpp"
#include "os_posix.hpp"

namespace ipclab::platform {

void OsHandleTraits::close(Value handle) noexcept {
    // No retry on EINTR: on Linux the descriptor is released even then.
    ::close(static_cast<int>(handle));
}

Status PipeEnd::writeAll(std::span<const std::byte> data) noexcept {
    if (!valid())
        return Error{ErrorCode::InvalidArgument, "write: pipe end is not open"};
    return detail::writeAllFd(static_cast<int>(native()), data, "pipe");
}

Status PipeEnd::readExact(std::span<std::byte> data) noexcept {
    if (!valid())
        return Error{ErrorCode::InvalidArgument, "read: pipe end is not open"};
    return detail::readExactFd(static_cast<int>(native()), data, "pipe");
}

Expected<AnonymousPipe> createAnonymousPipe() {
    int fds[2] = {-1, -1};
    if (detail::pipeCloseOnExec(fds) != 0)
        return lastSystemError("pipe");
    AnonymousPipe pipe;
    pipe.readEnd = PipeEnd(fds[0]);
    pipe.writeEnd = PipeEnd(fds[1]);
    return pipe;
}

}  // namespace ipclab::platform
