#pragma once
/// The live chart widget: gains points while a run goes, redrawing at most ~20 times a second
/// (a new point starts a 50 ms single-shot timer unless one is pending; when it fires the series
/// are reloaded at once with replace()). GUI thread only.
#include <QChartView>
#include <QTimer>
#include <vector>

#include "charts/result_chart.hpp"

namespace ipclab::app {

class ResultChartView : public QChartView {
    Q_OBJECT
  public:
    explicit ResultChartView(QWidget* parent = nullptr);

    /// Clears the chart for a new run of `experiment` on `machine`.
    void startRun(const Experiment& experiment, const SystemInfo& machine);
    /// Adds a finished point; the redraw follows within ~50 ms.
    void addPoint(const PointResult& point);
    /// Shows a complete result at once (e.g. at the end of a run).
    void showResult(const RunResult& result);

    /// Redraws now if a redraw is pending (tests, export).
    void flush();
    int redrawCount() const { return m_redrawCount; }

  private:
    void redraw();

    ChartContext m_context;
    std::vector<PointResult> m_points;
    QTimer m_redrawTimer;
    int m_redrawCount = 0;
};

}  // namespace ipclab::app
