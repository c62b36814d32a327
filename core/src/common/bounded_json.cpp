// The one bounded JSON reader (bounded_json.hpp): nlohmann's SAX interface feeds its own DOM
// builder, and every event is checked against the bounds first, so a hostile document is
// stopped at the first value that breaks one, before it costs more than that value.
#include "common/bounded_json.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <vector>

#include "ipclab/text.hpp"

namespace ipclab::detail {
namespace {

using platform::Error;
using platform::ErrorCode;

template <class Json>
class BoundedSax {
  public:
    using number_integer_t = Json::number_integer_t;
    using number_unsigned_t = Json::number_unsigned_t;
    using number_float_t = Json::number_float_t;
    using string_t = Json::string_t;
    using binary_t = Json::binary_t;

    BoundedSax(Json& root, const JsonLimits& limits) : m_dom(root, false), m_limits(limits) {}

    const std::string& problem() const { return m_problem; }

    bool null() { return value() && m_dom.null(); }
    bool boolean(bool v) { return value() && m_dom.boolean(v); }
    bool number_integer(number_integer_t v) { return value() && m_dom.number_integer(v); }
    bool number_unsigned(number_unsigned_t v) { return value() && m_dom.number_unsigned(v); }
    bool number_float(number_float_t v, const string_t& text) {
        if (!value()) {
            return false;
        }
        if (!(std::fabs(v) <= m_limits.maxNumberMagnitude)) {
            return outOfRange(text);
        }
        return m_dom.number_float(v, text);
    }
    bool string(string_t& v) { return value() && shortEnough(v, "a string") && m_dom.string(v); }
    bool binary(binary_t& v) { return value() && m_dom.binary(v); }
    bool start_object(std::size_t n) { return value() && open(false) && m_dom.start_object(n); }
    bool key(string_t& k) {
        Frame& frame = m_stack.back();
        if (++frame.count > m_limits.maxObjectMembers) {
            frame.label.clear();  // the object itself is at fault, not its last member
            return fail("an object with more than " + std::to_string(m_limits.maxObjectMembers) +
                        " members");
        }
        frame.label = k.size() <= 64 ? k : k.substr(0, 64) + "...";
        return shortEnough(k, "a key") && m_dom.key(k);
    }
    bool end_object() {
        m_stack.pop_back();
        return m_dom.end_object();
    }
    bool start_array(std::size_t n) { return value() && open(true) && m_dom.start_array(n); }
    bool end_array() {
        m_stack.pop_back();
        return m_dom.end_array();
    }
    bool parse_error(std::size_t, const std::string& token,
                     const nlohmann::detail::exception& error) {
        if (error.id == 406) {  // a number beyond double's range: 1e999
            if (!m_stack.empty() && m_stack.back().array) {
                m_stack.back().label = "[" + std::to_string(m_stack.back().count) + "]";
            }
            return outOfRange(token);
        }
        // nlohmann's text reads "[json.exception.parse_error.101] parse error at line 3,
        // column 5: ..."; the bracketed id means nothing to a user.
        std::string what = error.what();
        const std::size_t bracket = what.find("] ");
        if (what.starts_with("[json.exception") && bracket != std::string::npos) {
            what.erase(0, bracket + 2);
        }
        m_problem = "not JSON: " + what;
        return false;
    }

  private:
    struct Frame {
        bool array = false;
        std::size_t count = 0;
        std::string label;  // the current member's key, or "[index]"
    };

    // Every value: the total, and its index when it is an array's element.
    bool value() {
        if (++m_values > m_limits.maxValues) {
            return fail("more than " + std::to_string(m_limits.maxValues) + " values in all");
        }
        if (!m_stack.empty() && m_stack.back().array) {
            Frame& frame = m_stack.back();
            frame.label = "[" + std::to_string(frame.count) + "]";
            if (++frame.count > m_limits.maxArrayElements) {
                return fail("an array with more than " + std::to_string(m_limits.maxArrayElements) +
                            " elements");
            }
        }
        return true;
    }
    bool open(bool array) {
        if (m_stack.size() >= m_limits.maxDepth) {
            return fail("nested deeper than " + std::to_string(m_limits.maxDepth) + " levels");
        }
        m_stack.push_back({array, 0, {}});
        return true;
    }
    bool shortEnough(const string_t& text, const char* what) {
        if (text.size() > m_limits.maxStringBytes) {
            return fail(std::string(what) + " " + std::to_string(text.size()) +
                        " bytes long, more than " + std::to_string(m_limits.maxStringBytes));
        }
        return true;
    }
    bool outOfRange(const std::string& text) {
        char bound[32];
        std::snprintf(bound, sizeof bound, "%g", m_limits.maxNumberMagnitude);
        const std::string shown = text.size() <= 40 ? text : text.substr(0, 40) + "...";
        return fail("the number " + shown + " is out of range (at most " + bound +
                    " in magnitude)");
    }
    // "points[3].latency_ns.mean: what": the field where the bound was broken.
    bool fail(const std::string& what) {
        std::string path;
        for (const Frame& frame : m_stack) {
            if (frame.label.empty()) {
                break;
            }
            path += (frame.array || path.empty() ? "" : ".") + frame.label;
        }
        m_problem = path.empty() ? what : path + ": " + what;
        return false;
    }

    nlohmann::detail::json_sax_dom_parser<Json> m_dom;
    const JsonLimits& m_limits;
    std::vector<Frame> m_stack;
    std::size_t m_values = 0;
    std::string m_problem;
};

}  // namespace

// The parser's own words stay English (they quote the file); the frame is translated.
static Error notJson(const std::string& problem) {
    constexpr std::string_view kPrefix = "not JSON: ";
    if (problem.empty() || !problem.starts_with(kPrefix)) {
        return textError(ErrorCode::InvalidArgument,
                         Text::coreText(problem.empty() ? "not JSON" : problem));
    }
    return textError(ErrorCode::InvalidArgument,
                     Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "not JSON: %1"),
                          {verbatimArg(problem.substr(kPrefix.size()))}));
}

template <class Json>
platform::Expected<Json> parseBoundedJsonAs(std::string_view text, const JsonLimits& limits) {
    if (text.size() > limits.maxBytes) {
        return textError(ErrorCode::InvalidArgument,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                             "the document is %1 bytes, more than the %2 allowed"),
                              {integerArg(static_cast<std::int64_t>(text.size())),
                               integerArg(static_cast<std::int64_t>(limits.maxBytes))}));
    }
    Json json;
    try {
        BoundedSax<Json> sax(json, limits);
        if (!Json::sax_parse(text.begin(), text.end(), &sax) || !sax.problem().empty()) {
            return notJson(sax.problem());
        }
    } catch (const std::exception& error) {
        // Not expected (every error goes through parse_error), but never let one escape.
        return textError(ErrorCode::InvalidArgument,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "not JSON: %1"),
                              {verbatimArg(error.what())}));
    }
    return json;
}

template platform::Expected<nlohmann::json> parseBoundedJsonAs(std::string_view, const JsonLimits&);
template platform::Expected<nlohmann::ordered_json> parseBoundedJsonAs(std::string_view,
                                                                       const JsonLimits&);

platform::Expected<std::string> readBoundedFile(const std::string& path, std::size_t maxBytes) {
    namespace fs = std::filesystem;
    std::error_code error;
    const fs::file_status status = fs::status(path, error);
    if (error || !fs::exists(status)) {
        return textError(
            ErrorCode::InvalidArgument,
            Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "no such file or not readable")));
    }
    if (!fs::is_regular_file(status)) {
        const Text what =
            fs::is_directory(status) ? Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "a folder"))
            : fs::is_fifo(status)    ? Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "a FIFO"))
            : fs::is_character_file(status)
                ? Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "a device"))
                : Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "not a regular file"));
        return textError(
            ErrorCode::InvalidArgument,
            Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "refused: it is %1, not a regular file"),
                 {textArg(what)}));
    }
    const std::uintmax_t size = fs::file_size(path, error);
    if (!error && size > maxBytes) {
        return textError(ErrorCode::InvalidArgument,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                             "refused: the file is %1 bytes, more than the %2 a "
                                             "file IPC Lab reads may have"),
                              {integerArg(static_cast<std::int64_t>(size)),
                               integerArg(static_cast<std::int64_t>(maxBytes))}));
    }
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        return textError(
            ErrorCode::InvalidArgument,
            Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "no such file or not readable")));
    }
    // At most one byte past the bound, however the file grows meanwhile.
    std::string text;
    char chunk[64 * 1024];
    while (text.size() <= maxBytes && file) {
        const std::size_t want = std::min(sizeof chunk, maxBytes + 1 - text.size());
        file.read(chunk, static_cast<std::streamsize>(want));
        text.append(chunk, static_cast<std::size_t>(file.gcount()));
    }
    if (text.size() > maxBytes) {
        return textError(ErrorCode::InvalidArgument,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                             "refused: the file holds more than %1 bytes"),
                              {integerArg(static_cast<std::int64_t>(maxBytes))}));
    }
    if (file.bad()) {
        return textError(ErrorCode::InvalidArgument,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "cannot read it")));
    }
    return text;
}

}  // namespace ipclab::detail
