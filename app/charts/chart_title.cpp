// Chart titles that never get cut. Qt Charts lays its own title out between the chart's
// margins, which the bars widen for their names and labels, and cuts it to one line with "..."
// when it does not fit ("One-way latency at..." in a 1024x768 window). The title is drawn here
// instead: across the whole chart, wrapped by its text document, in smaller type when tall,
// the top margin made as tall as it. QChart::title() keeps the whole text (its own item hidden).
#include <QAbstractAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsTextItem>
#include <QTextDocument>
#include <QTextOption>
#include <QVariant>
#include <typeinfo>

#include "charts/chart_internal.hpp"

namespace ipclab::app::detail {
namespace {

const char* const kTitleItem = "ipclab.titleItem";

/// The title's HTML: `what` in bold, `how` after it, the first `shown` caption lines smaller
/// below (all when negative), then how many more the tooltip holds.
QString titleHtml(const QChart& chart, qsizetype shown = -1, bool count = true) {
    const QString what = chart.property("ipclab.titleWhat").toString();
    const QString how = chart.property("ipclab.titleHow").toString();
    QStringList caption = chart.property("ipclab.titleCaption").toStringList();
    const QString subtle = chart.property("ipclab.titleSubtle").toString();
    if (shown >= 0 && shown < caption.size()) {
        const auto hidden = static_cast<int>(caption.size() - shown);
        caption = caption.mid(0, shown);
        if (count) {
            caption << Charts::tr("+ %n more caption line(s): hover the title", nullptr, hidden);
        }
    }
    QString html = QStringLiteral("<b>%1</b>").arg(what.toHtmlEscaped());
    if (!how.isEmpty()) {
        html += QStringLiteral(" (%1)").arg(how.toHtmlEscaped());
    }
    for (const QString& line : caption) {
        html += QStringLiteral("<br><span style=\"font-size:small; color:%1\">%2</span>")
                    .arg(subtle, line.toHtmlEscaped());
    }
    return html;
}

QGraphicsTextItem* titleItem(QChart& chart) {
    for (QGraphicsItem* child : chart.childItems()) {
        auto* text = dynamic_cast<QGraphicsTextItem*>(child);
        if (text != nullptr && text->objectName() == QLatin1String(kTitleItem)) {
            return text;
        }
    }
    auto* item = new QGraphicsTextItem(&chart);
    item->setObjectName(QLatin1String(kTitleItem));
    item->setZValue(10);
    QTextOption centred(Qt::AlignHCenter);
    centred.setWrapMode(QTextOption::WordWrap);
    item->document()->setDefaultTextOption(centred);
    return item;
}

/// Qt Charts' own title item takes no room. It is the chart's one text item of the private
/// class ChartTitle; the axis titles, also the chart's children, are plain text items.
void hideQtTitle(QChart& chart) {
    for (QGraphicsItem* child : chart.childItems()) {
        auto* text = dynamic_cast<QGraphicsTextItem*>(child);
        if (text != nullptr && QByteArray(typeid(*text).name()).contains("ChartTitle")) {
            text->setVisible(false);
        }
    }
}

/// After Run all steps at 1024 px the Throughput chart's caption took 8 lines and left the
/// plot 90 px of 420: at most this many lines under the title, the last saying how many more
/// the title's tooltip holds.
constexpr int kCaptionLines = 4;

/// The title's height with the first `shown` caption lines (all when negative; none and no
/// count when `shown` is -2).
double heightWith(QChart& chart, QGraphicsTextItem& item, qsizetype shown) {
    item.setHtml(shown == -2 ? titleHtml(chart, 0, false) : titleHtml(chart, shown));
    return item.boundingRect().height();
}

/// Shows as many caption lines as fit kCaptionLines lines at the item's font.
void capCaption(QChart& chart, QGraphicsTextItem& item) {
    const QStringList caption = chart.property("ipclab.titleCaption").toStringList();
    item.setToolTip(QString());
    if (caption.isEmpty() || !chart.property("ipclab.titleCapped").toBool()) {
        item.setHtml(titleHtml(chart));
        return;
    }
    const QStringList saved = caption;
    const double bare = heightWith(chart, item, -2);
    chart.setProperty("ipclab.titleCaption", QStringList{QStringLiteral("x")});
    const double line = heightWith(chart, item, -1) - bare;
    chart.setProperty("ipclab.titleCaption", saved);
    const double limit = bare + line * kCaptionLines + 1;
    if (heightWith(chart, item, -1) <= limit) {
        return;
    }
    item.setToolTip(caption.join(QLatin1Char('\n')));
    for (qsizetype shown = caption.size() - 1; shown > 0; --shown) {
        if (heightWith(chart, item, shown) <= limit) {
            return;
        }
    }
    heightWith(chart, item, 0);
}

/// Lays the title out across the chart's width; smaller type (down to 2/3) while it would take
/// more than a third of the chart's height, the caption cut to kCaptionLines lines; the top
/// margin follows its height.
void fitTitle(QChart& chart, QGraphicsTextItem& item) {
    const double width = chart.size().width() - 16;
    if (width <= 100) {
        return;  // before the first layout the chart has no size
    }
    const QFont base = chart.property("ipclab.titleFont").value<QFont>();
    QFont font = base;
    for (const double factor : {1.0, 0.88, 0.76, 0.66}) {
        font.setPointSizeF(base.pointSizeF() * factor);
        item.setFont(font);
        item.setTextWidth(width);
        capCaption(chart, item);
        if (item.boundingRect().height() <= chart.size().height() / 3) {
            break;
        }
    }
    const int baseTop = chart.property("ipclab.titleBaseTop").toInt();
    item.setPos(8, baseTop / 2.0);
    QMargins margins = chart.margins();
    const int top = baseTop + static_cast<int>(item.boundingRect().height());
    if (margins.top() != top) {
        margins.setTop(top);
        chart.setMargins(margins);
    }
}

/// `text` broken at spaces into lines no wider than `width` in `font` (a word wider than a
/// line keeps a line of its own).
QStringList wrapped(const QString& text, const QFont& font, double width) {
    const QFontMetricsF metrics(font);
    QStringList lines;
    QString line;
    for (const QString& word : text.split(QLatin1Char(' '))) {
        const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
            lines << line;
            line = word;
        } else {
            line = longer;
        }
    }
    lines << line;
    return lines;
}

/// Each axis title broken into lines as long as the plot's side it runs along; the axis then
/// asks for the height (width) of its lines, so nothing is cut to "one-way latency at 64 B, m...".
void wrapAxisTitles(QChart& chart, const QRectF& plot) {
    for (QAbstractAxis* axis : chart.axes()) {
        QVariant full = axis->property("ipclab.fullTitle");
        if (!full.isValid()) {
            full = axis->titleText();
            axis->setProperty("ipclab.fullTitle", full);
        }
        if (full.toString().isEmpty()) {
            continue;
        }
        const double length = axis->orientation() == Qt::Horizontal ? plot.width() : plot.height();
        if (!axis->property("ipclab.titleBaseFont").isValid()) {
            axis->setProperty("ipclab.titleBaseFont", axis->titleFont());
        }
        // Qt gives a title about three lines and cuts the third ("Durchsatz bei 4 / KiB-Blöcken,
        // / Median der..." in a narrow plot): smaller type (down to 70%) until two lines hold it.
        const QFont base = axis->property("ipclab.titleBaseFont").value<QFont>();
        QFont font = base;
        QStringList split;
        for (const double factor : {1.0, 0.9, 0.8, 0.7}) {
            font.setPointSizeF(base.pointSizeF() * factor);
            split = wrapped(full.toString(), font, length - 12);
            if (split.size() <= 2) {
                break;
            }
        }
        QStringList lines;
        for (const QString& line : split) {
            lines << line.toHtmlEscaped();
        }
        const QString text = lines.join(QStringLiteral("<br>"));
        if (length > 40 && (text != axis->titleText() || font != axis->titleFont())) {
            axis->setTitleFont(font);
            axis->setTitleText(text);  // relayout reports the plot again, then nothing changes
        }
    }
}

}  // namespace

void keepAxisTitlesWhole(QChart& chart) {
    QChart* owner = &chart;
    QObject::connect(&chart, &QChart::plotAreaChanged, &chart,
                     [owner](const QRectF& plot) { wrapAxisTitles(*owner, plot); });
}

void setTitle(QChart& chart, const ChartOptions& options, const QString& what, const QString& how,
              const QStringList& captionLines) {
    chart.setProperty("ipclab.titleWhat", what);
    chart.setProperty("ipclab.titleHow", how);
    chart.setProperty("ipclab.titleCaption", captionLines);
    chart.setProperty("ipclab.titleCapped", options.onScreen);
    chart.setProperty("ipclab.titleSubtle", themeFor(options.dark).subtleText.name());
    if (!chart.property("ipclab.titleFont").isValid()) {
        chart.setProperty("ipclab.titleFont", chart.titleFont());
        chart.setProperty("ipclab.titleBaseTop", chart.margins().top());
    }
    const QString html = titleHtml(chart);
    chart.setTitle(html);
    hideQtTitle(chart);
    QGraphicsTextItem* item = titleItem(chart);
    item->setDefaultTextColor(themeFor(options.dark).text);
    item->setHtml(html);
    QChart* owner = &chart;
    fitTitle(chart, *item);
    if (!chart.property("ipclab.titleFits").toBool()) {
        chart.setProperty("ipclab.titleFits", true);
        QObject::connect(&chart, &QGraphicsWidget::geometryChanged, &chart,
                         [owner, item] { fitTitle(*owner, *item); });
    }
}

}  // namespace ipclab::app::detail
