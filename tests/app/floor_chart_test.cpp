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

RunResult pingPongRun(double floorNs) {
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
    for (const auto& [mechanism, medianNs] : {std::pair{"pipe", 1'450.0}, {"shm.spin", 300.0}}) {
        PointResult point;
        point.mechanism = mechanism;
        point.sizeBytes = 64;
        point.ok = true;
        point.latencyNs.count = 100;
        point.latencyNs.median = medianNs;
        point.latencyCi95 = {3, medianNs, medianNs * 0.95, medianNs * 1.05};
        point.reliability.medianCi95 = {6, medianNs, medianNs * 0.95, medianNs * 1.05, 0.97};
        point.repetitions.resize(6);
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
        "hardware's floor on this machine: 118 ns (one cache line, core to core)"))
        << drawn.texts.join(" | ").toStdString();
}

// Each bar reads as "N× the floor" on hover, N the quotient of the two figures it shows.
TEST(HardwareFloorOnBars, EveryBarSaysItsMultipleOfTheFloor) {
    const Drawn drawn = drawnOn(pingPongRun(118));
    EXPECT_TRUE(drawn.toolTips.contains(
        "300 ns is 2.5× the hardware's floor on this machine (118 ns)"))  // 300 / 118 = 2.54
        << drawn.toolTips.join(" | ").toStdString();
    EXPECT_TRUE(drawn.toolTips.contains(
        "1.45 µs is 12× the hardware's floor on this machine (118 ns)"))  // 1450 / 118 = 12.3
        << drawn.toolTips.join(" | ").toStdString();
}

TEST(HardwareFloorOnBars, NotDrawnWhenTheRunHasNone) {
    const Drawn drawn = drawnOn(pingPongRun(0));
    EXPECT_EQ(drawn.dashedLines, 0);
    for (const QString& text : drawn.texts + drawn.toolTips) {
        EXPECT_FALSE(text.contains("floor")) << text.toStdString();
    }
}

}  // namespace
}  // namespace ipclab::app
