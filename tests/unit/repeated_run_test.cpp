// RepeatedRun: the runs given in order, a cancel ending them, and the figures across runs
// against values worked out by hand. Runs are made up from rounds' medians: nothing measures.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "ipclab/repeated_run.hpp"

namespace ipclab {
namespace {

// A ping-pong point whose rounds had these medians (ns), aggregated as the runner does: its
// shown centre is their median, its interval their order-statistic interval.
PointResult pointOfRounds(const std::string& mechanism, const std::vector<double>& roundMedians) {
    PointResult point;
    point.mechanism = mechanism;
    point.pattern = Pattern::PingPong;
    point.sizeBytes = 64;
    point.ok = true;
    std::vector<double> pooled;
    for (std::size_t round = 0; round < roundMedians.size(); ++round) {
        const std::vector<double> samples(5, roundMedians[round]);
        RepetitionResult repetition;
        repetition.index = static_cast<int>(round);
        repetition.latencyNs = summarize(samples);
        point.repetitions.push_back(repetition);
        pooled.insert(pooled.end(), samples.begin(), samples.end());
    }
    aggregatePoint(point, pooled);
    return point;
}

// Six rounds from `base` up by 1 ns each: centre base + 2.5, interval [base, base + 5] (with six
// rounds the order-statistic interval is [min, max], 97% sure).
RunResult runAround(double base, bool cancelled = false) {
    RunResult run;
    run.experiment.mechanisms = {"pipe"};
    run.points.push_back(
        pointOfRounds("pipe", {base, base + 1, base + 2, base + 3, base + 4, base + 5}));
    run.cancelled = cancelled;
    return run;
}

TEST(RepeatedRun, GivesEachRunInOrderAndKeepsEveryResult) {
    RepeatedRun plan(Experiment{}, 3);
    std::vector<std::size_t> given;
    while (const std::optional<std::size_t> run = plan.next()) {
        given.push_back(*run);
        plan.record(runAround(100.0 * static_cast<double>(*run)));
    }
    EXPECT_EQ(given, (std::vector<std::size_t>{1, 2, 3}));
    ASSERT_EQ(plan.runs().size(), 3u);
    EXPECT_EQ(shownCentre(plan.runs()[0].points[0]), 102.5);
    EXPECT_EQ(shownCentre(plan.runs()[2].points[0]), 302.5);
    EXPECT_FALSE(plan.cancelled());
    EXPECT_EQ(plan.runsLeft(), 0u);
}

TEST(RepeatedRun, ARecordWithNoRunWaitingIsIgnored) {
    RepeatedRun plan(Experiment{}, 2);
    plan.record(runAround(10));
    EXPECT_TRUE(plan.runs().empty());
    ASSERT_EQ(plan.next(), std::optional<std::size_t>(1));
    plan.record(runAround(10));
    plan.record(runAround(10));
    EXPECT_EQ(plan.runs().size(), 1u);
}

TEST(RepeatedRun, ACancelledRunEndsThePlanAndKeepsWhatWasMeasured) {
    RepeatedRun plan(Experiment{}, 4);
    ASSERT_EQ(plan.next(), std::optional<std::size_t>(1));
    plan.record(runAround(10));
    ASSERT_EQ(plan.next(), std::optional<std::size_t>(2));
    plan.record(runAround(12, /*cancelled=*/true));
    EXPECT_TRUE(plan.cancelled());
    EXPECT_EQ(plan.runsLeft(), 0u);
    EXPECT_FALSE(plan.next().has_value());
    ASSERT_EQ(plan.runs().size(), 2u);
    const AcrossRunsSummary summary = summarizeRuns(plan);
    EXPECT_TRUE(summary.cancelled);
    EXPECT_EQ(summary.runsPlanned, 4u);
    EXPECT_EQ(summary.runsRecorded, 2u);
    ASSERT_EQ(summary.points.size(), 1u);
    EXPECT_EQ(summary.points[0].runs.size(), 2u);  // the cancelled run's finished point counts
    const std::vector<Text> notes = summaryNotes(summary);
    ASSERT_FALSE(notes.empty());
    EXPECT_EQ(english(notes[0]),
              "interrupted: 2 of 4 runs measured; the figures across runs hold the points those "
              "runs finished");
}

TEST(RepeatedRun, OneRunIsOneOrdinaryRunWithNothingAcrossRuns) {
    RepeatedRun plan(Experiment{}, 1);
    ASSERT_EQ(plan.next(), std::optional<std::size_t>(1));
    plan.record(runAround(10));
    EXPECT_FALSE(plan.next().has_value());
    const AcrossRunsSummary summary = summarizeRuns(plan);
    ASSERT_EQ(summary.points.size(), 1u);
    EXPECT_EQ(summary.points[0].acrossRuns.median, 12.5);
    EXPECT_EQ(summary.points[0].agreement, RunAgreement::Unknown);
    EXPECT_TRUE(summaryNotes(summary).empty());
}

TEST(RepeatedRun, RunCountsOutsideOneToTheLimitAreClampedAndRefusable) {
    EXPECT_EQ(RepeatedRun(Experiment{}, 0).runsPlanned(), 1u);
    EXPECT_EQ(RepeatedRun(Experiment{}, kMaxRepeatedRuns + 5).runsPlanned(), kMaxRepeatedRuns);
    EXPECT_FALSE(validRunCount(0));
    EXPECT_FALSE(validRunCount(-1));
    EXPECT_TRUE(validRunCount(1));
    EXPECT_TRUE(validRunCount(static_cast<long long>(kMaxRepeatedRuns)));
    EXPECT_FALSE(validRunCount(static_cast<long long>(kMaxRepeatedRuns) + 1));
}

// Three runs whose intervals [10, 15], [12, 17], [14, 19] all hold 14 and 15: they agree. The
// centres 12.5, 14.5, 16.5: median 14.5, min 12.5, max 16.5; three values are too few for a 95%
// interval of their median, so it is [min, max] with coverage 1 - 2 / 2^3 = 0.75.
TEST(AcrossRuns, FiguresOfRunsThatAgreeEqualTheHandComputedOnes) {
    const std::vector<RunResult> runs = {runAround(10), runAround(12), runAround(14)};
    const AcrossRunsSummary summary = summarizeRuns(runs, 3);
    ASSERT_EQ(summary.points.size(), 1u);
    const AcrossRunsPoint& point = summary.points[0];
    ASSERT_EQ(point.runs.size(), 3u);
    EXPECT_EQ(point.runs[1].run, 2u);
    EXPECT_EQ(point.runs[1].centre, 14.5);
    EXPECT_EQ(point.runs[1].low, 12);
    EXPECT_EQ(point.runs[1].high, 17);
    EXPECT_EQ(point.acrossRuns.median, 14.5);
    EXPECT_EQ(point.acrossRuns.low, 12.5);
    EXPECT_EQ(point.acrossRuns.high, 16.5);
    EXPECT_DOUBLE_EQ(point.acrossRuns.coverage, 0.75);
    EXPECT_EQ(point.min, 12.5);
    EXPECT_EQ(point.max, 16.5);
    EXPECT_EQ(point.agreement, RunAgreement::Agree);
    EXPECT_EQ(summary.beyondRunInterval(), 0u);
    const std::vector<Text> notes = summaryNotes(summary);
    ASSERT_EQ(notes.size(), 1u);
    EXPECT_EQ(english(notes[0]),
              "3 runs are too few for a 95% interval of their median: the interval across runs is "
              "their [min, max], only 75% sure; 6 runs or more give 95%");
}

// Runs at [10, 15] and [100, 105] share no value: the second run's figure lies far outside the
// first one's interval, which understated the uncertainty. Said once, in the notes.
TEST(AcrossRuns, RunsApartBeyondTheirIntervalsAreCalledSoOnce) {
    const std::vector<RunResult> runs = {runAround(10), runAround(100)};
    const AcrossRunsSummary summary = summarizeRuns(runs, 2);
    ASSERT_EQ(summary.points.size(), 1u);
    const AcrossRunsPoint& point = summary.points[0];
    EXPECT_EQ(point.agreement, RunAgreement::SpreadBeyondRunInterval);
    EXPECT_EQ(point.acrossRuns.median, (12.5 + 102.5) / 2);
    EXPECT_EQ(point.min, 12.5);
    EXPECT_EQ(point.max, 102.5);
    EXPECT_EQ(english(agreementWords(point.agreement)), "runs differ");
    const std::vector<Text> notes = summaryNotes(summary);
    ASSERT_EQ(notes.size(), 2u);
    EXPECT_EQ(english(notes[0]),
              "at 1 point of 1 the runs differ by more than one run's 95% interval: one run's "
              "interval understates the uncertainty there; quote the figure across runs with "
              "its interval");
}

TEST(AcrossRuns, SixRunsReachA95PercentInterval) {
    std::vector<RunResult> runs;
    for (double base : {10.0, 11.0, 12.0, 13.0, 14.0, 15.0}) {
        runs.push_back(runAround(base));
    }
    const AcrossRunsPoint point = summarizeRuns(runs, 6).points.at(0);
    // Centres 12.5 ... 17.5; six values: k = 1 is the largest k reaching 95% (0.969).
    EXPECT_EQ(point.acrossRuns.median, 15);
    EXPECT_EQ(point.acrossRuns.low, 12.5);
    EXPECT_EQ(point.acrossRuns.high, 17.5);
    EXPECT_GE(point.acrossRuns.coverage, 0.95);
    EXPECT_EQ(point.agreement, RunAgreement::Agree);
}

TEST(AcrossRuns, AFailedOrStoppedPointIsLeftOutOfItsRunsAndARoundAloneCannotBeJudged) {
    RunResult failed = runAround(50);
    failed.points[0].ok = false;
    RunResult partial = runAround(60);
    partial.points[0].partial = true;
    const std::vector<RunResult> runs = {runAround(10), failed, partial, runAround(12)};
    const AcrossRunsPoint point = summarizeRuns(runs, 4).points.at(0);
    ASSERT_EQ(point.runs.size(), 2u);
    EXPECT_EQ(point.runs[0].run, 1u);
    EXPECT_EQ(point.runs[1].run, 4u);

    RunResult oneRound;
    oneRound.points.push_back(pointOfRounds("pipe", {11}));
    const std::vector<RunResult> withOneRound = {runAround(10), oneRound};
    EXPECT_EQ(summarizeRuns(withOneRound, 2).points.at(0).agreement, RunAgreement::Unknown);
}

TEST(AcrossRuns, PointsAreMatchedByTheirIdentityNotTheirPlace) {
    RunResult first = runAround(10);
    first.points.push_back(pointOfRounds("tcp", {50, 51, 52}));
    RunResult second;
    second.points.push_back(pointOfRounds("tcp", {60, 61, 62}));
    second.points.push_back(runAround(20).points[0]);
    const std::vector<RunResult> runs = {first, second};
    const AcrossRunsSummary summary = summarizeRuns(runs, 2);
    ASSERT_EQ(summary.points.size(), 2u);
    EXPECT_EQ(summary.points[0].mechanism, "pipe");
    EXPECT_EQ(summary.points[0].max, 22.5);
    EXPECT_EQ(summary.points[1].mechanism, "tcp");
    EXPECT_EQ(summary.points[1].max, 61);
}

TEST(AcrossRuns, TheJsonBlockNamesTheFiguresAsTheSummaryHoldsThem) {
    const std::vector<RunResult> runs = {runAround(10), runAround(12), runAround(14)};
    const nlohmann::json json = nlohmann::json::parse(acrossRunsToJson(summarizeRuns(runs, 3)));
    EXPECT_EQ(json["estimator"], "median_of_run_centres");
    EXPECT_EQ(json["runs_recorded"], 3);
    const nlohmann::json& point = json["points"][0];
    EXPECT_EQ(point["mechanism"], "pipe");
    EXPECT_EQ(point["unit"], "ns");
    EXPECT_EQ(point["runs"].size(), 3u);
    EXPECT_EQ(point["runs"][0]["median_of_rounds"], 12.5);
    EXPECT_EQ(point["runs"][0]["ci95"][1], 15.0);
    EXPECT_EQ(point["median_of_runs"], 14.5);
    EXPECT_EQ(point["ci95"][0], 12.5);
    EXPECT_EQ(point["ci95"][1], 16.5);
    EXPECT_EQ(point["min"], 12.5);
    EXPECT_EQ(point["agreement"], "agree");
    EXPECT_EQ(json["notes"].size(), 1u);
}

}  // namespace
}  // namespace ipclab
