#pragma once
/// The serving side of remote measurements: `ipclab-peer --listen` (see control_protocol.hpp).
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "ipclab/channel.hpp"
#include "ipclab/mechanism.hpp"
#include "ipclab/peer_request.hpp"
#include "ipclab/platform/socket.hpp"
#include "remote/control_protocol.hpp"

namespace ipclab {
namespace detail {
/// Wraps a peer's channel for PeerRequest::fault (peer.cpp); the channel itself when empty.
platform::Expected<std::unique_ptr<Channel>> injectFault(std::unique_ptr<Channel> channel,
                                                         const std::string& fault);
}  // namespace detail

namespace remote {

struct PeerServerOptions {
    std::string address = "127.0.0.1";  ///< Numeric address to bind (control and data).
    std::uint16_t port = 0;             ///< 0: any free port (see PeerServer::port()).
    std::string token;                  ///< Required; compared in constant time.
    /// Honour PeerRequest::fault (tests of failure handling). Off: a request with one is refused.
    bool allowFaults = false;
    /// Deadlines of a session's phases (docs/reliability.md): the hello must begin within
    /// helloDeadline (and arrive whole within as long again); an authenticated controller
    /// silent for idleWait between points, or whose point's data channel is silent for
    /// progressDeadline, loses the session. Tests shorten them.
    std::chrono::milliseconds helloDeadline{2'000};
    std::chrono::milliseconds idleWait{60'000};
    std::chrono::milliseconds progressDeadline{30'000};
    /// Every send on a control connection: a controller that stops reading (with the token)
    /// loses the session after this long without taking a byte, rather than holding the
    /// connection's thread in send() and every other controller out.
    std::chrono::milliseconds sendDeadline{10'000};
    /// One line per event ("served tcp pingpong 64 B ..."); called from the serving threads.
    std::function<void(const std::string&)> log;
};

/// Listens for controllers and serves them one at a time, each point on the thread of its
/// session; a second controller meanwhile is told "busy". Every connection is handled on its
/// own thread (a few at once at most) and must authenticate within a short deadline BEFORE it
/// may take the session: a silent or unauthenticated client cannot lock a controller out.
/// serve() blocks until `stop`.
class PeerServer {
  public:
    static Expected<std::unique_ptr<PeerServer>> listen(PeerServerOptions options);
    ~PeerServer();

    std::uint16_t port() const { return m_port; }
    /// Accepts and serves until `stop` becomes true (checked every ~200 ms), then ends the
    /// session in progress (aborting its point) and returns.
    void serve(const std::atomic<bool>& stop);

  private:
    PeerServer(PeerServerOptions options, platform::Socket listener, std::uint16_t port);
    /// Handshake (hello within the deadline, version, token), then the session if the slot
    /// is free; on the connection's own thread.
    void handleConnection(platform::Socket control);
    void runSession(platform::Socket& control, const std::string& label);
    /// Joins the connection threads that ended (all of them, waiting, when `all`).
    void reapConnections(bool all);
    /// Serves one request; false when the session must end (control connection lost).
    bool servePoint(platform::Socket& control, const ControlMessage& request);
    std::string refusal(const PeerRequest& request, const Mechanism* mechanism) const;
    Status awaitController(Channel& channel, platform::Socket& control,
                           std::chrono::milliseconds controllerTimeout, std::uint16_t port) const;
    Status answerPoint(std::unique_ptr<Channel>& channel, platform::Socket& control,
                       const PeerRequest& request, const Mechanism& mechanism, bool& stalled);
    void log(const std::string& line) const;

    PeerServerOptions m_options;
    platform::Socket m_listener;
    std::uint16_t m_port = 0;
    const std::atomic<bool>* m_stop = nullptr;
    struct Connection {
        std::thread thread;
        std::shared_ptr<std::atomic<bool>> finished;
    };
    std::vector<Connection> m_connections;        // serve()'s thread only
    std::atomic<bool> m_busy{false};              // the session slot
    std::mutex m_controlMutex;                    // guards m_activeControl
    platform::Socket* m_activeControl = nullptr;  // for shutdown on stop / hello deadline
    std::string m_controller;                     // "session N" label for the log
    std::unique_ptr<Channel> m_previousChannel;   // kept until the next point (see .cpp)
};

}  // namespace remote
}  // namespace ipclab
