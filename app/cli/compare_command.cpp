#include "cli/compare_command.hpp"

#include <CLI/CLI.hpp>
#include <iostream>

#include "cli/cli_commands.hpp"
#include "cli/text_table.hpp"
#include "ipclab/comparison.hpp"
#include "ipclab/experiment.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/report.hpp"
#include "ipclab/validation.hpp"

namespace ipclab::app {

namespace {

constexpr const char* kSelfSuffix = " (again)";

// The point of `id` at `size`: the first measurement, or the self-comparison's second.
const PointResult* findPoint(const RunResult& result, const std::string& id, std::size_t size,
                             bool self = false) {
    for (const PointResult& point : result.points) {
        if (point.mechanism == id && point.sizeBytes == size && point.selfComparison == self) {
            return &point;
        }
    }
    return nullptr;
}

std::string figure(const PointResult& point) {
    if (point.repetitions.empty()) {
        return "-";
    }
    const ShownFigure shown = shownFigure(point);
    if (point.pattern == Pattern::Stream) {
        const auto gbps = [](double v) { return std::to_string(v / 1e9).substr(0, 5); };
        return gbps(shown.centre) + " GB/s [" + gbps(shown.low) + ", " + gbps(shown.high) + "]";
    }
    return formatNanoseconds(shown.centre) + " [" + formatNanoseconds(shown.low) + ", " +
           formatNanoseconds(shown.high) + "]";
}

}  // namespace

CLI::App* addCompareCommand(CLI::App& app, CompareCommandOptions& options) {
    CLI::App* compare = app.add_subcommand(
        "compare",
        "Measure mechanisms in the same rounds; ratios to the first with intervals from paired "
        "rounds, beside the first compared with itself (this machine's noise floor)");
    compare->add_option("mechanisms", options.mechanisms, "A B [C ...]: A is the baseline")
        ->required()
        ->expected(2, -1);
    compare
        ->add_option("--pattern,-p", options.pattern, "pingpong, stream, paced, lock or one-sided")
        ->capture_default_str();
    compare->add_option("--sizes,-s", options.sizes, "Sizes: 64,4096 or 4..512K")
        ->capture_default_str();
    compare->add_option("--placement", options.placement, "unpinned, same-core or cross-core")
        ->capture_default_str();
    compare->add_option("--wait", options.wait, "block, spin, spin-yield or spin-block");
    compare->add_option("--iterations,-n", options.iterations, "Timed messages per round")
        ->capture_default_str();
    compare->add_option("--warmup,-w", options.warmup, "Untimed messages before each round")
        ->capture_default_str();
    compare->add_option("--rounds,-r", options.rounds, "Rounds (paired repetitions)")
        ->capture_default_str();
    compare->add_option("--out,-o", options.outPath, "Also write the run as JSON to FILE");
    return compare;
}

namespace {

/// The experiment the options describe, or the problems with them (each naming its option).
Experiment comparedExperiment(const CompareCommandOptions& options,
                              std::vector<std::string>& errors) {
    Experiment experiment;
    experiment.mechanisms = options.mechanisms;
    // The baseline once more, in the same rounds: it shows what "no difference" looks like.
    experiment.selfComparison = true;
    if (auto pattern = parsePattern(options.pattern)) {
        experiment.pattern = *pattern;
    } else {
        errors.push_back("pattern: must be pingpong, stream, lock, paced or one-sided (got '" +
                         options.pattern + "')");
    }
    if (auto placement = parsePlacement(options.placement); placement == Placement::Auto) {
        // A ratio compares like with like: auto would place a spinning A and a blocking B apart.
        errors.push_back(
            "placement: auto places each mechanism its own way, and a ratio needs "
            "both in one placement: choose unpinned, same-core or cross-core");
    } else if (placement) {
        experiment.placement = *placement;
    } else {
        errors.push_back("placement: must be unpinned, same-core or cross-core (got '" +
                         options.placement + "')");
    }
    if (!options.wait.empty()) {
        if (auto wait = parseWaitStrategy(options.wait)) {
            experiment.waitStrategy = *wait;
        } else {
            errors.push_back("wait: must be block, spin, spin-yield or spin-block (got '" +
                             options.wait + "')");
        }
    }
    if (auto sizes = parseSizeList(options.sizes)) {
        experiment.sizesBytes = sizes.value();
    } else {
        errors.push_back("sizes: " + sizes.error().message);
    }
    experiment.iterations = options.iterations;
    experiment.warmup = options.warmup;
    experiment.repetitions = options.rounds;
    if (options.rounds < 3) {
        errors.push_back("rounds: a paired interval needs at least 3 rounds (got " +
                         std::to_string(options.rounds) + ")");
    }
    if (errors.empty()) {
        for (const ValidationError& error : validate(experiment, MechanismRegistry::builtin())) {
            errors.push_back(error.message);
        }
    }
    return experiment;
}

/// "within noise", "a real difference" (and how sure), or why the point failed.
std::string verdictOf(const PointResult& other, const PairedRatio& ratio,
                      const PairedRatio& floor) {
    if (!other.ok) {
        return "FAILED: " + other.error.english();
    }
    if (ratio.coverage < 0.95 && ratio.pairs > 0) {
        // No 95% verdict either way from so few rounds (the lab report says "not ranked").
        return "not told: the interval is only " +
               std::to_string(static_cast<int>(ratio.coverage * 100)) +
               "% sure (few rounds; 6 or more give 95%)";
    }
    return withinNoise(ratio, floor) ? "within noise" : "a real difference";
}

/// One size's table: the baseline, its noise floor (itself again), then every other mechanism
/// against it. Empty when the baseline has no point at this size.
std::string sizeTable(const RunResult& result, std::size_t size, const std::string& baseName) {
    const std::vector<std::string>& mechanisms = result.experiment.mechanisms;
    const PointResult* baseline = findPoint(result, mechanisms.front(), size);
    const PointResult* self = findPoint(result, mechanisms.front(), size, true);
    if (baseline == nullptr) {
        return {};
    }
    const PairedRatio floor = self != nullptr ? pairedRatio(*baseline, *self) : PairedRatio{};
    TextTable table;
    table.setHeader({"mechanism", "median [95%]", "vs " + baseName, "verdict"},
                    {TextTable::Align::Left, TextTable::Align::Right, TextTable::Align::Right,
                     TextTable::Align::Left});
    table.addRow({baseline->mechanism, figure(*baseline), "baseline", ""});
    if (self != nullptr) {
        table.addRow({self->mechanism + kSelfSuffix, figure(*self), describeRatio(floor),
                      "noise floor of this machine"});
    }
    for (std::size_t m = 1; m < mechanisms.size(); ++m) {
        if (const PointResult* other = findPoint(result, mechanisms[m], size)) {
            const PairedRatio ratio = pairedRatio(*baseline, *other);
            table.addRow({other->mechanism, figure(*other), describeRatio(ratio),
                          verdictOf(*other, ratio, floor)});
        }
    }
    const bool sized = hasMessageSize(result.experiment.pattern);
    return (sized ? "\n" + formatBytes(size) + ":\n" : std::string()) + table.render();
}

}  // namespace

int compareCommand(const CompareCommandOptions& options) {
    std::vector<std::string> errors;
    const Experiment experiment = comparedExperiment(options, errors);
    // Before measuring: a result must never be lost to a typo in a path.
    if (std::string problem = checkOutputPath("--out", options.outPath); !problem.empty()) {
        errors.push_back(problem);
    }
    if (!errors.empty()) {
        for (const std::string& error : errors) {
            std::cerr << "error: " << error << '\n';
        }
        return kExitBadArguments;
    }

    const RunResult result = measureWithProgress(experiment);
    bool written = true;
    if (!options.outPath.empty()) {
        written = writeOutputFile(options.outPath, toJson(result) + "\n");
        if (written) {
            std::cerr << "wrote " << options.outPath << '\n';
        }
    }
    const std::vector<std::size_t> sizes = pointSizes(experiment);
    std::cout << "Paired rounds: each ratio is taken within a round (same round, same "
                 "placement), "
              << options.rounds << " rounds, " << toString(experiment.placement) << ".\n";
    for (const std::size_t size : sizes) {
        std::cout << sizeTable(result, size, options.mechanisms.front());
    }
    // A write that failed (a full disk, /dev/full) fails the command like a failed point.
    return result.allOk() && !result.points.empty() && written ? kExitOk : kExitPointFailed;
}

}  // namespace ipclab::app
