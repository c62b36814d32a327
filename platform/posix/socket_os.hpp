#pragma once
/// Private to platform: the BSD-socket calls where POSIX and Winsock differ, for the socket code
/// both share (common/socket_common.cpp, common/udp_socket_common.cpp). win/socket_os.hpp is its
/// twin with the same names; CMake puts the right one on the include path.
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <span>
#include <string>

#include "ipclab/platform/error.hpp"
#include "ipclab/platform/handle.hpp"
#include "os_posix.hpp"

namespace ipclab::platform::detail {

using SocketHandle = int;
using SockLen = socklen_t;
using IoResult = ssize_t;
using SocketClock = std::chrono::steady_clock;

inline SocketHandle toSocket(NativeHandle handle) noexcept {
    return static_cast<int>(handle);
}

// The calls named in error messages where the two OSes use different ones.
inline constexpr const char* kSocketCall = "socket";
inline constexpr const char* kWaitCall = "poll";
inline constexpr const char* kNonBlockingCall = "fcntl O_NONBLOCK";
inline constexpr const char* kBlockingCall = "fcntl ~O_NONBLOCK";

/// The error of the last failed socket call (errno) and setting it (for SO_ERROR).
inline int socketErrorCode() noexcept {
    return errno;
}
inline void setSocketErrorCode(int error) noexcept {
    errno = error;
}
/// A call a signal interrupted: try it again.
inline bool interrupted(int error) noexcept {
    return error == EINTR;
}
/// A byte count as send() / recv() take it.
inline std::size_t ioLength(std::size_t bytes) noexcept {
    return bytes;
}
/// Flags for send(): never SIGPIPE.
inline int sendFlags() noexcept {
    return sendNoSignalFlags();
}

/// A close-on-exec socket that never raises SIGPIPE; -1 with errno on failure.
inline SocketHandle newSocket(int family, int type, int protocol) noexcept {
    return socketCloseOnExec(family, type, protocol);
}
/// The next connection of a (readable) listening socket; -1 with errno on failure.
inline SocketHandle acceptSocket(SocketHandle listener) noexcept {
    for (;;) {
        const int fd = acceptCloseOnExec(listener);
        if (fd >= 0 || (errno != EINTR && errno != ECONNABORTED)) {
            return fd;
        }
    }
}
inline void closeSocket(SocketHandle s) noexcept {
    ::close(s);
}
/// Shuts both directions down, which wakes a thread blocked in recv() on Linux and macOS.
inline void shutdownSocket(SocketHandle s) noexcept {
    ::shutdown(s, SHUT_RDWR);
}

/// Waits until `s` is readable (forWrite false: data, a connection, end of stream) or writable
/// / failed (a connect finished) until `deadline`: 1 ready, 0 timed out, -1 error.
inline int waitFor(SocketHandle s, bool forWrite, SocketClock::time_point deadline) noexcept {
    for (;;) {
        const auto left =
            std::chrono::ceil<std::chrono::milliseconds>(deadline - SocketClock::now());
        pollfd entry{s, static_cast<short>(forWrite ? POLLOUT : POLLIN), 0};
        const int rc = ::poll(&entry, 1, left.count() > 0 ? static_cast<int>(left.count()) : 0);
        if (rc < 0 && errno == EINTR)
            continue;
        return rc;
    }
}

inline bool setBlocking(SocketHandle s, bool blocking) noexcept {
    const int flags = ::fcntl(s, F_GETFL);
    if (flags < 0)
        return false;
    const int wanted = blocking ? (flags & ~O_NONBLOCK) : (flags | O_NONBLOCK);
    return ::fcntl(s, F_SETFL, wanted) == 0;
}

/// A non-blocking connect() under way.
inline bool connectPending(int error) noexcept {
    return error == EINPROGRESS || error == EINTR;
}
/// bind() found the port taken.
inline bool addressInUse(int error) noexcept {
    return error == EADDRINUSE;
}
/// Before bind(). A listening TCP socket may reuse a port whose old connections sit in
/// TIME_WAIT; on POSIX SO_REUSEADDR does not let two live listeners share the port (on Windows
/// it would: see win/socket_os.hpp). UDP sockets take the port as it is.
inline void guardPort(SocketHandle s, bool stream) noexcept {
    if (stream) {
        int one = 1;
        ::setsockopt(s, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    }
}
/// The words of a getaddrinfo() failure.
inline std::string addressErrorText(int rc) {
    return ::gai_strerror(rc);
}

/// A stream's peer is gone (closed, reset, shut down).
inline bool streamPeerGone(int error) noexcept {
    return error == EPIPE || error == ECONNRESET || error == ENOTCONN || error == ESHUTDOWN;
}

// ---- Unix domain stream sockets --------------------------------------------------------

/// A new close-on-exec AF_UNIX stream socket, or the error.
inline Expected<SocketHandle> newUnixSocket() {
    const int s = socketCloseOnExec(AF_UNIX, SOCK_STREAM, 0);
    if (s < 0)
        return lastSocketError("socket(AF_UNIX)");
    return s;
}
/// After bind(): Linux checks write permission on the file to connect, so the file is made
/// owner-only (the directory is private anyway).
inline Status restrictSocketFile(const std::string& path) {
    if (::chmod(path.c_str(), S_IRUSR | S_IWUSR) != 0)
        return lastSystemError("chmod(" + path + ", 0600)");
    return {};
}
/// connect() to a socket file that exists but where nobody accepts yet (not listening, or a
/// full backlog): worth trying again.
inline bool unixConnectRetry(int error) noexcept {
    return error == ECONNREFUSED || error == EAGAIN;
}

// ---- UDP -------------------------------------------------------------------------------

/// A connected UDP socket learns from ICMP "port unreachable" that nobody listens any more.
inline bool datagramPeerGone(int error) noexcept {
    return error == ECONNREFUSED || error == ECONNRESET || error == ENOTCONN;
}
/// What a send on a socket shut down by shutdown() gives.
inline bool datagramShutDown(int error) noexcept {
    return error == EPIPE;
}
/// SO_RCVTIMEO or SO_SNDTIMEO expired.
inline bool receiveTimedOut(int error) noexcept {
    return error == EAGAIN || error == EWOULDBLOCK;
}
/// Nothing to read on a non-blocking call.
inline bool wouldBlock(int error) noexcept {
    return error == EAGAIN || error == EWOULDBLOCK;
}
/// recvfrom() failed only because the datagram was longer than the buffer: never, on POSIX.
inline bool datagramTruncated(int) noexcept {
    return false;
}
/// Flags for the set-up recvfrom() after waitFor() said a datagram is there.
inline constexpr int kReceiveFromFlags = MSG_DONTWAIT;

/// SO_RCVTIMEO or SO_SNDTIMEO (`option`, named `call` in the error): a timeval here.
inline Status setTimeoutOption(SocketHandle s, int option, const char* call,
                               std::chrono::milliseconds timeout) {
    timeval tv{};
    tv.tv_sec = static_cast<decltype(tv.tv_sec)>(timeout.count() / 1000);
    tv.tv_usec = static_cast<decltype(tv.tv_usec)>((timeout.count() % 1000) * 1000);
    if (::setsockopt(s, SOL_SOCKET, option, &tv, sizeof tv) != 0)
        return lastSocketError(call);
    return {};
}
inline Status setReceiveTimeout(SocketHandle s, std::chrono::milliseconds timeout) {
    return setTimeoutOption(s, SO_RCVTIMEO, "setsockopt SO_RCVTIMEO", timeout);
}
inline Status setSendTimeout(SocketHandle s, std::chrono::milliseconds timeout) {
    return setTimeoutOption(s, SO_SNDTIMEO, "setsockopt SO_SNDTIMEO", timeout);
}

/// One receive of a datagram: its length, 0 after shutdown(), -1 with errno. `truncated` when
/// the datagram did not fit (how that is told differs: receiveDatagramOs).
inline IoResult receiveDatagram(SocketHandle s, std::span<std::byte> buffer,
                                bool& truncated) noexcept {
    return receiveDatagramOs(s, buffer.data(), buffer.size(), truncated);
}

}  // namespace ipclab::platform::detail
