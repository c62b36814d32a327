#pragma once
/// What the command-line tool needs to know about its console. Thread-safe.

namespace ipclab::app {

/// True when standard error is an interactive terminal (so a carriage-return progress line
/// makes sense); false for files, pipes, and when the check is not available.
bool stderrIsTerminal();

}  // namespace ipclab::app
