#pragma once
/// Private to platform: the Winsock calls where Windows differs from POSIX, for the socket code
/// both share (common/socket_common.cpp, common/udp_socket_common.cpp). posix/socket_os.hpp is
/// its twin with the same names; CMake puts the right one on the include path.
/// Sockets are created non-inheritable (WSA_FLAG_NO_HANDLE_INHERIT), so a spawned child never
/// holds one of our connections open, and overlapped-capable, which SO_RCVTIMEO needs on a
/// WSASocket to take effect (Microsoft's setsockopt documentation).
#include "win_include.hpp"
// afunix.h needs the types winsock2.h defines.
#include <afunix.h>

#include <algorithm>
#include <chrono>
#include <climits>
#include <span>
#include <string>

#include "ipclab/platform/error.hpp"
#include "ipclab/platform/handle.hpp"
#include "ipclab/platform/translatable.hpp"

namespace ipclab::platform::detail {

using SocketHandle = SOCKET;
using SockLen = int;
using IoResult = int;
using SocketClock = std::chrono::steady_clock;

// toSocket(NativeHandle) is win_include.hpp's.

// The calls named in error messages where the two OSes use different ones.
inline constexpr const char* kSocketCall = "WSASocketW";
inline constexpr const char* kWaitCall = "select";
inline constexpr const char* kNonBlockingCall = "ioctlsocket FIONBIO";
inline constexpr const char* kBlockingCall = "ioctlsocket FIONBIO";

/// The error of the last failed socket call (WSAGetLastError) and setting it (for SO_ERROR).
inline int socketErrorCode() noexcept {
    return ::WSAGetLastError();
}
inline void setSocketErrorCode(int error) noexcept {
    ::WSASetLastError(error);
}
/// Winsock calls are not interrupted by signals (WSAEINTR means a cancelled call).
inline bool interrupted(int) noexcept {
    return false;
}
/// A byte count as send() / recv() take it (an int).
inline int ioLength(std::size_t bytes) noexcept {
    return static_cast<int>(std::min<std::size_t>(bytes, INT_MAX));
}
inline int sendFlags() noexcept {
    return 0;
}

/// A non-inheritable overlapped-capable socket; INVALID_SOCKET with the WSA error on failure.
inline SocketHandle newSocket(int family, int type, int protocol) noexcept {
    SOCKET s = ::WSASocketW(family, type, protocol, nullptr, 0,
                            WSA_FLAG_OVERLAPPED | WSA_FLAG_NO_HANDLE_INHERIT);
    if (s == INVALID_SOCKET && ::WSAGetLastError() == WSAEINVAL) {
        // Before Windows 7 SP1 the flag did not exist; clear inheritance by hand.
        s = ::WSASocketW(family, type, protocol, nullptr, 0, WSA_FLAG_OVERLAPPED);
        if (s != INVALID_SOCKET) {
            ::SetHandleInformation(reinterpret_cast<HANDLE>(s), HANDLE_FLAG_INHERIT, 0);
        }
    }
    return s;
}
/// The next connection of a (readable) listening socket, non-inheritable.
inline SocketHandle acceptSocket(SocketHandle listener) noexcept {
    const SOCKET accepted = ::accept(listener, nullptr, nullptr);
    if (accepted != INVALID_SOCKET) {
        ::SetHandleInformation(reinterpret_cast<HANDLE>(accepted), HANDLE_FLAG_INHERIT, 0);
    }
    return accepted;
}
inline void closeSocket(SocketHandle s) noexcept {
    ::closesocket(s);
}
/// Shuts both directions down. Unlike Linux, Windows does not wake a recv() already blocked in
/// another thread on shutdown; cancelling its pending I/O does (it fails with
/// WSA_OPERATION_ABORTED / WSAEINTR, which the callers report as Closed). Later calls see
/// WSAESHUTDOWN, also Closed.
inline void shutdownSocket(SocketHandle s) noexcept {
    ::shutdown(s, SD_BOTH);
    ::CancelIoEx(reinterpret_cast<HANDLE>(s), nullptr);
}

/// Waits until `s` is readable (accept, data) or writable / failed (connect) until `deadline`:
/// 1, 0 on timeout, -1. select, not WSAPoll: WSAPoll did not report failed connects before
/// Windows 10 2004.
inline int waitFor(SocketHandle s, bool forWrite, SocketClock::time_point deadline) noexcept {
    const auto left =
        std::max(std::chrono::ceil<std::chrono::microseconds>(deadline - SocketClock::now()),
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

inline bool setBlocking(SocketHandle s, bool blocking) noexcept {
    u_long nonBlocking = blocking ? 0 : 1;
    return ::ioctlsocket(s, FIONBIO, &nonBlocking) == 0;
}

/// A non-blocking connect() under way.
inline bool connectPending(int error) noexcept {
    return error == WSAEWOULDBLOCK;
}
/// bind() found the port taken; WSAEACCES is what a port held with SO_EXCLUSIVEADDRUSE gives.
inline bool addressInUse(int error) noexcept {
    return error == WSAEADDRINUSE || error == WSAEACCES;
}
/// Before bind(). SO_REUSEADDR on Windows would let a second socket steal the port; the
/// opposite, SO_EXCLUSIVEADDRUSE, makes sure nobody binds over us (TCP and UDP alike).
inline void guardPort(SocketHandle s, bool /*stream*/) noexcept {
    BOOL exclusive = TRUE;
    ::setsockopt(s, SOL_SOCKET, SO_EXCLUSIVEADDRUSE, reinterpret_cast<const char*>(&exclusive),
                 sizeof exclusive);
}
/// The words of a getaddrinfo() failure (a WSA error code on Windows).
inline std::string addressErrorText(int rc) {
    return systemErrorText(rc);
}

/// A stream's peer is gone (closed, reset, shut down), or our own abort() cancelled the call.
inline bool streamPeerGone(int error) noexcept {
    return error == WSAECONNRESET || error == WSAECONNABORTED || error == WSAESHUTDOWN ||
           error == WSAENOTCONN || error == WSAEINTR || error == WSA_OPERATION_ABORTED ||
           error == WSAENETRESET;
}

// ---- Unix domain stream sockets (AF_UNIX, Windows 10 1803 and later, <afunix.h>) --------
// Older Windows and Wine (8.0 at least) answer socket(AF_UNIX) with WSAEAFNOSUPPORT; then every
// call fails with Unsupported and the capability says so.

inline constexpr const char* kNoUnixSockets = IPCLAB_TR_NOOP(
    "ipclab::CoreText",
    "this Windows has no AF_UNIX sockets (socket(AF_UNIX) failed with WSAEAFNOSUPPORT; they "
    "need Windows 10 version 1803 or later, and Wine does not implement them)");

/// A new non-inheritable AF_UNIX socket, or Unsupported / the socket error.
inline Expected<SocketHandle> newUnixSocket() {
    const SOCKET s = ::WSASocketW(AF_UNIX, SOCK_STREAM, 0, nullptr, 0, WSA_FLAG_NO_HANDLE_INHERIT);
    if (s == INVALID_SOCKET) {
        if (::WSAGetLastError() == WSAEAFNOSUPPORT)
            return Error{ErrorCode::Unsupported, kNoUnixSockets};
        return lastSocketError("WSASocketW(AF_UNIX)");
    }
    return s;
}
/// After bind(): the file's directory is private (the user's own temporary folder); nothing
/// more to do.
inline Status restrictSocketFile(const std::string&) {
    return {};
}
/// connect() to a socket file that exists but where nobody accepts yet: worth trying again.
inline bool unixConnectRetry(int error) noexcept {
    return error == WSAECONNREFUSED || error == WSAEWOULDBLOCK;
}

// ---- UDP -------------------------------------------------------------------------------

/// WSAECONNRESET on UDP: an earlier datagram met ICMP "port unreachable" (nobody listens).
inline bool datagramPeerGone(int error) noexcept {
    return error == WSAECONNRESET || error == WSAECONNREFUSED || error == WSAENOTCONN ||
           error == WSAENETRESET;
}
/// What shutdown() and CancelIoEx leave behind in a blocked or later call.
inline bool datagramShutDown(int error) noexcept {
    return error == WSAESHUTDOWN || error == WSAEINTR || error == WSA_OPERATION_ABORTED ||
           error == WSAECONNABORTED;
}
/// SO_RCVTIMEO or SO_SNDTIMEO expired.
inline bool receiveTimedOut(int error) noexcept {
    return error == WSAETIMEDOUT;
}
/// Nothing to read on a non-blocking call.
inline bool wouldBlock(int error) noexcept {
    return error == WSAEWOULDBLOCK;
}
/// recvfrom() failed only because the datagram was longer than the buffer (the start of it was
/// read): the sender is still known.
inline bool datagramTruncated(int error) noexcept {
    return error == WSAEMSGSIZE;
}
/// Flags for the set-up recvfrom() after waitFor() said a datagram is there.
inline constexpr int kReceiveFromFlags = 0;

/// SO_RCVTIMEO or SO_SNDTIMEO (`option`, named `call` in the error): Windows takes a DWORD of
/// milliseconds, not a timeval.
inline Status setTimeoutOption(SocketHandle s, int option, const char* call,
                               std::chrono::milliseconds timeout) {
    const DWORD value = static_cast<DWORD>(std::min<long long>(timeout.count(), LONG_MAX));
    if (::setsockopt(s, SOL_SOCKET, option, reinterpret_cast<const char*>(&value), sizeof value) !=
        0) {
        return lastSocketError(call);
    }
    return {};
}
inline Status setReceiveTimeout(SocketHandle s, std::chrono::milliseconds timeout) {
    return setTimeoutOption(s, SO_RCVTIMEO, "setsockopt SO_RCVTIMEO", timeout);
}
inline Status setSendTimeout(SocketHandle s, std::chrono::milliseconds timeout) {
    return setTimeoutOption(s, SO_SNDTIMEO, "setsockopt SO_SNDTIMEO", timeout);
}

/// One recv() of a datagram: its length, 0 after shutdown(), SOCKET_ERROR with the WSA error.
/// `truncated` when the datagram did not fit (WSAEMSGSIZE).
inline IoResult receiveDatagram(SocketHandle s, std::span<std::byte> buffer,
                                bool& truncated) noexcept {
    const int got = ::recv(s, reinterpret_cast<char*>(buffer.data()), ioLength(buffer.size()), 0);
    truncated = got == SOCKET_ERROR && ::WSAGetLastError() == WSAEMSGSIZE;
    return got;
}

}  // namespace ipclab::platform::detail
