#pragma once
/// The core map in the window: mechanisms, a size and a time budget; the topology, the plan
/// and its estimate shown before Run; then one run per mechanism on the run controller's
/// worker thread (Stop cancels it), the heat map filling in as each mechanism ends, and
/// export to PNG, SVG, JSON or CSV. Run > Core map… opens it in a window of its own
/// (showCoreMap). GUI thread only.
#include <QWidget>

#include <memory>

#include "ipclab/core_map.hpp"

QT_BEGIN_NAMESPACE
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
QT_END_NAMESPACE

namespace ipclab::app {

class HeatMapWidget;
class RunController;

class CoreMapPane : public QWidget {
    Q_OBJECT
  public:
    explicit CoreMapPane(QWidget* parent = nullptr);
    ~CoreMapPane() override;

    /// The map so far (the mechanisms measured, in order).
    const CoreMap& map() const;
    bool isRunning() const { return m_running; }

  public slots:
    void start();
    void stop();

  signals:
    /// The last mechanism ended (or the run was stopped): the map is complete as it will be.
    void mapFinished();

  private:
    void updatePlan();
    void runNext();
    void mechanismFinished(const RunResult& result);
    void setRunning(bool running);
    void exportMap();
    Experiment baseExperiment() const;

    RunController* m_controller = nullptr;
    QListWidget* m_mechanisms = nullptr;
    QLineEdit* m_size = nullptr;
    QSpinBox* m_budget = nullptr;
    QLabel* m_topologyText = nullptr;
    QLabel* m_planText = nullptr;
    QLabel* m_status = nullptr;
    QPushButton* m_run = nullptr;
    QPushButton* m_stop = nullptr;
    QPushButton* m_export = nullptr;
    HeatMapWidget* m_heatMap = nullptr;

    platform::CpuTopology m_topology;
    CoreMapPlan m_plan;
    Experiment m_base;
    std::unique_ptr<CoreMapRun> m_mapRun;  // the last map's run, from start() on
    bool m_running = false;
};

/// Opens the core map window (one per parent; raised when already open).
void showCoreMap(QWidget* parent);

}  // namespace ipclab::app
