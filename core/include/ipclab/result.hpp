#pragma once
/// Results of a run: per point, per repetition, with the machine and the configuration.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "ipclab/experiment.hpp"
#include "ipclab/statistics.hpp"
#include "ipclab/system_info.hpp"

namespace ipclab {

/// One repetition of one point.
struct RepetitionResult {
    int index = 0;
    /// Ping-pong: one-way latency (round trip / 2) of each timed message, in ns.
    Summary latencyNs;
    /// Stream: payload bytes and messages per second over the timed chunks (acknowledged).
    double bytesPerSecond = 0;
    double messagesPerSecond = 0;
    double elapsedNs = 0;  ///< Wall time of the timed part of this repetition.
    /// Lock pattern: mean ns per acquire + release, over all parties (elapsedNs / operations).
    double nsPerOperation = 0;
    std::uint64_t lostMessages = 0;  ///< Lossy mechanisms: messages that never arrived.

    bool operator==(const RepetitionResult&) const = default;
};

struct Throughput {
    double bytesPerSecond = 0;     ///< Mean over repetitions.
    double messagesPerSecond = 0;  ///< Mean over repetitions.
    double ci95Low = 0;            ///< 95% CI of bytes/s over repetitions (Student's t).
    double ci95High = 0;

    bool operator==(const Throughput&) const = default;
};

/// One mechanism x pattern x placement x size.
struct PointResult {
    std::string mechanism;
    Pattern pattern = Pattern::PingPong;
    Placement placement = Placement::Unpinned;
    std::size_t sizeBytes = 0;
    bool ok = false;
    std::string error;  ///< Why the point failed (empty when ok). Repetitions done before stay.
    std::vector<RepetitionResult> repetitions;
    /// Ping-pong and paced: distribution of all timed samples of all repetitions pooled
    /// (one-way, ns). Lock and one-sided: distribution of the repetitions' ns per operation.
    Summary latencyNs;
    /// 95% CI of the repetitions' medians (ns per operation for lock / one-sided), Student's t.
    ConfidenceInterval latencyCi95;
    /// Ping-pong and paced: log-binned histogram of all timed samples pooled (one-way ns,
    /// logHistogram with 20 bins per decade); empty for the other patterns.
    Histogram latencyHistogram;
    /// Stream only.
    Throughput throughput;
    /// The wait strategy the point ran with (the mechanism's default unless one was asked for).
    WaitStrategy waitStrategy = WaitStrategy::Block;
    /// Lossy mechanisms: messages lost over all repetitions.
    std::uint64_t lostMessages = 0;
    /// CPU time (user + system) per message of the measuring party and of the responding party
    /// (thread or whole peer process), ns; -1 where it could not be measured. Beside latency,
    /// so that "fastest" and "burns a core spinning" are seen together.
    double initiatorCpuNsPerMessage = -1;
    double responderCpuNsPerMessage = -1;
    /// Cross-process points: wall time from starting the peer process until it was reaped,
    /// set-up and every repetition included - what `time` would report (report 002's method).
    /// 0 for in-process points.
    double wallNsWithStartup = 0;

    bool operator==(const PointResult&) const = default;
};

struct RunResult {
    static constexpr int kSchemaVersion = 1;
    SystemInfo machine;
    /// The remote peer's machine (Experiment::remotePeer); default-constructed when the peer
    /// ran locally.
    SystemInfo peerMachine;
    Experiment experiment;
    std::vector<PointResult> points;
    bool cancelled = false;

    bool operator==(const RunResult&) const = default;
    /// True when every point succeeded and the run was not cancelled.
    bool allOk() const;
};

/// Fills a point's aggregate figures (latencyNs, latencyCi95 / throughput) from pooled samples
/// and its repetitions.
void aggregatePoint(PointResult& point, std::span<const double> pooledLatencySamplesNs);

}  // namespace ipclab
