#pragma once
/// Private to platform/win: address set-up shared by the TCP and UDP sockets (socket_win.cpp,
/// udp_socket_win.cpp), and name resolution for remote peers.
#include <cstdint>
#include <memory>
#include <string>

#include "ipclab/platform/error.hpp"
#include "win_include.hpp"

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
std::string numericAddress(const sockaddr* address, int length);

/// The port of an IPv4 / IPv6 socket address; 0 otherwise.
std::uint16_t portOf(const sockaddr_storage& address) noexcept;

}  // namespace ipclab::platform::detail
