// Validation of the settle settings and of spinning on one core.
#include <string>

#include <gtest/gtest.h>

#include "ipclab/experiment.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/validation.hpp"

namespace ipclab {
namespace {

std::vector<std::string> messagesFor(const Experiment& experiment) {
    std::vector<std::string> messages;
    for (const ValidationError& error : validate(experiment, MechanismRegistry::builtin())) {
        messages.push_back(error.field + ": " + error.message);
    }
    return messages;
}

Experiment settling() {
    Experiment experiment;
    experiment.mechanisms = {"thread.mutex"};
    experiment.settle = true;
    return experiment;
}

TEST(SettleValidation, DefaultsAreValidAndRangesAreChecked) {
    EXPECT_TRUE(messagesFor(settling()).empty());
    Experiment experiment = settling();
    experiment.precision = 0.0;
    experiment.minRounds = 1;
    experiment.timeBudgetSeconds = 0;
    const auto messages = messagesFor(experiment);
    ASSERT_EQ(messages.size(), 3u);
    EXPECT_EQ(messages[0].rfind("precision: precision must be between 0.001 and 0.5", 0), 0u);
    EXPECT_EQ(messages[1].rfind("min_rounds: ", 0), 0u);
    EXPECT_EQ(messages[2].rfind("time_budget_s: ", 0), 0u);
    experiment.settle = false;
    EXPECT_TRUE(messagesFor(experiment).empty()) << "a fixed run ignores the settle settings";
}

TEST(SettleValidation, SpinningOnOneCoreIsRefusedWithTheReason) {
    Experiment experiment;
    experiment.mechanisms = {"thread.spin"};
    experiment.placement = Placement::SameCore;
    const auto messages = messagesFor(experiment);
    ASSERT_EQ(messages.size(), 1u) << "thread.spin spins by default";
    EXPECT_NE(messages[0].find("would spin on the same core"), std::string::npos) << messages[0];
    experiment.waitStrategy = WaitStrategy::SpinYield;
    EXPECT_TRUE(messagesFor(experiment).empty()) << "spin-yield gives the CPU away";
    experiment.waitStrategy = WaitStrategy::Spin;
    experiment.placement = Placement::Unpinned;
    EXPECT_TRUE(messagesFor(experiment).empty());
}

}  // namespace
}  // namespace ipclab
