// ipclab/report.hpp, CSV: one row per repetition (toCsv, csvHeader).
#include <algorithm>
#include <charconv>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ipclab/report.hpp"
#include "results/report_fields.hpp"

namespace ipclab {

namespace {

using detail::hasMessages;
using detail::hasNsPerOperation;
using detail::hasOpenLoop;
using detail::repetitionHasSamples;

// Shortest text that reads back as the same double (std::to_chars without a format).
std::string csvNumber(double value) {
    char text[64];
    const auto [end, ec] = std::to_chars(text, text + sizeof text, value);
    if (ec != std::errc()) {
        return {};
    }
    return std::string(text, end);
}

// RFC 4180: a field with a comma, a quote or a line break is quoted, quotes doubled.
std::string csvField(std::string_view text) {
    if (text.find_first_of(",\"\r\n") == std::string_view::npos) {
        return std::string(text);
    }
    std::string quoted = "\"";
    for (char c : text) {
        if (c == '"') {
            quoted += '"';
        }
        quoted += c;
    }
    quoted += '"';
    return quoted;
}

// New columns go at the end, so that scripts reading the first ones by position keep working.
constexpr const char* kCsvColumns[] = {"mechanism",
                                       "pattern",
                                       "placement",
                                       "size_bytes",
                                       "repetition",
                                       "ok",
                                       "error",
                                       "count",
                                       "min_ns",
                                       "mean_ns",
                                       "median_ns",
                                       "p90_ns",
                                       "p99_ns",
                                       "p999_ns",
                                       "max_ns",
                                       "stddev_ns",
                                       "bytes_per_s",
                                       "msgs_per_s",
                                       "elapsed_ns",
                                       "wait",
                                       "lost_messages",
                                       "ns_per_op",
                                       "initiator_cpu_ns_per_msg",
                                       "responder_cpu_ns_per_msg",
                                       "wall_with_startup_median_ns",
                                       "open_loop_rtt_median_ns",
                                       "open_loop_rtt_p99_ns",
                                       "initiator_voluntary_switches_per_msg",
                                       "initiator_involuntary_switches_per_msg",
                                       "initiator_migrations_per_msg",
                                       "initiator_minor_faults_per_msg",
                                       "initiator_major_faults_per_msg",
                                       "initiator_task_clock_ns_per_msg",
                                       "initiator_cycles_per_msg",
                                       "initiator_instructions_per_msg",
                                       "initiator_cache_misses_per_msg",
                                       "responder_voluntary_switches_per_msg",
                                       "responder_involuntary_switches_per_msg",
                                       "responder_migrations_per_msg",
                                       "responder_minor_faults_per_msg",
                                       "responder_major_faults_per_msg",
                                       "responder_task_clock_ns_per_msg",
                                       "responder_cycles_per_msg",
                                       "responder_instructions_per_msg",
                                       "responder_cache_misses_per_msg",
                                       "point_median_of_rounds",
                                       "point_ci95_low",
                                       "point_ci95_high"};

// The point's shown figure and its 95% interval (shownCentre), repeated on each of its rows:
// ns for latency and ns per operation, bytes/s for stream. Empty without a measured round; the
// interval empty with one round (one round gives none: hasInterval).
std::vector<std::string> pointFigureCells(const PointResult& p) {
    if (p.repetitions.empty()) {
        return {"", "", ""};
    }
    const ShownFigure shown = shownFigure(p);
    if (!shown.hasInterval) {
        return {csvNumber(shown.centre), "", ""};
    }
    return {csvNumber(shown.centre), csvNumber(shown.low), csvNumber(shown.high)};
}

// Empty where not measured (-1).
std::string csvCpu(double value) {
    return value < 0 || !std::isfinite(value) ? std::string() : csvNumber(value);
}

// Empty for in-process points, which start no process.
std::string csvWall(double value) {
    return value > 0 ? csvNumber(value) : std::string();
}

void appendRow(std::string& out, const std::vector<std::string>& cells) {
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (i != 0) {
            out += ',';
        }
        out += csvField(cells[i]);
    }
    out += '\n';
}

// The anatomy's columns (the last ones), empty where not counted.
void appendAnatomy(std::vector<std::string>& cells, const MessageAnatomy& a) {
    for (const double value : a.initiator) {
        cells.push_back(csvCpu(value));
    }
    for (const double value : a.responder) {
        cells.push_back(csvCpu(value));
    }
}

constexpr std::size_t kAnatomyColumns = 2 * platform::kThreadCounterCount;

std::vector<std::string> pointCells(const PointResult& p) {
    return {p.mechanism, std::string(toString(p.pattern)), std::string(toString(p.placement)),
            std::to_string(p.sizeBytes)};
}

}  // namespace

std::string csvHeader() {
    std::string header;
    for (const char* column : kCsvColumns) {
        if (!header.empty()) {
            header += ',';
        }
        header += column;
    }
    return header;
}

namespace {

std::string ledCsv(const RunResult& result, const CsvLeadColumn* lead, bool withHeader) {
    // LF line ends: spreadsheets and every CSV reader accept them, and our own files stay
    // line-comparable across OSes.
    std::string out;
    if (withHeader) {
        out = (lead != nullptr ? lead->name + "," : std::string()) + csvHeader() + "\n";
    }
    const auto appendLed = [&](std::vector<std::string>& cells) {
        if (lead != nullptr) {
            cells.insert(cells.begin(), std::to_string(lead->value));
        }
        appendRow(out, cells);
    };
    for (const PointResult& p : result.points) {
        const std::string ok = p.ok ? "true" : "false";
        const std::string wait(toString(p.waitStrategy));
        if (p.repetitions.empty()) {
            std::vector<std::string> cells = pointCells(p);
            cells.insert(cells.end(), {"", ok, p.error.english()});
            cells.resize(std::size(kCsvColumns) - 8 - kAnatomyColumns - 3);
            cells.insert(cells.end(), {wait, "", "", csvCpu(p.initiatorCpuNsPerMessage),
                                       csvCpu(p.responderCpuNsPerMessage),
                                       csvWall(p.wallWithStartupMedianNs), "", ""});
            appendAnatomy(cells, p.anatomy);
            cells.insert(cells.end(), {"", "", ""});  // no round: no figure
            appendLed(cells);
            continue;
        }
        for (const RepetitionResult& r : p.repetitions) {
            std::vector<std::string> cells = pointCells(p);
            cells.insert(cells.end(), {std::to_string(r.index), ok, p.error.english()});
            if (repetitionHasSamples(p.pattern)) {
                const Summary& s = r.latencyNs;
                cells.insert(cells.end(),
                             {std::to_string(s.count), csvNumber(s.min), csvNumber(s.mean),
                              csvNumber(s.median), csvNumber(s.p90), csvNumber(s.p99),
                              csvNumber(s.p999), csvNumber(s.max), csvNumber(s.stddev), "", ""});
            } else if (hasNsPerOperation(p.pattern)) {
                cells.insert(cells.end(), {"", "", "", "", "", "", "", "", "", "", ""});
            } else {
                cells.insert(cells.end(), {"", "", "", "", "", "", "", "", ""});
                cells.insert(cells.end(),
                             {csvNumber(r.bytesPerSecond), csvNumber(r.messagesPerSecond)});
            }
            cells.push_back(csvNumber(r.elapsedNs));
            cells.push_back(wait);
            cells.push_back(hasMessages(p.pattern) ? std::to_string(r.lostMessages) : "");
            cells.push_back(hasNsPerOperation(p.pattern) ? csvNumber(r.nsPerOperation) : "");
            cells.push_back(csvCpu(p.initiatorCpuNsPerMessage));
            cells.push_back(csvCpu(p.responderCpuNsPerMessage));
            cells.push_back(csvWall(p.wallWithStartupMedianNs));
            // Paced: the repetition's round trip from the intended send time (not halved).
            const Summary& openLoop = r.openLoopRoundTripNs;
            const bool withOpenLoop = hasOpenLoop(p.pattern) && openLoop.count > 0;
            cells.push_back(withOpenLoop ? csvNumber(openLoop.median) : "");
            cells.push_back(withOpenLoop ? csvNumber(openLoop.p99) : "");
            appendAnatomy(cells, p.anatomy);
            const std::vector<std::string> figure = pointFigureCells(p);
            cells.insert(cells.end(), figure.begin(), figure.end());
            appendLed(cells);
        }
    }
    return out;
}

}  // namespace

std::string toCsv(const RunResult& result) {
    return ledCsv(result, nullptr, true);
}

std::string toCsv(const RunResult& result, const CsvLeadColumn& lead, bool withHeader) {
    return ledCsv(result, &lead, withHeader);
}

namespace {

// One row per point, named as the JSON names the same values (schema 3): the figure to plot
// (median_of_rounds in `unit`) beside its own interval, then how sure, then the samples'
// distribution, then what else the point holds. Failed points keep their row, figures empty.
constexpr const char* kPointCsvColumns[] = {"mechanism",
                                            "pattern",
                                            "placement",
                                            "size",
                                            "wait",
                                            "ok",
                                            "partial",
                                            "error",
                                            "unit",
                                            "median_of_rounds",
                                            "ci95_low",
                                            "ci95_high",
                                            "ci95_coverage",
                                            "rounds",
                                            "settled",
                                            "modes",
                                            "samples_count",
                                            "samples_min",
                                            "samples_median",
                                            "samples_mean",
                                            "samples_p90",
                                            "samples_p99",
                                            "samples_p999",
                                            "samples_max",
                                            "samples_stddev",
                                            "msgs_per_s",
                                            "lost_messages",
                                            "cpu_ns_per_msg_initiator",
                                            "cpu_ns_per_msg_responder",
                                            "wall_with_startup_median_ns",
                                            "open_loop_rtt_ns_median_of_rounds",
                                            "open_loop_rtt_ns_ci95_low",
                                            "open_loop_rtt_ns_ci95_high"};

std::vector<std::string> pointFigureRow(const PointResult& p) {
    const bool stream = p.pattern == Pattern::Stream;
    const int rounds =
        std::max(p.reliability.rounds, stream ? 0 : static_cast<int>(p.latencyCi95.count));
    std::vector<std::string> cells = {stream ? "bytes_per_s" : "ns"};
    if (p.ok || rounds > 0) {
        // The figure and the interval every screen shows beside it (as the JSON writes them).
        const ShownFigure shown = shownFigure(p);
        cells.insert(cells.end(),
                     {csvNumber(shown.centre), csvNumber(shown.low), csvNumber(shown.high),
                      csvNumber(p.reliability.medianCi95.coverage), std::to_string(rounds),
                      p.reliability.settled ? "true" : "false",
                      std::to_string(p.reliability.modes.modes.size())});
    } else {
        cells.resize(cells.size() + 7);
    }
    if (!stream && p.latencyNs.count > 0) {
        const Summary& s = p.latencyNs;
        cells.insert(cells.end(), {std::to_string(s.count), csvNumber(s.min), csvNumber(s.median),
                                   csvNumber(s.mean), csvNumber(s.p90), csvNumber(s.p99),
                                   csvNumber(s.p999), csvNumber(s.max), csvNumber(s.stddev)});
    } else {
        cells.resize(cells.size() + 9);
    }
    return cells;
}

}  // namespace

std::string pointsCsvHeader(bool withStep) {
    return pointsCsvHeaderAfter(withStep ? "step" : "");
}

std::string pointsCsvHeaderAfter(const std::string& leadColumn) {
    std::string header = leadColumn;
    for (const char* column : kPointCsvColumns) {
        header += header.empty() ? "" : ",";
        header += column;
    }
    return header;
}

namespace {

std::string ledPointsCsv(const RunResult& result, const CsvLeadColumn* lead, bool withHeader) {
    std::string out =
        withHeader ? pointsCsvHeaderAfter(lead != nullptr ? lead->name : "") + "\n" : std::string();
    for (const PointResult& p : result.points) {
        std::vector<std::string> cells;
        if (lead != nullptr) {
            cells.push_back(std::to_string(lead->value));
        }
        const std::vector<std::string> identity = pointCells(p);
        cells.insert(cells.end(), identity.begin(), identity.end());
        cells.insert(cells.end(), {std::string(toString(p.waitStrategy)), p.ok ? "true" : "false",
                                   p.partial ? "true" : "false", p.error.english()});
        const std::vector<std::string> figure = pointFigureRow(p);
        cells.insert(cells.end(), figure.begin(), figure.end());
        const bool stream = p.pattern == Pattern::Stream;
        cells.push_back(stream && !p.repetitions.empty() ? csvNumber(p.throughput.messagesPerSecond)
                                                         : "");
        cells.push_back(hasMessages(p.pattern) ? std::to_string(p.lostMessages) : "");
        cells.push_back(csvCpu(p.initiatorCpuNsPerMessage));
        cells.push_back(csvCpu(p.responderCpuNsPerMessage));
        cells.push_back(csvWall(p.wallWithStartupMedianNs));
        const bool openLoop = hasOpenLoop(p.pattern) && p.openLoop.medianCi95.count > 0;
        cells.push_back(openLoop ? csvNumber(shownOpenLoopCentre(p.openLoop)) : "");
        cells.push_back(openLoop ? csvNumber(p.openLoop.medianCi95.low) : "");
        cells.push_back(openLoop ? csvNumber(p.openLoop.medianCi95.high) : "");
        appendRow(out, cells);
    }
    return out;
}

}  // namespace

std::string toPointsCsv(const RunResult& result, std::optional<int> step, bool withHeader) {
    if (step) {
        const CsvLeadColumn lead{"step", *step};
        return ledPointsCsv(result, &lead, withHeader);
    }
    return ledPointsCsv(result, nullptr, withHeader);
}

std::string toPointsCsv(const RunResult& result, const CsvLeadColumn& lead, bool withHeader) {
    return ledPointsCsv(result, &lead, withHeader);
}

}  // namespace ipclab
