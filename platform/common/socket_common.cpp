// TCP and Unix domain stream sockets, and the address set-up every socket shares: one BSD-socket
// implementation for POSIX and Winsock. What differs (close vs closesocket, errno vs
// WSAGetLastError, poll vs select, which error means what) is in socket_os.hpp, one per OS.
#include <cstring>
#include <thread>

#include "bsd_socket.hpp"
#include "ipclab/platform/socket.hpp"

namespace ipclab::platform {

namespace detail {

std::string endpointText(const std::string& address, std::uint16_t port) {
    const bool v6 = address.find(':') != std::string::npos;
    return (v6 ? "[" + address + "]" : address) + ":" + std::to_string(port);
}

Expected<AddrInfoPtr> resolveNumeric(const std::string& address, std::uint16_t port, int socketType,
                                     bool passive) {
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = socketType;
    hints.ai_protocol = socketType == SOCK_DGRAM ? IPPROTO_UDP : IPPROTO_TCP;
    hints.ai_flags = AI_NUMERICHOST | AI_NUMERICSERV | (passive ? AI_PASSIVE : 0);
    addrinfo* result = nullptr;
    const int rc = ::getaddrinfo(address.c_str(), std::to_string(port).c_str(), &hints, &result);
    if (rc != 0 || result == nullptr) {
        return Error{ErrorCode::InvalidArgument, "\"" + address +
                                                     "\" is not a numeric IPv4 or IPv6 address (" +
                                                     addressErrorText(rc) + ")"};
    }
    return AddrInfoPtr(result);
}

std::string numericAddress(const sockaddr* address, SockLen length) {
    char text[NI_MAXHOST] = {};
    if (::getnameinfo(address, length, text, sizeof text, nullptr, 0, NI_NUMERICHOST) != 0) {
        return {};
    }
    return text;
}

std::uint16_t portOf(const sockaddr_storage& address) noexcept {
    if (address.ss_family == AF_INET) {
        return ntohs(reinterpret_cast<const sockaddr_in*>(&address)->sin_port);
    }
    if (address.ss_family == AF_INET6) {
        return ntohs(reinterpret_cast<const sockaddr_in6*>(&address)->sin6_port);
    }
    return 0;
}

Expected<std::uint16_t> localPortOf(SocketHandle s) {
    sockaddr_storage address{};
    SockLen length = sizeof address;
    if (::getsockname(s, reinterpret_cast<sockaddr*>(&address), &length) != 0) {
        return lastSocketError("getsockname");
    }
    if (const std::uint16_t port = portOf(address); port != 0)
        return port;
    return Error{ErrorCode::Unsupported, "getsockname: not an IP socket"};
}

}  // namespace detail

namespace {

using detail::endpointText;
using detail::SocketClock;
using detail::toSocket;

Expected<sockaddr_un> unixAddress(const std::string& path) {
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    if (path.empty() || path.size() >= sizeof address.sun_path) {
        return Error{ErrorCode::InvalidArgument,
                     "Unix socket path \"" + path + "\" is empty or longer than " +
                         std::to_string(sizeof address.sun_path - 1) + " bytes"};
    }
    std::memcpy(address.sun_path, path.c_str(), path.size() + 1);
    return address;
}

}  // namespace

void SocketTraits::close(Value handle) noexcept {
    detail::closeSocket(toSocket(handle));
}

Expected<Socket> Socket::listenTcp(const std::string& address, std::uint16_t port, int backlog) {
    if (Status started = startSockets(); !started)
        return started.error();
    auto info = detail::resolveNumeric(address, port, SOCK_STREAM, true);
    if (!info)
        return Error{info.error().code,
                     "listen on " + endpointText(address, port) + ": " + info.error().message};
    const addrinfo* ai = info.value().get();
    Socket socket(static_cast<NativeHandle>(
        detail::newSocket(ai->ai_family, ai->ai_socktype, ai->ai_protocol)));
    if (!socket.valid())
        return lastSocketError(detail::kSocketCall);
    const auto s = toSocket(socket.native());
    detail::guardPort(s, true);
    if (::bind(s, ai->ai_addr, static_cast<detail::SockLen>(ai->ai_addrlen)) != 0) {
        const int error = detail::socketErrorCode();
        if (detail::addressInUse(error)) {
            return Error{ErrorCode::SystemError,
                         "cannot listen on " + endpointText(address, port) + ": port " +
                             std::to_string(port) +
                             " is already in use (bind: " + systemErrorText(error) + ")"};
        }
        return lastSocketError("bind " + endpointText(address, port));
    }
    if (::listen(s, backlog) != 0)
        return lastSocketError("listen " + endpointText(address, port));
    return socket;
}

Expected<Socket> Socket::connectTcp(const std::string& address, std::uint16_t port,
                                    std::chrono::milliseconds timeout,
                                    const std::string& fromAddress) {
    if (Status started = startSockets(); !started)
        return started.error();
    const std::string where = endpointText(address, port);
    auto info = detail::resolveNumeric(address, port, SOCK_STREAM, false);
    if (!info)
        return Error{info.error().code, "connect to " + where + ": " + info.error().message};
    const addrinfo* ai = info.value().get();
    Socket socket(static_cast<NativeHandle>(
        detail::newSocket(ai->ai_family, ai->ai_socktype, ai->ai_protocol)));
    if (!socket.valid())
        return lastSocketError(detail::kSocketCall);
    const auto s = toSocket(socket.native());
    if (!fromAddress.empty()) {
        auto source = detail::resolveNumeric(fromAddress, 0, SOCK_STREAM, true);
        if (!source)
            return Error{source.error().code,
                         "bind " + fromAddress + ": " + source.error().message};
        const addrinfo* from = source.value().get();
        if (::bind(s, from->ai_addr, static_cast<detail::SockLen>(from->ai_addrlen)) != 0)
            return lastSocketError("bind " + endpointText(fromAddress, 0));
    }

    // Non-blocking connect so the timeout holds, then back to blocking for the measurements.
    if (!detail::setBlocking(s, false))
        return lastSocketError(detail::kNonBlockingCall);
    if (::connect(s, ai->ai_addr, static_cast<detail::SockLen>(ai->ai_addrlen)) != 0) {
        if (!detail::connectPending(detail::socketErrorCode()))
            return lastSocketError("connect to " + where);
        const int ready = detail::waitFor(s, true, SocketClock::now() + timeout);
        if (ready < 0)
            return lastSocketError(std::string(detail::kWaitCall) + " (connect to " + where + ")");
        if (ready == 0) {
            return Error{ErrorCode::Timeout, "connect to " + where + ": no answer within " +
                                                 std::to_string(timeout.count()) + " ms"};
        }
        int error = 0;
        detail::SockLen length = sizeof error;
        if (::getsockopt(s, SOL_SOCKET, SO_ERROR, reinterpret_cast<char*>(&error), &length) != 0) {
            return lastSocketError("getsockopt SO_ERROR (connect to " + where + ")");
        }
        if (error != 0) {
            detail::setSocketErrorCode(error);
            return lastSocketError("connect to " + where);
        }
    }
    if (!detail::setBlocking(s, true))
        return lastSocketError(detail::kBlockingCall);
    return socket;
}

Expected<Socket> Socket::listenUnix(const std::string& path, int backlog) {
    auto address = unixAddress(path);
    if (!address)
        return address.error();
    if (Status started = startSockets(); !started)
        return started.error();
    auto created = detail::newUnixSocket();
    if (!created)
        return created.error();
    Socket socket(static_cast<NativeHandle>(created.value()));
    const auto s = created.value();
    if (::bind(s, reinterpret_cast<const sockaddr*>(&address.value()), sizeof address.value()) !=
        0) {
        return lastSocketError("bind(" + path + ")");
    }
    if (auto restricted = detail::restrictSocketFile(path); !restricted)
        return restricted.error();
    if (::listen(s, backlog) != 0)
        return lastSocketError("listen(" + path + ")");
    return socket;
}

Expected<Socket> Socket::connectUnix(const std::string& path, std::chrono::milliseconds timeout) {
    auto address = unixAddress(path);
    if (!address)
        return address.error();
    if (Status started = startSockets(); !started)
        return started.error();
    const auto deadline = SocketClock::now() + timeout;
    for (;;) {
        auto created = detail::newUnixSocket();
        if (!created)
            return created.error();
        Socket socket(static_cast<NativeHandle>(created.value()));
        int rc = 0;
        do {
            rc = ::connect(created.value(), reinterpret_cast<const sockaddr*>(&address.value()),
                           sizeof address.value());
        } while (rc != 0 && detail::interrupted(detail::socketErrorCode()));
        if (rc == 0)
            return socket;
        // The file exists but nobody accepts yet (not listening, or a full backlog): try again
        // until the deadline. No file at all fails at once: the listener is gone.
        const int error = detail::socketErrorCode();
        if (!detail::unixConnectRetry(error))
            return lastSocketError("connect(" + path + ")");
        if (SocketClock::now() > deadline) {
            return Error{ErrorCode::Timeout, "connect(" + path + "): nobody listened within " +
                                                 std::to_string(timeout.count()) + " ms (" +
                                                 systemErrorText(error) + ")"};
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
}

Expected<Socket> Socket::accept(std::chrono::milliseconds timeout) {
    if (!valid())
        return Error{ErrorCode::InvalidArgument, "accept: socket is not open"};
    const auto listener = toSocket(native());
    const int ready = detail::waitFor(listener, false, SocketClock::now() + timeout);
    if (ready < 0)
        return lastSocketError(std::string(detail::kWaitCall) + " (accept)");
    if (ready == 0) {
        return Error{ErrorCode::Timeout,
                     "accept: no connection within " + std::to_string(timeout.count()) + " ms"};
    }
    Socket accepted(static_cast<NativeHandle>(detail::acceptSocket(listener)));
    if (!accepted.valid())
        return lastSocketError("accept");
    return accepted;
}

Expected<bool> Socket::waitReadable(std::chrono::milliseconds timeout) {
    if (!valid())
        return Error{ErrorCode::InvalidArgument,
                     std::string(detail::kWaitCall) + ": socket is not open"};
    const int ready = detail::waitFor(toSocket(native()), false, SocketClock::now() + timeout);
    if (ready < 0)
        return lastSocketError(detail::kWaitCall);
    return ready > 0;
}

Expected<std::uint16_t> Socket::localPort() const {
    return detail::localPortOf(toSocket(native()));
}

std::string Socket::peerAddress() const {
    sockaddr_storage address{};
    detail::SockLen length = sizeof address;
    if (::getpeername(toSocket(native()), reinterpret_cast<sockaddr*>(&address), &length) != 0) {
        return {};
    }
    return detail::numericAddress(reinterpret_cast<const sockaddr*>(&address), length);
}

Status Socket::setNoDelay(bool enabled) {
    int value = enabled ? 1 : 0;  // an int on POSIX, a BOOL (an int) on Windows
    if (::setsockopt(toSocket(native()), IPPROTO_TCP, TCP_NODELAY,
                     reinterpret_cast<const char*>(&value), sizeof value) != 0) {
        return lastSocketError("setsockopt TCP_NODELAY");
    }
    return {};
}

Status Socket::setSendTimeout(std::chrono::milliseconds timeout) {
    return detail::setSendTimeout(toSocket(native()), timeout);
}

Status Socket::sendAll(std::span<const std::byte> data) noexcept {
    if (!valid())
        return Error{ErrorCode::InvalidArgument, "send: socket is not open"};
    const char* next = reinterpret_cast<const char*>(data.data());
    std::size_t left = data.size();
    while (left > 0) {
        const detail::IoResult sent =
            ::send(toSocket(native()), next, detail::ioLength(left), detail::sendFlags());
        if (sent < 0) {
            const int error = detail::socketErrorCode();
            if (detail::interrupted(error))
                continue;
            if (detail::streamPeerGone(error)) {
                return Error{ErrorCode::Closed,
                             "send: connection closed (" + systemErrorText(error) + ")"};
            }
            if (detail::receiveTimedOut(error)) {
                return Error{ErrorCode::Timeout,
                             "send: the other side took nothing for the send timeout (it stopped "
                             "reading)"};
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
    char* next = reinterpret_cast<char*>(data.data());
    std::size_t left = data.size();
    while (left > 0) {
        const detail::IoResult got = ::recv(toSocket(native()), next, detail::ioLength(left), 0);
        if (got < 0) {
            const int error = detail::socketErrorCode();
            if (detail::interrupted(error))
                continue;
            if (detail::streamPeerGone(error)) {
                return Error{ErrorCode::Closed,
                             "recv: connection closed (" + systemErrorText(error) + ")"};
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

Expected<std::size_t> Socket::receiveSome(std::span<std::byte> data) noexcept {
    if (!valid())
        return Error{ErrorCode::InvalidArgument, "recv: socket is not open"};
    for (;;) {
        const detail::IoResult got =
            ::recv(toSocket(native()), reinterpret_cast<char*>(data.data()),
                   detail::ioLength(data.size()), 0);
        if (got < 0) {
            const int error = detail::socketErrorCode();
            if (detail::interrupted(error))
                continue;
            if (detail::streamPeerGone(error))
                return Error{ErrorCode::Closed,
                             "recv: connection closed (" + systemErrorText(error) + ")"};
            return lastSocketError("recv");
        }
        if (got == 0)
            return Error{ErrorCode::Closed, "recv: connection closed"};
        return static_cast<std::size_t>(got);
    }
}

void Socket::shutdownBoth() noexcept {
    if (valid())
        detail::shutdownSocket(toSocket(native()));
}

}  // namespace ipclab::platform
