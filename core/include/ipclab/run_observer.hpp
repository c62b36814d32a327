#pragma once
/// How the runner reports to its caller (CLI, GUI worker, tests).
#include <cstddef>
#include <string>

#include "ipclab/result.hpp"

namespace ipclab {

struct RunProgress {
    std::size_t pointIndex = 0;   ///< 0-based index of the point being measured.
    std::size_t pointCount = 0;
    int repetition = 0;           ///< Repetitions finished in the current point.
    int repetitionCount = 0;
    std::string mechanism;
    std::size_t sizeBytes = 0;
    double fractionDone = 0;      ///< 0..1 over the whole run, by expected work.
    double elapsedSeconds = 0;
    double remainingSeconds = -1; ///< Estimate; -1 until one repetition has been measured.
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
    /// Each point as it finishes, successful or not.
    virtual void pointFinished(const PointResult& point) { (void)point; }
    virtual void runFinished(const RunResult& result) { (void)result; }
};

}  // namespace ipclab
