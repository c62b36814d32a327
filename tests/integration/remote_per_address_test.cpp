// Issue 35, item 4, from two source addresses: the peer gives unauthenticated connections a
// share of the handshake places per address, so clients without the token on one address
// (here 127.0.0.1) that fill their share and keep reconnecting cannot take the places of
// another address (127.0.0.2), nor turn away a controller that sends its hello at once.
// Linux routes all of 127/8 to loopback; where binding to 127.0.0.2 fails (macOS, Windows
// without the address) the tests skip, saying so.
#include <gtest/gtest.h>

#include <atomic>
#include <optional>
#include <thread>
#include <vector>

#include "ipclab/mechanism_registry.hpp"
#include "ipclab/peer_request.hpp"
#include "mechanisms/data_secret.hpp"
#include "remote/control_protocol.hpp"
#include "remote_support.hpp"
#include "run/patterns.hpp"

namespace ipclab::testing {
namespace {

using std::chrono::milliseconds;

constexpr const char* kFlooded = "127.0.0.1";
constexpr const char* kOther = "127.0.0.2";
// More clients than the handshake places of the whole peer (64), so that without a share per
// address the oldest handshake of all (the other address's) would be ended by the flood.
constexpr int kFloodClients = 72;

/// A peer with a hello deadline long enough that every handshake the flood ends was ended to
/// make room for a newcomer, not by the deadline.
remote::PeerServerOptions patientOptions() {
    remote::PeerServerOptions options = InProcessPeer::optionsFor("127.0.0.1");
    options.helloDeadline = milliseconds(60'000);
    return options;
}

/// Clients without the token on one address, each holding its connection silent until the
/// peer ends it and then connecting again at once; counts the connections the peer ended.
class Flood {
  public:
    Flood(std::uint16_t port, const char* from, int clients) {
        for (int client = 0; client < clients; ++client) {
            m_threads.emplace_back([this, port, from] {
                while (!m_stop.load()) {
                    auto connection =
                        platform::Socket::connectTcp("127.0.0.1", port, milliseconds(500), from);
                    if (!connection) {
                        continue;
                    }
                    while (!m_stop.load()) {
                        auto readable = connection->waitReadable(milliseconds(100));
                        if (!readable || readable.value()) {
                            m_ended.fetch_add(1);
                            break;
                        }
                    }
                }
            });
        }
    }
    ~Flood() {
        m_stop.store(true);
        for (std::thread& thread : m_threads) {
            thread.join();
        }
    }
    /// Waits until the peer has ended `count` of the flood's connections (false after 60 s: a
    /// bound against a hang, not a measurement).
    bool awaitEnded(int count) const {
        for (int slice = 0; slice < 600 && m_ended.load() < count; ++slice) {
            std::this_thread::sleep_for(milliseconds(100));
        }
        return m_ended.load() >= count;
    }

  private:
    std::atomic<bool> m_stop{false};
    std::atomic<int> m_ended{0};
    std::vector<std::thread> m_threads;
};

/// Whether this machine can connect from `from` (false: the test skips).
bool canConnectFrom(const char* from, std::uint16_t port) {
    auto probe = platform::Socket::connectTcp("127.0.0.1", port, milliseconds(2000), from);
    return probe.ok();
}

remote::ControlMessage hello(const std::string& token) {
    remote::ControlMessage message;
    message.type = remote::MessageType::Hello;
    message.version = remote::kProtocolVersion;
    message.token = token;
    return message;
}

/// Runs one verified tcp ping-pong point on an authenticated control connection, as a
/// controller does; true when the peer reports it done and ok.
bool runPoint(platform::Socket& control) {
    Mechanism* mechanism = MechanismRegistry::builtin().find("tcp");
    PeerRequest point;
    point.mechanism = "tcp";
    point.channel = "remote";
    point.sizeBytes = 64;
    point.iterations = 50;
    point.verifyPayload = true;
    remote::ControlMessage request;
    request.type = remote::MessageType::Request;
    request.arguments = toPeerArguments(point);
    request.timeoutMs = 10'000;
    EXPECT_TRUE(remote::sendMessage(control, request).ok());
    auto ready = remote::receiveMessage(control, milliseconds(10'000));
    if (!ready || ready->type != remote::MessageType::Ready) {
        ADD_FAILURE() << (ready ? ready->reason : ready.error().message);
        return false;
    }
    ChannelOptions options;
    options.maxMessageBytes = point.sizeBytes;
    options.dataSecret = ready->secret;
    auto channel = mechanism->attach("127.0.0.1:" + std::to_string(ready->port), options);
    if (!channel) {
        ADD_FAILURE() << channel.error().message;
        return false;
    }
    const detail::PatternSpec spec = detail::responderSpec(point, false);
    detail::RepetitionFigures figures;
    detail::Heartbeat heartbeat{0};
    EXPECT_TRUE(detail::initiatePingPong(*channel.value(), spec, 0, figures, heartbeat).ok());
    EXPECT_TRUE(detail::receiveResponderReport(*channel.value(), spec).ok());
    auto done = remote::receiveMessage(control, milliseconds(10'000));
    return done.ok() && done->type == remote::MessageType::Done && done->ok &&
           figures.oneWayNs.size() == point.iterations;
}

/// A controller from `from` as RemoteSession is one: hello at once, and again when turned away
/// before the peer read it (closed, or "busy: too many connections"). The peer's first answer
/// to a hello it read (welcome, or an error saying why not).
remote::ControlMessage greet(std::uint16_t port, const char* from, const std::string& token,
                             std::optional<platform::Socket>& control) {
    for (int attempt = 0; attempt < 50; ++attempt) {
        auto socket = platform::Socket::connectTcp("127.0.0.1", port, milliseconds(2000), from);
        if (!socket || !remote::sendMessage(socket.value(), hello(token))) {
            continue;
        }
        auto answer = remote::receiveMessage(socket.value(), milliseconds(10'000));
        const bool turnedAway = answer
                                    ? answer->type == remote::MessageType::Error &&
                                          answer->reason.starts_with("busy: too many connections")
                                    : answer.error().code == ErrorCode::Closed;
        if (!turnedAway) {
            control = std::move(socket.value());
            return answer ? answer.value() : remote::ControlMessage{};
        }
        std::this_thread::sleep_for(milliseconds(50));
    }
    return {};
}

TEST(RemotePerAddress, AFloodFromOneAddressCannotEndAnotherAddresssHandshake) {
    InProcessPeer peer(patientOptions());
    ASSERT_TRUE(peer.ok());
    if (!canConnectFrom(kOther, peer.port())) {
        GTEST_SKIP() << "cannot connect from " << kOther << " here (no such loopback address)";
    }
    // A controller from the other address that has connected but not yet said hello: the
    // oldest handshake of all once the flood comes.
    auto slow = platform::Socket::connectTcp("127.0.0.1", peer.port(), milliseconds(2000), kOther);
    ASSERT_TRUE(slow.ok()) << slow.error().message;
    {
        Flood flood(peer.port(), kFlooded, kFloodClients);
        // Ordering, not timing: the flood has filled its share and gone on long enough to
        // have ended every place of the peer twice over had it been allowed to.
        ASSERT_TRUE(flood.awaitEnded(2 * kFloodClients));
        auto stillOpen = slow->waitReadable(milliseconds(0));
        ASSERT_TRUE(stillOpen.ok());
        EXPECT_FALSE(stillOpen.value()) << "the peer ended the other address's handshake";
        ASSERT_TRUE(remote::sendMessage(slow.value(), hello(kTestToken)).ok());
        auto welcome = remote::receiveMessage(slow.value(), milliseconds(10'000));
        ASSERT_TRUE(welcome.ok()) << welcome.error().message;
        EXPECT_EQ(welcome->type, remote::MessageType::Welcome) << welcome->reason;
        EXPECT_TRUE(runPoint(slow.value()));
        slow->close();
    }
}

TEST(RemotePerAddress, ControllersOfBothAddressesAreServedWhileOneAddressFloods) {
    InProcessPeer peer(patientOptions());
    ASSERT_TRUE(peer.ok());
    if (!canConnectFrom(kOther, peer.port())) {
        GTEST_SKIP() << "cannot connect from " << kOther << " here (no such loopback address)";
    }
    Flood flood(peer.port(), kFlooded, kFloodClients);
    ASSERT_TRUE(flood.awaitEnded(kFloodClients));  // its share is full and it keeps coming
    for (const char* from : {kOther, kFlooded, kOther, kFlooded}) {
        SCOPED_TRACE(from);
        std::optional<platform::Socket> control;
        const remote::ControlMessage welcome = greet(peer.port(), from, kTestToken, control);
        ASSERT_EQ(welcome.type, remote::MessageType::Welcome) << welcome.reason;
        EXPECT_TRUE(runPoint(*control));
        control->close();
    }
    // A newcomer without the token from the flooded address is heard too (it ends the oldest
    // handshake of its address rather than being turned away): told its token is wrong.
    std::optional<platform::Socket> control;
    const remote::ControlMessage answer = greet(peer.port(), kFlooded, "wrong", control);
    EXPECT_EQ(answer.type, remote::MessageType::Error);
    EXPECT_EQ(answer.reason, "wrong token");
}

}  // namespace
}  // namespace ipclab::testing
