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
/// own thread and must authenticate within a short deadline BEFORE it may take the session.
/// Unauthenticated connections have places of their own, a share of them per address, and a
/// newcomer ends the oldest handshake rather than being turned away: clients without the token
/// that keep reconnecting cannot lock a controller out, as the controller sends its hello at
/// once and is heard before anyone crowds it out.
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
    /// What serve() knows of a connection's thread: whether it ended, whether it proved the
    /// token, and (until it has) its socket, to end it when a newcomer needs the room.
    struct ConnectionState {
        std::string address;  ///< The client's numeric address ("" if unknown).
        std::atomic<bool> finished{false};
        std::atomic<bool> authenticated{false};
        bool evicted = false;  ///< serve()'s thread only
        std::mutex mutex;      ///< guards `socket`
        platform::Socket* socket = nullptr;
        /// Shuts the socket down if the handshake still holds it (its thread then ends).
        void evict();
    };
    /// Handshake (hello within the deadline, version, token), then the session if the slot
    /// is free; on the connection's own thread.
    void handleConnection(platform::Socket control, ConnectionState& state);
    /// Ends the oldest handshake of `address` when that address already has its share of
    /// handshakes, else the oldest of all when every handshake place is taken: a newcomer is
    /// always heard, and a client that sends its hello at once is never crowded out.
    void makeRoomFor(const std::string& address);
    void runSession(platform::Socket& control, const std::string& label);
    /// Joins the connection threads that ended (all of them, waiting, when `all`).
    void reapConnections(bool all);
    /// Serves one request, logged under `label`; false when the session must end (control
    /// connection lost).
    bool servePoint(platform::Socket& control, const ControlMessage& request,
                    const std::string& label);
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
        std::shared_ptr<ConnectionState> state;
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
