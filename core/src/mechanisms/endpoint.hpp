#pragma once
/// The peer argument of the IP mechanisms (tcp, udp, websocket): "ADDRESS:PORT", the address
/// numeric and IPv6 ones bare ("::1:7000": the port follows the last colon).
#include <charconv>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "ipclab/mechanism.hpp"

namespace ipclab::mechanisms {

/// {address, port}; nullopt if there is no colon, no address or no port 1-65535 after it.
inline std::optional<std::pair<std::string, std::uint16_t>> parseEndpoint(const std::string& text) {
    const auto colon = text.rfind(':');
    if (colon == std::string::npos || colon == 0) {
        return std::nullopt;
    }
    std::uint16_t port = 0;
    const char* begin = text.data() + colon + 1;
    const char* end = text.data() + text.size();
    if (std::from_chars(begin, end, port).ptr != end || port == 0) {
        return std::nullopt;
    }
    return std::pair{text.substr(0, colon), port};
}

/// The error for a peer argument parseEndpoint() refused.
inline Error badEndpoint(const std::string& id, const std::string& text) {
    return textError(ErrorCode::InvalidArgument,
                     Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                         "%1: bad channel \"%2\" (expected ADDRESS:PORT)"),
                          {verbatimArg(id), verbatimArg(text)}));
}

}  // namespace ipclab::mechanisms
