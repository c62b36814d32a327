// Issue 21, what is left of items 4, 9 and 11 as a student meets them in a 1024x768 window
// (the chart gets about 560 x 420 pixels): the line charts' key names every line whole, the
// Throughput line chart says the Bars' verdict, and no axis label is cut.
#include <gtest/gtest.h>

#include <QAbstractTextDocumentLayout>
#include <QChart>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QRegularExpression>
#include <QTest>
#include <QTextDocument>
#include <QXYSeries>
#include <algorithm>
#include <map>
#include <memory>

#include "charts/result_chart.hpp"
#include "charts/result_chart_view.hpp"
#include "gui_support.hpp"
#include "window_fits_support.hpp"

namespace ipclab::app {
namespace {

using fits::cut;
using fits::kMechanisms;
using fits::quickTourLike;
using fits::ShownChart;

const QSize kSmallChart(560, 420);

/// The Quick tour's 21 mechanisms at sizes 64 B .. 64 KiB, the way a size sweep draws them.
RunResult sweepLike(double scale) {
    RunResult result = quickTourLike(scale, Placement::Auto);
    result.experiment.sizesBytes = {64, 1024, 16384, 65536};
    std::vector<PointResult> points;
    for (const std::size_t size : result.experiment.sizesBytes) {
        for (PointResult point : result.points) {
            point.sizeBytes = size;
            point.latencyNs.median *= 1 + static_cast<double>(size) / 4096;
            points.push_back(point);
        }
    }
    result.points = points;
    return result;
}

QStringList mechanismNames() {
    QStringList names;
    for (const std::string& mechanism : kMechanisms) {
        names << QString::fromStdString(mechanism);
    }
    return names;
}

// Item 9: Qt's legend showed "shm.ring (sp…" and nothing after it at 1024x768.
TEST(Legible, LatencyKeyNamesEveryLineWholeAtOneRun) {
    for (const RunResult& result : {quickTourLike(1, Placement::Auto), sweepLike(1)}) {
        const LabelledRun run{QString(), result};
        ShownChart shown(std::span(&run, 1), ChartKind::Latency, kSmallChart);
        EXPECT_FALSE(shown.chart->legend()->isVisible());
        EXPECT_EQ(fits::keyNames(*shown.chart), mechanismNames());
        for (const QString& text : shown.visibleTexts()) {
            EXPECT_FALSE(cut(text)) << text.toStdString();
        }
    }
}

TEST(Legible, ComparedRunsKeyNamesEachMechanismOnceWhole) {
    const std::vector<LabelledRun> runs = {{QStringLiteral("this run"), sweepLike(1)},
                                           {QStringLiteral("one core, 10:16"), sweepLike(1.3)}};
    ShownChart shown(runs, ChartKind::Latency, kSmallChart);
    // The runs first, each with its points' shape (issue 36, item 4), then each mechanism once.
    QStringList expected = mechanismNames();
    expected.prepend(QStringLiteral("one core, 10:16"));
    expected.prepend(QStringLiteral("this run (thick lines)"));
    EXPECT_EQ(fits::keyNames(*shown.chart), expected);
    for (const QString& text : shown.visibleTexts()) {
        EXPECT_FALSE(cut(text)) << text.toStdString();
    }
    // The key stays under the plot, inside the chart.
    for (QGraphicsItem* item : shown.chart->childItems()) {
        if (auto* foot = dynamic_cast<QGraphicsTextItem*>(item);
            foot != nullptr && foot->objectName() == QStringLiteral("ipclab.footLine")) {
            const QRectF box = foot->mapRectToParent(foot->boundingRect());
            EXPECT_LE(box.bottom(), shown.chart->size().height() + 0.5);
            EXPECT_GE(box.top(), shown.chart->plotArea().bottom());
            EXPECT_TRUE(foot->toolTip().contains(QStringLiteral("thread.native-spin")));
        }
    }
}

/// The line charts' key under the plot (placeLineLegend), or nullptr.
QGraphicsTextItem* footLineOf(ResultChartView& view) {
    for (QGraphicsItem* item : view.chart()->childItems()) {
        if (auto* text = dynamic_cast<QGraphicsTextItem*>(item);
            text != nullptr && text->objectName() == QStringLiteral("ipclab.footLine")) {
            return text;
        }
    }
    return nullptr;
}

/// The index of the legend marker labelled `label` (the key's link to its line), or -1.
qsizetype markerIndex(const QList<QLegendMarker*>& markers, const QString& label) {
    for (qsizetype index = 0; index < markers.size(); ++index) {
        if (markers[index]->label() == label) {
            return index;
        }
    }
    return -1;
}

// Clicking an entry of the key hides its line, as a click on Qt's legend marker did.
TEST(Legible, KeyEntryHidesItsLine) {
    ResultChartView view;
    const RunResult result = sweepLike(1);
    view.showResult(result);
    view.setKind(ChartKind::Latency);
    QGraphicsTextItem* foot = footLineOf(view);
    ASSERT_NE(foot, nullptr);
    const QList<QLegendMarker*> markers = view.chart()->legend()->markers();
    const qsizetype pipe = markerIndex(markers, QStringLiteral("pipe"));
    ASSERT_GE(pipe, 0);
    // The hidden line's entry is drawn faded (grey), as Qt's legend dimmed its marker.
    const QString faded = QStringLiteral("#9a9a9a");
    EXPECT_FALSE(foot->toHtml().contains(faded));
    emit foot->linkActivated(QString::number(pipe));
    EXPECT_FALSE(markers[pipe]->series()->isVisible());
    EXPECT_TRUE(foot->toHtml().contains(faded));
    emit foot->linkActivated(QString::number(pipe));
    EXPECT_TRUE(markers[pipe]->series()->isVisible());
    EXPECT_FALSE(foot->toHtml().contains(faded));
}

// The same with the mouse, as the student clicks: press and release on the entry's name.
TEST(Legible, MouseClickOnAKeyEntryHidesItsLine) {
    ResultChartView view;
    view.resize(900, 600);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    view.showResult(sweepLike(1));
    view.setKind(ChartKind::Latency);
    QCoreApplication::processEvents();
    QGraphicsTextItem* foot = footLineOf(view);
    ASSERT_NE(foot, nullptr);
    const QList<QLegendMarker*> markers = view.chart()->legend()->markers();
    const qsizetype pipe = markerIndex(markers, QStringLiteral("pipe"));
    ASSERT_GE(pipe, 0);
    // Where in the foot the link of pipe's entry is.
    QPointF onLink(-1, -1);
    const QRectF box = foot->boundingRect();
    for (double y = box.top() + 1; y < box.bottom() && onLink.x() < 0; y += 2) {
        for (double x = box.left() + 1; x < box.right(); x += 2) {
            if (foot->document()->documentLayout()->anchorAt(QPointF(x, y)) ==
                QString::number(pipe)) {
                onLink = QPointF(x, y);
                break;
            }
        }
    }
    ASSERT_GE(onLink.x(), 0) << "no link for pipe in the key";
    const QPoint at = view.mapFromScene(foot->mapToScene(onLink));
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
    EXPECT_FALSE(markers[pipe]->series()->isVisible()) << "a click on the entry hides the line";
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
    EXPECT_TRUE(markers[pipe]->series()->isVisible()) << "a second click shows it again";
}

// A line's colour is its mechanism's place in the experiment, not the order the points came
// in: a live run's rounds are shuffled, and pipe was blue while measuring and green after.
TEST(Legible, ALinesColourDoesNotDependOnTheOrderPointsArrive) {
    const RunResult inOrder = sweepLike(1);
    RunResult shuffled = inOrder;
    std::reverse(shuffled.points.begin(), shuffled.points.end());
    const auto colours = [](const RunResult& result) {
        const LabelledRun run{QString(), result};
        ShownChart shown(std::span(&run, 1), ChartKind::Latency, kSmallChart);
        std::map<QString, QRgb> byName;
        for (QAbstractSeries* series : shown.chart->series()) {
            if (auto* line = qobject_cast<QXYSeries*>(series); line != nullptr) {
                byName[line->name()] = line->pen().color().rgb();
            }
        }
        return byName;
    };
    const auto expected = colours(inOrder);
    EXPECT_GE(expected.size(), kMechanisms.size());
    EXPECT_EQ(colours(shuffled), expected);
}

// At 1024x768 with the History's notes open the plot got ~320 x 60 px: report 004's 18 sizes
// (4 B .. 512 KiB) read "..." under every tick. Labels are thinned until each is whole.
TEST(Legible, SizeLabelsAreWholeInANarrowPlot) {
    RunResult result = sweepLike(1);
    std::vector<PointResult> points;
    result.experiment.sizesBytes.clear();
    for (std::size_t size = 4; size <= 512 * 1024; size *= 2) {
        result.experiment.sizesBytes.push_back(size);
        for (std::size_t index = 0; index < 4; ++index) {
            PointResult point = result.points[index];
            point.sizeBytes = size;
            points.push_back(point);
        }
    }
    result.points = points;
    const LabelledRun run{QString(), result};
    for (const QSize size : {QSize(480, 420), QSize(420, 300), kSmallChart}) {
        ShownChart shown(std::span(&run, 1), ChartKind::Latency, size);
        int labels = 0;
        for (const QString& text : shown.visibleTexts()) {
            EXPECT_FALSE(cut(text)) << size.width() << ": " << text.toStdString();
            static const QRegularExpression kSize(QStringLiteral("^[0-9]+ (B|KiB)$"));
            labels += kSize.match(text).hasMatch() ? 1 : 0;
        }
        EXPECT_GE(labels, 2) << "some sizes stay labelled at " << size.width();
    }
}

/// A stream point with 2 rounds (too few to pair) and a 95% interval of its median.
PointResult streamPoint(const std::string& mechanism, std::size_t size, double bytesPerSecond,
                        double low, double high) {
    PointResult point;
    point.mechanism = mechanism;
    point.pattern = Pattern::Stream;
    point.sizeBytes = size;
    point.ok = true;
    point.throughput = {bytesPerSecond, bytesPerSecond / static_cast<double>(size), low, high};
    // Six rounds, whose median's interval is a 95% one (coverage 1 - 2 / 2^6), as measured.
    point.reliability.rounds = 6;
    point.reliability.medianCi95 = {6, bytesPerSecond, low, high, 0.96875};
    point.repetitions.resize(6);
    for (RepetitionResult& round : point.repetitions) {
        round.bytesPerSecond = bytesPerSecond;
    }
    return point;
}

RunResult streamRun(double udsBytesPerSecond, double udsLow, double udsHigh) {
    RunResult run;
    run.machine = test::testMachine();
    run.experiment.pattern = Pattern::Stream;
    run.experiment.mechanisms = {"pipe", "uds"};
    run.experiment.sizesBytes = {4096, 65536};
    for (const std::size_t size : run.experiment.sizesBytes) {
        run.points.push_back(streamPoint("pipe", size, 1e9, 0.9e9, 1.1e9));
        run.points.push_back(streamPoint("uds", size, udsBytesPerSecond, udsLow, udsHigh));
    }
    return run;
}

ChartOptions withKind(ChartKind kind) {
    ChartOptions options;
    options.kind = kind;
    return options;
}

// Item 11: the Throughput line chart says what the Bars say, at the Bars' size, in the same
// words: a winner with the ratio's range, "within noise" when the range holds 1.
TEST(Legible, ThroughputLineChartSaysTheBarsVerdict) {
    // pipe 1 GB/s [0.9, 1.1], uds 0.5 GB/s [0.45, 0.55]: 2.0x, 0.9 / 0.55 .. 1.1 / 0.45.
    const LabelledRun apart{QString(), streamRun(0.5e9, 0.45e9, 0.55e9)};
    ShownChart shown(std::span(&apart, 1), ChartKind::Throughput, kSmallChart);
    const QString verdict = QString::fromUtf8("pipe is 2.0\u00D7 [1.6, 2.4] faster than uds");
    EXPECT_EQ(barVerdict(std::span(&apart, 1), withKind(ChartKind::Bars)), verdict);
    EXPECT_TRUE(fits::footText(*shown.chart).endsWith(QStringLiteral("At 4 KiB: ") + verdict))
        << fits::footText(*shown.chart).toStdString();

    // uds 0.95 GB/s [0.85, 1.05]: 0.9 / 1.05 < 1, either could be the faster.
    const LabelledRun close{QString(), streamRun(0.95e9, 0.85e9, 1.05e9)};
    ShownChart closeChart(std::span(&close, 1), ChartKind::Throughput, kSmallChart);
    const QString noise = barVerdict(std::span(&close, 1), withKind(ChartKind::Bars));
    EXPECT_TRUE(noise.contains(QStringLiteral("within noise"))) << noise.toStdString();
    EXPECT_TRUE(fits::footText(*closeChart.chart).endsWith(QStringLiteral("At 4 KiB: ") + noise));

    // At the size the Bars were set to.
    ChartOptions at64k;
    at64k.barSizeBytes = 65536;
    ShownChart large(std::span(&apart, 1), ChartKind::Throughput, kSmallChart, at64k);
    EXPECT_TRUE(fits::footText(*large.chart).endsWith(QStringLiteral("At 64 KiB: ") + verdict));
}

// One round gives a median and no interval: the bars name the quotient and rank nothing.
TEST(Legible, OneRoundBarsRankNothing) {
    RunResult run = streamRun(0.5e9, 0.45e9, 0.55e9);
    for (PointResult& point : run.points) {
        point.repetitions.resize(1);
    }
    const LabelledRun one{QString(), run};
    const QString verdict = barVerdict(std::span(&one, 1), withKind(ChartKind::Bars));
    EXPECT_EQ(verdict, QString::fromUtf8("pipe and uds are 2.0\u00D7 apart in one round, which "
                                         "gives no interval: not ranked"));
}

TEST(Legible, NoVerdictWithOneMechanismOrOnLatency) {
    RunResult run = streamRun(0.5e9, 0.45e9, 0.55e9);
    std::erase_if(run.points, [](const PointResult& point) { return point.mechanism == "uds"; });
    const LabelledRun one{QString(), run};
    ShownChart shown(std::span(&one, 1), ChartKind::Throughput, kSmallChart);
    EXPECT_FALSE(fits::footText(*shown.chart).contains(QStringLiteral("faster")));
    const LabelledRun latency{QString(), sweepLike(1)};
    ShownChart line(std::span(&latency, 1), ChartKind::Latency, kSmallChart);
    EXPECT_FALSE(fits::footText(*line.chart).contains(QStringLiteral("faster")));
}

}  // namespace
}  // namespace ipclab::app
namespace ipclab::app {
namespace {

/// 21 bars from 300 ns x scale, each `spread` times the one before (1.6: 7 decades).
RunResult spreadRun(double scale, double spread) {
    RunResult run = quickTourLike(scale, Placement::Auto);
    double value = 300 * scale;
    for (PointResult& point : run.points) {
        point.latencyNs.median = value;
        point.latencyCi95 = {3, value, value * 0.95, value * 1.05};
        value *= spread;
    }
    return run;
}

// Item 4: the Bars' value axis read "0...." and "1..." in a narrow plot (log: 7 decades; linear:
// "8..." "6..."): every tick label is whole, at the 1024x768 window's chart size and smaller,
// one run or two compared.
TEST(Legible, BarAxisLabelsAreNeverCut) {
    for (const double scale : {0.01, 1.0, 1000.0}) {
        for (const double spread : {1.05, 1.3, 1.6}) {
            std::vector<LabelledRun> runs;
            runs.push_back(LabelledRun{QStringLiteral("this run"), spreadRun(scale, spread)});
            for (const QSize size : {kSmallChart, QSize(480, 400)}) {
                ShownChart shown(runs, ChartKind::Bars, size);
                for (const QString& text : shown.visibleTexts()) {
                    EXPECT_FALSE(cut(text)) << scale << " " << spread << ": " << text.toStdString();
                }
            }
            runs.push_back(LabelledRun{QStringLiteral("other"), spreadRun(scale * 3, spread)});
            ShownChart compared(runs, ChartKind::Bars, kSmallChart);
            for (const QString& text : compared.visibleTexts()) {
                EXPECT_FALSE(cut(text)) << scale << " " << spread << ": " << text.toStdString();
            }
        }
    }
}

// A stopped Quick tour at 1920x1080: "thread.native-spin (spin) (partial)" went on two lines
// and overprinted the names above and below. No two bar names overlap.
TEST(Legible, TwoLineBarNamesDoNotOverprint) {
    RunResult run = quickTourLike(1, Placement::Auto);
    for (std::size_t index = 0; index < run.points.size(); index += 5) {
        run.points[index].mechanism += " (spin) (partial) (long)";
    }
    const LabelledRun labelled{QString(), run};
    // At 560 x 420 two lines at the 5-pt floor overlapped by ~3 px (21 bars): one elided
    // line then, the whole name in its tooltip.
    for (const QSize size : {kSmallChart, QSize(870, 480), QSize(1100, 640)}) {
        ShownChart shown(std::span(&labelled, 1), ChartKind::Bars, size);
        std::vector<QRectF> boxes;
        for (QGraphicsItem* item : shown.chart->childItems()) {
            if (item->data(0).toString() == QStringLiteral("barName") && item->isVisible()) {
                boxes.push_back(item->mapRectToParent(item->boundingRect()));
                const auto* name = dynamic_cast<QGraphicsSimpleTextItem*>(item);
                ASSERT_NE(name, nullptr);
                if (cut(name->text())) {
                    EXPECT_TRUE(name->toolTip().endsWith(QStringLiteral("(partial) (long)")))
                        << name->toolTip().toStdString();
                }
            }
        }
        ASSERT_EQ(boxes.size(), run.points.size());
        for (std::size_t a = 0; a < boxes.size(); ++a) {
            for (std::size_t b = a + 1; b < boxes.size(); ++b) {
                const QRectF overlap = boxes[a].intersected(boxes[b]);
                EXPECT_LT(overlap.height(), 1.0) << size.width() << ": names " << a << ", " << b;
            }
        }
    }
}

// The Quick tour's 21 bars in a 1280x720 window (a chart of about 790 x 370): one-line names
// kept their full type on screen, 16 px high in bands of 8, and overprinted one another. They
// shrink to their band as two-line names do.
TEST(Legible, OneLineBarNamesShrinkToTheirBandOnScreen) {
    const LabelledRun labelled{QString(), quickTourLike(1, Placement::Auto)};
    ChartOptions onScreen;
    onScreen.onScreen = true;  // a picture keeps every name whole and sizes itself for them
    for (const QSize size : {QSize(790, 370), kSmallChart}) {
        ShownChart shown(std::span(&labelled, 1), ChartKind::Bars, size, onScreen);
        std::vector<QRectF> boxes;
        for (QGraphicsItem* item : shown.chart->childItems()) {
            if (item->data(0).toString() == QStringLiteral("barName") && item->isVisible()) {
                boxes.push_back(item->mapRectToParent(item->boundingRect()));
            }
        }
        ASSERT_EQ(boxes.size(), labelled.run.points.size());
        for (std::size_t a = 0; a + 1 < boxes.size(); ++a) {
            EXPECT_LT(boxes[a].intersected(boxes[a + 1]).height(), 1.0)
                << size.width() << "x" << size.height() << ": names " << a;
        }
    }
}

}  // namespace
}  // namespace ipclab::app
