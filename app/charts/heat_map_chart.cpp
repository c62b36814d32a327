// The core map's heat maps, drawn with QPainter: a grid of labelled cells reads better than a
// Qt Charts series for a matrix, and the same painting serves the PNG, the SVG and the widget.
#include "charts/heat_map_chart.hpp"

#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>
#include <cmath>

#include "charts/chart_internal.hpp"
#include "charts/local_units.hpp"
#include "charts/painted_export.hpp"
#include "charts/result_chart.hpp"

namespace ipclab::app {

namespace {

constexpr double kMargin = 16;
constexpr double kLabelWidth = 118;  // row labels beside each grid
constexpr double kLabelHeight = 36;  // column labels above each grid
constexpr double kPanelTitle = 26;
constexpr double kLegendHeight = 70;

// Fast to slow: blue, pale, red (ColorBrewer RdYlBu reversed): slow reads as hot.
QColor rampColour(double t) {
    static const QColor stops[] = {QColor(44, 123, 182), QColor(171, 217, 233),
                                   QColor(255, 255, 191), QColor(253, 174, 97),
                                   QColor(215, 25, 28)};
    t = std::clamp(t, 0.0, 1.0) * 4;
    const int i = std::min(static_cast<int>(t), 3);
    const double f = t - i;
    const QColor& a = stops[i];
    const QColor& b = stops[i + 1];
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * f),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * f),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * f));
}

// The log scale every panel shares: the fastest and slowest measured medians.
struct Scale {
    double lowNs = 0;
    double highNs = 0;
    bool valid() const { return lowNs > 0 && highNs > 0; }
    double position(double ns) const {
        if (!valid() || highNs <= lowNs) {
            return 0.5;
        }
        return std::log(ns / lowNs) / std::log(highNs / lowNs);
    }
};

Scale scaleOf(const CoreMap& map) {
    Scale scale;
    for (const CoreMapPanel& panel : map.panels) {
        for (const CoreMapCell& cell : panel.cells) {
            if (cell.state == CoreMapCell::State::Measured && cell.medianNs > 0) {
                scale.lowNs =
                    scale.lowNs > 0 ? std::min(scale.lowNs, cell.medianNs) : cell.medianNs;
                scale.highNs = std::max(scale.highNs, cell.medianNs);
            }
        }
    }
    // At least a factor of 4 end to end: cells within noise of each other (320 and 336 ns)
    // must not look as far apart as blue and red.
    constexpr double kMinSpan = 4;
    if (scale.valid() && scale.highNs < scale.lowNs * kMinSpan) {
        const double centre = std::sqrt(scale.lowNs * scale.highNs);
        scale.lowNs = centre / std::sqrt(kMinSpan);
        scale.highNs = centre * std::sqrt(kMinSpan);
    }
    return scale;
}

// pairClassName in the user's language.
QString pairClassText(PairClass klass) {
    switch (klass) {
        case PairClass::SameCpu:
            return Charts::tr("same CPU");
        case PairClass::SmtSiblings:
            return Charts::tr("SMT siblings");
        case PairClass::SameCluster:
            return Charts::tr("other core, same cluster");
        case PairClass::SamePackage:
            return Charts::tr("other core, same package");
        case PairClass::OtherPackage:
            break;
    }
    return Charts::tr("other package/node");
}

// Diagonal lines drawn one by one rather than a Qt::BDiagPattern brush: the pattern cache is a
// global static that the CLI's static QApplication outlives (a crash at exit), and lines keep
// their spacing at any resolution.
void hatchRect(QPainter& painter, const QRectF& rect, const QColor& colour) {
    painter.save();
    painter.setClipRect(rect);
    painter.setPen(QPen(colour, 1.2));
    constexpr double kStep = 7;
    for (double x = rect.left() - rect.height(); x < rect.right(); x += kStep) {
        painter.drawLine(QPointF(x, rect.bottom()), QPointF(x + rect.height(), rect.top()));
    }
    painter.restore();
}

QColor textOn(const QColor& background) {
    return background.lightnessF() > 0.55 ? QColor(20, 20, 20) : QColor(Qt::white);
}

void paintCell(QPainter& painter, const QRectF& rect, const CoreMapCell& cell, const Scale& scale,
               const QLocale& locale, bool showClass) {
    QColor fill(235, 235, 235);
    if (cell.state == CoreMapCell::State::Measured) {
        fill = rampColour(scale.position(cell.medianNs));
    }
    painter.fillRect(rect, fill);
    if (cell.state == CoreMapCell::State::Refused || cell.state == CoreMapCell::State::Failed) {
        const QColor hatch =
            cell.state == CoreMapCell::State::Failed ? QColor(200, 60, 60) : QColor(150, 150, 150);
        hatchRect(painter, rect, hatch);
    }
    painter.setPen(QPen(QColor(255, 255, 255), 2));
    painter.drawRect(rect);
    painter.setPen(textOn(fill));
    // The value in bold, the interval (or the reason) under it in a smaller face.
    const QString text = heatMapCellText(cell, locale);
    const qsizetype newline = text.indexOf(QLatin1Char('\n'));
    const QString head = newline < 0 ? text : text.left(newline);
    const QString tail = newline < 0 ? QString() : text.mid(newline + 1);
    const double big = std::min(rect.height() * 0.17, rect.width() * 0.12);
    const QRectF upper(rect.left() + 4, rect.top(), rect.width() - 8, rect.height() * 0.55);
    const QRectF lower(rect.left() + 4, upper.bottom(), rect.width() - 8, rect.height() * 0.4);
    painter.setFont(paintedFont(big, true));
    painter.drawText(
        tail.isEmpty() ? rect : upper,
        (tail.isEmpty() ? Qt::AlignCenter : Qt::AlignHCenter | Qt::AlignBottom) | Qt::TextWordWrap,
        head);
    painter.setFont(paintedFont(big * 0.62));
    painter.drawText(lower, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, tail);
    // The pair's class in the corner, so "SMT" or "other package" reads without the axes.
    if (showClass && rect.height() > 60) {
        painter.setFont(paintedFont(std::min(rect.height() * 0.1, 11.0)));
        const QRectF corner = rect.adjusted(5, 3, -5, -3);
        // "other core, same package" is cut in a narrow cell: then its first part ("other
        // core"), the whole class is in the cell's tooltip and the axes' labels.
        QString klass = pairClassText(cell.klass);
        if (QFontMetricsF(painter.font()).horizontalAdvance(klass) > corner.width()) {
            klass = klass.section(QStringLiteral(", "), 0, 0);
        }
        painter.drawText(corner, Qt::AlignLeft | Qt::AlignTop, klass);
    }
}

// Where panel `index` goes inside the figure's `area` (paintHeatMap's layout).
QRectF panelArea(const CoreMap& map, const QRectF& area, int index) {
    const QRectF inner = area.adjusted(kMargin, kMargin, -kMargin, -kMargin);
    const int count = std::max<int>(1, static_cast<int>(map.panels.size()));
    const int columns = std::min(count, 3);
    const int rows = (count + columns - 1) / columns;
    const double top = inner.top() + 52;
    const double panelWidth = inner.width() / columns;
    const double panelHeight = (inner.bottom() - kLegendHeight - top) / rows;
    return {inner.left() + panelWidth * (index % columns), top + panelHeight * (index / columns),
            panelWidth - 12, panelHeight - 8};
}

// The grid of a panel drawn in `area`: its top-left corner and a cell's side.
struct Grid {
    QPointF origin;
    double cellSide = 0;
};

Grid gridOf(const CoreMap& map, const QRectF& area) {
    const auto n = static_cast<double>(std::max<std::size_t>(map.plan.cpus.size(), 1));
    const double side =
        std::min(area.width() - kLabelWidth, area.height() - kPanelTitle - kLabelHeight);
    return {QPointF(area.left() + kLabelWidth, area.top() + kPanelTitle + kLabelHeight), side / n};
}

void paintPanel(QPainter& painter, const CoreMap& map, const CoreMapPanel& panel,
                const QRectF& area, const Scale& scale, const QLocale& locale) {
    const std::size_t n = map.plan.cpus.size();
    if (n == 0) {
        return;
    }
    painter.setPen(QColor(20, 20, 20));
    painter.setFont(paintedFont(16, true));
    const QString wait = panel.waitStrategy == WaitStrategy::Block
                             ? QString()
                             : QStringLiteral(" (%1)").arg(toString(panel.waitStrategy).data());
    painter.drawText(QRectF(area.left(), area.top(), area.width(), kPanelTitle), Qt::AlignCenter,
                     QString::fromStdString(panel.mechanism) + wait);
    painter.setFont(paintedFont(10));
    painter.setPen(QColor(90, 90, 90));
    painter.drawText(QRectF(area.left(), area.top() + kPanelTitle, kLabelWidth - 6, kLabelHeight),
                     Qt::AlignRight | Qt::AlignBottom,
                     map.labels.empty() ? Charts::tr("initiator ↓\nresponder →")
                                        : Charts::tr("controller ↓\npeer →"));
    const auto [origin, cellSide] = gridOf(map, area);
    const double labelFont = std::clamp(cellSide * 0.16, 8.0, 12.0);
    for (std::size_t i = 0; i < n; ++i) {
        const QString label = heatMapCpuLabel(map, map.plan.cpus[i]);
        painter.setPen(QColor(40, 40, 40));
        painter.setFont(paintedFont(labelFont));
        painter.drawText(QRectF(area.left(), origin.y() + cellSide * i, kLabelWidth - 6, cellSide),
                         Qt::AlignRight | Qt::AlignVCenter, label);
        // A narrow column keeps only "CPU n": its place is in the row label beside it.
        const QString column =
            QFontMetricsF(painter.font()).horizontalAdvance(label.section('\n', 1)) > cellSide - 2
                ? label.section('\n', 0, 0)
                : label;
        painter.drawText(
            QRectF(origin.x() + cellSide * i, origin.y() - kLabelHeight, cellSide, kLabelHeight),
            Qt::AlignHCenter | Qt::AlignBottom, column);
        for (std::size_t j = 0; j < n; ++j) {
            const QRectF cell(origin.x() + cellSide * j, origin.y() + cellSide * i, cellSide,
                              cellSide);
            paintCell(painter, cell, panel.at(i, j, n), scale, locale, map.labels.empty());
        }
    }
}

void paintLegend(QPainter& painter, const QRectF& area, const Scale& scale, const QLocale& locale,
                 bool hosts) {
    const QRectF bar(area.left() + kLabelWidth, area.top() + 22, area.width() * 0.45, 16);
    painter.setPen(QColor(20, 20, 20));
    painter.setFont(paintedFont(12));
    painter.drawText(QRectF(area.left(), area.top(), area.width(), 18), Qt::AlignLeft,
                     hosts ? Charts::tr("One-way latency, median of the paired rounds (log scale; "
                                        "rows: the controller's node, columns: the peer's node)")
                           : Charts::tr("One-way latency, median of the rounds' medians (log "
                                        "scale; rows: initiator CPU, columns: responder CPU)"));
    // Strips rather than a QLinearGradient: the raster engine's gradient cache is a global
    // static that the CLI's static QApplication outlives, which crashed it at exit.
    constexpr int kStrips = 96;
    for (int i = 0; i < kStrips; ++i) {
        const double w = bar.width() / kStrips;
        painter.fillRect(QRectF(bar.left() + w * i, bar.top(), w + 0.5, bar.height()),
                         rampColour((i + 0.5) / kStrips));
    }
    painter.drawRect(bar);
    if (scale.valid()) {
        const double mid = std::sqrt(scale.lowNs * scale.highNs);
        const std::pair<double, double> ticks[] = {
            {0.0, scale.lowNs}, {0.5, mid}, {1.0, scale.highNs}};
        for (const auto& [at, ns] : ticks) {
            const double x = bar.left() + bar.width() * at;
            painter.drawLine(QPointF(x, bar.bottom()), QPointF(x, bar.bottom() + 4));
            painter.drawText(QRectF(x - 50, bar.bottom() + 4, 100, 16), Qt::AlignHCenter,
                             localDuration(ns, locale));
        }
    }
    const QRectF swatch(bar.right() + 30, bar.top(), 24, 16);
    painter.fillRect(swatch, QColor(235, 235, 235));
    hatchRect(painter, swatch, QColor(150, 150, 150));
    painter.drawRect(swatch);
    painter.drawText(QRectF(swatch.right() + 6, swatch.top() - 1, 260, 18), Qt::AlignLeft,
                     Charts::tr("refused (reason in the cell)"));
    const QRectF grey(swatch.left(), swatch.bottom() + 6, 24, 16);
    painter.fillRect(grey, QColor(235, 235, 235));
    painter.drawRect(grey);
    painter.drawText(QRectF(grey.right() + 6, grey.top() - 1, 260, 18), Qt::AlignLeft,
                     Charts::tr("not sampled"));
}

}  // namespace

QString heatMapCellText(const CoreMapCell& cell, const QLocale& locale) {
    switch (cell.state) {
        case CoreMapCell::State::Measured: {
            QString text = localDuration(cell.medianNs, locale);
            if (cell.ciLowNs >= 0 && cell.ciHighNs >= 0) {
                // "2.13–2.16 µs": one unit for both ends when they share it.
                const ScaledUnit unit = timeUnitFor(cell.ciHighNs);
                const QString low = localDuration(cell.ciLowNs, locale);
                const QString high = localDuration(cell.ciHighNs, locale);
                const QString suffix = QStringLiteral(" ") + QString::fromUtf8(unit.name);
                text += QStringLiteral("\n[%1–%2]")
                            .arg(low.endsWith(suffix) ? low.chopped(suffix.size()) : low, high);
            }
            return text;
        }
        case CoreMapCell::State::Refused:
            // The only refusal is the same-core rule for spinning waits (validation's sentence
            // is in the JSON, the CSV and the CLI's table).
            return Charts::tr("refused:\nspins on one CPU");
        case CoreMapCell::State::Failed:
            return Charts::tr("failed");
        case CoreMapCell::State::NotPlanned:
            break;
    }
    return Charts::tr("not sampled");
}

QString heatMapCpuLabel(const CoreMap& map, int cpu) {
    const platform::LogicalCpu* known = map.topology.find(cpu);
    if (!map.labels.empty()) {
        return cpu >= 0 && static_cast<std::size_t>(cpu) < map.labels.size()
                   ? QString::fromStdString(map.labels[static_cast<std::size_t>(cpu)])
                   : QString::number(cpu);
    }
    QString label = Charts::tr("CPU %1").arg(cpu);
    if (known == nullptr) {
        return label;
    }
    QStringList place;
    if (known->coreId >= 0) {
        place << Charts::tr("core %1").arg(known->coreId);
    }
    place << Charts::tr("pkg %1").arg(known->packageId);
    if (!known->smtSiblings.empty()) {
        place << Charts::tr("SMT %1").arg(known->smtSiblings.front());
    }
    if (known->coreType == platform::CoreType::Performance) {
        place << Charts::tr("P");
    } else if (known->coreType == platform::CoreType::Efficiency) {
        place << Charts::tr("E");
    }
    return label + QLatin1Char('\n') + place.join(QStringLiteral(" · "));
}

void paintHeatMap(QPainter& painter, const CoreMap& map, const QRectF& area,
                  const QLocale& locale) {
    const QRectF inner = beginPaintedFigure(painter, area, kMargin);
    painter.drawText(
        QRectF(inner.left(), inner.top(), inner.width(), 26), Qt::AlignLeft,
        (map.labels.empty() ? Charts::tr("Core map: %1 ping-pong between every pair of CPUs")
                            : Charts::tr("Host map: %1 ping-pong between every pair of nodes"))
            .arg(localSize(map.sizeBytes, locale)));
    painter.setFont(paintedFont(12));
    painter.drawText(QRectF(inner.left(), inner.top() + 26, inner.width(), 18), Qt::AlignLeft,
                     machineCaption(map.machine));
    const Scale scale = scaleOf(map);
    for (int i = 0; i < static_cast<int>(map.panels.size()); ++i) {
        paintPanel(painter, map, map.panels[static_cast<std::size_t>(i)], panelArea(map, area, i),
                   scale, locale);
    }
    paintLegend(painter,
                QRectF(inner.left(), inner.bottom() - kLegendHeight, inner.width(), kLegendHeight),
                scale, locale, !map.labels.empty());
    painter.restore();
}

QImage renderHeatMapImage(const CoreMap& map, QSize sizePx, int dpi, const QLocale& locale) {
    return renderPainted(
        [&](QPainter& painter, const QRectF& area) { paintHeatMap(painter, map, area, locale); },
        sizePx, dpi);
}

bool saveHeatMapPng(const CoreMap& map, const QString& path, QSize sizePx, QString* error) {
    return savePaintedPng(
        [&](QPainter& painter, const QRectF& area) {
            paintHeatMap(painter, map, area, QLocale::c());
        },
        path, sizePx, error);
}

bool saveHeatMapSvg(const CoreMap& map, const QString& path, QSize size, QString* error) {
    return savePaintedSvg(
        [&](QPainter& painter, const QRectF& area) {
            paintHeatMap(painter, map, area, QLocale::c());
        },
        path, size, QStringLiteral("IPC Lab core map"), error);
}

QString heatMapCellToolTip(const CoreMapCell& cell, const QLocale& locale) {
    QString text = Charts::tr("initiator on CPU %1, responder on CPU %2: %3")
                       .arg(cell.pair.initiator)
                       .arg(cell.pair.responder)
                       .arg(pairClassText(cell.klass));
    switch (cell.state) {
        case CoreMapCell::State::Measured:
            text += QLatin1Char('\n') +
                    (cell.rounds >= 2
                         ? Charts::tr("%1 one-way, the median of %n round(s)' medians; 95% CI "
                                      "%2 – %3",
                                      nullptr, cell.rounds)
                               .arg(localDuration(cell.medianNs, locale),
                                    localDuration(cell.ciLowNs, locale),
                                    localDuration(cell.ciHighNs, locale))
                         : Charts::tr("%1 one-way, one round: no interval")
                               .arg(localDuration(cell.medianNs, locale)));
            break;
        case CoreMapCell::State::Refused:
        case CoreMapCell::State::Failed:
            text += QLatin1Char('\n') + QString::fromStdString(cell.reason);
            break;
        case CoreMapCell::State::NotPlanned:
            text += QLatin1Char('\n') +
                    Charts::tr("not sampled: the time budget measured one pair of each kind");
            break;
    }
    return text;
}

const CoreMapCell* heatMapCellAt(const CoreMap& map, const QRectF& area, QPointF point) {
    const std::size_t n = map.plan.cpus.size();
    for (int i = 0; i < static_cast<int>(map.panels.size()); ++i) {
        const auto [origin, cellSide] = gridOf(map, panelArea(map, area, i));
        if (!(cellSide > 0)) {
            continue;
        }
        const QPointF local = point - origin;
        if (local.x() < 0 || local.y() < 0) {
            continue;
        }
        const auto row = static_cast<std::size_t>(local.y() / cellSide);
        const auto column = static_cast<std::size_t>(local.x() / cellSide);
        if (row < n && column < n) {
            return &map.panels[static_cast<std::size_t>(i)].at(row, column, n);
        }
    }
    return nullptr;
}

HeatMapWidget::HeatMapWidget(QWidget* parent) : QWidget(parent) {
    setMinimumSize(480, 360);
    setAutoFillBackground(true);
    QPalette palette = this->palette();
    palette.setColor(QPalette::Window, Qt::white);
    setPalette(palette);
}

void HeatMapWidget::setMap(const CoreMap& map) {
    m_map = map;
    update();
}

bool HeatMapWidget::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip && hasMap()) {
        const auto* help = static_cast<QHelpEvent*>(event);
        if (const CoreMapCell* cell = heatMapCellAt(m_map, QRectF(rect()), help->pos())) {
            QToolTip::showText(help->globalPos(), heatMapCellToolTip(*cell, locale()), this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}

void HeatMapWidget::paintEvent(QPaintEvent* /*event*/) {
    if (!hasMap()) {
        return;
    }
    QPainter painter(this);
    paintHeatMap(painter, m_map, QRectF(rect()), locale());
}

}  // namespace ipclab::app
