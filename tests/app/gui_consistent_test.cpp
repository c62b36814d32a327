// Issue 21, items 4-11: what the student sees never contradicts itself. Each test asserts
// what is on the screen or in the exported file, not how it is made.
#include <gtest/gtest.h>

#include <QChart>
#include <QFile>
#include <QLineSeries>
#include <QPushButton>
#include <QScrollArea>
#include <QTemporaryDir>
#include <memory>

#include "charts/chart_export.hpp"
#include "charts/result_chart.hpp"
#include "gui/dialogs/glossary_dialog.hpp"
#include "gui/run_record.hpp"
#include "gui/widgets/experiment_panel.hpp"
#include "gui_support.hpp"
#include "ipclab/mechanism_registry.hpp"

namespace ipclab::app {
namespace {

PointResult latencyPoint(const std::string& mechanism, std::size_t size, double medianNs) {
    PointResult point;
    point.mechanism = mechanism;
    point.sizeBytes = size;
    point.ok = true;
    point.latencyNs.count = 100;
    point.latencyNs.median = medianNs;
    point.latencyCi95 = {3, medianNs * 0.9, medianNs * 0.9, medianNs * 1.1};
    point.repetitions.resize(3);
    return point;
}

RunResult latencyRun(std::vector<std::size_t> sizes) {
    RunResult result;
    result.machine = test::testMachine();
    result.experiment.mechanisms = {"pipe", "tcp"};
    result.experiment.sizesBytes = sizes;
    for (std::size_t size : sizes) {
        result.points.push_back(latencyPoint("pipe", size, 5'000 + static_cast<double>(size)));
        result.points.push_back(
            latencyPoint("tcp", size, 12'000 + 2.0 * static_cast<double>(size)));
    }
    return result;
}

QString svgText(std::span<const LabelledRun> runs, const ChartOptions& options, QSize size) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chart.svg"));
    EXPECT_TRUE(saveChartSvg(runs, options, path, size));
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly));
    return QString::fromUtf8(file.readAll());
}

// Item 4: the "Report page" preset (1600 x 1000 at 200 DPI) lays the chart out on 768 x 480
// logical pixels; the title ("…fastest first (pin…") and the caption were cut there. Every
// word of the title and of each caption line is now in the picture, the title wrapped.
TEST(ConsistentView, ReportPageKeepsTheWholeTitleAndCaption) {
    const std::vector<LabelledRun> runs{{QString(), latencyRun({64})}};
    ChartOptions options;
    options.kind = ChartKind::Bars;
    options.caption = QStringLiteral("Quick tour: every mechanism at 64 B (what, where, when)");
    // The report page's logical size: 1600 x 1000 px at 200 DPI is 768 x 480 at 96.
    const QString text = svgText(runs, options, QSize(768, 480));
    for (const char* word : {"One-way", "latency", "fastest", "first", "ping-pong", "unpinned",
                             "Quick", "tour", "(what,", "when)", "Test", "CPU", "2026-01-02"}) {
        EXPECT_TRUE(text.contains(QString::fromUtf8(word))) << word;
    }
    EXPECT_FALSE(text.contains(QStringLiteral("\u2026</text>"))) << "a text cut with an ellipsis";
    EXPECT_FALSE(text.contains(QStringLiteral("...</text>"))) << "a text cut with an ellipsis";
}

// Item 5: after Run all steps the earlier steps are drawn beside the last: only the report's
// published figures are dashed ("Dashed: published" in the caption), our other runs solid.
TEST(ConsistentView, OnlyPublishedFiguresAreDashed) {
    std::vector<LabelledRun> runs{{QStringLiteral("step 2"), latencyRun({64, 1024})},
                                  {QStringLiteral("step 1"), latencyRun({64, 1024})}};
    ChartOptions options;
    options.kind = ChartKind::Latency;
    ReferenceSeries reference;
    reference.label = "Report 004: pipe";
    reference.mechanism = "pipe";
    reference.quantity = "latency_ns";
    reference.points = {{64, 4000}, {1024, 6000}};
    options.references = {reference};
    std::unique_ptr<QChart> chart(buildChart(runs, options));
    int dashed = 0;
    int ours = 0;
    for (QAbstractSeries* series : chart->series()) {
        auto* line = qobject_cast<QLineSeries*>(series);
        const QString kind = series->property("ipclab.kind").toString();
        if (line == nullptr || kind == QStringLiteral("band")) {
            continue;
        }
        const bool isDashed = line->pen().style() != Qt::SolidLine;
        if (kind == QStringLiteral("reference")) {
            EXPECT_TRUE(isDashed) << series->name().toStdString();
            ++dashed;
        } else {
            EXPECT_FALSE(isDashed) << series->name().toStdString() << ": ours, yet dashed";
            ++ours;
        }
    }
    EXPECT_EQ(dashed, 1);
    EXPECT_EQ(ours, 4);
    EXPECT_TRUE(chart->title().contains(QStringLiteral("Dashed, open points: figures published")));
    // The runs' points, each run its own shape, in the key under the plot (issue 36, item 4).
    const QString key = test::footText(*chart);
    EXPECT_TRUE(key.contains(QStringLiteral("\u2501\u25CF\u2501 step 2 (thick lines)")))
        << key.toStdString();
    EXPECT_TRUE(key.contains(QStringLiteral("\u2500\u25A0\u2500 step 1"))) << key.toStdString();
}

// Item 5: the latency chart of report 000's latency steps, shown beside the last (stream)
// step, is titled by the steps it draws, not "(stream)", and without the stream step's
// caption.
TEST(ConsistentView, LatencyChartOfEarlierStepsIsTitledByThem) {
    RunResult stream;
    stream.machine = test::testMachine();
    stream.experiment.pattern = Pattern::Stream;
    stream.experiment.mechanisms = {"pipe"};
    stream.experiment.sizesBytes = {4096};
    PointResult chunk;
    chunk.mechanism = "pipe";
    chunk.pattern = Pattern::Stream;
    chunk.sizeBytes = 4096;
    chunk.ok = true;
    chunk.throughput.bytesPerSecond = 1e9;
    stream.points = {chunk};
    std::vector<LabelledRun> runs{{QStringLiteral("this run"), stream},
                                  {QStringLiteral("step 1"), latencyRun({64, 1024})}};
    ChartOptions options;
    options.kind = ChartKind::Latency;
    options.caption = QStringLiteral("Report 000 \u2014 step 4: bulk stream");
    std::unique_ptr<QChart> chart(buildChart(runs, options));
    EXPECT_TRUE(chart->title().contains(QStringLiteral("ping-pong")))
        << chart->title().toStdString();
    EXPECT_FALSE(chart->title().contains(QStringLiteral("(stream)")));
    EXPECT_FALSE(chart->title().contains(QStringLiteral("step 4")));
}

// Item 7: on one core a mechanism that spins by default is left out with a one-line note;
// the run is not blocked.
TEST(ConsistentView, SameCoreSkipsSpinnersWithANote) {
    ExperimentPanel panel(MechanismRegistry::builtin());
    Experiment experiment = test::tinyExperiment();
    experiment.mechanisms = {"thread.mutex", "thread.spin"};
    experiment.placement = Placement::SameCore;
    panel.setExperiment(experiment);
    EXPECT_TRUE(panel.isValid()) << panel.problems().toStdString();
    EXPECT_EQ(panel.experiment().mechanisms, std::vector<std::string>{"thread.mutex"});
    EXPECT_TRUE(panel.skippedNote().contains(QStringLiteral("thread.spin")));
    experiment.placement = Placement::CrossCore;
    panel.setExperiment(experiment);
    EXPECT_TRUE(panel.skippedNote().isEmpty());
    EXPECT_EQ(panel.experiment().mechanisms.size(), 2u);
}

// Item 8: "why is cross-core slower" in one place, linked from Placement.
TEST(ConsistentView, GlossaryExplainsTheHandOffAcrossCores) {
    const QString handoff = glossaryEntry(QStringLiteral("handoff"));
    for (const char* words : {"inter-processor interrupt", "idle state", "cache line"}) {
        EXPECT_TRUE(handoff.contains(QString::fromUtf8(words))) << words;
    }
    EXPECT_TRUE(glossaryEntry(QStringLiteral("placement")).contains(QStringLiteral("#handoff")));
}

// Item 9: two runs of one preset in the history differ by placement, wait or sizes, and
// their rows say so.
TEST(ConsistentView, HistoryRowsSayWhatDiffers) {
    RunRecord oneCore;
    oneCore.result = latencyRun({64});
    oneCore.result.experiment.placement = Placement::SameCore;
    RunRecord twoCores = oneCore;
    twoCores.result.experiment.placement = Placement::CrossCore;
    twoCores.result.experiment.waitStrategy = WaitStrategy::SpinYield;
    twoCores.result.experiment.sizesBytes = {64, 4096};
    const QString first = historyLine(oneCore);
    const QString second = historyLine(twoCores);
    EXPECT_TRUE(first.contains(QStringLiteral("one core"))) << first.toStdString();
    EXPECT_TRUE(second.contains(QStringLiteral("two cores"))) << second.toStdString();
    EXPECT_TRUE(second.contains(QStringLiteral("spin, then yield"))) << second.toStdString();
    EXPECT_TRUE(second.contains(QStringLiteral("4 KiB"))) << second.toStdString();
    EXPECT_FALSE(second.contains(QStringLiteral("spin-yield")));
}

// Three Quick tours finished in one minute read "2:02 PM · Quick tour · …" each: the rows
// and the compared runs' labels carry the seconds, in English and German clock formats.
TEST(ConsistentView, RunsOfOneMinuteReadApart) {
    const QLocale before;
    for (const QLocale& locale : {QLocale(QLocale::English, QLocale::UnitedStates),
                                  QLocale(QLocale::German, QLocale::Germany)}) {
        QLocale::setDefault(locale);
        RunRecord first;
        first.result = latencyRun({64});
        first.finishedAt = QDateTime(QDate(2026, 11, 27), QTime(14, 2, 5));
        RunRecord second = first;
        second.finishedAt = QDateTime(QDate(2026, 11, 27), QTime(14, 2, 41));
        EXPECT_NE(historyLine(first), historyLine(second)) << historyLine(first).toStdString();
        EXPECT_TRUE(historyLine(second).contains(QStringLiteral("02:41")))
            << historyLine(second).toStdString();
        EXPECT_TRUE(comparedLabel(first, second).contains(QStringLiteral("02:05")))
            << comparedLabel(first, second).toStdString();
    }
    QLocale::setDefault(before);
}

// Item 11: an edited preset step says what changed in words, not in command-line values
// ("pattern pingpong", "wait block").
TEST(ConsistentView, EditedStepsNameTheirChangesInWords) {
    Experiment planned = test::tinyExperiment();
    Experiment ran = planned;
    ran.pattern = Pattern::OneSided;
    ran.placement = Placement::SameCore;
    ran.waitStrategy = WaitStrategy::SpinBlock;
    const QString changes = experimentChanges(planned, ran);
    EXPECT_TRUE(changes.contains(QStringLiteral("one-sided"))) << changes.toStdString();
    EXPECT_TRUE(changes.contains(QStringLiteral("one core"))) << changes.toStdString();
    EXPECT_TRUE(changes.contains(QStringLiteral("spin, then block"))) << changes.toStdString();
    EXPECT_FALSE(changes.contains(QStringLiteral("same-core")));
}

}  // namespace
}  // namespace ipclab::app
