// Address set-up shared by socket_win.cpp and udp_socket_win.cpp, and resolveHost().
#include "address_win.hpp"

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
                                                     systemErrorText(rc) + ")"};
    }
    return AddrInfoPtr(result);
}

std::string numericAddress(const sockaddr* address, int length) {
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
    if (Status started = startSockets(); !started) {
        return started.error();
    }
    // The W form: host names may be internationalised (UTF-8 in, UTF-16 to Windows).
    ADDRINFOW hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    ADDRINFOW* result = nullptr;
    const int rc = ::GetAddrInfoW(detail::widen(host).c_str(), nullptr, &hints, &result);
    if (rc != 0 || result == nullptr) {
        return Error{ErrorCode::InvalidArgument,
                     "cannot resolve host \"" + host + "\": " + systemErrorText(rc)};
    }
    // IPv4 first, as on POSIX (address_posix.cpp says why).
    const ADDRINFOW* chosen = result;
    for (const ADDRINFOW* ai = result; ai != nullptr; ai = ai->ai_next) {
        if (ai->ai_family == AF_INET) {
            chosen = ai;
            break;
        }
    }
    std::string text =
        detail::numericAddress(chosen->ai_addr, static_cast<int>(chosen->ai_addrlen));
    ::FreeAddrInfoW(result);
    if (text.empty()) {
        return Error{ErrorCode::SystemError,
                     "cannot resolve host \"" + host + "\": no IPv4 or IPv6 address"};
    }
    return text;
}

}  // namespace ipclab::platform
