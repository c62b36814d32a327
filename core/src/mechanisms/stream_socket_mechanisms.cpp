// Stream sockets between this process and ipclab-peer, one channel for both:
//   tcp  a TCP connection over loopback (or to a remote peer), Nagle disabled
//   uds  a Unix domain stream socket whose file lives in a private directory
// The two differ only in how the listening socket's address is made and reached; what travels
// over the connection, how the measuring side accepts it and how abort() wakes it are the same.
#include <algorithm>
#include <iterator>
#include <mutex>
#include <vector>

#include "data_secret.hpp"
#include "endpoint.hpp"
#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/private_directory.hpp"
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
// Connections to a remote peer's data port read side by side while none has presented the
// secret; a newer one ends the oldest. Also the listening socket's backlog there.
constexpr std::size_t kMaxCandidates = 16;
// How long a wait for new connections lasts before the candidates are read again.
constexpr std::chrono::milliseconds kCandidateSlice{5};
constexpr const char* kSocketFile = "socket";
constexpr const char* kStreamCallsNote = IPCLAB_TR_NOOP(
    "ipclab::CoreText",
    "The sender makes one send() and the receiver one recv() per message (the sendto and "
    "recvfrom system calls), with no poll or select before them; a message larger than the "
    "socket buffer takes more of each. Waking a receiver that sleeps happens inside send().");

/// tcp and uds make the same calls per message.
SystemCalls streamSocketCalls() {
    return {.senderCalls = {"sendto"},
            .sender = {1, 1},
            .receiverCalls = {"recvfrom"},
            .receiver = {1, 1},
            .dependsOnLibrary = false,
            .note = kStreamCallsNote};
}

/// What the listening side of a stream-socket mechanism needs besides the listening socket.
struct ListenOptions {
    /// The point's data secret a connection must present before it is taken (a remote peer's
    /// listening end); empty: the first connection is the peer.
    std::string secret;
    bool noDelay = false;  ///< TCP_NODELAY on the accepted connection
    /// Where the socket file lives (uds): removed once the peer is connected, or with the channel.
    platform::PrivateDirectory directory;
};

/// One connected stream socket; each message is sent and received whole, with no framing (both
/// sides know its size). On the measuring side m_socket is the listening socket until
/// completeConnection() accepts the peer.
class StreamSocketChannel final : public Channel {
  public:
    StreamSocketChannel(std::string id, platform::Socket socket, ListenOptions listen = {})
        : m_id(std::move(id)), m_socket(std::move(socket)), m_listen(std::move(listen)) {}

    Status send(std::span<const std::byte> message) noexcept override {
        return peerEndedIfClosed(m_id, m_socket.sendAll(message));
    }
    Status receive(std::span<std::byte> message) noexcept override {
        return peerEndedIfClosed(m_id, m_socket.receiveExact(message));
    }
    Status completeConnection(std::chrono::milliseconds timeout) override {
        auto connection = m_listen.secret.empty() ? m_socket.accept(timeout) : awaitSecret(timeout);
        if (!connection) {
            return textError(
                connection.error().code,
                Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1: the peer did not connect: %2"),
                     {verbatimArg(m_id), textArg(errorText(connection.error()))}));
        }
        if (m_listen.noDelay) {
            if (auto status = connection->setNoDelay(true); !status) {
                return status;
            }
        }
        std::lock_guard lock(m_abortMutex);
        m_socket = std::move(connection.value());
        m_candidates.clear();
        // Connected: the socket file (if any) has served its purpose.
        m_listen.directory.remove();
        return {};
    }
    void abort() noexcept override {
        std::lock_guard lock(m_abortMutex);
        m_socket.shutdownBoth();
    }

  private:
    /// A connection to a remote peer's data port that has not yet presented the secret.
    struct Candidate {
        platform::Socket socket;
        std::string presented;  ///< What it sent so far (at most the secret's length).
        std::chrono::steady_clock::time_point deadline;
    };

    // The connection that presents the point's secret, within `timeout`. Every connection
    // that comes is taken at once and read side by side with the others, each for
    // kSecretWait at most: strangers that stay silent, or send part of a secret, neither
    // delay the controller nor fill the listening socket's backlog.
    Expected<platform::Socket> awaitSecret(std::chrono::milliseconds timeout) {
        using Clock = std::chrono::steady_clock;
        const auto end = Clock::now() + timeout;
        for (;;) {
            if (auto found = presentedSecret(); found.valid()) {
                return found;
            }
            // A slice: a new connection ends it at once; a candidate's bytes wait for the next.
            const auto left = std::chrono::ceil<std::chrono::milliseconds>(end - Clock::now());
            auto next =
                m_socket.accept(std::clamp(left, std::chrono::milliseconds(0), kCandidateSlice));
            if (next) {
                if (m_candidates.size() >= kMaxCandidates) {
                    m_candidates.erase(m_candidates.begin());  // the oldest had the longest
                }
                m_candidates.push_back({std::move(next.value()), {}, Clock::now() + kSecretWait});
            } else if (next.error().code != ErrorCode::Timeout || Clock::now() >= end) {
                return next.error();
            }
        }
    }

    // Reads what each candidate sent, without waiting; the one whose bytes are the secret
    // (an invalid socket if none). A candidate that sent a wrong byte, went away or ran out
    // of time is dropped.
    platform::Socket presentedSecret() {
        const auto now = std::chrono::steady_clock::now();
        for (auto it = m_candidates.begin(); it != m_candidates.end();) {
            bool drop = now > it->deadline;
            while (!drop && it->presented.size() < m_listen.secret.size()) {
                auto readable = it->socket.waitReadable(std::chrono::milliseconds(0));
                if (!readable || !readable.value()) {
                    drop = !readable;
                    break;
                }
                char buffer[kDataSecretChars];
                const std::size_t want =
                    std::min(sizeof buffer, m_listen.secret.size() - it->presented.size());
                auto got = it->socket.receiveSome(std::as_writable_bytes(std::span(buffer, want)));
                drop = !got;
                if (got) {
                    it->presented.append(buffer, got.value());
                }
            }
            if (!drop && it->presented.size() == m_listen.secret.size()) {
                if (dataSecretMatches(m_listen.secret, it->presented)) {
                    platform::Socket found = std::move(it->socket);
                    m_candidates.erase(it);
                    return found;
                }
                drop = true;
            }
            it = drop ? m_candidates.erase(it) : std::next(it);
        }
        return {};
    }

    std::string m_id;
    platform::Socket m_socket;
    ListenOptions m_listen;
    std::vector<Candidate> m_candidates;  // a remote peer's data port: not yet the controller
    std::mutex m_abortMutex;  // abort() may run while completeConnection() swaps the socket.
};

/// open() and attach() of every stream-socket mechanism; a subclass says only how its
/// listening socket is made and how the peer reaches it.
class StreamSocketMechanism : public Mechanism {
  public:
    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        OpenedChannel opened;
        ListenOptions listen{options.dataSecret, m_noDelay, {}};
        auto listener = makeListener(options, opened, listen.directory);
        if (!listener) {
            return listener.error();
        }
        opened.initiator = std::make_unique<StreamSocketChannel>(
            m_info.id, std::move(listener.value()), std::move(listen));
        return opened;
    }

    Expected<std::unique_ptr<Channel>> attach(const std::string& peerArgument,
                                              const ChannelOptions& options) override {
        auto socket = connect(peerArgument);
        if (!socket) {
            return socket.error();
        }
        if (m_noDelay) {
            if (auto status = socket->setNoDelay(true); !status) {
                return status.error();
            }
        }
        if (!options.dataSecret.empty()) {  // first, before anything of the point
            if (auto sent = socket->sendAll(std::as_bytes(std::span(options.dataSecret))); !sent) {
                return textError(sent.error().code,
                                 Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                     "%1: cannot present the point's secret: %2"),
                                      {verbatimArg(m_info.id), textArg(errorText(sent.error()))}));
            }
        }
        return std::unique_ptr<Channel>(
            std::make_unique<StreamSocketChannel>(m_info.id, std::move(socket.value())));
    }

  protected:
    /// The listening socket; fills in how the peer reaches it (opened.peerArgument, .port) and,
    /// for a socket file, the directory that holds it.
    virtual Expected<platform::Socket> makeListener(const ChannelOptions& options,
                                                    OpenedChannel& opened,
                                                    platform::PrivateDirectory& directory) = 0;
    /// The peer's end, connected to what peerArgument names.
    virtual Expected<platform::Socket> connect(const std::string& peerArgument) = 0;

    MechanismInfo m_info;
    bool m_noDelay = false;
};

// ---- tcp -----------------------------------------------------------------------------------

class TcpMechanism final : public StreamSocketMechanism {
  public:
    TcpMechanism() {
        m_info.id = "tcp";
        m_info.systemCalls = streamSocketCalls();
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
        m_noDelay = true;
    }

  protected:
    Expected<platform::Socket> makeListener(const ChannelOptions& options, OpenedChannel& opened,
                                            platform::PrivateDirectory&) override {
        // A remote peer's port: a backlog as deep as the candidates it reads side by side.
        auto listener = platform::Socket::listenTcp(
            options.bindAddress, 0,
            options.dataSecret.empty() ? 1 : static_cast<int>(kMaxCandidates));
        if (!listener) {
            return listener.error();
        }
        auto port = listener->localPort();
        if (!port) {
            return port.error();
        }
        opened.peerArgument = options.bindAddress + ":" + std::to_string(port.value());
        opened.port = port.value();
        return listener;
    }

    Expected<platform::Socket> connect(const std::string& peerArgument) override {
        const auto endpoint = parseEndpoint(peerArgument);
        if (!endpoint) {
            return badEndpoint(m_info.id, peerArgument);
        }
        return platform::Socket::connectTcp(endpoint->first, endpoint->second, kConnectTimeout);
    }
};

// ---- uds -----------------------------------------------------------------------------------

class UdsMechanism final : public StreamSocketMechanism {
  public:
    UdsMechanism() {
        m_info.id = "uds";
        m_info.systemCalls = streamSocketCalls();
        m_info.title = IPCLAB_TR_NOOP("ipclab::CoreText", "Unix domain socket (stream)");
        m_info.locality = Locality::CrossProcess;
        m_info.group = MechanismGroup::Network;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream};
        m_info.explanation = IPCLAB_TR_NOOP(
            "ipclab::CoreText",
            "Two processes connected by a Unix domain stream socket (AF_UNIX), whose file lives "
            "in a private directory only while the peer connects. send() copies the data into "
            "a socket buffer that the kernel queues directly on the receiving socket, and "
            "recv() copies it out: the same two copies and two system calls as a pipe, with "
            "none of TCP/IP's protocol work (no headers, checksums, acknowledgements or "
            "loopback device), so it sits between a pipe and loopback TCP. A blocked receiver "
            "must be woken, as with every kernel mechanism. Windows has AF_UNIX since Windows 10 "
            "version 1803.");
        setAvailability(m_info, platform::capabilities().unixSockets);
    }

  protected:
    Expected<platform::Socket> makeListener(const ChannelOptions&, OpenedChannel& opened,
                                            platform::PrivateDirectory& directory) override {
        auto created = platform::PrivateDirectory::create("uds");
        if (!created) {
            return created.error();
        }
        directory = std::move(created.value());
        opened.peerArgument = directory.entry(kSocketFile);
        return platform::Socket::listenUnix(opened.peerArgument);
    }

    Expected<platform::Socket> connect(const std::string& peerArgument) override {
        return platform::Socket::connectUnix(peerArgument, kConnectTimeout);
    }
};

}  // namespace

std::unique_ptr<Mechanism> makeTcp() {
    return std::make_unique<TcpMechanism>();
}

std::unique_ptr<Mechanism> makeUds() {
    return std::make_unique<UdsMechanism>();
}

}  // namespace ipclab::mechanisms
