#pragma once
/// `ipclab-cli preset`: the built-in presets (the five reports, a quick tour, a full sweep)
/// listed or run with the run command's machinery, each step's results followed by the
/// report's published figures beside ours and the preset's note. Main thread only.
#include <optional>
#include <string>

namespace ipclab::app {

struct PresetCommandOptions {
    std::string name;              ///< Preset id ("report-004"); empty with list = every preset.
    bool list = false;             ///< --list: the presets, or NAME's steps, instead of running.
    std::string format = "table";  ///< table | csv | json (list: table | json)
    std::string outPath;           ///< Empty: standard output.
    /// PNG chart per step (references dashed); with several steps "-stepN" is put before the
    /// extension: out.png -> out-step1.png, out-step2.png.
    std::string pngPath;
    std::optional<int> step;  ///< --step N (1-based, as --list numbers them): only that step,
                              ///< optional ones included.
    bool quick = false;       ///< --quick: quickPreset() limits, printed as such.
    /// --report DIR: the lab report of the steps run (report.html, report.pdf, results.json).
    std::string reportDir;
    std::string commandLine;  ///< As typed (the report's "how to reproduce").
};

/// Exit codes as the other commands: 0 ok, 1 a point failed or the run was interrupted (all
/// measured is still printed and written), 2 bad arguments (unknown preset: the message lists
/// the known ids).
///
/// Output with --format json: one object {"preset", "title", "report", "quick", "left_out":
/// [...], "steps": [{"number", "name", "result": <a run document as `run --format json` writes
/// it>, "comparison": [{"label", "mechanism", "size", "quantity", "ours", "theirs",
/// "published", "ratio"}]}], "note"}. With --format csv: the run command's CSV, one header,
/// the rows of every step in order.
int presetCommand(const PresetCommandOptions& options);

}  // namespace ipclab::app
