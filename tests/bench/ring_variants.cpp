// Ring protocols for shm.ring's 64 B ping-pong, side by side (docs/hardware-floor.md): which
// shape of single-producer / single-consumer byte ring in shared memory hands a message across
// cores closest to the cache-line floor (floor_pingpong.cpp). Two processes, a 4 MiB ring per
// direction as shm.ring's smallest (RING_BYTES=N in the environment: another power of two), pure
// pause-spin, byte-stream semantics (a receive may take part of a record; large messages go in
// pieces). --variant picks the protocol:
//   index    shm.ring's shape: the bytes at the head, then the head index on a line of its own;
//            the consumer polls the index, then reads the bytes (two serial line transfers).
//   indexpw  index, and the producer prefetches for writing the line its next message starts on.
//   stamp8   the signal in the data's line: each record is an 8-byte stamp word (length and
//            position) followed by the payload, records at 8-byte alignment; the producer
//            writes the payload, a zero word where the next record will start, then the stamp
//            (release); the consumer spins on the word at its read position.
//   stamp64  the same with records at 64-byte alignment (the stamp always opens a line).
//   stamp8t  stamp8, and the waiting consumer also reads the line after the stamp's, so that
//            both lines of a 72-byte record are fetched at once instead of one after the other.
// Other options as every bare program; prints the median one-way ns (or bytes/s for stream).
#include <atomic>

#include "bare_shm.hpp"

namespace {

constexpr std::size_t kLine = 64;
// RING_BYTES=N (a power of two) changes the ring size.
const std::size_t kCapacity = [] {
    const char* text = std::getenv("RING_BYTES");
    return text ? std::strtoul(text, nullptr, 10) : std::size_t{4} << 20;
}();

struct alignas(kLine) Index {
    std::atomic<std::uint64_t> value{0};
};

struct Control {
    Index head;  // index: bytes written, by the producer (unused by the stamp rings)
    Index tail;  // bytes read, by the consumer
};

template <bool PrefetchWrite>
struct IndexLink {
    Control* out;
    char* outData;
    Control* in;
    char* inData;
    std::uint64_t head = 0, tailSeen = 0, tail = 0, headSeen = 0;

    void send(const char* message, std::size_t size) {
        while (size > 0) {
            std::uint64_t space = kCapacity - (head - tailSeen);
            while (space == 0 || space < size) {
                tailSeen = out->tail.value.load(std::memory_order_acquire);
                space = kCapacity - (head - tailSeen);
                if (space != 0)
                    break;
                cpuRelax();
            }
            const std::size_t piece = std::min<std::uint64_t>(space, size);
            const std::size_t offset = head & (kCapacity - 1);
            const std::size_t first = std::min(piece, kCapacity - offset);
            std::memcpy(outData + offset, message, first);
            std::memcpy(outData, message + first, piece - first);
            head += piece;
            out->head.value.store(head, std::memory_order_release);
            if (PrefetchWrite)  // the line the next message starts on, owned before it is due
                __builtin_prefetch(outData + (head & (kCapacity - 1)), 1, 3);
            message += piece;
            size -= piece;
        }
    }
    void receive(char* message, std::size_t size) {
        while (size > 0) {
            std::uint64_t available = headSeen - tail;
            if (available < size) {
                while ((available = (headSeen = in->head.value.load(std::memory_order_acquire)) -
                                    tail) == 0)
                    cpuRelax();
            }
            const std::size_t piece = std::min<std::uint64_t>(available, size);
            const std::size_t offset = tail & (kCapacity - 1);
            const std::size_t first = std::min(piece, kCapacity - offset);
            std::memcpy(message, inData + offset, first);
            std::memcpy(message + first, inData, piece - first);
            tail += piece;
            in->tail.value.store(tail, std::memory_order_release);
            message += piece;
            size -= piece;
        }
    }
};

// Stamp word: payload length in the high 24 bits, the record's position / 8 in the low 40 (a
// check: the zero the producer wrote ahead is what keeps a waiting consumer off stale bytes).
constexpr std::uint64_t kPositionMask = (std::uint64_t{1} << 40) - 1;
inline std::uint64_t stampFor(std::uint64_t position, std::size_t length) {
    return (static_cast<std::uint64_t>(length) << 40) | ((position / 8) & kPositionMask);
}

template <std::size_t Align, bool TouchNext>
struct StampLink {
    Control* out;
    char* outData;
    Control* in;
    char* inData;
    std::uint64_t head = 0, tailSeen = 0;  // producer: next record's position
    std::uint64_t tail = 0;                // consumer: read position (within a record too)
    std::uint64_t recordEnd = 0;           // consumer: end of the record being read
    std::uint64_t recordLeft = 0;          // consumer: payload bytes left in it

    static std::uint64_t roundUp(std::uint64_t n) { return (n + Align - 1) & ~(Align - 1); }
    static std::atomic<std::uint64_t>& word(char* data, std::uint64_t position) {
        return *reinterpret_cast<std::atomic<std::uint64_t>*>(data + (position & (kCapacity - 1)));
    }
    static void copyIn(char* data, std::uint64_t position, const char* source, std::size_t n) {
        const std::size_t offset = position & (kCapacity - 1);
        const std::size_t first = std::min(n, kCapacity - offset);
        std::memcpy(data + offset, source, first);
        std::memcpy(data, source + first, n - first);
    }
    static void copyOut(const char* data, std::uint64_t position, char* target, std::size_t n) {
        const std::size_t offset = position & (kCapacity - 1);
        const std::size_t first = std::min(n, kCapacity - offset);
        std::memcpy(target, data + offset, first);
        std::memcpy(target + first, data, n - first);
    }

    void send(const char* message, std::size_t size) {
        while (size > 0) {
            // A record needs its stamp, its payload and the zero word ahead of it.
            std::uint64_t space = kCapacity - (head - tailSeen);
            if (space < 2 * Align + roundUp(size)) {
                tailSeen = out->tail.value.load(std::memory_order_acquire);
                space = kCapacity - (head - tailSeen);
                if (space < 2 * Align + 8) {
                    cpuRelax();
                    continue;
                }
            }
            const std::size_t piece =
                std::min<std::uint64_t>(size, (space - 2 * Align) & ~(Align - 1));
            const std::uint64_t next = head + roundUp(8 + piece);
            copyIn(outData, head + 8, message, piece);
            word(outData, next).store(0, std::memory_order_relaxed);
            word(outData, head).store(stampFor(head, piece), std::memory_order_release);
            head = next;
            message += piece;
            size -= piece;
        }
    }
    void receive(char* message, std::size_t size) {
        while (size > 0) {
            if (recordLeft == 0) {
                std::uint64_t stamp;
                while ((stamp = word(inData, tail).load(std::memory_order_acquire)) == 0) {
                    if (TouchNext)
                        g_sink = *reinterpret_cast<volatile char*>(
                            inData + ((tail + kLine) & (kCapacity - 1)));
                    cpuRelax();
                }
                if ((stamp & kPositionMask) != ((tail / 8) & kPositionMask)) {
                    std::fprintf(stderr, "stamp %llx at %llu\n", (unsigned long long)stamp,
                                 (unsigned long long)tail);
                    std::exit(1);
                }
                recordLeft = stamp >> 40;
                recordEnd = tail + roundUp(8 + recordLeft);
                tail += 8;
            }
            const std::size_t piece = std::min<std::uint64_t>(recordLeft, size);
            copyOut(inData, tail, message, piece);
            recordLeft -= piece;
            tail = recordLeft == 0 ? recordEnd : tail + piece;
            in->tail.value.store(tail, std::memory_order_release);
            message += piece;
            size -= piece;
        }
    }
};

template <class Link>
void run(const BareOptions& options) {
    const std::size_t control = 4096;
    auto* base = static_cast<char*>(mapSharedMemory(control + 2 * kCapacity));
    auto* forward = new (base) Control;
    auto* backward = new (base + sizeof(Control)) Control;
    char* forwardData = base + control;
    char* backwardData = forwardData + kCapacity;
    const pid_t child = forkResponder(options, [&] {
        Link link{backward, backwardData, forward, forwardData};
        respond(options, link);
    });
    Link link{forward, forwardData, backward, backwardData};
    measure(options, link);
    waitForResponder(child);
}

}  // namespace

int main(int argc, char** argv) {
    std::string variant = "index";
    std::vector<char*> rest{argv[0]};
    for (int i = 1; i < argc; ++i) {
        if (std::string(argv[i]) == "--variant" && i + 1 < argc)
            variant = argv[++i];
        else
            rest.push_back(argv[i]);
    }
    const BareOptions options = parseBareOptions(static_cast<int>(rest.size()), rest.data());
    if (variant == "index")
        run<IndexLink<false>>(options);
    else if (variant == "indexpw")
        run<IndexLink<true>>(options);
    else if (variant == "stamp8")
        run<StampLink<8, false>>(options);
    else if (variant == "stamp64")
        run<StampLink<64, false>>(options);
    else if (variant == "stamp8t")
        run<StampLink<8, true>>(options);
    else {
        std::fprintf(stderr, "--variant index|indexpw|stamp8|stamp64|stamp8t\n");
        return 2;
    }
    return 0;
}
