#pragma once
/// Messages that core builds at run time - validation problems, size-list parse errors, the
/// reasons a run file is refused, a point's failure, a remote peer's refusal - in the user's
/// language. core/ is Qt-free and writes them in English from a fixed set of sentence shapes;
/// the GUI recognises each shape, takes its values (ids, sizes, numbers) out, and puts them into
/// the tr() text of the context "ipclab::app::CoreMessages". Without a translator the result is
/// the core's English, character for character. A text of unknown shape goes through coreText()
/// (whole texts and fragments of core's catalogue) and otherwise stays English. Several lines
/// are translated one by one. Any thread (reads the installed translators only).
#include <QString>
#include <string>

namespace ipclab::app {

/// `english` (UTF-8, as core wrote it) in the user's language.
QString coreMessage(const std::string& english);
QString coreMessage(const QString& english);

/// True for a point's error that says the run was stopped, not that the mechanism failed.
bool isCancelledError(const std::string& error);

}  // namespace ipclab::app
