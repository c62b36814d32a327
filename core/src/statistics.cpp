#include "ipclab/statistics.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include <boost/math/distributions/students_t.hpp>

namespace ipclab {

double percentileSorted(std::span<const double> sorted, double p) {
    if (sorted.empty()) {
        return 0.0;
    }
    // Type 7: the p-th percentile sits at rank h = (n - 1) * p / 100 (0-based); between two
    // ranks we interpolate linearly. p = 0 gives the minimum, p = 100 the maximum.
    const double clamped = std::clamp(p, 0.0, 100.0);
    const double h = static_cast<double>(sorted.size() - 1) * clamped / 100.0;
    const auto low = static_cast<std::size_t>(std::floor(h));
    if (low + 1 >= sorted.size()) {
        return sorted.back();
    }
    const double fraction = h - static_cast<double>(low);
    return sorted[low] + fraction * (sorted[low + 1] - sorted[low]);
}

Summary summarize(std::span<const double> samples) {
    Summary summary;
    // n = 0: nothing to describe; every figure stays 0 so that a failed point reads as empty
    // rather than as NaN in tables and files.
    if (samples.empty()) {
        return summary;
    }
    std::vector<double> sorted(samples.begin(), samples.end());
    std::sort(sorted.begin(), sorted.end());

    const std::size_t n = sorted.size();
    summary.count = n;
    summary.min = sorted.front();
    summary.max = sorted.back();

    double sum = 0.0;
    for (double value : sorted) {
        sum += value;
    }
    summary.mean = sum / static_cast<double>(n);

    summary.median = percentileSorted(sorted, 50.0);
    summary.p90 = percentileSorted(sorted, 90.0);
    summary.p99 = percentileSorted(sorted, 99.0);
    summary.p999 = percentileSorted(sorted, 99.9);

    // n = 1: a single sample has no spread we can estimate (n - 1 = 0), so stddev is 0.
    // n >= 2: sample standard deviation, two passes (sum of squared deviations from the mean)
    // to avoid the cancellation of the sum-of-squares formula on large, close values like
    // nanosecond timestamps.
    if (n >= 2) {
        double squares = 0.0;
        for (double value : sorted) {
            const double deviation = value - summary.mean;
            squares += deviation * deviation;
        }
        summary.stddev = std::sqrt(squares / static_cast<double>(n - 1));
    }
    return summary;
}

ConfidenceInterval confidenceInterval95(std::span<const double> values) {
    ConfidenceInterval interval;
    // n = 0: all 0.
    if (values.empty()) {
        return interval;
    }
    const Summary summary = summarize(values);
    interval.count = summary.count;
    interval.mean = summary.mean;
    interval.low = summary.mean;
    interval.high = summary.mean;
    // n = 1: no spread can be estimated; the interval collapses to the mean.
    if (summary.count < 2) {
        return interval;
    }
    // Two-sided 95%: t_{0.975, n-1} * s / sqrt(n). With 7 repetitions t = 2.447, not the 1.96
    // of the normal distribution, which would claim a narrower interval than the data support.
    const boost::math::students_t distribution(static_cast<double>(summary.count - 1));
    const double t = boost::math::quantile(distribution, 0.975);
    const double halfWidth = t * summary.stddev / std::sqrt(static_cast<double>(summary.count));
    interval.low = summary.mean - halfWidth;
    interval.high = summary.mean + halfWidth;
    return interval;
}

}  // namespace ipclab
