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
#include <set>

#include "charts/chart_internal.hpp"
#include "charts/core_text.hpp"
#include "charts/result_chart.hpp"
#include "charts/units.hpp"

namespace ipclab::app {
namespace {

enum class BarMode { Latency, Rate, Lock };

BarMode modeOf(std::span<const LabelledRun> runs) {
    const Pattern pattern = runs.empty() ? Pattern::PingPong : runs.front().run.experiment.pattern;
    return pattern == Pattern::Stream ? BarMode::Rate
           : pattern == Pattern::Lock ? BarMode::Lock
                                      : BarMode::Latency;
}

bool pointFits(const PointResult& point, BarMode mode) {
    switch (mode) {
        case BarMode::Rate:
            return point.pattern == Pattern::Stream;
        case BarMode::Lock:
            return point.pattern == Pattern::Lock;
        case BarMode::Latency:
            return detail::isLatencyPattern(point.pattern);
    }
    return false;
}

bool usable(const PointResult& point, BarMode mode) {
    return point.ok && pointFits(point, mode) && detail::barValue(point) > 0;
}

/// The size the bars show: the one asked for, else the smallest with a usable point (0 for
/// lock, whose points have no size).
std::size_t barSize(std::span<const LabelledRun> runs, const ChartOptions& options, BarMode mode) {
    if (mode == BarMode::Lock) {
        return 0;
    }
    if (options.barSizeBytes > 0) {
        return options.barSizeBytes;
    }
    std::size_t smallest = 0;
    for (const LabelledRun& run : runs) {
        for (const PointResult& point : run.run.points) {
            if (usable(point, mode) && (smallest == 0 || point.sizeBytes < smallest)) {
                smallest = point.sizeBytes;
            }
        }
    }
    return smallest;
}

QString referenceQuantity(BarMode mode, std::span<const LabelledRun> runs) {
    if (mode == BarMode::Rate) {
        return QStringLiteral("bytes_per_s");
    }
    if (mode == BarMode::Lock ||
        (!runs.empty() && runs.front().run.experiment.pattern == Pattern::OneSided)) {
        return QStringLiteral("ns_per_op");
    }
    return QStringLiteral("latency_ns");
}

/// Every bar of the chart, ranked: the measured points at the chosen size and the published
/// figures that fit.
std::vector<BarEntry> rankedBars(std::span<const LabelledRun> runs, const ChartOptions& options) {
    const BarMode mode = modeOf(runs);
    const bool rate = mode == BarMode::Rate;
    const std::size_t size = barSize(runs, options, mode);
    std::vector<BarEntry> entries;
    std::vector<int> runOf;  // parallel to entries before ranking: kept in the mechanism text
    for (std::size_t runIndex = 0; runIndex < runs.size(); ++runIndex) {
        for (const PointResult& point : runs[runIndex].run.points) {
            if (usable(point, mode) && (mode == BarMode::Lock || point.sizeBytes == size)) {
                BarEntry entry;
                entry.label = seriesLabel(point, runs[runIndex].label);
                // "id@run": ResultChartView maps a bar back to its run and point.
                entry.mechanism =
                    QString::fromStdString(point.mechanism) + QStringLiteral("@%1").arg(runIndex);
                entry.value = detail::barValue(point);
                entry.point = &point;
                entries.push_back(entry);
            }
        }
    }
    const QString quantity = referenceQuantity(mode, runs);
    for (const ReferenceSeries& reference : options.references) {
        if (QString::fromStdString(reference.quantity) != quantity) {
            continue;
        }
        for (const ReferencePoint& point : reference.points) {
            if (mode == BarMode::Lock || point.sizeBytes == size) {
                BarEntry entry;
                entry.label = coreText(reference.label);
                entry.value = point.value;
                entry.reference = true;
                entries.push_back(entry);
                break;
            }
        }
    }
    return rankBars(std::move(entries), rate, options.locale);
}

/// A point's 95% interval in the bars' quantity; {0, 0} when it has none.
std::pair<double, double> intervalOf(const PointResult& point) {
    if (point.pattern == Pattern::Stream) {
        return {point.throughput.ci95Low, point.throughput.ci95High};
    }
    if (point.latencyCi95.count < 2) {
        return {0, 0};
    }
    return {point.latencyCi95.low, point.latencyCi95.high};
}

/// Labels of a logarithmic value axis: one per power of ten from `low` (a power of ten) up to
/// `high`, placed at log10(value / low) as the bars are.
void fillLogAxis(QCategoryAxis& axis, double low, double high, const QLocale& locale) {
    axis.setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    const int decades = std::max(1, static_cast<int>(std::ceil(std::log10(high / low) - 1e-9)));
    axis.setStartValue(0);
    for (int decade = 0; decade <= decades; ++decade) {
        axis.append(locale.toString(low * std::pow(10.0, decade), 'g', 6), decade);
    }
}

}  // namespace

QString slowerLabel(double ratio, const QLocale& locale) {
    if (!(ratio >= 1)) {
        ratio = 1;
    }
    // One decimal while it matters (1.0×, 3.4×), whole numbers beyond (12×, 150×).
    const QString number =
        ratio < 9.95 ? locale.toString(ratio, 'f', 1) : QString::number(std::round(ratio), 'f', 0);
    return number + QStringLiteral("\u00D7");
}

std::vector<BarEntry> rankBars(std::vector<BarEntry> bars, bool rate, const QLocale& locale) {
    std::erase_if(bars, [](const BarEntry& bar) { return !(bar.value > 0); });
    std::stable_sort(bars.begin(), bars.end(), [rate](const BarEntry& a, const BarEntry& b) {
        return rate ? a.value > b.value : a.value < b.value;
    });
    if (bars.empty()) {
        return bars;
    }
    const double fastest = bars.front().value;
    for (BarEntry& bar : bars) {
        bar.ratio = rate ? fastest / bar.value : bar.value / fastest;
        const QString value =
            rate ? localRate(bar.value, locale) : localDuration(bar.value, locale);
        bar.text = &bar == &bars.front()
                       ? Charts::tr("%1 (%2, fastest)").arg(value, slowerLabel(1, locale))
                       : Charts::tr("%1 (%2 slower)").arg(value, slowerLabel(bar.ratio, locale));
    }
    return bars;
}

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
    std::vector<BarEntry> measured = rankedBars(runs, options);
    std::erase_if(measured, [](const BarEntry& bar) { return bar.reference; });
    if (measured.size() < 2) {
        return {};
    }
    const BarEntry& fastest = measured.front();
    const BarEntry& slowest = measured.back();
    if (fastest.point == nullptr || slowest.point == nullptr) {
        return {};
    }
    const bool rate = modeOf(runs) == BarMode::Rate;
    const double ratio = rate ? fastest.value / slowest.value : slowest.value / fastest.value;
    QString times = slowerLabel(ratio, options.locale);
    const auto [fastLow, fastHigh] = intervalOf(*fastest.point);
    const auto [slowLow, slowHigh] = intervalOf(*slowest.point);
    if (fastLow > 0 && slowLow > 0 && fastHigh >= fastLow && slowHigh >= slowLow) {
        // The ratio's range over both intervals: the most and the least it can be.
        const double low = rate ? fastLow / slowHigh : slowLow / fastHigh;
        const double high = rate ? fastHigh / slowLow : slowHigh / fastLow;
        const auto number = [&options](double value) {
            return value < 9.95 ? options.locale.toString(value, 'f', 1)
                                : QString::number(std::round(value), 'f', 0);
        };
        times += QStringLiteral(" [%1, %2]").arg(number(low), number(high));
    }
    return Charts::tr("%1 is %2 faster than %3").arg(fastest.label, times, slowest.label);
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

QChart* buildBarChart(std::span<const LabelledRun> runs, const ChartOptions& options) {
    const BarMode mode = modeOf(runs);
    const bool rate = mode == BarMode::Rate;
    const std::size_t size = barSize(runs, options, mode);
    const Theme theme = themeFor(options.dark);

    const std::vector<BarEntry> ranked = rankedBars(runs, options);

    double largest = 0;
    for (const BarEntry& entry : ranked) {
        largest = std::max(largest, entry.value);
    }
    const ScaledUnit unit = rate ? rateUnitFor(largest) : timeUnitFor(largest);
    double smallest = largest;
    for (const BarEntry& entry : ranked) {
        smallest = std::min(smallest, entry.value);
    }
    // Log scale: bars measured from a power of ten below the smallest (at least a third of a
    // decade below it, so that the shortest bar still shows).
    const bool logScale = barsUseLogScale(runs, options);
    const double logLow =
        std::pow(10.0, std::floor(std::log10(std::max(smallest, 1e-300) / unit.factor) - 0.3));
    const auto plotted = [&](double value) {
        return logScale ? std::log10(value / unit.factor / logLow) : value / unit.factor;
    };

    QChart* chart = newChart(options);
    auto* series = new QHorizontalStackedBarSeries;
    auto* measured = new QBarSet(Charts::tr("measured here"));
    auto* published = new QBarSet(Charts::tr("published in the report"));
    measured->setColor(seriesColour(0, options.dark));
    measured->setBorderColor(seriesColour(0, options.dark));
    published->setColor(theme.reference);
    published->setBorderColor(theme.reference);
    QStringList categories;
    QStringList mechanisms;
    bool anyPublished = false;
    // A horizontal bar chart stacks its first category at the bottom: append slowest first so
    // the fastest reads on top.
    for (auto entry = ranked.rbegin(); entry != ranked.rend(); ++entry) {
        categories << entry->label;
        mechanisms << entry->mechanism;
        *measured << (entry->reference ? 0.0 : plotted(entry->value));
        *published << (entry->reference ? plotted(entry->value) : 0.0);
        anyPublished = anyPublished || entry->reference;
    }
    series->append(measured);
    if (anyPublished) {
        series->append(published);
    } else {
        delete published;
    }
    series->setBarWidth(0.62);
    chart->addSeries(series);
    tagSeries(*series, QString(), 0, QStringLiteral("bars"));
    series->setProperty("ipclab.barMechanisms", mechanisms);
    series->setProperty("ipclab.barSize", static_cast<qulonglong>(size));
    // Filled squares: "from series" would draw bar sets as small empty boxes.
    chart->legend()->setMarkerShape(QLegend::MarkerShapeRectangle);
    if (!anyPublished) {
        chart->legend()->setVisible(false);  // one colour: nothing to explain
    }

    auto* categoryAxis = new QBarCategoryAxis;
    categoryAxis->append(categories);
    categoryAxis->setGridLineVisible(false);
    styleAxis(*categoryAxis, options);
    // The names are drawn by us, beside their bars (below): Qt Charts cuts a category label
    // to "..." as soon as the bars are closer than a line of text (the quick tour's 21 bars in
    // a window), and a chart of dots saying "..." names nothing.
    categoryAxis->setLabelsVisible(false);
    chart->addAxis(categoryAxis, Qt::AlignLeft);
    series->attachAxis(categoryAxis);
    std::vector<QGraphicsSimpleTextItem*> names;
    double widest = 0;
    for (const QString& category : categories) {
        auto* name = new QGraphicsSimpleTextItem(category, chart);
        name->setFont(scaledFont(options, 9.5));
        name->setBrush(theme.text);
        name->setZValue(10);
        widest = std::max(widest, name->boundingRect().width());
        names.push_back(name);
    }
    {
        QMargins margins = chart->margins();
        margins.setLeft(margins.left() + static_cast<int>(widest + 8));
        chart->setMargins(margins);
    }
    const QFont nameFont = scaledFont(options, 9.5);
    QObject::connect(chart, &QChart::plotAreaChanged, chart, [names, nameFont](const QRectF& plot) {
        // Smaller type when the bars are closer than a line of it; never cut.
        const double pitch = names.empty() ? plot.height() : plot.height() / names.size();
        QFont font = nameFont;
        const double height = QFontMetricsF(font).height();
        if (height > pitch && pitch > 0) {
            font.setPointSizeF(std::max(5.0, font.pointSizeF() * pitch / height));
        }
        for (std::size_t index = 0; index < names.size(); ++index) {
            names[index]->setFont(font);
            const QRectF box = names[index]->boundingRect();
            // Category `index` is centred in its band, counted from the bottom.
            const double centre = plot.bottom() - pitch * (static_cast<double>(index) + 0.5);
            names[index]->setPos(plot.left() - box.width() - 6, centre - box.height() / 2);
        }
    });
    QAbstractAxis* valueAxis = nullptr;
    if (logScale) {
        auto* axis = new QCategoryAxis;
        fillLogAxis(*axis, logLow, largest / unit.factor, options.locale);
        const double top = plotted(largest);
        // Room right of the longest bar for its label.
        axis->setRange(0, top + std::max(0.6, top * 0.45));
        axis->setGridLineVisible(true);
        valueAxis = axis;
    } else {
        auto* axis = new QValueAxis;
        // Room right of the longest bar for its label.
        axis->setRange(0, largest / unit.factor * 1.5);
        axis->applyNiceNumbers();
        axis->setLabelFormat(QStringLiteral("%.6g"));  // localized: newChart
        valueAxis = axis;
    }
    styleAxis(*valueAxis, options);
    const QString unitName = QString::fromUtf8(unit.name);
    const QString sizeText = localSize(size, options.locale);
    const bool oneSided = runs.front().run.experiment.pattern == Pattern::OneSided;
    QString axisTitle =
        rate ? Charts::tr("throughput at %1 chunks, mean (%2)").arg(sizeText, unitName)
        : mode == BarMode::Lock
            ? Charts::tr("time per acquire + release, median of repetitions (%1)").arg(unitName)
        : oneSided ? Charts::tr("time per send at %1, median (%2)").arg(sizeText, unitName)
                   : Charts::tr("one-way latency at %1, median (%2)").arg(sizeText, unitName);
    if (logScale) {
        axisTitle += Charts::tr(", log scale");
    }
    valueAxis->setTitleText(axisTitle);
    chart->addAxis(valueAxis, Qt::AlignBottom);
    series->attachAxis(valueAxis);

    // Value and ratio at the end of each bar; placed again whenever the plot area moves.
    std::vector<QGraphicsSimpleTextItem*> labels;
    for (auto entry = ranked.rbegin(); entry != ranked.rend(); ++entry) {
        auto* label = new QGraphicsSimpleTextItem(entry->text, chart);
        label->setFont(scaledFont(options, 9.5, &*entry == &ranked.front()));
        label->setBrush(theme.text);
        label->setZValue(10);
        labels.push_back(label);
    }
    std::vector<double> values;
    for (auto entry = ranked.rbegin(); entry != ranked.rend(); ++entry) {
        values.push_back(plotted(entry->value));
    }
    const double gap = 6 * std::clamp(options.fontScale, 0.5, 4.0);
    QObject::connect(chart, &QChart::plotAreaChanged, chart,
                     [chart, series, labels, values, gap](const QRectF&) {
                         for (std::size_t index = 0; index < labels.size(); ++index) {
                             const QPointF end = chart->mapToPosition(
                                 QPointF(values[index], static_cast<double>(index)), series);
                             const QRectF box = labels[index]->boundingRect();
                             labels[index]->setPos(end.x() + gap, end.y() - box.height() / 2);
                         }
                     });

    const Experiment& experiment = runs.front().run.experiment;
    const QString what = rate ? Charts::tr("Throughput at %1 chunks, fastest first").arg(sizeText)
                         : mode == BarMode::Lock
                             ? Charts::tr("Lock cost per acquire + release, fastest first")
                         : experiment.pattern == Pattern::OneSided
                             ? Charts::tr("Time per send at %1, fastest first").arg(sizeText)
                             : Charts::tr("One-way latency at %1, fastest first").arg(sizeText);
    QString how = patternText(experiment);
    if (runs.size() == 1) {
        how += QStringLiteral(", ") + placementText(experiment.placement);
    }
    const QString failed = failedNote(runs, options.locale, [mode, size](const PointResult& point) {
        return pointFits(point, mode) && (mode == BarMode::Lock || point.sizeBytes == size);
    });
    setTitle(*chart, options, what, how, captionLines(runs, options, failed));

    // The verdict in one line under the bars (and under the axis title), as hyperfine ends.
    const QString verdict = barVerdict(runs, options);
    if (!verdict.isEmpty()) {
        auto* line = new QGraphicsSimpleTextItem(verdict, chart);
        line->setFont(scaledFont(options, 11, true));
        line->setBrush(theme.text);
        line->setZValue(10);
        const double height = line->boundingRect().height();
        QMargins margins = chart->margins();
        margins.setBottom(margins.bottom() + static_cast<int>(height + gap));
        chart->setMargins(margins);
        QObject::connect(chart, &QChart::plotAreaChanged, chart,
                         [chart, line, height, gap](const QRectF& plot) {
                             line->setPos(plot.left(), chart->size().height() - height - gap);
                         });
    }
    return chart;
}

}  // namespace detail
}  // namespace ipclab::app
