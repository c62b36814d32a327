#pragma once
/// The run-time estimate, learnt from the runs this app has measured: core's estimateSeconds()
/// assumes a quiet 2-vCPU machine, and on a busy one it was 2-3x low. Each successful point of
/// the recent runs in the history is timed (its rounds' wall time, or a peer's whole life) and
/// set against what estimateSeconds() says of that one point; the ratio, per mechanism where the
/// history has it and else over every point, scales the estimate of the next experiment. Plain
/// functions over RunRecords; any thread.
#include <map>
#include <string>
#include <vector>

#include "gui/run_record.hpp"
#include "ipclab/experiment.hpp"

namespace ipclab::app {

struct LearnedPace {
    /// Measured over estimated seconds, by mechanism id.
    std::map<std::string, double> perMechanism;
    /// Measured over estimated seconds over every point learnt from.
    double overall = 1.0;
    /// Points learnt from; 0: nothing learnt, core's estimate stands.
    int points = 0;
};

/// Learns from the newest `lastRuns` runs of `runs` (oldest first, as RunHistory keeps them).
/// Failed and cancelled points are left out.
LearnedPace learnPace(const std::vector<RunRecord>& runs, int lastRuns = 10);

/// The wall time `point` of `run` took, in seconds: a peer process's life when it had one,
/// else its rounds' timed parts with the untimed warm-up added in proportion; 0 when unknown.
double measuredPointSeconds(const RunResult& run, const PointResult& point);

/// estimateSeconds() of `experiment`, each mechanism's part scaled by its learnt ratio (the
/// overall one for a mechanism never measured).
double learnedEstimateSeconds(const Experiment& experiment, const LearnedPace& pace);

}  // namespace ipclab::app
