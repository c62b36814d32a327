#pragma once
/// Charts of a run: one-way latency vs message size (ping-pong, paced), ns per send vs size
/// (one-sided) or throughput vs chunk size (stream), both axes logarithmic, one
/// line-with-markers series per mechanism and wait strategy ("shm.ring (spin)"; block is not
/// named); lock: ns per operation, one marker per mechanism along x. The only place besides
/// result_chart_view that touches Qt Charts. GUI thread only (Qt widgets).
#include <QImage>
#include <QSize>
#include <QString>
#include <span>
#include <vector>

#include "ipclab/result.hpp"

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace ipclab::app {

/// What a chart shows, besides the points: the pattern decides latency vs throughput, the
/// planned sizes fix the x range before any point arrives, and the caption names machine + date.
struct ChartContext {
    Pattern pattern = Pattern::PingPong;
    Placement placement = Placement::Unpinned;
    std::vector<std::size_t> plannedSizesBytes;
    QString caption;
    int parties = 2;             ///< Lock: shown in the title.
    std::uint32_t gapUs = 1000;  ///< Paced: shown in the title.
};

/// The legend label of a point's series: the mechanism, with the wait strategy unless it
/// blocks ("shm.ring (spin)", "pipe").
QString seriesLabel(const PointResult& point);

ChartContext chartContextFor(const RunResult& result);
/// "Intel Xeon … · 2 logical cores · Linux 6.1 (virtual machine) · 2026-11-21 22:30 UTC"
QString machineCaption(const SystemInfo& machine);

/// An empty chart with its axes, ready for updateResultChart(). Caller owns it.
QChart* createResultChart();

/// Shows `points` in `chart` (made by createResultChart): series are reused by mechanism and
/// reloaded with replace() in one go; failed points are left out; axes fit the data, with the
/// y unit (ns / µs / ms, MB/s / GB/s) chosen so the labels read well.
void updateResultChart(QChart& chart, const ChartContext& context,
                       std::span<const PointResult> points);

/// The chart of `result` drawn into an image of `size` pixels. Works headless
/// (QT_QPA_PLATFORM=offscreen); needs a QApplication.
QImage renderChartImage(const RunResult& result, QSize size);
/// renderChartImage() saved as PNG. False with `error` set when the file cannot be written.
bool renderChartPng(const RunResult& result, const QString& path, QSize size,
                    QString* error = nullptr);

}  // namespace ipclab::app
