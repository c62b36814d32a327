// mq.boost: boost::interprocess::message_queue, one per direction, between the measuring side
// and ipclab-peer. The lifetime rules it shares with shm.condvar and shm.ring are in
// shm_segment.hpp.
#include <algorithm>
#include <atomic>
#include <boost/interprocess/exceptions.hpp>
#include <boost/interprocess/ipc/message_queue.hpp>
#include <boost/interprocess/permissions.hpp>
#include <condition_variable>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <optional>
#include <thread>
#include <type_traits>
#include <vector>

#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/names.hpp"
#include "ipclab/platform/shared_memory.hpp"
#include "ipclab/platform/translatable.hpp"
#include "mechanisms.hpp"
#include "shm_segment.hpp"

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

// Without the macro Boost defines get_shared_dir inline itself, and this definition would be
// a redefinition: say what is missing instead (a file compiled outside core/CMakeLists.txt).
#ifndef BOOST_INTERPROCESS_SHARED_DIR_FUNC
#error "ipclab_core's files need BOOST_INTERPROCESS_SHARED_DIR_FUNC (core/CMakeLists.txt)"
#endif
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
using shm_segment::boostError;
using shm_segment::cancelled;
using std::chrono::milliseconds;

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

/// What Boost adds to a queue's own bytes (get_mem_size): its segment's header and page
/// rounding; generous, since it only sizes the room reserved before creating a queue.
constexpr std::size_t kQueueOverheadBytes = 64 * 1024;

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
                    return textError(
                        ErrorCode::ProtocolError,
                        Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                            "%1: expected a message of %2 B, got %3"),
                             {verbatimArg(kQueueId), integerArg(static_cast<std::int64_t>(piece)),
                              integerArg(static_cast<std::int64_t>(received))}));
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
        m_info.systemCalls = {
            .senderCalls = {"futex"},
            .sender = {0, 0},
            .receiverCalls = {"futex"},
            .receiver = {0, 0},
            .dependsOnLibrary = true,
            .note = IPCLAB_TR_NOOP(
                "ipclab::CoreText",
                "Depends on the library: Boost.Interprocess guards the queue with a "
                "process-shared mutex and condition variables, which on Linux make futex calls "
                "when a side must sleep or wake a sleeper and none while both run; how many "
                "per message is the library's design, not ours.")};
        m_info.title = IPCLAB_TR_NOOP("ipclab::CoreText", "Boost.Interprocess message_queue");
        m_info.locality = Locality::CrossProcess;
        m_info.group = MechanismGroup::KernelObjects;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream};
        m_info.explanation = IPCLAB_TR_NOOP(
            "ipclab::CoreText",
            "Two Boost.Interprocess message queues (one per direction), each a named shared "
            "memory segment holding a fixed number of fixed-size message slots, an index kept "
            "in priority order, and a process-shared mutex with two conditions. send() locks, "
            "waits while the queue is full, copies the message into a slot, unlocks and "
            "signals; receive() does the mirror image and copies the message out. Like "
            "shm.condvar it makes no system call while neither side has to wait, copies the "
            "data twice, and pays a futex sleep and wake-up whenever a side waits. On Windows "
            "and macOS Boost emulates the segment (a file on Windows) and the mutex and "
            "conditions (spin, yield, then short sleeps), so there it measures Boost's "
            "emulation rather than a kernel primitive.");
        m_info.sizeLimitNote = Text::coreText(IPCLAB_TR_NOOP(
            "ipclab::CoreText",
            "Queue messages are at most 64 KiB (each queue reserves its slots up front); larger "
            "messages travel as several queue messages, up to 64 MiB in all."));
        setAvailability(m_info, platform::capabilities().namedSharedMemory);
    }

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        const std::size_t chunkBytes =
            std::clamp<std::size_t>(options.maxMessageBytes, kMinMessageBytes, kQueueChunkBytes);
        const std::size_t capacity = std::clamp<std::size_t>(kQueueBudgetBytes / chunkBytes, 2, 64);
        // Boost maps a queue's memory without reserving it: on a full /dev/shm the first touch
        // of a page with nothing behind it killed the process with SIGBUS (exit 135, segments
        // left). Room for both queues is reserved first, as the shm.* mechanisms reserve theirs
        // (posix_fallocate), and given back at once: a full /dev/shm is "No space left on
        // device" and nothing is created. (Racy against another process filling it meanwhile;
        // the common case, a /dev/shm already full, is caught.)
        const std::size_t queueBytes =
            QueueHeader::get_mem_size(chunkBytes, capacity) + kQueueOverheadBytes;
        if (auto room = platform::SharedMemory::create(platform::uniqueObjectName("mq-room"),
                                                       2 * queueBytes);
            !room) {
            return room.error();
        }
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
            return textError(
                ErrorCode::InvalidArgument,
                Text(IPCLAB_TR_NOOP(
                         "ipclab::CoreMessages",
                         "%1: bad channel \"%2\" (expected a queue name without slashes)"),
                     {verbatimArg(kQueueId), verbatimArg(peerArgument)}));
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

std::unique_ptr<Mechanism> makeBoostMq() {
    return std::make_unique<QueueMechanism>();
}

}  // namespace ipclab::mechanisms
