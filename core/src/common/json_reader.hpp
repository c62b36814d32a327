#pragma once
/// Reading a JSON document field by field with checked types (result files, experiments): a
/// problem is thrown as a JsonError naming the field's path ("points[2].size must be a
/// non-negative integer (got a string)"). Pure functions and a view; thread-safe.
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "common/json_util.hpp"
#include "ipclab/text.hpp"

namespace ipclab::detail {

/// The reader's type: keys kept in the order the document has them (the results writer's too).
using Json = nlohmann::ordered_json;

/// The first problem of a document, with its path in the sentence. Reading is not a
/// measurement path, so it is thrown out to the public function, which turns it into an Error.
struct JsonError {
    std::string message;  ///< English: english(text).
    Text text;
};

[[noreturn]] inline void fail(Text text) {
    std::string message = english(text);
    throw JsonError{std::move(message), std::move(text)};
}

/// A sentence no translation knows (English put together here).
[[noreturn]] inline void fail(std::string message) {
    fail(Text::verbatim(std::move(message)));
}

// "%1 must be a string (got %2)" with the path and the JSON type the document has.
[[noreturn]] inline void failType(const char* shape, std::string path, const Json& value) {
    fail(Text(shape, {verbatimArg(std::move(path)), verbatimArg(jsonTypeName(value))}));
}

/// An object at `path`, read field by field with paths such as "points[2].size"; every
/// problem is thrown as a JsonError whose sentence starts with the path.
class JsonReader {
  public:
    JsonReader(const Json& json, std::string path) : m_json(json), m_path(std::move(path)) {
        if (!m_json.is_object()) {
            fail(describe() + " must be an object (got " + jsonTypeName(m_json) + ")");
        }
    }

    const Json& field(const char* name) const {
        const auto it = m_json.find(name);
        if (it == m_json.end()) {
            fail(Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "missing field %1"),
                      {verbatimArg(pathOf(name))}));
        }
        return *it;
    }

    bool has(const char* name) const { return m_json.contains(name); }

    std::string pathOf(const char* name) const { return jsonChildPath(m_path, name); }

    std::string string(const char* name) const {
        const Json& value = field(name);
        if (!value.is_string()) {
            failType(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 must be a string (got %2)"),
                     pathOf(name), value);
        }
        return value.get<std::string>();
    }

    bool boolean(const char* name) const {
        const Json& value = field(name);
        if (!value.is_boolean()) {
            failType(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 must be true or false (got %2)"),
                     pathOf(name), value);
        }
        return value.get<bool>();
    }

    double real(const char* name) const {
        const Json& value = field(name);
        if (value.is_null()) {
            return std::numeric_limits<double>::quiet_NaN();
        }
        if (!value.is_number()) {
            failType(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 must be a number (got %2)"),
                     pathOf(name), value);
        }
        return value.get<double>();
    }

    template <class T>
    T integer(const char* name) const {
        const Json& value = field(name);
        const std::string where = pathOf(name);
        if (value.is_number_unsigned()) {
            const auto raw = value.get<std::uint64_t>();
            if (raw > static_cast<std::uint64_t>(std::numeric_limits<T>::max())) {
                fail(where + " is too large (" + std::to_string(raw) + ")");
            }
            return static_cast<T>(raw);
        }
        if (value.is_number_integer()) {
            const auto raw = value.get<std::int64_t>();
            if constexpr (std::is_unsigned_v<T>) {
                fail(where + " must not be negative (got " + std::to_string(raw) + ")");
            } else {
                if (raw < static_cast<std::int64_t>(std::numeric_limits<T>::min())) {
                    fail(where + " is too small (" + std::to_string(raw) + ")");
                }
                return static_cast<T>(raw);
            }
        }
        failType(std::is_unsigned_v<T>
                     ? IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                      "%1 must be a non-negative integer (got %2)")
                     : IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 must be an integer (got %2)"),
                 where, value);
    }

    const Json& array(const char* name) const {
        const Json& value = field(name);
        if (!value.is_array()) {
            failType(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 must be an array (got %2)"),
                     pathOf(name), value);
        }
        return value;
    }

    JsonReader object(const char* name) const { return JsonReader(field(name), pathOf(name)); }

    /// CPU ns per message: null (not measured) reads as -1.
    double cpu(const char* name) const {
        const Json& value = field(name);
        if (value.is_null()) {
            return -1;
        }
        if (!value.is_number()) {
            failType(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 must be a number or null (got %2)"),
                     pathOf(name), value);
        }
        return value.get<double>();
    }

  private:
    std::string describe() const { return m_path.empty() ? "the document" : m_path; }

    const Json& m_json;  // the object read; outlives the reader
    std::string m_path;
};

/// Hand-written files (presets) say "path: what is wrong": "steps[0].experiment.sizes[1]: ...".
[[noreturn]] inline void failAt(const std::string& path, const std::string& message) {
    fail(path.empty() ? message : path + ": " + message);
}

}  // namespace ipclab::detail
