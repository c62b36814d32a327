#pragma once
/// The hardware's floor on a latency bar chart: one dashed line where a spinning hand-off of one
/// cache line between two cores would end, so every bar reads as "N× the floor". Private to
/// app/charts; GUI thread only.
#include <QString>
#include <optional>
#include <span>

#include "charts/chart_options.hpp"

QT_BEGIN_NAMESPACE
class QAbstractSeries;
class QChart;
QT_END_NAMESPACE

namespace ipclab::app::detail {

/// The one-way floor (ns) the runs' machine records hold, when they hold one and all of them
/// come from one machine (a floor measured elsewhere says nothing about these bars).
std::optional<double> hardwareFloorNs(std::span<const LabelledRun> runs);

/// The line's caption, in the key under the bars: "hardware's floor on this machine: 118 ns
/// (one cache line, core to core)".
QString hardwareFloorCaption(double floorNs, const ChartOptions& options);

/// What hovering a bar's label adds: "300 ns is 2.5× the hardware's floor on this machine
/// (118 ns)".
QString floorMultipleText(double valueNs, double floorNs, const ChartOptions& options);

/// Draws the line at `plottedX` (in the series' value-axis units) from the top to the bottom of
/// the plot, dashed, and keeps it in place when the plot area moves.
void drawHardwareFloor(QChart* chart, QAbstractSeries* series, double plottedX,
                       const ChartOptions& options);

}  // namespace ipclab::app::detail
