// Kernel objects with names, between this process and ipclab-peer:
//   fifo      two named FIFOs (mkfifo; Windows named pipes), one per direction
//   mq.posix  two POSIX message queues (mq_send / mq_receive)
//   mq.sysv   two System V message queues (msgsnd / msgrcv), report 002's mechanism
// (uds, a named socket file, shares tcp's channel: stream_socket_mechanisms.cpp.)
// The measuring side creates every named object and removes it when its channel is destroyed
// (success, error, cancel, peer death alike); the peer only opens them.
#include <atomic>
#include <charconv>
#include <cstring>
#include <optional>
#include <vector>

#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/fifo.hpp"
#include "ipclab/platform/message_queue.hpp"
#include "ipclab/platform/names.hpp"
#include "ipclab/platform/translatable.hpp"
#include "mechanisms.hpp"
#include "peer_closed.hpp"

namespace ipclab::mechanisms {

namespace {

// How long the peer keeps trying to attach; the runner's peer timeout bounds the whole point.
constexpr std::chrono::milliseconds kAttachTimeout{10'000};

// "A,B" -> {"A", "B"}; nullopt without exactly one comma.
std::optional<std::pair<std::string, std::string>> splitPair(const std::string& text) {
    const auto comma = text.find(',');
    if (comma == std::string::npos || text.find(',', comma + 1) != std::string::npos) {
        return std::nullopt;
    }
    return std::pair{text.substr(0, comma), text.substr(comma + 1)};
}

Error badChannel(const std::string& id, const std::string& text, const char* expected) {
    return textError(
        ErrorCode::InvalidArgument,
        Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1: bad channel \"%2\" (expected %3)"),
             {verbatimArg(id), verbatimArg(text), verbatimArg(expected)}));
}

Error wrongLength(std::size_t got, std::size_t expected) {
    return textError(ErrorCode::ProtocolError,
                     Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                         "a message of %1 B arrived where %2 B were expected"),
                          {integerArg(static_cast<std::int64_t>(got)),
                           integerArg(static_cast<std::int64_t>(expected))}));
}

// ---- fifo ----------------------------------------------------------------------------------

/// The measuring side: owns the FIFO pair and removes it on destruction.
class FifoOwnerChannel final : public Channel {
  public:
    explicit FifoOwnerChannel(platform::FifoPair pair) : m_pair(std::move(pair)) {}

    Status send(std::span<const std::byte> message) noexcept override {
        return peerEndedIfClosed("fifo", m_pair.writing().writeAll(message));
    }
    Status receive(std::span<std::byte> message) noexcept override {
        return peerEndedIfClosed("fifo", m_pair.reading().readExact(message));
    }
    Status completeConnection(std::chrono::milliseconds timeout) override {
        if (auto status = m_pair.connect(timeout); !status) {
            return textError(status.error().code,
                             Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                 "fifo: the peer did not open its ends: %1"),
                                  {textArg(errorText(status.error()))}));
        }
        return {};
    }
    // As for anonymous pipes: a blocked read or write cannot be interrupted portably, and need
    // not be. We are the only reader of one FIFO and the only writer of the other, so when the
    // runner kills the peer our read sees end of file and our write fails, both with Closed.
    void abort() noexcept override {}

  private:
    platform::FifoPair m_pair;
};

/// The peer's side: its two ends.
class FifoPeerChannel final : public Channel {
  public:
    explicit FifoPeerChannel(platform::FifoPair::Ends ends) : m_ends(std::move(ends)) {}

    Status send(std::span<const std::byte> message) noexcept override {
        return m_ends.writing.writeAll(message);
    }
    Status receive(std::span<std::byte> message) noexcept override {
        return m_ends.reading.readExact(message);
    }
    void abort() noexcept override {}  // Ends when the measuring side closes or dies.

  private:
    platform::FifoPair::Ends m_ends;
};

class FifoMechanism final : public Mechanism {
  public:
    FifoMechanism() {
        m_info.id = "fifo";
        m_info.systemCalls = {
            .senderCalls = {"write"},
            .sender = {1, 1},
            .receiverCalls = {"read"},
            .receiver = {1, 1},
            .dependsOnLibrary = false,
            .note = IPCLAB_TR_NOOP(
                "ipclab::CoreText",
                "As with an anonymous pipe: one write() by the sender and one read() by the "
                "receiver per message, more for a message larger than the 64 KiB buffer; "
                "waking a sleeping reader happens inside write().")};
        m_info.title = IPCLAB_TR_NOOP("ipclab::CoreText", "Named pipe (FIFO)");
        m_info.locality = Locality::CrossProcess;
        m_info.group = MechanismGroup::KernelObjects;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream};
        m_info.explanation = IPCLAB_TR_NOOP(
            "ipclab::CoreText",
            "Two processes, two named pipes (one per direction) that the measuring side "
            "creates in a private directory (mkfifo, mode 0600) and removes afterwards; the "
            "peer opens them by name. Once open, a FIFO is exactly an anonymous pipe: each "
            "message costs a write() that copies it into a kernel buffer (64 KiB on Linux) and "
            "a read() that copies it out, two system calls and two copies, and a reader "
            "blocked in read() must be woken by the scheduler. Only opening differs (by path, "
            "and open() waits for the other end). On Windows this is a named pipe "
            "(CreateNamedPipe / CreateFile, byte mode, local clients only), where ReadFile and "
            "WriteFile go through the named-pipe file system driver.");
        setAvailability(m_info, platform::capabilities().fifo);
    }

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions&) override {
        auto pair = platform::FifoPair::create("fifo");
        if (!pair) {
            return prefixedError("fifo", pair.error());
        }
        OpenedChannel opened;
        opened.peerArgument = pair->name();
        opened.initiator = std::make_unique<FifoOwnerChannel>(std::move(pair.value()));
        return opened;
    }

    Expected<std::unique_ptr<Channel>> attach(const std::string& peerArgument,
                                              const ChannelOptions&) override {
        auto ends = platform::FifoPair::attach(peerArgument, kAttachTimeout);
        if (!ends) {
            return prefixedError("fifo", ends.error());
        }
        return std::unique_ptr<Channel>(std::make_unique<FifoPeerChannel>(std::move(ends.value())));
    }

  private:
    MechanismInfo m_info;
};

// ---- mq.posix ------------------------------------------------------------------------------

/// Either side of a POSIX queue pair. Queues have no end of file, so abort() must wake a
/// blocked receive itself: it puts a zero-length message into the queue this side reads (a
/// queue it may write too), and takes one message out of the queue this side writes, so a send
/// blocked on a full queue completes. The flag it sets is read once each call returned: no
/// extra system call in the timed loop.
class PosixMqChannel final : public Channel {
  public:
    PosixMqChannel(platform::PosixMessageQueue incoming, platform::PosixMessageQueue outgoing)
        : m_incoming(std::move(incoming)),
          m_outgoing(std::move(outgoing)),
          m_scratch(m_incoming.maxMessageBytes()),
          m_abortScratch(m_outgoing.maxMessageBytes()) {}

    Status send(std::span<const std::byte> message) noexcept override {
        auto status = m_outgoing.send(message);
        if (m_aborted.load(std::memory_order_relaxed)) {
            return cancelled();
        }
        return status;
    }

    Status receive(std::span<std::byte> message) noexcept override {
        // mq_receive wants room for the queue's largest message: a message of that size goes
        // straight into the caller's buffer, a shorter one (an acknowledgement) via scratch.
        const bool direct = message.size() == m_scratch.size();
        const std::span<std::byte> target = direct ? message : std::span<std::byte>(m_scratch);
        auto got = m_incoming.receive(target);
        if (m_aborted.load(std::memory_order_relaxed)) {
            return cancelled();
        }
        if (!got) {
            return got.error();
        }
        if (got.value() != message.size()) {
            return wrongLength(got.value(), message.size());
        }
        if (!direct) {
            std::memcpy(message.data(), m_scratch.data(), message.size());
        }
        return {};
    }

    void abort() noexcept override {
        m_aborted.store(true);
        // Either may fail harmlessly: a full incoming queue means receive will not block, an
        // empty outgoing one that send will not.
        (void)m_incoming.trySend({});
        (void)m_outgoing.tryReceive(m_abortScratch);
    }

  private:
    static Error cancelled() {
        return textError(ErrorCode::Cancelled,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "mq.posix: aborted")));
    }

    platform::PosixMessageQueue m_incoming;
    platform::PosixMessageQueue m_outgoing;
    std::vector<std::byte> m_scratch;       // receive(), sized once
    std::vector<std::byte> m_abortScratch;  // abort(), which may run beside receive()
    std::atomic<bool> m_aborted{false};
};

class PosixMqMechanism final : public Mechanism {
  public:
    PosixMqMechanism() {
        m_info.id = "mq.posix";
        m_info.systemCalls = {
            .senderCalls = {"mq_timedsend"},
            .sender = {1, 1},
            .receiverCalls = {"mq_timedreceive"},
            .receiver = {1, 1},
            .dependsOnLibrary = false,
            .note = IPCLAB_TR_NOOP(
                "ipclab::CoreText",
                "The sender makes one mq_send() and the receiver one mq_receive() per message "
                "(glibc makes them the mq_timedsend and mq_timedreceive system calls); waking "
                "a receiver that sleeps happens inside the send.")};
        m_info.title = IPCLAB_TR_NOOP("ipclab::CoreText", "POSIX message queue");
        m_info.locality = Locality::CrossProcess;
        m_info.group = MechanismGroup::KernelObjects;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream};
        m_info.explanation = IPCLAB_TR_NOOP(
            "ipclab::CoreText",
            "Two processes, two POSIX message queues (one per direction) that the measuring "
            "side creates (mq_open, O_EXCL, mode 0600) and unlinks afterwards. mq_send() copies "
            "the message into a kernel buffer attached to the queue and mq_receive() copies it "
            "out: two system calls and two copies, like a pipe, but message boundaries are kept "
            "and a message may not exceed the queue's fixed size, which the system caps. A "
            "receiver blocked in mq_receive() sleeps until a message arrives (Linux wakes it "
            "directly, handing the message over), so the cross-core wake-up dominates small "
            "messages here as well. Queues have no end of file: a dead sender is noticed only "
            "by a timeout.");
        setAvailability(m_info, platform::capabilities().posixMessageQueues);
        if (auto limits = platform::PosixMessageQueue::limits(); limits) {
            m_info.maxBytes = limits->maxMessageBytes;
            m_info.sizeLimitNote =
                Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "POSIX message queue: %1"),
                     {listArg(limits->noteParts)});
        }
    }

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        auto toPeer = platform::PosixMessageQueue::create(platform::uniqueObjectName("mqp"),
                                                          options.maxMessageBytes);
        if (!toPeer) {
            return toPeer.error();
        }
        auto fromPeer = platform::PosixMessageQueue::create(platform::uniqueObjectName("mqp"),
                                                            options.maxMessageBytes);
        if (!fromPeer) {
            return fromPeer.error();
        }
        OpenedChannel opened;
        opened.peerArgument = toPeer->name() + "," + fromPeer->name();
        // The queues are unlinked when these objects go, i.e. with the channel.
        opened.initiator = std::make_unique<PosixMqChannel>(std::move(fromPeer.value()),
                                                            std::move(toPeer.value()));
        return opened;
    }

    Expected<std::unique_ptr<Channel>> attach(const std::string& peerArgument,
                                              const ChannelOptions& options) override {
        const auto names = splitPair(peerArgument);
        if (!names) {
            return badChannel(m_info.id, peerArgument, "TO_PEER,FROM_PEER queue names");
        }
        auto incoming = platform::PosixMessageQueue::open(names->first);
        if (!incoming) {
            return incoming.error();
        }
        auto outgoing = platform::PosixMessageQueue::open(names->second);
        if (!outgoing) {
            return outgoing.error();
        }
        if (incoming->maxMessageBytes() != options.maxMessageBytes ||
            outgoing->maxMessageBytes() != options.maxMessageBytes) {
            return textError(
                ErrorCode::InvalidArgument,
                Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                    "mq.posix: the queues carry %1 B messages, not %2"),
                     {integerArg(static_cast<std::int64_t>(incoming->maxMessageBytes())),
                      integerArg(static_cast<std::int64_t>(options.maxMessageBytes))}));
        }
        return std::unique_ptr<Channel>(std::make_unique<PosixMqChannel>(
            std::move(incoming.value()), std::move(outgoing.value())));
    }

  private:
    MechanismInfo m_info;
};

// ---- mq.sysv -------------------------------------------------------------------------------

/// Either side of a System V queue pair. The measuring side created both queues; its abort()
/// removes them (IPC_RMID), which wakes every msgsnd/msgrcv blocked on them, here and in the
/// peer. The peer's abort() can remove nothing: the runner kills the peer instead.
class SysvMqChannel final : public Channel {
  public:
    SysvMqChannel(platform::SysvMessageQueue incoming, platform::SysvMessageQueue outgoing)
        : m_incoming(std::move(incoming)), m_outgoing(std::move(outgoing)) {}

    Status send(std::span<const std::byte> message) noexcept override {
        return m_outgoing.send(message);
    }
    Status receive(std::span<std::byte> message) noexcept override {
        auto got = m_incoming.receive(message);
        if (!got) {
            return got.error();
        }
        if (got.value() != message.size()) {
            return wrongLength(got.value(), message.size());
        }
        return {};
    }
    void abort() noexcept override {
        m_incoming.remove();
        m_outgoing.remove();
    }

  private:
    platform::SysvMessageQueue m_incoming;
    platform::SysvMessageQueue m_outgoing;
};

std::optional<int> parseId(const std::string& text) {
    int value = -1;
    const char* end = text.data() + text.size();
    if (text.empty() || std::from_chars(text.data(), end, value).ptr != end || value < 0) {
        return std::nullopt;
    }
    return value;
}

class SysvMqMechanism final : public Mechanism {
  public:
    SysvMqMechanism() {
        m_info.id = "mq.sysv";
        m_info.systemCalls = {
            .senderCalls = {"msgsnd"},
            .sender = {1, 1},
            .receiverCalls = {"msgrcv"},
            .receiver = {1, 1},
            .dependsOnLibrary = false,
            .note = IPCLAB_TR_NOOP(
                "ipclab::CoreText",
                "The sender makes one msgsnd() and the receiver one msgrcv() per message; "
                "waking a receiver that sleeps happens inside msgsnd().")};
        m_info.title = IPCLAB_TR_NOOP("ipclab::CoreText", "System V message queue");
        m_info.locality = Locality::CrossProcess;
        m_info.group = MechanismGroup::KernelObjects;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream};
        m_info.explanation = IPCLAB_TR_NOOP(
            "ipclab::CoreText",
            "Two processes, two System V message queues, one per direction (report 002 sent its "
            "chunks through one queue and acknowledged each with a semaphore): "
            "msgget(IPC_PRIVATE, 0600) makes each queue (known only by its number, which the "
            "peer is told), and the measuring side removes both (IPC_RMID) afterwards. msgsnd() "
            "copies the message, behind a type field, into memory the kernel allocates for it; "
            "msgrcv() copies it out and frees it: two system calls and two copies, plus a copy "
            "into and out of the typed buffer the API requires. Message size and the bytes a "
            "queue may hold are small system limits (msgmax, msgmnb), so a fast sender often "
            "blocks on a full queue. A blocked receiver is woken by the scheduler; queues have "
            "no end of file, so a dead sender is noticed only by a timeout.");
        setAvailability(m_info, platform::capabilities().sysvMessageQueues);
        if (auto limits = platform::SysvMessageQueue::limits(); limits) {
            m_info.maxBytes = limits->maxMessageBytes;
            m_info.sizeLimitNote =
                Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "System V message queue: %1"),
                     {listArg(limits->noteParts)});
        }
    }

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        auto toPeer = platform::SysvMessageQueue::create(options.maxMessageBytes);
        if (!toPeer) {
            return toPeer.error();
        }
        auto fromPeer = platform::SysvMessageQueue::create(options.maxMessageBytes);
        if (!fromPeer) {
            return fromPeer.error();
        }
        OpenedChannel opened;
        opened.peerArgument = std::to_string(toPeer->id()) + "," + std::to_string(fromPeer->id());
        // The queues are removed when these objects go, i.e. with the channel.
        opened.initiator =
            std::make_unique<SysvMqChannel>(std::move(fromPeer.value()), std::move(toPeer.value()));
        return opened;
    }

    Expected<std::unique_ptr<Channel>> attach(const std::string& peerArgument,
                                              const ChannelOptions& options) override {
        const auto ids = splitPair(peerArgument);
        const auto incomingId = ids ? parseId(ids->first) : std::nullopt;
        const auto outgoingId = ids ? parseId(ids->second) : std::nullopt;
        if (!incomingId || !outgoingId) {
            return badChannel(m_info.id, peerArgument, "TO_PEER,FROM_PEER queue ids");
        }
        auto incoming = platform::SysvMessageQueue::open(*incomingId, options.maxMessageBytes);
        if (!incoming) {
            return incoming.error();
        }
        auto outgoing = platform::SysvMessageQueue::open(*outgoingId, options.maxMessageBytes);
        if (!outgoing) {
            return outgoing.error();
        }
        return std::unique_ptr<Channel>(std::make_unique<SysvMqChannel>(
            std::move(incoming.value()), std::move(outgoing.value())));
    }

  private:
    MechanismInfo m_info;
};

}  // namespace

std::unique_ptr<Mechanism> makeFifo() {
    return std::make_unique<FifoMechanism>();
}

std::unique_ptr<Mechanism> makePosixMq() {
    return std::make_unique<PosixMqMechanism>();
}

std::unique_ptr<Mechanism> makeSysvMq() {
    return std::make_unique<SysvMqMechanism>();
}

}  // namespace ipclab::mechanisms
