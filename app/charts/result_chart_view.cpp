#include "charts/result_chart_view.hpp"

#include <QChart>

namespace ipclab::app {
namespace {
// 50 ms: at most 20 redraws a second however fast points arrive.
constexpr int kRedrawDelayMs = 50;
}  // namespace

ResultChartView::ResultChartView(QWidget* parent) : QChartView(createResultChart(), parent) {
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(480, 320);
    m_redrawTimer.setSingleShot(true);
    m_redrawTimer.setInterval(kRedrawDelayMs);
    connect(&m_redrawTimer, &QTimer::timeout, this, &ResultChartView::redraw);
    redraw();
}

void ResultChartView::startRun(const Experiment& experiment, const SystemInfo& machine) {
    m_points.clear();
    m_context = ChartContext{};
    m_context.pattern = experiment.pattern;
    m_context.placement = experiment.placement;
    m_context.plannedSizesBytes = experiment.sizesBytes;
    m_context.caption = machineCaption(machine);
    m_redrawTimer.stop();
    redraw();
}

void ResultChartView::addPoint(const PointResult& point) {
    m_points.push_back(point);
    if (!m_redrawTimer.isActive()) {
        m_redrawTimer.start();
    }
}

void ResultChartView::showResult(const RunResult& result) {
    m_context = chartContextFor(result);
    m_points = result.points;
    m_redrawTimer.stop();
    redraw();
}

void ResultChartView::flush() {
    if (m_redrawTimer.isActive()) {
        m_redrawTimer.stop();
        redraw();
    }
}

void ResultChartView::redraw() {
    ++m_redrawCount;
    updateResultChart(*chart(), m_context, m_points);
}

}  // namespace ipclab::app
