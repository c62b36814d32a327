// Two threads of one process, handing messages over through a one-message slot per direction
// (thread_slot_channel.hpp): thread.mutex (std::mutex + std::condition_variable; reports 000 and
// 001 done with a real reader), thread.spin (std::atomic_flag spin lock; report 003 used C11's
// atomic_flag from stdatomic.h, the same flag in C), thread.native-spin (the OS's own lock
// through platform/spin_lock.hpp), thread.semaphore (the OS's blocking semaphore through
// platform/semaphore.hpp) and thread.std-semaphore (C++20 std::counting_semaphore, which spins
// before it sleeps). Each also offers its lock, or its semaphore used as one, to the lock
// pattern. This file holds the locks, the semaphores and the mechanisms; the slots and the
// channel are thread_slot_channel.hpp's.
#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <semaphore>
#include <string>

#include "ipclab/platform/semaphore.hpp"
#include "ipclab/platform/spin_lock.hpp"
#include "ipclab/platform/translatable.hpp"
#include "mechanisms.hpp"
#include "slot_channel.hpp"
#include "spin_wait.hpp"
#include "thread_slot_channel.hpp"
#include "thread_texts.hpp"

namespace ipclab::mechanisms {

namespace {

using thread_slot::CondvarSlot;
using thread_slot::openSlotChannel;
using thread_slot::SemaphoreSlot;
using thread_slot::SpinSlot;

// ---------------------------------------------------------------------------------------------
// The locks.

/// thread.mutex's lock: a plain std::mutex (futex-based on Linux, SRWLOCK on Windows).
class MutexLock final : public Lock {
  public:
    void acquire() noexcept override { m_mutex.lock(); }
    void release() noexcept override { m_mutex.unlock(); }

  private:
    std::mutex m_mutex;
};

/// A spin lock as report 003 built one (it used C11's atomic_flag from stdatomic.h; this is
/// C++'s std::atomic_flag): test_and_set until it was clear. Waiters re-read
/// with test() (C++20) between attempts, so they do not write the line while it is held.
class FlagSpinLock {
  public:
    void lock(WaitStrategy wait) noexcept {
        (void)lock(wait, [] { return false; });
    }
    /// As lock(WaitStrategy), but gives up (returns false) once `aborted()` is true.
    template <class Aborted>
    bool lock(WaitStrategy wait, Aborted aborted) noexcept {
        int spins = 0;
        while (m_flag.test_and_set(std::memory_order_acquire)) {
            while (m_flag.test(std::memory_order_relaxed)) {
                if (aborted()) {
                    return false;
                }
                spinStep(wait, spins);
            }
        }
        return true;
    }
    void unlock() noexcept { m_flag.clear(std::memory_order_release); }

  private:
    std::atomic_flag m_flag;  // C++20: initialised clear
};

/// The OS's lock in the shape slot_channel.hpp expects: how it waits is the OS's choice, so the
/// strategy is ignored, and it cannot give up (the other thread holds it only to copy a message).
class NativeGuard {
  public:
    template <class Aborted>
    bool lock(WaitStrategy, Aborted) noexcept {
        m_lock.lock();
        return true;
    }
    void unlock() noexcept { m_lock.unlock(); }

  private:
    platform::NativeSpinLock m_lock;
};

class FlagLock final : public Lock {
  public:
    explicit FlagLock(WaitStrategy wait) : m_wait(wait) {}
    void acquire() noexcept override { m_lock.lock(m_wait); }
    void release() noexcept override { m_lock.unlock(); }

  private:
    alignas(kCacheLine) FlagSpinLock m_lock;
    WaitStrategy m_wait;
};

class NativeLock final : public Lock {
  public:
    void acquire() noexcept override { m_lock.lock(); }
    void release() noexcept override { m_lock.unlock(); }

  private:
    alignas(kCacheLine) platform::NativeSpinLock m_lock;
};

// ---------------------------------------------------------------------------------------------
// The semaphores, in the shape slot_channel.hpp expects (create, wait, post).

/// thread.semaphore: the OS's semaphore, which sleeps as soon as it finds no token.
struct PlatformSemaphoreOps {
    using Semaphore = platform::BlockingSemaphore;
    static Expected<std::unique_ptr<Semaphore>> create(std::uint32_t tokens) {
        return Semaphore::create(tokens);
    }
    static Status wait(Semaphore& semaphore) noexcept {
        semaphore.acquire();
        return {};
    }
    static Status post(Semaphore& semaphore) noexcept {
        semaphore.release();
        return {};
    }
};

/// thread.std-semaphore: C++20's semaphore. The maximum is large enough that abort's extra
/// releases can never exceed it (which would be undefined behaviour); each on its own line.
struct alignas(kCacheLine) StdSemaphore : std::counting_semaphore<1 << 20> {
    using std::counting_semaphore<1 << 20>::counting_semaphore;
};

// libstdc++ before 12.3 / 13 can lose a wake-up in std::counting_semaphore::acquire() and sleep
// for ever (GCC bug 104928; seen here with MinGW's GCC 12 under Wine). A timed wait re-checks
// the count when its slice ends, so a lost wake-up costs at most one slice - visible as an
// outlier in the results, never a hang. The uncontended path is unchanged: try_acquire_for
// takes an available token without reading a clock or sleeping.
constexpr std::chrono::milliseconds kStdSemaphoreSlice{10};

struct StdSemaphoreOps {
    using Semaphore = StdSemaphore;
    static Expected<std::unique_ptr<Semaphore>> create(std::uint32_t tokens) {
        return std::make_unique<Semaphore>(static_cast<std::ptrdiff_t>(tokens));
    }
    static Status wait(Semaphore& semaphore) noexcept {
        while (!semaphore.try_acquire_for(kStdSemaphoreSlice)) {
        }
        return {};
    }
    static Status post(Semaphore& semaphore) noexcept {
        semaphore.release();
        return {};
    }
};

/// Report 003's "semaphore" figure: a semaphore with one token used as a lock.
template <class Ops>
class SemaphoreLock final : public Lock {
  public:
    explicit SemaphoreLock(std::unique_ptr<typename Ops::Semaphore> semaphore)
        : m_semaphore(std::move(semaphore)) {}
    void acquire() noexcept override { (void)Ops::wait(*m_semaphore); }
    void release() noexcept override { (void)Ops::post(*m_semaphore); }

  private:
    std::unique_ptr<typename Ops::Semaphore> m_semaphore;
};

// ---------------------------------------------------------------------------------------------
// The mechanisms.

class ThreadMutexMechanism final : public Mechanism, public ThreadLocks {
  public:
    ThreadMutexMechanism() {
        m_info.id = "thread.mutex";
        m_info.systemCalls = {
            .senderCalls = {"futex"},
            .sender = {0, 3},
            .receiverCalls = {"futex"},
            .receiver = {0, 3},
            .dependsOnLibrary = false,
            .note = IPCLAB_TR_NOOP(
                "ipclab::CoreText",
                "Futex calls only to wait or to wake: the receiver sleeps in a futex wait when "
                "no message is there and the sender makes a futex wake when it does; a lock "
                "found taken adds a wait and a wake. 0 calls while neither side has to wait.")};
        m_info.title = IPCLAB_TR_NOOP("ipclab::CoreText", "Threads: mutex + condition variable");
        m_info.locality = Locality::InProcess;
        m_info.group = MechanismGroup::Threads;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream, Pattern::Lock};
        m_info.explanation = IPCLAB_TR_NOOP(
            "ipclab::CoreText",
            "Two threads of one process share a buffer per direction, guarded by a std::mutex; "
            "a std::condition_variable wakes the other thread when a message is there. The data "
            "is copied once (memcpy into the shared buffer and out again, both in user space). "
            "No system call is needed while the other thread is running, but a thread that "
            "waits goes to sleep in the kernel (futex), so each hand-off to a sleeping thread "
            "costs a wake-up: a context switch on one core, or waking another, possibly idle, "
            "core - on a virtual machine that can cost tens of microseconds.");
    }

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        return openSlotChannel<CondvarSlot>(options, m_info.id);
    }

    ThreadLocks* threadLocks() override { return this; }

    Expected<std::shared_ptr<Lock>> createLock(WaitStrategy) override {
        return std::shared_ptr<Lock>(std::make_shared<MutexLock>());
    }

  private:
    MechanismInfo m_info;
};

class ThreadSpinMechanism final : public Mechanism, public ThreadLocks {
  public:
    ThreadSpinMechanism() {
        m_info.id = "thread.spin";
        m_info.systemCalls = {
            .senderCalls = {},
            .sender = {0, 0},
            .receiverCalls = {},
            .receiver = {0, 0},
            .dependsOnLibrary = false,
            .note = IPCLAB_TR_NOOP(
                "ipclab::CoreText",
                "None: a flag set and polled in user space. With the spin-yield wait, a side "
                "that spun for nothing also calls sched_yield().")};
        m_info.title = IPCLAB_TR_NOOP("ipclab::CoreText", "Threads: spin lock (std::atomic_flag)");
        m_info.locality = Locality::InProcess;
        m_info.group = MechanismGroup::Threads;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream, Pattern::Lock};
        m_info.waitStrategies = {WaitStrategy::Spin, WaitStrategy::SpinYield};
        m_info.explanation = IPCLAB_TR_NOOP(
            "ipclab::CoreText",
            "Two threads of one process share a one-message buffer per direction, guarded by a "
            "spin lock made of a std::atomic_flag (C++'s form of the C11 atomic_flag from "
            "stdatomic.h that report 003 used): test_and_set is one "
            "atomic instruction (x86 XCHG) that either takes the lock or fails; a waiting "
            "thread then re-reads the flag with plain loads (test) until it reads clear and "
            "only then tries test_and_set again (test-and-test-and-set), instead of sleeping, "
            "so that its waiting does not take the flag's cache line from the holder. The "
            "receiver polls the buffer's 'full' "
            "flag; the message is copied in and out with memcpy in user space. No system call "
            "and no kernel wake-up happen at all: a hand-off costs the cache-line transfers "
            "between the two cores (tens of nanoseconds). The price is a core burnt at 100% by "
            "each waiting thread, and if both threads share one core the waiter spins until the "
            "scheduler preempts it (milliseconds) - 'spin-yield' gives the CPU away "
            "(sched_yield / SwitchToThread) after a few dozen pauses, which rescues that case. "
            "As a lock, an uncontended acquire/release is two atomic operations; under "
            "contention the cache line holding the flag bounces between the cores.");
    }

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        if (!m_info.supports(options.wait)) {
            return unsupportedWait(m_info, options.wait);
        }
        return openSlotChannel<SpinSlot<FlagSpinLock>>(options, m_info.id);
    }

    ThreadLocks* threadLocks() override { return this; }

    Expected<std::shared_ptr<Lock>> createLock(WaitStrategy wait) override {
        if (!m_info.supports(wait)) {
            return unsupportedWait(m_info, wait);
        }
        return std::shared_ptr<Lock>(std::make_shared<FlagLock>(wait));
    }

  private:
    MechanismInfo m_info;
};

class ThreadNativeSpinMechanism final : public Mechanism, public ThreadLocks {
  public:
    ThreadNativeSpinMechanism() {
        const std::string_view primitive = platform::NativeSpinLock::primitiveName();
        const PrimitiveTexts texts = primitiveTexts(kNativeSpinTexts, primitive);
        m_info.id = "thread.native-spin";
        m_info.systemCalls = {
            .senderCalls = {},
            .sender = {0, 0},
            .receiverCalls = {},
            .receiver = {0, 0},
            .dependsOnLibrary = false,
            .note = IPCLAB_TR_NOOP("ipclab::CoreText",
                                   "None: the OS's spin lock and a flag, both in user space.")};
        m_info.title = *texts.title != '\0'
                           ? std::string(texts.title)
                           : "Threads: the OS's spin lock (" + std::string(primitive) + ")";
        m_info.locality = Locality::InProcess;
        m_info.group = MechanismGroup::Threads;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream, Pattern::Lock};
        m_info.waitStrategies = {WaitStrategy::Spin};
        m_info.explanation = texts.explanation;
    }

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        if (!m_info.supports(options.wait)) {
            return unsupportedWait(m_info, options.wait);
        }
        return openSlotChannel<SpinSlot<NativeGuard>>(options, m_info.id);
    }

    ThreadLocks* threadLocks() override { return this; }

    Expected<std::shared_ptr<Lock>> createLock(WaitStrategy wait) override {
        if (!m_info.supports(wait)) {
            return unsupportedWait(m_info, wait);
        }
        return std::shared_ptr<Lock>(std::make_shared<NativeLock>());
    }

  private:
    MechanismInfo m_info;
};

// ---------------------------------------------------------------------------------------------
// thread.semaphore and thread.std-semaphore: two semaphores per direction (empty / full), the
// classic bounded buffer of capacity one; the same exchange, two semaphores that wait
// differently.

template <class Ops>
class ThreadSemaphoreMechanism final : public Mechanism, public ThreadLocks {
  public:
    ThreadSemaphoreMechanism(std::string id, std::string title, std::string explanation,
                             SystemCalls calls) {
        m_info.id = std::move(id);
        m_info.systemCalls = std::move(calls);
        m_info.title = std::move(title);
        m_info.locality = Locality::InProcess;
        m_info.group = MechanismGroup::Threads;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream, Pattern::Lock};
        m_info.waitStrategies = {WaitStrategy::Block};
        m_info.explanation = std::move(explanation);
    }

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        if (!m_info.supports(options.wait)) {
            return unsupportedWait(m_info, options.wait);
        }
        return openSlotChannel<SemaphoreSlot<Ops>>(options, m_info.id);
    }

    ThreadLocks* threadLocks() override { return this; }

    Expected<std::shared_ptr<Lock>> createLock(WaitStrategy wait) override {
        if (!m_info.supports(wait)) {
            return unsupportedWait(m_info, wait);
        }
        auto semaphore = Ops::create(1);
        if (!semaphore) {
            return prefixedError(m_info.id, semaphore.error());
        }
        return std::shared_ptr<Lock>(
            std::make_shared<SemaphoreLock<Ops>>(std::move(semaphore.value())));
    }

  private:
    MechanismInfo m_info;
};

}  // namespace

std::unique_ptr<Mechanism> makeThreadMutex() {
    return std::make_unique<ThreadMutexMechanism>();
}

std::unique_ptr<Mechanism> makeThreadSpin() {
    return std::make_unique<ThreadSpinMechanism>();
}

std::unique_ptr<Mechanism> makeThreadNativeSpin() {
    return std::make_unique<ThreadNativeSpinMechanism>();
}

std::unique_ptr<Mechanism> makeThreadSemaphore() {
    const std::string_view primitive = platform::BlockingSemaphore::primitiveName();
    const PrimitiveTexts texts = primitiveTexts(kSemaphoreTexts, primitive);
    return std::make_unique<ThreadSemaphoreMechanism<PlatformSemaphoreOps>>(
        "thread.semaphore",
        *texts.title != '\0' ? std::string(texts.title)
                             : "Threads: the OS's semaphore (" + std::string(primitive) + ")",
        texts.explanation,
        SystemCalls{.senderCalls = {"futex"},
                    .sender = {0, 1},
                    .receiverCalls = {"futex"},
                    .receiver = {0, 1},
                    .dependsOnLibrary = false,
                    .note = IPCLAB_TR_NOOP(
                        "ipclab::CoreText",
                        "A post makes a futex wake only when the partner sleeps in a wait, and a "
                        "wait that finds no token a futex wait: 0 calls per message while the "
                        "partner runs, one on each side when it sleeps.")});
}

std::unique_ptr<Mechanism> makeThreadStdSemaphore() {
    return std::make_unique<ThreadSemaphoreMechanism<StdSemaphoreOps>>(
        "thread.std-semaphore",
        IPCLAB_TR_NOOP("ipclab::CoreText",
                       "Threads: C++20 std::counting_semaphore (spins, then sleeps)"),
        IPCLAB_TR_NOOP(
            "ipclab::CoreText",
            "Two threads of one process share a one-message buffer per direction with two "
            "semaphores: 'empty' (the sender waits for the buffer to be free) and 'full' (the "
            "receiver waits for a message); the message is copied in and out with memcpy. The "
            "semaphores are C++20's std::counting_semaphore, whose wait is the standard library's "
            "own mix, not one of the wait strategies: it is listed as 'block' because it ends in a "
            "kernel sleep, but it spins first. A release is an atomic increment; in libstdc++ "
            "(GCC) one that finds the count at 0 always makes a futex-wake system call, sleeper or "
            "not. A wait that finds no token re-checks 12 times with the pause instruction and 4 "
            "times with sched_yield, and only then sleeps on a futex (MinGW's libstdc++ on Windows "
            "has no futex and sleeps on a condition variable). So a token that arrives within the "
            "spin costs no wake-up at all and one that arrives later costs a full one: the "
            "latencies are bimodal (sub-microsecond or many microseconds), and the CPU per message "
            "shows the spinning. Other libraries spin differently (libc++ polls with back-off "
            "before it sleeps on ulock). We wait with try_acquire_for in 10 ms slices, not "
            "acquire(): libstdc++ before 12.3 can lose a wake-up (GCC bug 104928), which then "
            "costs one slice instead of a hang. A hand-off to a thread that sleeps costs a kernel "
            "wake-up: a context switch when both threads share a core, or an inter-processor "
            "interrupt to wake another, possibly idle, core. Report 003's microseconds for "
            "sem_wait/sem_post are not this path: it ran on macOS, where every call on a sem_open "
            "semaphore is a system call, token or not. As a lock (report 003's "
            "semaphore figure) a semaphore with one token is taken and given back. "
            "thread.semaphore is the same exchange with the OS's semaphore."),
        SystemCalls{
            .senderCalls = {"futex"},
            .sender = {1, 1},
            .receiverCalls = {"futex", "sched_yield"},
            .receiver = {1, 6},
            .dependsOnLibrary = false,
            .note = IPCLAB_TR_NOOP(
                "ipclab::CoreText",
                "libstdc++: the sender's release finds the count at 0 and always makes a futex "
                "wake; the receiver's release of the free buffer does the same, and its wait "
                "calls sched_yield() up to 4 times and, if the token is still not there, sleeps "
                "in a futex wait.")});
}

}  // namespace ipclab::mechanisms
