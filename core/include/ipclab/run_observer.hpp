#pragma once
/// How the runner reports to its caller (CLI, GUI worker, tests).
#include <cstddef>
#include <string>

#include "ipclab/result.hpp"

namespace ipclab {

struct RunProgress {
    std::size_t pointIndex = 0;  ///< 0-based index of the point being measured.
    std::size_t pointCount = 0;
    int repetition = 0;       ///< Rounds finished by the point being measured.
    int repetitionCount = 0;  ///< Its fixed rounds, or (settle) its minimum rounds.
    std::string mechanism;
    std::size_t sizeBytes = 0;
    double fractionDone = 0;  ///< 0..1 over the whole run, by expected work.
    double elapsedSeconds = 0;
    double remainingSeconds = -1;  ///< Estimate; -1 until one repetition has been measured.
};

/// Called on the runner's thread, never from inside a timed region. Implementations must be
/// quick (copy and post elsewhere); a GUI forwards these as queued signals.
class RunObserver {
  public:
    virtual ~RunObserver() = default;
    virtual void runStarted(const Experiment& experiment, std::size_t pointCount) {
        (void)experiment;
        (void)pointCount;
    }
    /// After each repetition and each point.
    virtual void progress(const RunProgress& progress) { (void)progress; }
    /// Each point as it finishes (settled, its fixed rounds done, failed, or the run ended),
    /// successful or not. With rounds, most points finish near the end of the run.
    virtual void pointFinished(const PointResult& point) { (void)point; }
    /// After each round of a point that goes on: its figures over the rounds so far, so a
    /// front end can draw points while they settle.
    virtual void pointUpdated(const PointResult& point) { (void)point; }
    virtual void runFinished(const RunResult& result) { (void)result; }
};

}  // namespace ipclab
