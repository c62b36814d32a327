// UDP over BSD sockets. Sockets are close-on-exec (os_linux.cpp / os_darwin.cpp say how).
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <memory>
#include <utility>

#include "address_posix.hpp"
#include "ipclab/platform/udp_socket.hpp"
#include "os_posix.hpp"

namespace ipclab::platform {
namespace {

using detail::endpointText;

Expected<detail::AddrInfoPtr> resolve(const std::string& address, std::uint16_t port,
                                      bool passive) {
    return detail::resolveNumeric(address, port, SOCK_DGRAM, passive);
}

// Raises (never lowers) a socket buffer to `wanted` bytes. Linux doubles the value for its own
// bookkeeping and caps it at net.core.[rw]mem_max; that cap is the OS's to decide.
Status raiseBuffer(int fd, int option, const char* name, std::size_t wanted) {
    int current = 0;
    socklen_t length = sizeof current;
    if (::getsockopt(fd, SOL_SOCKET, option, &current, &length) != 0) {
        return lastSocketError(std::string("getsockopt ") + name);
    }
    if (static_cast<std::size_t>(current) >= wanted) {
        return {};
    }
    int value = static_cast<int>(std::min<std::size_t>(wanted, 1u << 30));
    if (::setsockopt(fd, SOL_SOCKET, option, &value, sizeof value) != 0) {
        return lastSocketError(std::string("setsockopt ") + name);
    }
    return {};
}

// A connected UDP socket learns from ICMP "port unreachable" that nobody listens any more.
bool peerGone(int error) noexcept {
    return error == ECONNREFUSED || error == ECONNRESET || error == ENOTCONN;
}

}  // namespace

Expected<UdpSocket> UdpSocket::bind(const std::string& address, std::uint16_t port,
                                    std::size_t bufferBytes) {
    auto info = resolve(address, port, true);
    if (!info)
        return Error{info.error().code,
                     "bind UDP " + endpointText(address, port) + ": " + info.error().message};
    const addrinfo* ai = info.value().get();
    UdpSocket socket(detail::socketCloseOnExec(ai->ai_family, ai->ai_socktype, ai->ai_protocol));
    if (!socket.valid())
        return lastSocketError("socket (UDP)");
    const int fd = static_cast<int>(socket.m_handle);
    // Room for two datagrams of the largest size in each direction, so a ping-pong never drops.
    const std::size_t wanted = 2 * std::max<std::size_t>(bufferBytes, 1);
    if (auto status = raiseBuffer(fd, SO_SNDBUF, "SO_SNDBUF", wanted); !status)
        return status.error();
    if (auto status = raiseBuffer(fd, SO_RCVBUF, "SO_RCVBUF", wanted); !status)
        return status.error();
    if (::bind(fd, ai->ai_addr, ai->ai_addrlen) != 0) {
        const int error = errno;
        if (error == EADDRINUSE) {
            return Error{ErrorCode::SystemError,
                         "cannot bind UDP " + endpointText(address, port) + ": port " +
                             std::to_string(port) +
                             " is already in use (bind: " + systemErrorText(error) + ")"};
        }
        return lastSocketError("bind UDP " + endpointText(address, port));
    }
    return socket;
}

UdpSocket::UdpSocket(UdpSocket&& other) noexcept
    : m_handle(std::exchange(other.m_handle, kInvalidHandle)) {}

UdpSocket& UdpSocket::operator=(UdpSocket&& other) noexcept {
    if (this != &other) {
        close();
        m_handle = std::exchange(other.m_handle, kInvalidHandle);
    }
    return *this;
}

UdpSocket::~UdpSocket() {
    close();
}

Expected<std::uint16_t> UdpSocket::localPort() const {
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

Status UdpSocket::connect(const std::string& address, std::uint16_t port) {
    auto info = resolve(address, port, false);
    if (!info)
        return Error{info.error().code,
                     "connect UDP to " + endpointText(address, port) + ": " + info.error().message};
    const addrinfo* ai = info.value().get();
    if (::connect(static_cast<int>(m_handle), ai->ai_addr, ai->ai_addrlen) != 0)
        return lastSocketError("connect UDP to " + endpointText(address, port));
    return {};
}

Status UdpSocket::setReceiveTimeout(std::chrono::milliseconds timeout) {
    timeval tv{};
    tv.tv_sec = static_cast<decltype(tv.tv_sec)>(timeout.count() / 1000);
    tv.tv_usec = static_cast<decltype(tv.tv_usec)>((timeout.count() % 1000) * 1000);
    if (::setsockopt(static_cast<int>(m_handle), SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv) != 0)
        return lastSocketError("setsockopt SO_RCVTIMEO");
    return {};
}

Status UdpSocket::send(std::span<const std::byte> datagram) noexcept {
    if (!valid())
        return Error{ErrorCode::InvalidArgument, "send: UDP socket is not open"};
    for (;;) {
        const ssize_t sent = ::send(static_cast<int>(m_handle), datagram.data(), datagram.size(),
                                    detail::sendNoSignalFlags());
        if (sent >= 0)
            return {};
        if (errno == EINTR)
            continue;
        if (errno == EPIPE)
            return Error{ErrorCode::Closed, "send: the UDP socket was shut down"};
        if (peerGone(errno))
            return Error{ErrorCode::Closed,
                         "send: nobody receives any more (" + systemErrorText(errno) + ")"};
        return lastSocketError("send (UDP)");
    }
}

Expected<std::size_t> UdpSocket::receive(std::span<std::byte> buffer) noexcept {
    if (!valid())
        return Error{ErrorCode::InvalidArgument, "recv: UDP socket is not open"};
    // recvmsg rather than recv: MSG_TRUNC in msg_flags tells a datagram that did not fit,
    // portably (Linux's recv(MSG_TRUNC) length trick does not exist on macOS).
    iovec part{buffer.data(), buffer.size()};
    msghdr header{};
    header.msg_iov = &part;
    header.msg_iovlen = 1;
    for (;;) {
        const ssize_t got = ::recvmsg(static_cast<int>(m_handle), &header, 0);
        if (got > 0) {
            if ((header.msg_flags & MSG_TRUNC) != 0) {
                return Error{ErrorCode::ProtocolError,
                             "recv: a datagram longer than the expected " +
                                 std::to_string(buffer.size()) + " bytes arrived"};
            }
            return static_cast<std::size_t>(got);
        }
        if (got == 0) {
            // Our datagrams are never empty: 0 is what a socket shut down by abort() returns.
            return Error{ErrorCode::Closed, "recv: the UDP socket was shut down"};
        }
        if (errno == EINTR)
            continue;
        if (errno == EAGAIN || errno == EWOULDBLOCK)
            return Error{ErrorCode::Timeout, "recv: no datagram within the receive timeout"};
        if (peerGone(errno))
            return Error{ErrorCode::Closed,
                         "recv: nobody sends any more (" + systemErrorText(errno) + ")"};
        return lastSocketError("recv (UDP)");
    }
}

Expected<std::uint16_t> UdpSocket::receiveFrom(std::span<std::byte> buffer,
                                               std::chrono::milliseconds timeout,
                                               std::string* senderAddress) {
    if (!valid())
        return Error{ErrorCode::InvalidArgument, "recvfrom: UDP socket is not open"};
    const int fd = static_cast<int>(m_handle);
    pollfd entry{fd, POLLIN, 0};
    int ready = 0;
    do {
        ready = ::poll(&entry, 1, static_cast<int>(timeout.count()));
    } while (ready < 0 && errno == EINTR);
    if (ready < 0)
        return lastSocketError("poll (UDP)");
    if (ready == 0)
        return Error{ErrorCode::Timeout,
                     "recvfrom: no datagram within " + std::to_string(timeout.count()) + " ms"};
    sockaddr_storage from{};
    socklen_t length = sizeof from;
    const ssize_t got = ::recvfrom(fd, buffer.data(), buffer.size(), MSG_DONTWAIT,
                                   reinterpret_cast<sockaddr*>(&from), &length);
    if (got < 0) {
        if (errno == EAGAIN || errno == EWOULDBLOCK)
            return Error{ErrorCode::Timeout, "recvfrom: the datagram went away"};
        return lastSocketError("recvfrom (UDP)");
    }
    const std::uint16_t port = detail::portOf(from);
    if (port == 0)
        return Error{ErrorCode::Unsupported, "recvfrom: the sender is not an IP socket"};
    if (senderAddress != nullptr)
        *senderAddress = detail::numericAddress(reinterpret_cast<const sockaddr*>(&from), length);
    return port;
}

void UdpSocket::shutdown() noexcept {
    // On Linux this wakes a blocked recv(), which returns 0, even on an unconnected socket
    // (where shutdown() itself reports ENOTCONN).
    if (valid())
        ::shutdown(static_cast<int>(m_handle), SHUT_RDWR);
}

void UdpSocket::close() noexcept {
    if (valid()) {
        ::close(static_cast<int>(m_handle));
        m_handle = kInvalidHandle;
    }
}

}  // namespace ipclab::platform
