#include "gui/main_window.hpp"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QEventLoop>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QStatusBar>
#include <QTabBar>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>
#include <functional>
#include <memory>

#include "charts/chart_export.hpp"
#include "charts/core_text.hpp"
#include "charts/result_chart_view.hpp"
#include "controller/run_controller.hpp"
#include "gui/app_settings.hpp"
#include "gui/dialogs/about_dialog.hpp"
#include "gui/dialogs/glossary_dialog.hpp"
#include "gui/dialogs/png_export_dialog.hpp"
#include "gui/language.hpp"
#include "gui/models/results_table_model.hpp"
#include "gui/run_history.hpp"
#include "gui/run_outcome.hpp"
#include "gui/startup.hpp"
#include "gui/widgets/combo_tips.hpp"
#include "gui/widgets/core_map_pane.hpp"
#include "gui/widgets/experiment_panel.hpp"
#include "gui/widgets/history_panel.hpp"
#include "gui/widgets/preset_panel.hpp"
#include "gui/widgets/results_pane.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/preset.hpp"
#include "ipclab/preset_run.hpp"
#include "ipclab/report.hpp"
#include "report/lab_report.hpp"

namespace ipclab::app {
namespace {

QString timeLeftText(double seconds) {
    if (seconds < 0) {
        return QObject::tr("estimating time left\u2026");
    }
    if (seconds < 10) {
        return QObject::tr("%1 s left").arg(QLocale().toString(seconds, 'f', 1));
    }
    const auto whole = static_cast<long long>(seconds + 0.5);
    if (whole < 60) {
        return QObject::tr("%1 s left").arg(whole);
    }
    return QObject::tr("%1 min %2 s left").arg(whole / 60).arg(whole % 60);
}

}  // namespace

MainWindow::MainWindow(QWidget* parent, const QString& historyFolder)
    : QMainWindow(parent),
      m_controller(new RunController({}, this)),
      // Read off the GUI thread, once the window is up (a long or slow history folder must
      // not hold the window back): the list fills when it is read.
      m_history(new RunHistory(historyFolder, this, RunHistory::Load::InBackground)),
      m_askClose(
          [this](const CloseQuestion& question) { return askBeforeClosing(this, question); }) {
    setWindowTitle(tr("IPC Lab"));
    QWidget* form = buildForm();
    buildCentral(form);
    buildMenus();
    connectParts();
    // The run-time estimate learns from every run the history keeps.
    connect(m_history, &RunHistory::changed, this,
            [this] { m_panel->setPace(learnPace(m_history->runs())); });
    m_panel->setPace(learnPace(m_history->runs()));
    restoreSession();
    // A choice box cut to "…" (German at 1024 px) names its whole choice in its tooltip.
    keepCurrentTextsInToolTips(*this);
    updateButtons();
    m_results->setCounterText(tr("Ready: Ctrl+R runs, Esc leaves"));
    statusBar()->showMessage(startUpHousekeeping());  // reclaims what killed runs left
    connect(m_history, &RunHistory::loaded, this, &MainWindow::onHistoryLoaded);
    QTimer::singleShot(0, m_history, &RunHistory::startLoading);
    // Fits a 1024x768 screen and a 720-line projector; larger screens get more by default.
    setMinimumSize(800, 560);
    const QRect available = screen()->availableGeometry();
    resize(std::min(1360, available.width()), std::min(860, available.height()));
    // Until the user drags the divider, the form gets about a third of the width (resizeEvent).
    connect(m_central, &QSplitter::splitterMoved, this, [this] { m_userSplit = true; });
    restoreLayout();
}

// The left side: presets and the experiment form, scrolling
// when the screen is short (a 720-line projector) or narrow (1024 px).
QWidget* MainWindow::buildForm() {
    m_presets = new PresetPanel(MechanismRegistry::builtin());
    m_panel = new ExperimentPanel(MechanismRegistry::builtin());
    m_runButton = new QPushButton(tr("Run"));
    m_runButton->setObjectName(QStringLiteral("runButton"));
    m_runButton->setDefault(true);
    m_runButton->setToolTip(tr("Run the experiment (Ctrl+R)"));
    m_stopButton = new QPushButton(tr("Stop"));
    m_stopButton->setObjectName(QStringLiteral("stopButton"));
    m_stopButton->setToolTip(tr("Stop and keep what was measured (Esc)"));
    m_progress = new QProgressBar;
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setFormat(tr("idle"));
    m_progress->setTextVisible(true);
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("runStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_left = new QWidget;
    auto* leftLayout = new QVBoxLayout(m_left);
    leftLayout->addWidget(m_presets);
    leftLayout->addWidget(m_panel, 1);

    // The chart keeps its room and nothing is cut.
    auto* leftScroll = new QScrollArea;
    leftScroll->setObjectName(QStringLiteral("leftScroll"));
    leftScroll->setWidget(m_left);
    leftScroll->setWidgetResizable(true);
    leftScroll->setFrameShape(QFrame::NoFrame);
    leftScroll->setMinimumWidth(280);
    // Run, Stop, the progress and its text under the form, outside its scroll area: at the
    // form's foot they were scrolled out of sight, or half hidden, at the default size.
    auto* pane = new QWidget;
    pane->setObjectName(QStringLiteral("leftPane"));
    auto* paneLayout = new QVBoxLayout(pane);
    paneLayout->setContentsMargins(0, 0, 0, 0);
    paneLayout->addWidget(leftScroll, 1);
    auto* buttons = new QHBoxLayout;
    buttons->setContentsMargins(9, 0, 9, 0);
    buttons->addWidget(m_runButton);
    buttons->addWidget(m_stopButton);
    paneLayout->addLayout(buttons);
    auto* progress = new QVBoxLayout;
    progress->setContentsMargins(9, 0, 9, 6);
    progress->addWidget(m_progress);
    progress->addWidget(m_status);
    paneLayout->addLayout(progress);
    return pane;
}

void MainWindow::buildCentral(QWidget* form) {
    m_results = new ResultsPane;
    m_historyPanel = new HistoryPanel(*m_history);
    m_results->addBottomTab(m_historyPanel, tr("History"));
    auto* central = new QSplitter(Qt::Horizontal);
    m_central = central;
    central->setObjectName(QStringLiteral("centralSplitter"));
    central->addWidget(form);
    central->addWidget(m_results);
    central->setStretchFactor(1, 1);
    central->setCollapsible(0, false);
    central->setCollapsible(1, false);
    setCentralWidget(central);
}

void MainWindow::connectParts() {
    connect(m_runButton, &QPushButton::clicked, this, &MainWindow::startRun);
    connect(m_stopButton, &QPushButton::clicked, m_controller, &RunController::stop);
    connect(m_panel, &ExperimentPanel::validityChanged, this, &MainWindow::updateButtons);
    connect(m_presets, &PresetPanel::stepChosen, this, &MainWindow::onPresetStep);
    // The chart keeps describing the run it shows: choosing another preset only changes the
    // form (and what the next run will record).
    connect(m_presets, &PresetPanel::cleared, this, &MainWindow::onPresetCleared);
    connect(m_presets, &PresetPanel::runAllRequested, this, [this] { runAllSteps(); });
    connect(m_historyPanel, &HistoryPanel::showRequested, this, &MainWindow::showHistoryRun);
    connect(m_results, &ResultsPane::useSettingsRequested, this, &MainWindow::useShownSettings);
    connect(m_historyPanel, &HistoryPanel::comparedChanged, this,
            [this] { m_results->setComparedRuns(m_historyPanel->comparedRuns()); });
    connect(m_controller, &RunController::runningChanged, this, &MainWindow::updateButtons);
    connect(m_controller, &RunController::started, this, &MainWindow::onStarted);
    connect(m_controller, &RunController::progress, this, &MainWindow::onProgress);
    connect(m_controller, &RunController::pointFinished, this, &MainWindow::onPointFinished);
    connect(m_controller, &RunController::pointUpdated, m_results, &ResultsPane::updatePoint);
    connect(m_controller, &RunController::finished, this, &MainWindow::onFinished);
    connect(m_controller, &RunController::failed, this, &MainWindow::onFailed);
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    if (!m_userSplit) {
        // A third, never under the form's minimum ("Run all steps" read "Run"); 440 px chart.
        const int needed = m_left->minimumSizeHint().width() + 20;
        const int leftWidth = std::min(std::max(std::clamp(width() * 36 / 100, 300, 470), needed),
                                       std::max(300, width() - 440));
        m_central->setSizes({leftWidth, std::max(width() - leftWidth, 1)});
    }
}

MainWindow::~MainWindow() {
    m_controller->shutdown();
}

ResultsTableModel* MainWindow::resultsModel() const {
    return m_results->model();
}

bool MainWindow::isRunning() const {
    return m_controller->isRunning();
}

void MainWindow::updateButtons() {
    const bool running = m_controller->isRunning();
    const bool canRun = !running && m_panel->isValid();
    m_runButton->setEnabled(canRun);
    m_runAction->setEnabled(canRun);
    m_stopButton->setEnabled(running);
    m_stopAction->setEnabled(running);
    m_panel->setEnabled(!running);
    m_presets->setEnabled(!running);
    for (QAction* action : m_resultActions) {
        action->setEnabled(!m_shown.result.points.empty());
    }
    if (!running) {
        m_runButton->setToolTip(m_panel->isValid() ? tr("Run the experiment (Ctrl+R)")
                                                   : m_panel->problems());
    }
}

void MainWindow::onPresetStep(const Preset& preset, int stepIndex) {
    const PresetStep& step = preset.steps[static_cast<std::size_t>(stepIndex)];
    if (!m_origin.isPreset()) {
        m_ownExperiment = m_panel->experiment();  // back when "my own experiment" is chosen
    }
    m_panel->setExperiment(step.experiment);
    m_origin = RunOrigin{QString::fromStdString(preset.id), stepIndex, m_presets->isQuick()};
    RunRecord planned;
    planned.origin = m_origin;
    planned.result.experiment = step.experiment;
    statusBar()->showMessage(tr("Preset loaded: %1. Run it with Ctrl+R.").arg(runCaption(planned)),
                             8000);
}

bool MainWindow::runAllSteps() {
    const auto& preset = m_presets->current();
    if (!preset || m_controller->isRunning()) {
        return false;
    }
    const int shown = m_presets->currentStep();
    const bool optionalToo = preset->steps[static_cast<std::size_t>(shown)].optional;
    // The panel's preset is already cut to this machine: no step is skipped here, and a step's
    // number is the panel's index + 1.
    m_batch = std::make_unique<PresetRun>(
        *preset, optionalToo ? StepSelection::withOptional() : StepSelection::required(),
        MechanismRegistry::builtin());
    m_batchHistory.clear();
    runNextBatchStep();
    return true;
}

int MainWindow::queuedSteps() const {
    return m_batch ? static_cast<int>(m_batch->stepsLeft()) : 0;
}

void MainWindow::runNextBatchStep() {
    const std::optional<PlannedStep> planned = m_batch->next();
    if (!planned) {
        endBatch();
        return;
    }
    // The form holds the step, as when the user picks it: the run records its preset and step.
    const int stepIndex = static_cast<int>(planned->number) - 1;
    m_presets->choose(QString::fromStdString(m_batch->preset().id), stepIndex);
    if (!m_panel->isValid()) {
        m_status->setText(tr("Step %1 cannot run: %2").arg(stepIndex + 1).arg(m_panel->problems()));
        endBatch();
        return;
    }
    startRun();
}

void MainWindow::endBatch() {
    // The batch's earlier steps beside its last: report 000's step 1 and 2 seen together.
    for (std::size_t i = 0; i + 1 < m_batchHistory.size(); ++i) {
        m_historyPanel->setCompared(m_batchHistory[i], true);
    }
    m_batchHistory.clear();
    m_batch.reset();
}

void MainWindow::showHistoryRun(int index) {
    if (index < 0 || index >= m_history->count() || m_controller->isRunning()) {
        return;
    }
    m_shown = m_history->at(index);
    m_results->showRun(m_shown.result, runCaption(m_shown), runReferences(m_shown));
    m_results->setCaption(runCaption(m_shown), runPresetCaption(m_shown));
    m_historyPanel->setShown(index);
    m_results->setSource(tr("From History: %1. The form on the left holds the settings of the "
                            "next run.")
                             .arg(historyLine(m_shown)));
    saveSession();  // the run shown comes back on the next start
    updateButtons();
    statusBar()->showMessage(tr("Showing %1").arg(historyLine(m_shown)), 5000);
}

namespace {

// Past this a run is started only when the student says so: a typo in the iterations (an
// extra zero or three) would otherwise hold the machine for hours.
constexpr double kAskAboveSeconds = 10 * 60;

bool confirmLongRun(QWidget* parent, double seconds) {
    QMessageBox box(parent);
    box.setObjectName(QStringLiteral("long-run"));
    box.setIcon(QMessageBox::Question);
    box.setWindowTitle(MainWindow::tr("A long run"));
    box.setText(
        MainWindow::tr("This run is estimated to take %1. Start it?").arg(formatEstimate(seconds)));
    box.setInformativeText(
        MainWindow::tr("Fewer iterations, sizes or mechanisms make it "
                       "shorter; Stop ends it at any time and keeps what was "
                       "measured."));
    QPushButton* start = box.addButton(MainWindow::tr("Start"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == start;
}

}  // namespace

void MainWindow::startRun() {
    if (!m_panel->isValid() || m_controller->isRunning()) {
        return;
    }
    if (const double seconds = m_panel->estimatedSeconds(); seconds > kAskAboveSeconds) {
        const bool start = m_askLongRun ? m_askLongRun(seconds) : confirmLongRun(this, seconds);
        if (!start) {
            if (m_batch) {
                endBatch();  // a declined step of Run all steps ends the batch
            }
            return;
        }
    }
    const Experiment experiment = m_panel->experiment();
    m_shown = RunRecord{};
    m_shown.origin = m_origin;
    m_shown.result.machine = currentSystemInfo();
    m_shown.result.experiment = experiment;
    saveSession();
    m_pointCount = 0;
    // The caption and published figures of this run, fixed now from its own record.
    m_results->setCaption(runCaption(m_shown), runPresetCaption(m_shown));
    m_results->setReferences(runReferences(m_shown));
    // A new run is shown alone: runs ticked beside another run's view are unticked, in
    // sight in the History, not carried over (Run all steps ticks its steps when done).
    m_historyPanel->untickForNewRun();
    m_historyPanel->setShown(-1);
    m_results->startRun(experiment, m_shown.result.machine);
    m_progress->setValue(0);
    m_progress->setFormat(tr("starting\u2026"));
    m_status->clear();
    m_results->setCounterText(tr("starting\u2026"));
    m_controller->start(experiment, m_panel->remoteToken());
    updateButtons();
}

void MainWindow::stopOrLeave() {
    if (m_presenting) {
        m_presentAction->setChecked(false);
        setPresentation(false);
    } else {
        m_controller->stop();
    }
}

void MainWindow::onStarted(const Experiment& /*experiment*/, quint64 pointCount) {
    m_pointCount = pointCount;
    statusBar()->showMessage(
        tr("Measuring %n point(s)\u2026", nullptr, static_cast<int>(pointCount)));
}

void MainWindow::onProgress(const RunProgress& progress) {
    m_progress->setValue(static_cast<int>(progress.fractionDone * 1000.0));
    m_progress->setFormat(QStringLiteral("%p% \u2014 ") + timeLeftText(progress.remainingSeconds));
    // Lock points move no message: no size to name.
    const QString where =
        !hasMessageSize(m_shown.result.experiment.pattern)
            ? QString::fromStdString(progress.mechanism)
            : QStringLiteral("%1, %2").arg(QString::fromStdString(progress.mechanism),
                                           QString::fromStdString(formatBytes(progress.sizeBytes)));
    // A settling run's count is its minimum: it goes on past it until the interval settles.
    const QString rounds = m_shown.result.experiment.settle
                               ? tr("%1: repetition %2 (at least %3, then until it settles)")
                               : tr("%1: repetition %2 of %3");
    m_status->setText(rounds.arg(where).arg(progress.repetition).arg(progress.repetitionCount));
    m_results->setCounterText(tr("point %1/%2 \u00B7 %3")
                                  .arg(progress.pointIndex + 1)
                                  .arg(progress.pointCount)
                                  .arg(timeLeftText(progress.remainingSeconds)));
}

void MainWindow::onPointFinished(const PointResult& point) {
    m_shown.result.points.push_back(point);
    m_results->addPoint(point);
    updateButtons();
    emit pointMeasured(static_cast<int>(m_shown.result.points.size()));
}

void MainWindow::onFinished(const RunResult& result) {
    m_shown.result = result;
    // What a student types to measure the same again: the lab report's "how to reproduce".
    m_shown.result.commandLine = runCommandLine(result.experiment).toStdString();
    m_shown.finishedAt = QDateTime::currentDateTime();
    m_shown = m_history->add(m_shown);
    m_historyPanel->setShown(m_history->count() - 1);
    saveSession();  // the run shown comes back on the next start
    m_results->showRun(result, runCaption(m_shown), runReferences(m_shown));
    m_results->setCaption(runCaption(m_shown), runPresetCaption(m_shown));
    m_progress->setValue(result.cancelled ? m_progress->value() : 1000);
    m_progress->setFormat(result.cancelled ? tr("stopped") : tr("done"));
    // Points a Stop cut short are cancelled, not failed (runOutcome).
    const RunOutcome outcome = runOutcome(result, m_pointCount);
    m_status->setText(outcome.message);
    m_status->setToolTip(outcome.message);
    m_results->setCounterText(outcome.counter);
    if (!m_shown.persisted) {
        statusBar()->showMessage(m_history->lastError());
    } else {
        statusBar()->showMessage(tr("Export the chart with Ctrl+E."), 8000);
    }
    updateButtons();
    if (m_batch) {
        m_batchHistory.push_back(m_history->count() - 1);
        m_batch->record(result);  // a cancelled run ends the batch: next() gives no step
    }
    emit runFinished();
    if (m_batch) {
        runNextBatchStep();
    }
}

void MainWindow::onFailed(const QString& message) {
    m_batch.reset();
    m_batchHistory.clear();
    m_progress->setFormat(tr("failed"));
    // Already in the user's language (RunWorker renders core's validation problems).
    const QString& shown = message;
    m_status->setText(shown);
    m_status->setToolTip(shown);
    m_results->setCounterText(tr("The run could not start."));
    statusBar()->showMessage(tr("The run could not start."));
    updateButtons();
    emit runFinished();
}

void MainWindow::setPresentation(bool on) {
    if (on == m_presenting) {
        return;
    }
    m_presenting = on;
    m_presentAction->setChecked(on);
    // The scroll area around the form, not just the form: an empty grey panel with scroll
    // bars stayed beside the chart.
    findChild<QWidget*>(QStringLiteral("leftPane"))->setVisible(!on);
    menuBar()->setVisible(!on);
    m_toolbar->setVisible(!on);
    statusBar()->setVisible(!on);
    m_results->setPresentation(on);
    if (on) {
        m_wasMaximized = isMaximized();
        showFullScreen();
    } else if (m_wasMaximized) {
        showMaximized();
    } else {
        showNormal();
    }
}

void MainWindow::chooseLanguage(const QString& language) {
    const std::unique_ptr<QSettings> settings(newAppSettings());
    saveLanguage(*settings, language);
    QMessageBox box(this);
    box.setWindowTitle(tr("Language"));
    box.setText(tr("IPC Lab will speak the chosen language from its next start."));
    QPushButton* restart = box.addButton(tr("Restart now"), QMessageBox::AcceptRole);
    box.addButton(tr("Later"), QMessageBox::RejectRole);
    if (m_history->unsavedCount() > 0) {
        box.setInformativeText(tr("Restarting closes this run: save it first if you need it."));
    }
    box.exec();
    if (box.clickedButton() == restart && !m_controller->isRunning()) {
        QProcess::startDetached(QCoreApplication::applicationFilePath(),
                                QCoreApplication::arguments().mid(1));
        close();
    }
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (m_controller->isRunning()) {
        if (m_askClose(CloseQuestion{true, 0}) != CloseChoice::StopAndKeep) {
            event->ignore();
            return;
        }
        // Stop, then wait for the run's end: its points reach the history before we go.
        if (m_batch) {
            endBatch();  // no step after this one: the window closes
        }
        saveSession();
        statusBar()->showMessage(tr("Stopping the run\u2026"));
        QEventLoop loop;
        connect(this, &MainWindow::runFinished, &loop, &QEventLoop::quit);
        m_controller->stop();
        if (m_controller->isRunning()) {
            loop.exec();
        }
    } else {
        saveSession();
    }
    const int unsaved = m_history->unsavedCount();
    if (unsaved > 0) {
        const CloseChoice choice = m_askClose(CloseQuestion{false, unsaved});
        if (choice == CloseChoice::Cancel) {
            event->ignore();
            return;
        }
        if (choice == CloseChoice::Save) {
            saveWithDialog();
            if (m_history->unsavedCount() == unsaved) {
                event->ignore();  // the save dialog was cancelled or failed
                return;
            }
        }
    }
    m_controller->shutdown();
    event->accept();
}

}  // namespace ipclab::app
