// The shape of a point's samples: outliers, autocorrelation, a slow first round, modes
// (declared in statistics.hpp). Kept apart from the summary figures, which every point needs,
// while these explain what the figures hide.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "ipclab/statistics.hpp"

namespace ipclab {

namespace {

std::vector<double> sortedCopy(std::span<const double> samples) {
    std::vector<double> sorted(samples.begin(), samples.end());
    std::sort(sorted.begin(), sorted.end());
    return sorted;
}

// A dip between two peaks must go this far below the lower peak, as a share of the tallest
// bin, to part them. mValue >= 3.2 asks a second peak to rise 0.6 of the tallest bin over its
// dip; a fifth keeps real but unequal modes apart and merges the ripples of one broad peak.
constexpr double kSignificantDip = 0.2;

struct Peak {
    std::size_t top;    // bin index of the peak
    std::size_t first;  // first bin of its region
    std::size_t last;   // last bin of its region (inclusive)
};

// Peaks of `counts` with their regions, after merging neighbours whose dip is not significant.
std::vector<Peak> significantPeaks(const std::vector<std::uint64_t>& counts) {
    const std::size_t bins = counts.size();
    const double tallest = static_cast<double>(*std::max_element(counts.begin(), counts.end()));
    // Every local maximum (a plateau counts once, at its first bin).
    std::vector<Peak> peaks;
    for (std::size_t i = 0; i < bins; ++i) {
        const std::uint64_t left = i == 0 ? 0 : counts[i - 1];
        std::size_t end = i;
        while (end + 1 < bins && counts[end + 1] == counts[i]) {
            ++end;
        }
        const std::uint64_t right = end + 1 < bins ? counts[end + 1] : 0;
        if (counts[i] > 0 && counts[i] > left && counts[i] > right) {
            peaks.push_back({i, i, i});
        }
        i = end;
    }
    // Regions: each boundary at the lowest bin between two neighbouring peaks.
    const auto valleyBetween = [&](const Peak& a, const Peak& b) {
        std::size_t valley = a.top;
        for (std::size_t j = a.top; j <= b.top; ++j) {
            if (counts[j] < counts[valley]) {
                valley = j;
            }
        }
        return valley;
    };
    // Merge the pair with the least significant dip first, until every dip is significant.
    for (;;) {
        std::size_t weakest = peaks.size();
        double weakestDip = kSignificantDip;
        for (std::size_t p = 0; p + 1 < peaks.size(); ++p) {
            const double lower =
                static_cast<double>(std::min(counts[peaks[p].top], counts[peaks[p + 1].top]));
            const double valley =
                static_cast<double>(counts[valleyBetween(peaks[p], peaks[p + 1])]);
            const double dip = (lower - valley) / tallest;
            if (dip < weakestDip) {
                weakestDip = dip;
                weakest = p;
            }
        }
        if (weakest == peaks.size()) {
            break;
        }
        Peak& a = peaks[weakest];
        const Peak& b = peaks[weakest + 1];
        if (counts[b.top] > counts[a.top]) {
            a.top = b.top;
        }
        peaks.erase(peaks.begin() + static_cast<std::ptrdiff_t>(weakest) + 1);
    }
    for (std::size_t p = 0; p < peaks.size(); ++p) {
        peaks[p].first = p == 0 ? 0 : valleyBetween(peaks[p - 1], peaks[p]);
        peaks[p].last =
            p + 1 == peaks.size() ? bins - 1 : valleyBetween(peaks[p], peaks[p + 1]) - 1;
    }
    return peaks;
}

}  // namespace

OutlierCounts classifyOutliers(std::span<const double> samples) {
    OutlierCounts outliers;
    // n < 4: quartiles of three values are the values themselves; nothing stands out.
    if (samples.size() < 4) {
        return outliers;
    }
    const std::vector<double> sorted = sortedCopy(samples);
    if (!(sorted.front() > 0)) {
        return outliers;  // not a latency or a rate: no log scale
    }
    std::vector<double> logs(sorted.size());
    std::transform(sorted.begin(), sorted.end(), logs.begin(),
                   [](double value) { return std::log(value); });
    const double q1 = percentileSorted(logs, 25.0);
    const double q3 = percentileSorted(logs, 75.0);
    const double median = percentileSorted(sorted, 50.0);
    const double iqr = q3 - q1;
    outliers.upperFence = std::max(std::exp(q3 + 3.0 * iqr), kOutlierMedianMultiple * median);
    outliers.lowerFence = std::min(std::exp(q1 - 3.0 * iqr), median / kOutlierMedianMultiple);
    for (double value : sorted) {
        outliers.low += value < outliers.lowerFence ? 1 : 0;
        outliers.high += value > outliers.upperFence ? 1 : 0;
    }
    outliers.farHigh = outliers.high;
    return outliers;
}

double lagOneAutocorrelation(std::span<const double> samples) {
    const std::size_t n = samples.size();
    // n < 3: one pair of neighbours cannot show a correlation.
    if (n < 3) {
        return 0.0;
    }
    double mean = 0.0;
    for (double value : samples) {
        mean += value;
    }
    mean /= static_cast<double>(n);
    double variance = 0.0;
    double covariance = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        const double deviation = samples[i] - mean;
        variance += deviation * deviation;
        if (i + 1 < n) {
            covariance += deviation * (samples[i + 1] - mean);
        }
    }
    // All samples equal: no variation to correlate.
    if (variance == 0.0) {
        return 0.0;
    }
    return std::clamp(covariance / variance, -1.0, 1.0);
}

double firstRoundRatio(std::span<const double> roundValues) {
    // Fewer than 3: "the rest" would be one value, too little to call the first one slow.
    if (roundValues.size() < 3) {
        return 0.0;
    }
    const std::vector<double> rest = sortedCopy(roundValues.subspan(1));
    const double typical = percentileSorted(rest, 50.0);
    return typical > 0.0 ? roundValues.front() / typical : 0.0;
}

ModeAnalysis findModes(std::span<const double> samples) {
    ModeAnalysis analysis;
    if (samples.empty()) {
        return analysis;
    }
    const std::vector<double> sorted = sortedCopy(samples);
    const double median = percentileSorted(sorted, 50.0);
    const Mode single{median, 1.0};
    const Histogram histogram = logHistogram(sorted, kModeBinsPerDecade);
    const auto& counts = histogram.counts;
    const double tallest = static_cast<double>(*std::max_element(counts.begin(), counts.end()));
    // Padded with an empty bin on each side, so one peak climbs up and down: mValue 2.
    double steps = 0.0;
    std::uint64_t previous = 0;
    for (std::uint64_t count : counts) {
        steps += std::abs(static_cast<double>(count) - static_cast<double>(previous));
        previous = count;
    }
    steps += static_cast<double>(previous);
    analysis.mValue = steps / tallest;
    if (sorted.size() < kMinSamplesForModes || analysis.mValue < kMultimodalMValue) {
        analysis.modes = {single};
        return analysis;
    }
    const std::vector<Peak> peaks = significantPeaks(counts);
    if (peaks.size() < 2) {
        analysis.modes = {single};
        return analysis;
    }
    // Samples belong to the peak whose region holds their bin; the edges are the histogram's,
    // so the assignment agrees with the counts.
    const auto total = static_cast<double>(sorted.size());
    auto begin = sorted.begin();
    for (std::size_t p = 0; p < peaks.size(); ++p) {
        const bool lastPeak = p + 1 == peaks.size();
        const double upperEdge = histogram.edges[peaks[p].last + 1];
        const auto end = lastPeak ? sorted.end() : std::lower_bound(begin, sorted.end(), upperEdge);
        if (end == begin) {
            continue;
        }
        const std::span<const double> members(&*begin, static_cast<std::size_t>(end - begin));
        analysis.modes.push_back(
            {percentileSorted(members, 50.0), static_cast<double>(members.size()) / total});
        begin = end;
    }
    if (analysis.modes.size() < 2) {
        analysis.modes = {single};
    }
    return analysis;
}

ModeAnalysis findRoundLevels(std::span<const double> roundValues) {
    ModeAnalysis analysis = findModes(roundValues);
    const std::size_t n = roundValues.size();
    if (n < kMinRoundsForLevels || n >= kMinSamplesForModes) {
        return analysis;
    }
    const std::vector<double> sorted = sortedCopy(roundValues);
    if (!(sorted.front() > 0)) {
        return analysis;  // no ratio scale
    }
    // The widest step with two rounds or more on each side: [0, cut) and [cut, n).
    std::size_t cut = 0;
    double widest = 0;
    for (std::size_t i = 2; i + 2 <= n; ++i) {
        const double step = sorted[i] / sorted[i - 1];
        if (step > widest) {
            widest = step;
            cut = i;
        }
    }
    const double lowSpread = sorted[cut - 1] / sorted.front();
    const double highSpread = sorted.back() / sorted[cut];
    if (widest < kLevelStep || widest <= lowSpread || widest <= highSpread) {
        return analysis;
    }
    const auto total = static_cast<double>(n);
    const std::span<const double> low(sorted.data(), cut);
    const std::span<const double> high(sorted.data() + cut, n - cut);
    analysis.modes = {{percentileSorted(low, 50.0), static_cast<double>(cut) / total},
                      {percentileSorted(high, 50.0), static_cast<double>(n - cut) / total}};
    return analysis;
}

}  // namespace ipclab
