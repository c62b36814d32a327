#include "charts/floor_reference.hpp"

#include <QChart>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>
#include <algorithm>

#include "charts/chart_internal.hpp"

namespace ipclab::app::detail {

std::optional<double> hardwareFloorNs(std::span<const LabelledRun> runs) {
    std::optional<double> floor;
    std::string host;
    for (const LabelledRun& run : runs) {
        const SystemInfo& machine = run.run.machine;
        if (!host.empty() && machine.hostName != host) {
            return std::nullopt;
        }
        host = machine.hostName;
        if (!floor && machine.hardwareFloor.measured()) {
            floor = machine.hardwareFloor.line.medianNs;
        }
    }
    return floor;
}

QString hardwareFloorCaption(double floorNs, const ChartOptions& options) {
    return Charts::tr("hardware's floor on this machine: %1 (one cache line, core to core)")
        .arg(localDuration(floorNs, options.locale));
}

void drawHardwareFloor(QChart* chart, QAbstractSeries* series, double plottedX,
                       const QString& caption, const ChartOptions& options) {
    const Theme theme = themeFor(options.dark);
    auto* line = new QGraphicsLineItem(chart);
    QPen pen(theme.subtleText);
    pen.setStyle(Qt::DashLine);
    pen.setWidthF(1.2);
    line->setPen(pen);
    line->setZValue(9);  // over the bars, under their labels
    auto* text = new QGraphicsSimpleTextItem(caption, chart);
    text->setFont(scaledFont(options, 8.5));
    text->setBrush(theme.subtleText);
    text->setZValue(10);
    // A backing in the chart's background colour keeps the caption legible over a bar.
    auto* backing = new QGraphicsRectItem(chart);
    backing->setBrush(theme.background);
    backing->setPen(Qt::NoPen);
    backing->setOpacity(0.85);
    backing->setZValue(9.5);
    QObject::connect(chart, &QChart::plotAreaChanged, chart,
                     [chart, series, plottedX, line, text, backing](const QRectF& plot) {
                         const double x = chart->mapToPosition(QPointF(plottedX, 0), series).x();
                         line->setLine(x, plot.top(), x, plot.bottom());
                         // Inside the plot's top edge, right of the line; left of it when it
                         // would leave the plot on the right.
                         const QRectF box = text->boundingRect();
                         const double left =
                             x + 4 + box.width() <= plot.right() ? x + 4 : x - 4 - box.width();
                         text->setPos(left, plot.top() + 2);
                         backing->setRect(QRectF(text->pos(), box.size()).adjusted(-2, 0, 2, 0));
                     });
}

}  // namespace ipclab::app::detail
