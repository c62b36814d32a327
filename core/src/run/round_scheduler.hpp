#pragma once
/// The rounds of a run: which point is measured when, when a point has had enough, and the
/// points' results gathered from their rounds (see round_schedule.hpp for the method).
#include <array>
#include <atomic>
#include <chrono>
#include <functional>
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

class RoundScheduler {
  public:
    /// `experiment` must be valid.
    RoundScheduler(const Experiment& experiment, RunObserver& observer);

    std::size_t pointCount() const { return m_points.size(); }
    const PointKey& key(std::size_t index) const { return m_points[index].key; }
    /// Messages a point's peer receives in one round (warm-up and timed), for test faults.
    std::uint64_t messagesPerRound(const PointKey& key) const;
    /// A round that could not start (keep-awake or the remote peer unavailable).
    RoundOutcome failedRound(std::size_t index, PointFailure error) const;
    /// Progress of point `index`, which has `roundsDone` rounds (the current one included).
    void reportProgress(std::size_t index, int roundsDone);

    /// Rounds until every point settled, failed or ran its fixed count, the time budget is
    /// spent (settle) or `cancel` is set. `measure(index, round)` measures one point's round.
    void run(const std::function<RoundOutcome(std::size_t, int)>& measure,
             const std::atomic<bool>& cancel);
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

    const Experiment& m_experiment;
    RunObserver& m_observer;
    const StoppingRule m_rule;
    std::vector<PointState> m_points;
    std::chrono::steady_clock::time_point m_start;
};

}  // namespace ipclab::detail
