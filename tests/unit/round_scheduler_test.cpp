// The round scheduler with a stand-in for measuring: which point runs when, when a point
// leaves the rotation, and what a point's result gathers from its rounds. No process, no time.
#include "run/round_scheduler.hpp"

#include <map>
#include <set>
#include <vector>

#include <gtest/gtest.h>

namespace ipclab::detail {
namespace {

struct RecordingObserver : RunObserver {
    std::vector<std::string> finished;
    int updates = 0;
    void pointFinished(const PointResult& point) override {
        finished.push_back(point.mechanism + "/" + std::to_string(point.sizeBytes));
    }
    void pointUpdated(const PointResult&) override { ++updates; }
};

Experiment experimentOf(std::vector<std::string> mechanisms, std::vector<std::size_t> sizes) {
    Experiment experiment;
    experiment.mechanisms = std::move(mechanisms);
    experiment.sizesBytes = std::move(sizes);
    experiment.repetitions = 4;
    experiment.roundSeed = 7;
    return experiment;
}

// A round whose median latency is `value`.
RoundOutcome roundOf(const PointKey& key, int round, double value) {
    RoundOutcome outcome;
    outcome.point.mechanism = key.mechanism;
    outcome.point.sizeBytes = key.sizeBytes;
    outcome.point.ok = true;
    RepetitionResult repetition;
    repetition.index = round;
    repetition.latencyNs.median = value;
    outcome.point.repetitions.push_back(repetition);
    outcome.samplesNs = {value};
    return outcome;
}

// The runner's loop (Runner::run), with `measure` standing in for the measuring.
template <typename Measure>
void runAll(RoundScheduler& scheduler, Measure measure) {
    while (const auto task = scheduler.next()) {
        scheduler.record(*task, measure(task->index, task->round));
    }
}

TEST(RoundScheduler, FixedRoundsGiveEveryPointOneRepetitionPerRoundInTheSeedsOrder) {
    const Experiment experiment = experimentOf({"a", "b", "c"}, {64, 4096});
    RecordingObserver observer;
    std::atomic<bool> cancel{false};
    RoundScheduler scheduler(experiment, observer, cancel);
    ASSERT_EQ(scheduler.pointCount(), 6u);
    std::vector<std::pair<std::size_t, int>> calls;
    runAll(scheduler, [&](std::size_t index, int round) {
        calls.emplace_back(index, round);
        return roundOf(scheduler.key(index), round, 100.0);
    });
    ASSERT_EQ(calls.size(), 24u) << "6 points x 4 rounds";
    const std::vector<std::size_t> all{0, 1, 2, 3, 4, 5};
    for (int round = 0; round < 4; ++round) {
        std::vector<std::size_t> order;
        for (const auto& [index, r] : calls) {
            if (r == round) {
                order.push_back(index);
            }
        }
        EXPECT_EQ(order, roundOrder(all, 7, round)) << "round " << round;
        EXPECT_EQ(std::set<std::size_t>(order.begin(), order.end()).size(), 6u);
    }
    const std::vector<PointResult> points = scheduler.takePoints();
    ASSERT_EQ(points.size(), 6u);
    EXPECT_EQ(points[0].mechanism, "a");
    EXPECT_EQ(points[1].sizeBytes, 4096u) << "results keep the experiment's order";
    for (const PointResult& point : points) {
        EXPECT_TRUE(point.ok);
        ASSERT_EQ(point.repetitions.size(), 4u);
        for (int round = 0; round < 4; ++round) {
            EXPECT_EQ(point.repetitions[static_cast<std::size_t>(round)].index, round);
        }
        EXPECT_EQ(point.reliability.rounds, 4);
    }
    EXPECT_EQ(observer.finished.size(), 6u);
}

// Runnable threads: the median of the rounds' looks, so one busy moment does not decide; the
// messages add up over the rounds; a round that could not look (-1) is left out.
TEST(RoundScheduler, ContentionIsTheMedianOfTheRoundsLooksOverAllTheirMessages) {
    Experiment experiment = experimentOf({"a"}, {64});
    experiment.repetitions = 5;
    RecordingObserver observer;
    std::atomic<bool> cancel{false};
    RoundScheduler scheduler(experiment, observer, cancel);
    const double looks[] = {2, 9, -1, 2.5, 3};
    runAll(scheduler, [&](std::size_t index, int round) {
        RoundOutcome outcome = roundOf(scheduler.key(index), round, 100.0);
        outcome.point.contention.runnableThreads = looks[round];
        outcome.point.contention.logicalCpus = 2;
        outcome.point.contention.messages = 1100;
        outcome.point.initiatorPreemptions = round;
        return outcome;
    });
    const std::vector<PointResult> points = scheduler.takePoints();
    ASSERT_EQ(points.size(), 1u);
    EXPECT_DOUBLE_EQ(points[0].contention.runnableThreads, 2.75) << "median of 2, 2.5, 3, 9";
    EXPECT_EQ(points[0].contention.logicalCpus, 2);
    EXPECT_EQ(points[0].contention.messages, 5500u);
    EXPECT_EQ(points[0].initiatorPreemptions, 0 + 1 + 2 + 3 + 4);
}

TEST(RoundScheduler, SettledPointsLeaveTheRotationAndTheRestGoOn) {
    Experiment experiment = experimentOf({"steady", "noisy"}, {64});
    experiment.settle = true;
    experiment.minRounds = 6;
    experiment.timeBudgetSeconds = 3600;
    RecordingObserver observer;
    std::atomic<bool> cancel{false};
    RoundScheduler scheduler(experiment, observer, cancel);
    std::map<std::string, int> rounds;
    runAll(scheduler, [&](std::size_t index, int round) {
        const PointKey& key = scheduler.key(index);
        ++rounds[key.mechanism];
        // "steady" is the same every round: settled at the minimum, six rounds. "noisy"
        // alternates 100 / 200 for 20 rounds, then holds 150: it settles once the 150s
        // fill the middle of its sorted values.
        double value = 100.0;
        if (key.mechanism == "noisy") {
            value = round < 20 ? (round % 2 == 0 ? 100.0 : 200.0) : 150.0;
        }
        return roundOf(key, round, value);
    });
    EXPECT_EQ(rounds["steady"], 6);
    EXPECT_GT(rounds["noisy"], 20);
    const std::vector<PointResult> points = scheduler.takePoints();
    ASSERT_EQ(points.size(), 2u);
    EXPECT_TRUE(points[0].reliability.settled);
    EXPECT_TRUE(points[1].reliability.settled);
    EXPECT_EQ(observer.finished.front(), "steady/64") << "finished as it settled";
    EXPECT_GT(observer.updates, 0);
}

TEST(RoundScheduler, AFailedRoundEndsThePointAndKeepsWhatItMeasured) {
    const Experiment experiment = experimentOf({"good", "bad"}, {64});
    RecordingObserver observer;
    std::atomic<bool> cancel{false};
    RoundScheduler scheduler(experiment, observer, cancel);
    int badCalls = 0;
    runAll(scheduler, [&](std::size_t index, int round) {
        const PointKey& key = scheduler.key(index);
        if (key.mechanism == "bad" && ++badCalls == 2) {
            return scheduler.failedRound(
                index, {FailureKind::PeerDied, Text::verbatim("the peer process died")});
        }
        return roundOf(key, round, 10.0);
    });
    EXPECT_EQ(badCalls, 2) << "no round after the failure";
    const std::vector<PointResult> points = scheduler.takePoints();
    ASSERT_EQ(points.size(), 2u);
    EXPECT_TRUE(points[0].ok);
    EXPECT_EQ(points[0].repetitions.size(), 4u);
    EXPECT_FALSE(points[1].ok);
    EXPECT_EQ(points[1].error.english(), "the peer process died");
    EXPECT_EQ(points[1].repetitions.size(), 1u) << "the round measured before is kept";
}

TEST(RoundScheduler, CancelStopsBeforeTheNextPoint) {
    const Experiment experiment = experimentOf({"a", "b", "c"}, {64});
    RecordingObserver observer;
    std::atomic<bool> cancel{false};
    RoundScheduler scheduler(experiment, observer, cancel);
    int calls = 0;
    runAll(scheduler, [&](std::size_t index, int round) {
        if (++calls == 2) {
            cancel.store(true);
        }
        return roundOf(scheduler.key(index), round, 10.0);
    });
    EXPECT_EQ(calls, 2);
    EXPECT_EQ(scheduler.takePoints().size(), 2u) << "points never measured are not results";
}

// Issue 21: "Stopped: 0 of 4 points measured" though a round was done. A stop in round 2
// keeps each point's completed rounds: ok, partial, with its figure; the point whose round the
// stop broke keeps its first round; a point stopped before any round is "cancelled".
TEST(RoundScheduler, AStopKeepsEveryCompletedRoundMarkedPartial) {
    const Experiment experiment = experimentOf({"a", "b", "c"}, {64});
    RecordingObserver observer;
    std::atomic<bool> cancel{false};
    RoundScheduler scheduler(experiment, observer, cancel);
    int calls = 0;
    runAll(scheduler, [&](std::size_t index, int round) {
        if (++calls == 5) {
            // The stop kills the measurement of round 1's second point.
            cancel.store(true);
            return scheduler.failedRound(
                index, {FailureKind::PeerDied, Text::coreText("the peer process died")});
        }
        return roundOf(scheduler.key(index), round, 10.0 * static_cast<double>(index + 1));
    });
    const std::vector<PointResult> points = scheduler.takePoints();
    ASSERT_EQ(points.size(), 3u);
    for (const PointResult& point : points) {
        EXPECT_TRUE(point.ok) << point.mechanism << ": " << point.error.english();
        EXPECT_TRUE(point.partial) << point.mechanism;
        EXPECT_TRUE(point.error.empty()) << point.error.english();
        ASSERT_GE(point.repetitions.size(), 1u);
        EXPECT_EQ(shownCentre(point), 10.0 * static_cast<double>(&point - points.data() + 1));
    }

    // Stopped inside the first round: the points measured are partial, the rest not results.
    RoundScheduler first(experiment, observer, cancel);
    cancel.store(false);
    calls = 0;
    runAll(first, [&](std::size_t index, int round) {
        if (++calls == 2) {
            cancel.store(true);
            return first.failedRound(index, PointFailure::cancelled());
        }
        return roundOf(first.key(index), round, 10.0);
    });
    const std::vector<PointResult> stopped = first.takePoints();
    ASSERT_EQ(stopped.size(), 2u);
    // Which of the two came first depends on the round's order: one has a round, one none.
    for (const PointResult& point : stopped) {
        EXPECT_EQ(point.ok, point.repetitions.size() == 1u);
        EXPECT_EQ(point.partial, point.ok);
        EXPECT_EQ(point.error.isCancelled(), !point.ok);
    }
    EXPECT_NE(stopped[0].ok, stopped[1].ok);
}

TEST(RoundScheduler, SelfComparisonMeasuresTheFirstMechanismAgainInTheSameRounds) {
    Experiment experiment = experimentOf({"a", "b"}, {64, 128});
    experiment.selfComparison = true;
    experiment.repetitions = 3;
    RecordingObserver observer;
    std::atomic<bool> cancel{false};
    RoundScheduler scheduler(experiment, observer, cancel);
    ASSERT_EQ(scheduler.pointCount(), 6u);
    EXPECT_EQ(scheduler.key(4).mechanism, "a");
    EXPECT_EQ(scheduler.key(5).sizeBytes, 128u);
    runAll(scheduler,
           [&](std::size_t index, int round) { return roundOf(scheduler.key(index), round, 5.0); });
    const std::vector<PointResult> points = scheduler.takePoints();
    ASSERT_EQ(points.size(), 6u);
    EXPECT_FALSE(points[0].selfComparison);
    EXPECT_TRUE(points[4].selfComparison);
    EXPECT_EQ(points[4].mechanism, "a");
    EXPECT_EQ(points[4].repetitions.size(), 3u);
}

// The pull loop's end: next() stays empty, and each point was finished once, when next()
// first came back empty (not again by a later call).
TEST(RoundScheduler, NextStaysEmptyOnceTheRunIsOverAndFinishesEachPointOnce) {
    Experiment experiment = experimentOf({"a", "b"}, {64});
    experiment.repetitions = 2;
    RecordingObserver observer;
    std::atomic<bool> cancel{false};
    RoundScheduler scheduler(experiment, observer, cancel);
    std::vector<RoundTask> given;
    while (const auto task = scheduler.next()) {
        given.push_back(*task);
        EXPECT_TRUE(observer.finished.empty()) << "no point finished while rounds remain";
        scheduler.record(*task, roundOf(scheduler.key(task->index), task->round, 1.0));
    }
    ASSERT_EQ(given.size(), 4u);
    EXPECT_EQ(given[0].round, 0);
    EXPECT_EQ(given[3].round, 1);
    EXPECT_EQ(observer.finished.size(), 2u);
    EXPECT_FALSE(scheduler.next().has_value());
    cancel.store(true);
    EXPECT_FALSE(scheduler.next().has_value());
    EXPECT_EQ(observer.finished.size(), 2u) << "finished once, not again";
}

TEST(RoundScheduler, FaultsCountMessagesOfThePointAcrossRounds) {
    EXPECT_EQ(faultForRound("hang-after=1200", 0), "hang-after=1200");
    EXPECT_EQ(faultForRound("hang-after=1200", 1100), "hang-after=100");
    EXPECT_EQ(faultForRound("die-after=50", 600), "") << "fired in an earlier round";
    EXPECT_EQ(faultForRound("", 600), "");
    EXPECT_EQ(faultForRound("nonsense", 600), "nonsense") << "the peer refuses it";
}

}  // namespace
}  // namespace ipclab::detail
