// Under the run's table: one line per kind of note (warning_summary.hpp).
#include "cli/warning_summary.hpp"

#include <algorithm>
#include <cmath>
#include <string_view>
#include <vector>

#include "charts/units.hpp"
#include "ipclab/comparison.hpp"

namespace ipclab::app {
namespace {

// The one place core's warning families (comparison.hpp's groupWarnings) are sorted into the
// CLI's kinds of line.
NoteKind kindOf(std::string_view family) {
    if (family == "slow_first_round") {
        return NoteKind::FirstRound;
    }
    if (family == "correlated_samples") {
        return NoteKind::Correlated;
    }
    if (family == "oversubscribed") {
        return NoteKind::Oversubscribed;
    }
    if (family == "outliers") {
        return NoteKind::Outliers;
    }
    if (family == "modes") {
        return NoteKind::Modes;
    }
    if (family == "heavy_tail") {
        return NoteKind::Tail;
    }
    return NoteKind::Precision;
}

std::string pointName(const PointResult& point) {
    return hasMessageSize(point.pattern) ? point.mechanism + " " + formatBytes(point.sizeBytes)
                                         : point.mechanism;
}

// "±49%", "±7.2%": whole percent from 10 up, one decimal below.
std::string halfWidthText(double relative) {
    if (relative > 1.0) {
        // Past 100% a figure reads as nonsense ("±3332923%"): words instead.
        return "interval wider than the figure itself";
    }
    const double percent = relative * 100;
    const double rounded = percent >= 10 ? std::round(percent) : std::round(percent * 10) / 10;
    std::string text = formatSignificant(rounded);
    if (text.find('.') != std::string::npos) {
        while (text.back() == '0') {
            text.pop_back();
        }
        if (text.back() == '.') {
            text.pop_back();
        }
    }
    return "\xC2\xB1" + text + "%";
}

// "not settled", "imprecise": what the count says, and what to do about it.
std::string precisionLine(const RunResult& result, const PointResult& worst) {
    const std::string width = halfWidthText(worst.reliability.medianCi95.relativeHalfWidth());
    if (result.experiment.settle) {
        const unsigned budget = std::max(result.experiment.timeBudgetSeconds, 1u) * 2;
        // `quick` has no options: the advice names the command that takes a budget.
        return "not settled (worst: " + pointName(worst) + " " + width +
               "): more time (ipclab-cli run --time-budget " + std::to_string(budget) +
               "), or a quieter machine";
    }
    if (worst.reliability.medianCi95.coverage < 0.95) {
        // Core's "too_few_rounds": a width from two or three medians says nothing; the count does.
        return "with too few rounds for a 95% interval (" +
               std::to_string(worst.reliability.rounds) +
               " fixed): 6 rounds or more (--repetitions 6), or leave out --repetitions to let "
               "the run settle";
    }
    return "imprecise (worst: " + pointName(worst) + " " + width +
           "): more rounds (--repetitions 12), or leave out --repetitions to let the run settle";
}

// One line for `kind`: how many points, the worst one's own words.
std::string kindLine(NoteKind kind, const RunResult& result, std::size_t count,
                     const PointResult& worst, const std::string& worstText) {
    const std::string share =
        std::to_string(count) + " of " + std::to_string(result.points.size()) + " points ";
    switch (kind) {
        case NoteKind::Precision:
            return share + precisionLine(result, worst);
        case NoteKind::Modes:
            return share + "with more than one mode (worst: " + pointName(worst) + ", " +
                   worstText + ")";
        case NoteKind::Tail:
            return share + "with a heavy tail (worst: " + pointName(worst) + ", " + worstText + ")";
        case NoteKind::Outliers:
            return share + "with outliers (worst: " + pointName(worst) + ", " + worstText + ")";
        default:
            return share + "(worst: " + pointName(worst) + "): " + worstText;
    }
}

}  // namespace

std::string noteLines(const RunResult& result, bool details) {
    std::string lines;
    if (details) {
        for (const PointResult& point : result.points) {
            for (const Warning& warning : pointWarnings(point, result.experiment.settle)) {
                lines += "  " + pointName(point) + ": " + english(warning.text) + "\n";
            }
        }
        return lines;
    }
    const std::vector<WarningGroup> groups = groupWarnings(result);
    for (const WarningGroup& group : groups) {
        lines += "  " +
                 kindLine(kindOf(group.family), result, group.count,
                          result.points[group.worstPoint], english(group.worst.text)) +
                 "\n";
    }
    if (!groups.empty()) {
        lines += "  (every point's notes: --details; all figures: --format json)\n";
    }
    return lines;
}

}  // namespace ipclab::app
