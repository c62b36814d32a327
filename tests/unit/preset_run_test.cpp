// PresetRun: which steps of a preset run here, in which order and under which numbers, what this
// OS leaves out, and that a cancelled run ends the series. Runs are made up: nothing measures.
#include <gtest/gtest.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "fake_mechanism.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/preset_run.hpp"

namespace ipclab {
namespace {

using test::fakeInfo;
using test::FakeMechanism;

// "here" exists on this OS, "gone" does not (like mq.posix on macOS).
MechanismRegistry registryWithoutGone() {
    std::vector<std::unique_ptr<Mechanism>> mechanisms;
    mechanisms.push_back(
        std::make_unique<FakeMechanism>(fakeInfo("here", {Pattern::PingPong}, 1, 1u << 20)));
    MechanismInfo gone = fakeInfo("gone", {Pattern::PingPong}, 1, 1u << 20);
    gone.available = false;
    gone.unavailableReason = "no such thing on this OS";
    mechanisms.push_back(std::make_unique<FakeMechanism>(std::move(gone)));
    return MechanismRegistry(std::move(mechanisms));
}

PresetStep step(std::string name, std::vector<std::string> mechanisms, bool optional = false) {
    PresetStep result;
    result.name = std::move(name);
    result.experiment.mechanisms = std::move(mechanisms);
    result.experiment.sizesBytes = {64};
    result.optional = optional;
    return result;
}

// Four steps: the second optional, the third with no mechanism on this OS.
Preset fourSteps() {
    Preset preset;
    preset.id = "four";
    preset.title = "Four steps";
    preset.steps = {step("first", {"here", "gone"}), step("long one", {"here"}, true),
                    step("elsewhere", {"gone"}), step("last", {"here"})};
    return preset;
}

std::vector<std::size_t> givenNumbers(PresetRun& run) {
    std::vector<std::size_t> numbers;
    while (const std::optional<PlannedStep> planned = run.next()) {
        numbers.push_back(planned->number);
        run.record(RunResult{});
    }
    return numbers;
}

RunResult runOf(const PlannedStep& planned, bool cancelled = false) {
    RunResult run;
    run.experiment = planned.step.experiment;
    run.cancelled = cancelled;
    return run;
}

TEST(PresetRun, GivesTheRequiredStepsInOrderWithTheirNumbersInThePreset) {
    PresetRun run(fourSteps(), StepSelection::required(), registryWithoutGone());
    EXPECT_EQ(run.step(), nullptr);
    const std::optional<PlannedStep> first = run.next();
    ASSERT_TRUE(first.has_value());
    EXPECT_EQ(first->number, 1u);
    EXPECT_EQ(first->step.name, "first");
    ASSERT_NE(run.step(), nullptr);
    EXPECT_EQ(run.step()->number, 1u);
    run.record(runOf(*first));
    const std::optional<PlannedStep> last = run.next();
    ASSERT_TRUE(last.has_value());
    EXPECT_EQ(last->number, 4u);
    EXPECT_EQ(last->step.name, "last");
    EXPECT_EQ(run.stepsLeft(), 0u);
    run.record(runOf(*last));
    EXPECT_FALSE(run.next().has_value());
    EXPECT_FALSE(run.cancelled());
}

TEST(PresetRun, EachStepIsCutToThisMachine) {
    PresetRun run(fourSteps(), StepSelection::required(), registryWithoutGone());
    const std::optional<PlannedStep> first = run.next();
    ASSERT_TRUE(first.has_value());
    EXPECT_EQ(first->step.experiment.mechanisms, std::vector<std::string>{"here"});
}

TEST(PresetRun, OptionalStepsRunOnlyWhenAskedFor) {
    PresetRun required(fourSteps(), StepSelection::required(), registryWithoutGone());
    EXPECT_EQ(givenNumbers(required), (std::vector<std::size_t>{1, 4}));
    PresetRun withOptional(fourSteps(), StepSelection::withOptional(), registryWithoutGone());
    EXPECT_EQ(givenNumbers(withOptional), (std::vector<std::size_t>{1, 2, 4}));
}

TEST(PresetRun, OneStepByItsNumberOptionalOrNot) {
    PresetRun optional(fourSteps(), StepSelection::one(2), registryWithoutGone());
    EXPECT_EQ(givenNumbers(optional), std::vector<std::size_t>{2});
    EXPECT_TRUE(optional.plan().skipped.empty());
    PresetRun last(fourSteps(), StepSelection::one(4), registryWithoutGone());
    EXPECT_EQ(givenNumbers(last), std::vector<std::size_t>{4});
}

TEST(PresetRun, AStepWithNoMechanismHereIsSkippedAndTheOthersKeepTheirNumbers) {
    PresetRun run(fourSteps(), StepSelection::withOptional(), registryWithoutGone());
    EXPECT_EQ(run.plan().skipped,
              std::vector<std::string>{"step 3 (elsewhere): none of its mechanisms is available "
                                       "on this OS"});
    // Named once for the whole preset, though two steps name it.
    EXPECT_EQ(run.plan().leftOut, std::vector<std::string>{"gone: no such thing on this OS"});
    ASSERT_EQ(run.plan().steps.size(), 3u);
    EXPECT_EQ(run.plan().steps[2].number, 4u);
    EXPECT_EQ(givenNumbers(run), (std::vector<std::size_t>{1, 2, 4}));
}

TEST(PresetRun, TheMechanismsLeftOutAreNamedForTheWholePresetWhateverTheStep) {
    PresetRun run(fourSteps(), StepSelection::one(2), registryWithoutGone());
    EXPECT_EQ(run.plan().leftOut, std::vector<std::string>{"gone: no such thing on this OS"});
}

TEST(PresetRun, ACancelledRunEndsThePlan) {
    PresetRun run(fourSteps(), StepSelection::withOptional(), registryWithoutGone());
    const std::optional<PlannedStep> first = run.next();
    ASSERT_TRUE(first.has_value());
    run.record(runOf(*first));
    const std::optional<PlannedStep> second = run.next();
    ASSERT_TRUE(second.has_value());
    EXPECT_EQ(run.stepsLeft(), 1u);
    run.record(runOf(*second, true));
    EXPECT_TRUE(run.cancelled());
    EXPECT_EQ(run.stepsLeft(), 0u);
    EXPECT_FALSE(run.next().has_value());
    EXPECT_EQ(run.recorded(), 2u);
    EXPECT_EQ(run.step()->number, 2u);
}

TEST(PresetRun, ARecordWithNoStepWaitingIsIgnored) {
    PresetRun run(fourSteps(), StepSelection::required(), registryWithoutGone());
    RunResult cancelled;
    cancelled.cancelled = true;
    run.record(cancelled);
    EXPECT_EQ(run.recorded(), 0u);
    EXPECT_FALSE(run.cancelled()) << "a stray record does not end the plan";
    ASSERT_TRUE(run.next().has_value());
    run.record(RunResult{});
    run.record(cancelled);
    EXPECT_EQ(run.recorded(), 1u);
    EXPECT_FALSE(run.cancelled());
}

TEST(PresetRun, NothingRunsWhenNoChosenStepHasAMechanismHere) {
    PresetRun run(fourSteps(), StepSelection::one(3), registryWithoutGone());
    EXPECT_TRUE(run.plan().steps.empty());
    EXPECT_EQ(run.plan().skipped.size(), 1u);
    EXPECT_EQ(run.stepsLeft(), 0u);
    EXPECT_FALSE(run.next().has_value());
}

TEST(PresetRun, ABuiltinPresetPlansOnlyItsRequiredStepsEachWithAMechanismHere) {
    const Preset* report = findPreset("report-000");
    ASSERT_NE(report, nullptr);
    PresetRun run(*report, StepSelection::required(), MechanismRegistry::builtin());
    for (const PlannedStep& planned : run.plan().steps) {
        EXPECT_FALSE(report->steps[planned.number - 1].optional);
        EXPECT_FALSE(planned.step.experiment.mechanisms.empty());
    }
    EXPECT_EQ(run.preset().id, "report-000");
}

}  // namespace
}  // namespace ipclab
