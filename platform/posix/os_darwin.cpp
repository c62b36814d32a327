// macOS side of os_posix.hpp. macOS has no pipe2, SOCK_CLOEXEC, accept4 or MSG_NOSIGNAL, so
// close-on-exec is set right after creation (a concurrent fork+exec elsewhere in the process
// could inherit the descriptor in between; our own Process::spawn closes everything it was not
// given, so our children never do) and SIGPIPE is suppressed per socket with SO_NOSIGPIPE.
#include <fcntl.h>
#include <mach-o/dyld.h>
#include <sys/event.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <thread>
#include <vector>

#include "os_posix.hpp"

namespace ipclab::platform::detail {
namespace {

int setCloseOnExec(int fd) noexcept {
    if (fd >= 0 && ::fcntl(fd, F_SETFD, FD_CLOEXEC) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

int noSigPipe(int fd) noexcept {
    if (fd < 0)
        return fd;
    int one = 1;
    if (::setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, sizeof one) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

}  // namespace

bool dieWithParent(long) noexcept {
    return true;
}

bool objectNamesCarryOwner() noexcept {
    return false;
}

void watchParent() noexcept {
    const pid_t parent = ::getppid();
    const int queue = ::kqueue();
    if (queue < 0)
        return;
    struct kevent change {};
    EV_SET(&change, parent, EVFILT_PROC, EV_ADD | EV_ONESHOT, NOTE_EXIT, 0, nullptr);
    // ESRCH, or a parent already replaced by launchd (pid 1): the parent is gone already.
    if (parent == 1 || ::kevent(queue, &change, 1, nullptr, 0, nullptr) != 0) {
        ::_exit(127);
    }
    try {
        std::thread([queue] {
            struct kevent event {};
            while (::kevent(queue, nullptr, 0, &event, 1, nullptr) < 0 && errno == EINTR) {
            }
            ::_exit(127);
        }).detach();
    } catch (...) {
        ::close(queue);
    }
}

int pipeCloseOnExec(int fds[2]) noexcept {
    if (::pipe(fds) != 0)
        return -1;
    if (setCloseOnExec(fds[0]) < 0) {
        ::close(fds[1]);
        return -1;
    }
    if (setCloseOnExec(fds[1]) < 0) {
        ::close(fds[0]);
        return -1;
    }
    return 0;
}

int socketCloseOnExec(int domain, int type, int protocol) noexcept {
    return noSigPipe(setCloseOnExec(::socket(domain, type, protocol)));
}

int acceptCloseOnExec(int listener) noexcept {
    return noSigPipe(setCloseOnExec(::accept(listener, nullptr, nullptr)));
}

int sendNoSignalFlags() noexcept {
    return 0;
}

long receiveDatagramOs(int s, void* data, std::size_t size, bool& truncated) noexcept {
    iovec part{data, size};
    msghdr header{};
    header.msg_iov = &part;
    header.msg_iovlen = 1;
    const ssize_t got = ::recvmsg(s, &header, 0);
    truncated = got > 0 && (header.msg_flags & MSG_TRUNC) != 0;
    return static_cast<long>(got);
}

void closeOnExecFrom(int lowest) noexcept {
    const int max = ::getdtablesize();
    for (int fd = lowest; fd < max; ++fd)
        ::fcntl(fd, F_SETFD, FD_CLOEXEC);
}

std::string executablePath() {
    std::uint32_t size = 0;
    ::_NSGetExecutablePath(nullptr, &size);  // asks for the size
    std::vector<char> buffer(size + 1, '\0');
    if (::_NSGetExecutablePath(buffer.data(), &size) != 0)
        return {};
    // The path may hold symlinks or "..": resolve it as /proc/self/exe would.
    char resolved[PATH_MAX];
    if (::realpath(buffer.data(), resolved) != nullptr)
        return resolved;
    return buffer.data();
}

void secureRandomBytes(void* buffer, std::size_t size) noexcept {
    ::arc4random_buf(buffer, size);
}

int sizeSharedMemory(int fd, std::size_t bytes) noexcept {
    // macOS's shm objects support neither posix_fallocate nor growing after the first
    // ftruncate; pages come from the VM system, not a size-limited file system.
    return ::ftruncate(fd, static_cast<off_t>(bytes)) == 0 ? 0 : errno;
}

}  // namespace ipclab::platform::detail
