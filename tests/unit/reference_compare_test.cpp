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

// The series a run of `placement` draws beside it (a ping-pong run: no lock loop involved).
std::vector<ReferenceSeries> forPlacement(const std::vector<ReferenceSeries>& references,
                                          Placement placement) {
    Experiment experiment;
    experiment.placement = placement;
    return referencesForRun(references, experiment);
}

// A lock run of report 003's preset: two threads, the given loop, one point per mechanism.
RunResult lockRun(LockLoop loop, const std::vector<std::string>& mechanisms) {
    RunResult run;
    run.experiment.pattern = Pattern::Lock;
    run.experiment.lockLoop = loop;
    run.experiment.mechanisms = mechanisms;
    for (const std::string& mechanism : mechanisms) {
        PointResult point;
        point.mechanism = mechanism;
        point.pattern = Pattern::Lock;
        point.sizeBytes = 64;
        point.ok = true;
        point.repetitions.resize(7);
        for (RepetitionResult& repetition : point.repetitions) {
            repetition.nsPerOperation = 25;
        }
        point.latencyNs.mean = 25;
        run.points.push_back(point);
    }
    return run;
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
TEST(ReferencesForRun, KeepsSeriesOfThatPlacementAndThoseThatNameNone) {
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
    EXPECT_EQ(forPlacement(all, Placement::SameCore),
              (std::vector<ReferenceSeries>{oneCore, anywhere}));
    EXPECT_EQ(forPlacement(all, Placement::Unpinned),
              (std::vector<ReferenceSeries>{unpinned, anywhere}));
    EXPECT_EQ(forPlacement(all, Placement::CrossCore), (std::vector<ReferenceSeries>{anywhere}));

    // Report 004: Table II (RDTSC, pinned to one core) only for a same-core run.
    const Preset* r4 = findPreset("report-004");
    ASSERT_NE(r4, nullptr);
    for (const ReferenceSeries& series : forPlacement(r4->references, Placement::Unpinned)) {
        EXPECT_FALSE(contains(series.label, "Table II:")) << series.label;
    }
    for (const ReferenceSeries& series : forPlacement(r4->references, Placement::SameCore)) {
        EXPECT_FALSE(contains(series.label, "Table I:")) << series.label;
    }
}

// A preset of one lock step whose one reference is `reference` (JSON).
Expected<Preset> presetWithReference(const std::string& reference) {
    return parsePreset(R"({"id": "mine", "title": "Mine", "summary": "s", "steps": [{"name":
        "one", "experiment": {"mechanisms": ["thread.spin"], "pattern": "lock", "sizes": [64]}}],
        "references": [)" + reference +
                           "]}",
                       "mine.json");
}

std::string errorOf(const Expected<Preset>& preset) {
    return preset.ok() ? std::string("(parsed)") : preset.error().message;
}

TEST(ParsePreset, ReadsALockSeriesLoopAndRefusesItElsewhere) {
    const Expected<Preset> preset =
        presetWithReference(R"({"label": "Locks", "mechanism": "thread.spin", "pattern": "lock",
            "quantity": "ns_per_op", "hardware": "HW", "lock_loop": "bare",
            "points": [{"size": 64, "value": 37.64}]})");
    ASSERT_TRUE(preset.ok()) << preset.error().message;
    EXPECT_EQ(preset->references.front().lockLoop, LockLoop::Bare);
    const Expected<Preset> anyLoop =
        presetWithReference(R"({"label": "Locks", "mechanism": "thread.spin", "pattern": "lock",
            "quantity": "ns_per_op", "hardware": "HW", "points": [{"size": 64, "value": 3}]})");
    ASSERT_TRUE(anyLoop.ok()) << anyLoop.error().message;
    EXPECT_FALSE(anyLoop->references.front().lockLoop.has_value());

    std::string message = errorOf(presetWithReference(
        R"({"label": "R", "mechanism": "thread.spin", "pattern": "lock",
            "quantity": "ns_per_op", "hardware": "HW", "lock_loop": "spin",
            "points": [{"size": 64, "value": 3}]})"));
    EXPECT_TRUE(contains(message, "references[0].lock_loop")) << message;
    EXPECT_TRUE(contains(message, "counter, bare")) << message;
    message = errorOf(presetWithReference(
        R"({"label": "R", "mechanism": "pipe", "pattern": "pingpong", "quantity": "latency_ns",
            "hardware": "HW", "lock_loop": "bare", "points": [{"size": 4, "value": 3}]})"));
    EXPECT_TRUE(contains(message, "only a lock series")) << message;
}

// Report 003 timed a bare lock + unlock loop: its figures are compared with the preset's bare
// loop (steps 1 and 2) and give no verdict on IPC Lab's counter loop (step 5), which does more
// inside the lock and is said not to be the report's method.
TEST(CompareWithReferences, ReportThreeLockFiguresCompareOnlyWithTheBareLoop) {
    const Preset* r3 = findPreset("report-003");
    ASSERT_NE(r3, nullptr);
    const std::vector<std::string> locks = {"thread.spin", "shm.spin", "thread.semaphore"};
    const RunResult bare = lockRun(LockLoop::Bare, locks);
    const RunResult counter = lockRun(LockLoop::Counter, locks);

    const auto bareRows = compareWithReferences(r3->references, bare);
    ASSERT_EQ(bareRows.size(), 3u);  // 37.64, 41.4 and 3217.3 ns, halved
    std::vector<double> theirs;
    for (const ReferenceComparison& row : bareRows) {
        theirs.push_back(row.point.published);
    }
    EXPECT_EQ(theirs, (std::vector<double>{37.64, 41.4, 3217.3}));
    EXPECT_TRUE(compareWithReferences(r3->references, counter).empty());

    // Drawn beside the bare loop, not beside the counter loop; the ZeroMQ figures (no loop
    // named) beside either.
    const auto lockSeries = [](const std::vector<ReferenceSeries>& kept) {
        return std::count_if(kept.begin(), kept.end(), [](const ReferenceSeries& series) {
            return series.pattern == Pattern::Lock;
        });
    };
    EXPECT_EQ(lockSeries(referencesForRun(r3->references, bare.experiment)), 3);
    EXPECT_EQ(lockSeries(referencesForRun(r3->references, counter.experiment)), 0);
    EXPECT_EQ(referencesForRun(r3->references, counter.experiment).size(),
              r3->references.size() - 3);
    for (const ReferenceSeries& series : r3->references) {
        EXPECT_EQ(referenceFitsMethod(series, bare.experiment), true) << series.label;
        EXPECT_EQ(referenceFitsMethod(series, counter.experiment), series.pattern != Pattern::Lock)
            << series.label;
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
    // The median is the point's own figure, the one every table shows (issue 36, item 5: a
    // median recomputed over the repetitions read 1.47 GB/s beside the Results tab's 1.46).
    EXPECT_DOUBLE_EQ(ours(referenceFor(Pattern::Stream, "bytes_per_s", ReferenceStatistic::Median)),
                     point.throughput.bytesPerSecond);

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
