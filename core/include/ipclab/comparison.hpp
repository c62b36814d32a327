#pragma once
/// "A vs B" with an interval: ratios from paired rounds, and the words for a point's
/// reliability (interval, settling, modes) that every front end shows beside its figure.
#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "ipclab/result.hpp"

namespace ipclab {

/// How much more `other` costs than `baseline`, from the rounds both were measured in.
/// Cost is time: a latency or ns per operation as measured, a throughput inverted, so that
/// ratio > 1 always means "other is slower". Each round gives one ratio (the same round ran
/// both points under the same conditions, so the machine's drift cancels); the figure is the
/// median of those ratios and the interval their medianInterval (distribution-free, 95%).
struct PairedRatio {
    std::size_t pairs = 0;  ///< Rounds in which both points were measured.
    double ratio = 0;       ///< Median of the per-round ratios; 0 without pairs.
    double low = 0;
    double high = 0;
    double coverage = 0;  ///< The interval's real coverage (few pairs: below 95%).

    bool operator==(const PairedRatio&) const = default;
    bool slower() const { return ratio > 1.0; }
};

/// Pairs the points' repetitions by index (the round), which must be the same placement and
/// pattern; points of different patterns or placements give no pairs.
PairedRatio pairedRatio(const PointResult& baseline, const PointResult& other);
/// The same over two value lists paired by position (`cost` values: larger = slower); pairs
/// with a value <= 0 or not finite are skipped.
PairedRatio pairedRatio(std::span<const double> baselineCost, std::span<const double> otherCost);

/// True when `difference` cannot be told from what a point compared with itself shows on this
/// machine: its interval overlaps the self-comparison's, or holds 1.
bool withinNoise(const PairedRatio& difference, const PairedRatio& selfComparison);

/// The one rounding rule for a ratio and its interval, in every front end and export text: all
/// three with the same decimals, chosen by the smallest of them - two below 1.995 (near 1 the
/// second decimal is the difference: 1.02×, 0.97, 1.05), one below 9.95 (3.1×, 2.8, 3.4),
/// none from there (38×, 35, 41).
int ratioDecimals(double smallest);
/// The same rule for a ratio with its interval, which also caps the decimals by the interval's
/// width: one at most when the interval is a whole unit wide or wider, since a second decimal
/// then claims a precision the interval denies ("2.5× [1.5, 21.9]", not "2.55× [1.52, 21.88]").
int ratioDecimals(double ratio, double low, double high);

/// "3.1× slower [2.8, 3.4]", "1.6× faster [1.4, 1.9]" (the interval in the same direction),
/// "same [0.98, 1.03]" for a ratio within 0.5% of 1; "no paired rounds" without pairs.
std::string describeRatio(const PairedRatio& ratio);

/// A duration for text: "850 ns", "2.1 µs", "24 µs", "1.35 ms" (three significant digits at
/// most, trailing zeros dropped).
std::string formatNanoseconds(double ns);

/// The modes of a point in words, or an empty Text when it has one: "two modes: 2.1 µs (41%)
/// and 24 µs (59%) — the slower one pays for waking an idle CPU; try same-core or keep-awake".
/// The explanation is given where it is the likely cause: a blocking hand-off between CPUs
/// whose slow mode is at least three times the fast one.
Text describeModes(const PointResult& point);

/// One thing to know about a point's figure. `kind` is stable, for a front end to group the
/// warnings of many points by: "modes", "not_settled", "too_few_rounds", "imprecise",
/// "slow_first_round", "correlated_samples", "oversubscribed", "outliers",
/// "heavy_tail". The figures are
/// the text's Number arguments.
struct Warning {
    std::string_view kind;
    Text text;

    bool operator==(const Warning&) const = default;
};

/// A heavy tail in words, or an empty Text when there is none: ping-pong and paced points whose p99
/// is at least kHeavyTailRatio times the median, "heavy tail: 1 in 100 messages waits 12× the
/// median or longer (p99 36 µs, median 3 µs)". A tail is how the mechanism behaves, not noise.
Text describeTail(const PointResult& point);
inline constexpr double kHeavyTailRatio = 3.0;

/// The warnings of a point's reliability, each a short sentence without a final period:
/// "not settled: ±12% after 9 rounds", "first round 2.3× slower than the rest", "samples
/// correlated (lag-1 r = 0.62): rounds, not samples, carry the interval", "4 outliers
/// (0.4‰) above 31 µs, kept in every figure" (one in a thousand or more; see OutlierCounts).
/// Empty when there is nothing to say.
std::vector<Warning> reliabilityWarnings(const PointResult& point, bool settleRun);

/// What a front end shows beside a point's figure: describeModes() (kind "modes") when there
/// are several, describeTail() (kind "heavy_tail"), then reliabilityWarnings().
std::vector<Warning> pointWarnings(const PointResult& point, bool settleRun);

/// The family a warning kind is said under: the three precision kinds ("not_settled",
/// "too_few_rounds", "imprecise") are one, "precision"; every other kind is its own.
std::string_view warningFamily(std::string_view kind);

/// A run's warnings of one family, for one line under its table or chart instead of one per
/// point: how many points have one, and the worst of them by the figure the family is about
/// (the interval's width, the first round's ratio, the lag-1 r, the outliers' count, the share
/// outside the main mode, p99 / median).
struct WarningGroup {
    std::string_view family;
    std::size_t count = 0;
    std::size_t worstPoint = 0;  ///< Index into RunResult::points.
    Warning worst;
};

/// pointWarnings() of every point of `result`, grouped by family, in a fixed order
/// (precision first, then modes, tail, outliers, first round, correlation, oversubscription).
std::vector<WarningGroup> groupWarnings(const RunResult& result);
/// The same over `points` (as a table holds them), `settleRun` as in pointWarnings().
std::vector<WarningGroup> groupWarnings(std::span<const PointResult> points, bool settleRun);

}  // namespace ipclab
