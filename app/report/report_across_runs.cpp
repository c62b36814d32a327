// The lab report's section on a repeated run (`run --runs N`): the figures across the runs
// (report_sections.hpp).
#include <QStringList>
#include <cmath>

#include "charts/core_text.hpp"
#include "charts/local_units.hpp"
#include "charts/result_chart.hpp"
#include "charts/units.hpp"
#include "ipclab/repeated_run.hpp"
#include "report/report_sections.hpp"
#include "report/report_text.hpp"

namespace ipclab::app {
namespace {

// More run figures than this make the cell too wide for a page: each run's own table above
// holds them all.
constexpr std::size_t kRunFiguresShown = 8;

// The name the results tables give the point ("shm.spin (spin)"), from its identity.
QString pointLabel(const AcrossRunsPoint& across) {
    PointResult point;
    point.mechanism = across.mechanism;
    point.pattern = across.pattern;
    point.placement = across.placement;
    point.sizeBytes = across.sizeBytes;
    point.waitStrategy = across.waitStrategy;
    point.cpus = across.cpus;
    point.selfComparison = across.selfComparison;
    return seriesLabel(point);
}

// A figure of the point in `unit` (the unit of its median across runs), as a number.
QString scaled(double value, const ScaledUnit& unit, const QLocale& locale) {
    return localSignificant(value / unit.factor, locale);
}

QString acrossRunsRow(const AcrossRunsPoint& point, const QLocale& locale) {
    QString html = QStringLiteral("<tr>") + nameCell(pointLabel(point)) +
                   cell(hasMessageSize(point.pattern) ? localSize(point.sizeBytes, locale)
                                                      : QStringLiteral("–"),
                        true) +
                   cell(QString::number(point.runs.size()), true);
    if (point.runs.empty()) {
        return html + QStringLiteral("<td colspan=\"4\"></td>") +
               cell(coreMessage(agreementWords(point.agreement))) + QStringLiteral("</tr>\n");
    }
    const double median = point.acrossRuns.median;
    const ScaledUnit unit = point.rate() ? rateUnitFor(median) : timeUnitFor(median);
    const QString unitName = QString::fromUtf8(unit.name);
    QStringList each;
    for (std::size_t i = 0; i < point.runs.size() && i < kRunFiguresShown; ++i) {
        each << scaled(point.runs[i].centre, unit, locale);
    }
    if (point.runs.size() > kRunFiguresShown) {
        each << QStringLiteral("…");
    }
    const QString interval = point.runs.size() >= 2
                                 ? LabReport::tr("[%1, %2] %3 (%4%)")
                                       .arg(scaled(point.acrossRuns.low, unit, locale),
                                            scaled(point.acrossRuns.high, unit, locale), unitName)
                                       .arg(std::lround(point.acrossRuns.coverage * 100.0))
                                 : QStringLiteral("–");
    // "2.17, 2.20 µs"; where the comma is the decimal point, "2,17; 2,20 µs".
    const QString separator =
        locale.decimalPoint() == QStringLiteral(",") ? QStringLiteral("; ") : QStringLiteral(", ");
    html +=
        cell(each.join(separator) + QLatin1Char(' ') + unitName, true) +
        cell(point.rate() ? localRate(median, locale) : localDuration(median, locale), true) +
        cell(interval, true) +
        cell(QStringLiteral("%1 – %2 %3")
                 .arg(scaled(point.min, unit, locale), scaled(point.max, unit, locale), unitName),
             true) +
        cell(coreMessage(agreementWords(point.agreement)));
    return html + QStringLiteral("</tr>\n");
}

}  // namespace

QString acrossRunsSection(const LabReportSource& source, const RepeatedRunsPart& part,
                          const QLocale& locale) {
    std::vector<RunResult> runs;
    runs.reserve(part.recorded);
    for (std::size_t index = part.first;
         index < part.first + part.recorded && index < source.runs.size(); ++index) {
        runs.push_back(source.runs[index].run);
    }
    AcrossRunsSummary summary = summarizeRuns(runs, part.planned);
    summary.cancelled = !runs.empty() && runs.back().cancelled;
    QString html =
        heading(3, LabReport::tr("Across the %n run(s)", "", static_cast<int>(runs.size())));
    html += paragraph(LabReport::tr(
        "The same experiment was measured %n time(s), one run after another. One run's 95% "
        "interval holds the noise between its own rounds, seconds apart; runs minutes apart also "
        "meet another CPU frequency, other work on the host and another placement. Each figure "
        "below is the median of the runs' figures (each run's median of rounds), with its "
        "interval across runs (order statistics; in brackets, how sure it is). \"runs agree\": "
        "one value lies inside every run's own interval; \"runs differ\": two runs' intervals "
        "do not overlap, and one run's interval understates the uncertainty.",
        "", static_cast<int>(runs.size())));
    const QStringList header{
        LabReport::tr("Mechanism"),      LabReport::tr("Size"),
        LabReport::tr("Runs"),           LabReport::tr("Each run (median of rounds)"),
        LabReport::tr("Median of runs"), LabReport::tr("Interval across runs"),
        LabReport::tr("Min – max"),      LabReport::tr("Verdict")};
    // Headers broken between words: eight columns of figures leave the verdict little room else.
    html += tableStart(header, HeaderBreaks::BetweenWords);
    for (const AcrossRunsPoint& point : summary.points) {
        html += acrossRunsRow(point, locale);
    }
    html += QStringLiteral("</table>\n");
    // What the runs say as a whole, once under the table, not per row.
    for (const Text& note : summaryNotes(summary)) {
        html += paragraph(coreMessage(note));
    }
    return html;
}

}  // namespace ipclab::app
