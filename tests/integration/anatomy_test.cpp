// The anatomy of a message end to end: each party's counts come back through the runner, per
// message, and say what the mechanism's explanation says (a blocking hand-off switches every
// message on one core; a spinning one across cores does not). Counts, never timings.
#include <gtest/gtest.h>

#include "ipclab/platform/cpu.hpp"
#include "ipclab/platform/thread_counters.hpp"
#include "ipclab/report.hpp"
#include "test_support.hpp"

namespace ipclab {
namespace {

using platform::ThreadCounter;
using test::RecordingObserver;
using test::smallExperiment;
using test::testRunnerOptions;

double switches(const MessageAnatomy::PerMessage& counts) {
    const auto at = [&counts](ThreadCounter c) { return counts[static_cast<std::size_t>(c)]; };
    return at(ThreadCounter::VoluntarySwitches) + at(ThreadCounter::InvoluntarySwitches);
}

bool switchesCounted() {
    return platform::ThreadCounters::openForThisThread()
               .read()[static_cast<std::size_t>(ThreadCounter::VoluntarySwitches)] >= 0;
}

PointResult runOne(const std::string& mechanism, Placement placement, bool countEvents = true) {
    auto experiment = smallExperiment({mechanism}, Pattern::PingPong, {64});
    experiment.placement = placement;
    experiment.iterations = 400;
    experiment.warmup = 50;
    RunnerOptions options = testRunnerOptions();
    options.countEvents = countEvents;
    Runner runner(options);
    RecordingObserver observer;
    auto result = runner.run(experiment, observer);
    EXPECT_EQ(result.points.size(), 1u);
    return result.points.empty() ? PointResult{} : result.points.front();
}

TEST(Anatomy, BlockingOnOneCoreSwitchesEveryMessageOnEachSide) {
    if (!switchesCounted()) {
        GTEST_SKIP() << "this OS does not count a thread's context switches";
    }
    const PointResult point = runOne("pipe", Placement::SameCore);
    ASSERT_TRUE(point.ok) << point.error.english();
    // Each side waits for the other once per round trip: it gives up the CPU, either on its own
    // (voluntary, blocked in read) or because the party it woke preempted it first (involuntary,
    // the scheduler's wake-up preemption); which one varies, the sum does not.
    EXPECT_GE(switches(point.anatomy.initiator), 0.9);
    EXPECT_GE(switches(point.anatomy.responder), 0.9);
    EXPECT_GT(point.anatomy.initiatorCount(ThreadCounter::VoluntarySwitches), 0.0);
}

TEST(Anatomy, SpinningAcrossCoresDoesNotSwitch) {
    if (!switchesCounted()) {
        GTEST_SKIP() << "this OS does not count a thread's context switches";
    }
    if (platform::allowedCpus().size() < 2) {
        GTEST_SKIP() << "needs two CPUs";
    }
    const PointResult point = runOne("shm.spin", Placement::CrossCore);
    ASSERT_TRUE(point.ok) << point.error.english();
    EXPECT_LT(point.anatomy.initiatorCount(ThreadCounter::VoluntarySwitches), 0.5);
    EXPECT_LT(point.anatomy.responderCount(ThreadCounter::VoluntarySwitches), 0.5);
}

TEST(Anatomy, NotCountingLeavesEveryFigureUnknownAndSurvivesAFile) {
    const PointResult off = runOne("thread.mutex", Placement::Unpinned, false);
    ASSERT_TRUE(off.ok) << off.error.english();
    EXPECT_EQ(off.anatomy, MessageAnatomy{});

    const PointResult on = runOne("thread.mutex", Placement::Unpinned);
    ASSERT_TRUE(on.ok) << on.error.english();
    RunResult result;
    result.points = {on, off};
    auto back = fromJson(toJson(result));
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back->points[0].anatomy, on.anatomy);
    EXPECT_EQ(back->points[1].anatomy, MessageAnatomy{});
}

}  // namespace
}  // namespace ipclab
