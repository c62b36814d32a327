// Minimal pipe ping-pong between two processes: the reference for IPC Lab's "pipe".
#include <sys/wait.h>
#include <unistd.h>

#include "bare_common.hpp"

static void readAll(int fd, char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t got = read(fd, data, size);
        if (got <= 0) std::exit(1);
        data += got;
        size -= static_cast<std::size_t>(got);
    }
}

static void writeAll(int fd, const char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t put = write(fd, data, size);
        if (put <= 0) std::exit(1);
        data += put;
        size -= static_cast<std::size_t>(put);
    }
}

int main(int argc, char** argv) {
    const BareOptions options = parseBareOptions(argc, argv);
    int toChild[2], toParent[2];
    if (pipe(toChild) != 0 || pipe(toParent) != 0) return 1;
    std::vector<char> buffer(options.size, 'x');
    const long total = options.warmup + options.iterations;

    const pid_t child = fork();
    if (child == 0) {
        pinTo(options.cpuB);
        for (long i = 0; i < total; ++i) {
            readAll(toChild[0], buffer.data(), buffer.size());
            writeAll(toParent[1], buffer.data(), buffer.size());
        }
        _exit(0);
    }
    pinTo(options.cpuA);
    std::vector<double> oneWayNs;
    oneWayNs.reserve(static_cast<std::size_t>(options.iterations));
    for (long i = 0; i < total; ++i) {
        const long long start = nowNs();
        writeAll(toChild[1], buffer.data(), buffer.size());
        readAll(toParent[0], buffer.data(), buffer.size());
        const long long end = nowNs();
        if (i >= options.warmup) oneWayNs.push_back(static_cast<double>(end - start) / 2.0);
    }
    waitpid(child, nullptr, 0);
    printMedianOneWay(oneWayNs);
}
