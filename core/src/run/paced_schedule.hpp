#pragma once
/// The paced pattern's send schedule: open loop, as wrk2 paces its requests. Pure integer
/// arithmetic on one clock's nanoseconds (platform::nowNs()); thread-safe.
///
/// Message i of a repetition (warm-up messages included, i from 0) is due at
///
///     intended(i) = startNs + i * periodNs
///
/// where startNs is the time of the repetition's first send and periodNs the gap
/// (Experiment::gapUs * 1000): the gap is the period between intended sends, not an idle time
/// after each reply. The initiator sleeps until intended(i); when it is behind schedule (a slow
/// reply ran past the due time) it sends at once and skips nothing, so the schedule never
/// slides. A slow moment then delays the messages behind it, and their figure measured from
/// the intended send time (reply arrival - intended(i)) counts that wait, which a closed loop
/// (sleep after each reply, time from the actual send) hides: coordinated omission.
///
/// No overflow within the limits: (kMaxWarmup + kMaxIterations) * kMaxGapUs * 1000 is about
/// 1.1e18 ns, below 2^63.
#include <algorithm>
#include <cstdint>

namespace ipclab::detail {

struct PacedSchedule {
    std::int64_t startNs = 0;   ///< Intended (and actual) send time of message 0.
    std::int64_t periodNs = 0;  ///< Between two intended sends; the gap.

    /// When message `index` of the repetition is due.
    constexpr std::int64_t intendedNs(std::uint64_t index) const {
        return startNs + static_cast<std::int64_t>(index) * periodNs;
    }

    /// How long to wait at `nowNs` before sending message `index`: 0 when it is due or overdue
    /// (behind schedule: send at once).
    constexpr std::int64_t waitNs(std::uint64_t index, std::int64_t nowNs) const {
        return std::max<std::int64_t>(intendedNs(index) - nowNs, 0);
    }
};

}  // namespace ipclab::detail
