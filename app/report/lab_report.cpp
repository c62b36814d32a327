#include "report/lab_report.hpp"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextObjectInterface>
#include <QUrl>
#include <memory>

#include "charts/chart_export.hpp"
#include "report/report_html.hpp"
#include "report/report_text.hpp"

namespace ipclab::app {
namespace {

/// One style for the page and the PDF: QTextDocument reads the subset it knows.
constexpr const char* kStyle = R"(
body { font-family: "DejaVu Sans", "Helvetica", "Arial", sans-serif; font-size: 10pt;
       color: #1a1a1a; }
h1 { font-size: 18pt; margin-bottom: 4pt; }
h2 { font-size: 13pt; margin-top: 14pt; border-bottom: 1px solid #999; }
h3 { font-size: 11pt; margin-top: 10pt; }
h4 { font-size: 10pt; margin-top: 8pt; }
p.meta { color: #555; font-size: 9pt; }
p.caption { font-size: 9pt; font-style: italic; color: #333; }
table.data { border-collapse: collapse; margin: 4pt 0; font-size: 7.5pt; }
table.data th { background-color: #e8e8e8; text-align: left; white-space: nowrap; }
table.data th.words { white-space: normal; }
table.data td { border-bottom: 1px solid #ddd; }
td.num { text-align: right; white-space: nowrap; }
td.name { white-space: nowrap; }
pre { font-family: "DejaVu Sans Mono", monospace; font-size: 8pt; white-space: pre-wrap; }
)";

/// Extra rules for a browser only.
constexpr const char* kPageStyle = R"(
body { max-width: 52em; margin: 2em auto; padding: 0 1em; line-height: 1.4; }
table.data { border: 1px solid #ccc; }
table.data th, table.data td { padding: 2pt 4pt; }
td.num { font-variant-numeric: tabular-nums; }
p.chart svg { width: 100%; height: auto; }
pre { background: #f4f4f4; padding: 0.5em; overflow-wrap: anywhere; }
@media print { body { max-width: none; margin: 0; } h2 { break-after: avoid; }
               p.chart { break-inside: avoid; } }
)";

/// Inline SVG: QSvgGenerator's document without the XML prolog, scaling with the page.
QString inlineSvg(const QByteArray& svg) {
    QString text = QString::fromUtf8(svg);
    const qsizetype start = text.indexOf(QStringLiteral("<svg"));
    if (start < 0) {
        return {};
    }
    text = text.mid(start);
    // Physical width and height on the root element would fix its size; the viewBox stays.
    static const QRegularExpression kRootSize(
        QStringLiteral(R"(^(<svg[^>]*?)\s+width="[^"]*"\s+height="[^"]*")"));
    text.replace(kRootSize, QStringLiteral("\\1"));
    return text;
}

/// The SVG less its <text> elements of blanks only: QSvgGenerator writes the spaces between a
/// key's entries as texts of their own, and drawn into the PDF each is a fill of an empty path
/// ("No current point in closepath" from poppler). They draw nothing in either form.
QByteArray withoutBlankTexts(const QByteArray& svg) {
    static const QRegularExpression kBlankText(
        QStringLiteral("<text[^>]*>(?:\\s|&#160;|&nbsp;|\\x{00A0})*</text>\\s*"));
    return QString::fromUtf8(svg).remove(kBlankText).toUtf8();
}

/// JSON inside <script>: "</" would end the element; "<\/" is the same JSON string.
QString embeddedJson(const QByteArray& bytes) {
    return QString::fromUtf8(bytes).replace(QStringLiteral("</"), QStringLiteral("<\\/"));
}

constexpr int kChartObjectType = QTextFormat::UserObject + 1;
constexpr int kChartIndexProperty = QTextFormat::UserProperty + 1;

/// Draws a report chart where the PDF's text has its object, as vectors: the chart's SVG (the
/// HTML page's too) rendered into the page. Reading an SVG needs no event loop and no GUI
/// thread, so the document may draw itself on a worker thread.
class ChartObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

  public:
    explicit ChartObject(const std::vector<QByteArray>& svgs) {
        for (const QByteArray& svg : svgs) {
            m_charts.push_back(std::make_unique<QSvgRenderer>(svg));
        }
    }

    QSizeF intrinsicSize(QTextDocument* doc, int, const QTextFormat& format) override {
        // The text's width: the page less the root frame's margins (print() sets them).
        const QTextFrameFormat frame = doc->rootFrame()->frameFormat();
        // A little narrower than the text: the chart must never reach into the margin.
        const double width =
            0.92 * (doc->pageSize().width() - frame.leftMargin() - frame.rightMargin());
        const QSizeF logical = renderer(format) != nullptr
                                   ? QSizeF(renderer(format)->viewBoxF().size())
                                   : QSizeF(kReportChartWidth, kReportChartHeight);
        return {width, width * logical.height() / logical.width()};
    }

    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int,
                    const QTextFormat& format) override {
        // A page draws the objects of blocks that start on it; a chart its break pushed onto
        // the next page belongs there only.
        if (painter->hasClipping() && !painter->clipBoundingRect().contains(rect.center())) {
            return;
        }
        if (QSvgRenderer* chart = renderer(format)) {
            chart->render(painter, rect);
        }
    }

  private:
    QSvgRenderer* renderer(const QTextFormat& format) const {
        const int index = format.property(kChartIndexProperty).toInt();
        return index >= 0 && index < static_cast<int>(m_charts.size())
                   ? m_charts[static_cast<std::size_t>(index)].get()
                   : nullptr;
    }

    std::vector<std::unique_ptr<QSvgRenderer>> m_charts;
};

QString pdfChartUrl(int index) {
    return QStringLiteral("ipclab-chart:%1").arg(index);
}

/// The images standing for charts replaced by chart objects.
void placeCharts(QTextDocument& doc) {
    std::vector<std::pair<int, int>> places;  // position, chart index
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (!format.isImageFormat()) {
                continue;
            }
            const QString name = format.toImageFormat().name();
            if (name.startsWith(QStringLiteral("ipclab-chart:"))) {
                places.emplace_back(it.fragment().position(), name.mid(13).toInt());
            }
        }
    }
    for (auto place = places.rbegin(); place != places.rend(); ++place) {
        QTextCursor cursor(&doc);
        cursor.setPosition(place->first);
        cursor.setPosition(place->first + 1, QTextCursor::KeepAnchor);
        QTextCharFormat object;
        object.setObjectType(kChartObjectType);
        object.setProperty(kChartIndexProperty, place->second);
        cursor.insertText(QString(QChar::ObjectReplacementCharacter), object);
    }
}

}  // namespace

QString stepHeading(int number, const QString& name) {
    return LabReport::tr("Step %1: %2").arg(number).arg(name);
}

QString runHeading(int number, std::size_t planned) {
    return LabReport::tr("Run %1 of %2").arg(number).arg(static_cast<qulonglong>(planned));
}

PreparedLabReport prepareLabReport(const LabReportSource& source, const QLocale& locale) {
    PreparedLabReport report;
    report.title = reportTitle(source);
    report.language = locale.bcp47Name();
    report.body = reportBody(source, locale, report.charts);
    report.results = source.results;
    return report;
}

bool drawNextChart(PreparedLabReport& report) {
    if (report.chartsDrawn()) {
        return false;
    }
    const ReportChart& chart = report.charts[report.chartSvgs.size()];
    report.chartSvgs.push_back(
        withoutBlankTexts(chartSvg(std::span(&chart.run, 1), chart.options, chart.size)));
    return true;
}

namespace {

PreparedLabReport preparedWithCharts(const LabReportSource& source, const QLocale& locale) {
    PreparedLabReport report = prepareLabReport(source, locale);
    while (drawNextChart(report)) {
    }
    return report;
}

}  // namespace

QString labReportHtml(const PreparedLabReport& report) {
    QString body = report.body;
    for (std::size_t index = 0; index < report.chartSvgs.size(); ++index) {
        body.replace(chartPlaceholder(static_cast<int>(index)), inlineSvg(report.chartSvgs[index]));
    }
    QString html = QStringLiteral(
                       "<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta "
                       "charset=\"utf-8\">\n<meta name=\"viewport\" "
                       "content=\"width=device-width, initial-scale=1\">\n"
                       "<title>%2</title>\n<style>%3%4</style>\n</head>\n<body>\n")
                       .arg(report.language, report.title.toHtmlEscaped(),
                            QString::fromUtf8(kStyle), QString::fromUtf8(kPageStyle));
    html += body;
    for (const LabReportFile& file : report.results) {
        html += QStringLiteral(
                    "<script type=\"application/json\" class=\"ipclab-results\" "
                    "data-file=\"%1\">\n%2\n</script>\n")
                    .arg(file.name.toHtmlEscaped(), embeddedJson(file.bytes));
    }
    return html + QStringLiteral("</body>\n</html>\n");
}

QString labReportHtml(const LabReportSource& source, const QLocale& locale) {
    return labReportHtml(preparedWithCharts(source, locale));
}

bool writeLabReportHtml(const PreparedLabReport& report, const QString& path, QString* error) {
    return writeOutputBytes(path, labReportHtml(report).toUtf8(), error);
}

bool writeLabReportHtml(const LabReportSource& source, const QString& path, const QLocale& locale,
                        QString* error) {
    return writeLabReportHtml(preparedWithCharts(source, locale), path, error);
}

namespace {

// The PDF engine writes its last objects when the writer goes: `device` holds the whole PDF
// only once this returns.
void printPdf(const PreparedLabReport& report, ReportPage page, QIODevice& device) {
    QString body = report.body;
    for (std::size_t index = 0; index < report.chartSvgs.size(); ++index) {
        body.replace(chartPlaceholder(static_cast<int>(index)),
                     QStringLiteral("<img src=\"%1\">").arg(pdfChartUrl(static_cast<int>(index))));
    }
    QPdfWriter writer(&device);
    writer.setPageSize(QPageSize(page == ReportPage::Letter ? QPageSize::Letter : QPageSize::A4));
    // No margins of the writer's own: QTextDocument::print() keeps 2 cm inside whatever the
    // page has, and both together left the table 13 cm to fit nine columns in.
    writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
    writer.setResolution(300);
    writer.setTitle(report.title);
    writer.setCreator(QStringLiteral("IPC Lab"));
    for (const LabReportFile& results : report.results) {
        writer.addFileAttachment(results.name, results.bytes, QStringLiteral("application/json"));
    }
    QTextDocument doc;
    doc.documentLayout()->setPaintDevice(&writer);
    doc.setDefaultStyleSheet(QString::fromUtf8(kStyle));
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(10);
    doc.setDefaultFont(font);
    ChartObject chartObject(report.chartSvgs);
    doc.documentLayout()->registerHandler(kChartObjectType, &chartObject);
    for (std::size_t index = 0; index < report.chartSvgs.size(); ++index) {
        QImage blank(1, 1, QImage::Format_ARGB32);
        blank.fill(Qt::transparent);
        doc.addResource(QTextDocument::ImageResource, QUrl(pdfChartUrl(static_cast<int>(index))),
                        blank);
    }
    doc.setHtml(QStringLiteral("<html><body>") + body + QStringLiteral("</body></html>"));
    placeCharts(doc);
    // Qt's own printing: it paginates a copy laid out for the page (the chart handler goes
    // with it) and numbers the pages.
    doc.print(&writer);
}

QByteArray labReportPdf(const PreparedLabReport& report, ReportPage page) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    printPdf(report, page, buffer);
    return bytes;
}

}  // namespace

bool writeLabReportPdf(const PreparedLabReport& report, const QString& path, ReportPage page,
                       QString* error) {
    return writeOutputBytes(path, labReportPdf(report, page), error);
}

bool writeLabReportPdf(const LabReportSource& source, const QString& path, ReportPage page,
                       const QLocale& locale, QString* error) {
    return writeLabReportPdf(preparedWithCharts(source, locale), path, page, error);
}

}  // namespace ipclab::app

#include "lab_report.moc"
