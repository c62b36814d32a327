// Two threads of one process, handing messages over through a one-message slot per direction:
// thread.spin (std::atomic_flag spin lock, as report 003), thread.native-spin (the OS's own
// lock through platform/spin_lock.hpp) and thread.semaphore (C++20 semaphores). Each also
// offers its lock, or its semaphore used as one, to the lock pattern.
#include <atomic>
#include <chrono>
#include <cstring>
#include <semaphore>
#include <string>
#include <vector>

#include "ipclab/platform/spin_lock.hpp"
#include "mechanisms.hpp"
#include "spin_wait.hpp"

namespace ipclab::mechanisms {

namespace {

// Parties write to their own cache lines: a flag shared with data that the other side writes
// would be invalidated on every message (false sharing).
constexpr std::size_t kCacheLine = 64;

Error cancelled(const std::string& id) {
    return Error{ErrorCode::Cancelled, id + " channel aborted"};
}

Error wrongSize(std::size_t expected, std::size_t got) {
    return Error{ErrorCode::ProtocolError, "expected a " + std::to_string(expected) +
                                               "-byte message, got " + std::to_string(got)};
}

Error unsupportedWait(const MechanismInfo& info, WaitStrategy wait) {
    std::string allowed;
    for (const WaitStrategy strategy : info.waitStrategies) {
        allowed += (allowed.empty() ? "" : ", ") + std::string(toString(strategy));
    }
    return Error{ErrorCode::Unsupported, info.id + " cannot wait with \"" +
                                             std::string(toString(wait)) +
                                             "\" (it can: " + allowed + ")"};
}

// ---------------------------------------------------------------------------------------------
// The locks.

/// Report 003's spin lock: std::atomic_flag, test_and_set until it was clear. Waiters re-read
/// with test() (C++20) between attempts, so they do not write the line while it is held.
class FlagSpinLock {
  public:
    void lock(WaitStrategy wait) noexcept {
        int spins = 0;
        while (m_flag.test_and_set(std::memory_order_acquire)) {
            while (m_flag.test(std::memory_order_relaxed)) {
                spinStep(wait, spins);
            }
        }
    }
    void unlock() noexcept { m_flag.clear(std::memory_order_release); }

  private:
    std::atomic_flag m_flag;  // C++20: initialised clear
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

// libstdc++ before 12.3 / 13 can lose a wake-up in std::counting_semaphore::acquire() and sleep
// for ever (GCC bug 104928; seen here with MinGW's GCC 12 under Wine). A timed wait re-checks
// the count when its slice ends, so a lost wake-up costs at most one slice - visible as an
// outlier in the results, never a hang. The uncontended path is unchanged: try_acquire_for
// takes an available token without reading a clock or sleeping.
constexpr std::chrono::milliseconds kSemaphoreSlice{10};

template <class Semaphore>
void acquireSliced(Semaphore& semaphore) noexcept {
    while (!semaphore.try_acquire_for(kSemaphoreSlice)) {
    }
}

/// Report 003's "semaphore" figure: a semaphore with one token used as a lock.
class SemaphoreLock final : public Lock {
  public:
    void acquire() noexcept override { acquireSliced(m_semaphore); }
    void release() noexcept override { m_semaphore.release(); }

  private:
    alignas(kCacheLine) std::binary_semaphore m_semaphore{1};
};

// ---------------------------------------------------------------------------------------------
// Slot channels guarded by a spin lock (thread.spin and thread.native-spin).

/// Adapts each lock to one lock(wait)/unlock() shape for the slot.
struct FlagGuard {
    FlagSpinLock lock;
    void acquire(WaitStrategy wait) noexcept { lock.lock(wait); }
    void release() noexcept { lock.unlock(); }
};
struct NativeGuard {
    platform::NativeSpinLock lock;
    void acquire(WaitStrategy) noexcept { lock.lock(); }  // the OS decides how to wait
    void release() noexcept { lock.unlock(); }
};

/// One direction: a buffer for one message, guarded by the lock. `full` is written only under
/// the lock but may be read without it, so a waiter polls it without taking the lock (and
/// without stealing the line from the party that holds it).
template <class Guard>
struct alignas(kCacheLine) SpinSlot {
    Guard guard;
    std::atomic<bool> full{false};
    std::size_t sizeBytes = 0;
    std::vector<std::byte> data;
};

template <class Guard>
struct SpinState {
    explicit SpinState(std::size_t capacity) {
        forward.data.resize(capacity);
        backward.data.resize(capacity);
    }
    SpinSlot<Guard> forward;   // initiator -> responder
    SpinSlot<Guard> backward;  // responder -> initiator
    alignas(kCacheLine) std::atomic<bool> aborted{false};
};

template <class Guard>
class SpinSlotChannel final : public Channel {
  public:
    SpinSlotChannel(std::shared_ptr<SpinState<Guard>> state, SpinSlot<Guard>& outgoing,
                    SpinSlot<Guard>& incoming, WaitStrategy wait, const std::string& id)
        : m_state(std::move(state)),
          m_outgoing(outgoing),
          m_incoming(incoming),
          m_wait(wait),
          m_id(id) {}

    Status send(std::span<const std::byte> message) noexcept override {
        if (message.size() > m_outgoing.data.size()) {
            return Error{ErrorCode::InvalidArgument, "message larger than the slot"};
        }
        for (;;) {
            if (!spinUntil(
                    m_wait, [&] { return !m_outgoing.full.load(std::memory_order_acquire); },
                    [&] { return m_state->aborted.load(std::memory_order_relaxed); })) {
                return cancelled(m_id);
            }
            m_outgoing.guard.acquire(m_wait);
            // Only this thread fills the slot, so it is still empty; checked anyway, under the
            // lock, as the lock is what guards the slot.
            if (!m_outgoing.full.load(std::memory_order_relaxed)) {
                std::memcpy(m_outgoing.data.data(), message.data(), message.size());
                m_outgoing.sizeBytes = message.size();
                m_outgoing.full.store(true, std::memory_order_release);
                m_outgoing.guard.release();
                return {};
            }
            m_outgoing.guard.release();
        }
    }

    Status receive(std::span<std::byte> message) noexcept override {
        for (;;) {
            if (!spinUntil(
                    m_wait, [&] { return m_incoming.full.load(std::memory_order_acquire); },
                    [&] { return m_state->aborted.load(std::memory_order_relaxed); })) {
                return cancelled(m_id);
            }
            m_incoming.guard.acquire(m_wait);
            if (m_incoming.full.load(std::memory_order_relaxed)) {
                Status status;
                if (m_incoming.sizeBytes != message.size()) {
                    status = wrongSize(message.size(), m_incoming.sizeBytes);
                } else {
                    std::memcpy(message.data(), m_incoming.data.data(), message.size());
                }
                m_incoming.full.store(false, std::memory_order_release);
                m_incoming.guard.release();
                return status;
            }
            m_incoming.guard.release();
        }
    }

    void abort() noexcept override { m_state->aborted.store(true, std::memory_order_relaxed); }

  private:
    std::shared_ptr<SpinState<Guard>> m_state;
    SpinSlot<Guard>& m_outgoing;
    SpinSlot<Guard>& m_incoming;
    WaitStrategy m_wait;
    std::string m_id;
};

template <class Guard>
OpenedChannel openSpinChannel(const ChannelOptions& options, const std::string& id) {
    auto state = std::make_shared<SpinState<Guard>>(options.maxMessageBytes);
    OpenedChannel opened;
    opened.initiator = std::make_unique<SpinSlotChannel<Guard>>(state, state->forward,
                                                                state->backward, options.wait, id);
    opened.responder = std::make_unique<SpinSlotChannel<Guard>>(state, state->backward,
                                                                state->forward, options.wait, id);
    return opened;
}

class ThreadSpinMechanism final : public Mechanism {
  public:
    ThreadSpinMechanism() {
        m_info.id = "thread.spin";
        m_info.title = "Threads: spin lock (std::atomic_flag)";
        m_info.locality = Locality::InProcess;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream, Pattern::Lock};
        m_info.waitStrategies = {WaitStrategy::Spin, WaitStrategy::SpinYield};
        m_info.explanation =
            "Two threads of one process share a one-message buffer per direction, guarded by a "
            "spin lock made of a std::atomic_flag (report 003's lock): test_and_set is one "
            "atomic instruction (x86 XCHG) that either takes the lock or fails, and a waiting "
            "thread loops on it instead of sleeping. The receiver polls the buffer's 'full' "
            "flag; the message is copied in and out with memcpy in user space. No system call "
            "and no kernel wake-up happen at all: a hand-off costs the cache-line transfers "
            "between the two cores (tens of nanoseconds). The price is a core burnt at 100% by "
            "each waiting thread, and if both threads share one core the waiter spins until the "
            "scheduler preempts it (milliseconds) - 'spin-yield' gives the CPU away "
            "(sched_yield / SwitchToThread) after a few dozen pauses, which rescues that case. "
            "As a lock, an uncontended acquire/release is two atomic operations; under "
            "contention the cache line holding the flag bounces between the cores.";
    }

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        if (!m_info.supports(options.wait)) {
            return unsupportedWait(m_info, options.wait);
        }
        return openSpinChannel<FlagGuard>(options, m_info.id);
    }

    Expected<std::shared_ptr<Lock>> createLock(WaitStrategy wait) override {
        if (!m_info.supports(wait)) {
            return unsupportedWait(m_info, wait);
        }
        return std::shared_ptr<Lock>(std::make_shared<FlagLock>(wait));
    }

  private:
    MechanismInfo m_info;
};

class ThreadNativeSpinMechanism final : public Mechanism {
  public:
    ThreadNativeSpinMechanism() {
        const std::string primitive = platform::NativeSpinLock::primitiveName();
        m_info.id = "thread.native-spin";
        m_info.title = "Threads: the OS's spin lock (" + primitive + ")";
        m_info.locality = Locality::InProcess;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream, Pattern::Lock};
        m_info.waitStrategies = {WaitStrategy::Spin};
        m_info.explanation =
            "As thread.spin, but the buffer is guarded by the operating system's own lock, here " +
            primitive +
            ". On Linux that is pthread_spinlock_t: an atomic exchange in user space, and a "
            "waiter spins for as long as it takes, never entering the kernel. On macOS it is "
            "os_unfair_lock, which is not a spin lock: uncontended it is one atomic operation, "
            "but a contended lock() sleeps in the kernel (ulock_wait) and must be woken, and it "
            "must never be shared between processes. Windows has no spin lock for programs; the "
            "closest is a CRITICAL_SECTION with a spin count (used here): it spins in user space "
            "up to 4000 times, then waits on a kernel event. How a thread waits for the lock is "
            "the OS's choice (hence the single 'spin' strategy); the receiver polls the "
            "buffer's 'full' flag with the pause instruction, burning a core while it waits. "
            "The message is copied in and out with memcpy; no system call happens unless the "
            "lock itself sleeps.";
    }

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        if (!m_info.supports(options.wait)) {
            return unsupportedWait(m_info, options.wait);
        }
        return openSpinChannel<NativeGuard>(options, m_info.id);
    }

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
// thread.semaphore: two semaphores per direction (empty / full), the classic bounded buffer
// of capacity one.

// Large enough that abort's extra releases can never exceed the maximum (which would be
// undefined behaviour); binary_semaphore would not allow them.
using TokenSemaphore = std::counting_semaphore<1 << 20>;

struct SemaphoreSlot {
    alignas(kCacheLine) TokenSemaphore empty{1};  // tokens: free buffers
    alignas(kCacheLine) TokenSemaphore full{0};   // tokens: messages waiting
    std::size_t sizeBytes = 0;
    std::vector<std::byte> data;
};

struct SemaphoreState {
    explicit SemaphoreState(std::size_t capacity) {
        forward.data.resize(capacity);
        backward.data.resize(capacity);
    }
    SemaphoreSlot forward;
    SemaphoreSlot backward;
    alignas(kCacheLine) std::atomic<bool> aborted{false};
};

class SemaphoreChannel final : public Channel {
  public:
    SemaphoreChannel(std::shared_ptr<SemaphoreState> state, SemaphoreSlot& outgoing,
                     SemaphoreSlot& incoming)
        : m_state(std::move(state)), m_outgoing(outgoing), m_incoming(incoming) {}

    Status send(std::span<const std::byte> message) noexcept override {
        if (message.size() > m_outgoing.data.size()) {
            return Error{ErrorCode::InvalidArgument, "message larger than the slot"};
        }
        acquireSliced(m_outgoing.empty);
        if (isAborted(m_outgoing.empty)) {
            return cancelled("thread.semaphore");
        }
        std::memcpy(m_outgoing.data.data(), message.data(), message.size());
        m_outgoing.sizeBytes = message.size();
        m_outgoing.full.release();  // release/acquire: the data is visible to the receiver
        return {};
    }

    Status receive(std::span<std::byte> message) noexcept override {
        acquireSliced(m_incoming.full);
        if (isAborted(m_incoming.full)) {
            return cancelled("thread.semaphore");
        }
        Status status;
        if (m_incoming.sizeBytes != message.size()) {
            status = wrongSize(message.size(), m_incoming.sizeBytes);
        } else {
            std::memcpy(message.data(), m_incoming.data.data(), message.size());
        }
        m_incoming.empty.release();
        return status;
    }

    // Sets the flag, then gives every semaphore a token so a blocked acquire returns and sees it.
    void abort() noexcept override {
        m_state->aborted.store(true);
        for (SemaphoreSlot* slot : {&m_state->forward, &m_state->backward}) {
            slot->empty.release();
            slot->full.release();
        }
    }

  private:
    // After an abort the token taken may be abort's: pass it on, so any later wait ends too.
    bool isAborted(TokenSemaphore& taken) noexcept {
        if (!m_state->aborted.load()) {
            return false;
        }
        taken.release();
        return true;
    }

    std::shared_ptr<SemaphoreState> m_state;
    SemaphoreSlot& m_outgoing;
    SemaphoreSlot& m_incoming;
};

class ThreadSemaphoreMechanism final : public Mechanism {
  public:
    ThreadSemaphoreMechanism() {
        m_info.id = "thread.semaphore";
        m_info.title = "Threads: semaphores (std::counting_semaphore)";
        m_info.locality = Locality::InProcess;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream, Pattern::Lock};
        m_info.waitStrategies = {WaitStrategy::Block};
        m_info.explanation =
            "Two threads of one process share a one-message buffer per direction with two "
            "C++20 semaphores: 'empty' (the sender waits for the buffer to be free) and 'full' "
            "(the receiver waits for a message). The message is copied in and out with memcpy. "
            "A release is one atomic increment, plus a system call (futex wake on Linux, "
            "WakeByAddress on Windows, ulock on macOS) when the other thread sleeps; an acquire "
            "that finds no token spins briefly, then sleeps in the kernel. So every hand-off "
            "to a sleeping thread costs a kernel wake-up: a context switch on one core, or an "
            "inter-processor interrupt to wake another, possibly idle, core - the microseconds "
            "report 003 measured for sem_wait/sem_post, against nanoseconds for a spin lock. "
            "The waiting thread uses no CPU. As a lock (report 003's semaphore figure), a "
            "semaphore with one token is taken and given back.";
    }

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        if (!m_info.supports(options.wait)) {
            return unsupportedWait(m_info, options.wait);
        }
        auto state = std::make_shared<SemaphoreState>(options.maxMessageBytes);
        OpenedChannel opened;
        opened.initiator =
            std::make_unique<SemaphoreChannel>(state, state->forward, state->backward);
        opened.responder =
            std::make_unique<SemaphoreChannel>(state, state->backward, state->forward);
        return opened;
    }

    Expected<std::shared_ptr<Lock>> createLock(WaitStrategy wait) override {
        if (!m_info.supports(wait)) {
            return unsupportedWait(m_info, wait);
        }
        return std::shared_ptr<Lock>(std::make_shared<SemaphoreLock>());
    }

  private:
    MechanismInfo m_info;
};

}  // namespace

void addThreadMechanisms(MechanismList& list) {
    list.push_back(std::make_unique<ThreadSpinMechanism>());
    list.push_back(std::make_unique<ThreadNativeSpinMechanism>());
    list.push_back(std::make_unique<ThreadSemaphoreMechanism>());
}

}  // namespace ipclab::mechanisms
