// Placement::Auto: each point where it measures its mechanism (placementFor), and "auto" in
// files and on the command line. Behaviour only.
#include <gtest/gtest.h>

#include "ipclab/experiment.hpp"
#include "ipclab/experiment_json.hpp"
#include "ipclab/mechanism.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/platform/cpu.hpp"
#include "ipclab/validation.hpp"

namespace ipclab {
namespace {

MechanismInfo infoWaiting(std::vector<WaitStrategy> waits) {
    MechanismInfo info;
    info.id = "fake";
    info.waitStrategies = std::move(waits);
    return info;
}

TEST(Placement, AutoPutsABlockingHandOffOnOneCore) {
    Experiment experiment;
    experiment.placement = Placement::Auto;
    EXPECT_EQ(placementFor(experiment, infoWaiting({WaitStrategy::Block})), Placement::SameCore);
    // Yielding and spin-then-block give the CPU away: one core holds both parties.
    EXPECT_EQ(placementFor(experiment, infoWaiting({WaitStrategy::SpinYield})),
              Placement::SameCore);
    EXPECT_EQ(placementFor(experiment, infoWaiting({WaitStrategy::SpinBlock})),
              Placement::SameCore);
}

TEST(Placement, AutoPutsASpinningHandOffOnTwoCoresWhereThereAreTwo) {
    Experiment experiment;
    experiment.placement = Placement::Auto;
    const Placement expected =
        platform::allowedCpus().size() >= 2 ? Placement::CrossCore : Placement::Unpinned;
    EXPECT_EQ(placementFor(experiment, infoWaiting({WaitStrategy::Spin, WaitStrategy::Block})),
              expected);
    // The wait chosen for the run counts, not the mechanism's default.
    experiment.waitStrategy = WaitStrategy::Block;
    EXPECT_EQ(placementFor(experiment, infoWaiting({WaitStrategy::Spin, WaitStrategy::Block})),
              Placement::SameCore);
    experiment.waitStrategy = WaitStrategy::Spin;
    EXPECT_EQ(placementFor(experiment, infoWaiting({WaitStrategy::Block, WaitStrategy::Spin})),
              expected);
}

TEST(Placement, AChosenPlacementAndARemotePeerAreLeftAsTheyAre) {
    Experiment experiment;
    for (const Placement chosen :
         {Placement::Unpinned, Placement::SameCore, Placement::CrossCore}) {
        experiment.placement = chosen;
        EXPECT_EQ(placementFor(experiment, infoWaiting({WaitStrategy::Spin})), chosen);
    }
    experiment.placement = Placement::Auto;
    experiment.remotePeer = "10.0.0.2:7290";
    EXPECT_EQ(placementFor(experiment, infoWaiting({WaitStrategy::Block})), Placement::Unpinned);
}

TEST(Placement, AutoIsReadWrittenAndValid) {
    EXPECT_EQ(parsePlacement("auto"), Placement::Auto);
    EXPECT_EQ(toString(Placement::Auto), "auto");
    Experiment experiment;
    experiment.mechanisms = {"thread.mutex", "thread.spin"};
    experiment.placement = Placement::Auto;
    EXPECT_TRUE(validate(experiment, MechanismRegistry::builtin()).empty());
    const auto back = experimentFromJson(toJson(experiment), ExperimentJsonForm::Result);
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back->placement, Placement::Auto);
    // Auto with a remote peer resolves to unpinned, the only placement a remote peer allows.
    experiment.mechanisms = {"tcp"};
    experiment.remotePeer = "10.0.0.2:7290";
    EXPECT_TRUE(validate(experiment, MechanismRegistry::builtin()).empty());
}

}  // namespace
}  // namespace ipclab
