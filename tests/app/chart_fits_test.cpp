// Issue 21, what the 1024x768 window (a chart of about 560 x 420) still cut or crowded: the
// Bars' axis title with report 004's long published names in German, the names' column, the
// caption of a chart of several runs, and two-line bar names at the smallest type.
#include <gtest/gtest.h>

#include <QAbstractAxis>
#include <QChart>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <memory>

#include "charts/result_chart.hpp"
#include "german_on.hpp"
#include "gui/language.hpp"
#include "gui/run_record.hpp"
#include "ipclab/preset.hpp"
#include "window_fits_support.hpp"

namespace ipclab::app {
namespace {

using fits::quickTourLike;
using fits::ShownChart;

const QSize kSmall(560, 420);

PointResult latencyPoint(const std::string& mechanism, std::size_t size, double ns) {
    PointResult point;
    point.mechanism = mechanism;
    point.sizeBytes = size;
    point.ok = true;
    point.latencyNs.count = 100;
    point.latencyNs.min = ns * 0.8;
    point.latencyNs.median = ns;
    point.latencyNs.mean = ns * 1.1;
    point.latencyCi95 = {3, ns, ns * 0.9, ns * 1.1};
    // Each round's minimum of its messages: report 004 compares the median of these.
    for (int round = 0; round < 3; ++round) {
        RepetitionResult repetition;
        repetition.index = round;
        repetition.latencyNs.count = 100;
        repetition.latencyNs.min = ns * (0.8 + 0.01 * round);
        repetition.latencyNs.median = ns;
        point.repetitions.push_back(repetition);
    }
    return point;
}

/// Report 004's step 1 (pipe, tcp, shm.condvar, shm.ring at 4 B .. 512 KiB) as a record, so the
/// chart gets the published figures the GUI gives it (Table I's long names).
RunRecord report004Like() {
    RunRecord record;
    record.origin = RunOrigin{QStringLiteral("report-004"), 0, false};
    RunResult& run = record.result;
    run.machine = test::testMachine();
    run.experiment.mechanisms = {"pipe", "tcp", "shm.condvar", "shm.ring"};
    run.experiment.sizesBytes = {4, 64};
    double ns = 900;
    for (const std::string& mechanism : run.experiment.mechanisms) {
        for (const std::size_t size : run.experiment.sizesBytes) {
            run.points.push_back(latencyPoint(mechanism, size, ns));
        }
        ns *= 1.7;
    }
    return record;
}

QString flat(QString text) {
    return text.replace(QChar(0x2028), QLatin1Char(' ')).replace(QLatin1Char('\n'), ' ');
}

/// The text items the scene shows, with their tooltips.
struct Shown {
    QString text;
    QString toolTip;
};
std::vector<Shown> shownTexts(const ShownChart& shown) {
    std::vector<Shown> texts;
    for (QGraphicsItem* item : shown.view.scene()->items()) {
        if (!item->isVisible()) {
            continue;
        }
        if (const auto* rich = dynamic_cast<const QGraphicsTextItem*>(item)) {
            texts.push_back({flat(rich->toPlainText()), item->toolTip()});
        } else if (const auto* plain = dynamic_cast<const QGraphicsSimpleTextItem*>(item)) {
            texts.push_back({flat(plain->text()), item->toolTip()});
        }
    }
    return texts;
}

/// The value axis' title is shown whole (or whole in its tooltip); every text cut short has
/// its whole text in a tooltip.
void expectAxisTitleWhole(const ShownChart& shown, bool german) {
    QAbstractAxis* axis = shown.chart->axes(Qt::Horizontal).value(0);
    ASSERT_NE(axis, nullptr);
    const QString full = axis->property("ipclab.fullTitle").toString();
    ASSERT_FALSE(full.isEmpty());
    const std::vector<Shown> texts = shownTexts(shown);
    const bool whole = std::any_of(texts.begin(), texts.end(), [&](const Shown& text) {
        return text.text == full || text.toolTip == full;
    });
    EXPECT_TRUE(whole) << german << ": " << full.toStdString();
    for (const Shown& text : texts) {
        if (fits::cut(text.text)) {
            EXPECT_FALSE(text.toolTip.isEmpty()) << text.text.toStdString();
        }
    }
}

PointResult streamPoint(const std::string& mechanism, std::size_t size, double bytesPerSecond) {
    PointResult point;
    point.mechanism = mechanism;
    point.pattern = Pattern::Stream;
    point.sizeBytes = size;
    point.ok = true;
    point.throughput.bytesPerSecond = bytesPerSecond;
    point.throughput.messagesPerSecond = bytesPerSecond / static_cast<double>(size);
    point.throughput.ci95Low = bytesPerSecond * 0.9;
    point.throughput.ci95High = bytesPerSecond * 1.1;
    for (int round = 0; round < 3; ++round) {
        RepetitionResult repetition;
        repetition.index = round;
        repetition.bytesPerSecond = bytesPerSecond * (0.95 + 0.05 * round);
        point.repetitions.push_back(repetition);
    }
    return point;
}

/// Report 004's step `step` (0-based) as the GUI labels it after Run all steps, measured on a
/// machine of its own day (one caption line each).
LabelledRun stepRun(int step, Pattern pattern, std::vector<std::size_t> sizes) {
    LabelledRun labelled;
    labelled.label = QStringLiteral("step %1").arg(step + 1);
    RunResult& run = labelled.run;
    run.machine = test::testMachine();
    run.machine.date = "2026-11-2" + std::to_string(step) + "T14:02:00Z";
    run.machine.cpuModel = "Test CPU " + std::to_string(step);
    run.experiment.pattern = pattern;
    run.experiment.mechanisms = {"pipe", "tcp", "shm.condvar", "shm.ring"};
    run.experiment.sizesBytes = sizes;
    double value = 1e9;
    for (const std::string& mechanism : run.experiment.mechanisms) {
        for (const std::size_t size : sizes) {
            run.points.push_back(pattern == Pattern::Stream
                                     ? streamPoint(mechanism, size, value)
                                     : latencyPoint(mechanism, size, 1e12 / value));
        }
        value /= 1.6;
    }
    return labelled;
}

// Item 2: after Run all steps, in a 1024-px window, the Throughput chart's caption took 8 lines
// and left the plot about 90 px of 420. At most 4 lines under the title (the rest in its tooltip),
// the plot at least 38% of its height (the key and verdict under it, at their 6-pt floor, take most
// of the rest), and every caption line is shown or in the title's tooltip.
TEST(ChartFits, RunAllStepsCaptionLeavesThePlotHalfTheChart) {
    for (const bool german : {true, false}) {
        std::unique_ptr<GermanOn> language;
        if (german) {
            language = std::make_unique<GermanOn>();
            ASSERT_TRUE(language->ok());
        }
        const std::vector<std::size_t> small = {4, 16, 64, 256, 1024};
        const std::vector<LabelledRun> runs = {
            stepRun(2, Pattern::Stream, small), stepRun(3, Pattern::Stream, {4096, 65536}),
            stepRun(0, Pattern::PingPong, small), stepRun(1, Pattern::PingPong, small)};
        ChartOptions options;
        options.onScreen = true;  // as ResultChartView draws it
        options.references = findPreset("report-004")->references;
        options.caption = QStringLiteral(
            "Report 004: IPC latency and throughput on one machine, run all steps (4 of 4)");
        ShownChart shown(runs, ChartKind::Throughput, kSmall, options);
        const QRectF plot = shown.chart->plotArea();
        EXPECT_GE(plot.height(), kSmall.height() * 0.38) << german;
        const QStringList caption = shown.chart->property("ipclab.titleCaption").toStringList();
        ASSERT_GE(caption.size(), 3);
        const std::vector<Shown> texts = shownTexts(shown);
        for (const QString& line : caption) {
            const bool found = std::any_of(texts.begin(), texts.end(), [&](const Shown& text) {
                return text.text.contains(line) || text.toolTip.contains(line);
            });
            EXPECT_TRUE(found) << german << ": " << line.toStdString();
        }
        // A picture has no tooltip: an export draws every caption line.
        options.onScreen = false;
        ShownChart exported(runs, ChartKind::Throughput, kSmall, options);
        const QString drawn = flat(exported.visibleTexts().join(QLatin1Char(' ')));
        for (const QString& line : caption) {
            EXPECT_TRUE(drawn.contains(line)) << german << ": " << line.toStdString();
        }
    }
}

// After Run all steps the Throughput chart's key held report 004's three published series,
// whose long names wrapped into one another ("...pipes (median / of minimums) (derived) ...
// Report 004, Table III: TCP..."): each long name now starts a line of its own.
TEST(ChartFits, LongKeyNamesEachStartALine) {
    const std::vector<std::size_t> sizes = {4096, 65536};
    const std::vector<LabelledRun> runs = {stepRun(2, Pattern::Stream, sizes)};
    ChartOptions options;
    options.onScreen = true;
    options.references = findPreset("report-004")->references;
    ShownChart shown(runs, ChartKind::Throughput, kSmall, options);
    const QStringList lines = fits::footText(*shown.chart).split(QLatin1Char('\n'));
    int longNames = 0;
    for (const QString& line : lines) {
        // A published series' name ("Report 004, Table III: pipes ...") comes first on its
        // line, after its line symbol, and no second one follows it there.
        const qsizetype at = line.indexOf(QStringLiteral("Report 004"));
        if (at >= 0) {
            ++longNames;
            EXPECT_LE(at, 4) << line.toStdString();
            EXPECT_EQ(line.indexOf(QStringLiteral("Report 004"), at + 1), -1) << line.toStdString();
        }
    }
    EXPECT_GE(longNames, 1);
}

// Item 1: German, report 004's names ("Bericht 004, Tabelle I: …") left the plot about 80 px
// wide and cut the axis title to "Einweg-L..." (and, on the throughput bars in a 490-px chart,
// to "Median der..."). At 560 x 420 and at the 490 x 440 the GUI's chart gets in a 1024x768
// window: the title is shown whole, the plot keeps at least a fifth of the chart's width (80 px
// was a seventh; from 100 px three tick labels and a two-line title fit), and every name cut
// short carries its whole text as a tooltip.
TEST(ChartFits, BarsAxisTitleWholeWithReport004NamesInGerman) {
    for (const bool german : {true, false}) {
        std::unique_ptr<GermanOn> language;
        if (german) {
            language = std::make_unique<GermanOn>();
            ASSERT_TRUE(language->ok());
        }
        const RunRecord record = report004Like();
        ChartOptions latency;
        latency.references = runReferences(record);
        ASSERT_FALSE(latency.references.empty());
        ChartOptions stream;
        stream.references = findPreset("report-004")->references;
        const std::vector<std::pair<LabelledRun, ChartOptions>> charts = {
            {LabelledRun{QString(), record.result}, latency},
            {stepRun(3, Pattern::Stream, {4096, 65536}), stream}};
        for (const auto& [run, options] : charts) {
            for (const QSize size : {kSmall, QSize(490, 440)}) {
                ShownChart shown(std::span(&run, 1), ChartKind::Bars, size, options);
                expectAxisTitleWhole(shown, german);
                EXPECT_GE(shown.chart->plotArea().width(), size.width() * 0.2) << german;
            }
        }
    }
}

}  // namespace
}  // namespace ipclab::app
