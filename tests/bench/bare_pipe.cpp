// Minimal anonymous-pipe exchange between two processes (one pipe per direction): the
// reference for IPC Lab's "pipe". Ping-pong or stream, see bare_common.hpp.
#include "bare_common.hpp"

int main(int argc, char** argv) {
    const BareOptions options = parseBareOptions(argc, argv);
    int toChild[2], toParent[2];
    if (pipe(toChild) != 0 || pipe(toParent) != 0)
        fail("pipe");
    const pid_t child = forkResponder(options, [&] {
        close(toChild[1]);
        close(toParent[0]);
        FdLink link{toChild[0], toParent[1]};
        respond(options, link);
    });
    close(toChild[0]);
    close(toParent[1]);
    pinTo(options.cpuA);
    FdLink link{toParent[0], toChild[1]};
    initiate(options, link);
    waitForResponder(child);
}
