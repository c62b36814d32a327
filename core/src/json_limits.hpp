#pragma once
/// Bounds on a JSON document, checked on the raw text BEFORE nlohmann builds anything: its
/// parser recurses once per nesting level (a 400 kB file of '[' overflows the stack) and builds
/// every string and array whole, however large. Files IPC Lab writes stay far inside them.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace ipclab::detail {

struct JsonLimits {
    std::size_t maxBytes = 256u << 20;
    std::size_t maxDepth = 32;
    std::size_t maxStringBytes = 64u << 10;
    std::size_t maxArrayElements = 1'000'000;
};

/// The first bound `text` breaks, as a message ("nested deeper than 32 levels at byte 33"), or
/// nothing. Syntax errors are left to the parser: this only counts.
inline std::optional<std::string> jsonLimitProblem(std::string_view text,
                                                   const JsonLimits& limits = {}) {
    if (text.size() > limits.maxBytes) {
        return "the file is " + std::to_string(text.size()) + " bytes, more than the " +
               std::to_string(limits.maxBytes) + " a result file may have";
    }
    // Elements counted per open array (the depth is bounded, so fixed arrays suffice); objects
    // need no count: their members are bounded by the file size and the string bound.
    std::size_t elements[64] = {};
    bool arrayAt[64] = {};
    bool valueSeen[64] = {};
    std::size_t depth = 0;
    const std::size_t maxDepth = limits.maxDepth < 63 ? limits.maxDepth : 63;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            const std::size_t start = i;
            for (++i; i < text.size() && text[i] != '"'; ++i) {
                if (text[i] == '\\') {
                    ++i;
                }
            }
            if (i - start - 1 > limits.maxStringBytes) {
                return "a string at byte " + std::to_string(start) + " is " +
                       std::to_string(i - start - 1) + " bytes long, more than " +
                       std::to_string(limits.maxStringBytes);
            }
            if (depth > 0 && arrayAt[depth] && !valueSeen[depth]) {
                valueSeen[depth] = true;
                ++elements[depth];
            }
            continue;
        }
        if (c == '[' || c == '{') {
            if (depth > 0 && arrayAt[depth] && !valueSeen[depth]) {
                valueSeen[depth] = true;
                ++elements[depth];
            }
            if (++depth > maxDepth) {
                return "nested deeper than " + std::to_string(maxDepth) + " levels at byte " +
                       std::to_string(i);
            }
            arrayAt[depth] = c == '[';
            elements[depth] = 0;
            valueSeen[depth] = false;
        } else if (c == ']' || c == '}') {
            if (depth > 0) {
                --depth;
            }
        } else if (c == ',') {
            if (depth > 0 && arrayAt[depth]) {
                valueSeen[depth] = false;
            }
        } else if (c != ' ' && c != '\n' && c != '\r' && c != '\t' && c != ':') {
            // The first character of a number, true, false or null.
            if (depth > 0 && arrayAt[depth] && !valueSeen[depth]) {
                valueSeen[depth] = true;
                ++elements[depth];
            }
        }
        if (depth > 0 && arrayAt[depth] && elements[depth] > limits.maxArrayElements) {
            return "an array at byte " + std::to_string(i) + " has more than " +
                   std::to_string(limits.maxArrayElements) + " elements";
        }
    }
    return std::nullopt;
}

}  // namespace ipclab::detail
