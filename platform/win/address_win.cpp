// What Winsock needs beyond the shared BSD-socket code (common/socket_common.cpp): starting it
// once per process, and name resolution for remote peers with the W form of getaddrinfo.
#include "bsd_socket.hpp"
#include "ipclab/platform/socket.hpp"

namespace ipclab::platform {
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
