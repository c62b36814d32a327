#pragma once
/// `ipclab-cli map -m pipe,shm.spin [-s 64]`: the core map. Reads the CPU topology, plans the
/// ordered pairs of CPUs (sampled by class when they do not fit the time budget), prints the
/// topology, the plan and its estimate before measuring, then one matrix per mechanism (median
/// and 95% interval per cell; refused cells say why). Main thread only.
#include <cstdint>
#include <string>
#include <vector>

#include "ipclab/core_map.hpp"

namespace CLI {
class App;
}

namespace ipclab::app {

struct MapCommandOptions {
    std::string mechanisms = "pipe,thread.mutex,shm.spin";
    std::string size = "64";
    std::string wait;  ///< Empty: each mechanism's own.
    std::uint32_t timeBudgetSeconds = 120;
    std::uint64_t iterations = 10'000;
    std::uint64_t warmup = 1'000;
    int minRounds = 6;
    std::string jsonPath;
    std::string csvPath;
    std::string pngPath;
    std::string svgPath;
};

/// Registers the `map` subcommand and its options on `app`, filling `options`.
CLI::App* addMapCommand(CLI::App& app, MapCommandOptions& options);

/// The heat map of `map` into PNG and / or SVG files (an empty path: none), sized for its panels
/// with cells of at least `minCellPx`; false with a message on stderr when one was not written.
bool writeHeatMapFiles(const CoreMap& map, const std::string& pngPath, const std::string& svgPath,
                       int minCellPx);

/// The outputs a map command writes (--json, --csv, --png, --svg; an empty path: none), checked
/// before measuring: a message naming the option appended to `errors` for each bad one.
void checkMapOutputPaths(const std::string& jsonPath, const std::string& csvPath,
                         const std::string& pngPath, const std::string& svgPath,
                         std::vector<std::string>& errors);

/// 0 when every planned cell was measured; 1 when one failed or the run was interrupted; 2 for
/// bad arguments.
int mapCommand(const MapCommandOptions& options);

}  // namespace ipclab::app
