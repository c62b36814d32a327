#pragma once
/// Descriptive statistics of samples, and confidence intervals across repetitions.
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace ipclab {

/// Distribution of one set of samples (any unit; the caller says which).
/// Percentiles interpolate linearly between closest ranks (Hyndman & Fan type 7, as NumPy's
/// default and R's default). stddev is the sample standard deviation (n - 1).
struct Summary {
    std::size_t count = 0;
    double min = 0, mean = 0, median = 0, p90 = 0, p99 = 0, p999 = 0, max = 0, stddev = 0;

    bool operator==(const Summary&) const = default;
};

/// Summary of `samples` (copied and sorted internally). n = 0: every figure 0, count 0.
/// n = 1: every figure the sample, stddev 0.
Summary summarize(std::span<const double> samples);

/// Percentile `p` in [0, 100] of already sorted samples (type 7). Empty input gives 0.
double percentileSorted(std::span<const double> sorted, double p);

/// Mean with a two-sided 95% confidence interval from Student's t with n - 1 degrees of
/// freedom (not z = 1.96, which is too narrow for the few repetitions we run).
/// n = 0: all 0; n = 1: low = high = mean (no spread can be estimated).
struct ConfidenceInterval {
    std::size_t count = 0;
    double mean = 0, low = 0, high = 0;

    bool operator==(const ConfidenceInterval&) const = default;
};

ConfidenceInterval confidenceInterval95(std::span<const double> values);

/// Counts of samples in log-spaced bins: edges.size() == counts.size() + 1, edges ascending
/// (same unit as the samples, ns for latencies). Bin i holds edges[i] <= x < edges[i + 1]; the
/// last bin also holds x == edges.back(). Empty histogram: both vectors empty.
struct Histogram {
    std::vector<double> edges;
    std::vector<std::uint64_t> counts;

    bool operator==(const Histogram&) const = default;
};

/// `binsPerDecade` log-spaced bins covering [min, max] of the samples; every sample is counted
/// exactly once. Empty samples: empty histogram. All samples equal (or n = 1): one bin
/// [x, x] holding them all. Edges lie on the grid 10^(k / binsPerDecade), so histograms of
/// different points line up. Samples <= 0 (impossible for a latency) go to the first bin,
/// which then starts at the smallest sample. binsPerDecade < 1 is treated as 1.
Histogram logHistogram(std::span<const double> samples, int binsPerDecade = 20);

/// A distribution-free confidence interval of the median: the sign-test (order statistic)
/// interval [x(k), x(n+1-k)] of the sorted values with the largest k whose coverage
/// 1 - 2 P(Bin(n, 1/2) <= k - 1) still reaches the asked confidence. It assumes only that the
/// values are independent draws of one distribution (the medians of separate rounds are; the
/// samples inside one round are not), so it holds for skewed and multimodal latencies where
/// Student's t on three values does not. Its ends are measured values, so for non-negative
/// quantities (latencies, rates) it is never below zero.
struct MedianInterval {
    std::size_t count = 0;
    double median = 0;  ///< Of the values (type 7, as summarize()).
    double low = 0;
    double high = 0;
    /// The interval's actual coverage, a probability in [0, 1]. With too few values for the
    /// asked confidence (n <= 5 for 95%) the interval is the widest there is, [min, max], and
    /// this says how sure it really is (n = 5: 0.9375; n = 3: 0.75).
    double coverage = 0;

    bool operator==(const MedianInterval&) const = default;
    /// Half-width of the wider side relative to the median (0.05 = "within ±5%"); 0 when the
    /// median is 0.
    double relativeHalfWidth() const;
};

/// n = 0: everything 0. n = 1: low = high = median = the value, coverage 0 (one value says
/// nothing about where the median of the distribution lies). `confidence` in (0, 1).
MedianInterval medianInterval(std::span<const double> values, double confidence = 0.95);

/// Coverage of the order-statistic interval [x(k), x(n+1-k)] (1-based k, 1 <= k <= (n+1)/2)
/// of the median of n independent values; 0 outside that range.
double orderStatisticCoverage(std::size_t n, std::size_t k);

/// Samples that lie apart from the rest of a latency distribution (docs/measurement.md,
/// "Outliers, tails and modes"). Latencies are skewed and multiplicative, so Tukey's far fence
/// is taken on their logarithms (Q3 * (Q3 / Q1)^3), and never closer than kOutlierMedianMultiple
/// times the median: a sub-microsecond distribution whose quartiles lie tens of nanoseconds
/// apart would otherwise call ordinary jitter an outlier. Below, symmetrically: the lower
/// log fence, never above median / kOutlierMedianMultiple. Counted so they can be shown;
/// never removed from any figure.
struct OutlierCounts {
    std::size_t low = 0;      ///< Below the lower fence.
    std::size_t high = 0;     ///< Above the upper fence.
    std::size_t farHigh = 0;  ///< The same as high (one fence since schema 2's files; kept).
    double lowerFence = 0;
    double upperFence = 0;

    bool operator==(const OutlierCounts&) const = default;
};

/// A sample at least this many times the median (or below its fraction) can be an outlier.
inline constexpr double kOutlierMedianMultiple = 10.0;

/// n < 4: no quartiles worth the name; nothing is counted and both fences are 0. Samples <= 0
/// (impossible for a latency) are never counted.
OutlierCounts classifyOutliers(std::span<const double> samples);

/// Lag-1 autocorrelation of consecutive samples, in [-1, 1]: near 0 when each sample is
/// independent of the one before; high when the machine drifts or the samples come in bursts
/// (then the samples of one round are worth fewer independent ones, which is why intervals
/// are taken over rounds). n < 3 or all samples equal: 0.
double lagOneAutocorrelation(std::span<const double> samples);

/// How much slower the first round was than the others: its value divided by the median of
/// the rest (for a latency; for a rate pass the inverse). 0 with fewer than 3 values.
double firstRoundRatio(std::span<const double> roundValues);
/// A first round this much slower than the rest (or more) earns a warning: warm-up was too
/// short, or the machine was still busy with something else when the run began.
inline constexpr double kSlowFirstRoundRatio = 1.5;

/// One peak of a multimodal distribution: where it lies and which share of samples it holds.
struct Mode {
    double center = 0;  ///< Median of the samples that belong to this mode.
    double share = 0;   ///< 0..1.

    bool operator==(const Mode&) const = default;
};

/// The shape of a point's samples. mValue follows BenchmarkDotNet (Brendan Gregg's "mvalue"):
/// the sum of absolute steps between adjacent bins of a histogram padded with an empty bin on
/// each side, divided by the tallest bin. One smooth peak gives 2; every further peak adds
/// twice its rise over the dip before it. >= kMultimodalMValue is read as several modes.
struct ModeAnalysis {
    double mValue = 0;
    std::vector<Mode>
        modes;  ///< Ascending by center; one mode (the median, share 1) when unimodal.

    bool operator==(const ModeAnalysis&) const = default;
    bool multimodal() const { return modes.size() > 1; }
};

inline constexpr double kMultimodalMValue = 3.2;
/// Fewer samples than this are too few to tell a second mode from noise: one mode is reported.
inline constexpr std::size_t kMinSamplesForModes = 50;
/// Bins per decade of the histogram the modes are found on: coarse enough that a thousand
/// samples fill their bins smoothly, fine enough to part a 2 µs mode from a 4 µs one.
inline constexpr int kModeBinsPerDecade = 10;

/// Modes of `samples` on a log-spaced histogram (kModeBinsPerDecade). Peaks are split at the
/// lowest bin between them; a dip shallower than a fifth of the tallest bin does not part two
/// peaks (it is noise). n = 0: mValue 0 and no mode; n = 1 or n < kMinSamplesForModes: one
/// mode at the median.
ModeAnalysis findModes(std::span<const double> samples);

/// A step between adjacent sorted round values at least this factor wide can part two levels.
inline constexpr double kLevelStep = 2.0;
/// Fewer rounds than this cannot show two levels of two rounds each.
inline constexpr std::size_t kMinRoundsForLevels = 4;

/// Two levels among a point's rounds, for points whose samples are the rounds themselves (a
/// stream's bytes/s, a lock's ns per operation: one value per round, too few for findModes'
/// histogram). The sorted values part at their widest step (as a factor) when that step is at
/// least kLevelStep, wider than the spread (largest / smallest) of either side, and leaves two
/// rounds or more on each side: then two modes, each at its side's median with its share
/// (mValue as findModes computes it). Otherwise, or with n >= kMinSamplesForModes, whatever
/// findModes finds. A stream whose rounds ran at 3 and at 25 GB/s is two modes, not one spread.
ModeAnalysis findRoundLevels(std::span<const double> roundValues);

}  // namespace ipclab
