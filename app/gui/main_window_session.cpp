// What the window keeps between starts (QSettings): the form's experiment and its preset, the
// window's place and size, the form's divider once moved, the run shown (it comes back from the
// history instead of an empty chart) and the PNG export's size and resolution.
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <memory>

#include "charts/chart_options.hpp"
#include "controller/run_controller.hpp"
#include "gui/app_settings.hpp"
#include "gui/main_window.hpp"
#include "gui/run_history.hpp"
#include "gui/run_record.hpp"
#include "gui/widgets/experiment_panel.hpp"
#include "gui/widgets/preset_panel.hpp"
#include "gui/widgets/results_pane.hpp"

namespace ipclab::app {

void MainWindow::saveSession() {
    const std::unique_ptr<QSettings> settings(newAppSettings());
    saveLayout(*settings);
    // While a run goes the form is disabled: save the experiment being measured, and never
    // an empty mechanism list (the next start would have nothing ticked and Run disabled).
    const Experiment experiment =
        m_controller->isRunning() ? m_shown.result.experiment : m_panel->experiment();
    if (experiment.mechanisms.empty()) {
        return;
    }
    saveExperiment(*settings, experiment);
    const RunOrigin origin = m_controller->isRunning() ? m_shown.origin : m_origin;
    saveOrigin(*settings, origin.presetId, origin.stepIndex, origin.quick);
}

void MainWindow::saveLayout(QSettings& settings) const {
    // Presentation mode is full screen with the bars hidden, for the occasion: the next start
    // opens the window as it was before it (the layout saved then stays).
    if (!m_presenting) {
        settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
        settings.setValue(QStringLiteral("window/state"), saveState());
    }
    if (m_userSplit) {
        settings.setValue(QStringLiteral("window/split"), m_central->saveState());
    } else {
        settings.remove(QStringLiteral("window/split"));
    }
    // The run shown, by its history file: a run still going is not in the history yet.
    if (!m_shown.historyFile.isEmpty()) {
        settings.setValue(QStringLiteral("session/shownRun"), m_shown.historyFile);
    }
    // The chart's tab, so that the run shown comes back as it was looked at.
    settings.setValue(QStringLiteral("session/chartKind"), toString(m_results->kind()));
    settings.setValue(QStringLiteral("export/pngSize"), m_pngSize);
    settings.setValue(QStringLiteral("export/pngDpi"), m_pngDpi);
}

void MainWindow::restoreSession() {
    const std::unique_ptr<QSettings> settings(newAppSettings());
    const auto saved = loadExperiment(*settings);
    const SavedOrigin origin = loadOrigin(*settings);
    if (!origin.presetId.isEmpty() &&
        m_presets->restore(origin.presetId, origin.stepIndex, origin.quick)) {
        m_origin = RunOrigin{origin.presetId, origin.stepIndex, origin.quick};
    }
    if (saved) {
        m_panel->setExperiment(*saved);
    }
}

void MainWindow::useShownSettings() {
    if (m_controller->isRunning() || m_shown.result.experiment.mechanisms.empty()) {
        return;
    }
    if (!m_origin.isPreset()) {
        m_ownExperiment = m_panel->experiment();  // back when "my own experiment" is chosen
    }
    // restore() selects without its signals: the form gets the run's own (maybe edited)
    // experiment below, not the step's.
    const RunOrigin origin = m_shown.origin;
    const bool fromPreset =
        origin.isPreset() && m_presets->restore(origin.presetId, origin.stepIndex, origin.quick);
    if (!fromPreset) {
        m_presets->restore(QString(), 0, false);
    }
    m_origin = fromPreset ? origin : RunOrigin{};
    m_panel->setExperiment(m_shown.result.experiment);
    m_results->setSource(QString());
    saveSession();
    statusBar()->showMessage(
        tr("The form holds the settings of the run shown: Run (Ctrl+R) measures it again."), 8000);
}

void MainWindow::onPresetCleared() {
    const bool fromPreset = m_origin.isPreset();
    m_origin = {};
    if (fromPreset) {
        m_panel->setExperiment(m_ownExperiment.value_or(ExperimentPanel::defaultExperiment()));
    }
}

void MainWindow::restoreLayout() {
    const std::unique_ptr<QSettings> settings(newAppSettings());
    const QByteArray geometry = settings->value(QStringLiteral("window/geometry")).toByteArray();
    if (!geometry.isEmpty()) {
        restoreGeometry(geometry);
        restoreState(settings->value(QStringLiteral("window/state")).toByteArray());
    }
    const QByteArray split = settings->value(QStringLiteral("window/split")).toByteArray();
    if (!split.isEmpty() && m_central->restoreState(split)) {
        m_userSplit = true;
    }
    const QSize pngSize = settings->value(QStringLiteral("export/pngSize")).toSize();
    const int pngDpi = settings->value(QStringLiteral("export/pngDpi")).toInt();
    if (pngSize.isValid() && pngDpi > 0) {
        m_pngSize = pngSize;
        m_pngDpi = pngDpi;
    }
}

void MainWindow::onHistoryLoaded() {
    if (!m_history->skipped().isEmpty()) {
        // A damaged history entry is left out, and said: the rest of the history stays.
        statusBar()->showMessage(
            tr("History entries skipped: %1").arg(m_history->skipped().join(QStringLiteral("; "))));
    }
    // The run shown when the window last closed, unless the student has shown one since.
    if (!m_shown.historyFile.isEmpty() || !m_shown.result.points.empty() ||
        m_controller->isRunning()) {
        return;
    }
    const std::unique_ptr<QSettings> settings(newAppSettings());
    const QString shown = settings->value(QStringLiteral("session/shownRun")).toString();
    for (int index = m_history->count() - 1; index >= 0 && !shown.isEmpty(); --index) {
        if (m_history->at(index).historyFile == shown) {
            // The start's own news (what a killed run left, skipped history entries) stays.
            const QString news = statusBar()->currentMessage();
            // Read before showing: showing the run saves the session, the tab shown by then too.
            const auto kind = parseChartKind(settings->value("session/chartKind").toString());
            showHistoryRun(index);
            if (kind) {
                m_results->setKind(*kind);
                saveSession();
            }
            statusBar()->showMessage(news);
            break;
        }
    }
}

}  // namespace ipclab::app
