// Minimal Unix-domain stream socket exchange between two processes (a connected socketpair:
// the same kernel path as a listen/connect pair once connected): the reference for "uds".
#include "bare_common.hpp"

int main(int argc, char** argv) {
    const BareOptions options = parseBareOptions(argc, argv);
    int pair[2];
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, pair) != 0)
        fail("socketpair");
    const pid_t child = forkResponder(options, [&] {
        close(pair[0]);
        SocketLink link{pair[1]};
        respond(options, link);
    });
    close(pair[1]);
    SocketLink link{pair[0]};
    measure(options, link);
    waitForResponder(child);
}
