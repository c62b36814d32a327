#include "charts/core_text.hpp"

#include <QByteArray>
#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace ipclab::app {
namespace {

using ipclab::TextArg;

constexpr const char* kContext = "ipclab::CoreText";

// "%n round(s)" without a translation: English's plural, as core's english() makes it.
QString englishPlural(QString text, std::int64_t count) {
    return text.replace(QStringLiteral("(s)"), count == 1 ? QString() : QStringLiteral("s"));
}

QString render(const TextArg& arg) {
    switch (arg.kind) {
        case TextArg::Kind::Verbatim:
            return QString::fromStdString(arg.value);
        case TextArg::Kind::Number:
            return QString::fromStdString(arg.value).replace(QLatin1Char('.'),
                                                             QLocale().decimalPoint());
        case TextArg::Kind::Id:
            return coreMessage(platform::idText(arg.value));
        case TextArg::Kind::Message:
            return arg.parts.empty() ? QString() : coreMessage(arg.parts.front());
        case TextArg::Kind::List: {
            QStringList items;
            for (const Text& item : arg.parts) {
                items << coreMessage(item);
            }
            return items.join(QStringLiteral(", "));
        }
    }
    return {};
}

}  // namespace

QString coreMessage(const Text& text) {
    if (text.empty()) {
        return {};  // an empty source text would fetch the translation file's header
    }
    if (!text.translatable()) {
        return QString::fromStdString(text.source);
    }
    const QByteArray context(text.context.data(), static_cast<qsizetype>(text.context.size()));
    QString pattern = QCoreApplication::translate(context.constData(), text.source.c_str(), nullptr,
                                                  static_cast<int>(text.count));
    if (text.count >= 0) {
        pattern = englishPlural(pattern, text.count);
    }
    // One pass, as core's english(): an argument's own "%1" stays as it is.
    QString out;
    out.reserve(pattern.size());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar next = i + 1 < pattern.size() ? pattern[i + 1] : QChar();
        const int index = next.digitValue() - 1;
        if (pattern[i] == QLatin1Char('%') && index >= 0 &&
            static_cast<std::size_t>(index) < text.args.size()) {
            out += render(text.args[static_cast<std::size_t>(index)]);
            ++i;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

QString stepName(const PresetStep& step) {
    return step.splitName.empty() ? coreText(step.name) : coreMessage(step.splitName);
}

QString coreMessage(const platform::Error& error) {
    return error.text.empty() ? coreText(error.message) : coreMessage(error.text);
}

QString coreText(const std::string& english) {
    if (english.empty()) {
        // An empty source text would fetch the translation file's header on lookup.
        return {};
    }
    return QCoreApplication::translate(kContext, english.c_str());
}

}  // namespace ipclab::app
