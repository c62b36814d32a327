// An independent reference for shm.ring: Boost.Lockfree's single-producer/single-consumer
// queue of bytes (boost::lockfree::spsc_queue<char, capacity<N>>), one per direction, placed in
// POSIX shared memory, moved with its own bulk push and pop. Nothing of shm.ring's design is
// used: Boost's ring keeps wrapping indices, reads the other side's index on every call, keeps
// one byte free to tell full from empty, and puts its bytes right behind the read index. What it
// shares with the other bare programs is the exchange (bare_common.hpp: options, pinning, fork,
// the stream's acknowledgement, the consumer's pass over every byte, --check-sequence).
//
//   boost_spsc_ring [--ring-mib 1|4|8|16] + the options of bare_common.hpp
//
// The capacity is a compile-time parameter of the queue (its storage lies inside the object,
// which is what lets it live in shared memory: no pointer, no allocator); --ring-mib picks one
// of the instantiations below (default 4, as the independent ring of issue 41). Every page of
// the segment is written before the child is forked, so no page fault lands in the timing.
// Both sides spin with the pause instruction while the queue is full or empty.
#include <boost/lockfree/spsc_queue.hpp>

#include "bare_shm.hpp"

namespace {

template <std::size_t kBytes>
using ByteQueue = boost::lockfree::spsc_queue<char, boost::lockfree::capacity<kBytes>>;

template <std::size_t kBytes>
struct QueueLink {
    ByteQueue<kBytes>* out;
    ByteQueue<kBytes>* in;

    void send(const char* data, std::size_t size) {
        while (size > 0) {
            const std::size_t pushed = out->push(data, size);
            if (pushed == 0) {
                cpuRelax();
                continue;
            }
            data += pushed;
            size -= pushed;
        }
    }
    void receive(char* data, std::size_t size) {
        while (size > 0) {
            const std::size_t popped = in->pop(data, size);
            if (popped == 0) {
                cpuRelax();
                continue;
            }
            data += popped;
            size -= popped;
        }
    }
};

template <std::size_t kBytes>
void run(const BareOptions& options) {
    using Queue = ByteQueue<kBytes>;
    // Two queues, each on its own pages.
    const std::size_t queueBytes = (sizeof(Queue) + 4095) / 4096 * 4096;
    auto* base = static_cast<char*>(mapSharedMemory(2 * queueBytes));
    std::memset(base, 0, 2 * queueBytes);  // every page faulted in before timing
    auto* forward = new (base) Queue;
    auto* backward = new (base + queueBytes) Queue;
    const pid_t child = forkResponder(options, [&] {
        QueueLink<kBytes> link{backward, forward};
        respond(options, link);
    });
    QueueLink<kBytes> link{forward, backward};
    measure(options, link);
    waitForResponder(child);
}

}  // namespace

int main(int argc, char** argv) {
    // --ring-mib is ours; the rest goes to the common parser.
    long ringMib = 4;
    std::vector<char*> rest{argv[0]};
    for (int i = 1; i < argc; ++i) {
        if (std::string(argv[i]) == "--ring-mib" && i + 1 < argc) {
            ringMib = std::strtol(argv[++i], nullptr, 10);
        } else {
            rest.push_back(argv[i]);
        }
    }
    const BareOptions options = parseBareOptions(static_cast<int>(rest.size()), rest.data());
    constexpr std::size_t kMib = std::size_t{1} << 20;
    switch (ringMib) {
        case 1:
            run<1 * kMib>(options);
            break;
        case 4:
            run<4 * kMib>(options);
            break;
        case 8:
            run<8 * kMib>(options);
            break;
        case 16:
            run<16 * kMib>(options);
            break;
        default:
            std::fprintf(stderr, "--ring-mib 1|4|8|16\n");
            return 2;
    }
    return 0;
}
