// TCP over Winsock 2. Sockets are created non-inheritable (WSA_FLAG_NO_HANDLE_INHERIT), so a
// spawned child never holds one of our connections open.
#include <algorithm>
#include <climits>
#include <memory>
#include <mutex>
#include <utility>

#include "address_win.hpp"
#include "ipclab/platform/socket.hpp"
#include "win_include.hpp"

namespace ipclab::platform {
namespace {

using Clock = std::chrono::steady_clock;

using detail::endpointText;

Expected<detail::AddrInfoPtr> resolve(const std::string& address, std::uint16_t port,
                                      bool passive) {
    return detail::resolveNumeric(address, port, SOCK_STREAM, passive);
}

SOCKET newSocket(const addrinfo* ai) noexcept {
    SOCKET s = ::WSASocketW(ai->ai_family, ai->ai_socktype, ai->ai_protocol, nullptr, 0,
                            WSA_FLAG_OVERLAPPED | WSA_FLAG_NO_HANDLE_INHERIT);
    if (s == INVALID_SOCKET && ::WSAGetLastError() == WSAEINVAL) {
        // Before Windows 7 SP1 the flag did not exist; clear inheritance by hand.
        s = ::WSASocketW(ai->ai_family, ai->ai_socktype, ai->ai_protocol, nullptr, 0,
                         WSA_FLAG_OVERLAPPED);
        if (s != INVALID_SOCKET) {
            ::SetHandleInformation(reinterpret_cast<HANDLE>(s), HANDLE_FLAG_INHERIT, 0);
        }
    }
    return s;
}

// Waits until `s` is readable (accept) or writable / failed (connect); 1, 0 on timeout, -1.
// select, not WSAPoll: WSAPoll did not report failed connects before Windows 10 2004.
int waitFor(SOCKET s, bool forWrite, Clock::time_point deadline) noexcept {
    const auto left =
        std::max(std::chrono::ceil<std::chrono::microseconds>(deadline - Clock::now()),
                 std::chrono::microseconds(0));
    fd_set readable;
    fd_set writable;
    fd_set failed;
    FD_ZERO(&readable);
    FD_ZERO(&writable);
    FD_ZERO(&failed);
    if (forWrite) {
        FD_SET(s, &writable);
        FD_SET(s, &failed);
    } else {
        FD_SET(s, &readable);
    }
    timeval tv{};
    const long long micros = std::min<long long>(left.count(), 1'000'000LL * INT_MAX / 2);
    tv.tv_sec = static_cast<long>(micros / 1'000'000);
    tv.tv_usec = static_cast<long>(micros % 1'000'000);
    const int rc = ::select(0, &readable, &writable, &failed, &tv);
    return rc == SOCKET_ERROR ? -1 : (rc > 0 ? 1 : 0);
}

bool peerGone(int error) noexcept {
    return error == WSAECONNRESET || error == WSAECONNABORTED || error == WSAESHUTDOWN ||
           error == WSAENOTCONN || error == WSAEINTR || error == WSA_OPERATION_ABORTED ||
           error == WSAENETRESET;
}

bool setBlocking(SOCKET s, bool blocking) noexcept {
    u_long nonBlocking = blocking ? 0 : 1;
    return ::ioctlsocket(s, FIONBIO, &nonBlocking) == 0;
}

}  // namespace

Status startSockets() {
    static const int result = [] {
        WSADATA data{};
        return ::WSAStartup(MAKEWORD(2, 2), &data);  // never cleaned up: lives as the process
    }();
    if (result != 0) {
        return Error{ErrorCode::SystemError, "WSAStartup: " + systemErrorText(result) +
                                                 " (WSA error " + std::to_string(result) + ")"};
    }
    return {};
}

Expected<Socket> Socket::listenTcp(const std::string& address, std::uint16_t port, int backlog) {
    if (Status started = startSockets(); !started)
        return started.error();
    auto info = resolve(address, port, true);
    if (!info)
        return Error{info.error().code,
                     "listen on " + endpointText(address, port) + ": " + info.error().message};
    const addrinfo* ai = info.value().get();
    Socket socket(static_cast<NativeHandle>(newSocket(ai)));
    if (!socket.valid())
        return lastSocketError("WSASocketW");
    const SOCKET s = detail::toSocket(socket.m_handle);
    // SO_REUSEADDR on Windows would let a second socket steal the port; the opposite,
    // SO_EXCLUSIVEADDRUSE, makes sure nobody binds over us.
    BOOL exclusive = TRUE;
    ::setsockopt(s, SOL_SOCKET, SO_EXCLUSIVEADDRUSE, reinterpret_cast<const char*>(&exclusive),
                 sizeof exclusive);
    if (::bind(s, ai->ai_addr, static_cast<int>(ai->ai_addrlen)) != 0) {
        const int error = ::WSAGetLastError();
        // WSAEACCES is what a port held with SO_EXCLUSIVEADDRUSE gives.
        if (error == WSAEADDRINUSE || error == WSAEACCES) {
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
                                    std::chrono::milliseconds timeout) {
    if (Status started = startSockets(); !started)
        return started.error();
    const std::string where = endpointText(address, port);
    auto info = resolve(address, port, false);
    if (!info)
        return Error{info.error().code, "connect to " + where + ": " + info.error().message};
    const addrinfo* ai = info.value().get();
    Socket socket(static_cast<NativeHandle>(newSocket(ai)));
    if (!socket.valid())
        return lastSocketError("WSASocketW");
    const SOCKET s = detail::toSocket(socket.m_handle);

    // Non-blocking connect so the timeout holds, then back to blocking for the measurements.
    if (!setBlocking(s, false))
        return lastSocketError("ioctlsocket FIONBIO");
    if (::connect(s, ai->ai_addr, static_cast<int>(ai->ai_addrlen)) != 0) {
        if (::WSAGetLastError() != WSAEWOULDBLOCK)
            return lastSocketError("connect to " + where);
        const int ready = waitFor(s, true, Clock::now() + timeout);
        if (ready < 0)
            return lastSocketError("select (connect to " + where + ")");
        if (ready == 0) {
            return Error{ErrorCode::Timeout, "connect to " + where + ": no answer within " +
                                                 std::to_string(timeout.count()) + " ms"};
        }
        int error = 0;
        int length = sizeof error;
        if (::getsockopt(s, SOL_SOCKET, SO_ERROR, reinterpret_cast<char*>(&error), &length) != 0) {
            return lastSocketError("getsockopt SO_ERROR (connect to " + where + ")");
        }
        if (error != 0) {
            ::WSASetLastError(error);
            return lastSocketError("connect to " + where);
        }
    }
    if (!setBlocking(s, true))
        return lastSocketError("ioctlsocket FIONBIO");
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
    const SOCKET listener = detail::toSocket(m_handle);
    const int ready = waitFor(listener, false, Clock::now() + timeout);
    if (ready < 0)
        return lastSocketError("select (accept)");
    if (ready == 0) {
        return Error{ErrorCode::Timeout,
                     "accept: no connection within " + std::to_string(timeout.count()) + " ms"};
    }
    const SOCKET accepted = ::accept(listener, nullptr, nullptr);
    if (accepted == INVALID_SOCKET)
        return lastSocketError("accept");
    ::SetHandleInformation(reinterpret_cast<HANDLE>(accepted), HANDLE_FLAG_INHERIT, 0);
    return Socket(static_cast<NativeHandle>(accepted));
}

Expected<bool> Socket::waitReadable(std::chrono::milliseconds timeout) {
    if (!valid())
        return Error{ErrorCode::InvalidArgument, "select: socket is not open"};
    const int ready = waitFor(detail::toSocket(m_handle), false, Clock::now() + timeout);
    if (ready < 0)
        return lastSocketError("select");
    return ready > 0;
}

Expected<std::uint16_t> Socket::localPort() const {
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

Status Socket::setNoDelay(bool enabled) {
    BOOL value = enabled ? TRUE : FALSE;
    if (::setsockopt(detail::toSocket(m_handle), IPPROTO_TCP, TCP_NODELAY,
                     reinterpret_cast<const char*>(&value), sizeof value) != 0) {
        return lastSocketError("setsockopt TCP_NODELAY");
    }
    return {};
}

Status Socket::sendAll(std::span<const std::byte> data) noexcept {
    if (!valid())
        return Error{ErrorCode::InvalidArgument, "send: socket is not open"};
    const char* next = reinterpret_cast<const char*>(data.data());
    std::size_t left = data.size();
    while (left > 0) {
        const int chunk = static_cast<int>(std::min<std::size_t>(left, INT_MAX));
        const int sent = ::send(detail::toSocket(m_handle), next, chunk, 0);
        if (sent == SOCKET_ERROR) {
            const int error = ::WSAGetLastError();
            if (peerGone(error)) {
                return Error{ErrorCode::Closed,
                             "send: connection closed (" + systemErrorText(error) + ")"};
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
        const int chunk = static_cast<int>(std::min<std::size_t>(left, INT_MAX));
        const int got = ::recv(detail::toSocket(m_handle), next, chunk, 0);
        if (got == SOCKET_ERROR) {
            const int error = ::WSAGetLastError();
            if (peerGone(error)) {
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

void Socket::shutdownBoth() noexcept {
    if (!valid())
        return;
    const SOCKET s = detail::toSocket(m_handle);
    ::shutdown(s, SD_BOTH);
    // Unlike Linux, Windows does not wake a recv() already blocked in another thread on
    // shutdown; cancelling its pending I/O does (it fails with WSA_OPERATION_ABORTED / WSAEINTR,
    // which receiveExact reports as Closed). Later calls see WSAESHUTDOWN, also Closed.
    ::CancelIoEx(reinterpret_cast<HANDLE>(s), nullptr);
}

void Socket::close() noexcept {
    if (valid()) {
        ::closesocket(detail::toSocket(m_handle));
        m_handle = kInvalidHandle;
    }
}

}  // namespace ipclab::platform
