#pragma once
/// The rounds of a run: which point is measured when, when a point has had enough, and the
/// points' results gathered from their rounds (see round_schedule.hpp for the method).
#include <array>
#include <atomic>
#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "ipclab/experiment.hpp"
#include "ipclab/result.hpp"
#include "ipclab/round_schedule.hpp"
#include "ipclab/run_observer.hpp"
#include "run/point_run.hpp"

namespace ipclab::detail {

struct PointKey {
    std::string mechanism;
    std::size_t sizeBytes = 0;
    CpuPair cpus;  ///< Experiment::cpuPairs' pair, or unpinned (-1, -1): the placement decides.
};

/// The placement a point of `pair` runs with: same-core or cross-core for a pinned pair, else
/// the experiment's.
inline Placement placementOfPair(Placement placement, const CpuPair& pair) {
    if (!pair.pinned()) {
        return placement;
    }
    return pair.initiator == pair.responder ? Placement::SameCore : Placement::CrossCore;
}

/// One round of one point: what the scheduler gives to be measured next.
struct RoundTask {
    std::size_t index = 0;  ///< The point, as key(index) names it.
    int round = 0;
};

/// A pull loop, as google/benchmark's runner drives its benchmarks: the runner asks next() for
/// a round to measure and hands what it measured to record(), until next() gives nothing:
///
///     while (const auto task = scheduler.next()) {
///         scheduler.record(*task, measure(*task));
///     }
///
/// The scheduler decides the order (a fresh shuffle per round), when a point has had enough
/// (its fixed count, settled, failed), the time budget, and what a stop keeps.
class RoundScheduler {
  public:
    /// `experiment` must be valid. `cancel` is the run's stop: read before every round given.
    RoundScheduler(const Experiment& experiment, RunObserver& observer,
                   const std::atomic<bool>& cancel);

    std::size_t pointCount() const { return m_points.size(); }
    const PointKey& key(std::size_t index) const { return m_points[index].key; }
    /// Messages a point's peer receives in one round (warm-up and timed), for test faults.
    std::uint64_t messagesPerRound(const PointKey& key) const;
    /// A round that could not start (keep-awake or the remote peer unavailable).
    RoundOutcome failedRound(std::size_t index, PointFailure error) const;
    /// Progress of point `index`, which has `roundsDone` rounds (the current one included).
    void reportProgress(std::size_t index, int roundsDone);

    /// The next round to measure, its progress reported; nothing once every point settled,
    /// failed or ran its fixed count, the time budget is spent (settle) or the stop was set.
    /// Then every point measured has had its pointFinished(), and next() stays empty.
    std::optional<RoundTask> next();
    /// What measuring `task` (the round next() gave last) gave.
    void record(const RoundTask& task, RoundOutcome&& outcome);
    /// The points that were measured (or failed), in the experiment's order (mechanism, then
    /// size), each aggregated over its rounds.
    std::vector<PointResult> takePoints();

  private:
    struct PointState {
        PointKey key;
        PointResult point;
        std::vector<double> samplesNs;
        std::vector<double> openLoopSamplesNs;
        bool started = false;
        bool finished = false;
        bool failed = false;
        bool partial = false;
        double initiatorCpuSum = 0;
        int initiatorCpuRounds = 0;
        double responderCpuSum = 0;
        int responderCpuRounds = 0;
        std::int64_t preemptions = -1;
        // The anatomy: per counter, the sum of the rounds' per-message figures and how many
        // rounds had one (every round moves the same number of messages).
        MessageAnatomy::PerMessage initiatorCountSum{};
        MessageAnatomy::PerMessage responderCountSum{};
        std::array<int, platform::kThreadCounterCount> initiatorCountRounds{};
        std::array<int, platform::kThreadCounterCount> responderCountRounds{};
        std::vector<double> runnableThreads;    // one per round that looked
        std::vector<double> wallWithStartupNs;  // one per round that started a peer process
        CpuContention contention;               // its cpus and messages so far
    };

    void merge(PointState& state, RoundOutcome&& outcome);
    /// The point's figures over its rounds so far.
    PointResult aggregated(const PointState& state) const;
    void finish(PointState& state);
    /// A stop ended the point before its rounds were done: it keeps the rounds it completed
    /// (ok, partial) or, with none, fails "cancelled".
    static void keepWhatWasMeasured(PointState& state);
    double elapsedSeconds() const;
    /// Begins the next round (its order in m_order), or says that no round is left.
    bool startNextRound();
    /// The end of the run: what a stop keeps, and every point measured finished.
    void finishRun();

    const Experiment& m_experiment;
    RunObserver& m_observer;
    const std::atomic<bool>& m_cancel;
    const StoppingRule m_rule;
    std::vector<PointState> m_points;
    std::chrono::steady_clock::time_point m_start;
    int m_round = -1;                  ///< The round being given (-1 before the first).
    std::vector<std::size_t> m_order;  ///< That round's points, in the order they run.
    std::size_t m_nextInOrder = 0;
    bool m_cancelled = false;
    bool m_done = false;
};

}  // namespace ipclab::detail
