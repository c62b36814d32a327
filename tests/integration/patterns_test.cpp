// The patterns over a hand-made channel: a receiver notices lost, reordered and corrupted
// messages.
#include <gtest/gtest.h>

#include <deque>
#include <mutex>

#include "message.hpp"
#include "patterns.hpp"

namespace ipclab::detail {
namespace {

/// Loops every message back to the sender after an optional tampering.
class TamperingLoopback final : public Channel {
public:
    std::function<void(std::vector<std::byte>&, int)> tamper;

    Status send(std::span<const std::byte> message) noexcept override {
        std::vector<std::byte> copy(message.begin(), message.end());
        if (tamper) {
            tamper(copy, m_sent);
        }
        ++m_sent;
        m_queue.push_back(std::move(copy));
        return {};
    }
    Status receive(std::span<std::byte> message) noexcept override {
        if (m_queue.empty()) {
            return Error{ErrorCode::Closed, "nothing to receive"};
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
    return PatternSpec{Pattern::PingPong, 64, 2, 10, 1, verify};
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
    // 13 bytes: one whole word and an odd tail, so both loops are covered.
    std::vector<std::byte> message(13, std::byte{2});
    const auto original = touchEveryByte(message);
    for (std::size_t i = 0; i < message.size(); ++i) {
        auto changed = message;
        changed[i] = std::byte{3};
        EXPECT_NE(touchEveryByte(changed), original) << "byte " << i << " was not read";
    }
    std::vector<std::byte> small = {std::byte{1}, std::byte{2}, std::byte{3}};
    EXPECT_EQ(touchEveryByte(small), 6u);
}

TEST(Patterns, PingPongOverALoopbackCollectsOneSamplePerTimedMessage) {
    TamperingLoopback channel;
    std::vector<double> samples;
    Heartbeat heartbeat{0};
    ASSERT_TRUE(initiatePingPong(channel, pingPong(true), samples, heartbeat).ok());
    EXPECT_EQ(samples.size(), 10u);
    EXPECT_EQ(heartbeat.load(), 12u);  // warm-up included
}

TEST(Patterns, ReorderedReplyIsAProtocolError) {
    TamperingLoopback channel;
    channel.tamper = [](std::vector<std::byte>& message, int index) {
        if (index == 4) {
            writeSequence(message, 99);
        }
    };
    std::vector<double> samples;
    Heartbeat heartbeat{0};
    const auto status = initiatePingPong(channel, pingPong(false), samples, heartbeat);
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
    std::vector<double> samples;
    Heartbeat heartbeat{0};
    const auto status = initiatePingPong(channel, pingPong(true), samples, heartbeat);
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
    const auto status = respond(channel, pingPong(false));
    ASSERT_FALSE(status.ok());
    EXPECT_EQ(status.error().code, ErrorCode::ProtocolError);
}

TEST(Patterns, StreamChecksTheAcknowledgement) {
    TamperingLoopback channel;
    Heartbeat heartbeat{0};
    const auto result =
        initiateStream(channel, PatternSpec{Pattern::Stream, 64, 0, 3, 1, false}, heartbeat);
    // The loopback echoes chunks back, so what arrives in place of the 4-byte
    // acknowledgement is a whole chunk.
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().code, ErrorCode::ProtocolError);
}

}  // namespace
}  // namespace ipclab::detail
