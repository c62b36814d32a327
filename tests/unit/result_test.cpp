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

TEST(AggregatePoint, APointWithoutRepetitionsHasZeroFigures) {
    PointResult point;
    point.pattern = Pattern::Stream;
    aggregatePoint(point, {});
    EXPECT_EQ(point.throughput, Throughput{});
    point.pattern = Pattern::PingPong;
    aggregatePoint(point, {});
    EXPECT_EQ(point.latencyNs, Summary{});
    EXPECT_EQ(point.latencyCi95, ConfidenceInterval{});
}

}  // namespace
}  // namespace ipclab
