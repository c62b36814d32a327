// Address set-up shared by socket_posix.cpp and udp_socket_posix.cpp, and resolveHost().
#include "address_posix.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>

#include <cerrno>

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
                                                     ::gai_strerror(rc) + ")"};
    }
    return AddrInfoPtr(result);
}

std::string numericAddress(const sockaddr* address, socklen_t length) {
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

}  // namespace detail

Expected<std::string> resolveHost(const std::string& host) {
    if (host.empty()) {
        return Error{ErrorCode::InvalidArgument, "resolve: the host name is empty"};
    }
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo* result = nullptr;
    const int rc = ::getaddrinfo(host.c_str(), nullptr, &hints, &result);
    if (rc != 0 || result == nullptr) {
        const std::string why = rc == EAI_SYSTEM ? systemErrorText(errno) : ::gai_strerror(rc);
        return Error{rc == EAI_NONAME ? ErrorCode::InvalidArgument : ErrorCode::SystemError,
                     "cannot resolve host \"" + host + "\": " + why};
    }
    detail::AddrInfoPtr owned(result);
    // IPv4 first: the UDP and WebSocket data sockets of a remote point are IPv4 or IPv6 as the
    // control connection is, and most peers listen on an IPv4 address.
    const addrinfo* chosen = result;
    for (const addrinfo* ai = result; ai != nullptr; ai = ai->ai_next) {
        if (ai->ai_family == AF_INET) {
            chosen = ai;
            break;
        }
    }
    std::string text = detail::numericAddress(chosen->ai_addr, chosen->ai_addrlen);
    if (text.empty()) {
        return Error{ErrorCode::SystemError,
                     "cannot resolve host \"" + host + "\": no IPv4 or IPv6 address"};
    }
    return text;
}

}  // namespace ipclab::platform
