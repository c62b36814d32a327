// pipe: two anonymous pipes between this process and ipclab-peer, one per direction.
#include <atomic>
#include <optional>

#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/pipe.hpp"
#include "ipclab/platform/translatable.hpp"
#include "mechanisms.hpp"
#include "peer_closed.hpp"

namespace ipclab::mechanisms {

namespace {

class PipeChannel final : public Channel {
  public:
    PipeChannel(platform::PipeEnd reading, platform::PipeEnd writing)
        : m_reading(std::move(reading)), m_writing(std::move(writing)) {}

    /// The peer's ends, held until the peer has inherited them.
    void keepPeerEnds(platform::PipeEnd peerReading, platform::PipeEnd peerWriting) {
        m_peerReading = std::move(peerReading);
        m_peerWriting = std::move(peerWriting);
    }

    Status send(std::span<const std::byte> message) noexcept override {
        if (aborted()) {
            return abortedStatus();
        }
        Status status = m_writing.writeAll(message);
        return aborted() ? abortedStatus() : peerEndedIfClosed("pipe", std::move(status));
    }
    Status receive(std::span<std::byte> message) noexcept override {
        if (aborted()) {
            return abortedStatus();
        }
        Status status = m_reading.readExact(message);
        return aborted() ? abortedStatus() : peerEndedIfClosed("pipe", std::move(status));
    }
    Status completeConnection(std::chrono::milliseconds) override {
        // Our copies of the peer's ends must go: otherwise its death would never show as end
        // of file here, and a blocked read would wait for ever.
        m_peerReading.close();
        m_peerWriting.close();
        return {};
    }
    // The runner kills the peer's process group, which ends a blocked read or write with
    // Closed - unless another process holds the peer's ends (a wrapper's child in a session of
    // its own kept a point for ever, issue 35). So the blocked call is woken too, where the OS
    // allows it (Linux), and every call from now on fails.
    void abort() noexcept override {
        m_aborted.store(true);
        (void)m_reading.wakeBlocked();
        (void)m_writing.wakeBlocked();
    }

  private:
    bool aborted() const noexcept { return m_aborted.load(std::memory_order_relaxed); }
    static Error abortedStatus() {
        return textError(ErrorCode::Cancelled,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "pipe: channel aborted")));
    }
    std::atomic<bool> m_aborted{false};
    platform::PipeEnd m_reading;
    platform::PipeEnd m_writing;
    platform::PipeEnd m_peerReading;
    platform::PipeEnd m_peerWriting;
};

std::optional<std::pair<platform::NativeHandle, platform::NativeHandle>> parseHandles(
    const std::string& text) {
    const auto comma = text.find(',');
    if (comma == std::string::npos) {
        return std::nullopt;
    }
    auto reading = platform::handleFromString(text.substr(0, comma));
    auto writing = platform::handleFromString(text.substr(comma + 1));
    if (!reading || !writing) {
        return std::nullopt;
    }
    return std::pair{reading.value(), writing.value()};
}

class PipeMechanism final : public Mechanism {
  public:
    PipeMechanism() {
        m_info.id = "pipe";
        m_info.systemCalls = {
            .senderCalls = {"write"},
            .sender = {1, 1},
            .receiverCalls = {"read"},
            .receiver = {1, 1},
            .dependsOnLibrary = false,
            .note = IPCLAB_TR_NOOP(
                "ipclab::CoreText",
                "The sender makes one write() and the receiver one read() per message, with no "
                "poll or select before them; a message larger than the kernel's pipe buffer "
                "(64 KiB on Linux) takes more of each. Waking a reader that sleeps happens "
                "inside write(): no extra call.")};
        m_info.title = IPCLAB_TR_NOOP("ipclab::CoreText", "Anonymous pipe");
        m_info.locality = Locality::CrossProcess;
        m_info.group = MechanismGroup::KernelObjects;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream};
        m_info.explanation = IPCLAB_TR_NOOP(
            "ipclab::CoreText",
            "Two processes, two anonymous pipes (one per direction). Every message costs a "
            "write() system call that copies it from the sender into a kernel buffer (64 KiB "
            "on Linux), and a read() that copies it out again: two copies and two system "
            "calls per message, more for messages larger than the buffer. A reader blocked in "
            "read() sleeps in the kernel and must be woken, which on another idle core is the "
            "largest part of a small message's latency.");
        setAvailability(m_info, platform::capabilities().anonymousPipes);
    }

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions&) override {
        auto toPeer = platform::createAnonymousPipe();
        if (!toPeer) {
            return toPeer.error();
        }
        auto fromPeer = platform::createAnonymousPipe();
        if (!fromPeer) {
            return fromPeer.error();
        }
        OpenedChannel opened;
        const auto peerReading = toPeer->readEnd.native();
        const auto peerWriting = fromPeer->writeEnd.native();
        opened.peerArgument =
            platform::handleToString(peerReading) + "," + platform::handleToString(peerWriting);
        opened.inheritedHandles = {peerReading, peerWriting};

        auto channel = std::make_unique<PipeChannel>(std::move(fromPeer->readEnd),
                                                     std::move(toPeer->writeEnd));
        channel->keepPeerEnds(std::move(toPeer->readEnd), std::move(fromPeer->writeEnd));
        opened.initiator = std::move(channel);
        return opened;
    }

    Expected<std::unique_ptr<Channel>> attach(const std::string& peerArgument,
                                              const ChannelOptions&) override {
        const auto handles = parseHandles(peerArgument);
        if (!handles) {
            return textError(
                ErrorCode::InvalidArgument,
                Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                    "pipe: bad channel \"%1\" (expected READ,WRITE handles)"),
                     {verbatimArg(peerArgument)}));
        }
        return std::unique_ptr<Channel>(std::make_unique<PipeChannel>(
            platform::PipeEnd(handles->first), platform::PipeEnd(handles->second)));
    }

  private:
    MechanismInfo m_info;
};

}  // namespace

std::unique_ptr<Mechanism> makePipe() {
    return std::make_unique<PipeMechanism>();
}

}  // namespace ipclab::mechanisms
