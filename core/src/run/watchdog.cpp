#include "run/watchdog.hpp"

namespace ipclab::detail {

namespace {

// How often the runner looks at cancel requests and the heartbeat: well inside the one
// second in which cancel must take effect, and far too rare to disturb a measurement.
constexpr std::chrono::milliseconds kWatchdogTick{20};

}  // namespace

Watchdog::Watchdog(const std::atomic<bool>& cancel, Responder& responder,
                   std::chrono::milliseconds timeout)
    : m_cancel(cancel), m_responder(responder), m_timeout(timeout), m_lastChange(Clock::now()) {}

void Watchdog::rearm() {
    m_lastChange = Clock::now();
}

StopReason Watchdog::check(std::uint64_t progress) {
    if (m_cancel.load()) {
        return StopReason::Cancelled;
    }
    if (auto trouble = m_responder.trouble(); !trouble.empty()) {
        m_trouble = std::move(trouble);
        return StopReason::PeerDied;
    }
    const auto now = Clock::now();
    if (progress != m_lastProgress) {
        m_lastProgress = progress;
        m_lastChange = now;
    } else if (now - m_lastChange > m_timeout) {
        return StopReason::Timeout;
    }
    return StopReason::None;
}

void Completion::finish(Status status) {
    {
        std::lock_guard lock(m_mutex);
        m_status = std::move(status);
        m_finished = true;
    }
    m_changed.notify_one();
}

bool Completion::waitFor(std::chrono::milliseconds timeout) {
    std::unique_lock lock(m_mutex);
    return m_changed.wait_for(lock, timeout, [&] { return m_finished; });
}

StopReason superviseUntilFinished(Completion& measuring, Watchdog& watchdog,
                                  const std::atomic<std::uint64_t>& heartbeat, Responder& responder,
                                  const std::function<void()>& abort) {
    using Clock = std::chrono::steady_clock;
    StopReason reason = StopReason::None;
    Clock::time_point abortedAt;
    while (!measuring.waitFor(kWatchdogTick)) {
        if (reason != StopReason::None) {
            // Already aborted; waiting for the measuring thread to notice.
            if (Clock::now() - abortedAt > kPeerAbortGrace) {
                responder.kill();
            }
            continue;
        }
        reason = watchdog.check(heartbeat.load(std::memory_order_relaxed));
        if (reason != StopReason::None) {
            abort();
            abortedAt = Clock::now();
        }
    }
    return reason;
}

}  // namespace ipclab::detail
