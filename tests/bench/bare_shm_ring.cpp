// Minimal two-process exchange through a lock-free single-producer / single-consumer byte ring
// per direction in named shared memory (a power of two, twice the message, 1 MiB at least, as
// IPC Lab's shm.ring sizes it); the waiting side spins with the pause instruction: the
// reference for "shm.ring" (its default wait, Spin). Never run both sides on one core.
#include <atomic>

#include "bare_shm.hpp"

constexpr std::size_t kLine = 64;

struct RingIndices {
    alignas(kLine) std::atomic<std::uint64_t> head{0};  // bytes written, by the producer
    alignas(kLine) std::atomic<std::uint64_t> tail{0};  // bytes read, by the consumer
};

struct RingLink {
    RingIndices* out;
    char* outData;
    RingIndices* in;
    char* inData;
    std::size_t capacity;
    // Own indices and the last value seen of the other side's: its line is read only when the
    // cached value says the ring may be full (or empty).
    std::uint64_t head = 0, tailSeen = 0, tail = 0, headSeen = 0;

    void send(const char* message, std::size_t size) {
        while (size > 0) {
            std::uint64_t space = capacity - (head - tailSeen);
            if (space < size) {
                while ((space = capacity -
                                (head - (tailSeen = out->tail.load(std::memory_order_acquire)))) ==
                       0) {
                    cpuRelax();
                }
            }
            const std::size_t piece = std::min<std::uint64_t>(space, size);
            const std::size_t offset = head & (capacity - 1);
            const std::size_t first = std::min(piece, capacity - offset);
            std::memcpy(outData + offset, message, first);
            std::memcpy(outData, message + first, piece - first);
            head += piece;
            out->head.store(head, std::memory_order_release);
            message += piece;
            size -= piece;
        }
    }
    void receive(char* message, std::size_t size) {
        while (size > 0) {
            std::uint64_t available = headSeen - tail;
            if (available < size) {
                while ((available = (headSeen = in->head.load(std::memory_order_acquire)) - tail) ==
                       0) {
                    cpuRelax();
                }
            }
            const std::size_t piece = std::min<std::uint64_t>(available, size);
            const std::size_t offset = tail & (capacity - 1);
            const std::size_t first = std::min(piece, capacity - offset);
            std::memcpy(message, inData + offset, first);
            std::memcpy(message + first, inData, piece - first);
            tail += piece;
            in->tail.store(tail, std::memory_order_release);
            message += piece;
            size -= piece;
        }
    }
};

int main(int argc, char** argv) {
    const BareOptions options = parseBareOptions(argc, argv);
    std::size_t capacity = std::size_t{1} << 20;
    while (capacity < 2 * options.size && capacity < (std::size_t{16} << 20))
        capacity *= 2;
    const std::size_t control = 4096;
    auto* base = static_cast<char*>(mapSharedMemory(control + 2 * capacity));
    auto* forward = new (base) RingIndices;
    auto* backward = new (base + sizeof(RingIndices)) RingIndices;
    char* forwardData = base + control;
    char* backwardData = forwardData + capacity;
    const pid_t child = forkResponder(options, [&] {
        RingLink link{backward, backwardData, forward, forwardData, capacity};
        respond(options, link);
    });
    RingLink link{forward, forwardData, backward, backwardData, capacity};
    measure(options, link);
    waitForResponder(child);
}
