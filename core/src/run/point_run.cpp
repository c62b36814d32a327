// One round of one point: its channel, its responding party (a thread, a peer process or a
// remote peer) and the watchdog that ends a round whose peer dies or falls silent. The round
// scheduler (runner.cpp) calls this once per point per round.
#include "run/point_run.hpp"

#include <algorithm>
#include <charconv>
#include <functional>
#include <memory>
#include <optional>
#include <thread>

#include "ipclab/peer_request.hpp"
#include "ipclab/platform/clock.hpp"
#include "ipclab/platform/cpu.hpp"
#include "ipclab/text.hpp"
#include "run/patterns.hpp"
#include "run/responder.hpp"
#include "run/round_summary.hpp"
#include "run/watchdog.hpp"

namespace ipclab::detail {

namespace {

using std::chrono::milliseconds;

// The least a new peer process is given to connect, whatever --peer-timeout says: the timeout
// bounds a peer that stops answering, while starting a process can take seconds on a loaded
// machine (Windows with an antivirus scanning the new executable, Wine on two busy vCPUs:
// 1.2 s seen). A peer that ends before it connects is still reported at once.
constexpr milliseconds kPeerStartGrace{10000};

struct CpuAssignment {
    int initiator = -1;  // -1: unpinned
    int responder = -1;
};

CpuAssignment assignCpus(const Experiment& experiment) {
    // The runner hands a point of explicit pairs its own pair alone.
    if (!experiment.cpuPairs.empty() && experiment.cpuPairs.front().pinned()) {
        return {experiment.cpuPairs.front().initiator, experiment.cpuPairs.front().responder};
    }
    const auto cpus = platform::allowedCpus();
    switch (experiment.placement) {
        case Placement::SameCore:
            return {cpus[0], cpus[0]};
        case Placement::CrossCore:
            // validate() made sure there are two.
            return {cpus[0], cpus.size() > 1 ? cpus[1] : cpus[0]};
        case Placement::Unpinned:
        case Placement::Auto:  // resolved per point before (placementFor)
            break;
    }
    return {};
}

Error pinError(int cpu, const Error& error) {
    return textError(error.code,
                     Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "cannot pin to CPU %1: %2"),
                          {integerArg(cpu), verbatimArg(error.message)}));
}

// A failure with what the responder said about its end ("; peer: ...", OS text) after it.
// A responder's problem as the point's error appends it: "; ..." or ": ...", or nothing.
Text appended(const ResponderEnd& end) {
    if (end.problem.empty()) {
        return {};
    }
    return end.colon ? Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", ": %1"), {textArg(end.problem)})
                     : Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "; %1"), {textArg(end.problem)});
}

Text withProblem(Text failure, const ResponderEnd& end) {
    if (end.problem.empty()) {
        return failure;
    }
    return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1%2"),
                {textArg(std::move(failure)), textArg(appended(end))});
}

/// One round of one point: its channel, its responder (responder.hpp), the measuring thread,
/// the watchdog (watchdog.hpp) and the summary (round_summary.hpp). Lives on the runner's stack.
class PointRun {
  public:
    PointRun(Mechanism& mechanism, const Experiment& experiment, std::size_t sizeBytes, int round,
             const RunnerOptions& options, const std::atomic<bool>& cancelRequested,
             remote::RemoteSession* remote = nullptr)
        : m_mechanism(mechanism),
          m_round(round),
          m_remote(remote),
          m_options(options),
          m_cancelRequested(cancelRequested),
          m_spec{roundPointSpec(experiment, sizeBytes, options.countEvents),
                 mechanism.info().lossy},
          m_cpus(assignCpus(experiment)),
          m_timeout(experiment.peerTimeoutMs),
          m_wait(experiment.waitStrategy.value_or(mechanism.info().waitStrategies.front())),
          m_summary(m_spec, round, m_point) {
        m_point.mechanism = mechanism.info().id;
        m_point.pattern = experiment.pattern;
        m_point.placement = experiment.placement;
        m_point.sizeBytes = sizeBytes;
        m_point.waitStrategy = m_wait;
    }

    std::vector<double> takeSamples() { return m_summary.takeSamples(); }
    std::vector<double> takeOpenLoopSamples() { return m_summary.takeOpenLoopSamples(); }

    /// Measures the round; `repetitionDone(1)` is called on the measuring thread after it.
    PointResult run(const std::function<void(int)>& repetitionDone) {
        if (auto status = startResponder(); !status) {
            // A remote peer's end of it says more (its own failure); a local start's error
            // already says what went wrong.
            const ResponderEnd problem = endResponder();
            PointFailure failure = PointFailure::from(status.error());
            if (m_openFailed) {
                failure.kind = FailureKind::OpenFailed;
            }
            failure.message =
                withProblem(failure.message, m_remote != nullptr ? problem : ResponderEnd{});
            return fail(std::move(failure));
        }

        Watchdog watchdog(m_cancelRequested, *m_responder, m_timeout);
        std::thread measuring([&] { m_measured.finish(measure(repetitionDone)); });
        m_stopReason = superviseUntilFinished(m_measured, watchdog, m_heartbeat, *m_responder,
                                              [this] { abortChannels(); });
        measuring.join();

        // On failure the responder may still be blocked; it must not outlive the point. Over a
        // lossy mechanism it may also still wait for a request that was lost. Only once nothing
        // of ours runs on the channel any more: a peer killed now cannot leave a thread of ours
        // blocked.
        const Status& measured = m_measured.status();
        if (!measured.ok() || m_spec.lossy) {
            m_endedResponder = measured.ok();
            abortChannels();
            m_responder->kill();
        }
        const ResponderEnd responderProblem = endResponder();

        if (m_stopReason == StopReason::Cancelled) {
            return fail(PointFailure::cancelled());
        }
        if (m_stopReason == StopReason::Timeout) {
            return fail(
                {FailureKind::PeerTimeout,
                 Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                     "the peer did not answer for %1 ms (peer timeout)%2"),
                      {integerArg(m_timeout.count()), textArg(appended(responderProblem))})});
        }
        if (m_stopReason == StopReason::PeerDied) {
            if (!responderProblem.problem.empty()) {
                return fail({FailureKind::PeerDied, responderProblem.problem});
            }
            return fail(
                {FailureKind::PeerDied,
                 m_remote != nullptr
                     ? Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                           "the remote peer ended the point"))
                     : Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "the peer process died"))});
        }
        if (!measured.ok()) {
            PointFailure failure = PointFailure::from(measured.error());
            failure.message = withProblem(failure.message, responderProblem);
            return fail(std::move(failure));
        }
        if (!responderProblem.problem.empty()) {
            return fail({FailureKind::PeerDied, responderProblem.problem});
        }
        m_point.ok = true;
        return std::move(m_point);
    }

  private:
    // The channel is opened on a thread pinned where the measuring party will run, so that
    // threads a mechanism starts inside open() inherit that CPU: ZeroMQ's I/O thread, opened
    // from the unpinned runner thread, ran on the other CPU and put two cross-CPU wake-ups in
    // every "same-core" round trip (70.8 µs against 20.4 µs for a bare PAIR ping-pong pinned
    // with taskset, whose I/O threads inherit the pinning). The peer pins before it attaches,
    // so both parties' helper threads now share their party's CPU.
    Expected<OpenedChannel> openOnInitiatorCpu(const ChannelOptions& options) {
        if (m_cpus.initiator < 0) {
            return m_mechanism.open(options);
        }
        std::optional<Expected<OpenedChannel>> opened;
        std::thread opener([&] {
            if (auto pinned = platform::pinCurrentThread(m_cpus.initiator); !pinned) {
                opened.emplace(pinError(m_cpus.initiator, pinned.error()));
                return;
            }
            opened.emplace(m_mechanism.open(options));
        });
        opener.join();
        return std::move(*opened);
    }

    PointResult fail(PointFailure failure) {
        m_point.ok = false;
        m_point.error = std::move(failure);
        return std::move(m_point);
    }

    PeerRequest peerRequest() const {
        PeerRequest request;
        static_cast<PointSpec&>(request) = m_spec;  // the point itself, as this side runs it
        request.mechanism = m_point.mechanism;
        request.channel = m_channel.peerArgument;
        request.wait = m_wait;
        request.cpu = m_cpus.responder;
        request.fault = m_options.peerFault;
        return request;
    }

    ChannelOptions channelOptions() const {
        ChannelOptions options;
        options.maxMessageBytes = m_spec.sizeBytes;
        options.wait = m_wait;
        return options;
    }

    // Opens the channel (a remote peer opens the data side itself, this side connects as the
    // initiator) and starts the responder of the mechanism's kind: the remote peer, a thread,
    // or an ipclab-peer process. One-sided points have none; a thread stands in, idle.
    Status startResponder() {
        if (m_remote != nullptr) {
            auto remote = std::make_unique<RemoteResponder>(*m_remote, m_channel.initiator);
            auto* started = remote.get();
            m_responder = std::move(remote);
            return started->start(m_mechanism, peerRequest(), channelOptions(), m_timeout,
                                  m_cancelRequested);
        }
        auto opened = openOnInitiatorCpu(channelOptions());
        if (!opened) {
            m_responder = std::make_unique<ThreadResponder>();
            m_openFailed = true;
            return textError(
                opened.error().code,
                Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "cannot open %1: %2"),
                     {verbatimArg(m_point.mechanism), textArg(errorText(opened.error()))}));
        }
        m_channel = std::move(opened.value());
        if (!hasResponder() || !m_mechanism.info().runsInPeerProcess()) {
            auto threads = std::make_unique<ThreadResponder>();
            if (hasResponder()) {
                threads->start({m_cpus.responder},
                               [this](int, const Status& pinned) { return respondHere(pinned); });
            }
            m_responder = std::move(threads);
            return {};
        }
        auto peer = std::make_unique<ProcessResponder>();
        auto* started = peer.get();
        m_responder = std::move(peer);
        if (auto status = started->start(m_options.peerExecutable, {peerRequest()},
                                         m_channel.inheritedHandles);
            !status) {
            return status;
        }
        return connectToPeer(*started);
    }

    // The in-process responder's work, on its own thread.
    Status respondHere(const Status& pinned) {
        if (!pinned) {
            m_channel.initiator->abort();
            return pinError(m_cpus.responder, pinned.error());
        }
        Status status = detail::respond(*m_channel.responder, m_spec, &platform::threadCpuTimeNs);
        if (!status) {
            m_channel.initiator->abort();  // Or the initiator would wait for ever.
        }
        return status;
    }

    // Waits for the peer to connect in short slices, so cancel and an early peer exit are
    // noticed at once rather than after the whole timeout.
    // The start grace is for a process that is starting; one stopped by job control (kill
    // -STOP) is not, and gets the peer timeout like a peer that stops answering later.
    Status connectToPeer(ProcessResponder& peer) {
        milliseconds wait = std::max(m_timeout, kPeerStartGrace);
        Watchdog watchdog(m_cancelRequested, peer, wait);
        Watchdog stoppedWatch(m_cancelRequested, peer, m_timeout);
        std::uint64_t notStopped = 0;  // moves while the peer is not stopped
        for (;;) {
            auto status = m_channel.initiator->completeConnection(milliseconds(100));
            if (status.ok() || status.error().code != ErrorCode::Timeout) {
                return status;
            }
            notStopped += peer.stopped() ? 0 : 1;
            StopReason reason = watchdog.check(0);
            if (reason == StopReason::None &&
                stoppedWatch.check(notStopped) == StopReason::Timeout) {
                reason = StopReason::Timeout;
                wait = m_timeout;
            }
            if (reason == StopReason::Cancelled) {
                m_stopReason = StopReason::Cancelled;
                return textError(ErrorCode::Cancelled, PointFailure::cancelled().message);
            }
            if (reason == StopReason::PeerDied || !peer.running()) {
                return textError(
                    ErrorCode::Closed,
                    Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                        "the peer process ended before it connected")));
            }
            if (reason == StopReason::Timeout) {
                return textError(ErrorCode::Timeout,
                                 Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                     "the peer did not connect within %1 ms"),
                                      {integerArg(wait.count())}));
            }
        }
    }

    // The measuring thread's work: the round's repetition through the summary.
    Status measure(const std::function<void(int)>& repetitionDone) {
        if (m_cpus.initiator >= 0) {
            if (auto pinned = platform::pinCurrentThread(m_cpus.initiator); !pinned) {
                return pinError(m_cpus.initiator, pinned.error());
            }
        }
        m_summary.begin();
        for (int index = 0; index < m_spec.repetitions; ++index) {
            detail::RepetitionFigures figures;
            if (auto status = measureRepetition(index, figures); !status) {
                return status;
            }
            m_summary.addRepetition(index, figures);
            repetitionDone(index + 1);
        }
        m_summary.end();
        if (hasResponder()) {
            auto report = detail::receiveResponderReport(*m_channel.initiator, m_spec);
            if (!report) {
                return report.error();
            }
            m_summary.addResponderCpuNs(report->cpuNs);
            m_summary.addResponderCounts(report->counts);
        }
        return {};
    }

    Status measureRepetition(int index, detail::RepetitionFigures& figures) {
        Channel& channel = *m_channel.initiator;
        switch (m_spec.pattern) {
            case Pattern::PingPong:
            case Pattern::Paced:
                return detail::initiatePingPong(channel, m_spec, index, figures, m_heartbeat);
            case Pattern::Stream:
                return detail::initiateStream(channel, m_spec, index, figures, m_heartbeat);
            case Pattern::OneSided:
                return detail::initiateOneSided(channel, m_spec, index, figures, m_heartbeat);
            case Pattern::Lock:
                break;
        }
        return textError(ErrorCode::InvalidArgument,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "lock points run elsewhere")));
    }

    bool hasResponder() const { return m_spec.pattern != Pattern::OneSided; }

    void abortChannels() noexcept {
        if (m_channel.initiator) {
            m_channel.initiator->abort();
        }
        if (m_channel.responder) {
            m_channel.responder->abort();
        }
    }

    // Ends the responder and returns what went wrong there (ResponderEnd::problem).
    ResponderEnd endResponder() {
        Ending ending;
        ending.measured = m_measured.status().ok();
        ending.stop = m_stopReason;
        ending.endedOnPurpose = m_endedResponder;
        ending.round = m_round;
        ending.afterRepetition = !m_point.repetitions.empty();
        ending.timeout = m_timeout;
        ResponderEnd end = m_responder->finish(ending);
        if (end.wallNsWithStartup) {
            m_point.wallWithStartupMedianNs = *end.wallNsWithStartup;
        }
        return end;
    }

    Mechanism& m_mechanism;
    const int m_round;
    remote::RemoteSession* m_remote;
    const RunnerOptions& m_options;
    const std::atomic<bool>& m_cancelRequested;
    const detail::PatternSpec m_spec;
    const CpuAssignment m_cpus;
    const milliseconds m_timeout;
    const WaitStrategy m_wait;

    PointResult m_point;
    RoundSummary m_summary;
    OpenedChannel m_channel;
    std::unique_ptr<Responder> m_responder;  // Declared after the channel: ends before it.
    detail::Heartbeat m_heartbeat{0};
    Completion m_measured;
    bool m_endedResponder = false;  // We ended it on purpose (lossy mechanisms).
    bool m_openFailed = false;      // The channel could not be opened (FailureKind::OpenFailed).
    StopReason m_stopReason = StopReason::None;
};

}  // namespace

RoundOutcome runPointRound(Mechanism& mechanism, const Experiment& experiment,
                           std::size_t sizeBytes, int round, const RunnerOptions& options,
                           const std::atomic<bool>& cancelRequested, remote::RemoteSession* remote,
                           const std::function<void(int)>& repetitionDone) {
    PointRun point(mechanism, experiment, sizeBytes, round, options, cancelRequested, remote);
    RoundOutcome outcome;
    outcome.point = point.run(repetitionDone);
    outcome.samplesNs = point.takeSamples();
    outcome.openLoopSamplesNs = point.takeOpenLoopSamples();
    return outcome;
}

std::string faultForRound(const std::string& fault, std::uint64_t messagesBefore) {
    const auto equals = fault.find('=');
    if (fault.empty() || equals == std::string::npos) {
        return fault;  // empty, or malformed: the peer says what is wrong with it
    }
    std::uint64_t after = 0;
    const std::string count = fault.substr(equals + 1);
    const auto [end, error] = std::from_chars(count.data(), count.data() + count.size(), after);
    if (error != std::errc() || end != count.data() + count.size()) {
        return fault;
    }
    if (after < messagesBefore) {
        return "";  // it fired in an earlier round of this point
    }
    return fault.substr(0, equals + 1) + std::to_string(after - messagesBefore);
}

}  // namespace ipclab::detail
