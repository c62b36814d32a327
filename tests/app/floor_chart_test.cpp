// The hardware's floor on the bars: drawn where it belongs, said in words, never invented.
#include <QChart>
#include <QGraphicsLineItem>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QStringList>
#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "charts/result_chart.hpp"
#include "gui_support.hpp"

namespace ipclab::app {
namespace {

// pipe blocks on one core; shm.spin spins on two (the floor bounds it alone). Each round of
// shm.spin carries the floor measured just before it: `roundFloorNs`, one per round.
RunResult pingPongRun(double floorNs, double spinNs = 300,
                      const std::vector<double>& roundFloorNs = {}) {
    RunResult result;
    result.machine = test::testMachine();
    if (floorNs > 0) {
        HardwareFloor& floor = result.machine.hardwareFloor;
        floor.cpuA = 0;
        floor.cpuB = 1;
        floor.rounds = 7;
        floor.line = {floorNs, floorNs * 0.95, floorNs * 1.05};
        floor.payload64 = {floorNs * 1.6, floorNs * 1.5, floorNs * 1.7};
    }
    result.experiment.mechanisms = {"pipe", "shm.spin"};
    result.experiment.sizesBytes = {64};
    for (const auto& [mechanism, medianNs] : {std::pair{"pipe", 1'450.0}, {"shm.spin", spinNs}}) {
        PointResult point;
        point.mechanism = mechanism;
        point.sizeBytes = 64;
        point.ok = true;
        const bool spins = point.mechanism == "shm.spin";
        point.placement = spins ? Placement::CrossCore : Placement::SameCore;
        point.waitStrategy = spins ? WaitStrategy::Spin : WaitStrategy::Block;
        point.latencyNs.count = 100;
        point.latencyNs.median = medianNs;
        point.latencyCi95 = {3, medianNs, medianNs * 0.95, medianNs * 1.05};
        point.reliability.medianCi95 = {6, medianNs, medianNs * 0.95, medianNs * 1.05, 0.97};
        point.repetitions.resize(6);
        for (std::size_t i = 0; i < point.repetitions.size(); ++i) {
            RepetitionResult& round = point.repetitions[i];
            round.index = static_cast<int>(i);
            round.latencyNs.count = 100;
            round.latencyNs.median = medianNs;
            round.floorNs = spins && i < roundFloorNs.size() ? roundFloorNs[i] : 0;
        }
        result.points.push_back(point);
    }
    return result;
}

struct Drawn {
    QStringList texts;
    QStringList toolTips;  // of the bars' end labels
    int dashedLines = 0;
};

Drawn drawnOn(const RunResult& run) {
    ChartOptions options;
    options.kind = ChartKind::Bars;
    const std::vector<LabelledRun> runs{{QString(), run}};
    std::unique_ptr<QChart> chart(buildChart(runs, options));
    chart->resize(900, 560);
    Drawn drawn;
    for (QGraphicsItem* item : chart->childItems()) {
        if (auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(item)) {
            drawn.texts << text->text();
            if (!text->toolTip().isEmpty()) {
                drawn.toolTips << text->toolTip();
            }
        }
        if (auto* rich = dynamic_cast<QGraphicsTextItem*>(item)) {
            drawn.texts << rich->toPlainText();  // the key under the bars
        }
        if (auto* line = dynamic_cast<QGraphicsLineItem*>(item)) {
            drawn.dashedLines += line->pen().style() == Qt::DashLine ? 1 : 0;
        }
    }
    return drawn;
}

TEST(HardwareFloorOnBars, DrawnAsOneDashedLineWithItsFigure) {
    const Drawn drawn = drawnOn(pingPongRun(118));
    EXPECT_EQ(drawn.dashedLines, 1);
    // In the key under the bars, whole (inside the plot it ran over the fastest bars' labels).
    EXPECT_TRUE(drawn.texts.join(" | ").contains(
        "hardware's floor on this machine: 118 ns (one cache line, core to core; it bounds the "
        "spinning bars on two cores)"))
        << drawn.texts.join(" | ").toStdString();
}

// The spinning bar on two cores reads as "N× the floor" on hover, N the exact quotient of the two
// figures it names; the blocking same-core bar gets no such claim (the floor does not bound it).
TEST(HardwareFloorOnBars, TheBoundedBarSaysTheQuotientOfTheTwoFiguresItNames) {
    const Drawn drawn = drawnOn(pingPongRun(118));
    ASSERT_EQ(drawn.toolTips.size(), 1) << drawn.toolTips.join(" | ").toStdString();
    // 300 / 118 = 2.54
    EXPECT_EQ(drawn.toolTips[0], "300 ns is 2.5× the hardware's floor on this machine (118 ns)");
}

// Paired per round: each round's median over the floor measured just before it, the median of
// these ratios with its interval, named as such beside the quotient.
TEST(HardwareFloorOnBars, TheRatioPairedPerRoundComesWithItsInterval) {
    // Ratios 300 / {100, 120, 150, 130, 110, 140} = 3.0, 2.5, 2.0, 2.308, 2.727, 2.143: median
    // (2.308 + 2.5) / 2 = 2.404; six values: [min, max] = [2.0, 3.0] (coverage 96.9%).
    const Drawn drawn = drawnOn(pingPongRun(118, 300, {100, 120, 150, 130, 110, 140}));
    ASSERT_EQ(drawn.toolTips.size(), 1);
    EXPECT_EQ(drawn.toolTips[0],
              "300 ns is 2.5× the hardware's floor on this machine (118 ns); round by round, "
              "against the floor measured just before each: 2.4× [2.0, 3.0], 6 rounds");
}

// A run saved before the floor was measured between rounds: no line, and the key says so.
TEST(HardwareFloorOnBars, ARunWithoutAFloorSaysSo) {
    const Drawn drawn = drawnOn(pingPongRun(0));
    EXPECT_EQ(drawn.dashedLines, 0);
    EXPECT_TRUE(drawn.texts.join(" | ").contains("hardware's floor: not measured in this run"))
        << drawn.texts.join(" | ").toStdString();
    EXPECT_TRUE(drawn.toolTips.isEmpty());
}

// While a run goes, the machine record has no floor yet: the rounds' own floors give it (median
// of 100, 110, 120, 130, 140, 150 = 125 ns).
TEST(HardwareFloorOnBars, ARunStillGoingDrawsTheFloorOfItsRounds) {
    const Drawn drawn = drawnOn(pingPongRun(0, 300, {100, 120, 150, 130, 110, 140}));
    EXPECT_EQ(drawn.dashedLines, 1);
    EXPECT_TRUE(drawn.texts.join(" | ").contains("hardware's floor on this machine: 125 ns"))
        << drawn.texts.join(" | ").toStdString();
}

// A floor above a spinning bar of the same run would be an impossible line: not drawn, and the
// key says why, naming both figures; the quotient is never clamped to 1.0×.
TEST(HardwareFloorOnBars, NothingIsDrawnBelowTheFloorWithoutTheReasonSaid) {
    const Drawn drawn = drawnOn(pingPongRun(367, 90));
    EXPECT_EQ(drawn.dashedLines, 0);
    const QString all = drawn.texts.join(" | ");
    EXPECT_TRUE(
        all.contains("hardware's floor not drawn: shm.spin at 90.0 ns is faster than the "
                     "floor measured between its rounds (367 ns)"))
        << all.toStdString();
    EXPECT_TRUE(drawn.toolTips.isEmpty()) << drawn.toolTips.join(" | ").toStdString();
}

TEST(HardwareFloorOnBars, AnAbsentFloorIsSaidBesideTheBarsItWouldBound) {
    RunResult run = pingPongRun(0);
    run.machine.hardwareFloor.unavailable =
        "the machine was too busy: a spinning partner was preempted";
    const Drawn drawn = drawnOn(run);
    EXPECT_EQ(drawn.dashedLines, 0);
    EXPECT_TRUE(drawn.texts.join(" | ").contains(
        "hardware's floor: not measured (the machine was too busy: a spinning partner was "
        "preempted)"))
        << drawn.texts.join(" | ").toStdString();
}

// Blocking and same-core bars alone: the floor bounds none of them, so none is drawn or named.
TEST(HardwareFloorOnBars, NotBesideBarsItDoesNotBound) {
    RunResult run = pingPongRun(118);
    run.points[1].placement = Placement::SameCore;
    const Drawn drawn = drawnOn(run);
    EXPECT_EQ(drawn.dashedLines, 0);
    for (const QString& text : drawn.texts + drawn.toolTips) {
        EXPECT_FALSE(text.contains("floor")) << text.toStdString();
    }
}

}  // namespace
}  // namespace ipclab::app
