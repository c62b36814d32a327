#pragma once
/// Results of a run: per point, per repetition, with the machine and the configuration.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ipclab/experiment.hpp"
#include "ipclab/platform/thread_counters.hpp"
#include "ipclab/round_schedule.hpp"
#include "ipclab/statistics.hpp"
#include "ipclab/system_info.hpp"
#include "ipclab/text.hpp"

namespace ipclab {

/// One repetition of one point.
struct RepetitionResult {
    int index = 0;
    /// Ping-pong: one-way latency (round trip / 2) of each timed message, in ns.
    Summary latencyNs;
    /// Paced only (else count 0): each timed message's round trip from its intended send time
    /// (reply arrival - intended send, not halved), in ns. See OpenLoopLatency.
    Summary openLoopRoundTripNs;
    /// Stream: payload bytes and messages per second over the timed chunks (acknowledged).
    double bytesPerSecond = 0;
    double messagesPerSecond = 0;
    double elapsedNs = 0;  ///< Wall time of the timed part of this repetition.
    /// Lock pattern: mean ns per acquire + release, over all parties (elapsedNs / operations).
    double nsPerOperation = 0;
    std::uint64_t lostMessages = 0;  ///< Lossy mechanisms: messages that never arrived.
    /// Cross-core spinning ping-pong (boundedByFloor): the hardware's floor, one cache line
    /// one-way in ns, measured on the same two CPUs just before this round (FloorRound; points
    /// measured within a second of each other share one); 0 when not measured.
    double floorNs = 0;

    bool operator==(const RepetitionResult&) const = default;
};

struct Throughput {
    double bytesPerSecond = 0;     ///< Median over the rounds (repetitions).
    double messagesPerSecond = 0;  ///< Median over the rounds.
    /// 95% interval of the median bytes/s over the rounds (medianInterval: order statistics,
    /// distribution-free); the same figures as PointResult::reliability.medianCi95.
    double ci95Low = 0;
    double ci95High = 0;

    bool operator==(const Throughput&) const = default;
};

/// Paced pattern only: latency from each message's *intended* send time, measured open loop as
/// wrk2 does. Message i of a repetition is due at repetition start + i * gap (the gap is the
/// period of the schedule, core/src/run/paced_schedule.hpp); the initiator sends it then, or at
/// once when a slow reply has put it behind schedule. Each sample is reply arrival - intended send
/// time: a whole round trip, NOT halved, so compare it with 2 * the one-way figure. It is never
/// below the same message's round trip; the difference is the time the message waited for its
/// turn (behind a slow reply, or the initiator's own late wake-up from its sleep), which the
/// raw figure, timed from the actual send, leaves out (coordinated omission).
struct OpenLoopLatency {
    /// All timed samples of all rounds pooled, ns. count 0: not measured (not paced, gap 0, or
    /// a file written before this figure existed).
    Summary roundTripNs;
    /// 95% interval of the median over the rounds' open-loop medians: medianInterval, as
    /// PointReliability::medianCi95 is for the raw figure.
    MedianInterval medianCi95;

    bool operator==(const OpenLoopLatency&) const = default;
};

/// How sure a point's figure is, and what its distribution looks like. The interval, the rounds
/// and `settled` are over the rounds' values: latency medians (ping-pong, paced), ns per
/// operation (lock, one-sided) or bytes/s (stream). Modes, outliers and the autocorrelation are
/// over every timed sample where there are samples (ping-pong, paced), else over the rounds.
struct PointReliability {
    MedianInterval medianCi95;
    int rounds = 0;
    /// The interval is within ±precision of the median (the run's StoppingRule), whether the
    /// run stopped on it (settle mode) or had a fixed number of repetitions.
    bool settled = false;
    ModeAnalysis modes;
    OutlierCounts outliers;
    double autocorrelation = 0;  ///< lagOneAutocorrelation of consecutive samples (per round).
    /// firstRoundRatio of the rounds' values (a rate is inverted first, so > 1 is slower).
    double firstRoundRatio = 0;

    bool operator==(const PointReliability&) const = default;
    bool slowFirstRound() const { return firstRoundRatio >= kSlowFirstRoundRatio; }
};

/// How busy the machine's CPUs were while a point ran, looked at outside the timed spans (see
/// oversubscription.hpp for what is concluded from it).
struct CpuContention {
    /// Threads running or ready to run on the whole machine (platform::runnableThreads), the
    /// point's own parties included and keep-awake spinners left out: the median over the
    /// rounds of each round's mean of a look before and after it. -1 where unknown (not Linux,
    /// a file written before it was recorded, the lock pattern).
    double runnableThreads = -1;
    int logicalCpus = 0;  ///< Logical CPUs of the machine; 0 where not looked at.
    /// Messages the measuring party moved (warm-up included) while initiatorPreemptions were
    /// counted; 0 where unknown.
    std::uint64_t messages = 0;

    bool operator==(const CpuContention&) const = default;
};

/// Why a point failed, as a front end tells them apart (a Stop is no failure of the mechanism).
enum class FailureKind : std::uint8_t {
    None,            ///< The point succeeded.
    Cancelled,       ///< Stopped on request (Stop, Ctrl+C) before it finished.
    PeerTimeout,     ///< The peer did not connect or answer in time (Experiment::peerTimeoutMs).
    PeerDied,        ///< The peer process ended or closed the channel.
    OpenFailed,      ///< The mechanism's channel could not be opened.
    SetupFailed,     ///< Placement, keep-awake or warm-up could not be set up.
    RemotePeer,      ///< The remote peer was unreachable or refused the run.
    MechanismError,  ///< The mechanism failed while measuring.
};

/// "cancelled", "peer_timeout", "peer_died", "open_failed", "setup_failed", "remote_peer",
/// "mechanism_error" ("" for None): the run file's error_kind.
std::string_view toString(FailureKind kind) noexcept;
std::optional<FailureKind> parseFailureKind(std::string_view text) noexcept;
/// The kind a platform error code means for a point (Timeout: PeerTimeout, Closed: PeerDied,
/// Cancelled, otherwise MechanismError).
FailureKind failureKind(platform::ErrorCode code) noexcept;
/// The kind of an English failure text of a run file written before error_kind existed.
FailureKind failureKindOfEnglish(std::string_view english) noexcept;

/// A point's failure: its kind and what to tell the user.
struct PointFailure {
    FailureKind kind = FailureKind::None;
    Text message;

    PointFailure() = default;
    PointFailure(FailureKind kind, Text message) : kind(kind), message(std::move(message)) {}
    /// The kind follows the error's code; its text (or, without one, its message) is kept.
    static PointFailure from(const platform::Error& error);
    static PointFailure cancelled();

    bool empty() const { return kind == FailureKind::None; }
    bool isCancelled() const { return kind == FailureKind::Cancelled; }
    std::string english() const { return ipclab::english(message); }
    bool operator==(const PointFailure&) const = default;
};

/// The anatomy of a message: what the OS counted for each party (platform::ThreadCounters, in
/// its order: switches, migrations, faults, CPU time, hardware events) over the point's rounds,
/// per message moved (warm-up included). Read before and after each round, outside the timed
/// spans. -1 where not counted (the OS or CPU does not count it, the point has no responder,
/// a file written before it was recorded).
struct MessageAnatomy {
    using PerMessage = std::array<double, platform::kThreadCounterCount>;
    static PerMessage unknown() {
        PerMessage values;
        values.fill(-1.0);
        return values;
    }
    PerMessage initiator = unknown();
    PerMessage responder = unknown();
    /// "cycles: <why>" for each counter this machine could not count.
    std::vector<std::string> unavailable;

    double initiatorCount(platform::ThreadCounter c) const {
        return initiator[static_cast<std::size_t>(c)];
    }
    double responderCount(platform::ThreadCounter c) const {
        return responder[static_cast<std::size_t>(c)];
    }
    /// Any count at all: on Windows the switches are unknown while the CPU time and cycles are
    /// counted, so the first counter alone does not tell.
    bool measured() const {
        const auto known = [](double value) { return value >= 0; };
        return std::any_of(initiator.begin(), initiator.end(), known) ||
               std::any_of(responder.begin(), responder.end(), known);
    }
    bool operator==(const MessageAnatomy&) const = default;
};

/// One mechanism x pattern x placement x size.
struct PointResult {
    std::string mechanism;
    Pattern pattern = Pattern::PingPong;
    Placement placement = Placement::Unpinned;
    std::size_t sizeBytes = 0;
    /// The CPUs the parties were pinned to when the experiment named pairs
    /// (Experiment::cpuPairs); -1, -1 otherwise (the placement chose).
    CpuPair cpus;
    bool ok = false;
    PointFailure error;  ///< Why the point failed (None when ok). Repetitions done before stay.
    /// The run was stopped before this point had all its rounds: its figures (ok) are over the
    /// rounds it completed, at least one. A point stopped before any round is not ok
    /// (FailureKind::Cancelled).
    bool partial = false;
    std::vector<RepetitionResult> repetitions;
    /// Ping-pong and paced: distribution of all timed samples of all repetitions pooled
    /// (one-way, ns). Lock and one-sided: distribution of the repetitions' ns per operation.
    Summary latencyNs;
    /// 95% interval of the median over the rounds' medians (ns per operation for lock /
    /// one-sided): low and high are reliability.medianCi95's (distribution-free, never below
    /// zero), `mean` holds that median and `count` the rounds. Kept in this shape because every
    /// front end reads it.
    ConfidenceInterval latencyCi95;
    /// Ping-pong and paced: log-binned histogram of all timed samples pooled (one-way ns,
    /// logHistogram with 20 bins per decade); empty for the other patterns.
    Histogram latencyHistogram;
    /// Paced only: round trip from the intended send time (open loop).
    OpenLoopLatency openLoop;
    /// Stream only.
    Throughput throughput;
    /// How far the figures can be trusted and what the samples look like.
    PointReliability reliability;
    /// The second measurement of the first mechanism (Experiment::selfComparison).
    bool selfComparison = false;
    /// Times the measuring party was preempted (involuntary context switches) over all rounds;
    /// -1 where the OS does not count them per thread. A spinning party preempted about once a
    /// round or more shares its CPU with other work: the machine is oversubscribed.
    std::int64_t initiatorPreemptions = -1;
    /// Other work competing for the CPUs during the point (oversubscription.hpp judges it).
    CpuContention contention;
    /// The wait strategy the point ran with (the mechanism's default unless one was asked for).
    WaitStrategy waitStrategy = WaitStrategy::Block;
    /// Lossy mechanisms: messages lost over all repetitions.
    std::uint64_t lostMessages = 0;
    /// CPU time (user + system) per message of the measuring party and of the responding party
    /// (thread or whole peer process), ns; -1 where it could not be measured. Beside latency,
    /// so that "fastest" and "burns a core spinning" are seen together. Ping-pong counts each
    /// side over the timed messages only (each repetition from its first timed send to its last
    /// reply; warm-up, set-up and the gaps between repetitions left out), so a spinning side's
    /// figure is at most the mean round trip; other patterns count each side's whole round.
    double initiatorCpuNsPerMessage = -1;
    double responderCpuNsPerMessage = -1;
    /// Cross-process points: the median over the repetitions of each one's wall time from
    /// starting its peer process until it was reaped, set-up included - what `time` reports for
    /// one run of a program (report 002's method; every repetition starts its own peer). JSON
    /// and CSV "wall_with_startup_median_ns". 0 for in-process points.
    double wallWithStartupMedianNs = 0;
    /// Per message, what the OS counted for each party (see MessageAnatomy).
    MessageAnatomy anatomy;

    bool operator==(const PointResult&) const = default;
};

struct RunResult {
    /// 2: rounds (median_ci95, rounds, settled, modes, outliers, autocorrelation), the order-
    /// statistic interval in ci95_low / ci95_high, settle settings, keep-awake method.
    /// 3: one figure and one interval per block: latency_ns / throughput / open_loop_rtt_ns
    /// start with unit, median_of_rounds, ci95 [low, high], ci95_coverage, rounds; the pooled
    /// samples' statistics move under "samples" (resources/schema/results.schema.json).
    static constexpr int kSchemaVersion = 3;
    SystemInfo machine;
    /// The remote peer's machine (Experiment::remotePeer); default-constructed when the peer
    /// ran locally.
    SystemInfo peerMachine;
    Experiment experiment;
    std::vector<PointResult> points;
    bool cancelled = false;
    /// Keep-awake by idle-latency limit (Experiment::holdDmaLatency): what was held, or why it
    /// could not be (then every point failed with that reason). Empty when not asked for.
    std::string keepAwakeNote;
    /// The command that measured this run, as typed: ipclab-cli's arguments quoted as a shell
    /// reads them, or for the GUI the ipclab-cli command that measures the same experiment.
    /// Recorded when the run is made (the lab report's "how to reproduce"); empty in files
    /// written before it was.
    std::string commandLine;

    bool operator==(const RunResult&) const = default;
    /// True when every point succeeded and the run was not cancelled.
    bool allOk() const;
};

/// True when the point's figure has an interval: two rounds or more. One round gives a median
/// and nothing to judge its spread by; every front end then shows "—" and says why, never an
/// interval [x, x].
bool hasInterval(const PointResult& point);

/// The points the hardware's floor bounds: ping-pong hand-offs between two spinning parties on
/// two different CPUs. A blocking hand-off pays for a wake-up, and a same-core one for a
/// context switch, that the floor does not hold: against them it says nothing.
bool boundedByFloor(const PointResult& point);

/// The point against the floor, paired per round: each round's median one-way over the floor
/// measured just before that round (RepetitionResult::floorNs), and the median of these ratios
/// with its 95% interval (medianInterval). count 0 when no round had a floor. It is not the
/// quotient of the point's median and the run's floor: a floor that moved during the run (a
/// virtual machine's CPUs moved by the host) moves each round's ratio less than either figure.
MedianInterval floorRatio(const PointResult& point);

/// Fills a point's aggregate figures (latencyNs, latencyCi95 / throughput, reliability) from
/// its repetitions (one per round) and, for ping-pong and paced, its samples in the order
/// taken. `rule` decides `settled`. Paced: `pooledOpenLoopRoundTripNs` (every timed sample of
/// every round) and the repetitions' openLoopRoundTripNs medians give `openLoop`; it stays
/// empty when there are none.
void aggregatePoint(PointResult& point, std::span<const double> pooledLatencySamplesNs,
                    const StoppingRule& rule = {},
                    std::span<const double> pooledOpenLoopRoundTripNs = {});

/// The value a point's rounds are judged by: a repetition's median latency (ping-pong,
/// paced), bytes/s (stream) or ns per operation (lock, one-sided). One per repetition.
std::vector<double> roundValues(const PointResult& point);

/// The figure every front end shows beside a point's 95% interval (tables, charts, bar labels,
/// CSV's point_median_of_rounds, JSON's shown_estimator): the median of the rounds' values,
/// the estimator the interval is of, so the figure always lies inside its interval. The pooled
/// median of all samples (latencyNs.median) describes the distribution and is not this figure:
/// when rounds differ in length or level the two part. Latency and ns per operation in ns,
/// throughput in bytes/s. A file without rounds (count 0) falls back to the pooled figure.
double shownCentre(const PointResult& point);

/// A point's figure as every front end shows it: shownCentre and the 95% interval of that same
/// estimator, in its unit (ns, or bytes/s for a stream). The one place that knows where a
/// pattern keeps them (a stream in `throughput`, the others in `latencyCi95`), so that no
/// table, chart, CSV or JSON writer pairs a centre with another figure's interval.
struct ShownFigure {
    double centre = 0;
    double low = 0;            ///< Meaningful only when hasInterval.
    double high = 0;           ///< Meaningful only when hasInterval.
    bool hasInterval = false;  ///< hasInterval(point): two rounds or more.

    bool operator==(const ShownFigure&) const = default;
};
ShownFigure shownFigure(const PointResult& point);

/// The same for a paced point's open-loop round trip (ns).
double shownOpenLoopCentre(const OpenLoopLatency& openLoop);

/// The estimator shownCentre is, as the JSON and the docs name it.
inline constexpr const char* kShownEstimator = "median_of_rounds";

}  // namespace ipclab
