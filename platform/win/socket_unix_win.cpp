// Unix domain stream sockets on Windows (AF_UNIX, Windows 10 1803 and later, <afunix.h>).
// Older Windows and Wine (8.0 at least) answer socket(AF_UNIX) with WSAEAFNOSUPPORT; then every
// call here fails with Unsupported and the capability says so.
#include "win_include.hpp"
// afunix.h needs the types winsock2.h defines.
#include <afunix.h>

#include <cstring>
#include <thread>

#include "ipclab/platform/socket.hpp"
#include "ipclab/platform/translatable.hpp"
#include "socket_unix_win.hpp"

namespace ipclab::platform {
namespace {

using Clock = std::chrono::steady_clock;

constexpr const char* kNoUnixSockets = IPCLAB_TR_NOOP(
    "ipclab::CoreText",
    "this Windows has no AF_UNIX sockets (socket(AF_UNIX) failed with WSAEAFNOSUPPORT; they "
    "need Windows 10 version 1803 or later, and Wine does not implement them)");

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

// A new non-inheritable AF_UNIX socket, or Unsupported / the socket error.
Expected<SOCKET> newUnixSocket() {
    if (Status started = startSockets(); !started)
        return started.error();
    const SOCKET s = ::WSASocketW(AF_UNIX, SOCK_STREAM, 0, nullptr, 0, WSA_FLAG_NO_HANDLE_INHERIT);
    if (s == INVALID_SOCKET) {
        if (::WSAGetLastError() == WSAEAFNOSUPPORT)
            return Error{ErrorCode::Unsupported, kNoUnixSockets};
        return lastSocketError("WSASocketW(AF_UNIX)");
    }
    return s;
}

}  // namespace

namespace detail {

Capability unixSocketCapability() {
    auto probe = newUnixSocket();
    if (!probe)
        return {false, probe.error().message};
    ::closesocket(probe.value());
    return {true, "AF_UNIX stream socket (Windows 10 1803+), file in a private directory"};
}

}  // namespace detail

Expected<Socket> Socket::listenUnix(const std::string& path, int backlog) {
    auto address = unixAddress(path);
    if (!address)
        return address.error();
    auto created = newUnixSocket();
    if (!created)
        return created.error();
    Socket socket(static_cast<NativeHandle>(created.value()));
    const SOCKET s = created.value();
    if (::bind(s, reinterpret_cast<const sockaddr*>(&address.value()), sizeof address.value()) !=
        0) {
        return lastSocketError("bind(" + path + ")");
    }
    if (::listen(s, backlog) != 0)
        return lastSocketError("listen(" + path + ")");
    return socket;
}

Expected<Socket> Socket::connectUnix(const std::string& path, std::chrono::milliseconds timeout) {
    auto address = unixAddress(path);
    if (!address)
        return address.error();
    const auto deadline = Clock::now() + timeout;
    for (;;) {
        auto created = newUnixSocket();
        if (!created)
            return created.error();
        Socket socket(static_cast<NativeHandle>(created.value()));
        if (::connect(created.value(), reinterpret_cast<const sockaddr*>(&address.value()),
                      sizeof address.value()) == 0) {
            return socket;
        }
        // The file exists but nobody accepts yet: try again until the deadline.
        const int error = ::WSAGetLastError();
        if (error != WSAECONNREFUSED && error != WSAEWOULDBLOCK)
            return lastSocketError("connect(" + path + ")");
        if (Clock::now() > deadline) {
            return Error{ErrorCode::Timeout, "connect(" + path + "): nobody listened within " +
                                                 std::to_string(timeout.count()) + " ms"};
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
}

}  // namespace ipclab::platform
