// The paced pattern's open-loop figure: the send schedule (pure arithmetic), the point's
// aggregate of it (hand-computed medians and intervals), and its JSON / CSV fields.
#include <charconv>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "ipclab/report.hpp"
#include "ipclab/result.hpp"
#include "run/paced_schedule.hpp"

namespace ipclab {
namespace {

using detail::PacedSchedule;
using Json = nlohmann::json;

TEST(PacedSchedule, MessageIIsDueAtStartPlusITimesThePeriod) {
    constexpr PacedSchedule schedule{1'000, 250};
    static_assert(schedule.intendedNs(0) == 1'000);
    EXPECT_EQ(schedule.intendedNs(1), 1'250);
    EXPECT_EQ(schedule.intendedNs(4), 2'000);
    // Waiting on time: message 2 is due at 1500.
    EXPECT_EQ(schedule.waitNs(2, 1'400), 100);
    EXPECT_EQ(schedule.waitNs(2, 1'500), 0);
}

TEST(PacedSchedule, BehindScheduleSendsAtOnceAndTheScheduleDoesNotSlide) {
    constexpr PacedSchedule schedule{1'000, 250};
    // A slow reply: message 2's reply came back at 1800, past message 3's due time (1750).
    EXPECT_EQ(schedule.waitNs(3, 1'800), 0);  // overdue: sent at once, not skipped
    // Message 4 keeps its place on the original schedule (2000), not 1800 + 250.
    EXPECT_EQ(schedule.intendedNs(4), 2'000);
    EXPECT_EQ(schedule.waitNs(4, 1'800), 200);
    // Far behind: every overdue message goes at once.
    for (std::uint64_t i = 0; i < 10; ++i) {
        EXPECT_EQ(schedule.waitNs(i, 10'000), 0) << i;
    }
}

TEST(PacedSchedule, PeriodZeroNeverWaits) {
    constexpr PacedSchedule schedule{5'000, 0};
    EXPECT_EQ(schedule.intendedNs(1'000'000), 5'000);
    EXPECT_EQ(schedule.waitNs(3, 5'000), 0);
}

TEST(PacedSchedule, TheLongestAllowedRepetitionDoesNotOverflow) {
    const PacedSchedule schedule{0, static_cast<std::int64_t>(kMaxGapUs) * 1000};
    // (1e7 + 1e8) messages * 1e10 ns = 1.1e18 ns, below 2^63 (about 9.2e18).
    EXPECT_EQ(schedule.intendedNs(kMaxWarmup + kMaxIterations), 1'100'000'000'000'000'000);
}

RepetitionResult pacedRepetition(int index, double oneWayMedianNs, double openLoopMedianNs) {
    RepetitionResult r;
    r.index = index;
    r.latencyNs.count = 1;
    r.latencyNs.median = oneWayMedianNs;
    r.openLoopRoundTripNs.count = 1;
    r.openLoopRoundTripNs.median = openLoopMedianNs;
    return r;
}

TEST(OpenLoopAggregate, MedianAndIntervalAsTheRawFiguresAre) {
    PointResult point;
    point.pattern = Pattern::Paced;
    point.repetitions = {pacedRepetition(0, 10, 300), pacedRepetition(1, 20, 500),
                         pacedRepetition(2, 30, 400)};
    const std::vector<double> oneWay{10, 20, 30};
    const std::vector<double> openLoop{500, 300, 400, 700, 100};
    aggregatePoint(point, oneWay, {}, openLoop);

    // Pooled {100, 300, 400, 500, 700}: median 400, mean 400.
    EXPECT_EQ(point.openLoop.roundTripNs.count, 5u);
    EXPECT_DOUBLE_EQ(point.openLoop.roundTripNs.median, 400.0);
    EXPECT_DOUBLE_EQ(point.openLoop.roundTripNs.mean, 400.0);
    EXPECT_DOUBLE_EQ(point.openLoop.roundTripNs.min, 100.0);
    EXPECT_DOUBLE_EQ(point.openLoop.roundTripNs.max, 700.0);
    // Rounds' medians {300, 500, 400}: median 400, widest interval [300, 500], coverage
    // 1 - 2 / 8 = 0.75 - exactly what the raw figure gets from {10, 20, 30}.
    const MedianInterval& ci = point.openLoop.medianCi95;
    EXPECT_EQ(ci.count, 3u);
    EXPECT_DOUBLE_EQ(ci.median, 400.0);
    EXPECT_DOUBLE_EQ(ci.low, 300.0);
    EXPECT_DOUBLE_EQ(ci.high, 500.0);
    EXPECT_DOUBLE_EQ(ci.coverage, 0.75);
    EXPECT_DOUBLE_EQ(point.reliability.medianCi95.coverage, ci.coverage);
    // The raw figures are untouched by it.
    EXPECT_DOUBLE_EQ(point.latencyNs.median, 20.0);
    EXPECT_DOUBLE_EQ(point.latencyCi95.low, 10.0);
}

TEST(OpenLoopAggregate, TenRoundsGiveTheOrderStatisticInterval) {
    PointResult point;
    point.pattern = Pattern::Paced;
    std::vector<double> pooled;
    // Rounds' open-loop medians 1000, 900, ..., 100 (out of order on purpose).
    for (int round = 0; round < 10; ++round) {
        const double median = 100.0 * (10 - round);
        point.repetitions.push_back(pacedRepetition(round, 1.0, median));
        pooled.push_back(median);
    }
    aggregatePoint(point, std::vector<double>(10, 1.0), {}, pooled);
    // n = 10: [x(2), x(9)] = [200, 900], median 550, coverage 1 - 2 * 11 / 1024.
    const MedianInterval& ci = point.openLoop.medianCi95;
    EXPECT_EQ(ci.count, 10u);
    EXPECT_DOUBLE_EQ(ci.median, 550.0);
    EXPECT_DOUBLE_EQ(ci.low, 200.0);
    EXPECT_DOUBLE_EQ(ci.high, 900.0);
    EXPECT_DOUBLE_EQ(ci.coverage, 1.0 - 22.0 / 1024.0);
}

TEST(OpenLoopAggregate, OnlyPacedPointsWithSamplesCarryIt) {
    const std::vector<double> samples{10, 20};
    PointResult pingPong;
    pingPong.pattern = Pattern::PingPong;
    pingPong.repetitions = {pacedRepetition(0, 10, 300)};
    pingPong.openLoop.roundTripNs.count = 9;  // stale: cleared
    aggregatePoint(pingPong, samples, {}, samples);
    EXPECT_EQ(pingPong.openLoop, OpenLoopLatency{});

    PointResult gapZero;  // paced with gap 0 is ping-pong: no schedule, no open-loop samples
    gapZero.pattern = Pattern::Paced;
    gapZero.repetitions = {pacedRepetition(0, 10, 0)};
    aggregatePoint(gapZero, samples);
    EXPECT_EQ(gapZero.openLoop, OpenLoopLatency{});
}

RunResult pacedRun() {
    RunResult run;
    run.experiment.mechanisms = {"thread.mutex", "pipe"};
    run.experiment.pattern = Pattern::Paced;
    run.experiment.sizesBytes = {64};
    run.experiment.gapUs = 200;
    PointResult point;
    point.mechanism = "thread.mutex";
    point.pattern = Pattern::Paced;
    point.sizeBytes = 64;
    point.ok = true;
    std::vector<double> oneWay;
    std::vector<double> openLoop;
    for (int round = 0; round < 3; ++round) {
        const std::vector<double> rawSamples{1000.0 / 3 + round, 2000.5, 3000.25};
        const std::vector<double> openSamples{7000.0 / 3 + round, 5000, 9000.75};
        RepetitionResult r;
        r.index = round;
        r.latencyNs = summarize(rawSamples);
        r.openLoopRoundTripNs = summarize(openSamples);
        point.repetitions.push_back(r);
        oneWay.insert(oneWay.end(), rawSamples.begin(), rawSamples.end());
        openLoop.insert(openLoop.end(), openSamples.begin(), openSamples.end());
    }
    aggregatePoint(point, oneWay, {}, openLoop);
    run.points.push_back(point);
    // A paced point of a file written before the figure existed (or gap 0): none.
    PointResult without = point;
    without.mechanism = "pipe";
    for (RepetitionResult& r : without.repetitions) {
        r.openLoopRoundTripNs = {};
    }
    aggregatePoint(without, oneWay);
    run.points.push_back(without);
    return run;
}

TEST(OpenLoopReport, JsonRoundTripIsExactAndOnlyPacedPointsWithItHaveTheField) {
    const RunResult run = pacedRun();
    ASSERT_GT(run.points[0].openLoop.roundTripNs.count, 0u);
    const std::string text = toJson(run);
    const Expected<RunResult> back = fromJson(text);
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back.value(), run);

    const Json json = Json::parse(text);
    const Json& with = json["points"][0];
    ASSERT_TRUE(with.contains("open_loop_rtt_ns"));
    EXPECT_EQ(with["open_loop_rtt_ns"]["samples"]["count"], 9);
    EXPECT_DOUBLE_EQ(with["open_loop_rtt_ns"]["samples"]["median"].get<double>(), 5000.0);
    EXPECT_EQ(with["open_loop_rtt_ns"]["rounds"], 3);
    EXPECT_EQ(with["open_loop_rtt_ns"]["ci95"].size(), 2u);
    EXPECT_TRUE(with["repetitions"][1].contains("open_loop_rtt_ns"));
    const Json& without = json["points"][1];
    EXPECT_FALSE(without.contains("open_loop_rtt_ns"));
    EXPECT_FALSE(without["repetitions"][0].contains("open_loop_rtt_ns"));
}

TEST(OpenLoopReport, FilesWithoutTheFieldStillRead) {
    Json json = Json::parse(toJson(pacedRun()));
    json["points"][0].erase("open_loop_rtt_ns");
    for (Json& repetition : json["points"][0]["repetitions"]) {
        repetition.erase("open_loop_rtt_ns");
    }
    const Expected<RunResult> back = fromJson(json.dump());
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back.value().points[0].openLoop, OpenLoopLatency{});
    EXPECT_EQ(back.value().points[0].repetitions[0].openLoopRoundTripNs, Summary{});
}

TEST(OpenLoopReport, ANegativeOpenLoopTimeIsRefused) {
    Json json = Json::parse(toJson(pacedRun()));
    json["points"][0]["open_loop_rtt_ns"]["samples"]["median"] = -1.0;
    const Expected<RunResult> back = fromJson(json.dump());
    ASSERT_FALSE(back.ok());
    EXPECT_NE(back.error().message.find("points[0].open_loop_rtt_ns"), std::string::npos)
        << back.error().message;
}

TEST(OpenLoopReport, CsvHasTheColumnPairFilledOnlyWhereMeasured) {
    const RunResult run = pacedRun();
    const std::string csv = toCsv(run);
    EXPECT_NE(csvHeader().find(",open_loop_rtt_median_ns,open_loop_rtt_p99_ns"), std::string::npos);
    const Summary& first = run.points[0].repetitions[0].openLoopRoundTripNs;
    // thread.mutex, round 0: median 5000, p99 between 5000 and 9000.75 (type 7).
    const std::string p99 = [&first] {
        char text[64];
        const auto [end, ec] = std::to_chars(text, text + sizeof text, first.p99);
        return std::string(text, end);
    }();
    // Then the anatomy's 18 columns, empty here (not counted), and the point's three
    // (point_median_of_rounds, its interval).
    EXPECT_NE(csv.find(",5000," + p99 + std::string(19, ',')), std::string::npos) << csv;
    // The pipe point has none: the pair's two cells are empty.
    const std::size_t pipeRow = csv.find("\npipe,");
    ASSERT_NE(pipeRow, std::string::npos);
    std::vector<std::string> cells(1);
    for (std::size_t at = pipeRow + 1; at < csv.size() && csv[at] != '\n'; ++at) {
        if (csv[at] == ',') {
            cells.emplace_back();
        } else {
            cells.back() += csv[at];
        }
    }
    ASSERT_EQ(cells.size(), 48u);  // 27 + the anatomy's 18 + the point's 3
    EXPECT_EQ(cells[25], "");
    EXPECT_EQ(cells[26], "");
}

}  // namespace
}  // namespace ipclab
