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

}  // namespace ipclab
