#include "cli/preset_command.hpp"

#include <QSize>
#include <QString>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <vector>

#include "charts/chart_export.hpp"
#include "charts/chart_options.hpp"
#include "charts/comparison.hpp"
#include "charts/units.hpp"
#include "cli/cli_commands.hpp"
#include "cli/preset_list.hpp"
#include "cli/report_command.hpp"
#include "cli/text_table.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/preset.hpp"
#include "ipclab/preset_run.hpp"
#include "ipclab/report.hpp"
#include "ipclab/validation.hpp"

namespace ipclab::app {
namespace {

using Align = TextTable::Align;
using Json = nlohmann::ordered_json;

const QSize kPresetChartSize(1200, 750);

// The limits --quick applies (quickPreset's defaults), printed whenever they are in force.
constexpr std::uint64_t kQuickIterations = 200;
constexpr std::uint64_t kQuickWarmup = 20;
constexpr int kQuickRepetitions = 6;
constexpr const char* kQuickText =
    "--quick: at most 200 timed messages, 20 warm-up and 64 MiB per stream repetition, 6 "
    "rounds per point (the fewest for a 95% interval); figures are rough, for a demo or a test";

// ---------------------------------------------------------------------------------------------
// Our figure beside the report's.

struct ComparisonRow {
    const ReferenceSeries* series = nullptr;
    ReferenceComparison match;
    double ours = 0;  ///< The series' statistic of ours, in its quantity unit.
};

// core compares (like statistics, placements, totals); the table needs the series themselves.
std::vector<ComparisonRow> compare(const Preset& preset, const RunResult& result) {
    std::vector<ComparisonRow> rows;
    for (const ReferenceComparison& row : compareWithReferences(preset.references, result)) {
        rows.push_back({&preset.references[row.seriesIndex], row, row.ours});
    }
    return rows;
}

bool isRate(const std::string& quantity) {
    return quantity == "bytes_per_s";
}

std::string formatQuantity(double value, const std::string& quantity) {
    if (isRate(quantity)) {
        return formatRate(value);
    }
    if (quantity == "seconds_total") {
        return formatDuration(value * 1e9);
    }
    return formatDuration(value);
}

// The statistic's words and the verdict are the GUI's Ours vs theirs (charts/comparison.hpp),
// in C number format: one wording and one rounding for both.
std::string comparisonTable(const std::vector<ComparisonRow>& rows, const RunResult& result) {
    const Experiment& experiment = result.experiment;
    TextTable table;
    table.setHeader(
        {"published figure", "size", "statistic", "ours", "theirs", "ours vs theirs"},
        {Align::Left, Align::Right, Align::Left, Align::Right, Align::Right, Align::Left});
    std::vector<const ReferenceSeries*> used;
    for (const ComparisonRow& row : rows) {
        const ReferencePoint& point = row.match.point;
        const std::string size =
            hasMessageSize(experiment.pattern) ? formatBytes(point.sizeBytes) : "-";
        const bool derived = !row.series->derivedFrom.empty();
        const PointResult* ours = comparedPoint(result, *row.series, row.match);
        const QLocale c = QLocale::c();
        table.addRow(
            {row.series->label, size,
             statisticInWords(*row.series, ours, experiment, c).toStdString(),
             formatQuantity(row.ours, row.series->quantity),
             formatQuantity(point.value, row.series->quantity) + (derived ? "*" : ""),
             comparisonVerdict(*row.series, row.ours, point.value, ours, c).toStdString()});
        if (std::find(used.begin(), used.end(), row.series) == used.end()) {
            used.push_back(row.series);
        }
    }
    std::string text = table.render();
    for (const ReferenceSeries* series : used) {
        if (!series->source.empty()) {
            text += wrapWords(series->label + ": " + series->source, 78, "  ", "    ");
        }
        if (!series->derivedFrom.empty()) {
            text += wrapWords(
                "* not measured: computed by the report from \"" + series->derivedFrom + "\"", 78,
                "    ", "      ");
        }
    }
    return text;
}

// Published figures of this step's pattern that found no counterpart (another total, a
// mechanism left out, a failed point): said, never silently skipped.
std::vector<std::string> unmatched(const Preset& preset, const RunResult& result,
                                   const std::vector<ComparisonRow>& rows) {
    std::vector<std::string> lines;
    // Bulk-transfer figures (report 002) compare only at the same total; when this run moved
    // another total (--quick caps it) none compares, and that is said once.
    bool totalMatches = false;
    bool totalExists = false;
    for (const ReferenceSeries& series : preset.references) {
        if (series.quantity == "seconds_total" && series.pattern == result.experiment.pattern) {
            totalExists = true;
            totalMatches =
                totalMatches || series.streamTotalBytes == result.experiment.streamTotalBytes;
        }
    }
    if (totalExists && !totalMatches) {
        lines.push_back("the report's seconds are for other totals than the " +
                        formatBytes(result.experiment.streamTotalBytes) +
                        " per repetition moved here: not compared");
    }
    // Report 003's lock figures are for its bare loop: a counter-loop step is not its method.
    const bool otherLoop =
        std::any_of(preset.references.begin(), preset.references.end(), [&](const auto& series) {
            return series.pattern == result.experiment.pattern &&
                   !referenceFitsMethod(series, result.experiment);
        });
    if (otherLoop) {
        lines.push_back(
            "the report's lock figures are for its bare lock + unlock loop; this "
            "step runs the " +
            std::string(toString(result.experiment.lockLoop)) + " loop: not compared");
    }
    for (const ReferenceSeries& series : preset.references) {
        // Another step of the preset runs the placement or the loop this series is drawn
        // against.
        if (series.pattern != result.experiment.pattern ||
            (series.placement && *series.placement != result.experiment.placement) ||
            !referenceFitsMethod(series, result.experiment)) {
            continue;
        }
        const bool ranMechanism =
            std::find(result.experiment.mechanisms.begin(), result.experiment.mechanisms.end(),
                      series.mechanism) != result.experiment.mechanisms.end();
        if (!ranMechanism) {
            continue;
        }
        const bool any = std::any_of(rows.begin(), rows.end(), [&](const ComparisonRow& row) {
            return row.series == &series;
        });
        if (any) {
            continue;
        }
        if (series.quantity == "seconds_total" &&
            series.streamTotalBytes != result.experiment.streamTotalBytes) {
            // Another step of the preset moves that total; only the matching one compares.
            continue;
        }
        lines.push_back(series.label + ": no successful point of ours at its sizes");
    }
    return lines;
}

Json comparisonJson(const std::vector<ComparisonRow>& rows) {
    Json list = Json::array();
    for (const ComparisonRow& row : rows) {
        list.push_back(
            {{"label", row.series->label},
             {"mechanism", row.series->mechanism},
             {"size", row.match.point.sizeBytes},
             {"quantity", row.series->quantity},
             {"statistic", std::string(toString(row.series->statistic))},
             {"derived_from",
              row.series->derivedFrom.empty() ? Json() : Json(row.series->derivedFrom)},
             {"ours", row.ours},
             {"theirs", row.match.point.value},
             {"published", row.match.point.published},
             {"ratio", row.match.point.value > 0 ? row.ours / row.match.point.value : 0.0}});
    }
    return list;
}

std::string pngPathFor(const std::string& path, std::size_t stepNumber, bool severalSteps) {
    if (!severalSteps) {
        return path;
    }
    std::filesystem::path p(path);
    const std::string extension = p.has_extension() ? p.extension().string() : ".png";
    p.replace_filename(p.stem().string() + "-step" + std::to_string(stepNumber) + extension);
    return p.string();
}

bool writeStepPng(const Preset& preset, const PlannedStep& planned, const RunResult& result,
                  const std::string& path, bool quick) {
    ensureCliQtApplication();
    ChartOptions options;
    options.kind = defaultChartKind(result.experiment);
    // A series drawn against another placement (report 004's Table II: one core) or loop
    // (report 003's bare lock loop) belongs on that step's chart only.
    options.references = referencesForRun(preset.references, result.experiment);
    options.caption =
        QString::fromStdString(preset.title + " - step " + std::to_string(planned.number) + ": " +
                               planned.step.name + (quick ? " (--quick)" : ""));
    const LabelledRun runs[] = {{QString(), result}};
    QString error;
    if (!saveChartPng(runs, options, QString::fromStdString(path), kPresetChartSize, kDefaultDpi,
                      &error)) {
        std::cerr << "error: " << error.toStdString() << '\n';
        return false;
    }
    std::cerr << "wrote " << path << '\n';
    return true;
}

// The preset's run, planned, or the exit code of a request that cannot run (said on stderr).
struct Chosen {
    std::optional<PresetRun> run;
    int refused = -1;  ///< An exit code when >= 0.
};

Chosen choosePreset(const PresetCommandOptions& options) {
    Chosen chosen;
    chosen.refused = kExitBadArguments;
    if (options.name.empty()) {
        std::cerr << "error: name a preset (" << knownIds() << ") or give --list to see them\n";
        return chosen;
    }
    if (!isResultFormat(options.format)) {
        std::cerr << "error: format: must be " << kResultFormats << " (got '" << options.format
                  << "')\n";
        return chosen;
    }
    const Preset* found = findPreset(options.name);
    if (found == nullptr) {
        chosen.refused = unknownPreset(options.name);
        return chosen;
    }
    if (options.step &&
        (*options.step < 1 || static_cast<std::size_t>(*options.step) > found->steps.size())) {
        std::cerr << "error: step: " << found->id << " has steps 1 to " << found->steps.size()
                  << " (got " << *options.step << "); ipclab-cli preset " << found->id
                  << " --list shows them\n";
        return chosen;
    }
    const Preset preset =
        options.quick ? quickPreset(*found, kQuickIterations, kQuickWarmup, kQuickRepetitions)
                      : *found;
    const StepSelection selection =
        options.step ? StepSelection::one(static_cast<std::size_t>(*options.step))
                     : StepSelection::required();
    chosen.run.emplace(preset, selection, MechanismRegistry::builtin());
    chosen.refused = -1;
    return chosen;
}

// What changes the figures is said up front, on stderr, so that stdout stays a clean table /
// CSV / JSON document; false when nothing can run or a step does not validate.
bool announcePlan(const Preset& preset, const PresetPlan& plan, bool quick) {
    std::cerr << preset.title << '\n';
    if (quick) {
        std::cerr << kQuickText << '\n';
    }
    for (const std::string& line : plan.leftOut) {
        std::cerr << "left out on this OS: " << line << '\n';
    }
    for (const std::string& line : plan.skipped) {
        std::cerr << "skipped: " << line << '\n';
    }
    if (plan.steps.empty()) {
        std::cerr << "error: nothing of " << preset.id << " can run on this OS\n";
        return false;
    }
    bool valid = true;
    for (const PlannedStep& planned : plan.steps) {
        for (const ValidationError& error :
             validate(planned.step.experiment, MechanismRegistry::builtin())) {
            std::cerr << "error: step " << planned.number << " (" << planned.step.name
                      << "): " << error.message << '\n';
            valid = false;
        }
    }
    return valid;
}

// Before measuring (a preset takes minutes): every file it will write, each step's chart
// included. False, with the problems said, when one cannot be written.
bool outputPathsWritable(const PresetCommandOptions& options, const PresetPlan& plan) {
    std::vector<std::string> problems;
    if (std::string problem = checkOutputPath("--out", options.outPath); !problem.empty()) {
        problems.push_back(problem);
    }
    if (!options.pngPath.empty()) {
        for (const PlannedStep& planned : plan.steps) {
            const std::string path =
                pngPathFor(options.pngPath, planned.number, plan.steps.size() > 1);
            if (std::string problem = checkSameOutput("--out", options.outPath, "--png", path);
                !problem.empty()) {
                problems.push_back(problem);
                break;
            }
            if (std::string problem = checkOutputPath("--png", path); !problem.empty()) {
                problems.push_back(problem);
                break;  // the same folder for every step: once is enough
            }
        }
    }
    for (const std::string& problem : problems) {
        std::cerr << "error: " << problem << '\n';
    }
    return problems.empty();
}

// Every step's results in the three formats, as the steps ran.
struct PresetOutput {
    std::string table;
    std::string csv;
    Json steps = Json::array();
    bool allOk = true;
    bool written = true;  ///< Every step's chart was written.
};

void addStep(PresetOutput& out, const Preset& preset, const PlannedStep& planned,
             const RunResult& result, const PresetCommandOptions& options) {
    const std::vector<ComparisonRow> rows = compare(preset, result);
    std::string stepText = "== Step " + std::to_string(planned.number) + ": " + planned.step.name +
                           (options.quick ? " (--quick)" : "") + " ==\n" +
                           formatResultTable(result);
    if (!rows.empty()) {
        stepText +=
            "\nBeside the report's published figures (the same statistic of ours as theirs):\n" +
            comparisonTable(rows, result);
    }
    for (const std::string& line : unmatched(preset, result, rows)) {
        stepText += "(" + line + ")\n";
    }
    out.table += stepText + "\n";
    if (options.format == "csv") {
        std::string rowsCsv = toCsv(result);
        if (!out.csv.empty()) {
            // One header for the whole file: the rows of later steps follow the first's.
            const auto endOfHeader = rowsCsv.find('\n');
            rowsCsv = endOfHeader == std::string::npos ? "" : rowsCsv.substr(endOfHeader + 1);
        }
        out.csv += rowsCsv;
    } else if (options.format == "points-csv") {
        out.csv += toPointsCsv(result, planned.number, out.csv.empty());
    }
    if (options.format == "json" || !options.reportDir.empty()) {
        out.steps.push_back({{"number", planned.number},
                             {"name", planned.step.name},
                             {"result", Json::parse(toJson(result))},
                             {"comparison", comparisonJson(rows)}});
    }
}

// The plan's steps through core's loop (PresetRun), each measured here with progress on stderr.
PresetOutput runSteps(PresetRun& run, const PresetCommandOptions& options) {
    const Preset& preset = run.preset();
    const bool severalSteps = run.plan().steps.size() > 1;
    PresetOutput out;
    while (const std::optional<PlannedStep> planned = run.next()) {
        std::cerr << "step " << planned->number << "/" << preset.steps.size() << ": "
                  << planned->step.name << " (" << formatEstimate(estimateSeconds(planned->step))
                  << ")\n";
        const RunResult result = measureWithProgress(planned->step.experiment);
        out.allOk = out.allOk && result.allOk() && !result.points.empty();
        addStep(out, preset, *planned, result, options);
        if (!options.pngPath.empty()) {
            const std::string path = pngPathFor(options.pngPath, planned->number, severalSteps);
            out.written =
                writeStepPng(preset, *planned, result, path, options.quick) && out.written;
        }
        run.record(result);
    }
    if (run.cancelled()) {
        out.table += "(interrupted: the steps after this one were not run)\n\n";
    }
    if (!preset.note.empty()) {
        out.table += wrapWords("Note: " + preset.note, 78);
    }
    if (!preset.commandLine.empty()) {
        out.table += "On the command line:\n";
        for (const std::string& line : preset.commandLine) {
            out.table += wrapWords(line, 78, "  ", "    ");
        }
    }
    if (options.quick) {
        out.table += std::string("(") + kQuickText + ")\n";
    }
    return out;
}

// The preset's results document (`--format json`, and the report's results.json).
std::string presetDocument(const PresetOutput& out, const Preset& preset, const PresetPlan& plan,
                           const PresetCommandOptions& options) {
    const Json document{{"preset", preset.id},      {"title", preset.title},
                        {"report", preset.report},  {"quick", options.quick},
                        {"left_out", plan.leftOut}, {"steps", out.steps},
                        {"note", preset.note},      {"command_line", preset.commandLine}};
    return document.dump(2) + "\n";
}

// The requested format on stdout or in --out (the terminal then still gets the table).
bool writeOutput(PresetOutput& out, const Preset& preset, const PresetPlan& plan,
                 const PresetCommandOptions& options) {
    std::string output;
    if (options.format == "json") {
        output = presetDocument(out, preset, plan, options);
    } else {
        output = options.format == "table" ? out.table : out.csv;
    }
    if (options.outPath.empty()) {
        std::cout << output << std::flush;
        return true;
    }
    const bool fileWritten = writeOutputFile(options.outPath, output);
    if (options.format != "table") {
        std::cout << out.table << std::flush;
    }
    if (fileWritten) {
        std::cerr << "wrote " << options.outPath << '\n';
    }
    return fileWritten;
}

}  // namespace

int presetCommand(const PresetCommandOptions& options) {
    if (options.list) {
        return listPresets(options.name, options.format);
    }
    Chosen chosen = choosePreset(options);
    if (chosen.refused >= 0) {
        return chosen.refused;
    }
    PresetRun& run = *chosen.run;
    const Preset& preset = run.preset();
    if (!announcePlan(preset, run.plan(), options.quick) ||
        !outputPathsWritable(options, run.plan())) {
        return kExitBadArguments;
    }
    PresetOutput out = runSteps(run, options);
    bool written = writeOutput(out, preset, run.plan(), options) && out.written;
    if (!options.reportDir.empty() && !out.steps.empty()) {
        written = writePresetReport(options.reportDir, preset,
                                    presetDocument(out, preset, run.plan(), options),
                                    options.commandLine) == kExitOk &&
                  written;
    }
    if (!out.allOk) {
        return kExitPointFailed;
    }
    return written ? kExitOk : kExitPointFailed;
}

}  // namespace ipclab::app
