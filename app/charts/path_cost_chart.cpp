// The path-cost chart: a forest plot (a dot and its interval per row, a line at 1x), because
// the question is "is this ratio above 1, and how sure are we" - a bar from zero would show a
// size the ratio does not have, and would hide the interval's crossing of 1.
#include "charts/path_cost_chart.hpp"

#include <algorithm>
#include <cmath>

#include "charts/chart_internal.hpp"
#include "charts/painted_export.hpp"
#include "charts/result_chart.hpp"

namespace ipclab::app {

namespace {

constexpr double kMargin = 16;
constexpr double kHeader = 56;  // title and machine line
constexpr double kPanelTitle = 30;
constexpr double kRowHeight = 22;
constexpr double kAxisHeight = 34;
constexpr double kLabelWidth = 300;  // "ipclab-node-1 → ipclab-node-2  tcp"
constexpr double kValueWidth = 250;  // "1.26× [0.98, 1.81] within noise"
constexpr int kWidth = 1100;

bool withinNoise(const MedianInterval& ratio) {
    return ratio.low <= 1.0 && ratio.high >= 1.0;
}

// The axis: from the smallest low to the largest high of every panel, 1 always inside, a
// little room either side, in log2 units.
std::pair<double, double> axisRange(const std::vector<PathCostPanel>& panels) {
    double low = 1.0;
    double high = 1.0;
    for (const PathCostPanel& panel : panels) {
        for (const PathCost& cost : panel.costs) {
            if (cost.ratio.low > 0) {
                low = std::min(low, cost.ratio.low);
            }
            high = std::max(high, cost.ratio.high);
        }
    }
    return {std::log2(low) - 0.15, std::log2(high) + 0.15};
}

QString ratioText(const MedianInterval& ratio, const QLocale& locale) {
    QString text =
        Charts::tr("%1× [%2, %3]")
            .arg(locale.toString(ratio.median, 'f', 2), locale.toString(ratio.low, 'f', 2),
                 locale.toString(ratio.high, 'f', 2));
    return withinNoise(ratio) ? Charts::tr("%1 within noise").arg(text) : text;
}

void paintAxis(QPainter& painter, const QRectF& plot, double bottom,
               std::pair<double, double> range, const QLocale& locale) {
    const auto x = [&](double log2Ratio) {
        return plot.left() +
               (log2Ratio - range.first) / (range.second - range.first) * plot.width();
    };
    painter.setFont(paintedFont(11));
    for (int step = -4; step <= 4; ++step) {
        const double at = step;  // 1/16x .. 16x, the ones inside the range
        if (at < range.first || at > range.second) {
            continue;
        }
        const double ratio = std::exp2(at);
        painter.setPen(QPen(QColor(150, 150, 150), step == 0 ? 1.5 : 0.5,
                            step == 0 ? Qt::DashLine : Qt::DotLine));
        painter.drawLine(QPointF(x(at), plot.top()), QPointF(x(at), bottom));
        painter.setPen(QColor(60, 60, 60));
        painter.drawText(QRectF(x(at) - 40, bottom + 2, 80, 16), Qt::AlignCenter,
                         Charts::tr("%1×").arg(locale.toString(ratio, 'g', 3)));
    }
}

// One panel: its title, then a row per pair and mechanism. Returns the height used.
double paintPanel(QPainter& painter, const PathCostPanel& panel, const QRectF& area,
                  std::pair<double, double> range, const QLocale& locale) {
    painter.setPen(QColor(20, 20, 20));
    painter.setFont(paintedFont(15, true));
    painter.drawText(
        QRectF(area.left(), area.top(), area.width(), kPanelTitle),
        Qt::AlignLeft | Qt::AlignVCenter,
        Charts::tr("%1 against %2: %1 / %2, the ratio taken within each round")
            .arg(QString::fromStdString(panel.path), QString::fromStdString(panel.baseline)));
    const double top = area.top() + kPanelTitle;
    const QRectF plot(area.left() + kLabelWidth, top, area.width() - kLabelWidth - kValueWidth,
                      kRowHeight * static_cast<double>(panel.costs.size()));
    const double bottom = plot.bottom();
    paintAxis(painter, plot, bottom, range, locale);
    const auto x = [&](double ratio) {
        return plot.left() + (std::log2(std::max(ratio, 1e-9)) - range.first) /
                                 (range.second - range.first) * plot.width();
    };
    for (std::size_t i = 0; i < panel.costs.size(); ++i) {
        const PathCost& cost = panel.costs[i];
        const double y = top + kRowHeight * (static_cast<double>(i) + 0.5);
        const bool noise = withinNoise(cost.ratio);
        const QColor colour = noise                   ? QColor(140, 140, 140)
                              : cost.ratio.median > 1 ? QColor(215, 25, 28)
                                                      : QColor(44, 123, 182);
        painter.setFont(paintedFont(12));
        painter.setPen(QColor(30, 30, 30));
        painter.drawText(
            QRectF(area.left(), y - kRowHeight / 2, kLabelWidth - 10, kRowHeight),
            Qt::AlignRight | Qt::AlignVCenter,
            Charts::tr("%1 → %2  %3")
                .arg(QString::fromStdString(cost.pair.from), QString::fromStdString(cost.pair.to),
                     QString::fromStdString(cost.mechanism)));
        painter.setPen(QPen(colour, 2));
        painter.drawLine(QPointF(x(cost.ratio.low), y), QPointF(x(cost.ratio.high), y));
        painter.setBrush(colour);
        painter.drawEllipse(QPointF(x(cost.ratio.median), y), 4.5, 4.5);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(noise ? QColor(110, 110, 110) : QColor(30, 30, 30));
        painter.drawText(
            QRectF(plot.right() + 10, y - kRowHeight / 2, kValueWidth - 10, kRowHeight),
            Qt::AlignLeft | Qt::AlignVCenter, ratioText(cost.ratio, locale));
    }
    return kPanelTitle + plot.height() + kAxisHeight;
}

}  // namespace

std::vector<PathCostPanel> pathCostPanels(const HostMap& map, const std::string& choice) {
    std::vector<PathCostPanel> panels;
    for (const auto& [path, baseline] : pathComparisons(map, choice)) {
        PathCostPanel panel{path, baseline, pathCosts(map, path, baseline)};
        if (!panel.costs.empty()) {
            panels.push_back(std::move(panel));
        }
    }
    return panels;
}

QSize pathCostChartSize(const std::vector<PathCostPanel>& panels) {
    double height = kMargin * 2 + kHeader + 40;
    for (const PathCostPanel& panel : panels) {
        height += kPanelTitle + kRowHeight * static_cast<double>(panel.costs.size()) + kAxisHeight;
    }
    return {kWidth, static_cast<int>(std::ceil(height))};
}

void paintPathCosts(QPainter& painter, const HostMap& map, const std::vector<PathCostPanel>& panels,
                    const QRectF& area, const QLocale& locale) {
    const QRectF inner = beginPaintedFigure(painter, area, kMargin);
    const QString first = panels.empty() ? QString() : QString::fromStdString(panels.front().path);
    painter.drawText(QRectF(inner.left(), inner.top(), inner.width(), 26), Qt::AlignLeft,
                     Charts::tr("What the %1 costs: %2 ping-pong, one-way latency, %n paired "
                                "round(s)",
                                nullptr, map.rounds)
                         .arg(first, localSize(map.sizeBytes, locale)));
    painter.setFont(paintedFont(12));
    painter.drawText(QRectF(inner.left(), inner.top() + 26, inner.width(), 18), Qt::AlignLeft,
                     map.machines.empty() ? QString() : machineCaption(map.machines.front()));
    double top = inner.top() + kHeader;
    if (panels.empty()) {
        painter.drawText(QRectF(inner.left(), top, inner.width(), 40), Qt::AlignLeft,
                         Charts::tr("No comparison: the map needs two paths to the same nodes, "
                                    "measured in the same rounds."));
    }
    const auto range = axisRange(panels);
    for (const PathCostPanel& panel : panels) {
        top +=
            paintPanel(painter, panel, QRectF(inner.left(), top, inner.width(), 0), range, locale);
    }
    painter.setFont(paintedFont(11));
    painter.setPen(QColor(60, 60, 60));
    painter.drawText(QRectF(inner.left(), inner.bottom() - 36, inner.width(), 36),
                     Qt::AlignLeft | Qt::TextWordWrap,
                     Charts::tr("Dot: the median of the rounds' ratios; line: its 95% interval "
                                "(order statistics); grey, \"within noise\": the interval holds "
                                "1, so these rounds cannot tell the two paths apart."));
    painter.restore();
}

bool savePathCostPng(const HostMap& map, const std::vector<PathCostPanel>& panels,
                     const QString& path, QString* error) {
    return savePaintedPng(
        [&](QPainter& painter, const QRectF& area) {
            paintPathCosts(painter, map, panels, area, QLocale::c());
        },
        path, pathCostChartSize(panels), error);
}

bool savePathCostSvg(const HostMap& map, const std::vector<PathCostPanel>& panels,
                     const QString& path, QString* error) {
    return savePaintedSvg(
        [&](QPainter& painter, const QRectF& area) {
            paintPathCosts(painter, map, panels, area, QLocale::c());
        },
        path, pathCostChartSize(panels), QStringLiteral("IPC Lab path costs"), error);
}

}  // namespace ipclab::app
