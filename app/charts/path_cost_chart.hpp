#pragma once
/// "What the overlay costs", drawn (QPainter, no Qt Charts): for each comparison of a host map
/// (one path against a baseline path, e.g. overlay against host), one row per ordered pair of
/// nodes and mechanism with the ratio path / baseline taken within each paired round - its
/// median as a dot, its 95% interval as a line - on a logarithmic axis with 1x marked. A row
/// whose interval holds 1 is grey and says "within noise". The same figures as the CLI's cost
/// table (pathCosts). GUI thread only; needs a QGuiApplication (offscreen works).
#include <QLocale>
#include <QPainter>
#include <QRectF>
#include <QSize>
#include <QString>
#include <string>
#include <vector>

#include "ipclab/host_map.hpp"

namespace ipclab::app {

/// One comparison of the chart: `path` against `baseline`, its rows.
struct PathCostPanel {
    std::string path;
    std::string baseline;
    std::vector<PathCost> costs;
};

/// The panels of `map` for `choice` ("PATH/BASELINE", or empty: the first path against each
/// other one, as pathComparisons); comparisons without a ratio left out.
std::vector<PathCostPanel> pathCostPanels(const HostMap& map, const std::string& choice);

/// The size that gives every row of `panels` room.
QSize pathCostChartSize(const std::vector<PathCostPanel>& panels);

/// Draws the chart into `area` of `painter`; a chart without rows says so.
void paintPathCosts(QPainter& painter, const HostMap& map, const std::vector<PathCostPanel>& panels,
                    const QRectF& area, const QLocale& locale = QLocale());

/// PNG / SVG of the chart at pathCostChartSize. False with `error` set when nothing was written.
bool savePathCostPng(const HostMap& map, const std::vector<PathCostPanel>& panels,
                     const QString& path, QString* error = nullptr);
bool savePathCostSvg(const HostMap& map, const std::vector<PathCostPanel>& panels,
                     const QString& path, QString* error = nullptr);

}  // namespace ipclab::app
