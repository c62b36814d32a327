// The patterns over a hand-made channel: a receiver notices lost, reordered and corrupted
// messages.
#include <gtest/gtest.h>

#include <deque>
#include <mutex>

#include "run/message.hpp"
#include "run/patterns.hpp"

namespace ipclab::detail {
namespace {

/// Loops every message back to the sender after an optional tampering.
class TamperingLoopback final : public Channel {
  public:
    std::function<void(std::vector<std::byte>&, int)> tamper;
    std::function<bool(int)> drop;  ///< Index of a sent message -> lose it.
    bool lossy = false;

    Status send(std::span<const std::byte> message) noexcept override {
        std::vector<std::byte> copy(message.begin(), message.end());
        if (tamper) {
            tamper(copy, m_sent);
        }
        if (!drop) {
            ++m_sent;
        }
        if (drop && drop(m_sent++)) {
            return {};
        }
        m_queue.push_back(std::move(copy));
        return {};
    }
    Status receive(std::span<std::byte> message) noexcept override {
        if (m_queue.empty()) {
            // A lossy mechanism reports a message that never came as a timeout.
            return lossy ? Error{ErrorCode::Timeout, "nothing arrived"}
                         : Error{ErrorCode::Closed, "nothing to receive"};
        }
        auto front = std::move(m_queue.front());
        m_queue.pop_front();
        if (front.size() != message.size()) {
            return Error{ErrorCode::ProtocolError, "message of the wrong size"};
        }
        std::copy(front.begin(), front.end(), message.begin());
        return {};
    }
    void abort() noexcept override {}

  private:
    std::deque<std::vector<std::byte>> m_queue;
    int m_sent = 0;
};

PatternSpec pingPong(bool verify) {
    PatternSpec spec;
    spec.sizeBytes = 64;
    spec.warmup = 2;
    spec.iterations = 10;
    spec.verifyPayload = verify;
    return spec;
}

std::int64_t noCpuClock() noexcept {
    return 0;
}

TEST(Message, FillAndCheckRoundTrip) {
    std::vector<std::byte> message(100);
    fillMessage(message, 7);
    EXPECT_EQ(readSequence(message), 7u);
    EXPECT_TRUE(payloadIntact(message, 7));
    EXPECT_FALSE(payloadIntact(message, 8)) << "consecutive messages must differ";
    message[50] ^= std::byte{1};
    EXPECT_FALSE(payloadIntact(message, 7));
}

TEST(Message, TouchEveryByteDependsOnEveryByte) {
    // 45 bytes: one 32-byte step, one whole word and an odd tail, so all three loops are covered.
    std::vector<std::byte> message(45, std::byte{2});
    const auto original = touchEveryByte(message);
    for (std::size_t i = 0; i < message.size(); ++i) {
        auto changed = message;
        changed[i] = std::byte{3};
        EXPECT_NE(touchEveryByte(changed), original) << "byte " << i << " was not read";
    }
    std::vector<std::byte> small = {std::byte{1}, std::byte{2}, std::byte{3}};
    EXPECT_EQ(touchEveryByte(small), 6u);
    // The sum of the little-endian words, whatever the step: 40 bytes of 1 are five words of
    // 0x0101010101010101.
    std::vector<std::byte> ones(40, std::byte{1});
    EXPECT_EQ(touchEveryByte(ones), 5 * 0x0101010101010101ull);
}

TEST(Patterns, PingPongOverALoopbackCollectsOneSamplePerTimedMessage) {
    TamperingLoopback channel;
    RepetitionFigures figures;
    Heartbeat heartbeat{0};
    ASSERT_TRUE(initiatePingPong(channel, pingPong(true), 0, figures, heartbeat).ok());
    EXPECT_EQ(figures.oneWayNs.size(), 10u);
    EXPECT_EQ(heartbeat.load(), 12u);  // warm-up included
    // The second repetition goes on numbering where the first stopped.
    ASSERT_TRUE(initiatePingPong(channel, pingPong(true), 1, figures, heartbeat).ok());
    EXPECT_EQ(heartbeat.load(), 24u);
}

TEST(Patterns, PacedRecordsTheRoundTripFromTheIntendedSendForEveryTimedMessage) {
    TamperingLoopback channel;
    RepetitionFigures figures;
    Heartbeat heartbeat{0};
    PatternSpec spec = pingPong(true);
    spec.pattern = Pattern::Paced;
    spec.gapUs = 50;
    ASSERT_TRUE(initiatePingPong(channel, spec, 0, figures, heartbeat).ok());
    ASSERT_EQ(figures.oneWayNs.size(), 10u);
    ASSERT_EQ(figures.openLoopRoundTripNs.size(), 10u);
    // No message leaves before it is due, so waiting for its turn only adds: per message,
    // reply - intended send >= reply - actual send = 2 x one-way (whole ns: exact).
    for (std::size_t i = 0; i < figures.oneWayNs.size(); ++i) {
        EXPECT_GE(figures.openLoopRoundTripNs[i], 2 * figures.oneWayNs[i]) << i;
    }
    EXPECT_EQ(heartbeat.load(), 12u);

    // Ping-pong (gap 0) sends back to back and records no open-loop figure.
    RepetitionFigures backToBack;
    ASSERT_TRUE(initiatePingPong(channel, pingPong(true), 1, backToBack, heartbeat).ok());
    EXPECT_EQ(backToBack.oneWayNs.size(), 10u);
    EXPECT_TRUE(backToBack.openLoopRoundTripNs.empty());
}

TEST(Patterns, ReorderedReplyIsAProtocolError) {
    TamperingLoopback channel;
    channel.tamper = [](std::vector<std::byte>& message, int index) {
        if (index == 4) {
            writeSequence(message, 99);
        }
    };
    RepetitionFigures figures;
    Heartbeat heartbeat{0};
    const auto status = initiatePingPong(channel, pingPong(false), 0, figures, heartbeat);
    ASSERT_FALSE(status.ok());
    EXPECT_EQ(status.error().code, ErrorCode::ProtocolError);
    EXPECT_NE(status.error().message.find("expected #4, got #99"), std::string::npos)
        << status.error().message;
}

TEST(Patterns, CorruptedPayloadIsCaughtWhenVerifying) {
    TamperingLoopback channel;
    channel.tamper = [](std::vector<std::byte>& message, int index) {
        if (index == 3) {
            message.back() ^= std::byte{0x40};
        }
    };
    RepetitionFigures figures;
    Heartbeat heartbeat{0};
    const auto status = initiatePingPong(channel, pingPong(true), 0, figures, heartbeat);
    ASSERT_FALSE(status.ok());
    EXPECT_EQ(status.error().code, ErrorCode::ProtocolError);
    EXPECT_NE(status.error().message.find("corrupted"), std::string::npos);
}

TEST(Patterns, ResponderRejectsAMissingMessage) {
    // The responder expects #0 but gets #1: a lost message.
    TamperingLoopback channel;
    std::vector<std::byte> message(64);
    fillMessage(message, 1);
    ASSERT_TRUE(channel.send(message).ok());
    const auto status = respond(channel, pingPong(false), &noCpuClock);
    ASSERT_FALSE(status.ok());
    EXPECT_EQ(status.error().code, ErrorCode::ProtocolError);
}

TEST(Patterns, StreamChecksTheAcknowledgement) {
    TamperingLoopback channel;
    Heartbeat heartbeat{0};
    PatternSpec spec;
    spec.pattern = Pattern::Stream;
    spec.iterations = 3;
    RepetitionFigures figures;
    const auto result = initiateStream(channel, spec, 0, figures, heartbeat);
    // The loopback echoes chunks back, so what arrives in place of the 4-byte
    // acknowledgement is a whole chunk.
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().code, ErrorCode::ProtocolError);
}

TEST(Patterns, LossyPingPongCountsLostMessagesAndGoesOn) {
    TamperingLoopback channel;
    channel.lossy = true;
    channel.drop = [](int index) { return index == 3 || index == 7; };
    auto spec = pingPong(true);
    spec.lossy = true;
    RepetitionFigures figures;
    Heartbeat heartbeat{0};
    ASSERT_TRUE(initiatePingPong(channel, spec, 0, figures, heartbeat).ok());
    EXPECT_EQ(figures.lostMessages, 2u);
    EXPECT_EQ(figures.oneWayNs.size(), 8u);  // 10 timed, 2 of them lost (both after warm-up)
}

TEST(Patterns, LossyResponderSkipsOverALostRequest) {
    TamperingLoopback channel;
    channel.lossy = true;
    auto spec = pingPong(false);
    spec.lossy = true;
    spec.warmup = 0;
    spec.iterations = 3;
    // Requests #0 and #2 arrive; #1 was lost on the way. The responder answers both and ends
    // after #2, the last of the three it expects, instead of failing on the gap.
    std::vector<std::byte> message(64);
    for (std::uint32_t sequence : {0u, 2u}) {
        fillMessage(message, sequence);
        ASSERT_TRUE(channel.send(message).ok());
    }
    const auto status = respond(channel, spec, &noCpuClock);
    EXPECT_TRUE(status.ok()) << status.error().message;
}

/// A responder's two directions apart: requests are queued beforehand, replies are kept.
class ScriptedRequests final : public Channel {
  public:
    std::deque<std::vector<std::byte>> requests;
    std::vector<std::vector<std::byte>> replies;

    Status send(std::span<const std::byte> message) noexcept override {
        replies.emplace_back(message.begin(), message.end());
        return {};
    }
    Status receive(std::span<std::byte> message) noexcept override {
        if (requests.empty()) {
            return Error{ErrorCode::Closed, "nothing to receive"};
        }
        std::copy(requests.front().begin(), requests.front().end(), message.begin());
        requests.pop_front();
        return {};
    }
    void abort() noexcept override {}
};

// A CPU clock driven by the replies the responder has sent: a warm-up reply costs a whole second
// (standing for everything outside the timed spans: the wait before the first request, the
// gaps between repetitions while the runner does other work, warm-up itself), a timed one 1 µs.
const ScriptedRequests* g_scripted = nullptr;
std::uint64_t g_warmup = 0;
std::uint64_t g_perRepetition = 1;
std::int64_t repliesClock() noexcept {
    std::int64_t ns = 0;
    for (std::size_t reply = 0; reply < g_scripted->replies.size(); ++reply) {
        ns += reply % g_perRepetition < g_warmup ? 1'000'000'000 : 1'000;
    }
    return ns;
}

// The responder's CPU per message counts the spans the initiator times and nothing else, so
// that a spinning side's figure is at most a round trip: three repetitions of 2 warm-up and 10
// timed messages report 30 µs, not the six seconds around them.
TEST(Patterns, ResponderCountsItsCpuOverTheTimedMessagesOnly) {
    ScriptedRequests channel;
    PatternSpec spec = pingPong(false);
    spec.repetitions = 3;
    for (std::uint32_t sequence = 0; sequence < spec.firstSequence(spec.repetitions); ++sequence) {
        std::vector<std::byte> message(spec.sizeBytes);
        fillMessage(message, sequence);
        channel.requests.push_back(std::move(message));
    }
    g_scripted = &channel;
    g_warmup = spec.warmup;
    g_perRepetition = spec.messagesPerRepetition();
    const auto status = respond(channel, spec, &repliesClock);
    ASSERT_TRUE(status.ok()) << status.error().message;
    // 36 echoes, then the report: CPU µs first.
    ASSERT_GT(channel.replies.size(), 36u);
    EXPECT_EQ(readSequence(channel.replies[36]), 30u);
}

// The initiator's CPU over its messages (first send to last reply) travels with the figures.
TEST(Patterns, PingPongCountsTheInitiatorsCpuOverItsMessages) {
    TamperingLoopback channel;
    RepetitionFigures figures;
    Heartbeat heartbeat{0};
    ASSERT_TRUE(initiatePingPong(channel, pingPong(false), 0, figures, heartbeat).ok());
    EXPECT_GE(figures.cpuNs, 0.0);
}

TEST(Patterns, OneSidedSendsWithoutAnyReply) {
    TamperingLoopback channel;
    PatternSpec spec;
    spec.pattern = Pattern::OneSided;
    spec.warmup = 5;
    spec.iterations = 20;
    RepetitionFigures figures;
    Heartbeat heartbeat{0};
    ASSERT_TRUE(initiateOneSided(channel, spec, 0, figures, heartbeat).ok());
    EXPECT_EQ(heartbeat.load(), 25u);
    EXPECT_GE(figures.elapsedNs, 0.0);
}

}  // namespace
}  // namespace ipclab::detail
