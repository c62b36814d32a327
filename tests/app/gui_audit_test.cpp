// Issue 14's audit: a Stop's cancelled points are not failures, core's messages reach the German
// UI in German (and the English stays core's), the window fits 1024x768 and 1280x720, the
// distribution's axis ends near the tail with its labels apart, and the run-time estimate learns
// from the runs in the history. No test asserts a duration.
#include <gtest/gtest.h>

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QFile>
#include <QGraphicsSimpleTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QXYSeries>
#include <cmath>
#include <memory>

#include "charts/core_text.hpp"
#include "charts/result_chart.hpp"
#include "german_on.hpp"
#include "gui/app_settings.hpp"
#include "gui/language.hpp"
#include "gui/main_window.hpp"
#include "gui/models/results_table_model.hpp"
#include "gui/run_history.hpp"
#include "gui/run_outcome.hpp"
#include "gui/run_pace.hpp"
#include "gui/run_record.hpp"
#include "gui/widgets/experiment_panel.hpp"
#include "gui/widgets/results_pane.hpp"
#include "gui_support.hpp"
#include "ipclab/comparison.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/preset.hpp"
#include "ipclab/report.hpp"
#include "ipclab/validation.hpp"

namespace ipclab::app {
namespace {

using test::testMachine;

PointResult point(const std::string& mechanism, bool ok, const std::string& error = {}) {
    PointResult result;
    result.mechanism = mechanism;
    result.sizeBytes = 64;
    result.ok = ok;
    if (error == "cancelled") {
        result.error = PointFailure::cancelled();
    } else if (!error.empty()) {
        result.error = {failureKindOfEnglish(error), Text::verbatim(error)};
    }
    return result;
}

TEST(GuiAudit, TheHistoryLineCountsOnlyRealFailures) {
    RunRecord record;
    record.result.cancelled = true;
    record.result.experiment.mechanisms = {"pipe", "fifo", "udp"};
    record.result.points = {point("pipe", true),
                            point("udp", false, "cannot open udp: Address in use"),
                            point("fifo", false, "cancelled")};
    const std::string line = historyLine(record).toStdString();
    EXPECT_NE(line.find("(1 failed)"), std::string::npos) << line;
    EXPECT_NE(line.find("(stopped)"), std::string::npos) << line;
}

// Issue 21 item 3: "Stop and keep points" gave "Every point failed: nothing to draw" and
// "Stopped: 0 of 4 points measured" though a round was done. Points with a completed round are
// kept (ok, partial): counted, drawn and marked.
TEST(GuiAudit, AStoppedRunsMeasuredPointsAreCountedDrawnAndMarkedPartial) {
    RunResult run;
    run.machine = testMachine();
    run.cancelled = true;
    run.experiment.mechanisms = {"pipe", "tcp", "uds", "fifo"};
    run.experiment.sizesBytes = {64};
    for (const char* mechanism : {"pipe", "tcp"}) {
        PointResult partial = point(mechanism, true);
        partial.partial = true;
        RepetitionResult round;
        round.latencyNs = {100, 1000, 2000, 2000, 2500, 3000, 3500, 4000, 300};
        partial.repetitions = {round};
        aggregatePoint(partial, std::vector<double>(100, 2000.0));
        partial.ok = true;
        run.points.push_back(partial);
    }
    run.points.push_back(point("uds", false, "cancelled"));
    EXPECT_EQ(runOutcome(run, 4).message.toStdString(), "Stopped: 2 of 4 points measured.");
    // What limits trust: one line per family, never one per point.
    const QStringList notes = groupedWarningLines(run.points, run.experiment.settle);
    for (const QString& note : notes) {
        EXPECT_TRUE(
            note.contains(QStringLiteral(" of %1 points \u2014 worst, ").arg(run.points.size())))
            << note.toStdString();
    }
    EXPECT_EQ(static_cast<std::size_t>(notes.size()), groupWarnings(run).size());

    ChartOptions bars;
    bars.kind = ChartKind::Bars;
    const LabelledRun labelled{QString(), run};
    EXPECT_TRUE(chartDataProblem(std::span(&labelled, 1), bars).isEmpty());
    std::unique_ptr<QChart> chart(buildChart(std::span(&labelled, 1), bars));
    QStringList texts;
    for (QGraphicsItem* item : chart->childItems()) {
        if (auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(item)) {
            texts << text->text();
        }
    }
    EXPECT_TRUE(texts.contains("pipe (partial)")) << texts.join(" | ").toStdString();

    ResultsTableModel model;
    model.setResults(Pattern::PingPong, run.points, true);
    EXPECT_EQ(model.index(0, ResultsTableModel::Status).data().toString(), "partial (stopped)");
    EXPECT_NE(model.index(0, ResultsTableModel::Value).data().toString(),
              QString::fromUtf8("\u2014"))
        << "a partial point shows its figure";
}

TEST(GuiAudit, CancelledPointsCountAsCancelledNeverAsFailed) {
    ASSERT_TRUE(installLanguage("en"));  // as the window starts: English with its plurals
    RunResult run;
    run.cancelled = true;
    run.points = {point("pipe", true),
                  point("tcp", true),
                  point("uds", true),
                  point("fifo", false, "cancelled"),
                  point("udp", false, "cannot open udp: Address in use"),
                  point("shm.ring", false, "cancelled")};
    const RunOutcome outcome = runOutcome(run, 40);
    EXPECT_EQ(outcome.measured, 3u);
    EXPECT_EQ(outcome.cancelled, 2u);
    EXPECT_EQ(outcome.failed, 1u);
    EXPECT_EQ(outcome.message.toStdString(),
              "Stopped: 3 of 40 points measured. 1 failed, first: udp: cannot open udp: Address "
              "in use");
    EXPECT_EQ(outcome.counter.toStdString(), "Stopped: 3 of 40 points measured. 1 failed.");

    // Only cancelled points: nothing failed.
    run.points = {point("pipe", true), point("fifo", false, "cancelled"),
                  point("tcp", false, "cancelled")};
    const RunOutcome stopped = runOutcome(run, 12);
    EXPECT_EQ(stopped.failed, 0u);
    EXPECT_EQ(stopped.message.toStdString(), "Stopped: 1 of 12 points measured.");

    // A run that was not stopped: every unsuccessful point failed.
    run.cancelled = false;
    run.points = {point("pipe", true), point("fifo", false, "the peer exited")};
    const RunOutcome done = runOutcome(run, 2);
    EXPECT_EQ(done.failed, 1u);
    EXPECT_EQ(done.message.toStdString(), "Done: 2 points. 1 failed, first: fifo: the peer exited");
    run.points = {point("pipe", true)};
    EXPECT_EQ(runOutcome(run, 1).message.toStdString(), "Done: 1 point.");
}

TEST(GuiAudit, TheTableSaysCancelledNotFailed) {
    ResultsTableModel model;
    model.setResults(Pattern::PingPong,
                     {point("fifo", false, "cancelled"), point("udp", false, "the peer exited")});
    EXPECT_EQ(model.index(0, ResultsTableModel::Status).data().toString(), "cancelled");
    EXPECT_EQ(model.index(1, ResultsTableModel::Status).data().toString(),
              "failed: the peer exited");
}

// Core's own messages, as values: size lists, validation, run files, a point's failure.
std::vector<Text> coreMessages() {
    std::vector<Text> messages;
    for (const char* sizes : {"", "12x", "1,,2", "0", "8..4", "0..4K", "99999999999G"}) {
        messages.push_back(parseSizeList(sizes).error().text);
    }
    Experiment experiment;
    experiment.mechanisms = {"pipe", "pipe", "carrier-pigeon", "thread.mutex"};
    experiment.sizesBytes = {64, 64};
    experiment.iterations = 0;
    experiment.repetitions = 0;
    experiment.pattern = Pattern::Stream;
    experiment.streamTotalBytes = 32;
    experiment.remotePeer = "nohost";
    experiment.placement = Placement::SameCore;
    for (const ValidationError& error : validate(experiment, MechanismRegistry::builtin())) {
        messages.push_back(error.text);
    }
    for (const char* file : {"{", "{}", R"({"app": "other", "schema_version": 1})",
                             R"({"app": "ipclab", "schema_version": 99})"}) {
        messages.push_back(fromJson(file).error().text);
    }
    messages.push_back(PointFailure::cancelled().message);
    return messages;
}

TEST(GuiAudit, CoreMessagesAreCoresEnglishWithoutATranslator) {
    for (const Text& message : coreMessages()) {
        EXPECT_FALSE(message.empty());
        EXPECT_EQ(coreMessage(message).toStdString(), english(message));
    }
}

TEST(GuiAudit, GermanForABadSizeABadFieldAndABadFile) {
    const GermanOn german;
    ASSERT_TRUE(german.ok());
    // Every message core writes has German.
    for (const Text& message : coreMessages()) {
        EXPECT_NE(coreMessage(message).toStdString(), english(message)) << english(message);
    }
    // An id argument is translated too: the pattern and the ones the mechanism supports.
    Experiment lock;
    lock.mechanisms = {"pipe"};
    lock.sizesBytes = {64};
    lock.pattern = Pattern::Lock;
    const std::vector<ValidationError> problems = validate(lock, MechanismRegistry::builtin());
    ASSERT_FALSE(problems.empty());
    EXPECT_EQ(
        english(problems[0].text).rfind("mechanism \"pipe\" does not support the lock pattern", 0),
        0u)
        << problems[0].message;
    const QString pattern = coreMessage(problems[0].text);
    EXPECT_TRUE(pattern.contains(QString::fromUtf8("„Sperre“"))) << pattern.toStdString();
    EXPECT_TRUE(pattern.contains(QStringLiteral("Ping-Pong"))) << pattern.toStdString();
    // A point's failure: its kind says cancelled, its words are German.
    EXPECT_EQ(coreMessage(PointFailure::cancelled().message), QStringLiteral("abgebrochen"));
    const PointFailure timeout{
        FailureKind::PeerTimeout,
        Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                            "the peer did not answer for %1 ms (peer timeout)%2"),
             {integerArg(5000), verbatimArg("")})};
    EXPECT_EQ(timeout.english(), "the peer did not answer for 5000 ms (peer timeout)");
    EXPECT_EQ(coreMessage(timeout.message).toStdString(),
              "die Gegenstelle hat 5000 ms lang nicht geantwortet (Zeitlimit)");

    ExperimentPanel panel(MechanismRegistry::builtin());
    panel.findChild<QLineEdit*>("sizes")->setText("12x");
    EXPECT_TRUE(panel.fieldProblem("sizes").startsWith(QString::fromUtf8("ungültige Größe „12x“")))
        << panel.fieldProblem("sizes").toStdString();
    panel.findChild<QSpinBox*>("iterations")->setValue(0);
    EXPECT_TRUE(panel.fieldProblem("iterations").startsWith("Iterationen"))
        << panel.fieldProblem("iterations").toStdString();

    QTemporaryDir folder;
    const QString path = folder.filePath("notes.json");
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("these are my notes");
    file.close();
    MainWindow window(nullptr, folder.filePath("history"));
    QString error;
    EXPECT_FALSE(window.openRun(path, &error));
    EXPECT_TRUE(error.startsWith(QString::fromUtf8("notes.json: ")) &&
                error.contains(QString::fromUtf8("kein JSON")))
        << error.toStdString();
}

// A run of `mechanism` whose point took `factor` times what core's estimate says.
RunRecord timedRun(const std::string& mechanism, double factor) {
    RunRecord record;
    Experiment& experiment = record.result.experiment;
    experiment.mechanisms = {mechanism};
    experiment.sizesBytes = {64};
    experiment.iterations = 1000;
    experiment.warmup = 0;
    experiment.repetitions = 2;
    record.result.machine = testMachine();
    PointResult measured = point(mechanism, true);
    measured.repetitions.resize(2);
    const double estimated = estimateSeconds(PresetStep{std::string(), experiment});
    for (RepetitionResult& repetition : measured.repetitions) {
        repetition.elapsedNs = factor * estimated * 1e9 / 2;
    }
    record.result.points = {measured};
    return record;
}

double coreEstimate(Experiment experiment, const std::string& mechanism) {
    experiment.mechanisms = {mechanism};
    return estimateSeconds(PresetStep{std::string(), experiment});
}

TEST(GuiAudit, TheEstimateLearnsFromTheRunsInTheHistory) {
    // Nothing learnt: core's estimate.
    const LearnedPace none = learnPace({});
    EXPECT_EQ(none.points, 0);

    // thread.mutex ran 3x slower than estimated, pipe 5x; both together 4x overall.
    const std::vector<RunRecord> runs = {timedRun("thread.mutex", 3), timedRun("pipe", 5)};
    const LearnedPace pace = learnPace(runs);
    EXPECT_EQ(pace.points, 2);
    EXPECT_NEAR(pace.perMechanism.at("thread.mutex"), 3.0, 1e-9);
    EXPECT_NEAR(pace.perMechanism.at("pipe"), 5.0, 1e-9);
    const double mutexSeconds = coreEstimate(runs[0].result.experiment, "thread.mutex");
    const double pipeSeconds = coreEstimate(runs[0].result.experiment, "pipe");
    EXPECT_NEAR(pace.overall, (3 * mutexSeconds + 5 * pipeSeconds) / (mutexSeconds + pipeSeconds),
                1e-9);

    // The next experiment: each mechanism at its own pace, tcp (never run) at the overall one.
    Experiment next;
    next.mechanisms = {"thread.mutex", "pipe", "tcp"};
    next.sizesBytes = {64, 4096};
    next.iterations = 2000;
    next.warmup = 100;
    next.repetitions = 3;
    const double expected = 3 * coreEstimate(next, "thread.mutex") +
                            5 * coreEstimate(next, "pipe") +
                            pace.overall * coreEstimate(next, "tcp");
    EXPECT_NEAR(learnedEstimateSeconds(next, pace), expected, expected * 1e-9);
    EXPECT_NEAR(learnedEstimateSeconds(next, none),
                estimateSeconds(PresetStep{std::string(), next}), 1e-12);

    // A window whose history folder holds those runs says so under the form.
    QTemporaryDir folder;
    {
        RunHistory history(folder.filePath("history"));
        for (const RunRecord& run : runs) {
            history.add(run);
        }
    }
    MainWindow window(nullptr, folder.filePath("history"));
    // The history is read off the GUI thread: the estimate learns once it is in.
    ASSERT_TRUE(test::waitFor([&] { return window.history()->isLoaded(); }));
    window.panel()->setExperiment(next);
    EXPECT_NEAR(window.panel()->estimatedSeconds(), expected, expected * 1e-6);
    EXPECT_TRUE(window.panel()
                    ->findChild<QLabel*>("estimate")
                    ->text()
                    .contains("estimated from your last runs"));
}

// Points with long names and a long failure, as the quick tour has them.
RunResult tableRun() {
    RunResult run;
    run.machine = testMachine();
    run.experiment.mechanisms = {"thread.native-spin", "report000.locked-write"};
    run.experiment.sizesBytes = {64};
    PointResult spin = point("thread.native-spin", true);
    spin.latencyNs.median = 120;
    PointResult failed = point("report000.locked-write", false,
                               "the peer did not answer for 5000 ms (peer timeout): it exited");
    run.points = {spin, failed};
    return run;
}

TEST(GuiAudit, TheWindowFitsA720LineProjectorAnd1024x768) {
    // A first start: no window layout saved by an earlier test (on Windows QSettings does not
    // follow Qt's test mode, so the tests share one user's settings).
    {
        const std::unique_ptr<QSettings> settings(newAppSettings());
        settings->remove(QStringLiteral("window"));
    }
    QTemporaryDir folder;
    MainWindow window(nullptr, folder.filePath("history"));
    EXPECT_LE(window.minimumSizeHint().height(), 700);
    EXPECT_LE(window.minimumSize().height(), 700);
    for (const QSize screen : {QSize(1024, 768), QSize(1280, 720)}) {
        window.resize(screen);
        window.show();
        QCoreApplication::processEvents();
        EXPECT_LE(window.height(), screen.height());
        window.results()->showRun(tableRun(), QString(), {});
        QCoreApplication::processEvents();
        auto* table = window.findChild<QTableView*>("resultsTable");
        ASSERT_NE(table, nullptr);
        const QHeaderView* header = table->horizontalHeader();
        const int median = ResultsTableModel::Value;
        EXPECT_LE(header->sectionViewportPosition(median) + header->sectionSize(median),
                  table->viewport()->width())
            << "the median column is off the table at " << screen.width() << "x" << screen.height();
    }
}

TEST(GuiAudit, PresentationModeLeavesNoEmptyPanelBesideTheChart) {
    QTemporaryDir folder;
    MainWindow window(nullptr, folder.filePath("history"));
    window.show();
    auto* form = window.findChild<QScrollArea*>("leftScroll");
    ASSERT_NE(form, nullptr);
    EXPECT_TRUE(form->isVisible());
    window.setPresentation(true);
    EXPECT_FALSE(form->isVisible());
    window.setPresentation(false);
    EXPECT_TRUE(form->isVisible());
}

RunResult outlierRun() {
    RunResult run;
    run.machine = testMachine();
    run.experiment.mechanisms = {"pipe"};
    run.experiment.sizesBytes = {64};
    PointResult pipe = point("pipe", true);
    pipe.repetitions.resize(3);
    pipe.latencyNs.median = 2000;
    pipe.latencyNs.p99 = 2600;
    pipe.latencyNs.p999 = 3000;
    pipe.latencyNs.max = 4e6;  // one preemption: 4 ms
    pipe.latencyHistogram.edges = {1000, 1500, 2000, 2500, 3000, 3500, 4e6, 4.1e6};
    pipe.latencyHistogram.counts = {100, 4000, 3000, 800, 90, 9, 1};
    run.points = {pipe};
    return run;
}

TEST(GuiAudit, DistributionAxisEndsNearTheTailAndSaysSo) {
    const std::vector<LabelledRun> runs = {{QString(), outlierRun()}};
    ChartOptions options;
    options.kind = ChartKind::Distribution;
    options.distributionMechanism = "pipe";
    options.distributionSizeBytes = 64;
    std::unique_ptr<QChart> chart(buildChart(runs, options));
    QCategoryAxis* axis = nullptr;
    for (QAbstractAxis* candidate : chart->axes(Qt::Horizontal)) {
        axis = qobject_cast<QCategoryAxis*>(candidate);
    }
    ASSERT_NE(axis, nullptr);
    // 1.5 x p99.9 = 4.5 µs (and a 3% margin), far below the 4 ms maximum.
    EXPECT_LT(axis->max(), std::log10(4500.0) + 0.2);
    EXPECT_TRUE(chart->title().contains("the tail goes on to 4")) << chart->title().toStdString();
    // The bin [3.5 µs, 4 ms) holds the cut: only the last bin's one sample is surely beyond it.
    EXPECT_TRUE(chart->title().contains("(samples beyond: 1)")) << chart->title().toStdString();
    // No line runs past the axis' end: an SVG or PDF of the chart is not clipped to its plot.
    int linesCut = 0;
    for (QAbstractSeries* series : chart->series()) {
        const QString kind = series->property("ipclab.kind").toString();
        QXYSeries* line = nullptr;
        if (kind == "cdf") {
            line = qobject_cast<QXYSeries*>(series);
        } else if (kind == "histogram") {
            line = qobject_cast<QAreaSeries*>(series)->upperSeries();
        }
        if (line != nullptr) {
            ASSERT_GT(line->count(), 0);
            for (const QPointF& point : line->points()) {
                EXPECT_LE(point.x(), axis->max()) << kind.toStdString();
            }
            EXPECT_DOUBLE_EQ(line->at(line->count() - 1).x(), axis->max()) << kind.toStdString();
            ++linesCut;
        }
    }
    EXPECT_EQ(linesCut, 2);
    // p50, p99 and p99.9 labelled at three different heights inside the plot.
    std::vector<double> heights;
    for (QAbstractSeries* series : chart->series()) {
        if (series->property("ipclab.kind").toString() == "marker") {
            const auto* line = qobject_cast<QXYSeries*>(series);
            ASSERT_EQ(line->count(), 3);
            heights.push_back(line->at(1).y());
        }
    }
    ASSERT_EQ(heights.size(), 3u);
    EXPECT_NE(heights[0], heights[1]);
    EXPECT_NE(heights[1], heights[2]);
    EXPECT_LT(*std::max_element(heights.begin(), heights.end()), 0.95);
}

// The last bin's edge passes 1.5 x p99.9 but no sample does: nothing is cut, and the caption
// does not say "the tail goes on to" a latency below the cut (seen in a screenshot).
TEST(GuiAudit, DistributionAxisNotCutWhenNoSampleLiesBeyond) {
    RunResult run = outlierRun();
    PointResult& pipe = run.points.front();
    pipe.latencyNs.max = 4400;  // below 1.5 x p99.9 = 4.5 µs
    pipe.latencyHistogram.edges = {1000, 1500, 2000, 2500, 3000, 3500, 4000, 4600};
    const std::vector<LabelledRun> runs = {{QString(), run}};
    ChartOptions options;
    options.kind = ChartKind::Distribution;
    options.distributionMechanism = "pipe";
    options.distributionSizeBytes = 64;
    std::unique_ptr<QChart> chart(buildChart(runs, options));
    EXPECT_FALSE(chart->title().contains("Axis cut")) << chart->title().toStdString();
    QCategoryAxis* axis = nullptr;
    for (QAbstractAxis* candidate : chart->axes(Qt::Horizontal)) {
        axis = qobject_cast<QCategoryAxis*>(candidate);
    }
    ASSERT_NE(axis, nullptr);
    EXPECT_GE(axis->max(), std::log10(4400.0));
}

}  // namespace
}  // namespace ipclab::app
