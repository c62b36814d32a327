// The run's table (formatResultTable, cli_commands.hpp): one row per point, with the notes on
// reliability, the machines and the pattern's parameters under it.
#include <string>
#include <vector>

#include "charts/units.hpp"
#include "cli/cli_commands.hpp"
#include "cli/text_table.hpp"
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

// Under the table: each point's modes in words and what limits trust in its figure.
std::string reliabilityNotes(const RunResult& result) {
    std::string notes;
    for (const PointResult& point : result.points) {
        for (const Warning& warning : pointWarnings(point, result.experiment.settle)) {
            notes += "  " + point.mechanism + " " + formatBytes(point.sizeBytes) + ": " +
                     english(warning.text) + "\n";
        }
    }
    if (!result.keepAwakeNote.empty()) {
        notes += "(" + result.keepAwakeNote + ")\n";
    }
    return notes;
}

}  // namespace

std::string formatResultTable(const RunResult& result) {
    const Pattern pattern = result.experiment.pattern;
    const bool stream = figureOf(pattern) == Figure::Throughput;
    const bool perOperation = isPerOperation(figureOf(pattern));
    // Lost messages only matter, and only get a column, when some were lost.
    bool anyLost = false;
    for (const PointResult& point : result.points) {
        anyLost = anyLost || point.lostMessages > 0;
    }
    // Paced: the round trip from each message's intended send time (open loop), beside the
    // one-way figure timed from the actual send.
    const bool paced = pattern == Pattern::Paced;
    std::vector<std::string> header{"mechanism", "pattern", "placement", "size", "wait"};
    if (stream) {
        header.insert(header.end(), {"throughput", "95% CI", "msgs/s"});
    } else if (perOperation) {
        header.insert(header.end(), {"median ns/op", "95% CI (repetitions)", "max"});
    } else {
        header.insert(header.end(), {"median one-way", "95% CI (medians)", "p99"});
    }
    if (paced) {
        header.insert(header.end(), {"open-loop rtt", "95% CI (open-loop)", "open-loop p99"});
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
    TextTable table;
    table.setHeader(header, align);
    std::string machines;
    if (!result.experiment.remotePeer.empty()) {
        // Round trips are timed here only; both machines are named so the run can be compared.
        const auto describe = [](const SystemInfo& m) {
            return m.hostName.empty()
                       ? std::string("(unknown: not connected)")
                       : m.hostName + " (" + m.osName + " " + m.osVersion + ", " + m.cpuModel +
                             ", " + std::to_string(m.logicalCores) + " CPUs)";
        };
        machines = "local: " + describe(result.machine) +
                   "\npeer:  " + describe(result.peerMachine) + " at " +
                   result.experiment.remotePeer + "\n";
    }
    for (const PointResult& point : result.points) {
        // The lock pattern moves no message: its point has no size.
        std::vector<std::string> row{
            point.mechanism, std::string(toString(point.pattern)),
            std::string(toString(point.placement)),
            pattern == Pattern::Lock ? std::string("-") : formatBytes(point.sizeBytes),
            std::string(toString(point.waitStrategy))};
        const bool measured = !point.repetitions.empty();
        if (!measured) {
            row.insert(row.end(), {"-", "-", "-"});
        } else if (perOperation) {
            const ScaledUnit unit = timeUnitFor(point.latencyNs.median);
            row.push_back(formatDuration(point.latencyNs.median));
            row.push_back(formatRange(point.latencyCi95.low, point.latencyCi95.high, unit));
            row.push_back(formatDuration(point.latencyNs.max));
        } else if (stream) {
            const ScaledUnit unit = rateUnitFor(point.throughput.bytesPerSecond);
            row.push_back(formatRate(point.throughput.bytesPerSecond));
            row.push_back(formatRange(point.throughput.ci95Low, point.throughput.ci95High, unit));
            row.push_back(formatSignificant(point.throughput.messagesPerSecond));
        } else {
            const ScaledUnit unit = timeUnitFor(point.latencyNs.median);
            row.push_back(formatDuration(point.latencyNs.median));
            row.push_back(formatRange(point.latencyCi95.low, point.latencyCi95.high, unit));
            row.push_back(formatDuration(point.latencyNs.p99));
        }
        if (paced) {
            const OpenLoopLatency& openLoop = point.openLoop;
            if (openLoop.roundTripNs.count == 0) {
                row.insert(row.end(), {"-", "-", "-"});
            } else {
                row.push_back(formatDuration(openLoop.roundTripNs.median));
                row.push_back(formatRange(openLoop.medianCi95.low, openLoop.medianCi95.high,
                                          timeUnitFor(openLoop.roundTripNs.median)));
                row.push_back(formatDuration(openLoop.roundTripNs.p99));
            }
        }
        row.push_back(
            formatCpuPair(point.initiatorCpuNsPerMessage, point.responderCpuNsPerMessage));
        if (anyLost) {
            row.push_back(std::to_string(point.lostMessages));
        }
        row.push_back(point.ok ? "ok" : "FAILED: " + point.error.english());
        table.addRow(std::move(row));
    }
    std::string text = machines + table.render() + reliabilityNotes(result);
    if (pattern == Pattern::Lock) {
        text += "(lock: " + std::to_string(result.experiment.parties) +
                " parties; ns per acquire + release, one value per repetition)\n";
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

}  // namespace ipclab::app
