// Latency (or time per send) and throughput vs size: medians, CI bands, published references.
#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <optional>

#include "charts/chart_internal.hpp"
#include "charts/core_text.hpp"
#include "charts/result_chart.hpp"
#include "charts/units.hpp"

namespace ipclab::app::detail {
namespace {

// Up to this ratio between the largest and smallest value the y axis uses base 2.
constexpr double kMaxBase2Span = 128;

// Dashes belong to the reports' published figures alone: the caption says "Dashed:
// published". Our other runs (overlays, earlier steps of Run all steps) keep the mechanism's
// colour and a solid line, thinner, with a shape of points per run (line_markers.cpp), so the
// same mechanism in two runs reads as one colour, two shapes and never as published.

std::pair<double, double> bandOf(const PointResult& point) {
    const ShownFigure shown = shownFigure(point);
    return shown.hasInterval ? std::pair{shown.low, shown.high} : std::pair{0.0, 0.0};
}

/// Whether a published series belongs on this line chart: a figure of the family of a drawn
/// point (latency beside ping-pong, time per send beside one-sided, throughput beside stream)
/// and of that point's placement (report 004's Table II only beside a same-core point).
bool referenceFits(const ReferenceSeries& reference, std::span<const LabelledRun> runs,
                   bool stream) {
    const auto family = referenceFamily(reference);
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

/// The machine every series of `references` was measured on ("i5-4570, RHEL 6.7", as the
/// window's language names it), or "" when they differ or one does not say.
QString sharedReportMachine(const std::vector<const ReferenceSeries*>& references) {
    if (references.empty()) {
        return {};
    }
    const std::string& machine = references.front()->machine;
    for (const ReferenceSeries* reference : references) {
        if (reference->machine.empty() || reference->machine != machine) {
            return {};
        }
    }
    return coreText(machine);
}

/// One line: a run's points of one base label (mechanism + wait).
struct Line {
    int run = 0;
    QString base;
    std::string mechanism;
    std::vector<const PointResult*> points;
    /// Of ours, as the published figures beside it (statisticBeside): min beside a min.
    ReferenceStatistic statistic = ReferenceStatistic::Median;
};

/// What the chart draws, gathered before any series is made.
struct LinePlan {
    bool stream = false;
    std::vector<const ReferenceSeries*> references;
    std::vector<QString> referenceNames;
    QString machineOfReports;
    bool anyDerived = false;
    std::vector<Line> lines;           ///< In order of first appearance.
    std::vector<QString> colourOrder;  ///< Colours per base label across runs.
    std::vector<std::size_t> sizes;
    bool perOperation = true;
    /// The first run with a line here: drawn thick, and the one the title and caption name
    /// (after Run all steps the shown run is the last step, often another pattern).
    int primaryRun = 0;
    /// The runs with a line here, in order: a run's position is its points' shape
    /// (runMarkerImage), so that no two runs drawn share one.
    std::vector<int> runsDrawn;
    double lowest = 0;
    double highest = 0;

    void widen(double value) {
        if (value > 0) {
            lowest = lowest == 0 ? value : std::min(lowest, value);
            highest = std::max(highest, value);
        }
    }
    std::size_t colourIndex(const QString& base) const {
        return static_cast<std::size_t>(std::find(colourOrder.begin(), colourOrder.end(), base) -
                                        colourOrder.begin());
    }
    bool measured(const QString& base) const { return colourIndex(base) < colourOrder.size(); }
    std::size_t runOrdinal(int run) const {
        return static_cast<std::size_t>(std::find(runsDrawn.begin(), runsDrawn.end(), run) -
                                        runsDrawn.begin());
    }
};

void addPoint(LinePlan& plan, int runIndex, const PointResult& point) {
    const ReferenceStatistic statistic =
        statisticBeside(plan.references, figureOf(point.pattern), point.mechanism);
    const double value = statisticValue(point, statistic);
    if (!(value > 0)) {
        return;
    }
    plan.perOperation = plan.perOperation && point.pattern == Pattern::OneSided;
    const QString base = seriesLabel(point);
    auto line = std::find_if(plan.lines.begin(), plan.lines.end(), [&](const Line& candidate) {
        return candidate.run == runIndex && candidate.base == base;
    });
    if (line == plan.lines.end()) {
        plan.lines.push_back({runIndex, base, point.mechanism, {}, statistic});
        line = std::prev(plan.lines.end());
    }
    line->points.push_back(&point);
    if (!plan.measured(base)) {
        plan.colourOrder.push_back(base);
    }
    plan.sizes.push_back(point.sizeBytes);
    plan.widen(value);
    const auto [bandLow, bandHigh] = bandOf(point);
    // The band is the median's interval: only around a line of medians.
    if (statistic == ReferenceStatistic::Median && bandHigh > bandLow) {
        plan.widen(std::max(bandLow, lineValue(point, plan.stream) / 20));
        plan.widen(bandHigh);
    }
}

void collectLines(LinePlan& plan, std::span<const LabelledRun> runs) {
    for (std::size_t runIndex = 0; runIndex < runs.size(); ++runIndex) {
        const RunResult& run = runs[runIndex].run;
        if (plan.stream ? run.experiment.pattern == Pattern::Stream
                        : isLatencyPattern(run.experiment.pattern)) {
            plan.sizes.insert(plan.sizes.end(), run.experiment.sizesBytes.begin(),
                              run.experiment.sizesBytes.end());
        }
        // In the experiment's order of mechanisms, not the order the points arrived in: a live
        // run's rounds are shuffled, so lines (and their colours) took the order of the first
        // points in and changed colour when the run ended (pipe blue while measuring, green
        // after).
        std::vector<const PointResult*> ordered;
        for (const PointResult& point : run.points) {
            ordered.push_back(&point);
        }
        const auto& mechanisms = run.experiment.mechanisms;
        const auto rank = [&](const PointResult* point) {
            return std::find(mechanisms.begin(), mechanisms.end(), point->mechanism) -
                   mechanisms.begin();
        };
        std::stable_sort(
            ordered.begin(), ordered.end(),
            [&](const PointResult* a, const PointResult* b) { return rank(a) < rank(b); });
        for (const PointResult* point : ordered) {
            if (point->ok && drawsOnLine(*point, plan.stream) &&
                lineValue(*point, plan.stream) > 0) {
                addPoint(plan, static_cast<int>(runIndex), *point);
            }
        }
    }
    for (const Line& line : plan.lines) {
        if (std::find(plan.runsDrawn.begin(), plan.runsDrawn.end(), line.run) ==
            plan.runsDrawn.end()) {
            plan.runsDrawn.push_back(line.run);
        }
    }
    std::sort(plan.runsDrawn.begin(), plan.runsDrawn.end());
    plan.primaryRun = plan.runsDrawn.empty() ? 0 : plan.runsDrawn.front();
    for (Line& line : plan.lines) {
        std::sort(
            line.points.begin(), line.points.end(),
            [](const PointResult* a, const PointResult* b) { return a->sizeBytes < b->sizeBytes; });
    }
}

void collectReferences(LinePlan& plan, std::span<const LabelledRun> runs,
                       const ChartOptions& options) {
    for (const ReferenceSeries& reference : options.references) {
        if (referenceFits(reference, runs, plan.stream)) {
            plan.references.push_back(&reference);
        }
    }
}

void nameReferences(LinePlan& plan) {
    for (const ReferenceSeries* reference : plan.references) {
        for (const ReferencePoint& point : reference->points) {
            if (point.sizeBytes > 0) {
                plan.sizes.push_back(point.sizeBytes);
                plan.widen(point.value);
            }
        }
    }
    // "Report 004: pipes (i5-4570, RHEL 6.7)": when every published series names the same
    // machine, the legend says "Report 004: pipes" and the caption names the machine once, so
    // the legend stays narrow and leaves the plot its width.
    plan.machineOfReports = sharedReportMachine(plan.references);
    for (const ReferenceSeries* reference : plan.references) {
        QString name = coreText(reference->label);
        const QString machineSuffix = QStringLiteral(" (%1)").arg(plan.machineOfReports);
        if (!plan.machineOfReports.isEmpty() && name.endsWith(machineSuffix)) {
            name.chop(machineSuffix.size());
        }
        // The statistic the report published, so that a minimum is not read as a median.
        name += detail::publishedStatisticSuffix(reference->statistic);
        if (!reference->derivedFrom.empty()) {
            name += Charts::tr(" (derived)");
            plan.anyDerived = true;
        }
        plan.referenceNames.push_back(name);
    }
}

struct LineAxes {
    QCategoryAxis* x = nullptr;
    QLogValueAxis* y = nullptr;
};

LineAxes addLineAxes(QChart& chart, const ChartOptions& options) {
    LineAxes axes{new QCategoryAxis, new QLogValueAxis};
    axes.x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axes.x->setGridLineVisible(true);
    styleAxis(*axes.x, options);
    chart.addAxis(axes.x, Qt::AlignBottom);
    axes.y->setLabelFormat(QStringLiteral("%.6g"));  // localized: newChart
    axes.y->setMinorGridLineVisible(true);
    styleAxis(*axes.y, options);
    chart.addAxis(axes.y, Qt::AlignLeft);
    return axes;
}

void addToChart(QChart& chart, const LineAxes& axes, QAbstractSeries* series) {
    chart.addSeries(series);
    series->attachAxis(axes.x);
    series->attachAxis(axes.y);
}

/// The median's 95% band under `line`, drawn first so that the line goes over it; whether
/// there was one.
bool addBand(QChart& chart, const LineAxes& axes, const Line& line, const QString& name,
             const QColor& colour, const ScaledUnit& unit, const ChartOptions& options,
             bool stream) {
    if (line.statistic != ReferenceStatistic::Median) {
        return false;  // the interval is the median's
    }
    QList<QPointF> upper;
    QList<QPointF> lower;
    for (const PointResult* point : line.points) {
        auto [bandLow, bandHigh] = bandOf(*point);
        // A lower bound at or below zero (few, scattered repetitions) has no place on a log
        // axis: the band then reaches down to a twentieth of the value.
        bandLow = std::max(bandLow, lineValue(*point, stream) / 20);
        if (bandHigh > bandLow) {
            const double x = std::log2(static_cast<double>(point->sizeBytes));
            upper.append(QPointF(x, bandHigh / unit.factor));
            lower.append(QPointF(x, bandLow / unit.factor));
        }
    }
    if (upper.isEmpty()) {
        return false;
    }
    auto* band = newAreaSeries(upper, lower);
    band->setName(Charts::tr("%1 (95% CI)").arg(name));
    QColor fill = colour;
    fill.setAlpha(options.dark ? 70 : 55);
    band->setBrush(fill);
    QPen edge(fill);
    edge.setWidthF(0.5);
    band->setPen(edge);
    addToChart(chart, axes, band);
    tagSeries(*band, QString::fromStdString(line.mechanism), line.run, QStringLiteral("band"));
    for (QLegendMarker* marker : chart.legend()->markers(band)) {
        marker->setVisible(false);
    }
    return true;
}

void addMedianSeries(QChart& chart, const LineAxes& axes, const Line& line, std::size_t ordinal,
                     const QString& name, const QString& pointLabel, const QColor& colour,
                     std::size_t colourIndex, const ScaledUnit& unit, const ChartOptions& options) {
    const bool primary = ordinal == 0;
    const double scale = std::clamp(options.fontScale, 0.5, 4.0);
    auto* series = new QLineSeries;
    series->setName(name);
    QPen pen(colour);
    pen.setWidthF((primary ? 2.0 : 1.4) * scale);
    series->setPen(pen);
    series->setBrush(colour);
    series->setPointsVisible(true);
    series->setMarkerSize(7 * scale);
    const QImage marker = primary ? seriesMarkerImage(colourIndex, colour, 8 * scale)
                                  : runMarkerImage(ordinal, colour, 9 * scale);
    if (!marker.isNull()) {
        series->setLightMarker(marker);
    }
    // The point's shape for our legend's key (placeLineLegend), as the images draw it.
    const QString shape = !primary                          ? runMarkerSymbol(ordinal)
                          : colourIndex < kPlainMarkers     ? QStringLiteral("\u25CF")
                          : colourIndex < 2 * kPlainMarkers ? QStringLiteral("\u25A0")
                                                            : QStringLiteral("\u25C6");
    series->setProperty("ipclab.shape", shape);
    QList<QPointF> data;
    for (const PointResult* point : line.points) {
        data.append(QPointF(std::log2(static_cast<double>(point->sizeBytes)),
                            statisticValue(*point, line.statistic) / unit.factor));
    }
    series->replace(data);  // one signal, one repaint: never point by point
    addToChart(chart, axes, series);
    tagSeries(*series, QString::fromStdString(line.mechanism), line.run, QStringLiteral("median"));
    // The name may carry the statistic: the point's own label finds it again (tooltip).
    series->setProperty("ipclab.pointLabel", pointLabel);
}

struct DrawnLines {
    bool anyBand = false;
    bool anyOtherStatistic = false;
};

/// A mechanism the run shown draws too is named once in the legend, by the run shown's line:
/// two compared quick tours gave 42 entries, cut at 1024 px. Returns whether any was hidden.
bool hideRepeatedLegendEntries(QChart& chart, const LinePlan& plan, const QString& primaryLabel) {
    QSet<QString> shown;
    for (const QAbstractSeries* series : chart.series()) {
        if (series->property("ipclab.kind").toString() == QStringLiteral("median") &&
            series->property("ipclab.run").toInt() == plan.primaryRun) {
            shown.insert(series->property("ipclab.mechanism").toString());
        }
    }
    bool hidden = false;
    for (QAbstractSeries* series : chart.series()) {
        if (series->property("ipclab.kind").toString() == QStringLiteral("median") &&
            series->property("ipclab.run").toInt() != plan.primaryRun &&
            shown.contains(series->property("ipclab.mechanism").toString())) {
            series->setProperty("ipclab.legendHidden", true);  // placeLegend counts it not
            for (QLegendMarker* marker : chart.legend()->markers(series)) {
                marker->setVisible(false);
                hidden = true;
            }
        }
    }
    // The entries left name mechanisms, not "pipe — this run": the caption names the runs.
    for (QAbstractSeries* series : chart.series()) {
        if (hidden && !primaryLabel.isEmpty() &&
            series->property("ipclab.run").toInt() == plan.primaryRun) {
            for (QLegendMarker* marker : chart.legend()->markers(series)) {
                marker->setLabel(series->name().remove(QStringLiteral(" \u2014 ") + primaryLabel));
            }
        }
    }
    return hidden;
}

DrawnLines addMeasuredLines(QChart& chart, const LineAxes& axes, const LinePlan& plan,
                            std::span<const LabelledRun> runs, const ScaledUnit& unit,
                            const ChartOptions& options) {
    DrawnLines drawn;
    for (const Line& line : plan.lines) {
        const std::size_t colourIndex = plan.colourIndex(line.base);
        const QColor colour = seriesColour(colourIndex, options.dark);
        const QString pointLabel =
            seriesLabel(*line.points.front(), runs[static_cast<std::size_t>(line.run)].label);
        // Beside a report's minimum or mean, ours is the same statistic, and says so. A stop
        // cut some of its points short: their figures are over fewer rounds.
        const bool partial = std::any_of(line.points.begin(), line.points.end(),
                                         [](const PointResult* point) { return point->partial; });
        const QString name = pointLabel + (partial ? Charts::tr(" (partial)") : QString()) +
                             detail::statisticSuffix(line.statistic);
        drawn.anyOtherStatistic =
            drawn.anyOtherStatistic || line.statistic != ReferenceStatistic::Median;
        drawn.anyBand =
            addBand(chart, axes, line, name, colour, unit, options, plan.stream) || drawn.anyBand;
        addMedianSeries(chart, axes, line, plan.runOrdinal(line.run), name, pointLabel, colour,
                        colourIndex, unit, options);
    }
    return drawn;
}

void addReferenceSeries(QChart& chart, const LineAxes& axes, const LinePlan& plan,
                        std::size_t index, const ScaledUnit& unit, const ChartOptions& options) {
    const ReferenceSeries* reference = plan.references[index];
    const double scale = std::clamp(options.fontScale, 0.5, 4.0);
    auto* series = new QLineSeries;
    series->setName(plan.referenceNames[index]);
    const QString base = QString::fromStdString(reference->mechanism);
    // A colour and an open shape of its own (line_markers.cpp), as the Bars draw the reports'
    // figures in a colour of their own: in the mechanism's colour with round points a
    // report's line read as one more run of ours.
    QPen pen(publishedColour(index, options.dark));
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
    series->setMarkerSize(9 * scale);
    series->setLightMarker(publishedMarkerImage(index, pen.color(), 9 * scale));
    series->setProperty("ipclab.shape", publishedMarkerSymbol(index));
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
    addToChart(chart, axes, series);
    tagSeries(*series, base, -1, QStringLiteral("reference"));
}

/// The statistic every line shows, or "statistic per line" (then each says its own).
QString sharedStatisticWord(const std::vector<Line>& lines) {
    std::optional<ReferenceStatistic> shared;
    for (std::size_t index = 0; index < lines.size(); ++index) {
        if (index == 0) {
            shared = lines[index].statistic;
        } else if (shared != lines[index].statistic) {
            return Charts::tr("statistic per line");
        }
    }
    return statisticWord(shared.value_or(ReferenceStatistic::Median));
}

void titleAxes(QChart& chart, const LineAxes& axes, const LinePlan& plan, const ScaledUnit& unit,
               const ChartOptions& options) {
    fillSizeAxis(*axes.x, plan.sizes, options.locale);
    keepSizeLabelsReadable(chart, *axes.x, plan.sizes, options.locale);
    // Short axis titles (they must fit beside the plot at presentation size): "log scale" is
    // said once, on the x axis, for both.
    axes.x->setTitleText(plan.stream ? Charts::tr("chunk size (both axes log scale)")
                                     : Charts::tr("message size (both axes log scale)"));
    applyLogRange(*axes.y, plan.lowest / unit.factor, plan.highest / unit.factor);
    const QString unitName = QString::fromUtf8(unit.name);
    const QString statistic = sharedStatisticWord(plan.lines);
    axes.y->setTitleText(plan.stream ? Charts::tr("throughput, %1 (%2)").arg(statistic, unitName)
                         : plan.perOperation
                             ? Charts::tr("time per send, %1 (%2)").arg(statistic, unitName)
                             : Charts::tr("one-way latency, %1 (%2)").arg(statistic, unitName));
}

void titleLineChart(QChart& chart, const LinePlan& plan, const DrawnLines& drawn,
                    std::span<const LabelledRun> runs, const ChartOptions& options) {
    const bool stream = plan.stream;
    const QString what = stream              ? Charts::tr("Throughput vs chunk size")
                         : plan.perOperation ? Charts::tr("Time per send vs message size")
                                             : Charts::tr("One-way latency vs message size");
    QString how;
    ChartOptions named = options;
    if (!runs.empty()) {
        const auto primary = static_cast<std::size_t>(plan.primaryRun);
        const Experiment& experiment = runs[primary].run.experiment;
        how = patternText(experiment);
        if (runs.size() == 1) {
            how += QStringLiteral(", ") + ranPlacementText(runs[primary].run);
        }
        // The caption given is the shown run's (run 0): not this chart's when it draws none
        // of that run's points (the stream step beside the latency steps); what it says of
        // every run (the preset) stays.
        if (primary != 0) {
            named.caption = options.sharedCaption;
        }
    }
    const QString failed = failedNote(runs, options.locale, [stream](const PointResult& point) {
        return drawsOnLine(point, stream);
    });
    QStringList caption = captionLines(drawnRuns(runs, plan.runsDrawn), named, failed);
    if (runs.size() > 1 && !plan.lines.empty()) {
        hideRepeatedLegendEntries(chart, plan,
                                  runs[static_cast<std::size_t>(plan.primaryRun)].label);
    }
    if (drawn.anyBand) {
        caption << (stream ? Charts::tr("Lines: median over rounds; shaded: 95% interval of "
                                        "the median (order statistics over the rounds)")
                           : Charts::tr("Lines: median of the rounds' medians; shaded: its 95% "
                                        "interval (order statistics over the rounds' medians)"));
    }
    if (drawn.anyOtherStatistic) {
        caption << Charts::tr(
            "Lines marked (min) or (mean): that statistic of ours, as the report's figures "
            "beside them (no band: the interval is the median's)");
        if (plan.stream) {
            // "min throughput" read as the slowest: it is the fastest repetition.
            caption << Charts::tr(
                "Throughput (min): the fastest repetition, the one that took the least time "
                "per byte, as the reports give it; (mean): total bytes over total time");
        }
    }
    if (!plan.references.empty()) {
        caption << (plan.machineOfReports.isEmpty()
                        ? Charts::tr("Dashed, open points: figures published in the report")
                        : Charts::tr("Dashed, open points: figures published in the report, "
                                     "measured there on %1")
                              .arg(plan.machineOfReports));
        if (plan.anyDerived) {
            caption << Charts::tr(
                "Dotted (derived): computed by the report from another of its "
                "figures, not measured");
        }
    }
    setTitle(chart, options, what, how, caption);
}

}  // namespace

QChart* buildLineChart(std::span<const LabelledRun> runs, const ChartOptions& options) {
    LinePlan plan;
    plan.stream = options.kind == ChartKind::Throughput;
    collectReferences(plan, runs, options);
    collectLines(plan, runs);
    nameReferences(plan);

    QChart* chart = newChart(options);
    const LineAxes axes = addLineAxes(*chart, options);
    // One unit for the whole axis, picked by the middle of the range (geometric mean), so
    // neither end needs exponents: 75 ns .. 1.2 ms reads as 0.01 .. 10000 µs.
    const double middle =
        plan.highest > 0 ? std::sqrt(plan.lowest * plan.highest) : (plan.stream ? 1e9 : 1e4);
    const ScaledUnit unit = plan.stream ? rateUnitFor(middle) : timeUnitFor(middle);
    const DrawnLines drawn = addMeasuredLines(*chart, axes, plan, runs, unit, options);
    for (std::size_t index = 0; index < plan.references.size(); ++index) {
        addReferenceSeries(*chart, axes, plan, index, unit, options);
    }
    titleAxes(*chart, axes, plan, unit, options);
    titleLineChart(*chart, plan, drawn, runs, options);
    placeLineLegend(*chart, options, lineVerdict(runs, options),
                    runKey(runs, plan.runsDrawn, options));
    return chart;
}

}  // namespace ipclab::app::detail
