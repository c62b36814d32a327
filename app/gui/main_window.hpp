#pragma once
/// The main window: presets and the experiment panel on the left, Run / Stop, progress with
/// time left; on the right the chart (four kinds), the results table and the opened runs
/// (ResultsPane) with the run history. Menus: File (open / save runs, export PNG / SVG / CSV /
/// JSON, copy chart), Run, Presets, View (chart kinds, presentation mode, language), Help
/// (glossary, About). Measurement runs on RunController's thread. Every run is kept in the
/// history (RunHistory) and described by its own record (run_record.hpp): caption, published
/// figures and export names never follow the preset chooser or the form. Closing the window
/// asks first (close_guard.hpp) while a run goes or results are nowhere on disk. The last
/// experiment and its preset are remembered in QSettings (app_settings.hpp). GUI thread only.
#include <QMainWindow>
#include <functional>
#include <memory>
#include <optional>

#include "gui/close_guard.hpp"
#include "gui/run_record.hpp"
#include "ipclab/result.hpp"
#include "ipclab/run_observer.hpp"

QT_BEGIN_NAMESPACE
class QAction;
class QKeySequence;
class QScrollArea;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QSettings;
class QSplitter;
class QToolBar;
QT_END_NAMESPACE

namespace ipclab {
struct Preset;
class PresetRun;
}  // namespace ipclab

namespace ipclab::app {

class ExperimentPanel;
class HistoryPanel;
class LabReportWriter;
class PresetPanel;
class RunHistory;
class ResultsPane;
class ResultsTableModel;
class RunController;

class MainWindow : public QMainWindow {
    Q_OBJECT
  public:
    /// `historyFolder` empty: QStandardPaths::AppDataLocation + "/history".
    explicit MainWindow(QWidget* parent = nullptr, const QString& historyFolder = QString());
    ~MainWindow() override;

    /// Exports what the chart shows (kind, overlays, references) without a dialog; false with
    /// the reason in `error`.
    bool exportPng(const QString& path, QString* error = nullptr);
    bool exportPng(const QString& path, QSize sizePx, int dpi, QString* error = nullptr);
    bool exportSvg(const QString& path, QString* error = nullptr);
    bool exportCsv(const QString& path, QString* error = nullptr);
    bool exportPointsCsv(const QString& path, QString* error = nullptr);
    bool exportJson(const QString& path, QString* error = nullptr);
    /// Starts the lab report of the run shown and the runs ticked in History (after "Run all
    /// steps": every step of the preset, one section each), with its preset's published figures
    /// and notes, into `path`: PDF, or HTML when it ends in .html / .htm. Returns before the
    /// file is written (lab_report_export.hpp); labReportWritten() tells the outcome. False
    /// while another report is being written or no run is shown.
    bool exportLabReport(const QString& path);
    /// Reads a run saved as JSON and adds it to the overlays; false with "FILE: reason" in
    /// `error` (the runs already open are untouched).
    bool openRun(const QString& path, QString* error = nullptr);
    /// openRun() for each path; one message box lists the files refused and why.
    void openRunsReporting(const QStringList& paths);
    /// Puts the chart as shown on the clipboard (as an image).
    void copyChart();

    /// Presentation mode: full screen, the chart alone with large fonts and a running counter.
    void setPresentation(bool on);
    bool isPresenting() const { return m_presenting; }

    ExperimentPanel* panel() const { return m_panel; }
    PresetPanel* presets() const { return m_presets; }
    ResultsPane* results() const { return m_results; }
    ResultsTableModel* resultsModel() const;
    QPushButton* runButton() const { return m_runButton; }
    QPushButton* stopButton() const { return m_stopButton; }
    bool isRunning() const;
    /// Everything of the run shown measured so far (complete once runFinished() is emitted).
    const RunResult& result() const { return m_shown.result; }
    /// The record of the run shown (the latest, or one reopened from the history).
    const RunRecord& shownRecord() const { return m_shown; }
    RunHistory* history() const { return m_history; }
    HistoryPanel* historyPanel() const { return m_historyPanel; }
    /// Shows history run `index` as the main run, with its own caption and figures.
    void showHistoryRun(int index);
    /// Puts the settings of the run shown (its preset and step too) into the form.
    void useShownSettings();
    /// Runs every step of the chosen preset in turn (the optional ones only when the step
    /// shown is one); false when no preset is chosen or a run goes.
    bool runAllSteps();
    /// Steps still queued by runAllSteps().
    int queuedSteps() const;
    /// Replaces the question asked before closing (tests answer it without a dialog).
    void setCloseAsker(CloseAsker asker) { m_askClose = std::move(asker); }
    /// Asked before a run estimated over 10 minutes starts, with the estimate in seconds:
    /// true starts it. Replaces the dialog (tests answer it without one).
    using LongRunAsker = std::function<bool(double seconds)>;
    void setLongRunAsker(LongRunAsker asker) { m_askLongRun = std::move(asker); }
    /// The file name (without folder) an export of the run shown proposes.
    QString suggestedFileName(const QString& suffix) const;

    /// Chart image size used by Export PNG without a dialog.
    static constexpr int kExportWidth = 1200;
    static constexpr int kExportHeight = 750;

  signals:
    /// A run ended (finished, stopped, or failed to start).
    void runFinished();
    /// A point of the running experiment was measured.
    void pointMeasured(int pointsSoFar);
    /// A lab report was written to `path` (`error` empty) or could not be (`error` says why).
    void labReportWritten(const QString& path, const QString& error);

  protected:
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

  private:
    /// The form in a scroll area, with Run, Stop and the progress under it (always in sight).
    QWidget* buildForm();
    void buildCentral(QWidget* form);
    void connectParts();
    void buildMenus();
    void buildFileMenu();
    void buildRunMenu();
    void buildViewMenu();
    QAction* windowAction(const QString& text, const QKeySequence& shortcut,
                          std::function<void()> slot);
    void startRun();
    void stopOrLeave();
    void onStarted(const Experiment& experiment, quint64 pointCount);
    void onProgress(const RunProgress& progress);
    void onPointFinished(const PointResult& point);
    void onFinished(const RunResult& result);
    void onFailed(const QString& message);
    void onPresetStep(const Preset& preset, int stepIndex);
    /// Loads the batch's next step (core's PresetRun) into the form and runs it; ends the
    /// batch when none is left or the form finds the step invalid.
    void runNextBatchStep();
    /// Ticks the batch's earlier steps in History beside its last, and forgets the batch.
    void endBatch();
    /// "(none: my own experiment)": the form the user had before a preset, not the preset's
    /// (a quick demo's 3 rounds and its ticks stayed in "my own experiment").
    void onPresetCleared();
    void saveSession();
    void saveLayout(QSettings& settings) const;
    void restoreSession();
    /// Window place and size, divider and export size, as saveLayout left them.
    void restoreLayout();
    /// The history is read (off the GUI thread): says what was skipped, and shows the run shown
    /// when the window last closed, unless another is shown by now.
    void onHistoryLoaded();
    void updateButtons();
    void chooseLanguage(const QString& language);
    using Exporter = std::function<bool(const QString& path, QString* error)>;
    void exportWithDialog(const QString& title, const QString& filter, const QString& suffix,
                          const Exporter& exporter);
    void exportPngWithDialog();
    void exportLabReportWithDialog();
    void openWithDialog();
    void saveWithDialog();

    RunController* m_controller = nullptr;
    ExperimentPanel* m_panel = nullptr;
    PresetPanel* m_presets = nullptr;
    ResultsPane* m_results = nullptr;
    QWidget* m_left = nullptr;
    QSplitter* m_central = nullptr;
    bool m_userSplit = false;  ///< The user moved the form's divider: keep their split.
    QPushButton* m_runButton = nullptr;
    QPushButton* m_stopButton = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QAction* m_runAction = nullptr;
    QAction* m_stopAction = nullptr;
    QAction* m_presentAction = nullptr;
    QAction* m_openAction = nullptr;  // on the tool bar
    QAction* m_pngAction = nullptr;
    QList<QAction*> m_resultActions;  // need a measured run
    QToolBar* m_toolbar = nullptr;
    RunHistory* m_history = nullptr;
    HistoryPanel* m_historyPanel = nullptr;
    LabReportWriter* m_reportWriter = nullptr;
    RunRecord m_shown;   ///< The run the chart shows (live while running).
    RunOrigin m_origin;  ///< Where the form's experiment came from (preset, step, quick).
    std::optional<Experiment> m_ownExperiment;  ///< The user's own form, kept under a preset.
    std::unique_ptr<PresetRun> m_batch;         ///< "Run all steps" while it goes.
    std::vector<int> m_batchHistory;            ///< History indices of the batch's finished steps.
    CloseAsker m_askClose;
    LongRunAsker m_askLongRun;
    quint64 m_pointCount = 0;
    bool m_presenting = false;
    bool m_wasMaximized = false;
    QSize m_pngSize{kExportWidth, kExportHeight};  ///< Remembered across starts (saveLayout).
    int m_pngDpi = 96;
};

}  // namespace ipclab::app
