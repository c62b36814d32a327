#include "cli/map_command.hpp"

#include <CLI/CLI.hpp>
#include <QString>
#include <cstdio>
#include <iostream>
#include <map>

#include "charts/heat_map_chart.hpp"
#include "charts/units.hpp"
#include "cli/cli_commands.hpp"
#include "cli/text_table.hpp"
#include "ipclab/core_map.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/validation.hpp"

namespace ipclab::app {

CLI::App* addMapCommand(CLI::App& app, MapCommandOptions& options) {
    CLI::App* map = app.add_subcommand(
        "map",
        "The core map: each mechanism between every ordered pair of CPUs (a heat map labelled "
        "with the topology: SMT siblings, cores, packages)");
    map->add_option("--mechanisms,-m", options.mechanisms, "Comma-separated ids")
        ->capture_default_str();
    map->add_option("--size,-s", options.size, "One message size, e.g. 64 or 4K")
        ->capture_default_str();
    map->add_option("--wait", options.wait,
                    "block, spin, spin-yield or spin-block (default: each mechanism's own)");
    map->add_option("--time-budget", options.timeBudgetSeconds,
                    "Seconds for the whole map: the plan samples pairs by class to fit it, the "
                    "mechanisms share it")
        ->capture_default_str();
    map->add_option("--iterations,-n", options.iterations, "Timed messages per round")
        ->capture_default_str();
    map->add_option("--warmup,-w", options.warmup, "Untimed messages before each round")
        ->capture_default_str();
    map->add_option("--min-rounds", options.minRounds, "Rounds every pair gets at least")
        ->capture_default_str();
    map->add_option("--json", options.jsonPath, "Write the map as JSON to FILE");
    map->add_option("--csv", options.csvPath, "Write the map as CSV (one line per cell) to FILE");
    map->add_option("--png", options.pngPath, "Draw the heat map into FILE (PNG)");
    map->add_option("--svg", options.svgPath, "Draw the heat map into FILE (SVG)");
    return map;
}

namespace {

// The map's base experiment (every pair of it a point), or the problems with the options.
Experiment mapExperiment(const MapCommandOptions& options, std::vector<std::string>& errors) {
    Experiment experiment = defaultRunExperiment();
    experiment.mechanisms = splitList(options.mechanisms);
    // The pairs place the parties; unpinned only so that validation asks nothing of placement
    // (a one-CPU machine still gets its 1 x 1 map).
    experiment.placement = Placement::Unpinned;
    experiment.iterations = options.iterations;
    experiment.warmup = options.warmup;
    experiment.minRounds = options.minRounds;
    experiment.timeBudgetSeconds = options.timeBudgetSeconds;
    const auto sizes = parseSizeList(options.size);
    if (!sizes || sizes->size() != 1) {
        errors.push_back("--size must be one size such as 64 or 4K (got \"" + options.size + "\")");
    } else {
        experiment.sizesBytes = *sizes;
    }
    if (!options.wait.empty()) {
        if (auto wait = parseWaitStrategy(options.wait)) {
            experiment.waitStrategy = *wait;
        } else {
            errors.push_back("--wait must be block, spin, spin-yield or spin-block");
        }
    }
    if (errors.empty()) {
        for (const ValidationError& error : validate(experiment, MechanismRegistry::builtin())) {
            errors.push_back(error.message);
        }
    }
    return experiment;
}

std::string describeTopology(const platform::CpuTopology& topology) {
    std::string text = "Topology (" + topology.source +
                       "): " + std::to_string(topology.cpus.size()) + " logical CPUs, " +
                       std::to_string(topology.cores()) + " cores, " +
                       std::to_string(topology.packages()) + " package(s)" +
                       (topology.hybrid() ? ", hybrid (P and E cores)" : "") + "\n";
    for (const platform::LogicalCpu& cpu : topology.cpus) {
        text += "  " + describeCpu(cpu) + "\n";
    }
    for (const std::string& note : topology.notes) {
        text += "  note: " + note + "\n";
    }
    return text;
}

std::string describePlan(const CoreMapPlan& plan, const platform::CpuTopology& topology,
                         const Experiment& base) {
    std::map<PairClass, int> perClass;
    for (const CpuPair& pair : plan.pairs) {
        ++perClass[classifyPair(topology, pair.initiator, pair.responder)];
    }
    std::string classes;
    for (const auto& [klass, count] : perClass) {
        classes += (classes.empty() ? "" : ", ") + std::to_string(count) + " " +
                   std::string(pairClassName(klass));
    }
    char estimate[64];
    std::snprintf(estimate, sizeof estimate, "%.0f s", plan.estimateSeconds);
    return "Plan: " + std::to_string(plan.pairs.size()) + " of " + std::to_string(plan.allPairs) +
           " ordered pairs" + (plan.sampled() ? " (sampled by class to fit the budget)" : "") +
           " (" + classes + "), " + std::to_string(base.mechanisms.size()) + " mechanism(s), " +
           formatBytes(base.sizesBytes.front()) + " ping-pong, at least " +
           std::to_string(base.minRounds) + " interleaved rounds per pair; estimated " + estimate +
           " (budget " + std::to_string(base.timeBudgetSeconds) + " s)\n";
}

std::string cellText(const CoreMapCell& cell) {
    switch (cell.state) {
        case CoreMapCell::State::Measured:
            return formatDuration(cell.medianNs) + " [" + formatDuration(cell.ciLowNs) + ", " +
                   formatDuration(cell.ciHighNs) + "]" + (cell.settled ? "" : " ~");
        case CoreMapCell::State::Refused:
            return "refused (1)";
        case CoreMapCell::State::Failed:
            return "failed (2)";
        case CoreMapCell::State::NotPlanned:
            break;
    }
    return "not sampled";
}

std::string formatMatrix(const CoreMap& map, const CoreMapPanel& panel) {
    const std::size_t n = map.plan.cpus.size();
    TextTable table;
    std::vector<std::string> header{"initiator \\ responder"};
    std::vector<TextTable::Align> align{TextTable::Align::Left};
    for (const int cpu : map.plan.cpus) {
        header.push_back("CPU " + std::to_string(cpu));
        align.push_back(TextTable::Align::Right);
    }
    table.setHeader(header, align);
    std::string refused;
    std::string failed;
    for (std::size_t i = 0; i < n; ++i) {
        std::vector<std::string> row{"CPU " + std::to_string(map.plan.cpus[i])};
        for (std::size_t j = 0; j < n; ++j) {
            const CoreMapCell& cell = panel.at(i, j, n);
            row.push_back(cellText(cell));
            if (cell.state == CoreMapCell::State::Refused) {
                refused = cell.reason;
            } else if (cell.state == CoreMapCell::State::Failed && failed.empty()) {
                failed = cell.reason;
            }
        }
        table.addRow(row);
    }
    std::string text = panel.mechanism + " (" + std::string(toString(panel.waitStrategy)) +
                       "), one-way latency: median [95% interval]\n" + table.render();
    if (!refused.empty()) {
        text += wrapWords(refused, 96, "  (1) ", "      ");
    }
    if (!failed.empty()) {
        text += wrapWords(failed, 96, "  (2) ", "      ");
    }
    return text;
}

bool writeOutputs(const MapCommandOptions& options, const CoreMap& map) {
    bool ok = true;
    if (!options.jsonPath.empty()) {
        ok = writeOutputFile(options.jsonPath, coreMapJson(map)) && ok;
    }
    if (!options.csvPath.empty()) {
        ok = writeOutputFile(options.csvPath, coreMapCsv(map)) && ok;
    }
    return writeHeatMapFiles(map, options.pngPath, options.svgPath, 48) && ok;
}

}  // namespace

bool writeHeatMapFiles(const CoreMap& map, const std::string& pngPath, const std::string& svgPath,
                       int minCellPx) {
    if (pngPath.empty() && svgPath.empty()) {
        return true;
    }
    ensureCliQtApplication();
    // Room for each panel's grid and labels, three panels to a row.
    const int n = static_cast<int>(map.plan.cpus.size());
    const int panels = std::max<int>(1, static_cast<int>(map.panels.size()));
    const int cell = std::clamp(900 / std::max(n, 1), minCellPx, std::max(150, minCellPx));
    const int columns = std::min(panels, 3);
    const QSize size(std::max(900, columns * (cell * n + 150) + 40),
                     ((panels + columns - 1) / columns) * (cell * n + 80) + 200);
    bool ok = true;
    QString error;
    if (!pngPath.empty() && !saveHeatMapPng(map, QString::fromStdString(pngPath), size, &error)) {
        std::cerr << "error: --png: " << error.toStdString() << '\n';
        ok = false;
    }
    if (!svgPath.empty() && !saveHeatMapSvg(map, QString::fromStdString(svgPath), size, &error)) {
        std::cerr << "error: --svg: " << error.toStdString() << '\n';
        ok = false;
    }
    return ok;
}

void checkMapOutputPaths(const std::string& jsonPath, const std::string& csvPath,
                         const std::string& pngPath, const std::string& svgPath,
                         std::vector<std::string>& errors) {
    const std::pair<const char*, const std::string*> outputs[] = {
        {"--json", &jsonPath}, {"--csv", &csvPath}, {"--png", &pngPath}, {"--svg", &svgPath}};
    for (const auto& [option, path] : outputs) {
        if (std::string problem = checkOutputPath(option, *path); !problem.empty()) {
            errors.push_back(problem);
        }
    }
}

int mapCommand(const MapCommandOptions& options) {
    std::vector<std::string> errors;
    const Experiment base = mapExperiment(options, errors);
    checkMapOutputPaths(options.jsonPath, options.csvPath, options.pngPath, options.svgPath,
                        errors);
    if (!errors.empty()) {
        return reportBadArguments(errors);
    }
    auto topology = platform::readCpuTopology();
    if (!topology) {
        std::cerr << "note: no topology (" << topology.error().message
                  << "): CPUs are labelled by number only\n";
        topology = platform::CpuTopology{};
    }
    const double budget = options.timeBudgetSeconds;
    const CoreMapPlan plan = planCoreMapHere(*topology, base, budget);
    std::cout << describeTopology(*topology) << describePlan(plan, *topology, base) << std::flush;

    const CoreMap map = runCoreMap(*topology, plan, base, budget,
                                   [](const Experiment& e) { return measureWithProgress(e); });
    std::cout << '\n';
    bool allMeasured = !map.cancelled;
    bool unsettled = false;
    for (const CoreMapPanel& panel : map.panels) {
        std::cout << formatMatrix(map, panel) << '\n';
        for (const CoreMapCell& cell : panel.cells) {
            allMeasured = allMeasured && cell.state != CoreMapCell::State::Failed;
            unsettled = unsettled || (cell.state == CoreMapCell::State::Measured && !cell.settled);
        }
    }
    if (unsettled) {
        std::cout << "~: not settled within the budget (interval wider than asked)\n";
    }
    std::cout << std::flush;
    const bool written = writeOutputs(options, map);
    return allMeasured && written ? kExitOk : kExitPointFailed;
}

}  // namespace ipclab::app
