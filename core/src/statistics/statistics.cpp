#include "ipclab/statistics.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include <boost/math/distributions/binomial.hpp>
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

Histogram logHistogram(std::span<const double> samples, int binsPerDecade) {
    Histogram histogram;
    // Non-finite values cannot be placed on a log axis; they never come from a clock, so they
    // are left out rather than distorting the edges.
    std::vector<double> values;
    values.reserve(samples.size());
    for (double value : samples) {
        if (std::isfinite(value)) {
            values.push_back(value);
        }
    }
    if (values.empty()) {
        return histogram;
    }
    const auto [minIt, maxIt] = std::minmax_element(values.begin(), values.end());
    const double minValue = *minIt;
    const double maxValue = *maxIt;
    // n = 1 or all samples equal: a single degenerate bin [x, x] holds them all; a log grid
    // would only add empty bins around it.
    if (minValue == maxValue) {
        histogram.edges = {minValue, maxValue};
        histogram.counts = {static_cast<std::uint64_t>(values.size())};
        return histogram;
    }

    const double perDecade = static_cast<double>(std::max(binsPerDecade, 1));
    const auto edgeAt = [perDecade](long k) {
        return std::pow(10.0, static_cast<double>(k) / perDecade);
    };
    if (maxValue <= 0.0) {
        // No positive sample: no log grid exists; one linear bin keeps the count right.
        histogram.edges = {minValue, maxValue};
        histogram.counts = {static_cast<std::uint64_t>(values.size())};
        return histogram;
    }
    double smallestPositive = maxValue;
    for (double value : values) {
        if (value > 0.0 && value < smallestPositive) {
            smallestPositive = value;
        }
    }
    // Edges on the grid 10^(k / binsPerDecade), so that histograms of different points share
    // bin boundaries. pow/log10 round, hence the corrections by one step.
    auto kLow = static_cast<long>(std::floor(std::log10(smallestPositive) * perDecade));
    while (edgeAt(kLow) > smallestPositive) {
        --kLow;
    }
    while (edgeAt(kLow + 1) <= smallestPositive) {
        ++kLow;
    }
    auto kHigh = static_cast<long>(std::ceil(std::log10(maxValue) * perDecade));
    while (edgeAt(kHigh) < maxValue) {
        ++kHigh;
    }
    while (kHigh - 1 > kLow && edgeAt(kHigh - 1) >= maxValue) {
        --kHigh;
    }
    if (kHigh <= kLow) {
        kHigh = kLow + 1;
    }
    for (long k = kLow; k <= kHigh; ++k) {
        histogram.edges.push_back(edgeAt(k));
    }
    // Samples <= 0 (impossible for a latency, possible for other callers) join the first bin,
    // which then starts at the smallest sample; the edges stay ascending.
    histogram.edges.front() = std::min(histogram.edges.front(), minValue);
    histogram.counts.assign(histogram.edges.size() - 1, 0);
    // Bin i holds edges[i] <= x < edges[i + 1]; the last bin also holds its upper edge. The
    // bin is found by searching the edges themselves, so that the assignment agrees with the
    // published edges exactly (no second rounding through log10).
    const std::size_t lastBin = histogram.counts.size() - 1;
    for (double value : values) {
        const auto upper = std::upper_bound(histogram.edges.begin(), histogram.edges.end(), value);
        auto bin = static_cast<std::size_t>(std::distance(histogram.edges.begin(), upper));
        bin = bin == 0 ? 0 : bin - 1;
        ++histogram.counts[std::min(bin, lastBin)];
    }
    return histogram;
}

double orderStatisticCoverage(std::size_t n, std::size_t k) {
    if (n == 0 || k == 0 || 2 * k > n + 1) {
        return 0.0;
    }
    // The true median lies below x(k) only when at most k - 1 values fall below it: with each
    // value below it with probability 1/2, that is P(Bin(n, 1/2) <= k - 1); above x(n+1-k) is
    // the mirror case.
    const boost::math::binomial_distribution<double> signs(static_cast<double>(n), 0.5);
    const double tail = boost::math::cdf(signs, static_cast<double>(k - 1));
    return std::clamp(1.0 - 2.0 * tail, 0.0, 1.0);
}

double MedianInterval::relativeHalfWidth() const {
    if (median == 0.0) {
        return 0.0;
    }
    return std::max(median - low, high - median) / std::abs(median);
}

MedianInterval medianInterval(std::span<const double> values, double confidence) {
    MedianInterval interval;
    // n = 0: nothing to say; all 0 (a failed point reads as empty, not as NaN).
    if (values.empty()) {
        return interval;
    }
    std::vector<double> sorted(values.begin(), values.end());
    std::sort(sorted.begin(), sorted.end());
    const std::size_t n = sorted.size();
    interval.count = n;
    interval.median = percentileSorted(sorted, 50.0);
    // n = 1: the interval is the value itself, with no coverage to speak of.
    interval.low = sorted.front();
    interval.high = sorted.back();
    if (n == 1) {
        return interval;
    }
    // The widest interval [min, max] first; then narrow it while the coverage still reaches
    // the asked confidence. Coverage falls as k grows, so the last k that reaches it wins.
    std::size_t bestK = 1;
    for (std::size_t k = 2; 2 * k <= n + 1; ++k) {
        if (orderStatisticCoverage(n, k) < confidence) {
            break;
        }
        bestK = k;
    }
    interval.low = sorted[bestK - 1];
    interval.high = sorted[n - bestK];
    interval.coverage = orderStatisticCoverage(n, bestK);
    return interval;
}

}  // namespace ipclab
