// The reports' own methods, kept as clearly labelled variants so a student can see them beside
// a real measurement. Report 000's two are not communication (nobody ever receives):
//   report000.locked-write: lock / write the payload into a shared variable / unlock, no reader.
//   report000.sendto: send datagrams to a loopback port where nobody ever calls recv() (the
//   report times only the sending and does not say whether anything received).
// Only the one-sided pattern drives them: it calls initiator->send() in a loop and divides the
// time by the count.
// Report 002's messages, as its code sent them:
//   report002.mq-ack: System V messages, each chunk acknowledged before the next (stream only).
#include <algorithm>
#include <atomic>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/translatable.hpp"
#include "ipclab/platform/udp_socket.hpp"
#include "mechanisms.hpp"

namespace ipclab::mechanisms {

namespace {

constexpr const char* kLoopback = "127.0.0.1";

Error aborted(const std::string& id) {
    return textError(ErrorCode::Cancelled,
                     Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 aborted"), {verbatimArg(id)}));
}

Error nobodyReceives(const std::string& id) {
    return textError(
        ErrorCode::Unsupported,
        Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                            "%1 is report 000's one-sided method: nobody receives, by design"),
             {verbatimArg(id)}));
}

// ---------------------------------------------------------------------------------------------
// report000.locked-write

class LockedWriteChannel final : public Channel {
  public:
    explicit LockedWriteChannel(std::size_t maxMessageBytes) : m_shared(maxMessageBytes) {}

    // Exactly report 000's loop body: lock, write the payload into the shared variable, unlock.
    // The unlock publishes the write (release), so the compiler cannot drop the copy.
    Status send(std::span<const std::byte> message) noexcept override {
        if (m_aborted.load(std::memory_order_relaxed)) {
            return aborted("report000.locked-write");
        }
        std::lock_guard lock(m_mutex);
        std::memcpy(m_shared.data(), message.data(), std::min(message.size(), m_shared.size()));
        return {};
    }
    Status receive(std::span<std::byte>) noexcept override {
        return nobodyReceives("report000.locked-write");
    }
    // send() never waits, so nothing needs waking: the next send() just stops the loop.
    void abort() noexcept override { m_aborted.store(true, std::memory_order_relaxed); }

  private:
    std::atomic<bool> m_aborted{false};
    std::mutex m_mutex;
    std::vector<std::byte> m_shared;
};

class LockedWriteMechanism final : public Mechanism {
  public:
    LockedWriteMechanism() {
        m_info.id = "report000.locked-write";
        m_info.systemCalls = {
            .senderCalls = {},
            .sender = {0, 0},
            .receiverCalls = {},
            .receiver = {0, 0},
            .dependsOnLibrary = false,
            .note = IPCLAB_TR_NOOP(
                "ipclab::CoreText",
                "None: an uncontended mutex is locked and unlocked in user space, and nobody "
                "receives.")};
        m_info.title =
            IPCLAB_TR_NOOP("ipclab::CoreText", "Report 000: lock, write, unlock (nobody reads)");
        m_info.locality = Locality::InProcess;
        m_info.group = MechanismGroup::ReportVariants;
        m_info.patterns = {Pattern::OneSided};
        m_info.reportVariantOf = "000";
        m_info.explanation = IPCLAB_TR_NOOP(
            "ipclab::CoreText",
            "Report 000's \"threads\" method, reproduced as it was: one thread locks a mutex, "
            "copies the payload into a shared variable and unlocks, in a loop, and nobody ever "
            "reads. This is not communication. There is no second party, nothing is handed "
            "over and nobody is woken; the mutex is never contended, so locking and unlocking "
            "are one atomic instruction each, and the cache line holding the variable never "
            "leaves this core's L1 cache. That is why report 000 found 0.0139 us per message, "
            "and why its \"UDP is 195.5x slower\" is not comparable: it sets a memory write "
            "against a system call that hands a datagram to the kernel (report000.sendto). To "
            "compare thread communication with UDP, use thread.mutex or thread.semaphore, where "
            "a second thread really receives, against udp.");
    }

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        OpenedChannel opened;
        opened.initiator = std::make_unique<LockedWriteChannel>(options.maxMessageBytes);
        return opened;
    }

  private:
    MechanismInfo m_info;
};

// ---------------------------------------------------------------------------------------------
// report000.sendto

class SendToChannel final : public Channel {
  public:
    SendToChannel(platform::UdpSocket sender, platform::UdpSocket sink)
        : m_sender(std::move(sender)), m_sink(std::move(sink)) {}

    // One system call per message. Once the sink's buffer is full the kernel drops each
    // datagram, and the call still succeeds: that is report 000's measurement.
    Status send(std::span<const std::byte> message) noexcept override {
        if (m_aborted.load(std::memory_order_relaxed)) {
            return aborted("report000.sendto");
        }
        return m_sender.send(message);
    }
    Status receive(std::span<std::byte>) noexcept override {
        return nobodyReceives("report000.sendto");
    }
    // send() on UDP never waits for the receiver, so nothing needs waking: the next send()
    // just stops the loop.
    void abort() noexcept override { m_aborted.store(true, std::memory_order_relaxed); }

  private:
    std::atomic<bool> m_aborted{false};
    platform::UdpSocket m_sender;
    platform::UdpSocket m_sink;  // bound, never read
};

class SendToMechanism final : public Mechanism {
  public:
    SendToMechanism() {
        m_info.id = "report000.sendto";
        m_info.systemCalls = {
            .senderCalls = {"sendto"},
            .sender = {1, 1},
            .receiverCalls = {},
            .receiver = {0, 0},
            .dependsOnLibrary = false,
            .note = IPCLAB_TR_NOOP(
                "ipclab::CoreText",
                "One send() (the sendto system call) per datagram; nobody receives.")};
        m_info.title =
            IPCLAB_TR_NOOP("ipclab::CoreText", "Report 000: sendto with nobody receiving");
        m_info.locality = Locality::Network;
        m_info.group = MechanismGroup::ReportVariants;
        m_info.patterns = {Pattern::OneSided};
        m_info.maxBytes = platform::kMaxUdpPayloadBytes;
        m_info.sizeLimitNote = Text::coreText(
            IPCLAB_TR_NOOP("ipclab::CoreText", "largest UDP payload over IPv4: 65,507 B"));
        m_info.reportVariantOf = "000";
        m_info.explanation = IPCLAB_TR_NOOP(
            "ipclab::CoreText",
            "Report 000's UDP method: only the sending is timed, datagram after datagram to a "
            "loopback port (the report does not say whether anything received them; here a "
            "socket is bound to the port and nobody ever calls recv(), and send() on a socket "
            "connected to that port skips only sendto's per-call address lookup). "
            "Each call is a one-way system call: the datagram is copied into the kernel, given "
            "UDP and IP headers and passed through the loopback device to the bound socket's "
            "queue; once that queue is full, the kernel drops every further datagram and the "
            "call still succeeds. Nothing is received and nobody is woken, so this is the cost "
            "of handing a datagram to the kernel, not of a message exchange. Report 000's "
            "\"195.5x slower than threads\" sets this system call against a memory write "
            "(report000.locked-write); for a real exchange over UDP, use udp.");
        setAvailability(m_info, platform::capabilities().tcpSockets);
    }

    const MechanismInfo& info() const override { return m_info; }

    // Both sockets live in this process: nothing runs in a peer.
    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        auto sink = platform::UdpSocket::bind(kLoopback, 0, options.maxMessageBytes);
        if (!sink) {
            return prefixedError("report000.sendto", sink.error());
        }
        auto sinkPort = sink->localPort();
        if (!sinkPort) {
            return sinkPort.error();
        }
        auto sender = platform::UdpSocket::bind(kLoopback, 0, options.maxMessageBytes);
        if (!sender) {
            return prefixedError("report000.sendto", sender.error());
        }
        if (auto status = sender->connect(kLoopback, sinkPort.value()); !status) {
            return status.error();
        }
        OpenedChannel opened;
        opened.initiator =
            std::make_unique<SendToChannel>(std::move(sender.value()), std::move(sink.value()));
        return opened;
    }

    Expected<std::unique_ptr<Channel>> attach(const std::string&, const ChannelOptions&) override {
        return textError(ErrorCode::Unsupported,
                         Text(IPCLAB_TR_NOOP(
                             "ipclab::CoreMessages",
                             "report000.sendto has no peer process: nobody receives, by design")));
    }

  private:
    MechanismInfo m_info;
};

// ---------------------------------------------------------------------------------------------
// report002.mq-ack

constexpr const char* kMqAckId = "report002.mq-ack";

/// Report 002's code sends a chunk with msgsnd() and waits (sem_wait) until the consumer has
/// taken it (sem_post) before it sends the next. Here the acknowledgement is a one-byte message
/// on mq.sysv's queue back, through mq.sysv's own channel: the variant adds the wait and nothing
/// else. The stream pattern's own final acknowledgement travels through the plain
/// send()/receive() of the other direction, after the last chunk's.
class AcknowledgedChannel final : public Channel {
  public:
    AcknowledgedChannel(std::unique_ptr<Channel> queue, bool measuringSide)
        : m_queue(std::move(queue)), m_measuringSide(measuringSide) {}

    Status send(std::span<const std::byte> message) noexcept override {
        if (Status sent = m_queue->send(message); !sent || !m_measuringSide) {
            return sent;  // the peer sends only the stream's final acknowledgement
        }
        std::byte ack[1];
        return m_queue->receive(ack);
    }
    Status receive(std::span<std::byte> message) noexcept override {
        if (Status got = m_queue->receive(message); !got || m_measuringSide) {
            return got;
        }
        const std::byte ack[1] = {std::byte{1}};
        return m_queue->send(ack);
    }
    Status completeConnection(std::chrono::milliseconds timeout) override {
        return m_queue->completeConnection(timeout);
    }
    void abort() noexcept override { m_queue->abort(); }

  private:
    std::unique_ptr<Channel> m_queue;
    bool m_measuringSide;
};

class MqAckMechanism final : public Mechanism {
  public:
    MqAckMechanism() : m_queue(makeSysvMq()), m_info(m_queue->info()) {
        m_info.id = kMqAckId;
        m_info.systemCalls = {
            .senderCalls = {"msgsnd", "msgrcv"},
            .sender = {2, 2},
            .receiverCalls = {"msgrcv", "msgsnd"},
            .receiver = {2, 2},
            .dependsOnLibrary = false,
            .note = IPCLAB_TR_NOOP(
                "ipclab::CoreText",
                "Per chunk the sender makes a msgsnd() and a msgrcv() that waits for the "
                "acknowledgement; the receiver a msgrcv() and a msgsnd() that acknowledges.")};
        m_info.title = IPCLAB_TR_NOOP("ipclab::CoreText",
                                      "Report 002: System V messages, each chunk acknowledged");
        m_info.group = MechanismGroup::ReportVariants;
        m_info.patterns = {Pattern::Stream};
        m_info.reportVariantOf = "002";
        m_info.explanation = IPCLAB_TR_NOOP(
            "ipclab::CoreText",
            "Report 002's message transfer as its code did it: the sender puts one chunk on a "
            "System V message queue with msgsnd() and then waits until the receiver has taken "
            "it before it sends the next (the report's code waits on a named semaphore; here the "
            "receiver answers with a one-byte message on a second queue). One chunk is in "
            "flight at a time, so every chunk pays two wake-ups besides its copies: a "
            "stop-and-wait transfer, where mq.sysv streams and lets the queue fill. Compare the "
            "two at the same chunk size to see how much of the report's slow messages was the "
            "acknowledgement, not the queue.");
    }

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        auto opened = m_queue->open(options);
        if (opened) {
            opened->initiator =
                std::make_unique<AcknowledgedChannel>(std::move(opened->initiator), true);
        }
        return opened;
    }

    Expected<std::unique_ptr<Channel>> attach(const std::string& peerArgument,
                                              const ChannelOptions& options) override {
        auto attached = m_queue->attach(peerArgument, options);
        if (!attached) {
            return attached.error();
        }
        return std::unique_ptr<Channel>(
            std::make_unique<AcknowledgedChannel>(std::move(attached.value()), false));
    }

  private:
    std::unique_ptr<Mechanism> m_queue;  ///< mq.sysv: its queues, limits and availability
    MechanismInfo m_info;
};

}  // namespace

std::unique_ptr<Mechanism> makeReport000LockedWrite() {
    return std::make_unique<LockedWriteMechanism>();
}

std::unique_ptr<Mechanism> makeReport000SendTo() {
    return std::make_unique<SendToMechanism>();
}

std::unique_ptr<Mechanism> makeReport002MqAck() {
    return std::make_unique<MqAckMechanism>();
}

}  // namespace ipclab::mechanisms
