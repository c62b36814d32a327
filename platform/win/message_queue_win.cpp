// Windows has neither POSIX nor System V message queues. (Boost.Interprocess's message_queue,
// the mq.boost mechanism, is the portable one: a queue built in shared memory.)
#include "ipclab/platform/message_queue.hpp"
#include "ipclab/platform/translatable.hpp"

namespace ipclab::platform {
namespace {

constexpr const char* kNoPosixQueues =
    IPCLAB_TR_NOOP("ipclab::CoreText", "POSIX message queues (mq_open) do not exist on Windows");
constexpr const char* kNoSysvQueues =
    IPCLAB_TR_NOOP("ipclab::CoreText", "System V message queues (msgget) do not exist on Windows");

Error noPosix() {
    return Error{ErrorCode::Unsupported, kNoPosixQueues};
}
Error noSysv() {
    return Error{ErrorCode::Unsupported, kNoSysvQueues};
}

}  // namespace

Capability PosixMessageQueue::capability() {
    return {false, kNoPosixQueues};
}
Expected<MessageQueueLimits> PosixMessageQueue::limits() {
    return noPosix();
}
Expected<PosixMessageQueue> PosixMessageQueue::create(const std::string&, std::size_t) {
    return noPosix();
}
Expected<PosixMessageQueue> PosixMessageQueue::open(const std::string&) {
    return noPosix();
}
// Never holds a queue here: nothing to release.
void PosixMessageQueueTraits::close(const Value&) noexcept {}
Status PosixMessageQueue::send(std::span<const std::byte>) noexcept {
    return noPosix();
}
Expected<std::size_t> PosixMessageQueue::receive(std::span<std::byte>) noexcept {
    return noPosix();
}
Status PosixMessageQueue::trySend(std::span<const std::byte>) noexcept {
    return noPosix();
}
Expected<std::size_t> PosixMessageQueue::tryReceive(std::span<std::byte>) noexcept {
    return noPosix();
}

Capability SysvMessageQueue::capability() {
    return {false, kNoSysvQueues};
}
Expected<MessageQueueLimits> SysvMessageQueue::limits() {
    return noSysv();
}
Expected<SysvMessageQueue> SysvMessageQueue::create(std::size_t) {
    return noSysv();
}
Expected<SysvMessageQueue> SysvMessageQueue::open(int, std::size_t) {
    return noSysv();
}
// Never holds a queue here: there is only the state to free.
void SysvMessageQueueTraits::close(Value queue) noexcept {
    delete queue;
}
void SysvMessageQueue::remove() noexcept {}
Status SysvMessageQueue::send(std::span<const std::byte>) noexcept {
    return noSysv();
}
Expected<std::size_t> SysvMessageQueue::receive(std::span<std::byte>) noexcept {
    return noSysv();
}

}  // namespace ipclab::platform
