// One round of one point: its channel, its responding party (a thread, a peer process or a
// remote peer) and the watchdog that ends a round whose peer dies or falls silent. The round
// scheduler (runner.cpp) calls this once per point per round.
#include "point_run.hpp"

#include <algorithm>
#include <charconv>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>

#include "ipclab/peer.hpp"
#include "ipclab/platform/clock.hpp"
#include "ipclab/platform/cpu.hpp"
#include "ipclab/platform/process.hpp"
#include "ipclab/platform/scheduling.hpp"
#include "patterns.hpp"
#include "remote/remote_session.hpp"

namespace ipclab::detail {

namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

// How often the runner looks at cancel requests and the heartbeat: well inside the one
// second in which cancel must take effect, and far too rare to disturb a measurement.
constexpr milliseconds kWatchdogTick{20};
// How long a peer may take to exit after its last message before it is killed.
constexpr milliseconds kPeerExitGrace{2000};
// How long a peer may take to give up after the channel was aborted under a running
// measurement before it is killed. A peer killed at once may die inside a lock or a condition
// variable's bookkeeping in shared memory (Boost.Interprocess on Windows keeps a semaphore
// "gate" there) and leave the measuring thread blocked for ever; one that sees `aborted`
// leaves cleanly within milliseconds. Mechanisms whose abort() cannot wake the measuring
// thread (a pipe's read) still end by this kill, well inside the one second cancel allows.
constexpr milliseconds kPeerAbortGrace{200};
// The least a new peer process is given to connect, whatever --peer-timeout says: the timeout
// bounds a peer that stops answering, while starting a process can take seconds on a loaded
// machine (Windows with an antivirus scanning the new executable, Wine on two busy vCPUs:
// 1.2 s seen). A peer that ends before it connects is still reported at once.
constexpr milliseconds kPeerStartGrace{10000};

struct CpuAssignment {
    int initiator = -1;  // -1: unpinned
    int responder = -1;
};

CpuAssignment assignCpus(Placement placement) {
    const auto cpus = platform::allowedCpus();
    switch (placement) {
        case Placement::SameCore:
            return {cpus[0], cpus[0]};
        case Placement::CrossCore:
            // validate() made sure there are two.
            return {cpus[0], cpus.size() > 1 ? cpus[1] : cpus[0]};
        case Placement::Unpinned:
            break;
    }
    return {};
}

std::string pinError(int cpu, const Error& error) {
    return "cannot pin to CPU " + std::to_string(cpu) + ": " + error.message;
}

enum class StopReason { None, Cancelled, Timeout, PeerDied };

/// Everything one point needs while it runs; lives on the runner's stack.
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
          m_spec{experiment.pattern, sizeBytes, experiment.warmup,
                 // One repetition: the round's; the next round has a channel of its own.
                 chunksPerRepetition(experiment, sizeBytes), 1, experiment.verifyPayload,
                 mechanism.info().lossy,
                 // The gap belongs to the paced pattern only; elsewhere it would add a sleep.
                 experiment.pattern == Pattern::Paced ? experiment.gapUs : 0},
          m_cpus(assignCpus(experiment.placement)),
          m_timeout(experiment.peerTimeoutMs),
          m_wait(experiment.waitStrategy.value_or(mechanism.info().waitStrategies.front())) {
        m_point.mechanism = mechanism.info().id;
        m_point.pattern = experiment.pattern;
        m_point.placement = experiment.placement;
        m_point.sizeBytes = sizeBytes;
        m_point.waitStrategy = m_wait;
    }

    std::vector<double> takeSamples() { return std::move(m_pooledNs); }
    std::vector<double> takeOpenLoopSamples() { return std::move(m_pooledOpenLoopNs); }

    /// Measures the round; `repetitionDone(1)` is called on the measuring thread after it.
    PointResult run(const std::function<void(int)>& repetitionDone) {
        if (m_remote != nullptr) {
            if (auto status = startRemote(); !status) {
                return fail(status.error().message + stopResponder());
            }
        } else {
            ChannelOptions options;
            options.maxMessageBytes = m_spec.sizeBytes;
            options.wait = m_wait;
            auto opened = openOnInitiatorCpu(options);
            if (!opened) {
                return fail("cannot open " + m_point.mechanism + ": " + opened.error().message);
            }
            m_channel = std::move(opened.value());

            if (auto status = startResponder(); !status) {
                stopResponder();
                return fail(status.error().message);
            }
        }

        std::thread measuring([&] { measure(repetitionDone); });
        superviseUntilMeasured();
        measuring.join();

        // On failure the responder may still be blocked; it must not outlive the point. Over a
        // lossy mechanism it may also still wait for a request that was lost.
        if (!m_measureStatus.ok() || m_spec.lossy) {
            m_endedResponder = m_measureStatus.ok();
            abortAfterMeasuring();
        }
        const std::string responderProblem = stopResponder();

        if (m_stopReason == StopReason::Cancelled) {
            return fail("cancelled");
        }
        if (m_stopReason == StopReason::Timeout) {
            return fail("the peer did not answer for " + std::to_string(m_timeout.count()) +
                        " ms (peer timeout)" + responderProblem);
        }
        if (m_stopReason == StopReason::PeerDied) {
            return fail(responderProblem.empty()
                            ? (m_remote != nullptr ? "the remote peer ended the point"
                                                   : "the peer process died")
                            : responderProblem.substr(2));
        }
        if (!m_measureStatus.ok()) {
            return fail(m_measureStatus.error().message + responderProblem);
        }
        if (!responderProblem.empty()) {
            return fail(responderProblem.substr(2));
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
                opened.emplace(
                    Error{pinned.error().code, pinError(m_cpus.initiator, pinned.error())});
                return;
            }
            opened.emplace(m_mechanism.open(options));
        });
        opener.join();
        return std::move(*opened);
    }

    PointResult fail(std::string message) {
        m_point.ok = false;
        m_point.error = std::move(message);
        return std::move(m_point);
    }

    PeerRequest peerRequest() const {
        PeerRequest request;
        request.mechanism = m_point.mechanism;
        request.channel = m_channel.peerArgument;
        request.pattern = m_spec.pattern;
        request.sizeBytes = m_spec.sizeBytes;
        request.warmup = m_spec.warmup;
        request.iterations = m_spec.iterations;
        request.repetitions = m_spec.repetitions;
        request.verifyPayload = m_spec.verifyPayload;
        request.wait = m_wait;
        request.gapUs = m_spec.gapUs;
        request.cpu = m_cpus.responder;
        request.fault = m_options.peerFault;
        return request;
    }

    // A remote peer opens the data side (it alone needs a reachable port) and tells its port;
    // this side connects as the initiator. validate() allowed only remote-capable mechanisms
    // and the unpinned placement.
    Status startRemote() {
        PeerRequest request = peerRequest();
        request.channel = "remote";  // the peer opens the channel itself
        request.cpu = -1;
        m_peerStartNs = platform::nowNs();
        auto data = m_remote->startPoint(request, m_timeout, m_cancelRequested);
        if (!data) {
            if (data.error().code == ErrorCode::Cancelled) {
                m_stopReason = StopReason::Cancelled;
            }
            return data.error();
        }
        m_remoteStarted = true;
        ChannelOptions options;
        options.maxMessageBytes = m_spec.sizeBytes;
        options.wait = m_wait;
        options.bindAddress = m_remote->wildcardAddress();
        options.dataSecret = data->secret;
        const std::string endpoint = m_remote->dataEndpoint(m_mechanism.info(), data->port);
        auto channel = m_mechanism.attach(endpoint, options);
        if (!channel) {
            m_endedResponder = true;  // the peer is told to give up, its failure is ours
            return Error{channel.error().code, "cannot connect to the remote peer's data port " +
                                                   endpoint + ": " + channel.error().message};
        }
        m_channel.initiator = std::move(channel.value());
        return {};
    }

    Status startResponder() {
        if (!hasResponder()) {
            return {};
        }
        if (!m_mechanism.info().runsInPeerProcess()) {
            m_responderThread = std::thread([this] {
                if (m_cpus.responder >= 0) {
                    if (auto pinned = platform::pinCurrentThread(m_cpus.responder); !pinned) {
                        m_responderStatus =
                            Error{pinned.error().code, pinError(m_cpus.responder, pinned.error())};
                        m_channel.initiator->abort();
                        return;
                    }
                }
                m_responderStatus =
                    detail::respond(*m_channel.responder, m_spec, &platform::threadCpuTimeNs);
                if (!m_responderStatus) {
                    m_channel.initiator->abort();  // Or the initiator would wait for ever.
                }
            });
            return {};
        }

        const PeerRequest request = peerRequest();
        m_peerStartNs = platform::nowNs();
        auto peer = platform::Process::spawn(m_options.peerExecutable, toPeerArguments(request),
                                             m_channel.inheritedHandles);
        if (!peer) {
            return Error{peer.error().code,
                         "cannot start the peer process: " + peer.error().message};
        }
        m_peer = std::move(peer.value());
        return connectToPeer();
    }

    // Waits for the peer to connect in short slices, so cancel and an early peer exit are
    // noticed at once rather than after the whole timeout.
    Status connectToPeer() {
        const milliseconds wait = std::max(m_timeout, kPeerStartGrace);
        const auto deadline = Clock::now() + wait;
        for (;;) {
            auto status = m_channel.initiator->completeConnection(milliseconds(100));
            if (status.ok() || status.error().code != ErrorCode::Timeout) {
                return status;
            }
            if (m_cancelRequested.load()) {
                m_stopReason = StopReason::Cancelled;
                return Error{ErrorCode::Cancelled, "cancelled"};
            }
            if (!m_peer.running()) {
                return Error{ErrorCode::Closed, "the peer process ended before it connected"};
            }
            if (Clock::now() > deadline) {
                return Error{ErrorCode::Timeout, "the peer did not connect within " +
                                                     std::to_string(wait.count()) + " ms"};
            }
        }
    }

    void measure(const std::function<void(int)>& repetitionDone) {
        if (m_cpus.initiator >= 0) {
            if (auto pinned = platform::pinCurrentThread(m_cpus.initiator); !pinned) {
                finishMeasuring(
                    Error{pinned.error().code, pinError(m_cpus.initiator, pinned.error())});
                return;
            }
        }
        const std::int64_t cpuStart = platform::threadCpuTimeNs();
        const std::int64_t preemptedBefore = platform::involuntaryContextSwitchesOfThisThread();
        // Runnable threads, looked at outside the timed spans: now (the peer waits for the
        // first message, spinning if it spins) and after each repetition.
        double runnableSum = 0;
        int runnableLooks = 0;
        const auto lookAtRunnable = [&] {
            if (const int runnable = platform::runnableThreads(); runnable >= 0) {
                runnableSum += runnable;
                ++runnableLooks;
            }
        };
        lookAtRunnable();
        for (int index = 0; index < m_spec.repetitions; ++index) {
            detail::RepetitionFigures figures;
            Status status;
            switch (m_spec.pattern) {
                case Pattern::PingPong:
                case Pattern::Paced:
                    status = detail::initiatePingPong(*m_channel.initiator, m_spec, index, figures,
                                                      m_heartbeat);
                    break;
                case Pattern::Stream:
                    status = detail::initiateStream(*m_channel.initiator, m_spec, index, figures,
                                                    m_heartbeat);
                    break;
                case Pattern::OneSided:
                    status = detail::initiateOneSided(*m_channel.initiator, m_spec, index, figures,
                                                      m_heartbeat);
                    break;
                case Pattern::Lock:
                    status = Error{ErrorCode::InvalidArgument, "lock points run elsewhere"};
                    break;
            }
            if (!status) {
                finishMeasuring(status);
                return;
            }
            m_point.repetitions.push_back(summarizeRepetition(m_round + index, figures));
            m_pooledNs.insert(m_pooledNs.end(), figures.oneWayNs.begin(), figures.oneWayNs.end());
            m_pooledOpenLoopNs.insert(m_pooledOpenLoopNs.end(), figures.openLoopRoundTripNs.begin(),
                                      figures.openLoopRoundTripNs.end());
            lookAtRunnable();
            repetitionDone(index + 1);
        }
        m_point.contention.runnableThreads = runnableLooks > 0 ? runnableSum / runnableLooks : -1.0;
        m_point.contention.logicalCpus = platform::logicalCpuCount();
        const std::uint64_t messages = m_spec.firstSequence(m_spec.repetitions);
        m_point.contention.messages = messages;
        m_point.initiatorCpuNsPerMessage =
            static_cast<double>(platform::threadCpuTimeNs() - cpuStart) /
            static_cast<double>(messages);
        const std::int64_t preemptedAfter = platform::involuntaryContextSwitchesOfThisThread();
        if (preemptedBefore >= 0 && preemptedAfter >= preemptedBefore) {
            m_point.initiatorPreemptions = preemptedAfter - preemptedBefore;
        }
        if (hasResponder()) {
            auto responderCpuNs = detail::receiveResponderCpuReport(*m_channel.initiator, m_spec);
            if (!responderCpuNs) {
                finishMeasuring(responderCpuNs.error());
                return;
            }
            m_point.responderCpuNsPerMessage =
                responderCpuNs.value() < 0 ? -1.0 : responderCpuNs.value() / messages;
        }
        finishMeasuring({});
    }

    RepetitionResult summarizeRepetition(int index, const detail::RepetitionFigures& figures) {
        RepetitionResult repetition;
        repetition.index = index;
        repetition.elapsedNs = figures.elapsedNs;
        repetition.lostMessages = figures.lostMessages;
        const double timedMessages = static_cast<double>(m_spec.iterations);
        switch (m_spec.pattern) {
            case Pattern::PingPong:
            case Pattern::Paced:
                repetition.latencyNs = summarize(figures.oneWayNs);
                repetition.openLoopRoundTripNs = summarize(figures.openLoopRoundTripNs);
                break;
            case Pattern::Stream: {
                // Only what arrived counts: over a lossy mechanism lost chunks carry no bytes.
                const double delivered = timedMessages - static_cast<double>(figures.lostMessages);
                const double seconds = std::max(figures.elapsedNs, 1.0) / 1e9;
                repetition.messagesPerSecond = delivered / seconds;
                repetition.bytesPerSecond =
                    delivered * static_cast<double>(m_spec.sizeBytes) / seconds;
                break;
            }
            case Pattern::OneSided:
            case Pattern::Lock:
                repetition.nsPerOperation = figures.elapsedNs / timedMessages;
                break;
        }
        return repetition;
    }

    bool hasResponder() const { return m_spec.pattern != Pattern::OneSided; }

    void finishMeasuring(Status status) {
        {
            std::lock_guard lock(m_doneMutex);
            m_measureStatus = std::move(status);
            m_measured = true;
        }
        m_doneChanged.notify_one();
    }

    // The watchdog: runs on the runner's thread while the measuring thread works.
    void superviseUntilMeasured() {
        std::uint64_t lastHeartbeat = m_heartbeat.load();
        auto lastChange = Clock::now();
        Clock::time_point abortedAt;
        std::unique_lock lock(m_doneMutex);
        while (!m_doneChanged.wait_for(lock, kWatchdogTick, [&] { return m_measured; })) {
            const auto now = Clock::now();
            if (m_stopReason != StopReason::None) {
                // Already aborted; waiting for the measuring thread to notice.
                if (now - abortedAt > kPeerAbortGrace && m_peer.valid() && m_peer.running()) {
                    m_peer.kill();
                }
                continue;
            }
            if (m_cancelRequested.load()) {
                m_stopReason = StopReason::Cancelled;
            } else if (peerDied()) {
                m_stopReason = StopReason::PeerDied;
            } else if (const auto heartbeat = m_heartbeat.load(std::memory_order_relaxed);
                       heartbeat != lastHeartbeat) {
                lastHeartbeat = heartbeat;
                lastChange = now;
            } else if (now - lastChange > m_timeout) {
                m_stopReason = StopReason::Timeout;
            }
            if (m_stopReason != StopReason::None) {
                abortChannels();
                abortedAt = now;
            }
        }
    }

    // A peer that ended badly while we measure: mechanisms without end-of-file (message queues,
    // shared memory) would otherwise only notice at the peer timeout.
    bool peerDied() {
        if (m_remote != nullptr) {
            // The peer speaks during a point only when it ended it: done (fine: the measuring
            // thread is about to finish) or a failure, or the connection dropped.
            return m_remoteStarted && m_remote->poll() == remote::PeerState::Failed;
        }
        if (!m_peer.valid() || m_peer.running()) {
            return false;
        }
        auto exit = m_peer.wait(milliseconds(0));
        return exit && !(exit->exited && exit->code == 0);
    }

    void abortChannels() noexcept {
        if (m_channel.initiator) {
            m_channel.initiator->abort();
        }
        if (m_channel.responder) {
            m_channel.responder->abort();
        }
    }

    // Only once nothing of ours runs on the channel any more: a peer killed now cannot leave
    // a thread of ours blocked.
    void abortAfterMeasuring() noexcept {
        abortChannels();
        if (m_peer.valid()) {
            m_peer.kill();
        }
    }

    // Ends the responder (joins the thread, or reaps the peer, killing it if it lingers) and
    // returns what went wrong there as ": ..." text, or "" when it ended well.
    std::string stopResponder() {
        if (m_remote != nullptr) {
            return stopRemote();
        }
        if (m_responderThread.joinable()) {
            m_responderThread.join();
            // After an abort the responder's Cancelled is only the echo of it.
            if (!m_responderStatus.ok() && m_stopReason == StopReason::None && !m_endedResponder &&
                m_responderStatus.error().code != ErrorCode::Cancelled) {
                return "; responder: " + m_responderStatus.error().message;
            }
            return "";
        }
        if (!m_peer.valid()) {
            return "";
        }
        // A cancelled point's peer gets only the abort grace (cancel promises under a second,
        // also while the peer is still starting); one that ran its exchange, the exit grace.
        auto exit =
            m_peer.wait(m_stopReason == StopReason::Cancelled ? kPeerAbortGrace : kPeerExitGrace);
        m_point.wallNsWithStartup = static_cast<double>(platform::nowNs() - m_peerStartNs);
        if (!exit) {
            m_peer.kill();
            exit = m_peer.wait(milliseconds(10'000));
            if (!exit) {
                return ": the peer process could not be reaped: " + exit.error().message;
            }
            return ": the peer process had to be killed";
        }
        const bool expectedToEnd =
            m_measureStatus.ok() && m_stopReason == StopReason::None && !m_endedResponder;
        if (exit->exited && exit->code == 0) {
            return "";
        }
        if (!expectedToEnd && exit->signaled) {
            return "";  // We killed it.
        }
        return "; the peer process ended with " + exit->describe() + " in round " +
               std::to_string(m_round + 1) +
               (m_point.repetitions.empty() ? "" : ", after its repetition");
    }

    // Waits for the remote peer's end of the point, telling it to give up first when this
    // side stopped early. Same ": ..." convention as stopResponder().
    std::string stopRemote() {
        if (!m_remoteStarted) {
            return "";
        }
        const bool endedEarly =
            !m_measureStatus.ok() || m_stopReason != StopReason::None || m_endedResponder;
        if (endedEarly && m_remote->poll() == remote::PeerState::Quiet) {
            m_remote->abortPoint();
        }
        // The connection is closed before waiting: a peer that still writes gets an error
        // instead of blocking, and a half-open data connection is not left behind.
        m_channel.initiator.reset();
        auto done = m_remote->finishPoint(endedEarly ? kPeerExitGrace : m_timeout);
        m_point.wallNsWithStartup = static_cast<double>(platform::nowNs() - m_peerStartNs);
        if (done.ok()) {
            return "";
        }
        if (!endedEarly || m_stopReason == StopReason::PeerDied ||
            done.error().code == ErrorCode::Closed) {
            return "; " + done.error().message;
        }
        return "";  // the peer's failure only echoes ours
    }

    Mechanism& m_mechanism;
    const int m_round;
    remote::RemoteSession* m_remote;
    bool m_remoteStarted = false;
    const RunnerOptions& m_options;
    const std::atomic<bool>& m_cancelRequested;
    const detail::PatternSpec m_spec;
    const CpuAssignment m_cpus;
    const milliseconds m_timeout;
    const WaitStrategy m_wait;

    PointResult m_point;
    std::vector<double> m_pooledNs;
    std::vector<double> m_pooledOpenLoopNs;
    OpenedChannel m_channel;
    platform::Process m_peer;
    std::int64_t m_peerStartNs = 0;
    std::thread m_responderThread;
    Status m_responderStatus;
    detail::Heartbeat m_heartbeat{0};

    std::mutex m_doneMutex;
    std::condition_variable m_doneChanged;
    bool m_measured = false;
    bool m_endedResponder = false;  // We ended it on purpose (lossy mechanisms).
    Status m_measureStatus;
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
