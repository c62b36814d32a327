#pragma once
/// The bound on a point: the watchdog looks at cancel requests, the responder's trouble and the
/// point's progress, and says when to stop. The round (point_run.cpp) runs it on the runner's
/// thread while its measuring thread works; the lock pattern asks it while it waits for its
/// parties. Both end a dead or hung responder the same way.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>

#include "run/responder.hpp"

namespace ipclab::detail {

class Watchdog {
  public:
    /// `timeout`: how long the point may go without progress (the peer timeout).
    Watchdog(const std::atomic<bool>& cancel, Responder& responder,
             std::chrono::milliseconds timeout);

    /// Starts the bound afresh, as if progress had just been made.
    void rearm();
    /// One look, never blocking: cancel first, then the responder's trouble, then the bound.
    /// `progress` is any count that moves while the responder answers (the heartbeat); the
    /// bound runs from its last change or rearm().
    StopReason check(std::uint64_t progress);
    /// The responder's trouble when check() said PeerDied.
    const Text& trouble() const { return m_trouble; }

  private:
    using Clock = std::chrono::steady_clock;
    const std::atomic<bool>& m_cancel;
    Responder& m_responder;
    const std::chrono::milliseconds m_timeout;
    std::uint64_t m_lastProgress = 0;
    Clock::time_point m_lastChange;
    Text m_trouble;
};

/// The end of the measuring thread's work, which the runner's thread waits for.
class Completion {
  public:
    /// On the measuring thread, once.
    void finish(Status status);
    /// Waits up to `timeout`; true once finish() was called.
    bool waitFor(std::chrono::milliseconds timeout);
    /// After waitFor() returned true.
    const Status& status() const { return m_status; }

  private:
    std::mutex m_mutex;
    std::condition_variable m_changed;
    bool m_finished = false;
    Status m_status;
};

/// Runs on the runner's thread until `measuring` finished, looking every tick. When the
/// watchdog says stop it calls `abort` (the channels: the measuring thread and the responder
/// return) and kills the responder if the measuring thread has not finished `kPeerAbortGrace`
/// later. Returns why it stopped the point, or None.
StopReason superviseUntilFinished(Completion& measuring, Watchdog& watchdog,
                                  const std::atomic<std::uint64_t>& heartbeat, Responder& responder,
                                  const std::function<void()>& abort);

}  // namespace ipclab::detail
