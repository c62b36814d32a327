#pragma once
/// Helpers shared by the JSON readers (presets, result files): the wording of "what was found
/// instead" and of field paths such as "points[2].size", so that both explain a bad document
/// the same way. Pure functions, thread-safe.
#include <cstddef>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace ipclab::detail {

/// What a JSON value is, as the end of "must be a string (got ...)": "an integer", "null", ...
/// Works for nlohmann::json and nlohmann::ordered_json alike.
template <typename BasicJson>
const char* jsonTypeName(const BasicJson& json) {
    if (json.is_number_integer() || json.is_number_unsigned()) {
        return "an integer";
    }
    if (json.is_number_float()) {
        return "a number";
    }
    switch (json.type()) {
        case BasicJson::value_t::null:
            return "null";
        case BasicJson::value_t::boolean:
            return "a boolean";
        case BasicJson::value_t::string:
            return "a string";
        case BasicJson::value_t::array:
            return "an array";
        case BasicJson::value_t::object:
            return "an object";
        default:
            return "something else";
    }
}

/// The path of field `name` inside the object at `path` ("" is the document itself).
inline std::string jsonChildPath(const std::string& path, std::string_view name) {
    return path.empty() ? std::string(name) : path + "." + std::string(name);
}

/// The path of element `index` of the array at `path`.
inline std::string jsonIndexedPath(const std::string& path, std::size_t index) {
    return path + "[" + std::to_string(index) + "]";
}

}  // namespace ipclab::detail
