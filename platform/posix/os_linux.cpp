// Linux side of os_posix.hpp.
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/random.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstring>
#include <ctime>

#include "os_posix.hpp"

namespace ipclab::platform::detail {

bool dieWithParent(long parent) noexcept {
    // SIGKILL: a peer cannot clean up anyway (its creator owns and removes the named objects).
    // The signal comes when the thread that forked ends, so children are spawned by threads that
    // outlive them (the runner's). The check after prctl closes the race of a parent that died
    // before it: the child was then already re-parented.
    if (::prctl(PR_SET_PDEATHSIG, SIGKILL) != 0)
        return true;  // Unsupported: no worse than before.
    return static_cast<long>(::getppid()) == parent;
}

void watchParent() noexcept {}

bool objectNamesCarryOwner() noexcept {
    return true;
}

int pipeCloseOnExec(int fds[2]) noexcept {
    return ::pipe2(fds, O_CLOEXEC);
}

int socketCloseOnExec(int domain, int type, int protocol) noexcept {
    return ::socket(domain, type | SOCK_CLOEXEC, protocol);
}

int acceptCloseOnExec(int listener) noexcept {
    return ::accept4(listener, nullptr, nullptr, SOCK_CLOEXEC);
}

int sendNoSignalFlags() noexcept {
    return MSG_NOSIGNAL;
}

long receiveDatagramOs(int s, void* data, std::size_t size, bool& truncated) noexcept {
    // Not recvmsg(): copying its header in and out cost ~190 ns a message on one core (a 64 B
    // udp ping-pong, tests/bench/bare_udp.cpp with BARE_UDP_RECVMSG), for the same check.
    const ssize_t got = ::recv(s, data, size, MSG_TRUNC);
    truncated = got > static_cast<ssize_t>(size);
    return truncated ? static_cast<long>(size) : static_cast<long>(got);
}

void closeOnExecFrom(int lowest) noexcept {
#if defined(SYS_close_range) && defined(CLOSE_RANGE_CLOEXEC)
    // Linux 5.11+: one call. Older kernels say ENOSYS/EINVAL and we fall through to the loop.
    if (::syscall(SYS_close_range, static_cast<unsigned>(lowest), ~0u, CLOSE_RANGE_CLOEXEC) == 0) {
        return;
    }
#endif
    struct rlimit limit {};
    long max = 65536;
    if (::getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) {
        max = static_cast<long>(limit.rlim_cur);
    }
    for (long fd = lowest; fd < max; ++fd)
        ::fcntl(static_cast<int>(fd), F_SETFD, FD_CLOEXEC);
}

std::string executablePath() {
    char buffer[PATH_MAX];
    const ssize_t length = ::readlink("/proc/self/exe", buffer, sizeof buffer - 1);
    if (length <= 0)
        return {};
    return std::string(buffer, static_cast<std::size_t>(length));
}

void secureRandomBytes(void* buffer, std::size_t size) noexcept {
    auto* out = static_cast<unsigned char*>(buffer);
    while (size > 0) {
        const ssize_t got = ::getrandom(out, size, 0);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            // getrandom cannot fail otherwise on a kernel that has it (3.17+); if it ever does,
            // a weak but non-constant value is still better than aborting a measurement.
            const auto fallback = static_cast<unsigned long long>(::clock()) ^
                                  static_cast<unsigned long long>(::getpid()) << 32;
            std::memcpy(out, &fallback, size < sizeof fallback ? size : sizeof fallback);
            return;
        }
        out += got;
        size -= static_cast<std::size_t>(got);
    }
}

int sizeSharedMemory(int fd, std::size_t bytes) noexcept {
    if (::ftruncate(fd, static_cast<off_t>(bytes)) != 0) {
        return errno;
    }
    // posix_fallocate returns the error instead of setting errno.
    return ::posix_fallocate(fd, 0, static_cast<off_t>(bytes));
}

}  // namespace ipclab::platform::detail
