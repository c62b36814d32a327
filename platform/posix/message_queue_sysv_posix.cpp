// System V message queues (Linux and macOS; the limits are in message_queue_linux.cpp /
// message_queue_darwin.cpp). IPC_PRIVATE gives a queue no key anyone could guess; the id
// travels to the other process on its command line, and mode 0600 keeps other users out.
// Removing the queue (IPC_RMID) wakes every blocked msgsnd/msgrcv with EIDRM, which is how
// abort reaches a thread blocked on it.
#include <fcntl.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

#include "ipclab/platform/message_queue.hpp"
#include "ipclab/platform/names.hpp"

namespace ipclab::platform {
namespace {

// Every data message has this type; msgrcv(type 0) takes whatever comes first.
constexpr long kMessageType = 1;

// The type field, then room for the largest message.
std::vector<long> messageBuffer(std::size_t maxMessageBytes) {
    return std::vector<long>(1 + (maxMessageBytes + sizeof(long) - 1) / sizeof(long));
}

bool queueGone(int error) noexcept {
    return error == EIDRM || error == EINVAL;
}

// Once only: after IPC_RMID the id may in time be given to somebody else's queue.
void removeOnce(SysvMessageQueueState& queue) noexcept {
    if (queue.owner && queue.id >= 0 && !queue.removed.exchange(true)) {
        ::msgctl(queue.id, IPC_RMID, nullptr);
        ::unlink(sysvQueueLedgerPath(queue.id).c_str());
    }
}

Error noQueue(const char* call) {
    return Error{ErrorCode::InvalidArgument, std::string(call) + ": no queue"};
}

Error refusedSize(std::size_t bytes, const MessageQueueLimits& queueLimits) {
    return Error{ErrorCode::InvalidArgument, "System V message queue: messages of " +
                                                 std::to_string(bytes) + " B do not fit (" +
                                                 queueLimits.note + ")"};
}

}  // namespace

Expected<SysvMessageQueue> SysvMessageQueue::create(std::size_t maxMessageBytes) {
    auto queueLimits = limits();
    if (!queueLimits)
        return queueLimits.error();
    if (maxMessageBytes == 0 || maxMessageBytes > queueLimits->maxMessageBytes)
        return refusedSize(maxMessageBytes, queueLimits.value());
    SysvMessageQueue queue;
    queue.m_queue.reset(new SysvMessageQueueState);
    SysvMessageQueueState& state = *queue.m_queue.get();
    const int id = ::msgget(IPC_PRIVATE, IPC_CREAT | 0600);
    if (id < 0)
        return lastSystemError("msgget(IPC_PRIVATE, IPC_CREAT|0600)");
    // A queue has no name to carry its owner: an empty ledger file does, so that a later run
    // can remove what a killed one left (reclaimLeftovers). Best effort: without it the queue
    // works the same.
    if (const int ledger =
            ::open(sysvQueueLedgerPath(id).c_str(), O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0600);
        ledger >= 0)
        ::close(ledger);
    state.id = id;
    state.owner = true;  // From here on the destructor removes it.
    state.maxMessageBytes = maxMessageBytes;
    state.sendBuffer = messageBuffer(maxMessageBytes);
    state.receiveBuffer = messageBuffer(maxMessageBytes);
    return queue;
}

Expected<SysvMessageQueue> SysvMessageQueue::open(int id, std::size_t maxMessageBytes) {
    auto queueLimits = limits();
    if (!queueLimits)
        return queueLimits.error();
    if (maxMessageBytes == 0 || maxMessageBytes > queueLimits->maxMessageBytes)
        return refusedSize(maxMessageBytes, queueLimits.value());
    msqid_ds info{};
    if (id < 0 || ::msgctl(id, IPC_STAT, &info) != 0)
        return lastSystemError("msgctl(" + std::to_string(id) + ", IPC_STAT)");
    SysvMessageQueue queue;
    queue.m_queue.reset(new SysvMessageQueueState);
    SysvMessageQueueState& state = *queue.m_queue.get();
    state.id = id;
    state.maxMessageBytes = maxMessageBytes;
    state.sendBuffer = messageBuffer(maxMessageBytes);
    state.receiveBuffer = messageBuffer(maxMessageBytes);
    return queue;
}

void SysvMessageQueueTraits::close(Value queue) noexcept {
    removeOnce(*queue);
    delete queue;
}

void SysvMessageQueue::remove() noexcept {
    if (valid())
        removeOnce(*m_queue.get());
}

Status SysvMessageQueue::send(std::span<const std::byte> message) noexcept {
    if (!valid())
        return noQueue("msgsnd");
    SysvMessageQueueState& queue = *m_queue.get();
    if (message.size() > queue.maxMessageBytes) {
        return Error{ErrorCode::InvalidArgument, "msgsnd: " + std::to_string(message.size()) +
                                                     " B exceed the queue's " +
                                                     std::to_string(queue.maxMessageBytes) + " B"};
    }
    // msgsnd wants the type right before the data: one copy into our buffer (the API's cost).
    queue.sendBuffer[0] = kMessageType;
    if (!message.empty())
        std::memcpy(&queue.sendBuffer[1], message.data(), message.size());
    while (::msgsnd(queue.id, queue.sendBuffer.data(), message.size(), 0) != 0) {
        if (errno == EINTR)
            continue;
        if (queueGone(errno))
            return Error{ErrorCode::Closed, "msgsnd: the queue was removed"};
        return lastSystemError("msgsnd");
    }
    return {};
}

Expected<std::size_t> SysvMessageQueue::receive(std::span<std::byte> buffer) noexcept {
    if (!valid())
        return noQueue("msgrcv");
    SysvMessageQueueState& queue = *m_queue.get();
    for (;;) {
        const ssize_t got =
            ::msgrcv(queue.id, queue.receiveBuffer.data(), queue.maxMessageBytes, 0, 0);
        if (got >= 0) {
            const auto length = static_cast<std::size_t>(got);
            if (length > buffer.size()) {
                return Error{ErrorCode::ProtocolError,
                             "msgrcv: a message of " + std::to_string(length) +
                                 " B where at most " + std::to_string(buffer.size()) +
                                 " B were expected"};
            }
            if (length > 0)
                std::memcpy(buffer.data(), &queue.receiveBuffer[1], length);
            return length;
        }
        if (errno == EINTR)
            continue;
        if (queueGone(errno))
            return Error{ErrorCode::Closed, "msgrcv: the queue was removed"};
        return lastSystemError("msgrcv");
    }
}

}  // namespace ipclab::platform
