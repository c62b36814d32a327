#include "charts/floor_reference.hpp"

#include <QChart>
#include <QFontMetricsF>
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
                     [chart, series, plottedX, line, text, backing, caption](const QRectF& plot) {
                         const double x = chart->mapToPosition(QPointF(plottedX, 0), series).x();
                         line->setLine(x, plot.top(), x, plot.bottom());
                         // Inside the plot's top edge, on the side of the line with more room,
                         // cut with "…" when even that is too narrow (it ran over the bars'
                         // names in a 1024-px window); the whole caption in its tooltip.
                         const double right = plot.right() - x - 4;
                         const double leftRoom = x - 4 - plot.left();
                         const double room = std::max(right, leftRoom);
                         const QFontMetricsF metrics(text->font());
                         // Two lines ("…: 159 ns" over "(one cache line, …)") before any cut.
                         QStringList lines = {caption};
                         const qsizetype at = caption.indexOf(QStringLiteral(" ("));
                         if (metrics.horizontalAdvance(caption) > room && at > 0) {
                             lines = {caption.left(at), caption.mid(at + 1)};
                         }
                         for (QString& line : lines) {
                             line = metrics.elidedText(line, Qt::ElideRight, room);
                         }
                         text->setText(lines.join(QLatin1Char('\n')));
                         text->setToolTip(caption);
                         const QRectF box = text->boundingRect();
                         const double left = box.width() <= right ? x + 4 : x - 4 - box.width();
                         text->setPos(left, plot.top() + 2);
                         backing->setRect(QRectF(text->pos(), box.size()).adjusted(-2, 0, 2, 0));
                     });
}

}  // namespace ipclab::app::detail
