#pragma once
/// What the user asks to measure, and its validation.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ipclab/platform/error.hpp"
#include "ipclab/text.hpp"

namespace ipclab {

using platform::Error;
using platform::ErrorCode;
using platform::Expected;
using platform::Status;

enum class Pattern {
    PingPong,  ///< Round trip per sample; one-way latency = round trip / 2.
    Stream,    ///< One side sends chunks as fast as it can; the other reads every byte, then acks.
    Lock,      ///< N parties acquire and release one lock M times each; ns per operation.
    Paced,     ///< Ping-pong on a schedule, one send due every gap (pays the wake-up; open loop).
    OneSided,  ///< Report 000's method: one party sends, nobody receives; time per send.
};

/// The figure a point of a pattern produces: what its value means, its unit and the chart and
/// table column it belongs to. The one place that says it (figureOf); results, charts, tables
/// and estimates ask it instead of testing patterns.
enum class Figure {
    Latency,        ///< Ping-pong, paced: one-way ns per message, a distribution of samples.
    TimePerSend,    ///< One-sided: ns per send, one value per repetition (not a latency).
    LockOperation,  ///< Lock: ns per acquire + release, one value per repetition; no size.
    Throughput,     ///< Stream: bytes (and messages) per second.
};

Figure figureOf(Pattern pattern) noexcept;

/// Every pattern, in the order lists show them.
inline constexpr Pattern kPatterns[] = {Pattern::PingPong, Pattern::Stream, Pattern::Lock,
                                        Pattern::Paced, Pattern::OneSided};

/// Whether a point of the pattern moves messages of a size: all but the lock pattern, which
/// takes a lock and moves nothing, so that its point is one per mechanism whatever the sizes
/// say (tables show no size, labels name the mechanism alone). The one place that says it.
bool hasMessageSize(Pattern pattern) noexcept;

/// A figure in ns per operation, one value per repetition (time per send, lock operation).
inline bool isPerOperation(Figure figure) noexcept {
    return figure == Figure::TimePerSend || figure == Figure::LockOperation;
}

/// How a party waits for the other where the mechanism lets one choose.
enum class WaitStrategy {
    Block,      ///< Sleep in the kernel until woken (futex, semaphore, condition, event, read()).
    Spin,       ///< Busy-wait on memory: lowest latency, burns a core per waiting party.
    SpinYield,  ///< Busy-wait, yielding the CPU between checks (sched_yield / SwitchToThread).
    /// Busy-wait for a bounded time (about one blocking wake-up), then sleep as Block does: what
    /// real SPSC queues do, so a busy machine degrades to Block instead of to the scheduler.
    SpinBlock,
};

enum class Placement {
    Unpinned,   ///< The OS scheduler decides.
    SameCore,   ///< Both parties pinned to one logical CPU.
    CrossCore,  ///< The parties pinned to two different logical CPUs.
    /// Each point where it measures its mechanism rather than an idle CPU's wake-up: a blocking
    /// (or yielding) hand-off on one CPU, a spinning one on two (a spinner needs a CPU of its
    /// own). Resolved per point by placementFor() (mechanism.hpp); results record the placement
    /// each point ran with.
    Auto,
};

/// Two logical CPUs (the OS's numbers, what pinning takes) for one point's two parties: the
/// core map measures each mechanism on every such pair.
struct CpuPair {
    int initiator = -1;  ///< The measuring party's CPU; -1: the placement decides.
    int responder = -1;  ///< The responding party's CPU (thread or peer process).

    bool pinned() const noexcept { return initiator >= 0 && responder >= 0; }
    bool operator==(const CpuPair&) const = default;
};

/// What the lock pattern does while it holds the lock.
enum class LockLoop {
    /// Increments a counter on its own cache line inside the lock; the runner checks the sum
    /// after every repetition (mutual exclusion, at the price of moving that line too).
    Counter,
    /// Only acquires and releases, as report 003's loop did. Mutual exclusion is checked in a
    /// separate counted round before the timed repetitions, outside the timed region.
    Bare,
};

std::string_view toString(Pattern pattern) noexcept;  ///< "pingpong", "stream"
std::string_view toString(LockLoop loop) noexcept;    ///< "counter", "bare"
std::optional<LockLoop> parseLockLoop(std::string_view text) noexcept;
/// "unpinned", "same-core", "cross-core", "auto"
std::string_view toString(Placement placement) noexcept;
std::string_view toString(
    WaitStrategy wait) noexcept;  ///< "block", "spin", "spin-yield", "spin-block"
std::optional<WaitStrategy> parseWaitStrategy(std::string_view text) noexcept;
std::optional<Pattern> parsePattern(std::string_view text) noexcept;
std::optional<Placement> parsePlacement(std::string_view text) noexcept;

/// Limits every experiment obeys; a mechanism may narrow the size range further.
inline constexpr std::size_t kMinMessageBytes = 4;  ///< Room for the 32-bit sequence number.
inline constexpr std::size_t kMaxMessageBytes = 64u << 20;
inline constexpr std::uint64_t kMaxIterations = 100'000'000;
inline constexpr std::uint64_t kMaxWarmup = 10'000'000;
inline constexpr int kMaxRepetitions = 1000;
inline constexpr std::uint32_t kMinPeerTimeoutMs = 100;
inline constexpr std::uint32_t kMaxPeerTimeoutMs = 600'000;
inline constexpr int kMaxParties = 64;
inline constexpr std::uint32_t kMaxGapUs = 10'000'000;
inline constexpr std::uint64_t kMaxStreamTotalBytes = 64ull << 30;
inline constexpr std::uint64_t kDefaultRoundSeed = 0x1BC1AB5EED;
inline constexpr double kMinPrecision = 0.001;
inline constexpr double kMaxPrecision = 0.5;
inline constexpr std::uint32_t kMaxTimeBudgetSeconds = 86'400;

struct Experiment {
    std::vector<std::string> mechanisms;  ///< Registry ids, e.g. "pipe", "tcp", "thread.mutex".
    Pattern pattern = Pattern::PingPong;
    std::vector<std::size_t> sizesBytes{64};  ///< Message (ping-pong) or chunk (stream) sizes.
    std::uint64_t iterations =
        10'000;  ///< Timed messages (ping-pong) or chunks (stream) per repetition.
    std::uint64_t warmup = 1'000;  ///< Untimed messages before each repetition.
    int repetitions = 7;
    Placement placement = Placement::Unpinned;
    std::uint32_t peerTimeoutMs = 5'000;  ///< A peer silent for this long fails the point.
    bool verifyPayload = false;  ///< Check every byte of every message (tests; costs time).
    /// Wait strategy for every mechanism; unset = each mechanism's own default (its first).
    std::optional<WaitStrategy> waitStrategy;
    int parties = 2;  ///< Lock pattern: threads or processes contending (1..64).
    LockLoop lockLoop = LockLoop::Counter;  ///< Lock pattern: what the loop does inside the lock.
    /// Paced pattern: the period of the send schedule, in µs. Message i of a repetition is due
    /// at repetition start + i * gap and sent then, or at once when a slow reply has put it
    /// behind schedule (open loop; core/src/run/paced_schedule.hpp). 0 = back to back.
    std::uint32_t gapUs = 1000;
    /// Keep the cores in use awake with a lowest-priority spinner while measuring, so that a
    /// blocking hand-off does not pay for waking an idle (virtual) CPU.
    bool keepCoresAwake = false;
    /// Stream: bytes to move per repetition, whatever the chunk size (iterations then is
    /// total / size, rounded up) - report 002's bulk transfer. 0 = use `iterations` chunks.
    std::uint64_t streamTotalBytes = 0;
    /// "HOST:PORT" of an `ipclab-peer --listen` on another host, container or namespace: the
    /// network mechanisms' points then run against it. Empty = the peer runs locally (spawned).
    std::string remotePeer;
    /// Settle: each point gets rounds until the 95% interval of its median is within
    /// ±precision (and it had minRounds), or until the run's time budget is spent; a point that
    /// did not settle says so (PointReliability::settled). Off: exactly `repetitions` rounds
    /// (the report presets, `--repetitions N`). Off by default in the struct so that saved
    /// experiments and tests keep their counts; the CLI's and GUI's default runs turn it on.
    bool settle = false;
    double precision = 0.05;                ///< Settle: relative half-width of the interval.
    int minRounds = 6;                      ///< Settle: six rounds give the first 95% interval.
    std::uint32_t timeBudgetSeconds = 120;  ///< Settle: no new round starts after this.
    /// Seed of the rounds' shuffled order (roundOrder); 0 = kDefaultRoundSeed. The order is a
    /// function of the seed alone, so a saved experiment repeats its run's order.
    std::uint64_t roundSeed = 0;
    /// Hold /dev/cpu_dma_latency open at 0 while measuring (Linux, root): the idle governor
    /// then polls instead of halting a CPU, so a wake-up costs only the mechanism.
    bool holdDmaLatency = false;
    /// Measure the first mechanism's points a second time, in the same rounds, after all the
    /// others (PointResult::selfComparison): "A vs A" shows this machine's noise floor.
    bool selfComparison = false;
    /// Explicit CPU pairs: when not empty, every mechanism and size is measured once per pair
    /// (one point each, all in the same interleaved rounds) with its parties pinned there, and
    /// `placement` is not used (a pair on one CPU is same-core, else cross-core). Not for the
    /// lock pattern, whose parties are not two.
    std::vector<CpuPair> cpuPairs;

    bool operator==(const Experiment&) const = default;
};

/// Timed chunks per repetition of a stream point of `sizeBytes`: streamTotalBytes / size
/// rounded up when a total is set, else `iterations`.
std::uint64_t chunksPerRepetition(const Experiment& experiment, std::size_t sizeBytes);

/// The sizes the experiment has points at: its sizes, or {0} for a pattern without one
/// (hasMessageSize).
std::vector<std::size_t> pointSizes(const Experiment& experiment);

/// How long one repetition of a point is: the untimed warm-up, then the timed messages (or lock
/// operations per party), and how many repetitions. Declared once for every side of a point.
struct PointCounts {
    std::uint64_t warmup = 0;
    std::uint64_t iterations = 1;
    int repetitions = 1;

    bool operator==(const PointCounts&) const = default;
};

/// One point as both parties run it, declared once: the measuring thread's spec
/// (detail::PatternSpec) and what a peer process is asked (PeerRequest) are this plus what
/// only they need; the lock parties take its counts (LockPartyRequest).
struct PointSpec : PointCounts {
    Pattern pattern = Pattern::PingPong;
    std::size_t sizeBytes = 64;
    bool verifyPayload = false;
    /// Paced: µs between intended sends (paced_schedule.hpp); 0 = back to back (ping-pong).
    std::uint32_t gapUs = 0;
    /// Count the parties' context switches, faults... around the point (the anatomy).
    bool countEvents = true;

    bool operator==(const PointSpec&) const = default;
};

/// The point of `experiment` at `sizeBytes` as one round runs it: one repetition (the next
/// round has a channel of its own), chunksPerRepetition timed messages, the gap for the paced
/// pattern only (elsewhere it would add a sleep).
PointSpec roundPointSpec(const Experiment& experiment, std::size_t sizeBytes, bool countEvents);

/// One problem with an Experiment: the field it is about and a sentence that gives the
/// allowed range, e.g. {"iterations", "iterations must be between 1 and 100000000 (got 0)"}.
struct ValidationError {
    std::string field;
    std::string message;  ///< English: english(text).
    Text text;            ///< The same sentence for a front end to translate.
};

/// Parses "64,4096", "1K,64K", "4..512K" (doubling from the first to the last, both included),
/// or a mix ("4..64,1M"). Suffixes K, M, G are powers of 1024 (KiB, MiB, GiB); an optional "B" or
/// "iB" after them is accepted. Result sorted, duplicates removed. InvalidArgument with the
/// offending item on bad input.
Expected<std::vector<std::size_t>> parseSizeList(std::string_view text);

/// "64 B", "4 KiB", "512 KiB", "1 MiB", "1.5 MiB".
std::string formatBytes(std::size_t bytes);

}  // namespace ipclab
