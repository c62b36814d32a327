#pragma once
/// `ipclab-cli hostmap`: the host map. Measures this node's row against a list of peers
/// (`--peer overlay:node2=10.0.1.4:7290`, several paths to one node allowed) in paired rounds,
/// or merges rows measured on other nodes (`--merge a.json b.json`); prints one matrix per path
/// and mechanism (node names on both axes) and, when a map has two paths, what the first costs
/// against the other round by round; writes JSON, CSV and the heat map (PNG, SVG). Main thread
/// only.
#include <cstdint>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace ipclab::app {

struct HostMapCommandOptions {
    std::string from;  ///< This node's name; empty: the host name.
    std::vector<std::string> peers;
    std::vector<std::string> mergePaths;
    std::string mechanisms = "tcp,udp";
    std::string size = "64";
    int rounds = 10;
    std::uint64_t iterations = 5'000;
    std::uint64_t warmup = 500;
    std::uint32_t peerTimeoutMs = 5'000;
    std::string cost;  ///< "PATH/BASELINE"; empty: the first path against each other one.
    std::string token;
    std::string jsonPath;
    std::string csvPath;
    std::string pngPath;
    std::string svgPath;
    std::string costPngPath;  ///< The chart "what the overlay costs" (pathCostPanels).
    std::string costSvgPath;
};

/// Registers the `hostmap` subcommand and its options on `app`, filling `options`.
CLI::App* addHostMapCommand(CLI::App& app, HostMapCommandOptions& options);

/// 0 when every cell was measured; 1 when one failed (a node left, a peer refused) or the run
/// was interrupted (what was measured is still printed and written); 2 for bad arguments.
int hostMapCommand(const HostMapCommandOptions& options);

}  // namespace ipclab::app
