// The built-in presets: every file parses, every step validates here, the estimates, --quick.
// Behaviour only: nothing here measures or times anything.
#include "ipclab/preset.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <memory>
#include <numeric>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "ipclab/mechanism_registry.hpp"
#include "ipclab/report.hpp"
#include "ipclab/result.hpp"
#include "ipclab/statistics.hpp"
#include "preset_helpers.hpp"
#include "text_assertions.hpp"

namespace ipclab {
namespace {

using Json = nlohmann::json;
using test::contains;
using test::runningEvery;

TEST(BuiltinPresets, AllEmbeddedFilesParseWithUniqueIdsInDisplayOrder) {
    EXPECT_TRUE(builtinPresetProblems().empty())
        << (builtinPresetProblems().empty() ? "" : builtinPresetProblems().front());
    const std::vector<Preset>& presets = builtinPresets();
    std::vector<std::string> ids;
    for (const Preset& preset : presets) {
        ids.push_back(preset.id);
    }
    EXPECT_EQ(ids, (std::vector<std::string>{"quick-tour", "report-000", "report-001", "report-002",
                                             "report-003", "report-004", "full-sweep"}));
    EXPECT_EQ(std::set<std::string>(ids.begin(), ids.end()).size(), ids.size());
}

// The window shows a preset's texts as they are: a command-line flag in one would send a
// student looking for a field that does not exist. Flags live in "command_line".
TEST(BuiltinPresets, TextsTheWindowShowsNameNoFlagAndTheAdviceHasACommandLine) {
    for (const Preset& preset : builtinPresets()) {
        std::vector<std::string> shown = {preset.title,          preset.summary,
                                          preset.note,           preset.digest.measured,
                                          preset.digest.holdsUp, preset.digest.doesNot,
                                          preset.digest.didWell, preset.digest.tryIt};
        for (const PresetStep& step : preset.steps) {
            shown.push_back(step.note);
        }
        for (const std::string& text : shown) {
            EXPECT_EQ(text.find("CLI:"), std::string::npos) << preset.id << ": " << text;
            EXPECT_EQ(text.find(" --"), std::string::npos) << preset.id << ": " << text;
        }
        for (const std::string& line : preset.commandLine) {
            EXPECT_NE(line.find("--"), std::string::npos) << preset.id << ": " << line;
        }
    }
}

// A chart of one report's series names its machine once, in the caption: every published
// series says which machine it was measured on.
TEST(BuiltinPresets, EveryPublishedSeriesNamesItsMachine) {
    for (const Preset& preset : builtinPresets()) {
        for (const ReferenceSeries& reference : preset.references) {
            EXPECT_FALSE(reference.machine.empty()) << preset.id << ": " << reference.label;
        }
    }
}

TEST(BuiltinPresets, FindPresetByIdAndUnknownIsNull) {
    const Preset* preset = findPreset("report-004");
    ASSERT_NE(preset, nullptr);
    EXPECT_EQ(preset->report, "004");
    EXPECT_EQ(findPreset("report-999"), nullptr);
    EXPECT_EQ(findPreset(""), nullptr);
}

TEST(BuiltinPresets, EveryPresetIsDescribedAndHasADefaultStep) {
    for (const Preset& preset : builtinPresets()) {
        SCOPED_TRACE(preset.id);
        EXPECT_FALSE(preset.title.empty());
        EXPECT_FALSE(preset.summary.empty());
        EXPECT_FALSE(preset.note.empty());
        ASSERT_FALSE(preset.steps.empty());
        EXPECT_TRUE(std::any_of(preset.steps.begin(), preset.steps.end(),
                                [](const PresetStep& step) { return !step.optional; }));
        for (const PresetStep& step : preset.steps) {
            EXPECT_FALSE(step.name.empty());
            EXPECT_FALSE(step.experiment.mechanisms.empty());
        }
    }
}

TEST(BuiltinPresets, EveryReportHasAPresetWithItsPublishedFigures) {
    for (const std::string report : {"000", "001", "002", "003", "004"}) {
        SCOPED_TRACE(report);
        const Preset* preset = findPreset("report-" + report);
        ASSERT_NE(preset, nullptr);
        EXPECT_EQ(preset->report, report);
        EXPECT_FALSE(preset->references.empty());
    }
    EXPECT_TRUE(findPreset("quick-tour")->report.empty());
    EXPECT_TRUE(findPreset("full-sweep")->report.empty());
}

TEST(BuiltinPresets, ReferencesHavePositivePointsAndAreMeasuredBySomeStep) {
    for (const Preset& preset : builtinPresets()) {
        for (const ReferenceSeries& series : preset.references) {
            SCOPED_TRACE(preset.id + ": " + series.label);
            EXPECT_FALSE(series.hardware.empty());
            EXPECT_FALSE(series.source.empty());
            ASSERT_FALSE(series.points.empty());
            for (const ReferencePoint& point : series.points) {
                EXPECT_GT(point.published, 0);
                EXPECT_GT(point.value, 0);
                EXPECT_DOUBLE_EQ(point.value, point.published * series.scale);
                EXPECT_GT(point.sizeBytes, 0u);
            }
            // A published figure nobody measures could never be compared.
            const bool measured =
                std::any_of(preset.steps.begin(), preset.steps.end(), [&](const PresetStep& step) {
                    const auto& ids = step.experiment.mechanisms;
                    const bool sameTotal =
                        series.quantity != "seconds_total" ||
                        step.experiment.streamTotalBytes == series.streamTotalBytes;
                    const bool samePlacement =
                        !series.placement || step.experiment.placement == *series.placement;
                    return step.experiment.pattern == series.pattern && sameTotal &&
                           samePlacement &&
                           std::find(ids.begin(), ids.end(), series.mechanism) != ids.end();
                });
            EXPECT_TRUE(measured);
        }
    }
}

TEST(BuiltinPresets, EveryStepValidatesOnThisMachineAfterDroppingUnavailableMechanisms) {
    const MechanismRegistry& registry = MechanismRegistry::builtin();
    for (const Preset& preset : builtinPresets()) {
        SCOPED_TRACE(preset.id);
        std::vector<std::string> dropped;
        const Preset here = presetForThisMachine(preset, registry, &dropped);
        EXPECT_FALSE(here.steps.empty());
        const std::vector<std::string> problems = validatePreset(here, registry);
        EXPECT_TRUE(problems.empty()) << (problems.empty() ? "" : problems.front());
        for (const std::string& line : dropped) {
            // "id: why", and only for mechanisms this OS really lacks.
            const std::string id = line.substr(0, line.find(':'));
            const Mechanism* mechanism = registry.find(id);
            ASSERT_NE(mechanism, nullptr) << line;
            EXPECT_FALSE(mechanism->info().available) << line;
        }
    }
}

TEST(BuiltinPresets, QuickTourRunsEveryPingPongMechanismAt64Bytes) {
    const Preset* tour = findPreset("quick-tour");
    ASSERT_NE(tour, nullptr);
    ASSERT_EQ(tour->steps.size(), 1u);
    const Experiment& e = tour->steps.front().experiment;
    EXPECT_EQ(e.pattern, Pattern::PingPong);
    EXPECT_EQ(e.sizesBytes, std::vector<std::size_t>{64});
    for (const auto& mechanism : MechanismRegistry::builtin().all()) {
        // eventfd carries at most 7 bytes: the full sweep has it at its own sizes.
        if (mechanism->info().supports(Pattern::PingPong) && mechanism->info().maxBytes >= 64) {
            EXPECT_NE(std::find(e.mechanisms.begin(), e.mechanisms.end(), mechanism->info().id),
                      e.mechanisms.end())
                << mechanism->info().id;
        }
    }
}

TEST(BuiltinPresets, FullSweepCoversEveryMechanismFrom4BytesTo1MiBBothWays) {
    const Preset* sweep = findPreset("full-sweep");
    ASSERT_NE(sweep, nullptr);
    for (const Pattern pattern : {Pattern::PingPong, Pattern::Stream}) {
        std::set<std::string> covered;
        std::size_t smallest = SIZE_MAX;
        std::size_t largest = 0;
        for (const PresetStep& step : sweep->steps) {
            if (step.experiment.pattern != pattern) {
                continue;
            }
            covered.insert(step.experiment.mechanisms.begin(), step.experiment.mechanisms.end());
            smallest = std::min(smallest, step.experiment.sizesBytes.front());
            largest = std::max(largest, step.experiment.sizesBytes.back());
        }
        EXPECT_EQ(smallest, 4u);
        EXPECT_EQ(largest, 1u << 20);
        for (const auto& mechanism : MechanismRegistry::builtin().all()) {
            // A report's own method belongs to that report's preset, not to the sweep.
            if (mechanism->info().supports(pattern) && mechanism->info().reportVariantOf.empty()) {
                EXPECT_EQ(covered.count(mechanism->info().id), 1u)
                    << mechanism->info().id << " " << toString(pattern);
            }
        }
    }
}

const PresetStep& stepNamed(const Preset& preset, const std::string& name) {
    const auto found = std::find_if(preset.steps.begin(), preset.steps.end(),
                                    [&name](const PresetStep& step) { return step.name == name; });
    EXPECT_NE(found, preset.steps.end()) << name;
    return found != preset.steps.end() ? *found : preset.steps.front();
}

TEST(BuiltinPresets, EveryMechanismStepsGetTheRegistrysFilteredListInDisplayOrder) {
    const MechanismRegistry& registry = MechanismRegistry::builtin();
    const Preset* tour = findPreset("quick-tour");
    ASSERT_NE(tour, nullptr);
    EXPECT_EQ(tour->steps.front().experiment.mechanisms,
              runningEvery(Pattern::PingPong, {64}, registry));
    // No count of mechanisms here: a new one joins "all" by its registry line alone.
    const auto& toured = tour->steps.front().experiment.mechanisms;
    EXPECT_FALSE(toured.empty());
    EXPECT_EQ(std::count(toured.begin(), toured.end(), "eventfd"), 0) << "carries 4..7 B only";

    // The full sweep's steps come from the registry ("all_to_limits"): the whole range first,
    // then a step per narrower limit (the parser's tests check the split itself).
    const Preset* sweep = findPreset("full-sweep");
    ASSERT_NE(sweep, nullptr);
    const std::vector<std::size_t> whole = parseSizeList("4..1M").value();
    EXPECT_EQ(stepNamed(*sweep, "Latency, 4 B .. 1 MiB").experiment.mechanisms,
              runningEvery(Pattern::PingPong, whole, registry));
    EXPECT_EQ(stepNamed(*sweep, "Throughput, 4 KiB .. 1 MiB (16 MiB per repetition)")
                  .experiment.mechanisms,
              runningEvery(Pattern::Stream, parseSizeList("4K..1M").value(), registry));
    if (registry.find("eventfd")->info().available) {
        const Experiment& eventfd =
            stepNamed(*sweep, "Latency, 4 B .. 1 MiB: eventfd at 4 B").experiment;
        EXPECT_EQ(eventfd.mechanisms, std::vector<std::string>{"eventfd"});
        EXPECT_EQ(eventfd.sizesBytes, std::vector<std::size_t>{4});
    }
}

TEST(PresetEstimate, APacedMessageTakesTheGapWhenItIsLongerThanTheRoundTrip) {
    // The gap is the period between intended sends (open loop), not a pause after each round
    // trip: 1,000 messages 1 ms apart take 1 s, plus the start-up of one peer process (0.04 s).
    Experiment paced;
    paced.mechanisms = {"pipe"};
    paced.pattern = Pattern::Paced;
    paced.sizesBytes = {64};
    paced.iterations = 1000;
    paced.warmup = 0;
    paced.repetitions = 1;
    paced.gapUs = 1000;
    EXPECT_NEAR(estimateSeconds(PresetStep{"paced", paced}), 0.04 + 1000 * 1e-3, 1e-9);
    // A gap shorter than the round trip leaves the round trip: as ping-pong at that size.
    paced.gapUs = 0;
    Experiment pingPong = paced;
    pingPong.pattern = Pattern::PingPong;
    EXPECT_DOUBLE_EQ(estimateSeconds(PresetStep{"paced", paced}),
                     estimateSeconds(PresetStep{"ping-pong", pingPong}));
}

TEST(BuiltinPresets, EstimatesArePositiveAndLeaveOutOptionalSteps) {
    for (const Preset& preset : builtinPresets()) {
        SCOPED_TRACE(preset.id);
        double required = 0;
        for (const PresetStep& step : preset.steps) {
            EXPECT_GT(estimateSeconds(step), 0);
            if (!step.optional) {
                required += estimateSeconds(step);
            }
        }
        EXPECT_DOUBLE_EQ(estimateSeconds(preset), required);
    }
    const Preset* r2 = findPreset("report-002");
    ASSERT_NE(r2, nullptr);
    EXPECT_TRUE(std::any_of(r2->steps.begin(), r2->steps.end(),
                            [](const PresetStep& step) { return step.optional; }));
}

TEST(QuickPreset, CapsCountsAndTotalsButKeepsSizesAndMechanisms) {
    const Preset* r2 = findPreset("report-002");
    ASSERT_NE(r2, nullptr);
    const Preset quick = quickPreset(*r2, 100, 10);
    ASSERT_EQ(quick.steps.size(), r2->steps.size());
    for (std::size_t i = 0; i < quick.steps.size(); ++i) {
        const Experiment& before = r2->steps[i].experiment;
        const Experiment& after = quick.steps[i].experiment;
        EXPECT_LE(after.iterations, 100u);
        EXPECT_LE(after.warmup, 10u);
        // Six rounds whatever the step asked: the fewest for a 95% interval.
        EXPECT_EQ(after.repetitions, 6);
        EXPECT_LE(after.streamTotalBytes, 64ull << 20);
        EXPECT_EQ(after.sizesBytes, before.sizesBytes);
        EXPECT_EQ(after.mechanisms, before.mechanisms);
    }
    // Never raises a count that was already small.
    Preset tiny = *r2;
    tiny.steps.front().experiment.iterations = 5;
    tiny.steps.front().experiment.repetitions = 1;
    EXPECT_EQ(quickPreset(tiny, 100, 10).steps.front().experiment.iterations, 5u);
    EXPECT_EQ(quickPreset(tiny, 100, 10).steps.front().experiment.repetitions, 6)
        << "a demo must not warn 'too few rounds' about itself";
}

}  // namespace
}  // namespace ipclab
