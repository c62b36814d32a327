// Minimal named-pipe (FIFO) exchange between two processes, one FIFO per direction in a
// private temporary directory: the reference for IPC Lab's "fifo".
#include <fcntl.h>
#include <sys/stat.h>

#include "bare_common.hpp"

int main(int argc, char** argv) {
    const BareOptions options = parseBareOptions(argc, argv);
    char directory[] = "/tmp/bare-fifo-XXXXXX";
    if (mkdtemp(directory) == nullptr)
        fail("mkdtemp");
    const std::string toChild = std::string(directory) + "/a";
    const std::string toParent = std::string(directory) + "/b";
    if (mkfifo(toChild.c_str(), 0600) != 0 || mkfifo(toParent.c_str(), 0600) != 0)
        fail("mkfifo");
    const pid_t child = forkResponder(options, [&] {
        // Opened in the same order on both sides, so neither open() waits for ever.
        FdLink link;
        link.in = open(toChild.c_str(), O_RDONLY);
        link.out = open(toParent.c_str(), O_WRONLY);
        if (link.in < 0 || link.out < 0)
            fail("open fifo");
        respond(options, link);
    });
    FdLink link;
    link.out = open(toChild.c_str(), O_WRONLY);
    link.in = open(toParent.c_str(), O_RDONLY);
    if (link.in < 0 || link.out < 0)
        fail("open fifo");
    unlink(toChild.c_str());
    unlink(toParent.c_str());
    rmdir(directory);
    measure(options, link);
    waitForResponder(child);
}
