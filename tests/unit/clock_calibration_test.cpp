#include "ipclab/clock_calibration.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "text_assertions.hpp"

namespace ipclab {
namespace {

using test::contains;

// Behaviour only: a noisy shared VM allows no upper bound on either figure.
TEST(CalibrateClocks, MeasuresEveryClockIncludingSteadyClock) {
    const std::vector<ClockCalibration> clocks = calibrateClocks(20'000);
    ASSERT_FALSE(clocks.empty());
    const bool hasSteady = std::any_of(clocks.begin(), clocks.end(),
                                       [](const auto& c) { return c.name == "steady_clock"; });
    EXPECT_TRUE(hasSteady);
    for (const ClockCalibration& clock : clocks) {
        EXPECT_FALSE(clock.name.empty());
        EXPECT_FALSE(clock.description.empty()) << clock.name;
        EXPECT_GT(clock.overheadNs, 0.0) << clock.name;
        EXPECT_GT(clock.resolutionNs, 0.0) << clock.name;
        EXPECT_EQ(clock.samples, 20'000u) << clock.name;
    }
}

TEST(CalibrateClocks, ZeroSamplesCountsAsOne) {
    for (const ClockCalibration& clock : calibrateClocks(0)) {
        EXPECT_EQ(clock.samples, 1u);
        EXPECT_GE(clock.overheadNs, 0.0);
    }
}

std::vector<ClockCalibration> sample() {
    return {{"steady_clock", "std::chrono::steady_clock", 21.5, 1.0, 1000},
            {"rdtsc", "time-stamp counter", 7.25, 0.0, 1000}};
}

TEST(CalibrationTable, OneLinePerClockUnderAHeader) {
    const std::string table = formatCalibrationTable(sample());
    // Header and one line per clock, then a blank line before report 004's figures.
    EXPECT_EQ(table.find("\n\n"), table.find('\n', table.find("rdtsc")));
    EXPECT_TRUE(contains(table, "overhead (ns)"));
    EXPECT_TRUE(contains(table, "resolution (ns)"));
    EXPECT_TRUE(contains(table, "steady_clock"));
    EXPECT_TRUE(contains(table, "21.5"));
    EXPECT_TRUE(contains(table, "7.2"));
    // A clock that never ticked says so instead of claiming a resolution of 0 ns.
    EXPECT_TRUE(contains(table, "unknown"));
}

TEST(CalibrationTable, ShowsReportFoursPublishedTimerCostsBesideOurs) {
    const std::string table = formatCalibrationTable(sample());
    EXPECT_TRUE(contains(table, "Report 004 (Intel Core i5-4570, RHEL 6.7)"));
    EXPECT_TRUE(contains(table, "~65 ns overhead, ~3 ns resolution"));
    EXPECT_TRUE(contains(table, "~7 ns overhead, ~1 ns resolution"));
    const nlohmann::json json = nlohmann::json::parse(calibrationToJson(sample()));
    ASSERT_EQ(json["published"].size(), 2u);
    EXPECT_EQ(json["published"][0]["report"], "004");
    EXPECT_EQ(json["published"][0]["overhead_ns"], 65.0);
    EXPECT_EQ(json["published"][1]["clock"], "rdtsc");
    EXPECT_EQ(json["published"][1]["overhead_ns"], 7.0);
}

TEST(CalibrationJson, HasTheDocumentedFields) {
    const nlohmann::json json = nlohmann::json::parse(calibrationToJson(sample()));
    ASSERT_TRUE(json["clocks"].is_array());
    ASSERT_EQ(json["clocks"].size(), 2u);
    const nlohmann::json& first = json["clocks"][0];
    EXPECT_EQ(first["name"], "steady_clock");
    EXPECT_EQ(first["description"], "std::chrono::steady_clock");
    EXPECT_EQ(first["overhead_ns"], 21.5);
    EXPECT_EQ(first["resolution_ns"], 1.0);
    EXPECT_EQ(first["samples"], 1000);
}

}  // namespace
}  // namespace ipclab
