#include "charts/result_chart_view.hpp"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QEvent>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>
#include <QXYSeries>
#include <algorithm>
#include <cmath>

#include "charts/chart_internal.hpp"
#include "charts/result_chart.hpp"
#include "charts/units.hpp"

namespace ipclab::app {
namespace {
// 50 ms: at most 20 redraws a second however fast points arrive.
constexpr int kRedrawDelayMs = 50;

QString kindOf(const QAbstractSeries* series) {
    return series->property("ipclab.kind").toString();
}

std::size_t sizeFromX(double x) {
    return static_cast<std::size_t>(std::llround(std::exp2(x)));
}

QString figures(const PointResult& point, const QLocale& locale) {
    QStringList lines;
    const ShownFigure shown = shownFigure(point);
    if (point.pattern == Pattern::Stream) {
        lines << (shown.hasInterval
                      ? Charts::tr("throughput %1 (95% CI %2 – %3)")
                            .arg(localRate(shown.centre, locale), localRate(shown.low, locale),
                                 localRate(shown.high, locale))
                      : Charts::tr("throughput %1 (no interval: one round)")
                            .arg(localRate(shown.centre, locale)));
        lines << Charts::tr("%L1 messages/s")
                     .arg(locale.toString(point.throughput.messagesPerSecond, 'f', 0));
    } else {
        const auto d = [&locale](double ns) { return localDuration(ns, locale); };
        lines << Charts::tr("median of the rounds' medians %1").arg(d(shown.centre));
        if (shown.hasInterval) {
            lines << Charts::tr("95% CI of that median: %1 – %2").arg(d(shown.low), d(shown.high));
        } else {
            lines << Charts::tr("no interval: one round");
        }
        lines << Charts::tr("median of all samples pooled %1").arg(d(point.latencyNs.median));
        lines << Charts::tr("p90 %1 · p99 %2 · p99.9 %3 · max %4")
                     .arg(d(point.latencyNs.p90), d(point.latencyNs.p99), d(point.latencyNs.p999),
                          d(point.latencyNs.max));
        lines << Charts::tr("n = %L1 samples")
                     .arg(locale.toString(static_cast<qulonglong>(point.latencyNs.count)));
    }
    lines << Charts::tr("%1 repetitions").arg(point.repetitions.size());
    lines << Charts::tr("CPU per message (me/peer): %1")
                 .arg(localCpuPair(point.initiatorCpuNsPerMessage, point.responderCpuNsPerMessage,
                                   locale));
    if (point.lostMessages > 0) {
        lines << Charts::tr("lost messages: %L1")
                     .arg(locale.toString(static_cast<qulonglong>(point.lostMessages)));
    }
    return lines.join(QLatin1Char('\n'));
}

}  // namespace

ResultChartView::ResultChartView(QWidget* parent) : QChartView(parent) {
    setRenderHint(QPainter::Antialiasing);
    // Repaint the whole chart on every change: with the minimal update regions, slivers of the
    // last chart's antialiased points stayed at the plot's edges while a run redrew it (seen
    // under Xvfb, gone at the next full repaint). A chart is one small view; the cost is nil.
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    setMinimumSize(480, 320);
    m_options.dark = paletteIsDark();
    m_options.locale = QLocale();
    m_options.onScreen = true;
    m_redrawTimer.setSingleShot(true);
    m_redrawTimer.setInterval(kRedrawDelayMs);
    connect(&m_redrawTimer, &QTimer::timeout, this, &ResultChartView::redraw);
    redraw();
}

void ResultChartView::startRun(const Experiment& experiment, const SystemInfo& machine) {
    m_live = RunResult{};
    m_live.experiment = experiment;
    m_live.machine = machine;
    m_redrawTimer.stop();
    redraw();
}

namespace {

bool samePoint(const PointResult& a, const PointResult& b) {
    return a.mechanism == b.mechanism && a.sizeBytes == b.sizeBytes &&
           a.waitStrategy == b.waitStrategy && a.placement == b.placement &&
           a.pattern == b.pattern && a.selfComparison == b.selfComparison;
}

}  // namespace

void ResultChartView::updatePoint(const PointResult& point) {
    const auto known =
        std::find_if(m_live.points.begin(), m_live.points.end(),
                     [&](const PointResult& drawn) { return samePoint(drawn, point); });
    if (known != m_live.points.end()) {
        *known = point;
    } else {
        m_live.points.push_back(point);
    }
    if (!m_redrawTimer.isActive()) {
        m_redrawTimer.start();
    }
}

void ResultChartView::addPoint(const PointResult& point) {
    std::erase_if(m_live.points, [&](const PointResult& drawn) { return samePoint(drawn, point); });
    m_live.points.push_back(point);
    if (!m_redrawTimer.isActive()) {
        m_redrawTimer.start();
    }
}

void ResultChartView::showResult(const RunResult& result) {
    m_live = result;
    m_redrawTimer.stop();
    redraw();
}

void ResultChartView::setLiveLabel(const QString& label) {
    m_liveLabel = label;
    scheduleRedraw();
}

void ResultChartView::setKind(ChartKind kind) {
    m_options.kind = kind;
    scheduleRedraw();
}

void ResultChartView::setOverlays(std::vector<LabelledRun> overlays) {
    m_overlays = std::move(overlays);
    scheduleRedraw();
}

void ResultChartView::setReferences(std::vector<ReferenceSeries> references) {
    m_options.references = std::move(references);
    scheduleRedraw();
}

void ResultChartView::setBarSize(std::size_t sizeBytes) {
    m_options.barSizeBytes = sizeBytes;
    scheduleRedraw();
}

void ResultChartView::setBarScale(BarScale scale) {
    m_options.barScale = scale;
    scheduleRedraw();
}

void ResultChartView::setSelectedPoint(const QString& mechanism, std::size_t sizeBytes) {
    m_options.distributionMechanism = mechanism;
    m_options.distributionSizeBytes = sizeBytes;
    scheduleRedraw();
}

void ResultChartView::setFontScale(double scale) {
    m_options.fontScale = scale;
    scheduleRedraw();
}

void ResultChartView::setCaption(const QString& caption, const QString& shared) {
    m_options.caption = caption;
    m_options.sharedCaption = shared;
    scheduleRedraw();
}

std::vector<LabelledRun> ResultChartView::runs() const {
    std::vector<LabelledRun> runs;
    if (!m_live.points.empty() || !m_live.experiment.mechanisms.empty() || m_overlays.empty()) {
        QString label = m_liveLabel;
        if (label.isEmpty() && !m_overlays.empty()) {
            label = tr("this run");
        }
        runs.push_back({label, m_live});
    }
    runs.insert(runs.end(), m_overlays.begin(), m_overlays.end());
    return runs;
}

ChartOptions ResultChartView::options() const {
    ChartOptions options = m_options;
    options.locale = QLocale();  // exports from the GUI write numbers as the window does
    return options;
}

void ResultChartView::flush() {
    if (m_redrawTimer.isActive()) {
        m_redrawTimer.stop();
        redraw();
    }
}

void ResultChartView::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        const bool dark = paletteIsDark();
        if (dark != m_options.dark) {
            m_options.dark = dark;
            scheduleRedraw();
        }
    }
}

bool ResultChartView::paletteIsDark() const {
    return palette().color(QPalette::Window).lightness() < 128;
}

void ResultChartView::scheduleRedraw() {
    // Settings changes are rare: redraw at once unless a point-driven redraw is pending.
    if (!m_redrawTimer.isActive()) {
        redraw();
    }
}

void ResultChartView::redraw() {
    ++m_redrawCount;
    // The UI language's way of writing numbers (main sets the default locale with the
    // language); read at each redraw, so a change reaches the next one.
    m_options.locale = QLocale();
    const std::vector<LabelledRun> drawn = runs();
    QChart* old = chart();
    QChart* fresh = buildChart(drawn, m_options, &m_problem);
    setChart(fresh);
    delete old;  // setChart releases ownership of the previous chart
    connectInteraction();
}

void ResultChartView::connectInteraction() {
    QChart* current = chart();
    ringSelectedPoint(*current);
    connectHoverAndClick(*current);
    connectLegendToggles(*current);
}

// The selected point, ringed, on latency / throughput charts.
void ResultChartView::ringSelectedPoint(QChart& chart) {
    QChart* current = &chart;
    if (m_options.kind == ChartKind::Latency || m_options.kind == ChartKind::Throughput) {
        for (QAbstractSeries* series : current->series()) {
            auto* line = qobject_cast<QXYSeries*>(series);
            if (line == nullptr || kindOf(series) != QStringLiteral("median") ||
                series->property("ipclab.run").toInt() != 0 ||
                series->property("ipclab.mechanism").toString() !=
                    m_options.distributionMechanism) {
                continue;
            }
            for (const QPointF& point : line->points()) {
                if (sizeFromX(point.x()) == m_options.distributionSizeBytes) {
                    auto* ring = new QScatterSeries;
                    ring->setMarkerSize(line->markerSize() * 2.2);
                    ring->setColor(Qt::transparent);
                    QPen pen(line->pen().color());
                    pen.setWidthF(2.5);
                    ring->setBorderColor(pen.color());
                    ring->setPen(pen);
                    ring->append(point);
                    current->addSeries(ring);
                    for (QAbstractAxis* axis : line->attachedAxes()) {
                        ring->attachAxis(axis);
                    }
                    ring->setProperty("ipclab.kind", QStringLiteral("selected"));
                    for (QLegendMarker* marker : current->legend()->markers(ring)) {
                        marker->setVisible(false);
                    }
                }
            }
        }
    }
}

// A point's or bar's tooltip on hover, and pointSelected on click.
void ResultChartView::connectHoverAndClick(QChart& chart) {
    QChart* current = &chart;
    for (QAbstractSeries* series : current->series()) {
        const int runIndex = series->property("ipclab.run").toInt();
        if (kindOf(series) == QStringLiteral("median")) {
            auto* line = qobject_cast<QXYSeries*>(series);
            const QString mechanism = series->property("ipclab.mechanism").toString();
            // The point's label: the name may add the statistic drawn ("pipe (min)").
            const QVariant pointLabel = series->property("ipclab.pointLabel");
            const QString name = pointLabel.isValid() ? pointLabel.toString() : series->name();
            connect(line, &QXYSeries::hovered, this,
                    [this, runIndex, name](const QPointF& point, bool state) {
                        if (!state) {
                            QToolTip::hideText();
                            return;
                        }
                        QToolTip::showText(QCursor::pos(),
                                           tooltipFor(runIndex, name, sizeFromX(point.x())), this);
                    });
            connect(line, &QXYSeries::clicked, this, [this, mechanism](const QPointF& point) {
                emit pointSelected(mechanism, sizeFromX(point.x()));
            });
        } else if (kindOf(series) == QStringLiteral("bars")) {
            auto* bars = qobject_cast<QAbstractBarSeries*>(series);
            const QStringList mechanisms = series->property("ipclab.barMechanisms").toStringList();
            const auto size =
                static_cast<std::size_t>(series->property("ipclab.barSize").toULongLong());
            connect(bars, &QAbstractBarSeries::hovered, this,
                    [this, mechanisms, size](bool state, int index, QBarSet*) {
                        if (!state || index < 0 || index >= mechanisms.size()) {
                            QToolTip::hideText();
                            return;
                        }
                        const QString id = mechanisms[index].section(QLatin1Char('@'), 0, 0);
                        const int run = mechanisms[index].section(QLatin1Char('@'), 1).toInt();
                        if (id.isEmpty()) {
                            return;  // a published figure: its label says it all
                        }
                        QToolTip::showText(QCursor::pos(), tooltipFor(run, id, size), this);
                    });
            connect(bars, &QAbstractBarSeries::clicked, this,
                    [this, mechanisms, size](int index, QBarSet*) {
                        if (index >= 0 && index < mechanisms.size()) {
                            const QString id = mechanisms[index].section(QLatin1Char('@'), 0, 0);
                            if (!id.isEmpty()) {
                                emit pointSelected(id, size);
                            }
                        }
                    });
        }
    }
}

// Legend markers hide and show their series (and its band); the marker stays, dimmed.
void ResultChartView::connectLegendToggles(QChart& chart) {
    QChart* current = &chart;
    detail::FootLine* foot = nullptr;  // the line charts' key (placeLineLegend)
    for (QGraphicsItem* item : current->childItems()) {
        if (auto* line = dynamic_cast<detail::FootLine*>(item); line != nullptr) {
            foot = line;
        }
    }
    const QList<QLegendMarker*> allMarkers = current->legend()->markers();
    for (qsizetype index = 0; index < allMarkers.size(); ++index) {
        QLegendMarker* marker = allMarkers[index];
        QAbstractSeries* series = marker->series();
        const QString kind = kindOf(series);
        if (kind == QStringLiteral("band") || kind == QStringLiteral("selected") ||
            kind == QStringLiteral("bars")) {
            continue;
        }
        const QString name = series->name();
        auto apply = [current, marker, series, name, foot, index](bool visible) {
            series->setVisible(visible);
            if (foot != nullptr) {  // an entry's link is its marker's index
                foot->setDimmed(QString::number(index), !visible);
            }
            for (QAbstractSeries* other : current->series()) {
                if (other->name() == name + QStringLiteral(" (95% CI)")) {
                    other->setVisible(visible);
                    for (QLegendMarker* bandMarker : current->legend()->markers(other)) {
                        bandMarker->setVisible(false);
                    }
                }
            }
            marker->setVisible(true);
            QColor label = marker->labelBrush().color();
            label.setAlphaF(visible ? 1.0 : 0.4);
            marker->setLabelBrush(label);
        };
        if (m_hiddenSeries.contains(name)) {
            apply(false);
        }
        connect(marker, &QLegendMarker::clicked, this, [this, series, name, apply]() {
            const bool visible = !series->isVisible();
            apply(visible);
            if (visible) {
                m_hiddenSeries.remove(name);
            } else {
                m_hiddenSeries.insert(name);
            }
        });
    }
    // The line charts' key of our own (placeLineLegend): an entry's link is its marker's index.
    if (foot != nullptr) {
        connect(foot, &QGraphicsTextItem::linkActivated, this, [allMarkers](const QString& link) {
            bool ok = false;
            const int index = link.toInt(&ok);
            if (ok && index >= 0 && index < allMarkers.size()) {
                emit allMarkers[index]->clicked();
            }
        });
    }
}

QString ResultChartView::tooltipFor(int runIndex, const QString& seriesName,
                                    std::size_t sizeBytes) const {
    const std::vector<LabelledRun> drawn = runs();
    if (runIndex < 0 || runIndex >= static_cast<int>(drawn.size())) {
        return {};
    }
    const LabelledRun& run = drawn[static_cast<std::size_t>(runIndex)];
    for (const PointResult& point : run.run.points) {
        const bool named = seriesLabel(point, run.label) == seriesName ||
                           QString::fromStdString(point.mechanism) == seriesName;
        if (named && point.ok && (point.sizeBytes == sizeBytes || !hasMessageSize(point.pattern))) {
            QString head = seriesLabel(point, run.label);
            if (point.sizeBytes > 0) {
                head += QStringLiteral(", ") + localSize(point.sizeBytes, m_options.locale);
            }
            return head + QLatin1Char('\n') + figures(point, m_options.locale);
        }
    }
    return {};
}

}  // namespace ipclab::app
