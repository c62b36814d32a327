#include "ipclab/comparison.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <map>
#include <vector>

#include "ipclab/oversubscription.hpp"
#include "ipclab/text.hpp"

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

int ratioDecimals(double smallest) {
    return smallest >= 9.95 ? 0 : smallest >= 1.995 ? 1 : 2;
}

int ratioDecimals(double ratio, double low, double high) {
    const int bySize = ratioDecimals(std::min({ratio, low, high}));
    return high - low >= 1.0 ? std::min(bySize, 1) : bySize;
}

namespace {

// A ratio and its interval by ratioDecimals: "3.1", "[2.8, 3.4]".
std::string fixed(double value, int decimals) {
    char text[32];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

std::string ratioWithInterval(double ratio, double low, double high, const char* word) {
    const int decimals = ratioDecimals(ratio, low, high);
    return fixed(ratio, decimals) + word + "[" + fixed(low, decimals) + ", " +
           fixed(high, decimals) + "]";
}

}  // namespace

std::string describeRatio(const PairedRatio& ratio) {
    if (ratio.pairs == 0 || ratio.ratio <= 0) {
        return "no paired rounds";
    }
    if (std::abs(ratio.ratio - 1.0) < 0.005) {
        const int decimals = ratioDecimals(ratio.ratio, ratio.low, ratio.high);
        return "same [" + fixed(ratio.low, decimals) + ", " + fixed(ratio.high, decimals) + "]";
    }
    if (ratio.ratio > 1) {
        return ratioWithInterval(ratio.ratio, ratio.low, ratio.high, "× slower ");
    }
    return ratioWithInterval(1 / ratio.ratio, 1 / ratio.high, 1 / ratio.low, "× faster ");
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

namespace {

// "two modes: %1" for two modes, ...; the word, not a plural: "two modes" reads better than "2".
const char* modesTemplate(std::size_t count) {
    static const char* const kTemplates[] = {
        IPCLAB_TR_NOOP("ipclab::CoreMessages", "two modes: %1"),
        IPCLAB_TR_NOOP("ipclab::CoreMessages", "three modes: %1"),
        IPCLAB_TR_NOOP("ipclab::CoreMessages", "four modes: %1"),
        IPCLAB_TR_NOOP("ipclab::CoreMessages", "five modes: %1"),
        IPCLAB_TR_NOOP("ipclab::CoreMessages", "six modes: %1"),
    };
    return count >= 2 && count - 2 < std::size(kTemplates)
               ? kTemplates[count - 2]
               : IPCLAB_TR_NOOP("ipclab::CoreMessages", "several modes: %1");
}

// "2.1 µs (41%), 8 µs (20%) and 24 µs (39%)".
Text modeList(const PointResult& point) {
    const std::vector<Mode>& modes = point.reliability.modes.modes;
    const bool latency = point.pattern != Pattern::Stream;
    std::vector<Text> items;
    for (const Mode& mode : modes) {
        TextArg centre =
            latency ? numberArg(mode.center, formatNanoseconds(mode.center))
                    : numberArg(mode.center / 1e9, significant(mode.center / 1e9) + " GB/s");
        items.emplace_back(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 (%2)"),
                           std::vector<TextArg>{std::move(centre),
                                                numberArg(mode.share * 100, percent(mode.share))});
    }
    Text last = std::move(items.back());
    items.pop_back();
    return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 and %2"),
                {listArg(std::move(items)), textArg(std::move(last))});
}

// " (interval only 75% sure)" where too few rounds give less than 95% coverage; else empty.
Text lowCoverageNote(const PointReliability& r, const TextArg& coverage) {
    if (r.medianCi95.coverage >= 0.95) {
        return {};
    }
    return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", " (interval only %1% sure)"), {coverage});
}

// A half-width past 100% reads as nonsense in figures ("±3332923%"): the interval is then
// wider than the figure itself, said so in words.
Warning widerThanTheFigure(const PointReliability& r, bool settleRun, const TextArg& coverage) {
    if (settleRun) {
        Text sure = lowCoverageNote(r, coverage);
        return {"not_settled",
                Text(IPCLAB_TR_N_NOOP("ipclab::CoreMessages",
                                      "not settled: the interval is wider than the figure itself "
                                      "after %n round(s)%1, time budget spent"),
                     {textArg(std::move(sure))}, r.rounds)};
    }
    if (r.medianCi95.coverage < 0.95) {
        return {"too_few_rounds",
                Text(IPCLAB_TR_N_NOOP("ipclab::CoreMessages",
                                      "%n round(s) (fixed) are too few for a 95% interval: it is "
                                      "wider than the figure itself and only %1% sure; 6 rounds "
                                      "or more, or let the run settle"),
                     {coverage}, r.rounds)};
    }
    return {"imprecise",
            Text(IPCLAB_TR_N_NOOP("ipclab::CoreMessages",
                                  "imprecise: the interval is wider than the figure itself after "
                                  "%n round(s) (fixed); more rounds, or let the run settle"),
                 {}, r.rounds)};
}

Warning notSettled(const PointReliability& r, bool settleRun) {
    const double halfWidth = r.medianCi95.relativeHalfWidth();
    const TextArg width = numberArg(halfWidth * 100, significant(halfWidth * 100));
    const TextArg coverage =
        numberArg(r.medianCi95.coverage * 100, significant(r.medianCi95.coverage * 100));
    if (halfWidth > 1.0) {
        return widerThanTheFigure(r, settleRun, coverage);
    }
    if (settleRun) {
        Text sure = lowCoverageNote(r, coverage);
        return {"not_settled",
                Text(IPCLAB_TR_N_NOOP("ipclab::CoreMessages",
                                      "not settled: \u00B1%1% after %n round(s)%2, time budget "
                                      "spent"),
                     {width, textArg(std::move(sure))}, r.rounds)};
    }
    // One round: a median and nothing to judge it by; "±0% is only 0% sure" would be noise.
    if (r.rounds < 2) {
        return {"too_few_rounds",
                Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                    "1 round (fixed) gives no interval; 6 rounds or more, or let "
                                    "the run settle"))};
    }
    if (r.medianCi95.coverage < 0.95) {
        // A fixed count too small for a 95% interval: a narrow [min, max] of two or three
        // medians must not read as precision, and "not settled" would blame the machine.
        return {"too_few_rounds",
                Text(IPCLAB_TR_N_NOOP("ipclab::CoreMessages",
                                      "%n round(s) (fixed) are too few for a 95% interval: "
                                      "\u00B1%1% is only %2% sure; 6 rounds or more, or let the "
                                      "run settle"),
                     {width, coverage}, r.rounds)};
    }
    return {"imprecise",
            Text(IPCLAB_TR_N_NOOP("ipclab::CoreMessages",
                                  "imprecise: \u00B1%1% after %n round(s) (fixed); more rounds, or "
                                  "let the run settle"),
                 {width}, r.rounds)};
}

}  // namespace

Text describeModes(const PointResult& point) {
    const std::vector<Mode>& modes = point.reliability.modes.modes;
    if (modes.size() < 2) {
        return {};
    }
    const bool latency = point.pattern != Pattern::Stream;
    Text text(modesTemplate(modes.size()), {textArg(modeList(point))});
    // A slow mode several times the fast one, in a blocking hand-off that may cross CPUs: the
    // classic cause is the receiving CPU gone idle (on a VM: a halted vCPU) and woken again.
    const bool blocking = point.waitStrategy == WaitStrategy::Block;
    const bool mayCross = point.placement != Placement::SameCore;
    if (latency && blocking && mayCross && modes.back().center >= 3 * modes.front().center) {
        text = Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                   "%1 \u2014 the slower one pays for waking an idle CPU; try "
                                   "same-core or keep-awake"),
                    {textArg(std::move(text))});
    }
    // A rate whose rounds ran at levels several times apart across CPUs: the transfer between
    // the two CPUs' caches changed under the run (on a VM, the host placed the two vCPUs on
    // cores that share a cache in some rounds and not in others, or took time from them).
    if (!latency && mayCross && modes.back().center >= 3 * modes.front().center) {
        text = Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                   "%1 \u2014 the rounds ran at two levels: the two CPUs did not "
                                   "always share a cache (on a virtual machine the host moves "
                                   "them) or lost time to others; compare rounds of one level "
                                   "and see the hardware's floor (ipclab-cli calibrate)"),
                    {textArg(std::move(text))});
    }
    return text;
}

Text describeTail(const PointResult& point) {
    const Summary& s = point.latencyNs;
    const bool samples = point.pattern == Pattern::PingPong || point.pattern == Pattern::Paced;
    if (!samples || s.count < 100 || !(s.median > 0) || s.p99 < kHeavyTailRatio * s.median) {
        return {};
    }
    const double ratio = s.p99 / s.median;
    return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                               "heavy tail: 1 in 100 messages waits %1\u00D7 the median or longer "
                               "(p99 %2, median %3)"),
                {numberArg(ratio, significant(ratio)), numberArg(s.p99, formatNanoseconds(s.p99)),
                 numberArg(s.median, formatNanoseconds(s.median))});
}

std::vector<Warning> reliabilityWarnings(const PointResult& point, bool settleRun) {
    std::vector<Warning> warnings;
    const PointReliability& r = point.reliability;
    if (r.rounds == 0) {
        return warnings;
    }
    if (!r.settled) {
        warnings.push_back(notSettled(r, settleRun));
    }
    if (r.slowFirstRound()) {
        warnings.push_back(
            {"slow_first_round",
             Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                 "first round %1\u00D7 slower than the rest (warm-up too short, "
                                 "or the machine was busy)"),
                  {numberArg(r.firstRoundRatio, significant(r.firstRoundRatio))})});
    }
    if (r.autocorrelation >= 0.5) {
        warnings.push_back(
            {"correlated_samples",
             Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                 "consecutive samples correlated (lag-1 r = %1): drift or bursts; "
                                 "the interval is over rounds, not samples"),
                  {numberArg(r.autocorrelation, significant(r.autocorrelation))})});
    }
    const double samples = static_cast<double>(point.latencyNs.count);
    if (OversubscriptionVerdict busy = judgeOversubscription(point); busy.oversubscribed) {
        warnings.push_back({"oversubscribed", std::move(busy.text)});
    }
    // In a multimodal point the slow mode lies beyond the fence: the modes already say it.
    const double share = samples > 0 ? static_cast<double>(r.outliers.high) / samples : 0.0;
    if (!r.modes.multimodal() && share >= 0.001) {
        const double perMille = 1000.0 * share;
        warnings.push_back(
            {"outliers",
             Text(IPCLAB_TR_N_NOOP("ipclab::CoreMessages",
                                   "%n outlier(s) (%1\u2030) above %2, kept in every figure"),
                  {numberArg(perMille, significant(perMille)),
                   numberArg(r.outliers.upperFence, formatNanoseconds(r.outliers.upperFence))},
                  static_cast<int>(r.outliers.high))});
    }
    return warnings;
}

std::vector<Warning> pointWarnings(const PointResult& point, bool settleRun) {
    std::vector<Warning> warnings;
    if (Text modes = describeModes(point); !modes.empty()) {
        warnings.push_back({"modes", std::move(modes)});
    }
    if (Text tail = describeTail(point); !tail.empty()) {
        warnings.push_back({"heavy_tail", std::move(tail)});
    }
    for (Warning& warning : reliabilityWarnings(point, settleRun)) {
        warnings.push_back(std::move(warning));
    }
    return warnings;
}

std::string_view warningFamily(std::string_view kind) {
    if (kind == "not_settled" || kind == "too_few_rounds" || kind == "imprecise") {
        return "precision";
    }
    return kind;
}

namespace {

// Larger is worse, within a family.
double severityOf(std::string_view family, const PointResult& point) {
    const PointReliability& r = point.reliability;
    if (family == "precision") {
        return r.medianCi95.relativeHalfWidth();
    }
    if (family == "slow_first_round") {
        return r.firstRoundRatio;
    }
    if (family == "correlated_samples") {
        return r.autocorrelation;
    }
    if (family == "outliers") {
        return static_cast<double>(r.outliers.high);
    }
    if (family == "modes") {
        return r.modes.modes.empty() ? 0.0 : 1.0 - r.modes.modes.front().share;
    }
    if (family == "heavy_tail") {
        return point.latencyNs.median > 0 ? point.latencyNs.p99 / point.latencyNs.median : 0;
    }
    return 0;
}

constexpr std::string_view kFamilyOrder[] = {
    "precision",          "modes",         "heavy_tail", "outliers", "slow_first_round",
    "correlated_samples", "oversubscribed"};

std::size_t familyRank(std::string_view family) {
    const auto* found = std::find(std::begin(kFamilyOrder), std::end(kFamilyOrder), family);
    return static_cast<std::size_t>(found - std::begin(kFamilyOrder));
}

}  // namespace

std::vector<WarningGroup> groupWarnings(const RunResult& result) {
    return groupWarnings(result.points, result.experiment.settle);
}

std::vector<WarningGroup> groupWarnings(std::span<const PointResult> points, bool settleRun) {
    // One slot per family, in kFamilyOrder: the groups come out in that order as they are.
    struct Slot {
        WarningGroup group;
        double worstSeverity = -1;
    };
    std::array<Slot, std::size(kFamilyOrder)> slots;
    for (std::size_t index = 0; index < points.size(); ++index) {
        const PointResult& point = points[index];
        for (Warning& warning : pointWarnings(point, settleRun)) {
            const std::string_view family = warningFamily(warning.kind);
            const std::size_t rank = familyRank(family);
            if (rank >= slots.size()) {
                continue;  // a kind this function does not know yet has no line
            }
            Slot& slot = slots[rank];
            ++slot.group.count;
            const double severity = severityOf(family, point);
            if (slot.group.count == 1 || severity > slot.worstSeverity) {
                slot.worstSeverity = severity;
                slot.group.family = family;
                slot.group.worstPoint = index;
                slot.group.worst = std::move(warning);
            }
        }
    }
    std::vector<WarningGroup> groups;
    for (Slot& slot : slots) {
        if (slot.group.count > 0) {
            groups.push_back(std::move(slot.group));
        }
    }
    return groups;
}

}  // namespace ipclab
