// The Bars chart's ratios (issue 11, point 4; issue 21, items 1-2): each bar against the
// fastest of its run as the quotient of the two bars shown, with the interval of the paired
// rounds by hand from the rounds' medians, and verdicts that name no winner inside the noise.
#include <gtest/gtest.h>

#include <QChart>
#include <QGraphicsSimpleTextItem>
#include <memory>

#include "charts/result_chart.hpp"
#include "gui_support.hpp"

namespace ipclab::app {
namespace {

/// A ping-pong point at 64 B whose rounds 0, 1, ... have these medians (ns).
PointResult roundsPoint(const std::string& mechanism, double barNs,
                        const std::vector<double>& roundMediansNs, bool self = false) {
    PointResult point;
    point.mechanism = mechanism;
    point.sizeBytes = 64;
    point.ok = true;
    point.selfComparison = self;
    point.latencyNs.count = 1000;
    point.latencyNs.median = barNs;
    point.latencyCi95 = {6, barNs, barNs * 0.9, barNs * 1.1};
    for (std::size_t round = 0; round < roundMediansNs.size(); ++round) {
        RepetitionResult repetition;
        repetition.index = static_cast<int>(round);
        repetition.latencyNs.count = 100;
        repetition.latencyNs.median = roundMediansNs[round];
        point.repetitions.push_back(repetition);
    }
    return point;
}

/// Each round's median of `base` times the ratio of that round.
std::vector<double> times(const std::vector<double>& base, const std::vector<double>& ratios) {
    std::vector<double> out;
    for (std::size_t i = 0; i < base.size(); ++i) {
        out.push_back(base[i] * ratios[i]);
    }
    return out;
}

const std::vector<double> kPipeRounds{100, 200, 100, 200, 100, 200};
// Sorted: 2.8 2.9 3.05 3.15 3.2 3.4 -> median 3.1; six pairs: the 95% order-statistic interval
// is [x(1), x(6)] (coverage 1 - 2/64 = 0.969; k = 2 would cover only 0.78) = [2.8, 3.4].
const std::vector<double> kTcpRatios{3.15, 2.8, 3.4, 2.9, 3.05, 3.2};
// Sorted: 0.97 0.99 1.01 1.03 1.04 1.05 -> median 1.02, [0.97, 1.05]: holds 1.
const std::vector<double> kUdsRatios{1.01, 0.97, 1.05, 1.03, 0.99, 1.04};

RunResult pairedRun() {
    RunResult run;
    run.machine = test::testMachine();
    run.experiment.mechanisms = {"pipe", "uds", "tcp"};
    run.experiment.sizesBytes = {64};
    // The bars say 3.0x (450 / 150): the label says 3.0x, the rounds give its interval.
    run.points = {roundsPoint("pipe", 150, kPipeRounds),
                  roundsPoint("uds", 155, times(kPipeRounds, kUdsRatios)),
                  roundsPoint("tcp", 450, times(kPipeRounds, kTcpRatios))};
    return run;
}

ChartOptions barOptions() {
    ChartOptions options;
    options.kind = ChartKind::Bars;
    return options;
}

QStringList barTexts(const RunResult& run) {
    const LabelledRun labelled{QString(), run};
    std::unique_ptr<QChart> chart(buildChart(std::span(&labelled, 1), barOptions()));
    QStringList texts;
    for (QGraphicsItem* item : chart->childItems()) {
        if (auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(item)) {
            texts << text->text();
        }
    }
    return texts;
}

TEST(PairedBars, LabelsCarryTheQuotientOfTheBarsAndThePairedInterval) {
    const QStringList texts = barTexts(pairedRun());
    const QString joined = texts.join(" | ");
    EXPECT_TRUE(texts.contains(QString::fromUtf8("450 ns (3.0\u00D7 slower [2.8, 3.4])")))
        << joined.toStdString();
    // 155 / 150 = 1.033.
    EXPECT_TRUE(texts.contains(QString::fromUtf8("155 ns (1.03\u00D7 [0.97, 1.05], within noise)")))
        << joined.toStdString();
    EXPECT_TRUE(texts.contains(QString::fromUtf8("150 ns (1.0\u00D7, fastest)")))
        << joined.toStdString();
}

// Issue 21 item 1: "pipe 4.14 GB/s" beside "shm.ring 642 MB/s (3.33× slower)". When the rounds'
// ratio leaves out the quotient of the bars, the label keeps the quotient and names the other.
TEST(PairedBars, AQuotientOutsideTheRoundsIntervalIsNotBracketedByIt) {
    RunResult run = pairedRun();
    run.points[2].latencyCi95.mean = 960;  // the bar: 960 / 150 = 6.4, rounds say 3.1 [2.8, 3.4]
    const QStringList texts = barTexts(run);
    EXPECT_TRUE(texts.contains(
        QString::fromUtf8("960 ns (6.4\u00D7 slower; round by round 3.1\u00D7 [2.8, 3.4])")))
        << texts.join(" | ").toStdString();
    const LabelledRun labelled{QString(), run};
    EXPECT_EQ(barVerdict(std::span(&labelled, 1), barOptions()),
              QString::fromUtf8(
                  "pipe is 6.4\u00D7 (round by round 3.1\u00D7 [2.8, 3.4]) faster than tcp"));
}

TEST(PairedBars, VerdictIsTheQuotientWithThePairedInterval) {
    const RunResult run = pairedRun();
    const LabelledRun labelled{QString(), run};
    EXPECT_EQ(barVerdict(std::span(&labelled, 1), barOptions()),
              QString::fromUtf8("pipe is 3.0\u00D7 [2.8, 3.4] faster than tcp"));

    RunResult close = run;
    close.points.pop_back();  // pipe and uds only
    const LabelledRun closeRun{QString(), close};
    EXPECT_EQ(barVerdict(std::span(&closeRun, 1), barOptions()),
              QString::fromUtf8("pipe and uds are within noise of each other: 1.03\u00D7 "
                                "[0.97, 1.05]"));
}

TEST(PairedBars, ADifferenceInsideTheNoiseFloorIsWithinNoise) {
    RunResult run = pairedRun();
    // Sorted 1.12 1.15 1.2 1.22 1.25 1.3 -> median 1.21, [1.12, 1.30]: excludes 1 ...
    const std::vector<double> mqRatios{1.2, 1.12, 1.3, 1.22, 1.15, 1.25};
    run.points.push_back(roundsPoint("mq.posix", 180, times(kPipeRounds, mqRatios)));
    EXPECT_TRUE(
        barTexts(run).contains(QString::fromUtf8("180 ns (1.20\u00D7 slower [1.12, 1.30])")))
        << barTexts(run).join(" | ").toStdString();
    // ... but pipe against itself spreads over [0.90, 1.15] here, which it overlaps.
    const std::vector<double> selfRatios{1.0, 0.9, 1.15, 1.05, 0.95, 1.1};
    run.points.push_back(roundsPoint("pipe", 160, times(kPipeRounds, selfRatios), true));
    EXPECT_TRUE(
        barTexts(run).contains(QString::fromUtf8("180 ns (1.20\u00D7 [1.12, 1.30], within noise)")))
        << barTexts(run).join(" | ").toStdString();
    // The second measurement is a bar of its own, named apart from the first.
    EXPECT_TRUE(barTexts(run).contains("pipe (again)")) << barTexts(run).join(" | ").toStdString();
}

TEST(PairedBars, WithTooFewCommonRoundsTheBarsKeepTheRatioOfTheirValues) {
    // 2 rounds give no interval; 3 to 5 give one below 95% (the Quick tour has 3), whose
    // median of ratios could order two labels differently from their bars.
    for (const std::size_t rounds : {2, 3, 5}) {
        RunResult run = pairedRun();
        for (PointResult& point : run.points) {
            point.repetitions.resize(rounds);
        }
        EXPECT_TRUE(barTexts(run).contains(QString::fromUtf8("450 ns (3.0\u00D7 slower)")))
            << rounds << " rounds: " << barTexts(run).join(" | ").toStdString();
        const LabelledRun labelled{QString(), run};
        // The range over both intervals: 450 * 0.9 / (150 * 1.1) .. 450 * 1.1 / (150 * 0.9).
        EXPECT_EQ(barVerdict(std::span(&labelled, 1), barOptions()),
                  QString::fromUtf8("pipe is 3.0\u00D7 [2.5, 3.7] faster than tcp"))
            << rounds << " rounds";
    }
}

// Issue 21 item 2: "shm.ring (spin) is 2.6× [0.4, 10] faster than pipe" (2 rounds). A range
// that holds 1 names no winner; a range from intervals below 95% says how sure it is.
TEST(PairedBars, AVerdictWhoseRangeHoldsOneNamesNoWinner) {
    RunResult run = pairedRun();
    run.points.pop_back();  // pipe 150 ns, uds 155 ns
    for (PointResult& point : run.points) {
        point.repetitions.resize(2);
        point.reliability.medianCi95 = {2, point.latencyCi95.mean, point.latencyCi95.low,
                                        point.latencyCi95.high, 0.5};
        point.reliability.rounds = 2;
    }
    // pipe [135, 165], uds [139.5, 170.5]: 139.5 / 165 = 0.85 .. 170.5 / 135 = 1.26.
    run.points[0].latencyCi95.low = 135;
    run.points[0].latencyCi95.high = 165;
    run.points[1].latencyCi95.low = 139.5;
    run.points[1].latencyCi95.high = 170.5;
    const LabelledRun labelled{QString(), run};
    EXPECT_EQ(barVerdict(std::span(&labelled, 1), barOptions()),
              QString::fromUtf8("pipe and uds are within noise of each other: 1.0\u00D7 "
                                "[0.8, 1.3]"));

    // Apart, but from 50% intervals: no verdict, and why.
    run.points[1].latencyCi95 = {2, 450, 405, 495};
    const LabelledRun apart{QString(), run};
    EXPECT_EQ(barVerdict(std::span(&apart, 1), barOptions()),
              QString::fromUtf8("pipe and uds are 3.0\u00D7 [2.5, 3.7] apart, from intervals "
                                "only 50% sure (few rounds): not ranked"));
}

}  // namespace
}  // namespace ipclab::app
