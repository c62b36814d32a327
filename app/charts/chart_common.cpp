#include <QAbstractAxis>
#include <QAbstractSeries>
#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPainter>
#include <QVariant>
#include <algorithm>
#include <cmath>
#include <memory>
#include <set>

#include "charts/chart_internal.hpp"
#include "charts/result_chart.hpp"
#include "charts/units.hpp"

namespace ipclab::app::detail {
namespace {

// Okabe-Ito (distinct for colour-blind readers), then Tableau, then twelve more picked for
// contrast with those and with each other, so that the quick tour's 21 mechanisms get 21
// colours. From the 13th on, series also get a square marker (seriesMarkerImage), so that
// neighbours in hue still differ in shape. Black is swapped for white on a dark background.
const QColor kPalette[] = {
    QColor(0, 114, 178),  QColor(213, 94, 0),    QColor(0, 158, 115),   QColor(204, 121, 167),
    QColor(230, 159, 0),  QColor(86, 180, 233),  QColor(0, 0, 0),       QColor(148, 103, 189),
    QColor(140, 86, 75),  QColor(188, 189, 34),  QColor(127, 127, 127), QColor(23, 190, 207),
    QColor(214, 39, 40),  QColor(0, 0, 128),     QColor(128, 0, 0),     QColor(70, 153, 144),
    QColor(240, 50, 230), QColor(128, 128, 0),   QColor(255, 225, 25),  QColor(60, 180, 75),
    QColor(145, 30, 180), QColor(250, 150, 120), QColor(170, 255, 195), QColor(75, 75, 200)};

// More labels than this crowd the x axis; we then label every other size.
constexpr std::size_t kMaxXLabels = 12;

// Peer machine of a run measured against a remote peer (RunResult::peerMachine, issue 5);
// compiles whether or not this build's RunResult has the field yet.
template <typename Run>
QString peerCaption(const Run& run) {
    if constexpr (requires { run.peerMachine; }) {
        if (!run.peerMachine.cpuModel.empty() || !run.peerMachine.osName.empty() ||
            !run.peerMachine.hostName.empty()) {
            QString text = Charts::tr("peer: ");
            if (!run.peerMachine.hostName.empty()) {
                text +=
                    QString::fromStdString(run.peerMachine.hostName) + QStringLiteral(" \u00B7 ");
            }
            return text + machineCaption(run.peerMachine);
        }
    }
    return {};
}

}  // namespace

Theme themeFor(bool dark) {
    if (dark) {
        return {QColor(235, 235, 235), QColor(175, 175, 175), QColor(90, 90, 90),
                QColor(60, 60, 60),    QColor(30, 30, 34),    QColor(170, 170, 170)};
    }
    return {QColor(20, 20, 20),    QColor(85, 85, 85),    QColor(200, 200, 200),
            QColor(235, 235, 235), QColor(255, 255, 255), QColor(110, 110, 110)};
}

QColor seriesColour(std::size_t index, bool dark) {
    QColor colour = kPalette[index % std::size(kPalette)];
    if (dark && colour == QColor(0, 0, 0)) {
        colour = QColor(240, 240, 240);
    }
    if (dark && colour == QColor(0, 114, 178)) {
        colour = QColor(40, 130, 255);  // the deep blue is too dark on black (not sky blue)
    } else if (dark && colour.lightness() < 70) {
        colour = colour.lighter(260);  // navy, maroon
    }
    return colour;
}

QImage seriesMarkerImage(std::size_t index, const QColor& colour, double size) {
    if (index < kPlainMarkers) {
        return {};
    }
    const int side = std::max(4, static_cast<int>(std::lround(size)));
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    if ((index / kPlainMarkers) % 2 == 1) {
        painter.drawRect(QRectF(0.5, 0.5, side - 1.0, side - 1.0));
    } else {
        const QPointF diamond[] = {
            {side / 2.0, 0}, {side - 0.5, side / 2.0}, {side / 2.0, side - 0.5}, {0, side / 2.0}};
        painter.drawPolygon(diamond, 4);
    }
    return image;
}

QFont scaledFont(const ChartOptions& options, double pointSize, bool bold) {
    QFont font;
    font.setPointSizeF(pointSize * std::clamp(options.fontScale, 0.5, 4.0));
    font.setBold(bold);
    return font;
}

QChart* newChart(const ChartOptions& options) {
    const Theme theme = themeFor(options.dark);
    auto* chart = new QChart;
    chart->setTheme(options.dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setAnimationOptions(QChart::NoAnimation);
    // Value-axis ticks through QLocale ("0,5" in German), for formats of the form "%.6g";
    // without grouping, as the ticks always were ("10000", not "10.000").
    QLocale locale = options.locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    chart->setLocale(locale);
    chart->setLocalizeNumbers(true);
    chart->setBackgroundBrush(theme.background);
    chart->setBackgroundRoundness(0);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(theme.text);
    chart->setTitleFont(scaledFont(options, 12));
    chart->legend()->setAlignment(Qt::AlignBottom);
    // A short stretch of each line (solid, dashed, dotted) instead of a colour square, so the
    // measured "pipe" and the report's dashed "pipes" read differently in the legend too. Bars
    // and areas keep a square.
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    styleLegend(*chart->legend(), options);
    const int margin = static_cast<int>(8 * std::clamp(options.fontScale, 0.5, 4.0));
    chart->setMargins(QMargins(margin, margin, 2 * margin, margin));
    return chart;
}

void styleAxis(QAbstractAxis& axis, const ChartOptions& options) {
    const Theme theme = themeFor(options.dark);
    axis.setLabelsFont(scaledFont(options, 9.5));
    axis.setTitleFont(scaledFont(options, 10.5));
    axis.setLabelsColor(theme.text);
    axis.setTitleBrush(theme.text);
    axis.setGridLineColor(theme.grid);
    axis.setMinorGridLineColor(theme.minorGrid);
    axis.setLinePenColor(theme.subtleText);
}

void styleLegend(QLegend& legend, const ChartOptions& options) {
    legend.setFont(scaledFont(options, 9.5));
    legend.setLabelColor(themeFor(options.dark).text);
}

namespace {

/// Runs of one machine without a remote peer (a History comparison): the machine once, then
/// each run's date ("this run: 2026-11-27 10:36 UTC · 10:16: 2026-11-27 10:15 UTC"), not the
/// machine again per run (four caption lines left the bars no room at 1024 px). Empty when
/// the runs are of different machines, have a peer, or are one run.
QStringList sharedMachineLines(std::span<const LabelledRun> runs) {
    if (runs.size() < 2) {
        return {};
    }
    const auto withoutDate = [](SystemInfo machine) {
        machine.date.clear();
        return machineCaption(machine);
    };
    const QString machine = withoutDate(runs.front().run.machine);
    QStringList dates;
    for (const LabelledRun& run : runs) {
        if (machine.isEmpty() || withoutDate(run.run.machine) != machine ||
            !peerCaption(run.run).isEmpty() || run.run.machine.date.empty()) {
            return {};
        }
        QString date = QString::fromStdString(run.run.machine.date);
        if (date.size() >= 16 && date.endsWith(QLatin1Char('Z'))) {  // as machineCaption
            date = date.left(10) + QLatin1Char(' ') + date.mid(11, 5) + QStringLiteral(" UTC");
        }
        dates << (run.label.isEmpty() ? date : run.label + QStringLiteral(": ") + date);
    }
    return {machine, dates.join(QStringLiteral(" \u00B7 "))};
}

}  // namespace

QStringList captionLines(std::span<const LabelledRun> runs, const ChartOptions& options,
                         const QString& failedNote) {
    QStringList lines;
    if (!options.caption.isEmpty()) {
        lines << options.caption;
    }
    if (const QStringList shared = sharedMachineLines(runs); !shared.isEmpty()) {
        lines << shared;
        if (!failedNote.isEmpty()) {
            lines << failedNote;
        }
        return lines;
    }
    QStringList seen;
    for (const LabelledRun& run : runs) {
        QString line = machineCaption(run.run.machine);
        const QString peer = peerCaption(run.run);
        if (!peer.isEmpty()) {
            line += QStringLiteral("; ") + peer;
        }
        if (line.isEmpty() || seen.contains(line)) {
            continue;
        }
        seen << line;
        lines << (runs.size() > 1 && !run.label.isEmpty() ? run.label + QStringLiteral(": ") + line
                                                          : line);
    }
    if (!failedNote.isEmpty()) {
        lines << failedNote;
    }
    return lines;
}

QString describeFailures(const QStringList& failures) {
    if (failures.isEmpty()) {
        return {};
    }
    constexpr qsizetype kNamed = 3;
    QString text = failures.size() == 1
                       ? Charts::tr("1 point failed and is not shown: ")
                       : Charts::tr("%1 points failed and are not shown: ").arg(failures.size());
    text += QStringList(failures.mid(0, kNamed)).join(QStringLiteral(", "));
    if (failures.size() > kNamed) {
        text += QStringLiteral(", …");
    }
    return text;
}

QString patternText(const Experiment& experiment) {
    switch (experiment.pattern) {
        case Pattern::PingPong:
            return Charts::tr("ping-pong");
        case Pattern::Stream:
            return Charts::tr("stream");
        case Pattern::Lock:
            return Charts::tr("lock, %1 parties").arg(experiment.parties);
        case Pattern::Paced:
            return Charts::tr("paced, one send due every %1 µs").arg(experiment.gapUs);
        case Pattern::OneSided:
            return Charts::tr("one-sided: report 000's method, nobody receives");
    }
    return {};
}

QString placementText(Placement placement) {
    switch (placement) {
        case Placement::Unpinned:
            return Charts::tr("unpinned");
        case Placement::SameCore:
            return Charts::tr("both on one core");
        case Placement::CrossCore:
            return Charts::tr("on different cores");
        case Placement::Auto:
            return Charts::tr("blocking ones on one core, spinning ones on two");
    }
    return {};
}

QString ranPlacementText(const RunResult& run) {
    std::optional<Placement> shared;
    bool differ = false;
    for (const PointResult& point : run.points) {
        differ = differ || (shared && *shared != point.placement);
        shared = point.placement;
    }
    const QString text = placementText(shared && !differ ? *shared : run.experiment.placement);
    if (run.experiment.remotePeer.empty()) {
        return text;
    }
    return Charts::tr("%1, the peer at %2")
        .arg(text, QString::fromStdString(run.experiment.remotePeer));
}

namespace {

std::vector<std::size_t> distinctSizes(std::vector<std::size_t> sizes) {
    std::erase(sizes, std::size_t{0});
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    if (sizes.empty()) {
        sizes = {64, 65536};
    }
    return sizes;
}

/// Labels every `stride`-th size, always including the smallest.
void labelSizes(QCategoryAxis& axis, const std::vector<std::size_t>& sizes, std::size_t stride,
                const QLocale& locale) {
    for (const QString& label : axis.categoriesLabels()) {
        axis.remove(label);
    }
    for (std::size_t index = 0; index < sizes.size(); index += stride) {
        axis.append(localSize(sizes[index], locale), std::log2(static_cast<double>(sizes[index])));
    }
}

/// The smallest stride at which neighbouring labels of `sizes` do not collide on a plot
/// `width` px wide showing log2 values from `low` to `high`.
std::size_t strideFor(const std::vector<std::size_t>& sizes, const QLocale& locale,
                      const QFont& font, double width, double low, double high) {
    if (sizes.size() < 2 || !(width > 0) || !(high > low)) {
        return 1;
    }
    const QFontMetricsF metrics(font);
    std::vector<double> widths;
    for (std::size_t size : sizes) {
        widths.push_back(metrics.horizontalAdvance(localSize(size, locale)));
    }
    // Qt Charts cuts a category label to the room between its neighbours' ticks: keep a
    // whole label plus a gap of about two characters between two labelled ticks.
    const double gap = metrics.height() * 0.9;
    const double pixelsPerStep = width / (high - low);
    for (std::size_t stride = 1; stride < sizes.size(); ++stride) {
        bool fits = true;
        for (std::size_t index = 0; index + stride < sizes.size() && fits; index += stride) {
            const double distance = (std::log2(static_cast<double>(sizes[index + stride])) -
                                     std::log2(static_cast<double>(sizes[index]))) *
                                    pixelsPerStep;
            fits = distance >= std::max(widths[index], widths[index + stride]) + gap;
        }
        // Qt also cuts any label wider than the plot's width over the tick count, less
        // 2 x 4 px of padding (the start value is a tick too).
        const double ticks = std::ceil(static_cast<double>(sizes.size()) / stride) + 1;
        for (std::size_t index = 0; index < sizes.size() && fits; index += stride) {
            fits = widths[index] + 9 <= width / ticks;
        }
        if (fits) {
            return stride;
        }
    }
    return sizes.size();
}

}  // namespace

void fillSizeAxis(QCategoryAxis& axis, std::vector<std::size_t> sizes, const QLocale& locale) {
    sizes = distinctSizes(std::move(sizes));
    const double low = std::log2(static_cast<double>(sizes.front()));
    const double high = std::log2(static_cast<double>(sizes.back()));
    // Half a step of margin so the first and last markers are not cut by the plot frame.
    const double margin = std::max(0.4, (high - low) * 0.03);
    axis.setStartValue(low - margin);
    labelSizes(axis, sizes, sizes.size() > kMaxXLabels ? 2 : 1, locale);
    axis.setRange(low - margin, high + margin);
}

void keepSizeLabelsReadable(QChart& chart, QCategoryAxis& axis, std::vector<std::size_t> sizes,
                            const QLocale& locale) {
    sizes = distinctSizes(std::move(sizes));
    auto stride = std::make_shared<std::size_t>(0);
    QCategoryAxis* target = &axis;
    const auto relabel = [target, sizes, stride, locale](const QRectF& plot) {
        const std::size_t wanted = strideFor(sizes, locale, target->labelsFont(), plot.width(),
                                             target->min(), target->max());
        // Only on a change: relabelling moves the layout, which reports the plot area again.
        if (wanted != *stride) {
            *stride = wanted;
            labelSizes(*target, sizes, wanted, locale);
        }
    };
    QObject::connect(&chart, &QChart::plotAreaChanged, &axis, relabel);
    relabel(chart.plotArea());
}

void placeLegend(QChart& chart) {
    int entries = 0;
    qsizetype characters = 0;
    for (QAbstractSeries* series : chart.series()) {
        const QString kind = series->property("ipclab.kind").toString();
        // A compared run's line whose mechanism the run shown names already has no entry.
        if (kind != QStringLiteral("band") && kind != QStringLiteral("selected") &&
            !series->property("ipclab.legendHidden").toBool()) {
            ++entries;
            const QList<QLegendMarker*> markers = chart.legend()->markers(series);
            characters +=
                (markers.isEmpty() ? series->name() : markers.front()->label()).size() + 6;
        }
    }
    // About 90 characters fit in one row of a 1200 px chart at the default font.
    const bool oneRow = entries <= 6 && characters <= 90;
    chart.legend()->setAlignment(oneRow ? Qt::AlignBottom : Qt::AlignRight);
}

QAreaSeries* newAreaSeries(const QList<QPointF>& upper, const QList<QPointF>& lower) {
    auto* upperSeries = new QLineSeries;
    auto* lowerSeries = new QLineSeries;
    upperSeries->replace(upper);
    lowerSeries->replace(lower);
    auto* area = new QAreaSeries(upperSeries, lowerSeries);
    upperSeries->setParent(area);
    lowerSeries->setParent(area);
    return area;
}

void tagSeries(QAbstractSeries& series, const QString& mechanism, int runIndex,
               const QString& kind) {
    series.setProperty("ipclab.mechanism", mechanism);
    series.setProperty("ipclab.run", runIndex);
    series.setProperty("ipclab.kind", kind);
}

ChartOptions withComparableReferences(std::span<const LabelledRun> runs, ChartOptions options) {
    const std::uint64_t total =
        runs.empty() || runs.front().run.experiment.pattern != Pattern::Stream
            ? 0
            : runs.front().run.experiment.streamTotalBytes;
    std::vector<ReferenceSeries> kept;
    for (ReferenceSeries reference : options.references) {
        if (reference.quantity == "seconds_total") {
            if (total == 0 || reference.streamTotalBytes != total) {
                continue;
            }
            reference.quantity = "bytes_per_s";
            for (ReferencePoint& point : reference.points) {
                point.value = point.value > 0 ? static_cast<double>(total) / point.value : 0;
            }
        }
        kept.push_back(std::move(reference));
    }
    options.references = std::move(kept);
    return options;
}

std::optional<Figure> referenceFamily(const ReferenceSeries& reference) {
    if (reference.quantity == "bytes_per_s") {
        return Figure::Throughput;
    }
    if (reference.quantity == "latency_ns") {
        return Figure::Latency;
    }
    if (reference.quantity == "ns_per_op") {
        return reference.pattern == Pattern::Lock ? Figure::LockOperation : Figure::TimePerSend;
    }
    return std::nullopt;
}

double statisticValue(const PointResult& point, ReferenceStatistic statistic) {
    if (point.pattern != Pattern::Stream) {
        switch (statistic) {
            case ReferenceStatistic::Min:
                return point.latencyNs.min;
            case ReferenceStatistic::Median:
                // The figure of the point's interval, as every table shows it.
                return shownCentre(point);
            case ReferenceStatistic::Mean:
                return point.latencyNs.mean;
            case ReferenceStatistic::MedianOfMinimums:
                return medianOfRepetitionMinimums(point);
        }
        return 0;
    }
    if (statistic == ReferenceStatistic::Median ||
        statistic == ReferenceStatistic::MedianOfMinimums) {
        return point.throughput.bytesPerSecond;
    }
    // A rate's statistics are taken over time per byte, as a report's times were: its "min" is
    // the fastest repetition, its "mean" bytes over the mean time (report 002's mean seconds).
    double fastest = 0;
    double secondsPerByte = 0;
    int counted = 0;
    for (const RepetitionResult& repetition : point.repetitions) {
        if (repetition.bytesPerSecond > 0) {
            fastest = std::max(fastest, repetition.bytesPerSecond);
            secondsPerByte += 1 / repetition.bytesPerSecond;
            ++counted;
        }
    }
    if (counted == 0) {
        return 0;
    }
    return statistic == ReferenceStatistic::Min ? fastest : counted / secondsPerByte;
}

ReferenceStatistic statisticBeside(const std::vector<const ReferenceSeries*>& all, Figure family,
                                   const std::string& mechanism) {
    std::vector<const ReferenceSeries*> beside;
    for (const ReferenceSeries* reference : all) {
        if (referenceFamily(*reference) == family) {
            beside.push_back(reference);
        }
    }
    for (const ReferenceSeries* reference : beside) {
        if (reference->mechanism == mechanism) {
            return reference->statistic;
        }
    }
    if (beside.empty()) {
        return ReferenceStatistic::Median;
    }
    const ReferenceStatistic shared = beside.front()->statistic;
    for (const ReferenceSeries* reference : beside) {
        if (reference->statistic != shared) {
            return ReferenceStatistic::Median;
        }
    }
    return shared;
}

QString statisticWord(ReferenceStatistic statistic) {
    switch (statistic) {
        case ReferenceStatistic::Min:
            return Charts::tr("min");
        case ReferenceStatistic::Median:
            return Charts::tr("median");
        case ReferenceStatistic::Mean:
            return Charts::tr("mean");
        case ReferenceStatistic::MedianOfMinimums:
            return Charts::tr("median of the rounds' minimums");
    }
    return {};
}

QString statisticSuffix(ReferenceStatistic statistic) {
    switch (statistic) {
        case ReferenceStatistic::Min:
            return Charts::tr(" (min)");
        case ReferenceStatistic::Mean:
            return Charts::tr(" (mean)");
        case ReferenceStatistic::MedianOfMinimums:
            return Charts::tr(" (median of the rounds' minimums)");
        case ReferenceStatistic::Median:
            break;
    }
    return {};
}

QString publishedStatisticSuffix(ReferenceStatistic statistic) {
    // The report gave one minimum: ours is the median of the rounds' minimums, not theirs.
    return statistic == ReferenceStatistic::MedianOfMinimums
               ? statisticSuffix(ReferenceStatistic::Min)
               : statisticSuffix(statistic);
}

QString ourStatisticText(const PointResult& point, ReferenceStatistic statistic,
                         const QLocale& locale) {
    const auto count = static_cast<qlonglong>(
        point.pattern == Pattern::Stream ? point.repetitions.size() : point.latencyNs.count);
    switch (statistic) {
        case ReferenceStatistic::Min:
            return Charts::tr("min of %1").arg(locale.toString(count));
        case ReferenceStatistic::Median:
            break;
        case ReferenceStatistic::Mean:
            return Charts::tr("mean of %1").arg(locale.toString(count));
        case ReferenceStatistic::MedianOfMinimums:
            return Charts::tr("median of %1 repetitions' minimums")
                .arg(locale.toString(static_cast<qlonglong>(point.repetitions.size())));
    }
    return statisticWord(ReferenceStatistic::Median);
}

QString labelWithRun(const QString& base, const QString& runLabel) {
    return runLabel.isEmpty() ? base : base + QStringLiteral(" \u2014 ") + runLabel;
}

/// "10 µs" rather than formatDuration's "10.0 µs": axis labels are round numbers.
QString axisDuration(double ns, const QLocale& locale) {
    const ScaledUnit unit = timeUnitFor(ns * 1.0000001);
    return locale.toString(ns / unit.factor, 'g', 3) + QLatin1Char(' ') +
           QString::fromUtf8(unit.name);
}

/// Labels at 1-2-5 steps of each decade inside [lowNs, highNs], at log10(ns).
void fillLatencyAxis(QCategoryAxis& axis, double lowNs, double highNs, const QLocale& locale) {
    axis.setStartValue(std::log10(lowNs));
    int added = 0;
    const int firstDecade = static_cast<int>(std::floor(std::log10(lowNs)));
    const int lastDecade = static_cast<int>(std::ceil(std::log10(highNs)));
    const int decades = lastDecade - firstDecade;
    for (int decade = firstDecade; decade <= lastDecade; ++decade) {
        for (double step : {1.0, 2.0, 5.0}) {
            // Wide ranges: decades only, so the labels do not collide.
            if (decades > 3 && step != 1.0) {
                continue;
            }
            const double ns = step * std::pow(10.0, decade);
            if (ns >= lowNs && ns <= highNs) {
                axis.append(axisDuration(ns, locale), std::log10(ns));
                ++added;
            }
        }
    }
    if (added < 2) {
        // A very narrow histogram: label its ends.
        axis.append(localDuration(lowNs, locale), std::log10(lowNs) + 1e-9);
        axis.append(localDuration(highNs, locale), std::log10(highNs) - 1e-9);
    }
    axis.setRange(std::log10(lowNs), std::log10(highNs));
}

}  // namespace ipclab::app::detail
