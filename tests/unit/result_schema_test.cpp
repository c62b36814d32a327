// Schema 3 of the result files: one figure (median_of_rounds) and the interval that belongs
// to it (ci95) first in each block, the pooled samples apart; the rounds' settled, modes and
// outliers written and read back; files of schema 2 (the samples' statistics beside the
// interval) and schema 1 (no rounds) still open.
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

// A schema-3 document rewritten as IPC Lab wrote it in schema 2: the samples' statistics at the
// top of latency_ns, the interval twice (median_ci95 and ci95_low / ci95_high), its centre as
// ci95_mean, and throughput's figure as bytes_per_s.
Json asSchemaTwo(Json json) {
    json["schema_version"] = 2;
    for (Json& point : json["points"]) {
        const bool stream = point.contains("throughput");
        Json& block = stream ? point["throughput"] : point["latency_ns"];
        const Json interval = block["ci95"];
        if (!stream) {
            for (auto& [key, value] : block["samples"].items()) {
                block[key] = value;
            }
            block.erase("samples");
            block["ci95_mean"] = block["median_of_rounds"];
            block["ci95_count"] = block["rounds"];
        } else {
            block["bytes_per_s"] = block["median_of_rounds"];
        }
        block["ci95_low"] = interval[0];
        block["ci95_high"] = interval[1];
        block["median_ci95"] = interval;
        block["median_ci95_coverage"] = block["ci95_coverage"];
        block["shown_estimator"] = "median_of_rounds";
        for (const char* gone : {"ci95", "ci95_coverage", "unit"}) {
            block.erase(gone);
        }
    }
    return json;
}

TEST(ResultSchema, OneFigureAndItsIntervalAreWrittenAndReadBack) {
    const RunResult run = bimodalRun();
    const Json json = Json::parse(toJson(run));
    EXPECT_EQ(json["schema_version"], 3);
    const Json& latency = json["points"][0]["latency_ns"];
    // Six rounds, medians 10000..10005: the widest interval, coverage 1 - 2 / 64.
    EXPECT_EQ(latency["unit"], "ns");
    EXPECT_DOUBLE_EQ(latency["median_of_rounds"].get<double>(), 10'002.5);
    EXPECT_EQ(latency["ci95"], Json::array({10'000.0, 10'005.0}));
    EXPECT_DOUBLE_EQ(latency["ci95_coverage"].get<double>(), 1.0 - 2.0 / 64.0);
    // The pooled samples (2000s and 24000s) describe the distribution, apart from the figure:
    // their median lies outside the figure's interval, and no field beside ci95 says "median".
    EXPECT_FALSE(latency.contains("median"));
    EXPECT_FALSE(latency.contains("ci95_low"));
    EXPECT_FALSE(latency.contains("median_ci95"));
    EXPECT_EQ(latency["samples"]["count"], 600);
    EXPECT_GT(latency["samples"]["median"].get<double>(), 10'005.0);
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
    EXPECT_EQ(throughput["unit"], "bytes_per_s");
    EXPECT_EQ(throughput["median_of_rounds"], 2e9);
    EXPECT_EQ(throughput["ci95"], Json::array({1e9, 3e9}));
    EXPECT_EQ(throughput["msgs_per_s"], 10.0);
    EXPECT_FALSE(throughput.contains("bytes_per_s"));
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

TEST(ResultSchema, SchemaTwoFilesReadAsTheSameRun) {
    RunResult run = bimodalRun();
    PointResult stream;
    stream.mechanism = "tcp";
    stream.pattern = Pattern::Stream;
    stream.sizeBytes = 65536;
    stream.ok = true;
    for (int round = 0; round < 3; ++round) {
        RepetitionResult repetition;
        repetition.index = round;
        repetition.bytesPerSecond = 1e9 * (round + 1);
        repetition.messagesPerSecond = 10.0;
        stream.repetitions.push_back(repetition);
    }
    aggregatePoint(stream, {});
    run.points.push_back(stream);
    const Json old = asSchemaTwo(Json::parse(toJson(run)));
    ASSERT_EQ(old["points"][0]["latency_ns"]["median"], run.points[0].latencyNs.median);
    const Expected<RunResult> back = fromJson(old.dump());
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back.value(), run);
}

TEST(ResultSchema, SchemaOneFilesStillOpen) {
    // A schema-1 file: no rounds block, no settle settings, no keep-awake note.
    Json json = asSchemaTwo(Json::parse(toJson(bimodalRun())));
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
    json["points"][0]["latency_ns"]["ci95"] = Json::array({1.0});
    const Expected<RunResult> back = fromJson(json.dump());
    ASSERT_FALSE(back.ok());
    EXPECT_NE(back.error().message.find("points[0].latency_ns.ci95"), std::string::npos)
        << back.error().message;
}

}  // namespace
}  // namespace ipclab
