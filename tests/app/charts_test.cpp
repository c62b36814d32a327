// Chart building and headless rendering from synthetic results (no measurement).
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
    EXPECT_GT(test::distinctColours(image, 2), 50);
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
    result.points.front().error = {FailureKind::PeerDied, Text::verbatim("peer died")};
    const QImage image = renderChartImage(result, QSize(640, 400));
    EXPECT_GT(test::distinctColours(image, 2), 50);
    EXPECT_TRUE(drawnAllOver(image));
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
    std::unique_ptr<QChart> chart(buildChart(single(result), latencyOptions()));
    EXPECT_EQ(medianNames(*chart), QStringList({"pipe", "shm.ring (spin)"}));
}

TEST(Charts, LockPointsAreBarsOnePerMechanism) {
    RunResult result;
    result.experiment.pattern = Pattern::Lock;
    result.experiment.parties = 4;
    for (const auto& [mechanism, ns] : {std::pair{"thread.mutex", 90.0}, {"thread.spin", 20.0}}) {
        PointResult point = makePoint(mechanism, 0, ns);  // the lock pattern has no size
        point.pattern = Pattern::Lock;
        result.points.push_back(point);
    }
    result.points[1].waitStrategy = WaitStrategy::Spin;
    ChartOptions options;
    options.kind = defaultChartKind(Pattern::Lock);
    EXPECT_EQ(options.kind, ChartKind::Bars);
    std::unique_ptr<QChart> chart(buildChart(single(result), options));
    auto* axis = qobject_cast<QBarCategoryAxis*>(chart->axes(Qt::Vertical).first());
    ASSERT_NE(axis, nullptr);
    // Bottom to top: slowest first, so the fastest reads on top.
    EXPECT_EQ(axis->categories(), QStringList({"thread.mutex", "thread.spin (spin)"}));
    EXPECT_TRUE(chart->title().contains("4 parties"));
    const QImage image = renderChartImage(result, QSize(640, 400));
    EXPECT_GT(test::distinctColours(image, 2), 50);
}

// A title says the placement that ran, not the one asked for: Auto against a peer in another
// container ran every point unpinned, not "blocking ones on one core, spinning ones on two".
TEST(Charts, TitleSaysThePlacementThatRan) {
    RunResult remote = makeResult();
    remote.experiment.placement = Placement::Auto;
    remote.experiment.remotePeer = "172.18.0.2:7290";
    for (PointResult& point : remote.points) {
        point.placement = Placement::Unpinned;
    }
    for (ChartKind kind : {ChartKind::Latency, ChartKind::Bars}) {
        ChartOptions options = latencyOptions();
        options.kind = kind;
        std::unique_ptr<QChart> chart(buildChart(single(remote), options));
        EXPECT_TRUE(chart->title().contains("unpinned, the peer at 172.18.0.2:7290"))
            << chart->title().toStdString();
        EXPECT_FALSE(chart->title().contains("spinning ones on two"));
    }

    RunResult local = makeResult();
    local.experiment.placement = Placement::Auto;
    local.points.front().placement = Placement::SameCore;
    local.points.back().placement = Placement::CrossCore;
    std::unique_ptr<QChart> mixed(buildChart(single(local), latencyOptions()));
    EXPECT_TRUE(mixed->title().contains("blocking ones on one core, spinning ones on two"));
    for (PointResult& point : local.points) {
        point.placement = Placement::SameCore;
    }
    std::unique_ptr<QChart> same(buildChart(single(local), latencyOptions()));
    EXPECT_TRUE(same->title().contains("both on one core")) << same->title().toStdString();
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

/// Share of pixels inside `area` that differ from the background colour at its corner.
double inkedShare(const QImage& image, const QRect& area) {
    const QRgb background = image.pixel(0, 0);
    int inked = 0;
    int total = 0;
    for (int y = area.top(); y <= area.bottom(); y += 2) {
        for (int x = area.left(); x <= area.right(); x += 2) {
            inked += image.pixel(x, y) != background ? 1 : 0;
            ++total;
        }
    }
    return total > 0 ? static_cast<double>(inked) / total : 0;
}

RunResult withHistograms(RunResult result) {
    for (PointResult& point : result.points) {
        const double m = point.latencyNs.median;
        point.latencyNs.p999 = m * 5;
        point.latencyHistogram.edges = {m * 0.5, m * 0.9, m * 1.1, m * 2, m * 6};
        point.latencyHistogram.counts = {10, 800, 150, 40};
    }
    return result;
}

RunResult streamResult() {
    RunResult result = makeResult();
    result.experiment.pattern = Pattern::Stream;
    for (PointResult& point : result.points) {
        point.pattern = Pattern::Stream;
        point.throughput.bytesPerSecond = 1e12 / point.latencyNs.median;
        point.throughput.ci95Low = point.throughput.bytesPerSecond * 0.9;
        point.throughput.ci95High = point.throughput.bytesPerSecond * 1.1;
    }
    return result;
}

TEST(ChartKinds, ParseAndPrint) {
    for (ChartKind kind :
         {ChartKind::Latency, ChartKind::Bars, ChartKind::Throughput, ChartKind::Distribution}) {
        EXPECT_EQ(parseChartKind(toString(kind)), kind);
    }
    EXPECT_EQ(parseChartKind("Bars"), ChartKind::Bars);
    EXPECT_FALSE(parseChartKind("pie").has_value());
    EXPECT_EQ(defaultChartKind(Pattern::Stream), ChartKind::Throughput);
    EXPECT_EQ(defaultChartKind(Pattern::PingPong), ChartKind::Latency);
}

TEST(ChartKinds, EachKindRendersAtTheAskedSizeWithInkInThePlot) {
    const RunResult pingPong = withHistograms(makeResult());
    const RunResult stream = streamResult();
    const struct {
        ChartKind kind;
        const RunResult* run;
    } cases[] = {{ChartKind::Latency, &pingPong},
                 {ChartKind::Bars, &pingPong},
                 {ChartKind::Distribution, &pingPong},
                 {ChartKind::Throughput, &stream},
                 {ChartKind::Bars, &stream}};
    for (const auto& c : cases) {
        ChartOptions options;
        options.kind = c.kind;
        QString problem = "unset";
        const QImage image =
            renderChartImage(single(*c.run), options, QSize(900, 560), kDefaultDpi, &problem);
        ASSERT_EQ(image.size(), QSize(900, 560)) << toString(c.kind).toStdString();
        EXPECT_TRUE(problem.isEmpty()) << problem.toStdString();
        // The middle of the plot area holds drawing (lines, bars, bands), not just background.
        EXPECT_GT(inkedShare(image, QRect(200, 150, 500, 250)), 0.01)
            << toString(c.kind).toStdString();
        EXPECT_GT(test::distinctColours(image, 2), 50) << toString(c.kind).toStdString();
    }
}

TEST(ChartKinds, KindsWithoutDataSayWhy) {
    ChartOptions options;
    options.kind = ChartKind::Throughput;
    EXPECT_TRUE(chartDataProblem(single(makeResult()), options).contains("stream"));
    options.kind = ChartKind::Latency;
    EXPECT_TRUE(chartDataProblem(single(streamResult()), options).contains("throughput"));
    options.kind = ChartKind::Distribution;
    EXPECT_TRUE(chartDataProblem(single(makeResult()), options).contains("histogram"));
    options.distributionMechanism = "carrier-pigeon";
    EXPECT_TRUE(
        chartDataProblem(single(withHistograms(makeResult())), options).contains("carrier-pigeon"));
    options.distributionMechanism = "pipe";
    options.distributionSizeBytes = 999;
    EXPECT_TRUE(chartDataProblem(single(withHistograms(makeResult())), options).contains("999"));
    options.kind = ChartKind::Bars;
    options.barSizeBytes = 2048;
    EXPECT_TRUE(chartDataProblem(single(makeResult()), options).contains("2 KiB"));
    EXPECT_EQ(chartDataProblem({}, latencyOptions()), "Nothing measured yet");
    // The chart is still made, titled with the reason.
    QString problem;
    std::unique_ptr<QChart> chart(buildChart(single(makeResult()), options, &problem));
    EXPECT_TRUE(chart->title().contains("2 KiB"));
    EXPECT_TRUE(problem.contains("2 KiB"));
}

BarEntry bar(const QString& label, double value, bool reference = false) {
    BarEntry entry;
    entry.label = label;
    entry.mechanism = reference ? QString() : label;
    entry.value = value;
    entry.reference = reference;
    return entry;
}

TEST(Bars, SlowerLabels) {
    EXPECT_EQ(slowerLabel(1), "1.0\u00D7");
    EXPECT_EQ(slowerLabel(3.44), "3.4\u00D7");
    EXPECT_EQ(slowerLabel(12.4), "12\u00D7");
    EXPECT_EQ(slowerLabel(150.2), "150\u00D7");
    EXPECT_EQ(slowerLabel(0.5), "1.0\u00D7");  // nothing is faster than the fastest
}

TEST(Bars, RankedFastestFirstWithHandComputedRatios) {
    std::vector<BarEntry> bars{bar("tcp", 300), bar("pipe", 100),
                               bar("Report 004: pipe", 250, true), bar("broken", 0)};
    const std::vector<BarEntry> ranked = rankBars(bars, false);
    ASSERT_EQ(ranked.size(), 3u);  // the zero is dropped
    EXPECT_EQ(ranked[0].label, "pipe");
    EXPECT_EQ(ranked[1].label, "Report 004: pipe");
    EXPECT_EQ(ranked[2].label, "tcp");
    EXPECT_DOUBLE_EQ(ranked[1].ratio, 2.5);
    EXPECT_DOUBLE_EQ(ranked[2].ratio, 3.0);
    EXPECT_EQ(ranked[0].text, "100 ns (1.0\u00D7, fastest)");
    EXPECT_EQ(ranked[1].text, "250 ns (2.5\u00D7 slower)");
    EXPECT_EQ(ranked[2].text, "300 ns (3.0\u00D7 slower)");

    // Rates: the largest is fastest.
    const std::vector<BarEntry> rates = rankBars({bar("pipe", 1e9), bar("shm.ring", 4.5e9)}, true);
    EXPECT_EQ(rates[0].label, "shm.ring");
    EXPECT_DOUBLE_EQ(rates[1].ratio, 4.5);
    EXPECT_EQ(rates[1].text, "1.00 GB/s (4.5\u00D7 slower)");

    // A tie at the label's precision is said as one, never "1.0x slower".
    const std::vector<BarEntry> tie = rankBars({bar("pipe", 100), bar("fifo", 104)}, false);
    EXPECT_EQ(tie[1].text, "104 ns (1.0\u00D7, as fast)");
}

TEST(Bars, ChartSortsAndUsesTheAskedSize) {
    RunResult result = makeResult();
    result.points.push_back(makePoint("shm.ring", 1024, 900));
    ChartOptions options;
    options.kind = ChartKind::Bars;
    options.barSizeBytes = 1024;
    std::unique_ptr<QChart> chart(buildChart(single(result), options));
    auto* axis = qobject_cast<QBarCategoryAxis*>(chart->axes(Qt::Vertical).first());
    ASSERT_NE(axis, nullptr);
    EXPECT_EQ(axis->categories(), QStringList({"tcp", "pipe", "shm.ring"}));  // bottom to top
    EXPECT_TRUE(chart->title().contains("1 KiB"));
}

TEST(ChartTranslation, GermanTranslatorTranslatesChartTexts) {
    ASSERT_TRUE(installLanguage("de"));
    RunResult result = makeResult();
    result.machine.virtualized = true;
    std::unique_ptr<QChart> chart(buildChart(single(result), latencyOptions()));
    const QString title = chart->title();
    const QString yTitle = chart->axes(Qt::Vertical).value(0)->titleText();
    const QString xTitle = chart->axes(Qt::Horizontal).value(0)->titleText();
    QString problem;
    std::unique_ptr<QChart> empty(buildChart({}, latencyOptions(), &problem));
    std::vector<BarEntry> bars = rankBars({bar("pipe", 100), bar("tcp", 250)}, false);
    ASSERT_TRUE(installLanguage("en"));
    EXPECT_TRUE(title.contains("Einweg-Latenz über Nachrichtengröße")) << title.toStdString();
    EXPECT_TRUE(title.contains("2 logische Kerne")) << title.toStdString();
    EXPECT_TRUE(title.contains("virtuelle Maschine"));
    EXPECT_TRUE(title.contains("Median der Runden-Mediane")) << title.toStdString();
    EXPECT_TRUE(title.contains("Ping-Pong, nicht gebunden")) << title.toStdString();
    EXPECT_EQ(yTitle, QString::fromUtf8("Einweg-Latenz, Median (\xC2\xB5s)"));
    EXPECT_EQ(xTitle, "Nachrichtengröße (beide Achsen logarithmisch)");
    EXPECT_EQ(problem, "Noch nichts gemessen");
    ASSERT_EQ(bars.size(), 2u);
    EXPECT_TRUE(bars[0].text.endsWith("am schnellsten)")) << bars[0].text.toStdString();
    EXPECT_TRUE(bars[1].text.endsWith("langsamer)")) << bars[1].text.toStdString();
    // And back in English once the translator is removed.
    std::unique_ptr<QChart> english(buildChart(single(result), latencyOptions()));
    EXPECT_TRUE(english->title().contains("One-way latency vs message size"));
}

TEST(Captions, FailedPointsAreNamed) {
    RunResult result = makeResult();
    result.points[2].ok = false;
    result.points[2].error = {FailureKind::PeerDied, Text::verbatim("peer died")};
    std::unique_ptr<QChart> chart(buildChart(single(result), latencyOptions()));
    EXPECT_TRUE(chart->title().contains("1 point failed")) << chart->title().toStdString();
    EXPECT_TRUE(chart->title().contains("peer died"));
}

TEST(Export, SvgIsValidXmlWithTheSeriesNames) {
    QTemporaryDir dir;
    const QString path = dir.filePath("chart.svg");
    QString error;
    ASSERT_TRUE(saveChartSvg(single(makeResult()), latencyOptions(), path, QSize(800, 500), &error))
        << error.toStdString();
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QXmlStreamReader xml(bytes);
    bool sawSvg = false;
    while (!xml.atEnd()) {
        xml.readNext();
        sawSvg = sawSvg || (xml.isStartElement() && xml.name() == QStringLiteral("svg"));
    }
    EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    EXPECT_TRUE(sawSvg);
    EXPECT_TRUE(bytes.contains(">pipe<") || bytes.contains("pipe</text>"));
    EXPECT_TRUE(bytes.contains("tcp"));
}

TEST(Export, WritesToAMissingDirectoryFailWithTheirPath) {
    QString error;
    EXPECT_FALSE(saveChartPng(single(makeResult()), latencyOptions(), "/nonexistent-dir/c.png",
                              QSize(200, 100), kDefaultDpi, &error));
    EXPECT_TRUE(error.contains("/nonexistent-dir/c.png")) << error.toStdString();
    error.clear();
    EXPECT_FALSE(saveChartSvg(single(makeResult()), latencyOptions(), "/nonexistent-dir/c.svg",
                              QSize(200, 100), &error));
    EXPECT_TRUE(error.contains("/nonexistent-dir/c.svg")) << error.toStdString();
    EXPECT_FALSE(saveChartPng(single(makeResult()), latencyOptions(),
                              QDir::temp().filePath("x.png"), QSize(0, 100), kDefaultDpi, &error));
    EXPECT_TRUE(error.contains("size")) << error.toStdString();
}

TEST(Export, DpiKeepsPixelsAndRecordsDensity) {
    QTemporaryDir dir;
    const QString path = dir.filePath("hi.png");
    QString error;
    ASSERT_TRUE(
        saveChartPng(single(makeResult()), latencyOptions(), path, QSize(1200, 750), 192, &error))
        << error.toStdString();
    const QImage image(path);
    EXPECT_EQ(image.size(), QSize(1200, 750));
    EXPECT_NEAR(image.dotsPerMeterX() / 39.37, 192, 1);
    EXPECT_TRUE(drawnAllOver(image));
}

TEST(Export, DarkAndPresentationRender) {
    ChartOptions options = latencyOptions();
    options.dark = true;
    options.fontScale = 2;
    const QImage image = renderChartImage(single(makeResult()), options, QSize(800, 500));
    EXPECT_LT(qGray(image.pixel(2, 2)), 60);  // dark background
    EXPECT_GT(test::distinctColours(image, 2), 50);
}

TEST(ResultChartView, KindsSelectionAndLegendToggle) {
    ResultChartView view;
    view.resize(800, 500);
    view.showResult(withHistograms(makeResult()));
    EXPECT_TRUE(view.problem().isEmpty());
    view.setSelectedPoint("tcp", 1024);
    bool ringed = false;
    for (QAbstractSeries* series : view.chart()->series()) {
        ringed = ringed || series->property("ipclab.kind").toString() == "selected";
    }
    EXPECT_TRUE(ringed);
    view.setKind(ChartKind::Distribution);
    EXPECT_TRUE(view.problem().isEmpty()) << view.problem().toStdString();
    EXPECT_TRUE(view.chart()->title().contains("tcp at 1 KiB"));
    view.setKind(ChartKind::Throughput);
    EXPECT_TRUE(view.problem().contains("stream"));

    view.setKind(ChartKind::Latency);
    QLegendMarker* pipeMarker = nullptr;
    for (QLegendMarker* marker : view.chart()->legend()->markers()) {
        if (marker->label() == "pipe") {
            pipeMarker = marker;
        }
    }
    ASSERT_NE(pipeMarker, nullptr);
    emit pipeMarker->clicked();
    EXPECT_FALSE(pipeMarker->series()->isVisible());
    view.setOverlays({LabelledRun{"other", makeResult()}});
    EXPECT_EQ(view.runs().size(), 2u);
    EXPECT_EQ(view.runs().front().label, "this run");
    EXPECT_TRUE(medianNames(*view.chart()).contains("pipe \u2014 other"));
}

TEST(ResultChartView, LivePointsRedrawAtABoundedRate) {
    ResultChartView view;
    RunResult result = makeResult();
    view.startRun(result.experiment, result.machine);
    const int before = view.redrawCount();
    for (const PointResult& point : result.points) {
        view.addPoint(point);  // within one 50 ms window: one redraw
    }
    view.flush();
    EXPECT_EQ(view.redrawCount(), before + 1);
    EXPECT_EQ(medianNames(*view.chart()), QStringList({"pipe", "tcp"}));
}

}  // namespace
}  // namespace ipclab::app
