// Bars at one size, fastest first, each labelled with its value and how many times slower than
// the fastest it is - the figure style of the reports themselves.
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <set>

#include "charts/bar_groups.hpp"
#include "charts/bar_labels.hpp"
#include "charts/bar_pairs.hpp"
#include "charts/chart_internal.hpp"
#include "charts/core_text.hpp"
#include "charts/floor_reference.hpp"
#include "charts/result_chart.hpp"
#include "charts/units.hpp"

namespace ipclab::app {

using detail::BarGroup;
using detail::BarMode;
using detail::barSize;
using detail::modeOf;
using detail::pointFits;
using detail::rankedBars;
using detail::rankedGroups;
using detail::usable;

namespace {

/// The statistic in a title: the one every bar of ours shows, or "statistic per bar".
QString statisticInTitle(const std::optional<ReferenceStatistic>& statistic) {
    return statistic ? detail::statisticWord(*statistic) : Charts::tr("statistic per bar");
}

/// The value axis' title for a chart of one group.
QString axisTitleOf(const BarGroup& group, const QString& sizeText, const QString& unitName) {
    const QString statistic = statisticInTitle(group.statistic);
    switch (group.family) {
        case Figure::Throughput:
            return Charts::tr("throughput at %1 chunks, %2 (%3)")
                .arg(sizeText, statistic, unitName);
        case Figure::LockOperation:
            return Charts::tr("time per acquire + release, %1 of repetitions (%2)")
                .arg(statistic, unitName);
        case Figure::TimePerSend:
            return Charts::tr("time per send at %1, %2 (%3)").arg(sizeText, statistic, unitName);
        case Figure::Latency:
            break;
    }
    return Charts::tr("one-way latency at %1, %2 (%3)").arg(sizeText, statistic, unitName);
}

/// The heading above a group's bars when the chart ranks several groups apart.
QString headingOf(const BarGroup& group) {
    const QString statistic = statisticInTitle(group.statistic);
    switch (group.family) {
        case Figure::Throughput:
            return Charts::tr("Throughput, %1:").arg(statistic);
        case Figure::LockOperation:
            return Charts::tr("Time per acquire + release, %1:").arg(statistic);
        case Figure::TimePerSend:
            return Charts::tr("Time per send (one-sided), %1:").arg(statistic);
        case Figure::Latency:
            break;
    }
    return Charts::tr("One-way latency (round trip / 2), %1:").arg(statistic);
}

/// Labels of a logarithmic value axis: one per `stride` powers of ten from `low` (a power of
/// ten) up to `high`, placed at log10(value / low) as the bars are.
void fillLogAxis(QCategoryAxis& axis, double low, double high, int stride, const QLocale& locale) {
    for (const QString& label : axis.categoriesLabels()) {
        axis.remove(label);
    }
    axis.setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    const int decades = std::max(1, static_cast<int>(std::ceil(std::log10(high / low) - 1e-9)));
    axis.setStartValue(0);
    for (int decade = 0; decade <= decades; decade += stride) {
        axis.append(locale.toString(low * std::pow(10.0, decade), 'g', 6), decade);
    }
}

/// Qt Charts gives each label of a horizontal axis the plot's width over its number of ticks
/// (less 2 x 4 px of padding), wherever the ticks are, and cuts a wider label to "1...".
bool labelsFit(double plotWidth, double widest, int ticks) {
    return ticks <= 1 || widest + 9 <= plotWidth / ticks;
}

/// fillLogAxis at every decade, or every 2nd, 3rd, ... when the labels would be cut, again
/// whenever the plot's width changes ("0...." and "1..." with 7 decades at 1024x768).
void keepLogLabelsReadable(QChart& chart, QCategoryAxis& axis, double low, double high,
                           const QLocale& locale) {
    auto stride = std::make_shared<int>(0);
    QCategoryAxis* target = &axis;
    const auto relabel = [target, low, high, locale, stride](const QRectF& plot) {
        const int decades = std::max(1, static_cast<int>(std::ceil(std::log10(high / low) - 1e-9)));
        const QFontMetricsF metrics(target->labelsFont());
        double widest = 0;
        for (int decade = 0; decade <= decades; ++decade) {
            widest = std::max(widest, metrics.horizontalAdvance(
                                          locale.toString(low * std::pow(10.0, decade), 'g', 6)));
        }
        int wanted = 1;
        // The axis's start value is a tick too: labels + 1.
        while (wanted < decades && plot.width() > 0 &&
               !labelsFit(plot.width(), widest, decades / wanted + 2)) {
            ++wanted;
        }
        if (wanted != *stride) {  // relabelling moves the layout: only on a change
            *stride = wanted;
            fillLogAxis(*target, low, high, wanted, locale);
        }
    };
    QObject::connect(&chart, &QChart::plotAreaChanged, &axis, relabel);
    relabel(chart.plotArea());
}

/// A linear value axis ticked every 1, 2 or 5 x 10^k units, the finest step whose labels Qt
/// leaves whole, again whenever the plot's width changes ("8..." "6..." at 1024x768).
void keepValueLabelsReadable(QChart& chart, QValueAxis& axis, const QLocale& locale) {
    QValueAxis* target = &axis;
    const auto retick = [target, locale](const QRectF& plot) {
        const double range = target->max() - target->min();
        if (!(range > 0) || !(plot.width() > 0)) {
            return;
        }
        const QFontMetricsF metrics(target->labelsFont());
        const double widest =
            std::max(metrics.horizontalAdvance(locale.toString(target->max(), 'g', 6)),
                     metrics.horizontalAdvance(locale.toString(range / 7, 'g', 3)));
        double step = std::pow(10.0, std::floor(std::log10(range / 10)));
        for (int turn = 0; turn < 12; ++turn) {
            const int ticks = static_cast<int>(std::floor(range / step + 1e-9)) + 1;
            if (labelsFit(plot.width(), widest, ticks)) {
                break;
            }
            step *= turn % 3 == 1 ? 2.5 : 2;  // 1, 2, 5, 10, 20, 50, ...
        }
        if (target->tickType() != QValueAxis::TicksDynamic || target->tickInterval() != step) {
            target->setTickType(QValueAxis::TicksDynamic);
            target->setTickAnchor(0);
            target->setTickInterval(step);
        }
    };
    QObject::connect(&chart, &QChart::plotAreaChanged, &axis, retick);
    retick(chart.plotArea());
}

}  // namespace

bool barsUseLogScale(std::span<const LabelledRun> runs, const ChartOptions& givenOptions) {
    const ChartOptions options = detail::withComparableReferences(runs, givenOptions);
    if (options.barScale != BarScale::Auto) {
        return options.barScale == BarScale::Log;
    }
    const std::vector<BarEntry> bars = rankedBars(runs, options);
    if (bars.size() < 2) {
        return false;
    }
    const auto [low, high] =
        std::minmax_element(bars.begin(), bars.end(),
                            [](const BarEntry& a, const BarEntry& b) { return a.value < b.value; });
    return high->value > low->value * kAutoLogBarSpan;
}

QString barVerdict(std::span<const LabelledRun> runs, const ChartOptions& givenOptions) {
    const ChartOptions options = detail::withComparableReferences(runs, givenOptions);
    // Within the first run's group only: a time per send is not ranked against a latency.
    const std::vector<BarGroup> groups = rankedGroups(runs, options);
    if (groups.empty()) {
        return {};
    }
    std::vector<BarEntry> measured = groups.front().bars;
    std::erase_if(measured, [](const BarEntry& bar) { return bar.reference; });
    if (measured.size() < 2) {
        return {};
    }
    const BarEntry& fastest = measured.front();
    const BarEntry& slowest = measured.back();
    if (fastest.point == nullptr || slowest.point == nullptr) {
        return {};
    }
    if (const std::optional<QString> paired =
            detail::pairedVerdict(fastest, slowest, runs, options.locale)) {
        return *paired;
    }
    return detail::unpairedVerdict(fastest, slowest, modeOf(runs) == BarMode::Rate,
                                   groups.front().statistic == ReferenceStatistic::Median,
                                   options.locale);
}

namespace detail {

QString barsProblem(std::span<const LabelledRun> runs, const ChartOptions& options) {
    const BarMode mode = modeOf(runs);
    const std::size_t size = barSize(runs, options, mode);
    std::set<std::size_t> measured;
    bool any = false;
    for (const LabelledRun& run : runs) {
        for (const PointResult& point : run.run.points) {
            if (usable(point, mode)) {
                measured.insert(point.sizeBytes);
                any = any || mode == BarMode::Lock || point.sizeBytes == size;
            }
        }
    }
    if (measured.empty()) {
        return Charts::tr("No successful point to draw as bars");
    }
    if (!any) {
        QStringList sizes;
        for (std::size_t measuredSize : measured) {
            sizes << localSize(measuredSize, options.locale);
        }
        return Charts::tr("No successful point at %1 (measured sizes: %2)")
            .arg(localSize(size, options.locale), sizes.join(QStringLiteral(", ")));
    }
    return {};
}

namespace {

/// The rows top to bottom: each group's bars under its heading when groups are ranked apart.
/// A heading is a row without a bar (value 0) and with its text bold.
struct BarRows {
    std::vector<BarEntry> entries;
    std::vector<bool> heading;
    std::vector<bool> bold;
};

BarRows rowsOf(const std::vector<BarGroup>& groups) {
    BarRows rows;
    for (const BarGroup& group : groups) {
        if (groups.size() > 1) {
            BarEntry title;
            title.label = headingOf(group);
            rows.entries.push_back(title);
            rows.heading.push_back(true);
            rows.bold.push_back(true);
        }
        for (const BarEntry& entry : group.bars) {
            rows.entries.push_back(entry);
            rows.heading.push_back(false);
            rows.bold.push_back(&entry == &group.bars.front());
        }
    }
    return rows;
}

/// Where a value ends on the value axis: linear in the unit, or log10 above logLow.
struct BarScale {
    ScaledUnit unit;
    bool log = false;
    double logLow = 1;
    double largest = 0;

    double plotted(double value) const {
        if (!(value > 0)) {
            return 0.0;  // a heading's row
        }
        return log ? std::log10(value / unit.factor / logLow) : value / unit.factor;
    }
};

/// `floorNs`: the hardware's floor, drawn as a line, so the axis reaches down to it too.
BarScale scaleOf(const BarRows& rows, bool rate, bool log, std::optional<double> floorNs) {
    BarScale scale;
    for (const BarEntry& entry : rows.entries) {
        scale.largest = std::max(scale.largest, entry.value);
    }
    scale.unit = rate ? rateUnitFor(scale.largest) : timeUnitFor(scale.largest);
    double smallest = scale.largest;
    for (const BarEntry& entry : rows.entries) {
        if (entry.value > 0) {
            smallest = std::min(smallest, entry.value);
        }
    }
    if (floorNs && *floorNs > 0) {
        smallest = std::min(smallest, *floorNs);
    }
    // Log scale: bars measured from a power of ten below the smallest (at least a third of a
    // decade below it, so that the shortest bar still shows).
    scale.log = log;
    scale.logLow = std::pow(
        10.0, std::floor(std::log10(std::max(smallest, 1e-300) / scale.unit.factor) - 0.3));
    return scale;
}

/// The bar sets: ours and published in two colours, or (runs paired) one shade per run named
/// by its run label in the legend.
std::vector<QBarSet*> barSets(const BarRows& rows, const QStringList& runLabels,
                              const ChartOptions& options) {
    std::vector<QBarSet*> sets;
    if (!runLabels.isEmpty()) {
        for (qsizetype run = 0; run < runLabels.size(); ++run) {
            auto* set = new QBarSet(runLabels[run]);
            set->setColor(runShade(static_cast<int>(run), options.dark));
            set->setBorderColor(set->color());
            sets.push_back(set);
        }
        return sets;
    }
    auto* measured = new QBarSet(Charts::tr("measured here"));
    measured->setColor(seriesColour(0, options.dark));
    measured->setBorderColor(seriesColour(0, options.dark));
    sets.push_back(measured);
    if (std::any_of(rows.entries.begin(), rows.entries.end(),
                    [](const BarEntry& entry) { return entry.reference; })) {
        auto* published = new QBarSet(Charts::tr("published in the report"));
        const QColor reference = themeFor(options.dark).reference;
        published->setColor(reference);
        published->setBorderColor(reference);
        sets.push_back(published);
    }
    return sets;
}

/// The bars, with hidden category labels: the names are drawn beside the bars by addBarNames.
/// `runLabels` not empty: the runs are paired, one bar set per run.
QHorizontalStackedBarSeries* addBars(QChart& chart, const BarRows& rows, const BarScale& scale,
                                     std::size_t size, const QStringList& runLabels,
                                     const ChartOptions& options) {
    auto* series = new QHorizontalStackedBarSeries;
    const std::vector<QBarSet*> sets = barSets(rows, runLabels, options);
    QStringList categories;
    QStringList names;
    QStringList mechanisms;
    // A horizontal bar chart stacks its first category at the bottom: append slowest first so
    // the fastest reads on top.
    for (auto entry = rows.entries.rbegin(); entry != rows.entries.rend(); ++entry) {
        // Unique on the (hidden) axis: a paired bar without a name goes by "id@run".
        categories << (entry->label.isEmpty() ? entry->mechanism : entry->label);
        names << entry->label;
        mechanisms << entry->mechanism;
        const std::size_t setOf = !runLabels.isEmpty()
                                      ? static_cast<std::size_t>(std::max(entry->run, 0))
                                  : entry->reference ? 1
                                                     : 0;
        for (std::size_t set = 0; set < sets.size(); ++set) {
            *sets[set] << (set == setOf ? scale.plotted(entry->value) : 0.0);
        }
    }
    for (QBarSet* set : sets) {
        series->append(set);
    }
    series->setBarWidth(0.62);
    chart.addSeries(series);
    tagSeries(*series, QString(), 0, QStringLiteral("bars"));
    series->setProperty("ipclab.barMechanisms", mechanisms);
    series->setProperty("ipclab.barSize", static_cast<qulonglong>(size));
    // Filled squares: "from series" would draw bar sets as small empty boxes.
    chart.legend()->setMarkerShape(QLegend::MarkerShapeRectangle);
    if (sets.size() < 2) {
        chart.legend()->setVisible(false);  // one colour: nothing to explain
    }

    auto* categoryAxis = new QBarCategoryAxis;
    categoryAxis->append(categories);
    categoryAxis->setGridLineVisible(false);
    styleAxis(*categoryAxis, options);
    // The names are drawn by us, beside their bars: Qt Charts cuts a category label to "..."
    // as soon as the bars are closer than a line of text (the quick tour's 21 bars in a
    // window), and a chart of dots saying "..." names nothing.
    categoryAxis->setLabelsVisible(false);
    chart.addAxis(categoryAxis, Qt::AlignLeft);
    series->attachAxis(categoryAxis);
    std::vector<bool> headings(rows.heading.rbegin(), rows.heading.rend());
    addBarNames(chart, names, headings, options);
    return series;
}

void addValueAxis(QChart& chart, QAbstractSeries& series, const BarScale& scale,
                  const QString& title, const ChartOptions& options) {
    QAbstractAxis* valueAxis = nullptr;
    if (scale.log) {
        auto* axis = new QCategoryAxis;
        fillLogAxis(*axis, scale.logLow, scale.largest / scale.unit.factor, 1, options.locale);
        const double top = scale.plotted(scale.largest);
        // Up to the decade that closes the axis (its last label); the bars' labels get the
        // chart's right margin, not a share of the axis.
        axis->setRange(0, std::max(top * 1.02, std::ceil(top - 1e-9)));
        axis->setGridLineVisible(true);
        valueAxis = axis;
    } else {
        auto* axis = new QValueAxis;
        // The labels get the chart's right margin, not a share of the axis.
        axis->setRange(0, scale.largest / scale.unit.factor * 1.02);
        axis->applyNiceNumbers();
        axis->setLabelFormat(QStringLiteral("%.6g"));  // localized: newChart
        valueAxis = axis;
    }
    styleAxis(*valueAxis, options);
    valueAxis->setTitleText(scale.log ? title + Charts::tr(", log scale") : title);
    chart.addAxis(valueAxis, Qt::AlignBottom);
    series.attachAxis(valueAxis);
    if (auto* logAxis = qobject_cast<QCategoryAxis*>(valueAxis)) {
        keepLogLabelsReadable(chart, *logAxis, scale.logLow, scale.largest / scale.unit.factor,
                              options.locale);
    } else if (auto* linear = qobject_cast<QValueAxis*>(valueAxis)) {
        keepValueLabelsReadable(chart, *linear, options.locale);
    }
}

/// "One-way latency at 64 B, fastest first" and what was measured how.
std::pair<QString, QString> barTitle(std::span<const LabelledRun> runs,
                                     const std::vector<BarGroup>& groups, const QString& sizeText) {
    const bool apart = groups.size() > 1;
    const Figure family = groups.front().family;
    const QString what =
        apart ? Charts::tr("Time at %1 per pattern, each ranked apart, fastest first").arg(sizeText)
        : family == Figure::Throughput
            ? Charts::tr("Throughput at %1 chunks, fastest first").arg(sizeText)
        : family == Figure::LockOperation
            ? Charts::tr("Lock cost per acquire + release, fastest first")
        : family == Figure::TimePerSend
            ? Charts::tr("Time per send at %1, fastest first").arg(sizeText)
            : Charts::tr("One-way latency at %1, fastest first").arg(sizeText);
    const Experiment& experiment = runs.front().run.experiment;
    QString how = patternText(experiment);
    if (apart) {
        QStringList patterns;
        for (const LabelledRun& run : runs) {
            const QString name = patternText(run.run.experiment);
            if (!patterns.contains(name)) {
                patterns << name;
            }
        }
        how = patterns.join(Charts::tr(" and "));
    } else if (runs.size() == 1) {
        how += QStringLiteral(", ") + ranPlacementText(runs.front().run);
    }
    return {what, how};
}

}  // namespace

QChart* buildBarChart(std::span<const LabelledRun> runs, const ChartOptions& options) {
    const BarMode mode = modeOf(runs);
    const std::size_t size = barSize(runs, options, mode);
    std::vector<BarGroup> groups = rankedGroups(runs, options);
    QStringList runLabels;
    for (BarGroup& group : groups) {
        if (pairsRuns(group.bars)) {
            pairByMechanism(group.bars, mode == BarMode::Rate, options.locale);
            runLabels.clear();
            for (std::size_t run = 0; run < runs.size(); ++run) {
                runLabels << (runs[run].label.isEmpty() ? Charts::tr("this run") : runs[run].label);
            }
        }
    }
    const BarRows rows = rowsOf(groups);
    // Cross-core spinning bars read against the hardware's floor: what no hand-off beats here.
    const FloorOnBars floor =
        mode == BarMode::Latency ? floorOnBars(runs, rows.entries, options) : FloorOnBars{};
    const std::optional<double> floorNs = floor.floorNs;
    const BarScale scale =
        scaleOf(rows, mode == BarMode::Rate, barsUseLogScale(runs, options), floorNs);

    QChart* chart = newChart(options);
    QHorizontalStackedBarSeries* series = addBars(*chart, rows, scale, size, runLabels, options);
    const QString unitName = QString::fromUtf8(scale.unit.name);
    const QString sizeText = localSize(size, options.locale);
    addValueAxis(*chart, *series, scale,
                 groups.size() > 1 ? Charts::tr("time at %1 (%2)").arg(sizeText, unitName)
                                   : axisTitleOf(groups.front(), sizeText, unitName),
                 options);
    if (floorNs) {
        drawHardwareFloor(chart, series, scale.plotted(*floorNs), options);
    }

    // Value and ratio at the end of each bar, bottom to top as the categories.
    // Hovering a bounded bar's label reads it against the floor: "N× the hardware's floor".
    QStringList texts;
    QStringList floorNotes;
    std::vector<bool> bold;
    std::vector<double> values;
    for (auto row = rows.entries.size(); row-- > 0;) {
        const BarEntry& entry = rows.entries[row];
        texts << entry.text;
        floorNotes << (floorNs && !rows.heading[row] ? floorMultipleText(entry, *floorNs, options)
                                                     : QString());
        bold.push_back(rows.bold[row] && !rows.heading[row]);
        values.push_back(scale.plotted(entry.value));
    }
    addBarEndLabels(*chart, *series, texts, bold, values, options, floorNotes);

    const auto [what, how] = barTitle(runs, groups, sizeText);
    const QString failed = failedNote(runs, options.locale, [mode, size](const PointResult& point) {
        return pointFits(point, mode) && (mode == BarMode::Lock || point.sizeBytes == size);
    });
    setTitle(*chart, options, what, how, captionLines(runs, options, failed));
    // The verdict in one line under the bars (and under the axis title), as hyperfine ends.
    std::vector<BarKey> key;
    if (series->barSets().size() > 1) {
        for (QBarSet* set : series->barSets()) {
            key.push_back({set->label(), set->color()});
        }
        chart->legend()->setVisible(false);  // the key goes under the bars, whole
    }
    if (!floor.keyText.isEmpty()) {
        // The dashed symbol only beside a drawn line; a floor not drawn says why, unmarked.
        key.push_back({floor.keyText, themeFor(options.dark).subtleText,
                       floorNs ? QStringLiteral("\u2506") : QStringLiteral("\u2014")});
    }
    addFootLine(*chart, barVerdict(runs, options), key, options);
    return chart;
}

}  // namespace detail
}  // namespace ipclab::app
