// parsePreset: every field, every size syntax, and errors that name the bad field.
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

#include "fake_mechanism.hpp"
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
using test::minimalPreset;
using test::runningEvery;

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

std::unique_ptr<Mechanism> fake(std::string id, MechanismGroup group,
                                void (*adjust)(MechanismInfo&) = nullptr) {
    MechanismInfo info;
    info.id = std::move(id);
    info.group = group;
    info.patterns = {Pattern::PingPong, Pattern::Stream};
    if (adjust != nullptr) {
        adjust(info);
    }
    return std::make_unique<test::FakeMechanism>(std::move(info));
}

TEST(ParsePreset, AllFollowsTheRegistrySoANewMechanismJoinsWithoutEditingThePreset) {
    const Expected<Preset> preset = parsePreset(minimalPreset(R"({"mechanisms": "all",
        "pattern": "pingpong", "sizes": [64, 4096]})"),
                                                "mine.json");
    ASSERT_TRUE(preset.ok()) << preset.error().message;
    const Experiment& parsed = preset->steps.front().experiment;
    EXPECT_EQ(parsed.mechanisms,
              runningEvery(Pattern::PingPong, {64, 4096}, MechanismRegistry::builtin()));
    EXPECT_EQ(parsed.mechanisms, everyMechanismFor(parsed, MechanismRegistry::builtin()));

    std::vector<std::unique_ptr<Mechanism>> registered;
    registered.push_back(fake("net", MechanismGroup::Network));
    registered.push_back(fake("thread", MechanismGroup::Threads));
    registered.push_back(fake("report", MechanismGroup::ReportVariants));
    registered.push_back(fake("tiny", MechanismGroup::KernelObjects,
                              [](MechanismInfo& info) { info.maxBytes = 7; }));
    registered.push_back(fake("stream-only", MechanismGroup::KernelObjects,
                              [](MechanismInfo& info) { info.patterns = {Pattern::Stream}; }));
    registered.push_back(fake("elsewhere", MechanismGroup::SharedMemory, [](MechanismInfo& info) {
        info.available = false;
        info.unavailableReason = "not on this OS";
    }));
    registered.push_back(fake("new", MechanismGroup::Threads));
    const MechanismRegistry registry(std::move(registered));
    Experiment e;
    e.pattern = Pattern::PingPong;
    e.sizesBytes = {64};
    // In display order; the unavailable one stays, for presetForThisMachine to drop with why.
    EXPECT_EQ(everyMechanismFor(e, registry),
              (std::vector<std::string>{"thread", "new", "elsewhere", "net"}));
    EXPECT_EQ(everyMechanismFor(e, registry, {1u << 20}),
              (std::vector<std::string>{"thread", "new", "elsewhere", "net"}));
    EXPECT_EQ(everyMechanismFor(e, registry, {kMaxMessageBytes + 1}), std::vector<std::string>{});
    e.pattern = Pattern::Stream;
    EXPECT_EQ(everyMechanismFor(e, registry),
              (std::vector<std::string>{"thread", "new", "elsewhere", "stream-only", "net"}));
    // A wait strategy named by the step: only those that offer it.
    e.waitStrategy = WaitStrategy::Spin;
    EXPECT_EQ(everyMechanismFor(e, registry), std::vector<std::string>{});
}

TEST(ParsePreset, EveryMechanismFormsAreCheckedAndNameTheField) {
    std::string message = parseError(
        minimalPreset(R"({"mechanisms": "everything", "pattern": "pingpong", "sizes": [64]})"));
    EXPECT_TRUE(contains(message, "mine.json: steps[0].experiment.mechanisms")) << message;
    EXPECT_TRUE(contains(message, "\"all\"")) << message;

    message = parseError(minimalPreset(
        R"({"mechanisms": {"all_at_sizes": "lots"}, "pattern": "pingpong", "sizes": [64]})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.mechanisms.all_at_sizes")) << message;

    message = parseError(
        minimalPreset(R"({"mechanisms": {"every": 1}, "pattern": "pingpong", "sizes": [64]})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.mechanisms.every: unknown field"))
        << message;

    message = parseError(
        minimalPreset(R"({"mechanisms": "all", "pattern": "pingpong", "sizes": ["128M"]})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.mechanisms: no mechanism")) << message;
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

TEST(ParsePreset, CommandLineAdviceIsAListOfLinesApartFromTheNote) {
    const std::string head = R"({"id": "mine", "title": "Mine", "summary": "s", "note": "n", )";
    const std::string steps = R"("steps": [{"name": "one", "experiment": {"mechanisms": ["pipe"],
        "pattern": "pingpong", "sizes": [64]}}]})";
    const Expected<Preset> preset = parsePreset(
        head + R"("command_line": ["Keep cores awake: --keep-awake", "b"], )" + steps, "mine.json");
    ASSERT_TRUE(preset.ok()) << preset.error().message;
    EXPECT_EQ(preset->note, "n");
    EXPECT_EQ(preset->commandLine,
              (std::vector<std::string>{"Keep cores awake: --keep-awake", "b"}));

    EXPECT_TRUE(contains(parseError(head + R"("command_line": "--keep-awake", )" + steps),
                         "mine.json: command_line: must be an array"));
    EXPECT_TRUE(contains(parseError(head + R"("command_line": ["a", ""], )" + steps),
                         "command_line[1]: must be a non-empty string"));
    EXPECT_TRUE(contains(parseError(head + R"("command_line": [], )" + steps),
                         "command_line: must not be empty"));
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
        R"json({"label": "R (lab PC)", "machine": "Windows PC", "mechanism": "pipe",
            "pattern": "pingpong", "quantity": "latency_ns", "hardware": "HW",
            "points": [{"size": 64, "value": 3}]})json"));
    EXPECT_TRUE(contains(message, "references[0].machine"));
    EXPECT_TRUE(contains(message, "must end the label"));

    message = parseError(withReference(
        R"({"label": "R", "mechanism": "pipe", "pattern": "pingpong", "quantity": "latency_ns",
            "hardware": "HW", "scale": 0, "points": [{"size": 64, "value": 3}]})"));
    EXPECT_TRUE(contains(message, "references[0].scale"));
}

std::string presetWithReferences(const std::string& references) {
    return R"({"id": "mine", "title": "Mine", "summary": "s", "steps": [{"name": "one",
        "experiment": {"mechanisms": ["pipe"], "pattern": "pingpong", "sizes": [4]}},
        {"name": "two", "experiment": {"mechanisms": ["pipe"], "pattern": "stream",
        "sizes": [4]}}], "references": [)" +
           references + "]}";
}

const char* const kRoundTrips = R"({"label": "RT", "mechanism": "pipe", "pattern": "pingpong",
    "quantity": "latency_ns", "hardware": "HW", "scale": 0.5, "statistic": "min",
    "points": [{"size": 4, "value": 1382}]})";

TEST(ParsePreset, ReadsStatisticPlacementAndDerivation) {
    const Expected<Preset> preset =
        parsePreset(presetWithReferences(std::string(kRoundTrips) + R"(, {"label": "RT one core",
            "mechanism": "pipe", "pattern": "pingpong", "quantity": "latency_ns",
            "hardware": "HW", "statistic": "mean", "placement": "same-core",
            "points": [{"size": 4, "value": 928}]}, {"label": "Rate", "mechanism": "pipe",
            "pattern": "stream", "quantity": "bytes_per_s", "hardware": "HW",
            "statistic": "min", "derived_from": "RT", "points": [{"size": 4,
            "value": 2894356}]})"),
                    "mine.json");
    ASSERT_TRUE(preset.ok()) << preset.error().message;
    ASSERT_EQ(preset->references.size(), 3u);
    EXPECT_EQ(preset->references[0].statistic, ReferenceStatistic::Min);
    EXPECT_FALSE(preset->references[0].placement.has_value());
    EXPECT_TRUE(preset->references[0].derivedFrom.empty());
    EXPECT_EQ(preset->references[1].statistic, ReferenceStatistic::Mean);
    EXPECT_EQ(preset->references[1].placement, Placement::SameCore);
    EXPECT_EQ(preset->references[2].derivedFrom, "RT");
}

TEST(ParsePreset, ReferencesWithoutAStatisticReadAsTheMedianTheyWereComparedWith) {
    // Preset files written before "statistic" existed.
    const Expected<Preset> preset = parsePreset(
        presetWithReferences(R"({"label": "R", "mechanism": "pipe", "pattern": "pingpong",
            "quantity": "latency_ns", "hardware": "HW", "points": [{"size": 4, "value": 3}]})"),
        "mine.json");
    ASSERT_TRUE(preset.ok()) << preset.error().message;
    EXPECT_EQ(preset->references.front().statistic, ReferenceStatistic::Median);
    EXPECT_FALSE(preset->references.front().placement.has_value());
}

TEST(ParsePreset, BadStatisticPlacementAndDerivationNameTheField) {
    std::string message = parseError(presetWithReferences(
        R"({"label": "R", "mechanism": "pipe", "pattern": "pingpong", "quantity": "latency_ns",
            "hardware": "HW", "statistic": "mode", "points": [{"size": 4, "value": 3}]})"));
    EXPECT_TRUE(contains(message, "references[0].statistic")) << message;
    EXPECT_TRUE(contains(message, "min, median, mean")) << message;

    message = parseError(presetWithReferences(
        R"({"label": "R", "mechanism": "pipe", "pattern": "pingpong", "quantity": "latency_ns",
            "hardware": "HW", "placement": "moon", "points": [{"size": 4, "value": 3}]})"));
    EXPECT_TRUE(contains(message, "references[0].placement")) << message;

    // Naming nothing, itself, or a derived series.
    message = parseError(presetWithReferences(std::string(kRoundTrips) + R"(, {"label": "Rate",
        "mechanism": "pipe", "pattern": "stream", "quantity": "bytes_per_s", "hardware": "HW",
        "derived_from": "Table IX", "points": [{"size": 4, "value": 3}]})"));
    EXPECT_TRUE(contains(message, "references[1].derived_from")) << message;
    EXPECT_TRUE(contains(message, "Table IX")) << message;

    message = parseError(presetWithReferences(R"({"label": "Rate", "mechanism": "pipe",
        "pattern": "stream", "quantity": "bytes_per_s", "hardware": "HW",
        "derived_from": "Rate", "points": [{"size": 4, "value": 3}]})"));
    EXPECT_TRUE(contains(message, "itself")) << message;

    message = parseError(presetWithReferences(std::string(kRoundTrips) + R"(, {"label": "A",
        "mechanism": "pipe", "pattern": "stream", "quantity": "bytes_per_s", "hardware": "HW",
        "derived_from": "RT", "points": [{"size": 4, "value": 3}]}, {"label": "B",
        "mechanism": "pipe", "pattern": "stream", "quantity": "bytes_per_s", "hardware": "HW",
        "derived_from": "A", "points": [{"size": 4, "value": 3}]})"));
    EXPECT_TRUE(contains(message, "references[2].derived_from")) << message;
    EXPECT_TRUE(contains(message, "itself derived")) << message;
}

TEST(ReferenceStatistic, NamesRoundTrip) {
    for (const auto statistic :
         {ReferenceStatistic::Min, ReferenceStatistic::Median, ReferenceStatistic::Mean}) {
        EXPECT_EQ(parseReferenceStatistic(toString(statistic)), statistic);
    }
    EXPECT_FALSE(parseReferenceStatistic("average").has_value());
}

// ---------------------------------------------------------------------------------------------
// compareWithReferences: like statistics, placements and totals

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

TEST(StepsToLimits, SplitsAStepByTheMechanismsSizeLimitsInDisplayOrder) {
    std::vector<std::unique_ptr<Mechanism>> mechanisms;
    using test::fakeInfo;
    const auto add = [&mechanisms](MechanismInfo info) {
        mechanisms.push_back(std::make_unique<test::FakeMechanism>(std::move(info)));
    };
    add(fakeInfo("big", {Pattern::PingPong}, kMinMessageBytes, kMaxMessageBytes));
    add(fakeInfo("dgram", {Pattern::PingPong}, kMinMessageBytes, 32 * 1024));
    add(fakeInfo("tiny", {Pattern::PingPong}, kMinMessageBytes, 7));
    add(fakeInfo("queue", {Pattern::PingPong}, kMinMessageBytes, 8192));
    add(fakeInfo("queue2", {Pattern::PingPong}, kMinMessageBytes, 8192));
    add(fakeInfo("bulk", {Pattern::PingPong}, 64, kMaxMessageBytes));
    add(fakeInfo("huge-only", {Pattern::PingPong}, 4u << 20, kMaxMessageBytes));  // no size fits
    add(fakeInfo("streamer", {Pattern::Stream}, kMinMessageBytes, kMaxMessageBytes));
    MechanismInfo variant = fakeInfo("r000", {Pattern::PingPong}, 1, kMaxMessageBytes);
    variant.group = MechanismGroup::ReportVariants;
    add(std::move(variant));
    const MechanismRegistry registry(std::move(mechanisms));

    PresetStep step;
    step.name = "Latency";
    step.note = "kept";
    step.experiment.sizesBytes = {4, 8, 64, 8192, 16384, 65536, 1u << 20};
    const std::vector<PresetStep> steps = stepsToLimits(step, registry);

    std::vector<std::string> names;
    for (const PresetStep& split : steps) {
        names.push_back(split.name);
        EXPECT_EQ(split.note, "kept");
        EXPECT_EQ(split.experiment.iterations, step.experiment.iterations);
    }
    EXPECT_EQ(names, (std::vector<std::string>{
                         "Latency", "Latency: dgram up to 16 KiB", "Latency: tiny at 4 B",
                         "Latency: queue, queue2 up to 8 KiB", "Latency: bulk from 64 B"}));
    ASSERT_EQ(steps.size(), 5u);
    EXPECT_EQ(steps[0].experiment.mechanisms, std::vector<std::string>{"big"});
    EXPECT_EQ(steps[0].experiment.sizesBytes, step.experiment.sizesBytes);
    EXPECT_EQ(steps[1].experiment.sizesBytes, (std::vector<std::size_t>{4, 8, 64, 8192, 16384}));
    EXPECT_EQ(steps[2].experiment.sizesBytes, std::vector<std::size_t>{4});
    EXPECT_EQ(steps[3].experiment.mechanisms, (std::vector<std::string>{"queue", "queue2"}));
    EXPECT_EQ(steps[3].experiment.sizesBytes, (std::vector<std::size_t>{4, 8, 64, 8192}));
    EXPECT_EQ(steps[4].experiment.sizesBytes,
              (std::vector<std::size_t>{64, 8192, 16384, 65536, 1u << 20}));
}

TEST(ParsePreset, AllToLimitsBecomesOneStepPerLimitFromTheRegistry) {
    const Expected<Preset> preset =
        parsePreset(minimalPreset(R"({"mechanisms": "all_to_limits", "pattern": "pingpong",
                                      "sizes": "4..1M"})"),
                    "mine.json");
    ASSERT_TRUE(preset.ok()) << preset.error().message;
    EXPECT_EQ(preset->steps.front().name, "one");
    EXPECT_EQ(preset->steps.front().experiment.mechanisms,
              runningEvery(Pattern::PingPong, parseSizeList("4..1M").value(),
                           MechanismRegistry::builtin()));
    // Every mechanism that runs ping-pong at one of the sizes is in exactly one step, at the
    // sizes within its limits.
    for (const MechanismInfo* info : MechanismRegistry::builtin().infos()) {
        if (!info->reportVariantOf.empty() || !info->supports(Pattern::PingPong)) {
            continue;
        }
        int steps = 0;
        for (const PresetStep& step : preset->steps) {
            const auto& ids = step.experiment.mechanisms;
            if (std::find(ids.begin(), ids.end(), info->id) == ids.end()) {
                continue;
            }
            ++steps;
            for (std::size_t size : step.experiment.sizesBytes) {
                EXPECT_TRUE(size >= info->minBytes && size <= info->maxBytes) << info->id;
            }
        }
        EXPECT_EQ(steps, 1) << info->id;
    }
    EXPECT_TRUE(contains(parseError(minimalPreset(R"({"mechanisms": "all_to_limits",
        "pattern": "one-sided", "sizes": [64]})")),
                         "no mechanism of this build runs one-sided"));
}

}  // namespace
}  // namespace ipclab
