#include "ipclab/runner.hpp"

#include <algorithm>
#include <chrono>
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

/// Round `round` of a lock point: the lock pattern's own party machinery (lock_pattern.hpp),
/// one repetition, numbered as the round.
detail::RoundOutcome lockRound(Mechanism& mechanism, const Experiment& experiment, int round,
                               const RunnerOptions& options, const std::atomic<bool>& cancel,
                               const std::function<void(int)>& repetitionDone) {
    Experiment oneRound = experiment;
    oneRound.repetitions = 1;
    detail::RoundOutcome outcome;
    outcome.point = detail::runLockPoint(mechanism, oneRound, options, cancel, repetitionDone);
    for (RepetitionResult& repetition : outcome.point.repetitions) {
        repetition.index = round;
    }
    return outcome;
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

    RemotePeer remote = connectRemotePeer(experiment, m_options, m_cancelRequested);
    if (remote.session) {
        result.peerMachine = remote.session->peerMachine();
    }

    detail::RoundScheduler scheduler(result.experiment, observer);
    const std::size_t pointCount = scheduler.pointCount();
    observer.runStarted(experiment, pointCount);
    // Keep-awake through /dev/cpu_dma_latency lasts the whole run: it is one open file.
    detail::KeepAwakeHold keepAwake(experiment.holdDmaLatency);

    FloorRounds floors;

    const auto measureRound = [&](std::size_t index, int round) -> detail::RoundOutcome {
        const detail::PointKey& key = scheduler.key(index);
        Mechanism& mechanism = *m_options.registry->find(key.mechanism);
        // The experiment as this point runs it: Placement::Auto resolved for its mechanism.
        Experiment pointExperiment = experiment;
        pointExperiment.placement = placementFor(experiment, mechanism.info());
        if (key.cpus.pinned()) {
            pointExperiment.placement = detail::placementOfPair(experiment.placement, key.cpus);
            pointExperiment.cpuPairs = {key.cpus};
        }
        const auto repetitionDone = [&](int) { scheduler.reportProgress(index, round + 1); };
        if (!keepAwake.ok()) {
            return scheduler.failedRound(index, {FailureKind::SetupFailed, keepAwake.error()});
        }
        if (!remote.error.empty()) {
            return scheduler.failedRound(index, remote.error);
        }
        const double floorNs =
            floors.before(key, experiment, pointExperiment, mechanism, remote.session != nullptr);
        detail::CoreWarmer warmer;
        if (experiment.keepCoresAwake) {
            const std::vector<int> cpus =
                key.cpus.pinned() ? std::vector<int>{key.cpus.initiator, key.cpus.responder}
                                  : detail::CoreWarmer::cpusFor(pointExperiment.placement);
            if (auto warm = warmer.start(cpus); !warm) {
                return scheduler.failedRound(index,
                                             {FailureKind::SetupFailed, errorText(warm.error())});
            }
        }
        if (experiment.pattern == Pattern::Lock) {
            return lockRound(mechanism, pointExperiment, round, m_options, m_cancelRequested,
                             repetitionDone);
        }
        RunnerOptions options = m_options;
        options.peerFault =
            detail::faultForRound(m_options.peerFault, scheduler.messagesPerRound(key) *
                                                           static_cast<std::uint64_t>(round));
        detail::RoundOutcome outcome =
            detail::runPointRound(mechanism, pointExperiment, key.sizeBytes, round, options,
                                  m_cancelRequested, remote.session.get(), repetitionDone);
        noteRound(outcome.point, floorNs, warmer.spinners());
        return outcome;
    };
    scheduler.run(measureRound, m_cancelRequested);
    result.points = scheduler.takePoints();
    floors.describe(result.machine);
    result.cancelled = m_cancelRequested.load();
    result.keepAwakeNote = keepAwake.describe();
    observer.runFinished(result);
    return result;
}

}  // namespace ipclab
