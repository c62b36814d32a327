#include "charts/result_chart.hpp"

#include <QApplication>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QColor>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPainter>
#include <QPen>
#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "charts/units.hpp"

namespace ipclab::app {
namespace {

// Distinct colours that stay distinct for colour-blind readers (Okabe-Ito, then Tableau).
const QColor kPalette[] = {QColor(0, 114, 178),   QColor(213, 94, 0),    QColor(0, 158, 115),
                           QColor(204, 121, 167), QColor(230, 159, 0),   QColor(86, 180, 233),
                           QColor(0, 0, 0),       QColor(148, 103, 189), QColor(140, 86, 75)};

// More labels than this crowd the x axis; we then label every other size.
constexpr std::size_t kMaxXLabels = 12;
// Up to this ratio between the largest and smallest value the y axis uses base 2.
constexpr double kMaxBase2Span = 128;

QString patternText(const ChartContext& context) {
    switch (context.pattern) {
        case Pattern::PingPong:
            return QStringLiteral("ping-pong");
        case Pattern::Stream:
            return QStringLiteral("stream");
        case Pattern::Lock:
            return QStringLiteral("lock, %1 parties").arg(context.parties);
        case Pattern::Paced:
            return QStringLiteral("paced, %1 \u00B5s idle after each round trip")
                .arg(context.gapUs);
        case Pattern::OneSided:
            return QStringLiteral("one-sided: report 000's method, nobody receives");
    }
    return {};
}

QString placementText(Placement placement) {
    switch (placement) {
        case Placement::Unpinned:
            return QStringLiteral("unpinned");
        case Placement::SameCore:
            return QStringLiteral("both on one core");
        case Placement::CrossCore:
            return QStringLiteral("on different cores");
    }
    return {};
}

QCategoryAxis* xAxisOf(QChart& chart) {
    const auto axes = chart.axes(Qt::Horizontal);
    return axes.isEmpty() ? nullptr : qobject_cast<QCategoryAxis*>(axes.first());
}

QLogValueAxis* yAxisOf(QChart& chart) {
    const auto axes = chart.axes(Qt::Vertical);
    return axes.isEmpty() ? nullptr : qobject_cast<QLogValueAxis*>(axes.first());
}

double valueOf(const PointResult& point, Pattern pattern) {
    return pattern == Pattern::Stream ? point.throughput.bytesPerSecond : point.latencyNs.median;
}

QLineSeries* seriesNamed(QChart& chart, const QString& name) {
    for (QAbstractSeries* series : chart.series()) {
        if (series->name() == name) {
            return qobject_cast<QLineSeries*>(series);
        }
    }
    return nullptr;
}

// Lock: one position per series, labelled with the series' name.
void updateMechanismAxis(QCategoryAxis& axis, const std::vector<QString>& labels) {
    for (const QString& label : axis.categoriesLabels()) {
        axis.remove(label);
    }
    for (std::size_t index = 0; index < labels.size(); ++index) {
        axis.append(labels[index], static_cast<double>(index));
    }
    const double last = labels.empty() ? 1.0 : static_cast<double>(labels.size() - 1);
    axis.setStartValue(-0.5);
    axis.setRange(-0.5, last + 0.5);
}

void updateXAxis(QCategoryAxis& axis, const ChartContext& context,
                 std::span<const PointResult> points) {
    std::set<std::size_t> sizes(context.plannedSizesBytes.begin(), context.plannedSizesBytes.end());
    for (const PointResult& point : points) {
        sizes.insert(point.sizeBytes);
    }
    sizes.erase(0);
    for (const QString& label : axis.categoriesLabels()) {
        axis.remove(label);
    }
    if (sizes.empty()) {
        sizes = {64, 65536};
    }
    const double low = std::log2(static_cast<double>(*sizes.begin()));
    const double high = std::log2(static_cast<double>(*sizes.rbegin()));
    // Half a step of margin so the first and last markers are not cut by the plot frame.
    const double margin = std::max(0.4, (high - low) * 0.03);
    axis.setStartValue(low - margin);
    const std::size_t stride = sizes.size() > kMaxXLabels ? 2 : 1;
    std::size_t index = 0;
    for (std::size_t size : sizes) {
        if (index++ % stride == 0) {
            axis.append(QString::fromStdString(formatBytes(size)),
                        std::log2(static_cast<double>(size)));
        }
    }
    axis.setRange(low - margin, high + margin);
}

}  // namespace

ChartContext chartContextFor(const RunResult& result) {
    ChartContext context;
    context.pattern = result.experiment.pattern;
    context.placement = result.experiment.placement;
    context.plannedSizesBytes = result.experiment.sizesBytes;
    context.caption = machineCaption(result.machine);
    context.parties = result.experiment.parties;
    context.gapUs = result.experiment.gapUs;
    return context;
}

QString seriesLabel(const PointResult& point) {
    QString label = QString::fromStdString(point.mechanism);
    if (point.waitStrategy != WaitStrategy::Block) {
        label +=
            QStringLiteral(" (%1)").arg(QString::fromUtf8(toString(point.waitStrategy).data()));
    }
    return label;
}

QString machineCaption(const SystemInfo& machine) {
    QStringList parts;
    if (!machine.cpuModel.empty()) {
        parts << QString::fromStdString(machine.cpuModel);
    }
    parts << QStringLiteral("%1 logical cores").arg(machine.logicalCores);
    // Some systems put the version into the name already ("Debian GNU/Linux 12 (bookworm)").
    QString os = QString::fromStdString(machine.osName);
    const QString version = QString::fromStdString(machine.osVersion);
    if (!os.contains(version)) {
        os = (os + QLatin1Char(' ') + version).trimmed();
    }
    if (machine.virtualized) {
        os += QStringLiteral(" (virtual machine)");
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

QChart* createResultChart() {
    auto* chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(8, 8, 16, 8));

    auto* xAxis = new QCategoryAxis;
    xAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    xAxis->setGridLineVisible(true);
    chart->addAxis(xAxis, Qt::AlignBottom);

    auto* yAxis = new QLogValueAxis;
    yAxis->setBase(10);
    yAxis->setLabelFormat(QStringLiteral("%g"));
    yAxis->setMinorTickCount(-1);  // 2..9 within each decade, so short ranges stay readable.
    yAxis->setMinorGridLineVisible(true);
    yAxis->setMinorGridLineColor(QColor(235, 235, 235));
    chart->addAxis(yAxis, Qt::AlignLeft);
    return chart;
}

void updateResultChart(QChart& chart, const ChartContext& context,
                       std::span<const PointResult> points) {
    QCategoryAxis* xAxis = xAxisOf(chart);
    QLogValueAxis* yAxis = yAxisOf(chart);
    if (xAxis == nullptr || yAxis == nullptr) {
        return;
    }
    const bool stream = context.pattern == Pattern::Stream;
    const bool lock = context.pattern == Pattern::Lock;
    const bool perOperation = lock || context.pattern == Pattern::OneSided;

    // Points per series (mechanism and wait strategy), in order of first appearance; failed
    // points are left out. Lock points have no size: they sit one per series along x.
    std::vector<QString> order;
    std::map<QString, std::vector<const PointResult*>> byMechanism;
    double lowest = 0;
    double highest = 0;
    for (const PointResult& point : points) {
        const double value = valueOf(point, context.pattern);
        if (!point.ok || value <= 0 || (point.sizeBytes == 0 && !lock)) {
            continue;
        }
        const QString label = seriesLabel(point);
        if (!byMechanism.contains(label)) {
            order.push_back(label);
        }
        byMechanism[label].push_back(&point);
        lowest = lowest == 0 ? value : std::min(lowest, value);
        highest = std::max(highest, value);
    }

    // One unit for the whole axis, picked by the largest value so the top labels stay short
    // ("10 GB/s" rather than "10000 MB/s"); small values read fine as 0.1 or 0.01.
    const double reference = highest > 0 ? highest : (stream ? 1e9 : 1e4);
    const ScaledUnit unit = stream ? rateUnitFor(reference) : timeUnitFor(reference);

    for (QAbstractSeries* series : chart.series()) {
        if (!byMechanism.contains(series->name())) {
            chart.removeSeries(series);
            delete series;
        }
    }
    for (std::size_t index = 0; index < order.size(); ++index) {
        const QString& name = order[index];
        QLineSeries* series = seriesNamed(chart, name);
        if (series == nullptr) {
            series = new QLineSeries;
            series->setName(name);
            series->setPointsVisible(true);
            chart.addSeries(series);
            series->attachAxis(xAxis);
            series->attachAxis(yAxis);
        }
        QPen pen(kPalette[index % std::size(kPalette)]);
        pen.setWidthF(2.0);
        series->setPen(pen);
        series->setBrush(pen.color());
        series->setMarkerSize(7);

        auto& mechanismPoints = byMechanism[order[index]];
        std::sort(
            mechanismPoints.begin(), mechanismPoints.end(),
            [](const PointResult* a, const PointResult* b) { return a->sizeBytes < b->sizeBytes; });
        QList<QPointF> data;
        data.reserve(static_cast<qsizetype>(mechanismPoints.size()));
        for (const PointResult* point : mechanismPoints) {
            const double x = lock ? static_cast<double>(index)
                                  : std::log2(static_cast<double>(point->sizeBytes));
            data.append(QPointF(x, valueOf(*point, context.pattern) / unit.factor));
        }
        series->replace(data);  // one signal, one repaint: never point by point
    }

    if (lock) {
        updateMechanismAxis(*xAxis, order);
        xAxis->setTitleText(QStringLiteral("mechanism"));
    } else {
        updateXAxis(*xAxis, context, points);
        xAxis->setTitleText(stream ? QStringLiteral("chunk size (log scale)")
                                   : QStringLiteral("message size (log scale)"));
    }

    const QString unitName = QString::fromUtf8(unit.name);
    if (highest > 0) {
        // QLogValueAxis labels only the powers of its base. Data within a few doublings (the
        // usual latency curve: 2..20 µs) would get just "1" and "10" in base 10, so use base 2
        // there (1, 2, 4, 8, 16) and base 10 for wide ranges.
        const double lowValue = lowest / unit.factor;
        const double highValue = highest / unit.factor;
        const bool narrow = highValue / lowValue <= kMaxBase2Span;
        const double base = narrow ? 2.0 : 10.0;
        const double low = std::pow(base, std::floor(std::log(lowValue) / std::log(base)));
        double high = std::pow(base, std::ceil(std::log(highValue) / std::log(base)));
        if (high <= low) {
            high = low * base;
        }
        yAxis->setBase(base);
        yAxis->setMinorTickCount(narrow ? 0 : -1);
        // A hair wider than the powers themselves, so rounding in log() cannot drop the end
        // labels (pow(10, -3) is not exactly 0.001).
        yAxis->setRange(low * (1 - 1e-9), high * (1 + 1e-9));
    } else {
        yAxis->setBase(10);
        yAxis->setRange(1, 1000);
    }
    yAxis->setTitleText(
        stream         ? QStringLiteral("throughput (%1, log scale)").arg(unitName)
        : perOperation ? QStringLiteral("time per operation, median (%1, log scale)").arg(unitName)
                       : QStringLiteral("one-way latency, median (%1, log scale)").arg(unitName));

    const QString what = stream         ? QStringLiteral("Throughput vs chunk size")
                         : lock         ? QStringLiteral("Lock cost per acquire + release")
                         : perOperation ? QStringLiteral("Time per send vs message size")
                                        : QStringLiteral("One-way latency vs message size");
    const QString how =
        QStringLiteral("%1, %2").arg(patternText(context), placementText(context.placement));
    QString title = QStringLiteral("<b>%1</b> (%2)").arg(what.toHtmlEscaped(), how.toHtmlEscaped());
    if (!context.caption.isEmpty()) {
        title += QStringLiteral("<br><span style=\"font-size:small; color:#555\">%1</span>")
                     .arg(context.caption.toHtmlEscaped());
    }
    chart.setTitle(title);
}

QImage renderChartImage(const RunResult& result, QSize size) {
    QChart* chart = createResultChart();
    updateResultChart(*chart, chartContextFor(result), result.points);
    QChartView view(chart);  // the view owns the chart
    view.setRenderHint(QPainter::Antialiasing);
    // The chart lays itself out only once its view has been shown and the resulting events
    // delivered; WA_DontShowOnScreen keeps that invisible (and works on the offscreen platform).
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.resize(size);
    view.show();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    view.render(&painter);
    painter.end();
    return image;
}

bool renderChartPng(const RunResult& result, const QString& path, QSize size, QString* error) {
    const QImage image = renderChartImage(result, size);
    if (image.isNull() || !image.save(path, "PNG")) {
        if (error != nullptr) {
            *error = QStringLiteral("cannot write PNG to %1").arg(path);
        }
        return false;
    }
    return true;
}

}  // namespace ipclab::app
