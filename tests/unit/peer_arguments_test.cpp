// The peer's argv codec (ipclab/peer_request.hpp): what the runner writes is what the peer reads,
// for every field of both commands, and bad argv gets the promised InvalidArgument naming the
// option.
#include <gtest/gtest.h>

#include "ipclab/peer_request.hpp"
#include "run/lock_pattern.hpp"

namespace ipclab {
namespace {

// Every field away from its default, so that a field the codec dropped would show.
PeerRequest fullRequest() {
    PeerRequest request;
    request.mechanism = "pipe";
    request.channel = "5,8";
    request.pattern = Pattern::Stream;
    request.sizeBytes = 65536;
    request.warmup = 10;
    request.iterations = 1000;
    request.repetitions = 7;
    request.verifyPayload = true;
    request.wait = WaitStrategy::SpinYield;
    request.gapUs = 250;
    request.cpu = 1;
    request.fault = "die-after=3";
    return request;
}

LockPartyRequest fullLockParty() {
    LockPartyRequest party;
    party.mechanism = "shm.spin";
    party.arenaName = "/ipclab-lock-42";
    party.arenaBytes = detail::lockArenaHeaderBytes() + 64;
    party.party = 3;
    party.warmup = 11;
    party.iterations = 2000;
    party.repetitions = 5;
    party.wait = WaitStrategy::Block;
    party.cpu = 2;
    party.loop = LockLoop::Bare;
    return party;
}

TEST(PeerArguments, RespondRoundTripsEveryField) {
    const PeerRequest request = fullRequest();
    auto parsed = parsePeerArguments(toPeerArguments(request));
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    ASSERT_TRUE(std::holds_alternative<PeerRequest>(parsed.value()));
    EXPECT_EQ(std::get<PeerRequest>(parsed.value()), request);
    auto point = parsePeerRequest(toPeerArguments(request));
    ASSERT_TRUE(point.ok()) << point.error().message;
    EXPECT_EQ(point.value(), request);
}

TEST(PeerArguments, RespondWritesTheCommandFirstAndNoFaultWhenThereIsNone) {
    PeerRequest request = fullRequest();
    request.fault.clear();
    const auto arguments = toPeerArguments(request);
    ASSERT_FALSE(arguments.empty());
    EXPECT_EQ(arguments[0], "respond");
    EXPECT_EQ(std::find(arguments.begin(), arguments.end(), "--fault"), arguments.end());
    auto parsed = parsePeerRequest(arguments);
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    EXPECT_EQ(parsed.value(), request);
}

TEST(PeerArguments, LockPartyRoundTripsEveryField) {
    const LockPartyRequest party = fullLockParty();
    const auto arguments = toPeerArguments(party);
    ASSERT_FALSE(arguments.empty());
    EXPECT_EQ(arguments[0], "lock");
    auto parsed = parsePeerArguments(arguments);
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    ASSERT_TRUE(std::holds_alternative<LockPartyRequest>(parsed.value()));
    EXPECT_EQ(std::get<LockPartyRequest>(parsed.value()), party);
}

// The counter loop writes no --loop, so a request reads as it did before the bare loop.
TEST(PeerArguments, LockLoopIsWrittenOnlyForTheBareLoop) {
    LockPartyRequest party = fullLockParty();
    auto arguments = toPeerArguments(party);
    const auto loop = std::find(arguments.begin(), arguments.end(), "--loop");
    ASSERT_NE(loop, arguments.end());
    EXPECT_EQ(*(loop + 1), "bare");
    party.loop = LockLoop::Counter;
    arguments = toPeerArguments(party);
    EXPECT_EQ(std::find(arguments.begin(), arguments.end(), "--loop"), arguments.end());
    auto parsed = parsePeerArguments(arguments);
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    EXPECT_EQ(std::get<LockPartyRequest>(parsed.value()).loop, LockLoop::Counter);
    arguments.insert(arguments.end(), {"--loop", "empty"});
    parsed = parsePeerArguments(arguments);
    ASSERT_FALSE(parsed.ok());
    EXPECT_EQ(parsed.error().message, "ipclab-peer: bad value \"empty\" for --loop");
}

TEST(PeerArguments, BadInputNamesTheOption) {
    const std::vector<std::vector<std::string>> bad = {
        {},
        {"serve"},
        {"respond", "--mechanism", "pipe"},
        {"respond", "--mechanism", "pipe", "--channel", "1,2", "--size", "x"},
        {"respond", "--mechanism", "pipe", "--channel", "1,2", "--size", "2"},
        {"respond", "--mechanism", "pipe", "--channel", "1,2", "--pattern", "zigzag"},
        {"respond", "--mechanism", "pipe", "--channel", "1,2", "--bogus", "1"},
        {"respond", "--mechanism", "pipe", "--channel", "1,2", "--iterations"},
        {"lock", "--mechanism", "shm.spin"},
        {"lock", "--mechanism", "shm.spin", "--arena", "a", "--party", "64"},
        {"lock", "--mechanism", "shm.spin", "--arena", "a", "--arena-bytes", "1"},
    };
    for (const auto& arguments : bad) {
        auto parsed = parsePeerArguments(arguments);
        ASSERT_FALSE(parsed.ok());
        EXPECT_EQ(parsed.error().code, ErrorCode::InvalidArgument);
        EXPECT_FALSE(parsed.error().message.empty());
    }
}

TEST(PeerArguments, ErrorsSayWhatIsWrong) {
    const auto message = [](const std::vector<std::string>& arguments) {
        auto parsed = parsePeerArguments(arguments);
        return parsed.ok() ? std::string("(accepted)") : parsed.error().message;
    };
    EXPECT_EQ(message({"respond", "--mechanism", "pipe", "--channel", "1,2", "--size", "x"}),
              "ipclab-peer: bad value \"x\" for --size");
    EXPECT_EQ(message({"respond", "--mechanism", "pipe", "--channel", "1,2", "--bogus", "1"}),
              "ipclab-peer: unknown option --bogus");
    EXPECT_EQ(message({"respond", "--mechanism", "pipe", "--channel", "1,2", "--iterations"}),
              "ipclab-peer: --iterations needs a value");
    EXPECT_EQ(message({"respond", "--mechanism", "pipe"}),
              "ipclab-peer: --mechanism and --channel are required");
    EXPECT_EQ(message({"lock", "--mechanism", "shm.spin"}),
              "ipclab-peer: --mechanism and --arena are required");
    EXPECT_EQ(message({"lock", "--mechanism", "shm.spin", "--arena", "a", "--party", "-1"}),
              "ipclab-peer: bad value \"-1\" for --party");
    EXPECT_EQ(message({"serve"}).rfind("ipclab-peer: usage: ipclab-peer respond ", 0), 0u);
}

TEST(PeerArguments, APointOnlyPeerRefusesALockCommandWithTheUsage) {
    auto parsed = parsePeerRequest(toPeerArguments(fullLockParty()));
    ASSERT_FALSE(parsed.ok());
    EXPECT_EQ(parsed.error().code, ErrorCode::InvalidArgument);
    EXPECT_EQ(parsed.error().message.rfind("ipclab-peer: usage: ", 0), 0u);
}

}  // namespace
}  // namespace ipclab
