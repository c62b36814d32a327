#pragma once
/// `ipclab-cli chart`: draws the charts of saved results (JSON written by `run --format json`,
/// `preset` or the GUI) headless into PNG and/or SVG, with overlays of other runs and the
/// reports' published figures. Main thread only.
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace ipclab::app {

struct ChartCommandOptions {
    std::string input;                  ///< RESULTS.json
    std::vector<std::string> overlays;  ///< More result files drawn in the same chart.
    std::vector<std::string> labels;    ///< Labels for input then overlays; default: derived.
    std::string pngPath;
    std::string svgPath;
    std::string kind;       ///< latency | bars | throughput | distribution; empty: by pattern.
    std::string size;       ///< Bars / distribution: "4K"; empty: smallest measured.
    std::string mechanism;  ///< Distribution: id or series label; empty: first point.
    std::string preset;     ///< Draw this preset's published figures (e.g. report-004).
    int step = 0;           ///< A preset document's step (1-based); 0: its only step.
    int width = 1200;       ///< Pixels (PNG) or logical pixels (SVG).
    int height = 750;
    int dpi = 96;
    double fontScale = 1.0;
    bool dark = false;
};

/// Registers the `chart` subcommand and its options on `app`, filling `options`.
CLI::App* addChartCommand(CLI::App& app, ChartCommandOptions& options);

/// Exit 0 when every file asked for was written; 2 for bad arguments, an unreadable or
/// malformed results file (the message names the file and the reason) or a kind the files
/// hold no data for; 1 when an output file cannot be written.
int chartCommand(const ChartCommandOptions& options);

}  // namespace ipclab::app
