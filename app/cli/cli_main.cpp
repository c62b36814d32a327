// ipclab-cli: the engine without a display. See README for every command.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "cli/chart_command.hpp"
#include "cli/cli_commands.hpp"
#include "cli/compare_command.hpp"
#include "cli/console.hpp"
#include "cli/hostmap_command.hpp"
#include "cli/map_command.hpp"
#include "cli/preset_command.hpp"
#include "cli/report_command.hpp"
#include "ipclab/system_info.hpp"

namespace {

/// The command as typed, each argument quoted when the shell would need it: "ipclab-cli report
/// 'my results.json' --pdf r.pdf".
std::string quotedCommandLine(int argc, char** argv) {
    std::string line = "ipclab-cli";
    for (int index = 1; index < argc; ++index) {
        const std::string argument = argv[index];
        const bool plain =
            !argument.empty() && argument.find_first_not_of(
                                     "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                     "0123456789-_./=,:+@") == std::string::npos;
        std::string quoted;
        for (const char c : argument) {
            quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
        }
        line += ' ' + (plain ? argument : "'" + quoted + "'");
    }
    return line;
}

/// "thread.mutex,pipe,tcp", "64": a list as the option that sets it is written (its default in
/// --help, taken from the experiment the option is bound into).
template <class T>
std::string joined(const std::vector<T>& items) {
    std::string text;
    for (const T& item : items) {
        if (!text.empty()) {
            text += ',';
        }
        if constexpr (std::is_same_v<T, std::string>) {
            text += item;
        } else {
            text += std::to_string(item);
        }
    }
    return text;
}

/// Values CLI11 accepts but that mean nothing here: an empty value ("--wait ''" is not "the
/// default"), and numbers not written as plain decimal digits (CLI11 reads 0x10 as 16 and
/// wraps -1 to 18446744073709551615). Each message names the option.
std::vector<std::string> optionValueProblems(const CLI::App& app) {
    std::vector<std::string> problems;
    for (const CLI::App* command : app.get_subcommands()) {
        for (const CLI::Option* option : command->get_options()) {
            if (option->count() == 0 || option->get_expected_min() == 0) {
                continue;  // not given, or a flag
            }
            const std::string name = option->get_name();
            const bool numeric =
                option->get_type_name() == "UINT" || option->get_type_name() == "INT";
            for (const std::string& value : option->results()) {
                if (value.empty()) {
                    problems.push_back(name + ": needs a value (got an empty one)");
                } else if (numeric && value.find_first_not_of("0123456789") != std::string::npos) {
                    problems.push_back(name +
                                       ": must be a whole number written in decimal digits "
                                       "(got '" +
                                       value + "')");
                }
            }
        }
    }
    return problems;
}

// `run`'s options for what is measured: mechanisms, pattern and its parameters, rounds, sizes
// and counts.
void addWhatToMeasure(CLI::App& runApp, ipclab::app::RunCommandOptions& run) {
    runApp.add_option("--mechanisms,-m", run.mechanisms, "Comma-separated ids, e.g. pipe,tcp")
        ->default_str(joined(run.experiment.mechanisms));
    runApp.add_option("--pattern,-p", run.pattern, "pingpong, stream, lock, paced or one-sided")
        ->default_str(std::string(ipclab::toString(run.experiment.pattern)));
    runApp.add_option(
        "--wait", run.wait,
        "block, spin, spin-yield or spin-block (default: each mechanism's own, its first)");
    runApp
        .add_option("--parties", run.experiment.parties,
                    "Lock pattern: threads or processes contending")
        ->capture_default_str();
    runApp
        .add_option("--lock-loop", run.lockLoop,
                    "Lock pattern: counter (a counter incremented inside the lock, checked "
                    "after every repetition) or bare (only lock + unlock, as report 003; "
                    "mutual exclusion checked in a counted round before the timed ones)")
        ->default_str("counter");
    runApp
        .add_option("--gap-us", run.experiment.gapUs,
                    "Paced pattern: microseconds between scheduled sends (message i is due at "
                    "start + i x gap, sent at once when behind: open loop)")
        ->capture_default_str();
    runApp.add_option("--total", run.total,
                      "Stream: bytes per repetition whatever the chunk size, e.g. 1G "
                      "(report 002's bulk transfer)");
    runApp.add_flag("--keep-awake{spinner}", run.keepAwakeMethod,
                    "Keep the CPUs awake while measuring: spinner (a low-priority spinner per "
                    "core, the default) or dma-latency (/dev/cpu_dma_latency held at 0; root, "
                    "Linux), e.g. --keep-awake=dma-latency");
    runApp
        .add_option("--precision", run.experiment.precision,
                    "Rounds until the 95% interval of each median is within this share of "
                    "it (0.05 = ±5%), unless --repetitions is given")
        ->capture_default_str();
    runApp.add_option("--min-rounds", run.experiment.minRounds, "Rounds every point gets at least")
        ->capture_default_str();
    runApp
        .add_option("--time-budget", run.experiment.timeBudgetSeconds,
                    "Seconds after which no new round starts (unsettled points say so)")
        ->capture_default_str();
    runApp.add_option("--sizes,-s", run.sizes, "Sizes: 64,4096 or 4..512K (doubling)")
        ->default_str(joined(run.experiment.sizesBytes));
    runApp
        .add_option("--iterations,-n", run.experiment.iterations, "Timed messages per repetition")
        ->capture_default_str();
    runApp
        .add_option("--warmup,-w", run.experiment.warmup, "Untimed messages before each repetition")
        ->capture_default_str();
    // No default shown: without --repetitions a point gets rounds until it settles.
    runApp.add_option("--repetitions,-r", run.experiment.repetitions,
                      "A fixed number of rounds per point instead of rounds until settled");
    runApp
        .add_option("--runs", run.runs,
                    "Measure the whole run N times (1 to 100), then each point's figure across "
                    "runs (median, interval, min..max) and whether the runs agree within their "
                    "own 95% intervals")
        ->capture_default_str();
}

// `run`'s options for where and how: placement, peer, timeouts, verification, counting and the
// output.
void addHowToMeasure(CLI::App& runApp, ipclab::app::RunCommandOptions& run) {
    runApp
        .add_option("--placement", run.placement,
                    "auto (each mechanism where it measures itself: blocking ones on one "
                    "CPU, spinning ones on two), unpinned, same-core or cross-core")
        ->default_str(std::string(ipclab::toString(run.experiment.placement)));
    runApp
        .add_option("--peer-timeout-ms", run.experiment.peerTimeoutMs,
                    "A peer silent this long fails the point")
        ->capture_default_str();
    runApp.add_flag("--verify", run.experiment.verifyPayload, "Check every byte of every message");
    runApp.add_flag("--anatomy", run.anatomy,
                    "Also print the anatomy of a message: context switches, migrations, page "
                    "faults and CPU time per message, for each party");
    runApp.add_flag("--no-counters{false}", run.countEvents,
                    "Count nothing around the rounds (to measure what counting costs)");
    runApp.add_flag("--details", run.details,
                    "Every point's notes under the table (default: one line per kind)");
    runApp
        .add_option("--format,-f", run.format,
                    "table, csv (a row per round), points-csv (a row per point) or json")
        ->capture_default_str();
    runApp.add_option("--out,-o", run.outPath,
                      "Write the output to FILE instead of stdout (FILE.json or FILE.csv without "
                      "--format: that format)");
    runApp.add_option("--png", run.pngPath, "Also draw the chart into FILE (PNG)");
    runApp.add_option("--peer", run.experiment.remotePeer,
                      "HOST:PORT of an 'ipclab-peer --listen' (another host, container or "
                      "namespace): run tcp, udp, websocket, zmq.tcp against it");
    runApp.add_option("--token", run.token,
                      "The remote peer's token (default: the IPCLAB_PEER_TOKEN environment "
                      "variable, which does not show in ps)");
}

CLI::App* addPresetCommand(CLI::App& app, ipclab::app::PresetCommandOptions& presetOptions,
                           int& presetStep) {
    CLI::App* presetApp = app.add_subcommand(
        "preset",
        "Run a built-in preset (the five reports, quick-tour, full-sweep) beside the "
        "report's published figures");
    presetApp->add_option("name", presetOptions.name, "Preset id, e.g. report-004");
    presetApp->add_flag("--list", presetOptions.list,
                        "List the presets (with a NAME: that preset's summary, note and steps)");
    presetApp
        ->add_option("--format,-f", presetOptions.format,
                     "table, csv (a row per round), points-csv (a row per point) or json")
        ->capture_default_str();
    presetApp->add_option("--out,-o", presetOptions.outPath,
                          "Write the output to FILE instead of stdout (FILE.json or FILE.csv "
                          "without --format: that format)");
    presetApp->add_option("--report", presetOptions.reportDir,
                          "After the steps, write report.html, report.pdf and results.json "
                          "into DIR (created when missing)");
    presetApp->add_option("--png", presetOptions.pngPath,
                          "Chart per step into FILE (several steps: FILE-stepN.png)");
    presetApp->add_option("--step", presetStep,
                          "Run only step N (as --list numbers them), optional ones too");
    presetApp->add_flag("--quick", presetOptions.quick,
                        "Cut iterations, warm-up, repetitions and totals for a short demo "
                        "(printed as such)");
    return presetApp;
}

// Every subcommand, the options it binds and the parser's view of it.
struct Commands {
    CLI::App* list = nullptr;
    std::string listFormat = "table";
    std::string listExplain;
    CLI::App* explain = nullptr;
    std::string explainId;
    CLI::App* run = nullptr;
    ipclab::app::RunCommandOptions runOptions;
    CLI::App* calibrate = nullptr;
    std::string calibrateFormat = "table";
    CLI::App* quick = nullptr;
    std::string quickDir = ".";
    bool quickDetails = false;
    CLI::App* preset = nullptr;
    ipclab::app::PresetCommandOptions presetOptions;
    int presetStep = 0;
    CLI::App* chart = nullptr;
    ipclab::app::ChartCommandOptions chartOptions;
    CLI::App* compare = nullptr;
    ipclab::app::CompareCommandOptions compareOptions;
    CLI::App* map = nullptr;
    ipclab::app::MapCommandOptions mapOptions;
    CLI::App* report = nullptr;
    ipclab::app::ReportCommandOptions reportOptions;
    std::string commandLine;  ///< As typed, for the report's "how to reproduce".
    CLI::App* hostMap = nullptr;
    ipclab::app::HostMapCommandOptions hostMapOptions;
};

void addSmallCommands(CLI::App& app, Commands& c) {
    c.list = app.add_subcommand("list", "List every mechanism this build knows");
    c.list->add_option("--format", c.listFormat, "table or json (json includes the explanation)")
        ->check(CLI::IsMember({"table", "json"}));
    c.list->add_option("--explain", c.listExplain,
                       "Print what mechanism ID does inside the OS (same as 'explain ID')");
    c.explain = app.add_subcommand(
        "explain", "What one mechanism does inside the OS: copies, system calls, wake-ups");
    c.explain->add_option("id", c.explainId, "Mechanism id, e.g. pipe")->required();
    c.calibrate =
        app.add_subcommand("calibrate", "Overhead and resolution of each available clock");
    c.calibrate->add_option("--format", c.calibrateFormat, "table or json")
        ->check(CLI::IsMember({"table", "json"}));
    c.quick = app.add_subcommand(
        "quick",
        "pipe, tcp, thread.mutex ping-pong 64 B..64 KiB on one core; writes CSV, JSON and PNG");
    c.quick->add_flag("--details", c.quickDetails,
                      "Every point's notes under the table (default: one line per kind)");
    c.quick->add_option("--out-dir", c.quickDir, "Where to write ipclab-quick.{csv,json,png}")
        ->capture_default_str();
}

void addCommands(CLI::App& app, Commands& c) {
    addSmallCommands(app, c);
    c.run = app.add_subcommand("run", "Measure an experiment");
    addWhatToMeasure(*c.run, c.runOptions);
    addHowToMeasure(*c.run, c.runOptions);
    c.preset = addPresetCommand(app, c.presetOptions, c.presetStep);
    c.chart = ipclab::app::addChartCommand(app, c.chartOptions);
    c.compare = ipclab::app::addCompareCommand(app, c.compareOptions);
    c.map = ipclab::app::addMapCommand(app, c.mapOptions);
    c.report = ipclab::app::addReportCommand(app, c.reportOptions);
    c.hostMap = ipclab::app::addHostMapCommand(app, c.hostMapOptions);
}

/// With no --format, an --out file named *.json or *.csv gets that format: `-o run.json` holding
/// the table would be a results file no tool reads.
void formatFromOutPath(const CLI::App& command, std::string& format, const std::string& outPath) {
    if (command.count("--format") > 0) {
        return;
    }
    const auto endsWith = [&](std::string_view suffix) {
        return outPath.size() > suffix.size() &&
               std::equal(suffix.rbegin(), suffix.rend(), outPath.rbegin(), [](char a, char b) {
                   return a == std::tolower(static_cast<unsigned char>(b));
               });
    };
    if (endsWith(".json")) {
        format = "json";
    } else if (endsWith(".csv")) {
        format = "csv";
    }
}

int dispatch(Commands& c) {
    using namespace ipclab::app;
    if (c.list->parsed()) {
        return c.listExplain.empty() ? listCommand(c.listFormat) : explainCommand(c.listExplain);
    }
    if (c.explain->parsed()) {
        return explainCommand(c.explainId);
    }
    if (c.run->parsed()) {
        c.runOptions.experiment.settle = c.run->count("--repetitions") == 0;
        formatFromOutPath(*c.run, c.runOptions.format, c.runOptions.outPath);
        return runCommand(c.runOptions);
    }
    if (c.compare->parsed()) {
        return compareCommand(c.compareOptions);
    }
    if (c.map->parsed()) {
        return mapCommand(c.mapOptions);
    }
    if (c.hostMap->parsed()) {
        return hostMapCommand(c.hostMapOptions);
    }
    if (c.calibrate->parsed()) {
        return calibrateCommand(c.calibrateFormat);
    }
    if (c.quick->parsed()) {
        return quickCommand(c.quickDir, c.quickDetails);
    }
    if (c.chart->parsed()) {
        return chartCommand(c.chartOptions);
    }
    if (c.report->parsed()) {
        return reportCommand(c.reportOptions, c.commandLine);
    }
    if (c.preset->parsed()) {
        if (c.preset->count("--step") > 0) {
            c.presetOptions.step = c.presetStep;
        }
        c.presetOptions.commandLine = c.commandLine;
        formatFromOutPath(*c.preset, c.presetOptions.format, c.presetOptions.outPath);
        return presetCommand(c.presetOptions);
    }
    return kExitBadArguments;
}

/// `code`, or 1 when what went to standard output was not all delivered (a full disk behind
/// `> file`, /dev/full): results lost silently would pass for written.
int checkedStdout(int code) {
    std::cout.flush();
    errno = 0;
    const bool flushFailed = std::fflush(stdout) != 0;
    const int why = errno;
    if (!flushFailed && std::ferror(stdout) == 0 && std::cout) {
        return code;
    }
    std::cerr << "error: cannot write to standard output"
              << (why != 0 ? std::string(": ") + std::strerror(why) : std::string())
              << "; what it shows is incomplete\n";
    return code == ipclab::app::kExitOk ? ipclab::app::kExitPointFailed : code;
}

}  // namespace

int main(int argc, char** argv) {
    using namespace ipclab::app;
    // First: a Ctrl-C or SIGTERM from the first moment on stops a run cleanly (its results are
    // still written) and the exit code says the process was interrupted (130, 143), whenever the
    // signal came; before, a signal during start-up killed by the default action.
    installInterruptHandlers();
    escapeControlCharacters();

    CLI::App app{"IPC Lab command line: measure what inter-process communication costs"};
    app.require_subcommand(1);
    app.set_version_flag("--version", std::string("ipclab-cli ") + ipclab::appVersion());
    Commands commands;
    addCommands(app, commands);
    commands.commandLine = quotedCommandLine(argc, argv);
    recordCommandLine(commands.commandLine);

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        const int code = app.exit(error);  // prints help or the message
        return code == 0 ? kExitOk : kExitBadArguments;
    }
    if (const auto problems = optionValueProblems(app); !problems.empty()) {
        for (const std::string& problem : problems) {
            std::cerr << "error: " << problem << '\n';
        }
        return kExitBadArguments;
    }
    if (commands.run->parsed() || commands.quick->parsed() || commands.preset->parsed() ||
        commands.map->parsed()) {
        reclaimLeftoversOfKilledRuns();
    }
    try {
        return exitCodeAfterInterrupt(checkedStdout(dispatch(commands)));
    } catch (const std::exception& error) {
        std::cerr << "error: " << error.what() << '\n';
        return exitCodeAfterInterrupt(checkedStdout(kExitPointFailed));
    }
}
