#pragma once
/// The main window: experiment panel, Run / Stop, progress with time left, the live chart and
/// the results table; File menu and toolbar to export PNG / CSV / JSON. Measurement runs on
/// RunController's thread; closing the window while running cancels and waits. GUI thread only.
#include <QMainWindow>

#include "ipclab/result.hpp"
#include "ipclab/run_observer.hpp"

QT_BEGIN_NAMESPACE
class QAction;
class QLabel;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
QT_END_NAMESPACE

namespace ipclab::app {

class ExperimentPanel;
class ResultChartView;
class ResultsTableModel;
class RunController;

class MainWindow : public QMainWindow {
    Q_OBJECT
  public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Exports without a dialog; false with a message box-free error in `error`.
    bool exportPng(const QString& path, QString* error = nullptr);
    bool exportCsv(const QString& path, QString* error = nullptr);
    bool exportJson(const QString& path, QString* error = nullptr);

    ExperimentPanel* panel() const { return m_panel; }
    ResultsTableModel* resultsModel() const { return m_model; }
    QPushButton* runButton() const { return m_runButton; }
    QPushButton* stopButton() const { return m_stopButton; }
    bool isRunning() const;
    /// Everything of the latest run measured so far (complete once runFinished() is emitted).
    const RunResult& result() const { return m_result; }

    /// Chart image size used by Export PNG.
    static constexpr int kExportWidth = 1200;
    static constexpr int kExportHeight = 750;

  signals:
    /// A run ended (finished, stopped, or failed to start).
    void runFinished();

  protected:
    void closeEvent(QCloseEvent* event) override;

  private:
    void buildActions();
    void startRun();
    void onStarted(const Experiment& experiment, quint64 pointCount);
    void onProgress(const RunProgress& progress);
    void onPointFinished(const PointResult& point);
    void onFinished(const RunResult& result);
    void onFailed(const QString& message);
    void updateButtons();
    void exportWithDialog(const QString& title, const QString& filter, const QString& suffix,
                          bool (MainWindow::*exporter)(const QString&, QString*));

    RunController* m_controller = nullptr;
    ExperimentPanel* m_panel = nullptr;
    ResultChartView* m_chart = nullptr;
    ResultsTableModel* m_model = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    QTableView* m_table = nullptr;
    QPushButton* m_runButton = nullptr;
    QPushButton* m_stopButton = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QAction* m_runAction = nullptr;
    QAction* m_stopAction = nullptr;
    QList<QAction*> m_exportActions;
    RunResult m_result;
};

}  // namespace ipclab::app
