// Minimal UDP loopback exchange between two processes, two connected sockets, one datagram per
// message (so at most 65,507 B): the reference for "udp". No loss handling: on loopback nothing
// is lost at ping-pong rates. BARE_UDP_TIMEOUT_MS=N sets SO_RCVTIMEO as IPC Lab's udp does for
// its loss timeout, BARE_UDP_RECVMSG=1 receives with recvmsg() as IPC Lab's udp does (it reads
// MSG_TRUNC from the header to tell a datagram cut short): to measure what each costs.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/time.h>

#include "bare_common.hpp"

struct DatagramLink {
    int fd = -1;
    bool recvmsgCall = std::getenv("BARE_UDP_RECVMSG") != nullptr;
    void send(const char* data, std::size_t size) const {
        if (::send(fd, data, size, 0) != static_cast<ssize_t>(size))
            fail("send");
    }
    void receive(char* data, std::size_t size) const {
        if (recvmsgCall) {
            iovec part{data, size};
            msghdr header{};
            header.msg_iov = &part;
            header.msg_iovlen = 1;
            if (::recvmsg(fd, &header, 0) != static_cast<ssize_t>(size) ||
                (header.msg_flags & MSG_TRUNC) != 0)
                fail("recvmsg");
            return;
        }
        if (::recv(fd, data, size, 0) != static_cast<ssize_t>(size))
            fail("recv");
    }
};

static int boundSocket(sockaddr_in& address) {
    const int fd = socket(AF_INET, SOCK_DGRAM, 0);
    address = {};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    if (fd < 0 || bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 ||
        getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) != 0) {
        fail("bind");
    }
    if (const char* timeout = std::getenv("BARE_UDP_TIMEOUT_MS")) {
        const long ms = std::strtol(timeout, nullptr, 10);
        timeval tv{ms / 1000, (ms % 1000) * 1000};
        if (setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv) != 0)
            fail("SO_RCVTIMEO");
    }
    return fd;
}

int main(int argc, char** argv) {
    const BareOptions options = parseBareOptions(argc, argv);
    if (options.size > 65507) {
        std::fprintf(stderr, "a UDP datagram carries at most 65507 B\n");
        return 2;
    }
    sockaddr_in a{}, b{};
    const int fdA = boundSocket(a);
    const int fdB = boundSocket(b);
    if (connect(fdA, reinterpret_cast<sockaddr*>(&b), sizeof b) != 0 ||
        connect(fdB, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) {
        fail("connect");
    }
    const pid_t child = forkResponder(options, [&] {
        close(fdA);
        DatagramLink link{fdB};
        respond(options, link);
    });
    close(fdB);
    DatagramLink link{fdA};
    measure(options, link);
    waitForResponder(child);
}
