#pragma once
/// Bounds on every JSON document IPC Lab reads (result files, presets' results, presets,
/// settings, control messages), enforced WHILE nlohmann parses (bounded_json.hpp), never after a
/// full parse: the raw library builds every value whole, its serialiser recurses once per
/// nesting level (80,000 levels overflowed the stack) and its ordered objects insert in linear
/// time (100,000 members took minutes). Files IPC Lab writes stay far inside every bound.
#include <cstddef>
#include <limits>

namespace ipclab::detail {

struct JsonLimits {
    /// Whole document; a file is refused by its size before it is read.
    std::size_t maxBytes = 64u << 20;
    std::size_t maxDepth = 32;
    std::size_t maxStringBytes = 64u << 10;
    std::size_t maxArrayElements = 1'000'000;
    /// Members of one object (IPC Lab's have fewer than 40).
    std::size_t maxObjectMembers = 256;
    /// Values in the whole document: what the parsed tree may cost in memory.
    std::size_t maxValues = 4'000'000;
    /// Largest magnitude of a number: finite (1e999, which nlohmann reports by an exception
    /// nothing caught, is refused naming its field; extreme finite values round-trip).
    double maxNumberMagnitude = std::numeric_limits<double>::max();
};

}  // namespace ipclab::detail
