// ipclab/preset.hpp: the built-in presets, what "all" means, the comparison with the reports'
// figures, and a preset fitted to this machine, cut down or estimated (reading a preset file:
// preset_parse.cpp).
#include "ipclab/preset.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <optional>
#include <set>
#include <string>
#include <utility>

#include "ipclab/mechanism_registry.hpp"
#include "ipclab/validation.hpp"
#include "presets/embedded_presets.hpp"

namespace ipclab {

namespace {

struct Builtin {
    std::vector<Preset> presets;
    std::vector<std::string> problems;
};

const Builtin& builtin() {
    // Parsed once, on first use; immutable afterwards (thread-safe static initialisation).
    static const Builtin parsed = [] {
        Builtin result;
        std::set<std::string, std::less<>> ids;
        for (const detail::EmbeddedPreset& file : detail::embeddedPresets()) {
            Expected<Preset> preset = parsePreset(file.json, file.fileName);
            if (!preset) {
                result.problems.push_back(preset.error().message);
                continue;
            }
            if (!ids.insert(preset->id).second) {
                result.problems.push_back(std::string(file.fileName) + ": id \"" + preset->id +
                                          "\" is used by another preset");
                continue;
            }
            result.presets.push_back(std::move(preset.value()));
        }
        return result;
    }();
    return parsed;
}

}  // namespace

std::string_view toString(ReferenceStatistic statistic) {
    switch (statistic) {
        case ReferenceStatistic::Min:
            return "min";
        case ReferenceStatistic::Median:
            return "median";
        case ReferenceStatistic::Mean:
            return "mean";
        case ReferenceStatistic::MedianOfMinimums:
            return "median_of_minimums";
    }
    return "median";
}

std::optional<ReferenceStatistic> parseReferenceStatistic(std::string_view text) {
    for (ReferenceStatistic statistic :
         {ReferenceStatistic::Min, ReferenceStatistic::Median, ReferenceStatistic::Mean,
          ReferenceStatistic::MedianOfMinimums}) {
        if (toString(statistic) == text) {
            return statistic;
        }
    }
    return std::nullopt;
}

namespace {

double medianOf(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    const std::size_t middle = values.size() / 2;
    return values.size() % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

// `statistic` of per-repetition times; `values` not empty.
double statisticOf(const std::vector<double>& values, ReferenceStatistic statistic) {
    switch (statistic) {
        case ReferenceStatistic::Min:
            return *std::min_element(values.begin(), values.end());
        case ReferenceStatistic::Median:
        case ReferenceStatistic::MedianOfMinimums:  // one value per repetition: its own minimum
            return medianOf(values);
        case ReferenceStatistic::Mean:
            break;
    }
    double sum = 0;
    for (double value : values) {
        sum += value;
    }
    return sum / static_cast<double>(values.size());
}

std::optional<double> positive(double value) {
    if (value > 0 && std::isfinite(value)) {
        return value;
    }
    return std::nullopt;
}

}  // namespace

std::optional<double> ourFigure(const ReferenceSeries& series, const PointResult& point,
                                const Experiment& experiment) {
    if (!point.ok || point.repetitions.empty()) {
        return std::nullopt;
    }
    if (series.quantity == "latency_ns" || series.quantity == "ns_per_op") {
        switch (series.statistic) {
            case ReferenceStatistic::Min:
                return positive(point.latencyNs.min);
            case ReferenceStatistic::Median:
                // The figure the tables and bars show (the median of the rounds).
                return positive(shownCentre(point));
            case ReferenceStatistic::Mean:
                return positive(point.latencyNs.mean);
            case ReferenceStatistic::MedianOfMinimums:
                return positive(medianOfRepetitionMinimums(point));
        }
        return std::nullopt;
    }
    if (series.quantity == "bytes_per_s") {
        // The median is the figure every table, chart and the CLI show for the point (its
        // median over the rounds): a median recomputed here over seconds per byte read
        // 1.47 GB/s in Ours vs theirs beside 1.46 GB/s in the Results tab.
        if (series.statistic == ReferenceStatistic::Mean ||
            series.statistic == ReferenceStatistic::Median ||
            series.statistic == ReferenceStatistic::MedianOfMinimums) {
            return positive(point.throughput.bytesPerSecond);
        }
        // A rate's "min" is the repetition that took least time: the fastest. Statistics of
        // times, taken as seconds per byte, so that min and median mean what they mean for a
        // time.
        std::vector<double> secondsPerByte;
        for (const RepetitionResult& repetition : point.repetitions) {
            if (repetition.bytesPerSecond > 0) {
                secondsPerByte.push_back(1 / repetition.bytesPerSecond);
            }
        }
        if (secondsPerByte.empty()) {
            return std::nullopt;
        }
        return positive(1 / statisticOf(secondsPerByte, series.statistic));
    }
    if (series.quantity == "seconds_total") {
        // Only the same bulk transfer compares: 64 MiB (--quick) is not 256 MiB.
        if (experiment.streamTotalBytes == 0 ||
            experiment.streamTotalBytes != series.streamTotalBytes) {
            return std::nullopt;
        }
        std::vector<double> seconds;
        for (const RepetitionResult& repetition : point.repetitions) {
            if (repetition.bytesPerSecond > 0) {
                seconds.push_back(static_cast<double>(experiment.streamTotalBytes) /
                                  repetition.bytesPerSecond);
            }
        }
        if (seconds.empty()) {
            return std::nullopt;
        }
        return positive(statisticOf(seconds, series.statistic));
    }
    return std::nullopt;
}

double medianOfRepetitionMinimums(const PointResult& point) {
    std::vector<double> minimums;
    for (const RepetitionResult& repetition : point.repetitions) {
        if (repetition.latencyNs.count > 0) {
            minimums.push_back(repetition.latencyNs.min);
        } else if (repetition.nsPerOperation > 0) {
            minimums.push_back(repetition.nsPerOperation);
        }
    }
    return minimums.empty() ? 0 : medianOf(std::move(minimums));
}

std::vector<std::string> countsUnlikeReport(const PresetStep& step) {
    const ReportCounts& theirs = step.reportCounts;
    const Experiment& ours = step.experiment;
    std::vector<std::string> unlike;
    const auto check = [&unlike](const std::optional<std::uint64_t>& count, std::uint64_t our,
                                 const char* name) {
        if (count && *count != our) {
            unlike.emplace_back(name);
        }
    };
    check(theirs.iterations, ours.iterations, "iterations");
    check(theirs.warmup, ours.warmup, "warm-up");
    check(theirs.repetitions, static_cast<std::uint64_t>(std::max(ours.repetitions, 0)),
          "repetitions");
    check(theirs.minimumOver, ours.iterations, "minimum over");
    check(theirs.total, ours.streamTotalBytes, "total");
    return unlike;
}

bool referenceFitsPlacement(const ReferenceSeries& series, Placement placement) {
    return !series.placement || *series.placement == placement;
}

bool referenceFitsMethod(const ReferenceSeries& series, const Experiment& experiment) {
    return !series.lockLoop ||
           (experiment.pattern == Pattern::Lock && experiment.lockLoop == *series.lockLoop);
}

std::vector<ReferenceSeries> referencesForRun(const std::vector<ReferenceSeries>& references,
                                              const Experiment& experiment) {
    std::vector<ReferenceSeries> kept;
    for (const ReferenceSeries& series : references) {
        if (referenceFitsPlacement(series, experiment.placement) &&
            referenceFitsMethod(series, experiment)) {
            kept.push_back(series);
        }
    }
    return kept;
}

std::vector<ReferenceComparison> compareWithReferences(
    const std::vector<ReferenceSeries>& references, const RunResult& result) {
    std::vector<ReferenceComparison> rows;
    for (std::size_t index = 0; index < references.size(); ++index) {
        const ReferenceSeries& series = references[index];
        if (!referenceFitsMethod(series, result.experiment)) {
            continue;
        }
        for (const ReferencePoint& reference : series.points) {
            for (const PointResult& point : result.points) {
                // Lock points move no message: their size means nothing.
                const bool sameSize =
                    point.pattern == Pattern::Lock || point.sizeBytes == reference.sizeBytes;
                const bool samePlacement = referenceFitsPlacement(series, point.placement);
                if (point.mechanism != series.mechanism || point.pattern != series.pattern ||
                    !sameSize || !samePlacement) {
                    continue;
                }
                if (const auto ours = ourFigure(series, point, result.experiment)) {
                    rows.push_back({index, reference, *ours, point.placement});
                }
            }
        }
    }
    return rows;
}

std::vector<std::string> everyMechanismFor(const Experiment& experiment,
                                           const MechanismRegistry& registry,
                                           const std::vector<std::size_t>& alsoSizes) {
    const auto runsEvery = [](const MechanismInfo& info, const std::vector<std::size_t>& sizes) {
        return std::all_of(sizes.begin(), sizes.end(), [&info](std::size_t size) {
            return size >= info.minBytes && size <= info.maxBytes;
        });
    };
    std::vector<std::string> ids;
    for (const MechanismInfo* info : registry.infos()) {
        // Unavailable ones stay: presetForThisMachine drops them with the reason, as it does
        // listed ones.
        if (info->group == MechanismGroup::ReportVariants || !info->supports(experiment.pattern) ||
            (experiment.waitStrategy && !info->supports(*experiment.waitStrategy)) ||
            !runsEvery(*info, experiment.sizesBytes) || !runsEvery(*info, alsoSizes)) {
            continue;
        }
        ids.push_back(info->id);
    }
    return ids;
}

std::vector<PresetStep> stepsToLimits(const PresetStep& step, const MechanismRegistry& registry) {
    const Experiment& e = step.experiment;
    struct Group {
        std::vector<std::size_t> sizes;
        std::vector<std::string> ids;
    };
    std::vector<Group> groups;
    for (const MechanismInfo* info : registry.infos()) {
        if (info->group == MechanismGroup::ReportVariants || !info->supports(e.pattern) ||
            (e.waitStrategy && !info->supports(*e.waitStrategy))) {
            continue;
        }
        std::vector<std::size_t> sizes;
        std::copy_if(
            e.sizesBytes.begin(), e.sizesBytes.end(), std::back_inserter(sizes),
            [info](std::size_t size) { return size >= info->minBytes && size <= info->maxBytes; });
        if (sizes.empty()) {
            continue;
        }
        auto group = std::find_if(groups.begin(), groups.end(),
                                  [&sizes](const Group& g) { return g.sizes == sizes; });
        if (group == groups.end()) {
            groups.push_back({sizes, {}});
            group = groups.end() - 1;
        }
        group->ids.push_back(info->id);
    }
    // The whole range first, under the step's own name.
    std::stable_partition(groups.begin(), groups.end(),
                          [&e](const Group& g) { return g.sizes == e.sizesBytes; });
    std::vector<PresetStep> steps;
    for (const Group& group : groups) {
        PresetStep split = step;
        split.experiment.mechanisms = group.ids;
        split.experiment.sizesBytes = group.sizes;
        if (group.sizes != e.sizesBytes) {
            std::string ids;
            for (const std::string& id : group.ids) {
                ids += (ids.empty() ? "" : ", ") + id;
            }
            // Named by the sizes it measures (UDP's limit is 65,507 B; its sizes end at 32 KiB).
            const bool cutAbove = group.sizes.back() != e.sizesBytes.back();
            const char* form =
                group.sizes.size() == 1 ? IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1: %2 at %3")
                : cutAbove              ? IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1: %2 up to %3")
                                        : IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1: %2 from %3");
            const std::size_t size = cutAbove ? group.sizes.back() : group.sizes.front();
            split.splitName = Text(form, {textArg(Text::coreText(step.name)), verbatimArg(ids),
                                          verbatimArg(formatBytes(size))});
            split.name = english(split.splitName);
        }
        steps.push_back(std::move(split));
    }
    return steps;
}

const std::vector<Preset>& builtinPresets() {
    return builtin().presets;
}

std::vector<std::string> builtinPresetProblems() {
    return builtin().problems;
}

const Preset* findPreset(std::string_view id) {
    for (const Preset& preset : builtinPresets()) {
        if (preset.id == id) {
            return &preset;
        }
    }
    return nullptr;
}

Preset presetForThisMachine(const Preset& preset, const MechanismRegistry& registry,
                            std::vector<std::string>* dropped) {
    Preset result = preset;
    result.steps.clear();
    std::set<std::string, std::less<>> reported;
    for (const PresetStep& step : preset.steps) {
        PresetStep kept = step;
        kept.experiment.mechanisms.clear();
        for (const std::string& id : step.experiment.mechanisms) {
            const Mechanism* mechanism = registry.find(id);
            if (mechanism != nullptr && mechanism->info().available) {
                kept.experiment.mechanisms.push_back(id);
                continue;
            }
            // Unknown ids never reach here from a parsed preset (parsePreset refuses them);
            // with another registry they are dropped the same way, with the reason.
            if (dropped != nullptr && reported.insert(id).second) {
                const std::string why = mechanism == nullptr ? std::string("not in this build")
                                                             : mechanism->info().unavailableReason;
                dropped->push_back(id + ": " + why);
            }
        }
        if (!kept.experiment.mechanisms.empty()) {
            result.steps.push_back(std::move(kept));
        }
    }
    return result;
}

std::vector<std::string> validatePreset(const Preset& preset, const MechanismRegistry& registry) {
    std::vector<std::string> problems;
    for (std::size_t i = 0; i < preset.steps.size(); ++i) {
        const PresetStep& step = preset.steps[i];
        for (const ValidationError& error : validate(step.experiment, registry)) {
            problems.push_back("step " + std::to_string(i + 1) + " (" + step.name +
                               "): " + error.message);
        }
    }
    return problems;
}

Preset quickPreset(const Preset& preset, std::uint64_t maxIterations, std::uint64_t maxWarmup,
                   int rounds) {
    // A total of 64 MiB still shows the bulk transfer's shape in a fraction of a second on
    // pipes and shared memory.
    constexpr std::uint64_t kMaxQuickTotalBytes = 64ull << 20;
    Preset result = preset;
    for (PresetStep& step : result.steps) {
        Experiment& e = step.experiment;
        e.iterations = std::min(e.iterations, std::max<std::uint64_t>(maxIterations, 1));
        e.warmup = std::min(e.warmup, maxWarmup);
        e.repetitions = std::max(rounds, 1);
        e.settle = false;  // a demo takes seconds: its rounds are counted, not settled
        if (e.streamTotalBytes > kMaxQuickTotalBytes) {
            e.streamTotalBytes = kMaxQuickTotalBytes;
        }
    }
    return result;
}

namespace {

// Rough cost of one timed message (or lock operation) by where the parties run, in seconds:
// measured orders of magnitude on a 2-vCPU VM, where a blocking hand-off wakes an idle vCPU.
double perMessageSeconds(const MechanismInfo* info, Pattern pattern) {
    if (figureOf(pattern) == Figure::LockOperation) {
        return 0.3e-6;
    }
    if (figureOf(pattern) == Figure::TimePerSend) {
        return 1e-6;
    }
    if (info == nullptr) {
        return 30e-6;
    }
    switch (info->locality) {
        case Locality::InProcess:
            return 15e-6;
        default:
            return 35e-6;
    }
}

}  // namespace

double estimateSeconds(const PresetStep& step) {
    return estimateSeconds(step.experiment);
}

double estimateSeconds(const Experiment& e) {
    const MechanismRegistry& registry = MechanismRegistry::builtin();
    // Memory and kernel copies move roughly 1 GB/s end to end on a small VM, both ways.
    constexpr double kBytesPerSecond = 1e9;
    double seconds = 0;
    for (const std::string& id : e.mechanisms) {
        const Mechanism* mechanism = registry.find(id);
        const MechanismInfo* info = mechanism != nullptr ? &mechanism->info() : nullptr;
        const bool crossProcess = info != nullptr && info->runsInPeerProcess();
        for (std::size_t size : e.sizesBytes) {
            // Start-up and set-up per point (a peer process, or a pair of threads), as seen on
            // a 2-vCPU VM.
            seconds += crossProcess ? 0.04 : 0.01;
            const double messages = static_cast<double>(
                (e.pattern == Pattern::Stream ? chunksPerRepetition(e, size) : e.iterations) +
                e.warmup);
            double perMessage = perMessageSeconds(info, e.pattern);
            const double bytes = static_cast<double>(size);
            switch (e.pattern) {
                case Pattern::PingPong:
                    perMessage += 2 * bytes / kBytesPerSecond;
                    break;
                case Pattern::Paced:
                    // The gap is the period between intended sends (open loop): a message
                    // takes the period, or its round trip when that is longer.
                    perMessage = std::max(perMessage + 2 * bytes / kBytesPerSecond, e.gapUs * 1e-6);
                    break;
                case Pattern::Stream:
                    // Streaming amortises the wake-ups: a few µs per chunk plus the copy.
                    perMessage = 2e-6 + bytes / kBytesPerSecond;
                    break;
                case Pattern::Lock:
                    perMessage *= std::max(e.parties, 1);
                    break;
                case Pattern::OneSided:
                    break;
            }
            seconds += messages * perMessage * std::max(e.repetitions, 1);
        }
    }
    return seconds;
}

double estimateSeconds(const Preset& preset) {
    double seconds = 0;
    for (const PresetStep& step : preset.steps) {
        if (!step.optional) {
            seconds += estimateSeconds(step);
        }
    }
    return seconds;
}

}  // namespace ipclab
