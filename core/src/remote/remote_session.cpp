#include "remote_session.hpp"

#include <algorithm>
#include <optional>
#include <thread>

#include "ipclab/remote.hpp"
#include "ipclab/text.hpp"

namespace ipclab::remote {

namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

// Connect attempts are sliced so that cancel is noticed within a second.
constexpr milliseconds kConnectSlice{1000};
// Wait before trying again when the peer has too many connections open at once.
constexpr milliseconds kBusyRetry{200};

Error withContext(const std::string& where, const Error& error) {
    return textError(error.code, Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "remote peer %1: %2"),
                                      {verbatimArg(where), textArg(errorText(error))}));
}

// The control connection, tried again in slices until the deadline: a peer that is still
// starting times out a slice; a refused or unreachable address is final.
Expected<platform::Socket> connectControl(const std::string& host, std::uint16_t port,
                                          const std::string& hostPort, Clock::time_point deadline,
                                          milliseconds timeout, const std::atomic<bool>& cancel) {
    for (;;) {
        if (cancel.load()) {
            return textError(ErrorCode::Cancelled,
                             Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "cancelled")));
        }
        const auto left = std::chrono::ceil<milliseconds>(deadline - Clock::now());
        if (left.count() <= 0) {
            return textError(ErrorCode::Timeout,
                             Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                 "remote peer %1: no answer within %2 ms (host "
                                                 "unreachable, or a firewall drops the "
                                                 "connection)"),
                                  {verbatimArg(hostPort), integerArg(timeout.count())}));
        }
        auto socket = platform::Socket::connectTcp(host, port, std::min(left, kConnectSlice));
        if (socket) {
            return socket;
        }
        if (socket.error().code != ErrorCode::Timeout) {
            // Refused, unreachable network, ...: final, no point in trying again.
            if (socket.error().message.find("refused") != std::string::npos) {
                return withContext(
                    hostPort, textError(socket.error().code,
                                        Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                            "%1 (is ipclab-peer --listen running "
                                                            "there, on that address and port?)"),
                                             {textArg(errorText(socket.error()))})));
            }
            return withContext(hostPort, socket.error());
        }
    }
}

// Why a peer's answer to hello is not a welcome this build can work with, if it is not.
std::optional<Error> welcomeProblem(const std::string& hostPort, const ControlMessage& welcome) {
    if (welcome.type == MessageType::Error) {
        return textError(ErrorCode::ProtocolError,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "remote peer %1 refused: %2"),
                              {verbatimArg(hostPort), verbatimArg(welcome.reason)}));
    }
    if (welcome.type != MessageType::Welcome) {
        return textError(
            ErrorCode::ProtocolError,
            Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "remote peer %1: expected welcome, got %2"),
                 {verbatimArg(hostPort), verbatimArg(std::string(toString(welcome.type)))}));
    }
    if (welcome.version != kProtocolVersion) {
        return textError(
            ErrorCode::ProtocolError,
            Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                "remote peer %1 speaks protocol version %2, this build %3"),
                 {verbatimArg(hostPort), integerArg(static_cast<std::int64_t>(welcome.version)),
                  integerArg(static_cast<std::int64_t>(kProtocolVersion))}));
    }
    return std::nullopt;
}

}  // namespace

Expected<std::unique_ptr<RemoteSession>> RemoteSession::connect(const std::string& hostPort,
                                                                const std::string& token,
                                                                milliseconds timeout,
                                                                const std::atomic<bool>& cancel) {
    auto target = parseHostPort(hostPort);
    if (!target) {
        return target.error();
    }
    auto numeric = platform::resolveHost(target->host);
    if (!numeric) {
        return withContext(hostPort, numeric.error());
    }
    auto session = std::unique_ptr<RemoteSession>(new RemoteSession());
    session->m_where = hostPort;
    session->m_host = numeric.value();

    const auto deadline = Clock::now() + timeout;
    // A peer flooded with connections (none authenticated yet) refuses more for a moment;
    // each of those ends within its handshake deadline, so trying again gets a turn.
    Expected<ControlMessage> welcome =
        textError(ErrorCode::Timeout, Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "no welcome")));
    for (;;) {
        auto socket =
            connectControl(session->m_host, target->port, hostPort, deadline, timeout, cancel);
        if (!socket) {
            return socket.error();
        }
        session->m_control = std::move(socket.value());
        (void)session->m_control.setNoDelay(true);

        ControlMessage hello;
        hello.type = MessageType::Hello;
        hello.version = kProtocolVersion;
        hello.token = token;
        if (auto sent = sendMessage(session->m_control, hello); !sent) {
            return withContext(hostPort, sent.error());
        }
        const auto left =
            std::max(std::chrono::ceil<milliseconds>(deadline - Clock::now()), milliseconds(100));
        welcome = receiveMessage(session->m_control, left, &cancel);
        const bool turnedAway =
            welcome ? welcome->type == MessageType::Error &&
                          welcome->reason.starts_with("busy: too many connections")
                    : welcome.error().code == ErrorCode::Closed;  // closed before reading us
        if (turnedAway && deadline - Clock::now() > kBusyRetry * 2 && !cancel.load()) {
            session->m_control.close();
            std::this_thread::sleep_for(kBusyRetry);
            continue;
        }
        if (!welcome) {
            if (welcome.error().code == ErrorCode::Timeout) {
                return textError(ErrorCode::Timeout,
                                 Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                     "remote peer %1: connected, but no welcome "
                                                     "within %2 ms (is it an ipclab-peer?)"),
                                      {verbatimArg(hostPort), integerArg(timeout.count())}));
            }
            return withContext(hostPort, welcome.error());
        }
        break;
    }
    if (auto refused = welcomeProblem(hostPort, welcome.value())) {
        return *refused;
    }
    session->m_peerMachine = welcome->machine;
    session->m_peerIpcNamespace = welcome->ipcNamespace;
    return session;
}

std::string RemoteSession::dataEndpoint(const MechanismInfo& mechanism, std::uint16_t port) const {
    if (!mechanism.remoteUrlScheme.empty()) {
        const bool v6 = m_host.find(':') != std::string::npos;
        const std::string host = v6 ? "[" + m_host + "]" : m_host;
        return mechanism.remoteUrlScheme + "://" + host + ":" + std::to_string(port);
    }
    // Split at the last colon: no brackets.
    return m_host + ":" + std::to_string(port);
}

std::string RemoteSession::wildcardAddress() const {
    return m_host.find(':') != std::string::npos ? "::" : "0.0.0.0";
}

void RemoteSession::breakWith(Text why) {
    if (!m_broken) {
        m_broken = true;
        m_brokenReason = std::move(why);
    }
    m_control.shutdownBoth();
}

Expected<DataPort> RemoteSession::startPoint(const PeerRequest& request, milliseconds timeout,
                                             const std::atomic<bool>& cancel) {
    if (m_broken) {
        return textError(ErrorCode::Closed, m_brokenReason);
    }
    m_early.reset();
    ControlMessage message;
    message.type = MessageType::Request;
    message.arguments = toPeerArguments(request);
    message.timeoutMs = static_cast<std::uint32_t>(timeout.count());
    if (auto sent = sendMessage(m_control, message); !sent) {
        breakWith(Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                      "lost the connection to the remote peer %1 (%2)"),
                       {verbatimArg(m_where), textArg(errorText(sent.error()))}));
        return textError(ErrorCode::Closed, m_brokenReason);
    }
    auto reply = receiveMessage(m_control, timeout, &cancel);
    if (!reply) {
        if (reply.error().code == ErrorCode::Cancelled) {
            breakWith(Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "cancelled")));
            return reply.error();
        }
        breakWith(Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                      "the remote peer %1 did not answer a request: %2"),
                       {verbatimArg(m_where), textArg(errorText(reply.error()))}));
        return textError(reply.error().code, m_brokenReason);
    }
    if (reply->type == MessageType::Error) {
        return textError(ErrorCode::InvalidArgument,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "remote peer: %1"),
                              {verbatimArg(reply->reason)}));
    }
    if (reply->type != MessageType::Ready) {
        breakWith(Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                      "the remote peer %1 sent %2 where ready was expected"),
                       {verbatimArg(m_where), verbatimArg(std::string(toString(reply->type)))}));
        return textError(ErrorCode::ProtocolError, m_brokenReason);
    }
    return DataPort{reply->port, reply->secret, reply->channel};
}

PeerState RemoteSession::poll() {
    if (m_broken) {
        return PeerState::Failed;
    }
    if (!m_early) {
        auto readable = m_control.waitReadable(milliseconds(0));
        if (readable && !readable.value()) {
            return PeerState::Quiet;
        }
        m_early = receiveMessage(m_control, milliseconds(1000));
    }
    const auto& early = *m_early;
    return early && early->type == MessageType::Done && early->ok ? PeerState::FinishedOk
                                                                  : PeerState::Failed;
}

void RemoteSession::abortPoint() {
    if (m_broken) {
        return;
    }
    ControlMessage abort;
    abort.type = MessageType::Abort;
    if (!sendMessage(m_control, abort)) {
        breakWith(Text(
            IPCLAB_TR_NOOP("ipclab::CoreMessages", "lost the connection to the remote peer %1"),
            {verbatimArg(m_where)}));
    }
}

Status RemoteSession::finishPoint(milliseconds timeout) {
    if (m_broken) {
        return textError(ErrorCode::Closed, m_brokenReason);
    }
    auto done = m_early ? std::move(*m_early) : receiveMessage(m_control, timeout);
    m_early.reset();
    if (!done) {
        const bool closed = done.error().code == ErrorCode::Closed;
        breakWith(
            closed
                ? Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                      "the remote peer %1 closed the connection (did it die?)"),
                       {verbatimArg(m_where)})
                : Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                      "the remote peer %1 did not report the end of the point: %2"),
                       {verbatimArg(m_where), textArg(errorText(done.error()))}));
        return textError(done.error().code, m_brokenReason);
    }
    if (done->type != MessageType::Done) {
        const std::string type(toString(done->type));
        breakWith(
            done->type == MessageType::Error
                ? Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                      "the remote peer %1 sent %2 (%3) where done was expected"),
                       {verbatimArg(m_where), verbatimArg(type), verbatimArg(done->reason)})
                : Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                      "the remote peer %1 sent %2 where done was expected"),
                       {verbatimArg(m_where), verbatimArg(type)}));
        return textError(ErrorCode::ProtocolError, m_brokenReason);
    }
    if (!done->ok) {
        return textError(ErrorCode::ProtocolError,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "remote peer: %1"),
                              {verbatimArg(done->reason)}));
    }
    return {};
}

}  // namespace ipclab::remote
