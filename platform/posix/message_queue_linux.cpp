// POSIX message queues on Linux (mq_open & co.), and the Linux limits of both kinds of queue,
// read from /proc where the administrator sets them. The System V queue itself is shared with
// macOS in message_queue_sysv_posix.cpp.
#include <fcntl.h>
#include <mqueue.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <ctime>
#include <fstream>
#include <string>
#include <utility>

#include "ipclab/platform/message_queue.hpp"
#include "ipclab/platform/names.hpp"

namespace ipclab::platform {
namespace {

constexpr const char* kMsgsizeMax = "/proc/sys/fs/mqueue/msgsize_max";
constexpr const char* kMsgMax = "/proc/sys/fs/mqueue/msg_max";
constexpr const char* kSysvMsgmax = "/proc/sys/kernel/msgmax";
constexpr const char* kSysvMsgmnb = "/proc/sys/kernel/msgmnb";

// Linux's defaults, used when /proc cannot be read (then the note says so).
constexpr std::size_t kDefaultMsgsizeMax = 8192;
constexpr std::size_t kDefaultMsgMax = 10;
constexpr std::size_t kDefaultSysvMsgmax = 8192;
constexpr std::size_t kDefaultSysvMsgmnb = 16384;

// Reads one number from a /proc file; appends "path = value" (or the default used) to the note.
std::size_t readLimit(const char* path, std::size_t fallback, MessageQueueLimits& limits) {
    std::ifstream file(path);
    unsigned long long value = 0;
    const bool read = file >> value && value > 0;
    const std::size_t used = read ? static_cast<std::size_t>(value) : fallback;
    Text part = read ? Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 = %2"),
                            {verbatimArg(path), integerArg(static_cast<std::int64_t>(used))})
                     : Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 unreadable, assuming %2"),
                            {verbatimArg(path), integerArg(static_cast<std::int64_t>(used))});
    if (!limits.note.empty())
        limits.note += ", ";
    limits.note +=
        std::string(path) + (read ? " = " : " unreadable, assuming ") + std::to_string(used);
    limits.noteParts.push_back(std::move(part));
    return used;
}

mqd_t toMqd(NativeHandle handle) {
    return static_cast<mqd_t>(handle);
}

}  // namespace

// ---- POSIX ---------------------------------------------------------------------------------

Capability PosixMessageQueue::capability() {
    auto queueLimits = limits();
    return {true, "mq_open, mode 0600, unlinked by its creator (" + queueLimits->note + ")"};
}

Expected<MessageQueueLimits> PosixMessageQueue::limits() {
    MessageQueueLimits result;
    result.maxMessageBytes = readLimit(kMsgsizeMax, kDefaultMsgsizeMax, result);
    result.maxMessages = readLimit(kMsgMax, kDefaultMsgMax, result);
    return result;
}

Expected<PosixMessageQueue> PosixMessageQueue::create(const std::string& name,
                                                      std::size_t maxMessageBytes) {
    const auto queueLimits = limits();
    if (maxMessageBytes == 0 || maxMessageBytes > queueLimits->maxMessageBytes) {
        return Error{ErrorCode::InvalidArgument, "POSIX message queue: messages of " +
                                                     std::to_string(maxMessageBytes) +
                                                     " B do not fit (" + queueLimits->note + ")"};
    }
    // As deep as the system allows; RLIMIT_MSGQUEUE (bytes of all our queues) may allow fewer
    // messages of this size, so halve the depth until it fits.
    long depth = static_cast<long>(queueLimits->maxMessages);
    for (;;) {
        mq_attr attributes{};
        attributes.mq_maxmsg = depth;
        attributes.mq_msgsize = static_cast<long>(maxMessageBytes);
        // O_EXCL: never adopt a queue someone else made; 0600: owner only.
        const mqd_t fd = ::mq_open(name.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC,
                                   S_IRUSR | S_IWUSR, &attributes);
        if (fd != static_cast<mqd_t>(-1)) {
            // The queue's name in a ledger entry: where /dev/mqueue is not mounted, nothing
            // else lets a later run find the queue of a killed one (reclaimLeftovers). Best
            // effort: without it the queue works the same.
            if (const std::string ledger = posixQueueLedgerPath(name); !ledger.empty()) {
                // 0600 like the queue itself; O_EXCL: never through a file or symlink planted
                // there.
                const int entry = ::open(ledger.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC,
                                         S_IRUSR | S_IWUSR);
                if (entry >= 0) {
                    const std::string line = name + '\n';
                    (void)!::write(entry, line.data(), line.size());
                    ::close(entry);
                }
            }
            return PosixMessageQueue(PosixMessageQueueState{.handle = static_cast<NativeHandle>(fd),
                                                            .name = name,
                                                            .maxMessageBytes = maxMessageBytes,
                                                            .owner = true});
        }
        if (errno == EMFILE && depth > 1) {
            depth /= 2;
            continue;
        }
        Error error =
            lastSystemError("mq_open(" + name + ", O_CREAT|O_EXCL, " + std::to_string(depth) +
                            " x " + std::to_string(maxMessageBytes) + " B)");
        error.message += " [" + queueLimits->note + ", RLIMIT_MSGQUEUE bounds their product]";
        return error;
    }
}

Expected<PosixMessageQueue> PosixMessageQueue::open(const std::string& name) {
    const mqd_t fd = ::mq_open(name.c_str(), O_RDWR | O_CLOEXEC);
    if (fd == static_cast<mqd_t>(-1))
        return lastSystemError("mq_open(" + name + ")");
    mq_attr attributes{};
    if (::mq_getattr(fd, &attributes) != 0) {
        Error error = lastSystemError("mq_getattr(" + name + ")");
        ::mq_close(fd);
        return error;
    }
    return PosixMessageQueue(
        PosixMessageQueueState{.handle = static_cast<NativeHandle>(fd),
                               .name = name,
                               .maxMessageBytes = static_cast<std::size_t>(attributes.mq_msgsize),
                               .owner = false});
}

void PosixMessageQueueTraits::close(const Value& queue) noexcept {
    if (queue.handle != kInvalidHandle)
        ::mq_close(toMqd(queue.handle));
    if (queue.owner) {
        ::mq_unlink(queue.name.c_str());
        if (const std::string ledger = posixQueueLedgerPath(queue.name); !ledger.empty())
            ::unlink(ledger.c_str());
    }
}

Status PosixMessageQueue::send(std::span<const std::byte> message) noexcept {
    while (::mq_send(toMqd(handle()), reinterpret_cast<const char*>(message.data()), message.size(),
                     0) != 0) {
        if (errno != EINTR)
            return lastSystemError("mq_send");
    }
    return {};
}

Expected<std::size_t> PosixMessageQueue::receive(std::span<std::byte> buffer) noexcept {
    for (;;) {
        const ssize_t got = ::mq_receive(toMqd(handle()), reinterpret_cast<char*>(buffer.data()),
                                         buffer.size(), nullptr);
        if (got >= 0)
            return static_cast<std::size_t>(got);
        if (errno != EINTR)
            return lastSystemError("mq_receive");
    }
}

// A deadline in the past makes the timed calls return at once instead of blocking, without
// a second, non-blocking descriptor.
Status PosixMessageQueue::trySend(std::span<const std::byte> message) noexcept {
    const timespec past{};
    if (::mq_timedsend(toMqd(handle()), reinterpret_cast<const char*>(message.data()),
                       message.size(), 0, &past) != 0) {
        if (errno == ETIMEDOUT || errno == EAGAIN)
            return Error{ErrorCode::Timeout, "mq_timedsend: the queue is full"};
        return lastSystemError("mq_timedsend");
    }
    return {};
}

Expected<std::size_t> PosixMessageQueue::tryReceive(std::span<std::byte> buffer) noexcept {
    const timespec past{};
    const ssize_t got = ::mq_timedreceive(toMqd(handle()), reinterpret_cast<char*>(buffer.data()),
                                          buffer.size(), nullptr, &past);
    if (got >= 0)
        return static_cast<std::size_t>(got);
    if (errno == ETIMEDOUT || errno == EAGAIN)
        return Error{ErrorCode::Timeout, "mq_timedreceive: the queue is empty"};
    return lastSystemError("mq_timedreceive");
}

// ---- System V limits -----------------------------------------------------------------------

Capability SysvMessageQueue::capability() {
    auto queueLimits = limits();
    return {true, "msgget(IPC_PRIVATE), mode 0600, removed (IPC_RMID) by its creator (" +
                      queueLimits->note + ")"};
}

Expected<MessageQueueLimits> SysvMessageQueue::limits() {
    MessageQueueLimits result;
    const std::size_t msgmax = readLimit(kSysvMsgmax, kDefaultSysvMsgmax, result);
    result.maxQueueBytes = readLimit(kSysvMsgmnb, kDefaultSysvMsgmnb, result);
    // A message larger than a whole queue could never be sent.
    result.maxMessageBytes = std::min(msgmax, result.maxQueueBytes);
    result.maxMessages = result.maxQueueBytes / std::max<std::size_t>(result.maxMessageBytes, 1);
    return result;
}

}  // namespace ipclab::platform
