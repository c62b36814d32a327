#pragma once
/// A whole decimal number from a peer argument: all of `text` or nothing (no sign games, no
/// trailing characters, not empty). Shared by the peer's argv codec and its fault option.
#include <charconv>
#include <string>

namespace ipclab::detail {

template <class Number>
bool parseNumber(const std::string& text, Number& value) {
    const char* end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, value);
    return ec == std::errc() && ptr == end && !text.empty();
}

}  // namespace ipclab::detail
