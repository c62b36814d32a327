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

// The one place a sentence of core's is read for its kind.
NoteKind kindOf(std::string_view text) {
    const auto starts = [text](std::string_view prefix) { return text.starts_with(prefix); };
    if (starts("first round")) {
        return NoteKind::FirstRound;
    }
    if (starts("consecutive samples")) {
        return NoteKind::Correlated;
    }
    if (starts("spinning on an oversubscribed")) {
        return NoteKind::Oversubscribed;
    }
    if (text.find(" outliers (") != std::string_view::npos) {
        return NoteKind::Outliers;
    }
    return NoteKind::Precision;  // not settled, imprecise, too few rounds
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
    if (std::string modes = describeModes(point); !modes.empty()) {
        notes.push_back({NoteKind::Modes, std::move(modes), severityOf(NoteKind::Modes, point)});
    }
    if (std::string tail = describeTail(point); !tail.empty()) {
        notes.push_back({NoteKind::Tail, std::move(tail), severityOf(NoteKind::Tail, point)});
    }
    for (std::string& warning : reliabilityWarnings(point, settleRun)) {
        const NoteKind kind = kindOf(warning);
        notes.push_back({kind, std::move(warning), severityOf(kind, point)});
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
