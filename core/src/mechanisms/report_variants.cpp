// Report 000's own methods, kept as clearly labelled variants so a student can see them beside
// a real measurement: neither is communication (nobody ever receives).
//   report000.locked-write: lock / write the payload into a shared variable / unlock, no reader.
//   report000.sendto: send datagrams to a loopback port where nobody ever calls recv() (the
//   report times only the sending and does not say whether anything received).
// Only the one-sided pattern drives them: it calls initiator->send() in a loop and divides the
// time by the count.
#include <algorithm>
#include <atomic>
#include <cstring>
#include <mutex>
#include <vector>

#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/udp_socket.hpp"
#include "mechanisms.hpp"

namespace ipclab::mechanisms {

namespace {

constexpr const char* kLoopback = "127.0.0.1";

Error aborted(const std::string& id) {
    return Error{ErrorCode::Cancelled, id + " aborted"};
}

Error nobodyReceives(const std::string& id) {
    return Error{ErrorCode::Unsupported,
                 id + " is report 000's one-sided method: nobody receives, by design"};
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
        m_info.title = "Report 000: lock, write, unlock (nobody reads)";
        m_info.locality = Locality::InProcess;
        m_info.patterns = {Pattern::OneSided};
        m_info.reportVariantOf = "000";
        m_info.explanation =
            "Report 000's \"threads\" method, reproduced as it was: one thread locks a mutex, "
            "copies the payload into a shared variable and unlocks, in a loop, and nobody ever "
            "reads. This is not communication. There is no second party, nothing is handed "
            "over and nobody is woken; the mutex is never contended, so locking and unlocking "
            "are one atomic instruction each, and the cache line holding the variable never "
            "leaves this core's L1 cache. That is why report 000 found 0.0139 us per message, "
            "and why its \"UDP is 195.5x slower\" is not comparable: it sets a memory write "
            "against a system call that hands a datagram to the kernel (report000.sendto). To "
            "compare thread communication with UDP, use thread.mutex or thread.semaphore, where "
            "a second thread really receives, against udp.";
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
        m_info.title = "Report 000: sendto with nobody receiving";
        m_info.locality = Locality::Network;
        m_info.patterns = {Pattern::OneSided};
        m_info.maxBytes = platform::kMaxUdpPayloadBytes;
        m_info.sizeLimitNote = "largest UDP payload over IPv4: 65,507 B";
        m_info.reportVariantOf = "000";
        m_info.explanation =
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
            "(report000.locked-write); for a real exchange over UDP, use udp.";
        setAvailability(m_info, platform::capabilities().tcpSockets);
    }

    const MechanismInfo& info() const override { return m_info; }

    // Both sockets live in this process: nothing runs in a peer.
    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        auto sink = platform::UdpSocket::bind(kLoopback, 0, options.maxMessageBytes);
        if (!sink) {
            return Error{sink.error().code, "report000.sendto: " + sink.error().message};
        }
        auto sinkPort = sink->localPort();
        if (!sinkPort) {
            return sinkPort.error();
        }
        auto sender = platform::UdpSocket::bind(kLoopback, 0, options.maxMessageBytes);
        if (!sender) {
            return Error{sender.error().code, "report000.sendto: " + sender.error().message};
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
        return Error{ErrorCode::Unsupported,
                     "report000.sendto has no peer process: nobody receives, by design"};
    }

  private:
    MechanismInfo m_info;
};

}  // namespace

void addReportVariants(MechanismList& list) {
    list.push_back(std::make_unique<LockedWriteMechanism>());
    list.push_back(std::make_unique<SendToMechanism>());
}

}  // namespace ipclab::mechanisms
