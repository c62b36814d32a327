#pragma once
// Shared by the bare reference programs: options, placement, timing, and the two exchanges
// (ping-pong and stream) driven over any "link" (a struct with send(data, size) and
// receive(data, size) that move exactly `size` bytes or exit). Deliberately minimal and
// independent of IPC Lab's code, so that the ratio "IPC Lab / bare program" printed by
// compare.sh shows what our harness and our mechanisms add.
//
// Every program takes the same options:
//   --pattern pingpong|stream  (default pingpong)
//   --size BYTES --iterations N --warmup N --cpu-a CPU --cpu-b CPU  (-1: unpinned)
//   --measure-thread 0|1  (default 0; see measure())
//   --check-sequence 0|1  (default 0; see initiate())
// and prints one number: the median one-way latency in ns (round trip / 2, as IPC Lab reports
// it) for ping-pong, or bytes per second for stream.
//
// The exchanges are IPC Lab's (core/src/run/patterns.cpp) without its bookkeeping:
// - ping-pong: the measuring side sends `size` bytes, the other side echoes the full message,
//   each round trip timed on its own; `warmup` round trips first, untimed.
// - stream: the sender sends `warmup` chunks, waits for a 4-byte acknowledgement, then the
//   timed phase: `iterations` chunks and the acknowledgement sent after the last one. The
//   receiver reads every chunk whole and touches every byte (8 bytes at a time).
#include <sched.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

enum class BarePattern { PingPong, Stream };

struct BareOptions {
    BarePattern pattern = BarePattern::PingPong;
    std::size_t size = 64;
    long iterations = 20000;
    long warmup = 2000;
    int cpuA = -1;  // measuring side
    int cpuB = -1;  // echoing / receiving side
    // Variants that add one of IPC Lab's costs at a time, to find where its excess over these
    // programs comes from (docs/benchmarks.md, "Same core").
    bool measureThread = false;
    bool checkSequence = false;
};

[[noreturn]] inline void fail(const char* what) {
    std::perror(what);
    std::exit(1);
}

inline BareOptions parseBareOptions(int argc, char** argv) {
    BareOptions options;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string key = argv[i];
        const std::string text = argv[i + 1];
        const long value = std::strtol(text.c_str(), nullptr, 10);
        if (key == "--pattern") {
            if (text != "pingpong" && text != "stream") {
                std::fprintf(stderr, "--pattern pingpong|stream\n");
                std::exit(2);
            }
            options.pattern = text == "stream" ? BarePattern::Stream : BarePattern::PingPong;
        } else if (key == "--size") {
            options.size = static_cast<std::size_t>(value);
        } else if (key == "--iterations") {
            options.iterations = value;
        } else if (key == "--warmup") {
            options.warmup = value;
        } else if (key == "--cpu-a") {
            options.cpuA = static_cast<int>(value);
        } else if (key == "--cpu-b") {
            options.cpuB = static_cast<int>(value);
        } else if (key == "--measure-thread") {
            options.measureThread = value != 0;
        } else if (key == "--check-sequence") {
            options.checkSequence = value != 0;
        } else {
            std::fprintf(stderr, "unknown option %s\n", key.c_str());
            std::exit(2);
        }
    }
    if (options.size < 4 || options.iterations < 1 || options.warmup < 0) {
        std::fprintf(stderr, "need --size >= 4, --iterations >= 1, --warmup >= 0\n");
        std::exit(2);
    }
    return options;
}

/// Pins the calling thread (not the whole process) to `cpu`; -1 leaves it unpinned.
inline void pinTo(int cpu) {
    if (cpu < 0)
        return;
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    if (sched_setaffinity(0, sizeof set, &set) != 0)
        fail("sched_setaffinity");
}

inline long long nowNs() {
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/// One step of a busy wait: the pause instruction where there is one (as IPC Lab's Spin).
inline void cpuRelax() {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    asm volatile("yield");
#endif
}

/// Prints the median one-way latency (round trip / 2) in ns, as IPC Lab reports it.
inline void printMedianOneWay(std::vector<double>& oneWayNs) {
    std::sort(oneWayNs.begin(), oneWayNs.end());
    const std::size_t n = oneWayNs.size();
    const double median = n % 2 ? oneWayNs[n / 2] : (oneWayNs[n / 2 - 1] + oneWayNs[n / 2]) / 2.0;
    std::printf("%.1f\n", median);
}

/// Reads every byte as IPC Lab's consumer does (core/src/run/message.cpp): 32 bytes a step in four
/// sums, then words, then bytes. The same loop on both sides, so that the comparison is not
/// about where each linker put a tight loop (a one-word loop ran 2x slower when its branch
/// straddled a 64-byte line on a Xeon host).
inline std::uint64_t touchEveryByte(const char* data, std::size_t size) {
    std::uint64_t sums[4] = {0, 0, 0, 0};
    std::size_t i = 0;
    for (; i + 32 <= size; i += 32) {
        for (std::size_t k = 0; k < 4; ++k) {
            std::uint64_t word;
            std::memcpy(&word, data + i + 8 * k, 8);
            sums[k] += word;
        }
    }
    std::uint64_t sum = sums[0] + sums[1] + sums[2] + sums[3];
    for (; i + 8 <= size; i += 8) {
        std::uint64_t word;
        std::memcpy(&word, data + i, 8);
        sum += word;
    }
    for (; i < size; ++i)
        sum += static_cast<unsigned char>(data[i]);
    return sum;
}

inline volatile std::uint64_t g_sink;

constexpr std::size_t kAckBytes = 4;

// --check-sequence: the work IPC Lab's parties do per message besides the transfer
// (core/src/run/patterns.cpp, payload verification off as by default): in ping-pong the
// measuring side numbers each request and checks the reply's number, the echoing side checks
// each request's; in a stream the sender numbers each chunk and the receiver checks it.
// A few instructions; kept apart so that a measurement can show they are not the cost.
inline void stampSequence(char* message, long sequence) {
    const auto value = static_cast<std::uint32_t>(sequence);
    std::memcpy(message, &value, sizeof value);
}

inline void checkSequence(const char* message, long expected) {
    std::uint32_t got = 0;
    std::memcpy(&got, message, sizeof got);
    if (got != static_cast<std::uint32_t>(expected)) {
        std::fprintf(stderr, "message out of order: expected #%ld, got #%u\n", expected, got);
        std::exit(1);
    }
}

/// The measuring side: runs the exchange and prints its figure.
template <class Link>
void initiate(const BareOptions& options, Link& link) {
    std::vector<char> buffer(options.size, 'x');
    char ack[kAckBytes] = {};
    if (options.pattern == BarePattern::PingPong) {
        std::vector<double> oneWayNs;
        oneWayNs.reserve(static_cast<std::size_t>(options.iterations));
        const long total = options.warmup + options.iterations;
        for (long i = 0; i < total; ++i) {
            if (options.checkSequence)
                stampSequence(buffer.data(), i);
            const long long start = nowNs();
            link.send(buffer.data(), buffer.size());
            link.receive(buffer.data(), buffer.size());
            const long long end = nowNs();
            if (options.checkSequence)
                checkSequence(buffer.data(), i);
            if (i >= options.warmup)
                oneWayNs.push_back(static_cast<double>(end - start) / 2.0);
        }
        printMedianOneWay(oneWayNs);
        return;
    }
    if (options.warmup > 0) {
        for (long i = 0; i < options.warmup; ++i) {
            if (options.checkSequence)
                stampSequence(buffer.data(), i);
            link.send(buffer.data(), buffer.size());
        }
        link.receive(ack, sizeof ack);
    }
    const long long start = nowNs();
    for (long i = 0; i < options.iterations; ++i) {
        if (options.checkSequence)
            stampSequence(buffer.data(), options.warmup + i);
        link.send(buffer.data(), buffer.size());
    }
    link.receive(ack, sizeof ack);
    const long long end = nowNs();
    std::printf("%.0f\n", static_cast<double>(options.iterations) *
                              static_cast<double>(options.size) * 1e9 /
                              static_cast<double>(end - start));
}

/// The measuring side as the bare programs run it (--cpu-a, this thread), or with
/// --measure-thread as ipclab-cli does: on a second thread, while the thread that started it
/// waits for it, waking every 20 ms (the supervisor's watchdog tick, core/src/run/watchdog.cpp;
/// unpinned, as there). The second thread alone changes what every system call of the loop
/// costs: glibc's cancellable calls (read, write, send, recv, sem_wait, mq_*) go through the
/// cancellation wrappers once a process has had a second thread, and the kernel takes a
/// reference on each file because the file table is shared.
template <class Link>
void measure(const BareOptions& options, Link& link) {
    if (!options.measureThread) {
        pinTo(options.cpuA);
        initiate(options, link);
        return;
    }
    std::mutex mutex;
    std::condition_variable finished;
    bool done = false;
    std::thread measuring([&] {
        pinTo(options.cpuA);
        initiate(options, link);
        {
            std::lock_guard lock(mutex);
            done = true;
        }
        finished.notify_one();
    });
    {
        std::unique_lock lock(mutex);
        while (!finished.wait_for(lock, std::chrono::milliseconds(20), [&] { return done; })) {
        }
    }
    measuring.join();
}

/// The other side: echoes (ping-pong) or consumes and acknowledges (stream).
template <class Link>
void respond(const BareOptions& options, Link& link) {
    std::vector<char> buffer(options.size);
    if (options.pattern == BarePattern::PingPong) {
        const long total = options.warmup + options.iterations;
        for (long i = 0; i < total; ++i) {
            link.receive(buffer.data(), buffer.size());
            if (options.checkSequence)
                checkSequence(buffer.data(), i);
            link.send(buffer.data(), buffer.size());
        }
        return;
    }
    char ack[kAckBytes] = {1, 0, 0, 0};
    std::uint64_t sum = 0;
    long sequence = 0;
    for (const long count : {options.warmup, options.iterations}) {
        if (count == 0)
            continue;
        for (long i = 0; i < count; ++i, ++sequence) {
            link.receive(buffer.data(), buffer.size());
            if (options.checkSequence)
                checkSequence(buffer.data(), sequence);
            sum += touchEveryByte(buffer.data(), buffer.size());
        }
        link.send(ack, sizeof ack);
    }
    g_sink = sum;
}

/// Runs `body` in a child process pinned to --cpu-b; returns its pid.
template <class Body>
pid_t forkResponder(const BareOptions& options, Body body) {
    std::fflush(stdout);
    const pid_t child = fork();
    if (child < 0)
        fail("fork");
    if (child == 0) {
        // A responder whose measuring side failed must not wait for ever (Linux only: the
        // bare programs are a Linux benchmark tool).
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        pinTo(options.cpuB);
        body();
        _exit(0);
    }
    return child;
}

inline void waitForResponder(pid_t child) {
    int status = 0;
    if (waitpid(child, &status, 0) != child || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        std::fprintf(stderr, "the responder failed\n");
        std::exit(1);
    }
}

/// read()/write() on file descriptors (pipes, FIFOs), looping over partial transfers.
struct FdLink {
    int in = -1;
    int out = -1;
    void send(const char* data, std::size_t size) const {
        while (size > 0) {
            const ssize_t put = write(out, data, size);
            if (put <= 0)
                fail("write");
            data += put;
            size -= static_cast<std::size_t>(put);
        }
    }
    void receive(char* data, std::size_t size) const {
        while (size > 0) {
            const ssize_t got = read(in, data, size);
            if (got <= 0)
                fail("read");
            data += got;
            size -= static_cast<std::size_t>(got);
        }
    }
};

/// send()/recv() on a connected stream socket (TCP, Unix domain), looping over partial ones.
struct SocketLink {
    int fd = -1;
    void send(const char* data, std::size_t size) const {
        while (size > 0) {
            const ssize_t put = ::send(fd, data, size, MSG_NOSIGNAL);
            if (put <= 0)
                fail("send");
            data += put;
            size -= static_cast<std::size_t>(put);
        }
    }
    void receive(char* data, std::size_t size) const {
        while (size > 0) {
            const ssize_t got = ::recv(fd, data, size, 0);
            if (got <= 0)
                fail("recv");
            data += got;
            size -= static_cast<std::size_t>(got);
        }
    }
};
