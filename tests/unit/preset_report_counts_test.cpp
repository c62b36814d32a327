// The report presets against their reports: every step's counts equal the report's or the step
// says why not, report 004's minimum of 100 is compared with minimums of 100, and every report
// preset carries its five-line summary. Data-driven: the counts come from each step's
// "report_counts" (the reports' own numbers, quoted in docs/reports.md), never from totals
// written here.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "ipclab/preset.hpp"

namespace ipclab {
namespace {

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

std::vector<const Preset*> reportPresets() {
    std::vector<const Preset*> presets;
    for (const Preset& preset : builtinPresets()) {
        if (!preset.report.empty()) {
            presets.push_back(&preset);
        }
    }
    return presets;
}

TEST(ReportCounts, EveryStepEqualsItsReportOrSaysWhichCountDiffersAndWhy) {
    ASSERT_EQ(reportPresets().size(), 5u);
    for (const Preset* preset : reportPresets()) {
        for (const PresetStep& step : preset->steps) {
            SCOPED_TRACE(preset->id + ": " + step.name);
            // Every step says what it reproduces and where it departs from the report.
            EXPECT_FALSE(step.note.empty());
            for (const std::string& count : countsUnlikeReport(step)) {
                // "minimum over" is named as "minimum" in prose.
                const std::string word = count.substr(0, count.find(' '));
                EXPECT_TRUE(contains(step.note, word))
                    << "the " << count << " differ from the report's but the note does not say so";
            }
        }
    }
}

TEST(ReportCounts, TheCountsThatEqualTheReportsAreTheStepsOwn) {
    // Where a step names no difference, its experiment runs the report's number exactly.
    for (const Preset* preset : reportPresets()) {
        for (const PresetStep& step : preset->steps) {
            SCOPED_TRACE(preset->id + ": " + step.name);
            const std::vector<std::string> unlike = countsUnlikeReport(step);
            const auto differs = [&unlike](const char* name) {
                return std::find(unlike.begin(), unlike.end(), name) != unlike.end();
            };
            const ReportCounts& theirs = step.reportCounts;
            const Experiment& ours = step.experiment;
            if (theirs.iterations && !differs("iterations")) {
                EXPECT_EQ(ours.iterations, *theirs.iterations);
            }
            if (theirs.minimumOver && !differs("minimum over")) {
                EXPECT_EQ(ours.iterations, *theirs.minimumOver);
            }
            if (theirs.total && !differs("total")) {
                EXPECT_EQ(ours.streamTotalBytes, *theirs.total);
            }
        }
    }
}

TEST(ReportCounts, ReportFourMinimumsAreOfAsManyRoundTripsAsTheReportsAndComparedLikeForLike) {
    const Preset* r4 = findPreset("report-004");
    ASSERT_NE(r4, nullptr);
    bool anyMinimum = false;
    for (const PresetStep& step : r4->steps) {
        if (step.reportCounts.minimumOver) {
            anyMinimum = true;
            EXPECT_EQ(step.experiment.iterations, *step.reportCounts.minimumOver) << step.name;
        }
    }
    EXPECT_TRUE(anyMinimum);
    for (const ReferenceSeries& series : r4->references) {
        EXPECT_NE(series.statistic, ReferenceStatistic::Min) << series.label;
    }
}

TEST(ReportCounts, ReportTwoMessagesAreComparedWithTheAcknowledgedVariant) {
    const Preset* r2 = findPreset("report-002");
    ASSERT_NE(r2, nullptr);
    for (const ReferenceSeries& series : r2->references) {
        EXPECT_NE(series.mechanism, "mq.sysv") << series.label;
    }
}

TEST(ReportCounts, UnlikeNamesEachDifferingCountInOrder) {
    PresetStep step;
    step.experiment.iterations = 200;
    step.experiment.warmup = 20;
    step.experiment.repetitions = 5;
    step.reportCounts.iterations = 200;  // equal: not named
    step.reportCounts.warmup = 0;
    step.reportCounts.repetitions = 1;
    step.reportCounts.minimumOver = 100;
    EXPECT_EQ(countsUnlikeReport(step),
              (std::vector<std::string>{"warm-up", "repetitions", "minimum over"}));
    step.reportCounts = {};
    EXPECT_TRUE(countsUnlikeReport(step).empty());  // a report that gives no count
}

TEST(ReportDigest, EveryReportPresetHasAllFiveLines) {
    for (const Preset* preset : reportPresets()) {
        SCOPED_TRACE(preset->id);
        EXPECT_FALSE(preset->digest.measured.empty());
        EXPECT_FALSE(preset->digest.holdsUp.empty());
        EXPECT_FALSE(preset->digest.doesNot.empty());
        EXPECT_FALSE(preset->digest.didWell.empty());
        EXPECT_FALSE(preset->digest.tryIt.empty());
        EXPECT_TRUE(contains(preset->digest.tryIt, "tep")) << "names the step to try";
    }
}

// Hand-computed: the median over the repetitions of each repetition's minimum.
TEST(MedianOfMinimums, IsTheMedianOfTheRepetitionsMinimums) {
    PointResult point;
    point.ok = true;
    point.pattern = Pattern::PingPong;
    point.latencyNs.min = 3;  // the pooled minimum: the luckiest sample of all
    for (double minimum : {5.0, 3.0, 9.0, 4.0}) {
        RepetitionResult repetition;
        repetition.latencyNs.count = 100;
        repetition.latencyNs.min = minimum;
        point.repetitions.push_back(repetition);
    }
    EXPECT_DOUBLE_EQ(medianOfRepetitionMinimums(point), 4.5);  // (4 + 5) / 2
    point.repetitions.pop_back();
    EXPECT_DOUBLE_EQ(medianOfRepetitionMinimums(point), 5);  // 3, 5, 9

    ReferenceSeries series;
    series.quantity = "latency_ns";
    series.statistic = ReferenceStatistic::MedianOfMinimums;
    EXPECT_DOUBLE_EQ(ourFigure(series, point, Experiment{}).value_or(-1), 5);
    series.statistic = ReferenceStatistic::Min;
    EXPECT_DOUBLE_EQ(ourFigure(series, point, Experiment{}).value_or(-1), 3);
}

TEST(MedianOfMinimums, LockRepetitionsAreTheirOwnMinimum) {
    PointResult point;
    point.ok = true;
    point.pattern = Pattern::Lock;
    for (double ns : {10.0, 30.0, 20.0}) {
        RepetitionResult repetition;
        repetition.nsPerOperation = ns;
        point.repetitions.push_back(repetition);
    }
    EXPECT_DOUBLE_EQ(medianOfRepetitionMinimums(point), 20);
    EXPECT_DOUBLE_EQ(medianOfRepetitionMinimums(PointResult{}), 0);
}

TEST(MedianOfMinimums, ParsesAndPrintsByItsName) {
    EXPECT_EQ(toString(ReferenceStatistic::MedianOfMinimums), "median_of_minimums");
    EXPECT_EQ(parseReferenceStatistic("median_of_minimums"), ReferenceStatistic::MedianOfMinimums);
    EXPECT_FALSE(parseReferenceStatistic("median-of-minimums").has_value());
}

}  // namespace
}  // namespace ipclab
