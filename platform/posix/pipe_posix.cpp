// Pipes on POSIX: anonymous ones (pipe2), and the reads and writes of every pipe end (a FIFO's
// too: fifo_posix.cpp makes those ends). SIGPIPE is ignored process-wide
// (ignoreBrokenPipeSignal), so a write to a pipe without reader fails with EPIPE, which we
// report as Closed.
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <string>
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
        return Error{ErrorCode::InvalidArgument,
                     std::string("write: ") + m_kind + " end is not open"};
    return detail::writeAllFd(static_cast<int>(native()), data, m_kind);
}

Status PipeEnd::readExact(std::span<std::byte> data) noexcept {
    if (!valid())
        return Error{ErrorCode::InvalidArgument,
                     std::string("read: ") + m_kind + " end is not open"};
    return detail::readExactFd(static_cast<int>(native()), data, m_kind);
}

Status PipeEnd::wakeBlocked() noexcept {
    if (!valid())
        return Error{ErrorCode::InvalidArgument,
                     std::string("wake: ") + m_kind + " end is not open"};
    const int fd = static_cast<int>(native());
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags < 0)
        return lastSystemError("fcntl F_GETFL (pipe)");
    const bool readEnd = (flags & O_ACCMODE) == O_RDONLY;
    // A second descriptor of the same pipe, the other way round: where /proc is Linux's, a
    // pipe opened there is the pipe itself, not a copy of this end (macOS: fails, said so).
    const std::string path = "/proc/self/fd/" + std::to_string(fd);
    const int other =
        ::open(path.c_str(), (readEnd ? O_WRONLY : O_RDONLY) | O_NONBLOCK | O_CLOEXEC);
    if (other < 0) {
        return Error{ErrorCode::Unsupported,
                     "cannot wake a blocked pipe call here (open " + path + " failed)"};
    }
    char chunk[4096] = {};
    if (readEnd) {
        // As much as the pipe takes, up to the largest message a pipe point sends.
#ifdef F_SETPIPE_SZ
        (void)::fcntl(other, F_SETPIPE_SZ, 1 << 20);
#endif
        while (::write(other, chunk, sizeof chunk) > 0) {
        }
    } else {
        while (::read(other, chunk, sizeof chunk) > 0) {
        }
    }
    ::close(other);
    return {};
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
