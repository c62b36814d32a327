#pragma once
/// The per-point secret of a remote peer's data connection (ChannelOptions::dataSecret): made by
/// the peer for each point, sent to its controller in `ready`, presented first by the
/// controller on the data connection and checked by the peer before the point starts. Without
/// it, whoever connected to the announced port first got the point (issue 12, defect 5).
#include <algorithm>
#include <cstdio>
#include <string>
#include <string_view>

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

/// Whether `presented` is `expected`, in constant time: every byte of the longer of the two is
/// compared, so how far a guess was right does not show in how long the check took.
inline bool dataSecretMatches(std::string_view expected, std::string_view presented) noexcept {
    const std::size_t length = std::max(expected.size(), presented.size());
    unsigned difference = expected.size() == presented.size() ? 0u : 1u;
    for (std::size_t i = 0; i < length; ++i) {
        const auto a = static_cast<unsigned char>(i < expected.size() ? expected[i] : 0);
        const auto b = static_cast<unsigned char>(i < presented.size() ? presented[i] : 0);
        difference |= static_cast<unsigned>(a ^ b);
    }
    return difference == 0;
}

}  // namespace ipclab::mechanisms
