#pragma once
/// The texts that come from core (mechanism titles, explanations, size-limit notes, unavailable
/// reasons; preset titles, summaries, notes, step names, reference labels / hardware / sources)
/// in the user's language. core/ is Qt-free and keeps them in English; the front end translates
/// them through Qt Linguist in the context "ipclab::CoreText". lupdate finds them where they are
/// written: core's and platform's IPCLAB_TR_NOOP markers (ipclab/platform/translatable.hpp) and
/// the preset files (cmake/PresetTexts.cmake); see app/CMakeLists.txt.
#include <string>

#include <QString>

#include "ipclab/preset.hpp"
#include "ipclab/text.hpp"

namespace ipclab::app {

using ipclab::Text;

/// `english` (UTF-8) translated by the installed QTranslators in the context "ipclab::CoreText";
/// the English text itself when no translation is installed or it has none (a text core builds
/// from run-time values is a Text: coreMessage()). Empty stays empty. Call it where the text is
/// shown, so a language switch takes effect on the next retranslation.
QString coreText(const std::string& english);

/// A sentence core built (ipclab/text.hpp: validation problems, size-list errors, a point's
/// failure, a run file refused, a point's warnings) in the user's language: the template is
/// looked up in its context (QCoreApplication::translate, the plural by %n), then %1 ... %9 are
/// filled with the arguments rendered the same way - ids translated, figures with the local
/// decimal point, nested texts translated. Without a translation it is core's English. Any
/// thread (reads the installed translators only).
QString coreMessage(const Text& text);
/// An error's Text, or without one its message through coreText().
QString coreMessage(const platform::Error& error);

/// A preset step's name in the user's language: one of the preset's texts, or the Text of a step
/// split off by size limit (PresetStep::splitName).
QString stepName(const PresetStep& step);

}  // namespace ipclab::app
