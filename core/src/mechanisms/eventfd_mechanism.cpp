// eventfd: two processes hand a counter back and forth through two eventfds, one per
// direction. The kernel's cheapest wake-up: no buffer, no copy of a payload, so beside pipe it
// shows how much of a small message's latency is the wake-up alone.
#include <array>
#include <atomic>
#include <cstdint>
#include <optional>
#include <string>

#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/event_counter.hpp"
#include "ipclab/platform/thread_counters.hpp"
#include "ipclab/platform/translatable.hpp"
#include "mechanisms.hpp"

namespace ipclab::mechanisms {

namespace {

// A message travels inside the 64-bit count: its bytes in the low 56 bits, a marker above them
// so that even an all-zero message adds a non-zero value (adding zero wakes nobody). Hence
// messages of at most 7 bytes; 4 is every message's sequence number.
constexpr std::size_t kMaxEventBytes = 7;
constexpr std::uint64_t kMessageMarker = std::uint64_t{1} << 56;
// What abort() adds to our own inbound counter: a bit no message sets, so a blocked take()
// wakes and knows why.
constexpr std::uint64_t kAbortMark = std::uint64_t{1} << 62;

std::uint64_t pack(std::span<const std::byte> message) {
    std::uint64_t value = 0;
    for (std::size_t i = 0; i < message.size(); ++i) {
        value |= std::uint64_t{std::to_integer<std::uint8_t>(message[i])} << (8 * i);
    }
    return value | kMessageMarker;
}

void unpack(std::uint64_t value, std::span<std::byte> message) {
    for (std::size_t i = 0; i < message.size(); ++i) {
        message[i] = static_cast<std::byte>((value >> (8 * i)) & 0xff);
    }
}

// A counter holds one message: a second one added before the first is taken would merge
// with it. Each direction therefore has as many counters, used in turn, as one side ever sends
// in a row: the peer's last echo, then its report after a round (its CPU time and each of its
// thread counters, one message each).
constexpr std::size_t kCountersPerDirection = 2 + platform::kThreadCounterCount;
using Counters = std::array<platform::EventCounter, kCountersPerDirection>;

class EventChannel final : public Channel {
  public:
    EventChannel(Counters incoming, Counters outgoing)
        : m_incoming(std::move(incoming)), m_outgoing(std::move(outgoing)) {}

    Status send(std::span<const std::byte> message) noexcept override {
        if (message.size() > kMaxEventBytes) {
            return textError(ErrorCode::InvalidArgument,
                             Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                 "eventfd: a message of at most 7 bytes")));
        }
        if (m_aborted.load(std::memory_order_relaxed)) {
            return aborted();
        }
        auto& counter = m_outgoing[m_nextOutgoing];
        m_nextOutgoing = (m_nextOutgoing + 1) % kCountersPerDirection;
        return counter.add(pack(message));
    }

    Status receive(std::span<std::byte> message) noexcept override {
        if (message.size() > kMaxEventBytes) {
            return textError(ErrorCode::InvalidArgument,
                             Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                 "eventfd: a message of at most 7 bytes")));
        }
        auto& counter = m_incoming[m_nextIncoming];
        m_nextIncoming = (m_nextIncoming + 1) % kCountersPerDirection;
        auto value = counter.take();
        if (!value) {
            return value.error();
        }
        if ((value.value() & kAbortMark) != 0 || m_aborted.load(std::memory_order_relaxed)) {
            return aborted();
        }
        if ((value.value() >> 56) != 1) {
            return textError(ErrorCode::ProtocolError,
                             Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                 "eventfd: two messages merged in one counter (the "
                                                 "other side sent three in a row)")));
        }
        unpack(value.value(), message);
        return {};
    }

    // An eventfd has no end of file: a peer that dies leaves our take() asleep. abort() (the
    // runner's watchdog, on cancel, timeout or the peer's death) wakes it through our own
    // inbound counters.
    void abort() noexcept override {
        m_aborted.store(true, std::memory_order_relaxed);
        for (auto& counter : m_incoming) {
            (void)counter.add(kAbortMark);
        }
    }

  private:
    static Error aborted() {
        return textError(ErrorCode::Cancelled,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "eventfd: channel aborted")));
    }

    Counters m_incoming;
    Counters m_outgoing;
    std::size_t m_nextIncoming = 0;
    std::size_t m_nextOutgoing = 0;
    std::atomic<bool> m_aborted{false};
};

/// "IN0,...,OUTn": the peer's view of the counters, its incoming ones first.
std::optional<std::array<platform::NativeHandle, 2 * kCountersPerDirection>> parseHandles(
    const std::string& text) {
    std::array<platform::NativeHandle, 2 * kCountersPerDirection> handles{};
    std::size_t begin = 0;
    for (std::size_t i = 0; i < handles.size(); ++i) {
        const auto comma = text.find(',', begin);
        const bool last = i + 1 == handles.size();
        if (last != (comma == std::string::npos)) {
            return std::nullopt;
        }
        auto handle = platform::handleFromString(text.substr(begin, comma - begin));
        if (!handle) {
            return std::nullopt;
        }
        handles[i] = handle.value();
        begin = comma + 1;
    }
    return handles;
}

class EventfdMechanism final : public Mechanism {
  public:
    EventfdMechanism() {
        m_info.id = "eventfd";
        m_info.systemCalls = {
            .senderCalls = {"write"},
            .sender = {1, 1},
            .receiverCalls = {"read"},
            .receiver = {1, 1},
            .dependsOnLibrary = false,
            .note = IPCLAB_TR_NOOP(
                "ipclab::CoreText",
                "The sender makes one write() that adds to a counter and the receiver one "
                "read() that takes it; waking a reader that sleeps happens inside write().")};
        m_info.title = IPCLAB_TR_NOOP("ipclab::CoreText", "eventfd (Linux)");
        m_info.locality = Locality::CrossProcess;
        m_info.group = MechanismGroup::KernelObjects;
        m_info.patterns = {Pattern::PingPong, Pattern::Paced};
        m_info.minBytes = 4;
        m_info.maxBytes = kMaxEventBytes;
        m_info.sizeLimitNote = Text::coreText(IPCLAB_TR_NOOP(
            "ipclab::CoreText", "eventfd carries one 64-bit count: messages of 4 to 7 bytes"));
        m_info.explanation = IPCLAB_TR_NOOP(
            "ipclab::CoreText",
            "Two processes, eventfd counters in the kernel (two per direction, used in turn). "
            "A message is a write() that adds to a 64-bit counter and a read() that takes it: "
            "two system calls and no buffer to copy a payload into, so it costs little more "
            "than waking the other side. Beside pipe at the same size it shows how much of a "
            "small message's latency is the wake-up alone; across idle cores of a virtual "
            "machine that wake-up is most of it.");
        setAvailability(m_info, platform::capabilities().eventCounters);
    }

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions&) override {
        // Unlike a pipe's two ends, a counter is one object that both processes use through
        // the same descriptor (the peer inherits it): we add to toPeer and take from fromPeer.
        // With no end of file to wait for, nothing of ours need close once the peer runs.
        Counters toPeer;
        Counters fromPeer;
        OpenedChannel opened;
        for (Counters* direction : {&toPeer, &fromPeer}) {
            for (auto& counter : *direction) {
                auto created = platform::createEventCounter();
                if (!created) {
                    return created.error();
                }
                counter = std::move(created.value());
                if (!opened.peerArgument.empty()) {
                    opened.peerArgument += ',';
                }
                opened.peerArgument += platform::handleToString(counter.native());
                opened.inheritedHandles.push_back(counter.native());
            }
        }
        opened.initiator = std::make_unique<EventChannel>(std::move(fromPeer), std::move(toPeer));
        return opened;
    }

    Expected<std::unique_ptr<Channel>> attach(const std::string& peerArgument,
                                              const ChannelOptions&) override {
        const auto handles = parseHandles(peerArgument);
        if (!handles) {
            return textError(
                ErrorCode::InvalidArgument,
                Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                    "eventfd: bad channel \"%1\" (expected %2 handles: the "
                                    "incoming counters, then the outgoing ones)"),
                     {verbatimArg(peerArgument),
                      integerArg(static_cast<std::int64_t>(2 * kCountersPerDirection))}));
        }
        Counters incoming;
        Counters outgoing;
        for (std::size_t i = 0; i < kCountersPerDirection; ++i) {
            incoming[i] = platform::EventCounter((*handles)[i]);
            outgoing[i] = platform::EventCounter((*handles)[kCountersPerDirection + i]);
        }
        return std::unique_ptr<Channel>(
            std::make_unique<EventChannel>(std::move(incoming), std::move(outgoing)));
    }

  private:
    MechanismInfo m_info;
};

}  // namespace

std::unique_ptr<Mechanism> makeEventfd() {
    return std::make_unique<EventfdMechanism>();
}

}  // namespace ipclab::mechanisms
