#include "charts/comparison.hpp"

#include <algorithm>
#include <cmath>

#include "charts/chart_internal.hpp"
#include "charts/core_text.hpp"
#include "charts/local_units.hpp"

namespace ipclab::app {
namespace {

QString times(double ratio, const QLocale& locale) {
    return ratio < 9.95 ? locale.toString(ratio, 'f', 1) + QStringLiteral("\u00D7")
                        : QString::number(std::round(ratio), 'f', 0) + QStringLiteral("\u00D7");
}

QString verdictOf(double ours, double theirs, const std::string& quantity, const QLocale& locale) {
    if (ours <= 0 || theirs <= 0) {
        return QStringLiteral("\u2013");
    }
    const double slower = quantity == "bytes_per_s" ? theirs / ours : ours / theirs;
    if (slower >= 0.995 && slower <= 1.005) {
        return Charts::tr("same");
    }
    return slower > 1 ? Charts::tr("%1 slower").arg(times(slower, locale))
                      : Charts::tr("%1 faster").arg(times(1 / slower, locale));
}

}  // namespace

QString formatQuantity(double value, const std::string& quantity, const QLocale& locale) {
    if (quantity == "bytes_per_s") {
        return localRate(value, locale);
    }
    if (quantity == "seconds_total") {
        return localDuration(value * 1e9, locale);
    }
    return localDuration(value, locale);
}

std::vector<ComparisonRow> comparisonRows(const std::vector<ReferenceSeries>& references,
                                          const RunResult& result, const QLocale& locale) {
    std::vector<ComparisonRow> rows;
    for (const ReferenceComparison& match : compareWithReferences(references, result)) {
        const ReferenceSeries& series = references[match.seriesIndex];
        ComparisonRow row;
        row.label = coreText(series.label);
        row.mechanism = series.mechanism;
        row.sizeBytes = hasMessageSize(result.experiment.pattern) ? match.point.sizeBytes : 0;
        row.quantity = series.quantity;
        row.statistic = QString::fromUtf8(toString(series.statistic).data());
        row.derived = !series.derivedFrom.empty();
        row.ours = match.ours;
        row.theirs = match.point.value;
        // A derived figure was never measured: beside ours, but no "N× slower".
        row.verdict = row.derived ? Charts::tr("(theirs derived)")
                                  : verdictOf(row.ours, row.theirs, row.quantity, locale);
        rows.push_back(row);
    }
    return rows;
}

QStringList unmatchedReferences(const std::vector<ReferenceSeries>& references,
                                const RunResult& result) {
    QStringList lines;
    bool totalExists = false;
    bool totalMatches = false;
    for (const ReferenceSeries& series : references) {
        if (series.quantity == "seconds_total" && series.pattern == result.experiment.pattern) {
            totalExists = true;
            totalMatches =
                totalMatches || series.streamTotalBytes == result.experiment.streamTotalBytes;
        }
    }
    if (totalExists && !totalMatches) {
        lines << Charts::tr(
                     "The report's seconds are for other totals than the %1 per "
                     "repetition moved here: not compared.")
                     .arg(QString::fromStdString(formatBytes(
                         static_cast<std::size_t>(result.experiment.streamTotalBytes))));
    }
    return lines;
}

}  // namespace ipclab::app
