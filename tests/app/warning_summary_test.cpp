// Under the CLI's table (issue 26): one line per kind of note with the count and the worst
// point, every point's notes with --details.
#include <gtest/gtest.h>

#include "cli/warning_summary.hpp"

namespace ipclab::app {
namespace {

PointResult unsettled(const std::string& mechanism, std::size_t size, double halfWidth) {
    PointResult point;
    point.mechanism = mechanism;
    point.sizeBytes = size;
    point.ok = true;
    point.reliability.rounds = 12;
    point.reliability.medianCi95 = {12, 1000, 1000 * (1 - halfWidth), 1000 * (1 + halfWidth), 0.96};
    return point;
}

RunResult settleRun() {
    RunResult run;
    run.experiment.settle = true;
    run.experiment.timeBudgetSeconds = 30;
    PointResult settled = unsettled("tcp", 64, 0.02);
    settled.reliability.settled = true;
    run.points = {unsettled("pipe", 2048, 0.49), unsettled("uds", 64, 0.16), settled};
    return run;
}

TEST(WarningSummary, OneLinePerKindWithTheCountAndTheWorstPoint) {
    const std::string lines = noteLines(settleRun(), false);
    EXPECT_EQ(lines,
              "  2 of 3 points not settled (worst: pipe 2 KiB \u00B149%): more time (ipclab-cli "
              "run --time-budget 60), or a quieter machine\n"
              "  (every point's notes: --details; all figures: --format json)\n");
}

TEST(WarningSummary, DetailsGiveEveryPointsNotes) {
    const std::string lines = noteLines(settleRun(), true);
    EXPECT_NE(lines.find("  pipe 2 KiB: not settled: \u00B149% after 12 rounds"), std::string::npos)
        << lines;
    EXPECT_NE(lines.find("  uds 64 B: not settled: \u00B116% after 12 rounds"), std::string::npos)
        << lines;
    EXPECT_EQ(lines.find("tcp"), std::string::npos) << "a settled point has nothing to say";
}

TEST(WarningSummary, AHeavyTailIsATailAndNothingIsSaidOfAQuietRun) {
    RunResult run;
    run.experiment.settle = true;
    PointResult point = unsettled("pipe", 64, 0.01);
    point.reliability.settled = true;
    point.latencyNs = {1000, 1000, 1500, 3000, 9000, 36000, 50000, 60000, 2000};
    run.points = {point};
    EXPECT_EQ(noteLines(run, false),
              "  1 of 1 points with a heavy tail (worst: pipe 64 B, heavy tail: 1 in 100 "
              "messages waits 12\u00D7 the median or longer (p99 36 \u00B5s, median 3 \u00B5s))\n"
              "  (every point's notes: --details; all figures: --format json)\n");
    run.points[0].latencyNs.p99 = 6000;
    EXPECT_EQ(noteLines(run, false), "");
}

}  // namespace
}  // namespace ipclab::app
