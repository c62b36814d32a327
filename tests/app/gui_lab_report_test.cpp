// File > Export lab report in the window (issue 38): the run shown and the runs ticked in History
// make one report, a preset's steps in the preset's order with the shared parts once; the call
// returns before the file is written (the window goes on), and the file then appears whole.
#include <gtest/gtest.h>

#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>

#include "charts/core_text.hpp"
#include "gui/main_window.hpp"
#include "gui/run_history.hpp"
#include "gui/widgets/experiment_panel.hpp"
#include "gui/widgets/history_panel.hpp"
#include "gui/widgets/preset_panel.hpp"
#include "gui_support.hpp"
#include "report/lab_report.hpp"
#include "report_test_support.hpp"

namespace ipclab::app {
namespace {

/// Report 004's steps 1 to 4, run in the order 3, 1, 4, 2, kept in a history folder.
void keepPresetSteps(const QString& folder) {
    RunHistory history(folder);
    const int order[] = {2, 0, 3, 1};
    for (int at = 0; at < 4; ++at) {
        RunRecord record;
        record.result = ipclab::test::reportSampleRun();
        record.origin = RunOrigin{QStringLiteral("report-004"), order[at], false};
        record.finishedAt = QDateTime(QDate(2026, 11, 28), QTime(10, at));
        history.add(record);
    }
}

QString written(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

/// The report's sections of the preset's first `steps` steps, each once and in the preset's order.
void expectStepSectionsInOrder(const QString& html, const Preset& preset, int steps) {
    qsizetype last = -1;
    for (int step = 0; step < steps; ++step) {
        const QString heading =
            stepHeading(step + 1, stepName(preset.steps[static_cast<std::size_t>(step)]))
                .toHtmlEscaped();
        const qsizetype at = html.indexOf(heading);
        EXPECT_GT(at, last) << heading.toStdString();
        last = at;
    }
}

/// Exports the report of the run shown into `path` and waits for it: the error, empty when
/// written.
QString exportAndWait(MainWindow& window, const QString& path) {
    QSignalSpy done(&window, &MainWindow::labReportWritten);
    if (!window.exportLabReport(path) || !done.wait(test::kDeadlineMs)) {
        return QStringLiteral("not started, or never finished");
    }
    return done.front().at(1).toString();
}

TEST(GuiLabReport, TickedStepsMakeOneReportWrittenWhileTheWindowGoesOn) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    keepPresetSteps(dir.filePath(QStringLiteral("history")));
    MainWindow window(nullptr, dir.filePath(QStringLiteral("history")));
    // The history is read off the GUI thread once the window is up.
    ASSERT_TRUE(test::waitFor([&] { return window.history()->isLoaded(); }));
    ASSERT_EQ(window.history()->count(), 4);
    window.showHistoryRun(3);
    for (int index = 0; index < 3; ++index) {
        window.historyPanel()->setCompared(index, true);
    }
    const QString path = dir.filePath(QStringLiteral("report.html"));
    QSignalSpy done(&window, &MainWindow::labReportWritten);
    ASSERT_TRUE(window.exportLabReport(path));
    // Returned before the file: the charts come on later turns of the event loop, the file
    // from a thread of its own. One report at a time.
    EXPECT_FALSE(QFile::exists(path));
    EXPECT_FALSE(window.exportLabReport(dir.filePath(QStringLiteral("again.html"))));
    ASSERT_TRUE(done.wait(test::kDeadlineMs));
    EXPECT_EQ(done.front().at(0).toString(), path);
    EXPECT_TRUE(done.front().at(1).toString().isEmpty())
        << done.front().at(1).toString().toStdString();

    const QString html = written(path);
    const std::optional<Preset> preset = presetOf(RunOrigin{QStringLiteral("report-004"), 0});
    ASSERT_TRUE(preset.has_value());
    // One section per step, in the preset's order; the shared parts once.
    expectStepSectionsInOrder(html, *preset, 4);
    EXPECT_EQ(html.count(QStringLiteral("<h1>")), 1);
    EXPECT_EQ(html.count(QStringLiteral("1. Method")), 1);
    EXPECT_EQ(html.count(QStringLiteral("4. Threats to validity")), 1);
    EXPECT_EQ(html.count(QStringLiteral("class=\"ipclab-results\"")), 4);
    EXPECT_TRUE(html.contains(coreText(preset->title).toHtmlEscaped()));
}

TEST(GuiLabReport, ThePdfOfTheRunShownAloneAndAFolderThatIsNotThere) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    keepPresetSteps(dir.filePath(QStringLiteral("history")));
    MainWindow window(nullptr, dir.filePath(QStringLiteral("history")));
    // The history is read off the GUI thread once the window is up.
    ASSERT_TRUE(test::waitFor([&] { return window.history()->isLoaded(); }));
    window.showHistoryRun(1);
    const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
    EXPECT_TRUE(exportAndWait(window, pdf).isEmpty());
    QFile file(pdf);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.read(5), QByteArray("%PDF-"));
    // A file that cannot be written says why, and nothing is left.
    const QString nowhere = dir.filePath(QStringLiteral("no such folder/report.html"));
    EXPECT_TRUE(exportAndWait(window, nowhere).contains(QStringLiteral("cannot write")));
    EXPECT_FALSE(QFile::exists(nowhere));
}

TEST(GuiLabReport, ARunRecordsTheCommandThatMeasuresItAgain) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    MainWindow window(nullptr, dir.filePath(QStringLiteral("history")));
    // The history is read off the GUI thread once the window is up.
    ASSERT_TRUE(test::waitFor([&] { return window.history()->isLoaded(); }));
    window.panel()->setExperiment(test::tinyExperiment());
    ASSERT_TRUE(window.runButton()->isEnabled());
    QSignalSpy finished(&window, &MainWindow::runFinished);
    window.runButton()->click();
    ASSERT_TRUE(finished.wait(test::kDeadlineMs));
    const RunResult& run = window.shownRecord().result;
    EXPECT_EQ(run.commandLine, runCommandLine(run.experiment).toStdString());
    EXPECT_EQ(run.commandLine.rfind("ipclab-cli run --mechanisms thread.mutex,thread.semaphore "
                                    "--pattern pingpong --sizes 64,256,1024",
                                    0),
              0u)
        << run.commandLine;
    // Kept with the run in the history, and printed as recorded.
    EXPECT_EQ(window.history()->at(window.history()->count() - 1).result.commandLine,
              run.commandLine);
    const QString path = dir.filePath(QStringLiteral("report.html"));
    EXPECT_TRUE(exportAndWait(window, path).isEmpty());
    EXPECT_TRUE(written(path).contains(QStringLiteral("recorded when it ran:")));
}

}  // namespace
}  // namespace ipclab::app

namespace ipclab::app {
namespace {

// Run all steps of a preset, for real (report 000's two steps, cut to a quick demo), then File >
// Export lab report: one report with a section per step in the preset's order, the shared
// parts once, and the figures of the runs just measured.
TEST(GuiLabReport, RunAllStepsThenExportMakesOneReportOfEveryStep) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    MainWindow window(nullptr, dir.filePath(QStringLiteral("history")));
    ASSERT_TRUE(test::waitFor([&] { return window.history()->isLoaded(); }));
    window.presets()->setQuick(true);
    ASSERT_TRUE(window.presets()->choose(QStringLiteral("report-000")));
    const std::optional<Preset> preset = window.presets()->current();
    ASSERT_TRUE(preset.has_value());
    QSignalSpy finished(&window, &MainWindow::runFinished);
    ASSERT_TRUE(window.runAllSteps());
    ASSERT_TRUE(test::waitFor(
        [&] { return finished.count() == 2 && window.queuedSteps() == 0 && !window.isRunning(); },
        240'000));
    ASSERT_EQ(window.history()->count(), 2);

    const QString path = dir.filePath(QStringLiteral("report.html"));
    ASSERT_TRUE(exportAndWait(window, path).isEmpty());
    const QString html = written(path);
    expectStepSectionsInOrder(html, *preset, 2);
    EXPECT_EQ(html.count(QStringLiteral("1. Method")), 1);
    EXPECT_EQ(html.count(QStringLiteral("class=\"ipclab-results\"")), 2);
    // The figures are the runs just measured: every mechanism of both steps is in the report.
    for (int index = 0; index < 2; ++index) {
        for (const std::string& mechanism :
             window.history()->at(index).result.experiment.mechanisms) {
            EXPECT_TRUE(html.contains(QString::fromStdString(mechanism))) << mechanism;
        }
    }
}

}  // namespace
}  // namespace ipclab::app
