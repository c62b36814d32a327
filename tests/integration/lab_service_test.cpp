// The application service both front ends call (ipclab/lab_service.hpp): a stop token cancels a
// run whether it was stopped before or during it, the estimate is core's, and start-up
// removes what a killed run left.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <future>

#include "ipclab/lab_service.hpp"
#include "ipclab/preset.hpp"
#include "ipclab/stop.hpp"
#include "test_support.hpp"

namespace ipclab {
namespace {

using test::RecordingObserver;
using test::smallExperiment;
using test::testRunnerOptions;

TEST(LabService, RunsAnExperimentToTheEnd) {
    const LabService service(testRunnerOptions());
    RecordingObserver observer;
    const auto experiment = smallExperiment({"thread.mutex", "pipe"}, Pattern::PingPong, {64});
    const RunResult result = service.run(experiment, observer, StopToken());
    EXPECT_FALSE(result.cancelled);
    EXPECT_TRUE(result.allOk());
    EXPECT_EQ(result.points.size(), 2u);
}

TEST(LabService, AStopBeforeTheRunIsKept) {
    const LabService service(testRunnerOptions());
    RecordingObserver observer;
    StopSource stop;
    stop.requestStop();
    auto experiment = smallExperiment({"thread.mutex"}, Pattern::PingPong, {64, 128});
    experiment.repetitions = 1'000;
    const RunResult result = service.run(experiment, observer, stop.token());
    EXPECT_TRUE(result.cancelled);
    for (const PointResult& point : result.points) {
        EXPECT_LT(point.repetitions.size(), 1'000u);
    }
}

TEST(LabService, AStopDuringTheRunEndsIt) {
    const LabService service(testRunnerOptions());
    RecordingObserver observer;
    std::promise<void> measuring;
    bool signalled = false;
    observer.onProgress = [&](const RunProgress& progress) {
        if (progress.repetition >= 2 && !signalled) {
            signalled = true;
            measuring.set_value();
        }
    };
    auto experiment = smallExperiment({"pipe"}, Pattern::PingPong, {64});
    experiment.iterations = 2'000;
    experiment.repetitions = 1'000;
    experiment.verifyPayload = false;
    StopSource stop;
    auto running = std::async(std::launch::async,
                              [&] { return service.run(experiment, observer, stop.token()); });
    measuring.get_future().wait();
    stop.requestStop();
    // Generous: this machine is noisy. The promise is one second; a hang fails here.
    ASSERT_EQ(running.wait_for(std::chrono::seconds(20)), std::future_status::ready);
    const RunResult result = running.get();
    EXPECT_TRUE(result.cancelled);
    ASSERT_EQ(result.points.size(), 1u);
    EXPECT_GE(result.points.front().repetitions.size(), 2u) << "measured rounds are kept";
}

// Typed, as validate() gives them: a front end translates each problem's Text and can place it
// under its field, without validating a second time to get more than English.
TEST(LabService, AnInvalidExperimentRunsNothingAndSaysWhyFieldByField) {
    const LabService service(testRunnerOptions());
    RecordingObserver observer;
    auto experiment = smallExperiment({"thread.mutex", "no.such"}, Pattern::PingPong, {64});
    experiment.iterations = 0;
    std::vector<ValidationError> refused;
    const RunResult result = service.run(experiment, observer, StopToken(), {}, &refused);
    EXPECT_TRUE(result.points.empty());
    EXPECT_TRUE(observer.finished.empty());
    EXPECT_EQ(observer.progressCalls, 0);
    std::vector<std::string> fields;
    for (const ValidationError& problem : refused) {
        fields.push_back(problem.field);
        EXPECT_EQ(problem.message, english(problem.text)) << problem.field;
    }
    std::sort(fields.begin(), fields.end());
    EXPECT_EQ(fields, (std::vector<std::string>{"iterations", "mechanisms"}));
}

TEST(LabService, EstimatesAnExperimentAsItsPresetStep) {
    auto experiment = smallExperiment({"thread.mutex", "pipe"}, Pattern::Stream, {64, 4096});
    const double seconds = LabService::estimateSeconds(experiment);
    EXPECT_GT(seconds, 0);
    EXPECT_DOUBLE_EQ(seconds, estimateSeconds(PresetStep{"a step", experiment}));
}

}  // namespace
}  // namespace ipclab
