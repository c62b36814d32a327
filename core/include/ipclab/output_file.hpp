#pragma once
/// Writing an output the user named (a results file, a chart, the GUI's history) INTO what the
/// path names, never over it: a save-by-rename replaces a device, a FIFO or a hard-linked file
/// with a new regular file (as root, `--png /dev/null` destroyed /dev/null that way). Not
/// thread-safe for one path; no locking between processes.
#include <string>
#include <string_view>

#include "ipclab/platform/error.hpp"

namespace ipclab {

/// Writes `bytes` into `path` (symlinks followed), by what it is:
/// - nothing: a new file (removed again when the write fails);
/// - a regular file: the same file rewritten, so hard links and symlinks still name the result;
///   refused, untouched, when its file system has no room for the new content;
/// - a character device (/dev/null, a terminal): written into; /dev/full fails;
/// - a FIFO: into the end holdFifoForWriting() holds for `path` (then closed), else written
///   into when a process reads it (Closed when none does: never waits; Closed too when the
///   reader goes away during the write);
/// - anything else (a folder, a socket, a block device): InvalidArgument, nothing written.
/// Errors are English sentences naming `path` and the OS's reason.
platform::Status writeIntoFile(const std::string& path, std::string_view bytes);

/// Opens the FIFO `path` for writing now, without waiting (Closed when nobody reads it), and
/// holds that end until writeIntoFile(path, ...) writes into it: for an output checked before
/// a long measurement and written after it. Opened by the check and closed again, the FIFO
/// would give its reader the end of its stream at once, and a reader such as `cat` would be
/// gone before the output came. Not a FIFO: InvalidArgument. Thread-safe.
platform::Status holdFifoForWriting(const std::string& path);

/// Whether `a` and `b` name one file: the same file through a hard link, a symlink or
/// another spelling of the path, or one path not yet created spelled twice.
bool sameFile(const std::string& a, const std::string& b);

}  // namespace ipclab
