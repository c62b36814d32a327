#pragma once
/// The commands of ipclab-cli. Each returns the process exit code: 0 success, 1 when a point
/// failed or the run was interrupted (everything measured is still printed and written), 2 for
/// bad arguments (the message names the field and the allowed range). Called on the main thread.
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ipclab/experiment.hpp"

namespace ipclab {
struct RunResult;
}  // namespace ipclab

namespace ipclab::app {

struct ScaledUnit;

inline constexpr int kExitOk = 0;
inline constexpr int kExitPointFailed = 1;
inline constexpr int kExitBadArguments = 2;

/// What `run` and `preset` write with --format: the readable table, one CSV row per round,
/// one tidy CSV row per point (named as the JSON names the values), or the JSON document.
inline constexpr const char* kResultFormats = "table, csv, points-csv or json";
inline bool isResultFormat(std::string_view format) {
    return format == "table" || format == "csv" || format == "points-csv" || format == "json";
}

/// What `ipclab-cli run` measures without options: Experiment's defaults, settling (rounds
/// until each median's 95% interval is within ±5%, the default of both front ends), and
/// thread.mutex, pipe and tcp.
Experiment defaultRunExperiment();

/// The run command's options. The measured fields are bound straight into `experiment`, which
/// starts from Experiment's own defaults (no second set here): what is text to parse (ids,
/// pattern, sizes, ...) is kept as given and parsed into it by runCommand, an empty text
/// keeping the experiment's value.
struct RunCommandOptions {
    bool details = false;  ///< Every point's notes under the table, not one line per kind.
    Experiment experiment = defaultRunExperiment();
    std::string mechanisms;  ///< Comma-separated registry ids.
    std::string pattern;     ///< pingpong | stream | lock | paced | one-sided
    std::string wait;  ///< block | spin | spin-yield | spin-block; empty: each mechanism's own
    /// --keep-awake[=spinner|dma-latency|off]: how; "spinner" is what the bare flag means.
    std::string keepAwakeMethod;
    std::string total;             ///< Stream: bytes per repetition ("1G"); empty = iterations.
    std::string sizes;             ///< parseSizeList syntax: "64,4096", "4..512K".
    std::string placement;         ///< unpinned | same-core | cross-core
    std::string lockLoop;          ///< counter | bare; empty: the experiment's (counter)
    std::string format = "table";  ///< table | csv | json
    std::string outPath;           ///< Empty: standard output.
    std::string pngPath;           ///< Empty: no chart.
    /// The remote peer's token; empty: from IPCLAB_PEER_TOKEN.
    std::string token;
    /// --anatomy: print each point's counts per message (context switches, faults...) too.
    bool anatomy = false;
    /// --no-counters: count nothing around the rounds (to measure what counting costs).
    bool countEvents = true;
    /// --runs N: the whole run measured N times, then the figures across runs
    /// (repeated_runs_command.hpp); 1 is one ordinary run.
    int runs = 1;
};

int listCommand(const std::string& format);
/// The full explanation of one mechanism (what happens inside the OS), with its patterns, wait
/// strategies and size limit. Exit 2 for an unknown id (the message lists the known ones).
int explainCommand(const std::string& id);
/// The command line this process was started with, quoted as a shell reads it; every run
/// measured from now on records it (RunResult::commandLine). Call once, before parsing.
void recordCommandLine(std::string line);

int runCommand(const RunCommandOptions& options);
int calibrateCommand(const std::string& format);
/// pipe, tcp and thread.mutex ping-pong at 64 B .. 64 KiB; prints a table and writes
/// ipclab-quick.{csv,json,png} into `outDir` (created when missing).
int quickCommand(const std::string& outDir, bool details = false);

/// Removes what runs killed by kill -9, the OOM killer or a crash left behind (shared memory,
/// queues, temporary folders whose owner process is gone), saying so on stderr when it did.
void reclaimLeftoversOfKilledRuns();
/// SIGINT and SIGTERM (Windows: Ctrl-C, Ctrl-Break) for the whole process: they cancel a run
/// in progress (or the next one) instead of killing the process, so what was measured is
/// still printed and written. Call once at start-up.
void installInterruptHandlers();
/// `code`, or 128 + the signal when one came at any time (130 for SIGINT, 143 for SIGTERM).
int exitCodeAfterInterrupt(int code);

// The run command's machinery, for the other commands (preset_command.cpp):
/// The run command's results table (median, 95% CI, p99, CPU per message, status).
/// Under it, one line per kind of note; `details`: every point's notes.
std::string formatResultTable(const RunResult& result, bool details = false);
/// "[1.2, 1.4] µs": an interval in `unit` (timeUnitFor / rateUnitFor, charts/units.hpp).
std::string formatRange(double low, double high, const ScaledUnit& unit);
/// run --anatomy: each point's counts per message, party by party (anatomy_table.cpp).
std::string formatAnatomyTable(const RunResult& result);
/// Runs `experiment` with the progress line on stderr (when a terminal); Ctrl-C / SIGTERM
/// cancel it cleanly and what was measured is returned (result.cancelled set).
/// `remoteToken`: the remote peer's token (Experiment::remotePeer).
/// `countEvents` false: run --no-counters.
RunResult measureWithProgress(const Experiment& experiment, const std::string& remoteToken = {},
                              bool countEvents = true);
/// A SIGINT or SIGTERM came (the run in progress is being stopped).
bool interruptSignalled();
/// Writes `content` to `path`; false with a message on stderr when it cannot.
bool writeOutputFile(const std::string& path, const std::string& content);
/// Where an output goes, checked before measuring (a folder, a missing folder, no write
/// permission): empty when fine, else the message naming `option` ("--out: ...").
std::string checkOutputPath(const std::string& option, const std::string& path);
/// Two output options naming one file (the second would overwrite the first): the message.
std::string checkSameOutput(const std::string& option, const std::string& path,
                            const std::string& otherOption, const std::string& other);
/// An output option and the path given to it ({"--png", "r.png"}; an empty path: not asked for).
using NamedOutput = std::pair<std::string, std::string>;
/// An output that names one of `inputs` through any link or spelling ("--png r.json is the
/// results file r.json: " + `overwrites`), else two outputs that name one file
/// (checkSameOutput's message); empty when none does. Nothing is opened.
std::string checkOutputsApart(const std::vector<NamedOutput>& outputs,
                              const std::vector<std::string>& inputs,
                              const std::string& overwrites);
/// A QApplication for chart rendering (offscreen unless QT_QPA_PLATFORM says otherwise).
void ensureCliQtApplication();
/// The run's chart (the kind that suits it) as a PNG at `path`; false with a message when not.
bool writeRunChartPng(const RunResult& result, const std::string& path);
/// 0 when every point was measured, else kExitPointFailed.
int exitCodeForRun(const RunResult& result);
/// "a, b,,c" -> {"a", "b", "c"}: a comma-separated option's items, spaces around each trimmed,
/// empty items dropped.
std::vector<std::string> splitList(const std::string& text);
/// Prints each error as "error: ..." on stderr; returns kExitBadArguments.
int reportBadArguments(const std::vector<std::string>& errors);

}  // namespace ipclab::app
