// udp: one datagram per message between this process and ipclab-peer over loopback.
// websocket: one binary WebSocket frame per message (Boost.Beast) over a loopback TCP connection.
#include <algorithm>
#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/error.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/empty_body.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/websocket/stream.hpp>
#include <cstring>
#include <mutex>
#include <optional>
#include <vector>

#include "data_secret.hpp"
#include "endpoint.hpp"
#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/translatable.hpp"
#include "ipclab/platform/udp_socket.hpp"
#include "mechanisms.hpp"
#include "peer_closed.hpp"

// Set by core/CMakeLists.txt: 0 where Boost.Beast cannot run (never so far).
#ifndef IPCLAB_HAVE_WEBSOCKET
#define IPCLAB_HAVE_WEBSOCKET 1
#endif

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

// ---------------------------------------------------------------------------------------------
// websocket

#if IPCLAB_HAVE_WEBSOCKET

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = boost::beast::http;
namespace websocket = boost::beast::websocket;
using tcp = asio::ip::tcp;
using boost::system::error_code;

// How long an accepted connection has to send its upgrade request: the peer sends it right
// after connecting, so this only bounds what a silent stranger costs.
constexpr std::chrono::milliseconds kUpgradeWait{2'000};

Error asioError(const std::string& what, const error_code& error) {
    if (error == asio::error::eof || error == websocket::error::closed ||
        error == asio::error::connection_reset || error == asio::error::connection_aborted ||
        error == asio::error::broken_pipe || error == asio::error::operation_aborted ||
        error == asio::error::shut_down || error == asio::error::not_connected) {
        return textError(
            ErrorCode::Closed,
            Text(IPCLAB_TR_NOOP(
                     "ipclab::CoreMessages",
                     "websocket: the peer closed the connection: it died or ended early (%1: %2)"),
                 {verbatimArg(what), verbatimArg(error.message())}));
    }
    return textError(ErrorCode::SystemError,
                     Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "websocket: %1: %2"),
                          {verbatimArg(what), verbatimArg(error.message())}));
}

class WebSocketChannel final : public Channel {
  public:
    /// Listening side (the measuring side, or a remote peer): listens on address:0;
    /// completeConnection() accepts and handshakes.
    /// `secret`: the point's data secret the upgrade request must name as its target
    /// ("/SECRET"); empty: any target.
    static Expected<std::unique_ptr<WebSocketChannel>> listen(const std::string& address,
                                                              std::size_t maxMessageBytes,
                                                              std::string secret) {
        auto channel = std::unique_ptr<WebSocketChannel>(new WebSocketChannel(maxMessageBytes));
        channel->m_secret = std::move(secret);
        error_code error;
        const auto ip = asio::ip::make_address(address, error);
        if (error) {
            return textError(ErrorCode::InvalidArgument,
                             Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                 "websocket: \"%1\" is not a numeric IP address"),
                                  {verbatimArg(address)}));
        }
        auto& acceptor = channel->m_acceptor.emplace(channel->m_io);
        const tcp::endpoint where(ip, 0);
        acceptor.open(where.protocol(), error);
        if (!error) {
            acceptor.bind(where, error);
        }
        if (!error) {
            acceptor.listen(1, error);
        }
        if (error) {
            return asioError("listen on " + address, error);
        }
        return channel;
    }

    /// Connecting side (the local peer, or the controller of a remote peer): connects to
    /// address:port and handshakes as the client, asking for "/SECRET" with a point's secret.
    static Expected<std::unique_ptr<WebSocketChannel>> connect(const std::string& address,
                                                               std::uint16_t port,
                                                               std::size_t maxMessageBytes,
                                                               const std::string& secret) {
        auto channel = std::unique_ptr<WebSocketChannel>(new WebSocketChannel(maxMessageBytes));
        error_code error;
        const auto ip = asio::ip::make_address(address, error);
        if (error) {
            return textError(ErrorCode::InvalidArgument,
                             Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                 "websocket: \"%1\" is not a numeric IP address"),
                                  {verbatimArg(address)}));
        }
        // The measuring side listens before the peer starts: one attempt suffices.
        auto& socket = channel->m_ws.next_layer();
        socket.connect(tcp::endpoint(ip, port), error);
        if (error) {
            return asioError("connect to " + address + ":" + std::to_string(port), error);
        }
        socket.set_option(tcp::no_delay(true), error);
        const std::string host = address + ":" + std::to_string(port);
        channel->m_ws.handshake(host, "/" + secret, error);
        if (error) {
            return asioError("client handshake", error);
        }
        channel->m_connected = true;
        return channel;
    }

    Expected<std::uint16_t> localPort() const {
        error_code error;
        const auto endpoint = m_acceptor->local_endpoint(error);
        if (error) {
            return asioError("local endpoint", error);
        }
        return endpoint.port();
    }

    Status send(std::span<const std::byte> message) noexcept override {
        error_code error;
        m_ws.write(asio::const_buffer(message.data(), message.size()), error);
        if (error) {
            return asioError("write", error);
        }
        return {};
    }

    // Reads one whole message straight into the caller's buffer (no intermediate buffer).
    Status receive(std::span<std::byte> message) noexcept override {
        std::size_t got = 0;
        error_code error;
        for (;;) {
            got += m_ws.read_some(asio::mutable_buffer(message.data() + got, message.size() - got),
                                  error);
            if (error) {
                return asioError("read", error);
            }
            if (m_ws.is_message_done()) {
                break;
            }
            if (got == message.size()) {
                return textError(
                    ErrorCode::ProtocolError,
                    Text(IPCLAB_TR_NOOP(
                             "ipclab::CoreMessages",
                             "websocket: a message longer than the expected %1 bytes arrived"),
                         {integerArg(static_cast<std::int64_t>(message.size()))}));
            }
        }
        if (got != message.size()) {
            return textError(
                ErrorCode::ProtocolError,
                Text(IPCLAB_TR_NOOP(
                         "ipclab::CoreMessages",
                         "websocket: a message of %1 bytes arrived where %2 were expected"),
                     {integerArg(static_cast<std::int64_t>(got)),
                      integerArg(static_cast<std::int64_t>(message.size()))}));
        }
        return {};
    }

    Status completeConnection(std::chrono::milliseconds timeout) override {
        std::lock_guard lock(m_abortMutex);
        if (m_connected) {
            return {};
        }
        if (!m_acceptPending) {
            m_accepted = false;
            m_acceptPending = true;
            m_acceptor->async_accept(m_ws.next_layer(), [this](const error_code& error) {
                m_acceptError = error;
                m_accepted = true;
            });
        }
        // The accept stays pending across calls until the peer connects.
        m_io.restart();
        m_io.run_for(timeout);
        if (!m_accepted) {
            return textError(ErrorCode::Timeout,
                             Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                 "websocket: the peer did not connect yet")));
        }
        m_acceptPending = false;
        if (m_acceptError) {
            return asioError("accept", m_acceptError);
        }
        // The peer sends its upgrade request right after connecting; a connection that sends
        // none in time, or not for the point's secret, is dropped and the acceptor kept.
        auto request = readUpgradeRequest();
        error_code error;
        if (!request || !dataSecretMatches(
                            "/" + m_secret,
                            std::string_view(request->target().data(), request->target().size()))) {
            m_ws.next_layer().close(error);
            return textError(
                ErrorCode::Timeout,
                Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                    "websocket: dropped a connection without the point's secret")));
        }
        m_acceptor->close(error);
        m_ws.next_layer().set_option(tcp::no_delay(true), error);
        m_ws.accept(*request, error);
        if (error) {
            return asioError("server handshake", error);
        }
        m_connected = true;
        return {};
    }

    void abort() noexcept override {
        std::lock_guard lock(m_abortMutex);
        error_code ignored;
        auto& socket = m_ws.next_layer();
        // shutdown() wakes a blocked read on POSIX; on Windows only cancelling the socket's
        // pending I/O does (asio uses CancelIoEx there). Both leave the socket open, so the
        // blocked thread never sees a handle closed under it.
        socket.shutdown(tcp::socket::shutdown_both, ignored);
        socket.cancel(ignored);
    }

  private:
    // The HTTP upgrade request of the connection just accepted, read within kUpgradeWait;
    // nullopt if it did not come whole in time or is not HTTP.
    std::optional<http::request<http::empty_body>> readUpgradeRequest() {
        http::request<http::empty_body> request;
        beast::flat_buffer buffer;
        bool done = false;
        error_code readError;
        http::async_read(m_ws.next_layer(), buffer, request,
                         [&](const error_code& error, std::size_t) {
                             readError = error;
                             done = true;
                         });
        m_io.restart();
        m_io.run_for(kUpgradeWait);
        if (!done) {
            error_code ignored;
            m_ws.next_layer().cancel(ignored);
            m_io.restart();
            m_io.run();  // the cancelled read's handler, which refers to this frame
        }
        if (readError || !done) {
            return std::nullopt;
        }
        return request;
    }

    explicit WebSocketChannel(std::size_t maxMessageBytes) : m_ws(m_io) {
        m_ws.binary(true);
        // One message, one frame: no fragmentation on write, and no compression (off by
        // default), so both sides handle each byte exactly once beside the masking.
        m_ws.auto_fragment(false);
        m_ws.read_message_max(std::max<std::size_t>(maxMessageBytes, 64));
    }

    asio::io_context m_io;  // first: outlives every socket below
    std::optional<tcp::acceptor> m_acceptor;
    websocket::stream<tcp::socket> m_ws;
    std::mutex m_abortMutex;  // abort() may run while completeConnection() accepts
    std::string m_secret;     // listening side: the point's data secret, "" for any
    bool m_connected = false;
    bool m_acceptPending = false;
    bool m_accepted = false;
    error_code m_acceptError;
};

#endif  // IPCLAB_HAVE_WEBSOCKET

class WebSocketMechanism final : public Mechanism {
  public:
    WebSocketMechanism() {
        m_info.id = "websocket";
        m_info.systemCalls = {
            .senderCalls = {"sendmsg"},
            .sender = {1, 1},
            .receiverCalls = {"recvmsg", "poll"},
            .receiver = {1, 3},
            .dependsOnLibrary = false,
            .note = IPCLAB_TR_NOOP(
                "ipclab::CoreText",
                "Boost.Beast hands the frame header and the payload to one sendmsg(). Asio's "
                "socket is non-blocking, so a read first tries recvmsg(): one call when the "
                "frame is already there, three (a recvmsg() that finds nothing, poll() to "
                "sleep, recvmsg() again) when the receiver must wait. Larger messages take "
                "more.")};
        m_info.title =
            IPCLAB_TR_NOOP("ipclab::CoreText", "WebSocket (Boost.Beast, binary frames, loopback)");
        m_info.locality = Locality::Network;
        m_info.group = MechanismGroup::Network;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream};
        m_info.explanation = IPCLAB_TR_NOOP(
            "ipclab::CoreText",
            "A WebSocket connection (RFC 6455) over loopback TCP with Nagle off, as browsers and "
            "many services use: after an HTTP upgrade handshake, each message travels as one "
            "binary frame. The sender writes a 2-14 byte frame header and, as the client, masks "
            "every payload byte with a random 4-byte key (a copy through the library's buffer "
            "that the server then undoes byte by byte); the bytes then take the same path as tcp: "
            "a copy into kernel socket buffers, the TCP/IP stack, the loopback device, a wake-up "
            "and a copy out. So it costs tcp plus framing and a pass over the data on each side.");
        setAvailability(m_info, platform::capabilities().tcpSockets);
        if (!IPCLAB_HAVE_WEBSOCKET) {
            m_info.available = false;
            m_info.unavailableReason =
                IPCLAB_TR_NOOP("ipclab::CoreText", "built without Boost.Beast WebSocket support");
        }
        m_info.remoteCapable = true;
    }

    const MechanismInfo& info() const override { return m_info; }

#if IPCLAB_HAVE_WEBSOCKET
    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        auto channel = WebSocketChannel::listen(options.bindAddress, options.maxMessageBytes,
                                                options.dataSecret);
        if (!channel) {
            return channel.error();
        }
        auto port = channel.value()->localPort();
        if (!port) {
            return port.error();
        }
        OpenedChannel opened;
        opened.peerArgument = options.bindAddress + ":" + std::to_string(port.value());
        opened.port = port.value();
        opened.initiator = std::move(channel.value());
        return opened;
    }

    Expected<std::unique_ptr<Channel>> attach(const std::string& peerArgument,
                                              const ChannelOptions& options) override {
        const auto endpoint = parseEndpoint(peerArgument);
        if (!endpoint) {
            return badEndpoint("websocket", peerArgument);
        }
        auto channel = WebSocketChannel::connect(endpoint->first, endpoint->second,
                                                 options.maxMessageBytes, options.dataSecret);
        if (!channel) {
            return channel.error();
        }
        return std::unique_ptr<Channel>(std::move(channel.value()));
    }
#else
    Expected<OpenedChannel> open(const ChannelOptions&) override {
        return textError(
            ErrorCode::Unsupported,
            Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1: %2"),
                 {verbatimArg("websocket"), textArg(Text::coreText(m_info.unavailableReason))}));
    }
#endif

  private:
    MechanismInfo m_info;
};

}  // namespace

std::unique_ptr<Mechanism> makeUdp() {
    return std::make_unique<UdpMechanism>();
}

std::unique_ptr<Mechanism> makeWebSocket() {
    return std::make_unique<WebSocketMechanism>();
}

}  // namespace ipclab::mechanisms
