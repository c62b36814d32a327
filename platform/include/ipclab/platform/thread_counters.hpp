#pragma once
/// What the OS counts for one thread: its context switches, CPU migrations, page faults, CPU
/// time and, where the CPU exposes them, its hardware events. Read before and after a round,
/// outside the timed spans: the difference, divided by the messages, is the anatomy of a
/// message (how many times each party slept, was moved or faulted per message).
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace ipclab::platform {

/// The counts, in one fixed order (the order of ThreadCounters::kNames).
enum class ThreadCounter : std::uint8_t {
    VoluntarySwitches,    ///< The thread gave up its CPU: it blocked waiting (a sleep).
    InvoluntarySwitches,  ///< It was taken off its CPU (preempted).
    Migrations,           ///< It moved to another CPU.
    MinorFaults,          ///< Page faults served without I/O.
    MajorFaults,          ///< Page faults that read from disk.
    TaskClockNs,          ///< CPU time, ns.
    Cycles,               ///< CPU cycles (hardware counter).
    Instructions,         ///< Instructions retired (hardware counter).
    CacheMisses,          ///< Last-level cache misses (hardware counter).
};
inline constexpr std::size_t kThreadCounterCount = 9;

/// One reading; -1 for a counter that is unavailable.
using ThreadCounts = std::array<std::int64_t, kThreadCounterCount>;

/// The counters of the thread that opened them. Open and read on that thread only; move-only
/// (an implementation may hold kernel handles). Opening and reading cost a few µs: do them
/// outside timed spans. Nothing is attached to the thread that would slow its context
/// switches (see thread_counters_linux.cpp).
class ThreadCounters {
  public:
    /// Short English names for files and tables ("voluntary_switches", ...), in enum order.
    static constexpr std::array<const char*, kThreadCounterCount> kNames = {
        "voluntary_switches", "involuntary_switches", "migrations", "minor_faults",
        "major_faults",       "task_clock_ns",        "cycles",     "instructions",
        "cache_misses"};

    /// Opens every counter this OS and CPU allow the calling thread; the others are
    /// unavailable with the reason (never an error: what cannot be counted is said so).
    static ThreadCounters openForThisThread();

    ThreadCounters() = default;
    ThreadCounters(ThreadCounters&& other) noexcept;
    ThreadCounters& operator=(ThreadCounters&& other) noexcept;
    ThreadCounters(const ThreadCounters&) = delete;
    ThreadCounters& operator=(const ThreadCounters&) = delete;
    ~ThreadCounters();

    /// The counts so far (each since some fixed moment: use differences); -1 where unavailable.
    ThreadCounts read() const noexcept;
    /// Why `counter` is unavailable ("" when it is counted), in English.
    const std::string& unavailableReason(ThreadCounter counter) const {
        return m_reasons[static_cast<std::size_t>(counter)];
    }

  private:
    std::array<std::string, kThreadCounterCount> m_reasons;
};

/// `after - before` per counter; -1 where either is unavailable or the count went backwards.
inline ThreadCounts countsBetween(const ThreadCounts& before, const ThreadCounts& after) {
    ThreadCounts difference{};
    for (std::size_t i = 0; i < kThreadCounterCount; ++i) {
        difference[i] =
            before[i] < 0 || after[i] < before[i] ? std::int64_t{-1} : after[i] - before[i];
    }
    return difference;
}

}  // namespace ipclab::platform
