// Paired ratios, the noise floor and the words for a point's reliability.
#include "ipclab/comparison.hpp"

#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace ipclab {
namespace {

std::vector<std::string> englishWarnings(const PointResult& point, bool settleRun) {
    std::vector<std::string> lines;
    for (const Warning& warning : reliabilityWarnings(point, settleRun)) {
        lines.push_back(english(warning.text));
    }
    return lines;
}

PointResult latencyPoint(const std::vector<double>& medians, int firstRound = 0) {
    PointResult point;
    point.pattern = Pattern::PingPong;
    for (std::size_t i = 0; i < medians.size(); ++i) {
        RepetitionResult repetition;
        repetition.index = firstRound + static_cast<int>(i);
        repetition.latencyNs.median = medians[i];
        point.repetitions.push_back(repetition);
    }
    return point;
}

TEST(PairedRatio, RatiosAreTakenWithinEachRound) {
    // The machine drifts (round 3 twice as slow for both): per-round ratios stay at 3.
    const PointResult a = latencyPoint({100, 110, 200, 105, 95, 100});
    const PointResult b = latencyPoint({300, 330, 600, 315, 285, 300});
    const PairedRatio ratio = pairedRatio(a, b);
    EXPECT_EQ(ratio.pairs, 6u);
    EXPECT_DOUBLE_EQ(ratio.ratio, 3.0);
    EXPECT_DOUBLE_EQ(ratio.low, 3.0);
    EXPECT_DOUBLE_EQ(ratio.high, 3.0);
    EXPECT_DOUBLE_EQ(ratio.coverage, 0.96875);
    EXPECT_TRUE(ratio.slower());
    EXPECT_EQ(describeRatio(ratio), "3.0× slower [3.0, 3.0]");  // the GUI's rounding
}

TEST(PairedRatio, OnlyRoundsBothHaveArePaired) {
    const PointResult a = latencyPoint({100, 100, 100, 100});  // rounds 0..3
    const PointResult b = latencyPoint({50, 50, 50, 50}, 2);   // rounds 2..5
    const PairedRatio ratio = pairedRatio(a, b);
    EXPECT_EQ(ratio.pairs, 2u);
    EXPECT_DOUBLE_EQ(ratio.ratio, 0.5);
    EXPECT_EQ(describeRatio(ratio), "2.0× faster [2.0, 2.0]");
    PointResult other = b;
    other.placement = Placement::SameCore;
    EXPECT_EQ(pairedRatio(a, other).pairs, 0u) << "different placements are not paired";
    EXPECT_EQ(describeRatio(pairedRatio(a, other)), "no paired rounds");
}

TEST(PairedRatio, ThroughputIsInvertedSoThatAboveOneIsSlower) {
    PointResult a;
    PointResult b;
    a.pattern = b.pattern = Pattern::Stream;
    for (int round = 0; round < 3; ++round) {
        RepetitionResult fast;
        fast.index = round;
        fast.bytesPerSecond = 4e9;
        RepetitionResult slow = fast;
        slow.bytesPerSecond = 1e9;
        a.repetitions.push_back(fast);
        b.repetitions.push_back(slow);
    }
    EXPECT_DOUBLE_EQ(pairedRatio(a, b).ratio, 4.0);
}

TEST(PairedRatio, ValuesPairedByPositionSkipUnusableOnes) {
    const std::vector<double> a{10, 0, 10, 10};
    const std::vector<double> b{20, 20, 30, 10};
    const PairedRatio ratio = pairedRatio(a, b);
    EXPECT_EQ(ratio.pairs, 3u) << "a zero cost gives no ratio";
    EXPECT_DOUBLE_EQ(ratio.ratio, 2.0);  // {2, 3, 1}
    EXPECT_DOUBLE_EQ(ratio.low, 1.0);
    EXPECT_DOUBLE_EQ(ratio.high, 3.0);
}

TEST(Noise, DifferencesInsideTheFloorAreNoise) {
    PairedRatio floor{10, 1.0, 0.97, 1.04, 0.98};
    EXPECT_TRUE(withinNoise(PairedRatio{10, 1.02, 1.01, 1.05, 0.98}, floor)) << "overlaps";
    EXPECT_FALSE(withinNoise(PairedRatio{10, 1.2, 1.1, 1.3, 0.98}, floor));
    EXPECT_TRUE(withinNoise(PairedRatio{10, 1.2, 0.9, 1.3, 0.98}, PairedRatio{})) << "holds 1";
    EXPECT_TRUE(withinNoise(PairedRatio{}, floor)) << "no pairs: nothing to claim";
    EXPECT_EQ(describeRatio(PairedRatio{10, 1.001, 0.98, 1.03, 0.98}), "same [0.98, 1.03]");
}

TEST(PairedRatio, AWideIntervalGetsNoDecimalItDenies) {
    // Two decimals by the smallest figure, but the interval is twenty units wide: one decimal.
    EXPECT_EQ(describeRatio(PairedRatio{6, 2.56, 1.52, 21.88, 0.97}), "2.6× slower [1.5, 21.9]");
    // Narrow: the size rule alone.
    EXPECT_EQ(describeRatio(PairedRatio{6, 1.06, 1.03, 1.09, 0.97}), "1.06× slower [1.03, 1.09]");
    EXPECT_EQ(ratioDecimals(2.56, 1.52, 21.88), 1);
    EXPECT_EQ(ratioDecimals(1.06, 1.03, 1.09), 2);
    EXPECT_EQ(ratioDecimals(38, 35, 41), 0);
}

TEST(Words, TheWakeUpModesAreExplained) {
    PointResult point = latencyPoint({2'100});
    point.waitStrategy = WaitStrategy::Block;
    point.reliability.modes.modes = {{2'100, 0.41}, {24'000, 0.59}};
    EXPECT_EQ(english(describeModes(point)),
              "two modes: 2.1 µs (41%) and 24 µs (59%) \xE2\x80\x94 the slower one pays for waking "
              "an idle CPU; try same-core or keep-awake");
    point.placement = Placement::SameCore;
    EXPECT_EQ(english(describeModes(point)), "two modes: 2.1 µs (41%) and 24 µs (59%)")
        << "on one core no other CPU is woken";
    point.reliability.modes.modes = {{2'100, 1.0}};
    EXPECT_EQ(english(describeModes(point)), "");
    EXPECT_EQ(formatNanoseconds(850), "850 ns");
    EXPECT_EQ(formatNanoseconds(1'350'000), "1.35 ms");
}

TEST(Words, AStreamOnTwoLevelsAcrossCoresIsExplained) {
    PointResult point;
    point.pattern = Pattern::Stream;
    point.placement = Placement::CrossCore;
    point.reliability.modes.modes = {{2.7e9, 0.3}, {25e9, 0.7}};
    EXPECT_EQ(english(describeModes(point)),
              "two modes: 2.7 GB/s (30%) and 25 GB/s (70%) \xE2\x80\x94 the rounds ran at two "
              "levels: the two CPUs did not always share a cache (on a virtual machine the host "
              "moves them) or lost time to others; compare rounds of one level and see the "
              "hardware's floor (ipclab-cli calibrate)");
    point.placement = Placement::SameCore;
    EXPECT_EQ(english(describeModes(point)), "two modes: 2.7 GB/s (30%) and 25 GB/s (70%)")
        << "one core: no cache between two CPUs";
}

TEST(Words, WarningsSayWhatLimitsTrust) {
    PointResult point = latencyPoint({300, 100, 110, 90});
    point.reliability.rounds = 4;
    point.reliability.settled = false;
    point.reliability.medianCi95 = {4, 105, 90, 300, 0.875};
    point.reliability.firstRoundRatio = 3.0;
    point.reliability.autocorrelation = 0.62;
    const std::vector<std::string> warnings = englishWarnings(point, true);
    ASSERT_EQ(warnings.size(), 3u);
    EXPECT_EQ(reliabilityWarnings(point, true)[0].kind, "not_settled");
    EXPECT_EQ(reliabilityWarnings(point, true)[1].kind, "slow_first_round");
    EXPECT_EQ(reliabilityWarnings(point, false)[0].kind, "too_few_rounds");
    // ±186% would read as nonsense: past 100% the width is said in words.
    EXPECT_EQ(warnings[0],
              "not settled: the interval is wider than the figure itself after 4 rounds "
              "(interval only 87.5% sure), time budget spent");
    EXPECT_EQ(warnings[1].rfind("first round 3× slower", 0), 0u) << warnings[1];
    EXPECT_EQ(warnings[2].rfind("consecutive samples correlated (lag-1 r = 0.62)", 0), 0u);
    // A fixed count (--repetitions) is not a run that failed to settle: say what it lacks.
    EXPECT_EQ(english(reliabilityWarnings(point, false)[0].text),
              "4 rounds (fixed) are too few for a 95% interval: it is wider than the figure "
              "itself and only 87.5% sure; 6 rounds or more, or let the run settle");
    point.reliability.medianCi95.coverage = 0.96;
    EXPECT_EQ(english(reliabilityWarnings(point, false)[0].text),
              "imprecise: the interval is wider than the figure itself after 4 rounds (fixed); "
              "more rounds, or let the run settle");
    // Within 100% the width is a figure: (150 - 105) / 105 = ±42.9%.
    point.reliability.medianCi95 = {4, 105, 90, 150, 0.96};
    EXPECT_EQ(english(reliabilityWarnings(point, false)[0].text),
              "imprecise: ±42.9% after 4 rounds (fixed); more rounds, or let the run settle");
    point.reliability = {};
    EXPECT_TRUE(reliabilityWarnings(point, true).empty()) << "nothing measured, nothing to say";
    point.reliability.rounds = 4;
    point.reliability.settled = true;
    point.waitStrategy = WaitStrategy::Spin;
    point.initiatorPreemptions = 9;
    const std::vector<std::string> busy = englishWarnings(point, false);
    ASSERT_EQ(busy.size(), 1u);
    EXPECT_EQ(busy[0],
              "spinning on an oversubscribed machine (9 involuntary switches in 4 rounds): spin "
              "figures here are not what an idle machine shows; try the wait spin-block or block");
    point.waitStrategy = WaitStrategy::Block;
    EXPECT_TRUE(reliabilityWarnings(point, false).empty()) << "a blocking party is meant to yield";
}

}  // namespace
}  // namespace ipclab

namespace ipclab {
namespace {

PointResult unsettledPoint(const std::string& mechanism, double low, double high) {
    PointResult point;
    point.mechanism = mechanism;
    point.pattern = Pattern::PingPong;
    point.sizeBytes = 64;
    point.ok = true;
    point.reliability.rounds = 9;
    point.reliability.settled = false;
    point.reliability.medianCi95 = {9, 100, low, high, 0.96};
    return point;
}

// One line per family under a table: how many points, and the worst by the family's figure.
TEST(WarningGroups, OneGroupPerFamilyWithItsCountAndWorstPoint) {
    RunResult run;
    run.experiment.settle = true;
    run.points.push_back(unsettledPoint("pipe", 95, 105));   // ±5%
    run.points.push_back(unsettledPoint("tcp", 80, 120));    // ±20%: the worst
    PointResult slowStart = unsettledPoint("uds", 90, 110);  // ±10%
    slowStart.reliability.firstRoundRatio = 3.0;
    run.points.push_back(slowStart);
    run.points.push_back(unsettledPoint("fifo", 100, 100));
    run.points.back().reliability.settled = true;  // nothing to say

    const std::vector<WarningGroup> groups = groupWarnings(run);
    ASSERT_EQ(groups.size(), 2u);
    EXPECT_EQ(groups[0].family, "precision");
    EXPECT_EQ(groups[0].count, 3u);
    EXPECT_EQ(groups[0].worstPoint, 1u);
    EXPECT_EQ(groups[0].worst.kind, "not_settled");
    EXPECT_EQ(english(groups[0].worst.text).rfind("not settled: \u00B120% after 9 rounds", 0), 0u)
        << english(groups[0].worst.text);
    EXPECT_EQ(groups[1].family, "slow_first_round");
    EXPECT_EQ(groups[1].count, 1u);
    EXPECT_EQ(groups[1].worstPoint, 2u);
}

TEST(WarningGroups, TheThreePrecisionKindsAreOneFamily) {
    EXPECT_EQ(warningFamily("not_settled"), "precision");
    EXPECT_EQ(warningFamily("too_few_rounds"), "precision");
    EXPECT_EQ(warningFamily("imprecise"), "precision");
    EXPECT_EQ(warningFamily("outliers"), "outliers");
    // A fixed run with one point of too few rounds and one imprecise: one group of two.
    RunResult run;
    run.experiment.settle = false;
    run.points.push_back(unsettledPoint("pipe", 80, 120));
    run.points.back().reliability.medianCi95.coverage = 0.75;
    run.points.push_back(unsettledPoint("tcp", 90, 110));
    const std::vector<WarningGroup> groups = groupWarnings(run);
    ASSERT_EQ(groups.size(), 1u);
    EXPECT_EQ(groups[0].count, 2u);
    EXPECT_EQ(groups[0].worst.kind, "too_few_rounds");
    EXPECT_TRUE(groupWarnings(RunResult{}).empty());
}

}  // namespace
}  // namespace ipclab
