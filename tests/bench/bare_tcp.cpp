// Minimal TCP loopback exchange (TCP_NODELAY) between two processes: the reference for "tcp".
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>

#include "bare_common.hpp"

static void noDelay(int fd) {
    int one = 1;
    if (setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one) != 0)
        fail("TCP_NODELAY");
}

int main(int argc, char** argv) {
    const BareOptions options = parseBareOptions(argc, argv);
    const int listener = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    if (bind(listener, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 ||
        listen(listener, 1) != 0 ||
        getsockname(listener, reinterpret_cast<sockaddr*>(&address), &length) != 0) {
        fail("listen");
    }
    const pid_t child = forkResponder(options, [&] {
        const int fd = socket(AF_INET, SOCK_STREAM, 0);
        if (connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) {
            fail("connect");
        }
        noDelay(fd);
        SocketLink link{fd};
        respond(options, link);
    });
    const int fd = accept(listener, nullptr, nullptr);
    if (fd < 0)
        fail("accept");
    noDelay(fd);
    SocketLink link{fd};
    measure(options, link);
    waitForResponder(child);
}
