#pragma once
/// What the command-line tool needs to know about its console. Thread-safe.

namespace ipclab::app {

/// True when standard error is an interactive terminal (so a carriage-return progress line
/// makes sense); false for files, pipes, and when the check is not available.
bool stderrIsTerminal();

/// From now on std::cout and std::cerr show a control character other than newline and tab
/// as "\x1b": text from the command line echoed back (an unknown mechanism id, a file name)
/// cannot drive the terminal. Call once, before anything is printed.
void escapeControlCharacters();

}  // namespace ipclab::app
