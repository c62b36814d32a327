// Presets (the five reports, quick tour, full sweep), the log-binned latency histogram and its
// JSON round trip. Behaviour only: nothing here measures or times anything.
#include "ipclab/preset.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
#include <numeric>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "ipclab/mechanism_registry.hpp"
#include "ipclab/report.hpp"
#include "ipclab/result.hpp"
#include "ipclab/statistics.hpp"
#include "text_assertions.hpp"

namespace ipclab {
namespace {

using Json = nlohmann::json;
using test::contains;

// ---------------------------------------------------------------------------------------------
// The built-in presets

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
                    return step.experiment.pattern == series.pattern && sameTotal &&
                           std::find(ids.begin(), ids.end(), series.mechanism) != ids.end();
                });
            EXPECT_TRUE(measured);
        }
    }
}

TEST(BuiltinPresets, PublishedFiguresAreConvertedAsTheReportsPrintThem) {
    // Report 004, Table I: 4 B through pipes, 1382 ns round trip -> 691 ns one way.
    const Preset* r4 = findPreset("report-004");
    ASSERT_NE(r4, nullptr);
    const auto pipe =
        std::find_if(r4->references.begin(), r4->references.end(), [](const ReferenceSeries& s) {
            return s.mechanism == "pipe" && s.quantity == "latency_ns";
        });
    ASSERT_NE(pipe, r4->references.end());
    EXPECT_EQ(pipe->points.front().sizeBytes, 4u);
    EXPECT_DOUBLE_EQ(pipe->points.front().published, 1382);
    EXPECT_DOUBLE_EQ(pipe->points.front().value, 691);
    // Report 000: 2.7178 µs per sendto -> 2717.8 ns.
    const Preset* r0 = findPreset("report-000");
    ASSERT_NE(r0, nullptr);
    const auto sendto =
        std::find_if(r0->references.begin(), r0->references.end(),
                     [](const ReferenceSeries& s) { return s.mechanism == "report000.sendto"; });
    ASSERT_NE(sendto, r0->references.end());
    EXPECT_NEAR(sendto->points.front().value, 2717.8, 1e-9);
    // Report 002: 1 GiB through a pipe in 1-page chunks took 0.30 s.
    const Preset* r2 = findPreset("report-002");
    ASSERT_NE(r2, nullptr);
    const auto pipe1G =
        std::find_if(r2->references.begin(), r2->references.end(), [](const ReferenceSeries& s) {
            return s.mechanism == "pipe" && s.streamTotalBytes == (1ull << 30);
        });
    ASSERT_NE(pipe1G, r2->references.end());
    EXPECT_EQ(pipe1G->quantity, "seconds_total");
    EXPECT_EQ(pipe1G->points.front().sizeBytes, 4096u);
    EXPECT_DOUBLE_EQ(pipe1G->points.front().value, 0.30);
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
        if (mechanism->info().supports(Pattern::PingPong)) {
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
            if (mechanism->info().supports(pattern)) {
                EXPECT_EQ(covered.count(mechanism->info().id), 1u)
                    << mechanism->info().id << " " << toString(pattern);
            }
        }
    }
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
    const Preset quick = quickPreset(*r2, 100, 10, 2);
    ASSERT_EQ(quick.steps.size(), r2->steps.size());
    for (std::size_t i = 0; i < quick.steps.size(); ++i) {
        const Experiment& before = r2->steps[i].experiment;
        const Experiment& after = quick.steps[i].experiment;
        EXPECT_LE(after.iterations, 100u);
        EXPECT_LE(after.warmup, 10u);
        EXPECT_LE(after.repetitions, 2);
        EXPECT_LE(after.streamTotalBytes, 64ull << 20);
        EXPECT_EQ(after.sizesBytes, before.sizesBytes);
        EXPECT_EQ(after.mechanisms, before.mechanisms);
    }
    // Never raises a count that was already small.
    Preset tiny = *r2;
    tiny.steps.front().experiment.iterations = 5;
    EXPECT_EQ(quickPreset(tiny, 100, 10, 2).steps.front().experiment.iterations, 5u);
}

// ---------------------------------------------------------------------------------------------
// parsePreset: errors name the file and the field

std::string minimalPreset(const std::string& experiment = R"({"mechanisms": ["pipe"],
    "pattern": "pingpong", "sizes": [64]})") {
    return R"({"id": "mine", "title": "Mine", "summary": "A test.", "steps": [
        {"name": "one", "experiment": )" +
           experiment + "}]}";
}

std::string parseError(const std::string& json) {
    const Expected<Preset> preset = parsePreset(json, "mine.json");
    if (preset.ok()) {
        return "(parsed)";
    }
    EXPECT_EQ(preset.error().code, ErrorCode::InvalidArgument);
    return preset.error().message;
}

TEST(ParsePreset, MinimalPresetTakesExperimentDefaults) {
    const Expected<Preset> preset = parsePreset(minimalPreset(), "mine.json");
    ASSERT_TRUE(preset.ok()) << preset.error().message;
    EXPECT_EQ(preset->id, "mine");
    ASSERT_EQ(preset->steps.size(), 1u);
    Experiment expected;
    expected.mechanisms = {"pipe"};
    EXPECT_EQ(preset->steps.front().experiment, expected);
    EXPECT_FALSE(preset->steps.front().optional);
    EXPECT_TRUE(preset->references.empty());
}

TEST(ParsePreset, ReadsEveryExperimentFieldAndSizeSyntax) {
    const Expected<Preset> preset = parsePreset(minimalPreset(R"({"mechanisms": ["pipe", "tcp"],
        "pattern": "stream", "sizes": "4K..16K", "iterations": 10, "warmup": 2,
        "repetitions": 3, "placement": "same-core", "wait": "block", "parties": 3,
        "gap_us": 50, "keep_cores_awake": true, "total": "1G", "peer_timeout_ms": 2000,
        "verify": true})"),
                                                "mine.json");
    ASSERT_TRUE(preset.ok()) << preset.error().message;
    const Experiment& e = preset->steps.front().experiment;
    EXPECT_EQ(e.mechanisms, (std::vector<std::string>{"pipe", "tcp"}));
    EXPECT_EQ(e.pattern, Pattern::Stream);
    EXPECT_EQ(e.sizesBytes, (std::vector<std::size_t>{4096, 8192, 16384}));
    EXPECT_EQ(e.iterations, 10u);
    EXPECT_EQ(e.warmup, 2u);
    EXPECT_EQ(e.repetitions, 3);
    EXPECT_EQ(e.placement, Placement::SameCore);
    ASSERT_TRUE(e.waitStrategy.has_value());
    EXPECT_EQ(*e.waitStrategy, WaitStrategy::Block);
    EXPECT_EQ(e.parties, 3);
    EXPECT_EQ(e.gapUs, 50u);
    EXPECT_TRUE(e.keepCoresAwake);
    EXPECT_EQ(e.streamTotalBytes, 1ull << 30);
    EXPECT_EQ(e.peerTimeoutMs, 2000u);
    EXPECT_TRUE(e.verifyPayload);

    const Expected<Preset> mixed =
        parsePreset(minimalPreset(R"({"mechanisms": ["pipe"], "pattern": "ping-pong",
            "sizes": [4, "1K", "1M"]})"),
                    "mine.json");
    ASSERT_TRUE(mixed.ok()) << mixed.error().message;
    EXPECT_EQ(mixed->steps.front().experiment.sizesBytes,
              (std::vector<std::size_t>{4, 1024, 1u << 20}));
}

TEST(ParsePreset, ReferencesAreScaledFromThePublishedNumbers) {
    const std::string json = R"({"id": "mine", "title": "Mine", "summary": "A test.",
        "steps": [{"name": "one", "experiment": {"mechanisms": ["pipe"], "pattern": "pingpong",
                   "sizes": [64]}}],
        "references": [{"label": "R", "mechanism": "pipe", "pattern": "pingpong",
                        "quantity": "latency_ns", "hardware": "HW", "source": "Table I",
                        "scale": 0.5, "points": [{"size": 64, "value": 1000},
                                                 {"size": "1K", "value": 3000}]}]})";
    const Expected<Preset> preset = parsePreset(json, "mine.json");
    ASSERT_TRUE(preset.ok()) << preset.error().message;
    ASSERT_EQ(preset->references.size(), 1u);
    const ReferenceSeries& series = preset->references.front();
    EXPECT_EQ(series.quantity, "latency_ns");
    EXPECT_EQ(series.source, "Table I");
    ASSERT_EQ(series.points.size(), 2u);
    EXPECT_EQ(series.points[1].sizeBytes, 1024u);
    EXPECT_DOUBLE_EQ(series.points[0].published, 1000);
    EXPECT_DOUBLE_EQ(series.points[0].value, 500);
    EXPECT_DOUBLE_EQ(series.points[1].value, 1500);
}

TEST(ParsePreset, MalformedJsonNamesTheFile) {
    const std::string message = parseError("{\"id\": \"mine\", ");
    EXPECT_TRUE(contains(message, "mine.json"));
    EXPECT_TRUE(contains(message, "not JSON"));
}

TEST(ParsePreset, WrongTypesNameTheField) {
    std::string message = parseError(minimalPreset(
        R"({"mechanisms": ["pipe"], "pattern": "pingpong", "sizes": [64], "iterations": "x"})"));
    EXPECT_TRUE(contains(message, "mine.json: steps[0].experiment.iterations"));
    EXPECT_TRUE(contains(message, "a string"));

    message = parseError(minimalPreset(
        R"({"mechanisms": ["pipe"], "pattern": "pingpong", "sizes": [64], "iterations": -5})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.iterations"));
    EXPECT_TRUE(contains(message, "negative"));

    message = parseError(
        minimalPreset(R"({"mechanisms": ["pipe"], "pattern": "pingpong", "sizes": [64, true]})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.sizes[1]"));

    message = parseError(
        minimalPreset(R"({"mechanisms": ["pipe"], "pattern": "pingpong", "sizes": ["lots"]})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.sizes[0]"));
    EXPECT_TRUE(contains(message, "lots"));

    message = parseError(minimalPreset(
        R"({"mechanisms": ["pipe"], "pattern": "pingpong", "sizes": [64], "verify": 1})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.verify"));

    message = parseError(R"({"id": "mine", "title": 7, "summary": "s", "steps": []})");
    EXPECT_TRUE(contains(message, "mine.json: title"));
    EXPECT_TRUE(contains(message, "must be a string"));

    message = parseError(R"([1, 2])");
    EXPECT_TRUE(contains(message, "mine.json"));
    EXPECT_TRUE(contains(message, "must be an object"));
}

TEST(ParsePreset, UnknownMechanismPatternAndNamesAreRefused) {
    std::string message = parseError(minimalPreset(
        R"({"mechanisms": ["pipe", "carrier-pigeon"], "pattern": "pingpong", "sizes": [64]})"));
    EXPECT_TRUE(contains(message, "mine.json: steps[0].experiment.mechanisms[1]"));
    EXPECT_TRUE(contains(message, "carrier-pigeon"));

    message = parseError(
        minimalPreset(R"({"mechanisms": ["pipe"], "pattern": "telepathy", "sizes": [64]})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.pattern"));
    EXPECT_TRUE(contains(message, "telepathy"));

    message = parseError(minimalPreset(
        R"({"mechanisms": ["pipe"], "pattern": "pingpong", "sizes": [64], "placement": "moon"})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.placement"));

    message = parseError(minimalPreset(
        R"({"mechanisms": ["pipe"], "pattern": "pingpong", "sizes": [64], "wait": "nap"})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.wait"));
}

TEST(ParsePreset, MissingEmptyAndUnknownFieldsAreRefused) {
    std::string message = parseError(R"({"id": "mine", "title": "Mine", "summary": "s"})");
    EXPECT_TRUE(contains(message, "mine.json: steps: missing"));

    message = parseError(R"({"id": "mine", "title": "Mine", "summary": "s", "steps": []})");
    EXPECT_TRUE(contains(message, "steps: must not be empty"));

    message =
        parseError(minimalPreset(R"({"mechanisms": [], "pattern": "pingpong", "sizes": [64]})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.mechanisms: must not be empty"));

    message = parseError(minimalPreset(
        R"({"mechanisms": ["pipe"], "pattern": "pingpong", "sizes": [64], "iteration": 5})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.iteration: unknown field"));

    message = parseError(R"({"id": "Mine Preset", "title": "Mine", "summary": "s", "steps": [
        {"name": "one", "experiment": {"mechanisms": ["pipe"], "pattern": "pingpong",
         "sizes": [64]}}]})");
    EXPECT_TRUE(contains(message, "mine.json: id"));

    message = parseError(R"({"id": "mine", "title": "Mine", "summary": "s", "steps": [
        {"name": "one", "optional": true, "experiment": {"mechanisms": ["pipe"],
         "pattern": "pingpong", "sizes": [64]}}]})");
    EXPECT_TRUE(contains(message, "at least one step must not be optional"));
}

TEST(ParsePreset, BadReferencesNameTheField) {
    const auto withReference = [](const std::string& reference) {
        return R"({"id": "mine", "title": "Mine", "summary": "s", "steps": [{"name": "one",
            "experiment": {"mechanisms": ["pipe"], "pattern": "pingpong", "sizes": [64]}}],
            "references": [)" +
               reference + "]}";
    };
    std::string message = parseError(withReference(
        R"({"label": "R", "mechanism": "pipe", "pattern": "pingpong", "quantity": "latency_ns",
            "hardware": "HW", "points": [{"size": 64, "value": -3}]})"));
    EXPECT_TRUE(contains(message, "mine.json: references[0].points[0].value"));
    EXPECT_TRUE(contains(message, "positive"));

    message = parseError(withReference(
        R"({"label": "R", "mechanism": "pipe", "pattern": "pingpong", "quantity": "furlongs",
            "hardware": "HW", "points": [{"size": 64, "value": 3}]})"));
    EXPECT_TRUE(contains(message, "references[0].quantity"));
    EXPECT_TRUE(contains(message, "furlongs"));

    message = parseError(withReference(
        R"({"label": "R", "mechanism": "nope", "pattern": "pingpong", "quantity": "latency_ns",
            "hardware": "HW", "points": [{"size": 64, "value": 3}]})"));
    EXPECT_TRUE(contains(message, "references[0].mechanism"));

    message = parseError(withReference(
        R"({"label": "R", "mechanism": "pipe", "pattern": "pingpong", "quantity": "latency_ns",
            "hardware": "HW", "points": []})"));
    EXPECT_TRUE(contains(message, "references[0].points: must not be empty"));

    message = parseError(withReference(
        R"({"label": "R", "mechanism": "pipe", "pattern": "pingpong", "quantity": "latency_ns",
            "hardware": "HW", "scale": 0, "points": [{"size": 64, "value": 3}]})"));
    EXPECT_TRUE(contains(message, "references[0].scale"));
}

TEST(ValidatePreset, NamesTheStepOfEachProblem) {
    Expected<Preset> preset = parsePreset(minimalPreset(R"({"mechanisms": ["pipe"],
        "pattern": "pingpong", "sizes": [64], "iterations": 0})"),
                                          "mine.json");
    ASSERT_TRUE(preset.ok()) << preset.error().message;
    const std::vector<std::string> problems = validatePreset(*preset, MechanismRegistry::builtin());
    ASSERT_FALSE(problems.empty());
    EXPECT_TRUE(contains(problems.front(), "step 1 (one): "));
    EXPECT_TRUE(contains(problems.front(), "iterations"));
}

// A mechanism this "OS" lacks, to see presetForThisMachine drop it with the reason.
class UnavailableMechanism : public Mechanism {
  public:
    UnavailableMechanism() {
        m_info.id = "pipe";
        m_info.title = "Pipe that this OS lacks";
        m_info.locality = Locality::CrossProcess;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream};
        m_info.available = false;
        m_info.unavailableReason = "not on this test OS";
    }
    const MechanismInfo& info() const override { return m_info; }
    Expected<OpenedChannel> open(const ChannelOptions&) override {
        return Error{ErrorCode::Unsupported, m_info.unavailableReason};
    }

  private:
    MechanismInfo m_info;
};

class AvailableMechanism : public UnavailableMechanism {
  public:
    explicit AvailableMechanism(std::string id) {
        m_available.id = std::move(id);
        m_available.patterns = {Pattern::PingPong, Pattern::Stream};
    }
    const MechanismInfo& info() const override { return m_available; }

  private:
    MechanismInfo m_available;
};

TEST(PresetForThisMachine, DropsUnavailableMechanismsAndEmptyStepsWithTheReason) {
    std::vector<std::unique_ptr<Mechanism>> mechanisms;
    mechanisms.push_back(std::make_unique<UnavailableMechanism>());
    mechanisms.push_back(std::make_unique<AvailableMechanism>("tcp"));
    const MechanismRegistry registry(std::move(mechanisms));

    Preset preset;
    preset.id = "mine";
    preset.steps.push_back({"both", {}, false});
    preset.steps.back().experiment.mechanisms = {"pipe", "tcp"};
    preset.steps.push_back({"pipe only", {}, false});
    preset.steps.back().experiment.mechanisms = {"pipe"};
    preset.steps.push_back({"unknown here", {}, false});
    preset.steps.back().experiment.mechanisms = {"websocket", "tcp"};

    std::vector<std::string> dropped;
    const Preset here = presetForThisMachine(preset, registry, &dropped);
    ASSERT_EQ(here.steps.size(), 2u);
    EXPECT_EQ(here.steps[0].name, "both");
    EXPECT_EQ(here.steps[0].experiment.mechanisms, std::vector<std::string>{"tcp"});
    EXPECT_EQ(here.steps[1].name, "unknown here");
    EXPECT_EQ(here.steps[1].experiment.mechanisms, std::vector<std::string>{"tcp"});
    // Each mechanism named once, with why.
    EXPECT_EQ(dropped, (std::vector<std::string>{"pipe: not on this test OS",
                                                 "websocket: not in this build"}));
    // Without the out-parameter it behaves the same.
    EXPECT_EQ(presetForThisMachine(preset, registry).steps.size(), 2u);
}

// ---------------------------------------------------------------------------------------------
// The log-binned histogram

std::uint64_t total(const Histogram& h) {
    return std::accumulate(h.counts.begin(), h.counts.end(), std::uint64_t{0});
}

TEST(LogHistogram, EmptySamplesGiveAnEmptyHistogram) {
    const Histogram h = logHistogram({});
    EXPECT_TRUE(h.edges.empty());
    EXPECT_TRUE(h.counts.empty());
}

TEST(LogHistogram, OneSampleAndEqualSamplesGiveOneDegenerateBin) {
    const std::vector<double> one{250.0};
    Histogram h = logHistogram(one);
    EXPECT_EQ(h.edges, (std::vector<double>{250.0, 250.0}));
    EXPECT_EQ(h.counts, std::vector<std::uint64_t>{1});

    const std::vector<double> equal(7, 1234.5);
    h = logHistogram(equal);
    EXPECT_EQ(h.edges, (std::vector<double>{1234.5, 1234.5}));
    EXPECT_EQ(h.counts, std::vector<std::uint64_t>{7});
}

TEST(LogHistogram, HandComputedDecadeBins) {
    // One bin per decade: [1, 10) holds 1 and 5; [10, 100] holds 10, 50 and 100 (the last bin
    // includes its upper edge).
    const std::vector<double> samples{1, 5, 10, 50, 100};
    const Histogram h = logHistogram(samples, 1);
    ASSERT_EQ(h.edges.size(), 3u);
    EXPECT_DOUBLE_EQ(h.edges[0], 1);
    EXPECT_DOUBLE_EQ(h.edges[1], 10);
    EXPECT_DOUBLE_EQ(h.edges[2], 100);
    EXPECT_EQ(h.counts, (std::vector<std::uint64_t>{2, 3}));
}

TEST(LogHistogram, EdgesLieOnTheSharedGridAndCoverTheSamples) {
    // 20 bins per decade: edges 10^(k/20). 1000 = 10^(60/20) is the first edge; 2000 lies
    // between 10^(66/20) = 1995.3 and 10^(67/20) = 2238.7, the last edge.
    const std::vector<double> samples{1000, 1500, 2000};
    const Histogram h = logHistogram(samples, 20);
    ASSERT_EQ(h.edges.size(), 8u);
    ASSERT_EQ(h.counts.size(), 7u);
    EXPECT_NEAR(h.edges.front(), 1000, 1e-9);
    EXPECT_NEAR(h.edges.back(), 2238.72, 0.01);
    EXPECT_EQ(h.counts.front(), 1u);
    EXPECT_EQ(h.counts.back(), 1u);
    EXPECT_EQ(total(h), 3u);
    EXPECT_TRUE(std::is_sorted(h.edges.begin(), h.edges.end()));
}

TEST(LogHistogram, EverySampleIsCountedExactlyOnceInItsBin) {
    std::vector<double> samples;
    for (int i = 0; i < 5000; ++i) {
        // Spread over five decades, with repeats and values exactly on grid edges.
        samples.push_back(100.0 * std::pow(10.0, (i % 97) / 20.0) + (i % 3));
    }
    samples.push_back(1000.0);  // exactly 10^(60/20)
    const Histogram h = logHistogram(samples);
    ASSERT_EQ(h.edges.size(), h.counts.size() + 1);
    EXPECT_EQ(total(h), samples.size());
    EXPECT_LE(h.edges.front(), *std::min_element(samples.begin(), samples.end()));
    EXPECT_GE(h.edges.back(), *std::max_element(samples.begin(), samples.end()));
    // Recount by the published edges: bin i holds edges[i] <= x < edges[i + 1].
    std::vector<std::uint64_t> recount(h.counts.size(), 0);
    for (double x : samples) {
        std::size_t bin = 0;
        while (bin + 1 < h.counts.size() && x >= h.edges[bin + 1]) {
            ++bin;
        }
        ++recount[bin];
    }
    EXPECT_EQ(recount, h.counts);
}

TEST(LogHistogram, NonPositiveSamplesJoinTheFirstBin) {
    const std::vector<double> samples{0.0, -2.0, 10.0, 100.0};
    const Histogram h = logHistogram(samples, 1);
    ASSERT_FALSE(h.counts.empty());
    // The grid from 10 to 100 is one decade; its first edge moves down to -2.
    EXPECT_EQ(h.edges, (std::vector<double>{-2.0, 100.0}));
    EXPECT_EQ(h.counts, std::vector<std::uint64_t>{4});
    // No positive sample at all: one linear bin.
    const std::vector<double> negative{-3.0, -1.0};
    const Histogram n = logHistogram(negative);
    EXPECT_EQ(n.edges, (std::vector<double>{-3.0, -1.0}));
    EXPECT_EQ(n.counts, std::vector<std::uint64_t>{2});
}

TEST(AggregatePoint, FillsTheHistogramForPingPongOnly) {
    std::vector<double> samples{1000, 2000, 3000, 4000};
    PointResult pingPong;
    pingPong.pattern = Pattern::PingPong;
    pingPong.repetitions.resize(1);
    pingPong.repetitions[0].latencyNs = summarize(samples);
    aggregatePoint(pingPong, samples);
    EXPECT_EQ(pingPong.latencyHistogram, logHistogram(samples));
    EXPECT_EQ(total(pingPong.latencyHistogram), 4u);

    PointResult paced = pingPong;
    paced.pattern = Pattern::Paced;
    aggregatePoint(paced, samples);
    EXPECT_EQ(total(paced.latencyHistogram), 4u);

    PointResult stream = pingPong;
    stream.pattern = Pattern::Stream;
    aggregatePoint(stream, {});
    EXPECT_TRUE(stream.latencyHistogram.counts.empty());

    PointResult lock = pingPong;
    lock.pattern = Pattern::Lock;
    lock.repetitions[0].nsPerOperation = 40;
    aggregatePoint(lock, {});
    EXPECT_TRUE(lock.latencyHistogram.counts.empty());
}

// ---------------------------------------------------------------------------------------------
// JSON: the histogram round-trips exactly; files without it still load

RunResult runWithHistogram() {
    RunResult run;
    run.experiment.mechanisms = {"pipe"};
    PointResult point;
    point.mechanism = "pipe";
    point.sizeBytes = 64;
    point.ok = true;
    std::vector<double> samples;
    for (int i = 1; i <= 300; ++i) {
        samples.push_back(1000.0 / 3.0 * i + 1e-7);
    }
    RepetitionResult repetition;
    repetition.latencyNs = summarize(samples);
    point.repetitions.push_back(repetition);
    aggregatePoint(point, samples);
    run.points.push_back(point);
    return run;
}

TEST(HistogramJson, RoundTripsExactly) {
    const RunResult run = runWithHistogram();
    ASSERT_FALSE(run.points.front().latencyHistogram.counts.empty());
    const std::string text = toJson(run);
    const Json json = Json::parse(text);
    ASSERT_TRUE(json["points"][0].contains("latency_histogram"));
    EXPECT_EQ(json["points"][0]["latency_histogram"]["counts"].size(),
              run.points.front().latencyHistogram.counts.size());
    const Expected<RunResult> back = fromJson(text);
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back->points.front().latencyHistogram, run.points.front().latencyHistogram);
    EXPECT_EQ(back.value(), run);
}

TEST(HistogramJson, FilesWithoutItStillLoad) {
    Json json = Json::parse(toJson(runWithHistogram()));
    json["points"][0].erase("latency_histogram");
    const Expected<RunResult> back = fromJson(json.dump());
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_TRUE(back->points.front().latencyHistogram.edges.empty());
    EXPECT_TRUE(back->points.front().latencyHistogram.counts.empty());
}

TEST(HistogramJson, MalformedHistogramIsRefusedWithItsPath) {
    Json json = Json::parse(toJson(runWithHistogram()));
    json["points"][0]["latency_histogram"]["edges"] = Json::array({1.0, 2.0});
    std::string text = json.dump();
    Expected<RunResult> back = fromJson(text);
    ASSERT_FALSE(back.ok());
    EXPECT_TRUE(contains(back.error().message, "points[0].latency_histogram.edges"));

    json = Json::parse(toJson(runWithHistogram()));
    json["points"][0]["latency_histogram"]["counts"][0] = -1;
    back = fromJson(json.dump());
    ASSERT_FALSE(back.ok());
    EXPECT_TRUE(contains(back.error().message, "points[0].latency_histogram.counts[0]"));

    json = Json::parse(toJson(runWithHistogram()));
    json["points"][0]["latency_histogram"]["edges"][1] = 0.5;
    back = fromJson(json.dump());
    ASSERT_FALSE(back.ok());
    EXPECT_TRUE(contains(back.error().message, "points[0].latency_histogram.edges[1]"));
}

}  // namespace
}  // namespace ipclab
