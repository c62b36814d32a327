// The quick comparison and the calibration: the two commands that need no options to be
// useful, split from cli_commands.cpp (the run command's machinery they share is there).
#include <cstdint>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "cli/cli_commands.hpp"
#include "ipclab/clock_calibration.hpp"
#include "ipclab/experiment.hpp"
#include "ipclab/hardware_floor.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/report.hpp"
#include "ipclab/validation.hpp"

namespace ipclab::app {

namespace {

// The quick comparison's time budget, said before it starts.
constexpr std::uint32_t kQuickBudgetSeconds = 60;

}  // namespace

int calibrateCommand(const std::string& format) {
    if (format != "table" && format != "json") {
        return reportBadArguments({"format: must be table or json (got '" + format + "')"});
    }
    const std::vector<ClockCalibration> clocks = calibrateClocks();
    const HardwareFloor floor = measureHardwareFloor();
    // core owns both formats, so the CLI and any other front end print the same thing.
    std::cout << (format == "json"
                      ? calibrationToJson(clocks, floor) + "\n"
                      : formatCalibrationTable(clocks) + "\n" + formatHardwareFloor(floor));
    return kExitOk;
}

int quickCommand(const std::string& outDir, bool details) {
    Experiment experiment;
    experiment.mechanisms = {"thread.mutex", "pipe", "tcp"};
    experiment.pattern = Pattern::PingPong;
    experiment.sizesBytes = parseSizeList("64..64K").value();
    // Settle, then stop: rounds of 4,000 round trips until each median is known to +-5% (six
    // rounds at least, the fewest whose interval reaches 95%), within a budget said up front,
    // so the first table a student sees does not warn that it was too short.
    experiment.iterations = 4'000;
    experiment.warmup = 400;
    experiment.settle = true;
    experiment.minRounds = 6;
    experiment.precision = 0.05;
    experiment.timeBudgetSeconds = kQuickBudgetSeconds;
    // A first look that holds still: unpinned on an idle VM, each round's hand-offs either stay
    // on one vCPU (~1.5 us) or wake a halted one (~25 us), so the table jumped between the two
    // from one size to the next. On one core no CPU is woken; the line below says how to see
    // the other placements.
    experiment.placement = Placement::SameCore;
    if (const auto errors = validate(experiment, MechanismRegistry::builtin()); !errors.empty()) {
        std::vector<std::string> messages;
        for (const ValidationError& error : errors) {
            messages.push_back(error.message);
        }
        return reportBadArguments(messages);
    }

    std::error_code error;
    const std::filesystem::path dir = outDir.empty() ? "." : outDir;
    std::filesystem::create_directories(dir, error);
    if (error) {
        return reportBadArguments(
            {"out-dir: cannot create " + dir.string() + ": " + error.message()});
    }
    // Before measuring: the three files it will write (a folder it may not write into cost the
    // whole measurement before).
    std::vector<std::string> problems;
    for (const char* name : {"ipclab-quick.csv", "ipclab-quick.json", "ipclab-quick.png"}) {
        if (std::string problem = checkOutputPath("--out-dir", (dir / name).string());
            !problem.empty()) {
            problems.push_back(problem);
        }
    }
    if (!problems.empty()) {
        return reportBadArguments(problems);
    }

    std::cerr
        << "Quick comparison: thread.mutex, pipe, tcp; ping-pong, 64 B .. 64 KiB; both parties "
           "on one core, so no hand-off waits for an idle CPU to wake (across cores: "
           "ipclab-cli run -m thread.mutex,pipe,tcp --placement cross-core); each point until "
           "its median is known to \u00B15%, "
        << kQuickBudgetSeconds << " s at most\n";
    const RunResult result = measureWithProgress(experiment);
    std::cout << formatResultTable(result, details) << std::flush;

    const auto csvPath = (dir / "ipclab-quick.csv").string();
    const auto jsonPath = (dir / "ipclab-quick.json").string();
    const auto pngPath = (dir / "ipclab-quick.png").string();
    bool written = writeOutputFile(csvPath, toCsv(result));
    written = writeOutputFile(jsonPath, toJson(result) + "\n") && written;
    written = writeRunChartPng(result, pngPath) && written;
    if (written) {
        std::cout << "\nWrote:\n";
        for (const auto& path : {csvPath, jsonPath, pngPath}) {
            std::cout << "  " << std::filesystem::absolute(path).string() << '\n';
        }
    }
    const int code = exitCodeForRun(result);
    return code == kExitOk && !written ? kExitPointFailed : code;
}

}  // namespace ipclab::app
