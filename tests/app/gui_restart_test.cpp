// A restart brings back the run shown as it was looked at (issue 36, item 10): the same chart
// tab, and a line above the chart saying that the run comes from the History while the form
// keeps the student's own settings for the next run; "Use its settings" puts the run's
// settings, its preset and step too, into the form.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <memory>

#include "gui/app_settings.hpp"
#include "gui/close_guard.hpp"
#include "gui/main_window.hpp"
#include "gui/run_history.hpp"
#include "gui/widgets/experiment_panel.hpp"
#include "gui/widgets/preset_panel.hpp"
#include "gui/widgets/results_pane.hpp"
#include "gui_support.hpp"
#include "ipclab/report.hpp"

namespace ipclab::app {
namespace {

// Report 004's first step as a History entry: pipe at 64 B and 4 KiB.
RunResult presetRun() {
    RunResult run;
    run.machine.cpuModel = "Test CPU";
    run.machine.date = "2026-01-02T03:04:05Z";
    run.experiment.pattern = Pattern::PingPong;
    run.experiment.mechanisms = {"pipe"};
    run.experiment.sizesBytes = {64, 4096};
    for (std::size_t size : run.experiment.sizesBytes) {
        PointResult point;
        point.mechanism = "pipe";
        point.pattern = Pattern::PingPong;
        point.sizeBytes = size;
        point.ok = true;
        point.repetitions.resize(3);
        const double ns = 3000.0 + static_cast<double>(size);
        point.latencyNs = {1000, ns * 0.8, ns, ns, ns * 1.2, ns * 2, ns * 3, ns * 4, ns * 0.1};
        point.latencyCi95 = {3, ns, ns * 0.95, ns * 1.05};
        run.points.push_back(point);
    }
    return run;
}

bool writeOneRunHistory(const QString& folder, const RunResult& run) {
    QFile file(QDir(folder).filePath(QStringLiteral("run-0001.json")));
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(QByteArray::fromStdString(toJson(run))) <= 0) {
        return false;
    }
    const QJsonArray index{QJsonObject{{QStringLiteral("file"), QStringLiteral("run-0001.json")},
                                       {QStringLiteral("preset"), QStringLiteral("report-004")},
                                       {QStringLiteral("step"), 0},
                                       {QStringLiteral("quick"), false}}};
    QFile indexFile(QDir(folder).filePath(QStringLiteral("index.json")));
    return indexFile.open(QIODevice::WriteOnly) &&
           indexFile.write(QJsonDocument(index).toJson()) > 0;
}

TEST(GuiRestart, TheRunShownComesBackInItsTabSaysWhereItIsFromAndGivesItsSettings) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    // Settings of its own: the session written here must not reach the other tests' windows.
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.path());
    const QString folder = dir.filePath(QStringLiteral("history"));
    ASSERT_TRUE(QDir().mkpath(folder));
    ASSERT_TRUE(writeOneRunHistory(folder, presetRun()));
    Experiment own = ExperimentPanel::defaultExperiment();
    own.mechanisms = {"thread.mutex", "tcp"};  // on every OS (a Windows form drops uds)
    {
        const std::unique_ptr<QSettings> settings(newAppSettings());
        saveExperiment(*settings, own);
        settings->setValue(QStringLiteral("session/shownRun"), QStringLiteral("run-0001.json"));
        settings->setValue(QStringLiteral("session/chartKind"), QStringLiteral("spectrum"));
    }

    {
        MainWindow window(nullptr, folder);
        window.setCloseAsker([](const CloseQuestion&) { return CloseChoice::Discard; });
        window.show();
        ASSERT_TRUE(test::waitFor(
            [&] { return window.shownRecord().historyFile == QStringLiteral("run-0001.json"); }));
        EXPECT_EQ(window.results()->kind(), ChartKind::Spectrum) << "the tab looked at last";
        const QString source = window.results()->sourceText();
        EXPECT_TRUE(source.startsWith(QStringLiteral("From History: "))) << source.toStdString();
        EXPECT_TRUE(source.contains(QStringLiteral("Report 004 \u2014 step 1")))
            << source.toStdString();
        EXPECT_TRUE(source.contains(QStringLiteral("the settings of the next run")));
        // The form is the student's own until asked.
        EXPECT_EQ(window.panel()->experiment().mechanisms, own.mechanisms);
        EXPECT_FALSE(window.presets()->current().has_value());

        auto* use = window.findChild<QPushButton*>(QStringLiteral("useShownSettings"));
        ASSERT_NE(use, nullptr);
        EXPECT_TRUE(use->isVisible());
        use->click();
        EXPECT_EQ(window.panel()->experiment().mechanisms, std::vector<std::string>{"pipe"});
        EXPECT_EQ(window.panel()->experiment().sizesBytes, (std::vector<std::size_t>{64, 4096}));
        ASSERT_TRUE(window.presets()->current().has_value());
        EXPECT_EQ(window.presets()->current()->id, "report-004");
        EXPECT_EQ(window.presets()->currentStep(), 0);
        EXPECT_TRUE(window.results()->sourceText().isEmpty());
        EXPECT_FALSE(use->isVisible());
        window.close();
    }
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope,
                       QString::fromLocal8Bit(qgetenv("HOME")));
}

}  // namespace
}  // namespace ipclab::app
