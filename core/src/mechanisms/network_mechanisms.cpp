// udp: one datagram per message between this process and ipclab-peer over loopback.
#include <algorithm>
#include <cstring>
#include <vector>

#include "data_secret.hpp"
#include "endpoint.hpp"
#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/translatable.hpp"
#include "ipclab/platform/udp_socket.hpp"
#include "mechanisms.hpp"
#include "peer_closed.hpp"

namespace ipclab::mechanisms {

namespace {

// ---------------------------------------------------------------------------------------------
// udp

// The peer's first datagram, from which the measuring side learns the peer's port.
constexpr std::byte kHello[8] = {std::byte{'i'}, std::byte{'p'}, std::byte{'c'}, std::byte{'l'},
                                 std::byte{'a'}, std::byte{'b'}, std::byte{'-'}, std::byte{'u'}};

class UdpChannel final : public Channel {
  public:
    /// `secret` (awaiting the hello only): the point's data secret the hello must carry.
    UdpChannel(platform::UdpSocket socket, bool awaitingHello, std::string secret = {})
        : m_socket(std::move(socket)),
          m_awaitingHello(awaitingHello),
          m_secret(std::move(secret)) {}

    Status send(std::span<const std::byte> message) noexcept override {
        return peerEndedIfClosed("udp", m_socket.send(message));
    }

    Status receive(std::span<std::byte> message) noexcept override {
        auto got = m_socket.receive(message);
        if (!got) {
            // Timeout: lost (or late) datagram, counted by the pattern. Closed: the peer's port
            // answered "unreachable", so its socket is gone.
            return peerEndedIfClosed("udp", got.error());
        }
        if (got.value() != message.size()) {
            return textError(
                ErrorCode::ProtocolError,
                Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                    "udp: a datagram of %1 bytes arrived where %2 were expected"),
                     {integerArg(static_cast<std::int64_t>(got.value())),
                      integerArg(static_cast<std::int64_t>(message.size()))}));
        }
        return {};
    }

    Status completeConnection(std::chrono::milliseconds timeout) override {
        if (!m_awaitingHello) {
            return {};
        }
        // The hello, then the point's secret for a remote peer (one byte more, so that a longer
        // datagram does not pass for it).
        std::vector<std::byte> hello(sizeof kHello + m_secret.size() + 1);
        std::string sender;
        auto port = m_socket.receiveFrom(hello, timeout, &sender);
        if (!port) {
            if (port.error().code == ErrorCode::Timeout) {
                return textError(ErrorCode::Timeout,
                                 Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                     "udp: the peer did not say hello yet")));
            }
            return port.error();
        }
        // Anything else on our port is a stranger's datagram: keep waiting for the peer.
        const std::string_view presented(
            reinterpret_cast<const char*>(hello.data()) + sizeof kHello, m_secret.size() + 1);
        if (std::memcmp(hello.data(), kHello, sizeof kHello) != 0 ||
            !dataSecretMatches(m_secret + '\0', presented)) {
            return textError(
                ErrorCode::Timeout,
                Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                    "udp: a stray datagram arrived instead of the hello")));
        }
        // Back to where the hello came from: loopback here, the controller's host for a
        // remote peer.
        if (auto status = m_socket.connect(sender, port.value()); !status) {
            return status;
        }
        m_awaitingHello = false;
        return {};
    }

    void abort() noexcept override { m_socket.shutdown(); }

  private:
    platform::UdpSocket m_socket;
    bool m_awaitingHello;
    std::string m_secret;
};

// Both sides: a loopback socket sized for the message, with the loss timeout set once.
Expected<platform::UdpSocket> openUdpSocket(const ChannelOptions& options) {
    auto socket = platform::UdpSocket::bind(options.bindAddress, 0, options.maxMessageBytes);
    if (!socket) {
        return socket.error();
    }
    if (auto status = socket->setReceiveTimeout(std::chrono::milliseconds(options.lossTimeoutMs));
        !status) {
        return status.error();
    }
    return socket;
}

class UdpMechanism final : public Mechanism {
  public:
    UdpMechanism() {
        m_info.id = "udp";
        m_info.systemCalls = {
            .senderCalls = {"sendto"},
            .sender = {1, 1},
            .receiverCalls = {"recvfrom"},
            .receiver = {1, 1},
            .dependsOnLibrary = false,
            .note = IPCLAB_TR_NOOP(
                "ipclab::CoreText",
                "The sender makes one send() (the sendto system call) and the receiver one "
                "recv() (the recvfrom system call; recvmsg() on macOS), which also tells a "
                "datagram cut short by a small buffer; no poll or select before them.")};
        m_info.title = IPCLAB_TR_NOOP("ipclab::CoreText", "UDP datagrams (loopback)");
        m_info.locality = Locality::Network;
        m_info.group = MechanismGroup::Network;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream};
        m_info.maxBytes = platform::kMaxUdpPayloadBytes;
        m_info.sizeLimitNote = Text::coreText(
            IPCLAB_TR_NOOP("ipclab::CoreText", "largest UDP payload over IPv4: 65,507 B"));
        m_info.lossy = true;
        m_info.remoteCapable = true;
        m_info.explanation = IPCLAB_TR_NOOP(
            "ipclab::CoreText",
            "Two processes exchange UDP datagrams over the loopback interface, one datagram per "
            "message. send() copies the message into a kernel buffer, adds UDP and IP headers "
            "and passes it through the IP stack to the loopback device, which queues it on the "
            "receiving socket and wakes the receiver; recv() copies it out. "
            "There is no connection, no acknowledgement and no flow control: when the receiver "
            "falls behind and its socket buffer is full, the kernel silently drops datagrams, "
            "even on loopback. So a stream over UDP loses messages, and each one that does not "
            "arrive within the loss timeout is counted as lost, never waited for. A datagram "
            "carries at most 65,507 bytes over IPv4; larger messages are refused.");
        setAvailability(m_info, platform::capabilities().tcpSockets);
    }

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        auto socket = openUdpSocket(options);
        if (!socket) {
            return prefixedError("udp", socket.error());
        }
        auto port = socket->localPort();
        if (!port) {
            return port.error();
        }
        OpenedChannel opened;
        opened.peerArgument = options.bindAddress + ":" + std::to_string(port.value());
        opened.port = port.value();
        opened.initiator =
            std::make_unique<UdpChannel>(std::move(socket.value()), true, options.dataSecret);
        return opened;
    }

    Expected<std::unique_ptr<Channel>> attach(const std::string& peerArgument,
                                              const ChannelOptions& options) override {
        const auto endpoint = parseEndpoint(peerArgument);
        if (!endpoint) {
            return badEndpoint("udp", peerArgument);
        }
        auto socket = openUdpSocket(options);
        if (!socket) {
            return prefixedError("udp", socket.error());
        }
        if (auto status = socket->connect(endpoint->first, endpoint->second); !status) {
            return status.error();
        }
        // The hello, with the point's secret after it for a remote peer.
        std::vector<std::byte> hello(std::begin(kHello), std::end(kHello));
        for (const char c : options.dataSecret) {
            hello.push_back(static_cast<std::byte>(c));
        }
        if (auto status = socket->send(hello); !status) {
            return status.error();
        }
        return std::unique_ptr<Channel>(
            std::make_unique<UdpChannel>(std::move(socket.value()), false));
    }

  private:
    MechanismInfo m_info;
};

}  // namespace

std::unique_ptr<Mechanism> makeUdp() {
    return std::make_unique<UdpMechanism>();
}

}  // namespace ipclab::mechanisms
