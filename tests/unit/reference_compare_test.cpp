// Our figures beside the reports': the same statistic, placement and size, or no counterpart.
#include "ipclab/preset.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <memory>
#include <numeric>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "ipclab/mechanism_registry.hpp"
#include "ipclab/report.hpp"
#include "ipclab/result.hpp"
#include "ipclab/statistics.hpp"
#include "text_assertions.hpp"

namespace ipclab {
namespace {

using Json = nlohmann::json;
using test::contains;

PointResult pingPongPoint(Placement placement, double min, double median, double mean) {
    PointResult point;
    point.mechanism = "pipe";
    point.pattern = Pattern::PingPong;
    point.placement = placement;
    point.sizeBytes = 4;
    point.ok = true;
    point.repetitions.resize(2);
    point.latencyNs.min = min;
    point.latencyNs.median = median;
    point.latencyNs.mean = mean;
    return point;
}

ReferenceSeries referenceFor(Pattern pattern, const std::string& quantity,
                             ReferenceStatistic statistic) {
    ReferenceSeries series;
    series.label = "R";
    series.mechanism = "pipe";
    series.pattern = pattern;
    series.quantity = quantity;
    series.statistic = statistic;
    series.points = {{4, 100, 100}};
    return series;
}

TEST(CompareWithReferences, UsesTheSameStatisticOfOursAsTheReportPublished) {
    RunResult run;
    run.points = {pingPongPoint(Placement::Unpinned, 500, 700, 900)};
    for (const auto& [statistic, expected] :
         {std::pair{ReferenceStatistic::Min, 500.0}, std::pair{ReferenceStatistic::Median, 700.0},
          std::pair{ReferenceStatistic::Mean, 900.0}}) {
        const std::vector<ReferenceSeries> references = {
            referenceFor(Pattern::PingPong, "latency_ns", statistic)};
        const std::vector<ReferenceComparison> rows = compareWithReferences(references, run);
        ASSERT_EQ(rows.size(), 1u) << toString(statistic);
        EXPECT_DOUBLE_EQ(rows.front().ours, expected) << toString(statistic);
        EXPECT_EQ(rows.front().seriesIndex, 0u);
        EXPECT_DOUBLE_EQ(rows.front().point.value, 100);
    }
}

TEST(CompareWithReferences, APlacedSeriesComparesOnlyWithThatPlacement) {
    RunResult run;
    run.points = {pingPongPoint(Placement::Unpinned, 500, 700, 900),
                  pingPongPoint(Placement::SameCore, 300, 400, 450)};
    ReferenceSeries oneCore =
        referenceFor(Pattern::PingPong, "latency_ns", ReferenceStatistic::Min);
    oneCore.placement = Placement::SameCore;
    const ReferenceSeries anywhere =
        referenceFor(Pattern::PingPong, "latency_ns", ReferenceStatistic::Min);
    const std::vector<ReferenceComparison> rows = compareWithReferences({oneCore, anywhere}, run);
    ASSERT_EQ(rows.size(), 3u);
    EXPECT_EQ(rows[0].seriesIndex, 0u);
    EXPECT_EQ(rows[0].placement, Placement::SameCore);
    EXPECT_DOUBLE_EQ(rows[0].ours, 300);
    EXPECT_EQ(rows[1].seriesIndex, 1u);  // no placement named: both of ours
    EXPECT_EQ(rows[2].seriesIndex, 1u);
}

// The one placement rule of the CLI, the GUI (runReferences) and the charts.
TEST(ReferencesForPlacement, KeepsSeriesOfThatPlacementAndThoseThatNameNone) {
    ReferenceSeries oneCore =
        referenceFor(Pattern::PingPong, "latency_ns", ReferenceStatistic::Min);
    oneCore.placement = Placement::SameCore;
    ReferenceSeries unpinned = oneCore;
    unpinned.placement = Placement::Unpinned;
    const ReferenceSeries anywhere =
        referenceFor(Pattern::PingPong, "latency_ns", ReferenceStatistic::Min);
    EXPECT_TRUE(referenceFitsPlacement(oneCore, Placement::SameCore));
    EXPECT_FALSE(referenceFitsPlacement(oneCore, Placement::Unpinned));
    EXPECT_FALSE(referenceFitsPlacement(oneCore, Placement::CrossCore));
    EXPECT_TRUE(referenceFitsPlacement(anywhere, Placement::CrossCore));
    const std::vector<ReferenceSeries> all = {oneCore, unpinned, anywhere};
    EXPECT_EQ(referencesForPlacement(all, Placement::SameCore),
              (std::vector<ReferenceSeries>{oneCore, anywhere}));
    EXPECT_EQ(referencesForPlacement(all, Placement::Unpinned),
              (std::vector<ReferenceSeries>{unpinned, anywhere}));
    EXPECT_EQ(referencesForPlacement(all, Placement::CrossCore),
              (std::vector<ReferenceSeries>{anywhere}));

    // Report 004: Table II (RDTSC, pinned to one core) only for a same-core run.
    const Preset* r4 = findPreset("report-004");
    ASSERT_NE(r4, nullptr);
    for (const ReferenceSeries& series :
         referencesForPlacement(r4->references, Placement::Unpinned)) {
        EXPECT_FALSE(contains(series.label, "Table II:")) << series.label;
    }
    for (const ReferenceSeries& series :
         referencesForPlacement(r4->references, Placement::SameCore)) {
        EXPECT_FALSE(contains(series.label, "Table I:")) << series.label;
    }
}

TEST(CompareWithReferences, FailedPointsOtherMechanismsAndSizesFindNoCounterpart) {
    RunResult run;
    PointResult failed = pingPongPoint(Placement::Unpinned, 1, 2, 3);
    failed.ok = false;
    PointResult otherSize = pingPongPoint(Placement::Unpinned, 1, 2, 3);
    otherSize.sizeBytes = 64;
    PointResult otherMechanism = pingPongPoint(Placement::Unpinned, 1, 2, 3);
    otherMechanism.mechanism = "tcp";
    run.points = {failed, otherSize, otherMechanism};
    EXPECT_TRUE(compareWithReferences(
                    {referenceFor(Pattern::PingPong, "latency_ns", ReferenceStatistic::Min)}, run)
                    .empty());
}

TEST(CompareWithReferences, RatesAndBulkTimesTakeTheStatisticOverRepetitions) {
    PointResult point;
    point.mechanism = "pipe";
    point.pattern = Pattern::Stream;
    point.sizeBytes = 4;
    point.ok = true;
    point.repetitions.resize(3);
    point.repetitions[0].bytesPerSecond = 1e9;
    point.repetitions[1].bytesPerSecond = 4e9;  // the fastest: least time
    point.repetitions[2].bytesPerSecond = 2e9;
    point.throughput.bytesPerSecond = 7e9 / 3;  // the mean, as aggregatePoint writes it
    RunResult run;
    run.experiment.pattern = Pattern::Stream;
    run.experiment.streamTotalBytes = 4ull << 30;
    run.points = {point};

    auto ours = [&](const ReferenceSeries& series) {
        const auto rows = compareWithReferences({series}, run);
        return rows.empty() ? -1.0 : rows.front().ours;
    };
    EXPECT_DOUBLE_EQ(ours(referenceFor(Pattern::Stream, "bytes_per_s", ReferenceStatistic::Min)),
                     4e9);
    EXPECT_DOUBLE_EQ(ours(referenceFor(Pattern::Stream, "bytes_per_s", ReferenceStatistic::Mean)),
                     7e9 / 3);
    EXPECT_DOUBLE_EQ(ours(referenceFor(Pattern::Stream, "bytes_per_s", ReferenceStatistic::Median)),
                     2e9);

    // 4 GiB at 1, 4 and 2 GB/s: 4.29, 1.07 and 2.15 s per repetition.
    ReferenceSeries seconds =
        referenceFor(Pattern::Stream, "seconds_total", ReferenceStatistic::Mean);
    seconds.streamTotalBytes = 4ull << 30;
    const double total = static_cast<double>(4ull << 30);
    EXPECT_DOUBLE_EQ(ours(seconds), (total / 1e9 + total / 4e9 + total / 2e9) / 3);
    seconds.statistic = ReferenceStatistic::Min;
    EXPECT_DOUBLE_EQ(ours(seconds), total / 4e9);
    // Another total (--quick caps it at 64 MiB) compares with nothing.
    seconds.streamTotalBytes = 1ull << 30;
    EXPECT_DOUBLE_EQ(ours(seconds), -1);
}

TEST(CompareWithReferences, ReportFourTablesCompareMinimumWithMinimum) {
    const Preset* r4 = findPreset("report-004");
    ASSERT_NE(r4, nullptr);
    RunResult run;
    run.experiment.pattern = Pattern::PingPong;
    // The pooled minimum (600) is the luckiest of all samples; the like-for-like figure is the
    // median of the three repetitions' minimums of 100: median(650, 700, 610) = 650.
    PointResult point = pingPongPoint(Placement::Unpinned, 600, 900, 1200);
    point.repetitions.resize(3);
    for (std::size_t i = 0; i < 3; ++i) {
        point.repetitions[i].latencyNs.count = 100;
        point.repetitions[i].latencyNs.min = std::array{650.0, 700.0, 600.0}[i];
    }
    run.points = {point};
    const auto rows = compareWithReferences(r4->references, run);
    ASSERT_EQ(rows.size(), 1u);  // Table I's pipes at 4 B; Table II wants one core
    EXPECT_TRUE(contains(r4->references[rows.front().seriesIndex].label, "Table I:"));
    EXPECT_DOUBLE_EQ(rows.front().ours, 650);
    EXPECT_DOUBLE_EQ(rows.front().point.value, 691);
}

}  // namespace
}  // namespace ipclab
