#pragma once
/// The controller's side of the control protocol (control_protocol.hpp): one connection to an
/// `ipclab-peer --listen` for a whole run, used by the Runner point by point. Not thread-safe,
/// except abort() and peerSpoke() (see there).
#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <string>

#include "control_protocol.hpp"
#include "ipclab/mechanism.hpp"
#include "ipclab/peer_request.hpp"
#include "ipclab/system_info.hpp"

namespace ipclab::remote {

/// What the peer did while a point was being measured (RemoteSession::poll()).
/// Where and how the controller connects for one point (the peer's ready message).
struct DataPort {
    std::uint16_t port = 0;
    std::string secret;  ///< ChannelOptions::dataSecret for the controller's attach().
    /// Shared memory and queues: what the peer opened, to attach() to by name (no port).
    std::string channel;
};

enum class PeerState {
    Quiet,       ///< Nothing yet: still responding.
    FinishedOk,  ///< Its done{ok} arrived.
    Failed,      ///< It failed the point, or the control connection dropped.
};

class RemoteSession {
  public:
    /// Resolves "HOST:PORT", connects, says hello with `token` and waits for the welcome, all
    /// within `timeout`; `cancel` ends the wait early (Cancelled). Errors say which step failed:
    /// unknown host, refused, no answer (timeout), wrong token, version mismatch, busy.
    static Expected<std::unique_ptr<RemoteSession>> connect(const std::string& hostPort,
                                                            const std::string& token,
                                                            std::chrono::milliseconds timeout,
                                                            const std::atomic<bool>& cancel);

    const SystemInfo& peerMachine() const { return m_peerMachine; }
    /// The peer's IPC namespace as it named it (empty: an older or non-Linux peer).
    const std::string& peerIpcNamespace() const { return m_peerIpcNamespace; }
    /// "HOST:PORT" as the user wrote it.
    const std::string& where() const { return m_where; }
    /// The endpoint the controller attaches to for a data port, in the syntax the mechanism
    /// asks for (MechanismInfo::remoteUrlScheme): "10.0.0.2:4711", ZeroMQ "tcp://10.0.0.2:4711".
    std::string dataEndpoint(const MechanismInfo& mechanism, std::uint16_t port) const;
    /// The wildcard address of the data host's family ("0.0.0.0" / "::"), for sockets the
    /// controller must bind itself (udp).
    std::string wildcardAddress() const;

    /// Asks the peer to open the data side of a point; returns its data port and the point's
    /// secret, which attach() must present (ChannelOptions::dataSecret).
    Expected<DataPort> startPoint(const PeerRequest& request, std::chrono::milliseconds timeout,
                                  const std::atomic<bool>& cancel);
    /// For the watchdog while the measuring thread (which never touches the session) runs:
    /// whether the peer has ended the point. Reads its message once one is there, so that
    /// finishPoint() returns it. Never blocks for long (1 s at most, for a message begun).
    PeerState poll();
    /// Tells the peer to give up the current point (a failed or cancelled measurement).
    void abortPoint();
    /// Waits for the point's done: ok, or the peer's reason as an error.
    Status finishPoint(std::chrono::milliseconds timeout);

    /// False once the control connection was lost or desynchronised: later points fail at once.
    bool usable() const { return !m_broken; }
    const Text& brokenReason() const { return m_brokenReason; }

  private:
    RemoteSession() = default;
    void breakWith(Text why);

    platform::Socket m_control;
    SystemInfo m_peerMachine;
    std::string m_peerIpcNamespace;
    std::string m_where;
    std::string m_host;                               // numeric
    std::optional<Expected<ControlMessage>> m_early;  // read by peerSpoke()
    bool m_broken = false;
    Text m_brokenReason;
};

}  // namespace ipclab::remote
