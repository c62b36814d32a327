// The percentile spectrum (issue 11, point 6): percentiles read from a synthetic histogram at
// hand-computed values, and the chart's lines placed on the 1/(1-p) axis.
#include <gtest/gtest.h>

#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <cmath>
#include <memory>

#include "charts/result_chart.hpp"
#include "gui_support.hpp"

namespace ipclab::app {
namespace {

// 10,000 samples: 50% in [100, 200) ns, 40% in [200, 400), 10% in [400, 800].
Histogram syntheticHistogram() {
    Histogram histogram;
    histogram.edges = {100, 200, 400, 800};
    histogram.counts = {5000, 4000, 1000};
    return histogram;
}

TEST(Spectrum, PercentilesOfASyntheticHistogram) {
    const Histogram histogram = syntheticHistogram();
    // p50: the cumulative share reaches 0.5 at the first bin's upper edge.
    EXPECT_NEAR(histogramPercentile(histogram, 0.50), 200, 1e-9);
    EXPECT_NEAR(histogramPercentile(histogram, 0.90), 400, 1e-9);
    // p99: 90% lie below 400 ns; the last bin holds 10%, so 0.99 is 0.9 of the way through
    // it, geometrically (the bins are log-spaced): 400 * 2^0.9 = 746.43 ns.
    EXPECT_NEAR(histogramPercentile(histogram, 0.99), 400 * std::pow(2.0, 0.9), 1e-9);
    EXPECT_NEAR(histogramPercentile(histogram, 0.0), 100, 1e-9);
    EXPECT_NEAR(histogramPercentile(histogram, 1.0), 800, 1e-9);
    EXPECT_EQ(histogramPercentile(Histogram{}, 0.5), 0);
}

RunResult spectrumRun() {
    RunResult run;
    run.machine = test::testMachine();
    run.experiment.mechanisms = {"pipe", "tcp"};
    run.experiment.sizesBytes = {64};
    for (const char* mechanism : {"pipe", "tcp"}) {
        PointResult point;
        point.mechanism = mechanism;
        point.sizeBytes = 64;
        point.ok = true;
        point.latencyHistogram = syntheticHistogram();
        if (point.mechanism == "tcp") {
            for (double& edge : point.latencyHistogram.edges) {
                edge *= 10;
            }
        }
        run.points.push_back(point);
    }
    return run;
}

TEST(Spectrum, OneLinePerPointOnTheNinesAxis) {
    const LabelledRun run{QString(), spectrumRun()};
    ChartOptions options;
    options.kind = ChartKind::Spectrum;
    QString problem = "unset";
    std::unique_ptr<QChart> chart(buildChart(std::span(&run, 1), options, &problem));
    EXPECT_TRUE(problem.isEmpty()) << problem.toStdString();
    QStringList names;
    for (QAbstractSeries* series : chart->series()) {
        auto* line = qobject_cast<QLineSeries*>(series);
        ASSERT_NE(line, nullptr);
        names << line->name();
        const double scale = line->name().startsWith("tcp") ? 10 : 1;
        // x = log10(1 / (1 - p)): p50 at log10(2), p99 at 2; y = log10(ns).
        bool sawP99 = false;
        for (const QPointF& point : line->points()) {
            if (std::abs(point.x() - 2.0) < 1e-9) {
                EXPECT_NEAR(point.y(), std::log10(scale * 400 * std::pow(2.0, 0.9)), 1e-9);
                sawP99 = true;
            }
        }
        EXPECT_TRUE(sawP99) << line->name().toStdString();
    }
    EXPECT_EQ(names, QStringList({QString::fromUtf8("pipe: p50 200 ns, p99 746 ns"),
                                  QString::fromUtf8("tcp: p50 2.00 \u00B5s, p99 7.46 \u00B5s")}));
    auto* xAxis = qobject_cast<QCategoryAxis*>(chart->axes(Qt::Horizontal).first());
    ASSERT_NE(xAxis, nullptr);
    // 10,000 samples resolve up to 1 - 1/10,000: the ticks run to 99.99%.
    EXPECT_EQ(xAxis->categoriesLabels(),
              QStringList({"0%", "50%", "90%", "99%", "99.9%", "99.99%"}));
    EXPECT_NEAR(xAxis->endValue("99.9%"), 3.0, 1e-9);
}

TEST(Spectrum, SaysWhyWithoutHistograms) {
    RunResult run = spectrumRun();
    ChartOptions options;
    options.kind = ChartKind::Spectrum;
    options.distributionSizeBytes = 1024;
    const LabelledRun other{QString(), run};
    EXPECT_TRUE(chartDataProblem(std::span(&other, 1), options).contains("64 B"));
    for (PointResult& point : run.points) {
        point.latencyHistogram = {};
    }
    const LabelledRun none{QString(), run};
    EXPECT_TRUE(chartDataProblem(std::span(&none, 1), options).contains("histogram"));
}

}  // namespace
}  // namespace ipclab::app
