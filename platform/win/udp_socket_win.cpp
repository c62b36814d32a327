// UDP over Winsock 2. Sockets are created non-inheritable, and overlapped-capable, which
// SO_RCVTIMEO needs on a WSASocket to take effect (Microsoft's setsockopt documentation).
#include <algorithm>
#include <climits>
#include <memory>
#include <utility>

#include "address_win.hpp"
#include "ipclab/platform/socket.hpp"
#include "ipclab/platform/udp_socket.hpp"
#include "win_include.hpp"

namespace ipclab::platform {
namespace {

using detail::endpointText;

Expected<detail::AddrInfoPtr> resolve(const std::string& address, std::uint16_t port,
                                      bool passive) {
    return detail::resolveNumeric(address, port, SOCK_DGRAM, passive);
}

// Raises (never lowers) a socket buffer to `wanted` bytes.
Status raiseBuffer(SOCKET s, int option, const char* name, std::size_t wanted) {
    int current = 0;
    int length = sizeof current;
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

// WSAECONNRESET on UDP: an earlier datagram met ICMP "port unreachable" (nobody listens).
bool peerGone(int error) noexcept {
    return error == WSAECONNRESET || error == WSAECONNREFUSED || error == WSAENOTCONN ||
           error == WSAENETRESET;
}

// What shutdown() and CancelIoEx leave behind in a blocked or later call.
bool shutDown(int error) noexcept {
    return error == WSAESHUTDOWN || error == WSAEINTR || error == WSA_OPERATION_ABORTED ||
           error == WSAECONNABORTED;
}

}  // namespace

Expected<UdpSocket> UdpSocket::bind(const std::string& address, std::uint16_t port,
                                    std::size_t bufferBytes) {
    if (Status started = startSockets(); !started)
        return started.error();
    auto info = resolve(address, port, true);
    if (!info)
        return Error{info.error().code,
                     "bind UDP " + endpointText(address, port) + ": " + info.error().message};
    const addrinfo* ai = info.value().get();
    const SOCKET s = ::WSASocketW(ai->ai_family, ai->ai_socktype, ai->ai_protocol, nullptr, 0,
                                  WSA_FLAG_OVERLAPPED | WSA_FLAG_NO_HANDLE_INHERIT);
    if (s == INVALID_SOCKET)
        return lastSocketError("WSASocketW (UDP)");
    UdpSocket socket(static_cast<NativeHandle>(s));
    BOOL exclusive = TRUE;  // nobody may bind over us (see socket_win.cpp)
    ::setsockopt(s, SOL_SOCKET, SO_EXCLUSIVEADDRUSE, reinterpret_cast<const char*>(&exclusive),
                 sizeof exclusive);
    // Room for two datagrams of the largest size in each direction, so a ping-pong never drops.
    const std::size_t wanted = 2 * std::max<std::size_t>(bufferBytes, 1);
    if (auto status = raiseBuffer(s, SO_SNDBUF, "SO_SNDBUF", wanted); !status)
        return status.error();
    if (auto status = raiseBuffer(s, SO_RCVBUF, "SO_RCVBUF", wanted); !status)
        return status.error();
    if (::bind(s, ai->ai_addr, static_cast<int>(ai->ai_addrlen)) != 0) {
        const int error = ::WSAGetLastError();
        if (error == WSAEADDRINUSE || error == WSAEACCES) {
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
    int length = sizeof address;
    if (::getsockname(detail::toSocket(m_handle), reinterpret_cast<sockaddr*>(&address), &length) !=
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
    if (::connect(detail::toSocket(m_handle), ai->ai_addr, static_cast<int>(ai->ai_addrlen)) != 0)
        return lastSocketError("connect UDP to " + endpointText(address, port));
    return {};
}

Status UdpSocket::setReceiveTimeout(std::chrono::milliseconds timeout) {
    // Windows takes a DWORD of milliseconds, not a timeval.
    const DWORD value = static_cast<DWORD>(std::min<long long>(timeout.count(), LONG_MAX));
    if (::setsockopt(detail::toSocket(m_handle), SOL_SOCKET, SO_RCVTIMEO,
                     reinterpret_cast<const char*>(&value), sizeof value) != 0) {
        return lastSocketError("setsockopt SO_RCVTIMEO");
    }
    return {};
}

Status UdpSocket::send(std::span<const std::byte> datagram) noexcept {
    if (!valid())
        return Error{ErrorCode::InvalidArgument, "send: UDP socket is not open"};
    const int sent =
        ::send(detail::toSocket(m_handle), reinterpret_cast<const char*>(datagram.data()),
               static_cast<int>(datagram.size()), 0);
    if (sent != SOCKET_ERROR)
        return {};
    const int error = ::WSAGetLastError();
    if (shutDown(error))
        return Error{ErrorCode::Closed, "send: the UDP socket was shut down"};
    if (peerGone(error))
        return Error{ErrorCode::Closed,
                     "send: nobody receives any more (" + systemErrorText(error) + ")"};
    return lastSocketError("send (UDP)");
}

Expected<std::size_t> UdpSocket::receive(std::span<std::byte> buffer) noexcept {
    if (!valid())
        return Error{ErrorCode::InvalidArgument, "recv: UDP socket is not open"};
    const int got = ::recv(detail::toSocket(m_handle), reinterpret_cast<char*>(buffer.data()),
                           static_cast<int>(buffer.size()), 0);
    if (got > 0)
        return static_cast<std::size_t>(got);
    if (got == 0)
        return Error{ErrorCode::Closed, "recv: the UDP socket was shut down"};
    const int error = ::WSAGetLastError();
    if (error == WSAETIMEDOUT)
        return Error{ErrorCode::Timeout, "recv: no datagram within the receive timeout"};
    if (error == WSAEMSGSIZE) {
        return Error{ErrorCode::ProtocolError, "recv: a datagram longer than the expected " +
                                                   std::to_string(buffer.size()) +
                                                   " bytes arrived"};
    }
    if (shutDown(error))
        return Error{ErrorCode::Closed, "recv: the UDP socket was shut down"};
    if (peerGone(error))
        return Error{ErrorCode::Closed,
                     "recv: nobody sends any more (" + systemErrorText(error) + ")"};
    return lastSocketError("recv (UDP)");
}

Expected<std::uint16_t> UdpSocket::receiveFrom(std::span<std::byte> buffer,
                                               std::chrono::milliseconds timeout,
                                               std::string* senderAddress) {
    if (!valid())
        return Error{ErrorCode::InvalidArgument, "recvfrom: UDP socket is not open"};
    const SOCKET s = detail::toSocket(m_handle);
    fd_set readable;
    FD_ZERO(&readable);
    FD_SET(s, &readable);
    timeval tv{};
    tv.tv_sec = static_cast<long>(timeout.count() / 1000);
    tv.tv_usec = static_cast<long>((timeout.count() % 1000) * 1000);
    const int ready = ::select(0, &readable, nullptr, nullptr, &tv);
    if (ready == SOCKET_ERROR)
        return lastSocketError("select (UDP)");
    if (ready == 0)
        return Error{ErrorCode::Timeout,
                     "recvfrom: no datagram within " + std::to_string(timeout.count()) + " ms"};
    sockaddr_storage from{};
    int length = sizeof from;
    const int got =
        ::recvfrom(s, reinterpret_cast<char*>(buffer.data()), static_cast<int>(buffer.size()), 0,
                   reinterpret_cast<sockaddr*>(&from), &length);
    if (got == SOCKET_ERROR && ::WSAGetLastError() != WSAEMSGSIZE)
        return lastSocketError("recvfrom (UDP)");
    const std::uint16_t port = detail::portOf(from);
    if (port == 0)
        return Error{ErrorCode::Unsupported, "recvfrom: the sender is not an IP socket"};
    if (senderAddress != nullptr)
        *senderAddress = detail::numericAddress(reinterpret_cast<const sockaddr*>(&from), length);
    return port;
}

void UdpSocket::shutdown() noexcept {
    if (!valid())
        return;
    const SOCKET s = detail::toSocket(m_handle);
    ::shutdown(s, SD_BOTH);
    // Windows does not wake a recv() already blocked in another thread on shutdown; cancelling
    // the socket's pending I/O does (as in socket_win.cpp).
    ::CancelIoEx(reinterpret_cast<HANDLE>(s), nullptr);
}

void UdpSocket::close() noexcept {
    if (valid()) {
        ::closesocket(detail::toSocket(m_handle));
        m_handle = kInvalidHandle;
    }
}

}  // namespace ipclab::platform
