// Charts compare like with like (issue 13): beside a report's minimum or mean, our bar or line
// is our minimum or mean and says so; a series that names a placement goes only beside points
// of that placement; one-sided and ping-pong steps are ranked apart, each with its own
// published figures. Synthetic results with hand-set statistics, no measurement.
#include <gtest/gtest.h>

#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QLineSeries>
#include <memory>

#include "charts/result_chart.hpp"
#include "charts/units.hpp"
#include "gui/run_record.hpp"
#include "gui_support.hpp"

namespace ipclab::app {
namespace {

/// A point whose min, median and mean differ, so a test sees which one a chart took.
PointResult statPoint(const std::string& mechanism, Pattern pattern, std::size_t size, double min,
                      double median, double mean) {
    PointResult point;
    point.mechanism = mechanism;
    point.pattern = pattern;
    point.sizeBytes = size;
    point.ok = true;
    point.latencyNs.count = 100;
    point.latencyNs.min = min;
    point.latencyNs.median = median;
    point.latencyNs.mean = mean;
    point.latencyNs.p99 = median * 2;
    point.latencyCi95 = {3, median, median * 0.9, median * 1.1};
    point.repetitions.resize(3);
    return point;
}

RunResult runOf(Pattern pattern, std::vector<PointResult> points) {
    RunResult run;
    run.machine = test::testMachine();
    run.experiment.pattern = pattern;
    for (const PointResult& point : points) {
        run.experiment.mechanisms.push_back(point.mechanism);
        run.experiment.placement = point.placement;
    }
    run.experiment.sizesBytes = {points.front().sizeBytes};
    run.points = std::move(points);
    return run;
}

ReferenceSeries referenceOf(const std::string& label, const std::string& mechanism, Pattern pattern,
                            const std::string& quantity, ReferenceStatistic statistic,
                            std::vector<ReferencePoint> points) {
    ReferenceSeries reference;
    reference.label = label;
    reference.mechanism = mechanism;
    reference.pattern = pattern;
    reference.quantity = quantity;
    reference.statistic = statistic;
    reference.points = std::move(points);
    return reference;
}

ChartOptions barOptions(std::vector<ReferenceSeries> references) {
    ChartOptions options;
    options.kind = ChartKind::Bars;
    options.barScale = BarScale::Linear;  // bar lengths are the values themselves
    options.references = std::move(references);
    return options;
}

/// The bars drawn, by name: the value of the measured or the published bar, in ns.
struct DrawnBars {
    QStringList names;  ///< Top to bottom (headings included).
    std::map<QString, double> measuredNs;
    std::map<QString, double> publishedNs;
    QString valueAxisTitle;
};

DrawnBars drawnBars(QChart& chart, double largestNs) {
    DrawnBars drawn;
    auto* axis = qobject_cast<QBarCategoryAxis*>(chart.axes(Qt::Vertical).value(0));
    auto* series = qobject_cast<QAbstractBarSeries*>(chart.series().value(0));
    if (axis == nullptr || series == nullptr) {
        return drawn;
    }
    const double factor = timeUnitFor(largestNs).factor;
    const QStringList categories = axis->categories();
    for (qsizetype index = categories.size() - 1; index >= 0; --index) {
        drawn.names << categories[index];
    }
    for (QBarSet* set : series->barSets()) {
        for (qsizetype index = 0; index < categories.size(); ++index) {
            if (set->at(index) > 0) {
                auto& target =
                    set->label() == "measured here" ? drawn.measuredNs : drawn.publishedNs;
                target[categories[index]] = set->at(index) * factor;
            }
        }
    }
    drawn.valueAxisTitle = chart.axes(Qt::Horizontal).value(0)->titleText();
    return drawn;
}

const QString kDot = QStringLiteral(" \u00B7 ");

TEST(LikeStatistics, BarsBesideAMinimumShowOurMinimum) {
    const std::vector<LabelledRun> runs{
        {QString(),
         runOf(Pattern::PingPong, {statPoint("pipe", Pattern::PingPong, 64, 600, 900, 950),
                                   statPoint("tcp", Pattern::PingPong, 64, 1500, 2000, 2100)})}};
    const ReferenceSeries table =
        referenceOf("Report 004, Table I: pipes (i5-4570)", "pipe", Pattern::PingPong, "latency_ns",
                    ReferenceStatistic::Min, {{64, 691}});
    std::unique_ptr<QChart> chart(buildChart(runs, barOptions({table})));
    const DrawnBars bars = drawnBars(*chart, 2100);
    const QString pipe = "pipe" + kDot + "min of 100";
    const QString tcp = "tcp" + kDot + "min of 100";
    const QString theirs = "Report 004, Table I: pipes (i5-4570)" + kDot + "min";
    EXPECT_EQ(bars.names, QStringList({pipe, theirs, tcp}));
    // Ours is the minimum (600), not the median (900); tcp has no figure of its own beside it
    // and takes the statistic every published figure shares.
    EXPECT_NEAR(bars.measuredNs.at(pipe), 600, 1e-6);
    EXPECT_NEAR(bars.measuredNs.at(tcp), 1500, 1e-6);
    EXPECT_NEAR(bars.publishedNs.at(theirs), 691, 1e-6);
    EXPECT_TRUE(bars.valueAxisTitle.startsWith("one-way latency at 64 B, min ("))
        << bars.valueAxisTitle.toStdString();
    // The ratio of minimums, without the medians' interval.
    EXPECT_EQ(barVerdict(runs, barOptions({table})), pipe + " is 2.5\u00D7 faster than " + tcp);
}

TEST(LikeStatistics, BarsBesideAMeanShowOurMean) {
    const std::vector<LabelledRun> runs{
        {QString(),
         runOf(Pattern::OneSided,
               {statPoint("report000.locked-write", Pattern::OneSided, 21, 10, 15, 20),
                statPoint("report000.sendto", Pattern::OneSided, 21, 1000, 1200, 1300)})}};
    const ReferenceSeries threads =
        referenceOf("Report 000: threads (Windows PC)", "report000.locked-write", Pattern::OneSided,
                    "ns_per_op", ReferenceStatistic::Mean, {{21, 13.9}});
    std::unique_ptr<QChart> chart(buildChart(runs, barOptions({threads})));
    const DrawnBars bars = drawnBars(*chart, 1300);
    const QString ours = "report000.locked-write" + kDot + "mean of 100";
    ASSERT_EQ(bars.measuredNs.count(ours), 1u) << bars.names.join('|').toStdString();
    EXPECT_NEAR(bars.measuredNs.at(ours), 20, 1e-6);
    EXPECT_NEAR(bars.measuredNs.at("report000.sendto" + kDot + "mean of 100"), 1300, 1e-6);
    EXPECT_NEAR(bars.publishedNs.at("Report 000: threads (Windows PC)" + kDot + "mean"), 13.9,
                1e-6);
    EXPECT_TRUE(bars.valueAxisTitle.startsWith("time per send at 21 B, mean ("))
        << bars.valueAxisTitle.toStdString();
}

TEST(LikeStatistics, WithoutReferencesBarsStayMedians) {
    const std::vector<LabelledRun> runs{
        {QString(),
         runOf(Pattern::PingPong, {statPoint("pipe", Pattern::PingPong, 64, 600, 900, 950),
                                   statPoint("tcp", Pattern::PingPong, 64, 1500, 2000, 2100)})}};
    std::unique_ptr<QChart> chart(buildChart(runs, barOptions({})));
    const DrawnBars bars = drawnBars(*chart, 2000);
    EXPECT_EQ(bars.names, QStringList({"pipe", "tcp"}));
    EXPECT_NEAR(bars.measuredNs.at("pipe"), 900, 1e-6);
    EXPECT_NEAR(bars.measuredNs.at("tcp"), 2000, 1e-6);
    EXPECT_TRUE(bars.valueAxisTitle.startsWith("one-way latency at 64 B, median ("))
        << bars.valueAxisTitle.toStdString();
}

/// The median lines of a line chart by name, with their y values in ns.
std::map<QString, std::vector<double>> drawnLines(QChart& chart, QString* yTitle) {
    std::map<QString, std::vector<double>> lines;
    *yTitle = chart.axes(Qt::Vertical).value(0)->titleText();
    for (QAbstractSeries* series : chart.series()) {
        if (series->property("ipclab.kind").toString() != "median") {
            continue;
        }
        for (const QPointF& point : qobject_cast<QLineSeries*>(series)->points()) {
            lines[series->name()].push_back(point.y());
        }
    }
    return lines;
}

TEST(LikeStatistics, LinesBesideAMinimumDrawOurMinimumWithoutTheMediansBand) {
    const std::vector<LabelledRun> runs{
        {QString(),
         runOf(Pattern::PingPong, {statPoint("pipe", Pattern::PingPong, 64, 600, 900, 950),
                                   statPoint("pipe", Pattern::PingPong, 1024, 700, 1000, 1100)})}};
    ChartOptions options;
    options.kind = ChartKind::Latency;
    options.references = {referenceOf("Report 004, Table I: pipes (i5-4570)", "pipe",
                                      Pattern::PingPong, "latency_ns", ReferenceStatistic::Min,
                                      {{64, 691}, {1024, 839}})};
    std::unique_ptr<QChart> chart(buildChart(runs, options));
    QString yTitle;
    const auto lines = drawnLines(*chart, &yTitle);
    ASSERT_EQ(lines.count("pipe (min)"), 1u);
    // ns are drawn in the axis unit: the ratio of the two points tells min from median.
    const std::vector<double>& values = lines.at("pipe (min)");
    ASSERT_EQ(values.size(), 2u);
    EXPECT_NEAR(values[1] / values[0], 700.0 / 600.0, 1e-9);
    EXPECT_TRUE(yTitle.startsWith("one-way latency, min (")) << yTitle.toStdString();
    for (QAbstractSeries* series : chart->series()) {
        EXPECT_NE(series->property("ipclab.kind").toString(), "band") << "a band is the median's";
    }
    EXPECT_TRUE(chart->title().contains("Lines marked (min) or (mean)"));

    // Without the report: the median, its band, the plain name.
    options.references.clear();
    chart.reset(buildChart(runs, options));
    const auto plain = drawnLines(*chart, &yTitle);
    ASSERT_EQ(plain.count("pipe"), 1u);
    EXPECT_NEAR(plain.at("pipe")[1] / plain.at("pipe")[0], 1000.0 / 900.0, 1e-9);
    EXPECT_TRUE(yTitle.startsWith("one-way latency, median (")) << yTitle.toStdString();
}

/// Report 004's Table I (unpinned) and Table II (pinned to one core), for pipes at 4 B.
std::vector<ReferenceSeries> tablesOneAndTwo() {
    ReferenceSeries one = referenceOf("Report 004, Table I: pipes", "pipe", Pattern::PingPong,
                                      "latency_ns", ReferenceStatistic::Min, {{4, 691}});
    one.placement = Placement::Unpinned;
    ReferenceSeries two = referenceOf("Report 004, Table II: pipes", "pipe", Pattern::PingPong,
                                      "latency_ns", ReferenceStatistic::Min, {{4, 464}});
    two.placement = Placement::SameCore;
    return {one, two};
}

TEST(ReferencePlacement, TableTwoOnlyBesideSameCorePoints) {
    for (const Placement placement : {Placement::Unpinned, Placement::SameCore}) {
        PointResult point = statPoint("pipe", Pattern::PingPong, 4, 600, 900, 950);
        point.placement = placement;
        const std::vector<LabelledRun> runs{{QString(), runOf(Pattern::PingPong, {point})}};
        std::unique_ptr<QChart> chart(buildChart(runs, barOptions(tablesOneAndTwo())));
        const QStringList names = drawnBars(*chart, 950).names;
        const bool sameCore = placement == Placement::SameCore;
        EXPECT_EQ(names.contains("Report 004, Table II: pipes" + kDot + "min"), sameCore);
        EXPECT_EQ(names.contains("Report 004, Table I: pipes" + kDot + "min"), !sameCore);

        ChartOptions lines;
        lines.references = tablesOneAndTwo();
        chart.reset(buildChart(runs, lines));
        QStringList lineNames;
        for (const QAbstractSeries* series : chart->series()) {
            lineNames << series->name();
        }
        EXPECT_EQ(lineNames.contains("Report 004, Table II: pipes (min)"), sameCore);
        EXPECT_EQ(lineNames.contains("Report 004, Table I: pipes (min)"), !sameCore);
    }
}

TEST(ReferencePlacement, TheGuiGivesARunOnlyTheFiguresOfItsPlacement) {
    const Preset* report004 = findPreset("report-004");
    ASSERT_NE(report004, nullptr);
    for (const Placement placement : {Placement::Unpinned, Placement::SameCore}) {
        RunRecord record;
        record.origin = RunOrigin{QStringLiteral("report-004"), 0, false};
        record.result.experiment.placement = placement;
        int tableOne = 0;
        int tableTwo = 0;
        for (const ReferenceSeries& series : runReferences(record)) {
            tableOne += series.label.find("Table I:") != std::string::npos ? 1 : 0;
            tableTwo += series.label.find("Table II:") != std::string::npos ? 1 : 0;
        }
        EXPECT_EQ(tableOne, placement == Placement::Unpinned ? 3 : 0);
        EXPECT_EQ(tableTwo, placement == Placement::SameCore ? 3 : 0);
    }
}

// Report 000's "Run all steps": step 2 (ping-pong) is the live run, step 1 (one-sided) beside
// it. Each step keeps its own figures: the report's two means go with step 1's bars, and a time
// per send is not ranked against a one-way latency.
TEST(RankedApart, OneSidedAndPingPongStepsKeepTheirOwnFigures) {
    const Preset* report000 = findPreset("report-000");
    ASSERT_NE(report000, nullptr);
    const std::vector<LabelledRun> runs{
        {QStringLiteral("step 2"),
         runOf(Pattern::PingPong,
               {statPoint("thread.mutex", Pattern::PingPong, 21, 3000, 4000, 4500),
                statPoint("udp", Pattern::PingPong, 21, 9000, 12000, 13000)})},
        {QStringLiteral("step 1"),
         runOf(Pattern::OneSided,
               {statPoint("report000.locked-write", Pattern::OneSided, 21, 10, 15, 20),
                statPoint("report000.sendto", Pattern::OneSided, 21, 1000, 1200, 1300)})}};
    const ChartOptions options = barOptions(report000->references);
    std::unique_ptr<QChart> chart(buildChart(runs, options));
    const DrawnBars bars = drawnBars(*chart, 13000);
    const QString threads = "Report 000: threads, lock/write/unlock (Windows PC)" + kDot + "mean";
    const QString sendto = "Report 000: UDP sendto to 127.0.0.1 (Windows PC)" + kDot + "mean";
    // The live run's ranking first under its heading, then step 1's with the report's figures.
    ASSERT_EQ(bars.names.size(), 8) << bars.names.join('|').toStdString();
    EXPECT_TRUE(bars.names[0].startsWith("One-way latency (round trip / 2), median"));
    EXPECT_EQ(bars.names[1], QString("thread.mutex \u2014 step 2"));
    EXPECT_EQ(bars.names[2], QString("udp \u2014 step 2"));
    EXPECT_TRUE(bars.names[3].startsWith("Time per send (one-sided), mean"));
    EXPECT_EQ(bars.names.mid(4),
              QStringList({threads, "report000.locked-write \u2014 step 1" + kDot + "mean of 100",
                           "report000.sendto \u2014 step 1" + kDot + "mean of 100", sendto}));
    EXPECT_NEAR(bars.publishedNs.at(threads), 13.9, 1e-6);
    EXPECT_NEAR(bars.publishedNs.at(sendto), 2717.8, 1e-6);
    EXPECT_NEAR(bars.measuredNs.at("thread.mutex \u2014 step 2"), 4000, 1e-6);  // no figure
    EXPECT_TRUE(bars.valueAxisTitle.startsWith("time at 21 B ("))
        << bars.valueAxisTitle.toStdString();
    // The verdict ranks the live run's own kind only.
    EXPECT_TRUE(
        barVerdict(runs, options)
            .startsWith("thread.mutex \u2014 step 2 is 3.0\u00D7 [2.5, 3.7] faster than udp"))
        << barVerdict(runs, options).toStdString();
}

}  // namespace
}  // namespace ipclab::app
