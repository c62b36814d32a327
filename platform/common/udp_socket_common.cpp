// UDP sockets: one BSD-socket implementation for POSIX and Winsock; what differs (the receive
// timeout's type, how a too-long datagram and a shut-down socket show) is in socket_os.hpp.
#include <algorithm>

#include "bsd_socket.hpp"
#include "ipclab/platform/udp_socket.hpp"

namespace ipclab::platform {
namespace {

using detail::endpointText;
using detail::toSocket;

// Raises (never lowers) a socket buffer to `wanted` bytes. Linux doubles the value for its own
// bookkeeping and caps it at net.core.[rw]mem_max; that cap is the OS's to decide.
Status raiseBuffer(detail::SocketHandle s, int option, const char* name, std::size_t wanted) {
    int current = 0;
    detail::SockLen length = sizeof current;
    if (::getsockopt(s, SOL_SOCKET, option, reinterpret_cast<char*>(&current), &length) != 0)
        return lastSocketError(std::string("getsockopt ") + name);
    if (current >= 0 && static_cast<std::size_t>(current) >= wanted)
        return {};
    int value = static_cast<int>(std::min<std::size_t>(wanted, 1u << 30));
    if (::setsockopt(s, SOL_SOCKET, option, reinterpret_cast<const char*>(&value), sizeof value) !=
        0) {
        return lastSocketError(std::string("setsockopt ") + name);
    }
    return {};
}

}  // namespace

Expected<UdpSocket> UdpSocket::bind(const std::string& address, std::uint16_t port,
                                    std::size_t bufferBytes) {
    if (Status started = startSockets(); !started)
        return started.error();
    auto info = detail::resolveNumeric(address, port, SOCK_DGRAM, true);
    if (!info)
        return Error{info.error().code,
                     "bind UDP " + endpointText(address, port) + ": " + info.error().message};
    const addrinfo* ai = info.value().get();
    UdpSocket socket(static_cast<NativeHandle>(
        detail::newSocket(ai->ai_family, ai->ai_socktype, ai->ai_protocol)));
    if (!socket.valid())
        return lastSocketError(std::string(detail::kSocketCall) + " (UDP)");
    const auto s = toSocket(socket.native());
    detail::guardPort(s, false);
    // Room for two datagrams of the largest size in each direction, so a ping-pong never drops.
    const std::size_t wanted = 2 * std::max<std::size_t>(bufferBytes, 1);
    if (auto status = raiseBuffer(s, SO_SNDBUF, "SO_SNDBUF", wanted); !status)
        return status.error();
    if (auto status = raiseBuffer(s, SO_RCVBUF, "SO_RCVBUF", wanted); !status)
        return status.error();
    if (::bind(s, ai->ai_addr, static_cast<detail::SockLen>(ai->ai_addrlen)) != 0) {
        const int error = detail::socketErrorCode();
        if (detail::addressInUse(error)) {
            return Error{ErrorCode::SystemError,
                         "cannot bind UDP " + endpointText(address, port) + ": port " +
                             std::to_string(port) +
                             " is already in use (bind: " + systemErrorText(error) + ")"};
        }
        return lastSocketError("bind UDP " + endpointText(address, port));
    }
    return socket;
}

Expected<std::uint16_t> UdpSocket::localPort() const {
    return detail::localPortOf(toSocket(native()));
}

Status UdpSocket::connect(const std::string& address, std::uint16_t port) {
    auto info = detail::resolveNumeric(address, port, SOCK_DGRAM, false);
    if (!info)
        return Error{info.error().code,
                     "connect UDP to " + endpointText(address, port) + ": " + info.error().message};
    const addrinfo* ai = info.value().get();
    if (::connect(toSocket(native()), ai->ai_addr, static_cast<detail::SockLen>(ai->ai_addrlen)) !=
        0) {
        return lastSocketError("connect UDP to " + endpointText(address, port));
    }
    return {};
}

Status UdpSocket::setReceiveTimeout(std::chrono::milliseconds timeout) {
    return detail::setReceiveTimeout(toSocket(native()), timeout);
}

Status UdpSocket::send(std::span<const std::byte> datagram) noexcept {
    if (!valid())
        return Error{ErrorCode::InvalidArgument, "send: UDP socket is not open"};
    for (;;) {
        const detail::IoResult sent =
            ::send(toSocket(native()), reinterpret_cast<const char*>(datagram.data()),
                   detail::ioLength(datagram.size()), detail::sendFlags());
        if (sent >= 0)
            return {};
        const int error = detail::socketErrorCode();
        if (detail::interrupted(error))
            continue;
        if (detail::datagramShutDown(error))
            return Error{ErrorCode::Closed, "send: the UDP socket was shut down"};
        if (detail::datagramPeerGone(error))
            return Error{ErrorCode::Closed,
                         "send: nobody receives any more (" + systemErrorText(error) + ")"};
        return lastSocketError("send (UDP)");
    }
}

Expected<std::size_t> UdpSocket::receive(std::span<std::byte> buffer) noexcept {
    if (!valid())
        return Error{ErrorCode::InvalidArgument, "recv: UDP socket is not open"};
    for (;;) {
        bool truncated = false;
        const detail::IoResult got = detail::receiveDatagram(toSocket(native()), buffer, truncated);
        if (truncated) {
            return Error{ErrorCode::ProtocolError, "recv: a datagram longer than the expected " +
                                                       std::to_string(buffer.size()) +
                                                       " bytes arrived"};
        }
        if (got > 0)
            return static_cast<std::size_t>(got);
        if (got == 0) {
            // Our datagrams are never empty: 0 is what a socket shut down by abort() returns.
            return Error{ErrorCode::Closed, "recv: the UDP socket was shut down"};
        }
        const int error = detail::socketErrorCode();
        if (detail::interrupted(error))
            continue;
        if (detail::receiveTimedOut(error))
            return Error{ErrorCode::Timeout, "recv: no datagram within the receive timeout"};
        if (detail::datagramShutDown(error))
            return Error{ErrorCode::Closed, "recv: the UDP socket was shut down"};
        if (detail::datagramPeerGone(error))
            return Error{ErrorCode::Closed,
                         "recv: nobody sends any more (" + systemErrorText(error) + ")"};
        return lastSocketError("recv (UDP)");
    }
}

Expected<std::uint16_t> UdpSocket::receiveFrom(std::span<std::byte> buffer,
                                               std::chrono::milliseconds timeout,
                                               std::string* senderAddress) {
    if (!valid())
        return Error{ErrorCode::InvalidArgument, "recvfrom: UDP socket is not open"};
    const auto s = toSocket(native());
    const int ready = detail::waitFor(s, false, detail::SocketClock::now() + timeout);
    if (ready < 0)
        return lastSocketError(std::string(detail::kWaitCall) + " (UDP)");
    if (ready == 0)
        return Error{ErrorCode::Timeout,
                     "recvfrom: no datagram within " + std::to_string(timeout.count()) + " ms"};
    sockaddr_storage from{};
    detail::SockLen length = sizeof from;
    const detail::IoResult got =
        ::recvfrom(s, reinterpret_cast<char*>(buffer.data()), detail::ioLength(buffer.size()),
                   detail::kReceiveFromFlags, reinterpret_cast<sockaddr*>(&from), &length);
    if (got < 0) {
        const int error = detail::socketErrorCode();
        // A datagram too long for the buffer still names its sender.
        if (!detail::datagramTruncated(error)) {
            if (detail::wouldBlock(error))
                return Error{ErrorCode::Timeout, "recvfrom: the datagram went away"};
            return lastSocketError("recvfrom (UDP)");
        }
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
    // (where shutdown() itself reports ENOTCONN); on Windows socket_os.hpp also cancels it.
    if (valid())
        detail::shutdownSocket(toSocket(native()));
}

}  // namespace ipclab::platform
