#include "ipclab/hardware_floor.hpp"

#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "ipclab/platform/cpu.hpp"
#include "ipclab/report.hpp"
#include "ipclab/result.hpp"
#include "text_assertions.hpp"

namespace ipclab {
namespace {

using test::contains;

HardwareFloor sampleFloor() {
    HardwareFloor floor;
    floor.cpuA = 0;
    floor.cpuB = 1;
    floor.rounds = 7;
    floor.line = {118.5, 116.0, 121.0};
    floor.payload64 = {190.0, 185.5, 197.0};
    return floor;
}

// Behaviour only (no timing bound: a noisy VM allows none): the two figures lie inside their
// intervals, and the payload, which moves one more line each way, is not reported as free.
TEST(HardwareFloor, MeasuresBothFiguresInsideTheirIntervalsOrSaysWhyNot) {
    const HardwareFloor floor = measureHardwareFloor(3, 500);
    if (platform::allowedCpus().size() < 2) {
        EXPECT_FALSE(floor.measured());
        EXPECT_TRUE(contains(floor.unavailable, "one CPU"));
        return;
    }
    if (!floor.measured()) {
        GTEST_SKIP() << "floor not measured here: " << floor.unavailable;
    }
    EXPECT_EQ(floor.rounds, 3);
    EXPECT_NE(floor.cpuA, floor.cpuB);
    for (const FloorFigure& figure : {floor.line, floor.payload64}) {
        EXPECT_GT(figure.medianNs, 0.0);
        EXPECT_LE(figure.lowNs, figure.medianNs);
        EXPECT_GE(figure.highNs, figure.medianNs);
    }
}

TEST(HardwareFloor, JsonHoldsBothFiguresWithTheirIntervals) {
    const nlohmann::json json = nlohmann::json::parse(hardwareFloorToJson(sampleFloor()));
    EXPECT_EQ(json["cpus"], nlohmann::json::array({0, 1}));
    EXPECT_EQ(json["rounds"], 7);
    EXPECT_DOUBLE_EQ(json["cache_line"]["median_ns"].get<double>(), 118.5);
    EXPECT_EQ(json["cache_line"]["ci95"], nlohmann::json::array({116.0, 121.0}));
    EXPECT_DOUBLE_EQ(json["cache_line_payload_64"]["median_ns"].get<double>(), 190.0);
}

TEST(HardwareFloor, UnavailableSaysWhyAndNothingElse) {
    HardwareFloor floor;
    floor.unavailable = "one CPU only";
    const nlohmann::json json = nlohmann::json::parse(hardwareFloorToJson(floor));
    EXPECT_EQ(json, nlohmann::json({{"unavailable", "one CPU only"}}));
    EXPECT_TRUE(contains(formatHardwareFloor(floor), "unavailable (one CPU only)"));
}

TEST(HardwareFloor, TableNamesTheLineThePayloadAndWhySameCoreIsImpossible) {
    const std::string text = formatHardwareFloor(sampleFloor());
    EXPECT_TRUE(contains(text, "CPUs 0 and 1, 7 rounds"));
    EXPECT_TRUE(contains(text, "one cache line, core to core:  118 ns (95% CI [116, 121])"));
    EXPECT_TRUE(contains(text, "64-byte payload: 190 ns (95% CI [186, 197])"));
    EXPECT_TRUE(contains(text, "same CPU: impossible"));
}

// The machine record carries the floor through JSON and back; files without it still load.
TEST(HardwareFloor, TravelsInTheMachineRecordOfAResult) {
    RunResult result;
    result.machine.hardwareFloor = sampleFloor();
    const auto back = fromJson(toJson(result));
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back.value().machine.hardwareFloor, sampleFloor());

    const auto without = fromJson(toJson(RunResult{}));
    ASSERT_TRUE(without.ok()) << without.error().message;
    EXPECT_FALSE(without.value().machine.hardwareFloor.measured());
    EXPECT_TRUE(without.value().machine.hardwareFloor.unavailable.empty());
}

// The run's floor is over the rounds measured; a round the machine spoiled is left out, and
// only when none was measured does the floor say why.
TEST(HardwareFloor, OfRoundsIsTheMedianOfTheMeasuredRounds) {
    const std::vector<FloorRound> rounds{
        {60, 100, ""}, {-1, -1, "the machine was too busy"}, {50, 90, ""}, {70, 110, ""}};
    const HardwareFloor floor = floorOfRounds(0, 1, rounds);
    ASSERT_TRUE(floor.measured());
    EXPECT_EQ(floor.rounds, 3);
    EXPECT_DOUBLE_EQ(floor.line.medianNs, 60);
    EXPECT_DOUBLE_EQ(floor.line.lowNs, 50);  // n = 3: [min, max]
    EXPECT_DOUBLE_EQ(floor.line.highNs, 70);
    EXPECT_DOUBLE_EQ(floor.payload64.medianNs, 100);

    const std::vector<FloorRound> spoiled{{-1, -1, "the machine was too busy"}};
    const HardwareFloor none = floorOfRounds(0, 1, spoiled);
    EXPECT_FALSE(none.measured());
    EXPECT_EQ(none.unavailable, "the machine was too busy");
}

PointResult spinningPoint(const std::vector<std::pair<double, double>>& medianAndFloorNs) {
    PointResult point;
    point.pattern = Pattern::PingPong;
    point.placement = Placement::CrossCore;
    point.waitStrategy = WaitStrategy::Spin;
    for (const auto& [medianNs, floorNs] : medianAndFloorNs) {
        RepetitionResult round;
        round.index = static_cast<int>(point.repetitions.size());
        round.latencyNs.count = 1000;
        round.latencyNs.median = medianNs;
        round.floorNs = floorNs;
        point.repetitions.push_back(round);
    }
    return point;
}

// Paired per round: each round's median over its own floor; the median of these ratios and its
// distribution-free interval. A floor that doubles with the round's figure leaves the ratio.
TEST(HardwareFloor, RatioIsPairedPerRound) {
    // 100/50 = 2, 240/120 = 2, 90/60 = 1.5, 300/100 = 3, 250/100 = 2.5: sorted 1.5 2 2 2.5 3.
    const PointResult point =
        spinningPoint({{100, 50}, {240, 120}, {90, 60}, {300, 100}, {250, 100}});
    const MedianInterval ratio = floorRatio(point);
    EXPECT_EQ(ratio.count, 5u);
    EXPECT_DOUBLE_EQ(ratio.median, 2.0);
    EXPECT_DOUBLE_EQ(ratio.low, 1.5);  // n = 5: [min, max], 93.75%
    EXPECT_DOUBLE_EQ(ratio.high, 3.0);
    EXPECT_TRUE(boundedByFloor(point));

    EXPECT_EQ(floorRatio(spinningPoint({{100, 0}, {120, 0}})).count, 0u);  // no floor measured
}

TEST(HardwareFloor, BoundsOnlyCrossCoreSpinningPingPong) {
    PointResult point = spinningPoint({});
    EXPECT_TRUE(boundedByFloor(point));
    point.placement = Placement::SameCore;
    EXPECT_FALSE(boundedByFloor(point));
    point.placement = Placement::CrossCore;
    point.waitStrategy = WaitStrategy::Block;
    EXPECT_FALSE(boundedByFloor(point));
    point.waitStrategy = WaitStrategy::Spin;
    point.pattern = Pattern::Stream;
    EXPECT_FALSE(boundedByFloor(point));
}

// Each round keeps its floor in the file, so the paired ratio is the same when read back.
TEST(HardwareFloor, EachRoundsFloorTravelsInTheFile) {
    RunResult result;
    result.experiment.mechanisms = {"shm.spin"};
    PointResult point = spinningPoint({{100, 50}, {240, 120}});
    point.mechanism = "shm.spin";
    point.sizeBytes = 64;
    point.ok = true;
    result.points.push_back(point);
    const auto back = fromJson(toJson(result));
    ASSERT_TRUE(back.ok()) << back.error().message;
    ASSERT_EQ(back.value().points.size(), 1u);
    EXPECT_EQ(floorRatio(back.value().points[0]), floorRatio(point));
    const nlohmann::json json = nlohmann::json::parse(toJson(result));
    EXPECT_DOUBLE_EQ(json["points"][0]["floor_ratio"]["median"].get<double>(), 2.0);
}

}  // namespace
}  // namespace ipclab
