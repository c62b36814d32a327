// The report's body (report_html.hpp): the sections in the order a lab report has them. The
// method, machine, threats and reproduce sections are in report_sections.cpp.
#include "report/report_html.hpp"

#include <algorithm>
#include <set>

#include "charts/comparison.hpp"
#include "charts/core_text.hpp"
#include "charts/local_units.hpp"
#include "charts/result_chart.hpp"
#include "report/findings.hpp"
#include "report/report_sections.hpp"
#include "report/report_text.hpp"

namespace ipclab::app {
namespace {

/// The charts of one run: latency (or throughput) vs size when it has several sizes, bars at
/// its smallest size, and for ping-pong the distribution of the fastest point there.
std::vector<ReportChart> chartsOf(const LabReportRun& entry, const LabReportSource& source,
                                  const QLocale& locale) {
    const RunResult& run = entry.run;
    std::set<std::size_t> sizes;
    for (const PointResult& point : run.points) {
        if (point.ok) {
            sizes.insert(point.sizeBytes);
        }
    }
    if (sizes.empty()) {
        return {};
    }
    ChartOptions base;
    base.locale = locale;
    if (source.preset != nullptr) {
        base.references = referencesForRun(source.preset->references, run.experiment);
    }
    std::vector<ReportChart> charts;
    const auto add = [&](ChartKind kind) {
        ChartOptions options = base;
        options.kind = kind;
        options.barSizeBytes = *sizes.begin();
        options.distributionSizeBytes = *sizes.begin();
        charts.push_back({LabelledRun{QString(), run}, options});
    };
    if (sizes.size() > 1 && hasMessageSize(run.experiment.pattern)) {
        add(run.experiment.pattern == Pattern::Stream ? ChartKind::Throughput : ChartKind::Latency);
    }
    add(ChartKind::Bars);
    // Room for each bar's name on up to three lines: a picture cuts no name (ChartOptions).
    const auto bars =
        std::count_if(run.points.begin(), run.points.end(),
                      [&](const PointResult& p) { return p.sizeBytes == *sizes.begin(); });
    const auto published = static_cast<std::ptrdiff_t>(base.references.size());
    // A few bars need no full-height chart: a one-size report stays about two pages.
    charts.back().size.setHeight(
        std::max(kReportChartHeight / 2, 150 + 50 * static_cast<int>(bars + published)));
    if (run.experiment.pattern == Pattern::PingPong) {
        const PointResult* fastest = nullptr;
        for (const PointResult& point : run.points) {
            if (point.ok && point.sizeBytes == *sizes.begin() && !point.selfComparison &&
                !point.latencyHistogram.counts.empty() &&
                (fastest == nullptr || shownCentre(point) < shownCentre(*fastest))) {
                fastest = &point;
            }
        }
        if (fastest != nullptr) {
            add(ChartKind::Distribution);
            charts.back().options.distributionMechanism = seriesLabel(*fastest);
            charts.back().size.setHeight(kReportChartHeight * 2 / 3);
        }
    }
    return charts;
}

QString captionOf(const ReportChart& chart, int number, const QLocale& locale) {
    const ChartOptions& options = chart.options;
    QString what;
    switch (options.kind) {
        case ChartKind::Latency:
            what = LabReport::tr(
                "Latency against message size, both axes logarithmic: each line "
                "is a mechanism's median of rounds, the shaded band its 95% "
                "interval.");
            break;
        case ChartKind::Throughput:
            what = LabReport::tr(
                "Throughput against chunk size, both axes logarithmic: each line "
                "is a mechanism's median of rounds, the shaded band its 95% "
                "interval.");
            break;
        case ChartKind::Bars:
            what = hasMessageSize(chart.run.run.experiment.pattern)
                       ? LabReport::tr(
                             "Each mechanism at %1, fastest first, with its median of "
                             "rounds and how many times slower than the fastest it is "
                             "(the quotient of the two figures).")
                             .arg(localSize(options.barSizeBytes, locale))
                       : LabReport::tr(
                             "Each mechanism, fastest first, with its median of rounds "
                             "and how many times slower than the fastest it is (the "
                             "quotient of the two figures).");
            break;
        case ChartKind::Distribution:
            what = LabReport::tr(
                       "Distribution of every sample of %1 at %2: the share of "
                       "samples per logarithmic bin, and the cumulative share, with "
                       "the median, p99 and p99.9 marked.")
                       .arg(options.distributionMechanism,
                            localSize(options.distributionSizeBytes, locale));
            break;
        default:
            break;
    }
    if (!options.references.empty() && options.kind != ChartKind::Distribution) {
        what += QLatin1Char(' ') +
                LabReport::tr("Dashed lines or marked bars: the report's published figures.");
    }
    return LabReport::tr("Figure %1. %2").arg(number).arg(what);
}

QString resultsSection(const LabReportRun& entry, const LabReportSource& source,
                       const QLocale& locale, std::vector<ReportChart>& charts) {
    QString html = resultTable(entry.run, locale);
    for (ReportChart& chart : chartsOf(entry, source, locale)) {
        const int index = static_cast<int>(charts.size());
        html +=
            QStringLiteral("<p class=\"chart\">%1</p><p class=\"caption\">%2</p>\n")
                .arg(chartPlaceholder(index), captionOf(chart, index + 1, locale).toHtmlEscaped());
        charts.push_back(std::move(chart));
    }
    return html;
}

QString findingsSection(const RunResult& run, const QLocale& locale) {
    const std::vector<Finding> found = runFindings(run, locale);
    if (found.empty()) {
        return paragraph(
            LabReport::tr("Fewer than two mechanisms were measured at a size, so "
                          "there is nothing to compare."));
    }
    QString html = QStringLiteral("<ul class=\"findings\">\n");
    for (const Finding& finding : found) {
        html +=
            QStringLiteral("<li>") + finding.sentence.toHtmlEscaped() + QStringLiteral("</li>\n");
    }
    return html + QStringLiteral("</ul>\n");
}

/// Ours beside the report's published figures, like with like, then the preset's notes.
QString publishedSection(const RunResult& run, const Preset& preset, const QLocale& locale) {
    const std::vector<ComparisonRow> rows = comparisonRows(preset.references, run, locale);
    QString html;
    if (!rows.empty()) {
        html += QStringLiteral(
                    "<table class=\"data\" cellspacing=\"0\" "
                    "cellpadding=\"3\"><tr><th>%1</th><th>%2</th><th>%3</th>"
                    "<th>%4</th><th>%5</th><th>%6</th></tr>\n")
                    .arg(LabReport::tr("Published series"), LabReport::tr("Size"),
                         LabReport::tr("Statistic"), LabReport::tr("Ours"), LabReport::tr("Theirs"),
                         LabReport::tr("Ours against theirs"));
        for (const ComparisonRow& row : rows) {
            html += QStringLiteral(
                        "<tr><td>%1</td><td>%2</td><td>%3</td><td class=\"num\">%4</td>"
                        "<td class=\"num\">%5</td><td>%6</td></tr>\n")
                        .arg(row.label.toHtmlEscaped(),
                             row.sizeBytes == 0 ? QStringLiteral("–")
                                                : localSize(row.sizeBytes, locale),
                             row.statistic.toHtmlEscaped(),
                             formatQuantity(row.ours, row.quantity, locale),
                             formatQuantity(row.theirs, row.quantity, locale),
                             row.verdict.toHtmlEscaped());
        }
        html += QStringLiteral("</table>\n");
    }
    for (const QString& line : unmatchedReferences(preset.references, run)) {
        html += paragraph(line);
    }
    return html;
}

// One run's (or step's) results: its heading and set-up, table, charts, findings, and the
// preset's published figures beside ours.
QString runSection(const LabReportRun& entry, const LabReportSource& source, const QLocale& locale,
                   std::vector<ReportChart>& charts) {
    QString html;
    if (!entry.heading.isEmpty()) {
        html += heading(3, entry.heading);
        html += stepSetup(entry.run, locale);
    }
    if (entry.run.cancelled) {
        html +=
            paragraph(LabReport::tr("This run was stopped before it finished: what "
                                    "follows is what was measured until then."));
    }
    html += resultsSection(entry, source, locale, charts);
    html += heading(4, LabReport::tr("Findings"));
    html += findingsSection(entry.run, locale);
    if (source.preset != nullptr && !source.preset->references.empty()) {
        const QString published = publishedSection(entry.run, *source.preset, locale);
        if (!published.isEmpty()) {
            html += heading(4, LabReport::tr("Ours beside the report's published figures"));
            html += published;
        }
    }
    return html;
}

}  // namespace

QString chartPlaceholder(int index) {
    return QStringLiteral("<!--ipclab-chart-%1-->").arg(index);
}

QString reportTitle(const LabReportSource& source) {
    if (!source.title.isEmpty()) {
        return source.title;
    }
    if (source.preset != nullptr) {
        return coreText(source.preset->title);
    }
    return LabReport::tr("What inter-process communication costs on this machine");
}

QString reportBody(const LabReportSource& source, const QLocale& locale,
                   std::vector<ReportChart>& charts) {
    QString html = QStringLiteral("<h1>%1</h1>\n").arg(reportTitle(source).toHtmlEscaped());
    html += questionSection(source);
    html += heading(2, LabReport::tr("1. Method"));
    html += methodSection(source, locale);
    html += heading(2, LabReport::tr("2. Machine"));
    html += machineSection(source.runs.front().run.machine, locale);
    html += heading(2, LabReport::tr("3. Results and findings"));
    if (source.runs.size() == 1 || !source.repeatedRuns.empty()) {
        html +=
            paragraph(LabReport::tr("Each figure is the median of the rounds' values; the "
                                    "95% interval beside it is that median's, "
                                    "distribution-free."));
    }
    for (std::size_t index = 0; index < source.runs.size(); ++index) {
        html += runSection(source.runs[index], source, locale, charts);
        // A file of repeated runs: the figures across them right after its last run.
        for (const RepeatedRunsPart& part : source.repeatedRuns) {
            if (part.recorded > 0 && part.first + part.recorded - 1 == index) {
                html += acrossRunsSection(source, part, locale);
            }
        }
    }
    if (source.preset != nullptr) {
        html += presetFlaws(*source.preset);
    }
    html += heading(2, LabReport::tr("4. Threats to validity"));
    html += threatsSection(source, locale);
    html += heading(2, LabReport::tr("5. How to reproduce"));
    html += reproduceSection(source);
    html += heading(2, LabReport::tr("6. References"));
    html += referencesSection(source, locale);
    return html;
}

}  // namespace ipclab::app
