#include "cli/console.hpp"

#include <cstdio>

// CMake tells which header declares isatty (POSIX) or _isatty (Windows CRT); see
// app/CMakeLists.txt. No OS macros here.
#if defined(IPCLAB_HAVE_UNISTD_H)
#include <unistd.h>
#elif defined(IPCLAB_HAVE_IO_H)
#include <io.h>
#endif

namespace ipclab::app {

bool stderrIsTerminal() {
#if defined(IPCLAB_HAVE_UNISTD_H)
    return isatty(fileno(stderr)) != 0;
#elif defined(IPCLAB_HAVE_IO_H)
    return _isatty(_fileno(stderr)) != 0;
#else
    return false;
#endif
}

}  // namespace ipclab::app
