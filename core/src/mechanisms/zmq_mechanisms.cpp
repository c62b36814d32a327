// zmq.inproc, zmq.ipc, zmq.tcp: ZeroMQ PAIR sockets (cppzmq), one ZeroMQ message per message.
// Built only where CMake found libzmq + cppzmq (IPCLAB_HAVE_ZMQ=1); otherwise the three are
// registered as unavailable, with the reason.
#include <algorithm>
#include <array>
#include <charconv>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <optional>
#include <string>
#include <system_error>
#include <vector>

#include "data_secret.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/names.hpp"
#include "ipclab/platform/private_directory.hpp"
#include "ipclab/platform/translatable.hpp"
#include "mechanisms.hpp"

#ifndef IPCLAB_HAVE_ZMQ
#define IPCLAB_HAVE_ZMQ 0
#endif

#if IPCLAB_HAVE_ZMQ
#include <zmq.hpp>
#endif

namespace ipclab::mechanisms {

namespace {

enum class ZmqTransport { InProc, Ipc, Tcp };

constexpr const char* kWithoutZmq =
    IPCLAB_TR_NOOP("ipclab::CoreText", "built without ZeroMQ (libzmq and cppzmq were not found)");

// Each explanation is one whole text (platform/translatable.hpp). The ipc and tcp ones end
// with a note on CPU time: measuring the I/O thread would need process CPU time, which on the
// measuring side also counts the watchdog, keep-awake spinners and (in the GUI) chart drawing,
// so the text says it instead.
constexpr const char* kInprocExplanation = IPCLAB_TR_NOOP(
    "ipclab::CoreText",
    "Two threads of one process connected by ZeroMQ PAIR sockets over the inproc "
    "transport: no kernel socket at all, messages pass through a lock-free queue in "
    "memory between the two sockets. Each zmq_send() copies the message into a ZeroMQ "
    "message and queues it on a pipe to ZeroMQ's I/O thread or peer socket; the "
    "receiver copies it out of the message in zmq_recv(). A PAIR socket waits for a "
    "message by sleeping on a file descriptor that the sender's side signals (an "
    "eventfd on Linux), so every hand-off to a sleeping thread costs a system call to "
    "signal and a wake-up, on top of the transport.");

constexpr const char* kIpcExplanation = IPCLAB_TR_NOOP(
    "ipclab::CoreText",
    "Two processes connected by ZeroMQ PAIR sockets over the ipc transport: a Unix "
    "domain socket file in a private (0700) temporary folder, removed afterwards. Each "
    "side has a ZeroMQ I/O thread that moves framed messages between the application's "
    "queue and the kernel socket, so a message is copied into the ZeroMQ message, into "
    "the kernel, out of it and out of the message, with a hand-off between threads at "
    "each end. Each zmq_send() copies the message into a ZeroMQ message and queues it "
    "on a pipe to ZeroMQ's I/O thread or peer socket; the receiver copies it out of "
    "the message in zmq_recv(). A PAIR socket waits for a message by sleeping on a "
    "file descriptor that the sender's side signals (an eventfd on Linux), so every "
    "hand-off to a sleeping thread costs a system call to signal and a wake-up, on top "
    "of the transport. The CPU time per message counts only the thread that calls "
    "send/receive on each side, not ZeroMQ's I/O thread, which frames the messages and "
    "makes the socket system calls: the real CPU cost is higher than shown (compare "
    "with tcp/uds, which do the same kernel work without the extra thread).");

constexpr const char* kTcpExplanation = IPCLAB_TR_NOOP(
    "ipclab::CoreText",
    "Two processes connected by ZeroMQ PAIR sockets over TCP on loopback (ZeroMQ turns "
    "Nagle off). Each side has a ZeroMQ I/O thread that frames messages (ZMTP) and "
    "moves them between the application's queue and the kernel socket: the work of tcp "
    "plus a thread hand-off at each end. Each zmq_send() copies the message into a "
    "ZeroMQ message and queues it on a pipe to ZeroMQ's I/O thread or peer socket; the "
    "receiver copies it out of the message in zmq_recv(). A PAIR socket waits for a "
    "message by sleeping on a file descriptor that the sender's side signals (an "
    "eventfd on Linux), so every hand-off to a sleeping thread costs a system call to "
    "signal and a wake-up, on top of the transport. The CPU time per message counts "
    "only the thread that calls send/receive on each side, not ZeroMQ's I/O thread, "
    "which frames the messages and makes the socket system calls: the real CPU cost is "
    "higher than shown (compare with tcp/uds, which do the same kernel work without "
    "the extra thread).");

/// The application thread's calls (ZeroMQ decides how many); ipc and tcp name the I/O thread's.
SystemCalls zmqSystemCalls(ZmqTransport transport) {
    const char* note =
        transport == ZmqTransport::InProc
            ? IPCLAB_TR_NOOP(
                  "ipclab::CoreText",
                  "Depends on the library, and counts the application's thread only: libzmq "
                  "signals the other side's mailbox with a write() to an eventfd, a receive that "
                  "finds nothing sleeps in poll() and then reads its own eventfd, and the "
                  "signalling "
                  "calls getpid() (libzmq's fork check). inproc has no I/O thread.")
            : IPCLAB_TR_NOOP(
                  "ipclab::CoreText",
                  "Depends on the library, and counts the application's thread only: libzmq "
                  "signals the other side's mailbox with a write() to an eventfd, a receive that "
                  "finds nothing sleeps in poll() and then reads its own eventfd, and the "
                  "signalling "
                  "calls getpid() (libzmq's fork check). Each side's ZeroMQ I/O thread "
                  "makes the socket calls (sendto, recvfrom), epoll_wait and its own mailbox "
                  "calls besides.");
    return SystemCalls{.senderCalls = {"write"},
                       .sender = {0, 0},
                       .receiverCalls = {"poll", "read"},
                       .receiver = {0, 0},
                       .dependsOnLibrary = true,
                       .note = note};
}

MechanismInfo zmqInfo(ZmqTransport transport) {
    MechanismInfo info;
    info.patterns = {Pattern::PingPong, Pattern::Stream};
    switch (transport) {
        case ZmqTransport::InProc:
            info.id = "zmq.inproc";
            info.title = IPCLAB_TR_NOOP("ipclab::CoreText", "ZeroMQ inproc (PAIR, two threads)");
            info.locality = Locality::InProcess;
            info.group = MechanismGroup::Threads;
            info.explanation = kInprocExplanation;
            break;
        case ZmqTransport::Ipc:
            info.id = "zmq.ipc";
            info.title =
                IPCLAB_TR_NOOP("ipclab::CoreText", "ZeroMQ ipc (PAIR, Unix domain socket)");
            info.locality = Locality::CrossProcess;
            info.group = MechanismGroup::Network;
            info.explanation = kIpcExplanation;
            break;
        case ZmqTransport::Tcp:
            info.id = "zmq.tcp";
            info.remoteCapable = true;
            info.remoteUrlScheme = "tcp";
            info.title = IPCLAB_TR_NOOP("ipclab::CoreText", "ZeroMQ tcp (PAIR, loopback)");
            info.locality = Locality::Network;
            info.group = MechanismGroup::Network;
            info.explanation = kTcpExplanation;
            break;
    }
    info.systemCalls = zmqSystemCalls(transport);
#if IPCLAB_HAVE_ZMQ
    info.available = true;
    if (transport == ZmqTransport::Ipc) {
        // ipc:// is an AF_UNIX socket: an OS without them (Wine, Windows before 10 1803) has
        // no zmq.ipc either.
        setAvailability(info, platform::capabilities().unixSockets);
    }
#else
    info.available = false;
    info.unavailableReason = kWithoutZmq;
#endif
    return info;
}

#if IPCLAB_HAVE_ZMQ

// The peer's first message, so the measuring side knows the connection is up.
constexpr std::array<char, 8> kHello = {'i', 'p', 'c', 'l', 'a', 'b', '-', 'z'};

Error zmqError(const std::string& what, const zmq::error_t& error) {
    // ETERM: the context was shut down by abort(). The others: the peer went away.
    if (error.num() == ETERM) {
        return textError(
            ErrorCode::Cancelled,
            Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1: aborted (ZeroMQ context shut down)"),
                 {verbatimArg(what)}));
    }
    return textError(ErrorCode::SystemError, Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1: %2"),
                                                  {verbatimArg(what), verbatimArg(error.what())}));
}

/// A private folder for the ipc socket file: created with mode 0700 from the start (mkdir's
/// own mode, not a chmod after it, so there is no moment it is open to others), removed with
/// everything in it.
class PrivateTempDir {
  public:
    static Expected<std::unique_ptr<PrivateTempDir>> create() {
        auto directory = platform::PrivateDirectory::create("zmq");
        if (!directory) {
            return prefixedError("zmq.ipc", directory.error());
        }
        return std::unique_ptr<PrivateTempDir>(new PrivateTempDir(std::move(directory.value())));
    }
    PrivateTempDir(const PrivateTempDir&) = delete;
    PrivateTempDir& operator=(const PrivateTempDir&) = delete;

    std::filesystem::path path() const { return m_directory.path(); }

  private:
    explicit PrivateTempDir(platform::PrivateDirectory directory)
        : m_directory(std::move(directory)) {}
    platform::PrivateDirectory m_directory;
};

// A remote peer's data socket authenticates its controller with ZeroMQ's PLAIN mechanism: the
// controller's password is the point's data secret, and the peer answers the ZAP requests
// (RFC 27) its socket makes during each handshake. A connection that fails never becomes the
// PAIR socket's one pipe, so a stranger connecting first cannot take the point.
constexpr const char* kZapEndpoint = "inproc://zeromq.zap.01";
constexpr const char* kPlainUser = "ipclab";

class ZmqChannel final : public Channel {
  public:
    /// `zap` (a remote peer's listening end only): a REP socket bound to kZapEndpoint, answered
    /// while completeConnection() waits, accepting only `secret` as the password.
    ZmqChannel(std::unique_ptr<PrivateTempDir> dir, std::shared_ptr<zmq::context_t> context,
               zmq::socket_t socket, bool awaitingHello, zmq::socket_t zap = {},
               std::string secret = {})
        : m_dir(std::move(dir)),
          m_context(std::move(context)),
          m_socket(std::move(socket)),
          m_awaitingHello(awaitingHello),
          m_zap(std::move(zap)),
          m_secret(std::move(secret)) {}

    Status send(std::span<const std::byte> message) noexcept override {
        try {
            m_socket.send(zmq::const_buffer(message.data(), message.size()), zmq::send_flags::none);
            return {};
        } catch (const zmq::error_t& error) {
            return zmqError("zmq send", error);
        }
    }

    Status receive(std::span<std::byte> message) noexcept override {
        try {
            const auto got = m_socket.recv(zmq::mutable_buffer(message.data(), message.size()));
            if (!got) {
                return textError(ErrorCode::Timeout, Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                                         "zmq recv: no message")));
            }
            if (got->untruncated_size != message.size()) {
                return textError(
                    ErrorCode::ProtocolError,
                    Text(IPCLAB_TR_NOOP(
                             "ipclab::CoreMessages",
                             "zmq recv: a message of %1 bytes arrived where %2 were expected"),
                         {integerArg(static_cast<std::int64_t>(got->untruncated_size)),
                          integerArg(static_cast<std::int64_t>(message.size()))}));
            }
            return {};
        } catch (const zmq::error_t& error) {
            return zmqError("zmq recv", error);
        }
    }

    Status completeConnection(std::chrono::milliseconds timeout) override {
        if (!m_awaitingHello) {
            return {};
        }
        try {
            if (m_zap && !answerHandshakesUntilReadable(timeout)) {
                return textError(ErrorCode::Timeout,
                                 Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                     "zmq: the peer did not connect yet")));
            }
            std::array<char, kHello.size()> hello{};
            m_socket.set(zmq::sockopt::rcvtimeo, m_zap ? 0 : static_cast<int>(timeout.count()));
            const auto got = m_socket.recv(zmq::buffer(hello));
            if (!got) {
                return textError(ErrorCode::Timeout,
                                 Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                     "zmq: the peer did not connect yet")));
            }
            if (got->untruncated_size != hello.size() || hello != kHello) {
                return textError(ErrorCode::ProtocolError,
                                 Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                     "zmq: the peer's hello was garbled")));
            }
            // Back to blocking for the measurement: no timer in the timed loop.
            m_socket.set(zmq::sockopt::rcvtimeo, -1);
            m_awaitingHello = false;
            // Connected: later handshakes find no ZAP handler and fail.
            m_zap.close();
            return {};
        } catch (const zmq::error_t& error) {
            return zmqError("zmq hello", error);
        }
    }

    // zmq_ctx_shutdown is thread-safe and makes every blocked or later call on the context's
    // sockets fail with ETERM; the sockets are closed later, by their owners' destructors.
    void abort() noexcept override { m_context->shutdown(); }

  private:
    // Answers ZAP requests until the data socket has a message (true) or `timeout` passed.
    bool answerHandshakesUntilReadable(std::chrono::milliseconds timeout) {
        const auto deadline = std::chrono::steady_clock::now() + timeout;
        for (;;) {
            std::array<zmq::pollitem_t, 2> items{
                {{m_zap.handle(), 0, ZMQ_POLLIN, 0}, {m_socket.handle(), 0, ZMQ_POLLIN, 0}}};
            const auto left = std::chrono::ceil<std::chrono::milliseconds>(
                deadline - std::chrono::steady_clock::now());
            zmq::poll(items.data(), items.size(), std::max(left, std::chrono::milliseconds(0)));
            if ((items[0].revents & ZMQ_POLLIN) != 0) {
                answerZapRequest();
            }
            if ((items[1].revents & ZMQ_POLLIN) != 0) {
                return true;
            }
            if (std::chrono::steady_clock::now() >= deadline) {
                return false;
            }
        }
    }

    // ZAP request: version, request id, domain, address, routing id, mechanism, then PLAIN's
    // user name and password. Reply: version, request id, status code, text, user id, metadata.
    void answerZapRequest() {
        std::vector<std::string> frames;
        zmq::message_t frame;
        do {
            if (!m_zap.recv(frame, zmq::recv_flags::dontwait)) {
                return;
            }
            if (frames.size() < 16) {
                frames.push_back(frame.to_string());
            }
        } while (frame.more());
        const bool granted = frames.size() == 8 && frames[0] == "1.0" && frames[5] == "PLAIN" &&
                             frames[6] == kPlainUser && dataSecretMatches(m_secret, frames[7]);
        const std::string requestId = frames.size() > 1 ? frames[1] : "";
        const std::array<std::string, 6> reply = {
            "1.0", requestId, granted ? "200" : "400", granted ? "OK" : "no point secret", "", ""};
        for (std::size_t i = 0; i < reply.size(); ++i) {
            m_zap.send(zmq::buffer(reply[i]),
                       i + 1 < reply.size() ? zmq::send_flags::sndmore : zmq::send_flags::none);
        }
    }

    // Destroyed in reverse: the sockets are closed, then the context released, then the folder
    // with the socket file removed.
    std::unique_ptr<PrivateTempDir> m_dir;
    std::shared_ptr<zmq::context_t> m_context;
    zmq::socket_t m_socket;
    bool m_awaitingHello;
    zmq::socket_t m_zap;
    std::string m_secret;
};

// How long the peer's socket may go on sending after the peer is done: its last reply or
// acknowledgement may still sit in ZeroMQ's queue (send() returns once the message is queued,
// and the I/O thread writes it later). Less than the runner's grace for a peer to exit.
constexpr int kPeerLingerMs = 1000;

// The port of a "tcp://ADDRESS:PORT" endpoint ZeroMQ reports; 0 if there is none.
std::uint16_t portOf(const std::string& endpoint) {
    std::uint16_t port = 0;
    const auto colon = endpoint.rfind(':');
    if (colon != std::string::npos) {
        std::from_chars(endpoint.data() + colon + 1, endpoint.data() + endpoint.size(), port);
    }
    return port;
}

// The measuring side lingers 0 ms: it always receives last, and closing must never wait.
zmq::socket_t pairSocket(zmq::context_t& context, int lingerMs = 0) {
    zmq::socket_t socket(context, zmq::socket_type::pair);
    socket.set(zmq::sockopt::linger, lingerMs);
    return socket;
}

class ZmqMechanism final : public Mechanism {
  public:
    explicit ZmqMechanism(ZmqTransport transport)
        : m_transport(transport), m_info(zmqInfo(transport)) {}

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        if (!m_info.available) {  // zmq.ipc on an OS without AF_UNIX sockets
            return textError(
                ErrorCode::Unsupported,
                Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1: %2"),
                     {verbatimArg(m_info.id), textArg(Text::coreText(m_info.unavailableReason))}));
        }
        try {
            auto context = std::make_shared<zmq::context_t>();
            std::unique_ptr<PrivateTempDir> dir;
            zmq::socket_t socket = pairSocket(*context);
            zmq::socket_t zap;
            OpenedChannel opened;
            switch (m_transport) {
                case ZmqTransport::InProc: {
                    const std::string endpoint =
                        "inproc://ipclab-" + std::to_string(platform::secureRandom64());
                    socket.bind(endpoint);
                    zmq::socket_t responder = pairSocket(*context);
                    responder.connect(endpoint);
                    opened.responder =
                        std::make_unique<ZmqChannel>(nullptr, context, std::move(responder), false);
                    opened.initiator =
                        std::make_unique<ZmqChannel>(nullptr, context, std::move(socket), false);
                    return opened;
                }
                case ZmqTransport::Ipc: {
                    auto created = PrivateTempDir::create();
                    if (!created) {
                        return created.error();
                    }
                    dir = std::move(created.value());
                    const std::filesystem::path file = dir->path() / "s";
                    socket.bind("ipc://" + file.string());
                    // ZeroMQ creates the socket file with the umask's mode (0755, 0777 under
                    // umask 000); the folder already keeps others out, the file says so too.
                    std::error_code error;
                    std::filesystem::permissions(
                        file,
                        std::filesystem::perms::owner_read | std::filesystem::perms::owner_write,
                        std::filesystem::perm_options::replace, error);
                    if (error) {
                        return textError(
                            ErrorCode::SystemError,
                            Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                "zmq.ipc: cannot make %1 private: %2"),
                                 {verbatimArg(file.string()), verbatimArg(error.message())}));
                    }
                    break;
                }
                case ZmqTransport::Tcp:
                    if (!options.dataSecret.empty()) {
                        // Before the bind: every handshake from then on asks the handler.
                        zap = zmq::socket_t(*context, zmq::socket_type::rep);
                        zap.set(zmq::sockopt::linger, 0);
                        zap.bind(kZapEndpoint);
                        socket.set(zmq::sockopt::plain_server, 1);
                    }
                    socket.bind("tcp://" + options.bindAddress + ":*");
                    break;
            }
            opened.peerArgument = socket.get(zmq::sockopt::last_endpoint);
            if (m_transport == ZmqTransport::Tcp) {
                opened.port = portOf(opened.peerArgument);
            }
            opened.initiator =
                std::make_unique<ZmqChannel>(std::move(dir), context, std::move(socket), true,
                                             std::move(zap), options.dataSecret);
            return opened;
        } catch (const zmq::error_t& error) {
            return zmqError(m_info.id + ": cannot open", error);
        }
    }

    Expected<std::unique_ptr<Channel>> attach(const std::string& peerArgument,
                                              const ChannelOptions& options) override {
        const std::string prefix = m_transport == ZmqTransport::Ipc ? "ipc://" : "tcp://";
        if (m_transport == ZmqTransport::InProc || peerArgument.rfind(prefix, 0) != 0) {
            return Mechanism::attach(peerArgument, ChannelOptions{});
        }
        try {
            auto context = std::make_shared<zmq::context_t>();
            zmq::socket_t socket = pairSocket(*context, kPeerLingerMs);
            if (!options.dataSecret.empty()) {  // a remote peer's: authenticate with PLAIN
                socket.set(zmq::sockopt::plain_username, kPlainUser);
                socket.set(zmq::sockopt::plain_password, options.dataSecret);
            }
            socket.connect(peerArgument);
            socket.send(zmq::buffer(kHello), zmq::send_flags::none);
            return std::unique_ptr<Channel>(
                std::make_unique<ZmqChannel>(nullptr, context, std::move(socket), false));
        } catch (const zmq::error_t& error) {
            return zmqError(m_info.id + ": cannot connect to " + peerArgument, error);
        }
    }

  private:
    ZmqTransport m_transport;
    MechanismInfo m_info;
};

#else  // IPCLAB_HAVE_ZMQ

class ZmqMechanism final : public Mechanism {
  public:
    explicit ZmqMechanism(ZmqTransport transport) : m_info(zmqInfo(transport)) {}
    const MechanismInfo& info() const override { return m_info; }
    Expected<OpenedChannel> open(const ChannelOptions&) override {
        return textError(ErrorCode::Unsupported,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1: %2"),
                              {verbatimArg(m_info.id), textArg(Text::coreText(kWithoutZmq))}));
    }

  private:
    MechanismInfo m_info;
};

#endif  // IPCLAB_HAVE_ZMQ

}  // namespace

std::unique_ptr<Mechanism> makeZmqInproc() {
    return std::make_unique<ZmqMechanism>(ZmqTransport::InProc);
}

std::unique_ptr<Mechanism> makeZmqIpc() {
    return std::make_unique<ZmqMechanism>(ZmqTransport::Ipc);
}

std::unique_ptr<Mechanism> makeZmqTcp() {
    return std::make_unique<ZmqMechanism>(ZmqTransport::Tcp);
}

}  // namespace ipclab::mechanisms

namespace ipclab {

std::optional<std::string> zeroMqVersion() {
#if IPCLAB_HAVE_ZMQ
    int major = 0;
    int minor = 0;
    int patch = 0;
    zmq_version(&major, &minor, &patch);
    return std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(patch);
#else
    return std::nullopt;
#endif
}

}  // namespace ipclab
