// Text a bar chart draws itself (names beside bars, values at their ends, a verdict line):
// Qt Charts' own labels cut or overlap them.
#include <QAbstractSeries>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QRegularExpression>
#include <QVariant>
#include <algorithm>
#include <cmath>

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

namespace {

/// What a text item of the bars is, in QGraphicsItem::data(kRole).
constexpr int kRole = 0;
constexpr int kBaseFont = 1;
const QString kNameRole = QStringLiteral("barName");
const QString kLabelRole = QStringLiteral("barLabel");

constexpr int kFullText = 2;
constexpr int kShortText = 3;

/// A label without its interval and round-by-round part, for a chart too narrow for them:
/// "2,10 µs (1,31× langsamer; Runde für Runde 1,31× [1,18, 1,48])" becomes
/// "2,10 µs (1,31× langsamer)". The whole label is then the label's tooltip.
QString shortLabel(QString text) {
    static const QRegularExpression bracket(QStringLiteral(" ?\\[[^\\]]*\\]"));
    static const QRegularExpression rounds(QStringLiteral(";[^)]*"));
    return text.remove(bracket).remove(rounds);
}

double barTextScale(const QChart& chart) {
    const QVariant scale = chart.property("ipclab.barTextScale");
    return scale.isValid() ? scale.toDouble() : 1.0;
}

/// Sets the end labels' type to `scale` of its size and the side margins to match (the names
/// follow at the next plot change, addBarNames).
void applyBarTextScale(QChart& chart, double scale) {
    chart.setProperty("ipclab.barTextScale", scale);
    const bool useShort = chart.property("ipclab.barShortLabels").toBool();
    for (QGraphicsItem* child : chart.childItems()) {
        auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(child);
        if (text != nullptr && text->data(kRole).toString() == kLabelRole) {
            QFont font = text->data(kBaseFont).value<QFont>();
            font.setPointSizeF(font.pointSizeF() * scale);
            text->setFont(font);
            text->setText(text->data(useShort ? kShortText : kFullText).toString());
            text->setToolTip(useShort ? text->data(kFullText).toString() : QString());
        }
    }
    QMargins margins = chart.margins();
    margins.setLeft(
        chart.property("ipclab.barBaseLeft").toInt() +
        static_cast<int>(chart.property("ipclab.barNamesWidth").toDouble() * scale + 8));
    const char* const widest = useShort ? "ipclab.barShortLabelsWidth" : "ipclab.barLabelsWidth";
    margins.setRight(chart.property("ipclab.barBaseRight").toInt() +
                     static_cast<int>(chart.property(widest).toDouble() * scale));
    chart.setMargins(margins);
}

/// Names and end labels in smaller type (down to 60%) when at full size they would leave the
/// bars less than about half the chart (a 1024x768 window gave 21 bars 100 px and cut the
/// axis to "...").
void fitBarTextToWidth(QChart& chart) {
    const double width = chart.size().width();
    const double names = chart.property("ipclab.barNamesWidth").toDouble();
    const double labels = chart.property("ipclab.barLabelsWidth").toDouble();
    if (width <= 100 || names + labels <= 0) {
        return;
    }
    const int sides = chart.property("ipclab.barBaseLeft").toInt() +
                      chart.property("ipclab.barBaseRight").toInt();
    // Too narrow for whole labels even in small type: the short ones (value and ratio).
    const bool useShort = (width * 0.55 - sides) / (names + labels) < 0.6;
    const double shortLabels = chart.property("ipclab.barShortLabelsWidth").toDouble();
    const double scale =
        std::clamp((width * 0.55 - sides) / (names + (useShort ? shortLabels : labels)), 0.6, 1.0);
    if (std::abs(scale - barTextScale(chart)) >= 0.01 ||
        useShort != chart.property("ipclab.barShortLabels").toBool()) {
        chart.setProperty("ipclab.barShortLabels", useShort);
        applyBarTextScale(chart, scale);
    }
}

void keepBarTextFitted(QChart& chart) {
    if (!chart.property("ipclab.barTextFits").toBool()) {
        chart.setProperty("ipclab.barTextFits", true);
        QChart* owner = &chart;
        QObject::connect(&chart, &QGraphicsWidget::geometryChanged, &chart,
                         [owner] { fitBarTextToWidth(*owner); });
    }
    // Built at the smallest type: the chart's minimum width (margins included) must not push
    // the chart view wider than the window; the first resize sets the type the width allows.
    applyBarTextScale(chart, 0.6);
    fitBarTextToWidth(chart);
}

}  // namespace

void addBarNames(QChart& chart, const QStringList& categories, const std::vector<bool>& bold,
                 const ChartOptions& options) {
    std::vector<QGraphicsSimpleTextItem*> names;
    double widest = 0;
    // A long name goes on two lines (wrappedName): the type shrinks until two lines fit a
    // bar's band ("thread.native-spin / (spin) (partial)" overprinted its neighbours).
    double lines = 1;
    for (qsizetype index = 0; index < categories.size(); ++index) {
        const bool isBold = bold[static_cast<std::size_t>(index)];
        const QString text = wrappedName(categories[index]);
        lines = std::max(lines, static_cast<double>(text.count(QLatin1Char('\n')) + 1));
        auto* name = newText(chart, text, scaledFont(options, 9.5, isBold), options);
        name->setData(kRole, kNameRole);
        widest = std::max(widest, name->boundingRect().width());
        names.push_back(name);
    }
    QMargins margins = chart.margins();
    chart.setProperty("ipclab.barBaseLeft", margins.left());
    chart.setProperty("ipclab.barNamesWidth", widest);
    margins.setLeft(margins.left() + static_cast<int>(widest + 8));
    chart.setMargins(margins);
    const QFont nameFont = scaledFont(options, 9.5);
    QChart* owner = &chart;
    QObject::connect(
        &chart, &QChart::plotAreaChanged, &chart,
        [owner, names, nameFont, bold, lines](const QRectF& plot) {
            // Smaller type when the bars are closer than a line of it, or the chart is narrow;
            // never cut.
            const double pitch = names.empty() ? plot.height() : plot.height() / names.size();
            QFont font = nameFont;
            font.setPointSizeF(font.pointSizeF() * barTextScale(*owner));
            const double height = QFontMetricsF(font).height() * lines;
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
    double widestShort = 0;
    for (qsizetype index = 0; index < texts.size(); ++index) {
        const QFont font = scaledFont(options, 9.5, bold[static_cast<std::size_t>(index)]);
        labels.push_back(newText(chart, texts[index], font, options));
        labels.back()->setData(kRole, kLabelRole);
        labels.back()->setData(kBaseFont, font);
        labels.back()->setData(kFullText, texts[index]);
        labels.back()->setData(kShortText, shortLabel(texts[index]));
        widestLabel = std::max(widestLabel, labels.back()->boundingRect().width());
        widestShort =
            std::max(widestShort, QFontMetricsF(font).horizontalAdvance(shortLabel(texts[index])));
    }
    const double gap = 6 * std::clamp(options.fontScale, 0.5, 4.0);
    // Every bar ends inside the plot, so a right margin as wide as the widest label keeps
    // every label whole ("11.2 µs (2.09× slower [1.9, 2.3])" was cut at the chart's edge).
    QMargins margins = chart.margins();
    chart.setProperty("ipclab.barBaseRight", margins.right());
    chart.setProperty("ipclab.barLabelsWidth", widestLabel + gap);
    chart.setProperty("ipclab.barShortLabelsWidth", widestShort + gap);
    margins.setRight(margins.right() + static_cast<int>(widestLabel + gap));
    chart.setMargins(margins);
    QChart* owner = &chart;
    QAbstractSeries* bars = &series;
    QObject::connect(
        &chart, &QChart::plotAreaChanged, &chart,
        [owner, bars, labels, values, gap](const QRectF& plot) {
            // Never taller than a bar's band: labels of 40 bars overprinted.
            const double pitch = labels.empty() ? plot.height() : plot.height() / labels.size();
            std::size_t stride = 1;
            for (QGraphicsSimpleTextItem* label : labels) {
                QFont font = label->data(kBaseFont).value<QFont>();
                font.setPointSizeF(font.pointSizeF() * barTextScale(*owner));
                const double height = QFontMetricsF(font).height();
                if (height > pitch && pitch > 0) {
                    font.setPointSizeF(std::max(5.0, font.pointSizeF() * pitch / height));
                    // Ink, not line spacing: digits and "µs" fill about 80%.
                    const double ink = QFontMetricsF(font).height() * 0.8;
                    stride =
                        std::max(stride, static_cast<std::size_t>(std::ceil(ink / pitch - 1e-9)));
                }
                label->setFont(font);
            }
            // Still taller than a band at the smallest type: every stride-th label
            // from the top (the fastest) is shown; hovering a bar gives its figures.
            for (std::size_t index = 0; index < labels.size(); ++index) {
                labels[index]->setVisible((labels.size() - 1 - index) % stride == 0);
            }
            for (std::size_t index = 0; index < labels.size(); ++index) {
                const QPointF end =
                    owner->mapToPosition(QPointF(values[index], static_cast<double>(index)), bars);
                const QRectF box = labels[index]->boundingRect();
                labels[index]->setPos(end.x() + gap, end.y() - box.height() / 2);
            }
        });
    keepBarTextFitted(chart);
}

namespace {

QString footHtml(const QString& text, const std::vector<BarKey>& key) {
    QStringList html;
    if (!key.empty()) {
        QStringList entries;
        for (const BarKey& entry : key) {
            // A short name never breaks inside (the key breaks between entries); a long one
            // only between words: a no-wrap span wider than the key was cut mid-word.
            QString name = entry.label.toHtmlEscaped();
            if (entry.label.size() <= 32) {
                name.replace(QLatin1Char(' '), QStringLiteral("&nbsp;"));
            }
            if (!entry.link.isEmpty()) {
                name = QStringLiteral(
                           "<a href=\"%1\" style=\"color:inherit; "
                           "text-decoration:none\">%2</a>")
                           .arg(entry.link, name);
            }
            entries << QStringLiteral("<span style=\"color:%1\">%2</span>&nbsp;%3")
                           .arg(entry.colour.name(), entry.symbol, name);
        }
        html << QStringLiteral("<span style=\"font-size:small\">%1</span>")
                    .arg(entries.join(QStringLiteral(" &nbsp; ")));
    }
    if (!text.isEmpty()) {
        html << QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped());
    }
    return html.join(QStringLiteral("<br>"));
}

}  // namespace

void addFootLine(QChart& chart, const QString& text, const std::vector<BarKey>& key,
                 const ChartOptions& options) {
    if (text.isEmpty() && key.empty()) {
        return;
    }
    // The key of the bars' colours and the verdict, wrapped to the chart's whole width: Qt's
    // legend sat between the bars' margins ("measured..." "published ...") and the verdict
    // was cut with "…" in a 1024-px window.
    auto* foot = new QGraphicsTextItem(&chart);
    foot->setObjectName(QString::fromLatin1(kFootLineName));
    const QFont baseFont = scaledFont(options, 11);
    foot->setFont(baseFont);
    foot->setDefaultTextColor(themeFor(options.dark).text);
    foot->setHtml(footHtml(text, key));
    foot->setTextInteractionFlags(Qt::LinksAccessibleByMouse);
    QStringList whole;
    for (const BarKey& entry : key) {
        whole << entry.label;
    }
    foot->setToolTip(whole.join(QLatin1Char('\n')));
    foot->setZValue(10);
    const double gap = 6 * std::clamp(options.fontScale, 0.5, 4.0);
    const int baseBottom = chart.margins().bottom();
    QChart* owner = &chart;
    const auto fit = [owner, foot, gap, baseBottom, baseFont] {
        const double width = owner->size().width();
        if (width <= 100) {
            return;
        }
        foot->setTextWidth(width - 2 * gap);
        // 21 mechanisms in a 560 x 420 chart took half its height: smaller type, down to 6 pt
        // (the tooltip still names every entry).
        QFont font = baseFont;
        foot->setFont(font);
        while (foot->boundingRect().height() > owner->size().height() / 4 &&
               font.pointSizeF() * 0.9 >= 6) {
            font.setPointSizeF(font.pointSizeF() * 0.9);
            foot->setFont(font);
        }
        const double height = foot->boundingRect().height();
        foot->setPos(gap, owner->size().height() - height - gap / 2);
        QMargins margins = owner->margins();
        const int bottom = baseBottom + static_cast<int>(height + gap);
        if (margins.bottom() != bottom) {
            margins.setBottom(bottom);
            owner->setMargins(margins);
        }
    };
    QObject::connect(&chart, &QGraphicsWidget::geometryChanged, &chart, fit);
    fit();
}

}  // namespace ipclab::app::detail
