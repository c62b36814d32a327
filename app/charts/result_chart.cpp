#include "charts/result_chart.hpp"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QRegularExpression>
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

// Up to this ratio between the largest and smallest value the y axis uses base 2.
constexpr double kMaxBase2Span = 128;

// Run 0 is drawn solid; overlays keep the mechanism's colour with another line style, so the
// same mechanism on two machines reads as one colour, two styles. Dashes are kept for the
// reports' published figures.
Qt::PenStyle runPenStyle(int runIndex) {
    static const Qt::PenStyle kStyles[] = {Qt::SolidLine, Qt::DashDotLine, Qt::DotLine,
                                           Qt::DashDotDotLine};
    return kStyles[static_cast<std::size_t>(runIndex) % std::size(kStyles)];
}

bool anyPoint(std::span<const LabelledRun> runs, auto predicate) {
    for (const LabelledRun& run : runs) {
        for (const PointResult& point : run.run.points) {
            if (predicate(point)) {
                return true;
            }
        }
    }
    return false;
}

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

double lineValue(const PointResult& point, bool stream) {
    return stream ? point.throughput.bytesPerSecond : shownCentre(point);
}

std::pair<double, double> bandOf(const PointResult& point, bool stream) {
    if (stream) {
        return {point.throughput.ci95Low, point.throughput.ci95High};
    }
    if (point.latencyCi95.count < 2) {
        return {0, 0};
    }
    return {point.latencyCi95.low, point.latencyCi95.high};
}

bool drawsOnLine(const PointResult& point, bool stream) {
    const bool patternFits =
        stream ? point.pattern == Pattern::Stream : detail::isLatencyPattern(point.pattern);
    return patternFits && point.sizeBytes > 0;
}

/// Whether a published series belongs on this line chart: a figure of the family of a drawn
/// point (latency beside ping-pong, time per send beside one-sided, throughput beside stream)
/// and of that point's placement (report 004's Table II only beside a same-core point).
bool referenceFits(const ReferenceSeries& reference, std::span<const LabelledRun> runs,
                   bool stream) {
    const auto family = detail::referenceFamily(reference);
    if (!family || reference.points.empty()) {
        return false;
    }
    return anyPoint(runs, [&](const PointResult& point) {
        return point.ok && drawsOnLine(point, stream) && lineValue(point, stream) > 0 &&
               figureOf(point.pattern) == *family &&
               referenceFitsPlacement(reference, point.placement);
    });
}

void applyLogRange(QLogValueAxis& axis, double lowest, double highest) {
    if (highest <= 0 || lowest <= 0) {
        axis.setBase(10);
        axis.setRange(1, 1000);
        return;
    }
    // QLogValueAxis labels only the powers of its base. Data within a few doublings (the usual
    // latency curve: 2..20 µs) would get just "1" and "10" in base 10, so use base 2 there
    // (1, 2, 4, 8, 16) and base 10 for wide ranges.
    const bool narrow = highest / lowest <= kMaxBase2Span;
    const double base = narrow ? 2.0 : 10.0;
    const double low = std::pow(base, std::floor(std::log(lowest) / std::log(base)));
    double high = std::pow(base, std::ceil(std::log(highest) / std::log(base)));
    if (high <= low) {
        high = low * base;
    }
    axis.setBase(base);
    axis.setMinorTickCount(narrow ? 0 : -1);
    // A hair wider than the powers themselves, so rounding in log() cannot drop the end labels
    // (pow(10, -3) is not exactly 0.001).
    axis.setRange(low * (1 - 1e-9), high * (1 + 1e-9));
}

/// The machine in parentheses at the end of every label of `references` ("i5-4570, RHEL 6.7"),
/// or "" when they differ or one has none.
QString sharedReportMachine(const std::vector<const ReferenceSeries*>& references) {
    static const QRegularExpression kMachine(QStringLiteral(R"(^.+ \(([^()]+)\)$)"));
    QString shared;
    for (const ReferenceSeries* reference : references) {
        const QRegularExpressionMatch match = kMachine.match(coreText(reference->label));
        if (!match.hasMatch() || (!shared.isEmpty() && match.captured(1) != shared)) {
            return {};
        }
        shared = match.captured(1);
    }
    return shared;
}

/// Latency (or time per send) and throughput vs size: medians, CI bands, references.
QChart* buildLineChart(std::span<const LabelledRun> runs, const ChartOptions& options) {
    const bool stream = options.kind == ChartKind::Throughput;
    const detail::Theme theme = detail::themeFor(options.dark);
    const double scale = std::clamp(options.fontScale, 0.5, 4.0);
    QChart* chart = detail::newChart(options);

    auto* xAxis = new QCategoryAxis;
    xAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    xAxis->setGridLineVisible(true);
    detail::styleAxis(*xAxis, options);
    chart->addAxis(xAxis, Qt::AlignBottom);
    auto* yAxis = new QLogValueAxis;
    yAxis->setLabelFormat(QStringLiteral("%.6g"));  // localized: newChart
    yAxis->setMinorGridLineVisible(true);
    detail::styleAxis(*yAxis, options);
    chart->addAxis(yAxis, Qt::AlignLeft);

    // Series per run and base label (mechanism + wait), in order of first appearance; colours
    // per base label across runs.
    struct Line {
        int run = 0;
        QString base;
        std::string mechanism;
        std::vector<const PointResult*> points;
        /// Of ours, as the published figures beside it (statisticBeside): min beside a min.
        ReferenceStatistic statistic = ReferenceStatistic::Median;
    };
    std::vector<const ReferenceSeries*> references;
    for (const ReferenceSeries& reference : options.references) {
        if (referenceFits(reference, runs, stream)) {
            references.push_back(&reference);
        }
    }
    std::vector<Line> lines;
    std::vector<QString> colourOrder;
    std::vector<std::size_t> sizes;
    bool perOperation = true;
    double lowest = 0;
    double highest = 0;
    auto widen = [&](double value) {
        if (value > 0) {
            lowest = lowest == 0 ? value : std::min(lowest, value);
            highest = std::max(highest, value);
        }
    };
    for (std::size_t runIndex = 0; runIndex < runs.size(); ++runIndex) {
        const RunResult& run = runs[runIndex].run;
        if (stream ? run.experiment.pattern == Pattern::Stream
                   : detail::isLatencyPattern(run.experiment.pattern)) {
            sizes.insert(sizes.end(), run.experiment.sizesBytes.begin(),
                         run.experiment.sizesBytes.end());
        }
        for (const PointResult& point : run.points) {
            if (!point.ok || !drawsOnLine(point, stream) || lineValue(point, stream) <= 0) {
                continue;
            }
            const ReferenceStatistic statistic =
                detail::statisticBeside(references, figureOf(point.pattern), point.mechanism);
            const double value = detail::statisticValue(point, statistic);
            if (!(value > 0)) {
                continue;
            }
            perOperation = perOperation && point.pattern == Pattern::OneSided;
            const QString base = seriesLabel(point);
            auto line = std::find_if(lines.begin(), lines.end(), [&](const Line& candidate) {
                return candidate.run == static_cast<int>(runIndex) && candidate.base == base;
            });
            if (line == lines.end()) {
                lines.push_back({static_cast<int>(runIndex), base, point.mechanism, {}, statistic});
                line = std::prev(lines.end());
            }
            line->points.push_back(&point);
            if (std::find(colourOrder.begin(), colourOrder.end(), base) == colourOrder.end()) {
                colourOrder.push_back(base);
            }
            sizes.push_back(point.sizeBytes);
            widen(value);
            const auto [bandLow, bandHigh] = bandOf(point, stream);
            // The band is the median's interval: only around a line of medians.
            if (statistic == ReferenceStatistic::Median && bandHigh > bandLow) {
                widen(std::max(bandLow, lineValue(point, stream) / 20));
                widen(bandHigh);
            }
        }
    }
    std::vector<QString> referenceNames;
    for (const ReferenceSeries* reference : references) {
        for (const ReferencePoint& point : reference->points) {
            if (point.sizeBytes > 0) {
                sizes.push_back(point.sizeBytes);
                widen(point.value);
            }
        }
    }

    // "Report 004: pipes (i5-4570, RHEL 6.7)": when every published series names the same
    // machine, the legend says "Report 004: pipes" and the caption names the machine once, so
    // the legend stays narrow and leaves the plot its width.
    const QString machineOfReports = sharedReportMachine(references);
    bool anyDerived = false;
    for (const ReferenceSeries* reference : references) {
        QString name = coreText(reference->label);
        if (!machineOfReports.isEmpty()) {
            name.chop(machineOfReports.size() + 3);
        }
        // The statistic the report published, so that a minimum is not read as a median.
        if (reference->statistic != ReferenceStatistic::Median) {
            name += reference->statistic == ReferenceStatistic::Min ? Charts::tr(" (min)")
                                                                    : Charts::tr(" (mean)");
        }
        if (!reference->derivedFrom.empty()) {
            name += Charts::tr(" (derived)");
            anyDerived = true;
        }
        referenceNames.push_back(name);
    }

    // One unit for the whole axis, picked by the middle of the range (geometric mean), so
    // neither end needs exponents: 75 ns .. 1.2 ms reads as 0.01 .. 10000 µs.
    const double reference = highest > 0 ? std::sqrt(lowest * highest) : (stream ? 1e9 : 1e4);
    const ScaledUnit unit = stream ? rateUnitFor(reference) : timeUnitFor(reference);
    const auto colourOf = [&](const QString& base) {
        const auto found = std::find(colourOrder.begin(), colourOrder.end(), base);
        return detail::seriesColour(static_cast<std::size_t>(found - colourOrder.begin()),
                                    options.dark);
    };

    bool anyBand = false;
    bool anyOtherStatistic = false;
    for (Line& line : lines) {
        std::sort(
            line.points.begin(), line.points.end(),
            [](const PointResult* a, const PointResult* b) { return a->sizeBytes < b->sizeBytes; });
        const QColor colour = colourOf(line.base);
        const QString mechanism = QString::fromStdString(line.mechanism);
        const QString pointLabel =
            seriesLabel(*line.points.front(), runs[static_cast<std::size_t>(line.run)].label);
        QString name = pointLabel;
        // A stop cut some of its points short: their figures are over fewer rounds.
        if (std::any_of(line.points.begin(), line.points.end(),
                        [](const PointResult* point) { return point->partial; })) {
            name += Charts::tr(" (partial)");
        }
        // Beside a report's minimum or mean, ours is the same statistic, and says so.
        if (line.statistic != ReferenceStatistic::Median) {
            name += line.statistic == ReferenceStatistic::Min ? Charts::tr(" (min)")
                                                              : Charts::tr(" (mean)");
            anyOtherStatistic = true;
        }

        // The band first, so the median line is drawn over it.
        QList<QPointF> upper;
        QList<QPointF> lower;
        for (const PointResult* point : line.points) {
            if (line.statistic != ReferenceStatistic::Median) {
                break;  // the interval is the median's
            }
            auto [bandLow, bandHigh] = bandOf(*point, stream);
            // A lower bound at or below zero (few, scattered repetitions) has no place on a log
            // axis: the band then reaches down to a twentieth of the value.
            bandLow = std::max(bandLow, lineValue(*point, stream) / 20);
            if (bandHigh > bandLow) {
                const double x = std::log2(static_cast<double>(point->sizeBytes));
                upper.append(QPointF(x, bandHigh / unit.factor));
                lower.append(QPointF(x, bandLow / unit.factor));
            }
        }
        if (!upper.isEmpty()) {
            anyBand = true;
            auto* band = detail::newAreaSeries(upper, lower);
            band->setName(Charts::tr("%1 (95% CI)").arg(name));
            QColor fill = colour;
            fill.setAlpha(options.dark ? 70 : 55);
            band->setBrush(fill);
            QPen edge(fill);
            edge.setWidthF(0.5);
            band->setPen(edge);
            chart->addSeries(band);
            band->attachAxis(xAxis);
            band->attachAxis(yAxis);
            detail::tagSeries(*band, mechanism, line.run, QStringLiteral("band"));
            for (QLegendMarker* marker : chart->legend()->markers(band)) {
                marker->setVisible(false);
            }
        }

        auto* series = new QLineSeries;
        series->setName(name);
        QPen pen(colour);
        pen.setWidthF(2.0 * scale);
        pen.setStyle(runPenStyle(line.run));
        series->setPen(pen);
        series->setBrush(colour);
        series->setPointsVisible(true);
        series->setMarkerSize(7 * scale);
        const auto colourIndex = static_cast<std::size_t>(
            std::find(colourOrder.begin(), colourOrder.end(), line.base) - colourOrder.begin());
        const QImage marker = detail::seriesMarkerImage(colourIndex, colour, 8 * scale);
        if (!marker.isNull()) {
            series->setLightMarker(marker);
        }
        QList<QPointF> data;
        for (const PointResult* point : line.points) {
            data.append(QPointF(std::log2(static_cast<double>(point->sizeBytes)),
                                detail::statisticValue(*point, line.statistic) / unit.factor));
        }
        series->replace(data);  // one signal, one repaint: never point by point
        chart->addSeries(series);
        series->attachAxis(xAxis);
        series->attachAxis(yAxis);
        detail::tagSeries(*series, mechanism, line.run, QStringLiteral("median"));
        // The name may carry the statistic: the point's own label finds it again (tooltip).
        series->setProperty("ipclab.pointLabel", pointLabel);
    }

    for (std::size_t index = 0; index < references.size(); ++index) {
        const ReferenceSeries* reference = references[index];
        auto* series = new QLineSeries;
        series->setName(referenceNames[index]);
        const QString base = QString::fromStdString(reference->mechanism);
        const bool measured =
            std::find(colourOrder.begin(), colourOrder.end(), base) != colourOrder.end();
        QPen pen(measured ? colourOf(base) : theme.reference);
        pen.setWidthF(1.8 * scale);
        // Short dashes (2.5 widths on, 1.5 off, where Qt::DashLine has 4 and 2), so that the
        // legend's short stretch of the line still shows a gap at presentation size.
        // Dotted for a figure the report computed from another of its figures: not measured.
        if (reference->derivedFrom.empty()) {
            pen.setDashPattern({2.5, 1.5});
        } else {
            pen.setDashPattern({0.8, 1.6});
        }
        series->setPen(pen);
        series->setBrush(pen.color());
        series->setPointsVisible(true);
        series->setMarkerSize(5 * scale);
        QList<QPointF> data;
        for (const ReferencePoint& point : reference->points) {
            if (point.sizeBytes > 0 && point.value > 0) {
                data.append(QPointF(std::log2(static_cast<double>(point.sizeBytes)),
                                    point.value / unit.factor));
            }
        }
        std::sort(data.begin(), data.end(),
                  [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); });
        series->replace(data);
        chart->addSeries(series);
        series->attachAxis(xAxis);
        series->attachAxis(yAxis);
        detail::tagSeries(*series, base, -1, QStringLiteral("reference"));
    }

    detail::fillSizeAxis(*xAxis, sizes, options.locale);
    detail::keepSizeLabelsReadable(*chart, *xAxis, sizes, options.locale);
    // Short axis titles (they must fit beside the plot at presentation size): "log scale" is
    // said once, on the x axis, for both.
    xAxis->setTitleText(stream ? Charts::tr("chunk size (both axes log scale)")
                               : Charts::tr("message size (both axes log scale)"));
    applyLogRange(*yAxis, lowest / unit.factor, highest / unit.factor);
    const QString unitName = QString::fromUtf8(unit.name);
    // The statistic every line shows, or "statistic per line" (then each says its own).
    std::optional<ReferenceStatistic> shared;
    for (std::size_t index = 0; index < lines.size(); ++index) {
        if (index == 0) {
            shared = lines[index].statistic;
        } else if (shared != lines[index].statistic) {
            shared.reset();
            break;
        }
    }
    const QString statistic = lines.empty() ? detail::statisticWord(ReferenceStatistic::Median)
                              : shared      ? detail::statisticWord(*shared)
                                            : Charts::tr("statistic per line");
    yAxis->setTitleText(stream ? Charts::tr("throughput, %1 (%2)").arg(statistic, unitName)
                        : perOperation
                            ? Charts::tr("time per send, %1 (%2)").arg(statistic, unitName)
                            : Charts::tr("one-way latency, %1 (%2)").arg(statistic, unitName));

    const QString what = stream         ? Charts::tr("Throughput vs chunk size")
                         : perOperation ? Charts::tr("Time per send vs message size")
                                        : Charts::tr("One-way latency vs message size");
    QString how;
    if (!runs.empty()) {
        const Experiment& experiment = runs.front().run.experiment;
        how = detail::patternText(experiment);
        if (runs.size() == 1) {
            how += QStringLiteral(", ") + detail::placementText(experiment.placement);
        }
    }
    QString failed = detail::failedNote(runs, options.locale, [stream](const PointResult& point) {
        return drawsOnLine(point, stream);
    });
    QStringList caption = detail::captionLines(runs, options, failed);
    if (anyBand) {
        caption << (stream ? Charts::tr("Lines: median over rounds; shaded: 95% interval of "
                                        "the median (order statistics over the rounds)")
                           : Charts::tr("Lines: median of all samples; shaded: 95% interval of "
                                        "the median (order statistics over the rounds' medians)"));
    }
    if (anyOtherStatistic) {
        caption << Charts::tr(
            "Lines marked (min) or (mean): that statistic of ours, as the report's figures "
            "beside them (no band: the interval is the median's)");
    }
    if (!references.empty()) {
        caption << (machineOfReports.isEmpty()
                        ? Charts::tr("Dashed: figures published in the report")
                        : Charts::tr("Dashed: figures published in the report, measured there "
                                     "on %1")
                              .arg(machineOfReports));
        if (anyDerived) {
            caption << Charts::tr(
                "Dotted (derived): computed by the report from another of its "
                "figures, not measured");
        }
    }
    detail::setTitle(*chart, options, what, how, caption);
    detail::placeLegend(*chart);
    return chart;
}

}  // namespace

namespace detail {

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
    if (!anyPoint(runs, [](const PointResult&) { return true; })) {
        return Charts::tr("Nothing measured yet");
    }
    if (!anyPoint(runs, [](const PointResult& point) { return point.ok; })) {
        return Charts::tr("Every point failed: nothing to draw");
    }
    switch (options.kind) {
        case ChartKind::Latency:
            if (!anyPoint(runs, [](const PointResult& point) {
                    return point.ok && drawsOnLine(point, false) && lineValue(point, false) > 0;
                })) {
                return Charts::tr(
                           "The latency chart needs a ping-pong, paced or one-sided run; "
                           "this is a %1 run (use the %2 chart)")
                    .arg(patternsOf(runs),
                         anyPoint(runs,
                                  [](const PointResult& p) { return p.pattern == Pattern::Stream; })
                             ? Charts::tr("throughput")
                             : Charts::tr("bars"));
            }
            return {};
        case ChartKind::Throughput:
            if (!anyPoint(runs, [](const PointResult& point) {
                    return point.ok && drawsOnLine(point, true) && lineValue(point, true) > 0;
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
    }
    return {};
}

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
    switch (options.kind) {
        case ChartKind::Latency:
        case ChartKind::Throughput:
            return buildLineChart(runs, options);
        case ChartKind::Bars:
            return detail::buildBarChart(runs, options);
        case ChartKind::Distribution:
            return detail::buildDistributionChart(runs, options);
        case ChartKind::Spectrum:
            return detail::buildSpectrumChart(runs, options);
    }
    return detail::newChart(options);
}

QImage renderChartImage(const RunResult& result, QSize size) {
    const LabelledRun run{QString(), result};
    ChartOptions options;
    options.kind = defaultChartKind(result.experiment.pattern);
    return renderChartImage(std::span(&run, 1), options, size);
}

bool renderChartPng(const RunResult& result, const QString& path, QSize size, QString* error) {
    const LabelledRun run{QString(), result};
    ChartOptions options;
    options.kind = defaultChartKind(result.experiment.pattern);
    return saveChartPng(std::span(&run, 1), options, path, size, kDefaultDpi, error);
}

}  // namespace ipclab::app
