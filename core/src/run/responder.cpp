// The three kinds of responder (responder.hpp): how each is started, watched and ended.
#include "run/responder.hpp"

#include <cstdio>

#include "ipclab/platform/clock.hpp"
#include "ipclab/platform/cpu.hpp"
#include "ipclab/platform/system.hpp"
#include "remote/remote_session.hpp"

namespace ipclab::detail {

using std::chrono::milliseconds;

Text exitStatusText(const platform::ExitStatus& status) {
    if (status.crashed) {
        char hex[16];
        std::snprintf(hex, sizeof hex, "0x%08X", static_cast<unsigned>(status.code));
        return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "a crash (status %1)"),
                    {verbatimArg(hex)});
    }
    if (status.exited) {
        return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "exit code %1"),
                    {integerArg(status.code)});
    }
    if (status.signaled && status.signal == 0) {
        // Windows: TerminateProcess, which is how a peer is killed there.
        return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "a forced termination (exit code %1)"),
                    {integerArg(status.code)});
    }
    if (status.signaled && !status.signalName.empty()) {
        return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "signal %1 (%2)"),
                    {integerArg(status.signal), verbatimArg(status.signalName)});
    }
    if (status.signaled) {
        return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "signal %1"),
                    {integerArg(status.signal)});
    }
    return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "an unknown status"));
}

void ThreadResponder::start(const std::vector<int>& cpus, Work work) {
    m_work = std::move(work);
    m_statuses.assign(cpus.size(), Status{});
    for (std::size_t party = 0; party < cpus.size(); ++party) {
        const int cpu = cpus[party];
        m_threads.emplace_back([this, party, cpu] {
            Status pinned;
            if (cpu >= 0) {
                pinned = platform::pinCurrentThread(cpu);
            }
            m_statuses[party] = m_work(static_cast<int>(party), pinned);
        });
    }
}

void ThreadResponder::reportTrouble(Text what) {
    std::lock_guard lock(m_troubleMutex);
    if (m_trouble.empty()) {
        m_trouble = std::move(what);
    }
}

Text ThreadResponder::trouble() {
    std::lock_guard lock(m_troubleMutex);
    return m_trouble;
}

void ThreadResponder::join() {
    for (auto& thread : m_threads) {
        if (thread.joinable()) {
            thread.join();
        }
    }
}

ResponderEnd ThreadResponder::finish(const Ending& ending) {
    join();
    // After an abort the responder's Cancelled is only the echo of it.
    for (const Status& status : m_statuses) {
        if (!status.ok() && ending.stop == StopReason::None && !ending.endedOnPurpose &&
            status.error().code != ErrorCode::Cancelled) {
            ResponderEnd end;
            end.problem = Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "responder: %1"),
                               {textArg(errorText(status.error()))});
            return end;
        }
    }
    return {};
}

Status ProcessResponder::start(const std::string& executable,
                               const std::vector<PeerCommand>& commands,
                               const std::vector<platform::NativeHandle>& inherited) {
    m_startNs = platform::nowNs();
    for (const PeerCommand& command : commands) {
        auto process = platform::Process::spawn(executable, toPeerArguments(command), inherited);
        if (!process) {
            return textError(
                process.error().code,
                Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "cannot start the peer process: %1"),
                     {textArg(errorText(process.error()))}));
        }
        m_processes.push_back(std::move(process.value()));
    }
    return {};
}

bool ProcessResponder::running() {
    for (auto& process : m_processes) {
        if (!process.running()) {
            return false;
        }
    }
    return true;
}

bool ProcessResponder::stopped() {
    for (auto& process : m_processes) {
        if (process.stopped()) {
            return true;
        }
    }
    return false;
}

Text ProcessResponder::trouble() {
    // Mechanisms without end-of-file (message queues, shared memory) would otherwise only
    // notice a peer that ended badly at the peer timeout.
    for (std::size_t party = 0; party < m_processes.size(); ++party) {
        auto& process = m_processes[party];
        if (process.valid() && !process.running()) {
            auto exit = process.wait(milliseconds(0));
            if (exit && !(exit->exited && exit->code == 0)) {
                return Text(
                    IPCLAB_TR_NOOP("ipclab::CoreMessages", "peer process %1 ended with %2"),
                    {integerArg(static_cast<std::int64_t>(party)), textArg(exitStatusText(*exit))});
            }
        }
    }
    return {};
}

void ProcessResponder::kill() noexcept {
    for (auto& process : m_processes) {
        process.kill();
    }
}

ResponderEnd ProcessResponder::finish(const Ending& ending) {
    // A cancelled point's peer gets only the abort grace (cancel promises under a second, also
    // while the peer is still starting); one that ran its exchange, the exit grace. A party
    // stuck on a lock whose holder died would never exit by itself.
    const milliseconds grace =
        ending.stop == StopReason::Cancelled ? kPeerAbortGrace : kPeerExitGrace;
    ResponderEnd end;
    for (auto& process : m_processes) {
        if (!process.valid()) {
            continue;
        }
        auto exit = process.wait(grace);
        if (!end.wallNsWithStartup) {
            end.wallNsWithStartup = static_cast<double>(platform::nowNs() - m_startNs);
        }
        Text problem;
        bool colon = false;
        if (!exit) {
            process.kill();
            exit = process.wait(milliseconds(10'000));
            colon = true;
            problem = !exit ? Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                  "the peer process could not be reaped: %1"),
                                   {textArg(errorText(exit.error()))})
                            : Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                  "the peer process had to be killed"));
        } else if (!(exit->exited && exit->code == 0) && !(ending.early() && exit->signaled)) {
            // (A signal after an early end is our kill.)
            const std::vector<TextArg> args{textArg(exitStatusText(*exit)),
                                            integerArg(ending.round + 1)};
            problem =
                ending.afterRepetition
                    ? Text(IPCLAB_TR_NOOP(
                               "ipclab::CoreMessages",
                               "the peer process ended with %1 in round %2, after its repetition"),
                           args)
                    : Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                          "the peer process ended with %1 in round %2"),
                           args);
        }
        if (end.problem.empty()) {
            end.problem = std::move(problem);
            end.colon = colon;
        }
    }
    m_processes.clear();
    return end;
}

// Shared memory and queues reach a remote peer only in the same IPC namespace (two containers
// sharing one): why not, naming both, or empty when they do share it.
Text RemoteResponder::separateIpcNamespaces(const MechanismInfo& info) const {
    const std::string here = platform::ipcNamespace();
    const std::string& there = m_session.peerIpcNamespace();
    if (!here.empty() && here == there) {
        return {};
    }
    if (here.empty() || there.empty()) {
        return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                   "%1 cannot reach the remote peer %2: its shared memory, "
                                   "semaphores or queues exist only in one IPC namespace, and this "
                                   "system does not name its IPC namespaces (Linux does)"),
                    {verbatimArg(info.id), verbatimArg(m_session.where())});
    }
    return Text(IPCLAB_TR_NOOP(
                    "ipclab::CoreMessages",
                    "%1 cannot reach the remote peer %2: its shared memory, semaphores or queues "
                    "exist only in one IPC namespace, and the peer is in another: separate IPC "
                    "namespaces (%3 there, %4 here), as two containers have unless one joins the "
                    "other's (docker run --ipc container:PEER, compose ipc: \"service:peer\")"),
                {verbatimArg(info.id), verbatimArg(m_session.where()), verbatimArg(there),
                 verbatimArg(here)});
}

// validate() allowed only remote-capable mechanisms, shared memory and queues (which need the
// peer's IPC namespace), and the unpinned placement.
Status RemoteResponder::start(Mechanism& mechanism, PeerRequest request, ChannelOptions options,
                              milliseconds timeout, const std::atomic<bool>& cancel) {
    request.channel = "remote";  // the peer opens the channel itself
    request.cpu = -1;
    const MechanismInfo& info = mechanism.info();
    if (!info.remoteCapable) {
        if (Text why = separateIpcNamespaces(info); !why.empty()) {
            return textError(ErrorCode::Unsupported, std::move(why));
        }
    }
    m_startNs = platform::nowNs();
    auto data = m_session.startPoint(request, timeout, cancel);
    if (!data) {
        return data.error();
    }
    m_started = true;
    options.bindAddress = m_session.wildcardAddress();
    options.dataSecret = data->secret;
    // Shared memory and queues: the peer named what it opened in our common IPC namespace.
    const std::string endpoint =
        info.remoteCapable ? m_session.dataEndpoint(info, data->port) : data->channel;
    auto channel = mechanism.attach(endpoint, options);
    if (!channel) {
        m_gaveUp = true;  // the peer is told to give up, its failure is ours
        const TextArg endpointArg = verbatimArg(endpoint);
        const TextArg why = textArg(errorText(channel.error()));
        return textError(
            channel.error().code,
            info.remoteCapable
                ? Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                      "cannot connect to the remote peer's data port %1: %2"),
                       {endpointArg, why})
                : Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                      "cannot connect to the remote peer's channel %1: %2"),
                       {endpointArg, why}));
    }
    m_initiator = std::move(channel.value());
    return {};
}

Text RemoteResponder::trouble() {
    // The peer speaks during a point only when it ended it: done (fine: the measuring thread is
    // about to finish) or a failure, or the connection dropped.
    if (m_started && m_session.poll() == remote::PeerState::Failed) {
        return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "the remote peer ended the point"));
    }
    return {};
}

ResponderEnd RemoteResponder::finish(const Ending& ending) {
    if (!m_started) {
        return {};
    }
    const bool early = ending.early() || m_gaveUp;
    if (early && m_session.poll() == remote::PeerState::Quiet) {
        m_session.abortPoint();
    }
    // The connection is closed before waiting: a peer that still writes gets an error instead
    // of blocking, and a half-open data connection is not left behind.
    m_initiator.reset();
    auto done = m_session.finishPoint(early ? kPeerExitGrace : ending.timeout);
    ResponderEnd end;
    end.wallNsWithStartup = static_cast<double>(platform::nowNs() - m_startNs);
    if (!done.ok() &&
        (!early || ending.stop == StopReason::PeerDied || done.error().code == ErrorCode::Closed)) {
        end.problem = errorText(done.error());  // else the peer's failure only echoes ours
    }
    return end;
}

}  // namespace ipclab::detail
