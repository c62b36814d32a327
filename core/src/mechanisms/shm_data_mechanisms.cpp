// shm.condvar, shm.ring, mq.boost: data carried through memory shared with ipclab-peer.
//
// The measuring side creates every named object (with names from platform::uniqueObjectName,
// owner-only) and its initiator Channel removes them when destroyed, whatever happened: the
// peer only ever opens them. Objects placed inside a segment (Boost.Interprocess mutexes,
// conditions, semaphores) are never destroyed explicitly: the segment is unmapped and unlinked
// instead. That is deliberate: glibc's pthread_cond_destroy waits for waiters that were woken
// to acknowledge, and a peer that died while waiting never will, so destroying the condition
// after peer death would hang the measuring side.
#include <algorithm>
#include <atomic>
#include <boost/interprocess/exceptions.hpp>
#include <boost/interprocess/ipc/message_queue.hpp>
#include <boost/interprocess/permissions.hpp>
#include <boost/interprocess/sync/interprocess_condition.hpp>
#include <boost/interprocess/sync/interprocess_mutex.hpp>
#include <boost/interprocess/sync/interprocess_semaphore.hpp>
#include <boost/interprocess/sync/scoped_lock.hpp>
#include <charconv>
#include <condition_variable>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <new>
#include <optional>
#include <thread>
#include <type_traits>

#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/names.hpp"
#include "ipclab/platform/shared_memory.hpp"
#include "mechanisms.hpp"
#include "spin_wait.hpp"

// Where Boost.Interprocess keeps what it emulates with files (Windows: message queues are files
// mapped into memory). Boost's own choice is a shared folder under ProgramData named after the
// boot time, which it reads from the system event log; that fails where there is no such log
// (Wine) and the folder is readable by every user. The current user's temporary folder is
// private to them. Declared by Boost when BOOST_INTERPROCESS_SHARED_DIR_FUNC is defined, which
// core/CMakeLists.txt does for every file of ipclab_core (it must be the same in all of them).
namespace ipclab::mechanisms {
namespace {
std::filesystem::path boostSharedFolder() {
    std::error_code error;
    return std::filesystem::temp_directory_path(error) / "ipclab-boost-interprocess";
}
}  // namespace
}  // namespace ipclab::mechanisms

namespace boost::interprocess::ipcdetail {
void get_shared_dir(std::string& shared_dir) {
    const auto folder = ipclab::mechanisms::boostSharedFolder();
    // On failure Boost's next call fails with the OS's error, which the mechanism reports.
    std::error_code error;
    std::filesystem::create_directories(folder, error);
    shared_dir = folder.string();
}
}  // namespace boost::interprocess::ipcdetail

namespace ipclab::mechanisms {

namespace {

namespace bip = boost::interprocess;
using std::chrono::milliseconds;

constexpr std::size_t kCacheLine = 64;

constexpr std::size_t roundUp(std::size_t value, std::size_t multiple) {
    return (value + multiple - 1) / multiple * multiple;
}

// ---------------------------------------------------------------------------------------------
// What every shared segment starts with.

constexpr std::uint64_t kSegmentMagic = 0x69'70'63'6c'61'62'64'31;  // "ipclabd1"

/// Start of every segment of shm.condvar and shm.ring. Written by the measuring side before the
/// peer starts; `aborted` and `attached` change later (atomics, lock-free by the assertion below).
struct alignas(kCacheLine) SegmentHeader {
    std::uint64_t magic = kSegmentMagic;
    std::uint64_t layoutBytes = 0;  ///< Mechanism-specific size (ring capacity, slot bytes).
    std::uint32_t wait = 0;         ///< WaitStrategy both sides must use.
    /// Set by abort() on either side; every wait loop checks it (never reset).
    std::atomic<std::uint32_t> aborted{0};
    /// Set by the peer once it has mapped the segment.
    std::atomic<std::uint32_t> attached{0};
};
static_assert(std::atomic<std::uint32_t>::is_always_lock_free,
              "atomics in shared memory must be lock-free to work across processes");

Error cancelled(std::string_view id) {
    return Error{ErrorCode::Cancelled, std::string(id) + ": channel aborted"};
}

Error boostError(std::string_view id, std::string_view call, const std::exception& error) {
    return Error{ErrorCode::SystemError,
                 std::string(id) + ": " + std::string(call) + " failed: " + error.what()};
}

/// "BYTES,NAME": what the peer needs to map the segment. The name comes last because on
/// Windows it contains a backslash ("Local\\ipclab-...") and could contain anything else.
std::string segmentArgument(const platform::SharedMemory& memory) {
    return std::to_string(memory.size()) + "," + memory.name();
}

std::optional<std::pair<std::size_t, std::string>> parseSegmentArgument(const std::string& text) {
    const auto comma = text.find(',');
    std::size_t bytes = 0;
    if (comma == std::string::npos || comma + 1 >= text.size()) {
        return std::nullopt;
    }
    const char* end = text.data() + comma;
    if (std::from_chars(text.data(), end, bytes).ptr != end || bytes == 0) {
        return std::nullopt;
    }
    return std::pair{bytes, text.substr(comma + 1)};
}

/// Peer side: maps the segment named by `argument` and checks it is what `id` created
/// (`layoutBytes` 0: any; the caller checks).
Expected<platform::SharedMemory> openSegment(std::string_view id, const std::string& argument,
                                             std::uint64_t layoutBytes, WaitStrategy wait) {
    const auto parsed = parseSegmentArgument(argument);
    if (!parsed) {
        return Error{ErrorCode::InvalidArgument,
                     std::string(id) + ": bad channel \"" + argument + "\" (expected BYTES,NAME)"};
    }
    auto memory = platform::SharedMemory::open(parsed->second, parsed->first);
    if (!memory) {
        return memory.error();
    }
    const auto* header = static_cast<const SegmentHeader*>(memory->data());
    if (header->magic != kSegmentMagic ||
        (layoutBytes != 0 && header->layoutBytes != layoutBytes)) {
        return Error{ErrorCode::ProtocolError,
                     std::string(id) + ": shared memory " + parsed->second +
                         " does not hold this mechanism's layout (version mismatch?)"};
    }
    if (header->wait != static_cast<std::uint32_t>(wait)) {
        return Error{ErrorCode::InvalidArgument,
                     std::string(id) + ": the peer was asked for another wait strategy (" +
                         std::string(toString(wait)) + ") than the measuring side"};
    }
    return memory;
}

/// Measuring side: waits (in short sleeps: this is set-up, not the timed loop) until the peer
/// has mapped the segment, so that a peer that fails to attach shows up as its exit instead
/// of as a silent channel.
Status waitUntilAttached(std::string_view id, const SegmentHeader& header, milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (header.attached.load(std::memory_order_acquire) == 0) {
        if (header.aborted.load(std::memory_order_relaxed) != 0) {
            return cancelled(id);
        }
        if (std::chrono::steady_clock::now() >= deadline) {
            return Error{ErrorCode::Timeout, std::string(id) + ": the peer has not attached yet"};
        }
        std::this_thread::sleep_for(milliseconds(1));
    }
    return {};
}

// ---------------------------------------------------------------------------------------------
// shm.condvar: a bounded buffer of the kind report 004 names ("implemented as a bounded buffer
// using mutual exclusion locks and condition variables"; the report says nothing more about
// it). The 16 slots of 4 KiB are IPC Lab's choice, not the report's.

constexpr const char* kCondvarId = "shm.condvar";
constexpr std::size_t kCondvarSlots = 16;
constexpr std::size_t kCondvarSlotBytes = 4096;

/// One direction: a ring of slots guarded by one process-shared mutex, with the two classic
/// conditions. One producer and one consumer, so notify_one is enough.
struct BoundedBuffer {
    bip::interprocess_mutex mutex;
    bip::interprocess_condition notEmpty;
    bip::interprocess_condition notFull;
    std::uint32_t head = 0;  // next slot to fill
    std::uint32_t tail = 0;  // next slot to empty
    std::uint32_t count = 0;
    std::uint32_t lengths[kCondvarSlots] = {};
    alignas(kCacheLine) std::byte slots[kCondvarSlots][kCondvarSlotBytes];
};

struct CondvarSegment {
    SegmentHeader header;
    BoundedBuffer buffers[2];  // [0] measuring side -> peer, [1] peer -> measuring side
};

class CondvarChannel final : public Channel {
  public:
    CondvarChannel(platform::SharedMemory memory, bool initiator)
        : m_memory(std::move(memory)),
          m_segment(static_cast<CondvarSegment*>(m_memory.data())),
          m_outgoing(m_segment->buffers[initiator ? 0 : 1]),
          m_incoming(m_segment->buffers[initiator ? 1 : 0]) {}

    Status send(std::span<const std::byte> message) noexcept override {
        try {
            const std::byte* source = message.data();
            std::size_t remaining = message.size();
            // The message goes slot by slot: every slot is one lock hand-off (our design; report
            // 004 does not describe how its buffer moves a message).
            do {
                const std::size_t piece = std::min(remaining, kCondvarSlotBytes);
                {
                    bip::scoped_lock lock(m_outgoing.mutex);
                    while (m_outgoing.count == kCondvarSlots && !aborted()) {
                        m_outgoing.notFull.wait(lock);
                    }
                    if (aborted()) {
                        return cancelled(kCondvarId);
                    }
                    std::memcpy(m_outgoing.slots[m_outgoing.head], source, piece);
                    m_outgoing.lengths[m_outgoing.head] = static_cast<std::uint32_t>(piece);
                    m_outgoing.head = (m_outgoing.head + 1) % kCondvarSlots;
                    ++m_outgoing.count;
                }
                // Notified after unlocking, so the woken consumer does not block on the mutex.
                m_outgoing.notEmpty.notify_one();
                source += piece;
                remaining -= piece;
            } while (remaining > 0);
        } catch (const std::exception& error) {
            return boostError(kCondvarId, "send", error);
        }
        return {};
    }

    Status receive(std::span<std::byte> message) noexcept override {
        try {
            std::byte* target = message.data();
            std::size_t remaining = message.size();
            do {
                const std::size_t piece = std::min(remaining, kCondvarSlotBytes);
                {
                    bip::scoped_lock lock(m_incoming.mutex);
                    while (m_incoming.count == 0 && !aborted()) {
                        m_incoming.notEmpty.wait(lock);
                    }
                    if (aborted()) {
                        return cancelled(kCondvarId);
                    }
                    if (m_incoming.lengths[m_incoming.tail] != piece) {
                        return Error{ErrorCode::ProtocolError,
                                     std::string(kCondvarId) + ": expected a slot of " +
                                         std::to_string(piece) + " B, got " +
                                         std::to_string(m_incoming.lengths[m_incoming.tail])};
                    }
                    std::memcpy(target, m_incoming.slots[m_incoming.tail], piece);
                    m_incoming.tail = (m_incoming.tail + 1) % kCondvarSlots;
                    --m_incoming.count;
                }
                m_incoming.notFull.notify_one();
                target += piece;
                remaining -= piece;
            } while (remaining > 0);
        } catch (const std::exception& error) {
            return boostError(kCondvarId, "receive", error);
        }
        return {};
    }

    Status completeConnection(milliseconds timeout) override {
        return waitUntilAttached(kCondvarId, m_segment->header, timeout);
    }

    void abort() noexcept override {
        m_segment->header.aborted.store(1, std::memory_order_seq_cst);
        for (auto& buffer : m_segment->buffers) {
            // Taking the mutex before notifying closes the window in which a waiter has seen
            // aborted == 0 but is not yet waiting (it holds the mutex throughout). A peer that
            // died holding the mutex would make lock() wait for ever, hence the bounded try.
            bool locked = false;
            try {
                for (int attempt = 0; attempt < 100 && !locked; ++attempt) {
                    locked = buffer.mutex.try_lock();
                    if (!locked) {
                        std::this_thread::sleep_for(milliseconds(1));
                    }
                }
                if (locked) {
                    buffer.mutex.unlock();
                }
                buffer.notEmpty.notify_all();
                buffer.notFull.notify_all();
            } catch (const std::exception&) {
                // Nothing more can be done here; the runner kills the peer next.
            }
        }
    }

  private:
    bool aborted() const noexcept {
        return m_segment->header.aborted.load(std::memory_order_relaxed) != 0;
    }

    platform::SharedMemory m_memory;
    CondvarSegment* m_segment;
    BoundedBuffer& m_outgoing;
    BoundedBuffer& m_incoming;
};

class CondvarMechanism final : public Mechanism {
  public:
    CondvarMechanism() {
        m_info.id = kCondvarId;
        m_info.title = "Shared-memory bounded buffer (process-shared mutex + condition)";
        m_info.locality = Locality::CrossProcess;
        m_info.group = MechanismGroup::SharedMemory;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream};
        m_info.explanation =
            "A bounded buffer of the kind report 004 used (it names only a pthread mutex and "
            "condition variables; the layout here is IPC Lab's): per direction, a ring of 16 "
            "slots of 4 KiB in named shared memory, guarded by one process-shared mutex with two "
            "condition variables (not empty, not full), from Boost.Interprocess. The sender "
            "locks, waits while the ring is full, copies one slot, unlocks and signals; the "
            "receiver does the mirror image. The data is copied twice (into the shared slot and "
            "out of it) without any system call, but every 4 KiB slot costs a lock hand-off, and "
            "whenever a side has to wait it sleeps in the kernel (futex) and must be woken by "
            "the other. Report 004's buffer was slower than pipes at every size; its round trip "
            "grew by about 4.56 ns per byte at every size, with no step at 4 KiB: a cost per "
            "byte, not per slot, which this buffer need not share (compare shm.ring). On "
            "Windows and "
            "macOS, Boost.Interprocess emulates the process-shared mutex and condition with "
            "atomics and spin-then-sleep loops (macOS's pthread condition variables cannot be "
            "shared between processes, boost/interprocess/detail/workaround.hpp), so there "
            "'block' means polling with short sleeps.";
        m_info.sizeLimitNote =
            "Any size: messages larger than a 4 KiB slot travel as several slots.";
        setAvailability(m_info, platform::capabilities().namedSharedMemory);
    }

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        auto memory = platform::SharedMemory::create(platform::uniqueObjectName("cv"),
                                                     sizeof(CondvarSegment));
        if (!memory) {
            return memory.error();
        }
        try {
            auto* segment = new (memory->data()) CondvarSegment();
            segment->header.layoutBytes = kCondvarSlotBytes;
            segment->header.wait = static_cast<std::uint32_t>(options.wait);
        } catch (const std::exception& error) {
            return boostError(kCondvarId, "creating the mutex and conditions", error);
        }
        OpenedChannel opened;
        opened.peerArgument = segmentArgument(memory.value());
        opened.initiator = std::make_unique<CondvarChannel>(std::move(memory.value()), true);
        return opened;
    }

    Expected<std::unique_ptr<Channel>> attach(const std::string& peerArgument,
                                              const ChannelOptions& options) override {
        auto memory = openSegment(kCondvarId, peerArgument, kCondvarSlotBytes, options.wait);
        if (!memory) {
            return memory.error();
        }
        auto* segment = static_cast<CondvarSegment*>(memory->data());
        segment->header.attached.store(1, std::memory_order_release);
        return std::unique_ptr<Channel>(
            std::make_unique<CondvarChannel>(std::move(memory.value()), false));
    }

  private:
    MechanismInfo m_info;
};

// ---------------------------------------------------------------------------------------------
// shm.ring: a lock-free single-producer / single-consumer byte ring per direction.

constexpr const char* kRingId = "shm.ring";
/// Bytes per direction: a power of two (so positions map to offsets with a mask), at least
/// twice the message and within these bounds. Twice the message lets the producer write the
/// next message while the consumer still reads the last; the floor (4 MiB: measured best for
/// 64 KiB streams on a 2-vCPU EPYC VM, against 1 and 16 MiB) lets the producer run many small
/// messages ahead; the ceiling bounds the memory (larger messages go through in pieces).
constexpr std::size_t kMinRingBytes = std::size_t{4} << 20;
constexpr std::size_t kMaxRingBytes = std::size_t{16} << 20;

std::size_t ringBytesFor(std::size_t messageBytes) {
    std::size_t bytes = kMinRingBytes;
    while (bytes < 2 * messageBytes && bytes < kMaxRingBytes) {
        bytes *= 2;
    }
    return bytes;
}

static_assert(std::atomic<std::uint64_t>::is_always_lock_free,
              "the ring's indices must be lock-free atomics to be shared between processes");

/// One direction's control block. head and tail count bytes ever written and read (they never
/// wrap in practice: 2^64 bytes); each is written by one side only and sits on its own cache
/// line so that the producer's and the consumer's writes do not invalidate each other.
struct RingControl {
    alignas(kCacheLine) std::atomic<std::uint64_t> head{0};  // written by the producer
    alignas(kCacheLine) std::atomic<std::uint64_t> tail{0};  // written by the consumer
    // Block only: "I am about to sleep on the semaphore below; post it when you move".
    alignas(kCacheLine) std::atomic<std::uint32_t> consumerSleeping{0};
    alignas(kCacheLine) std::atomic<std::uint32_t> producerSleeping{0};
    alignas(kCacheLine) bip::interprocess_semaphore dataPosted{0};
    alignas(kCacheLine) bip::interprocess_semaphore spacePosted{0};
};

struct RingSegment {
    SegmentHeader header;
    RingControl controls[2];  // [0] measuring side -> peer, [1] peer -> measuring side
    // Followed (at kRingDataOffset) by the two rings' bytes, in the same order.
};
constexpr std::size_t kRingDataOffset = roundUp(sizeof(RingSegment), 4096);
constexpr std::size_t ringSegmentBytes(std::size_t ringBytes) {
    return kRingDataOffset + 2 * ringBytes;
}

/// The wait/wake protocol of the Block strategy, for either direction of either wait.
///
/// The sleeper stores its flag, then re-reads the index; the mover stores the index, then
/// reads the flag. With all four accesses seq_cst they are in one total order, so at least one
/// side sees the other's store: either the sleeper sees the new index and does not sleep, or
/// the mover sees the flag and posts. (With release/acquire alone both loads could read the
/// old values, the store-load reordering every x86 store buffer does, and the sleeper would
/// sleep through the last message.) The mover clears the flag with exchange, so one sleep gets
/// at most one post; a stray post (the sleeper found data after setting its flag, while the
/// mover already posted) only makes a later wait return early and re-check.
inline void wakeIfSleeping(std::atomic<std::uint32_t>& sleeping,
                           bip::interprocess_semaphore& semaphore) {
    if (sleeping.load(std::memory_order_seq_cst) != 0 &&
        sleeping.exchange(0, std::memory_order_seq_cst) != 0) {
        semaphore.post();
    }
}

class RingChannel final : public Channel {
  public:
    RingChannel(platform::SharedMemory memory, bool initiator, WaitStrategy wait,
                std::size_t ringBytes)
        : m_memory(std::move(memory)),
          m_segment(static_cast<RingSegment*>(m_memory.data())),
          m_out(m_segment->controls[initiator ? 0 : 1]),
          m_in(m_segment->controls[initiator ? 1 : 0]),
          m_outData(static_cast<std::byte*>(m_memory.data()) + kRingDataOffset +
                    (initiator ? 0 : ringBytes)),
          m_inData(static_cast<std::byte*>(m_memory.data()) + kRingDataOffset +
                   (initiator ? ringBytes : 0)),
          m_wait(wait),
          m_capacity(ringBytes) {
        // Both sides start from what is in the segment (zero on a fresh one).
        m_head = m_out.head.load(std::memory_order_relaxed);
        m_tailSeen = m_out.tail.load(std::memory_order_acquire);
        m_tail = m_in.tail.load(std::memory_order_relaxed);
        m_headSeen = m_in.head.load(std::memory_order_acquire);
    }

    Status send(std::span<const std::byte> message) noexcept override {
        const std::byte* source = message.data();
        std::size_t remaining = message.size();
        while (remaining > 0) {
            std::uint64_t space = m_capacity - (m_head - m_tailSeen);
            if (space < remaining) {
                // Only now look at the consumer's index: its cache line moves between the
                // cores only when the cached view says the ring may be full.
                m_tailSeen = m_out.tail.load(std::memory_order_acquire);
                space = m_capacity - (m_head - m_tailSeen);
                if (space == 0) {
                    if (auto status = waitForSpace(); !status) {
                        return status;
                    }
                    continue;
                }
            }
            const std::size_t piece =
                static_cast<std::size_t>(std::min<std::uint64_t>(space, remaining));
            copyIn(source, piece);
            m_head += piece;
            publish(m_out.head, m_head, m_out.consumerSleeping, m_out.dataPosted);
            source += piece;
            remaining -= piece;
        }
        return {};
    }

    Status receive(std::span<std::byte> message) noexcept override {
        std::byte* target = message.data();
        std::size_t remaining = message.size();
        while (remaining > 0) {
            std::uint64_t available = m_headSeen - m_tail;
            if (available < remaining) {
                m_headSeen = m_in.head.load(std::memory_order_acquire);
                available = m_headSeen - m_tail;
                if (available == 0) {
                    if (auto status = waitForData(); !status) {
                        return status;
                    }
                    continue;
                }
            }
            const std::size_t piece =
                static_cast<std::size_t>(std::min<std::uint64_t>(available, remaining));
            copyOut(target, piece);
            m_tail += piece;
            publish(m_in.tail, m_tail, m_in.producerSleeping, m_in.spacePosted);
            target += piece;
            remaining -= piece;
        }
        return {};
    }

    Status completeConnection(milliseconds timeout) override {
        return waitUntilAttached(kRingId, m_segment->header, timeout);
    }

    void abort() noexcept override {
        m_segment->header.aborted.store(1, std::memory_order_seq_cst);
        // Wake every possible sleeper, on this side or the peer's; it then sees `aborted`.
        // Posting a semaphore nobody waits on is harmless: the flag is never cleared.
        try {
            for (auto& control : m_segment->controls) {
                control.dataPosted.post();
                control.spacePosted.post();
            }
        } catch (const std::exception&) {
            // sem_post fails only on counter overflow; the spinners see the flag anyway.
        }
    }

  private:
    bool aborted() const noexcept {
        return m_segment->header.aborted.load(std::memory_order_relaxed) != 0;
    }

    void copyIn(const std::byte* source, std::size_t bytes) noexcept {
        const std::size_t offset = static_cast<std::size_t>(m_head & (m_capacity - 1));
        const std::size_t first = std::min(bytes, m_capacity - offset);
        std::memcpy(m_outData + offset, source, first);
        if (first < bytes) {  // split at the wrap
            std::memcpy(m_outData, source + first, bytes - first);
        }
    }

    void copyOut(std::byte* target, std::size_t bytes) noexcept {
        const std::size_t offset = static_cast<std::size_t>(m_tail & (m_capacity - 1));
        const std::size_t first = std::min(bytes, m_capacity - offset);
        std::memcpy(target, m_inData + offset, first);
        if (first < bytes) {
            std::memcpy(target + first, m_inData, bytes - first);
        }
    }

    // Makes `value` visible to the other side (release: the copied bytes before the index).
    // Block also wakes the other side if it is asleep (see wakeIfSleeping for the ordering).
    void publish(std::atomic<std::uint64_t>& index, std::uint64_t value,
                 std::atomic<std::uint32_t>& sleeping,
                 bip::interprocess_semaphore& semaphore) noexcept {
        if (m_wait != WaitStrategy::Block) {
            index.store(value, std::memory_order_release);
            return;
        }
        index.store(value, std::memory_order_seq_cst);
        try {
            wakeIfSleeping(sleeping, semaphore);
        } catch (const std::exception&) {
            // Only a semaphore overflow can fail here; the other side then never sleeps long.
        }
    }

    Status waitForData() noexcept {
        return waitUntil(
            [this](std::memory_order order) {
                m_headSeen = m_in.head.load(order);
                return m_headSeen != m_tail;
            },
            m_in.consumerSleeping, m_in.dataPosted);
    }

    Status waitForSpace() noexcept {
        return waitUntil(
            [this](std::memory_order order) {
                m_tailSeen = m_out.tail.load(order);
                return m_head - m_tailSeen < m_capacity;
            },
            m_out.producerSleeping, m_out.spacePosted);
    }

    template <class Ready>
    Status waitUntil(Ready isReady, std::atomic<std::uint32_t>& sleeping,
                     bip::interprocess_semaphore& semaphore) noexcept {
        if (m_wait != WaitStrategy::Block) {
            // Spin: pause-spins on the index; SpinYield: yields once spinning got nowhere.
            const bool ready = spinUntil(
                m_wait, [&] { return isReady(std::memory_order_acquire); },
                [this] { return aborted(); });
            return ready ? Status{} : Status{cancelled(kRingId)};
        }
        for (;;) {
            if (isReady(std::memory_order_acquire)) {
                return {};
            }
            if (aborted()) {
                return cancelled(kRingId);
            }
            sleeping.store(1, std::memory_order_seq_cst);
            if (isReady(std::memory_order_seq_cst) || aborted()) {
                sleeping.store(0, std::memory_order_relaxed);
                continue;
            }
            try {
                semaphore.wait();
            } catch (const std::exception& error) {
                return boostError(kRingId, "waiting on the semaphore", error);
            }
        }
    }

    platform::SharedMemory m_memory;
    RingSegment* m_segment;
    RingControl& m_out;  // the ring this side produces into
    RingControl& m_in;   // the ring this side consumes from
    std::byte* m_outData;
    std::byte* m_inData;
    const WaitStrategy m_wait;
    const std::size_t m_capacity;  // bytes per ring, a power of two
    // This side's own indices, and the last value seen of the other side's.
    std::uint64_t m_head = 0;
    std::uint64_t m_tailSeen = 0;
    std::uint64_t m_tail = 0;
    std::uint64_t m_headSeen = 0;
};

class RingMechanism final : public Mechanism {
  public:
    RingMechanism() {
        m_info.id = kRingId;
        m_info.title = "Shared-memory lock-free ring (single producer, single consumer)";
        m_info.locality = Locality::CrossProcess;
        m_info.group = MechanismGroup::SharedMemory;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream};
        m_info.waitStrategies = {WaitStrategy::Spin, WaitStrategy::SpinYield, WaitStrategy::Block};
        m_info.explanation =
            "What shared memory can really do: per direction, a byte ring in named shared "
            "memory (a power of two, twice the message, 4 to 16 MiB) with two atomic counters "
            "(bytes written, bytes read) on separate cache "
            "lines, and no lock. The sender copies the message into the ring with memcpy and "
            "publishes the new write counter with one atomic store; the receiver sees it, "
            "copies the bytes out and publishes its read counter. No system call and no kernel "
            "copy per message: the data moves from the sender's cache to the receiver's through "
            "the CPU's cache coherence, so large transfers are bounded by memory bandwidth and "
            "beat pipes and TCP (which copy through a kernel buffer with two system calls per "
            "message). This is the opposite of report 004's conclusion: its bounded buffer paid "
            "about 4.56 ns per byte of round trip at every size, a cost of that buffer, not of "
            "shared memory (see shm.condvar). Waiting is an explicit choice: "
            "spin (lowest latency, one busy core per waiting side), spin then yield, or block "
            "on a process-shared semaphore that the other side posts only when a 'sleeping' "
            "flag says someone waits, so a busy stream makes no system call at all.";
        m_info.sizeLimitNote =
            "Any size: messages larger than half the ring (16 MiB at most) stream through it "
            "in pieces.";
        setAvailability(m_info, platform::capabilities().namedSharedMemory);
    }

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        const std::size_t ringBytes = ringBytesFor(options.maxMessageBytes);
        auto memory = platform::SharedMemory::create(platform::uniqueObjectName("ring"),
                                                     ringSegmentBytes(ringBytes));
        if (!memory) {
            return memory.error();
        }
        try {
            auto* segment = new (memory->data()) RingSegment();
            segment->header.layoutBytes = ringBytes;
            segment->header.wait = static_cast<std::uint32_t>(options.wait);
        } catch (const std::exception& error) {
            return boostError(kRingId, "creating the semaphores", error);
        }
        OpenedChannel opened;
        opened.peerArgument = segmentArgument(memory.value());
        opened.initiator =
            std::make_unique<RingChannel>(std::move(memory.value()), true, options.wait, ringBytes);
        return opened;
    }

    Expected<std::unique_ptr<Channel>> attach(const std::string& peerArgument,
                                              const ChannelOptions& options) override {
        auto memory = openSegment(kRingId, peerArgument, 0, options.wait);
        if (!memory) {
            return memory.error();
        }
        auto* segment = static_cast<RingSegment*>(memory->data());
        const std::size_t ringBytes = segment->header.layoutBytes;
        if (ringBytes < kMinRingBytes || ringBytes > kMaxRingBytes ||
            (ringBytes & (ringBytes - 1)) != 0 || memory->size() != ringSegmentBytes(ringBytes)) {
            return Error{ErrorCode::ProtocolError,
                         std::string(kRingId) + ": shared memory " + memory->name() +
                             " holds no valid ring (capacity " + std::to_string(ringBytes) +
                             " B in " + std::to_string(memory->size()) + " B)"};
        }
        segment->header.attached.store(1, std::memory_order_release);
        return std::unique_ptr<Channel>(std::make_unique<RingChannel>(
            std::move(memory.value()), false, options.wait, ringBytes));
    }

  private:
    MechanismInfo m_info;
};

// ---------------------------------------------------------------------------------------------
// mq.boost: boost::interprocess::message_queue, one per direction.

constexpr const char* kQueueId = "mq.boost";
/// Largest queue message; larger messages travel as several (a queue reserves
/// capacity x largest message up front, so 64 MiB messages would need gigabytes).
constexpr std::size_t kQueueChunkBytes = 64 * 1024;
/// Memory per queue: how many messages a queue holds follows from it (2..64).
constexpr std::size_t kQueueBudgetBytes = 1u << 20;
constexpr unsigned int kDataPriority = 0;
/// abort() puts a message of this priority in front of everything in the local inbound queue.
constexpr unsigned int kAbortPriority = 1;

/// Owner-only permissions: 0600 where Boost takes a POSIX mode; on Windows (where it takes a
/// SECURITY_ATTRIBUTES pointer) the default, the creator's own default DACL. A template so that
/// the branch not taken is never compiled (if constexpr discards only dependent code).
template <class Native>
void restrictToOwner(bip::permissions& permissions) {
    if constexpr (std::is_integral_v<Native>) {
        permissions.set_permissions(static_cast<Native>(0600));
    }
}

bip::permissions ownerOnly() {
    bip::permissions permissions;
    restrictToOwner<decltype(permissions.get_permissions())>(permissions);
    return permissions;
}

/// Boost wants a bare name: it adds the leading slash on POSIX and makes a file of it where
/// it emulates shared memory (Windows), so the namespace prefix must go.
std::string queueBaseName() {
    std::string name = platform::uniqueObjectName("mq");
    const auto separator = name.find_last_of("/\\");
    return separator == std::string::npos ? name : name.substr(separator + 1);
}

/// Removes a queue's name when destroyed (measuring side only).
class QueueName {
  public:
    explicit QueueName(std::string name) : m_name(std::move(name)) {}
    QueueName(const QueueName&) = delete;
    QueueName& operator=(const QueueName&) = delete;
    ~QueueName() {
        bip::message_queue::remove(m_name.c_str());
        // Where Boost emulates the queue with a file (Windows), its remove() can leave the file
        // behind (it does under Wine); the file is ours, in our folder, so remove it directly.
        // Elsewhere the path does not exist and this does nothing.
        std::error_code error;
        std::filesystem::remove(boostSharedFolder() / m_name, error);
    }
    const std::string& name() const { return m_name; }

  private:
    std::string m_name;
};

/// The header Boost keeps at the start of a queue's segment (its mutex and conditions are
/// public members there). Boost does not expose where the segment is mapped, so the address is
/// taken from its private member through the one door C++ leaves open for that: access checks
/// do not apply to the arguments of an explicit template instantiation.
using QueueHeader = bip::ipcdetail::mq_hdr_t<bip::message_queue::void_pointer>;
QueueHeader& queueHeader(bip::message_queue& queue);
template <auto SegmentMember>
struct QueueHeaderAccess {
    friend QueueHeader& queueHeader(bip::message_queue& queue) {
        return *static_cast<QueueHeader*>((queue.*SegmentMember).get_user_address());
    }
};
template struct QueueHeaderAccess<&bip::message_queue::m_shmem>;

/// How long a queue's mutex may stay taken, after abort(), before its holder counts as dead or
/// stopped. Both sides hold it only to copy one message of at most 64 KiB (microseconds).
constexpr milliseconds kAbandonedLockAfter{250};
/// How often the rescue after abort() looks at the queues.
constexpr milliseconds kRescueTick{5};

class QueueChannel final : public Channel {
  public:
    QueueChannel(std::vector<std::unique_ptr<QueueName>> names,
                 std::unique_ptr<bip::message_queue> outgoing,
                 std::unique_ptr<bip::message_queue> incoming)
        : m_names(std::move(names)),
          m_outgoing(std::move(outgoing)),
          m_incoming(std::move(incoming)),
          m_chunkBytes(m_incoming->get_max_msg_size()),
          m_scratch(m_chunkBytes),
          m_abortScratch(m_outgoing->get_max_msg_size()) {}

    ~QueueChannel() override {
        stopRescue();
        // Unmap before the names go (order matters only for tidiness: POSIX unlinks a mapped
        // segment fine, and the file emulation on Windows removes it once unmapped).
        m_outgoing.reset();
        m_incoming.reset();
    }

    Status send(std::span<const std::byte> message) noexcept override {
        try {
            std::size_t offset = 0;
            do {
                // Checked before every queue message: abort() makes room for one blocked send
                // only (it takes one message out), so the next must not block again.
                if (m_aborted.load(std::memory_order_relaxed)) {
                    return cancelled(kQueueId);
                }
                const std::size_t piece = std::min(message.size() - offset, m_chunkBytes);
                m_outgoing->send(message.data() + offset, piece, kDataPriority);
                offset += piece;
            } while (offset < message.size());
        } catch (const std::exception& error) {
            return boostError(kQueueId, "message_queue::send", error);
        }
        if (m_aborted.load(std::memory_order_relaxed)) {
            return cancelled(kQueueId);
        }
        return {};
    }

    Status receive(std::span<std::byte> message) noexcept override {
        try {
            std::size_t offset = 0;
            do {
                // abort() leaves one wake-up message; later receives must not block either.
                if (m_aborted.load(std::memory_order_relaxed)) {
                    return cancelled(kQueueId);
                }
                const std::size_t piece = std::min(message.size() - offset, m_chunkBytes);
                // Boost refuses a buffer smaller than the queue's largest message: a whole
                // chunk goes straight into the caller's buffer, a shorter one (the stream's
                // acknowledgement, a last piece) through the scratch buffer.
                const bool direct = piece == m_chunkBytes;
                void* buffer = direct ? message.data() + offset : m_scratch.data();
                bip::message_queue::size_type received = 0;
                unsigned int priority = 0;
                m_incoming->receive(buffer, m_chunkBytes, received, priority);
                if (priority == kAbortPriority) {
                    return cancelled(kQueueId);
                }
                if (received != piece) {
                    return Error{ErrorCode::ProtocolError,
                                 std::string(kQueueId) + ": expected a message of " +
                                     std::to_string(piece) + " B, got " + std::to_string(received)};
                }
                if (!direct) {
                    std::memcpy(message.data() + offset, m_scratch.data(), piece);
                }
                offset += piece;
            } while (offset < message.size());
        } catch (const std::exception& error) {
            return boostError(kQueueId, "message_queue::receive", error);
        }
        return {};
    }

    // A blocked message_queue::receive/send cannot be interrupted, and polling with timed
    // variants would put clock reads in the timed loop (and would not help: Boost 1.74 takes
    // the queue's mutex without a timeout even in timed_send/timed_receive). Instead: a
    // zero-byte message of the highest priority in our own inbound queue wakes a blocked
    // receive (and any later one), and taking one message out of our outbound queue frees the
    // room a blocked send waits for (send then sees m_aborted).
    //
    // Both need the queue's mutex, and a peer killed or stopped inside a queue operation holds
    // it for ever (Boost's mutex is process-shared but not robust). So abort() only sets the
    // flag and hands the wake-up to a rescue thread: it never blocks the runner's watchdog.
    // The rescue repeats the wake-up until the channel is destroyed (the runner kills the peer
    // meanwhile), and a mutex that stays taken for kAbandonedLockAfter is released by force:
    // its holder is dead or stopped, and what it protected no longer matters once aborted.
    void abort() noexcept override {
        m_aborted.store(true, std::memory_order_relaxed);
        std::lock_guard lock(m_rescueMutex);
        if (m_rescue.joinable()) {
            return;
        }
        try {
            m_rescue = std::thread([this] { rescueBlockedCalls(); });
        } catch (const std::exception&) {
            // No thread: try the wake-up once here, as before (may block on a dead holder).
            wakeBlockedCalls();
        }
    }

  private:
    void rescueBlockedCalls() noexcept {
        std::optional<std::chrono::steady_clock::time_point> takenSince[2];
        bip::message_queue* queues[2] = {m_incoming.get(), m_outgoing.get()};
        std::unique_lock lock(m_rescueMutex);
        while (!m_stopRescue) {
            lock.unlock();
            bool bothFree = true;
            for (int index = 0; index < 2; ++index) {
                bothFree = releaseIfAbandoned(*queues[index], takenSince[index]) && bothFree;
            }
            if (bothFree) {
                wakeBlockedCalls();
            }
            lock.lock();
            m_rescueChanged.wait_for(lock, kRescueTick, [this] { return m_stopRescue; });
        }
    }

    /// True when the queue's mutex was free just now; releases it when it has been taken for
    /// longer than kAbandonedLockAfter.
    static bool releaseIfAbandoned(
        bip::message_queue& queue,
        std::optional<std::chrono::steady_clock::time_point>& takenSince) noexcept {
        try {
            auto& mutex = queueHeader(queue).m_mutex;
            if (mutex.try_lock()) {
                mutex.unlock();
                takenSince.reset();
                return true;
            }
            const auto now = std::chrono::steady_clock::now();
            if (!takenSince) {
                takenSince = now;
            } else if (now - *takenSince > kAbandonedLockAfter) {
                // Not owner-checked for Boost's mutexes (a plain process-shared pthread mutex,
                // or an atomic word where Boost emulates one): this frees the waiters.
                mutex.unlock();
                takenSince.reset();
            }
        } catch (const std::exception&) {
        }
        return false;
    }

    void wakeBlockedCalls() noexcept {
        try {
            if (!m_wakeSent) {
                m_wakeSent = m_incoming->try_send(nullptr, 0, kAbortPriority);
            }
            bip::message_queue::size_type received = 0;
            unsigned int priority = 0;
            m_outgoing->try_receive(m_abortScratch.data(), m_abortScratch.size(), received,
                                    priority);
        } catch (const std::exception&) {
            // A queue whose state is broken: the runner kills the peer next.
        }
    }

    void stopRescue() noexcept {
        {
            std::lock_guard lock(m_rescueMutex);
            m_stopRescue = true;
        }
        m_rescueChanged.notify_all();
        if (m_rescue.joinable()) {
            m_rescue.join();
        }
    }

  private:
    std::vector<std::unique_ptr<QueueName>> m_names;  // measuring side only; removed last
    std::unique_ptr<bip::message_queue> m_outgoing;
    std::unique_ptr<bip::message_queue> m_incoming;
    const std::size_t m_chunkBytes;
    std::vector<std::byte> m_scratch;
    std::vector<std::byte> m_abortScratch;
    std::atomic<bool> m_aborted{false};
    bool m_wakeSent = false;  // rescue thread only
    std::mutex m_rescueMutex;
    std::condition_variable m_rescueChanged;
    bool m_stopRescue = false;
    std::thread m_rescue;
};

class QueueMechanism final : public Mechanism {
  public:
    QueueMechanism() {
        m_info.id = kQueueId;
        m_info.title = "Boost.Interprocess message_queue";
        m_info.locality = Locality::CrossProcess;
        m_info.group = MechanismGroup::KernelObjects;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream};
        m_info.explanation =
            "Two Boost.Interprocess message queues (one per direction), each a named shared "
            "memory segment holding a fixed number of fixed-size message slots, an index kept "
            "in priority order, and a process-shared mutex with two conditions. send() locks, "
            "waits while the queue is full, copies the message into a slot, unlocks and "
            "signals; receive() does the mirror image and copies the message out. Like "
            "shm.condvar it makes no system call while neither side has to wait, copies the "
            "data twice, and pays a futex sleep and wake-up whenever a side waits. On Windows "
            "and macOS Boost emulates the segment (a file on Windows) and the mutex and "
            "conditions (spin, yield, then short sleeps), so there it measures Boost's "
            "emulation rather than a kernel primitive.";
        m_info.sizeLimitNote =
            "Queue messages are at most 64 KiB (each queue reserves its slots up front); larger "
            "messages travel as several queue messages, up to 64 MiB in all.";
        setAvailability(m_info, platform::capabilities().namedSharedMemory);
    }

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        const std::size_t chunkBytes =
            std::clamp<std::size_t>(options.maxMessageBytes, kMinMessageBytes, kQueueChunkBytes);
        const std::size_t capacity = std::clamp<std::size_t>(kQueueBudgetBytes / chunkBytes, 2, 64);
        const std::string base = queueBaseName();
        std::vector<std::unique_ptr<QueueName>> names;
        std::unique_ptr<bip::message_queue> queues[2];
        try {
            for (int direction = 0; direction < 2; ++direction) {
                // The name is owned (removed by the guard) before the queue exists, so a
                // failure half-way leaves nothing behind.
                names.push_back(std::make_unique<QueueName>(base + (direction == 0 ? "-a" : "-b")));
                queues[direction] = std::make_unique<bip::message_queue>(
                    bip::create_only, names.back()->name().c_str(), capacity, chunkBytes,
                    ownerOnly());
            }
        } catch (const std::exception& error) {
            return boostError(kQueueId, "creating message queue " + names.back()->name(), error);
        }
        OpenedChannel opened;
        opened.peerArgument = base;
        opened.initiator = std::make_unique<QueueChannel>(std::move(names), std::move(queues[0]),
                                                          std::move(queues[1]));
        return opened;
    }

    Expected<std::unique_ptr<Channel>> attach(const std::string& peerArgument,
                                              const ChannelOptions&) override {
        if (peerArgument.empty() || peerArgument.find_first_of("/\\") != std::string::npos) {
            return Error{ErrorCode::InvalidArgument,
                         std::string(kQueueId) + ": bad channel \"" + peerArgument +
                             "\" (expected a queue name without slashes)"};
        }
        try {
            auto toPeer =
                std::make_unique<bip::message_queue>(bip::open_only, (peerArgument + "-a").c_str());
            auto fromPeer =
                std::make_unique<bip::message_queue>(bip::open_only, (peerArgument + "-b").c_str());
            return std::unique_ptr<Channel>(std::make_unique<QueueChannel>(
                std::vector<std::unique_ptr<QueueName>>{}, std::move(fromPeer), std::move(toPeer)));
        } catch (const std::exception& error) {
            return boostError(kQueueId, "opening message queues " + peerArgument, error);
        }
    }

  private:
    MechanismInfo m_info;
};

}  // namespace

std::unique_ptr<Mechanism> makeShmCondvar() {
    return std::make_unique<CondvarMechanism>();
}

std::unique_ptr<Mechanism> makeShmRing() {
    return std::make_unique<RingMechanism>();
}

std::unique_ptr<Mechanism> makeBoostMq() {
    return std::make_unique<QueueMechanism>();
}

}  // namespace ipclab::mechanisms
