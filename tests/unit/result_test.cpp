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
    // Medians {1, 3}: mean 2, s / sqrt(n) = 1, t_{0.975, 1} = 12.706204736.
    EXPECT_EQ(point.latencyCi95.count, 2u);
    EXPECT_DOUBLE_EQ(point.latencyCi95.mean, 2.0);
    EXPECT_NEAR(point.latencyCi95.low, 2.0 - 12.706204736, 1e-6);
    EXPECT_NEAR(point.latencyCi95.high, 2.0 + 12.706204736, 1e-6);
    EXPECT_EQ(point.throughput, Throughput{});
}

TEST(AggregatePoint, StreamAveragesThroughputOverRepetitions) {
    PointResult point;
    point.pattern = Pattern::Stream;
    point.repetitions = {streamRepetition(0, 1.0e9, 1000.0), streamRepetition(1, 3.0e9, 3000.0)};
    point.latencyNs.mean = 5;  // Stale figures of the other pattern are cleared.
    aggregatePoint(point, {});

    // bytes/s {1e9, 3e9}: mean 2e9, s = sqrt(2) * 1e9, s / sqrt(2) = 1e9, t_{0.975, 1} = 12.706.
    EXPECT_DOUBLE_EQ(point.throughput.bytesPerSecond, 2.0e9);
    EXPECT_DOUBLE_EQ(point.throughput.messagesPerSecond, 2000.0);
    EXPECT_NEAR(point.throughput.ci95Low, 2.0e9 - 12.706204736e9, 1e3);
    EXPECT_NEAR(point.throughput.ci95High, 2.0e9 + 12.706204736e9, 1e3);
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
    // Medians {10, 20, 30}: mean 20, s = 10, s / sqrt(3) = 5.773502692, t_{0.975, 2} = 4.302652730.
    EXPECT_EQ(point.latencyCi95.count, 3u);
    EXPECT_DOUBLE_EQ(point.latencyCi95.mean, 20.0);
    EXPECT_NEAR(point.latencyCi95.low, 20.0 - 4.302652730 * 5.773502692, 1e-6);
    EXPECT_NEAR(point.latencyCi95.high, 20.0 + 4.302652730 * 5.773502692, 1e-6);
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
    // Same values: mean 30, s / sqrt(3) = 5.773502692, t_{0.975, 2} = 4.302652730.
    EXPECT_EQ(point.latencyCi95.count, 3u);
    EXPECT_DOUBLE_EQ(point.latencyCi95.mean, 30.0);
    EXPECT_NEAR(point.latencyCi95.low, 30.0 - 24.841377, 1e-5);
    EXPECT_NEAR(point.latencyCi95.high, 30.0 + 24.841377, 1e-5);
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
    // {100, 300}: mean 200, s / sqrt(2) = 100, t_{0.975, 1} = 12.706204736.
    EXPECT_NEAR(point.latencyCi95.low, 200.0 - 1270.6204736, 1e-5);
    EXPECT_NEAR(point.latencyCi95.high, 200.0 + 1270.6204736, 1e-5);
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

}  // namespace
}  // namespace ipclab
