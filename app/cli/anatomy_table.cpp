// The anatomy of a message (run --anatomy): per point and party, what the OS counted per
// message (PointResult::anatomy), and under it why a counter was not counted.
#include <set>
#include <string>
#include <vector>

#include "charts/units.hpp"
#include "cli/cli_commands.hpp"
#include "cli/text_table.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/result.hpp"

namespace ipclab::app {
namespace {

using platform::ThreadCounter;
using Align = TextTable::Align;

// Counts per message with two decimals (0.00 reads as "none"), "-" where not counted.
std::string perMessage(double value) {
    if (value < 0) {
        return "-";
    }
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", value);
    return text;
}

std::vector<std::string> sideRow(const PointResult& point, const char* side,
                                 const MessageAnatomy::PerMessage& counts) {
    auto at = [&counts](ThreadCounter counter) {
        return counts[static_cast<std::size_t>(counter)];
    };
    const double cpu = at(ThreadCounter::TaskClockNs);
    return {point.mechanism,
            std::string(toString(point.placement)),
            formatBytes(point.sizeBytes),
            side,
            perMessage(at(ThreadCounter::VoluntarySwitches)),
            perMessage(at(ThreadCounter::InvoluntarySwitches)),
            perMessage(at(ThreadCounter::Migrations)),
            perMessage(at(ThreadCounter::MinorFaults) < 0
                           ? -1.0
                           : at(ThreadCounter::MinorFaults) +
                                 std::max(0.0, at(ThreadCounter::MajorFaults))),
            cpu < 0 ? std::string("-") : formatDuration(cpu),
            at(ThreadCounter::Cycles) < 0 ? "-" : formatSignificant(at(ThreadCounter::Cycles)),
            at(ThreadCounter::Instructions) < 0
                ? "-"
                : formatSignificant(at(ThreadCounter::Instructions)),
            perMessage(at(ThreadCounter::CacheMisses))};
}

// The system calls no counter here shows (getrusage has none): what each mechanism makes by
// design, one line per mechanism of the run, for the student to set beside the switches.
std::string designCallLines(const RunResult& result) {
    std::set<std::string> seen;
    std::string lines;
    for (const PointResult& point : result.points) {
        const Mechanism* mechanism = MechanismRegistry::builtin().find(point.mechanism);
        if (mechanism == nullptr || !seen.insert(point.mechanism).second) {
            continue;
        }
        const SystemCalls& calls = mechanism->info().systemCalls;
        lines += "  " + point.mechanism + ": sender " +
                 describeCalls(calls.senderCalls, calls.sender, calls.dependsOnLibrary) +
                 ", receiver " +
                 describeCalls(calls.receiverCalls, calls.receiver, calls.dependsOnLibrary) + "\n";
    }
    if (lines.empty()) {
        return {};
    }
    return "System calls per message by design (one direction; 'ipclab-cli explain ID' says when "
           "a range is which):\n" +
           lines;
}

}  // namespace

std::string formatAnatomyTable(const RunResult& result) {
    TextTable table;
    std::vector<Align> align(12, Align::Right);
    for (std::size_t column : {0, 1, 2, 3}) {
        align[column] = Align::Left;
    }
    table.setHeader({"mechanism", "placement", "size", "party", "sleeps", "preempted", "migrations",
                     "faults", "cpu", "cycles", "instructions", "cache misses"},
                    align);
    std::set<std::string> reasons;
    for (const PointResult& point : result.points) {
        table.addRow(sideRow(point, "me", point.anatomy.initiator));
        table.addRow(sideRow(point, "peer", point.anatomy.responder));
        reasons.insert(point.anatomy.unavailable.begin(), point.anatomy.unavailable.end());
    }
    std::string text =
        "\nAnatomy of a message: what the OS counted per message (warm-up included) for the "
        "measuring party (me) and the responding one (peer); counted before and after each "
        "round, outside the timed spans.\n"
        "sleeps = voluntary context switches (it blocked and was woken), preempted = "
        "involuntary ones, faults = page faults, cpu = CPU time per message.\n" +
        table.render();
    for (const std::string& reason : reasons) {
        text += "(not counted: " + reason + ")\n";
    }
    return text + designCallLines(result);
}

}  // namespace ipclab::app
