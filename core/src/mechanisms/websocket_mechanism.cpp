// websocket: one binary WebSocket frame per message (Boost.Beast) over a loopback TCP connection
// (or to a remote peer, whose listening end reads every connection's upgrade request side by
// side and takes the one that names the point's secret).
#include <algorithm>
#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/error.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/empty_body.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/websocket/stream.hpp>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "data_secret.hpp"
#include "endpoint.hpp"
#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/translatable.hpp"
#include "mechanisms.hpp"
#include "peer_closed.hpp"

// Set by core/CMakeLists.txt: 0 where Boost.Beast cannot run (never so far).
#ifndef IPCLAB_HAVE_WEBSOCKET
#define IPCLAB_HAVE_WEBSOCKET 1
#endif

namespace ipclab::mechanisms {

namespace {

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
// Accepted connections whose upgrade requests are read side by side; also the backlog.
constexpr std::size_t kMaxCandidates = 16;

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

// `address` as an IP address: a measurement never waits on DNS.
Expected<asio::ip::address> numericAddress(const std::string& address) {
    error_code error;
    const auto ip = asio::ip::make_address(address, error);
    if (error) {
        return textError(ErrorCode::InvalidArgument,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                             "websocket: \"%1\" is not a numeric IP address"),
                              {verbatimArg(address)}));
    }
    return ip;
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
        auto ip = numericAddress(address);
        if (!ip) {
            return ip.error();
        }
        error_code error;
        auto& acceptor = channel->m_acceptor.emplace(channel->m_io);
        const tcp::endpoint where(ip.value(), 0);
        acceptor.open(where.protocol(), error);
        if (!error) {
            acceptor.bind(where, error);
        }
        if (!error) {
            acceptor.listen(static_cast<int>(kMaxCandidates), error);
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
        auto ip = numericAddress(address);
        if (!ip) {
            return ip.error();
        }
        error_code error;
        // The measuring side listens before the peer starts: one attempt suffices.
        auto& socket = channel->m_ws.next_layer();
        socket.connect(tcp::endpoint(ip.value(), port), error);
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

    // Every connection is accepted as it comes and its upgrade request read side by side with
    // the others' (each for kUpgradeWait at most, kMaxCandidates at once, a newer one ending
    // the oldest): strangers that stay silent or send part of a request neither delay the
    // peer's own connection nor fill the backlog. The first request for the point's secret
    // gets the channel; the accept stays pending across calls until then.
    Status completeConnection(std::chrono::milliseconds timeout) override {
        std::lock_guard lock(m_abortMutex);
        if (m_connected) {
            return {};
        }
        if (!m_acceptPending) {
            acceptNext();
        }
        using Clock = std::chrono::steady_clock;
        const auto end = Clock::now() + timeout;
        Candidate* found = nullptr;
        while (found == nullptr && !m_acceptError) {
            const auto now = Clock::now();
            found = presentedSecret(now);
            if (found != nullptr || now >= end) {
                break;
            }
            m_io.restart();
            m_io.run_one_for(end - now);
        }
        if (found == nullptr) {
            if (m_acceptError) {
                return asioError("accept", *m_acceptError);
            }
            return textError(ErrorCode::Timeout,
                             Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                 "websocket: the peer did not connect yet")));
        }
        return upgrade(*found);
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
    /// A connection accepted on the listening side, whose upgrade request is being read.
    struct Candidate {
        explicit Candidate(asio::io_context& io) : socket(io) {}
        tcp::socket socket;
        beast::flat_buffer buffer;
        http::request<http::empty_body> request;
        std::chrono::steady_clock::time_point deadline;
        bool done = false;  ///< The read's handler ran (with `error`).
        error_code error;
    };

    // Accepts the next connection; once accepted it is read and the next accepted.
    void acceptNext() {
        m_acceptPending = true;
        auto next = std::make_shared<Candidate>(m_io);
        m_acceptor->async_accept(next->socket, [this, next](const error_code& error) {
            m_acceptPending = false;
            if (error) {
                m_acceptError = error;
                return;
            }
            if (m_candidates.size() >= kMaxCandidates) {
                error_code ignored;
                m_candidates.front()->socket.close(ignored);  // its handler still holds it
                m_candidates.erase(m_candidates.begin());
            }
            next->deadline = std::chrono::steady_clock::now() + kUpgradeWait;
            http::async_read(next->socket, next->buffer, next->request,
                             [next](const error_code& readError, std::size_t) {
                                 next->error = readError;
                                 next->done = true;
                             });
            m_candidates.push_back(next);
            acceptNext();
        });
    }

    // The candidate whose request names the point's secret, or nullptr; those that sent
    // another request, failed or ran out of time are dropped.
    Candidate* presentedSecret(std::chrono::steady_clock::time_point now) {
        for (auto it = m_candidates.begin(); it != m_candidates.end();) {
            Candidate& candidate = **it;
            if (candidate.done && !candidate.error &&
                dataSecretMatches("/" + m_secret,
                                  std::string_view(candidate.request.target().data(),
                                                   candidate.request.target().size()))) {
                return &candidate;
            }
            if (candidate.done || now > candidate.deadline) {
                error_code ignored;
                candidate.socket.close(ignored);  // a pending read's handler keeps it alive
                it = m_candidates.erase(it);
            } else {
                ++it;
            }
        }
        return nullptr;
    }

    // The channel becomes `chosen`'s: the others and the acceptor are closed (their handlers
    // run here, before anything they refer to goes), then the server handshake.
    Status upgrade(Candidate& chosen) {
        error_code error;
        m_ws.next_layer() = std::move(chosen.socket);
        const http::request<http::empty_body> request = std::move(chosen.request);
        for (const auto& candidate : m_candidates) {
            candidate->socket.close(error);
        }
        m_candidates.clear();
        m_acceptor->close(error);
        m_io.restart();
        m_io.run();  // the cancelled operations' handlers
        m_ws.next_layer().set_option(tcp::no_delay(true), error);
        m_ws.accept(request, error);
        if (error) {
            return asioError("server handshake", error);
        }
        m_connected = true;
        return {};
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
    std::optional<error_code> m_acceptError;  // the accept's failure, if it failed
    // Listening side: connections accepted whose upgrade request is still awaited, oldest
    // first. Shared with their pending handlers, which may run after they leave this list.
    std::vector<std::shared_ptr<Candidate>> m_candidates;
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

std::unique_ptr<Mechanism> makeWebSocket() {
    return std::make_unique<WebSocketMechanism>();
}

}  // namespace ipclab::mechanisms
