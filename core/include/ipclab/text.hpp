#pragma once
/// Core's sentences as values (platform/text.hpp explains the type) and their English: what the
/// CLI prints and the files store. A front end that translates renders the same value itself.
#include <string>
#include <string_view>

#include "ipclab/platform/error.hpp"
#include "ipclab/platform/text.hpp"

namespace ipclab {

using platform::idArg;
using platform::integerArg;
using platform::listArg;
using platform::numberArg;
using platform::Text;
using platform::TextArg;
using platform::textArg;
using platform::verbatimArg;

/// The English sentence: the template with %n and %1 ... %9 filled ("(s)" resolved by the
/// count), ids as written, nested texts rendered the same way, list items joined by ", ".
std::string english(const Text& text);

/// An Error whose message is `text` in English and that keeps `text` for translation.
platform::Error textError(platform::ErrorCode code, Text text);

/// `inner` with "what: " before its sentence (what: a mechanism id, a call), its code kept.
platform::Error prefixedError(std::string_view what, const platform::Error& inner);

/// The sentence of an error: its text, or its message as final English when it has none.
inline Text errorText(const platform::Error& error) {
    return error.text.empty() ? Text::verbatim(error.message) : error.text;
}

}  // namespace ipclab
