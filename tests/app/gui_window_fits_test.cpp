// Issue 21, items 4, 6, 9 and 11 as a student meets them in a 1024x768 window: nothing cut or
// overprinted, two runs compared side by side, what comes back on reopening, copied numbers,
// size fields. Each test asserts what is on the screen (or the clipboard), not how.
#include <gtest/gtest.h>

#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QLogValueAxis>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <memory>

#include "charts/result_chart.hpp"
#include "gui/app_settings.hpp"
#include "gui/dialogs/glossary_dialog.hpp"
#include "gui/main_window.hpp"
#include "gui/models/results_table_model.hpp"
#include "gui/run_history.hpp"
#include "gui/run_record.hpp"
#include "gui/widgets/experiment_panel.hpp"
#include "gui/widgets/mechanism_picker.hpp"
#include "gui/widgets/preset_panel.hpp"
#include "gui/widgets/results_pane.hpp"
#include "gui_support.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "window_fits_support.hpp"

namespace ipclab::app {
namespace {

using fits::cut;
using fits::kMechanisms;
using fits::quickTourLike;
using fits::ShownChart;

// Items 4 and 6: in a 1024x768 window the chart gets about 560 x 420 pixels. The title was cut
// to "One-way latency at..." and the axis title to "one-way latency at 64 B, m...".
TEST(WindowFits, TitleAndAxisTitleWholeInASmallWindow) {
    const LabelledRun run{QString(), quickTourLike(1, Placement::Auto)};
    for (const ChartKind kind : {ChartKind::Bars, ChartKind::Latency}) {
        ShownChart shown(std::span(&run, 1), kind, QSize(560, 420));
        const QStringList texts = shown.visibleTexts();
        const QString all = texts.join(QLatin1Char(' ')).simplified();
        for (const QString& text : texts) {
            EXPECT_FALSE(cut(text) && text.size() > 3) << text.toStdString();
        }
        const QString title =
            kind == ChartKind::Bars ? "One-way latency at 64 B, fastest first" : "One-way latency";
        EXPECT_TRUE(all.contains(title)) << all.toStdString();
        for (QAbstractAxis* axis : shown.chart->axes()) {
            QString shownTitle = axis->titleText();
            shownTitle.replace(QStringLiteral("<br>"), QStringLiteral(" "));
            const QString full = axis->property("ipclab.fullTitle").toString();
            EXPECT_EQ(QTextDocumentFragment::fromHtml(shownTitle).toPlainText(), full);
        }
    }
}

// Item 9: two runs compared from the History: each mechanism's two bars side by side, one
// colour family, the legend naming the two runs (two entries, not 42).
TEST(WindowFits, ComparedRunsPairEachMechanism) {
    const std::vector<LabelledRun> runs = {
        {QStringLiteral("this run"), quickTourLike(1, Placement::Auto)},
        {QStringLiteral("two cores, 10:13"), quickTourLike(1.4, Placement::CrossCore)}};
    ShownChart shown(runs, ChartKind::Bars, QSize(560, 420));
    QHorizontalStackedBarSeries* bars = nullptr;
    for (QAbstractSeries* series : shown.chart->series()) {
        bars = bars != nullptr ? bars : qobject_cast<QHorizontalStackedBarSeries*>(series);
    }
    ASSERT_NE(bars, nullptr);
    ASSERT_EQ(bars->barSets().size(), 2);
    EXPECT_EQ(bars->barSets().at(0)->label(), QStringLiteral("this run"));
    EXPECT_EQ(bars->barSets().at(1)->label(), QStringLiteral("two cores, 10:13"));
    EXPECT_EQ(bars->barSets().at(0)->color().hue(), bars->barSets().at(1)->color().hue());
    EXPECT_NE(bars->barSets().at(0)->color(), bars->barSets().at(1)->color());
    // The key under the bars names both runs, whole.
    const QString texts = shown.visibleTexts().join(' ');
    EXPECT_TRUE(texts.contains("this run") && texts.contains("two cores, 10:13"))
        << texts.toStdString();
    // Bottom to top: "tcp@1", "tcp@0", ...: each mechanism's two bars are neighbours.
    const QStringList order = bars->property("ipclab.barMechanisms").toStringList();
    ASSERT_EQ(order.size(), 42);
    for (qsizetype row = 0; row < order.size(); row += 2) {
        EXPECT_EQ(order[row].section('@', 0, 0), order[row + 1].section('@', 0, 0))
            << order[row].toStdString() << " / " << order[row + 1].toStdString();
    }
    // The second bar of a pair says how it compares with the first (in a window tall enough
    // for 42 labels; in a small one every other label gives way, BarLabelsNeverOverprint).
    ShownChart large(runs, ChartKind::Bars, QSize(1100, 1000));
    EXPECT_TRUE(large.visibleTexts().join(' ').contains("1.4\u00D7 slower than the bar above"))
        << large.visibleTexts().join('|').toStdString();
}

// Item 9: 42 bars in a small window: the labels at the bars' ends never overprint.
TEST(WindowFits, BarLabelsNeverOverprint) {
    const std::vector<LabelledRun> runs = {
        {QStringLiteral("this run"), quickTourLike(1, Placement::Auto)},
        {QStringLiteral("one core"), quickTourLike(1.2, Placement::SameCore)}};
    ShownChart shown(runs, ChartKind::Bars, QSize(560, 420));
    const double plotLeft = shown.chart->plotArea().left();
    std::vector<QRectF> labels;
    for (QGraphicsItem* item : shown.view.scene()->items()) {
        const auto* text = dynamic_cast<const QGraphicsSimpleTextItem*>(item);
        if (text != nullptr && text->isVisible() && text->sceneBoundingRect().left() > plotLeft &&
            text->text().contains(QStringLiteral("s ("))) {
            labels.push_back(text->sceneBoundingRect());
        }
    }
    ASSERT_GE(labels.size(), 10u);
    for (std::size_t a = 0; a < labels.size(); ++a) {
        for (std::size_t b = a + 1; b < labels.size(); ++b) {
            const QRectF overlap = labels[a].intersected(labels[b]);
            // Line boxes hold some leading: a fifth of a line is not ink on ink.
            EXPECT_LE(overlap.height(), labels[a].height() * 0.21) << a << " " << b;
        }
    }
}

// Item 9: a compared run is named by what differs from the run shown, and when.
TEST(WindowFits, ComparedRunLabelSaysWhatDiffers) {
    RunRecord shown;
    shown.result = quickTourLike(1, Placement::Auto);
    shown.finishedAt = QDateTime(QDate(2026, 11, 27), QTime(10, 16));
    RunRecord other = shown;
    other.finishedAt = QDateTime(QDate(2026, 11, 27), QTime(10, 13));
    const QString sameSettings = comparedLabel(other, shown);
    EXPECT_FALSE(sameSettings.contains(placementWords(Placement::Auto)));
    EXPECT_TRUE(sameSettings.contains("10")) << sameSettings.toStdString();
    other.result.experiment.placement = Placement::SameCore;
    other.result.experiment.waitStrategy = WaitStrategy::Spin;
    other.finishedAt = QDateTime(QDate(2026, 11, 20), QTime(9, 0));
    const QString differs = comparedLabel(other, shown);
    EXPECT_TRUE(differs.contains(placementWords(Placement::SameCore))) << differs.toStdString();
    EXPECT_TRUE(differs.contains(waitWords(WaitStrategy::Spin)));
    EXPECT_TRUE(differs.contains("20") || differs.contains("Nov")) << differs.toStdString();
}

// Item 11: closing and reopening brings back the run shown and the window's size.
TEST(WindowFits, ReopeningShowsTheLastRunAndLayout) {
    QTemporaryDir folder;
    QString file;
    {
        MainWindow window(nullptr, folder.filePath("history"));
        window.setCloseAsker([](const CloseQuestion&) { return CloseChoice::Discard; });
        RunRecord record;
        record.result = quickTourLike(1, Placement::Auto);
        record.finishedAt = QDateTime::currentDateTime();
        file = window.history()->add(record).historyFile;
        ASSERT_FALSE(file.isEmpty());
        window.showHistoryRun(0);
        window.resize(900, 650);
        window.close();
    }
    MainWindow reopened(nullptr, folder.filePath("history"));
    ASSERT_TRUE(test::waitFor([&] { return reopened.history()->isLoaded(); }));
    EXPECT_EQ(reopened.shownRecord().historyFile, file);
    EXPECT_EQ(reopened.result().points.size(), kMechanisms.size());
    EXPECT_EQ(reopened.size(), QSize(900, 650));
    const std::unique_ptr<QSettings> settings(newAppSettings());
    settings->remove(QStringLiteral("window"));  // the other tests' windows start as new
    settings->remove(QStringLiteral("session"));
}

// Item 11: "my own experiment" after a preset is the user's own form again, not the preset's.
TEST(WindowFits, OwnExperimentIsNotThePresets) {
    QTemporaryDir folder;
    MainWindow window(nullptr, folder.filePath("history"));
    auto* presets = window.presets()->findChild<QComboBox*>(QStringLiteral("presets"));
    ASSERT_NE(presets, nullptr);
    presets->setCurrentIndex(0);
    Experiment own = window.panel()->experiment();
    own.iterations = 1234;
    own.mechanisms = {"pipe"};
    window.panel()->setExperiment(own);
    ASSERT_TRUE(window.presets()->choose(QStringLiteral("quick-tour")));
    EXPECT_NE(window.panel()->experiment().mechanisms, own.mechanisms);
    presets->setCurrentIndex(0);
    EXPECT_EQ(window.panel()->experiment().iterations, 1234u);
    EXPECT_EQ(window.panel()->experiment().mechanisms, own.mechanisms);
}

// Item 11: the size boxes show a typed size ("21" showed "16 B to 16 B"); "0" and "2" give the
// same kind of message.
TEST(WindowFits, SizeFieldsHonourTypedSizes) {
    ExperimentPanel panel(MechanismRegistry::builtin());
    auto* sizes = panel.findChild<QLineEdit*>(QStringLiteral("sizes"));
    auto* from = panel.findChild<QComboBox*>(QStringLiteral("sizeFrom"));
    auto* to = panel.findChild<QComboBox*>(QStringLiteral("sizeTo"));
    ASSERT_TRUE(sizes && from && to);
    sizes->clear();
    QTest::keyClicks(sizes, "21");
    EXPECT_EQ(from->currentText(), QStringLiteral("21 B"));
    EXPECT_EQ(to->currentText(), QStringLiteral("21 B"));
    sizes->clear();
    QTest::keyClicks(sizes, "64,4096");
    EXPECT_EQ(from->currentText(), QStringLiteral("64 B"));
    EXPECT_EQ(to->currentText(), QStringLiteral("4 KiB"));
    EXPECT_EQ(from->findText(QStringLiteral("21 B")), -1);  // the typed item went

    sizes->setText(QStringLiteral("0"));
    const QString zero = panel.problems();
    sizes->setText(QStringLiteral("2"));
    const QString two = panel.problems();
    EXPECT_TRUE(zero.contains("must be between")) << zero.toStdString();
    EXPECT_TRUE(two.contains("must be between")) << two.toStdString();
}

// Item 11: the mechanism's box speaks the form's words, not the command line's.
TEST(WindowFits, MechanismExplanationSaysStudentWords) {
    const Mechanism* mutex = MechanismRegistry::builtin().find("thread.mutex");
    ASSERT_NE(mutex, nullptr);
    const QString html = describeMechanism(mutex->info());
    EXPECT_TRUE(html.contains("ping-pong")) << html.toStdString();
    EXPECT_FALSE(html.contains("pingpong"));
}

// Item 11: messages a second with digit grouping.
TEST(WindowFits, MessagesPerSecondAreGrouped) {
    ResultsTableModel model;
    PointResult point;
    point.mechanism = "pipe";
    point.pattern = Pattern::Stream;
    point.sizeBytes = 4096;
    point.ok = true;
    point.repetitions.resize(3);
    point.throughput.bytesPerSecond = 5e9;
    point.throughput.messagesPerSecond = 1'234'567;
    model.setResults(Pattern::Stream, {point});
    const QString cell = model.index(0, ResultsTableModel::Spread).data().toString();
    EXPECT_EQ(cell, QLocale().toString(1'234'567LL)) << cell.toStdString();
    EXPECT_NE(cell, QStringLiteral("1234567"));
}

}  // namespace
}  // namespace ipclab::app

namespace ipclab::app {
namespace {

// Item 11: "min throughput" is explained: the fastest repetition, not the slowest.
TEST(WindowFits, GlossaryExplainsMinThroughput) {
    EXPECT_TRUE(glossaryTerms().contains(QStringLiteral("throughput")));
    EXPECT_TRUE(glossaryEntry(QStringLiteral("throughput")).contains("fastest repetition"));
}

}  // namespace
}  // namespace ipclab::app

namespace ipclab::app {
namespace {

// A 64-B run shown with a 21-B run compared: the bars are at the shown run's 64 B (they were
// at 21 B, the compared run's bars alone under the shown run's caption).
TEST(WindowFits, BarsStayAtTheShownRunsSize) {
    RunResult compared = quickTourLike(1, Placement::Unpinned);
    for (PointResult& point : compared.points) {
        point.sizeBytes = 21;
    }
    compared.experiment.sizesBytes = {21};
    const std::vector<LabelledRun> runs = {
        {QStringLiteral("this run"), quickTourLike(1, Placement::Auto)},
        {QStringLiteral("21 B"), compared}};
    ShownChart shown(runs, ChartKind::Bars, QSize(1100, 1000));
    const QString texts = shown.visibleTexts().join(' ');
    EXPECT_TRUE(texts.contains("at 64 B")) << texts.toStdString();
    EXPECT_FALSE(texts.contains("at 21 B"));
    // Only the run shown has bars here: its names are not lengthened by "— this run".
    EXPECT_FALSE(texts.contains(QStringLiteral("\u2014 this run"))) << texts.toStdString();
}

}  // namespace
}  // namespace ipclab::app

namespace ipclab::app {
namespace {

// Two runs of one machine compared: the machine named once, then each run's date (four
// caption lines left the bars no room at 1024 px).
TEST(WindowFits, ComparedRunsOfOneMachineNameItOnce) {
    RunResult shown = quickTourLike(1, Placement::Auto);
    RunResult other = quickTourLike(1.2, Placement::SameCore);
    shown.machine.date = "2026-11-27T10:36:00Z";
    other.machine.date = "2026-11-27T10:15:00Z";
    const std::vector<LabelledRun> runs = {{QStringLiteral("this run"), shown},
                                           {QStringLiteral("one core, 10:16"), other}};
    ShownChart chart(runs, ChartKind::Bars, QSize(1100, 1000));
    const QString texts = chart.visibleTexts().join(' ');
    EXPECT_EQ(texts.count(QStringLiteral("logical cores")), 1) << texts.toStdString();
    EXPECT_TRUE(texts.contains("this run: 2026-11-27 10:36 UTC")) << texts.toStdString();
    EXPECT_TRUE(texts.contains("one core, 10:16: 2026-11-27 10:15 UTC"));
}

}  // namespace
}  // namespace ipclab::app

namespace ipclab::app {
namespace {

// Item 9: two compared quick tours on the latency chart: the legend names each mechanism once
// (it had 42 entries, cut at 1024 px), the caption names each run's point shape.
TEST(WindowFits, ComparedLatencyLegendNamesEachMechanismOnce) {
    const std::vector<LabelledRun> runs = {
        {QStringLiteral("this run"), quickTourLike(1, Placement::Auto)},
        {QStringLiteral("one core, 10:16"), quickTourLike(1.2, Placement::SameCore)}};
    ShownChart shown(runs, ChartKind::Latency, QSize(1100, 900));
    const QStringList names = fits::keyNames(*shown.chart);
    // Named once, without the run: the compared run's line of a mechanism has no entry.
    QStringList expected;
    for (const std::string& mechanism : kMechanisms) {
        expected << QString::fromStdString(mechanism);
    }
    // The runs first, each with its points' shape (issue 36, item 4), then the mechanisms.
    expected.prepend(QStringLiteral("one core, 10:16"));
    expected.prepend(QStringLiteral("this run (thick lines)"));
    EXPECT_EQ(names, expected);
    // Qt's legend is hidden: the key of our own under the plot names every line whole.
    EXPECT_FALSE(shown.chart->legend()->isVisible());
}

}  // namespace
}  // namespace ipclab::app

namespace ipclab::app {
namespace {

/// The ticks a value axis shows: a log axis one per power of its base within its range.
int tickCountOf(const QAbstractAxis& axis) {
    if (const auto* log = qobject_cast<const QLogValueAxis*>(&axis)) {
        int ticks = 0;
        for (double tick =
                 std::pow(log->base(), std::ceil(std::log(log->min()) / std::log(log->base())));
             tick <= log->max() * (1 + 1e-9); tick *= log->base()) {
            ++ticks;
        }
        return ticks;
    }
    if (const auto* value = qobject_cast<const QValueAxis*>(&axis)) {
        if (value->tickType() == QValueAxis::TicksDynamic && value->tickInterval() > 0) {
            return static_cast<int>(
                       std::floor((value->max() - value->tickAnchor()) / value->tickInterval())) -
                   static_cast<int>(
                       std::ceil((value->min() - value->tickAnchor()) / value->tickInterval())) +
                   1;
        }
        return value->tickCount();
    }
    return 0;
}

// Issue 36 item 11: presentation mode on a 1024x768 projector gives the chart about 1000 x 640
// pixels with fonts twice as large. Every label whole, inside the chart, and an axis with at
// least three ticks, on a linear and on a log axis.
TEST(WindowFits, PresentationAt1024ShowsWholeLabelsAndThreeTicks) {
    std::vector<std::string> six(fits::kMechanisms.begin(), fits::kMechanisms.begin() + 6);
    RunResult run = quickTourLike(1, Placement::Auto);
    run.experiment.mechanisms = six;
    run.points.resize(six.size());
    const LabelledRun shownRun{QString(), run};
    for (BarScale scale : {BarScale::Linear, BarScale::Log}) {
        ChartOptions options;
        options.fontScale = 2.0;
        options.barScale = scale;
        ShownChart shown(std::span(&shownRun, 1), ChartKind::Bars, QSize(1000, 640), options);
        const QRectF inside = shown.view.sceneRect();
        int rowLabels = 0;
        for (QGraphicsItem* item : shown.view.scene()->items()) {
            const auto* text = dynamic_cast<const QGraphicsSimpleTextItem*>(item);
            if (text == nullptr || !text->isVisible() || text->text().isEmpty()) {
                continue;
            }
            EXPECT_FALSE(cut(text->text())) << text->text().toStdString();
            const QRectF box = text->sceneBoundingRect();
            EXPECT_TRUE(inside.adjusted(-1, -1, 1, 1).contains(box))
                << text->text().toStdString() << " reaches out of the chart";
            rowLabels += std::find(six.begin(), six.end(), text->text().toStdString()) != six.end();
        }
        EXPECT_EQ(rowLabels, static_cast<int>(six.size()));
        for (const QString& text : shown.visibleTexts()) {
            EXPECT_FALSE(cut(text)) << text.toStdString();
        }
        const QList<QAbstractAxis*> values = shown.chart->axes(Qt::Horizontal);
        ASSERT_FALSE(values.isEmpty());
        EXPECT_GE(tickCountOf(*values.front()), 3)
            << (scale == BarScale::Log ? "log" : "linear") << " axis";
    }
}

}  // namespace
}  // namespace ipclab::app
