#pragma once
/// The responding side of a point, behind one face: the party that answers the measuring thread
/// (ping-pong, stream, paced: point_run.cpp) or the parties that share its lock (lock_pattern.cpp).
/// It is in-process threads, ipclab-peer child processes or a remote peer; the round and the lock
/// pattern start it in the way of its kind, then watch it (the watchdog asks trouble()), give it
/// up (kill()) and end it (finish()) the same way for all three.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "ipclab/mechanism.hpp"
#include "ipclab/peer_request.hpp"
#include "ipclab/platform/process.hpp"

namespace ipclab::remote {
class RemoteSession;
}

namespace ipclab::detail {

/// How long a peer may take to exit after its last message before it is killed.
inline constexpr std::chrono::milliseconds kPeerExitGrace{2000};
/// How long a peer may take to give up after the channel was aborted under a running
/// measurement before it is killed. A peer killed at once may die inside a lock or a condition
/// variable's bookkeeping in shared memory (Boost.Interprocess on Windows keeps a semaphore
/// "gate" there) and leave the measuring thread blocked for ever; one that sees `aborted`
/// leaves cleanly within milliseconds. Mechanisms whose abort() cannot wake the measuring
/// thread (a pipe's read) still end by this kill, well inside the one second cancel allows.
inline constexpr std::chrono::milliseconds kPeerAbortGrace{200};

/// Why the watchdog stopped a point (watchdog.hpp).
enum class StopReason { None, Cancelled, Timeout, PeerDied };

/// What the round knows as it ends its responder: whether a failure there is news, or only the
/// echo of the round's own.
/// How a peer process ended, worded for the messages that quote it ("the peer process ended
/// with %1"): "exit code 3", "signal 9 (SIGKILL)", "a crash (status 0xC0000005)". A Text, so the
/// German GUI shows it in German; the platform's describe() is English, for logs.
Text exitStatusText(const platform::ExitStatus& status);

struct Ending {
    bool measured = true;                  ///< The measuring side finished without an error.
    StopReason stop = StopReason::None;    ///< Why the watchdog stopped the point, if it did.
    bool endedOnPurpose = false;           ///< The round ended it itself (lossy mechanisms).
    int round = 0;                         ///< For the text: "in round N" (N = round + 1).
    bool afterRepetition = false;          ///< For the text: ", after its repetition".
    std::chrono::milliseconds timeout{0};  ///< How long a remote peer not given up may take.

    /// The responder was stopped before its exchange ended: its own failure echoes ours.
    bool early() const { return !measured || stop != StopReason::None || endedOnPurpose; }
};

/// How a responder ended (Responder::finish()).
struct ResponderEnd {
    /// Empty when it ended well (or only as told); else what went wrong there, which the
    /// point's error appends after "; " (or ": " when `colon`: a peer that would not end).
    Text problem;
    bool colon = false;
    /// Peer processes and remote peers: from their start to their end, ns.
    std::optional<double> wallNsWithStartup;
};

class Responder {
  public:
    Responder() = default;
    Responder(const Responder&) = delete;
    Responder& operator=(const Responder&) = delete;
    virtual ~Responder() = default;

    /// For the watchdog, never blocking: what went wrong with it while the point runs (a peer
    /// died, a party could not be pinned), or "" while all is well.
    virtual Text trouble() = 0;
    /// Ends it at once where that can be done from outside (peer processes are killed); threads
    /// and remote peers end when their channel, arena or session is aborted.
    virtual void kill() noexcept = 0;
    /// Waits for it to end, killing what lingers, and says how it ended. Call once.
    virtual ResponderEnd finish(const Ending& ending) = 0;
};

/// In-process parties: one thread each.
class ThreadResponder final : public Responder {
  public:
    /// Party `party`'s work, told how pinning its thread went; returns how the party ended.
    using Work = std::function<Status(int party, const Status& pinned)>;

    ThreadResponder() = default;
    ~ThreadResponder() override { join(); }

    /// Starts one thread per entry of `cpus` (its CPU, -1: unpinned), which pins itself first.
    void start(const std::vector<int>& cpus, Work work);
    /// For a party's work: what trouble() says from now on.
    void reportTrouble(Text what);

    Text trouble() override;
    void kill() noexcept override {}
    /// Joins every thread; "; responder: ..." for the first party that failed on its own.
    ResponderEnd finish(const Ending& ending) override;

  private:
    void join();

    Work m_work;
    std::vector<Status> m_statuses;  // one per party, written by its thread only
    std::vector<std::thread> m_threads;
    std::mutex m_troubleMutex;
    Text m_trouble;
};

/// ipclab-peer child processes, one per command.
class ProcessResponder final : public Responder {
  public:
    /// Starts `executable` once per command; stops at the first that cannot be started.
    /// `inherited`: the handles every child inherits (the channel's, for one peer).
    Status start(const std::string& executable, const std::vector<PeerCommand>& commands,
                 const std::vector<platform::NativeHandle>& inherited = {});
    /// Whether every started peer still runs.
    bool running();
    /// Whether any started peer is stopped by job control (it runs no code until continued).
    bool stopped();

    /// "peer process N ended with ..." for the first that ended badly.
    Text trouble() override;
    void kill() noexcept override;
    /// Reaps each peer (`kPeerAbortGrace` after a cancel, else `kPeerExitGrace`, then killed);
    /// "; the peer process ended with ..." when one ended badly unasked.
    ResponderEnd finish(const Ending& ending) override;

  private:
    std::vector<platform::Process> m_processes;
    std::int64_t m_startNs = 0;
};

/// The remote peer of a point (ipclab-peer --listen, reached through the run's session).
class RemoteResponder final : public Responder {
  public:
    /// `initiator` is the round's measuring end: start() connects it, finish() closes it.
    RemoteResponder(remote::RemoteSession& session, std::unique_ptr<Channel>& initiator)
        : m_session(session), m_initiator(initiator) {}

    /// Asks the peer to open the data side of the point (it alone needs a reachable port) and
    /// connects `initiator` to it with `options`.
    Status start(Mechanism& mechanism, PeerRequest request, ChannelOptions options,
                 std::chrono::milliseconds timeout, const std::atomic<bool>& cancel);

    /// "the remote peer ended the point" once it failed the point or the connection dropped.
    Text trouble() override;
    void kill() noexcept override {}
    /// Tells the peer to give up when the point ended early, then waits for its end of it.
    ResponderEnd finish(const Ending& ending) override;

  private:
    Text separateIpcNamespaces(const MechanismInfo& info) const;

    remote::RemoteSession& m_session;
    std::unique_ptr<Channel>& m_initiator;
    bool m_started = false;
    bool m_gaveUp = false;  // the data connection failed: the peer is told to give up
    std::int64_t m_startNs = 0;
};

}  // namespace ipclab::detail
