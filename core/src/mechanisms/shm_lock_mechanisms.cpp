// This process and ipclab-peer hand messages over through named shared memory holding a
// one-message slot per direction: shm.spin (a spin flag in the segment, as report 003) and
// shm.semaphore (process-shared semaphores in the segment, Boost.Interprocess). Each also
// offers its lock, placed in memory the runner provides, to the lock pattern (PlacedLocks).
// The measuring side creates the segment (unpredictable name, owner-only) and removes it when
// its Channel is destroyed, whatever happened; the peer only opens it by name. The hand-off
// itself is slot_channel.hpp's, shared with the thread mechanisms.
#include <atomic>
#include <boost/interprocess/exceptions.hpp>
#include <boost/interprocess/sync/interprocess_semaphore.hpp>
#include <chrono>
#include <cstring>
#include <new>
#include <thread>

#include "ipclab/platform/names.hpp"
#include "ipclab/platform/shared_memory.hpp"
#include "ipclab/platform/translatable.hpp"
#include "mechanisms.hpp"
#include "slot_channel.hpp"
#include "spin_wait.hpp"

namespace ipclab::mechanisms {

namespace {

using Word = std::atomic<std::uint32_t>;
using boost::interprocess::interprocess_semaphore;

static_assert(Word::is_always_lock_free, "flags shared between processes must be lock-free");

/// The segment's first cache line: what both sides check before trusting the rest.
struct alignas(kCacheLine) ControlBlock {
    std::uint32_t magic = 0;
    std::uint32_t version = 1;
    std::uint64_t capacityBytes = 0;  ///< Slot size, per direction.
    Word aborted{0};                  ///< Set by abort() on either side; every wait checks it.
    Word peerAttached{0};             ///< Set by the peer once it has mapped the segment.
};

/// Everything common to both mechanisms' channels: the mapping and its control block.
class SegmentChannel : public Channel {
  public:
    SegmentChannel(platform::SharedMemory memory, std::string id)
        : m_memory(std::move(memory)),
          m_control(std::launder(static_cast<ControlBlock*>(m_memory.data()))),
          m_id(std::move(id)) {}

    // Waits (sleeping, not spinning: this is set-up, not measurement) for the peer to map the
    // segment, so a peer that cannot attach shows up as an error before anything is timed.
    Status completeConnection(std::chrono::milliseconds timeout) override {
        const auto deadline = std::chrono::steady_clock::now() + timeout;
        while (m_control->peerAttached.load(std::memory_order_acquire) == 0) {
            if (std::chrono::steady_clock::now() >= deadline) {
                return textError(ErrorCode::Timeout,
                                 Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                     "%1: the peer has not opened the segment"),
                                      {verbatimArg(m_id)}));
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return {};
    }

    /// Peer side, once attached: tells the measuring side's completeConnection.
    void markAttached() noexcept { m_control->peerAttached.store(1, std::memory_order_release); }

  protected:
    bool aborted() const noexcept {
        return m_control->aborted.load(std::memory_order_relaxed) != 0;
    }
    Error cancelled() const {
        return textError(ErrorCode::Cancelled,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 channel aborted"),
                              {verbatimArg(m_id)}));
    }
    /// aborted() and cancelled() as the callables slot_channel.hpp takes.
    auto abortedCheck() const noexcept {
        return [this] { return aborted(); };
    }
    auto cancelledError() const noexcept {
        return [this] { return cancelled(); };
    }
    std::byte* at(std::size_t offset) const noexcept {
        return static_cast<std::byte*>(m_memory.data()) + offset;
    }
    const std::string& id() const noexcept { return m_id; }

    platform::SharedMemory m_memory;  // the creator's copy removes the name when destroyed
    ControlBlock* m_control;

  private:
    std::string m_id;
};

/// Creates the measuring side's segment with its control block in place.
Expected<platform::SharedMemory> createSegment(std::string_view tag, std::size_t bytes,
                                               std::uint32_t magic, std::size_t capacity) {
    auto memory = platform::SharedMemory::create(platform::uniqueObjectName(tag), bytes);
    if (!memory) {
        return memory.error();
    }
    auto* control = new (memory->data()) ControlBlock;
    control->magic = magic;
    control->capacityBytes = capacity;
    return memory;
}

/// Opens the segment named `name` on the peer side and checks that it is what `id` expects.
Expected<platform::SharedMemory> openSegment(const std::string& id, const std::string& name,
                                             std::size_t bytes, std::uint32_t magic,
                                             std::size_t capacity) {
    auto memory = platform::SharedMemory::open(name, bytes);
    if (!memory) {
        return prefixedError(id, memory.error());
    }
    const auto* control = std::launder(static_cast<ControlBlock*>(memory->data()));
    if (control->magic != magic || control->capacityBytes != capacity) {
        return textError(
            ErrorCode::ProtocolError,
            Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                "%1: segment %2 is not a %1 channel for %3-byte messages"),
                 {verbatimArg(id), verbatimArg(name),
                  integerArg(static_cast<std::int64_t>(capacity))}));
    }
    return memory;
}

std::size_t placedLockBytes(std::size_t objectBytes) {
    return wholeCacheLines(objectBytes);
}

/// The peer side of both mechanisms: opens the segment `name` made for `options`, checks it,
/// wraps it in the channel `make(memory)` returns and tells the measuring side it attached.
template <class Make>
Expected<std::unique_ptr<Channel>> attachSegment(const MechanismInfo& info, const std::string& name,
                                                 const ChannelOptions& options,
                                                 std::size_t totalBytes, std::uint32_t magic,
                                                 Make make) {
    if (!info.supports(options.wait)) {
        return unsupportedWait(info, options.wait);
    }
    auto memory = openSegment(info.id, name, totalBytes, magic, options.maxMessageBytes);
    if (!memory) {
        return memory.error();
    }
    auto channel = make(std::move(memory.value()));
    channel->markAttached();
    return std::unique_ptr<Channel>(std::move(channel));
}

// ---------------------------------------------------------------------------------------------
// shm.spin

constexpr std::uint32_t kSpinMagic = 0x6970'5350;  // "ipSP"

/// One direction's header: the spin flag guarding the slot, whether it holds a message, and
/// its size. The data lives in its own cache lines further on.
struct alignas(kCacheLine) SpinDirection {
    Word lock{0};
    Word full{0};
    std::uint64_t sizeBytes = 0;
};

struct SpinLayout {
    ControlBlock control;
    SpinDirection forward;   // initiator -> peer
    SpinDirection backward;  // peer -> initiator

    static std::size_t forwardData() { return sizeof(SpinLayout); }
    static std::size_t backwardData(std::size_t capacity) {
        return sizeof(SpinLayout) + wholeCacheLines(capacity);
    }
    static std::size_t totalBytes(std::size_t capacity) {
        return sizeof(SpinLayout) + 2 * wholeCacheLines(capacity);
    }
};

/// A direction's spin flag in the shape slot_channel.hpp expects.
class WordGuard {
  public:
    explicit WordGuard(Word& word) noexcept : m_word(word) {}
    template <class Aborted>
    bool lock(WaitStrategy wait, Aborted aborted) noexcept {
        // Gives up on abort: a peer killed while holding the flag must not leave this side
        // spinning for ever.
        return WordSpinLock::lock(m_word, wait, aborted);
    }
    void unlock() noexcept { WordSpinLock::unlock(m_word); }

  private:
    Word& m_word;
};

class ShmSpinChannel final : public SegmentChannel {
  public:
    ShmSpinChannel(platform::SharedMemory memory, bool initiator, WaitStrategy wait)
        : SegmentChannel(std::move(memory), "shm.spin"),
          m_wait(wait),
          m_layout(std::launder(static_cast<SpinLayout*>(m_memory.data()))),
          m_capacity(m_layout->control.capacityBytes),
          m_outgoing(initiator ? m_layout->forward : m_layout->backward),
          m_incoming(initiator ? m_layout->backward : m_layout->forward),
          m_outgoingGuard(m_outgoing.lock),
          m_incomingGuard(m_incoming.lock),
          m_outgoingData(
              at(initiator ? SpinLayout::forwardData() : SpinLayout::backwardData(m_capacity))),
          m_incomingData(
              at(initiator ? SpinLayout::backwardData(m_capacity) : SpinLayout::forwardData())) {}

    Status send(std::span<const std::byte> message) noexcept override {
        return spinSlotSend(
            SpinSlotView<WordGuard, Word>{m_outgoingGuard, m_outgoing.full, m_outgoing.sizeBytes,
                                          m_outgoingData, m_capacity},
            message, m_wait, abortedCheck(), cancelledError());
    }

    Status receive(std::span<std::byte> message) noexcept override {
        return spinSlotReceive(
            SpinSlotView<WordGuard, Word>{m_incomingGuard, m_incoming.full, m_incoming.sizeBytes,
                                          m_incomingData, m_capacity},
            message, m_wait, abortedCheck(), cancelledError());
    }

    void abort() noexcept override { m_control->aborted.store(1, std::memory_order_relaxed); }

  private:
    WaitStrategy m_wait;
    SpinLayout* m_layout;
    std::size_t m_capacity;
    SpinDirection& m_outgoing;
    SpinDirection& m_incoming;
    WordGuard m_outgoingGuard;
    WordGuard m_incomingGuard;
    std::byte* m_outgoingData;
    std::byte* m_incomingData;
};

/// The lock pattern's spin flag, in memory the runner shares between the processes.
class PlacedSpinLock final : public Lock {
  public:
    PlacedSpinLock(Word& word, WaitStrategy wait) : m_word(word), m_wait(wait) {}
    void acquire() noexcept override { WordSpinLock::lock(m_word, m_wait); }
    void release() noexcept override { WordSpinLock::unlock(m_word); }

  private:
    Word& m_word;
    WaitStrategy m_wait;
};

Error noMemory(const MechanismInfo& info) {
    return textError(
        ErrorCode::InvalidArgument,
        Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1: no memory to place the lock in"),
             {verbatimArg(info.id)}));
}

class ShmSpinMechanism final : public Mechanism, public PlacedLocks {
  public:
    ShmSpinMechanism() {
        m_info.id = "shm.spin";
        m_info.systemCalls = {
            .senderCalls = {},
            .sender = {0, 0},
            .receiverCalls = {},
            .receiver = {0, 0},
            .dependsOnLibrary = false,
            .note = IPCLAB_TR_NOOP(
                "ipclab::CoreText",
                "None: the message is copied into shared memory and a flag is set and polled "
                "in user space. With the spin-yield wait, a side that spun for nothing also "
                "calls sched_yield().")};
        m_info.title = IPCLAB_TR_NOOP("ipclab::CoreText", "Shared memory: spin flag");
        m_info.locality = Locality::CrossProcess;
        m_info.group = MechanismGroup::SharedMemory;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream, Pattern::Lock};
        m_info.waitStrategies = {WaitStrategy::Spin, WaitStrategy::SpinYield};
        m_info.explanation = IPCLAB_TR_NOOP(
            "ipclab::CoreText",
            "Two processes map the same named shared-memory segment (shm_open + mmap; "
            "CreateFileMapping + MapViewOfFile on Windows), so the same physical pages appear "
            "in both address spaces. In it, a one-message buffer per direction is guarded by a "
            "spin flag - a 32-bit atomic word taken with an atomic exchange, as report 003's "
            "spin lock in shared memory (our own atomic: the OS spin locks must not be shared "
            "between processes on macOS). The receiver polls the buffer's 'full' flag with the "
            "pause instruction; the message is copied into the segment and out again with "
            "memcpy. After set-up there is no system call and no kernel involvement at all: a "
            "hand-off costs the cache-line transfers between the cores, the same as between "
            "two threads - a process boundary adds nothing once the memory is shared. The price "
            "is a core burnt at 100% by each waiting process, and on one shared core a waiter "
            "spins until preempted unless it yields ('spin-yield').");
    }

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        if (!m_info.supports(options.wait)) {
            return unsupportedWait(m_info, options.wait);
        }
        const std::size_t capacity = options.maxMessageBytes;
        auto memory = createSegment("spin", SpinLayout::totalBytes(capacity), kSpinMagic, capacity);
        if (!memory) {
            return prefixedError("shm.spin", memory.error());
        }
        auto* layout = static_cast<SpinLayout*>(memory->data());
        new (&layout->forward) SpinDirection;
        new (&layout->backward) SpinDirection;
        OpenedChannel opened;
        opened.peerArgument = memory->name();
        opened.initiator =
            std::make_unique<ShmSpinChannel>(std::move(memory.value()), true, options.wait);
        return opened;
    }

    Expected<std::unique_ptr<Channel>> attach(const std::string& peerArgument,
                                              const ChannelOptions& options) override {
        return attachSegment(
            m_info, peerArgument, options, SpinLayout::totalBytes(options.maxMessageBytes),
            kSpinMagic, [&](platform::SharedMemory memory) {
                return std::make_unique<ShmSpinChannel>(std::move(memory), false, options.wait);
            });
    }

    PlacedLocks* placedLocks() override { return this; }
    std::size_t lockBytes() const override { return placedLockBytes(sizeof(Word)); }

    Expected<std::unique_ptr<Lock>> placeLock(void* memory, bool create,
                                              WaitStrategy wait) override {
        if (!m_info.supports(wait)) {
            return unsupportedWait(m_info, wait);
        }
        if (memory == nullptr) {
            return noMemory(m_info);
        }
        Word* word = create ? new (memory) Word{0} : std::launder(static_cast<Word*>(memory));
        return std::unique_ptr<Lock>(std::make_unique<PlacedSpinLock>(*word, wait));
    }

  private:
    MechanismInfo m_info;
};

// ---------------------------------------------------------------------------------------------
// shm.semaphore

constexpr std::uint32_t kSemaphoreMagic = 0x6970'5345;  // "ipSE"

/// One direction: 'empty' counts free slots (starts at 1), 'full' counts waiting messages.
struct alignas(kCacheLine) SemaphoreDirection {
    SemaphoreDirection() : empty(1), full(0) {}
    alignas(kCacheLine) interprocess_semaphore empty;
    alignas(kCacheLine) interprocess_semaphore full;
    alignas(kCacheLine) std::uint64_t sizeBytes = 0;
};

struct SemaphoreLayout {
    ControlBlock control;
    SemaphoreDirection forward;   // initiator -> peer
    SemaphoreDirection backward;  // peer -> initiator

    static std::size_t forwardData() { return sizeof(SemaphoreLayout); }
    static std::size_t backwardData(std::size_t capacity) {
        return sizeof(SemaphoreLayout) + wholeCacheLines(capacity);
    }
    static std::size_t totalBytes(std::size_t capacity) {
        return sizeof(SemaphoreLayout) + 2 * wholeCacheLines(capacity);
    }
};

// Boost.Interprocess reports failures as exceptions; channels and locks must not throw.
template <class Operation>
Status semaphoreCall(const char* what, Operation operation) noexcept {
    try {
        operation();
        return {};
    } catch (const boost::interprocess::interprocess_exception& error) {
        return textError(ErrorCode::SystemError,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "shm.semaphore: %1: %2"),
                              {verbatimArg(what), verbatimArg(error.what())}));
    } catch (...) {
        return textError(ErrorCode::SystemError,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "shm.semaphore: %1 failed"),
                              {verbatimArg(what)}));
    }
}

/// Boost's semaphore in the shape slot_channel.hpp expects.
struct InterprocessSemaphoreOps {
    static Status wait(interprocess_semaphore& semaphore) noexcept {
        return semaphoreCall("wait", [&] { semaphore.wait(); });
    }
    static Status post(interprocess_semaphore& semaphore) noexcept {
        return semaphoreCall("post", [&] { semaphore.post(); });
    }
};

class ShmSemaphoreChannel final : public SegmentChannel {
  public:
    ShmSemaphoreChannel(platform::SharedMemory memory, bool initiator)
        : SegmentChannel(std::move(memory), "shm.semaphore"), m_initiator(initiator) {
        m_layout = std::launder(static_cast<SemaphoreLayout*>(m_memory.data()));
        m_capacity = m_layout->control.capacityBytes;
        m_outgoing = initiator ? &m_layout->forward : &m_layout->backward;
        m_incoming = initiator ? &m_layout->backward : &m_layout->forward;
        m_outgoingData = at(initiator ? SemaphoreLayout::forwardData()
                                      : SemaphoreLayout::backwardData(m_capacity));
        m_incomingData = at(initiator ? SemaphoreLayout::backwardData(m_capacity)
                                      : SemaphoreLayout::forwardData());
    }

    ~ShmSemaphoreChannel() override {
        // The creator constructed the semaphores, so it destroys them (sem_destroy on Linux;
        // on Windows this closes this process's handles to Boost's kernel semaphores). The
        // runner destroys the channel only after the peer has ended.
        if (m_initiator) {
            m_layout->forward.~SemaphoreDirection();
            m_layout->backward.~SemaphoreDirection();
        }
    }

    Status send(std::span<const std::byte> message) noexcept override {
        return semaphoreSlotSend<InterprocessSemaphoreOps>(
            SemaphoreSlotView<interprocess_semaphore>{m_outgoing->empty, m_outgoing->full,
                                                      m_outgoing->sizeBytes, m_outgoingData,
                                                      m_capacity},
            message, abortedCheck(), cancelledError());
    }

    Status receive(std::span<std::byte> message) noexcept override {
        return semaphoreSlotReceive<InterprocessSemaphoreOps>(
            SemaphoreSlotView<interprocess_semaphore>{m_incoming->empty, m_incoming->full,
                                                      m_incoming->sizeBytes, m_incomingData,
                                                      m_capacity},
            message, abortedCheck(), cancelledError());
    }

    // Sets the flag, then gives every semaphore a token so that a waiter, in this process or
    // the other, wakes up and sees the flag.
    void abort() noexcept override {
        m_control->aborted.store(1);
        for (SemaphoreDirection* direction : {&m_layout->forward, &m_layout->backward}) {
            (void)InterprocessSemaphoreOps::post(direction->empty);
            (void)InterprocessSemaphoreOps::post(direction->full);
        }
    }

  private:
    bool m_initiator;
    SemaphoreLayout* m_layout = nullptr;
    std::size_t m_capacity = 0;
    SemaphoreDirection* m_outgoing = nullptr;
    SemaphoreDirection* m_incoming = nullptr;
    std::byte* m_outgoingData = nullptr;
    std::byte* m_incomingData = nullptr;
};

/// The lock pattern's semaphore with one token, in memory the runner shares.
class PlacedSemaphoreLock final : public Lock {
  public:
    PlacedSemaphoreLock(interprocess_semaphore& semaphore, bool owner)
        : m_semaphore(semaphore), m_owner(owner) {}
    ~PlacedSemaphoreLock() override {
        if (m_owner) {
            m_semaphore.~interprocess_semaphore();
        }
    }
    // The Lock interface cannot report errors; a semaphore in valid memory only fails on
    // programming errors, so a failure ends the process with the reason rather than silently
    // breaking mutual exclusion.
    void acquire() noexcept override { m_semaphore.wait(); }
    void release() noexcept override { m_semaphore.post(); }

  private:
    interprocess_semaphore& m_semaphore;
    bool m_owner;
};

class ShmSemaphoreMechanism final : public Mechanism, public PlacedLocks {
  public:
    ShmSemaphoreMechanism() {
        m_info.id = "shm.semaphore";
        m_info.systemCalls = {
            .senderCalls = {"futex"},
            .sender = {0, 1},
            .receiverCalls = {"futex"},
            .receiver = {0, 1},
            .dependsOnLibrary = false,
            .note = IPCLAB_TR_NOOP(
                "ipclab::CoreText",
                "A post makes a futex wake only when the partner sleeps in a wait, and a wait "
                "that finds no token a futex wait: 0 calls per message while the partner runs, "
                "one on each side when it sleeps.")};
        m_info.title =
            IPCLAB_TR_NOOP("ipclab::CoreText", "Shared memory: process-shared semaphores");
        m_info.locality = Locality::CrossProcess;
        m_info.group = MechanismGroup::SharedMemory;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream, Pattern::Lock};
        m_info.waitStrategies = {WaitStrategy::Block};
        m_info.explanation = IPCLAB_TR_NOOP(
            "ipclab::CoreText",
            "Two processes map the same named shared-memory segment; in it, each direction has "
            "a one-message buffer and two process-shared semaphores (Boost.Interprocess "
            "interprocess_semaphore): 'empty' (the sender waits for the buffer to be free) and "
            "'full' (the receiver waits for a message). The message is copied into the segment "
            "and out again with memcpy. On Linux the semaphores are unnamed POSIX semaphores "
            "(sem_init with pshared=1) on a futex: a post is an atomic increment plus a futex "
            "wake system call when the other process sleeps, and a wait that finds no token "
            "sleeps in the kernel - every hand-off to a sleeping process is a kernel wake-up "
            "(a context switch on one core, an inter-processor interrupt to wake another, "
            "possibly idle, core). Report 003's semaphore microseconds are not this path: it ran "
            "on macOS, where every call on a sem_open semaphore is a system call, token or not. "
            "The "
            "waiting process uses no CPU. On Windows Boost backs each semaphore with a kernel "
            "semaphore object (WaitForSingleObject / ReleaseSemaphore: a system call every "
            "time). macOS has no process-shared unnamed semaphores (sem_init fails), so there "
            "Boost emulates them by spinning and yielding on an atomic counter: it burns CPU "
            "like a spin lock and is not a kernel semaphore at all.");
    }

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        if (!m_info.supports(options.wait)) {
            return unsupportedWait(m_info, options.wait);
        }
        const std::size_t capacity = options.maxMessageBytes;
        auto memory =
            createSegment("sema", SemaphoreLayout::totalBytes(capacity), kSemaphoreMagic, capacity);
        if (!memory) {
            return prefixedError("shm.semaphore", memory.error());
        }
        auto* layout = static_cast<SemaphoreLayout*>(memory->data());
        Status constructed = semaphoreCall("create", [&] {
            new (&layout->forward) SemaphoreDirection;
            try {
                new (&layout->backward) SemaphoreDirection;
            } catch (...) {
                layout->forward.~SemaphoreDirection();
                throw;
            }
        });
        if (!constructed) {
            return constructed.error();  // `memory` removes the segment
        }
        OpenedChannel opened;
        opened.peerArgument = memory->name();
        opened.initiator = std::make_unique<ShmSemaphoreChannel>(std::move(memory.value()), true);
        return opened;
    }

    Expected<std::unique_ptr<Channel>> attach(const std::string& peerArgument,
                                              const ChannelOptions& options) override {
        return attachSegment(
            m_info, peerArgument, options, SemaphoreLayout::totalBytes(options.maxMessageBytes),
            kSemaphoreMagic, [](platform::SharedMemory memory) {
                return std::make_unique<ShmSemaphoreChannel>(std::move(memory), false);
            });
    }

    PlacedLocks* placedLocks() override { return this; }
    std::size_t lockBytes() const override {
        return placedLockBytes(sizeof(interprocess_semaphore));
    }

    Expected<std::unique_ptr<Lock>> placeLock(void* memory, bool create,
                                              WaitStrategy wait) override {
        if (!m_info.supports(wait)) {
            return unsupportedWait(m_info, wait);
        }
        if (memory == nullptr) {
            return noMemory(m_info);
        }
        interprocess_semaphore* semaphore = nullptr;
        if (create) {
            Status constructed = semaphoreCall(
                "create", [&] { semaphore = new (memory) interprocess_semaphore(1); });
            if (!constructed) {
                return constructed.error();
            }
        } else {
            semaphore = std::launder(static_cast<interprocess_semaphore*>(memory));
        }
        return std::unique_ptr<Lock>(std::make_unique<PlacedSemaphoreLock>(*semaphore, create));
    }

  private:
    MechanismInfo m_info;
};

}  // namespace

std::unique_ptr<Mechanism> makeShmSpin() {
    return std::make_unique<ShmSpinMechanism>();
}

std::unique_ptr<Mechanism> makeShmSemaphore() {
    return std::make_unique<ShmSemaphoreMechanism>();
}

}  // namespace ipclab::mechanisms
