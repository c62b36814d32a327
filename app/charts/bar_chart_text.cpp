// Text a bar chart draws itself (names beside bars, values at their ends, a verdict line):
// Qt Charts' own labels cut or overlap them.
#include <QAbstractSeries>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <algorithm>

#include "charts/bar_labels.hpp"
#include "charts/chart_internal.hpp"

namespace ipclab::app::detail {
namespace {

QGraphicsSimpleTextItem* newText(QChart& chart, const QString& text, const QFont& font,
                                 const ChartOptions& options) {
    auto* item = new QGraphicsSimpleTextItem(text, &chart);
    item->setFont(font);
    item->setBrush(themeFor(options.dark).text);
    item->setZValue(10);
    return item;
}

}  // namespace

void addBarNames(QChart& chart, const QStringList& categories, const std::vector<bool>& bold,
                 const ChartOptions& options) {
    std::vector<QGraphicsSimpleTextItem*> names;
    double widest = 0;
    for (qsizetype index = 0; index < categories.size(); ++index) {
        const bool isBold = bold[static_cast<std::size_t>(index)];
        auto* name = newText(chart, wrappedName(categories[index]),
                             scaledFont(options, 9.5, isBold), options);
        widest = std::max(widest, name->boundingRect().width());
        names.push_back(name);
    }
    QMargins margins = chart.margins();
    margins.setLeft(margins.left() + static_cast<int>(widest + 8));
    chart.setMargins(margins);
    const QFont nameFont = scaledFont(options, 9.5);
    QObject::connect(
        &chart, &QChart::plotAreaChanged, &chart, [names, nameFont, bold](const QRectF& plot) {
            // Smaller type when the bars are closer than a line of it; never cut.
            const double pitch = names.empty() ? plot.height() : plot.height() / names.size();
            QFont font = nameFont;
            const double height = QFontMetricsF(font).height();
            if (height > pitch && pitch > 0) {
                font.setPointSizeF(std::max(5.0, font.pointSizeF() * pitch / height));
            }
            for (std::size_t index = 0; index < names.size(); ++index) {
                QFont nameFontHere = font;
                nameFontHere.setBold(bold[index]);
                names[index]->setFont(nameFontHere);
                const QRectF box = names[index]->boundingRect();
                // Category `index` is centred in its band, counted from the bottom.
                const double centre = plot.bottom() - pitch * (static_cast<double>(index) + 0.5);
                names[index]->setPos(plot.left() - box.width() - 6, centre - box.height() / 2);
            }
        });
}

void addBarEndLabels(QChart& chart, QAbstractSeries& series, const QStringList& texts,
                     const std::vector<bool>& bold, const std::vector<double>& values,
                     const ChartOptions& options) {
    std::vector<QGraphicsSimpleTextItem*> labels;
    double widestLabel = 0;
    for (qsizetype index = 0; index < texts.size(); ++index) {
        labels.push_back(newText(chart, texts[index],
                                 scaledFont(options, 9.5, bold[static_cast<std::size_t>(index)]),
                                 options));
        widestLabel = std::max(widestLabel, labels.back()->boundingRect().width());
    }
    const double gap = 6 * std::clamp(options.fontScale, 0.5, 4.0);
    // Every bar ends inside the plot, so a right margin as wide as the widest label keeps
    // every label whole ("11.2 µs (2.09× slower [1.9, 2.3])" was cut at the chart's edge).
    QMargins margins = chart.margins();
    margins.setRight(margins.right() + static_cast<int>(widestLabel + gap));
    chart.setMargins(margins);
    QChart* owner = &chart;
    QAbstractSeries* bars = &series;
    QObject::connect(&chart, &QChart::plotAreaChanged, &chart,
                     [owner, bars, labels, values, gap](const QRectF&) {
                         for (std::size_t index = 0; index < labels.size(); ++index) {
                             const QPointF end = owner->mapToPosition(
                                 QPointF(values[index], static_cast<double>(index)), bars);
                             const QRectF box = labels[index]->boundingRect();
                             labels[index]->setPos(end.x() + gap, end.y() - box.height() / 2);
                         }
                     });
}

void addFootLine(QChart& chart, const QString& text, const ChartOptions& options) {
    if (text.isEmpty()) {
        return;
    }
    auto* line = newText(chart, text, scaledFont(options, 11, true), options);
    const double gap = 6 * std::clamp(options.fontScale, 0.5, 4.0);
    const double height = line->boundingRect().height();
    QMargins margins = chart.margins();
    margins.setBottom(margins.bottom() + static_cast<int>(height + gap));
    chart.setMargins(margins);
    QChart* owner = &chart;
    QObject::connect(
        &chart, &QChart::plotAreaChanged, &chart,
        [owner, line, text, height, gap](const QRectF& plot) {
            // Under the bars when it fits, else moved left, else cut with "…".
            const double room = owner->size().width() - gap;
            line->setText(QFontMetricsF(line->font()).elidedText(text, Qt::ElideRight, room - gap));
            const double width = line->boundingRect().width();
            const double x = std::max(gap, std::min(plot.left(), room - width));
            line->setPos(x, owner->size().height() - height - gap);
        });
}

}  // namespace ipclab::app::detail
