#pragma once
/// Runs an experiment point by point.
#include <atomic>
#include <string>

#include "ipclab/mechanism_registry.hpp"
#include "ipclab/result.hpp"
#include "ipclab/run_observer.hpp"
#include "ipclab/runner_options.hpp"

namespace ipclab {

/// Measures each point (mechanism x size) of an experiment in turn: the measuring party on a
/// fresh worker thread, the responding party on a second thread (in-process mechanisms) or in an
/// ipclab-peer child process (cross-process), pinned as the placement asks. A watchdog ends a
/// point whose peer dies or stays silent longer than the experiment's peer timeout; the run
/// goes on with the next point. run() blocks; cancel() may be called from any thread and makes
/// run() return within a second, with every child process reaped.
class Runner {
  public:
    explicit Runner(RunnerOptions options = {});

    /// Validates, then runs. Invalid experiments run nothing: the result has no points and
    /// `error` (if given) receives the validation messages joined by newlines.
    RunResult run(const Experiment& experiment, RunObserver& observer,
                  std::string* error = nullptr);
    /// Thread-safe; idempotent. Takes effect in the current or next run() call.
    void cancel() noexcept;
    /// Clears a previous cancel so the Runner can run again.
    void reset() noexcept;

    const MechanismRegistry& registry() const { return *m_options.registry; }

  private:
    RunnerOptions m_options;
    std::atomic<bool> m_cancelRequested{false};
};

/// Path of ipclab-peer beside the running executable.
std::string defaultPeerExecutable();

}  // namespace ipclab
