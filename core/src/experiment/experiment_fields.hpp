#pragma once
/// The experiment's enumerations (pattern, wait, lock loop, placement) and byte counts read from
/// a JSON field, each with the one sentence that says what it may be. Here, with the types they
/// read, and not in common/'s JsonReader: common/ knows nothing of experiments (.ci/layers.py).
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "common/json_reader.hpp"
#include "ipclab/experiment.hpp"

namespace ipclab::detail {

// Reader: anything with string(name) and pathOf(name), JsonReader or a preset file's fields.
template <class Value, class Reader>
Value readKnown(const Reader& reader, const char* name,
                std::optional<Value> (*parse)(std::string_view) noexcept, const char* kind,
                const char* known) {
    const std::string text = reader.string(name);
    const std::optional<Value> value = parse(text);
    if (!value) {
        fail(reader.pathOf(name) + " is \"" + text + "\", not a known " + kind + " (" + known +
             ")");
    }
    return *value;
}

template <class Reader>
Pattern readPattern(const Reader& reader, const char* name) {
    return readKnown(reader, name, parsePattern, "pattern",
                     "pingpong, stream, lock, paced, one-sided");
}

template <class Reader>
WaitStrategy readWait(const Reader& reader, const char* name) {
    return readKnown(reader, name, parseWaitStrategy, "wait strategy",
                     "block, spin, spin-yield, spin-block");
}

template <class Reader>
LockLoop readLockLoop(const Reader& reader, const char* name) {
    return readKnown(reader, name, parseLockLoop, "lock loop", "counter, bare");
}

template <class Reader>
Placement readPlacement(const Reader& reader, const char* name) {
    return readKnown(reader, name, parsePlacement, "placement", "unpinned, same-core, cross-core");
}

// A byte count written as an integer (64) or with a suffix ("4K", "1G"), as on the command line.
inline std::size_t byteCount(const Json& value, const std::string& path) {
    if (value.is_number_unsigned()) {
        const auto raw = value.get<std::uint64_t>();
        if (raw > std::numeric_limits<std::size_t>::max()) {
            failAt(path, "is too large (" + std::to_string(raw) + ")");
        }
        return static_cast<std::size_t>(raw);
    }
    if (value.is_string()) {
        const std::string text = value.get<std::string>();
        const Expected<std::vector<std::size_t>> sizes = parseSizeList(text);
        if (!sizes || sizes->size() != 1) {
            failAt(path, "\"" + text + "\" is not a byte count (e.g. 64, \"4K\", \"1M\")");
        }
        return sizes->front();
    }
    failAt(path, std::string("must be a byte count such as 64 or \"4K\" (got ") +
                     jsonTypeName(value) + ")");
}

// "sizes": [64, "4K"] or one string in the command line's syntax ("4..1M").
inline std::vector<std::size_t> sizeList(const Json& sizes, const std::string& path) {
    std::vector<std::size_t> result;
    if (sizes.is_string()) {
        Expected<std::vector<std::size_t>> parsed = parseSizeList(sizes.get<std::string>());
        if (!parsed) {
            failAt(path, parsed.error().message);
        }
        result = std::move(parsed.value());
    } else if (sizes.is_array()) {
        for (std::size_t i = 0; i < sizes.size(); ++i) {
            result.push_back(byteCount(sizes[i], jsonIndexedPath(path, i)));
        }
    } else {
        failAt(path, std::string("must be a list of sizes or a string such as \"4..1M\" (got ") +
                         jsonTypeName(sizes) + ")");
    }
    if (result.empty()) {
        failAt(path, "must not be empty");
    }
    return result;
}

}  // namespace ipclab::detail
