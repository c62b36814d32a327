// The run's table (formatResultTable, cli_commands.hpp): one row per point, with the notes on
// reliability, the machines and the pattern's parameters under it.
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

std::string formatRange(double low, double high, const ScaledUnit& unit) {
    return "[" + formatSignificant(low / unit.factor) + ", " +
           formatSignificant(high / unit.factor) + "] " + unit.name;
}

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
        const ScaledUnit unit = rateUnitFor(point.throughput.bytesPerSecond);
        row.push_back(formatRate(point.throughput.bytesPerSecond));
        row.push_back(formatRange(point.throughput.ci95Low, point.throughput.ci95High, unit));
        row.push_back(formatSignificant(point.throughput.messagesPerSecond));
    } else {
        const ScaledUnit unit = timeUnitFor(shownCentre(point));
        row.push_back(formatDuration(shownCentre(point)));
        row.push_back(formatRange(point.latencyCi95.low, point.latencyCi95.high, unit));
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

/// What the table's figures mean for this run, and how it ended.
std::string footnotes(const RunResult& result) {
    const Pattern pattern = result.experiment.pattern;
    std::string text;
    if (pattern == Pattern::Lock) {
        text += "(lock: " + std::to_string(result.experiment.parties) + " parties, " +
                std::string(toString(result.experiment.lockLoop)) +
                " loop; ns per acquire + release, one value per repetition)\n";
    } else if (pattern == Pattern::Paced) {
        text += "(paced: one send due every " + std::to_string(result.experiment.gapUs) +
                " µs, sent at once when behind; open-loop rtt = reply arrival - intended send "
                "time, a whole round trip, not halved: compare it with 2 x one-way)\n";
    }
    if (result.experiment.keepCoresAwake) {
        text += "(cores kept awake by a low-priority spinner while measuring)\n";
    }
    if (result.cancelled) {
        text += "(interrupted: the points above are what was measured before the stop)\n";
    }
    return text;
}

}  // namespace

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
