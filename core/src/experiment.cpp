#include "ipclab/experiment.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <limits>
#include <string>
#include <system_error>

namespace ipclab {

std::string_view toString(Pattern pattern) noexcept {
    switch (pattern) {
        case Pattern::PingPong:
            return "pingpong";
        case Pattern::Stream:
            return "stream";
        case Pattern::Lock:
            return "lock";
        case Pattern::Paced:
            return "paced";
        case Pattern::OneSided:
            return "one-sided";
    }
    return "unknown";
}

Figure figureOf(Pattern pattern) noexcept {
    switch (pattern) {
        case Pattern::Stream:
            return Figure::Throughput;
        case Pattern::Lock:
            return Figure::LockOperation;
        case Pattern::OneSided:
            return Figure::TimePerSend;
        case Pattern::PingPong:
        case Pattern::Paced:
            break;
    }
    return Figure::Latency;
}

std::string_view toString(WaitStrategy wait) noexcept {
    switch (wait) {
        case WaitStrategy::Block:
            return "block";
        case WaitStrategy::Spin:
            return "spin";
        case WaitStrategy::SpinYield:
            return "spin-yield";
        case WaitStrategy::SpinBlock:
            return "spin-block";
    }
    return "unknown";
}

std::optional<WaitStrategy> parseWaitStrategy(std::string_view text) noexcept {
    for (const auto wait : {WaitStrategy::Block, WaitStrategy::Spin, WaitStrategy::SpinYield,
                            WaitStrategy::SpinBlock}) {
        if (text == toString(wait)) {
            return wait;
        }
    }
    return std::nullopt;
}

std::string_view toString(Placement placement) noexcept {
    switch (placement) {
        case Placement::Unpinned:
            return "unpinned";
        case Placement::SameCore:
            return "same-core";
        case Placement::CrossCore:
            return "cross-core";
    }
    return "unknown";
}

std::optional<Pattern> parsePattern(std::string_view text) noexcept {
    // "ping-pong" is how the reports and the design spell it; "pingpong" is what we write.
    if (text == "pingpong" || text == "ping-pong") {
        return Pattern::PingPong;
    }
    for (const auto pattern : {Pattern::Stream, Pattern::Lock, Pattern::Paced, Pattern::OneSided}) {
        if (text == toString(pattern)) {
            return pattern;
        }
    }
    return std::nullopt;
}

std::optional<Placement> parsePlacement(std::string_view text) noexcept {
    if (text == "unpinned") {
        return Placement::Unpinned;
    }
    if (text == "same-core") {
        return Placement::SameCore;
    }
    if (text == "cross-core") {
        return Placement::CrossCore;
    }
    return std::nullopt;
}

std::string formatBytes(std::size_t bytes) {
    static constexpr const char* kUnits[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    if (bytes < 1024) {
        return std::to_string(bytes) + " B";
    }
    double value = static_cast<double>(bytes) / 1024.0;
    std::size_t unit = 0;
    while (value >= 1024.0 && unit + 1 < std::size(kUnits)) {
        value /= 1024.0;
        ++unit;
    }
    // std::to_chars, not snprintf: a Qt front end's QApplication sets LC_NUMERIC from the
    // environment, and under de_DE snprintf wrote "4,00" (trimmed to "4, KiB").
    const auto twoDecimals = [](double number) {
        char text[64];
        const auto result =
            std::to_chars(text, text + sizeof text, number, std::chars_format::fixed, 2);
        return std::string(text, result.ptr);
    };
    std::string number = twoDecimals(value);
    // 1023.999 KiB prints as "1024.00": say "1 MiB" instead.
    if (number.starts_with("1024") && unit + 1 < std::size(kUnits)) {
        ++unit;
        number = twoDecimals(value / 1024.0);
    }
    // Two decimals at most, without trailing zeros: "4", "1.5", "63.97".
    while (number.back() == '0') {
        number.pop_back();
    }
    if (number.back() == '.') {
        number.pop_back();
    }
    return number + " " + kUnits[unit];
}

namespace {

Error badSize(std::string_view item, std::string_view why) {
    return Error{ErrorCode::InvalidArgument,
                 "invalid size \"" + std::string(item) + "\": " + std::string(why)};
}

std::string_view trim(std::string_view text) {
    const auto isSpace = [](char c) { return c == ' ' || c == '\t'; };
    while (!text.empty() && isSpace(text.front())) {
        text.remove_prefix(1);
    }
    while (!text.empty() && isSpace(text.back())) {
        text.remove_suffix(1);
    }
    return text;
}

// One size: digits, an optional K/M/G (powers of 1024), then an optional "B" or, after a unit
// letter, "iB". Zero is accepted here; the caller decides whether it is allowed.
Expected<std::size_t> parseOneSize(std::string_view text, std::string_view item) {
    static constexpr std::string_view kExpected =
        "expected a whole number of bytes with an optional K, M or G suffix (e.g. 64, 4K, 1M)";
    std::uint64_t number = 0;
    const char* begin = text.data();
    const char* end = text.data() + text.size();
    const auto [next, ec] = std::from_chars(begin, end, number);
    if (ec == std::errc::result_out_of_range) {
        return badSize(item, "too large");
    }
    if (ec != std::errc() || next == begin) {
        return badSize(item, kExpected);
    }
    std::string_view suffix(next, static_cast<std::size_t>(end - next));
    unsigned shift = 0;
    if (!suffix.empty()) {
        switch (suffix.front()) {
            case 'K':
            case 'k':
                shift = 10;
                break;
            case 'M':
            case 'm':
                shift = 20;
                break;
            case 'G':
            case 'g':
                shift = 30;
                break;
            default:
                break;
        }
    }
    if (shift != 0) {
        suffix.remove_prefix(1);
        if (suffix == "iB") {
            suffix = {};
        }
    }
    if (suffix == "B") {
        suffix = {};
    }
    if (!suffix.empty()) {
        return badSize(item, kExpected);
    }
    const std::uint64_t limit = std::numeric_limits<std::size_t>::max();
    if (number > (limit >> shift)) {
        return badSize(item, "too large");
    }
    return static_cast<std::size_t>(number << shift);
}

}  // namespace

Expected<std::vector<std::size_t>> parseSizeList(std::string_view text) {
    std::vector<std::size_t> sizes;
    if (trim(text).empty()) {
        return Error{ErrorCode::InvalidArgument,
                     "no sizes given: expected e.g. \"64,4096\", \"1K,64K\" or \"4..512K\""};
    }
    while (true) {
        const std::size_t comma = text.find(',');
        const std::string_view item = trim(text.substr(0, comma));
        if (item.empty()) {
            return badSize(item, "empty item in the list (two commas, or a comma at an end)");
        }
        const std::size_t dots = item.find("..");
        if (dots == std::string_view::npos) {
            auto size = parseOneSize(item, item);
            if (!size) {
                return size.error();
            }
            if (*size == 0) {
                return badSize(item, "a size must be at least 1 byte");
            }
            sizes.push_back(*size);
        } else {
            auto first = parseOneSize(trim(item.substr(0, dots)), item);
            if (!first) {
                return first.error();
            }
            auto last = parseOneSize(trim(item.substr(dots + 2)), item);
            if (!last) {
                return last.error();
            }
            if (*first == 0) {
                return badSize(item, "a range must start at 1 byte or more (it doubles)");
            }
            if (*first > *last) {
                return badSize(item, "a range must go from the smaller size to the larger");
            }
            // Doubling from first while below last; last is always included.
            for (std::size_t size = *first; size < *last;) {
                sizes.push_back(size);
                if (size > *last / 2) {
                    break;
                }
                size *= 2;
            }
            sizes.push_back(*last);
        }
        if (comma == std::string_view::npos) {
            break;
        }
        text.remove_prefix(comma + 1);
    }
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    return sizes;
}

}  // namespace ipclab
