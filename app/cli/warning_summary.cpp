// Under the run's table: one line per kind of note (warning_summary.hpp).
#include "cli/warning_summary.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <string_view>
#include <vector>

#include "charts/units.hpp"
#include "ipclab/comparison.hpp"

namespace ipclab::app {
namespace {

struct Note {
    NoteKind kind;
    std::string text;
    double severity = 0;  // larger is worse, within a kind
};

// The one place core's warning kinds (comparison.hpp's Warning) are sorted into the CLI's.
NoteKind kindOf(std::string_view kind) {
    if (kind == "slow_first_round") {
        return NoteKind::FirstRound;
    }
    if (kind == "correlated_samples") {
        return NoteKind::Correlated;
    }
    if (kind == "oversubscribed") {
        return NoteKind::Oversubscribed;
    }
    if (kind == "outliers") {
        return NoteKind::Outliers;
    }
    if (kind == "modes") {
        return NoteKind::Modes;
    }
    if (kind == "heavy_tail") {
        return NoteKind::Tail;
    }
    return NoteKind::Precision;  // not_settled, imprecise, too_few_rounds
}

double severityOf(NoteKind kind, const PointResult& point) {
    const PointReliability& r = point.reliability;
    switch (kind) {
        case NoteKind::Precision:
            return r.medianCi95.relativeHalfWidth();
        case NoteKind::FirstRound:
            return r.firstRoundRatio;
        case NoteKind::Correlated:
            return r.autocorrelation;
        case NoteKind::Outliers:
            return static_cast<double>(r.outliers.high);
        case NoteKind::Modes:
            return r.modes.modes.empty() ? 0.0 : 1.0 - r.modes.modes.front().share;
        case NoteKind::Tail:
            return point.latencyNs.median > 0 ? point.latencyNs.p99 / point.latencyNs.median : 0;
        case NoteKind::Oversubscribed:
            break;
    }
    return 0;
}

std::vector<Note> notesOf(const PointResult& point, bool settleRun) {
    std::vector<Note> notes;
    for (const Warning& warning : pointWarnings(point, settleRun)) {
        const NoteKind kind = kindOf(warning.kind);
        notes.push_back({kind, english(warning.text), severityOf(kind, point)});
    }
    return notes;
}

std::string pointName(const PointResult& point) {
    return point.pattern == Pattern::Lock ? point.mechanism
                                          : point.mechanism + " " + formatBytes(point.sizeBytes);
}

// "±49%", "±7.2%": whole percent from 10 up, one decimal below.
std::string halfWidthText(double relative) {
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
        return "not settled (worst: " + pointName(worst) + " " + width +
               "): run with --time-budget " + std::to_string(budget);
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
    struct Group {
        std::size_t count = 0;
        const PointResult* worst = nullptr;
        std::string worstText;
        double worstSeverity = -1;
    };
    std::map<NoteKind, Group> groups;
    std::string lines;
    for (const PointResult& point : result.points) {
        for (const Note& note : notesOf(point, result.experiment.settle)) {
            if (details) {
                lines += "  " + pointName(point) + ": " + note.text + "\n";
                continue;
            }
            Group& group = groups[note.kind];
            ++group.count;
            if (note.severity > group.worstSeverity) {
                group = {group.count, &point, note.text, note.severity};
            }
        }
    }
    for (const auto& [kind, group] : groups) {
        lines += "  " + kindLine(kind, result, group.count, *group.worst, group.worstText) + "\n";
    }
    if (!groups.empty()) {
        lines += "  (every point's notes: --details; all figures: --format json)\n";
    }
    return lines;
}

}  // namespace ipclab::app
