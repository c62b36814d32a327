#include "ipclab/hardware_floor.hpp"

#include <string>

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

}  // namespace
}  // namespace ipclab
