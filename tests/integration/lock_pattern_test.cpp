// The lock pattern through the runner, over every mechanism that offers a lock: mutual
// exclusion holds (the runner checks the counter, or the bare loop's counted round), every
// repetition is timed, cancel works; a lock that does not exclude fails the point either way.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <future>
#include <thread>

#include "child_processes.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/report.hpp"
#include "run/lock_pattern.hpp"
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
    EXPECT_TRUE(point.ok) << point.error.english();
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

TEST_P(LockPattern, TheBareLoopRunsEveryOperationAndChecksExclusionOutsideTheTiming) {
    Experiment experiment = lockExperiment(GetParam());
    experiment.lockLoop = LockLoop::Bare;
    Runner runner(test::testRunnerOptions());
    test::RecordingObserver observer;
    std::string error;
    const auto result = runner.run(experiment, observer, &error);
    ASSERT_TRUE(error.empty()) << error;
    EXPECT_EQ(result.experiment.lockLoop, LockLoop::Bare);
    ASSERT_EQ(result.points.size(), 1u);
    const auto& point = result.points[0];
    EXPECT_TRUE(point.ok) << point.error.english();
    // The checked round is not a repetition: only the timed ones are recorded.
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
    // A completed round is kept: the point is drawn, marked partial.
    EXPECT_GE(result.points[0].repetitions.size(), 1u);
    EXPECT_TRUE(result.points[0].ok) << result.points[0].error.english();
    EXPECT_TRUE(result.points[0].partial);
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

// Issue 35, item 11: the peer timeout bounds a party's silence, not a whole repetition. A
// healthy run whose one repetition lasts several peer timeouts must end ok; the operation
// count grows until a repetition really does outlast the timeout, so the case is never empty.
class LongLockRun : public ::testing::TestWithParam<std::string> {};

TEST_P(LongLockRun, ARepetitionLongerThanThePeerTimeoutIsNotATimeout) {
    Experiment experiment = lockExperiment(GetParam());
    experiment.parties = 2;
    experiment.repetitions = 1;
    experiment.peerTimeoutMs = 1'000;
    const double timeoutNs = 1e6 * experiment.peerTimeoutMs;
    bool outlasted = false;
    // Four times the operations each time, up to the most a run may ask for.
    for (std::uint64_t iterations = 1'000'000; !outlasted;
         iterations = iterations == kMaxIterations ? 0 : std::min(4 * iterations, kMaxIterations)) {
        if (iterations == 0) {
            break;
        }
        experiment.iterations = iterations;
        Runner runner(test::testRunnerOptions());
        test::RecordingObserver observer;
        std::string error;
        const auto result = runner.run(experiment, observer, &error);
        ASSERT_TRUE(error.empty()) << error;
        ASSERT_EQ(result.points.size(), 1u);
        const auto& point = result.points[0];
        ASSERT_TRUE(point.ok) << iterations << " operations: " << point.error.english();
        ASSERT_EQ(point.repetitions.size(), 1u);
        outlasted = point.repetitions[0].elapsedNs > 2 * timeoutNs;
    }
    EXPECT_TRUE(outlasted) << "no repetition outlasted the peer timeout";
    if (const int children = countChildProcesses(); children >= 0) {
        EXPECT_EQ(children, 0);
    }
}

// One lock between threads, one between ipclab-peer processes.
INSTANTIATE_TEST_SUITE_P(ThreadsAndProcesses, LongLockRun,
                         ::testing::Values("thread.mutex", "shm.semaphore"), [](const auto& info) {
                             std::string name = info.param;
                             std::replace(name.begin(), name.end(), '.', '_');
                             return name;
                         });

// A lock that lets every party in at once, so that the parties' increments of the counter
// race: what the checks must catch. Its first acquire waits (a second at most) until both
// parties have arrived, and each acquire dawdles, so that the two parties' runs overlap for
// milliseconds even when their threads start far apart.
class NoLock : public Lock {
  public:
    void acquire() noexcept override {
        thread_local const NoLock* arrived = nullptr;
        if (arrived != this) {
            arrived = this;
            m_arrivals.fetch_add(1);
            const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(1);
            while (m_arrivals.load() < 2 && std::chrono::steady_clock::now() < deadline) {
                std::this_thread::yield();
            }
        }
        for (int i = 0; i < 200; ++i) {
            (void)m_arrivals.load(std::memory_order_relaxed);
        }
    }
    void release() noexcept override {}

  private:
    std::atomic<int> m_arrivals{0};
};

class BrokenLockMechanism : public Mechanism, public ThreadLocks {
  public:
    BrokenLockMechanism() {
        m_info.id = "test.no-lock";
        m_info.title = "A lock that does not exclude";
        m_info.patterns = {Pattern::Lock};
        m_info.waitStrategies = {WaitStrategy::Spin};
    }
    const MechanismInfo& info() const override { return m_info; }
    Expected<OpenedChannel> open(const ChannelOptions&) override {
        return Error{ErrorCode::Unsupported, "lock only"};
    }
    ThreadLocks* threadLocks() override { return this; }
    Expected<std::shared_ptr<Lock>> createLock(WaitStrategy) override {
        return std::shared_ptr<Lock>(std::make_shared<NoLock>());
    }

  private:
    MechanismInfo m_info;
};

// Lost increments need the parties to overlap, which a busy machine may not grant in one
// point: a few points are tried, and one failed check is enough. A working lock never fails
// the check (the tests above), so any failure here is the check catching the broken lock.
TEST(LockPatternChecks, ALockThatDoesNotExcludeFailsThePointInBothLoops) {
    for (const LockLoop loop : {LockLoop::Counter, LockLoop::Bare}) {
        Experiment experiment = lockExperiment("test.no-lock");
        experiment.parties = 2;
        experiment.iterations = detail::kMaxBareCheckOperations;
        experiment.warmup = 0;
        experiment.repetitions = 1;
        experiment.lockLoop = loop;
        BrokenLockMechanism mechanism;
        const std::atomic<bool> cancel{false};
        const RunnerOptions options = test::testRunnerOptions();
        bool caught = false;
        // A lost update needs both parties inside the "lock" at once, which a loaded machine
        // (one party descheduled for whole rounds) can deny many times in a row; the loop
        // ends at the first catch, so a generous bound costs nothing when it works.
        for (int attempt = 0; attempt < 500 && !caught; ++attempt) {
            const PointResult point =
                detail::runLockPoint(mechanism, experiment, options, cancel, [](int) {});
            if (!point.ok) {
                EXPECT_EQ(
                    point.error.english().rfind("mutual exclusion failed: the counter reads ", 0),
                    0u)
                    << point.error.english();
                // The bare loop fails in its checked round, before any timed repetition.
                if (loop == LockLoop::Bare) {
                    EXPECT_TRUE(point.repetitions.empty());
                }
                caught = true;
            }
        }
        EXPECT_TRUE(caught) << toString(loop) << " loop: the broken lock was never caught";
    }
}

TEST(PacedPattern, PausesBetweenRoundTripsAndStillChecksEveryMessage) {
    auto experiment = test::smallExperiment({"thread.mutex", "pipe", "tcp"}, Pattern::Paced, {64});
    experiment.gapUs = 200;
    Runner runner(test::testRunnerOptions());
    test::RecordingObserver observer;
    const auto result = runner.run(experiment, observer);
    ASSERT_EQ(result.points.size(), 3u);
    for (const auto& point : result.points) {
        EXPECT_TRUE(point.ok) << point.mechanism << ": " << point.error.english();
        EXPECT_EQ(point.latencyNs.count, 2 * experiment.iterations);
    }
}

// The figure from the intended send time: one per timed message, in the JSON and back, and
// never below the round trip timed from the actual send (no message is sent before it is
// due). A property of the definition, not a timing.
TEST(PacedPattern, OpenLoopFigureIsRecordedAndNeverBelowTheRoundTrip) {
    auto experiment = test::smallExperiment({"thread.mutex"}, Pattern::Paced, {64});
    experiment.gapUs = 100;
    experiment.iterations = 30;
    experiment.repetitions = 3;
    Runner runner(test::testRunnerOptions());
    test::RecordingObserver observer;
    const RunResult result = runner.run(experiment, observer);
    ASSERT_EQ(result.points.size(), 1u);
    const PointResult& point = result.points[0];
    ASSERT_TRUE(point.ok) << point.error.english();

    const Expected<RunResult> back = fromJson(toJson(result));
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back.value(), result);
    const OpenLoopLatency& openLoop = back.value().points[0].openLoop;
    EXPECT_EQ(openLoop.roundTripNs.count, point.latencyNs.count);
    EXPECT_EQ(openLoop.medianCi95.count, 3u);

    // Each open-loop sample >= 2 x its one-way sample (both whole ns, so exact), hence every
    // order statistic of the pooled and per-round distributions too.
    EXPECT_GE(openLoop.roundTripNs.min, 2 * point.latencyNs.min);
    EXPECT_GE(openLoop.roundTripNs.median, 2 * point.latencyNs.median);
    EXPECT_GE(openLoop.roundTripNs.max, 2 * point.latencyNs.max);
    EXPECT_GE(openLoop.medianCi95.low, 2 * point.reliability.medianCi95.low);
    EXPECT_GE(openLoop.medianCi95.high, 2 * point.reliability.medianCi95.high);
    for (const RepetitionResult& repetition : point.repetitions) {
        EXPECT_EQ(repetition.openLoopRoundTripNs.count, repetition.latencyNs.count);
        EXPECT_GE(repetition.openLoopRoundTripNs.median, 2 * repetition.latencyNs.median);
    }

    // Ping-pong has no schedule and no open-loop figure.
    experiment.pattern = Pattern::PingPong;
    const RunResult pingPong = runner.run(experiment, observer);
    ASSERT_EQ(pingPong.points.size(), 1u);
    EXPECT_TRUE(pingPong.points[0].ok) << pingPong.points[0].error.english();
    EXPECT_EQ(pingPong.points[0].openLoop, OpenLoopLatency{});
}

TEST(CpuTime, BothSidesAreMeasuredPerMessage) {
    const auto experiment =
        test::smallExperiment({"thread.mutex", "pipe"}, Pattern::PingPong, {64});
    Runner runner(test::testRunnerOptions());
    test::RecordingObserver observer;
    const auto result = runner.run(experiment, observer);
    for (const auto& point : result.points) {
        EXPECT_TRUE(point.ok) << point.error.english();
        // Present, not a timing: -1 would mean "not measured".
        EXPECT_GE(point.initiatorCpuNsPerMessage, 0.0) << point.mechanism;
        EXPECT_GE(point.responderCpuNsPerMessage, 0.0) << point.mechanism;
    }
}

}  // namespace
}  // namespace ipclab
