// Issue 36: what a student reads on report 004's Run all steps charts (item 4), in Ours vs
// theirs (item 5) and on the chart of a run still in its rounds (item 8).
#include <gtest/gtest.h>

#include <QLineSeries>
#include <QSet>
#include <memory>

#include "chart_test_support.hpp"
#include "charts/comparison.hpp"
#include "charts/local_units.hpp"
#include "charts/result_chart_view.hpp"
#include "gui_support.hpp"

namespace ipclab::app {
namespace {

using chart_test::makePoint;

RunResult pingPongRun(Placement placement, double scale) {
    RunResult run = chart_test::makeResult();
    run.experiment.placement = placement;
    for (PointResult& point : run.points) {
        point.placement = placement;
        point.latencyNs.median *= scale;
        point.latencyCi95 = {3, point.latencyNs.median * 0.9, point.latencyNs.median * 0.9,
                             point.latencyNs.median * 1.1};
        // Each round's minimum, for the figure drawn beside a report's minimum.
        for (RepetitionResult& repetition : point.repetitions) {
            repetition.latencyNs.count = 100;
            repetition.latencyNs.min = point.latencyNs.median * 0.8;
        }
    }
    return run;
}

RunResult streamRun() {
    RunResult run;
    run.machine = test::testMachine();
    run.experiment.pattern = Pattern::Stream;
    run.experiment.mechanisms = {"pipe"};
    run.experiment.sizesBytes = {4096};
    PointResult point = makePoint("pipe", 4096, 0);
    point.pattern = Pattern::Stream;
    point.throughput.bytesPerSecond = 1.46e9;
    run.points = {point};
    return run;
}

ReferenceSeries tableOne() {
    ReferenceSeries reference;
    reference.label = "Report 004, Table I: pipes";
    reference.mechanism = "pipe";
    reference.quantity = "latency_ns";
    reference.statistic = ReferenceStatistic::MedianOfMinimums;
    reference.points = {{64, 700}, {1024, 900}};
    return reference;
}

/// Run all steps of report 004 as the window draws it: the stream step shown ("this run"), the
/// two latency steps beside it.
std::vector<LabelledRun> runAllRuns() {
    return {{QStringLiteral("this run"), streamRun()},
            {QStringLiteral("step 1"), pingPongRun(Placement::Unpinned, 1)},
            {QStringLiteral("step 2"), pingPongRun(Placement::SameCore, 0.5)}};
}

TEST(RunAllKey, OneShapePerStepInAKeyUnderThePlotAndThePresetNamed) {
    ChartOptions options;
    options.kind = ChartKind::Latency;
    options.onScreen = true;
    options.caption = QStringLiteral("Report 004 \u2014 Throughput, large messages");
    options.sharedCaption = QStringLiteral("Report 004: pipes vs TCP vs shared memory");
    options.references = {tableOne()};
    std::unique_ptr<QChart> chart(buildChart(runAllRuns(), options));
    const QString key = test::footText(*chart);
    EXPECT_TRUE(key.contains(QStringLiteral("\u2501\u25CF\u2501 step 1 (thick lines)")))
        << key.toStdString();
    EXPECT_TRUE(key.contains(QStringLiteral("\u2500\u25A0\u2500 step 2"))) << key.toStdString();
    // The stream step has no point here: neither the key nor the caption names it.
    EXPECT_FALSE(key.contains(QStringLiteral("this run"))) << key.toStdString();
    EXPECT_FALSE(chart->title().contains(QStringLiteral("this run")))
        << chart->title().toStdString();
    EXPECT_FALSE(chart->title().contains(QStringLiteral("more caption line")));
    // The preset, not the step shown, which draws nothing here.
    EXPECT_TRUE(chart->title().contains(options.sharedCaption)) << chart->title().toStdString();
    EXPECT_FALSE(chart->title().contains(QStringLiteral("large messages")));
}

TEST(RunAllKey, PublishedLinesHaveAColourAndOpenPointsOfTheirOwn) {
    ChartOptions options;
    options.kind = ChartKind::Latency;
    options.references = {tableOne()};
    std::unique_ptr<QChart> chart(buildChart(runAllRuns(), options));
    QSet<QRgb> ours;
    const QLineSeries* published = nullptr;
    for (QAbstractSeries* series : chart->series()) {
        const auto* line = qobject_cast<QLineSeries*>(series);
        const QString kind = series->property("ipclab.kind").toString();
        if (line != nullptr && kind == QStringLiteral("median")) {
            ours.insert(line->pen().color().rgb());
        } else if (line != nullptr && kind == QStringLiteral("reference")) {
            published = line;
        }
    }
    ASSERT_NE(published, nullptr);
    EXPECT_FALSE(ours.contains(published->pen().color().rgb()));
    EXPECT_FALSE(published->lightMarker().isNull());
    // The report gave one minimum of 100: its line is named so, not "median of minimums".
    EXPECT_EQ(published->name(), QStringLiteral("Report 004, Table I: pipes (min)"));
    const QString key = test::footText(*chart);
    EXPECT_TRUE(key.contains(QStringLiteral("\u254D\u25B3\u254D Report 004, Table I: pipes (min)")))
        << key.toStdString();
    EXPECT_TRUE(chart->title().contains(QStringLiteral("Dashed, open points")));
}

TEST(RunAllKey, FiveRunsGetFiveShapes) {
    std::vector<LabelledRun> runs;
    for (int run = 0; run < 5; ++run) {
        runs.push_back({QStringLiteral("run %1").arg(run + 1),
                        pingPongRun(Placement::Unpinned, 1 + 0.3 * run)});
    }
    std::unique_ptr<QChart> chart(buildChart(runs, chart_test::latencyOptions()));
    const QString key = test::footText(*chart);
    QSet<QString> shapes;
    for (int run = 0; run < 5; ++run) {
        const QString name = QStringLiteral(" run %1").arg(run + 1);
        const qsizetype at = key.indexOf(name);
        ASSERT_GE(at, 2) << key.toStdString();
        shapes.insert(key.mid(at - 2, 1));
    }
    EXPECT_EQ(shapes.size(), 5) << key.toStdString();
}

// Item 5: the statistic in words, one rounding with the Results tab, a throughput ratio with
// its interval.
TEST(OursVsTheirs, StatisticInPlainWordsAndThroughputRatioWithInterval) {
    RunResult latency = pingPongRun(Placement::Unpinned, 1);
    latency.experiment.iterations = 100;
    for (PointResult& point : latency.points) {
        point.repetitions.resize(5);
        for (RepetitionResult& repetition : point.repetitions) {
            repetition.latencyNs.count = 100;
            repetition.latencyNs.min = point.latencyNs.median / 2;
        }
    }
    const std::vector<ComparisonRow> rows = comparisonRows({tableOne()}, latency, QLocale::c());
    ASSERT_FALSE(rows.empty());
    EXPECT_EQ(rows.front().statistic,
              QStringLiteral("theirs: minimum of 100 round trips; ours: median over 5 rounds of "
                             "each round's minimum"));
    EXPECT_FALSE(rows.front().statistic.contains(QStringLiteral("median_of")));

    RunResult stream = streamRun();
    PointResult& point = stream.points.front();
    point.repetitions.resize(3);
    for (RepetitionResult& repetition : point.repetitions) {
        repetition.bytesPerSecond = 1.46e9;
    }
    point.repetitions[2].bytesPerSecond = 1.5e9;
    point.throughput.ci95Low = 1.4e9;
    point.throughput.ci95High = 1.5e9;
    point.latencyCi95.count = 3;
    ReferenceSeries rate;
    rate.label = "Report 004, Table III: pipes";
    rate.mechanism = "pipe";
    rate.pattern = Pattern::Stream;
    rate.quantity = "bytes_per_s";
    rate.points = {{4096, 0.5e9}};
    const std::vector<ComparisonRow> rateRows = comparisonRows({rate}, stream, QLocale::c());
    ASSERT_EQ(rateRows.size(), 1U);
    // The figure the Results tab shows for the point, written by the same formatter.
    EXPECT_EQ(formatQuantity(rateRows.front().ours, "bytes_per_s", QLocale::c()),
              localRate(point.throughput.bytesPerSecond, QLocale::c()));
    EXPECT_EQ(rateRows.front().verdict, QStringLiteral("2.9\u00D7 faster [2.8, 3.0]"));
}

// Item 8: a point still in its rounds is drawn, and its final figures replace it.
TEST(LiveChart, PointsAreDrawnWhileTheirRoundsGoOn) {
    ResultChartView view;
    RunResult planned = chart_test::makeResult();
    view.startRun(planned.experiment, planned.machine);
    EXPECT_FALSE(view.problem().isEmpty());
    PointResult provisional = planned.points.front();
    view.updatePoint(provisional);
    view.flush();
    EXPECT_TRUE(view.problem().isEmpty()) << view.problem().toStdString();
    provisional.latencyNs.median *= 1.1;
    view.updatePoint(provisional);
    view.addPoint(planned.points.front());
    view.flush();
    ASSERT_EQ(view.runs().size(), 1U);
    ASSERT_EQ(view.runs().front().run.points.size(), 1U);
    EXPECT_EQ(view.runs().front().run.points.front(), planned.points.front());
}

}  // namespace
}  // namespace ipclab::app
