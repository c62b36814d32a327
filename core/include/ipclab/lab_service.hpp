#pragma once
/// The application service: what both front ends (ipclab-cli and the ipclab window) ask of
/// core, in one place - start-up housekeeping, running an experiment that a StopToken
/// can cancel, and the estimate of its run time. A front end turns its own input (options,
/// a form) into an Experiment, calls this, and renders what comes back.
#include <string>
#include <vector>

#include "ipclab/experiment.hpp"
#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/names.hpp"
#include "ipclab/result.hpp"
#include "ipclab/run_observer.hpp"
#include "ipclab/runner.hpp"
#include "ipclab/stop.hpp"

namespace ipclab {

/// What start-up housekeeping did.
struct StartupReport {
    /// Objects that runs killed by kill -9, the OOM killer or a crash left behind, now removed.
    platform::ReclaimReport reclaimed;
};

class LabService {
  public:
    explicit LabService(RunnerOptions options = {});

    /// Once per front-end process, before its first run: removes what killed runs left
    /// (shared memory, semaphores, queues, socket files and folders whose owner is gone).
    static StartupReport startUp();

    /// Validates and measures `experiment`, blocking the calling thread. A stop requested on
    /// `stop` before or during the run (from any thread) makes it return within a second with
    /// what was measured and RunResult::cancelled set. `remoteToken` is the shared secret of
    /// Experiment::remotePeer (handed to the runner only, never stored). An invalid experiment
    /// runs nothing: no points, and `refused` (if given) receives every problem validate()
    /// finds, each with its field and its sentence as a Text for the front end to translate.
    RunResult run(const Experiment& experiment, RunObserver& observer, StopToken stop,
                  const std::string& remoteToken = {},
                  std::vector<ValidationError>* refused = nullptr) const;
    /// Rough wall time of `experiment` in seconds on a typical machine: per point start-up
    /// plus messages x a per-mechanism-family cost. Not a promise.
    static double estimateSeconds(const Experiment& experiment);

    /// Whether this OS pins a thread to a CPU, which the same-core and cross-core placements
    /// need: how ("sched_setaffinity"), or why not (macOS: affinity is only a hint).
    static platform::Capability cpuPinning();
    /// The mechanisms this service runs (the options' registry, else the built-in one): what
    /// a front end validates against to show the same problems run() refuses for.
    const MechanismRegistry& registry() const;

  private:
    RunnerOptions m_options;
};

/// Why keep-awake by the idle-latency limit (Experiment::holdDmaLatency) cannot be had by this
/// process, or "" when it can: tried now (Linux: root only; other systems have no such limit).
std::string idleLatencyHoldUnavailableReason();

}  // namespace ipclab
