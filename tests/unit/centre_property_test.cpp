// Property: the figure every front end shows beside a point's 95% interval (shownCentre) lies
// inside that interval, for any rounds: unequal lengths, shifted levels, bimodal rounds, and
// after a JSON round trip. The pooled median, which the tables showed before, does not.
#include <algorithm>
#include <random>
#include <vector>

#include <gtest/gtest.h>

#include "ipclab/report.hpp"
#include "ipclab/result.hpp"

namespace ipclab {
namespace {

enum class Shape { UnequalLengths, ShiftedRounds, BimodalRounds };

// One round's one-way samples, ns: a log-normal body around `level`, and for bimodal rounds a
// share of samples at the wake-up cost (25x the body) that differs from round to round.
std::vector<double> roundSamples(std::mt19937_64& random, Shape shape, int round) {
    std::uniform_int_distribution<int> length(shape == Shape::UnequalLengths ? 3 : 100, 800);
    std::uniform_real_distribution<double> shift(0.5, 3.0);
    std::uniform_real_distribution<double> share(0.0, 0.9);
    std::lognormal_distribution<double> body(0.0, 0.3);
    const double level = shape == Shape::ShiftedRounds ? 1000.0 * shift(random) : 1000.0;
    const double slowShare = shape == Shape::BimodalRounds ? share(random) : 0.0;
    std::bernoulli_distribution slow(slowShare);
    std::vector<double> samples(static_cast<std::size_t>(length(random) + round % 3));
    for (double& sample : samples) {
        sample = level * body(random) * (slow(random) ? 25.0 : 1.0);
    }
    return samples;
}

PointResult randomPoint(std::mt19937_64& random, Shape shape, Pattern pattern) {
    PointResult point;
    point.mechanism = "pipe";
    point.pattern = pattern;
    point.sizeBytes = 64;
    point.ok = true;
    std::uniform_int_distribution<int> roundCount(1, 25);
    const int rounds = roundCount(random);
    std::vector<double> pooled;
    std::vector<double> pooledOpenLoop;
    for (int round = 0; round < rounds; ++round) {
        const std::vector<double> samples = roundSamples(random, shape, round);
        RepetitionResult repetition;
        repetition.index = round;
        repetition.latencyNs = summarize(samples);
        repetition.nsPerOperation = repetition.latencyNs.mean;
        repetition.bytesPerSecond = 1e12 / repetition.latencyNs.mean;
        repetition.messagesPerSecond = repetition.bytesPerSecond / 64;
        std::vector<double> openLoop = samples;
        for (double& value : openLoop) {
            value = 2 * value + 100;
        }
        repetition.openLoopRoundTripNs = summarize(openLoop);
        point.repetitions.push_back(repetition);
        pooled.insert(pooled.end(), samples.begin(), samples.end());
        pooledOpenLoop.insert(pooledOpenLoop.end(), openLoop.begin(), openLoop.end());
    }
    const bool samplesKept = pattern == Pattern::PingPong || pattern == Pattern::Paced;
    aggregatePoint(point, samplesKept ? pooled : std::vector<double>{}, {},
                   pattern == Pattern::Paced ? pooledOpenLoop : std::vector<double>{});
    return point;
}

void expectCentreInside(const PointResult& point, const char* what) {
    const ShownFigure shown = shownFigure(point);
    EXPECT_EQ(shown.centre, shownCentre(point)) << what;
    EXPECT_EQ(shown.hasInterval, point.repetitions.size() >= 2) << what;
    EXPECT_LE(shown.low, shown.centre) << what << " rounds " << point.repetitions.size();
    EXPECT_LE(shown.centre, shown.high) << what << " rounds " << point.repetitions.size();
    EXPECT_EQ(shown.centre, point.reliability.medianCi95.median) << what;
    if (point.pattern == Pattern::Paced) {
        const double openLoop = shownOpenLoopCentre(point.openLoop);
        EXPECT_LE(point.openLoop.medianCi95.low, openLoop) << what;
        EXPECT_LE(openLoop, point.openLoop.medianCi95.high) << what;
    }
}

TEST(ShownCentre, AlwaysInsideItsIntervalForRandomRounds) {
    std::mt19937_64 random(2026);
    for (Shape shape : {Shape::UnequalLengths, Shape::ShiftedRounds, Shape::BimodalRounds}) {
        for (Pattern pattern :
             {Pattern::PingPong, Pattern::Paced, Pattern::Stream, Pattern::Lock}) {
            for (int trial = 0; trial < 25; ++trial) {
                expectCentreInside(randomPoint(random, shape, pattern), "measured");
            }
        }
    }
}

// The case the tables got wrong: eight short rounds at 1 µs and one long round at 3 µs. The
// pooled median is 3 µs, outside [1, 1] µs; the median of the rounds is 1 µs.
TEST(ShownCentre, APooledMedianOutsideItsIntervalIsNotShown) {
    PointResult point;
    point.pattern = Pattern::PingPong;
    std::vector<double> pooled;
    for (int round = 0; round < 9; ++round) {
        const std::vector<double> samples(round == 8 ? 1000 : 10, round == 8 ? 3000.0 : 1000.0);
        RepetitionResult repetition;
        repetition.index = round;
        repetition.latencyNs = summarize(samples);
        point.repetitions.push_back(repetition);
        pooled.insert(pooled.end(), samples.begin(), samples.end());
    }
    aggregatePoint(point, pooled);
    EXPECT_EQ(point.latencyNs.median, 3000);
    EXPECT_EQ(point.latencyCi95.high, 1000);
    EXPECT_EQ(shownCentre(point), 1000);
}

TEST(ShownCentre, StillInsideAfterAJsonRoundTrip) {
    std::mt19937_64 random(7);
    RunResult run;
    run.experiment.mechanisms = {"pipe"};
    for (Shape shape : {Shape::UnequalLengths, Shape::ShiftedRounds, Shape::BimodalRounds}) {
        for (int trial = 0; trial < 10; ++trial) {
            run.points.push_back(randomPoint(random, shape, Pattern::PingPong));
        }
    }
    const Expected<RunResult> back = fromJson(toJson(run));
    ASSERT_TRUE(back) << back.error().message;
    for (const PointResult& point : back->points) {
        expectCentreInside(point, "read back");
    }
}

TEST(ShownCentre, OldFilesWithoutRoundsShowThePooledMedian) {
    PointResult point;
    point.pattern = Pattern::PingPong;
    point.latencyNs.median = 1234;
    EXPECT_EQ(shownCentre(point), 1234);
    point.latencyCi95 = {5, 1500, 1400, 1600};
    EXPECT_EQ(shownCentre(point), 1500);
}

// Each pattern's figure comes from where that pattern keeps it: a stream's from `throughput`
// (bytes/s), the others' from `latencyCi95` (ns), never one's centre with the other's interval.
TEST(ShownFigure, TakesTheFigureAndIntervalFromThePatternsOwnFields) {
    PointResult point;
    point.latencyCi95 = {5, 900, 800, 1000};
    point.throughput = {4e9, 5e8, 3e9, 5e9};
    point.pattern = Pattern::Stream;
    EXPECT_EQ(shownFigure(point), (ShownFigure{4e9, 3e9, 5e9, true}));
    for (Pattern pattern : {Pattern::PingPong, Pattern::Paced, Pattern::Lock}) {
        point.pattern = pattern;
        EXPECT_EQ(shownFigure(point), (ShownFigure{900, 800, 1000, true})) << toString(pattern);
    }
}

TEST(ShownFigure, OneRoundHasNoInterval) {
    PointResult point;
    point.pattern = Pattern::PingPong;
    point.latencyNs.median = 1234;
    point.latencyCi95 = {1, 1234, 1234, 1234};
    EXPECT_FALSE(shownFigure(point).hasInterval);
    EXPECT_EQ(shownFigure(point).centre, 1234);
}

}  // namespace
}  // namespace ipclab
