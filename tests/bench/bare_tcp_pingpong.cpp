// Minimal TCP loopback ping-pong (TCP_NODELAY) between two processes: the reference for "tcp".
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bare_common.hpp"

static void receiveAll(int fd, char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t got = recv(fd, data, size, 0);
        if (got <= 0) std::exit(1);
        data += got;
        size -= static_cast<std::size_t>(got);
    }
}

static void sendAll(int fd, const char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t put = send(fd, data, size, MSG_NOSIGNAL);
        if (put <= 0) std::exit(1);
        data += put;
        size -= static_cast<std::size_t>(put);
    }
}

static void noDelay(int fd) {
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
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
        return 1;
    }
    std::vector<char> buffer(options.size, 'x');
    const long total = options.warmup + options.iterations;

    const pid_t child = fork();
    if (child == 0) {
        pinTo(options.cpuB);
        const int fd = socket(AF_INET, SOCK_STREAM, 0);
        if (connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) _exit(1);
        noDelay(fd);
        for (long i = 0; i < total; ++i) {
            receiveAll(fd, buffer.data(), buffer.size());
            sendAll(fd, buffer.data(), buffer.size());
        }
        _exit(0);
    }
    pinTo(options.cpuA);
    const int fd = accept(listener, nullptr, nullptr);
    noDelay(fd);
    std::vector<double> oneWayNs;
    oneWayNs.reserve(static_cast<std::size_t>(options.iterations));
    for (long i = 0; i < total; ++i) {
        const long long start = nowNs();
        sendAll(fd, buffer.data(), buffer.size());
        receiveAll(fd, buffer.data(), buffer.size());
        const long long end = nowNs();
        if (i >= options.warmup) oneWayNs.push_back(static_cast<double>(end - start) / 2.0);
    }
    waitpid(child, nullptr, 0);
    printMedianOneWay(oneWayNs);
}
