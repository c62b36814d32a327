#include "peer_server.hpp"

#include <algorithm>
#include <charconv>
#include <csignal>
#include <cstdio>
#include <cstdlib>

#include "ipclab/mechanism_registry.hpp"
#include "ipclab/peer_request.hpp"
#include "ipclab/platform/clock.hpp"
#include "ipclab/platform/cpu.hpp"
#include "ipclab/platform/names.hpp"
#include "ipclab/platform/process.hpp"
#include "ipclab/platform/system.hpp"
#include "ipclab/remote.hpp"
#include "ipclab/system_info.hpp"
#include "ipclab/text.hpp"
#include "ipclab/validation.hpp"
#include "mechanisms/data_secret.hpp"
#include "run/patterns.hpp"

namespace ipclab {

namespace remote {

namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

constexpr milliseconds kAcceptSlice{200};
// Handshakes (connections that have not proved the token) at once, and of one address: more
// end the oldest (makeRoomFor), so a flood costs at most this many threads, each for the hello
// deadline, and a client that sends its hello at once is heard first. A client on another
// address keeps places that one address cannot take.
constexpr std::size_t kMaxHandshakes = 64;
constexpr std::size_t kMaxHandshakesPerAddress = kMaxHandshakes / 2;
// Connection threads at once, ended handshakes that are still winding down included: past
// this, a newcomer is told "busy" (a flood faster than threads end).
constexpr std::size_t kMaxConnections = 2 * kMaxHandshakes;
// The phases' deadlines (hello, idle between points, a point's progress) are in
// PeerServerOptions: a controller stalled in any phase loses the session after them.
constexpr milliseconds kConnectSlice{100};

std::atomic<std::size_t> sessionCounter{0};

std::string describeRequest(const PeerRequest& request) {
    return request.mechanism + " " + std::string(toString(request.pattern)) + " " +
           formatBytes(request.sizeBytes) + " x " + std::to_string(request.iterations) + " x " +
           std::to_string(request.repetitions);
}

// A point's data channel, counting the messages that passed: the control watch ends a point
// that makes no progress (a stalled controller). One relaxed store per message, by the
// responder's thread only.
class ProgressChannel final : public Channel {
  public:
    explicit ProgressChannel(std::unique_ptr<Channel> inner) : m_inner(std::move(inner)) {}
    Status send(std::span<const std::byte> message) noexcept override {
        Status status = m_inner->send(message);
        m_operations.store(++m_count, std::memory_order_relaxed);
        return status;
    }
    Status receive(std::span<std::byte> message) noexcept override {
        Status status = m_inner->receive(message);
        m_operations.store(++m_count, std::memory_order_relaxed);
        return status;
    }
    Status completeConnection(std::chrono::milliseconds timeout) override {
        return m_inner->completeConnection(timeout);
    }
    void abort() noexcept override { m_inner->abort(); }
    std::uint64_t operations() const { return m_operations.load(std::memory_order_relaxed); }

  private:
    std::unique_ptr<Channel> m_inner;
    std::uint64_t m_count = 0;
    std::atomic<std::uint64_t> m_operations{0};
};

// Polls the control connection while a point runs: a message (abort) or end of stream from the
// controller, a stop, or no progress on the data channel for progressDeadline aborts the data
// channel so that respond() returns.
class ControlWatch {
  public:
    ControlWatch() = default;
    ControlWatch(const ControlWatch&) = delete;
    ControlWatch& operator=(const ControlWatch&) = delete;
    ~ControlWatch() {
        m_done.store(true);
        if (m_thread.joinable()) {
            m_thread.join();
        }
    }

    /// Starts watching on a thread of its own, until the watch is destroyed.
    void start(platform::Socket& control, ProgressChannel& channel, const std::atomic<bool>& stop,
               milliseconds progressDeadline) {
        m_thread = std::thread([this, &control, &channel, &stop, progressDeadline] {
            std::uint64_t seen = channel.operations();
            auto lastProgress = Clock::now();
            while (!m_done.load()) {
                auto readable = control.waitReadable(milliseconds(100));
                if (const std::uint64_t now = channel.operations(); now != seen) {
                    seen = now;
                    lastProgress = Clock::now();
                }
                const bool stalled = Clock::now() - lastProgress > progressDeadline;
                if (stop.load() || !readable || readable.value() || stalled) {
                    m_stalled.store(stalled);
                    m_fired.store(true);
                    channel.abort();
                    return;
                }
            }
        });
    }
    bool fired() const { return m_fired.load(); }
    bool stalled() const { return m_stalled.load(); }

  private:
    std::atomic<bool> m_done{false};
    std::atomic<bool> m_fired{false};
    std::atomic<bool> m_stalled{false};
    std::thread m_thread;
};

// "tcp, udp, ...": the mechanisms whose registration says they can run remotely.
std::string remoteCapableIds() {
    std::string ids;
    for (const MechanismInfo* info : MechanismRegistry::builtin().infos()) {
        if (info->remoteCapable) {
            ids += (ids.empty() ? "" : ", ") + info->id;
        }
    }
    return ids;
}

// What validate() says of the point the request describes, as one line; "" when it may run.
std::string requestProblem(const PeerRequest& request) {
    Experiment experiment;
    experiment.mechanisms = {request.mechanism};
    experiment.pattern = request.pattern;
    experiment.sizesBytes = {request.sizeBytes};
    experiment.iterations = request.iterations;
    experiment.warmup = request.warmup;
    experiment.repetitions = request.repetitions;
    experiment.waitStrategy = request.wait;
    experiment.gapUs = request.gapUs;
    // Marks the experiment as remote, so the remote rules apply too (network mechanisms only,
    // unpinned); the address itself is not used here.
    experiment.remotePeer = "peer:1";
    std::string problems;
    for (const ValidationError& error : validate(experiment, MechanismRegistry::builtin())) {
        problems += (problems.empty() ? "" : "; ") + error.message;
    }
    if (request.cpu >= 0) {
        const auto cpus = platform::allowedCpus();
        if (std::find(cpus.begin(), cpus.end(), request.cpu) == cpus.end()) {
            problems += std::string(problems.empty() ? "" : "; ") + "CPU " +
                        std::to_string(request.cpu) + " is not one this peer may use";
        }
    }
    return problems.empty() ? problems : "refused: " + problems;
}

}  // namespace

Expected<std::unique_ptr<PeerServer>> PeerServer::listen(PeerServerOptions options) {
    if (options.token.empty()) {
        return textError(ErrorCode::InvalidArgument,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "a token is required")));
    }
    // A backlog as deep as the handshake places: a burst waits in the kernel's queue for
    // serve() to take it, rather than being refused before anyone looked at it.
    auto listener = platform::Socket::listenTcp(options.address, options.port,
                                                static_cast<int>(kMaxHandshakes));
    if (!listener) {
        return listener.error();
    }
    auto port = listener->localPort();
    if (!port) {
        return port.error();
    }
    return std::unique_ptr<PeerServer>(
        new PeerServer(std::move(options), std::move(listener.value()), port.value()));
}

PeerServer::PeerServer(PeerServerOptions options, platform::Socket listener, std::uint16_t port)
    : m_options(std::move(options)), m_listener(std::move(listener)), m_port(port) {}

PeerServer::~PeerServer() {
    reapConnections(true);
}

void PeerServer::ConnectionState::evict() {
    std::lock_guard lock(mutex);
    if (socket != nullptr) {
        socket->shutdownBoth();
    }
}

void PeerServer::makeRoomFor(const std::string& address) {
    std::size_t handshakes = 0;
    std::size_t ofAddress = 0;
    ConnectionState* oldest = nullptr;
    ConnectionState* oldestOfAddress = nullptr;
    for (const Connection& connection : m_connections) {  // in the order they came
        ConnectionState& state = *connection.state;
        if (state.evicted || state.authenticated.load() || state.finished.load()) {
            continue;
        }
        ++handshakes;
        oldest = oldest != nullptr ? oldest : &state;
        if (state.address == address) {
            ++ofAddress;
            oldestOfAddress = oldestOfAddress != nullptr ? oldestOfAddress : &state;
        }
    }
    ConnectionState* victim = ofAddress >= kMaxHandshakesPerAddress ? oldestOfAddress
                              : handshakes >= kMaxHandshakes        ? oldest
                                                                    : nullptr;
    if (victim != nullptr) {
        victim->evicted = true;
        victim->evict();
    }
}

void PeerServer::reapConnections(bool all) {
    for (auto it = m_connections.begin(); it != m_connections.end();) {
        if (all || it->state->finished.load()) {
            it->thread.join();
            it = m_connections.erase(it);
        } else {
            ++it;
        }
    }
}

void PeerServer::log(const std::string& line) const {
    if (m_options.log) {
        // Parts of a line come from the network (a mechanism name, an error): one line stays
        // one line, and no escape sequence reaches the operator's terminal.
        m_options.log(escapeControlCharacters(line));
    }
}

void PeerServer::serve(const std::atomic<bool>& stop) {
    m_stop = &stop;
    while (!stop.load()) {
        reapConnections(false);
        auto connection = m_listener.accept(kAcceptSlice);
        if (!connection) {
            if (connection.error().code != ErrorCode::Timeout) {
                log("accept failed: " + connection.error().message);
                std::this_thread::sleep_for(kAcceptSlice);  // e.g. out of descriptors
            }
            continue;
        }
        auto state = std::make_shared<ConnectionState>();
        state->address = connection->peerAddress();
        makeRoomFor(state->address);
        reapConnections(false);
        if (m_connections.size() >= kMaxConnections) {
            (void)sendMessage(connection.value(),
                              errorMessage("busy: too many connections at once"));
            log("refused a connection (" + std::to_string(kMaxConnections) + " already open)");
            continue;
        }
        try {
            std::thread thread([this, state, control = std::move(connection.value())]() mutable {
                handleConnection(std::move(control), *state);
                state->finished.store(true);
            });
            m_connections.push_back({std::move(thread), state});
        } catch (const std::system_error& error) {
            log(std::string("cannot start a connection thread: ") + error.what());
        }
    }
    {
        std::lock_guard lock(m_controlMutex);
        if (m_activeControl != nullptr) {
            m_activeControl->shutdownBoth();
        }
    }
    reapConnections(true);
}

void PeerServer::handleConnection(platform::Socket control, ConnectionState& state) {
    const std::string label = "controller " + std::to_string(++sessionCounter);
    if (auto deadline = control.setSendTimeout(m_options.sendDeadline); !deadline) {
        log(label + ": " + deadline.error().message);
        return;  // without a send deadline it could hold this thread for ever
    }
    {
        std::lock_guard lock(state.mutex);
        state.socket = &control;  // until the hello is read: serve() may end the handshake
    }
    auto refuse = [&](const std::string& reply, const std::string& why) {
        if (!reply.empty()) {
            (void)sendMessage(control, errorMessage(reply));
        }
        control.close();
        log(label + ": " + why);
    };

    auto hello = receiveMessage(control, m_options.helloDeadline, m_stop);
    {
        std::lock_guard lock(state.mutex);
        state.socket = nullptr;
    }
    if (!hello) {
        refuse(hello.error().code == ErrorCode::ProtocolError ? hello.error().message : "",
               "no hello (" + hello.error().message + ")");
        return;
    }
    if (hello->type != MessageType::Hello) {
        refuse("expected hello, got " + std::string(toString(hello->type)), "refused: no hello");
        return;
    }
    if (hello->version != kProtocolVersion) {
        refuse("protocol version " + std::to_string(hello->version) +
                   " is not supported (this peer speaks version " +
                   std::to_string(kProtocolVersion) + ")",
               "refused: protocol version " + std::to_string(hello->version));
        return;
    }
    if (!tokensEqual(m_options.token, hello->token)) {
        refuse("wrong token", "refused: wrong token");
        return;
    }
    state.authenticated.store(true);  // no longer a handshake: makeRoomFor leaves it be
    // Authenticated: only now may it take the one session. A controller that just left may
    // still be winding down its session: give it a moment before calling this one a second.
    for (int i = 0; i < 100 && m_busy.load(); ++i) {
        std::this_thread::sleep_for(milliseconds(10));
    }
    bool free = false;
    if (!m_busy.compare_exchange_strong(free, true)) {
        refuse("busy: this peer is serving another controller",
               "refused a second controller (busy)");
        return;
    }
    {
        std::lock_guard lock(m_controlMutex);
        m_activeControl = &control;
    }
    runSession(control, label);
}

void PeerServer::runSession(platform::Socket& control, const std::string& label) {
    auto endSession = [&](const std::string& why) {
        m_previousChannel.reset();
        {
            std::lock_guard lock(m_controlMutex);
            m_activeControl = nullptr;
        }
        control.close();
        log(label + ": " + why);
        m_busy.store(false);
    };
    ControlMessage welcome;
    welcome.type = MessageType::Welcome;
    welcome.version = kProtocolVersion;
    welcome.machine = currentSystemInfo();
    welcome.ipcNamespace = platform::ipcNamespace();
    if (!sendMessage(control, welcome)) {
        endSession("lost before welcome");
        return;
    }
    log(label + ": connected");

    for (;;) {
        auto message = receiveMessage(control, m_options.idleWait, m_stop);
        if (!message) {
            const bool closed = message.error().code == ErrorCode::Closed;
            if (!closed && message.error().code == ErrorCode::ProtocolError) {
                (void)sendMessage(control, errorMessage(message.error().message));
            }
            endSession(closed ? "disconnected" : message.error().message);
            return;
        }
        if (message->type == MessageType::Abort) {
            continue;  // for a point already ended
        }
        if (message->type != MessageType::Request) {
            (void)sendMessage(
                control,
                errorMessage("unexpected " + std::string(toString(message->type)) + " message"));
            endSession("protocol error");
            return;
        }
        if (!servePoint(control, message.value(), label)) {
            endSession("control connection lost during a point");
            return;
        }
    }
}

// Why this peer will not serve `request` (empty: it will). The same rules as a local run
// (sizes, counts, the mechanism's limits and wait strategies): a request is only as trusted as
// its token, and a typo on the controller's side must not cost this machine gigabytes (a 1 TiB
// size was an abort in bad_alloc).
std::string PeerServer::refusal(const PeerRequest& request, const Mechanism* mechanism) const {
    if (mechanism == nullptr ||
        (!mechanism->info().remoteCapable && !mechanism->info().sharedIpcCapable())) {
        return "\"" + request.mechanism + "\" cannot run against a remote peer (only " +
               remoteCapableIds() + ")";
    }
    if (!mechanism->info().available) {
        return request.mechanism +
               " is not available on the peer: " + mechanism->info().unavailableReason;
    }
    if (std::string problem = requestProblem(request); !problem.empty()) {
        return problem;
    }
    if (!request.fault.empty() && !m_options.allowFaults) {
        return "fault injection is off on this peer (start it with --allow-faults)";
    }
    return {};
}

// Waits for the controller to connect to the data port with the point's secret: its own
// timeout, but no longer than a point may go without progress; a word on the control
// connection (or its loss) ends the wait.
Status PeerServer::awaitController(Channel& channel, platform::Socket& control,
                                   milliseconds controllerTimeout, std::uint16_t port) const {
    const auto connectWait = std::min(controllerTimeout, m_options.progressDeadline);
    const auto deadline = Clock::now() + connectWait;
    for (;;) {
        Status status = channel.completeConnection(kConnectSlice);
        if (status.ok() || status.error().code != ErrorCode::Timeout) {
            return status;
        }
        auto readable = control.waitReadable(milliseconds(0));
        if (m_stop->load() || !readable || readable.value() || Clock::now() > deadline) {
            return textError(ErrorCode::Timeout,
                             Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                 "the controller did not connect to port %1 (with "
                                                 "the point's secret) within %2 ms"),
                                  {integerArg(static_cast<std::int64_t>(port)),
                                   integerArg(connectWait.count())}));
        }
    }
}

// Answers every message of the point on `channel` (replaced by its progress-counting wrapper),
// watched: a controller that stops sending for progressDeadline ends the session (`stalled`).
Status PeerServer::answerPoint(std::unique_ptr<Channel>& channel, platform::Socket& control,
                               const PeerRequest& request, const Mechanism& mechanism,
                               bool& stalled) {
    auto faulty = detail::injectFault(std::move(channel), request.fault);
    if (!faulty) {
        return faulty.error();
    }
    auto counted = std::make_unique<ProgressChannel>(std::move(faulty.value()));
    ProgressChannel& progress = *counted;
    channel = std::move(counted);
    const detail::PatternSpec spec = detail::responderSpec(request, mechanism.info().lossy);
    ControlWatch watch;
    watch.start(control, progress, *m_stop, m_options.progressDeadline);
    Status status = detail::respond(*channel, spec, &platform::threadCpuTimeNs);
    if (!status.ok() && watch.stalled()) {
        stalled = true;
        return textError(ErrorCode::Timeout,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                             "no message on the data channel for %1 ms: the "
                                             "controller seems stalled; the session ends"),
                              {integerArg(m_options.progressDeadline.count())}));
    }
    if (!status.ok() && watch.fired()) {
        return textError(
            ErrorCode::Cancelled,
            Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "the controller ended the point")));
    }
    return status;
}

bool PeerServer::servePoint(platform::Socket& control, const ControlMessage& message,
                            const std::string& label) {
    // The previous point's channel lived until now: its last message (the CPU report) may sit
    // in a queue (ZeroMQ's I/O thread) until the controller has read it, and the controller
    // only asks for the next point after that.
    m_previousChannel.reset();

    // A refused request is logged with its reason: the operator sees what a controller asked
    // for (its words escaped by log()), not only that it connected.
    const auto refuse = [&](const std::string& why) {
        log(label + ": refused a point: " + why);
        return sendMessage(control, errorMessage(why)).ok();
    };
    auto request = parsePeerRequest(message.arguments);
    if (!request) {
        return refuse(request.error().message);
    }
    Mechanism* mechanism = MechanismRegistry::builtin().find(request->mechanism);
    if (const std::string why = refusal(request.value(), mechanism); !why.empty()) {
        return refuse(why);
    }
    const std::string what = describeRequest(request.value());
    ChannelOptions options;
    options.maxMessageBytes = request->sizeBytes;
    options.wait = request->wait;
    options.bindAddress = m_options.address;
    // The data port is open to anyone who can reach it: only a connection that presents this
    // point's secret, which only the authenticated controller learns (in ready), is served.
    options.dataSecret = mechanisms::newDataSecret();
    auto opened = mechanism->open(options);
    if (!opened) {
        return refuse("cannot open " + request->mechanism + ": " + opened.error().message);
    }
    ControlMessage ready;
    ready.type = MessageType::Ready;
    ready.port = opened->port;
    ready.secret = options.dataSecret;
    // Shared memory and queues: the controller (in this IPC namespace, or validate() and its
    // RemoteResponder would not have asked) attaches by name, as a local peer process would.
    if (!mechanism->info().remoteCapable) {
        ready.channel = opened->peerArgument;
    }
    if (!sendMessage(control, ready)) {
        return false;
    }

    std::unique_ptr<Channel> channel = std::move(opened->initiator);
    Status status =
        awaitController(*channel, control, milliseconds(message.timeoutMs), opened->port);
    const auto started = Clock::now();
    bool stalled = false;
    if (status.ok() && request->cpu >= 0) {
        status = platform::pinCurrentThread(request->cpu);
    }
    if (status.ok()) {
        status = answerPoint(channel, control, request.value(), *mechanism, stalled);
    }
    if (request->cpu >= 0) {
        (void)platform::unpinCurrentThread();
    }
    const double seconds = std::chrono::duration<double>(Clock::now() - started).count();
    char elapsed[32];
    std::snprintf(elapsed, sizeof elapsed, "%.2f s", seconds);
    log(label + ": served " + what + ": " + (status.ok() ? "ok" : status.error().message) + " (" +
        elapsed + ")");
    m_previousChannel = std::move(channel);

    ControlMessage done;
    done.type = MessageType::Done;
    done.ok = status.ok();
    done.reason = status.ok() ? "" : status.error().message;
    return sendMessage(control, done).ok() && !stalled;
}

}  // namespace remote

}  // namespace ipclab
