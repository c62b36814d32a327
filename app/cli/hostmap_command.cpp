#include "cli/hostmap_command.hpp"

#include <CLI/CLI.hpp>
#include <QString>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>

#include "charts/heat_map_chart.hpp"
#include "charts/path_cost_chart.hpp"
#include "charts/units.hpp"
#include "cli/cli_commands.hpp"
#include "cli/map_command.hpp"
#include "cli/text_table.hpp"
#include "ipclab/host_map.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/remote.hpp"
#include "ipclab/validation.hpp"

namespace ipclab::app {

CLI::App* addHostMapCommand(CLI::App& app, HostMapCommandOptions& options) {
    CLI::App* command = app.add_subcommand(
        "hostmap",
        "The host map: the network mechanisms from this node to every peer (several paths to a "
        "node compared in paired rounds), or rows of several nodes merged; a heat map labelled "
        "with the node names");
    command->add_option("--from", options.from, "This node's name (default: the host name)");
    command
        ->add_option("--peer", options.peers,
                     "PATH:NODE=HOST:PORT (or NODE=HOST:PORT: path overlay); repeat or separate "
                     "with commas")
        ->delimiter(',');
    command->add_option("--merge", options.mergePaths,
                        "Merge host-map JSON files (rows measured on other nodes); no measuring");
    command->add_option("--mechanisms,-m", options.mechanisms, "Network mechanisms")
        ->capture_default_str();
    command->add_option("--size,-s", options.size, "One message size")->capture_default_str();
    command
        ->add_option("--rounds,-r", options.rounds, "Paired rounds (6 or more for a 95% interval)")
        ->capture_default_str();
    command->add_option("--iterations,-n", options.iterations, "Timed messages per round")
        ->capture_default_str();
    command->add_option("--warmup,-w", options.warmup, "Untimed messages before each round")
        ->capture_default_str();
    command
        ->add_option("--peer-timeout-ms", options.peerTimeoutMs,
                     "A peer silent this long fails its cells")
        ->capture_default_str();
    command->add_option("--cost", options.cost,
                        "PATH/BASELINE, e.g. overlay/host: the paired ratio table (default: the "
                        "first path against each other one)");
    command->add_option("--token", options.token,
                        "The peers' token (default: the IPCLAB_PEER_TOKEN environment variable)");
    command->add_option("--json", options.jsonPath, "Write the map as JSON to FILE");
    command->add_option("--csv", options.csvPath, "Write the map as CSV to FILE");
    command->add_option("--png", options.pngPath, "Draw the heat map into FILE (PNG)");
    command->add_option("--svg", options.svgPath, "Draw the heat map into FILE (SVG)");
    command->add_option("--cost-png", options.costPngPath,
                        "Draw what the first path costs against the others (or --cost) into "
                        "FILE (PNG): each pair's ratio with its interval");
    command->add_option("--cost-svg", options.costSvgPath, "The same chart as SVG");
    return command;
}

namespace {

std::string cellText(const HostMapCell* cell) {
    if (cell == nullptr) {
        return "-";
    }
    switch (cell->state) {
        case HostMapCell::State::Measured:
            return formatDuration(cell->medianNs) + " [" + formatDuration(cell->ciLowNs) + ", " +
                   formatDuration(cell->ciHighNs) + "]" + (cell->reason.empty() ? "" : " (2)");
        case HostMapCell::State::Failed:
            return "failed (2)";
        case HostMapCell::State::NotMeasured:
            break;
    }
    return "not measured";
}

std::string formatMatrix(const HostMap& map, const std::string& path,
                         const std::string& mechanism) {
    TextTable table;
    std::vector<std::string> header{"controller \\ peer"};
    std::vector<TextTable::Align> align{TextTable::Align::Left};
    for (const std::string& node : map.nodes) {
        header.push_back(node);
        align.push_back(TextTable::Align::Right);
    }
    table.setHeader(header, align);
    std::string reasons;
    bool any = false;
    for (const std::string& from : map.nodes) {
        std::vector<std::string> row{from};
        for (const std::string& to : map.nodes) {
            const HostMapCell* cell = map.find({from, to}, path, mechanism);
            any = any || cell != nullptr;
            row.push_back(cellText(cell));
            if (cell != nullptr && !cell->reason.empty()) {
                reasons +=
                    wrapWords(from + " to " + to + ": " + cell->reason, 96, "  (2) ", "      ");
            }
        }
        table.addRow(row);
    }
    if (!any) {
        return {};
    }
    return mechanism + " over " + path + ", one-way latency: median [95% interval] of " +
           std::to_string(map.rounds) + " paired rounds\n" + table.render() + reasons;
}

std::string formatCosts(const HostMap& map, const std::string& path, const std::string& baseline) {
    const std::vector<PathCost> costs = pathCosts(map, path, baseline);
    if (costs.empty()) {
        return {};
    }
    TextTable table;
    table.setHeader({"from", "to", "mechanism", baseline, path, path + "/" + baseline + " [95%]"},
                    {TextTable::Align::Left, TextTable::Align::Left, TextTable::Align::Left,
                     TextTable::Align::Right, TextTable::Align::Right, TextTable::Align::Right});
    for (const PathCost& cost : costs) {
        // An interval that holds 1 cannot tell the paths apart on this machine: said in words,
        // so that no one reads 1.03x as "the overlay costs 3%".
        const bool withinNoise = cost.ratio.low <= 1.0 && cost.ratio.high >= 1.0;
        char ratio[128];
        std::snprintf(ratio, sizeof ratio, "%.2fx [%.2f, %.2f]%s%s", cost.ratio.median,
                      cost.ratio.low, cost.ratio.high, withinNoise ? " within noise" : "",
                      cost.ratio.coverage < 0.95 ? " (fewer than 6 rounds)" : "");
        table.addRow({cost.pair.from, cost.pair.to, cost.mechanism, formatDuration(cost.baselineNs),
                      formatDuration(cost.pathNs), ratio});
    }
    return "What " + path + " costs against " + baseline +
           " (the ratio taken within each round, then its median; \"within noise\": its 95% "
           "interval holds 1):\n" +
           table.render();
}

bool writeOutputs(const HostMapCommandOptions& options, const HostMap& map) {
    bool ok = true;
    if (!options.jsonPath.empty()) {
        ok = writeOutputFile(options.jsonPath, hostMapJson(map)) && ok;
    }
    if (!options.csvPath.empty()) {
        ok = writeOutputFile(options.csvPath, hostMapCsv(map)) && ok;
    }
    ok = writeHeatMapFiles(hostMapHeatMapInput(map), options.pngPath, options.svgPath, 80) && ok;
    if (options.costPngPath.empty() && options.costSvgPath.empty()) {
        return ok;
    }
    ensureCliQtApplication();
    const std::vector<PathCostPanel> panels = pathCostPanels(map, options.cost);
    QString error;
    if (!options.costPngPath.empty() &&
        !savePathCostPng(map, panels, QString::fromStdString(options.costPngPath), &error)) {
        std::cerr << "error: --cost-png: " << error.toStdString() << '\n';
        ok = false;
    }
    if (!options.costSvgPath.empty() &&
        !savePathCostSvg(map, panels, QString::fromStdString(options.costSvgPath), &error)) {
        std::cerr << "error: --cost-svg: " << error.toStdString() << '\n';
        ok = false;
    }
    return ok;
}

// Reads and merges --merge files; errors name the file.
platform::Expected<HostMap> mergeFiles(const std::vector<std::string>& paths) {
    std::vector<HostMap> maps;
    for (const std::string& path : paths) {
        std::ifstream file(path, std::ios::binary);
        if (!file) {
            return platform::Error{platform::ErrorCode::InvalidArgument,
                                   "--merge: cannot read " + path};
        }
        std::stringstream text;
        text << file.rdbuf();
        auto map = parseHostMapJson(text.str());
        if (!map) {
            return platform::Error{platform::ErrorCode::InvalidArgument,
                                   "--merge: " + path + ": " + map.error().message};
        }
        maps.push_back(std::move(*map));
    }
    return mergeHostMaps(maps);
}

// What a row measures, from the options: the peers, the experiment each round runs, the token.
struct RowPlan {
    std::vector<HostMapPeer> peers;
    Experiment base;
    std::string token;
};

std::vector<std::string> planRow(const HostMapCommandOptions& options, RowPlan& plan) {
    std::vector<std::string> errors;
    for (const std::string& text : options.peers) {
        if (auto peer = parseHostMapPeer(text)) {
            plan.peers.push_back(*peer);
        } else {
            errors.push_back("--peer: " + peer.error().message);
        }
    }
    if (plan.peers.empty() == options.mergePaths.empty()) {
        errors.push_back("give either --peer (measure this node's row) or --merge (join rows)");
    }
    Experiment& base = plan.base;
    base = defaultRunExperiment();
    base.mechanisms = splitList(options.mechanisms);
    base.placement = Placement::Unpinned;  // a remote peer is never pinned
    base.iterations = options.iterations;
    base.warmup = options.warmup;
    base.peerTimeoutMs = options.peerTimeoutMs;
    const auto sizes = parseSizeList(options.size);
    if (!sizes || sizes->size() != 1) {
        errors.push_back("--size must be one size such as 64 or 4K (got \"" + options.size + "\")");
    } else {
        base.sizesBytes = *sizes;
    }
    if (options.rounds < 1 || options.rounds > 1000) {
        errors.push_back("--rounds must be 1..1000 (6 or more give a 95% interval)");
    }
    if (plan.peers.empty() || !errors.empty()) {
        return errors;
    }
    base.remotePeer = plan.peers.front().address;
    base.repetitions = 1;
    base.settle = false;
    for (const ValidationError& error : validate(base, MechanismRegistry::builtin())) {
        errors.push_back(error.message);
    }
    plan.token = options.token;
    if (const char* fromEnvironment = std::getenv(kPeerTokenEnvironment);
        plan.token.empty() && fromEnvironment != nullptr) {
        plan.token = fromEnvironment;
    }
    if (plan.token.empty()) {
        errors.push_back("--peer needs the peers' token: --token TOKEN or the " +
                         std::string(kPeerTokenEnvironment) + " environment variable");
    }
    return errors;
}

// The matrices, then each path's cost against another; true when every cell was measured in
// every round.
bool printMap(const HostMap& map, const std::string& cost) {
    for (const std::string& path : map.paths) {
        for (const std::string& mechanism : map.mechanisms) {
            if (std::string text = formatMatrix(map, path, mechanism); !text.empty()) {
                std::cout << '\n' << text;
            }
        }
    }
    for (const auto& [path, baseline] : pathComparisons(map, cost)) {
        if (std::string text = formatCosts(map, path, baseline); !text.empty()) {
            std::cout << '\n' << text;
        }
    }
    std::cout << std::flush;
    return std::ranges::all_of(map.cells, [](const HostMapCell& cell) {
        return cell.state == HostMapCell::State::Measured && cell.reason.empty();
    });
}

}  // namespace

int hostMapCommand(const HostMapCommandOptions& options) {
    RowPlan plan;
    std::vector<std::string> errors = planRow(options, plan);
    checkMapOutputPaths(options.jsonPath, options.csvPath, options.pngPath, options.svgPath,
                        errors);
    for (const auto& [option, path] : {std::pair{"--cost-png", &options.costPngPath},
                                       std::pair{"--cost-svg", &options.costSvgPath}}) {
        if (std::string problem = checkOutputPath(option, *path); !problem.empty()) {
            errors.push_back(problem);
        }
    }
    if (!errors.empty()) {
        return reportBadArguments(errors);
    }
    HostMap map;
    if (!options.mergePaths.empty()) {
        auto merged = mergeFiles(options.mergePaths);
        if (!merged) {
            return reportBadArguments({merged.error().message});
        }
        map = std::move(*merged);
    } else {
        const std::string from = options.from.empty() ? currentSystemInfo().hostName : options.from;
        std::cout << "Host map row of " << from << ": " << plan.peers.size() << " peer(s), "
                  << plan.base.mechanisms.size() << " mechanism(s), "
                  << formatBytes(plan.base.sizesBytes.front()) << " ping-pong, " << options.rounds
                  << " paired rounds of " << plan.base.iterations << " messages\n"
                  << std::flush;
        map = measureHostMapRow(
            from, plan.peers, plan.base, options.rounds,
            [&plan](const Experiment& e) { return measureWithProgress(e, plan.token); },
            [] { return interruptSignalled(); });
    }
    const bool allMeasured = printMap(map, options.cost);
    const bool written = writeOutputs(options, map);
    return allMeasured && written && !interruptSignalled() ? kExitOk : kExitPointFailed;
}

}  // namespace ipclab::app
