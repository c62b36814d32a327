// The hardware's floor for a hand-off between two CPUs: the least a spinning ping-pong can
// cost, whatever the IPC design. Built four ways (tests/bench/CMakeLists.txt):
//   floor_line_threads / floor_line_processes: one std::atomic<uint64_t> alone on its 64-byte
//     line, the two sides take turns incrementing it, pure spin (no pause instruction, no
//     payload, no sequence check). One round trip moves that line core to core and back.
//   floor_payload_threads / floor_payload_processes: the same, and each side writes a 64-byte
//     message into a line of its own before publishing, and the other side reads all 64 bytes
//     after seeing it: the floor of moving 64 bytes (two lines per hand-off).
// This is deliberately not IPC Lab's slot layout (bare_spin.cpp / bare_shm_spin.cpp are): a
// program that shares our design hides what our design costs. Options as every bare program
// (--size is ignored: the payload is 64 bytes or none); prints the median one-way ns. Never
// run both sides on one CPU: a spinning waiter holds it until the scheduler preempts it.
#include <sys/mman.h>

#include <atomic>
#include <thread>

#include "bare_common.hpp"

#ifndef FLOOR_PAYLOAD
#define FLOOR_PAYLOAD 0
#endif
#ifndef FLOOR_PROCESSES
#define FLOOR_PROCESSES 0
#endif

namespace {

constexpr std::size_t kLine = 64;

struct alignas(kLine) Turn {
    std::atomic<std::uint64_t> value{0};
};

struct alignas(kLine) Payload {
    char bytes[kLine];
};

// The shared page: the turn counter on line 0, then one payload line per direction.
struct alignas(kLine) FloorPage {
    Turn turn;
    Payload toResponder;
    Payload toInitiator;
};
static_assert(sizeof(FloorPage) == 3 * kLine);

// Waits (pure spin) until the counter reaches `expected`.
inline void awaitTurn(const Turn& turn, std::uint64_t expected) {
    while (turn.value.load(std::memory_order_acquire) != expected) {
    }
}

// Reads the 64 bytes so the line really moves (the compiler may not skip it).
inline void readPayload(const Payload& payload) {
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < kLine; i += sizeof sum) {
        std::uint64_t word;
        std::memcpy(&word, payload.bytes + i, sizeof word);
        sum += word;
    }
    g_sink = sum;
}

inline void writePayload(Payload& payload, std::uint64_t stamp) {
    for (std::size_t i = 0; i < kLine; i += sizeof stamp)
        std::memcpy(payload.bytes + i, &stamp, sizeof stamp);
}

// The responder answers every odd value n with n + 1.
void respondFloor(FloorPage& page, long total) {
    for (long i = 0; i < total; ++i) {
        const auto odd = static_cast<std::uint64_t>(2 * i + 1);
        awaitTurn(page.turn, odd);
        if (FLOOR_PAYLOAD) {
            readPayload(page.toResponder);
            writePayload(page.toInitiator, odd);
        }
        page.turn.value.store(odd + 1, std::memory_order_release);
    }
}

void initiateFloor(FloorPage& page, const BareOptions& options) {
    std::vector<double> oneWayNs;
    oneWayNs.reserve(static_cast<std::size_t>(options.iterations));
    const long total = options.warmup + options.iterations;
    for (long i = 0; i < total; ++i) {
        const auto odd = static_cast<std::uint64_t>(2 * i + 1);
        const long long start = nowNs();
        if (FLOOR_PAYLOAD)
            writePayload(page.toResponder, odd);
        page.turn.value.store(odd, std::memory_order_release);
        awaitTurn(page.turn, odd + 1);
        if (FLOOR_PAYLOAD)
            readPayload(page.toInitiator);
        const long long end = nowNs();
        if (i >= options.warmup)
            oneWayNs.push_back(static_cast<double>(end - start) / 2.0);
    }
    printMedianOneWay(oneWayNs);
}

}  // namespace

int main(int argc, char** argv) {
    const BareOptions options = parseBareOptions(argc, argv);
    if (options.pattern != BarePattern::PingPong) {
        std::fprintf(stderr, "the floor is a ping-pong: --pattern pingpong\n");
        return 2;
    }
    const long total = options.warmup + options.iterations;
    if (FLOOR_PROCESSES) {
        void* memory = mmap(nullptr, sizeof(FloorPage), PROT_READ | PROT_WRITE,
                            MAP_SHARED | MAP_ANONYMOUS, -1, 0);
        if (memory == MAP_FAILED)
            fail("mmap");
        auto* page = new (memory) FloorPage;
        const pid_t child = fork();
        if (child < 0)
            fail("fork");
        if (child == 0) {
            prctl(PR_SET_PDEATHSIG, SIGKILL);
            pinTo(options.cpuB);
            respondFloor(*page, total);
            _exit(0);
        }
        pinTo(options.cpuA);
        initiateFloor(*page, options);
        int status = 0;
        waitpid(child, &status, 0);
        return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : 1;
    }
    FloorPage page;
    std::thread responder([&] {
        pinTo(options.cpuB);
        respondFloor(page, total);
    });
    pinTo(options.cpuA);
    initiateFloor(page, options);
    responder.join();
    return 0;
}
