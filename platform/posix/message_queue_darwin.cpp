// macOS: no POSIX message queues at all (there is no mq_open), so PosixMessageQueue only says
// why. System V queues exist, with small limits compiled into the kernel (xnu's sysv_msg.c:
// MSGMAX 2048 B per message, MSGMNB 2048 B per queue; no sysctl reports them).
#include "ipclab/platform/message_queue.hpp"
#include "ipclab/platform/translatable.hpp"

namespace ipclab::platform {
namespace {

constexpr const char* kNoPosixQueues =
    IPCLAB_TR_NOOP("ipclab::CoreText", "macOS has no POSIX message queues (no mq_open)");
constexpr std::size_t kDarwinMsgmax = 2048;
constexpr std::size_t kDarwinMsgmnb = 2048;

Error noPosixQueues() {
    return Error{ErrorCode::Unsupported, kNoPosixQueues};
}

}  // namespace

Capability PosixMessageQueue::capability() {
    return {false, kNoPosixQueues};
}

Expected<MessageQueueLimits> PosixMessageQueue::limits() {
    return noPosixQueues();
}

Expected<PosixMessageQueue> PosixMessageQueue::create(const std::string&, std::size_t) {
    return noPosixQueues();
}

Expected<PosixMessageQueue> PosixMessageQueue::open(const std::string&) {
    return noPosixQueues();
}

// Never holds a queue here: nothing to release.
void PosixMessageQueueTraits::close(const Value&) noexcept {}

Status PosixMessageQueue::send(std::span<const std::byte>) noexcept {
    return noPosixQueues();
}

Expected<std::size_t> PosixMessageQueue::receive(std::span<std::byte>) noexcept {
    return noPosixQueues();
}

Status PosixMessageQueue::trySend(std::span<const std::byte>) noexcept {
    return noPosixQueues();
}

Expected<std::size_t> PosixMessageQueue::tryReceive(std::span<std::byte>) noexcept {
    return noPosixQueues();
}

Capability SysvMessageQueue::capability() {
    return {true,
            "msgget(IPC_PRIVATE), mode 0600, removed by its creator; kernel limits "
            "MSGMAX = MSGMNB = 2048 B"};
}

Expected<MessageQueueLimits> SysvMessageQueue::limits() {
    MessageQueueLimits result;
    result.maxMessageBytes = kDarwinMsgmax;
    result.maxQueueBytes = kDarwinMsgmnb;
    result.maxMessages = 1;
    result.note = IPCLAB_TR_NOOP(
        "ipclab::CoreText", "macOS kernel: MSGMAX = 2048 B per message, MSGMNB = 2048 B per queue");
    result.noteParts = {Text::coreText(result.note)};
    return result;
}

}  // namespace ipclab::platform
