#include "ipclab/result.hpp"

#include <vector>

#include <gtest/gtest.h>

namespace ipclab {
namespace {

RepetitionResult latencyRepetition(int index, double median) {
    RepetitionResult r;
    r.index = index;
    r.latencyNs.count = 3;
    r.latencyNs.median = median;
    return r;
}

RepetitionResult streamRepetition(int index, double bytesPerSecond, double messagesPerSecond) {
    RepetitionResult r;
    r.index = index;
    r.bytesPerSecond = bytesPerSecond;
    r.messagesPerSecond = messagesPerSecond;
    return r;
}

TEST(RunResult, AllOkWhenEveryPointSucceededAndNotCancelled) {
    RunResult run;
    EXPECT_TRUE(run.allOk());
    run.points.resize(2);
    run.points[0].ok = true;
    run.points[1].ok = true;
    EXPECT_TRUE(run.allOk());
    run.points[1].ok = false;
    EXPECT_FALSE(run.allOk());
    run.points[1].ok = true;
    run.cancelled = true;
    EXPECT_FALSE(run.allOk());
}

TEST(AggregatePoint, PingPongPoolsSamplesAndTakesTheIntervalOverMedians) {
    PointResult point;
    point.pattern = Pattern::PingPong;
    point.repetitions = {latencyRepetition(0, 1.0), latencyRepetition(1, 3.0)};
    point.throughput.bytesPerSecond = 99;  // Stale figures of the other pattern are cleared.
    const std::vector<double> pooled{100.0, 3.0, 1.0, 4.0, 2.0};
    aggregatePoint(point, pooled);

    // Pooled {1, 2, 3, 4, 100}: see statistics_test.cpp for the arithmetic.
    EXPECT_EQ(point.latencyNs.count, 5u);
    EXPECT_DOUBLE_EQ(point.latencyNs.mean, 22.0);
    EXPECT_DOUBLE_EQ(point.latencyNs.median, 3.0);
    // Medians {1, 3}: two rounds give only the widest order-statistic interval [1, 3], which
    // covers the median with probability 1 - 2 / 2^2 = 0.5; its centre is the median, 2.
    EXPECT_EQ(point.latencyCi95.count, 2u);
    EXPECT_DOUBLE_EQ(point.latencyCi95.mean, 2.0);
    EXPECT_DOUBLE_EQ(point.latencyCi95.low, 1.0);
    EXPECT_DOUBLE_EQ(point.latencyCi95.high, 3.0);
    EXPECT_DOUBLE_EQ(point.reliability.medianCi95.coverage, 0.5);
    EXPECT_EQ(point.reliability.rounds, 2);
    EXPECT_FALSE(point.reliability.settled);
    EXPECT_EQ(point.throughput, Throughput{});
}

TEST(AggregatePoint, StreamTakesTheMedianThroughputOverRounds) {
    PointResult point;
    point.pattern = Pattern::Stream;
    point.repetitions = {streamRepetition(0, 1.0e9, 1000.0), streamRepetition(1, 3.0e9, 3000.0)};
    point.latencyNs.mean = 5;  // Stale figures of the other pattern are cleared.
    aggregatePoint(point, {});

    // bytes/s {1e9, 3e9}: median 2e9 inside the widest interval [1e9, 3e9].
    EXPECT_DOUBLE_EQ(point.throughput.bytesPerSecond, 2.0e9);
    EXPECT_DOUBLE_EQ(point.throughput.messagesPerSecond, 2000.0);
    EXPECT_DOUBLE_EQ(point.throughput.ci95Low, 1.0e9);
    EXPECT_DOUBLE_EQ(point.throughput.ci95High, 3.0e9);
    EXPECT_EQ(point.reliability.rounds, 2);
    EXPECT_EQ(point.latencyNs, Summary{});
    EXPECT_EQ(point.latencyCi95, ConfidenceInterval{});
}

RepetitionResult operationRepetition(int index, double nsPerOperation, std::uint64_t lost = 0) {
    RepetitionResult r;
    r.index = index;
    r.nsPerOperation = nsPerOperation;
    r.lostMessages = lost;
    return r;
}

TEST(AggregatePoint, PacedPoolsSamplesLikePingPong) {
    PointResult point;
    point.pattern = Pattern::Paced;
    point.repetitions = {latencyRepetition(0, 10.0), latencyRepetition(1, 20.0),
                         latencyRepetition(2, 30.0)};
    const std::vector<double> pooled{30.0, 10.0, 20.0};
    aggregatePoint(point, pooled);

    EXPECT_EQ(point.latencyNs.count, 3u);
    EXPECT_DOUBLE_EQ(point.latencyNs.mean, 20.0);
    EXPECT_DOUBLE_EQ(point.latencyNs.median, 20.0);
    EXPECT_DOUBLE_EQ(point.latencyNs.min, 10.0);
    EXPECT_DOUBLE_EQ(point.latencyNs.max, 30.0);
    // Medians {10, 20, 30}: median 20, widest interval [10, 30], coverage 1 - 2 / 8 = 0.75.
    EXPECT_EQ(point.latencyCi95.count, 3u);
    EXPECT_DOUBLE_EQ(point.latencyCi95.mean, 20.0);
    EXPECT_DOUBLE_EQ(point.latencyCi95.low, 10.0);
    EXPECT_DOUBLE_EQ(point.latencyCi95.high, 30.0);
    EXPECT_DOUBLE_EQ(point.reliability.medianCi95.coverage, 0.75);
    EXPECT_EQ(point.throughput, Throughput{});
}

TEST(AggregatePoint, LockSummarizesTheRepetitionsNsPerOperation) {
    PointResult point;
    point.pattern = Pattern::Lock;
    point.repetitions = {operationRepetition(0, 40.0), operationRepetition(1, 20.0),
                         operationRepetition(2, 30.0)};
    point.throughput.bytesPerSecond = 7;  // Stale figures of another pattern are cleared.
    // Pooled samples do not exist for the lock pattern; any given are not used.
    const std::vector<double> ignored{1.0e9};
    aggregatePoint(point, ignored);

    // {20, 30, 40}: one value per repetition.
    EXPECT_EQ(point.latencyNs.count, 3u);
    EXPECT_DOUBLE_EQ(point.latencyNs.min, 20.0);
    EXPECT_DOUBLE_EQ(point.latencyNs.median, 30.0);
    EXPECT_DOUBLE_EQ(point.latencyNs.mean, 30.0);
    EXPECT_DOUBLE_EQ(point.latencyNs.max, 40.0);
    EXPECT_DOUBLE_EQ(point.latencyNs.stddev, 10.0);
    // Same values: median 30, widest order-statistic interval [20, 40].
    EXPECT_EQ(point.latencyCi95.count, 3u);
    EXPECT_DOUBLE_EQ(point.latencyCi95.mean, 30.0);
    EXPECT_DOUBLE_EQ(point.latencyCi95.low, 20.0);
    EXPECT_DOUBLE_EQ(point.latencyCi95.high, 40.0);
    // 40 came first: 40 / median{20, 30} = 40 / 25.
    EXPECT_DOUBLE_EQ(point.reliability.firstRoundRatio, 1.6);
    EXPECT_TRUE(point.reliability.slowFirstRound());
    EXPECT_EQ(point.throughput, Throughput{});
    EXPECT_EQ(point.lostMessages, 0u);
}

TEST(AggregatePoint, OneSidedSummarizesNsPerOperationAndSumsLostMessages) {
    PointResult point;
    point.pattern = Pattern::OneSided;
    point.repetitions = {operationRepetition(0, 100.0, 3), operationRepetition(1, 300.0, 4)};
    point.lostMessages = 99;  // recomputed, not added to
    aggregatePoint(point, {});

    EXPECT_EQ(point.latencyNs.count, 2u);
    EXPECT_DOUBLE_EQ(point.latencyNs.median, 200.0);
    EXPECT_DOUBLE_EQ(point.latencyNs.mean, 200.0);
    // {100, 300}: never below zero, unlike Student's t (200 ± 1270.6).
    EXPECT_DOUBLE_EQ(point.latencyCi95.low, 100.0);
    EXPECT_DOUBLE_EQ(point.latencyCi95.high, 300.0);
    EXPECT_EQ(point.lostMessages, 7u);
}

TEST(AggregatePoint, LostMessagesAreSummedForEveryPattern) {
    for (Pattern pattern : {Pattern::PingPong, Pattern::Paced, Pattern::Stream}) {
        PointResult point;
        point.pattern = pattern;
        point.repetitions = {latencyRepetition(0, 1.0), latencyRepetition(1, 2.0)};
        point.repetitions[0].lostMessages = 2;
        point.repetitions[1].lostMessages = 5;
        aggregatePoint(point, std::vector<double>{1.0, 2.0});
        EXPECT_EQ(point.lostMessages, 7u) << toString(pattern);
    }
}

TEST(AggregatePoint, APointWithoutRepetitionsHasZeroFigures) {
    PointResult point;
    point.pattern = Pattern::Stream;
    aggregatePoint(point, {});
    EXPECT_EQ(point.throughput, Throughput{});
    for (Pattern pattern : {Pattern::PingPong, Pattern::Paced, Pattern::Lock, Pattern::OneSided}) {
        point.pattern = pattern;
        aggregatePoint(point, {});
        EXPECT_EQ(point.latencyNs, Summary{}) << toString(pattern);
        EXPECT_EQ(point.latencyCi95, ConfidenceInterval{}) << toString(pattern);
        EXPECT_EQ(point.lostMessages, 0u);
    }
}

TEST(AggregatePoint, SettlesWhenTheIntervalIsWithinThePrecision) {
    PointResult point;
    point.pattern = Pattern::PingPong;
    // Ten rounds: the 95% interval is [x(2), x(9)] = [99, 101] around the median 100: ±1%.
    for (int i = 0; i < 10; ++i) {
        const double medians[] = {100, 101, 99, 100, 150, 100, 101, 99, 100, 50};
        point.repetitions.push_back(latencyRepetition(i, medians[i]));
    }
    aggregatePoint(point, {}, StoppingRule{0.05, 6});
    EXPECT_TRUE(point.reliability.settled);
    EXPECT_EQ(point.reliability.rounds, 10);
    EXPECT_DOUBLE_EQ(point.latencyCi95.low, 99.0);
    EXPECT_DOUBLE_EQ(point.latencyCi95.high, 101.0);
    aggregatePoint(point, {}, StoppingRule{0.005, 6});
    EXPECT_FALSE(point.reliability.settled) << "±0.5% asks more than ±1%";
    aggregatePoint(point, {}, StoppingRule{0.05, 11});
    EXPECT_FALSE(point.reliability.settled) << "fewer rounds than the minimum";
}

TEST(AggregatePoint, AStreamsRoundsOnTwoLevelsAreTwoModes) {
    PointResult point;
    point.pattern = Pattern::Stream;
    for (const double gbPerSecond : {25.0, 2.7, 24.0, 26.0, 3.0, 25.5}) {
        RepetitionResult repetition;
        repetition.index = static_cast<int>(point.repetitions.size());
        repetition.bytesPerSecond = gbPerSecond * 1e9;
        point.repetitions.push_back(repetition);
    }
    aggregatePoint(point, {});
    ASSERT_EQ(point.reliability.modes.modes.size(), 2u);
    EXPECT_NEAR(point.reliability.modes.modes[0].share, 2.0 / 6.0, 1e-12);
    EXPECT_DOUBLE_EQ(point.reliability.modes.modes[1].center, 25.25e9);
}

TEST(AggregatePoint, PingPongFindsTheModesOfItsSamples) {
    PointResult point;
    point.pattern = Pattern::PingPong;
    point.repetitions = {latencyRepetition(0, 2000.0), latencyRepetition(1, 24000.0)};
    std::vector<double> pooled;
    for (int i = 0; i < 400; ++i) {
        pooled.push_back(2000.0 + (i % 20));
    }
    for (int i = 0; i < 600; ++i) {
        pooled.push_back(24000.0 + (i % 20) * 10);
    }
    aggregatePoint(point, pooled);
    ASSERT_EQ(point.reliability.modes.modes.size(), 2u);
    EXPECT_NEAR(point.reliability.modes.modes[0].share, 0.4, 1e-12);
    EXPECT_NEAR(point.reliability.modes.modes[1].share, 0.6, 1e-12);
}

}  // namespace
}  // namespace ipclab
