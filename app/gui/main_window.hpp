#pragma once
/// The main window: presets and the experiment panel on the left, Run / Stop, progress with
/// time left; on the right the chart (four kinds), the results table and the opened runs
/// (ResultsPane). Menus: File (open / save runs, export PNG / SVG / CSV / JSON, copy chart),
/// Run, Presets, View (chart kinds, presentation mode, language), Help (About). Measurement
/// runs on RunController's thread; closing the window while running cancels and waits. The
/// last experiment is remembered in QSettings (app_settings.hpp). GUI thread only.
#include <QMainWindow>
#include <functional>

#include "ipclab/result.hpp"
#include "ipclab/run_observer.hpp"

QT_BEGIN_NAMESPACE
class QAction;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QToolBar;
QT_END_NAMESPACE

namespace ipclab {
struct Preset;
}

namespace ipclab::app {

class ExperimentPanel;
class PresetPanel;
class ResultsPane;
class ResultsTableModel;
class RunController;

class MainWindow : public QMainWindow {
    Q_OBJECT
  public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Exports what the chart shows (kind, overlays, references) without a dialog; false with
    /// the reason in `error`.
    bool exportPng(const QString& path, QString* error = nullptr);
    bool exportPng(const QString& path, QSize sizePx, int dpi, QString* error = nullptr);
    bool exportSvg(const QString& path, QString* error = nullptr);
    bool exportCsv(const QString& path, QString* error = nullptr);
    bool exportJson(const QString& path, QString* error = nullptr);
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
    /// Everything of the latest run measured so far (complete once runFinished() is emitted).
    const RunResult& result() const { return m_result; }

    /// Chart image size used by Export PNG without a dialog.
    static constexpr int kExportWidth = 1200;
    static constexpr int kExportHeight = 750;

  signals:
    /// A run ended (finished, stopped, or failed to start).
    void runFinished();
    /// A point of the running experiment was measured.
    void pointMeasured(int pointsSoFar);

  protected:
    void closeEvent(QCloseEvent* event) override;

  private:
    void buildMenus();
    void startRun();
    void stopOrLeave();
    void onStarted(const Experiment& experiment, quint64 pointCount);
    void onProgress(const RunProgress& progress);
    void onPointFinished(const PointResult& point);
    void onFinished(const RunResult& result);
    void onFailed(const QString& message);
    void onPresetStep(const Preset& preset, int stepIndex);
    void updateButtons();
    void chooseLanguage(const QString& language);
    using Exporter = std::function<bool(const QString& path, QString* error)>;
    void exportWithDialog(const QString& title, const QString& filter, const QString& suffix,
                          const Exporter& exporter);
    void exportPngWithDialog();
    void openWithDialog();
    void saveWithDialog();

    RunController* m_controller = nullptr;
    ExperimentPanel* m_panel = nullptr;
    PresetPanel* m_presets = nullptr;
    ResultsPane* m_results = nullptr;
    QWidget* m_left = nullptr;
    QPushButton* m_runButton = nullptr;
    QPushButton* m_stopButton = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QAction* m_runAction = nullptr;
    QAction* m_stopAction = nullptr;
    QAction* m_presentAction = nullptr;
    QList<QAction*> m_resultActions;  // need a measured run
    QToolBar* m_toolbar = nullptr;
    RunResult m_result;
    quint64 m_pointCount = 0;
    bool m_presenting = false;
    bool m_wasMaximized = false;
    QSize m_pngSize{kExportWidth, kExportHeight};
    int m_pngDpi = 96;
};

}  // namespace ipclab::app
