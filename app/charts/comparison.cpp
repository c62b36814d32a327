#include "charts/comparison.hpp"

#include <algorithm>
#include <cmath>

#include "charts/bar_labels.hpp"
#include "charts/chart_internal.hpp"
#include "charts/core_text.hpp"
#include "charts/local_units.hpp"

namespace ipclab::app {
namespace {

using detail::ratioTexts;
using detail::RatioTexts;

bool isRate(const std::string& quantity) {
    return quantity == "bytes_per_s";
}

/// What a round (repetition) holds, for the statistic's words: round trips of a ping-pong,
/// samples otherwise.
QString samplesOf(const Experiment& experiment, const QLocale& locale) {
    const QString count = locale.toString(static_cast<qulonglong>(experiment.iterations));
    return experiment.pattern == Pattern::PingPong ? Charts::tr("%1 round trips").arg(count)
                                                   : Charts::tr("%1 samples").arg(count);
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

QString statisticInWords(const ReferenceSeries& series, const PointResult* point,
                         const Experiment& experiment, const QLocale& locale) {
    const bool rate = isRate(series.quantity) || series.quantity == "seconds_total";
    const qsizetype rounds =
        point == nullptr ? 0 : static_cast<qsizetype>(point->repetitions.size());
    switch (series.statistic) {
        case ReferenceStatistic::MedianOfMinimums:
            // The report gave one minimum; ours is the typical one over the rounds, each
            // round's minimum over as many samples as theirs.
            return Charts::tr(
                       "theirs: minimum of %1; ours: median over %2 rounds of each "
                       "round's minimum")
                .arg(samplesOf(experiment, locale))
                .arg(rounds);
        case ReferenceStatistic::Min:
            return rate ? Charts::tr("fastest repetition (least time per byte)")
                        : Charts::tr("minimum");
        case ReferenceStatistic::Mean:
            return rate ? Charts::tr("mean (all bytes over all the time)") : Charts::tr("mean");
        case ReferenceStatistic::Median:
            break;
    }
    return rate ? Charts::tr("median (ours: of %1 rounds)").arg(rounds)
                : Charts::tr("median (ours: median of %1 rounds' medians)").arg(rounds);
}

QString comparisonVerdict(const ReferenceSeries& series, double ours, double theirs,
                          const PointResult* point, const QLocale& locale) {
    if (ours <= 0 || theirs <= 0) {
        return QStringLiteral("\u2013");
    }
    const bool rate = isRate(series.quantity);
    // A rate's interval is our median's (order statistics over the rounds); theirs is one
    // published figure, so the ratio's interval is ours over theirs. A latency figure beside
    // a report's minimum (or mean) has no interval of ours: none is claimed.
    double low = 0;
    double high = 0;
    // Only a stream's interval is one of bytes/s.
    const bool streamed = point != nullptr && point->pattern == Pattern::Stream;
    const ShownFigure measured = streamed ? shownFigure(*point) : ShownFigure{};
    if (rate && measured.hasInterval && measured.low > 0 &&
        series.statistic == ReferenceStatistic::Median) {
        low = measured.low / theirs;
        high = measured.high / theirs;
    }
    const bool withInterval = high > low;
    if (!series.derivedFrom.empty()) {
        // Never measured: the plain quotient beside it, no "N× slower".
        const double quotient = ours / theirs;
        const RatioTexts texts = ratioTexts(quotient, withInterval ? low : quotient,
                                            withInterval ? high : quotient, locale);
        return withInterval ? Charts::tr("ours / theirs %1 [%2, %3] (theirs derived)")
                                  .arg(texts.ratio, texts.low, texts.high)
                            : Charts::tr("ours / theirs %1 (theirs derived)").arg(texts.ratio);
    }
    // Times: more is slower; rates: more is faster. The interval turns with the ratio.
    const double slower = rate ? theirs / ours : ours / theirs;
    const bool isSlower = slower >= 1;
    const double shown = isSlower ? slower : 1 / slower;
    double shownLow = shown;
    double shownHigh = shown;
    if (withInterval) {
        // ours/theirs in [low, high]; for a rate "slower" is theirs/ours.
        const double a = isSlower ? 1 / high : high;
        const double b = isSlower ? 1 / low : low;
        shownLow = std::min(a, b);
        shownHigh = std::max(a, b);
    }
    const RatioTexts texts = ratioTexts(shown, shownLow, shownHigh, locale);
    if (!withInterval && texts.ratio == ratioTexts(1, 1, 1, locale).ratio) {
        return Charts::tr("same");
    }
    const QString bracket =
        withInterval ? QStringLiteral(" [%1, %2]").arg(texts.low, texts.high) : QString();
    return (isSlower ? Charts::tr("%1 slower") : Charts::tr("%1 faster")).arg(texts.ratio) +
           bracket;
}

const PointResult* comparedPoint(const RunResult& result, const ReferenceSeries& series,
                                 const ReferenceComparison& match) {
    const bool sized = hasMessageSize(result.experiment.pattern);
    for (const PointResult& point : result.points) {
        if (point.ok && point.mechanism == series.mechanism && point.placement == match.placement &&
            (!sized || point.sizeBytes == match.point.sizeBytes)) {
            return &point;
        }
    }
    return nullptr;
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
        const PointResult* point = comparedPoint(result, series, match);
        row.statistic = statisticInWords(series, point, result.experiment, locale);
        row.derived = !series.derivedFrom.empty();
        row.ours = match.ours;
        row.theirs = match.point.value;
        row.verdict = comparisonVerdict(series, row.ours, row.theirs, point, locale);
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
