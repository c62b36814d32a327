// Every network mechanism against a remote peer on loopback, shared memory and queues against a
// peer in this IPC namespace (as in two containers sharing one) and refused with the reason in
// another, and each way a remote run fails: wrong token, version mismatch, malformed messages,
// busy, refused, silence, a peer that dies.
#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <utility>

#include "ipclab/mechanism_registry.hpp"
#include "ipclab/platform/system.hpp"
#include "ipclab/remote.hpp"
#include "remote/control_protocol.hpp"
#include "remote/remote_session.hpp"
#include "remote_support.hpp"

namespace ipclab::testing {
namespace {

using std::chrono::milliseconds;

class RemoteMechanism : public ::testing::TestWithParam<std::string> {
  protected:
    void SetUp() override {
        const MechanismInfo& info = MechanismRegistry::builtin().find(GetParam())->info();
        if (!info.available) {
            GTEST_SKIP() << GetParam() << ": " << info.unavailableReason;
        }
        // Shared memory reaches a peer only in a named IPC namespace both share (Linux).
        if (info.sharedIpcCapable() && !info.remoteCapable && platform::ipcNamespace().empty()) {
            GTEST_SKIP() << GetParam() << ": this OS names no IPC namespace to share";
        }
    }
};

TEST_P(RemoteMechanism, PingPongAgainstALoopbackPeer) {
    InProcessPeer peer;
    ASSERT_TRUE(peer.error.empty()) << peer.error;
    const RunResult result = runRemote(remoteExperiment(peer.where(), {GetParam()}));
    ASSERT_EQ(result.points.size(), 2u);
    for (const PointResult& point : result.points) {
        EXPECT_TRUE(point.ok) << point.error.english();
        ASSERT_EQ(point.repetitions.size(), 2u);
        // UDP may lose a datagram even on loopback: what arrived plus what was lost is all.
        EXPECT_EQ(point.latencyNs.count + point.lostMessages, 2u * 200u);
        EXPECT_GE(point.responderCpuNsPerMessage, 0.0);
    }
    EXPECT_FALSE(result.peerMachine.hostName.empty());
    EXPECT_FALSE(result.peerMachine.osName.empty());
    EXPECT_EQ(result.experiment.remotePeer, peer.where());
}

TEST_P(RemoteMechanism, StreamAgainstALoopbackPeer) {
    InProcessPeer peer;
    ASSERT_TRUE(peer.error.empty()) << peer.error;
    const RunResult result =
        runRemote(remoteExperiment(peer.where(), {GetParam()}, Pattern::Stream));
    ASSERT_EQ(result.points.size(), 2u);
    for (const PointResult& point : result.points) {
        EXPECT_TRUE(point.ok) << point.error.english();
        EXPECT_EQ(point.repetitions.size(), 2u);
        EXPECT_GT(point.throughput.bytesPerSecond, 0.0);
    }
}

INSTANTIATE_TEST_SUITE_P(Network, RemoteMechanism,
                         ::testing::Values("tcp", "udp", "websocket", "zmq.tcp"),
                         [](const auto& info) {
                             std::string name = info.param;
                             std::replace(name.begin(), name.end(), '.', '_');
                             return name;
                         });

// The peer is in this process: the same IPC namespace, as two containers with one shared.
INSTANTIATE_TEST_SUITE_P(SharedIpc, RemoteMechanism,
                         ::testing::Values("shm.spin", "shm.semaphore", "shm.condvar", "shm.ring",
                                           "mq.posix", "mq.sysv", "mq.boost"),
                         [](const auto& info) {
                             std::string name = info.param;
                             std::replace(name.begin(), name.end(), '.', '_');
                             return name;
                         });

// A peer in an IPC namespace of its own (unshare --ipc, root only): shared memory cannot reach
// it, and every point says why, naming both namespaces; a network mechanism still runs.
TEST(RemotePeer, SeparateIpcNamespacesAreNamedNotABareFailure) {
#ifdef _WIN32
    GTEST_SKIP() << "IPC namespaces are Linux's";
#else
    if (::geteuid() != 0 || !std::filesystem::exists("/usr/bin/unshare")) {
        GTEST_SKIP() << "needs root and unshare(1) for an IPC namespace of the peer's own";
    }
#endif
    const std::uint16_t port = freePort();
    ASSERT_NE(port, 0);
    auto process = platform::Process::spawn(
        "/usr/bin/unshare", {"--ipc", IPCLAB_PEER_PATH, "--listen",
                             "127.0.0.1:" + std::to_string(port), "--token", kTestToken});
    ASSERT_TRUE(process.ok()) << process.error().message;
    ASSERT_TRUE(waitUntilListening("127.0.0.1", port, milliseconds(5000)));
    const RunResult result =
        runRemote(remoteExperiment("127.0.0.1:" + std::to_string(port), {"shm.ring", "tcp"}));
    process->kill();
    (void)process->wait(milliseconds(5000));
    ASSERT_EQ(result.points.size(), 4u);
    for (const PointResult& point : result.points) {
        if (point.mechanism == "tcp") {
            EXPECT_TRUE(point.ok) << point.error.english();
            continue;
        }
        EXPECT_FALSE(point.ok);
        const std::string why = point.error.english();
        EXPECT_NE(why.find("separate IPC namespaces (ipc:["), std::string::npos) << why;
        EXPECT_NE(why.find("compose ipc: \"service:peer\""), std::string::npos) << why;
    }
}

TEST(RemotePeer, OneSessionServesManyRunsInTurn) {
    InProcessPeer peer;
    ASSERT_TRUE(peer.error.empty()) << peer.error;
    for (int run = 0; run < 3; ++run) {
        const RunResult result = runRemote(remoteExperiment(peer.where(), {"tcp", "websocket"}));
        EXPECT_TRUE(result.allOk()) << run;
    }
}

TEST(RemotePeer, WrongTokenFailsEveryPointWithTheReason) {
    InProcessPeer peer;
    ASSERT_TRUE(peer.error.empty()) << peer.error;
    const RunResult result = runRemote(remoteExperiment(peer.where(), {"tcp"}), "not the token");
    ASSERT_EQ(result.points.size(), 2u);
    for (const PointResult& point : result.points) {
        EXPECT_FALSE(point.ok);
        EXPECT_NE(point.error.english().find("wrong token"), std::string::npos)
            << point.error.english();
    }
    EXPECT_TRUE(result.peerMachine.hostName.empty());
}

TEST(RemotePeer, NothingListeningIsRefusedAtOnce) {
    const std::uint16_t port = freePort();
    const RunResult result =
        runRemote(remoteExperiment("127.0.0.1:" + std::to_string(port), {"tcp"}));
    ASSERT_FALSE(result.points.empty());
    EXPECT_FALSE(result.points[0].ok);
    EXPECT_NE(result.points[0].error.english().find("refused"), std::string::npos)
        << result.points[0].error.english();
}

TEST(RemotePeer, UnknownHostIsNamed) {
    const RunResult result = runRemote(remoteExperiment("no-such-host.invalid:7290", {"tcp"}));
    ASSERT_FALSE(result.points.empty());
    EXPECT_NE(result.points[0].error.english().find("cannot resolve host \"no-such-host.invalid\""),
              std::string::npos)
        << result.points[0].error.english();
}

// Something accepts but never speaks the protocol: the peer timeout bounds the wait.
TEST(RemotePeer, ASilentListenerTimesOut) {
    auto listener = platform::Socket::listenTcp("127.0.0.1", 0);
    ASSERT_TRUE(listener.ok());
    Experiment experiment =
        remoteExperiment("127.0.0.1:" + std::to_string(listener->localPort().value()), {"tcp"});
    experiment.peerTimeoutMs = 300;
    const RunResult result = runRemote(experiment);
    ASSERT_FALSE(result.points.empty());
    EXPECT_NE(result.points[0].error.english().find("no welcome within 300 ms"), std::string::npos)
        << result.points[0].error.english();
}

// A fake peer that answers with another protocol version.
TEST(RemotePeer, AVersionMismatchIsReportedByTheController) {
    auto listener = platform::Socket::listenTcp("127.0.0.1", 0);
    ASSERT_TRUE(listener.ok());
    const auto port = listener->localPort().value();
    std::thread fake([&] {
        auto control = listener->accept(milliseconds(5000));
        ASSERT_TRUE(control.ok());
        ASSERT_TRUE(remote::receiveMessage(control.value(), milliseconds(5000)).ok());
        remote::ControlMessage welcome;
        welcome.type = remote::MessageType::Welcome;
        welcome.version = remote::kProtocolVersion + 1;
        (void)remote::sendMessage(control.value(), welcome);
        (void)remote::receiveMessage(control.value(), milliseconds(2000));  // until it leaves
    });
    std::atomic<bool> cancel{false};
    auto session = remote::RemoteSession::connect("127.0.0.1:" + std::to_string(port), kTestToken,
                                                  milliseconds(5000), cancel);
    fake.join();
    ASSERT_FALSE(session.ok());
    const std::string expected = "speaks protocol version " +
                                 std::to_string(remote::kProtocolVersion + 1) + ", this build " +
                                 std::to_string(remote::kProtocolVersion);
    EXPECT_NE(session.error().message.find(expected), std::string::npos) << session.error().message;
}

// A controller of another version, and one that sends garbage, talking to the real server.
TEST(RemotePeer, ThePeerRefusesAnotherVersionAndMalformedMessages) {
    InProcessPeer peer;
    ASSERT_TRUE(peer.error.empty()) << peer.error;
    const auto where = parseHostPort(peer.where()).value();
    {
        auto control = platform::Socket::connectTcp(where.host, where.port, milliseconds(2000));
        ASSERT_TRUE(control.ok());
        remote::ControlMessage hello;
        hello.type = remote::MessageType::Hello;
        hello.version = 99;
        hello.token = kTestToken;
        ASSERT_TRUE(remote::sendMessage(control.value(), hello).ok());
        auto reply = remote::receiveMessage(control.value(), milliseconds(5000));
        ASSERT_TRUE(reply.ok()) << reply.error().message;
        EXPECT_EQ(reply->type, remote::MessageType::Error);
        EXPECT_NE(reply->reason.find("protocol version 99 is not supported"), std::string::npos)
            << reply->reason;
    }
    {
        auto control = platform::Socket::connectTcp(where.host, where.port, milliseconds(2000));
        ASSERT_TRUE(control.ok());
        const std::string garbage = std::string("\0\0\0\x05", 4) + "{{{{{";
        ASSERT_TRUE(
            control->sendAll(std::as_bytes(std::span(garbage.data(), garbage.size()))).ok());
        auto reply = remote::receiveMessage(control.value(), milliseconds(5000));
        ASSERT_TRUE(reply.ok()) << reply.error().message;
        EXPECT_NE(reply->reason.find("not valid JSON"), std::string::npos) << reply->reason;
    }
    {
        auto control = platform::Socket::connectTcp(where.host, where.port, milliseconds(2000));
        ASSERT_TRUE(control.ok());
        const std::string huge = "\x10\0\0\0";  // 256 MiB announced
        ASSERT_TRUE(control->sendAll(std::as_bytes(std::span(huge.data(), 4))).ok());
        auto reply = remote::receiveMessage(control.value(), milliseconds(5000));
        // The peer closes at once: either its error arrives or the connection just ends.
        if (reply.ok()) {
            EXPECT_EQ(reply->type, remote::MessageType::Error);
        } else {
            EXPECT_EQ(reply.error().code, ErrorCode::Closed) << reply.error().message;
        }
    }
    // The peer still serves a proper controller afterwards.
    EXPECT_TRUE(runRemote(remoteExperiment(peer.where(), {"tcp"})).allOk());
}

TEST(RemotePeer, ASecondControllerIsToldBusy) {
    InProcessPeer peer;
    ASSERT_TRUE(peer.error.empty()) << peer.error;
    std::atomic<bool> cancel{false};
    auto first =
        remote::RemoteSession::connect(peer.where(), kTestToken, milliseconds(5000), cancel);
    ASSERT_TRUE(first.ok()) << first.error().message;
    auto second =
        remote::RemoteSession::connect(peer.where(), kTestToken, milliseconds(5000), cancel);
    ASSERT_FALSE(second.ok());
    EXPECT_NE(second.error().message.find("busy"), std::string::npos) << second.error().message;
}

TEST(RemotePeer, CancelEndsARemoteRunPromptly) {
    InProcessPeer peer;
    ASSERT_TRUE(peer.error.empty()) << peer.error;
    Experiment experiment = remoteExperiment(peer.where(), {"tcp", "websocket"});
    experiment.iterations = 10'000'000;
    experiment.verifyPayload = false;
    RunnerOptions options;
    options.remoteToken = kTestToken;
    Runner runner(options);
    // Rounds measure the points in a shuffled order: cancel during whichever comes first.
    struct CancelAfterFirstRepetition : RunObserver {
        Runner* runner = nullptr;
        bool armed = true;
        void progress(const RunProgress&) override {
            if (std::exchange(armed, false)) {
                std::thread([r = runner] {
                    std::this_thread::sleep_for(milliseconds(200));
                    r->cancel();
                }).detach();
            }
        }
    } observer;
    observer.runner = &runner;
    const RunResult result = runner.run(experiment, observer);
    EXPECT_TRUE(result.cancelled);
    ASSERT_FALSE(result.points.empty());
    EXPECT_TRUE(result.points[0].partial || result.points[0].error.isCancelled())
        << result.points[0].error.english();
    // The peer is free again for the next controller.
    EXPECT_TRUE(runRemote(remoteExperiment(peer.where(), {"tcp"})).allOk());
}

// The real binary, killed by an injected fault in the middle of a point: the repetitions
// measured before stay, the point fails with a clear message, the next point fails at once.
TEST(RemotePeer, APeerThatDiesMidRunKeepsWhatWasMeasured) {
    const std::uint16_t port = freePort();
    ASSERT_NE(port, 0);
    auto process = platform::Process::spawn(
        IPCLAB_PEER_PATH,
        {"--listen", "127.0.0.1:" + std::to_string(port), "--token", kTestToken, "--allow-faults"});
    ASSERT_TRUE(process.ok()) << process.error().message;
    ASSERT_TRUE(waitUntilListening("127.0.0.1", port, milliseconds(5000)));
    Experiment experiment = remoteExperiment("127.0.0.1:" + std::to_string(port), {"tcp"});
    experiment.warmup = 0;
    experiment.iterations = 100;
    experiment.repetitions = 5;
    // Message 251 arrives in the third repetition (0-based 2).
    const RunResult result = runRemote(experiment, kTestToken, "die-after=251");
    ASSERT_EQ(result.points.size(), 2u);
    const PointResult& first = result.points[0];
    EXPECT_FALSE(first.ok);
    EXPECT_EQ(first.repetitions.size(), 2u);
    EXPECT_NE(first.error.english().find("remote peer"), std::string::npos)
        << first.error.english();
    EXPECT_FALSE(result.points[1].ok);
    EXPECT_NE(result.points[1].error.english().find("remote peer"), std::string::npos)
        << result.points[1].error.english();
    auto exit = process->wait(milliseconds(5000));
    ASSERT_TRUE(exit.ok());
    EXPECT_TRUE(exit->exited && exit->code == 86) << exit->describe();
}

TEST(RemotePeer, FaultsAreRefusedUnlessThePeerAllowsThem) {
    InProcessPeer peer;
    ASSERT_TRUE(peer.error.empty()) << peer.error;
    const RunResult result =
        runRemote(remoteExperiment(peer.where(), {"tcp"}), kTestToken, "die-after=5");
    ASSERT_FALSE(result.points.empty());
    EXPECT_NE(result.points[0].error.english().find("fault injection is off"), std::string::npos)
        << result.points[0].error.english();
}

TEST(RemotePeer, TheBinaryRefusesToListenWithoutAToken) {
    auto process = platform::Process::spawn(IPCLAB_PEER_PATH, {"--listen", "127.0.0.1:0"});
    ASSERT_TRUE(process.ok());
    auto exit = process->wait(milliseconds(10000));
    ASSERT_TRUE(exit.ok());
    EXPECT_TRUE(exit->exited && exit->code == 2) << exit->describe();
}

}  // namespace
}  // namespace ipclab::testing
