#pragma once
/// Private to core: a comparison of secrets (the peer's token, a point's data secret) whose
/// time does not depend on where the two differ.
#include <algorithm>
#include <cstddef>
#include <string_view>

namespace ipclab {

/// Whether `presented` is `expected`, in constant time: every byte of the longer of the two is
/// compared, so how far a guess was right does not show in how long the check took.
inline bool constantTimeEquals(std::string_view expected, std::string_view presented) noexcept {
    const std::size_t length = std::max(expected.size(), presented.size());
    unsigned difference = expected.size() == presented.size() ? 0u : 1u;
    for (std::size_t i = 0; i < length; ++i) {
        const auto a = static_cast<unsigned char>(i < expected.size() ? expected[i] : 0);
        const auto b = static_cast<unsigned char>(i < presented.size() ? presented[i] : 0);
        difference |= static_cast<unsigned>(a ^ b);
    }
    return difference == 0;
}

}  // namespace ipclab
