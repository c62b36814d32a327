#pragma once
/// The hardware's floor on a latency bar chart: one dashed line where a spinning hand-off of one
/// cache line between two cores ends, beside the bars it bounds (cross-core spinning ping-pong,
/// core's boundedByFloor), so that each of them reads as "N× the floor". Private to app/charts;
/// GUI thread only.
#include <QString>
#include <optional>
#include <span>

#include "charts/chart_options.hpp"

QT_BEGIN_NAMESPACE
class QAbstractSeries;
class QChart;
QT_END_NAMESPACE

namespace ipclab::app {
struct BarEntry;
}

namespace ipclab::app::detail {

/// What the bars say about the floor: the line to draw, if any, and the key's text.
struct FloorOnBars {
    /// The run's floor (one-way ns), drawn when set: measured, every bar it bounds comes from
    /// one machine, and none of them is faster than it.
    std::optional<double> floorNs;
    /// The key's line: the floor's caption when drawn, else why it is not ("not measured: ...",
    /// "not drawn: shm.ring 90.0 ns is faster than it ..."); empty when no bar is bounded by
    /// it (a floor beside blocking or same-core bars says nothing about them).
    QString keyText;
};

/// The floor for `bars` (measured entries point at their points) of `runs`.
FloorOnBars floorOnBars(std::span<const LabelledRun> runs, std::span<const BarEntry> bars,
                        const ChartOptions& options);

/// What hovering a bounded bar's label adds: the exact quotient of the two figures it names,
/// then the ratio paired per round when the rounds had their own floor: "300 ns is 2.5× the
/// hardware's floor on this machine (118 ns); round by round against the floor measured just
/// before each: 2.4× [2.2, 2.6], 7 rounds". Empty for a bar the floor does not bound.
QString floorMultipleText(const BarEntry& bar, double floorNs, const ChartOptions& options);

/// Draws the line at `plottedX` (in the series' value-axis units) from the top to the bottom of
/// the plot, dashed, and keeps it in place when the plot area moves.
void drawHardwareFloor(QChart* chart, QAbstractSeries* series, double plottedX,
                       const ChartOptions& options);

}  // namespace ipclab::app::detail
