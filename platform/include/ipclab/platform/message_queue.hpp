#pragma once
/// Kernel message queues: POSIX (mq_open / mq_send / mq_receive: Linux; macOS has none) and
/// System V (msgget / msgsnd / msgrcv: Linux and macOS; Windows has neither). Each message
/// keeps its boundaries; a queue holds a few messages of up to a fixed size, both limited by
/// the system (see limits()).
///
/// Neither kind of queue tells a reader that the writer died: there is no end of file. A thread
/// blocked in receive() wakes only when a message arrives, or (System V) when the queue is
/// removed.
#include <atomic>
#include <cstddef>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/error.hpp"
#include "ipclab/platform/handle.hpp"
#include "ipclab/platform/text.hpp"
#include "ipclab/platform/unique_handle.hpp"

namespace ipclab::platform {

/// What the system allows an unprivileged process.
struct MessageQueueLimits {
    std::size_t maxMessageBytes = 0;  ///< Largest message.
    std::size_t maxMessages = 0;      ///< Messages a queue may hold (POSIX: mq_maxmsg).
    std::size_t maxQueueBytes = 0;    ///< Bytes a queue may hold (System V: msgmnb; 0: n/a).
    std::string note;  ///< Where the limits come from ("/proc/sys/fs/mqueue/msgsize_max = 8192").
    /// The same note as values a front end translates, one per source (english: joined by ", ").
    std::vector<Text> noteParts;
};

/// What a PosixMessageQueue holds, released together by PosixMessageQueueTraits::close: the
/// descriptor is closed, then the creator unlinks the name.
struct PosixMessageQueueState {
    NativeHandle handle = kInvalidHandle;
    std::string name;
    std::size_t maxMessageBytes = 0;
    bool owner = false;
    bool operator==(const PosixMessageQueueState&) const = default;
};

/// A POSIX queue as UniqueHandle holds it (message_queue_linux.cpp; nothing to release where
/// there are no POSIX queues).
struct PosixMessageQueueTraits {
    using Value = PosixMessageQueueState;
    static inline const Value kInvalid{};
    static void close(const Value& queue) noexcept;
};

/// A POSIX message queue. Move-only. The creator unlinks the name on destruction (descriptors
/// others hold stay usable until they close them). send/receive may run on two threads at once;
/// each alone is not thread-safe.
class PosixMessageQueue {
  public:
    static Capability capability();
    /// This system's limits; Unsupported where there are no POSIX queues.
    static Expected<MessageQueueLimits> limits();

    /// Creates the queue `name` (a uniqueObjectName) for messages of up to `maxMessageBytes`:
    /// O_CREAT | O_EXCL, mode 0600, as many messages as the system lets us queue. A size above
    /// the system's limit fails with InvalidArgument naming the limit.
    static Expected<PosixMessageQueue> create(const std::string& name, std::size_t maxMessageBytes);
    /// Opens a queue another process created. Never unlinks it.
    static Expected<PosixMessageQueue> open(const std::string& name);

    PosixMessageQueue() = default;

    /// Sends one message (blocks while the queue is full).
    Status send(std::span<const std::byte> message) noexcept;
    /// Receives the next message into `buffer`, which must hold maxMessageBytes(); returns its
    /// length. Blocks while the queue is empty.
    Expected<std::size_t> receive(std::span<std::byte> buffer) noexcept;
    /// Like send/receive but never blocks: Timeout if the queue is full / empty.
    Status trySend(std::span<const std::byte> message) noexcept;
    Expected<std::size_t> tryReceive(std::span<std::byte> buffer) noexcept;

    std::size_t maxMessageBytes() const noexcept { return m_queue.get().maxMessageBytes; }
    const std::string& name() const noexcept { return m_queue.get().name; }
    bool valid() const noexcept { return handle() != kInvalidHandle; }
    /// Closes the descriptor and, for the creator, unlinks the name. Idempotent.
    void close() noexcept { m_queue.reset(); }

  private:
    NativeHandle handle() const noexcept { return m_queue.get().handle; }
    explicit PosixMessageQueue(PosixMessageQueueState queue) noexcept : m_queue(std::move(queue)) {}
    UniqueHandle<PosixMessageQueueTraits> m_queue;
};

/// What a SysvMessageQueue holds. It lives on the heap, held by its pointer, because the flag
/// that makes remove() happen once is atomic (remove() may run beside send and receive) and an
/// atomic cannot move.
struct SysvMessageQueueState {
    int id = -1;
    std::size_t maxMessageBytes = 0;
    bool owner = false;
    std::atomic<bool> removed{false};
    // msgsnd/msgrcv take a long type followed by the data: one buffer per direction, sized once.
    std::vector<long> sendBuffer;
    std::vector<long> receiveBuffer;
};

/// A System V queue as UniqueHandle holds it: close() removes the queue if this process created
/// it and has not removed it yet, then frees the state (message_queue_sysv_posix.cpp).
struct SysvMessageQueueTraits {
    using Value = SysvMessageQueueState*;
    static constexpr Value kInvalid = nullptr;
    static void close(Value queue) noexcept;
};

/// A System V message queue, known by its numeric id (IPC_PRIVATE: it has no name to guess).
/// Move-only. The creator removes it (IPC_RMID) on destruction or remove(). send and receive
/// may run on two threads at once (each keeps its own buffer); remove() from any thread.
class SysvMessageQueue {
  public:
    static Capability capability();
    /// This system's limits; Unsupported where there are no System V queues.
    static Expected<MessageQueueLimits> limits();

    /// msgget(IPC_PRIVATE, IPC_CREAT | 0600) for messages of up to `maxMessageBytes` (refused
    /// above the system's msgmax, naming it).
    static Expected<SysvMessageQueue> create(std::size_t maxMessageBytes);
    /// Uses the queue `id` another process created. Never removes it.
    static Expected<SysvMessageQueue> open(int id, std::size_t maxMessageBytes);

    SysvMessageQueue() = default;

    /// Sends one message (blocks while the queue is full). Copies it behind the type field
    /// msgsnd needs. Closed if the queue was removed.
    Status send(std::span<const std::byte> message) noexcept;
    /// Receives the next message into `buffer` (any size up to maxMessageBytes(); a longer
    /// message fails); returns its length. Closed if the queue was removed meanwhile.
    Expected<std::size_t> receive(std::span<std::byte> buffer) noexcept;

    int id() const noexcept { return valid() ? m_queue.get()->id : -1; }
    std::size_t maxMessageBytes() const noexcept {
        return valid() ? m_queue.get()->maxMessageBytes : 0;
    }
    bool valid() const noexcept { return m_queue.valid(); }
    /// Creator only: removes the queue now, waking every process blocked on it (their calls
    /// fail with Closed). Thread-safe and idempotent; a no-op for an opener.
    void remove() noexcept;

  private:
    UniqueHandle<SysvMessageQueueTraits> m_queue;
};

}  // namespace ipclab::platform
