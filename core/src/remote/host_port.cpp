// "HOST:PORT", "[IPV6]:PORT" and "PORT" as the front ends and ipclab-peer --listen accept them.
#include <charconv>

#include "ipclab/remote.hpp"
#include "ipclab/text.hpp"

namespace ipclab {

platform::Expected<HostPort> parseHostPort(std::string_view text, std::string_view defaultHost,
                                           bool allowPortZero) {
    // `why`: a literal marked IPCLAB_TR_NOOP.
    const auto bad = [&](const char* why, std::vector<TextArg> args = {}) {
        return textError(
            platform::ErrorCode::InvalidArgument,
            Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "invalid address \"%1\": %2"),
                 {verbatimArg(std::string(text)), textArg(Text(why, std::move(args)))}));
    };
    HostPort result;
    std::string_view portText;
    if (text.starts_with('[')) {
        const auto close = text.find(']');
        if (close == std::string_view::npos || close + 1 >= text.size() || text[close + 1] != ':') {
            return bad(IPCLAB_TR_NOOP("ipclab::CoreMessages", "expected [IPV6]:PORT"));
        }
        result.host = std::string(text.substr(1, close - 1));
        portText = text.substr(close + 2);
    } else {
        const auto colon = text.rfind(':');
        if (colon == std::string_view::npos) {
            if (defaultHost.empty()) {
                return bad(IPCLAB_TR_NOOP("ipclab::CoreMessages", "expected HOST:PORT"));
            }
            result.host = std::string(defaultHost);
            portText = text;
        } else {
            if (text.find(':') != colon) {
                return bad(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                          "an IPv6 address needs brackets: [ADDRESS]:PORT"));
            }
            result.host = std::string(text.substr(0, colon));
            portText = text.substr(colon + 1);
        }
    }
    if (result.host.empty()) {
        if (defaultHost.empty()) {
            return bad(IPCLAB_TR_NOOP("ipclab::CoreMessages", "the host is missing"));
        }
        result.host = std::string(defaultHost);
    }
    unsigned long port = 0;
    const auto [end, ec] =
        std::from_chars(portText.data(), portText.data() + portText.size(), port);
    if (portText.empty() || ec != std::errc() || end != portText.data() + portText.size() ||
        port > 65535 || (port == 0 && !allowPortZero)) {
        return bad(
            IPCLAB_TR_NOOP("ipclab::CoreMessages", "the port must be a number from %1 to 65535"),
            {integerArg(allowPortZero ? 0 : 1)});
    }
    result.port = static_cast<std::uint16_t>(port);
    return result;
}

}  // namespace ipclab
