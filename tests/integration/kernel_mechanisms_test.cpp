// fifo, mq.posix, mq.sysv, uds: what the conformance suite does not cover. Size limits refused
// up front with the limit named, abort() waking a blocked call, malformed peer arguments, and
// messages of the wrong length; and report 002's variant, mq.sysv that waits for each chunk.
#include <gtest/gtest.h>

#include <array>
#include <atomic>
#include <thread>
#include <vector>

#include "ipclab/mechanism_registry.hpp"
#include "test_support.hpp"

namespace ipclab {
namespace {

using std::chrono::milliseconds;

const std::vector<std::string> kKernelMechanisms = {"fifo", "mq.posix", "mq.sysv", "uds"};
const std::vector<std::string> kQueues = {"mq.posix", "mq.sysv"};

#define SKIP_IF_UNAVAILABLE(m)                                                      \
    if (!(m).info().available) {                                                    \
        GTEST_SKIP() << (m).info().id                                               \
                     << " is not available here: " << (m).info().unavailableReason; \
    }

/// Both ends of a mechanism's channel in this process: the measuring side's opened, the peer's
/// attached. Adds a failure and returns no ends when either step fails.
struct BothEnds {
    std::unique_ptr<Channel> initiator;
    std::unique_ptr<Channel> peer;
};

BothEnds openBothEnds(Mechanism& mechanism, std::size_t maxMessageBytes) {
    ChannelOptions options;
    options.maxMessageBytes = maxMessageBytes;
    auto opened = mechanism.open(options);
    if (!opened) {
        ADD_FAILURE() << opened.error().message;
        return {};
    }
    auto peer = mechanism.attach(opened->peerArgument, options);
    if (!peer) {
        ADD_FAILURE() << peer.error().message;
        return {};
    }
    return {std::move(opened->initiator), std::move(peer.value())};
}

TEST(KernelMechanisms, AreRegisteredWithPatternsAndAnExplanationOrAReason) {
    for (const auto& id : kKernelMechanisms) {
        SCOPED_TRACE(id);
        const MechanismInfo& info = test::registeredMechanism(id).info();
        EXPECT_EQ(info.locality, Locality::CrossProcess);
        EXPECT_TRUE(info.supports(Pattern::PingPong));
        EXPECT_TRUE(info.supports(Pattern::Stream));
        EXPECT_GT(info.explanation.size(), 200u);
        EXPECT_FALSE(info.title.empty());
        if (info.available) {
            EXPECT_TRUE(info.unavailableReason.empty());
        } else {
            EXPECT_FALSE(info.unavailableReason.empty());
        }
    }
}

TEST(KernelMechanisms, ByteStreamsCarryAnySize) {
    for (const std::string id : {"fifo", "uds"}) {
        EXPECT_EQ(test::registeredMechanism(id).info().maxBytes, kMaxMessageBytes) << id;
    }
}

class QueueMechanism : public ::testing::TestWithParam<std::string> {};

TEST_P(QueueMechanism, HasTheSystemLimitAndSaysWhereItComesFrom) {
    Mechanism& queue = test::registeredMechanism(GetParam());
    SKIP_IF_UNAVAILABLE(queue);
    const MechanismInfo& info = queue.info();
    EXPECT_LT(info.maxBytes, kMaxMessageBytes);
    EXPECT_GE(info.maxBytes, kMinMessageBytes);
    EXPECT_NE(english(info.sizeLimitNote).find(std::to_string(info.maxBytes)), std::string::npos)
        << english(info.sizeLimitNote);
}

TEST_P(QueueMechanism, SizeAboveTheLimitIsRefusedBeforeAnythingRuns) {
    Mechanism& queue = test::registeredMechanism(GetParam());
    SKIP_IF_UNAVAILABLE(queue);
    const std::size_t tooBig = queue.info().maxBytes + 1;
    auto experiment = test::smallExperiment({GetParam()}, Pattern::PingPong, {64, tooBig});
    Runner runner(test::testRunnerOptions());
    test::RecordingObserver observer;
    std::string error;
    const RunResult result = runner.run(experiment, observer, &error);
    EXPECT_TRUE(result.points.empty());
    EXPECT_NE(error.find(GetParam()), std::string::npos) << error;

    // And open() itself refuses, naming the limit, should anybody get past validation.
    ChannelOptions options;
    options.maxMessageBytes = tooBig;
    auto opened = queue.open(options);
    ASSERT_FALSE(opened.ok());
    EXPECT_NE(opened.error().message.find(std::to_string(queue.info().maxBytes)), std::string::npos)
        << opened.error().message;
}

TEST_P(QueueMechanism, CarriesMessagesOfExactlyTheLimit) {
    Mechanism& queue = test::registeredMechanism(GetParam());
    SKIP_IF_UNAVAILABLE(queue);
    for (const Pattern pattern : {Pattern::PingPong, Pattern::Stream}) {
        auto experiment =
            test::smallExperiment({GetParam()}, pattern, {kMinMessageBytes, queue.info().maxBytes});
        Runner runner(test::testRunnerOptions());
        test::RecordingObserver observer;
        std::string error;
        const RunResult result = runner.run(experiment, observer, &error);
        ASSERT_TRUE(error.empty()) << error;
        ASSERT_EQ(result.points.size(), 2u);
        for (const auto& point : result.points) {
            EXPECT_TRUE(point.ok) << toString(pattern) << " " << point.sizeBytes << ": "
                                  << point.error.english();
        }
    }
}

TEST_P(QueueMechanism, AbortWakesABlockedReceive) {
    Mechanism& queue = test::registeredMechanism(GetParam());
    SKIP_IF_UNAVAILABLE(queue);
    ChannelOptions options;
    options.maxMessageBytes = 64;
    auto opened = queue.open(options);
    ASSERT_TRUE(opened.ok()) << opened.error().message;
    Channel& channel = *opened->initiator;
    Status status;
    std::thread blocked([&] {
        std::array<std::byte, 64> buffer{};
        status = channel.receive(buffer);
    });
    std::this_thread::sleep_for(milliseconds(30));
    channel.abort();
    blocked.join();
    EXPECT_FALSE(status.ok());
}

TEST_P(QueueMechanism, AbortWakesASendBlockedOnAFullQueue) {
    Mechanism& queue = test::registeredMechanism(GetParam());
    SKIP_IF_UNAVAILABLE(queue);
    ChannelOptions options;
    options.maxMessageBytes = 64;
    auto opened = queue.open(options);
    ASSERT_TRUE(opened.ok()) << opened.error().message;
    Channel& channel = *opened->initiator;
    std::atomic<int> sent{0};
    Status status;
    std::thread sender([&] {
        const std::array<std::byte, 64> message{};
        // Nobody receives: the queue fills and the send blocks until abort.
        while ((status = channel.send(message)).ok()) {
            ++sent;
        }
    });
    std::this_thread::sleep_for(milliseconds(50));
    channel.abort();
    sender.join();
    EXPECT_FALSE(status.ok());
    EXPECT_GT(sent.load(), 0);
}

TEST_P(QueueMechanism, AMessageOfTheWrongLengthIsAProtocolError) {
    Mechanism& queue = test::registeredMechanism(GetParam());
    SKIP_IF_UNAVAILABLE(queue);
    const BothEnds ends = openBothEnds(queue, 64);
    ASSERT_TRUE(ends.peer);
    const std::array<std::byte, 4> shortMessage{};
    ASSERT_TRUE(ends.peer->send(shortMessage).ok());
    std::array<std::byte, 8> expected{};
    const Status status = ends.initiator->receive(expected);
    ASSERT_FALSE(status.ok());
    EXPECT_EQ(status.error().code, ErrorCode::ProtocolError) << status.error().message;
}

TEST_P(QueueMechanism, BothDirectionsWorkWhenAttachedInProcess) {
    Mechanism& queue = test::registeredMechanism(GetParam());
    SKIP_IF_UNAVAILABLE(queue);
    const BothEnds ends = openBothEnds(queue, 32);
    ASSERT_TRUE(ends.peer);
    ASSERT_TRUE(ends.initiator->completeConnection(milliseconds(1000)).ok());
    std::array<std::byte, 32> out{};
    out.fill(std::byte{0x5A});
    std::array<std::byte, 32> in{};
    ASSERT_TRUE(ends.initiator->send(out).ok());
    ASSERT_TRUE(ends.peer->receive(in).ok());
    EXPECT_EQ(in, out);
    in.fill(std::byte{0});
    out.fill(std::byte{0xA5});
    ASSERT_TRUE(ends.peer->send(out).ok());
    ASSERT_TRUE(ends.initiator->receive(in).ok());
    EXPECT_EQ(in, out);
}

// Report 002's variant is mq.sysv with a wait: the sender's send() returns only once the
// receiver has taken the chunk (stop-and-wait), where mq.sysv's returns once the queue has it.
TEST(ReportVariantMqAck, ASendReturnsOnlyOnceTheReceiverHasTakenTheChunk) {
    Mechanism& variant = test::registeredMechanism("report002.mq-ack");
    SKIP_IF_UNAVAILABLE(variant);
    EXPECT_EQ(variant.info().maxBytes, test::registeredMechanism("mq.sysv").info().maxBytes);
    const BothEnds ends = openBothEnds(variant, 32);
    ASSERT_TRUE(ends.peer);
    std::array<std::byte, 32> chunk{};
    chunk.fill(std::byte{0x3C});
    std::atomic<bool> sendReturned{false};
    Status sent;
    std::thread sender([&] {
        sent = ends.initiator->send(chunk);
        sendReturned = true;
    });
    // Nothing has taken the chunk: the sender must still be waiting for its acknowledgement
    // (were it not, it would have returned at once, well within this pause).
    std::this_thread::sleep_for(milliseconds(200));
    EXPECT_FALSE(sendReturned.load());
    std::array<std::byte, 32> taken{};
    ASSERT_TRUE(ends.peer->receive(taken).ok());
    sender.join();
    EXPECT_TRUE(sent.ok()) << sent.error().message;
    EXPECT_EQ(taken, chunk);
}

INSTANTIATE_TEST_SUITE_P(Queues, QueueMechanism, ::testing::ValuesIn(kQueues),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                             return info.param == "mq.posix" ? std::string("posix")
                                                             : std::string("sysv");
                         });

class KernelMechanism : public ::testing::TestWithParam<std::string> {};

TEST_P(KernelMechanism, MalformedPeerArgumentIsRefused) {
    Mechanism& m = test::registeredMechanism(GetParam());
    SKIP_IF_UNAVAILABLE(m);
    ChannelOptions options;
    for (const std::string bad : {"", "nonsense,with,commas", "/no/such/ipclab-thing"}) {
        auto attached = m.attach(bad, options);
        EXPECT_FALSE(attached.ok()) << "\"" << bad << "\"";
        if (!attached.ok()) {
            EXPECT_FALSE(attached.error().message.empty());
        }
    }
}

TEST_P(KernelMechanism, ThePeerCannotAttachOnceTheChannelIsGone) {
    Mechanism& m = test::registeredMechanism(GetParam());
    SKIP_IF_UNAVAILABLE(m);
    ChannelOptions options;
    std::string argument;
    {
        auto opened = m.open(options);
        ASSERT_TRUE(opened.ok()) << opened.error().message;
        argument = opened->peerArgument;
    }
    // Short of the attach timeout: everything is gone, so the failure is immediate.
    auto attached = m.attach(argument, options);
    EXPECT_FALSE(attached.ok());
}

TEST_P(KernelMechanism, CompleteConnectionTimesOutWithoutAPeer) {
    Mechanism& m = test::registeredMechanism(GetParam());
    SKIP_IF_UNAVAILABLE(m);
    if (GetParam() == "mq.posix" || GetParam() == "mq.sysv") {
        GTEST_SKIP() << "queues need no connection";
    }
    ChannelOptions options;
    auto opened = m.open(options);
    ASSERT_TRUE(opened.ok()) << opened.error().message;
    const Status status = opened->initiator->completeConnection(milliseconds(30));
    ASSERT_FALSE(status.ok());
    EXPECT_EQ(status.error().code, ErrorCode::Timeout) << status.error().message;
}

INSTANTIATE_TEST_SUITE_P(Kernel, KernelMechanism, ::testing::ValuesIn(kKernelMechanisms),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                             std::string name = info.param;
                             for (char& c : name) {
                                 if (c == '.') {
                                     c = '_';
                                 }
                             }
                             return name;
                         });

}  // namespace
}  // namespace ipclab
