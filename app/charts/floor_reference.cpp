#include "charts/floor_reference.hpp"

#include <QChart>
#include <QGraphicsLineItem>
#include <QPen>
#include <algorithm>
#include <vector>

#include "charts/bar_labels.hpp"
#include "charts/chart_internal.hpp"
#include "charts/result_chart.hpp"

namespace ipclab::app::detail {

namespace {

bool bounded(const BarEntry& bar) {
    return !bar.reference && bar.point != nullptr && bar.run >= 0 && boundedByFloor(*bar.point);
}

// The exact quotient, with as many decimals as it needs to be read (0.25×, 2.5×, 12×).
QString quotientText(double ratio, const QLocale& locale) {
    return ratioTexts(ratio, ratio, ratio, locale).ratio;
}

}  // namespace

FloorOnBars floorOnBars(std::span<const LabelledRun> runs, std::span<const BarEntry> bars,
                        const ChartOptions& options) {
    std::optional<double> floor;
    std::string host;
    const BarEntry* fastest = nullptr;
    QString why;
    for (const BarEntry& bar : bars) {
        if (!bounded(bar)) {
            continue;
        }
        const SystemInfo& machine = runs[static_cast<std::size_t>(bar.run)].run.machine;
        if (!host.empty() && machine.hostName != host) {
            // A floor measured on one machine says nothing about another's bars.
            return {std::nullopt, Charts::tr("hardware's floor not drawn: the spinning bars "
                                             "come from different machines")};
        }
        host = machine.hostName;
        if (!floor && machine.hardwareFloor.measured()) {
            floor = machine.hardwareFloor.line.medianNs;
        } else if (!machine.hardwareFloor.unavailable.empty()) {
            why = QString::fromStdString(machine.hardwareFloor.unavailable);
        }
        if (fastest == nullptr || bar.value < fastest->value) {
            fastest = &bar;
        }
    }
    if (fastest == nullptr) {
        return {};
    }
    if (!floor) {
        // A run still going has its floor in its rounds only (the machine record gets the
        // figure over them when the run ends): the median of the rounds' floors meanwhile.
        std::vector<double> roundFloorsNs;
        for (const BarEntry& bar : bars) {
            if (bounded(bar)) {
                for (const RepetitionResult& round : bar.point->repetitions) {
                    if (round.floorNs > 0) {
                        roundFloorsNs.push_back(round.floorNs);
                    }
                }
            }
        }
        if (!roundFloorsNs.empty()) {
            floor = summarize(roundFloorsNs).median;
        }
    }
    if (!floor) {
        return {std::nullopt, why.isEmpty()
                                  ? Charts::tr("hardware's floor: not measured in this run (a run "
                                               "saved before it was measured between rounds)")
                                  : Charts::tr("hardware's floor: not measured (%1)").arg(why)};
    }
    if (fastest->value < *floor) {
        // An impossible line: the floor moved between its rounds and the bar's (a virtual
        // machine's two CPUs moved by the host), or the machine was busier while it ran.
        return {
            std::nullopt,
            Charts::tr("hardware's floor not drawn: %1 at %2 is faster than the floor "
                       "measured between its rounds (%3), so the floor moved during the run "
                       "(the host moved the CPUs, or other work ran) and bounds nothing here")
                .arg(fastest->point != nullptr ? QString::fromStdString(fastest->point->mechanism)
                                               : fastest->label,
                     localDuration(fastest->value, options.locale),
                     localDuration(*floor, options.locale))};
    }
    return {floor, Charts::tr("hardware's floor on this machine: %1 (one cache line, core to "
                              "core; it bounds the spinning bars on two cores)")
                       .arg(localDuration(*floor, options.locale))};
}

QString floorMultipleText(const BarEntry& bar, double floorNs, const ChartOptions& options) {
    if (!bounded(bar) || !(bar.value > 0) || !(floorNs > 0)) {
        return {};
    }
    QString text = Charts::tr("%1 is %2 the hardware's floor on this machine (%3)")
                       .arg(localDuration(bar.value, options.locale),
                            quotientText(bar.value / floorNs, options.locale),
                            localDuration(floorNs, options.locale));
    const MedianInterval paired = floorRatio(*bar.point);
    if (paired.count >= 2) {
        const RatioTexts texts = ratioTexts(paired.median, paired.low, paired.high, options.locale);
        // Two rounds at least here: the English plural needs no %n form.
        text += Charts::tr(
                    "; round by round, against the floor measured just before each: "
                    "%1 [%2, %3], %4 rounds")
                    .arg(texts.ratio, texts.low, texts.high)
                    .arg(paired.count);
    } else if (paired.count == 1) {
        text += Charts::tr("; one round against its own floor: %1 (one round gives no interval)")
                    .arg(quotientText(paired.median, options.locale));
    }
    return text;
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
