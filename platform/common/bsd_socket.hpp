#pragma once
/// Private to platform: address set-up shared by the TCP, Unix domain and UDP sockets
/// (socket_common.cpp, udp_socket_common.cpp) and by resolveHost() (address_posix.cpp,
/// address_win.cpp). The same BSD-socket code serves POSIX and Winsock; what differs is in
/// socket_os.hpp (posix/ or win/, as CMake puts on the include path).
#include <cstdint>
#include <memory>
#include <string>

#include "ipclab/platform/error.hpp"
#include "socket_os.hpp"

namespace ipclab::platform::detail {

/// "10.0.0.2:7000", "[::1]:7000".
std::string endpointText(const std::string& address, std::uint16_t port);

struct AddrInfoDeleter {
    void operator()(addrinfo* info) const noexcept { ::freeaddrinfo(info); }
};
using AddrInfoPtr = std::unique_ptr<addrinfo, AddrInfoDeleter>;

/// getaddrinfo for a numeric address only (a measurement must not wait on DNS), for a socket of
/// `socketType` (SOCK_STREAM / SOCK_DGRAM); `passive` for bind(). InvalidArgument naming the
/// address when it is not numeric.
Expected<AddrInfoPtr> resolveNumeric(const std::string& address, std::uint16_t port, int socketType,
                                     bool passive);

/// The numeric text of an IPv4 / IPv6 socket address ("10.0.0.2", "::1"); "" otherwise.
std::string numericAddress(const sockaddr* address, SockLen length);

/// The port of an IPv4 / IPv6 socket address; 0 otherwise.
std::uint16_t portOf(const sockaddr_storage& address) noexcept;

/// The port a socket is bound to (getsockname); Unsupported if it is not an IP socket.
Expected<std::uint16_t> localPortOf(SocketHandle s);

}  // namespace ipclab::platform::detail
