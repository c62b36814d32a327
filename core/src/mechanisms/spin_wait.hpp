#pragma once
/// Busy-waiting as the Spin and SpinYield wait strategies do it, shared by the spin-lock
/// mechanisms (thread_mechanisms.cpp, shm_lock_mechanisms.cpp, slot_channel.hpp). Header-only so
/// that the loops inline into the channels' send/receive.
#include <atomic>
#include <chrono>
#include <cstdint>

#include "ipclab/experiment.hpp"
#include "ipclab/platform/cpu.hpp"

namespace ipclab::mechanisms {

/// SpinYield: pause-spins before the first yield. A hand-off between two running threads takes
/// well under this (~100 ns per pause on current x86), so a yield only happens when the other
/// party is not running, e.g. both on one core, where spinning on would waste the time slice.
inline constexpr int kSpinsBeforeYield = 64;

/// One step of a busy-wait loop; `spins` counts the steps taken so far.
inline void spinStep(WaitStrategy wait, int& spins) noexcept {
    if (wait == WaitStrategy::SpinYield && ++spins >= kSpinsBeforeYield) {
        platform::yieldThread();
    } else {
        platform::cpuRelax();
    }
}

/// Spins until `ready()` is true (returns true) or `aborted()` is (returns false); `aborted` is
/// checked on every step, so abort() from another thread or process ends the wait at once.
template <class Ready, class Aborted>
bool spinUntil(WaitStrategy wait, Ready ready, Aborted aborted) noexcept {
    int spins = 0;
    while (!ready()) {
        if (aborted()) {
            return false;
        }
        spinStep(wait, spins);
    }
    return true;
}

/// SpinBlock: how long a waiter spins before it goes to sleep. Spinning for about what blocking
/// costs bounds the loss to about twice the best choice (the classic competitive argument for
/// spin-then-block): a hand-off that comes within it costs no wake-up at all, a later one one
/// wake-up plus this. On this project's 2-vCPU KVM guest, busy, shm.ring's blocking ping-pong
/// costs 5-7 µs one way. The spin must stay that short because on an oversubscribed machine the
/// spinner burns the CPU its partner needs: 20 µs made 64 B ping-pong 27 µs against 5 µs blocking,
/// 5 µs makes it 8-11 µs, while a hand-off between two running parties (~0.3 µs) never sleeps.
/// Pure pause-spinning, no yield: a yield hands the CPU to a busy loop for a whole time slice,
/// where a woken sleeper preempts it at once (a 64 KiB stream with two busy loops: about 1 GB/s
/// yielding, 2.6-5.2 GB/s sleeping).
inline constexpr std::chrono::nanoseconds kSpinBeforeBlock{5'000};

/// Spins as Spin does until `ready()` (returns Ready), `aborted()` (Aborted) or `limit` has
/// passed (TimedOut). The clock is read every few steps only: a read costs about as much as a
/// pause, and the limit needs no better resolution than a few hundred nanoseconds.
enum class SpinOutcome { Ready, Aborted, TimedOut };
template <class Ready, class Aborted>
SpinOutcome spinFor(std::chrono::nanoseconds limit, Ready ready, Aborted aborted) noexcept {
    using Clock = std::chrono::steady_clock;
    const Clock::time_point deadline = Clock::now() + limit;
    for (unsigned steps = 1;; ++steps) {
        if (ready()) {
            return SpinOutcome::Ready;
        }
        if (aborted()) {
            return SpinOutcome::Aborted;
        }
        if (steps % 8 == 0 && Clock::now() >= deadline) {
            return SpinOutcome::TimedOut;
        }
        platform::cpuRelax();
    }
}

/// Test-and-test-and-set spin lock on a 32-bit word (0 = free, 1 = held), usable on memory of
/// any origin, including shared memory mapped by several processes (the atomic is lock-free,
/// so it holds no process-local state). Waiters spin on a plain load, so the cache line stays
/// shared until the owner releases it, instead of bouncing on every failed exchange.
class WordSpinLock {
  public:
    static_assert(std::atomic<std::uint32_t>::is_always_lock_free,
                  "a spin lock in shared memory needs a lock-free 32-bit atomic");

    static void lock(std::atomic<std::uint32_t>& word, WaitStrategy wait) noexcept {
        (void)lock(word, wait, [] { return false; });
    }
    /// As lock(), but gives up (returns false) once `aborted()` is true: a party killed while
    /// holding the word must not leave the other spinning for ever.
    template <class Aborted>
    static bool lock(std::atomic<std::uint32_t>& word, WaitStrategy wait,
                     Aborted aborted) noexcept {
        int spins = 0;
        while (word.exchange(1, std::memory_order_acquire) != 0) {
            while (word.load(std::memory_order_relaxed) != 0) {
                if (aborted()) {
                    return false;
                }
                spinStep(wait, spins);
            }
        }
        return true;
    }
    static bool tryLock(std::atomic<std::uint32_t>& word) noexcept {
        return word.load(std::memory_order_relaxed) == 0 &&
               word.exchange(1, std::memory_order_acquire) == 0;
    }
    static void unlock(std::atomic<std::uint32_t>& word) noexcept {
        word.store(0, std::memory_order_release);
    }
};

}  // namespace ipclab::mechanisms
