#include "ipclab/runner.hpp"

#include <algorithm>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "ipclab/hardware_floor.hpp"
#include "ipclab/platform/process.hpp"
#include "ipclab/validation.hpp"
#include "remote/remote_session.hpp"
#include "run/core_warmer.hpp"
#include "run/keep_awake_hold.hpp"
#include "run/lock_pattern.hpp"
#include "run/point_run.hpp"
#include "run/round_scheduler.hpp"

namespace ipclab {

namespace {

using std::chrono::milliseconds;

std::string joinValidationErrors(const std::vector<ValidationError>& errors) {
    std::string text;
    for (const auto& error : errors) {
        if (!text.empty()) {
            text += '\n';
        }
        text += error.message;
    }
    return text;
}

/// A remote peer's one control connection for the whole run, or why it cannot be had (every
/// point then fails with the reason, at once). Neither when the peer is local.
struct RemotePeer {
    std::unique_ptr<remote::RemoteSession> session;
    PointFailure error;
};

RemotePeer connectRemotePeer(const Experiment& experiment, const RunnerOptions& options,
                             const std::atomic<bool>& cancel) {
    RemotePeer peer;
    if (experiment.remotePeer.empty()) {
        return peer;
    }
    auto session = remote::RemoteSession::connect(experiment.remotePeer, options.remoteToken,
                                                  milliseconds(experiment.peerTimeoutMs), cancel);
    if (session) {
        peer.session = std::move(session.value());
    } else {
        peer.error = {session.error().code == ErrorCode::Cancelled ? FailureKind::Cancelled
                                                                   : FailureKind::RemotePeer,
                      errorText(session.error())};
    }
    return peer;
}

}  // namespace

std::string defaultPeerExecutable() {
    return platform::currentExecutableDirectory() + "/" +
           platform::executableFileName("ipclab-peer");
}

Runner::Runner(RunnerOptions options) : m_options(std::move(options)) {
    if (m_options.registry == nullptr) {
        m_options.registry = &MechanismRegistry::builtin();
    }
    if (m_options.peerExecutable.empty()) {
        m_options.peerExecutable = defaultPeerExecutable();
    }
}

void Runner::cancel() noexcept {
    m_cancelRequested.store(true);
}

void Runner::reset() noexcept {
    m_cancelRequested.store(false);
}

namespace {

// The hardware's floor, a round just before each round of a cross-core spinning point, on the
// same two CPUs: the floor of the same minutes as the point's figures (a virtual machine's
// floor moves as the host moves its CPUs). The run's figure is over the rounds on the first
// pair measured.
class FloorRounds {
  public:
    /// The floor for the round about to run (0: the point is not one the floor bounds).
    double before(const detail::PointKey& key, const Experiment& experiment,
                  const Experiment& pointExperiment, const Mechanism& mechanism, bool remote) {
        const WaitStrategy wait =
            experiment.waitStrategy.value_or(mechanism.info().waitStrategies.front());
        if (experiment.pattern != Pattern::PingPong || remote ||
            pointExperiment.placement != Placement::CrossCore || wait != WaitStrategy::Spin) {
            return 0;
        }
        const auto cpus = key.cpus.pinned()
                              ? std::optional{std::pair{key.cpus.initiator, key.cpus.responder}}
                              : floorCpus();
        if (!cpus || cpus->first == cpus->second) {
            return 0;
        }
        // Points measured back to back share a floor round of the last second: the same
        // minutes still, at a few ms per round instead of one per point.
        const auto now = std::chrono::steady_clock::now();
        if (m_last && m_last->cpus == *cpus && now - m_last->at < std::chrono::seconds(1)) {
            return m_last->lineNs;
        }
        const FloorRound floor = measureFloorRound(cpus->first, cpus->second);
        if (!m_pair) {
            m_pair = cpus;
        }
        if (*m_pair == *cpus) {
            m_rounds.push_back(floor);
        }
        const double lineNs = floor.measured() ? floor.lineNs : 0;
        m_last = Last{*cpus, std::chrono::steady_clock::now(), lineNs};
        return lineNs;
    }

    /// The run's floor, in the machine record, when any round measured one.
    void describe(SystemInfo& machine) const {
        if (m_pair) {
            machine.hardwareFloor = floorOfRounds(m_pair->first, m_pair->second, m_rounds);
        }
    }

  private:
    struct Last {
        std::pair<int, int> cpus;
        std::chrono::steady_clock::time_point at;
        double lineNs = 0;
    };
    std::vector<FloorRound> m_rounds;
    std::optional<std::pair<int, int>> m_pair;
    std::optional<Last> m_last;
};

// What the round learnt beside its figures: the floor measured just before it, and how many
// threads competed for the CPUs. The keep-awake spinners (SCHED_IDLE) are runnable but give way
// to any other thread: they do not compete with the point's parties.
void noteRound(PointResult& point, double floorNs, std::size_t spinners) {
    for (RepetitionResult& repetition : point.repetitions) {
        repetition.floorNs = floorNs;
    }
    double& runnable = point.contention.runnableThreads;
    if (runnable >= 0) {
        runnable = std::max(runnable - static_cast<double>(spinners), 0.0);
    }
}

/// What the rounds of one run share - the remote peer's connection, the keep-awake hold, the
/// floor's rounds - and the one way this run measures a round, chosen once for the run: the
/// lock pattern's parties taking turns at a lock, or messages through a channel.
class RunRounds {
  public:
    RunRounds(const Experiment& experiment, const RunnerOptions& options,
              const std::atomic<bool>& cancel)
        : m_experiment(experiment),
          m_options(options),
          m_cancel(cancel),
          m_remote(connectRemotePeer(experiment, options, cancel)),
          m_keepAwake(experiment.holdDmaLatency),
          m_measure(experiment.pattern == Pattern::Lock ? &RunRounds::lockRound
                                                        : &RunRounds::messageRound) {}

    const remote::RemoteSession* remoteSession() const { return m_remote.session.get(); }

    /// Measures `task`: its point's experiment, the CPUs kept awake, the floor before it.
    detail::RoundOutcome measure(detail::RoundScheduler& scheduler, const detail::RoundTask& task) {
        if (!m_keepAwake.ok()) {
            return scheduler.failedRound(task.index,
                                         {FailureKind::SetupFailed, m_keepAwake.error()});
        }
        if (!m_remote.error.empty()) {
            return scheduler.failedRound(task.index, m_remote.error);
        }
        const detail::PointKey& key = scheduler.key(task.index);
        Round round{*m_options.registry->find(key.mechanism), m_experiment, key, task.round,
                    [&](int) { scheduler.reportProgress(task.index, task.round + 1); }};
        round.experiment.placement = placementFor(m_experiment, round.mechanism.info());
        if (key.cpus.pinned()) {
            round.experiment.placement = detail::placementOfPair(m_experiment.placement, key.cpus);
            round.experiment.cpuPairs = {key.cpus};
        }
        round.floorNs = m_floors.before(key, m_experiment, round.experiment, round.mechanism,
                                        m_remote.session != nullptr);
        detail::CoreWarmer warmer;
        if (m_experiment.keepCoresAwake) {
            const std::vector<int> cpus =
                key.cpus.pinned() ? std::vector<int>{key.cpus.initiator, key.cpus.responder}
                                  : detail::CoreWarmer::cpusFor(round.experiment.placement);
            if (auto warm = warmer.start(cpus); !warm) {
                return scheduler.failedRound(task.index,
                                             {FailureKind::SetupFailed, errorText(warm.error())});
            }
        }
        round.spinners = warmer.spinners();
        round.messagesBefore =
            scheduler.messagesPerRound(key) * static_cast<std::uint64_t>(task.round);
        return (this->*m_measure)(round);
    }

    /// What the run learnt beside its points: the floor, the keep-awake hold.
    void describe(RunResult& result) const {
        m_floors.describe(result.machine);
        result.keepAwakeNote = m_keepAwake.describe();
    }

  private:
    /// One round of one point, as it runs: the experiment with Placement::Auto resolved for
    /// its mechanism (and a pinned pair's CPUs), the floor measured before it, the keep-awake
    /// spinners beside it.
    struct Round {
        Mechanism& mechanism;
        Experiment experiment;
        const detail::PointKey& key;
        int index = 0;
        std::function<void(int)> repetitionDone;
        double floorNs = 0;
        std::size_t spinners = 0;
        /// Messages the point's peer received in its earlier rounds (where a test fault fires).
        std::uint64_t messagesBefore = 0;
    };

    detail::RoundOutcome messageRound(const Round& round) {
        RunnerOptions options = m_options;
        options.peerFault = detail::faultForRound(m_options.peerFault, round.messagesBefore);
        detail::RoundOutcome outcome = detail::runPointRound(
            round.mechanism, round.experiment, round.key.sizeBytes, round.index, options, m_cancel,
            m_remote.session.get(), round.repetitionDone);
        noteRound(outcome.point, round.floorNs, round.spinners);
        return outcome;
    }

    /// The lock pattern's own party machinery (lock_pattern.hpp), one repetition, numbered as
    /// the round.
    detail::RoundOutcome lockRound(const Round& round) {
        Experiment oneRound = round.experiment;
        oneRound.repetitions = 1;
        detail::RoundOutcome outcome;
        outcome.point = detail::runLockPoint(round.mechanism, oneRound, m_options, m_cancel,
                                             round.repetitionDone);
        for (RepetitionResult& repetition : outcome.point.repetitions) {
            repetition.index = round.index;
        }
        return outcome;
    }

    const Experiment& m_experiment;
    const RunnerOptions& m_options;
    const std::atomic<bool>& m_cancel;
    RemotePeer m_remote;
    // Keep-awake through /dev/cpu_dma_latency lasts the whole run: it is one open file.
    detail::KeepAwakeHold m_keepAwake;
    FloorRounds m_floors;
    detail::RoundOutcome (RunRounds::*m_measure)(const Round&);
};

}  // namespace

RunResult Runner::run(const Experiment& experiment, RunObserver& observer, std::string* error) {
    RunResult result;
    result.experiment = experiment;
    result.machine = currentSystemInfo();
    if (const auto problems = validate(experiment, *m_options.registry); !problems.empty()) {
        if (error != nullptr) {
            *error = joinValidationErrors(problems);
        }
        return result;
    }
    // A peer that dies while we write to its pipe must give an error, not end this process.
    platform::ignoreBrokenPipeSignal();

    RunRounds rounds(result.experiment, m_options, m_cancelRequested);
    if (rounds.remoteSession() != nullptr) {
        result.peerMachine = rounds.remoteSession()->peerMachine();
    }
    detail::RoundScheduler scheduler(result.experiment, observer, m_cancelRequested);
    observer.runStarted(experiment, scheduler.pointCount());
    while (const auto task = scheduler.next()) {
        scheduler.record(*task, rounds.measure(scheduler, *task));
    }
    result.points = scheduler.takePoints();
    rounds.describe(result);
    result.cancelled = m_cancelRequested.load();
    observer.runFinished(result);
    return result;
}

}  // namespace ipclab
