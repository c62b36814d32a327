// Chart building and headless rendering from synthetic results (no measurement).
#include <gtest/gtest.h>

#include <QCategoryAxis>
#include <QChart>
#include <QImage>
#include <QSet>
#include <memory>

#include "charts/result_chart.hpp"
#include "charts/units.hpp"

namespace ipclab::app {
namespace {

PointResult makePoint(const std::string& mechanism, std::size_t size, double medianNs) {
    PointResult point;
    point.mechanism = mechanism;
    point.sizeBytes = size;
    point.ok = true;
    point.latencyNs.count = 100;
    point.latencyNs.median = medianNs;
    point.latencyNs.p99 = medianNs * 2;
    point.latencyCi95 = {3, medianNs * 0.9, medianNs * 0.9, medianNs * 1.1};
    point.repetitions.resize(3);
    return point;
}

RunResult makeResult() {
    RunResult result;
    result.machine.cpuModel = "Test CPU";
    result.machine.logicalCores = 2;
    result.machine.osName = "TestOS";
    result.machine.date = "2026-01-02T03:04:05Z";
    result.experiment.mechanisms = {"pipe", "tcp"};
    result.experiment.sizesBytes = {64, 1024, 65536};
    for (std::size_t size : result.experiment.sizesBytes) {
        result.points.push_back(makePoint("pipe", size, 5'000 + static_cast<double>(size)));
        result.points.push_back(makePoint("tcp", size, 12'000 + 2.0 * static_cast<double>(size)));
    }
    return result;
}

int distinctColours(const QImage& image) {
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2) {
            colours.insert(image.pixel(x, y));
        }
    }
    return static_cast<int>(colours.size());
}

/// True when every quadrant of `image` has drawing in it (a chart squeezed into a corner or
/// a blank image fails).
bool drawnAllOver(const QImage& image) {
    const int halfWidth = image.width() / 2;
    const int halfHeight = image.height() / 2;
    for (int quadrant = 0; quadrant < 4; ++quadrant) {
        const int x0 = (quadrant % 2) * halfWidth;
        const int y0 = (quadrant / 2) * halfHeight;
        int inked = 0;
        for (int y = y0; y < y0 + halfHeight; ++y) {
            for (int x = x0; x < x0 + halfWidth; ++x) {
                inked += qGray(image.pixel(x, y)) < 200 ? 1 : 0;
            }
        }
        if (inked < halfWidth * halfHeight / 500) {
            return false;
        }
    }
    return true;
}

TEST(Units, DurationsReadWell) {
    EXPECT_EQ(formatDuration(812), "812 ns");
    EXPECT_EQ(formatDuration(12'345), "12.3 \xC2\xB5s");
    EXPECT_EQ(formatDuration(1'250'000), "1.25 ms");
    EXPECT_EQ(formatDuration(2.5e9), "2.50 s");
}

TEST(Units, RatesReadWell) {
    EXPECT_EQ(formatRate(850e6), "850 MB/s");
    EXPECT_EQ(formatRate(1.234e9), "1.23 GB/s");
    EXPECT_EQ(formatRate(12), "12.0 B/s");
}

TEST(Charts, CaptionNamesMachineAndDate) {
    const QString caption = machineCaption(makeResult().machine);
    EXPECT_TRUE(caption.contains("Test CPU"));
    EXPECT_TRUE(caption.contains("2026-01-02 03:04 UTC"));
}

TEST(Charts, RendersLatencyChartHeadless) {
    const QImage image = renderChartImage(makeResult(), QSize(800, 500));
    ASSERT_FALSE(image.isNull());
    EXPECT_EQ(image.size(), QSize(800, 500));
    // Text, axes, two coloured series with antialiasing: far more than a blank image's 1.
    EXPECT_GT(distinctColours(image), 50);
    EXPECT_TRUE(drawnAllOver(image));
}

TEST(Charts, RendersThroughputChartAndSkipsFailedPoints) {
    RunResult result = makeResult();
    result.experiment.pattern = Pattern::Stream;
    for (PointResult& point : result.points) {
        point.pattern = Pattern::Stream;
        point.throughput.bytesPerSecond = 1e9 / point.latencyNs.median * 1000;
    }
    result.points.front().ok = false;
    result.points.front().error = "peer died";
    const QImage image = renderChartImage(result, QSize(640, 400));
    EXPECT_GT(distinctColours(image), 50);
    EXPECT_TRUE(drawnAllOver(image));
}

QStringList seriesNames(const QChart& chart) {
    QStringList names;
    for (const QAbstractSeries* series : chart.series()) {
        names << series->name();
    }
    return names;
}

TEST(Charts, LegendNamesTheWaitStrategyUnlessItBlocks) {
    PointResult point = makePoint("shm.ring", 64, 100);
    point.waitStrategy = WaitStrategy::Spin;
    EXPECT_EQ(seriesLabel(point), "shm.ring (spin)");
    point.waitStrategy = WaitStrategy::SpinYield;
    EXPECT_EQ(seriesLabel(point), "shm.ring (spin-yield)");
    point.waitStrategy = WaitStrategy::Block;
    EXPECT_EQ(seriesLabel(point), "shm.ring");

    RunResult result = makeResult();
    for (PointResult& p : result.points) {
        if (p.mechanism == "tcp") {
            p.mechanism = "shm.ring";
            p.waitStrategy = WaitStrategy::Spin;
        }
    }
    std::unique_ptr<QChart> chart(createResultChart());
    updateResultChart(*chart, chartContextFor(result), result.points);
    EXPECT_EQ(seriesNames(*chart), QStringList({"pipe", "shm.ring (spin)"}));
}

TEST(Charts, LockPointsSitOnePerMechanismAlongX) {
    RunResult result;
    result.experiment.pattern = Pattern::Lock;
    result.experiment.parties = 4;
    for (const auto& [mechanism, ns] : {std::pair{"thread.spin", 20.0}, {"thread.mutex", 90.0}}) {
        PointResult point = makePoint(mechanism, 0, ns);  // the lock pattern has no size
        point.pattern = Pattern::Lock;
        result.points.push_back(point);
    }
    result.points[0].waitStrategy = WaitStrategy::Spin;
    std::unique_ptr<QChart> chart(createResultChart());
    updateResultChart(*chart, chartContextFor(result), result.points);
    EXPECT_EQ(seriesNames(*chart), QStringList({"thread.spin (spin)", "thread.mutex"}));
    auto* axis = qobject_cast<QCategoryAxis*>(chart->axes(Qt::Horizontal).first());
    ASSERT_NE(axis, nullptr);
    EXPECT_EQ(axis->categoriesLabels(), QStringList({"thread.spin (spin)", "thread.mutex"}));
    EXPECT_TRUE(chart->title().contains("4 parties"));
    const QImage image = renderChartImage(result, QSize(640, 400));
    EXPECT_GT(distinctColours(image), 50);
}

TEST(Charts, EmptyResultStillRenders) {
    const QImage image = renderChartImage(RunResult{}, QSize(320, 200));
    EXPECT_EQ(image.size(), QSize(320, 200));
}

TEST(Charts, PngToUnwritablePathFailsWithMessage) {
    QString error;
    EXPECT_FALSE(
        renderChartPng(makeResult(), "/nonexistent-dir/x/chart.png", QSize(100, 100), &error));
    EXPECT_TRUE(error.contains("chart.png"));
}

}  // namespace
}  // namespace ipclab::app
