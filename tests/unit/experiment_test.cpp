#include "ipclab/experiment.hpp"

#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "fake_mechanism.hpp"
#include "ipclab/mechanism.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/platform/cpu.hpp"
#include "ipclab/validation.hpp"
#include "text_assertions.hpp"

namespace ipclab {
namespace {

using test::contains;
using test::fakeInfo;
using test::FakeMechanism;

MechanismRegistry makeRegistry() {
    std::vector<std::unique_ptr<Mechanism>> mechanisms;
    mechanisms.push_back(std::make_unique<FakeMechanism>(fakeInfo(
        "fast", {Pattern::PingPong, Pattern::Stream}, kMinMessageBytes, kMaxMessageBytes)));
    // Like UDP: a datagram carries at most 65,507 bytes.
    mechanisms.push_back(std::make_unique<FakeMechanism>(
        fakeInfo("udp", {Pattern::PingPong, Pattern::Stream}, kMinMessageBytes, 65507)));
    mechanisms.push_back(
        std::make_unique<FakeMechanism>(fakeInfo("pponly", {Pattern::PingPong}, 1, 1u << 20)));
    mechanisms.push_back(std::make_unique<FakeMechanism>(
        fakeInfo("chunky", {Pattern::PingPong, Pattern::Stream}, 64, kMaxMessageBytes)));
    MechanismInfo missing = fakeInfo("sysv", {Pattern::PingPong}, kMinMessageBytes, 8192);
    missing.available = false;
    missing.unavailableReason = "System V message queues do not exist on this OS";
    mechanisms.push_back(std::make_unique<FakeMechanism>(std::move(missing)));
    // Like a spin lock in shared memory: lets the user choose how to wait, spins by default.
    MechanismInfo spinny = fakeInfo("spinny", {Pattern::PingPong, Pattern::Paced, Pattern::Lock},
                                    kMinMessageBytes, 4096);
    spinny.waitStrategies = {WaitStrategy::Spin, WaitStrategy::SpinYield, WaitStrategy::Block};
    mechanisms.push_back(std::make_unique<FakeMechanism>(std::move(spinny)));
    // Like report 000's sendto that nobody receives.
    MechanismInfo variant =
        fakeInfo("r000.sendto", {Pattern::OneSided}, kMinMessageBytes, kMaxMessageBytes);
    variant.reportVariantOf = "000";
    mechanisms.push_back(std::make_unique<FakeMechanism>(std::move(variant)));
    return MechanismRegistry(std::move(mechanisms));
}

const MechanismRegistry& registry() {
    static const MechanismRegistry instance = makeRegistry();
    return instance;
}

Experiment validExperiment() {
    Experiment e;
    e.mechanisms = {"fast", "udp"};
    e.sizesBytes = {64, 4096};
    e.iterations = 1000;
    e.warmup = 100;
    e.repetitions = 7;
    e.placement = Placement::Unpinned;
    e.peerTimeoutMs = 5000;
    return e;
}

// The only error of `experiment`, which must concern `field`.
ValidationError onlyError(const Experiment& experiment, const std::string& field) {
    const std::vector<ValidationError> errors = validate(experiment, registry());
    EXPECT_EQ(errors.size(), 1u);
    if (errors.empty()) {
        return {};
    }
    EXPECT_EQ(errors.front().field, field) << errors.front().message;
    return errors.front();
}

TEST(PatternText, RoundTripsAndAcceptsTheHyphenatedSpelling) {
    EXPECT_EQ(toString(Pattern::PingPong), "pingpong");
    EXPECT_EQ(toString(Pattern::Stream), "stream");
    EXPECT_EQ(parsePattern("pingpong"), Pattern::PingPong);
    EXPECT_EQ(parsePattern("ping-pong"), Pattern::PingPong);
    EXPECT_EQ(parsePattern("stream"), Pattern::Stream);
    EXPECT_EQ(parsePattern("Stream"), std::nullopt);
    EXPECT_EQ(parsePattern(""), std::nullopt);
    for (Pattern p :
         {Pattern::PingPong, Pattern::Stream, Pattern::Lock, Pattern::Paced, Pattern::OneSided}) {
        EXPECT_EQ(parsePattern(toString(p)), p);
    }
    EXPECT_EQ(toString(Pattern::Lock), "lock");
    EXPECT_EQ(toString(Pattern::Paced), "paced");
    EXPECT_EQ(toString(Pattern::OneSided), "one-sided");
    EXPECT_EQ(parsePattern("onesided"), std::nullopt);
}

TEST(WaitStrategyText, RoundTrips) {
    for (WaitStrategy w : {WaitStrategy::Block, WaitStrategy::Spin, WaitStrategy::SpinYield,
                           WaitStrategy::SpinBlock}) {
        EXPECT_EQ(parseWaitStrategy(toString(w)), w);
    }
    EXPECT_EQ(toString(WaitStrategy::SpinYield), "spin-yield");
    EXPECT_EQ(toString(WaitStrategy::SpinBlock), "spin-block");
    EXPECT_EQ(parseWaitStrategy("yield"), std::nullopt);
    EXPECT_EQ(parseWaitStrategy(""), std::nullopt);
}

TEST(PlacementText, RoundTrips) {
    for (Placement p : {Placement::Unpinned, Placement::SameCore, Placement::CrossCore}) {
        EXPECT_EQ(parsePlacement(toString(p)), p);
    }
    EXPECT_EQ(toString(Placement::SameCore), "same-core");
    EXPECT_EQ(toString(Placement::CrossCore), "cross-core");
    EXPECT_EQ(parsePlacement("samecore"), std::nullopt);
}

TEST(Validate, AValidExperimentHasNoErrors) {
    EXPECT_TRUE(validate(validExperiment(), registry()).empty());
}

TEST(Validate, TheDefaultsAreValidForAKnownMechanism) {
    Experiment e;
    e.mechanisms = {"fast"};
    EXPECT_TRUE(validate(e, registry()).empty());
}

TEST(Validate, IterationsOutOfRange) {
    Experiment e = validExperiment();
    e.iterations = 0;
    EXPECT_EQ(onlyError(e, "iterations").message,
              "iterations must be between 1 and 100000000 (got 0)");
    e.iterations = kMaxIterations + 1;
    EXPECT_EQ(onlyError(e, "iterations").message,
              "iterations must be between 1 and 100000000 (got 100000001)");
    e.iterations = kMaxIterations;
    EXPECT_TRUE(validate(e, registry()).empty());
}

TEST(Validate, WarmupOutOfRange) {
    Experiment e = validExperiment();
    e.warmup = 0;
    EXPECT_TRUE(validate(e, registry()).empty());
    e.warmup = kMaxWarmup + 1;
    EXPECT_EQ(onlyError(e, "warmup").message,
              "warmup must be between 0 and 10000000 (got 10000001)");
}

TEST(Validate, RepetitionsOutOfRange) {
    Experiment e = validExperiment();
    e.repetitions = 0;
    EXPECT_EQ(onlyError(e, "repetitions").message,
              "repetitions must be between 1 and 1000 (got 0)");
    e.repetitions = -3;
    EXPECT_EQ(onlyError(e, "repetitions").message,
              "repetitions must be between 1 and 1000 (got -3)");
    e.repetitions = 1001;
    EXPECT_EQ(onlyError(e, "repetitions").message,
              "repetitions must be between 1 and 1000 (got 1001)");
}

TEST(Validate, PeerTimeoutOutOfRange) {
    Experiment e = validExperiment();
    e.peerTimeoutMs = 99;
    EXPECT_EQ(onlyError(e, "peer_timeout_ms").message,
              "peer_timeout_ms must be between 100 and 600000 (got 99)");
    e.peerTimeoutMs = 600'001;
    EXPECT_EQ(onlyError(e, "peer_timeout_ms").message,
              "peer_timeout_ms must be between 100 and 600000 (got 600001)");
}

TEST(Validate, NoMechanismsListsTheKnownOnes) {
    Experiment e = validExperiment();
    e.mechanisms.clear();
    const ValidationError error = onlyError(e, "mechanisms");
    EXPECT_TRUE(contains(error.message, "at least one mechanism"));
    EXPECT_TRUE(contains(error.message, "fast, udp, pponly, chunky, sysv, spinny, r000.sendto"));
}

TEST(Validate, UnknownMechanismListsTheKnownOnes) {
    Experiment e = validExperiment();
    e.mechanisms = {"fast", "carrier-pigeon"};
    const ValidationError error = onlyError(e, "mechanisms");
    EXPECT_EQ(error.message,
              "unknown mechanism \"carrier-pigeon\" (known: fast, udp, pponly, chunky, sysv, "
              "spinny, r000.sendto)");
}

TEST(Validate, DuplicateMechanism) {
    Experiment e = validExperiment();
    e.mechanisms = {"fast", "udp", "fast"};
    EXPECT_TRUE(contains(onlyError(e, "mechanisms").message,
                         "mechanism \"fast\" is listed more than once"));
}

TEST(Validate, UnavailableMechanismGivesItsReason) {
    Experiment e = validExperiment();
    e.mechanisms = {"sysv"};
    EXPECT_EQ(onlyError(e, "mechanisms").message,
              "mechanism \"sysv\" is not available on this system: System V message queues do "
              "not exist on this OS");
}

TEST(Validate, PatternUnsupportedByAMechanism) {
    Experiment e = validExperiment();
    e.mechanisms = {"pponly"};
    e.pattern = Pattern::Stream;
    EXPECT_EQ(onlyError(e, "pattern").message,
              "mechanism \"pponly\" does not support the stream pattern (it supports: pingpong)");
    e.pattern = Pattern::PingPong;
    EXPECT_TRUE(validate(e, registry()).empty());
}

TEST(Validate, PartiesOutOfRange) {
    Experiment e = validExperiment();
    e.parties = 0;
    EXPECT_EQ(onlyError(e, "parties").message, "parties must be between 1 and 64 (got 0)");
    e.parties = kMaxParties + 1;
    EXPECT_EQ(onlyError(e, "parties").message, "parties must be between 1 and 64 (got 65)");
    e.parties = -1;
    EXPECT_EQ(onlyError(e, "parties").message, "parties must be between 1 and 64 (got -1)");
    for (int parties : {1, kMaxParties}) {
        e.parties = parties;
        EXPECT_TRUE(validate(e, registry()).empty()) << parties;
    }
}

TEST(Validate, GapOutOfRange) {
    Experiment e = validExperiment();
    e.gapUs = kMaxGapUs + 1;
    EXPECT_EQ(onlyError(e, "gap_us").message,
              "gap_us must be between 0 and 10000000 (got 10000001)");
    for (std::uint32_t gap : {0u, kMaxGapUs}) {
        e.gapUs = gap;
        EXPECT_TRUE(validate(e, registry()).empty()) << gap;
    }
}

TEST(Validate, WaitStrategyTheMechanismDoesNotOfferNamesWhatItOffers) {
    Experiment e = validExperiment();
    e.mechanisms = {"fast"};
    e.waitStrategy = WaitStrategy::Spin;
    EXPECT_EQ(onlyError(e, "wait").message,
              "mechanism \"fast\" does not offer the spin wait strategy (it offers: block)");
    e.mechanisms = {"spinny"};
    e.waitStrategy = WaitStrategy::Block;
    EXPECT_TRUE(validate(e, registry()).empty());
    e.waitStrategy = WaitStrategy::SpinYield;
    EXPECT_TRUE(validate(e, registry()).empty());
    // Every mechanism that cannot is named, once each.
    e.mechanisms = {"fast", "spinny", "udp"};
    const std::vector<ValidationError> errors = validate(e, registry());
    ASSERT_EQ(errors.size(), 2u);
    EXPECT_TRUE(contains(errors[0].message, "\"fast\""));
    EXPECT_TRUE(contains(errors[1].message, "\"udp\""));
    // No choice: each mechanism waits its own way, whatever that is.
    e.waitStrategy.reset();
    EXPECT_TRUE(validate(e, registry()).empty());
}

TEST(Validate, NewPatternsNeedAMechanismThatDeclaresThem) {
    Experiment e = validExperiment();
    e.mechanisms = {"spinny"};
    for (Pattern pattern : {Pattern::PingPong, Pattern::Paced, Pattern::Lock}) {
        e.pattern = pattern;
        EXPECT_TRUE(validate(e, registry()).empty()) << toString(pattern);
    }
    e.mechanisms = {"fast"};
    e.pattern = Pattern::Lock;
    EXPECT_EQ(onlyError(e, "pattern").message,
              "mechanism \"fast\" does not support the lock pattern (it supports: pingpong, "
              "stream)");
    // Paced is ping-pong with pauses: whatever ping-pongs may be paced.
    e.pattern = Pattern::Paced;
    EXPECT_TRUE(validate(e, registry()).empty());
    e.pattern = Pattern::OneSided;
    EXPECT_EQ(onlyError(e, "pattern").message,
              "mechanism \"fast\" does not support the one-sided pattern (it supports: "
              "pingpong, stream)");
}

TEST(Validate, AReportVariantRunsOnlyOneSided) {
    Experiment e = validExperiment();
    e.mechanisms = {"r000.sendto"};
    e.pattern = Pattern::OneSided;
    EXPECT_TRUE(validate(e, registry()).empty());
    for (Pattern pattern : {Pattern::PingPong, Pattern::Stream, Pattern::Lock, Pattern::Paced}) {
        e.pattern = pattern;
        const ValidationError error = onlyError(e, "pattern");
        EXPECT_EQ(error.message,
                  "mechanism \"r000.sendto\" is report 000's own method, not "
                  "communication: it runs only with the one-sided pattern (got " +
                      std::string(toString(pattern)) + ")");
    }
}

TEST(Validate, StreamTotalBytesOnlyForStreamsAndWithinRange) {
    Experiment e = validExperiment();
    e.pattern = Pattern::Stream;
    e.streamTotalBytes = 1ull << 30;
    EXPECT_TRUE(validate(e, registry()).empty());
    e.streamTotalBytes = kMaxStreamTotalBytes + 1;
    EXPECT_NE(onlyError(e, "stream_total_bytes").message.find("68719476736"), std::string::npos);
    e.streamTotalBytes = 4096;
    e.pattern = Pattern::PingPong;
    EXPECT_EQ(onlyError(e, "stream_total_bytes").message,
              "stream_total_bytes applies only to the stream pattern (got pingpong)");
}

TEST(Validate, NoSizes) {
    Experiment e = validExperiment();
    e.sizesBytes.clear();
    EXPECT_EQ(onlyError(e, "sizes").message,
              "at least one message size is required, between 4 B and 64 MiB");
}

TEST(Validate, DuplicateSize) {
    Experiment e = validExperiment();
    e.sizesBytes = {64, 4096, 64};
    EXPECT_EQ(onlyError(e, "sizes").message, "size 64 B is listed more than once");
}

TEST(Validate, SizeOutsideTheGlobalLimits) {
    Experiment e = validExperiment();
    e.mechanisms = {"fast"};
    e.sizesBytes = {3};
    EXPECT_EQ(onlyError(e, "sizes").message, "sizes must be between 4 B and 64 MiB (got 3 B)");
    e.sizesBytes = {kMaxMessageBytes + 1};
    EXPECT_EQ(onlyError(e, "sizes").message,
              "sizes must be between 4 B and 64 MiB (got 64 MiB (67108865 B))");
    e.sizesBytes = {kMinMessageBytes, kMaxMessageBytes};
    EXPECT_TRUE(validate(e, registry()).empty());
}

TEST(Validate, SizeAboveAMechanismsLimitNamesItAndItsLimits) {
    Experiment e = validExperiment();
    e.mechanisms = {"udp"};
    e.sizesBytes = {65507, 65508};
    EXPECT_EQ(onlyError(e, "sizes").message,
              "mechanism \"udp\" carries messages between 4 B and 63.97 KiB (65507 B) "
              "(got 63.97 KiB (65508 B))");
}

TEST(Validate, SizeBelowAMechanismsLimit) {
    Experiment e = validExperiment();
    e.mechanisms = {"chunky"};
    e.sizesBytes = {32};
    EXPECT_EQ(onlyError(e, "sizes").message,
              "mechanism \"chunky\" carries messages between 64 B and 64 MiB (got 32 B)");
}

TEST(Validate, AMechanismMinimumBelowTheGlobalOneIsRaisedToIt) {
    // pponly says it carries 1 B, but every message holds a 4-byte sequence number.
    Experiment e = validExperiment();
    e.mechanisms = {"pponly"};
    e.sizesBytes = {4, 2u << 20};
    EXPECT_EQ(onlyError(e, "sizes").message,
              "mechanism \"pponly\" carries messages between 4 B and 1 MiB (got 2 MiB)");
}

TEST(Validate, EveryProblemIsReported) {
    Experiment e;
    e.mechanisms = {"nope"};
    e.sizesBytes = {};
    e.iterations = 0;
    e.warmup = kMaxWarmup + 1;
    e.repetitions = 0;
    e.peerTimeoutMs = 0;
    e.parties = 0;
    e.gapUs = kMaxGapUs + 1;
    const std::vector<ValidationError> errors = validate(e, registry());
    std::vector<std::string> fields;
    for (const ValidationError& error : errors) {
        fields.push_back(error.field);
    }
    EXPECT_EQ(fields,
              (std::vector<std::string>{"mechanisms", "sizes", "iterations", "warmup",
                                        "repetitions", "peer_timeout_ms", "parties", "gap_us"}));
}

TEST(Validate, CrossCoreNeedsTwoAllowedCpus) {
    Experiment e = validExperiment();
    e.placement = Placement::CrossCore;
    const std::size_t cpus = platform::allowedCpus().size();
    if (cpus >= 2) {
        EXPECT_TRUE(validate(e, registry()).empty());
    } else {
        EXPECT_EQ(onlyError(e, "placement").message,
                  "cross-core placement needs at least 2 CPUs this process may run on (got 1)");
    }
    e.placement = Placement::SameCore;
    EXPECT_TRUE(validate(e, registry()).empty());
}

TEST(Validate, OutOfRangeEnumValues) {
    Experiment e = validExperiment();
    e.placement = static_cast<Placement>(42);
    EXPECT_TRUE(contains(onlyError(e, "placement").message, "got value 42"));
    e = validExperiment();
    e.pattern = static_cast<Pattern>(7);
    EXPECT_TRUE(contains(onlyError(e, "pattern").message, "got value 7"));
    EXPECT_TRUE(contains(onlyError(e, "pattern").message, "lock, paced or one-sided"));
    e = validExperiment();
    e.waitStrategy = static_cast<WaitStrategy>(9);
    EXPECT_EQ(onlyError(e, "wait").message,
              "wait must be block, spin, spin-yield or spin-block (got value 9)");
}

std::vector<std::size_t> sizes(std::string_view text) {
    auto parsed = parseSizeList(text);
    EXPECT_TRUE(parsed.ok()) << text << ": " << (parsed.ok() ? "" : parsed.error().message);
    return parsed.ok() ? parsed.value() : std::vector<std::size_t>{};
}

std::string sizeError(std::string_view text) {
    auto parsed = parseSizeList(text);
    EXPECT_FALSE(parsed.ok()) << text;
    if (parsed.ok()) {
        return {};
    }
    EXPECT_EQ(parsed.error().code, ErrorCode::InvalidArgument);
    return parsed.error().message;
}

TEST(ParseSizeList, PlainNumbersSortedWithoutDuplicates) {
    EXPECT_EQ(sizes("64,4096"), (std::vector<std::size_t>{64, 4096}));
    EXPECT_EQ(sizes("4096,64,64"), (std::vector<std::size_t>{64, 4096}));
    EXPECT_EQ(sizes(" 64 , 128 "), (std::vector<std::size_t>{64, 128}));
}

TEST(ParseSizeList, SuffixesArePowersOf1024) {
    EXPECT_EQ(sizes("1K,64K"), (std::vector<std::size_t>{1024, 65536}));
    EXPECT_EQ(sizes("1M"), (std::vector<std::size_t>{1u << 20}));
    EXPECT_EQ(sizes("2k,1m"), (std::vector<std::size_t>{2048, 1u << 20}));
    EXPECT_EQ(sizes("4KiB,4KB,4096B"), (std::vector<std::size_t>{4096}));
    EXPECT_EQ(sizes("1G"), (std::vector<std::size_t>{std::size_t{1} << 30}));
}

TEST(ParseSizeList, RangesDouble) {
    std::vector<std::size_t> expected;
    for (std::size_t size = 4; size <= 512 * 1024; size *= 2) {
        expected.push_back(size);
    }
    EXPECT_EQ(sizes("4..512K"), expected);
    EXPECT_EQ(expected.size(), 18u);
    EXPECT_EQ(sizes("1K..1K"), (std::vector<std::size_t>{1024}));
    // The last size is included even when doubling does not land on it.
    EXPECT_EQ(sizes("4..100"), (std::vector<std::size_t>{4, 8, 16, 32, 64, 100}));
    EXPECT_EQ(sizes("4..64,1M"), (std::vector<std::size_t>{4, 8, 16, 32, 64, 1u << 20}));
}

TEST(ParseSizeList, SizesBeyondTheExperimentLimitAreLeftToValidate) {
    EXPECT_EQ(sizes("5G"), (std::vector<std::size_t>{std::size_t{5} << 30}));
    EXPECT_EQ(sizes("1,2"), (std::vector<std::size_t>{1, 2}));
}

TEST(ParseSizeList, BadInput) {
    EXPECT_TRUE(contains(sizeError(""), "no sizes given"));
    EXPECT_TRUE(contains(sizeError("   "), "no sizes given"));
    EXPECT_TRUE(contains(sizeError("0"), "invalid size \"0\": a size must be at least 1 byte"));
    EXPECT_TRUE(contains(sizeError("-4"), "invalid size \"-4\""));
    EXPECT_TRUE(contains(sizeError("abc"), "invalid size \"abc\": expected a whole number"));
    EXPECT_TRUE(contains(sizeError("1.5K"), "invalid size \"1.5K\""));
    EXPECT_TRUE(contains(sizeError("64,abc"), "\"abc\""));
    EXPECT_TRUE(contains(sizeError("4X"), "\"4X\""));
    EXPECT_TRUE(contains(sizeError("4iB"), "\"4iB\""));
    EXPECT_TRUE(contains(sizeError("64,,128"), "empty item"));
    EXPECT_TRUE(contains(sizeError("64,"), "empty item"));
    EXPECT_TRUE(contains(sizeError("4..2"),
                         "invalid size \"4..2\": a range must go from the "
                         "smaller size to the larger"));
    EXPECT_TRUE(contains(sizeError("0..64"), "a range must start at 1 byte or more"));
    EXPECT_TRUE(contains(sizeError("..64"), "\"..64\""));
    EXPECT_TRUE(contains(sizeError("4..."), "\"4...\""));
    EXPECT_TRUE(contains(sizeError("99999999999999999999999"), "too large"));
    EXPECT_TRUE(contains(sizeError("99999999999G"), "too large"));
}

TEST(FormatBytes, ReadableUnits) {
    EXPECT_EQ(formatBytes(0), "0 B");
    EXPECT_EQ(formatBytes(64), "64 B");
    EXPECT_EQ(formatBytes(1023), "1023 B");
    EXPECT_EQ(formatBytes(1024), "1 KiB");
    EXPECT_EQ(formatBytes(4096), "4 KiB");
    EXPECT_EQ(formatBytes(512 * 1024), "512 KiB");
    EXPECT_EQ(formatBytes(1u << 20), "1 MiB");
    EXPECT_EQ(formatBytes(3u << 19), "1.5 MiB");
    EXPECT_EQ(formatBytes(65507), "63.97 KiB");
    EXPECT_EQ(formatBytes(std::size_t{4} << 30), "4 GiB");
    // Just under 1 MiB rounds up to the next unit rather than printing "1024 KiB".
    EXPECT_EQ(formatBytes((1u << 20) - 1), "1 MiB");
}

TEST(FigureOf, EachPatternSaysWhichFigureItProduces) {
    EXPECT_EQ(figureOf(Pattern::PingPong), Figure::Latency);
    EXPECT_EQ(figureOf(Pattern::Paced), Figure::Latency);
    EXPECT_EQ(figureOf(Pattern::OneSided), Figure::TimePerSend);
    EXPECT_EQ(figureOf(Pattern::Lock), Figure::LockOperation);
    EXPECT_EQ(figureOf(Pattern::Stream), Figure::Throughput);
    EXPECT_FALSE(isPerOperation(Figure::Latency));
    EXPECT_TRUE(isPerOperation(Figure::TimePerSend));
    EXPECT_TRUE(isPerOperation(Figure::LockOperation));
    EXPECT_FALSE(isPerOperation(Figure::Throughput));
}

TEST(RoundPointSpec, OneRepetitionOfTheRoundsMessagesWithTheGapForPacedOnly) {
    Experiment experiment;
    experiment.warmup = 20;
    experiment.iterations = 300;
    experiment.repetitions = 9;
    experiment.verifyPayload = true;
    experiment.gapUs = 250;
    PointSpec spec = roundPointSpec(experiment, 4096, false);
    EXPECT_EQ(spec.warmup, 20u);
    EXPECT_EQ(spec.iterations, 300u);
    EXPECT_EQ(spec.repetitions, 1);  // a round is one repetition
    EXPECT_EQ(spec.pattern, Pattern::PingPong);
    EXPECT_EQ(spec.sizeBytes, 4096u);
    EXPECT_TRUE(spec.verifyPayload);
    EXPECT_EQ(spec.gapUs, 0u);  // not paced: no sleep between messages
    EXPECT_FALSE(spec.countEvents);

    experiment.pattern = Pattern::Paced;
    EXPECT_EQ(roundPointSpec(experiment, 64, true).gapUs, 250u);
    experiment.pattern = Pattern::Stream;
    experiment.streamTotalBytes = 10'000;
    EXPECT_EQ(roundPointSpec(experiment, 4096, true).iterations, 3u);  // 10,000 B in 4 KiB chunks
}

TEST(HasMessageSize, OnlyTheLockPatternHasPointsWithoutASize) {
    std::vector<std::string> names;
    for (const Pattern pattern : kPatterns) {
        names.emplace_back(toString(pattern));
        EXPECT_EQ(hasMessageSize(pattern), pattern != Pattern::Lock) << toString(pattern);
        EXPECT_EQ(parsePattern(toString(pattern)), pattern);
    }
    EXPECT_EQ(names,
              (std::vector<std::string>{"pingpong", "stream", "lock", "paced", "one-sided"}));

    Experiment experiment;
    experiment.sizesBytes = {64, 4096};
    EXPECT_EQ(pointSizes(experiment), (std::vector<std::size_t>{64, 4096}));
    experiment.pattern = Pattern::Lock;
    EXPECT_EQ(pointSizes(experiment), (std::vector<std::size_t>{0}));
}

}  // namespace
}  // namespace ipclab
