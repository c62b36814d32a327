// Chart titles that never get cut: wrapped to the chart's width, in smaller type when tall.
#include <QChart>
#include <QFontMetricsF>
#include <QVariant>

#include "charts/chart_internal.hpp"

namespace ipclab::app::detail {
namespace {

/// `text` broken at spaces into lines no wider than `width` in `font` (a word wider than the
/// line keeps a line of its own; Qt then shrinks nothing and cuts it, which a word never is).
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

/// The title's HTML for a chart `width` wide: every line wrapped to fit, so that Qt Charts
/// never cuts it ("…fastest first (pin…" at the report page's 768 logical pixels) nor drops
/// the caption below it.
QString titleHtml(const QChart& chart, const QFont& font, double width) {
    const QString what = chart.property("ipclab.titleWhat").toString();
    const QString how = chart.property("ipclab.titleHow").toString();
    const QStringList caption = chart.property("ipclab.titleCaption").toStringList();
    const QString subtle = chart.property("ipclab.titleSubtle").toString();
    QFont bold = font;
    bold.setBold(true);
    QString first = what;
    if (!how.isEmpty()) {
        first += QStringLiteral(" (%1)").arg(how);
    }
    QStringList html;
    // The bold part is measured bold to its end: a little narrower than needed, never wider.
    for (const QString& line : wrapped(first, bold, width)) {
        html << line.toHtmlEscaped();
    }
    // What is bold: the words of `what`, which the first lines start with.
    QString joined = html.join(QStringLiteral("<br>"));
    const QString escapedWhat = what.toHtmlEscaped();
    qsizetype boldEnd = 0;
    for (qsizetype at = 0, w = 0; at < joined.size() && w < escapedWhat.size(); ++at) {
        if (joined.mid(at, 4) == QStringLiteral("<br>")) {
            at += 3;
            ++w;  // the space the break replaced
            continue;
        }
        ++w;
        boldEnd = at + 1;
    }
    joined =
        QStringLiteral("<b>") + joined.left(boldEnd) + QStringLiteral("</b>") + joined.mid(boldEnd);
    QFont small = font;
    small.setPointSizeF(small.pointSizeF() * 0.85);  // "font-size:small", with some room
    for (const QString& line : caption) {
        QStringList parts;
        for (const QString& part : wrapped(line, small, width)) {
            parts << part.toHtmlEscaped();
        }
        joined += QStringLiteral("<br><span style=\"font-size:small; color:%1\">%2</span>")
                      .arg(subtle, parts.join(QStringLiteral("<br>")));
    }
    return joined;
}

}  // namespace

void setTitle(QChart& chart, const ChartOptions& options, const QString& what, const QString& how,
              const QStringList& captionLines) {
    chart.setProperty("ipclab.titleWhat", what);
    chart.setProperty("ipclab.titleHow", how);
    chart.setProperty("ipclab.titleCaption", captionLines);
    chart.setProperty("ipclab.titleSubtle", themeFor(options.dark).subtleText.name());
    chart.setProperty("ipclab.titleFont", chart.titleFont());
    const auto fit = [&chart] {
        const QMargins margins = chart.margins();
        const double width = chart.size().width() - margins.left() - margins.right() - 8;
        const QFont base = chart.property("ipclab.titleFont").value<QFont>();
        // Before the first layout the chart has no size: one line each until it has.
        if (width <= 100) {
            chart.setTitle(titleHtml(chart, base, 1e9));
            return;
        }
        // Wrapped, then smaller type while the title would take more than a third of the
        // chart: Qt Charts cuts a taller title to one line with "..." ("One-way latency at...",
        // the bars in a 1024x768 window).
        QFont font = base;
        QString html;
        for (const double factor : {1.0, 0.88, 0.76, 0.66}) {
            font.setPointSizeF(base.pointSizeF() * factor);
            html = titleHtml(chart, font, width);
            const double height =
                (html.count(QStringLiteral("<br>")) + 1) * QFontMetricsF(font).lineSpacing();
            if (height <= chart.size().height() / 3) {
                break;
            }
        }
        if (font != chart.titleFont()) {
            chart.setTitleFont(font);
        }
        if (html != chart.title()) {
            chart.setTitle(html);
        }
    };
    fit();
    if (!chart.property("ipclab.titleFits").toBool()) {
        chart.setProperty("ipclab.titleFits", true);
        QObject::connect(&chart, &QGraphicsWidget::geometryChanged, &chart, fit);
    }
}

}  // namespace ipclab::app::detail
