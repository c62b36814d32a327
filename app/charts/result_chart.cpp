#include "charts/result_chart.hpp"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QScatterSeries>
#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

#include "charts/chart_export.hpp"
#include "charts/chart_internal.hpp"
#include "charts/core_text.hpp"
#include "charts/units.hpp"

namespace ipclab::app {
namespace {

QString patternsOf(std::span<const LabelledRun> runs) {
    QStringList names;
    for (const LabelledRun& run : runs) {
        const QString name =
            detail::patternText(run.run.experiment).section(QLatin1Char(','), 0, 0);
        if (!names.contains(name)) {
            names << name;
        }
    }
    return names.join(Charts::tr(" and "));
}

}  // namespace

namespace detail {

double lineValue(const PointResult& point, bool stream) {
    return stream ? point.throughput.bytesPerSecond : shownCentre(point);
}

bool drawsOnLine(const PointResult& point, bool stream) {
    const bool patternFits =
        stream ? point.pattern == Pattern::Stream : isLatencyPattern(point.pattern);
    return patternFits && point.sizeBytes > 0;
}

bool isLatencyPattern(Pattern pattern) {
    const Figure figure = figureOf(pattern);
    return figure == Figure::Latency || figure == Figure::TimePerSend;
}

double barValue(const PointResult& point) {
    return shownCentre(point);
}

}  // namespace detail

QString seriesLabel(const PointResult& point) {
    QString label = QString::fromStdString(point.mechanism);
    if (point.waitStrategy != WaitStrategy::Block) {
        label +=
            QStringLiteral(" (%1)").arg(QString::fromUtf8(toString(point.waitStrategy).data()));
    }
    if (point.selfComparison) {
        // Apart from the first measurement of the same mechanism: one bar, one line each.
        label = Charts::tr("%1 (again)").arg(label);
    }
    return label;
}

QString seriesLabel(const PointResult& point, const QString& runLabel) {
    return detail::labelWithRun(seriesLabel(point), runLabel);
}

QString machineCaption(const SystemInfo& machine) {
    if (machine.cpuModel.empty() && machine.osName.empty() && machine.date.empty()) {
        return {};  // nothing measured yet: no machine to name ("1 logical cores")
    }
    QStringList parts;
    if (!machine.cpuModel.empty()) {
        parts << QString::fromStdString(machine.cpuModel);
    }
    parts << Charts::tr("%1 logical cores").arg(machine.logicalCores);
    // Some systems put the version into the name already ("Debian GNU/Linux 12 (bookworm)").
    QString os = QString::fromStdString(machine.osName);
    const QString version = QString::fromStdString(machine.osVersion);
    if (!os.contains(version)) {
        os = (os + QLatin1Char(' ') + version).trimmed();
    }
    if (machine.virtualized) {
        os += Charts::tr(" (virtual machine)");
    }
    if (!os.isEmpty()) {
        parts << os;
    }
    if (!machine.date.empty()) {
        // "2026-11-21T22:30:00Z" reads better as "2026-11-21 22:30 UTC".
        QString date = QString::fromStdString(machine.date);
        if (date.size() >= 16 && date.endsWith(QLatin1Char('Z'))) {
            date = date.left(10) + QLatin1Char(' ') + date.mid(11, 5) + QStringLiteral(" UTC");
        }
        parts << date;
    }
    return parts.join(QStringLiteral(" \u00B7 "));
}

QString chartDataProblem(std::span<const LabelledRun> runs, const ChartOptions& options) {
    if (!detail::anyPoint(runs, [](const PointResult&) { return true; })) {
        return Charts::tr("Nothing measured yet");
    }
    if (!detail::anyPoint(runs, [](const PointResult& point) { return point.ok; })) {
        return Charts::tr("Every point failed: nothing to draw");
    }
    switch (options.kind) {
        case ChartKind::Latency:
            if (!detail::anyPoint(runs, [](const PointResult& point) {
                    return point.ok && detail::drawsOnLine(point, false) &&
                           detail::lineValue(point, false) > 0;
                })) {
                return Charts::tr(
                           "The latency chart needs a ping-pong, paced or one-sided run; "
                           "this is a %1 run (use the %2 chart)")
                    .arg(patternsOf(runs), detail::anyPoint(runs,
                                                            [](const PointResult& p) {
                                                                return p.pattern == Pattern::Stream;
                                                            })
                                               ? Charts::tr("throughput")
                                               : Charts::tr("bars"));
            }
            return {};
        case ChartKind::Throughput:
            if (!detail::anyPoint(runs, [](const PointResult& point) {
                    return point.ok && detail::drawsOnLine(point, true) &&
                           detail::lineValue(point, true) > 0;
                })) {
                return Charts::tr(
                           "The throughput chart needs a stream run (pattern stream); "
                           "this is a %1 run")
                    .arg(patternsOf(runs));
            }
            return {};
        case ChartKind::Bars:
            return detail::barsProblem(runs, options);
        case ChartKind::Distribution:
            return detail::distributionProblem(runs, options);
        case ChartKind::Spectrum:
            return detail::spectrumProblem(runs, options);
        case ChartKind::Anatomy:
            return detail::anatomyProblem(runs, options);
    }
    return {};
}

namespace {

QChart* buildKind(std::span<const LabelledRun> runs, const ChartOptions& options) {
    switch (options.kind) {
        case ChartKind::Latency:
        case ChartKind::Throughput:
            return detail::buildLineChart(runs, options);
        case ChartKind::Bars:
            return detail::buildBarChart(runs, options);
        case ChartKind::Distribution:
            return detail::buildDistributionChart(runs, options);
        case ChartKind::Spectrum:
            return detail::buildSpectrumChart(runs, options);
        case ChartKind::Anatomy:
            return detail::buildAnatomyChart(runs, options);
    }
    return detail::newChart(options);
}

}  // namespace

QChart* buildChart(std::span<const LabelledRun> runs, const ChartOptions& givenOptions,
                   QString* problem) {
    const ChartOptions options = detail::withComparableReferences(runs, givenOptions);
    const QString why = chartDataProblem(runs, options);
    if (problem != nullptr) {
        *problem = why;
    }
    if (!why.isEmpty()) {
        QChart* chart = detail::newChart(options);
        detail::setTitle(*chart, options, why, {}, detail::captionLines(runs, options, {}));
        return chart;
    }
    QChart* chart = buildKind(runs, options);
    detail::keepAxisTitlesWhole(*chart);
    return chart;
}

QImage renderChartImage(const RunResult& result, QSize size) {
    const LabelledRun run{QString(), result};
    ChartOptions options;
    options.kind = defaultChartKind(result.experiment);
    return renderChartImage(std::span(&run, 1), options, size);
}

bool renderChartPng(const RunResult& result, const QString& path, QSize size, QString* error) {
    const LabelledRun run{QString(), result};
    ChartOptions options;
    options.kind = defaultChartKind(result.experiment);
    return saveChartPng(std::span(&run, 1), options, path, size, kDefaultDpi, error);
}

QByteArray renderChartPng(const RunResult& result, QSize size, QString* error) {
    const LabelledRun run{QString(), result};
    ChartOptions options;
    options.kind = defaultChartKind(result.experiment);
    return chartPng(std::span(&run, 1), options, size, kDefaultDpi, error);
}

}  // namespace ipclab::app
