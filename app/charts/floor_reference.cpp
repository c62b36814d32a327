#include "charts/floor_reference.hpp"

#include <QChart>
#include <QGraphicsLineItem>
#include <QPen>
#include <algorithm>

#include "charts/chart_internal.hpp"
#include "charts/result_chart.hpp"

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

QString floorMultipleText(double valueNs, double floorNs, const ChartOptions& options) {
    // Rounded as the bars' own "N× slower" (one decimal below 10×).
    return Charts::tr("%1 is %2 the hardware's floor on this machine (%3)")
        .arg(localDuration(valueNs, options.locale), slowerLabel(valueNs / floorNs, options.locale),
             localDuration(floorNs, options.locale));
}

void drawHardwareFloor(QChart* chart, QAbstractSeries* series, double plottedX,
                       const ChartOptions& options) {
    const Theme theme = themeFor(options.dark);
    auto* line = new QGraphicsLineItem(chart);
    QPen pen(theme.subtleText);
    pen.setStyle(Qt::DashLine);
    pen.setWidthF(1.2);
    line->setPen(pen);
    line->setZValue(9);  // over the bars, under their labels
    // Its caption is in the key under the bars (addFootLine): inside the plot it ran over the
    // fastest bars' labels.
    QObject::connect(chart, &QChart::plotAreaChanged, chart,
                     [chart, series, plottedX, line](const QRectF& plot) {
                         const double x = chart->mapToPosition(QPointF(plottedX, 0), series).x();
                         line->setLine(x, plot.top(), x, plot.bottom());
                     });
}

}  // namespace ipclab::app::detail
