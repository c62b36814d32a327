// Issue 22, items 3 and 4: clients that hold the remote peer. Connections that sent one byte of
// a frame and went silent were never timed out (8 of them refused every controller, and SIGINT
// did not stop the peer while one was held); a controller stopped mid-run (SIGSTOP) locked
// good ones out for as long as it stayed stopped. Each phase now has a deadline (shortened
// here through PeerServerOptions; the defaults are in docs/reliability.md).
#include <gtest/gtest.h>

#include <future>

#include "ipclab/mechanism_registry.hpp"
#include "ipclab/peer_request.hpp"
#include "mechanisms/data_secret.hpp"
#include "remote/control_protocol.hpp"
#include "remote_support.hpp"

namespace ipclab::testing {
namespace {

using std::chrono::milliseconds;

class ShortDeadlinePeer {
  public:
    ShortDeadlinePeer() {
        remote::PeerServerOptions options;
        options.token = kTestToken;
        options.helloDeadline = milliseconds(500);
        options.idleWait = milliseconds(1000);
        options.progressDeadline = milliseconds(1000);
        auto server = remote::PeerServer::listen(options);
        if (server) {
            m_server = std::move(server.value());
            m_served = std::async(std::launch::async, [this] { m_server->serve(m_stop); });
        }
    }
    ~ShortDeadlinePeer() { stop(); }
    bool ok() const { return m_server != nullptr; }
    std::uint16_t port() const { return m_server->port(); }
    std::string where() const { return "127.0.0.1:" + std::to_string(port()); }
    /// Asks serve() to return; false if it did not within `patience` (a hang).
    bool stop(milliseconds patience = milliseconds(10'000)) {
        m_stop.store(true);
        return !m_served.valid() || m_served.wait_for(patience) == std::future_status::ready;
    }

  private:
    std::atomic<bool> m_stop{false};
    std::unique_ptr<remote::PeerServer> m_server;
    std::future<void> m_served;
};

platform::Socket connectTo(std::uint16_t port) {
    auto socket = platform::Socket::connectTcp("127.0.0.1", port, milliseconds(2000));
    EXPECT_TRUE(socket.ok());
    return socket ? std::move(socket.value()) : platform::Socket();
}

platform::Socket authenticated(std::uint16_t port) {
    platform::Socket control = connectTo(port);
    remote::ControlMessage hello;
    hello.type = remote::MessageType::Hello;
    hello.version = remote::kProtocolVersion;
    hello.token = kTestToken;
    EXPECT_TRUE(remote::sendMessage(control, hello).ok());
    auto welcome = remote::receiveMessage(control, milliseconds(5000));
    EXPECT_TRUE(welcome.ok() && welcome->type == remote::MessageType::Welcome);
    return control;
}

void sendOneByte(platform::Socket& socket) {
    const std::byte first{0};
    EXPECT_TRUE(socket.sendAll(std::span(&first, 1)).ok());
}

Experiment patientExperiment(const std::string& where) {
    Experiment experiment = remoteExperiment(where, {"tcp"});
    experiment.peerTimeoutMs = 10'000;  // the connect budget, well past the peer's deadlines
    return experiment;
}

TEST(RemoteStall, SlowLorisConnectionsTimeOutAndDoNotBlockAStop) {
    ShortDeadlinePeer peer;
    ASSERT_TRUE(peer.ok());
    std::vector<platform::Socket> loris;
    for (int i = 0; i < 8; ++i) {  // as many as the peer handles at once
        loris.push_back(connectTo(peer.port()));
        sendOneByte(loris.back());
    }
    std::this_thread::sleep_for(milliseconds(100));
    EXPECT_TRUE(runRemote(patientExperiment(peer.where())).allOk());

    // A fresh one-byte connection is being read when the stop comes: serve() still returns.
    platform::Socket held = connectTo(peer.port());
    sendOneByte(held);
    std::this_thread::sleep_for(milliseconds(100));
    EXPECT_TRUE(peer.stop());
}

TEST(RemoteStall, ASilentAuthenticatedControllerLosesTheSession) {
    ShortDeadlinePeer peer;
    ASSERT_TRUE(peer.ok());
    platform::Socket stalled = authenticated(peer.port());
    // It holds the session and says nothing (as under SIGSTOP between points): meanwhile others
    // are told "busy"; after the idle bound the peer ends its session (closes the connection)
    // and the next controller gets in.
    auto after = remote::receiveMessage(stalled, milliseconds(10'000));
    ASSERT_FALSE(after.ok());
    EXPECT_EQ(after.error().code, platform::ErrorCode::Closed) << after.error().message;
    EXPECT_TRUE(runRemote(patientExperiment(peer.where())).allOk());
}

TEST(RemoteStall, AControllerStalledMidPointLosesTheSession) {
    ShortDeadlinePeer peer;
    ASSERT_TRUE(peer.ok());
    Mechanism* tcp = MechanismRegistry::builtin().find("tcp");
    ASSERT_NE(tcp, nullptr);
    platform::Socket control = authenticated(peer.port());
    PeerRequest point;
    point.mechanism = "tcp";
    point.channel = "remote";
    point.sizeBytes = 64;
    point.iterations = 1000;
    remote::ControlMessage request;
    request.type = remote::MessageType::Request;
    request.arguments = toPeerArguments(point);
    request.timeoutMs = 10'000;
    ASSERT_TRUE(remote::sendMessage(control, request).ok());
    auto ready = remote::receiveMessage(control, milliseconds(5000));
    ASSERT_TRUE(ready.ok() && ready->type == remote::MessageType::Ready);
    ChannelOptions options;
    options.maxMessageBytes = point.sizeBytes;
    options.dataSecret = ready->secret;
    auto data = tcp->attach("127.0.0.1:" + std::to_string(ready->port), options);
    ASSERT_TRUE(data.ok()) << data.error().message;
    // Connected, then silent: the peer's responder waits for a message that never comes.
    auto done = remote::receiveMessage(control, milliseconds(10'000));
    ASSERT_TRUE(done.ok()) << done.error().message;
    EXPECT_EQ(done->type, remote::MessageType::Done);
    EXPECT_FALSE(done->ok);
    EXPECT_NE(done->reason.find("stalled"), std::string::npos) << done->reason;
    EXPECT_FALSE(remote::receiveMessage(control, milliseconds(5000)).ok());  // session ended
    EXPECT_TRUE(runRemote(patientExperiment(peer.where())).allOk());
}

}  // namespace
}  // namespace ipclab::testing
