// udp, websocket, zmq.* and report 000's variants, beyond the conformance suite: UDP's size
// limit and loss timeout, both ends of each channel in this process (so abort() can be checked
// against a blocked receive), the zmq.ipc socket folder, the "built without ZeroMQ" entries,
// and report 000's methods sending without anybody reading.
#include <gtest/gtest.h>

#include <filesystem>
#include <future>
#include <thread>

#include "ipclab/mechanism_registry.hpp"
#include "ipclab/platform/udp_socket.hpp"
#include "ipclab/validation.hpp"
#include "test_support.hpp"

namespace ipclab {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

std::vector<std::byte> numbered(std::size_t size, std::uint8_t seed) {
    std::vector<std::byte> bytes(size);
    for (std::size_t i = 0; i < size; ++i) {
        bytes[i] = static_cast<std::byte>((i * 31 + seed) & 0xff);
    }
    return bytes;
}

/// Both ends of a cross-process mechanism inside this process: the "peer" attaches from a
/// thread while the measuring side completes the connection, as the runner does.
struct NetworkEnds {
    OpenedChannel opened;
    std::unique_ptr<Channel> peer;
};

NetworkEnds connectInProcess(Mechanism& mechanism, const ChannelOptions& options) {
    NetworkEnds ends;
    auto opened = mechanism.open(options);
    EXPECT_TRUE(opened.ok()) << opened.error().message;
    if (!opened) {
        return ends;
    }
    ends.opened = std::move(opened.value());
    auto attaching = std::async(
        std::launch::async, [&] { return mechanism.attach(ends.opened.peerArgument, options); });
    Status connected = Error{ErrorCode::Timeout, "not tried"};
    for (int attempt = 0; attempt < 300 && !connected.ok(); ++attempt) {
        connected = ends.opened.initiator->completeConnection(100ms);
        if (!connected.ok() && connected.error().code != ErrorCode::Timeout) {
            break;
        }
    }
    auto peer = attaching.get();
    EXPECT_TRUE(peer.ok()) << peer.error().message;
    EXPECT_TRUE(connected.ok()) << connected.error().message;
    if (peer.ok() && connected.ok()) {
        ends.peer = std::move(peer.value());
    }
    return ends;
}

bool peerMechanismAvailable(const std::string& id) {
    return test::registeredMechanism(id).info().available;
}

// ---------------------------------------------------------------------------------------------
// udp

TEST(Udp, DescribesItsLimitAndItsLosses) {
    const MechanismInfo& info = test::registeredMechanism("udp").info();
    EXPECT_EQ(info.maxBytes, 65'507u);
    EXPECT_NE(english(info.sizeLimitNote).find("65,507"), std::string::npos)
        << english(info.sizeLimitNote);
    EXPECT_TRUE(info.lossy);
    EXPECT_TRUE(info.supports(Pattern::PingPong));
    EXPECT_TRUE(info.supports(Pattern::Stream));
    EXPECT_FALSE(info.explanation.empty());
}

TEST(Udp, ASizeOverTheLargestDatagramIsRefusedWithTheLimit) {
    auto experiment = test::smallExperiment({"udp"}, Pattern::PingPong, {64, 65'508});
    const auto errors = validate(experiment, MechanismRegistry::builtin());
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].field, "sizes");
    EXPECT_NE(errors[0].message.find("65507"), std::string::npos) << errors[0].message;
    EXPECT_NE(errors[0].message.find("65508"), std::string::npos) << errors[0].message;

    // The runner refuses it up front too: nothing is measured.
    Runner runner(test::testRunnerOptions());
    test::RecordingObserver observer;
    std::string error;
    const RunResult result = runner.run(experiment, observer, &error);
    EXPECT_FALSE(error.empty());
    EXPECT_TRUE(result.points.empty());

    experiment.sizesBytes = {65'507};
    EXPECT_TRUE(validate(experiment, MechanismRegistry::builtin()).empty());
}

TEST(Udp, BothEndsCarryDatagramsUpToTheLimitIntact) {
    ChannelOptions options;
    options.maxMessageBytes = platform::kMaxUdpPayloadBytes;
    options.lossTimeoutMs = 5'000;  // nothing should be lost here; this only bounds a failure
    NetworkEnds ends = connectInProcess(test::registeredMechanism("udp"), options);
    ASSERT_TRUE(ends.peer);
    for (const std::size_t size : {std::size_t{4}, std::size_t{1500}, std::size_t{65'507}}) {
        SCOPED_TRACE(size);
        const auto sent = numbered(size, 1);
        ASSERT_TRUE(ends.opened.initiator->send(sent).ok());
        std::vector<std::byte> received(size);
        const Status got = ends.peer->receive(received);
        ASSERT_TRUE(got.ok()) << got.error().message;
        EXPECT_EQ(received, sent);
        ASSERT_TRUE(ends.peer->send(received).ok());
        std::vector<std::byte> echoed(size);
        ASSERT_TRUE(ends.opened.initiator->receive(echoed).ok());
        EXPECT_EQ(echoed, sent);
    }
}

// A lost datagram must surface as Timeout after the loss timeout, never as a hang: the pattern
// counts it as lost and goes on.
TEST(Udp, ALostDatagramIsATimeoutNotAHang) {
    ChannelOptions options;
    options.maxMessageBytes = 64;
    options.lossTimeoutMs = 50;
    NetworkEnds ends = connectInProcess(test::registeredMechanism("udp"), options);
    ASSERT_TRUE(ends.peer);
    std::vector<std::byte> buffer(64);
    const Status lost = ends.opened.initiator->receive(buffer);
    ASSERT_FALSE(lost.ok());
    EXPECT_EQ(lost.error().code, ErrorCode::Timeout) << lost.error().message;
    // The channel still works after a loss.
    const auto sent = numbered(64, 9);
    ASSERT_TRUE(ends.peer->send(sent).ok());
    ASSERT_TRUE(ends.opened.initiator->receive(buffer).ok());
    EXPECT_EQ(buffer, sent);
}

TEST(Udp, ADatagramOfTheWrongSizeIsAProtocolError) {
    ChannelOptions options;
    options.maxMessageBytes = 64;
    options.lossTimeoutMs = 5'000;
    NetworkEnds ends = connectInProcess(test::registeredMechanism("udp"), options);
    ASSERT_TRUE(ends.peer);
    ASSERT_TRUE(ends.peer->send(numbered(4, 0)).ok());
    std::vector<std::byte> buffer(64);
    const Status got = ends.opened.initiator->receive(buffer);
    ASSERT_FALSE(got.ok());
    EXPECT_EQ(got.error().code, ErrorCode::ProtocolError) << got.error().message;
}

TEST(Udp, TheMeasuringSideWaitsForThePeersHelloInSlices) {
    ChannelOptions options;
    auto opened = test::registeredMechanism("udp").open(options);
    ASSERT_TRUE(opened.ok()) << opened.error().message;
    const Status status = opened->initiator->completeConnection(10ms);
    ASSERT_FALSE(status.ok());
    EXPECT_EQ(status.error().code, ErrorCode::Timeout);
}

TEST(Udp, ABadChannelArgumentIsRefused) {
    for (const std::string bad : {"", "127.0.0.1", "127.0.0.1:0", "127.0.0.1:x", ":5"}) {
        auto channel = test::registeredMechanism("udp").attach(bad, ChannelOptions{});
        ASSERT_FALSE(channel.ok()) << bad;
        EXPECT_EQ(channel.error().code, ErrorCode::InvalidArgument) << bad;
    }
}

// ---------------------------------------------------------------------------------------------
// Every connection-style mechanism: abort() wakes a receive blocked in another thread.

class AbortWakesReceive : public ::testing::TestWithParam<std::string> {};

TEST_P(AbortWakesReceive, OnTheMeasuringSide) {
    const std::string id = GetParam();
    if (!peerMechanismAvailable(id)) {
        GTEST_SKIP() << id << ": " << test::registeredMechanism(id).info().unavailableReason;
    }
    ChannelOptions options;
    options.maxMessageBytes = 64;
    options.lossTimeoutMs = 60'000;  // the abort, not the loss timeout, must end the wait
    NetworkEnds ends;
    Channel* initiator = nullptr;
    Channel* other = nullptr;
    if (test::registeredMechanism(id).info().runsInPeerProcess()) {
        ends = connectInProcess(test::registeredMechanism(id), options);
        ASSERT_TRUE(ends.peer);
        initiator = ends.opened.initiator.get();
        other = ends.peer.get();
    } else {
        auto opened = test::registeredMechanism(id).open(options);
        ASSERT_TRUE(opened.ok()) << opened.error().message;
        ends.opened = std::move(opened.value());
        initiator = ends.opened.initiator.get();
        other = ends.opened.responder.get();
    }
    ASSERT_NE(other, nullptr);

    // A message first: the channel is up before the wait begins.
    const auto sent = numbered(64, 5);
    ASSERT_TRUE(other->send(sent).ok());
    std::vector<std::byte> received(64);
    ASSERT_TRUE(initiator->receive(received).ok());
    EXPECT_EQ(received, sent);

    auto blocked = std::async(std::launch::async, [&] {
        std::vector<std::byte> buffer(64);
        return initiator->receive(buffer);
    });
    EXPECT_EQ(blocked.wait_for(100ms), std::future_status::timeout) << "receive did not block";
    initiator->abort();
    ASSERT_EQ(blocked.wait_for(30s), std::future_status::ready) << "abort() did not wake it";
    const Status status = blocked.get();
    EXPECT_FALSE(status.ok());
}

INSTANTIATE_TEST_SUITE_P(NetworkAndZmq, AbortWakesReceive,
                         ::testing::Values("udp", "websocket", "zmq.inproc", "zmq.ipc", "zmq.tcp"),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                             std::string name = info.param;
                             for (char& c : name) {
                                 if (c == '.') {
                                     c = '_';
                                 }
                             }
                             return name;
                         });

// ---------------------------------------------------------------------------------------------
// websocket

TEST(WebSocket, CarriesLargeMessagesAndRefusesTheWrongSize) {
    if (!peerMechanismAvailable("websocket")) {
        GTEST_SKIP() << test::registeredMechanism("websocket").info().unavailableReason;
    }
    ChannelOptions options;
    options.maxMessageBytes = 1 << 20;
    NetworkEnds ends = connectInProcess(test::registeredMechanism("websocket"), options);
    ASSERT_TRUE(ends.peer);
    // 1 MiB exceeds the socket buffers: the reply is read while it is written.
    const auto sent = numbered(1 << 20, 3);
    auto echo = std::async(std::launch::async, [&] {
        std::vector<std::byte> buffer(sent.size());
        if (auto status = ends.peer->receive(buffer); !status) {
            return status;
        }
        return ends.peer->send(buffer);
    });
    ASSERT_TRUE(ends.opened.initiator->send(sent).ok());
    std::vector<std::byte> echoed(sent.size());
    ASSERT_TRUE(ends.opened.initiator->receive(echoed).ok());
    EXPECT_TRUE(echo.get().ok());
    EXPECT_EQ(echoed, sent);

    // A 100-byte message where 64 are expected is a protocol error.
    ASSERT_TRUE(ends.peer->send(numbered(100, 1)).ok());
    std::vector<std::byte> small(64);
    Status status = ends.opened.initiator->receive(small);
    ASSERT_FALSE(status.ok());
    EXPECT_EQ(status.error().code, ErrorCode::ProtocolError) << status.error().message;
}

TEST(WebSocket, APeerThatClosesEndsTheReceiveWithClosed) {
    if (!peerMechanismAvailable("websocket")) {
        GTEST_SKIP() << test::registeredMechanism("websocket").info().unavailableReason;
    }
    NetworkEnds ends = connectInProcess(test::registeredMechanism("websocket"), ChannelOptions{});
    ASSERT_TRUE(ends.peer);
    ends.peer.reset();  // the peer process dies: its socket closes
    std::vector<std::byte> buffer(64);
    const Status status = ends.opened.initiator->receive(buffer);
    ASSERT_FALSE(status.ok());
    EXPECT_EQ(status.error().code, ErrorCode::Closed) << status.error().message;
}

// ---------------------------------------------------------------------------------------------
// zmq

TEST(Zmq, EntriesAreListedEvenWithoutZeroMq) {
    // zmq.inproc needs nothing but ZeroMQ itself: when it is unavailable, the build has none.
    const bool builtWithoutZmq = !test::registeredMechanism("zmq.inproc").info().available;
    for (const std::string id : {"zmq.inproc", "zmq.ipc", "zmq.tcp"}) {
        const MechanismInfo& info = test::registeredMechanism(id).info();
        EXPECT_TRUE(info.supports(Pattern::PingPong)) << id;
        EXPECT_TRUE(info.supports(Pattern::Stream)) << id;
        if (!info.available) {
            // With ZeroMQ, only zmq.ipc can be missing: on an OS without AF_UNIX sockets (Wine).
            const std::string expectedReason = builtWithoutZmq ? "built without ZeroMQ" : "AF_UNIX";
            EXPECT_NE(info.unavailableReason.find(expectedReason), std::string::npos)
                << info.unavailableReason;
            auto opened = test::registeredMechanism(id).open(ChannelOptions{});
            ASSERT_FALSE(opened.ok());
            EXPECT_EQ(opened.error().code, ErrorCode::Unsupported);
        }
    }
    EXPECT_EQ(test::registeredMechanism("zmq.inproc").info().locality, Locality::InProcess);
    EXPECT_EQ(test::registeredMechanism("zmq.ipc").info().locality, Locality::CrossProcess);
    EXPECT_EQ(test::registeredMechanism("zmq.tcp").info().locality, Locality::Network);
}

TEST(Zmq, TheIpcSocketLivesInAPrivateFolderThatIsRemoved) {
    if (!peerMechanismAvailable("zmq.ipc")) {
        GTEST_SKIP() << test::registeredMechanism("zmq.ipc").info().unavailableReason;
    }
    fs::path folder;
    {
        NetworkEnds ends = connectInProcess(test::registeredMechanism("zmq.ipc"), ChannelOptions{});
        ASSERT_TRUE(ends.peer);
        const std::string& endpoint = ends.opened.peerArgument;
        ASSERT_EQ(endpoint.rfind("ipc://", 0), 0u) << endpoint;
        const fs::path socketFile = endpoint.substr(6);
        folder = socketFile.parent_path();
        EXPECT_NE(folder.filename().string().find("ipclab"), std::string::npos) << folder;
        EXPECT_TRUE(fs::exists(socketFile)) << socketFile;
        const auto perms = fs::status(folder).permissions();
        EXPECT_EQ(perms & fs::perms::all, fs::perms::owner_all) << folder;
        // The peer's end goes first, as when the peer process dies.
        ends.peer.reset();
    }
    EXPECT_FALSE(fs::exists(folder)) << folder << " was left behind";
}

TEST(Zmq, AttachRefusesAForeignEndpoint) {
    if (!peerMechanismAvailable("zmq.tcp")) {
        GTEST_SKIP() << test::registeredMechanism("zmq.tcp").info().unavailableReason;
    }
    EXPECT_FALSE(
        test::registeredMechanism("zmq.tcp").attach("ipc:///tmp/x", ChannelOptions{}).ok());
    EXPECT_FALSE(
        test::registeredMechanism("zmq.ipc").attach("tcp://127.0.0.1:5", ChannelOptions{}).ok());
    EXPECT_FALSE(
        test::registeredMechanism("zmq.inproc").attach("inproc://x", ChannelOptions{}).ok());
}

// ---------------------------------------------------------------------------------------------
// report 000's methods

TEST(Report000, BothVariantsAreOneSidedAndLabelled) {
    for (const std::string id : {"report000.locked-write", "report000.sendto"}) {
        const MechanismInfo& info = test::registeredMechanism(id).info();
        EXPECT_EQ(info.reportVariantOf, "000") << id;
        EXPECT_EQ(info.patterns, std::vector<Pattern>{Pattern::OneSided}) << id;
        EXPECT_NE(info.explanation.find("not"), std::string::npos) << id;
    }
    EXPECT_EQ(test::registeredMechanism("report000.locked-write").info().locality,
              Locality::InProcess);
    EXPECT_EQ(test::registeredMechanism("report000.sendto").info().locality, Locality::Network);
    EXPECT_EQ(test::registeredMechanism("report000.sendto").info().maxBytes, 65'507u);
}

// Far more messages than any buffer holds, and nobody reads: every send still returns at once
// (the test would hang, and time out, if one blocked).
TEST(Report000, SendsNeverWaitForAReader) {
    for (const std::string id : {"report000.locked-write", "report000.sendto"}) {
        SCOPED_TRACE(id);
        ChannelOptions options;
        options.maxMessageBytes = 8192;
        auto opened = test::registeredMechanism(id).open(options);
        ASSERT_TRUE(opened.ok()) << opened.error().message;
        EXPECT_FALSE(opened->responder);
        EXPECT_TRUE(opened->peerArgument.empty());
        Channel& channel = *opened->initiator;
        ASSERT_TRUE(channel.completeConnection(0ms).ok());
        const auto message = numbered(8192, 2);
        for (int i = 0; i < 4000; ++i) {  // 32 MiB
            const Status status = channel.send(message);
            ASSERT_TRUE(status.ok()) << "message " << i << ": " << status.error().message;
        }
        std::vector<std::byte> buffer(8192);
        const Status received = channel.receive(buffer);
        ASSERT_FALSE(received.ok());
        EXPECT_EQ(received.error().code, ErrorCode::Unsupported);
        EXPECT_NE(received.error().message.find("nobody receives"), std::string::npos);
        channel.abort();  // a no-op, and harmless
    }
}

TEST(Report000, SendToHasNoPeerSide) {
    auto attached =
        test::registeredMechanism("report000.sendto").attach("127.0.0.1:1", ChannelOptions{});
    ASSERT_FALSE(attached.ok());
    EXPECT_EQ(attached.error().code, ErrorCode::Unsupported);
}

}  // namespace
}  // namespace ipclab
