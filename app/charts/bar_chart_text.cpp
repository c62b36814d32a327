// Text a bar chart draws itself (names beside bars, values at their ends, a verdict line):
// Qt Charts' own labels cut or overlap them.
#include <QAbstractSeries>
#include <QAbstractTextDocumentLayout>
#include <QChart>
#include <QCursor>
#include <QFontMetricsF>
#include <QGraphicsSceneHoverEvent>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QRegularExpression>
#include <QTextDocument>
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
constexpr int kNote = 4;

/// A label's tooltip: its whole text when the chart shows it shortened, then its note.
QString labelToolTip(const QGraphicsSimpleTextItem& label, bool shortened) {
    QStringList lines;
    if (shortened) {
        lines << label.data(kFullText).toString();
    }
    if (const QString note = label.data(kNote).toString(); !note.isEmpty()) {
        lines << note;
    }
    return lines.join(QLatin1Char('\n'));
}

/// A label without its interval and round-by-round part, for a chart too narrow for them:
/// "2,10 µs (1,31× langsamer; Runde für Runde 1,31× [1,18, 1,48])" becomes
/// "2,10 µs (1,31× langsamer)". The whole label is then the label's tooltip.
QString shortLabel(QString text) {
    static const QRegularExpression bracket(QStringLiteral(" ?\\[[^\\]]*\\]"));
    static const QRegularExpression rounds(QStringLiteral(";[^)]*"));
    return text.remove(bracket).remove(rounds);
}

/// The names' column never takes more than this share of the chart: report 004's published
/// names ("Bericht 004, Tabelle I: Puffer im gemeinsamen Speicher …") left the plot 80 px of a
/// 560-px chart and cut its axis title to "Einweg-L...". A longer name is wrapped or elided to
/// the column, whole in its tooltip.
constexpr double kNamesShare = 0.3;

/// `names` (the widest name at full type) capped at kNamesShare of the chart, once it has a
/// width, counted at full type as the scale applies to it.
double namesColumn(const QChart& chart, double names) {
    const double width = chart.size().width();
    const QVariant scale = chart.property("ipclab.barTextScale");
    const double factor = scale.isValid() && scale.toDouble() > 0 ? scale.toDouble() : 1.0;
    return width > 100 ? std::min(names, width * kNamesShare / factor) : names;
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
            text->setToolTip(labelToolTip(*text, useShort));
        }
    }
    QMargins margins = chart.margins();
    margins.setLeft(
        chart.property("ipclab.barBaseLeft").toInt() +
        static_cast<int>(
            namesColumn(chart, chart.property("ipclab.barNamesWidth").toDouble()) * scale + 8));
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
    const double names =
        std::min(chart.property("ipclab.barNamesWidth").toDouble(), width * kNamesShare);
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

namespace {

/// `name` in at most `lines` lines no wider than `width` in `font`: broken as wrappedName
/// breaks it while that fits, else at spaces to the width, the last line elided ("…").
QString fittedName(const QString& name, const QFont& font, double width, int lines) {
    const QFontMetricsF metrics(font);
    const QString wrapped = lines > 1 ? wrappedName(name) : name;
    bool fits = true;
    for (const QString& line : wrapped.split(QLatin1Char('\n'))) {
        fits = fits && metrics.horizontalAdvance(line) <= width;
    }
    if (fits) {
        return wrapped;
    }
    QStringList shown;
    QString line;
    const QStringList words = name.split(QLatin1Char(' '));
    for (qsizetype word = 0; word < words.size(); ++word) {
        const QString longer = line.isEmpty() ? words[word] : line + QLatin1Char(' ') + words[word];
        if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width &&
            shown.size() + 1 < lines) {
            shown << line;
            line = words[word];
        } else {
            line = longer;
        }
    }
    shown << metrics.elidedText(line, Qt::ElideRight, width);
    return shown.join(QLatin1Char('\n'));
}

/// The names beside their bands: type small enough for `lines` lines a band (down to 5 pt),
/// one elided line when two do not fit a band even then (21 bars at 560 x 420 overlapped by
/// 3 px), each name fitted to the column left of the plot, whole in its tooltip when cut.
void layoutBarNames(QChart& chart, const std::vector<QGraphicsSimpleTextItem*>& names,
                    const QStringList& full, const std::vector<bool>& bold, QFont font, int lines,
                    bool wholeNames, const QRectF& plot) {
    const double pitch = names.empty() ? plot.height() : plot.height() / names.size();
    font.setPointSizeF(font.pointSizeF() * barTextScale(chart));
    const double base = font.pointSizeF();
    const auto fitTo = [&](int count) {
        font.setPointSizeF(base);
        const double height = QFontMetricsF(font).height() * count;
        if (height > pitch && pitch > 0) {
            font.setPointSizeF(std::max(5.0, base * pitch / height));
        }
        return QFontMetricsF(font).height() * count <= pitch + 0.5 || pitch <= 0;
    };
    const double column = std::max(20.0, plot.left() - 10);
    // A picture has no tooltip to hold a cut name: every name whole, on as many lines as the
    // column needs, where the bands have room (the lab report sizes its bar charts for them);
    // where they have not, cut as on screen rather than overprint the next name.
    bool allWhole = false;
    if (wholeNames) {
        constexpr int kAnyLines = 8;
        int needed = lines;
        for (const QString& name : full) {
            needed = std::max(
                needed,
                static_cast<int>(
                    fittedName(name, font, column, kAnyLines).count(QLatin1Char('\n')) + 1));
        }
        allWhole = fitTo(needed);
        if (allWhole) {
            lines = needed;
        } else {
            font.setPointSizeF(base);
        }
    }
    // Shrunk to fit its band on screen too (one-line names kept their full size there and
    // overprinted one another: 21 bars in a 1280x720 window); two lines that do not fit even
    // at the smallest type become one.
    if (!allWhole && !fitTo(lines) && lines > 1) {
        lines = 1;
        fitTo(1);
    }
    for (std::size_t index = 0; index < names.size(); ++index) {
        QFont here = font;
        here.setBold(bold[index]);
        names[index]->setFont(here);
        const QString& whole = full[static_cast<qsizetype>(index)];
        const QString shown = fittedName(whole, here, column, lines);
        names[index]->setText(shown);
        QString flat = shown;
        flat.replace(QLatin1Char('\n'), QLatin1Char(' '));
        names[index]->setToolTip(flat == whole ? QString() : whole);
        const QRectF box = names[index]->boundingRect();
        // Category `index` is centred in its band, counted from the bottom.
        const double centre = plot.bottom() - pitch * (static_cast<double>(index) + 0.5);
        names[index]->setPos(plot.left() - box.width() - 6, centre - box.height() / 2);
    }
}

}  // namespace

void addBarNames(QChart& chart, const QStringList& categories, const std::vector<bool>& bold,
                 const ChartOptions& options) {
    std::vector<QGraphicsSimpleTextItem*> names;
    double widest = 0;
    // A long name goes on two lines (wrappedName) while two lines fit a bar's band.
    int lines = 1;
    for (qsizetype index = 0; index < categories.size(); ++index) {
        const bool isBold = bold[static_cast<std::size_t>(index)];
        const QString text = wrappedName(categories[index]);
        lines = std::max(lines, static_cast<int>(text.count(QLatin1Char('\n')) + 1));
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
    const bool whole = !options.onScreen;
    QObject::connect(&chart, &QChart::plotAreaChanged, &chart,
                     [owner, names, categories, nameFont, bold, lines, whole](const QRectF& plot) {
                         layoutBarNames(*owner, names, categories, bold, nameFont, lines, whole,
                                        plot);
                     });
}

void addBarEndLabels(QChart& chart, QAbstractSeries& series, const QStringList& texts,
                     const std::vector<bool>& bold, const std::vector<double>& values,
                     const ChartOptions& options, const QStringList& notes) {
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
        labels.back()->setData(kNote, index < notes.size() ? notes[index] : QString());
        labels.back()->setToolTip(labelToolTip(*labels.back(), false));
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

/// Longer key names may wrap between words; shorter ones never break.
constexpr qsizetype kShortKeyName = 32;

QString footHtml(const QString& text, const std::vector<BarKey>& key) {
    QStringList html;
    if (!key.empty()) {
        QString entries;
        bool previousLong = false;
        for (const BarKey& entry : key) {
            // A short name never breaks inside (the key breaks between entries); a long one
            // only between words (a no-wrap span wider than the key was cut mid-word), and on
            // a line of its own, so that two long names never run together ("...pipes (median
            // / of minimums) (derived) ... Report 004, Table III: TCP...").
            const bool longName = entry.label.size() > kShortKeyName;
            QString name = entry.label.toHtmlEscaped();
            if (!longName) {
                name.replace(QLatin1Char(' '), QStringLiteral("&nbsp;"));
            }
            if (!entry.link.isEmpty()) {
                name = QStringLiteral(
                           "<a href=\"%1\" style=\"color:inherit; "
                           "text-decoration:none\">%2</a>")
                           .arg(entry.link, name);
            }
            if (!entries.isEmpty()) {
                entries +=
                    longName || previousLong ? QStringLiteral("<br>") : QStringLiteral(" &nbsp; ");
            }
            previousLong = longName;
            // A hidden line's entry: grey on the light and the dark theme alike.
            const QString faded = QStringLiteral("#9a9a9a");
            if (entry.dimmed) {
                name = QStringLiteral("<span style=\"color:%1\">%2</span>").arg(faded, name);
            }
            entries += QStringLiteral("<span style=\"color:%1\">%2</span>&nbsp;%3")
                           .arg(entry.dimmed ? faded : entry.colour.name(), entry.symbol, name);
        }
        html << QStringLiteral("<span style=\"font-size:small\">%1</span>").arg(entries);
    }
    if (!text.isEmpty()) {
        html << QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped());
    }
    return html.join(QStringLiteral("<br>"));
}

}  // namespace

FootLine::FootLine(QChart& chart, QString text, std::vector<BarKey> key)
    : QGraphicsTextItem(&chart), m_text(std::move(text)), m_key(std::move(key)) {
    render();
}

void FootLine::setDimmed(const QString& link, bool dimmed) {
    for (BarKey& entry : m_key) {
        if (!link.isEmpty() && entry.link == link && entry.dimmed != dimmed) {
            entry.dimmed = dimmed;
            render();
        }
    }
}

void FootLine::render() {
    setHtml(footHtml(m_text, m_key));
}

QString FootLine::linkAt(const QPointF& position) const {
    return document()->documentLayout()->anchorAt(position);
}

void FootLine::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    m_pressedLink = linkAt(event->pos());
    // Only a press on an entry is ours; elsewhere it goes on to the chart below.
    event->setAccepted(!m_pressedLink.isEmpty());
}

void FootLine::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
    const QString link = linkAt(event->pos());
    if (!link.isEmpty() && link == m_pressedLink) {
        emit linkActivated(link);
    }
    m_pressedLink.clear();
}

void FootLine::hoverMoveEvent(QGraphicsSceneHoverEvent* event) {
    setCursor(QCursor(linkAt(event->pos()).isEmpty() ? Qt::ArrowCursor : Qt::PointingHandCursor));
}

void addFootLine(QChart& chart, const QString& text, const std::vector<BarKey>& key,
                 const ChartOptions& options) {
    if (text.isEmpty() && key.empty()) {
        return;
    }
    // The key of the bars' colours and the verdict, wrapped to the chart's whole width: Qt's
    // legend sat between the bars' margins ("measured..." "published ...") and the verdict
    // was cut with "…" in a 1024-px window.
    auto* foot = new FootLine(chart, text, key);
    foot->setObjectName(QString::fromLatin1(kFootLineName));
    const QFont baseFont = scaledFont(options, 11);
    foot->setFont(baseFont);
    foot->setDefaultTextColor(themeFor(options.dark).text);
    foot->setAcceptHoverEvents(true);
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
        // 21 mechanisms in a 560 x 420 chart took half its height: at most a fifth (with the
        // title's fifth the plot keeps about half), smaller type down to 6 pt
        // (the tooltip still names every entry).
        QFont font = baseFont;
        foot->setFont(font);
        while (foot->boundingRect().height() > owner->size().height() / 5 &&
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
