#include "charts/core_text.hpp"

#include <QCoreApplication>

namespace ipclab::app {
namespace {

constexpr const char* kContext = "ipclab::CoreText";

// Texts that core builds from numbers read at run time - the Linux message-queue size notes,
// "POSIX message queue: /proc/sys/fs/mqueue/msgsize_max = 8192, ..." - cannot all be listed
// whole; when a text has no whole translation, these fragments are translated where they occur
// (the numbers and /proc paths read the same in every language).
const char* const kCoreTextFragments[] = {
    QT_TRANSLATE_NOOP("ipclab::CoreText", "POSIX message queue: "),
    QT_TRANSLATE_NOOP("ipclab::CoreText", "System V message queue: "),
    QT_TRANSLATE_NOOP("ipclab::CoreText", " unreadable, assuming "),
    // macOS's fixed System V limits, after "System V message queue: "
    // (platform/posix/message_queue_darwin.cpp).
    QT_TRANSLATE_NOOP("ipclab::CoreText",
                      "macOS kernel: MSGMAX = 2048 B per message, MSGMNB = 2048 B per queue"),
};

}  // namespace

QString coreText(const std::string& english) {
    if (english.empty()) {
        // An empty source text would fetch the translation file's header on lookup.
        return {};
    }
    const QString source = QString::fromUtf8(english);
    QString text = QCoreApplication::translate(kContext, english.c_str());
    if (text != source) {
        return text;
    }
    for (const char* fragment : kCoreTextFragments) {
        const QString translated = QCoreApplication::translate(kContext, fragment);
        text.replace(QString::fromUtf8(fragment), translated);
    }
    return text;
}

std::span<const char* const> coreTextFragments() {
    return kCoreTextFragments;
}

}  // namespace ipclab::app
