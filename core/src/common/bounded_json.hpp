#pragma once
/// The one bounded JSON reader (json_limits.hpp says why): a file read only when its size is
/// within the bound and it is a regular file, and a parse that stops at the first bound broken,
/// naming the field ("points[3].latency_ns.mean: the number 1e999 is out of range").
#include <string>
#include <string_view>

#include "common/json_limits.hpp"
#include "common/json_reader.hpp"
#include "ipclab/platform/error.hpp"

namespace ipclab::detail {

/// `text` parsed within `limits` as nlohmann::json or ordered_json, or InvalidArgument saying
/// which bound or syntax rule it breaks and where. Never throws.
template <class AnyJson>
platform::Expected<AnyJson> parseBoundedJsonAs(std::string_view text, const JsonLimits& limits);

inline platform::Expected<Json> parseBoundedJson(std::string_view text,
                                                 const JsonLimits& limits = {}) {
    return parseBoundedJsonAs<Json>(text, limits);
}

/// The bytes of the file at `path`: refused (InvalidArgument, without the path: the caller
/// names the file) when it is not a regular file (/dev/zero, a FIFO, a folder) or holds more
/// than `maxBytes`, before anything is read; at most maxBytes + 1 bytes are ever read.
platform::Expected<std::string> readBoundedFile(const std::string& path, std::size_t maxBytes);

}  // namespace ipclab::detail
