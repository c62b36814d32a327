// What POSIX sockets need beyond the shared BSD-socket code (common/socket_common.cpp): no
// start-up, and name resolution for remote peers with getaddrinfo.
#include <cerrno>

#include "bsd_socket.hpp"
#include "ipclab/platform/socket.hpp"

namespace ipclab::platform {
Status startSockets() {
    return {};
}

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
