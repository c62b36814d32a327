// The Bars chart's words and numbers: paired ratios ("3.1× slower [2.8, 3.4]"), the ranking
// of the bars with their "5.21 µs (3.4× slower)" labels, and long names wrapped.
#include "charts/bar_labels.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "charts/chart_internal.hpp"
#include "charts/local_units.hpp"
#include "charts/result_chart.hpp"

namespace ipclab::app::detail {

std::optional<PairedRatio> pairedBars(const PointResult& baseline, const PointResult& other) {
    const PairedRatio ratio = pairedRatio(baseline, other);
    if (ratio.pairs < kMinimumPairs || !(ratio.ratio > 0) || !(ratio.low > 0)) {
        return std::nullopt;
    }
    return ratio;
}

PairedRatio noiseFloorOf(const RunResult& run, const PointResult& like) {
    const auto sameKind = [&like](const PointResult& point) {
        return point.ok && point.pattern == like.pattern && point.placement == like.placement &&
               point.sizeBytes == like.sizeBytes;
    };
    for (const PointResult& self : run.points) {
        if (!self.selfComparison || !sameKind(self)) {
            continue;
        }
        for (const PointResult& first : run.points) {
            if (!first.selfComparison && first.mechanism == self.mechanism && sameKind(first)) {
                return pairedRatio(first, self);
            }
        }
    }
    return {};
}

bool ratioWithinNoise(const PairedRatio& ratio, const PairedRatio& floor) {
    return withinNoise(ratio, floor);
}

RatioTexts ratioTexts(double ratio, double low, double high, const QLocale& locale) {
    // Core's one rule, so that the CLI, the exports and the GUI round a ratio alike.
    const int decimals = ratioDecimals(ratio, low, high);
    const auto number = [&](double value) {
        return decimals == 0 ? QString::number(std::round(value), 'f', 0)
                             : locale.toString(value, 'f', decimals);
    };
    return {number(ratio) + QStringLiteral("\u00D7"), number(low), number(high)};
}

namespace {

/// The quotient of two shown figures with the paired rounds' interval: "3.0×" and "[2.8, 3.4]"
/// when the interval holds the quotient; else the quotient alone and, apart, the rounds' own
/// ratio named as such ("round by round 3.3× [2.8, 3.4]"), never a bracket that leaves out
/// the number before it.
struct QuotientTexts {
    QString ratio;
    QString bracket;  ///< Empty when the interval leaves out the quotient.
    QString rounds;   ///< Set when it does.
};

QuotientTexts quotientTexts(double quotient, const PairedRatio& ratio, const QLocale& locale) {
    if (quotient >= ratio.low && quotient <= ratio.high) {
        const RatioTexts texts = ratioTexts(quotient, ratio.low, ratio.high, locale);
        return {texts.ratio, QStringLiteral("[%1, %2]").arg(texts.low, texts.high), {}};
    }
    const RatioTexts paired = ratioTexts(ratio.ratio, ratio.low, ratio.high, locale);
    return {ratioTexts(quotient, quotient, quotient, locale).ratio,
            {},
            Charts::tr("round by round %1 [%2, %3]").arg(paired.ratio, paired.low, paired.high)};
}

}  // namespace

QString pairedRatioText(double quotient, const PairedRatio& ratio, const PairedRatio& floor,
                        const QLocale& locale) {
    const QuotientTexts texts = quotientTexts(quotient, ratio, locale);
    const bool noise = ratioWithinNoise(ratio, floor);
    if (texts.rounds.isEmpty()) {
        return noise ? Charts::tr("%1 %2, within noise").arg(texts.ratio, texts.bracket)
                     : Charts::tr("%1 slower %2").arg(texts.ratio, texts.bracket);
    }
    return noise ? Charts::tr("%1, within noise; %2").arg(texts.ratio, texts.rounds)
                 : Charts::tr("%1 slower; %2").arg(texts.ratio, texts.rounds);
}

double coverageOf(const PointResult& point) {
    // Unknown (a file from before rounds were kept): taken as it was shown then.
    return point.reliability.medianCi95.count >= 2 ? point.reliability.medianCi95.coverage : 1.0;
}

namespace {

/// A point's 95% interval in the bars' quantity; {0, 0} when it has none.
std::pair<double, double> intervalOf(const PointResult& point) {
    const ShownFigure shown = shownFigure(point);
    return shown.hasInterval ? std::pair{shown.low, shown.high} : std::pair{0.0, 0.0};
}

}  // namespace

/// Bars measured in the same run as the fastest bar say how much slower they are from the
/// rounds both were measured in ("3.1× slower [2.8, 3.4]", or "within noise").
void labelPairedRatios(std::vector<BarEntry>& bars, std::span<const LabelledRun> runs, bool rate,
                       const QLocale& locale) {
    if (bars.empty() || bars.front().point == nullptr) {
        return;
    }
    const BarEntry& fastest = bars.front();
    for (BarEntry& bar : bars) {
        if (&bar == &fastest || bar.point == nullptr || bar.run != fastest.run) {
            continue;
        }
        const std::optional<PairedRatio> ratio = pairedBars(*fastest.point, *bar.point);
        if (!ratio) {
            continue;
        }
        const PairedRatio floor =
            noiseFloorOf(runs[static_cast<std::size_t>(bar.run)].run, *bar.point);
        const QString value =
            rate ? localRate(bar.value, locale) : localDuration(bar.value, locale);
        const double quotient = bar.ratio / fastest.ratio;
        bar.text =
            QStringLiteral("%1 (%2)").arg(value, pairedRatioText(quotient, *ratio, floor, locale));
    }
}

/// Fastest against slowest of different runs (or without rounds in common): the ratio of
/// the bars with its range over both points' intervals, "38× [35, 41]". The intervals are of
/// the medians: no bracket for bars of another statistic.
QString unpairedVerdict(const BarEntry& fastest, const BarEntry& slowest, bool rate, bool medians,
                        const QLocale& locale) {
    const double ratio = rate ? fastest.value / slowest.value : slowest.value / fastest.value;
    QString times = slowerLabel(ratio, locale);
    if (medians &&
        (fastest.point->repetitions.size() == 1 || slowest.point->repetitions.size() == 1)) {
        // One round: a median each and nothing to judge their difference by.
        return Charts::tr(
                   "%1 and %2 are %3 apart in one round, which gives no interval: not "
                   "ranked")
            .arg(fastest.label, slowest.label, times);
    }
    const auto [fastLow, fastHigh] = intervalOf(*fastest.point);
    const auto [slowLow, slowHigh] = intervalOf(*slowest.point);
    if (!medians || !(fastLow > 0 && slowLow > 0 && fastHigh >= fastLow && slowHigh >= slowLow)) {
        return Charts::tr("%1 is %2 faster than %3").arg(fastest.label, times, slowest.label);
    }
    // The ratio's range over both intervals: the most and the least it can be.
    const double low = rate ? fastLow / slowHigh : slowLow / fastHigh;
    const double high = rate ? fastHigh / slowLow : slowHigh / fastLow;
    const auto number = [&locale](double value) {
        return value < 9.95 ? locale.toString(value, 'f', 1)
                            : QString::number(std::round(value), 'f', 0);
    };
    times += QStringLiteral(" [%1, %2]").arg(number(low), number(high));
    if (low <= 1) {
        // Either could be the faster one: no winner.
        return Charts::tr("%1 and %2 are within noise of each other: %3")
            .arg(fastest.label, slowest.label, times);
    }
    const double coverage = std::min(coverageOf(*fastest.point), coverageOf(*slowest.point));
    if (coverage < 0.95) {
        // Intervals of too few rounds are no 95% verdict: the lab report's findings say the
        // same ("not ranked"), and the two stand on one page.
        return Charts::tr(
                   "%1 and %2 are %3 apart, from intervals only %4% sure (few rounds): "
                   "not ranked")
            .arg(fastest.label, slowest.label, times,
                 locale.toString(std::floor(coverage * 100), 'f', 0));
    }
    return Charts::tr("%1 is %2 faster than %3").arg(fastest.label, times, slowest.label);
}

std::optional<QString> pairedVerdict(const BarEntry& fastest, const BarEntry& slowest,
                                     std::span<const LabelledRun> runs, const QLocale& locale) {
    if (fastest.run == slowest.run && fastest.run >= 0) {
        if (const auto paired = pairedBars(*fastest.point, *slowest.point)) {
            const PairedRatio floor =
                noiseFloorOf(runs[static_cast<std::size_t>(fastest.run)].run, *fastest.point);
            // The quotient of the two bars, as their labels say; the rounds give its interval.
            const QuotientTexts texts =
                quotientTexts(slowest.ratio / fastest.ratio, *paired, locale);
            const QString times = texts.rounds.isEmpty()
                                      ? texts.ratio + QLatin1Char(' ') + texts.bracket
                                      : QStringLiteral("%1 (%2)").arg(texts.ratio, texts.rounds);
            if (ratioWithinNoise(*paired, floor)) {
                return Charts::tr("%1 and %2 are within noise of each other: %3")
                    .arg(fastest.label, slowest.label, times);
            }
            return Charts::tr("%1 is %2 faster than %3").arg(fastest.label, times, slowest.label);
        }
    }
    return std::nullopt;
}

}  // namespace ipclab::app::detail

namespace ipclab::app {

/// A bar's name on two lines when it is long (a report's figure: "Report 000: threads,
/// lock/write/unlock (Windows PC) · mean"), broken at the space nearest its middle: the names'
/// column is as wide as its widest name, and one long name would squeeze the plot and the title.
QString wrappedName(const QString& name) {
    constexpr qsizetype kLongName = 34;
    if (name.size() <= kLongName) {
        return name;
    }
    const qsizetype middle = name.size() / 2;
    qsizetype best = -1;
    for (qsizetype at = name.indexOf(QLatin1Char(' ')); at >= 0;
         at = name.indexOf(QLatin1Char(' '), at + 1)) {
        if (best < 0 || std::abs(at - middle) < std::abs(best - middle)) {
            best = at;
        }
    }
    return best < 0 ? name : name.left(best) + QLatin1Char('\n') + name.mid(best + 1);
}

QString slowerLabel(double ratio, const QLocale& locale) {
    if (!(ratio >= 1)) {
        ratio = 1;
    }
    // One decimal while it matters (1.0×, 3.4×), whole numbers beyond (12×, 150×).
    const QString number =
        ratio < 9.95 ? locale.toString(ratio, 'f', 1) : QString::number(std::round(ratio), 'f', 0);
    return number + QStringLiteral("\u00D7");
}

// Below this a ratio reads 1.0x (slowerLabel's one decimal).
constexpr double kTieBelow = 1.05;

std::vector<BarEntry> rankBars(std::vector<BarEntry> bars, bool rate, const QLocale& locale) {
    std::erase_if(bars, [](const BarEntry& bar) { return !(bar.value > 0); });
    std::stable_sort(bars.begin(), bars.end(), [rate](const BarEntry& a, const BarEntry& b) {
        return rate ? a.value > b.value : a.value < b.value;
    });
    if (bars.empty()) {
        return bars;
    }
    const double fastest = bars.front().value;
    for (BarEntry& bar : bars) {
        bar.ratio = rate ? fastest / bar.value : bar.value / fastest;
        const QString value =
            rate ? localRate(bar.value, locale) : localDuration(bar.value, locale);
        // A ratio shown as 1.0x is a tie at the label's precision, never "1.0x slower".
        if (&bar == &bars.front()) {
            bar.text = Charts::tr("%1 (%2, fastest)").arg(value, slowerLabel(1, locale));
        } else if (bar.ratio < kTieBelow) {
            bar.text = Charts::tr("%1 (%2, as fast)").arg(value, slowerLabel(bar.ratio, locale));
        } else {
            bar.text = Charts::tr("%1 (%2 slower)").arg(value, slowerLabel(bar.ratio, locale));
        }
    }
    return bars;
}

}  // namespace ipclab::app
