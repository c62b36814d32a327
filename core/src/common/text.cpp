#include "ipclab/text.hpp"

#include <string_view>

namespace ipclab {
namespace {

// "%n round(s)": the English plural of a template Qt would give plural forms.
std::string englishPlural(std::string text, std::int64_t count) {
    const std::string_view marker = "(s)";
    for (std::size_t at = text.find(marker); at != std::string::npos; at = text.find(marker, at)) {
        text.replace(at, marker.size(), count == 1 ? "" : "s");
    }
    return text;
}

std::string render(const TextArg& arg) {
    switch (arg.kind) {
        case TextArg::Kind::Message:
            return arg.parts.empty() ? std::string() : english(arg.parts.front());
        case TextArg::Kind::List: {
            std::string joined;
            for (const Text& item : arg.parts) {
                joined += (joined.empty() ? "" : ", ") + english(item);
            }
            return joined;
        }
        default:
            return arg.value;
    }
}

}  // namespace

std::string english(const Text& text) {
    if (!text.translatable()) {
        return text.source;
    }
    const std::string source =
        text.count >= 0 ? englishPlural(text.source, text.count) : text.source;
    // One pass, so that an argument's own "%1" stays as it is (as QString::arg does).
    std::string out;
    out.reserve(source.size());
    for (std::size_t i = 0; i < source.size(); ++i) {
        const char next = i + 1 < source.size() ? source[i + 1] : '\0';
        if (source[i] == '%' && next == 'n' && text.count >= 0) {
            out += std::to_string(text.count);
            ++i;
        } else if (source[i] == '%' && next >= '1' && next <= '9' &&
                   static_cast<std::size_t>(next - '1') < text.args.size()) {
            out += render(text.args[static_cast<std::size_t>(next - '1')]);
            ++i;
        } else {
            out += source[i];
        }
    }
    return out;
}

platform::Error textError(platform::ErrorCode code, Text text) {
    std::string message = english(text);
    return platform::Error{code, std::move(message), std::move(text)};
}

platform::Error prefixedError(std::string_view what, const platform::Error& inner) {
    return textError(inner.code, Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1: %2"),
                                      {verbatimArg(std::string(what)), textArg(errorText(inner))}));
}

}  // namespace ipclab
