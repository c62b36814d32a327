// Schema 2 of the result files: the rounds' interval, settled, modes and outliers are written
// and read back, and files of schema 1 (no rounds) still open.
#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include "ipclab/report.hpp"
#include "ipclab/result.hpp"

namespace ipclab {
namespace {

using Json = nlohmann::json;

RunResult bimodalRun() {
    RunResult run;
    run.experiment.mechanisms = {"pipe"};
    run.experiment.settle = true;
    run.experiment.precision = 0.02;
    run.experiment.minRounds = 8;
    run.experiment.timeBudgetSeconds = 30;
    run.experiment.roundSeed = 987654321;
    run.keepAwakeNote = "held";
    PointResult point;
    point.mechanism = "pipe";
    point.pattern = Pattern::PingPong;
    point.sizeBytes = 64;
    point.ok = true;
    std::vector<double> samples;
    for (int round = 0; round < 6; ++round) {
        RepetitionResult repetition;
        repetition.index = round;
        repetition.latencyNs.median = 10'000 + round;
        point.repetitions.push_back(repetition);
        for (int i = 0; i < 100; ++i) {
            samples.push_back(i % 2 == 0 ? 2'000.0 + i : 24'000.0 + i);
        }
    }
    aggregatePoint(point, samples);
    run.points = {point};
    return run;
}

TEST(ResultSchema, RoundsModesAndIntervalAreWrittenAndReadBack) {
    const RunResult run = bimodalRun();
    const Json json = Json::parse(toJson(run));
    EXPECT_EQ(json["schema_version"], 2);
    const Json& latency = json["points"][0]["latency_ns"];
    // Six rounds, medians 10000..10005: the widest interval, coverage 1 - 2 / 64.
    EXPECT_EQ(latency["median_ci95"], Json::array({10'000.0, 10'005.0}));
    EXPECT_EQ(latency["ci95_low"], 10'000.0) << "the GUI's fields carry the same interval";
    EXPECT_EQ(latency["ci95_high"], 10'005.0);
    EXPECT_EQ(latency["rounds"], 6);
    EXPECT_EQ(latency["settled"], true) << "±0.025% is within ±5%";
    ASSERT_EQ(latency["modes"].size(), 2u);
    EXPECT_DOUBLE_EQ(latency["modes"][0]["share"].get<double>(), 0.5);
    EXPECT_TRUE(latency["modes"][0].contains("center_ns"));
    EXPECT_TRUE(json["experiment"]["settle"].get<bool>());
    EXPECT_EQ(json["experiment"]["round_seed"], 987654321u);
    EXPECT_EQ(json["keep_awake_note"], "held");

    const Expected<RunResult> back = fromJson(toJson(run));
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back.value(), run);
}

TEST(ResultSchema, ThroughputCarriesTheSameBlock) {
    RunResult run;
    PointResult point;
    point.mechanism = "tcp";
    point.pattern = Pattern::Stream;
    point.sizeBytes = 65536;
    point.ok = true;
    for (int round = 0; round < 3; ++round) {
        RepetitionResult repetition;
        repetition.index = round;
        repetition.bytesPerSecond = 1e9 * (round + 1);
        repetition.messagesPerSecond = 10.0;
        point.repetitions.push_back(repetition);
    }
    aggregatePoint(point, {});
    run.points = {point};
    const Json json = Json::parse(toJson(run));
    const Json& throughput = json["points"][0]["throughput"];
    EXPECT_EQ(throughput["median_ci95"], Json::array({1e9, 3e9}));
    EXPECT_EQ(throughput["rounds"], 3);
    EXPECT_EQ(throughput["settled"], false);
    ASSERT_EQ(throughput["modes"].size(), 1u);
    EXPECT_EQ(throughput["modes"][0]["center_bytes_per_s"], 2e9);
    const Expected<RunResult> back = fromJson(toJson(run));
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back.value(), run);
}

// A stopped run's point that completed rounds: kept, marked partial; files without the field
// read as finished points.
TEST(ResultSchema, APartialPointRoundTripsAndOlderFilesAreFinished) {
    RunResult run = bimodalRun();
    run.cancelled = true;
    run.points[0].partial = true;
    Json json = Json::parse(toJson(run));
    EXPECT_EQ(json["points"][0]["partial"], true);
    const Expected<RunResult> back = fromJson(json.dump());
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back.value(), run);
    json["points"][0].erase("partial");
    const Expected<RunResult> older = fromJson(json.dump());
    ASSERT_TRUE(older.ok()) << older.error().message;
    EXPECT_FALSE(older.value().points[0].partial);
}

TEST(ResultSchema, SchemaOneFilesStillOpen) {
    // A schema-1 file: no rounds block, no settle settings, no keep-awake note.
    Json json = Json::parse(toJson(bimodalRun()));
    json["schema_version"] = 1;
    for (const char* field : {"settle", "precision", "min_rounds", "time_budget_s", "round_seed",
                              "hold_dma_latency", "self_comparison"}) {
        json["experiment"].erase(field);
    }
    json.erase("keep_awake_note");
    json["points"][0].erase("self_comparison");
    json["points"][0].erase("initiator_preemptions");
    Json& latency = json["points"][0]["latency_ns"];
    for (const char* field :
         {"median_ci95", "median_ci95_coverage", "median_of_rounds", "rounds", "settled", "modes",
          "m_value", "outliers", "autocorrelation_lag1", "first_round_ratio"}) {
        latency.erase(field);
    }
    const Expected<RunResult> back = fromJson(json.dump());
    ASSERT_TRUE(back.ok()) << back.error().message;
    const PointResult& point = back.value().points[0];
    EXPECT_EQ(point.reliability.rounds, 6) << "its repetitions were its rounds";
    EXPECT_FALSE(point.reliability.settled);
    EXPECT_TRUE(point.reliability.modes.modes.empty());
    EXPECT_FALSE(back.value().experiment.settle) << "it ran fixed repetitions";
    EXPECT_DOUBLE_EQ(point.latencyCi95.low, 10'000.0);
}

TEST(ResultSchema, AMalformedIntervalIsRefusedWithItsPath) {
    Json json = Json::parse(toJson(bimodalRun()));
    json["points"][0]["latency_ns"]["median_ci95"] = Json::array({1.0});
    const Expected<RunResult> back = fromJson(json.dump());
    ASSERT_FALSE(back.ok());
    EXPECT_NE(back.error().message.find("points[0].latency_ns.median_ci95"), std::string::npos)
        << back.error().message;
}

}  // namespace
}  // namespace ipclab
