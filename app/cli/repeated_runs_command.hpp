#pragma once
/// `ipclab-cli run --runs N`: the whole run measured N times through core's RepeatedRun, each
/// run's table as `run` prints it, then the figures across runs and whether the runs agree
/// within their own intervals. Main thread only.
#include <string>

#include "cli/cli_commands.hpp"

namespace ipclab::app {

/// Why --runs cannot be used as given ("runs: must be from 1 to 100 (got 0)", or with --png),
/// empty when it can.
std::string runCountProblem(const RunCommandOptions& options);

/// Measures `experiment` options.runs times (checked by runCountProblem, at least 2). Exit codes
/// as `run`: 0 ok, 1 a point failed or an output could not be written. Ctrl-C ends the run in
/// progress, keeps the runs measured and marks the output interrupted.
///
/// --format json: {"repeated_runs": N, "steps": [{"number": k, "name": "run k", "result": <a run
/// document as `run --format json` writes it>}], "across_runs": acrossRunsToJson()}: the
/// shape of a preset's results, so `chart --step k`, `report` and the window read each run.
/// --format csv / points-csv: the run command's CSV with a first column "run".
int repeatedRunsCommand(const Experiment& experiment, const RunCommandOptions& options,
                        const std::string& remoteToken);

}  // namespace ipclab::app
