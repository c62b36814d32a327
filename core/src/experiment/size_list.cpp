// parseSizeList (ipclab/experiment.hpp): the size lists of the CLI, the GUI and the presets.
#include <algorithm>
#include <charconv>
#include <cstdint>
#include <limits>
#include <string>
#include <system_error>

#include "ipclab/experiment.hpp"
#include "ipclab/text.hpp"

namespace ipclab {

namespace {

// `why` is a literal marked IPCLAB_TR_NOOP.
Error badSize(std::string_view item, const char* why) {
    return textError(ErrorCode::InvalidArgument,
                     Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "invalid size \"%1\": %2"),
                          {verbatimArg(std::string(item)), textArg(Text(why))}));
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
    static constexpr const char* kExpected =
        IPCLAB_TR_NOOP("ipclab::CoreMessages",
                       "expected a whole number of bytes with an optional K, M or G suffix (e.g. "
                       "64, 4K, 1M)");
    std::uint64_t number = 0;
    const char* begin = text.data();
    const char* end = text.data() + text.size();
    const auto [next, ec] = std::from_chars(begin, end, number);
    if (ec == std::errc::result_out_of_range) {
        return badSize(item, IPCLAB_TR_NOOP("ipclab::CoreMessages", "too large"));
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
        return badSize(item, IPCLAB_TR_NOOP("ipclab::CoreMessages", "too large"));
    }
    return static_cast<std::size_t>(number << shift);
}

}  // namespace

Expected<std::vector<std::size_t>> parseSizeList(std::string_view text) {
    std::vector<std::size_t> sizes;
    if (trim(text).empty()) {
        return textError(ErrorCode::InvalidArgument,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                             "no sizes given: expected e.g. \"64,4096\", "
                                             "\"1K,64K\" or \"4..512K\"")));
    }
    while (true) {
        const std::size_t comma = text.find(',');
        const std::string_view item = trim(text.substr(0, comma));
        if (item.empty()) {
            return badSize(
                item, IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                     "empty item in the list (two commas, or a comma at an end)"));
        }
        const std::size_t dots = item.find("..");
        if (dots == std::string_view::npos) {
            auto size = parseOneSize(item, item);
            if (!size) {
                return size.error();
            }
            if (*size == 0) {
                return badSize(
                    item, IPCLAB_TR_NOOP("ipclab::CoreMessages", "a size must be at least 1 byte"));
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
                return badSize(item,
                               IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                              "a range must start at 1 byte or more (it doubles)"));
            }
            if (*first > *last) {
                return badSize(
                    item, IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                         "a range must go from the smaller size to the larger"));
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
