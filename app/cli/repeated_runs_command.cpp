#include "cli/repeated_runs_command.hpp"

#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "charts/units.hpp"
#include "cli/text_table.hpp"
#include "ipclab/repeated_run.hpp"
#include "ipclab/report.hpp"

namespace ipclab::app {
namespace {

using Align = TextTable::Align;
using RunsDocument = nlohmann::ordered_json;

// More run figures than this in one cell make the table too wide to read: their tables above
// and the JSON hold them all.
constexpr std::size_t kRunFiguresShown = 8;

// Every run's results in the three formats, as the runs came.
struct RepeatedOutput {
    std::string table;
    std::string csv;
    RunsDocument steps = RunsDocument::array();
    bool allOk = true;
};

void addRun(RepeatedOutput& out, std::size_t number, std::size_t planned, const RunResult& result,
            const RunCommandOptions& options) {
    out.allOk = out.allOk && result.allOk() && !result.points.empty();
    out.table += "== Run " + std::to_string(number) + " of " + std::to_string(planned) + " ==\n" +
                 formatResultTable(result, options.details) +
                 (options.anatomy ? formatAnatomyTable(result) : "") + "\n";
    const CsvLeadColumn lead{"run", static_cast<int>(number)};
    if (options.format == "csv") {
        out.csv += toCsv(result, lead, out.csv.empty());
    } else if (options.format == "points-csv") {
        out.csv += toPointsCsv(result, lead, out.csv.empty());
    } else if (options.format == "json") {
        out.steps.push_back({{"number", number},
                             {"name", "run " + std::to_string(number)},
                             {"result", RunsDocument::parse(toJson(result))}});
    }
}

ScaledUnit unitOf(const AcrossRunsPoint& point, double value) {
    return point.rate() ? rateUnitFor(value) : timeUnitFor(value);
}

std::string figureText(const AcrossRunsPoint& point, double value) {
    return point.rate() ? formatRate(value) : formatDuration(value);
}

// "2.1, 2.4, 2.2 µs": each run's figure in the unit of the point's median across runs.
std::string eachRun(const AcrossRunsPoint& point, const ScaledUnit& unit) {
    std::string text;
    for (std::size_t i = 0; i < point.runs.size() && i < kRunFiguresShown; ++i) {
        text += (i == 0 ? "" : ", ") + formatSignificant(point.runs[i].centre / unit.factor);
    }
    if (point.runs.size() > kRunFiguresShown) {
        text += ", ...";
    }
    return text + " " + unit.name;
}

std::vector<std::string> acrossRow(const AcrossRunsPoint& point) {
    std::vector<std::string> row{point.mechanism, std::string(toString(point.pattern)),
                                 std::string(toString(point.placement)),
                                 hasMessageSize(point.pattern) ? formatBytes(point.sizeBytes) : "-",
                                 std::to_string(point.runs.size())};
    if (point.runs.empty()) {
        row.insert(row.end(), {"-", "-", "-", "-", "-"});
    } else {
        const ScaledUnit unit = unitOf(point, point.acrossRuns.median);
        row.push_back(eachRun(point, unit));
        row.push_back(figureText(point, point.acrossRuns.median));
        row.push_back(
            point.runs.size() >= 2
                ? formatRange(point.acrossRuns.low, point.acrossRuns.high, unit) + " " +
                      std::to_string(static_cast<int>(point.acrossRuns.coverage * 100.0 + 0.5)) +
                      "%"
                : "-");
        row.push_back(formatSignificant(point.min / unit.factor) + " .. " +
                      formatSignificant(point.max / unit.factor) + " " + unit.name);
    }
    row.push_back(english(agreementWords(point.agreement)));
    return row;
}

// The figures across runs, one row per point, and what they mean said once under the table.
std::string acrossRunsTable(const AcrossRunsSummary& summary) {
    TextTable table;
    table.setHeader(
        {"mechanism", "pattern", "placement", "size", "runs", "each run (median of rounds)",
         "median of runs", "interval across runs", "min .. max", "verdict"},
        {Align::Left, Align::Left, Align::Left, Align::Right, Align::Right, Align::Right,
         Align::Right, Align::Right, Align::Right, Align::Left});
    for (const AcrossRunsPoint& point : summary.points) {
        table.addRow(acrossRow(point));
    }
    const std::string planned = summary.runsRecorded < summary.runsPlanned
                                    ? " (of " + std::to_string(summary.runsPlanned) + " planned)"
                                    : "";
    std::string text = "== Across " + std::to_string(summary.runsRecorded) + " runs" + planned +
                       " ==\n" + table.render();
    text += wrapWords(
        "(verdict: \"runs agree\" when one value lies inside every run's own 95% interval, "
        "\"runs differ\" when two runs' intervals do not overlap; the interval across runs is "
        "the order-statistic interval of the median of the runs' figures, with how sure it is)",
        78);
    for (const Text& note : summaryNotes(summary)) {
        text += wrapWords(english(note), 78);
    }
    return text;
}

// The requested format on stdout or in --out (the terminal then still gets the table).
bool writeRepeatedOutput(const std::string& output, const std::string& table,
                         const RunCommandOptions& options) {
    if (options.outPath.empty()) {
        std::cout << output << std::flush;
        return true;
    }
    const bool written = writeOutputFile(options.outPath, output);
    if (options.format != "table") {
        std::cout << table << std::flush;
    }
    if (written) {
        std::cerr << "wrote " << options.outPath << '\n';
    }
    return written;
}

}  // namespace

std::string runCountProblem(const RunCommandOptions& options) {
    if (!validRunCount(options.runs)) {
        return "runs: must be a whole number from 1 to " + std::to_string(kMaxRepeatedRuns) +
               " (got " + std::to_string(options.runs) + ")";
    }
    if (options.runs > 1 && !options.pngPath.empty()) {
        return "--png draws one run: with --runs, write --format json and draw run K with "
               "'ipclab-cli chart FILE.json --step K'";
    }
    return {};
}

int repeatedRunsCommand(const Experiment& experiment, const RunCommandOptions& options,
                        const std::string& remoteToken) {
    RepeatedRun plan(experiment, static_cast<std::size_t>(options.runs));
    RepeatedOutput out;
    while (const std::optional<std::size_t> number = plan.next()) {
        std::cerr << "run " << *number << "/" << plan.runsPlanned() << '\n';
        RunResult result = measureWithProgress(experiment, remoteToken, options.countEvents);
        addRun(out, *number, plan.runsPlanned(), result, options);
        plan.record(std::move(result));
    }
    const AcrossRunsSummary summary = summarizeRuns(plan);
    if (plan.cancelled()) {
        out.table += "(interrupted: the runs after run " + std::to_string(plan.runs().size()) +
                     " were not measured)\n\n";
    }
    out.table += acrossRunsTable(summary);
    std::string output = options.format == "table" ? out.table : out.csv;
    if (options.format == "json") {
        const RunsDocument document{
            {"repeated_runs", plan.runsPlanned()},
            {"steps", out.steps},
            {"across_runs", RunsDocument::parse(acrossRunsToJson(summary))}};
        output = document.dump(2) + "\n";
    }
    const bool written = writeRepeatedOutput(output, out.table, options);
    if (!out.allOk) {
        return kExitPointFailed;
    }
    return written ? kExitOk : kExitPointFailed;
}

}  // namespace ipclab::app
