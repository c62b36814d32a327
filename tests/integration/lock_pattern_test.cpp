// The lock pattern through the runner, over every mechanism that offers a lock: mutual
// exclusion holds (the runner checks the counter), every repetition is timed, cancel works.
#include <gtest/gtest.h>

#include <future>

#include "child_processes.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "test_support.hpp"

namespace ipclab {
namespace {

std::vector<std::string> lockMechanisms() {
    std::vector<std::string> ids;
    for (const auto* info : MechanismRegistry::builtin().infos()) {
        if (info->available && info->supports(Pattern::Lock)) {
            ids.push_back(info->id);
        }
    }
    return ids;
}

Experiment lockExperiment(const std::string& mechanism) {
    Experiment experiment;
    experiment.mechanisms = {mechanism};
    experiment.pattern = Pattern::Lock;
    experiment.parties = 3;
    experiment.iterations = 20'000;
    experiment.warmup = 100;
    experiment.repetitions = 2;
    experiment.peerTimeoutMs = 30'000;
    return experiment;
}

class LockPattern : public ::testing::TestWithParam<std::string> {};

TEST_P(LockPattern, EveryPartyRunsEveryOperationUnderMutualExclusion) {
    Runner runner(test::testRunnerOptions());
    test::RecordingObserver observer;
    std::string error;
    const auto result = runner.run(lockExperiment(GetParam()), observer, &error);
    ASSERT_TRUE(error.empty()) << error;
    ASSERT_EQ(result.points.size(), 1u) << "one point per mechanism, whatever the sizes";
    const auto& point = result.points[0];
    EXPECT_TRUE(point.ok) << point.error;
    EXPECT_EQ(point.pattern, Pattern::Lock);
    ASSERT_EQ(point.repetitions.size(), 2u);
    for (const auto& repetition : point.repetitions) {
        EXPECT_GT(repetition.nsPerOperation, 0.0);
        EXPECT_DOUBLE_EQ(repetition.nsPerOperation, repetition.elapsedNs / (3 * 20'000));
    }
    if (const int children = countChildProcesses(); children >= 0) {
        EXPECT_EQ(children, 0);
    }
}

TEST_P(LockPattern, CancelEndsAPointThatWouldRunForAges) {
    auto experiment = lockExperiment(GetParam());
    experiment.iterations = 2'000'000;
    experiment.repetitions = 500;
    Runner runner(test::testRunnerOptions());
    test::RecordingObserver observer;
    std::promise<void> started;
    bool signalled = false;
    observer.onProgress = [&](const RunProgress& progress) {
        if (progress.repetition >= 1 && !signalled) {
            signalled = true;
            started.set_value();
        }
    };
    auto running = std::async(std::launch::async, [&] { return runner.run(experiment, observer); });
    started.get_future().wait();
    runner.cancel();
    ASSERT_EQ(running.wait_for(std::chrono::seconds(30)), std::future_status::ready);
    const auto result = running.get();
    ASSERT_EQ(result.points.size(), 1u);
    EXPECT_EQ(result.points[0].error, "cancelled");
    EXPECT_GE(result.points[0].repetitions.size(), 1u);
    if (const int children = countChildProcesses(); children >= 0) {
        EXPECT_EQ(children, 0);
    }
}

INSTANTIATE_TEST_SUITE_P(EveryLock, LockPattern, ::testing::ValuesIn(lockMechanisms()),
                         [](const auto& info) {
                             std::string name = info.param;
                             for (char& c : name) {
                                 if (!std::isalnum(static_cast<unsigned char>(c))) {
                                     c = '_';
                                 }
                             }
                             return name;
                         });

TEST(PacedPattern, PausesBetweenRoundTripsAndStillChecksEveryMessage) {
    auto experiment = test::smallExperiment({"thread.mutex", "pipe", "tcp"}, Pattern::Paced, {64});
    experiment.gapUs = 200;
    Runner runner(test::testRunnerOptions());
    test::RecordingObserver observer;
    const auto result = runner.run(experiment, observer);
    ASSERT_EQ(result.points.size(), 3u);
    for (const auto& point : result.points) {
        EXPECT_TRUE(point.ok) << point.mechanism << ": " << point.error;
        EXPECT_EQ(point.latencyNs.count, 2 * experiment.iterations);
    }
}

TEST(CpuTime, BothSidesAreMeasuredPerMessage) {
    const auto experiment =
        test::smallExperiment({"thread.mutex", "pipe"}, Pattern::PingPong, {64});
    Runner runner(test::testRunnerOptions());
    test::RecordingObserver observer;
    const auto result = runner.run(experiment, observer);
    for (const auto& point : result.points) {
        EXPECT_TRUE(point.ok) << point.error;
        // Present, not a timing: -1 would mean "not measured".
        EXPECT_GE(point.initiatorCpuNsPerMessage, 0.0) << point.mechanism;
        EXPECT_GE(point.responderCpuNsPerMessage, 0.0) << point.mechanism;
    }
}

}  // namespace
}  // namespace ipclab
