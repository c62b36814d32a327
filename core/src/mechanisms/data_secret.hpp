#pragma once
/// The per-point secret of a remote peer's data connection (ChannelOptions::dataSecret): made by
/// the peer for each point, sent to its controller in `ready`, presented first by the
/// controller on the data connection and checked by the peer before the point starts. Without
/// it, whoever connected to the announced port first got the point (issue 12, defect 5).
#include <cstdio>
#include <string>
#include <string_view>

#include "common/constant_time.hpp"
#include "ipclab/mechanism.hpp"
#include "ipclab/platform/names.hpp"

namespace ipclab::mechanisms {

/// A new secret: 128 bits from the OS's secure random source, as kDataSecretChars lowercase
/// hex digits (text, so that it fits a URL path, a ZeroMQ password and a JSON string alike).
inline std::string newDataSecret() {
    char text[kDataSecretChars + 1];
    std::snprintf(text, sizeof text, "%016llx%016llx", platform::secureRandom64(),
                  platform::secureRandom64());
    return std::string(text, kDataSecretChars);
}

/// Whether `presented` is the point's secret (constant time, as the peer's token).
inline bool dataSecretMatches(std::string_view expected, std::string_view presented) noexcept {
    return constantTimeEquals(expected, presented);
}

}  // namespace ipclab::mechanisms
