// The percentile spectrum: latency by percentile on a 1/(1-p) axis, so that the tail (99%,
// 99.9%, 99.99%) gets as much room as the body - HdrHistogram's plot. One line per point of
// the chosen size, from the log-binned histogram every ping-pong and paced point carries.
#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QPen>
#include <algorithm>
#include <cmath>

#include "charts/chart_internal.hpp"
#include "charts/result_chart.hpp"
#include "charts/units.hpp"

namespace ipclab::app {
namespace {

/// Points drawn along each line: enough for a smooth curve over six decades of 1/(1-p).
constexpr int kSteps = 240;

bool drawable(const PointResult& point) {
    return point.ok && !point.latencyHistogram.counts.empty() &&
           point.latencyHistogram.edges.size() == point.latencyHistogram.counts.size() + 1;
}

std::uint64_t totalOf(const Histogram& histogram) {
    std::uint64_t total = 0;
    for (const std::uint64_t count : histogram.counts) {
        total += count;
    }
    return total;
}

/// The size shown: the asked one, else the smallest with a drawable point.
std::size_t spectrumSize(std::span<const LabelledRun> runs, const ChartOptions& options) {
    if (options.distributionSizeBytes > 0) {
        return options.distributionSizeBytes;
    }
    std::size_t smallest = 0;
    bool any = false;
    for (const LabelledRun& run : runs) {
        for (const PointResult& point : run.run.points) {
            if (drawable(point) && (!any || point.sizeBytes < smallest)) {
                smallest = point.sizeBytes;
                any = true;
            }
        }
    }
    return smallest;
}

/// "50%", "99.9%", "99.99%": a percentile tick in `locale`.
QString percentText(double percent, const QLocale& locale) {
    return locale.toString(percent, 'g', 7) + QLatin1Char('%');
}

}  // namespace

double histogramPercentile(const Histogram& histogram, double share) {
    const std::uint64_t total = totalOf(histogram);
    if (total == 0 || histogram.edges.size() != histogram.counts.size() + 1) {
        return 0;
    }
    const double wanted = std::clamp(share, 0.0, 1.0) * static_cast<double>(total);
    double below = 0;
    for (std::size_t bin = 0; bin < histogram.counts.size(); ++bin) {
        const auto count = static_cast<double>(histogram.counts[bin]);
        if (count > 0 && below + count >= wanted) {
            const double low = histogram.edges[bin];
            const double high = histogram.edges[bin + 1];
            const double fraction = std::clamp((wanted - below) / count, 0.0, 1.0);
            if (low > 0 && high > low) {
                return low * std::pow(high / low, fraction);
            }
            return low + (high - low) * fraction;
        }
        below += count;
    }
    return histogram.edges.back();
}

namespace detail {

QString spectrumProblem(std::span<const LabelledRun> runs, const ChartOptions& options) {
    const std::size_t size = spectrumSize(runs, options);
    QStringList sizes;
    for (const LabelledRun& run : runs) {
        for (const PointResult& point : run.run.points) {
            if (!drawable(point)) {
                continue;
            }
            if (point.sizeBytes == size) {
                return {};
            }
            sizes << localSize(point.sizeBytes, options.locale);
        }
    }
    if (sizes.isEmpty()) {
        return Charts::tr(
            "The percentile spectrum needs latency histograms: only ping-pong and "
            "paced points record one");
    }
    sizes.removeDuplicates();
    return Charts::tr("No point with a latency histogram at %1 (measured: %2)")
        .arg(localSize(size, options.locale), sizes.join(QStringLiteral(", ")));
}

namespace {

// The percentile axis: 1/(1 - p) on a log scale, each step one more nine, up to `rightmost`.
QCategoryAxis* addPercentileAxis(QChart& chart, double rightmost, const ChartOptions& options) {
    auto* xAxis = new QCategoryAxis;
    xAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    xAxis->setStartValue(0);
    for (const double percent : {0.0, 50.0, 90.0, 99.0, 99.9, 99.99, 99.999, 99.9999, 99.99999}) {
        const double x = -std::log10(1 - percent / 100);
        if (x <= rightmost + 1e-9) {
            xAxis->append(percentText(percent, options.locale), x + (percent == 0 ? 1e-9 : 0));
        }
    }
    xAxis->setRange(0, rightmost);
    xAxis->setTitleText(Charts::tr("percentile (scale 1/(1 - p): each step one more nine)"));
    styleAxis(*xAxis, options);
    chart.addAxis(xAxis, Qt::AlignBottom);
    return xAxis;
}

void setSpectrumTitle(QChart& chart, std::span<const LabelledRun> runs, std::size_t size,
                      const ChartOptions& options) {
    const Experiment& experiment = runs.front().run.experiment;
    QString how = patternText(experiment);
    if (runs.size() == 1) {
        how += QStringLiteral(", ") + ranPlacementText(runs.front().run);
    }
    QStringList caption = captionLines(runs, options, {});
    caption << Charts::tr(
        "From each point's log-binned histogram of all samples pooled; a line "
        "ends where its samples end");
    setTitle(chart, options,
             Charts::tr("Percentile spectrum at %1").arg(localSize(size, options.locale)), how,
             caption);
}

}  // namespace

QChart* buildSpectrumChart(std::span<const LabelledRun> runs, const ChartOptions& options) {
    const std::size_t size = spectrumSize(runs, options);
    const double scale = std::clamp(options.fontScale, 0.5, 4.0);
    QChart* chart = newChart(options);

    struct Line {
        const PointResult* point;
        int run;
        QString label;
    };
    std::vector<Line> lines;
    double lowNs = 0;
    double highNs = 0;
    double rightmost = 1;  // log10(1 / (1 - p)) of the last percentile drawn
    for (std::size_t runIndex = 0; runIndex < runs.size(); ++runIndex) {
        for (const PointResult& point : runs[runIndex].run.points) {
            if (!drawable(point) || point.sizeBytes != size) {
                continue;
            }
            lines.push_back(
                {&point, static_cast<int>(runIndex), seriesLabel(point, runs[runIndex].label)});
            const Histogram& histogram = point.latencyHistogram;
            const double first = std::max(histogram.edges.front(), 0.1);
            lowNs = lowNs > 0 ? std::min(lowNs, first) : first;
            highNs = std::max(highNs, histogram.edges.back());
            // The last percentile one sample can resolve: 1 - 1/n.
            rightmost = std::max(rightmost, std::log10(static_cast<double>(totalOf(histogram))));
        }
    }
    highNs = std::max(highNs, lowNs * 1.01);
    rightmost = std::min(std::ceil(rightmost - 1e-9), 7.0);

    QCategoryAxis* xAxis = addPercentileAxis(*chart, rightmost, options);

    auto* yAxis = new QCategoryAxis;
    yAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    const double margin = (std::log10(highNs) - std::log10(lowNs)) * 0.04;
    fillLatencyAxis(*yAxis, lowNs / std::pow(10.0, margin), highNs * std::pow(10.0, margin),
                    options.locale);
    yAxis->setTitleText(Charts::tr("one-way latency (log scale)"));
    styleAxis(*yAxis, options);
    chart->addAxis(yAxis, Qt::AlignLeft);

    for (std::size_t index = 0; index < lines.size(); ++index) {
        const Line& line = lines[index];
        const Histogram& histogram = line.point->latencyHistogram;
        auto* series = new QLineSeries;
        QList<QPointF> curve;
        const double end = std::min(rightmost, std::log10(static_cast<double>(totalOf(histogram))));
        for (int step = 0; step <= kSteps; ++step) {
            const double x = end * step / kSteps;
            const double ns = histogramPercentile(histogram, 1 - std::pow(10.0, -x));
            curve << QPointF(x, std::log10(std::max(ns, lowNs)));
        }
        series->replace(curve);
        series->setName(
            Charts::tr("%1: p50 %2, p99 %3")
                .arg(line.label, localDuration(histogramPercentile(histogram, 0.5), options.locale),
                     localDuration(histogramPercentile(histogram, 0.99), options.locale)));
        QPen pen(seriesColour(index, options.dark));
        pen.setWidthF(2.2 * scale);
        series->setPen(pen);
        chart->addSeries(series);
        series->attachAxis(xAxis);
        series->attachAxis(yAxis);
        tagSeries(*series, QString::fromStdString(line.point->mechanism), line.run,
                  QStringLiteral("spectrum"));
    }
    placeLineLegend(*chart, options);

    setSpectrumTitle(*chart, runs, size, options);
    return chart;
}

}  // namespace detail
}  // namespace ipclab::app
