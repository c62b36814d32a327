// The run's table (formatResultTable, cli_commands.hpp): one row per point, with the notes on
// reliability, the machines and the pattern's parameters under it.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "charts/units.hpp"
#include "cli/cli_commands.hpp"
#include "cli/text_table.hpp"
#include "cli/warning_summary.hpp"
#include "ipclab/comparison.hpp"
#include "ipclab/experiment.hpp"
#include "ipclab/result.hpp"

namespace ipclab::app {
namespace {

using Align = TextTable::Align;

// One round gives no interval: a median, and no spread of rounds to judge it by.
const std::string kNoInterval = "\u2014 (1 round: no interval)";

// Under the table: the points' notes (one line per kind, or every point's with --details),
// then what keep-awake held.
std::string reliabilityNotes(const RunResult& result, bool details) {
    std::string notes = noteLines(result, details);
    if (!result.keepAwakeNote.empty()) {
        notes += "(" + result.keepAwakeNote + ")\n";
    }
    return notes;
}

// A point a stop cut short keeps its figures over the rounds it completed.
std::string statusOf(const PointResult& point) {
    if (!point.ok) {
        return "FAILED: " + point.error.english();
    }
    return point.partial
               ? "partial: stopped after " + std::to_string(point.repetitions.size()) + " round(s)"
               : "ok";
}

/// The columns of a run of `pattern`: what it measures, and "lost" only when some were lost.
void setHeader(TextTable& table, Pattern pattern, bool anyLost) {
    const Figure figure = figureOf(pattern);
    std::vector<std::string> header{"mechanism", "pattern", "placement", "size", "wait"};
    if (figure == Figure::Throughput) {
        header.insert(header.end(), {"throughput (median of rounds)", "95% CI", "msgs/s"});
    } else if (isPerOperation(figure)) {
        header.insert(header.end(), {"ns/op (median of rounds)", "95% CI", "max"});
    } else {
        header.insert(header.end(), {"one-way (median of rounds)", "95% CI", "p99"});
    }
    // Paced: the round trip from each message's intended send time (open loop), beside the
    // one-way figure timed from the actual send.
    if (pattern == Pattern::Paced) {
        header.insert(header.end(),
                      {"open-loop rtt (median of rounds)", "95% CI (open-loop)", "open-loop p99"});
    }
    header.push_back("cpu/msg me/peer");
    if (anyLost) {
        header.push_back("lost");
    }
    header.push_back("status");
    std::vector<Align> align(header.size(), Align::Right);
    for (std::size_t column : {0, 1, 2}) {
        align[column] = Align::Left;
    }
    align[4] = Align::Left;
    align.back() = Align::Left;
    table.setHeader(header, align);
}

/// With a remote peer, both machines (round trips are timed here only), so that the run can
/// be compared; else nothing.
std::string machineLines(const RunResult& result) {
    if (result.experiment.remotePeer.empty()) {
        return {};
    }
    const auto describe = [](const SystemInfo& m) {
        return m.hostName.empty()
                   ? std::string("(unknown: not connected)")
                   : m.hostName + " (" + m.osName + " " + m.osVersion + ", " + m.cpuModel + ", " +
                         std::to_string(m.logicalCores) + " CPUs)";
    };
    return "local: " + describe(result.machine) + "\npeer:  " + describe(result.peerMachine) +
           " at " + result.experiment.remotePeer + "\n";
}

/// The point's figure, its interval and its tail (or max), as the header named them.
void addFigures(std::vector<std::string>& row, const PointResult& point, Figure figure) {
    if (point.repetitions.empty()) {
        row.insert(row.end(), {"-", "-", "-"});
    } else if (figure == Figure::Throughput) {
        const ShownFigure shown = shownFigure(point);
        row.push_back(formatRate(shown.centre));
        row.push_back(shown.hasInterval
                          ? formatRange(shown.low, shown.high, rateUnitFor(shown.centre))
                          : kNoInterval);
        row.push_back(formatSignificant(point.throughput.messagesPerSecond));
    } else {
        const ShownFigure shown = shownFigure(point);
        row.push_back(formatDuration(shown.centre));
        row.push_back(shown.hasInterval
                          ? formatRange(shown.low, shown.high, timeUnitFor(shown.centre))
                          : kNoInterval);
        row.push_back(
            formatDuration(isPerOperation(figure) ? point.latencyNs.max : point.latencyNs.p99));
    }
}

void addOpenLoop(std::vector<std::string>& row, const OpenLoopLatency& openLoop) {
    if (openLoop.roundTripNs.count == 0) {
        row.insert(row.end(), {"-", "-", "-"});
        return;
    }
    const double centre = shownOpenLoopCentre(openLoop);
    row.push_back(formatDuration(centre));
    row.push_back(
        formatRange(openLoop.medianCi95.low, openLoop.medianCi95.high, timeUnitFor(centre)));
    row.push_back(formatDuration(openLoop.roundTripNs.p99));
}

std::vector<std::string> pointRow(const PointResult& point, Pattern pattern, bool anyLost) {
    // The lock pattern moves no message: its point has no size.
    std::vector<std::string> row{
        point.mechanism, std::string(toString(point.pattern)),
        std::string(toString(point.placement)),
        hasMessageSize(pattern) ? formatBytes(point.sizeBytes) : std::string("-"),
        std::string(toString(point.waitStrategy))};
    addFigures(row, point, figureOf(pattern));
    if (pattern == Pattern::Paced) {
        addOpenLoop(row, point.openLoop);
    }
    row.push_back(formatCpuPair(point.initiatorCpuNsPerMessage, point.responderCpuNsPerMessage));
    if (anyLost) {
        row.push_back(std::to_string(point.lostMessages));
    }
    row.push_back(statusOf(point));
    return row;
}

std::string ratioText(double value, int decimals) {
    char text[32];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

/// The hardware's floor beside the points it bounds (cross-core spinning ping-pong): each
/// point's median over the run's floor (the quotient of the two figures named), then its ratio
/// paired per round with the floor measured just before each round. Nothing for other points.
std::string floorLines(const RunResult& result) {
    const HardwareFloor& floor = result.machine.hardwareFloor;
    std::string text;
    for (const PointResult& point : result.points) {
        if (!point.ok || !boundedByFloor(point) || point.repetitions.empty()) {
            continue;
        }
        if (!floor.measured()) {
            return "(hardware's floor: not measured" +
                   (floor.unavailable.empty() ? std::string() : " (" + floor.unavailable + ")") +
                   ")\n";
        }
        const double centre = shownCentre(point);
        const double quotient = centre / floor.line.medianNs;
        text += "  " + point.mechanism + " " + formatBytes(point.sizeBytes) + ": " +
                formatDuration(centre) + " = " + ratioText(quotient, ratioDecimals(quotient)) +
                "x the floor";
        if (const MedianInterval paired = floorRatio(point); paired.count >= 2) {
            const int decimals = ratioDecimals(paired.median, paired.low, paired.high);
            text += "; round by round " + ratioText(paired.median, decimals) + "x [" +
                    ratioText(paired.low, decimals) + ", " + ratioText(paired.high, decimals) + "]";
        }
        text += centre < floor.line.medianNs
                    ? " - faster than the floor: the floor moved during the run (the host moved "
                      "the CPUs, or other work ran)\n"
                    : "\n";
    }
    if (text.empty()) {
        return {};
    }
    return "(hardware's floor, one cache line core to core, measured before each round of the "
           "spinning points on two cores: " +
           formatDuration(floor.line.medianNs) +
           (floor.rounds >= 2 ? " [" + formatDuration(floor.line.lowNs) + ", " +
                                    formatDuration(floor.line.highNs) + "] over " +
                                    std::to_string(floor.rounds) + " rounds"
                              : std::string(", one round: no interval")) +
           ")\n" + text;
}

/// What the table's figures mean for this run, and how it ended.
std::string footnotes(const RunResult& result) {
    const Pattern pattern = result.experiment.pattern;
    std::string text;
    if (pattern == Pattern::PingPong || pattern == Pattern::Paced) {
        text +=
            "(cpu/msg me/peer: CPU time per message of the side that sends first / the side "
            "that answers, each counted from its first message to its last)\n";
    }
    if (pattern == Pattern::Lock) {
        text += "(lock: " + std::to_string(result.experiment.parties) + " parties, " +
                std::string(toString(result.experiment.lockLoop)) +
                " loop; ns per acquire + release, one value per repetition)\n";
    } else if (pattern == Pattern::Paced) {
        text += "(paced: one send due every " + std::to_string(result.experiment.gapUs) +
                " µs, sent at once when behind; open-loop rtt = reply arrival - intended send "
                "time, a whole round trip, not halved: compare it with 2 x one-way)\n";
    }
    text += floorLines(result);
    if (result.experiment.keepCoresAwake) {
        text += "(cores kept awake by a low-priority spinner while measuring)\n";
    }
    if (result.cancelled) {
        text += "(interrupted: the points above are what was measured before the stop)\n";
    }
    return text;
}

}  // namespace

std::string formatRange(double low, double high, const ScaledUnit& unit) {
    return "[" + formatSignificant(low / unit.factor) + ", " +
           formatSignificant(high / unit.factor) + "] " + unit.name;
}

std::string formatResultTable(const RunResult& result, bool details) {
    const Pattern pattern = result.experiment.pattern;
    // Lost messages only matter, and only get a column, when some were lost.
    bool anyLost = false;
    for (const PointResult& point : result.points) {
        anyLost = anyLost || point.lostMessages > 0;
    }
    TextTable table;
    setHeader(table, pattern, anyLost);
    for (const PointResult& point : result.points) {
        table.addRow(pointRow(point, pattern, anyLost));
    }
    return machineLines(result) + table.render() + reliabilityNotes(result, details) +
           footnotes(result);
}

}  // namespace ipclab::app
