// tcp: a TCP connection over loopback between this process and ipclab-peer, Nagle disabled.
#include <algorithm>
#include <charconv>
#include <mutex>

#include "data_secret.hpp"
#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/socket.hpp"
#include "ipclab/platform/translatable.hpp"
#include "mechanisms.hpp"
#include "peer_closed.hpp"

namespace ipclab::mechanisms {

namespace {

// How long the peer keeps trying to connect; the runner's peer timeout bounds the whole point.
constexpr std::chrono::milliseconds kConnectTimeout{10'000};
// How long a connection to a remote peer's data port has to present the point's secret. The
// controller sends it right after connecting: this only bounds what a silent stranger costs.
constexpr std::chrono::milliseconds kSecretWait{2'000};

class TcpChannel final : public Channel {
  public:
    /// `secret`: the point's data secret a connection must present before it is taken (a
    /// remote peer's listening end); empty: the first connection is the peer.
    explicit TcpChannel(platform::Socket socket, std::string secret = {})
        : m_socket(std::move(socket)), m_secret(std::move(secret)) {}

    Status send(std::span<const std::byte> message) noexcept override {
        return peerEndedIfClosed("tcp", m_socket.sendAll(message));
    }
    Status receive(std::span<std::byte> message) noexcept override {
        return peerEndedIfClosed("tcp", m_socket.receiveExact(message));
    }
    Status completeConnection(std::chrono::milliseconds timeout) override {
        // Until the peer connects, m_socket is the listening socket.
        auto connection = m_socket.accept(timeout);
        if (!connection) {
            return Error{connection.error().code,
                         "tcp: the peer did not connect: " + connection.error().message};
        }
        if (!m_secret.empty() && !presentsSecret(connection.value())) {
            // A stranger (or a scanner) reached the announced port first: drop it and keep
            // listening; the caller's deadline bounds the whole wait.
            return Error{ErrorCode::Timeout,
                         "tcp: dropped a connection without the point's secret"};
        }
        if (auto status = connection->setNoDelay(true); !status) {
            return status;
        }
        std::lock_guard lock(m_abortMutex);
        m_socket = std::move(connection.value());
        return {};
    }
    void abort() noexcept override {
        std::lock_guard lock(m_abortMutex);
        m_socket.shutdownBoth();
    }

  private:
    // Reads the secret a byte at a time, each read only after poll said a byte is there, so
    // that a silent or slow connection costs kSecretWait at most.
    bool presentsSecret(platform::Socket& connection) const {
        const auto deadline = std::chrono::steady_clock::now() + kSecretWait;
        std::string presented(m_secret.size(), '\0');
        for (char& c : presented) {
            const auto left = std::chrono::ceil<std::chrono::milliseconds>(
                deadline - std::chrono::steady_clock::now());
            auto readable = connection.waitReadable(std::max(left, std::chrono::milliseconds(0)));
            if (!readable || !readable.value() ||
                !connection.receiveExact(std::as_writable_bytes(std::span(&c, 1)))) {
                return false;
            }
        }
        return dataSecretMatches(m_secret, presented);
    }

    platform::Socket m_socket;
    std::string m_secret;
    std::mutex m_abortMutex;  // abort() may run while completeConnection() swaps the socket.
};

class TcpMechanism final : public Mechanism {
  public:
    TcpMechanism() {
        m_info.id = "tcp";
        m_info.title = IPCLAB_TR_NOOP("ipclab::CoreText", "TCP socket (loopback, TCP_NODELAY)");
        m_info.locality = Locality::Network;
        m_info.group = MechanismGroup::Network;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream};
        m_info.explanation = IPCLAB_TR_NOOP(
            "ipclab::CoreText",
            "Two processes connected by TCP over the loopback interface, with Nagle's algorithm "
            "off (TCP_NODELAY) so small messages leave at once. Each send() copies the data "
            "into kernel socket buffers and runs the whole TCP/IP stack (headers, checksums "
            "offloaded, acknowledgements) before the loopback device hands the segment to the "
            "receiving socket; recv() copies it out. More work per message than a pipe, but "
            "the same two copies, and the same wake-up of a sleeping receiver.");
        setAvailability(m_info, platform::capabilities().tcpSockets);
        m_info.remoteCapable = true;
    }

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        auto listener = platform::Socket::listenTcp(options.bindAddress, 0);
        if (!listener) {
            return listener.error();
        }
        auto port = listener->localPort();
        if (!port) {
            return port.error();
        }
        OpenedChannel opened;
        opened.peerArgument = options.bindAddress + ":" + std::to_string(port.value());
        opened.port = port.value();
        opened.initiator =
            std::make_unique<TcpChannel>(std::move(listener.value()), options.dataSecret);
        return opened;
    }

    Expected<std::unique_ptr<Channel>> attach(const std::string& peerArgument,
                                              const ChannelOptions& options) override {
        const auto colon = peerArgument.rfind(':');
        std::uint16_t port = 0;
        const char* portBegin = peerArgument.data() + colon + 1;
        const char* portEnd = peerArgument.data() + peerArgument.size();
        if (colon == std::string::npos ||
            std::from_chars(portBegin, portEnd, port).ptr != portEnd || port == 0) {
            return Error{ErrorCode::InvalidArgument,
                         "tcp: bad channel \"" + peerArgument + "\" (expected ADDRESS:PORT)"};
        }
        auto socket =
            platform::Socket::connectTcp(peerArgument.substr(0, colon), port, kConnectTimeout);
        if (!socket) {
            return socket.error();
        }
        if (auto status = socket->setNoDelay(true); !status) {
            return status.error();
        }
        if (!options.dataSecret.empty()) {  // first, before anything of the point
            if (auto sent = socket->sendAll(std::as_bytes(std::span(options.dataSecret))); !sent) {
                return Error{sent.error().code,
                             "tcp: cannot present the point's secret: " + sent.error().message};
            }
        }
        return std::unique_ptr<Channel>(std::make_unique<TcpChannel>(std::move(socket.value())));
    }

  private:
    MechanismInfo m_info;
};

}  // namespace

std::unique_ptr<Mechanism> makeTcp() {
    return std::make_unique<TcpMechanism>();
}

}  // namespace ipclab::mechanisms
