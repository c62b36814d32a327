// Overlays of several runs and published references, and the size axis beside a legend.
#include <gtest/gtest.h>

#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFontMetricsF>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <memory>

#include "chart_test_support.hpp"
#include "charts/chart_export.hpp"
#include "charts/result_chart.hpp"
#include "charts/result_chart_view.hpp"
#include "charts/units.hpp"
#include "gui/language.hpp"
#include "gui_support.hpp"

namespace ipclab::app {
namespace {

using namespace chart_test;
using test::drawnAllOver;

TEST(Overlays, SeriesCarryRunLabelsAndReferencesAreDashed) {
    ChartOptions options = latencyOptions();
    ReferenceSeries reference;
    reference.label = "Report 004: pipe (i5-4570)";
    reference.machine = "i5-4570";
    reference.mechanism = "pipe";
    reference.quantity = "latency_ns";
    reference.points = {{64, 4000}, {1024, 4500}};
    options.references = {reference};
    ReferenceSeries wrongQuantity = reference;
    wrongQuantity.label = "throughput figure";
    wrongQuantity.quantity = "bytes_per_s";
    options.references.push_back(wrongQuantity);
    std::vector<LabelledRun> runs{{"laptop", makeResult()}, {"desktop", makeResult()}};
    runs[1].run.machine.cpuModel = "Other CPU";
    std::unique_ptr<QChart> chart(buildChart(runs, options));
    EXPECT_EQ(medianNames(*chart), QStringList({"pipe \u2014 laptop", "tcp \u2014 laptop",
                                                "pipe \u2014 desktop", "tcp \u2014 desktop"}));
    const QStringList names = seriesNames(*chart);
    // The report's machine, shared by all its series, moves from the legend to the caption.
    EXPECT_TRUE(names.contains("Report 004: pipe"));
    EXPECT_TRUE(
        chart->title().contains("Dashed, open points: figures published in the report, "
                                "measured there on i5-4570"))
        << chart->title().toStdString();
    EXPECT_FALSE(names.contains("throughput figure"));
    bool dashed = false;
    for (QAbstractSeries* series : chart->series()) {
        if (series->name() == "Report 004: pipe") {
            dashed = qobject_cast<QLineSeries*>(series)->pen().style() == Qt::CustomDashLine;
        }
    }
    EXPECT_TRUE(dashed);
    EXPECT_TRUE(chart->title().contains("Other CPU"));
    EXPECT_TRUE(chart->title().contains("Test CPU"));
    // The legend draws each line's style: dashes are the published figures' alone; an
    // overlay is solid, thinner, with square points (issue 21: earlier steps read as published).
    EXPECT_EQ(chart->legend()->markerShape(), QLegend::MarkerShapeFromSeries);
    for (QAbstractSeries* series : chart->series()) {
        if (series->name() == "pipe \u2014 desktop") {
            const auto* line = qobject_cast<QLineSeries*>(series);
            EXPECT_EQ(line->pen().style(), Qt::SolidLine);
            EXPECT_FALSE(line->lightMarker().isNull());
        }
    }
}

// A report's minimum is not its median, and a figure it computed from another of its figures
// was not measured: the legend names the statistic, a derived figure is dotted and explained.
TEST(Overlays, ReferencesNameTheirStatisticAndDerivedOnesAreDotted) {
    ChartOptions options = latencyOptions();
    ReferenceSeries measured;
    measured.label = "Report 004, Table I: pipes (i5-4570)";
    measured.machine = "i5-4570";
    measured.mechanism = "pipe";
    measured.quantity = "latency_ns";
    measured.statistic = ReferenceStatistic::Min;
    measured.points = {{64, 4000}, {1024, 4500}};
    ReferenceSeries derived = measured;
    derived.label = "Report 004, Table III: pipes (i5-4570)";
    derived.machine = "i5-4570";
    derived.derivedFrom = "Report 004, Table I: pipes (i5-4570)";
    options.references = {measured, derived};
    std::unique_ptr<QChart> chart(buildChart(single(makeResult()), options));
    const QStringList names = seriesNames(*chart);
    EXPECT_TRUE(names.contains("Report 004, Table I: pipes (min)"))
        << names.join('|').toStdString();
    EXPECT_TRUE(names.contains("Report 004, Table III: pipes (min) (derived)"))
        << names.join('|').toStdString();
    QVector<qreal> measuredDashes;
    QVector<qreal> derivedDashes;
    for (QAbstractSeries* series : chart->series()) {
        if (auto* line = qobject_cast<QLineSeries*>(series)) {
            if (series->name() == "Report 004, Table I: pipes (min)") {
                measuredDashes = line->pen().dashPattern();
            } else if (series->name() == "Report 004, Table III: pipes (min) (derived)") {
                derivedDashes = line->pen().dashPattern();
            }
        }
    }
    EXPECT_FALSE(measuredDashes.isEmpty());
    EXPECT_FALSE(derivedDashes.isEmpty());
    EXPECT_NE(measuredDashes, derivedDashes);
    EXPECT_TRUE(chart->title().contains("Dotted (derived): computed by the report"))
        << chart->title().toStdString();
}

TEST(Overlays, ReportsOnDifferentMachinesKeepTheirMachineInTheLegend) {
    ChartOptions options = latencyOptions();
    ReferenceSeries first;
    first.label = "Report 004: pipe (i5-4570)";
    first.machine = "i5-4570";
    first.mechanism = "pipe";
    first.quantity = "latency_ns";
    first.points = {{64, 4000}};
    ReferenceSeries second = first;
    second.label = "Report 001: C++ UDP (lab PC)";
    second.machine = "lab PC";
    ReferenceSeries bare = first;
    bare.label = "published pipe";
    bare.machine.clear();  // says no machine: the others keep theirs in the legend
    options.references = {first, second};
    std::unique_ptr<QChart> chart(buildChart(single(makeResult()), options));
    EXPECT_TRUE(seriesNames(*chart).contains("Report 004: pipe (i5-4570)"));
    EXPECT_TRUE(seriesNames(*chart).contains("Report 001: C++ UDP (lab PC)"));
    EXPECT_TRUE(chart->title().contains("Dashed, open points: figures published in the report<"))
        << chart->title().toStdString();
    options.references = {first, bare};
    chart.reset(buildChart(single(makeResult()), options));
    EXPECT_TRUE(seriesNames(*chart).contains("Report 004: pipe (i5-4570)"));
    EXPECT_TRUE(seriesNames(*chart).contains("published pipe"));
}

/// The x axis of `chart` laid out in a view of `size`: its labels and their pixel centres.
struct SizeLabels {
    QStringList labels;
    std::vector<double> centres;
    std::vector<double> widths;
};

SizeLabels layOutSizeAxis(QChart* chart, QSize size) {
    QChartView view(chart);  // owns the chart
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.resize(size);
    view.show();
    for (int pass = 0; pass < 3; ++pass) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
    SizeLabels result;
    auto* axis = qobject_cast<QCategoryAxis*>(chart->axes(Qt::Horizontal).value(0));
    if (axis == nullptr) {
        return result;
    }
    const QFontMetricsF metrics(axis->labelsFont());
    const QRectF plot = chart->plotArea();
    for (const QString& label : axis->categoriesLabels()) {
        const double x = axis->endValue(label);
        result.labels << label;
        result.centres.push_back(plot.left() +
                                 (x - axis->min()) / (axis->max() - axis->min()) * plot.width());
        result.widths.push_back(metrics.horizontalAdvance(label));
    }
    return result;
}

TEST(SizeAxis, LabelsNeverCollideWithALegendOnTheRight) {
    // 4 B .. 512 KiB in doublings (18 sizes) beside three long published series: the legend
    // goes to the right and the plot narrows.
    RunResult result = makeResult();
    result.experiment.sizesBytes.clear();
    result.points.clear();
    for (std::size_t size = 4; size <= 512 * 1024; size *= 2) {
        result.experiment.sizesBytes.push_back(size);
        result.points.push_back(makePoint("pipe", size, 5'000 + static_cast<double>(size)));
        result.points.push_back(makePoint("shm.ring", size, 100 + static_cast<double>(size)));
    }
    ChartOptions options = latencyOptions();
    for (const char* name : {"pipes", "TCP sockets", "shared-memory bounded buffer"}) {
        ReferenceSeries reference;
        reference.label = std::string("Report 004: ") + name + " (i5-4570, RHEL 6.7)";
        reference.machine = "i5-4570, RHEL 6.7";
        reference.mechanism = "pipe";
        reference.quantity = "latency_ns";
        reference.points = {{4, 700}, {512 * 1024, 1'200'000}};
        options.references.push_back(reference);
    }
    for (const QSize size : {QSize(1200, 750), QSize(870, 600), QSize(520, 400)}) {
        for (const double scale : {1.0, 2.0}) {
            options.fontScale = scale;
            const SizeLabels axis = layOutSizeAxis(buildChart(single(result), options), size);
            ASSERT_GE(axis.labels.size(), 2) << size.width();
            EXPECT_EQ(axis.labels.front(), "4 B");
            for (qsizetype i = 0; i + 1 < axis.labels.size(); ++i) {
                const auto at = static_cast<std::size_t>(i);
                const double room = axis.centres[at + 1] - axis.centres[at];
                EXPECT_GE(room, std::max(axis.widths[at], axis.widths[at + 1]))
                    << size.width() << "px, scale " << scale << ": " << axis.labels[i].toStdString()
                    << " / " << axis.labels[i + 1].toStdString();
            }
        }
    }
    // Wide enough for all: every size is labelled.
    options.fontScale = 1.0;
    result.experiment.sizesBytes = {64, 1024, 16384};
    std::erase_if(result.points, [](const PointResult& point) {
        return point.sizeBytes != 64 && point.sizeBytes != 1024 && point.sizeBytes != 16384;
    });
    options.references.clear();
    EXPECT_EQ(layOutSizeAxis(buildChart(single(result), options), QSize(1200, 750)).labels,
              QStringList({"64 B", "1 KiB", "16 KiB"}));
}

}  // namespace
}  // namespace ipclab::app
