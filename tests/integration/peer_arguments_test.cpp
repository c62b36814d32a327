#include <gtest/gtest.h>

#include "ipclab/peer.hpp"

namespace ipclab {
namespace {

TEST(PeerArguments, RoundTrip) {
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
    auto parsed = parsePeerArguments(toPeerArguments(request));
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    EXPECT_EQ(parsed.value(), request);
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
    };
    for (const auto& arguments : bad) {
        auto parsed = parsePeerArguments(arguments);
        ASSERT_FALSE(parsed.ok());
        EXPECT_EQ(parsed.error().code, ErrorCode::InvalidArgument);
        EXPECT_FALSE(parsed.error().message.empty());
    }
    auto parsed =
        parsePeerArguments({"respond", "--mechanism", "pipe", "--channel", "1,2", "--size", "x"});
    EXPECT_NE(parsed.error().message.find("--size"), std::string::npos);
}

}  // namespace
}  // namespace ipclab
