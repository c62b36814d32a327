// Issue 14: the classroom GUI as a first-time student meets it. One test per defect fixed:
// a single size lands on bars, colours stay distinct, a chart describes its own run, report
// 002's figures and the "ours vs theirs" table appear, closing during a run asks and keeps the
// points, the history autosaves and reopens, "Run all steps", iterations 0 refused, the
// Distribution follows the new run, log scale, the verdict and the glossary. Waits have
// generous deadlines; nothing asserts a duration.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <cmath>

#include "charts/chart_internal.hpp"
#include "charts/comparison.hpp"
#include "charts/result_chart.hpp"
#include "charts/result_chart_view.hpp"
#include "gui/app_settings.hpp"
#include "gui/dialogs/glossary_dialog.hpp"
#include "gui/main_window.hpp"
#include "gui/models/results_table_model.hpp"
#include "gui/run_history.hpp"
#include "gui/run_record.hpp"
#include "gui/widgets/comparison_table.hpp"
#include "gui/widgets/experiment_panel.hpp"
#include "gui/widgets/history_panel.hpp"
#include "gui/widgets/preset_panel.hpp"
#include "gui/widgets/results_pane.hpp"
#include "gui_support.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/preset.hpp"

namespace ipclab::app {
namespace {

using test::testMachine;
using test::tinyExperiment;
using test::waitFor;

// A window whose history lives in its own temporary folder and whose close question is
// answered without a dialog.
struct TestWindow {
    QTemporaryDir folder;
    std::unique_ptr<MainWindow> window;
    std::vector<CloseQuestion> asked;
    CloseChoice answer = CloseChoice::StopAndKeep;

    TestWindow() : window(std::make_unique<MainWindow>(nullptr, folder.filePath("history"))) {
        window->setCloseAsker([this](const CloseQuestion& question) {
            asked.push_back(question);
            return answer;
        });
        window->setLongRunAsker([](double) { return true; });  // long runs start unasked here
    }
    MainWindow* operator->() const { return window.get(); }

    bool run(const Experiment& experiment) {
        window->panel()->setExperiment(experiment);
        bool finished = false;
        const auto connection =
            QObject::connect(window.get(), &MainWindow::runFinished, [&] { finished = true; });
        window->runButton()->click();
        const bool ok = waitFor([&] { return finished; });
        QObject::disconnect(connection);
        return ok;
    }
};

PointResult streamPoint(const std::string& mechanism, std::size_t size, double bytesPerSecond) {
    PointResult point;
    point.mechanism = mechanism;
    point.pattern = Pattern::Stream;
    point.sizeBytes = size;
    point.ok = true;
    point.throughput.bytesPerSecond = bytesPerSecond;
    point.throughput.ci95Low = bytesPerSecond * 0.9;
    point.throughput.ci95High = bytesPerSecond * 1.1;
    RepetitionResult repetition;
    repetition.bytesPerSecond = bytesPerSecond;
    point.repetitions = {repetition, repetition};
    return point;
}

PointResult latencyPoint(const std::string& mechanism, double medianNs) {
    PointResult point;
    point.mechanism = mechanism;
    point.sizeBytes = 64;
    point.ok = true;
    point.latencyNs.median = medianNs;
    point.latencyNs.count = 100;
    point.latencyCi95.low = medianNs * 0.95;
    point.latencyCi95.high = medianNs * 1.05;
    point.latencyCi95.count = 3;
    point.repetitions.resize(3);
    return point;
}

TEST(StudentPath, ARunWithOneSizeLandsOnTheBars) {
    TestWindow window;
    Experiment experiment = tinyExperiment();
    experiment.sizesBytes = {64};
    window->results()->setKind(ChartKind::Latency);
    ASSERT_TRUE(window.run(experiment));
    EXPECT_EQ(window->results()->kind(), ChartKind::Bars);
    EXPECT_TRUE(window->results()->chart()->problem().isEmpty())
        << window->results()->chart()->problem().toStdString();
    EXPECT_EQ(defaultChartKind(tinyExperiment()), ChartKind::Latency);  // several sizes
}

TEST(StudentPath, TwentyOneSeriesGetTwentyOneDistinctColours) {
    for (bool dark : {false, true}) {
        for (std::size_t a = 0; a < 21; ++a) {
            for (std::size_t b = a + 1; b < 21; ++b) {
                const QColor x = detail::seriesColour(a, dark);
                const QColor y = detail::seriesColour(b, dark);
                const double distance =
                    std::hypot(x.red() - y.red(), x.green() - y.green(), x.blue() - y.blue());
                EXPECT_GT(distance, 40) << a << " vs " << b << (dark ? " (dark)" : "");
            }
        }
    }
    // From the 13th series on, a marker of another shape as well.
    EXPECT_TRUE(detail::seriesMarkerImage(0, Qt::red, 8).isNull());
    EXPECT_FALSE(detail::seriesMarkerImage(12, Qt::red, 8).isNull());
}

TEST(StudentPath, TheCaptionComesFromTheRunsRecordNotThePresetChooser) {
    const Preset* report002 = findPreset("report-002");
    ASSERT_NE(report002, nullptr);
    RunRecord record;
    record.origin = RunOrigin{QStringLiteral("report-002"), 0, false};
    record.result.experiment = *originExperiment(record.origin);
    const QString caption = runCaption(record);
    EXPECT_TRUE(caption.startsWith(QStringLiteral("Report 002"))) << caption.toStdString();
    EXPECT_FALSE(caption.contains(QStringLiteral("edited")));
    EXPECT_EQ(suggestedBaseName(record), QStringLiteral("report-002-step1"));

    // Total edited to 64 MiB: the caption says so, the export name too.
    record.result.experiment.streamTotalBytes = 64ull << 20;
    EXPECT_TRUE(runCaption(record).contains(QStringLiteral("edited: total 64 MiB")))
        << runCaption(record).toStdString();
    EXPECT_EQ(suggestedBaseName(record), QStringLiteral("report-002-step1-edited"));

    // A run opened from a file finds its preset step by its experiment.
    const RunOrigin found = matchOrigin(*originExperiment(RunOrigin{"report-004", 2, false}));
    EXPECT_EQ(found.presetId, QStringLiteral("report-004"));
    EXPECT_EQ(found.stepIndex, 2);
}

TEST(StudentPath, ChoosingAnotherPresetAfterARunLeavesTheChartAlone) {
    TestWindow window;
    ASSERT_TRUE(window->presets()->choose(QStringLiteral("report-003"), 1));
    window->presets()->setQuick(true);
    window->presets()->choose(QStringLiteral("report-003"), 1);
    bool finished = false;
    QObject::connect(window.window.get(), &MainWindow::runFinished, [&] { finished = true; });
    window->runButton()->click();
    ASSERT_TRUE(waitFor([&] { return finished; }));
    const QString before = window->results()->chart()->options().caption;
    EXPECT_TRUE(before.startsWith(QStringLiteral("Report 003"))) << before.toStdString();
    EXPECT_TRUE(before.contains(QStringLiteral("quick demo"))) << before.toStdString();

    ASSERT_TRUE(window->presets()->choose(QStringLiteral("report-001")));
    window->results()->chart()->flush();
    EXPECT_EQ(window->results()->chart()->options().caption, before);
    const QFileInfo suggested(window->suggestedFileName(QStringLiteral("png")));
    EXPECT_TRUE(suggested.fileName().startsWith("report-003"))
        << suggested.filePath().toStdString();
    EXPECT_TRUE(suggested.isAbsolute()) << "a folder of the user's, not the working directory";
}

TEST(StudentPath, Report002sTotalSecondsAreDrawnAndCompared) {
    const Preset* report002 = findPreset("report-002");
    ASSERT_NE(report002, nullptr);
    RunResult run;
    run.machine = testMachine();
    run.experiment = report002->steps[0].experiment;  // 256 MiB per repetition
    run.points = {streamPoint("pipe", 4096, 2.0e9), streamPoint("pipe", 8192, 2.5e9),
                  streamPoint("shm.ring", 4096, 4.0e9)};
    const LabelledRun labelled{QString(), run};
    ChartOptions options;
    options.kind = ChartKind::Throughput;
    options.references = report002->references;
    QChart* chart = buildChart(std::span(&labelled, 1), options);
    int references = 0;
    for (QAbstractSeries* series : chart->series()) {
        references += series->property("ipclab.kind").toString() == "reference" ? 1 : 0;
    }
    delete chart;
    EXPECT_GE(references, 2) << "report 002's 256 MiB figures are drawn as throughput";

    const std::vector<ComparisonRow> rows = comparisonRows(report002->references, run);
    ASSERT_FALSE(rows.empty());
    EXPECT_EQ(rows.front().quantity, "seconds_total");
    EXPECT_TRUE(rows.front().verdict.contains(QStringLiteral("\u00D7")))
        << rows.front().verdict.toStdString();

    ComparisonTable table;
    table.showComparison(report002->references, run);
    EXPECT_EQ(table.rowCount(), static_cast<int>(rows.size()));

    // Another total (a quick demo's 64 MiB): not compared, and said so.
    run.experiment.streamTotalBytes = 64ull << 20;
    EXPECT_TRUE(comparisonRows(report002->references, run).empty());
    EXPECT_FALSE(unmatchedReferences(report002->references, run).isEmpty());
}

TEST(StudentPath, ClosingDuringARunAsksAndKeepsThePoints) {
    TestWindow window;
    window->show();
    Experiment experiment = tinyExperiment();
    experiment.iterations = 2'000'000;
    experiment.repetitions = 50;
    window->panel()->setExperiment(experiment);
    int points = 0;
    QObject::connect(window.window.get(), &MainWindow::pointMeasured,
                     [&](int measured) { points = measured; });
    window->runButton()->click();
    ASSERT_TRUE(window->isRunning());
    window.answer = CloseChoice::Cancel;
    EXPECT_FALSE(window->close());
    ASSERT_EQ(window.asked.size(), 1u);
    EXPECT_TRUE(window.asked.front().running);
    EXPECT_TRUE(window->isRunning()) << "Cancel keeps the run going";

    window.answer = CloseChoice::StopAndKeep;
    EXPECT_TRUE(window->close());
    EXPECT_FALSE(window->isRunning());
    ASSERT_EQ(window->history()->count(), 1);
    EXPECT_TRUE(window->history()->at(0).persisted);
    EXPECT_EQ(static_cast<int>(window->history()->at(0).result.points.size()),
              std::max(points, static_cast<int>(window->history()->at(0).result.points.size())));

    // The experiment saved for the next start is the one that ran, never an empty list.
    const std::unique_ptr<QSettings> settings(newAppSettings());
    const auto saved = loadExperiment(*settings);
    ASSERT_TRUE(saved.has_value());
    EXPECT_EQ(saved->mechanisms, experiment.mechanisms);
}

TEST(StudentPath, EveryRunIsKeptInTheHistoryAndReopens) {
    QTemporaryDir folder;
    {
        TestWindow window;
        Experiment first = tinyExperiment();
        first.mechanisms = {"thread.mutex"};
        ASSERT_TRUE(window.run(first));
        Experiment second = tinyExperiment();
        second.mechanisms = {"thread.semaphore"};
        ASSERT_TRUE(window.run(second));
        ASSERT_EQ(window->history()->count(), 2);
        EXPECT_EQ(window->historyPanel()->list()->count(), 2);
        EXPECT_EQ(window->result().experiment.mechanisms, second.mechanisms);

        window->showHistoryRun(0);
        EXPECT_EQ(window->result().experiment.mechanisms, first.mechanisms);
        EXPECT_EQ(window->resultsModel()->rowCount(), 3);

        // Ticking a run draws it beside the one shown.
        window->historyPanel()->setCompared(1, true);
        EXPECT_EQ(window->results()->chart()->runs().size(), 2u);

        // Autosaved: a new history on the same folder reads both runs back.
        RunHistory reread(window->history()->folder());
        ASSERT_EQ(reread.count(), 2);
        EXPECT_EQ(reread.at(1).result.experiment.mechanisms, second.mechanisms);
        EXPECT_EQ(reread.unsavedCount(), 0);
        EXPECT_TRUE(window.asked.empty());
        window->close();
        EXPECT_TRUE(window.asked.empty()) << "nothing unsaved: no question";
    }
}

// Issue 21: runs ticked to compare with one run were drawn beside the next, unrelated run.
// A new run is shown alone, its ticks gone from the History; "Untick all" does it by hand.
TEST(StudentPath, ANewRunIsShownWithoutTheTicksOfTheLast) {
    TestWindow window;
    Experiment first = tinyExperiment();
    first.mechanisms = {"thread.mutex"};
    ASSERT_TRUE(window.run(first));
    ASSERT_TRUE(window.run(tinyExperiment()));
    window->historyPanel()->setCompared(0, true);
    EXPECT_EQ(window->results()->chart()->runs().size(), 2u);
    auto* untick = window->historyPanel()->findChild<QPushButton*>("historyUntick");
    ASSERT_NE(untick, nullptr);
    EXPECT_TRUE(untick->isEnabled());

    ASSERT_TRUE(window.run(tinyExperiment()));
    EXPECT_TRUE(window->historyPanel()->comparedRuns().empty());
    EXPECT_EQ(window->results()->chart()->runs().size(), 1u);
    for (int row = 0; row < window->historyPanel()->list()->count(); ++row) {
        EXPECT_EQ(window->historyPanel()->list()->item(row)->checkState(), Qt::Unchecked);
    }
    EXPECT_FALSE(untick->isEnabled());
    // Where the ticks went, it says why; ticking again takes the note away.
    auto* note = window->historyPanel()->findChild<QLabel*>("historyNote");
    ASSERT_NE(note, nullptr);
    EXPECT_FALSE(note->isHidden());
    EXPECT_EQ(note->text(), QStringLiteral("1 compared run unticked: the new run is shown alone."));

    window->historyPanel()->setCompared(1, true);
    EXPECT_TRUE(note->isHidden());
    EXPECT_EQ(window->results()->chart()->runs().size(), 2u);
    untick->click();
    EXPECT_EQ(window->results()->chart()->runs().size(), 1u);
    EXPECT_TRUE(note->isHidden()) << "the student's own Untick all needs no note";
}

// A settling run's rounds go past its minimum: the status never reads "repetition 8 of 2".
TEST(StudentPath, ASettlingRunsProgressSaysItsCountIsAMinimum) {
    TestWindow window;
    Experiment experiment = tinyExperiment();
    experiment.mechanisms = {"thread.mutex"};
    experiment.sizesBytes = {64};
    experiment.settle = true;
    experiment.minRounds = 2;
    experiment.precision = 1e-9;  // never settles: rounds go on until the budget is spent
    experiment.timeBudgetSeconds = 1;
    window->panel()->setExperiment(experiment);
    auto* status = window->findChild<QLabel*>("runStatus");
    ASSERT_NE(status, nullptr);
    QStringList seen;
    window->runButton()->click();
    ASSERT_TRUE(waitFor([&] {
        if (!seen.contains(status->text())) {
            seen << status->text();
        }
        return !window->isRunning();
    }));
    bool pastMinimum = false;
    for (const QString& text : seen) {
        EXPECT_FALSE(text.contains(QStringLiteral(" of "))) << text.toStdString();
        pastMinimum = pastMinimum || text.contains(QStringLiteral("(at least 2, then until"));
    }
    EXPECT_TRUE(pastMinimum) << seen.join(QStringLiteral(" | ")).toStdString();
}

TEST(StudentPath, ResultsNowhereOnDiskAreAskedAboutBeforeClosing) {
    QTemporaryDir folder;
    // A file where the history folder should be: nothing can be written there.
    QFile blocker(folder.filePath("history"));
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    MainWindow window(nullptr, folder.filePath("history"));
    std::vector<CloseQuestion> asked;
    window.setCloseAsker([&](const CloseQuestion& question) {
        asked.push_back(question);
        return asked.size() == 1 ? CloseChoice::Cancel : CloseChoice::Discard;
    });
    bool finished = false;
    QObject::connect(&window, &MainWindow::runFinished, [&] { finished = true; });
    window.panel()->setExperiment(tinyExperiment());
    window.runButton()->click();
    ASSERT_TRUE(waitFor([&] { return finished; }));
    EXPECT_EQ(window.history()->unsavedCount(), 1);
    EXPECT_FALSE(window.history()->lastError().isEmpty());
    EXPECT_FALSE(window.close());
    ASSERT_EQ(asked.size(), 1u);
    EXPECT_FALSE(asked.front().running);
    EXPECT_EQ(asked.front().unsavedRuns, 1);
    EXPECT_TRUE(window.close());
}

TEST(StudentPath, RunAllStepsRunsEveryStepAndShowsThemTogether) {
    TestWindow window;
    window->presets()->setQuick(true);
    ASSERT_TRUE(window->presets()->choose(QStringLiteral("report-003")));
    ASSERT_TRUE(window->runAllSteps());
    const int steps = static_cast<int>(window->presets()->current()->steps.size());
    ASSERT_GE(steps, 2);
    ASSERT_TRUE(
        waitFor([&] { return window->history()->count() == steps && !window->isRunning(); }));
    for (int index = 0; index < steps; ++index) {
        EXPECT_EQ(window->history()->at(index).origin.stepIndex, index);
        EXPECT_TRUE(window->history()->at(index).origin.quick);
    }
    EXPECT_EQ(window->historyPanel()->comparedRuns().size(), static_cast<std::size_t>(steps - 1));
}

TEST(StudentPath, AStopEndsRunAllStepsAtTheStepItStopped) {
    TestWindow window;
    ASSERT_TRUE(window->presets()->choose(QStringLiteral("report-004")));
    ASSERT_GE(window->presets()->current()->steps.size(), 2u);
    int finished = 0;
    QObject::connect(window.window.get(), &MainWindow::runFinished, [&] { ++finished; });
    ASSERT_TRUE(window->runAllSteps());
    ASSERT_TRUE(window->isRunning());
    window->stopButton()->click();
    ASSERT_TRUE(waitFor([&] { return finished == 1; }));
    // The next step would have started in the same turn of the event loop as the stop's end.
    EXPECT_FALSE(window->isRunning());
    EXPECT_EQ(window->queuedSteps(), 0);
    ASSERT_EQ(window->history()->count(), 1);
    EXPECT_TRUE(window->history()->at(0).result.cancelled);
    EXPECT_EQ(window->history()->at(0).origin.stepIndex, 0);
}

TEST(StudentPath, IterationsZeroIsRefusedAtTheField) {
    ExperimentPanel panel(MechanismRegistry::builtin());
    auto* iterations = panel.findChild<QSpinBox*>(QStringLiteral("iterations"));
    ASSERT_NE(iterations, nullptr);
    iterations->setValue(0);
    EXPECT_EQ(iterations->value(), 0) << "0 is not silently replaced by the last value";
    EXPECT_FALSE(panel.isValid());
    EXPECT_FALSE(panel.fieldProblem(QStringLiteral("iterations")).isEmpty());
}

TEST(StudentPath, TheDistributionFollowsTheNewRun) {
    TestWindow window;
    Experiment first = tinyExperiment();
    first.mechanisms = {"thread.mutex"};
    ASSERT_TRUE(window.run(first));
    window->results()->setKind(ChartKind::Distribution);
    window->results()->chart()->setSelectedPoint(QStringLiteral("thread.mutex"), 64);
    Experiment second = tinyExperiment();
    second.mechanisms = {"thread.semaphore"};
    ASSERT_TRUE(window.run(second));
    EXPECT_EQ(window->results()->kind(), ChartKind::Distribution);
    window->results()->chart()->flush();
    EXPECT_TRUE(window->results()->chart()->problem().isEmpty())
        << window->results()->chart()->problem().toStdString();
}

TEST(StudentPath, BarsTurnLogarithmicWhenTheyDifferThirtyfold) {
    RunResult run;
    run.machine = testMachine();
    run.experiment = tinyExperiment();
    run.experiment.sizesBytes = {64};
    run.points = {latencyPoint("shm.ring", 100), latencyPoint("pipe", 3800)};
    const LabelledRun labelled{QString(), run};
    ChartOptions options;
    options.kind = ChartKind::Bars;
    EXPECT_TRUE(barsUseLogScale(std::span(&labelled, 1), options));
    options.barScale = BarScale::Linear;
    EXPECT_FALSE(barsUseLogScale(std::span(&labelled, 1), options));
    options.barScale = BarScale::Auto;
    run.points[1].latencyNs.median = 250;
    const LabelledRun close{QString(), run};
    EXPECT_FALSE(barsUseLogScale(std::span(&close, 1), options));
}

TEST(StudentPath, TheBarsEndWithAOneLineVerdict) {
    RunResult run;
    run.machine = testMachine();
    run.experiment = tinyExperiment();
    run.experiment.sizesBytes = {64};
    run.points = {latencyPoint("pipe", 3800), latencyPoint("shm.ring", 100)};
    const LabelledRun labelled{QString(), run};
    ChartOptions options;
    options.kind = ChartKind::Bars;
    const QString verdict = barVerdict(std::span(&labelled, 1), options);
    EXPECT_TRUE(verdict.startsWith(QStringLiteral("shm.ring is 38\u00D7 [")))
        << verdict.toStdString();
    EXPECT_TRUE(verdict.endsWith(QStringLiteral("faster than pipe"))) << verdict.toStdString();
}

TEST(StudentPath, TheGlossaryExplainsTheWordsOfAFirstChart) {
    for (const QString& term : glossaryTerms()) {
        EXPECT_GT(glossaryEntry(term).size(), 100) << term.toStdString();
    }
    ExperimentPanel panel(MechanismRegistry::builtin());
    for (const char* term : {"wait", "placement", "keep-awake", "ci"}) {
        EXPECT_NE(panel.findChild<QWidget*>(QStringLiteral("glossary:") + term), nullptr) << term;
    }
}

// The history lives in <data>/IPC Lab/history, not ".../IPC Lab/IPC Lab/history"; a history an
// earlier build kept in the doubled folder is moved there, run files and all. (The tests run
// in QStandardPaths' test mode: these folders are the tests' own.)
TEST(StudentPath, TheHistoryFolderIsNotDoubledAndAnEarlierOneIsMoved) {
    const QString data = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    const QString folder = data + "/IPC Lab/history";
    const QString earlier =
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/history";
    if (earlier == folder) {
        GTEST_SKIP() << "this build's application and organisation names differ";
    }
    QDir(folder).removeRecursively();
    ASSERT_TRUE(QDir().mkpath(earlier));
    QFile run(earlier + "/run-1.json");
    ASSERT_TRUE(run.open(QIODevice::WriteOnly));
    run.close();
    const RunHistory history{QString()};
    EXPECT_EQ(history.folder().toStdString(), folder.toStdString());
    EXPECT_TRUE(QFile::exists(folder + "/run-1.json"));
    EXPECT_FALSE(QDir(earlier).exists());
    QDir(folder).removeRecursively();
}

}  // namespace
}  // namespace ipclab::app
