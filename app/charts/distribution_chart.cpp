// The distribution of one point: how its samples spread (histogram over log bins) and the
// share below each latency (CDF), with the percentiles people quote marked.
#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

#include "charts/chart_internal.hpp"
#include "charts/result_chart.hpp"
#include "charts/units.hpp"
#include "ipclab/system_info.hpp"

namespace ipclab::app {
namespace {

struct Selected {
    const PointResult* point = nullptr;
    int run = -1;
    QString problem;
};

bool matches(const PointResult& point, const QString& mechanism) {
    return mechanism.isEmpty() || QString::fromStdString(point.mechanism) == mechanism ||
           seriesLabel(point) == mechanism;
}

Selected selectPoint(std::span<const LabelledRun> runs, const ChartOptions& options) {
    const QString& mechanism = options.distributionMechanism;
    const std::size_t size = options.distributionSizeBytes;
    bool mechanismSeen = false;
    const PointResult* withoutHistogram = nullptr;
    QStringList sizesSeen;
    for (std::size_t runIndex = 0; runIndex < runs.size(); ++runIndex) {
        for (const PointResult& point : runs[runIndex].run.points) {
            if (!matches(point, mechanism)) {
                continue;
            }
            mechanismSeen = true;
            if (size != 0 && point.sizeBytes != size) {
                if (point.ok) {
                    sizesSeen << localSize(point.sizeBytes, options.locale);
                }
                continue;
            }
            if (!point.ok) {
                if (size != 0 && !mechanism.isEmpty()) {
                    return {nullptr, -1,
                            Charts::tr("%1 at %2 failed: %3")
                                .arg(mechanism, localSize(size, options.locale),
                                     coreMessage(point.error.message))};
                }
                continue;
            }
            if (point.latencyHistogram.counts.empty()) {
                withoutHistogram = withoutHistogram != nullptr ? withoutHistogram : &point;
                continue;
            }
            return {&point, static_cast<int>(runIndex), {}};
        }
    }
    if (!mechanismSeen) {
        return {nullptr, -1,
                Charts::tr("No point of mechanism %1 in these results").arg(mechanism)};
    }
    if (withoutHistogram != nullptr) {
        return {nullptr, -1,
                Charts::tr("%1 %2 has no latency histogram: only ping-pong and paced points "
                           "record one (and only files written by IPC Lab %3 or later)")
                    .arg(QString::fromStdString(withoutHistogram->mechanism),
                         localSize(withoutHistogram->sizeBytes, options.locale),
                         QString::fromLatin1(appVersion()))};
    }
    if (size != 0) {
        sizesSeen.removeDuplicates();
        return {nullptr, -1,
                Charts::tr("No successful point of %1 at %2 (measured: %3)")
                    .arg(mechanism.isEmpty() ? Charts::tr("any mechanism") : mechanism,
                         localSize(size, options.locale),
                         sizesSeen.isEmpty() ? Charts::tr("none")
                                             : sizesSeen.join(QStringLiteral(", ")))};
    }
    return {nullptr, -1, Charts::tr("No successful point to show a distribution of")};
}

}  // namespace

namespace detail {
namespace {

// The latency axis' range: the histogram's edges, cut at 1.5 x p99.9 so that one stray sample
// (a preemption, a page fault) does not stretch the axis over decades and squeeze the body of
// the distribution into a sliver; the caption then says how far the tail goes on.
struct AxisRange {
    double lowNs = 0;
    double highNs = 0;
    bool tailCutOff = false;
    double tailCut = 0;
    std::uint64_t beyondCut = 0;  ///< Samples in bins past the cut.
};

AxisRange axisRange(const PointResult& point) {
    const Histogram& histogram = point.latencyHistogram;
    AxisRange range{histogram.edges.front(), histogram.edges.back()};
    if (!(range.highNs > range.lowNs)) {  // every sample equal: one bin [x, x]
        range.lowNs *= 0.9;
        range.highNs *= 1.1;
    }
    range.lowNs = std::max(range.lowNs, 0.1);
    range.highNs = std::max(range.highNs, range.lowNs * 1.01);
    range.tailCut = point.latencyNs.p999 * 1.5;
    // Cut only when a sample lies beyond: the last bin's edge passes the largest sample, and a
    // caption saying the tail goes on to below the cut would not be true.
    range.tailCutOff = point.latencyNs.p999 > 0 && range.tailCut > range.lowNs * 1.01 &&
                       range.highNs > range.tailCut && point.latencyNs.max > range.tailCut;
    if (range.tailCutOff) {
        range.highNs = range.tailCut;
        for (std::size_t bin = 0; bin < histogram.counts.size(); ++bin) {
            range.beyondCut += histogram.edges[bin] >= range.tailCut ? histogram.counts[bin] : 0;
        }
        // The bin the cut falls in is not counted (how its samples split is not kept), but the
        // largest sample is beyond the cut.
        range.beyondCut = std::max<std::uint64_t>(range.beyondCut, 1);
    }
    return range;
}

std::uint64_t sampleCount(const Histogram& histogram) {
    std::uint64_t total = 0;
    for (std::uint64_t count : histogram.counts) {
        total += count;
    }
    return total;
}

// The part of a line left of the axis' end, closed by a point on it: a chart drawn into an SVG
// or a PDF is not clipped to its plot as the window's is, so the tail past an axis cut ran on
// over the key. Steps keep their level up to the cut.
QList<QPointF> cutAtAxisEnd(const QList<QPointF>& line, const QAbstractAxis& xAxis) {
    const auto* axis = qobject_cast<const QValueAxis*>(&xAxis);
    if (axis == nullptr) {
        return line;
    }
    const double end = axis->max();
    QList<QPointF> kept;
    for (const QPointF& point : line) {
        if (point.x() <= end) {
            kept << point;
            continue;
        }
        if (!kept.isEmpty()) {
            const QPointF last = kept.back();
            const double share = (end - last.x()) / (point.x() - last.x());
            kept << QPointF(end, last.y() + share * (point.y() - last.y()));
        }
        break;
    }
    return kept;
}

// The histogram as a stepped area on the left axis: the share of samples in each bin, in
// percent.
void addHistogram(QChart& chart, QAbstractAxis& xAxis, const PointResult& point,
                  const AxisRange& range, const ChartOptions& options, int run) {
    const Histogram& histogram = point.latencyHistogram;
    const std::uint64_t total = sampleCount(histogram);
    QList<QPointF> steps;
    QList<QPointF> floor;
    double tallest = 0;
    for (std::size_t bin = 0; bin < histogram.counts.size(); ++bin) {
        const double share = total > 0 ? 100.0 * static_cast<double>(histogram.counts[bin]) /
                                             static_cast<double>(total)
                                       : 0;
        tallest = std::max(tallest, share);
        double left = std::max(histogram.edges[bin], 0.1);
        double right = histogram.edges[bin + 1];
        if (!(right > left)) {
            left = range.lowNs;
            right = range.highNs;
        }
        steps << QPointF(std::log10(left), share) << QPointF(std::log10(right), share);
        floor << QPointF(std::log10(left), 0) << QPointF(std::log10(right), 0);
    }
    auto* area = newAreaSeries(cutAtAxisEnd(steps, xAxis), cutAtAxisEnd(floor, xAxis));
    // Short names: the axis titles say what the shares are, and a long name is cut in the GUI.
    area->setName(Charts::tr("histogram (left axis)"));
    const QColor colour = seriesColour(0, options.dark);
    QColor fill = colour;
    fill.setAlpha(110);
    area->setBrush(fill);
    QPen edge(colour);
    edge.setWidthF(1.2 * std::clamp(options.fontScale, 0.5, 4.0));
    area->setPen(edge);
    chart.addSeries(area);
    area->attachAxis(&xAxis);
    auto* shareAxis = new QValueAxis;
    shareAxis->setRange(0, std::max(1.0, tallest * 1.15));
    shareAxis->applyNiceNumbers();
    shareAxis->setLabelFormat(QStringLiteral("%.6g %"));  // localized (newChart): no "%%"
    shareAxis->setTitleText(Charts::tr("share of samples per bin"));
    styleAxis(*shareAxis, options);
    chart.addAxis(shareAxis, Qt::AlignLeft);
    area->attachAxis(shareAxis);
    tagSeries(*area, QString::fromStdString(point.mechanism), run, QStringLiteral("histogram"));
    // A filled square for the area; the lines below keep their stretch of line.
    for (QLegendMarker* marker : chart.legend()->markers(area)) {
        marker->setShape(QLegend::MarkerShapeRectangle);
    }
}

// The CDF at each bin's upper edge, on a right axis from 0 to 1, which it returns.
QValueAxis* addCdf(QChart& chart, QAbstractAxis& xAxis, const PointResult& point,
                   const AxisRange& range, const ChartOptions& options, int run) {
    const Histogram& histogram = point.latencyHistogram;
    const std::uint64_t total = sampleCount(histogram);
    auto* cdf = new QLineSeries;
    cdf->setName(Charts::tr("CDF (right axis)"));
    QList<QPointF> cumulative;
    cumulative << QPointF(std::log10(std::max(histogram.edges.front(), 0.1)), 0);
    std::uint64_t running = 0;
    for (std::size_t bin = 0; bin < histogram.counts.size(); ++bin) {
        running += histogram.counts[bin];
        const double right = std::max(histogram.edges[bin + 1], range.lowNs);
        cumulative << QPointF(
            std::log10(right),
            total > 0 ? static_cast<double>(running) / static_cast<double>(total) : 0);
    }
    cdf->replace(cutAtAxisEnd(cumulative, xAxis));
    QPen cdfPen(seriesColour(1, options.dark));
    cdfPen.setWidthF(2.2 * std::clamp(options.fontScale, 0.5, 4.0));
    cdf->setPen(cdfPen);
    chart.addSeries(cdf);
    cdf->attachAxis(&xAxis);
    auto* cdfAxis = new QValueAxis;
    cdfAxis->setRange(0, 1);
    cdfAxis->setTickCount(6);
    cdfAxis->setLabelFormat(QStringLiteral("%.1f"));
    cdfAxis->setTitleText(Charts::tr("cumulative share (CDF)"));
    cdfAxis->setGridLineVisible(false);
    styleAxis(*cdfAxis, options);
    chart.addAxis(cdfAxis, Qt::AlignRight);
    cdf->attachAxis(cdfAxis);
    tagSeries(*cdf, QString::fromStdString(point.mechanism), run, QStringLiteral("cdf"));
    return cdfAxis;
}

// Vertical markers at p50 / p99 / p99.9 of the pooled samples, labelled inside the plot.
void addPercentileMarkers(QChart& chart, QAbstractAxis& xAxis, QAbstractAxis& cdfAxis,
                          const PointResult& point, const AxisRange& range,
                          const ChartOptions& options, int run) {
    struct Marker {
        const char* name;
        QString legend;  ///< "%1" is the duration
        double ns;
        QColor colour;
    };
    const Marker markers[] = {
        {"p50", Charts::tr("p50 (median) = %1"), point.latencyNs.median,
         themeFor(options.dark).text},
        {"p99", Charts::tr("p99 = %1"), point.latencyNs.p99, seriesColour(4, options.dark)},
        {"p99.9", Charts::tr("p99.9 = %1"), point.latencyNs.p999, seriesColour(3, options.dark)}};
    // Each label at its own height, inside the plot: p99 and p99.9 are often a few pixels
    // apart on a log axis, and a label at the top edge was cut by the title.
    const double labelHeights[] = {0.92, 0.82, 0.72};
    int markerIndex = 0;
    for (const Marker& marker : markers) {
        const double labelHeight = labelHeights[markerIndex++];
        if (!(marker.ns > 0)) {
            continue;
        }
        auto* line = new QLineSeries;
        const double x = std::log10(std::clamp(marker.ns, range.lowNs, range.highNs));
        line->replace({QPointF(x, 0), QPointF(x, labelHeight), QPointF(x, 1)});
        line->setName(marker.legend.arg(localDuration(marker.ns, options.locale)));
        QPen pen(marker.colour);
        pen.setWidthF(1.6 * std::clamp(options.fontScale, 0.5, 4.0));
        pen.setStyle(Qt::DashLine);
        line->setPen(pen);
        // "p99,9" in German, as the legend's translated "p99,9 = %1".
        line->setPointLabelsFormat(localDecimals(QString::fromLatin1(marker.name), options.locale));
        line->setPointLabelsVisible(true);
        line->setPointLabelsClipping(false);
        line->setPointLabelsFont(scaledFont(options, 9, true));
        line->setPointLabelsColor(marker.colour);
        line->setPointConfiguration(0, QXYSeries::PointConfiguration::LabelVisibility, false);
        line->setPointConfiguration(2, QXYSeries::PointConfiguration::LabelVisibility, false);
        chart.addSeries(line);
        line->attachAxis(&xAxis);
        line->attachAxis(&cdfAxis);
        tagSeries(*line, QString::fromStdString(point.mechanism), run, QStringLiteral("marker"));
    }
}

void setDistributionTitle(QChart& chart, const LabelledRun& run, const PointResult& point,
                          const AxisRange& range, const ChartOptions& options) {
    const QString what =
        Charts::tr("Distribution: %1 at %2")
            .arg(seriesLabel(point, run.label), localSize(point.sizeBytes, options.locale));
    QString how =
        patternText(run.run.experiment) + QStringLiteral(", ") + placementText(point.placement);
    QStringList caption = captionLines(std::span(&run, 1), options, {});
    // "%L1" groups in the chart's locale, not the process's (the CLI's charts stay C).
    caption << Charts::tr("%L1 samples of %2 repetitions pooled; histogram bins are log-spaced")
                   .arg(options.locale.toString(
                       static_cast<qulonglong>(sampleCount(point.latencyHistogram))))
                   .arg(point.repetitions.size());
    if (range.tailCutOff) {
        // "samples beyond: 1", not "1 samples beyond": the charts' English has no plural forms.
        caption << Charts::tr(
                       "Axis cut at 1.5 \u00D7 p99.9 (%1): the tail goes on to %2 "
                       "(samples beyond: %3)")
                       .arg(localDuration(range.tailCut, options.locale),
                            localDuration(point.latencyNs.max, options.locale))
                       .arg(options.locale.toString(static_cast<qulonglong>(range.beyondCut)));
    }
    setTitle(chart, options, what, how, caption);
}

}  // namespace

QString distributionProblem(std::span<const LabelledRun> runs, const ChartOptions& options) {
    return selectPoint(runs, options).problem;
}

QChart* buildDistributionChart(std::span<const LabelledRun> runs, const ChartOptions& options) {
    const Selected selected = selectPoint(runs, options);
    const PointResult& point = *selected.point;
    QChart* chart = newChart(options);
    const AxisRange range = axisRange(point);

    auto* xAxis = new QCategoryAxis;
    xAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    const double margin = (std::log10(range.highNs) - std::log10(range.lowNs)) * 0.03;
    fillLatencyAxis(*xAxis, range.lowNs / std::pow(10.0, margin),
                    range.highNs * std::pow(10.0, margin), options.locale);
    xAxis->setTitleText(point.pattern == Pattern::OneSided
                            ? Charts::tr("time per send (log scale)")
                            : Charts::tr("one-way latency (log scale)"));
    styleAxis(*xAxis, options);
    chart->addAxis(xAxis, Qt::AlignBottom);

    addHistogram(*chart, *xAxis, point, range, options, selected.run);
    QValueAxis* cdfAxis = addCdf(*chart, *xAxis, point, range, options, selected.run);
    addPercentileMarkers(*chart, *xAxis, *cdfAxis, point, range, options, selected.run);
    setDistributionTitle(*chart, runs[static_cast<std::size_t>(selected.run)], point, range,
                         options);
    if (!options.onScreen) {
        // A picture has no tooltip for a key cut under the plot ("Verteilungsfunktio..."):
        // a long key goes beside it, whole.
        placeLegend(*chart);
    }
    return chart;
}

}  // namespace detail
}  // namespace ipclab::app
