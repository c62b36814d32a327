// Bars at one size, fastest first, each labelled with its value and how many times slower than
// the fastest it is - the figure style of the reports themselves.
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
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
                entry.value = barValue(point);
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
    const std::vector<BarEntry> ranked = rankBars(std::move(entries), rate, options.locale);

    double largest = 0;
    for (const BarEntry& entry : ranked) {
        largest = std::max(largest, entry.value);
    }
    const ScaledUnit unit = rate ? rateUnitFor(largest) : timeUnitFor(largest);

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
        *measured << (entry->reference ? 0.0 : entry->value / unit.factor);
        *published << (entry->reference ? entry->value / unit.factor : 0.0);
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
    chart->addAxis(categoryAxis, Qt::AlignLeft);
    series->attachAxis(categoryAxis);
    auto* valueAxis = new QValueAxis;
    // Room right of the longest bar for its label.
    valueAxis->setRange(0, largest / unit.factor * 1.5);
    valueAxis->applyNiceNumbers();
    valueAxis->setLabelFormat(QStringLiteral("%.6g"));  // localized: newChart
    styleAxis(*valueAxis, options);
    const QString unitName = QString::fromUtf8(unit.name);
    const QString sizeText = localSize(size, options.locale);
    valueAxis->setTitleText(
        rate ? Charts::tr("throughput at %1 chunks, mean (%2)").arg(sizeText, unitName)
        : mode == BarMode::Lock
            ? Charts::tr("time per acquire + release, median of repetitions (%1)").arg(unitName)
            : Charts::tr("one-way latency at %1, median (%2)").arg(sizeText, unitName));
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
        values.push_back(entry->value / unit.factor);
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
    return chart;
}

}  // namespace detail
}  // namespace ipclab::app
