#include "ipclab/comparison.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <vector>

#include "ipclab/oversubscription.hpp"

namespace ipclab {

namespace {

// Cost of each round (time: larger = slower), keyed by the round.
std::map<int, double> costByRound(const PointResult& point) {
    std::map<int, double> costs;
    const std::vector<double> values = roundValues(point);
    for (std::size_t i = 0; i < values.size(); ++i) {
        const double cost =
            point.pattern == Pattern::Stream ? (values[i] > 0 ? 1.0 / values[i] : 0.0) : values[i];
        costs[point.repetitions[i].index] = cost;
    }
    return costs;
}

std::string significant(double value) {
    char text[32];
    if (value >= 100) {
        std::snprintf(text, sizeof text, "%.0f", value);
    } else if (value >= 10) {
        std::snprintf(text, sizeof text, "%.1f", value);
    } else {
        std::snprintf(text, sizeof text, "%.2f", value);
    }
    std::string result = text;
    // "2.10" -> "2.1", "3.00" -> "3": trailing zeros carry no information here.
    if (result.find('.') != std::string::npos) {
        while (result.back() == '0') {
            result.pop_back();
        }
        if (result.back() == '.') {
            result.pop_back();
        }
    }
    return result;
}

std::string percent(double share) {
    return std::to_string(static_cast<int>(std::lround(share * 100.0))) + "%";
}

const char* countWord(std::size_t n) {
    static const char* const words[] = {"no", "one", "two", "three", "four", "five", "six"};
    return n < std::size(words) ? words[n] : "several";
}

}  // namespace

PairedRatio pairedRatio(std::span<const double> baselineCost, std::span<const double> otherCost) {
    std::vector<double> ratios;
    const std::size_t n = std::min(baselineCost.size(), otherCost.size());
    for (std::size_t i = 0; i < n; ++i) {
        const double a = baselineCost[i];
        const double b = otherCost[i];
        if (std::isfinite(a) && std::isfinite(b) && a > 0 && b > 0) {
            ratios.push_back(b / a);
        }
    }
    PairedRatio result;
    const MedianInterval interval = medianInterval(ratios);
    result.pairs = interval.count;
    result.ratio = interval.median;
    result.low = interval.low;
    result.high = interval.high;
    result.coverage = interval.coverage;
    return result;
}

PairedRatio pairedRatio(const PointResult& baseline, const PointResult& other) {
    if (baseline.pattern != other.pattern || baseline.placement != other.placement) {
        return {};
    }
    const std::map<int, double> a = costByRound(baseline);
    const std::map<int, double> b = costByRound(other);
    std::vector<double> baselineCost;
    std::vector<double> otherCost;
    for (const auto& [round, cost] : a) {
        if (const auto it = b.find(round); it != b.end()) {
            baselineCost.push_back(cost);
            otherCost.push_back(it->second);
        }
    }
    return pairedRatio(baselineCost, otherCost);
}

bool withinNoise(const PairedRatio& difference, const PairedRatio& selfComparison) {
    if (difference.pairs == 0) {
        return true;
    }
    if (difference.low <= 1.0 && difference.high >= 1.0) {
        return true;
    }
    return selfComparison.pairs > 0 && difference.low <= selfComparison.high &&
           difference.high >= selfComparison.low;
}

std::string describeRatio(const PairedRatio& ratio) {
    if (ratio.pairs == 0 || ratio.ratio <= 0) {
        return "no paired rounds";
    }
    const std::string interval = "[" + significant(ratio.ratio >= 1 ? ratio.low : 1 / ratio.high) +
                                 ", " + significant(ratio.ratio >= 1 ? ratio.high : 1 / ratio.low) +
                                 "]";
    if (std::abs(ratio.ratio - 1.0) < 0.005) {
        return "same [" + significant(ratio.low) + ", " + significant(ratio.high) + "]";
    }
    if (ratio.ratio > 1) {
        return significant(ratio.ratio) + "× slower " + interval;
    }
    return significant(1 / ratio.ratio) + "× faster " + interval;
}

std::string formatNanoseconds(double ns) {
    if (!std::isfinite(ns)) {
        return "-";
    }
    if (ns < 1e3) {
        return significant(ns) + " ns";
    }
    if (ns < 1e6) {
        return significant(ns / 1e3) + " µs";
    }
    if (ns < 1e9) {
        return significant(ns / 1e6) + " ms";
    }
    return significant(ns / 1e9) + " s";
}

std::string describeModes(const PointResult& point) {
    const std::vector<Mode>& modes = point.reliability.modes.modes;
    if (modes.size() < 2) {
        return "";
    }
    const bool latency = point.pattern != Pattern::Stream;
    std::string text = std::string(countWord(modes.size())) + " modes: ";
    for (std::size_t i = 0; i < modes.size(); ++i) {
        if (i > 0) {
            text += i + 1 == modes.size() ? " and " : ", ";
        }
        text += (latency ? formatNanoseconds(modes[i].center)
                         : significant(modes[i].center / 1e9) + " GB/s") +
                " (" + percent(modes[i].share) + ")";
    }
    // A slow mode several times the fast one, in a blocking hand-off that may cross CPUs: the
    // classic cause is the receiving CPU gone idle (on a VM: a halted vCPU) and woken again.
    const bool blocking = point.waitStrategy == WaitStrategy::Block;
    const bool mayCross = point.placement != Placement::SameCore;
    if (latency && blocking && mayCross && modes.back().center >= 3 * modes.front().center) {
        text +=
            " \xE2\x80\x94 the slower one pays for waking an idle CPU; try same-core or "
            "keep-awake";
    }
    return text;
}

std::string describeTail(const PointResult& point) {
    const Summary& s = point.latencyNs;
    const bool samples = point.pattern == Pattern::PingPong || point.pattern == Pattern::Paced;
    if (!samples || s.count < 100 || !(s.median > 0) || s.p99 < kHeavyTailRatio * s.median) {
        return "";
    }
    return "heavy tail: 1 in 100 messages waits " + significant(s.p99 / s.median) +
           "\xC3\x97 the median or longer (p99 " + formatNanoseconds(s.p99) + ", median " +
           formatNanoseconds(s.median) + ")";
}

std::vector<std::string> reliabilityWarnings(const PointResult& point, bool settleRun) {
    std::vector<std::string> warnings;
    const PointReliability& r = point.reliability;
    if (r.rounds == 0) {
        return warnings;
    }
    if (!r.settled) {
        const double halfWidth = r.medianCi95.relativeHalfWidth();
        const std::string rounds =
            std::to_string(r.rounds) + (r.rounds == 1 ? " round" : " rounds");
        std::string text;
        if (settleRun) {
            text = "not settled: ±" + significant(halfWidth * 100) + "% after " + rounds;
            if (r.medianCi95.coverage < 0.95) {
                text += " (interval only " + significant(r.medianCi95.coverage * 100) + "% sure)";
            }
            text += ", time budget spent";
        } else if (r.medianCi95.coverage < 0.95) {
            // A fixed count too small for a 95% interval: a narrow [min, max] of two or three
            // medians must not read as precision, and "not settled" would blame the machine.
            text = rounds + " (fixed) are too few for a 95% interval: ±" +
                   significant(halfWidth * 100) + "% is only " +
                   significant(r.medianCi95.coverage * 100) +
                   "% sure; 6 rounds or more, or let the run settle";
        } else {
            text = "imprecise: ±" + significant(halfWidth * 100) + "% after " + rounds +
                   " (fixed); more rounds, or let the run settle";
        }
        warnings.push_back(text);
    }
    if (r.slowFirstRound()) {
        warnings.push_back("first round " + significant(r.firstRoundRatio) +
                           "× slower than the rest (warm-up too short, or the machine was busy)");
    }
    if (r.autocorrelation >= 0.5) {
        warnings.push_back(
            "consecutive samples correlated (lag-1 r = " + significant(r.autocorrelation) +
            "): drift or bursts; the interval is over rounds, not samples");
    }
    const double samples = static_cast<double>(point.latencyNs.count);
    if (OversubscriptionVerdict busy = judgeOversubscription(point); busy.oversubscribed) {
        warnings.push_back(std::move(busy.text));
    }
    // In a multimodal point the slow mode lies beyond the fence: the modes already say it.
    const double share = samples > 0 ? static_cast<double>(r.outliers.high) / samples : 0.0;
    if (!r.modes.multimodal() && share >= 0.001) {
        warnings.push_back(std::to_string(r.outliers.high) + " outliers (" +
                           significant(1000.0 * share) + "\xE2\x80\xB0) above " +
                           formatNanoseconds(r.outliers.upperFence) + ", kept in every figure");
    }
    return warnings;
}

}  // namespace ipclab
