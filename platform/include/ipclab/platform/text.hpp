#pragma once
/// A user-visible sentence as a value: a translatable template plus its arguments, so that
/// every front end renders it in its own language from the same value (core's english() for
/// the CLI and the files; the GUI's Qt renderer, app/gui/core_messages.hpp). Core builds these
/// where it writes a result, a warning or an error; nobody parses a sentence back.
///
/// The template is English with Qt's placeholders: %1 ... %9 for the arguments and %n for
/// `count` (a plural: write the English as "%n round(s)"; english() drops "(s)" for 1 and
/// keeps "s" otherwise, Qt's translation picks its own plural form). Mark it where it is
/// written with IPCLAB_TR_NOOP("ipclab::CoreMessages", "...") or, with %n,
/// IPCLAB_TR_N_NOOP(...), so that lupdate lists it. It lives in platform/, the lowest layer,
/// beside translatable.hpp, because platform::Error carries one.
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ipclab/platform/translatable.hpp"

/// IPCLAB_TR_NOOP for a template with %n (lupdate reads it as QT_TRANSLATE_N_NOOP: the
/// translation gets plural forms).
#define IPCLAB_TR_N_NOOP(context, text) text

namespace ipclab::platform {

/// The context of core's run-time sentences in the translation files.
inline constexpr std::string_view kMessageContext = "ipclab::CoreMessages";
/// The context of core's and platform's fixed texts (mechanism titles, unavailable reasons).
inline constexpr std::string_view kCoreTextContext = "ipclab::CoreText";

struct Text;

/// One argument of a Text.
struct TextArg {
    enum class Kind : std::uint8_t {
        Verbatim,  ///< Shown as is: a mechanism id, a path, an OS error text, a size "4 KiB".
        Number,    ///< A figure written in English ("2.1", "12 µs"): a front end may localise
                   ///< its decimal point. `figure` holds the value.
        Id,        ///< A word to translate (context kMessageContext): a field name, a pattern,
                   ///< a wait strategy, a placement.
        Message,   ///< A nested Text (parts[0]).
        List,      ///< Texts joined by ", " (parts).
    };
    Kind kind = Kind::Verbatim;
    std::string value;
    double figure = 0;
    std::vector<Text> parts;

    bool operator==(const TextArg& other) const;
};

struct Text {
    /// Empty: a template that is no translation key (`source` is final English read from a
    /// file or written by the OS).
    std::string_view context = kMessageContext;
    std::string source;
    std::vector<TextArg> args;
    /// The %n of a plural template; -1 when it has none.
    std::int64_t count = -1;

    Text() = default;
    /// `source` must be a literal marked IPCLAB_TR_NOOP(context, ...).
    explicit Text(const char* source, std::vector<TextArg> args = {}, std::int64_t count = -1,
                  std::string_view context = kMessageContext)
        : context(context), source(source), args(std::move(args)), count(count) {}

    /// Final English that no translation knows (a run file's error, an OS text).
    static Text verbatim(std::string english) {
        Text text;
        text.context = {};
        text.source = std::move(english);
        return text;
    }
    /// One of core's or platform's fixed texts (context kCoreTextContext: mechanism titles,
    /// unavailable reasons), translated whole.
    static Text coreText(std::string english) {
        Text text = verbatim(std::move(english));
        text.context = kCoreTextContext;
        return text;
    }

    bool empty() const { return source.empty(); }
    bool translatable() const { return !context.empty(); }
    bool operator==(const Text&) const = default;
};

inline bool TextArg::operator==(const TextArg& other) const {
    return kind == other.kind && value == other.value && figure == other.figure &&
           parts == other.parts;
}

inline TextArg verbatimArg(std::string text) {
    return {TextArg::Kind::Verbatim, std::move(text), 0, {}};
}
/// `english`: the figure as core writes it (a '.' decimal point, maybe a unit after it).
inline TextArg numberArg(double figure, std::string english) {
    return {TextArg::Kind::Number, std::move(english), figure, {}};
}
inline TextArg integerArg(std::int64_t value) {
    return {TextArg::Kind::Number, std::to_string(value), static_cast<double>(value), {}};
}
/// `id` as written in English ("pingpong", "iterations"); the GUI translates it.
inline TextArg idArg(std::string id) {
    return {TextArg::Kind::Id, std::move(id), 0, {}};
}
/// An id ("pingpong") as a Text of its own, for a list of words the GUI translates.
inline Text idText(std::string id) {
    Text text;
    text.source = std::move(id);
    return text;
}
inline TextArg textArg(Text text) {
    return {TextArg::Kind::Message, {}, 0, {std::move(text)}};
}
inline TextArg listArg(std::vector<Text> items) {
    return {TextArg::Kind::List, {}, 0, std::move(items)};
}

}  // namespace ipclab::platform
