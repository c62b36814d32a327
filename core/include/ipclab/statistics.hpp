#pragma once
/// Descriptive statistics of samples, and confidence intervals across repetitions.
#include <cstddef>
#include <span>

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

}  // namespace ipclab
