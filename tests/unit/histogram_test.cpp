// The log-binned latency histogram: hand-computed bins, every sample counted once, its JSON.
#include "ipclab/preset.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <memory>
#include <numeric>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "ipclab/mechanism_registry.hpp"
#include "ipclab/report.hpp"
#include "ipclab/result.hpp"
#include "ipclab/statistics.hpp"
#include "text_assertions.hpp"

namespace ipclab {
namespace {

using Json = nlohmann::json;
using test::contains;

std::uint64_t total(const Histogram& h) {
    return std::accumulate(h.counts.begin(), h.counts.end(), std::uint64_t{0});
}

TEST(LogHistogram, EmptySamplesGiveAnEmptyHistogram) {
    const Histogram h = logHistogram({});
    EXPECT_TRUE(h.edges.empty());
    EXPECT_TRUE(h.counts.empty());
}

TEST(LogHistogram, OneSampleAndEqualSamplesGiveOneDegenerateBin) {
    const std::vector<double> one{250.0};
    Histogram h = logHistogram(one);
    EXPECT_EQ(h.edges, (std::vector<double>{250.0, 250.0}));
    EXPECT_EQ(h.counts, std::vector<std::uint64_t>{1});

    const std::vector<double> equal(7, 1234.5);
    h = logHistogram(equal);
    EXPECT_EQ(h.edges, (std::vector<double>{1234.5, 1234.5}));
    EXPECT_EQ(h.counts, std::vector<std::uint64_t>{7});
}

TEST(LogHistogram, HandComputedDecadeBins) {
    // One bin per decade: [1, 10) holds 1 and 5; [10, 100] holds 10, 50 and 100 (the last bin
    // includes its upper edge).
    const std::vector<double> samples{1, 5, 10, 50, 100};
    const Histogram h = logHistogram(samples, 1);
    ASSERT_EQ(h.edges.size(), 3u);
    EXPECT_DOUBLE_EQ(h.edges[0], 1);
    EXPECT_DOUBLE_EQ(h.edges[1], 10);
    EXPECT_DOUBLE_EQ(h.edges[2], 100);
    EXPECT_EQ(h.counts, (std::vector<std::uint64_t>{2, 3}));
}

TEST(LogHistogram, EdgesLieOnTheSharedGridAndCoverTheSamples) {
    // 20 bins per decade: edges 10^(k/20). 1000 = 10^(60/20) is the first edge; 2000 lies
    // between 10^(66/20) = 1995.3 and 10^(67/20) = 2238.7, the last edge.
    const std::vector<double> samples{1000, 1500, 2000};
    const Histogram h = logHistogram(samples, 20);
    ASSERT_EQ(h.edges.size(), 8u);
    ASSERT_EQ(h.counts.size(), 7u);
    EXPECT_NEAR(h.edges.front(), 1000, 1e-9);
    EXPECT_NEAR(h.edges.back(), 2238.72, 0.01);
    EXPECT_EQ(h.counts.front(), 1u);
    EXPECT_EQ(h.counts.back(), 1u);
    EXPECT_EQ(total(h), 3u);
    EXPECT_TRUE(std::is_sorted(h.edges.begin(), h.edges.end()));
}

TEST(LogHistogram, EverySampleIsCountedExactlyOnceInItsBin) {
    std::vector<double> samples;
    for (int i = 0; i < 5000; ++i) {
        // Spread over five decades, with repeats and values exactly on grid edges.
        samples.push_back(100.0 * std::pow(10.0, (i % 97) / 20.0) + (i % 3));
    }
    samples.push_back(1000.0);  // exactly 10^(60/20)
    const Histogram h = logHistogram(samples);
    ASSERT_EQ(h.edges.size(), h.counts.size() + 1);
    EXPECT_EQ(total(h), samples.size());
    EXPECT_LE(h.edges.front(), *std::min_element(samples.begin(), samples.end()));
    EXPECT_GE(h.edges.back(), *std::max_element(samples.begin(), samples.end()));
    // Recount by the published edges: bin i holds edges[i] <= x < edges[i + 1].
    std::vector<std::uint64_t> recount(h.counts.size(), 0);
    for (double x : samples) {
        std::size_t bin = 0;
        while (bin + 1 < h.counts.size() && x >= h.edges[bin + 1]) {
            ++bin;
        }
        ++recount[bin];
    }
    EXPECT_EQ(recount, h.counts);
}

TEST(LogHistogram, NonPositiveSamplesJoinTheFirstBin) {
    const std::vector<double> samples{0.0, -2.0, 10.0, 100.0};
    const Histogram h = logHistogram(samples, 1);
    ASSERT_FALSE(h.counts.empty());
    // The grid from 10 to 100 is one decade; its first edge moves down to -2.
    EXPECT_EQ(h.edges, (std::vector<double>{-2.0, 100.0}));
    EXPECT_EQ(h.counts, std::vector<std::uint64_t>{4});
    // No positive sample at all: one linear bin.
    const std::vector<double> negative{-3.0, -1.0};
    const Histogram n = logHistogram(negative);
    EXPECT_EQ(n.edges, (std::vector<double>{-3.0, -1.0}));
    EXPECT_EQ(n.counts, std::vector<std::uint64_t>{2});
}

TEST(AggregatePoint, FillsTheHistogramForPingPongOnly) {
    std::vector<double> samples{1000, 2000, 3000, 4000};
    PointResult pingPong;
    pingPong.pattern = Pattern::PingPong;
    pingPong.repetitions.resize(1);
    pingPong.repetitions[0].latencyNs = summarize(samples);
    aggregatePoint(pingPong, samples);
    EXPECT_EQ(pingPong.latencyHistogram, logHistogram(samples));
    EXPECT_EQ(total(pingPong.latencyHistogram), 4u);

    PointResult paced = pingPong;
    paced.pattern = Pattern::Paced;
    aggregatePoint(paced, samples);
    EXPECT_EQ(total(paced.latencyHistogram), 4u);

    PointResult stream = pingPong;
    stream.pattern = Pattern::Stream;
    aggregatePoint(stream, {});
    EXPECT_TRUE(stream.latencyHistogram.counts.empty());

    PointResult lock = pingPong;
    lock.pattern = Pattern::Lock;
    lock.repetitions[0].nsPerOperation = 40;
    aggregatePoint(lock, {});
    EXPECT_TRUE(lock.latencyHistogram.counts.empty());
}

// ---------------------------------------------------------------------------------------------
// JSON: the histogram round-trips exactly; files without it still load

RunResult runWithHistogram() {
    RunResult run;
    run.experiment.mechanisms = {"pipe"};
    PointResult point;
    point.mechanism = "pipe";
    point.sizeBytes = 64;
    point.ok = true;
    std::vector<double> samples;
    for (int i = 1; i <= 300; ++i) {
        samples.push_back(1000.0 / 3.0 * i + 1e-7);
    }
    RepetitionResult repetition;
    repetition.latencyNs = summarize(samples);
    point.repetitions.push_back(repetition);
    aggregatePoint(point, samples);
    run.points.push_back(point);
    return run;
}

TEST(HistogramJson, RoundTripsExactly) {
    const RunResult run = runWithHistogram();
    ASSERT_FALSE(run.points.front().latencyHistogram.counts.empty());
    const std::string text = toJson(run);
    const Json json = Json::parse(text);
    ASSERT_TRUE(json["points"][0].contains("latency_histogram"));
    EXPECT_EQ(json["points"][0]["latency_histogram"]["counts"].size(),
              run.points.front().latencyHistogram.counts.size());
    const Expected<RunResult> back = fromJson(text);
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back->points.front().latencyHistogram, run.points.front().latencyHistogram);
    EXPECT_EQ(back.value(), run);
}

TEST(HistogramJson, FilesWithoutItStillLoad) {
    Json json = Json::parse(toJson(runWithHistogram()));
    json["points"][0].erase("latency_histogram");
    const Expected<RunResult> back = fromJson(json.dump());
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_TRUE(back->points.front().latencyHistogram.edges.empty());
    EXPECT_TRUE(back->points.front().latencyHistogram.counts.empty());
}

TEST(HistogramJson, MalformedHistogramIsRefusedWithItsPath) {
    Json json = Json::parse(toJson(runWithHistogram()));
    json["points"][0]["latency_histogram"]["edges"] = Json::array({1.0, 2.0});
    std::string text = json.dump();
    Expected<RunResult> back = fromJson(text);
    ASSERT_FALSE(back.ok());
    EXPECT_TRUE(contains(back.error().message, "points[0].latency_histogram.edges"));

    json = Json::parse(toJson(runWithHistogram()));
    json["points"][0]["latency_histogram"]["counts"][0] = -1;
    back = fromJson(json.dump());
    ASSERT_FALSE(back.ok());
    EXPECT_TRUE(contains(back.error().message, "points[0].latency_histogram.counts[0]"));

    json = Json::parse(toJson(runWithHistogram()));
    json["points"][0]["latency_histogram"]["edges"][1] = 0.5;
    back = fromJson(json.dump());
    ASSERT_FALSE(back.ok());
    EXPECT_TRUE(contains(back.error().message, "points[0].latency_histogram.edges[1]"));
}

}  // namespace
}  // namespace ipclab
