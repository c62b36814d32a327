// From the bare index ring (bare_shm_ring.cpp) to shm.ring's RingChannel one difference at a
// time (docs/hardware-floor.md, "Where the ring's last nanoseconds go"): which of the things
// the product's channel adds to the protocol costs a 64 B ping-pong across cores anything.
// Unlike the other bare programs this one links IPC Lab's core, for the last step only.
//   bare     the index ring, as bare_shm_ring but with shm.ring's 4 MiB per direction
//   layout   the same code on shm.ring's segment layout (header line, six lines per direction)
//   wait     the product's spin loop: abort flag read each step, pause out of line
//   virtual  send/receive through a vtable, returning a Status the caller checks
//   publish  a branch on the wait strategy before each index store (never taken under Spin)
//   channel  the real RingChannel, opened and attached through the mechanism registry
//   runner   the whole product as ipclab-cli runs a point (core's Runner, ipclab-peer, the
//            pattern's bookkeeping); needs no Qt, so it builds with core alone
//   eager    not a step toward the product but away from bare: the waiting consumer polls
//            without pausing and prefetches the line its next message starts on at each poll,
//            so that the data's line can travel while the index's does
// --responder-delay N: the echoing side spins N empty loop iterations (about a cycle each) after
// each receive, before it answers: a latency that falls as N grows shows that the hand-off's
// cost depends on when the two sides' accesses meet, not only on the work done.
// Other options as every bare program; prints the median one-way ns, or with --pattern stream
// the bytes per second of bare_common.hpp's stream (the steps' rings are 4 MiB; the channel
// sizes its own as the product does): the stream's steps from Boost's ring (boost_spsc_ring)
// through the bare index ring and the real channel to ipclab-cli (ring_stream.sh).
#include <atomic>
#include <optional>
#include <string>

#include "bare_shm.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/runner.hpp"

namespace {

constexpr std::size_t kLine = 64;
constexpr std::size_t kCapacity = std::size_t{4} << 20;
constexpr std::size_t kControlBytes = 4096;

// shm.ring's segment (shm_ring_mechanism.cpp, shm_segment.hpp), semaphores as plain bytes.
struct alignas(kLine) SegmentHeader {
    std::uint64_t magic = 0, layoutBytes = 0;
    std::uint32_t wait = 0;
    std::atomic<std::uint32_t> aborted{0}, attached{0};
};
struct ProductControl {
    alignas(kLine) std::atomic<std::uint64_t> head{0};
    alignas(kLine) std::atomic<std::uint64_t> tail{0};
    alignas(kLine) std::atomic<std::uint32_t> consumerSleeping{0};
    alignas(kLine) std::atomic<std::uint32_t> producerSleeping{0};
    alignas(kLine) unsigned char dataPosted[32];
    alignas(kLine) unsigned char spacePosted[32];
};
struct ProductSegment {
    SegmentHeader header;
    ProductControl controls[2];
};
struct BareControl {
    alignas(kLine) std::atomic<std::uint64_t> head{0};
    alignas(kLine) std::atomic<std::uint64_t> tail{0};
};
static_assert(sizeof(ProductSegment) <= kControlBytes && 2 * sizeof(BareControl) <= 2048);

// platform::cpuRelax() lives in another translation unit: a call per step, as in the product.
__attribute__((noinline)) void pauseOutOfLine() {
    cpuRelax();
}

// The shape of platform::Status: an optional error with strings in it.
struct Failure {
    int code = 0;
    std::string message;
    std::vector<std::string> arguments;
};
struct [[nodiscard]] Outcome {
    std::optional<Failure> failure;
    explicit operator bool() const { return !failure; }
};

enum class Wait { Spin, SpinYield, Block };

/// How a waiting side polls: as bare_shm_ring, as the product's spin loop, or eagerly.
enum class Poll { Bare, Product, Eager };

struct Ends {
    std::atomic<std::uint64_t>* outHead;
    std::atomic<std::uint64_t>* outTail;
    std::atomic<std::uint64_t>* inHead;
    std::atomic<std::uint64_t>* inTail;
    char* outData;
    char* inData;
    SegmentHeader* header;
};

struct RingBase {
    virtual ~RingBase() = default;
    virtual Outcome send(const char* message, std::size_t size) noexcept = 0;
    virtual Outcome receive(char* message, std::size_t size) noexcept = 0;
};

template <Poll Polling, bool PublishBranch>
class Ring final : public RingBase {
  public:
    Ring(const Ends& ends, Wait wait) : m_ends(ends), m_wait(wait) {}

    Outcome send(const char* message, std::size_t size) noexcept override {
        while (size > 0) {
            std::uint64_t space = kCapacity - (m_head - m_tailSeen);
            if (space < size) {
                m_tailSeen = m_ends.outTail->load(std::memory_order_acquire);
                space = kCapacity - (m_head - m_tailSeen);
                if (space == 0) {
                    if (!waitFor([&] {
                            m_tailSeen = m_ends.outTail->load(std::memory_order_acquire);
                            return m_head - m_tailSeen < kCapacity;
                        }))
                        return {Failure{1, "aborted", {}}};
                    continue;
                }
            }
            const std::size_t piece = std::min<std::uint64_t>(space, size);
            const std::size_t offset = m_head & (kCapacity - 1);
            const std::size_t first = std::min(piece, kCapacity - offset);
            std::memcpy(m_ends.outData + offset, message, first);
            if (first < piece)
                std::memcpy(m_ends.outData, message + first, piece - first);
            m_head += piece;
            publish(*m_ends.outHead, m_head);
            message += piece;
            size -= piece;
        }
        return {};
    }

    Outcome receive(char* message, std::size_t size) noexcept override {
        while (size > 0) {
            std::uint64_t available = m_headSeen - m_tail;
            if (available < size) {
                m_headSeen = m_ends.inHead->load(std::memory_order_acquire);
                available = m_headSeen - m_tail;
                if (available == 0) {
                    if (!waitFor([&] {
                            if constexpr (Polling == Poll::Eager) {
                                __builtin_prefetch(m_ends.inData + (m_tail & (kCapacity - 1)));
                            }
                            m_headSeen = m_ends.inHead->load(std::memory_order_acquire);
                            return m_headSeen != m_tail;
                        }))
                        return {Failure{1, "aborted", {}}};
                    continue;
                }
            }
            const std::size_t piece = std::min<std::uint64_t>(available, size);
            const std::size_t offset = m_tail & (kCapacity - 1);
            const std::size_t first = std::min(piece, kCapacity - offset);
            std::memcpy(message, m_ends.inData + offset, first);
            if (first < piece)
                std::memcpy(message + first, m_ends.inData, piece - first);
            m_tail += piece;
            publish(*m_ends.inTail, m_tail);
            message += piece;
            size -= piece;
        }
        return {};
    }

  private:
    template <class Ready>
    bool waitFor(Ready ready) {
        if constexpr (Polling == Poll::Bare) {
            while (!ready())
                cpuRelax();
            return true;
        } else if constexpr (Polling == Poll::Eager) {
            while (!ready()) {
            }
            return true;
        } else {
            int spins = 0;
            while (!ready()) {
                if (m_ends.header->aborted.load(std::memory_order_relaxed) != 0)
                    return false;
                if (m_wait == Wait::SpinYield && ++spins >= 64)
                    sched_yield();
                else
                    pauseOutOfLine();
            }
            return true;
        }
    }

    void publish(std::atomic<std::uint64_t>& index, std::uint64_t value) {
        if (PublishBranch && m_wait == Wait::Block) {
            index.store(value, std::memory_order_seq_cst);
            return;
        }
        index.store(value, std::memory_order_release);
    }

    Ends m_ends;
    Wait m_wait;
    std::uint64_t m_head = 0, m_tailSeen = 0, m_tail = 0, m_headSeen = 0;
};

// Calls the ring directly (inlined) or through its vtable, checking the outcome either way.
template <class R, bool Virtual>
struct RingLink {
    R* ring;
    void send(const char* message, std::size_t size) {
        RingBase* base = ring;
        if (!(Virtual ? base->send(message, size) : ring->R::send(message, size)))
            std::exit(2);
    }
    void receive(char* message, std::size_t size) {
        RingBase* base = ring;
        if (!(Virtual ? base->receive(message, size) : ring->R::receive(message, size)))
            std::exit(2);
    }
};

struct ChannelLink {
    ipclab::Channel* channel;
    void send(const char* message, std::size_t size) {
        if (!channel->send({reinterpret_cast<const std::byte*>(message), size}))
            fail("shm.ring send");
    }
    void receive(char* message, std::size_t size) {
        if (!channel->receive({reinterpret_cast<std::byte*>(message), size}))
            fail("shm.ring receive");
    }
};

// --responder-delay: the echoing side's link, N empty loop iterations before each answer. Only
// the responder gets it, and only when N > 0: nothing is added to the measuring side's loop.
template <class Link>
struct DelayedLink {
    Link& link;
    long loops;
    void send(const char* message, std::size_t size) {
        for (long i = 0; i < loops; ++i)
            asm volatile("" ::: "memory");  // keeps the empty loop
        link.send(message, size);
    }
    void receive(char* message, std::size_t size) { link.receive(message, size); }
};

template <class Link>
void respondAfter(long delayLoops, const BareOptions& options, Link& link) {
    if (delayLoops <= 0) {
        respond(options, link);
        return;
    }
    DelayedLink<Link> delayed{link, delayLoops};
    respond(options, delayed);
}

template <bool ProductLayout, Poll Polling, bool Virtual, bool PublishBranch>
void runRing(const BareOptions& options, long responderDelayLoops) {
    auto* base = static_cast<char*>(mapSharedMemory(kControlBytes + 2 * kCapacity));
    char* forwardData = base + kControlBytes;
    char* backwardData = forwardData + kCapacity;
    Ends forward{};  // the measuring side's view; the responder's swaps out and in
    if constexpr (ProductLayout) {
        auto* segment = new (base) ProductSegment;
        forward = {&segment->controls[0].head,
                   &segment->controls[0].tail,
                   &segment->controls[1].head,
                   &segment->controls[1].tail,
                   forwardData,
                   backwardData,
                   &segment->header};
    } else {
        auto* out = new (base) BareControl;
        auto* in = new (base + sizeof(BareControl)) BareControl;
        forward = {&out->head,
                   &out->tail,
                   &in->head,
                   &in->tail,
                   forwardData,
                   backwardData,
                   new (base + 2048) SegmentHeader};
    }
    using R = Ring<Polling, PublishBranch>;
    const pid_t child = forkResponder(options, [&] {
        const Ends backward{forward.inHead, forward.inTail,  forward.outHead, forward.outTail,
                            forward.inData, forward.outData, forward.header};
        R ring(backward, Wait::Spin);
        RingLink<R, Virtual> link{&ring};
        respondAfter(responderDelayLoops, options, link);
    });
    R ring(forward, Wait::Spin);
    RingLink<R, Virtual> link{&ring};
    measure(options, link);
    waitForResponder(child);
}

void runChannel(const BareOptions& options, long responderDelayLoops) {
    ipclab::Mechanism* mechanism = ipclab::MechanismRegistry::builtin().find("shm.ring");
    ipclab::ChannelOptions channelOptions;
    channelOptions.maxMessageBytes = options.size;
    channelOptions.wait = ipclab::WaitStrategy::Spin;
    auto opened = mechanism->open(channelOptions);
    if (!opened)
        fail("shm.ring open");
    const std::string peerArgument = opened.value().peerArgument;
    const pid_t child = forkResponder(options, [&] {
        auto attached = mechanism->attach(peerArgument, channelOptions);
        if (!attached)
            fail("shm.ring attach");
        ChannelLink link{attached.value().get()};
        respondAfter(responderDelayLoops, options, link);
    });
    if (!opened.value().initiator->completeConnection(std::chrono::milliseconds(5000)))
        fail("shm.ring: the responder did not attach");
    ChannelLink link{opened.value().initiator.get()};
    measure(options, link);
    waitForResponder(child);
}

// The whole product as ipclab-cli measures a point: core's Runner starts ipclab-peer (beside
// this program), runs the pattern of core/src/run/patterns.cpp on its measuring thread, pinned
// cross-core (the first two allowed CPUs) when --cpu-a and --cpu-b differ, else unpinned.
void runRunner(const BareOptions& options) {
    ipclab::Experiment experiment;
    experiment.mechanisms = {"shm.ring"};
    experiment.pattern = options.pattern == BarePattern::Stream ? ipclab::Pattern::Stream
                                                                : ipclab::Pattern::PingPong;
    experiment.sizesBytes = {options.size};
    experiment.iterations = static_cast<std::uint64_t>(options.iterations);
    experiment.warmup = static_cast<std::uint64_t>(options.warmup);
    experiment.repetitions = 1;
    experiment.gapUs = 0;
    const bool crossCore = options.cpuA >= 0 && options.cpuB >= 0 && options.cpuA != options.cpuB;
    experiment.placement = crossCore ? ipclab::Placement::CrossCore : ipclab::Placement::Unpinned;
    ipclab::Runner runner;
    ipclab::RunObserver quiet;
    std::string error;
    const ipclab::RunResult result = runner.run(experiment, quiet, &error);
    if (result.points.size() != 1 || !result.points.front().ok) {
        std::fprintf(stderr, "the runner failed: %s\n", error.c_str());
        std::exit(1);
    }
    const ipclab::PointResult& point = result.points.front();
    if (options.pattern == BarePattern::Stream)
        std::printf("%.0f\n", point.throughput.bytesPerSecond);
    else
        std::printf("%.1f\n", point.latencyNs.median);
}

}  // namespace

int main(int argc, char** argv) {
    std::string step = "bare";
    long delay = 0;
    std::vector<char*> rest{argv[0]};
    for (int i = 1; i < argc; ++i) {
        if (std::string(argv[i]) == "--step" && i + 1 < argc)
            step = argv[++i];
        else if (std::string(argv[i]) == "--responder-delay" && i + 1 < argc)
            delay = std::atol(argv[++i]);
        else
            rest.push_back(argv[i]);
    }
    const BareOptions options = parseBareOptions(static_cast<int>(rest.size()), rest.data());
    if (step == "bare")
        runRing<false, Poll::Bare, false, false>(options, delay);
    else if (step == "layout")
        runRing<true, Poll::Bare, false, false>(options, delay);
    else if (step == "wait")
        runRing<false, Poll::Product, false, false>(options, delay);
    else if (step == "virtual")
        runRing<false, Poll::Bare, true, false>(options, delay);
    else if (step == "publish")
        runRing<false, Poll::Bare, false, true>(options, delay);
    else if (step == "eager")
        runRing<false, Poll::Eager, false, false>(options, delay);
    else if (step == "channel")
        runChannel(options, delay);
    else if (step == "runner")
        runRunner(options);
    else {
        std::fprintf(stderr,
                     "unknown --step %s (bare, layout, wait, virtual, publish, channel, runner, "
                     "eager)\n",
                     step.c_str());
        return 1;
    }
}
