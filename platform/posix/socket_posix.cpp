// TCP over BSD sockets. Every socket is close-on-exec and never raises SIGPIPE
// (os_linux.cpp / os_darwin.cpp say how).
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <utility>

#include "address_posix.hpp"
#include "ipclab/platform/socket.hpp"
#include "os_posix.hpp"

namespace ipclab::platform {
namespace {

using Clock = std::chrono::steady_clock;

using detail::endpointText;

Expected<detail::AddrInfoPtr> resolve(const std::string& address, std::uint16_t port,
                                      bool passive) {
    return detail::resolveNumeric(address, port, SOCK_STREAM, passive);
}

// Waits for `events` on fd until `deadline`; 1 ready, 0 timed out, -1 error (errno set).
int pollUntil(int fd, short events, Clock::time_point deadline) noexcept {
    for (;;) {
        const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
        pollfd entry{fd, events, 0};
        const int rc = ::poll(&entry, 1, left.count() > 0 ? static_cast<int>(left.count()) : 0);
        if (rc < 0 && errno == EINTR)
            continue;
        return rc;
    }
}

bool setBlocking(int fd, bool blocking) noexcept {
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags < 0)
        return false;
    const int wanted = blocking ? (flags & ~O_NONBLOCK) : (flags | O_NONBLOCK);
    return ::fcntl(fd, F_SETFL, wanted) == 0;
}

bool peerGone(int error) noexcept {
    return error == EPIPE || error == ECONNRESET || error == ENOTCONN || error == ESHUTDOWN;
}

}  // namespace

Status startSockets() {
    return {};
}

Expected<Socket> Socket::listenTcp(const std::string& address, std::uint16_t port, int backlog) {
    auto info = resolve(address, port, true);
    if (!info)
        return Error{info.error().code,
                     "listen on " + endpointText(address, port) + ": " + info.error().message};
    const addrinfo* ai = info.value().get();
    Socket socket(detail::socketCloseOnExec(ai->ai_family, ai->ai_socktype, ai->ai_protocol));
    if (!socket.valid())
        return lastSocketError("socket");
    // Lets a restarted listener reuse a port whose old connections sit in TIME_WAIT. On POSIX
    // this does not let two live listeners share the port (on Windows it would: see socket_win).
    int one = 1;
    ::setsockopt(static_cast<int>(socket.m_handle), SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (::bind(static_cast<int>(socket.m_handle), ai->ai_addr, ai->ai_addrlen) != 0) {
        const int error = errno;
        if (error == EADDRINUSE) {
            return Error{ErrorCode::SystemError,
                         "cannot listen on " + endpointText(address, port) + ": port " +
                             std::to_string(port) +
                             " is already in use (bind: " + systemErrorText(error) + ")"};
        }
        return lastSocketError("bind " + endpointText(address, port));
    }
    if (::listen(static_cast<int>(socket.m_handle), backlog) != 0) {
        return lastSocketError("listen " + endpointText(address, port));
    }
    return socket;
}

Expected<Socket> Socket::connectTcp(const std::string& address, std::uint16_t port,
                                    std::chrono::milliseconds timeout) {
    const std::string where = endpointText(address, port);
    auto info = resolve(address, port, false);
    if (!info)
        return Error{info.error().code, "connect to " + where + ": " + info.error().message};
    const addrinfo* ai = info.value().get();
    Socket socket(detail::socketCloseOnExec(ai->ai_family, ai->ai_socktype, ai->ai_protocol));
    if (!socket.valid())
        return lastSocketError("socket");
    const int fd = static_cast<int>(socket.m_handle);

    // Non-blocking connect so the timeout holds, then back to blocking for the measurements.
    if (!setBlocking(fd, false))
        return lastSocketError("fcntl O_NONBLOCK");
    if (::connect(fd, ai->ai_addr, ai->ai_addrlen) != 0) {
        if (errno != EINPROGRESS && errno != EINTR)
            return lastSocketError("connect to " + where);
        const int ready = pollUntil(fd, POLLOUT, Clock::now() + timeout);
        if (ready < 0)
            return lastSocketError("poll (connect to " + where + ")");
        if (ready == 0) {
            return Error{ErrorCode::Timeout, "connect to " + where + ": no answer within " +
                                                 std::to_string(timeout.count()) + " ms"};
        }
        int error = 0;
        socklen_t length = sizeof error;
        if (::getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length) != 0) {
            return lastSocketError("getsockopt SO_ERROR (connect to " + where + ")");
        }
        if (error != 0) {
            errno = error;
            return lastSocketError("connect to " + where);
        }
    }
    if (!setBlocking(fd, true))
        return lastSocketError("fcntl ~O_NONBLOCK");
    return socket;
}

Socket::Socket(Socket&& other) noexcept : m_handle(std::exchange(other.m_handle, kInvalidHandle)) {}

Socket& Socket::operator=(Socket&& other) noexcept {
    if (this != &other) {
        close();
        m_handle = std::exchange(other.m_handle, kInvalidHandle);
    }
    return *this;
}

Socket::~Socket() {
    close();
}

Expected<Socket> Socket::accept(std::chrono::milliseconds timeout) {
    if (!valid())
        return Error{ErrorCode::InvalidArgument, "accept: socket is not open"};
    const int ready = pollUntil(static_cast<int>(m_handle), POLLIN, Clock::now() + timeout);
    if (ready < 0)
        return lastSocketError("poll (accept)");
    if (ready == 0) {
        return Error{ErrorCode::Timeout,
                     "accept: no connection within " + std::to_string(timeout.count()) + " ms"};
    }
    for (;;) {
        const int fd = detail::acceptCloseOnExec(static_cast<int>(m_handle));
        if (fd >= 0)
            return Socket(fd);
        if (errno == EINTR || errno == ECONNABORTED)
            continue;
        return lastSocketError("accept");
    }
}

Expected<bool> Socket::waitReadable(std::chrono::milliseconds timeout) {
    if (!valid())
        return Error{ErrorCode::InvalidArgument, "poll: socket is not open"};
    const int ready = pollUntil(static_cast<int>(m_handle), POLLIN, Clock::now() + timeout);
    if (ready < 0)
        return lastSocketError("poll");
    return ready > 0;
}

Expected<std::uint16_t> Socket::localPort() const {
    sockaddr_storage address{};
    socklen_t length = sizeof address;
    if (::getsockname(static_cast<int>(m_handle), reinterpret_cast<sockaddr*>(&address), &length) !=
        0) {
        return lastSocketError("getsockname");
    }
    if (const std::uint16_t port = detail::portOf(address); port != 0)
        return port;
    return Error{ErrorCode::Unsupported, "getsockname: not an IP socket"};
}

Status Socket::setNoDelay(bool enabled) {
    int value = enabled ? 1 : 0;
    if (::setsockopt(static_cast<int>(m_handle), IPPROTO_TCP, TCP_NODELAY, &value, sizeof value) !=
        0) {
        return lastSocketError("setsockopt TCP_NODELAY");
    }
    return {};
}

Status Socket::sendAll(std::span<const std::byte> data) noexcept {
    if (!valid())
        return Error{ErrorCode::InvalidArgument, "send: socket is not open"};
    const std::byte* next = data.data();
    std::size_t left = data.size();
    while (left > 0) {
        const ssize_t sent =
            ::send(static_cast<int>(m_handle), next, left, detail::sendNoSignalFlags());
        if (sent < 0) {
            if (errno == EINTR)
                continue;
            if (peerGone(errno)) {
                return Error{ErrorCode::Closed,
                             "send: connection closed (" + systemErrorText(errno) + ")"};
            }
            return lastSocketError("send");
        }
        next += sent;
        left -= static_cast<std::size_t>(sent);
    }
    return {};
}

Status Socket::receiveExact(std::span<std::byte> data) noexcept {
    if (!valid())
        return Error{ErrorCode::InvalidArgument, "recv: socket is not open"};
    std::byte* next = data.data();
    std::size_t left = data.size();
    while (left > 0) {
        const ssize_t got = ::recv(static_cast<int>(m_handle), next, left, 0);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            if (peerGone(errno)) {
                return Error{ErrorCode::Closed,
                             "recv: connection closed (" + systemErrorText(errno) + ")"};
            }
            return lastSocketError("recv");
        }
        if (got == 0) {
            return Error{ErrorCode::Closed, "recv: connection closed after " +
                                                std::to_string(data.size() - left) + " of " +
                                                std::to_string(data.size()) + " bytes"};
        }
        next += got;
        left -= static_cast<std::size_t>(got);
    }
    return {};
}

void Socket::shutdownBoth() noexcept {
    if (valid())
        ::shutdown(static_cast<int>(m_handle), SHUT_RDWR);
}

void Socket::close() noexcept {
    if (valid()) {
        ::close(static_cast<int>(m_handle));
        m_handle = kInvalidHandle;
    }
}

}  // namespace ipclab::platform
