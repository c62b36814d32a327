// A run as JSON: written and read back exactly, the documented fields, and errors that name
// the bad field.
#include "ipclab/report.hpp"

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "report_samples.hpp"
#include "text_assertions.hpp"

namespace ipclab {
namespace {

using Json = nlohmann::json;
using test::contains;
using namespace samples;

std::string errorOf(const std::string& text) {
    const Expected<RunResult> result = fromJson(text);
    EXPECT_FALSE(result.ok()) << text;
    if (result.ok()) {
        return {};
    }
    EXPECT_EQ(result.error().code, ErrorCode::InvalidArgument);
    return result.error().message;
}

// The sample run as JSON, changed by `edit`, read back: the message of the error.
template <class Edit>
std::string errorAfter(Edit edit) {
    Json json = Json::parse(toJson(sampleRun()));
    edit(json);
    return errorOf(json.dump());
}

TEST(Json, RoundTripIsExact) {
    const RunResult run = sampleRun();
    const Expected<RunResult> back = fromJson(toJson(run));
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back.value(), run);
}

TEST(Json, BulkTotalAndWallTimeWithStartupRoundTrip) {
    RunResult run = sampleRun();
    run.experiment.pattern = Pattern::Stream;
    run.experiment.streamTotalBytes = 1ull << 30;
    const std::string json = toJson(run);
    EXPECT_NE(json.find("\"stream_total_bytes\": 1073741824"), std::string::npos);
    EXPECT_NE(json.find("\"wall_with_startup_median_ns\": 123456789.5"), std::string::npos);
    auto back = fromJson(json);
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back.value(), run);
}

// Files written before the median held the sum over the repetitions, one peer start each:
// read as the mean repetition, never as one run's wall time N times over.
TEST(Json, AnOldWallTimeSumReadsPerRepetition) {
    const RunResult run = sampleRun();
    Json json = Json::parse(toJson(run));
    Json& point = json["points"][1];
    point.erase("wall_with_startup_median_ns");
    const auto repetitions = static_cast<double>(point["repetitions"].size());
    ASSERT_GT(repetitions, 1);
    point["wall_ns_with_startup"] = 123'456'789.5 * repetitions;
    const Expected<RunResult> back = fromJson(json.dump());
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_DOUBLE_EQ(back.value().points[1].wallWithStartupMedianNs, 123'456'789.5);
}

TEST(Json, NewPatternsRoundTripExactly) {
    const RunResult run = newPatternsRun();
    const Expected<RunResult> back = fromJson(toJson(run));
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back.value(), run);
    EXPECT_FALSE(back.value().experiment.waitStrategy.has_value());
}

TEST(Json, NewFieldsAreWritten) {
    const Json json = Json::parse(toJson(sampleRun()));
    const Json& experiment = json["experiment"];
    EXPECT_EQ(experiment["wait"], "spin");
    EXPECT_EQ(experiment["parties"], 5);
    EXPECT_EQ(experiment["gap_us"], 250);
    EXPECT_EQ(experiment["keep_cores_awake"], true);

    const Json& pingPong = json["points"][0];
    EXPECT_EQ(pingPong["wait"], "spin-yield");
    EXPECT_EQ(pingPong["lost_messages"], 3);
    EXPECT_DOUBLE_EQ(pingPong["cpu_ns_per_msg"]["initiator"].get<double>(), 1234.5 / 7.0);
    EXPECT_TRUE(pingPong["cpu_ns_per_msg"]["responder"].is_null());
    EXPECT_EQ(pingPong["repetitions"][1]["lost_messages"], 2);
    EXPECT_FALSE(pingPong["repetitions"][1].contains("ns_per_op"));
    EXPECT_EQ(pingPong["cpu_contention"]["runnable_threads"], 3.5);
    EXPECT_EQ(pingPong["cpu_contention"]["logical_cpus"], 2);
    EXPECT_EQ(pingPong["cpu_contention"]["messages"], 30'600);
    const Json& failed = json["points"][2];
    EXPECT_EQ(failed["wait"], "block");
    EXPECT_TRUE(failed["cpu_ns_per_msg"]["initiator"].is_null());
    EXPECT_TRUE(failed["cpu_contention"]["runnable_threads"].is_null()) << "unknown: null";

    const Json other = Json::parse(toJson(newPatternsRun()));
    EXPECT_TRUE(other["experiment"]["wait"].is_null());
    const Json& lock = other["points"][0];
    EXPECT_EQ(lock["pattern"], "lock");
    EXPECT_FALSE(lock.contains("throughput"));
    // One value per repetition: ns per operation.
    EXPECT_EQ(lock["latency_ns"]["samples"]["count"], 3);
    EXPECT_DOUBLE_EQ(lock["latency_ns"]["samples"]["median"].get<double>(), 41.0 / 3.0 + 1);
    EXPECT_TRUE(lock["latency_ns"]["ci95"][0].is_number());
    EXPECT_DOUBLE_EQ(lock["repetitions"][2]["ns_per_op"].get<double>(), 41.0 / 3.0 + 2);
    EXPECT_FALSE(lock["repetitions"][2].contains("latency_ns"));
    EXPECT_FALSE(lock["repetitions"][2].contains("bytes_per_s"));
    EXPECT_FALSE(lock["repetitions"][2].contains("lost_messages"));  // a lock moves no message
    const Json& oneSided = other["points"][1];
    EXPECT_EQ(oneSided["pattern"], "one-sided");
    EXPECT_EQ(oneSided["lost_messages"], 6);
    EXPECT_EQ(oneSided["repetitions"][0]["lost_messages"], 2);
    EXPECT_TRUE(oneSided["repetitions"][0]["ns_per_op"].is_number());
    const Json& paced = other["points"][2];
    EXPECT_EQ(paced["pattern"], "paced");
    EXPECT_EQ(paced["latency_ns"]["samples"]["count"], 3);
    EXPECT_EQ(paced["repetitions"][0]["latency_ns"]["count"], 50);
}

TEST(Json, FilesWithoutTheNewFieldsReadWithDefaults) {
    Json json = Json::parse(toJson(sampleRun()));
    for (const char* key : {"wait", "parties", "gap_us", "keep_cores_awake"}) {
        json["experiment"].erase(key);
    }
    for (Json& point : json["points"]) {
        for (const char* key : {"wait", "lost_messages", "cpu_ns_per_msg", "cpu_contention"}) {
            point.erase(key);
        }
        for (Json& repetition : point["repetitions"]) {
            repetition.erase("lost_messages");
        }
    }
    const Expected<RunResult> back = fromJson(json.dump());
    ASSERT_TRUE(back.ok()) << back.error().message;
    const Experiment defaults;
    const Experiment& experiment = back.value().experiment;
    EXPECT_FALSE(experiment.waitStrategy.has_value());
    EXPECT_EQ(experiment.parties, defaults.parties);
    EXPECT_EQ(experiment.gapUs, defaults.gapUs);
    EXPECT_EQ(experiment.keepCoresAwake, defaults.keepCoresAwake);
    EXPECT_EQ(experiment.mechanisms, sampleRun().experiment.mechanisms);
    for (const PointResult& point : back.value().points) {
        EXPECT_EQ(point.waitStrategy, WaitStrategy::Block);
        EXPECT_EQ(point.lostMessages, 0u);
        EXPECT_EQ(point.initiatorCpuNsPerMessage, -1);
        EXPECT_EQ(point.responderCpuNsPerMessage, -1);
        EXPECT_EQ(point.contention, CpuContention{}) << "unknown, so nothing is concluded";
        for (const RepetitionResult& repetition : point.repetitions) {
            EXPECT_EQ(repetition.lostMessages, 0u);
        }
    }
    EXPECT_EQ(back.value().points[0].latencyNs, sampleRun().points[0].latencyNs);
}

TEST(Json, BadNewFieldsNameTheFieldAndWhatIsAllowed) {
    EXPECT_EQ(errorAfter([](Json& j) { j["experiment"]["wait"] = "nap"; }),
              "experiment.wait is \"nap\", not a known wait strategy (block, spin, spin-yield, "
              "spin-block)");
    EXPECT_EQ(errorAfter([](Json& j) { j["experiment"]["wait"] = 1; }),
              "experiment.wait must be a string (got an integer)");
    EXPECT_EQ(errorAfter([](Json& j) { j["points"][1]["wait"] = "snooze"; }),
              "points[1].wait is \"snooze\", not a known wait strategy (block, spin, "
              "spin-yield, spin-block)");
    EXPECT_EQ(errorAfter([](Json& j) { j["experiment"]["gap_us"] = -5; }),
              "experiment.gap_us must not be negative (got -5)");
    EXPECT_EQ(errorAfter([](Json& j) { j["experiment"]["parties"] = "many"; }),
              "experiment.parties must be an integer (got a string)");
    EXPECT_EQ(errorAfter([](Json& j) { j["experiment"]["keep_cores_awake"] = 1; }),
              "experiment.keep_cores_awake must be true or false (got an integer)");
    EXPECT_EQ(errorAfter([](Json& j) { j["points"][0]["lost_messages"] = -1; }),
              "points[0].lost_messages must not be negative (got -1)");
    EXPECT_EQ(errorAfter([](Json& j) { j["points"][0]["cpu_ns_per_msg"]["initiator"] = "lots"; }),
              "points[0].cpu_ns_per_msg.initiator must be a number or null (got a string)");
    EXPECT_EQ(errorAfter([](Json& j) { j["points"][0]["cpu_ns_per_msg"] = 5; }),
              "points[0].cpu_ns_per_msg must be an object (got an integer)");
    EXPECT_EQ(errorAfter([](Json& j) { j["points"][0]["cpu_ns_per_msg"].erase("responder"); }),
              "missing field points[0].cpu_ns_per_msg.responder");
    EXPECT_EQ(errorAfter([](Json& j) { j["points"][1]["repetitions"][0]["lost_messages"] = "x"; }),
              "points[1].repetitions[0].lost_messages must be a non-negative integer (got a "
              "string)");
}

TEST(Json, LockPointsNeedTheirNsPerOperation) {
    Json json = Json::parse(toJson(newPatternsRun()));
    json["points"][0]["repetitions"][1].erase("ns_per_op");
    const Expected<RunResult> back = fromJson(json.dump());
    ASSERT_FALSE(back.ok());
    EXPECT_EQ(back.error().message, "missing field points[0].repetitions[1].ns_per_op");
}

TEST(Json, CompactRoundTripIsExact) {
    const RunResult run = sampleRun();
    const Expected<RunResult> back = fromJson(toJson(run, -1));
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back.value(), run);
}

TEST(Json, ExtremeDoublesRoundTrip) {
    RunResult run = sampleRun();
    RepetitionResult& r = run.points[0].repetitions[0];
    r.latencyNs.min = std::numeric_limits<double>::denorm_min();
    r.latencyNs.max = std::numeric_limits<double>::max();
    r.latencyNs.mean = 0.1 + 0.2;
    r.latencyNs.stddev = -0.0;
    const Expected<RunResult> back = fromJson(toJson(run));
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back.value(), run);
}

TEST(Json, NonFiniteNumbersAreWrittenAsNullAndReadAsNaN) {
    RunResult run = sampleRun();
    run.points[1].repetitions[0].bytesPerSecond = std::numeric_limits<double>::infinity();
    const std::string text = toJson(run);
    EXPECT_EQ(Json::parse(text)["points"][1]["repetitions"][0]["bytes_per_s"], nullptr);
    const Expected<RunResult> back = fromJson(text);
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_TRUE(std::isnan(back.value().points[1].repetitions[0].bytesPerSecond));
}

TEST(Json, DocumentHasTheDocumentedFields) {
    const Json json = Json::parse(toJson(sampleRun()));
    EXPECT_EQ(json["schema_version"], 3);
    EXPECT_EQ(json["app"], "ipclab");
    EXPECT_EQ(json["app_version"], "0.1.0");
    for (const char* key :
         {"os_name", "os_version", "kernel", "cpu_model", "logical_cores", "architecture",
          "virtualized", "idle_driver", "host_name", "compiler", "build_type", "date"}) {
        EXPECT_TRUE(json["machine"].contains(key)) << key;
    }
    const Json& experiment = json["experiment"];
    EXPECT_EQ(experiment["mechanisms"], Json({"pipe", "tcp", "thread.mutex"}));
    EXPECT_EQ(experiment["pattern"], "pingpong");
    EXPECT_EQ(experiment["sizes"], Json({64, 4096, 524288}));
    EXPECT_EQ(experiment["iterations"], 50);
    EXPECT_EQ(experiment["warmup"], 10);
    EXPECT_EQ(experiment["repetitions"], 2);
    EXPECT_EQ(experiment["placement"], "cross-core");
    EXPECT_EQ(experiment["peer_timeout_ms"], 5000);
    EXPECT_EQ(experiment["verify_payload"], true);
    EXPECT_EQ(json["cancelled"], true);

    const Json& pingPong = json["points"][0];
    EXPECT_EQ(pingPong["mechanism"], "pipe");
    EXPECT_EQ(pingPong["pattern"], "pingpong");
    EXPECT_EQ(pingPong["placement"], "cross-core");
    EXPECT_EQ(pingPong["size"], 4096);
    EXPECT_EQ(pingPong["ok"], true);
    EXPECT_EQ(pingPong["error"], "");
    EXPECT_FALSE(pingPong.contains("throughput"));
    for (const char* key :
         {"count", "min", "mean", "median", "p90", "p99", "p999", "max", "stddev"}) {
        EXPECT_TRUE(pingPong["latency_ns"]["samples"][key].is_number()) << key;
    }
    EXPECT_EQ(pingPong["latency_ns"]["unit"], "ns");
    EXPECT_TRUE(pingPong["latency_ns"]["median_of_rounds"].is_number());
    EXPECT_EQ(pingPong["latency_ns"]["ci95"].size(), 2u);
    EXPECT_EQ(pingPong["latency_ns"]["samples"]["count"], 100);
    EXPECT_EQ(pingPong["repetitions"].size(), 2u);
    EXPECT_EQ(pingPong["repetitions"][1]["index"], 1);
    EXPECT_TRUE(pingPong["repetitions"][1]["elapsed_ns"].is_number());
    EXPECT_EQ(pingPong["repetitions"][1]["latency_ns"]["count"], 50);

    const Json& stream = json["points"][1];
    EXPECT_EQ(stream["pattern"], "stream");
    EXPECT_EQ(stream["placement"], "same-core");
    EXPECT_FALSE(stream.contains("latency_ns"));
    EXPECT_EQ(stream["throughput"]["unit"], "bytes_per_s");
    for (const char* key : {"median_of_rounds", "msgs_per_s", "ci95_coverage"}) {
        EXPECT_TRUE(stream["throughput"][key].is_number()) << key;
    }
    EXPECT_TRUE(stream["repetitions"][2]["bytes_per_s"].is_number());
    EXPECT_TRUE(stream["repetitions"][2]["msgs_per_s"].is_number());
    EXPECT_FALSE(stream["repetitions"][2].contains("latency_ns"));

    const Json& failed = json["points"][2];
    EXPECT_EQ(failed["ok"], false);
    EXPECT_EQ(failed["error"], "peer timed out, last said \"bye\"\nafter 5000 ms");
    EXPECT_TRUE(failed["repetitions"].empty());
}

TEST(Json, NotJsonSaysWhere) {
    const std::string message = errorOf("{\n  \"schema_version\": 1,\n  oops\n}");
    EXPECT_TRUE(contains(message, "not JSON: "));
    EXPECT_TRUE(contains(message, "line 3"));
    EXPECT_FALSE(contains(message, "[json.exception"));
    EXPECT_TRUE(contains(errorOf(""), "not JSON: "));
    EXPECT_TRUE(contains(errorOf("{\"points\": [1, 2"), "not JSON: "));
}

TEST(Json, TheDocumentMustBeAnObject) {
    EXPECT_EQ(errorOf("[1, 2]"), "the document must be an object (got an array)");
    EXPECT_EQ(errorOf("42"), "the document must be an object (got an integer)");
}

TEST(Json, SchemaVersion) {
    EXPECT_EQ(errorAfter([](Json& j) { j["schema_version"] = 9; }),
              "schema_version 9 is newer than this build reads (3)");
    EXPECT_EQ(errorAfter([](Json& j) { j["schema_version"] = 0; }),
              "schema_version 0 is not valid (versions start at 1)");
    EXPECT_EQ(errorAfter([](Json& j) { j["schema_version"] = "1"; }),
              "schema_version must be an integer (got a string)");
    EXPECT_EQ(errorAfter([](Json& j) { j.erase("schema_version"); }),
              "missing field schema_version");
}

TEST(Json, OtherApplicationsDocumentsAreRefused) {
    EXPECT_EQ(errorAfter([](Json& j) { j["app"] = "benchmark"; }),
              "app is \"benchmark\": not an IPC Lab result (expected \"ipclab\")");
}

TEST(Json, MissingFieldsNameTheirPath) {
    EXPECT_EQ(errorAfter([](Json& j) { j["points"][2].erase("size"); }),
              "missing field points[2].size");
    EXPECT_EQ(errorAfter([](Json& j) { j["machine"].erase("cpu_model"); }),
              "missing field machine.cpu_model");
    EXPECT_EQ(errorAfter([](Json& j) { j["experiment"].erase("peer_timeout_ms"); }),
              "missing field experiment.peer_timeout_ms");
    EXPECT_EQ(errorAfter([](Json& j) { j["points"][0]["latency_ns"]["samples"].erase("p999"); }),
              "missing field points[0].latency_ns.samples.p999");
    EXPECT_EQ(errorAfter([](Json& j) { j["points"][0]["latency_ns"].erase("median_of_rounds"); }),
              "missing field points[0].latency_ns.median_of_rounds");
    EXPECT_EQ(errorAfter([](Json& j) { j["points"][1]["throughput"].erase("ci95"); }),
              "missing field points[1].throughput.ci95");
    EXPECT_EQ(errorAfter([](Json& j) { j["points"][1].erase("throughput"); }),
              "missing field points[1].throughput");
    EXPECT_EQ(errorAfter([](Json& j) { j["points"][0]["repetitions"][1].erase("latency_ns"); }),
              "missing field points[0].repetitions[1].latency_ns");
    EXPECT_EQ(errorAfter([](Json& j) { j["points"][1]["repetitions"][2].erase("msgs_per_s"); }),
              "missing field points[1].repetitions[2].msgs_per_s");
    EXPECT_EQ(errorAfter([](Json& j) { j.erase("points"); }), "missing field points");
    EXPECT_EQ(errorAfter([](Json& j) { j.erase("app_version"); }), "missing field app_version");
}

TEST(Json, WrongTypesNameTheFieldAndTheType) {
    EXPECT_EQ(errorAfter([](Json& j) { j["points"][0]["size"] = "4096"; }),
              "points[0].size must be a non-negative integer (got a string)");
    EXPECT_EQ(errorAfter([](Json& j) { j["points"][0]["size"] = 4096.5; }),
              "points[0].size must be a non-negative integer (got a number)");
    EXPECT_EQ(errorAfter([](Json& j) { j["points"][0]["size"] = -1; }),
              "points[0].size must not be negative (got -1)");
    EXPECT_EQ(errorAfter([](Json& j) { j["points"][0]["ok"] = "yes"; }),
              "points[0].ok must be true or false (got a string)");
    EXPECT_EQ(errorAfter([](Json& j) { j["points"][0]["latency_ns"]["samples"]["mean"] = "fast"; }),
              "points[0].latency_ns.samples.mean must be a number (got a string)");
    EXPECT_EQ(errorAfter([](Json& j) { j["points"] = Json::object(); }),
              "points must be an array (got an object)");
    EXPECT_EQ(errorAfter([](Json& j) { j["points"][1] = 5; }),
              "points[1] must be an object (got an integer)");
    EXPECT_EQ(errorAfter([](Json& j) { j["machine"] = "x"; }),
              "machine must be an object (got a string)");
    EXPECT_EQ(errorAfter([](Json& j) { j["machine"]["logical_cores"] = 1e12; }),
              "machine.logical_cores must be an integer (got a number)");
    EXPECT_EQ(errorAfter([](Json& j) { j["machine"]["logical_cores"] = 5000000000; }),
              "machine.logical_cores is too large (5000000000)");
    EXPECT_EQ(errorAfter([](Json& j) { j["experiment"]["sizes"][1] = "4K"; }),
              "experiment.sizes[1] must be a non-negative integer (got a string)");
    EXPECT_EQ(errorAfter([](Json& j) { j["experiment"]["mechanisms"][0] = 3; }),
              "experiment.mechanisms[0] must be a string (got an integer)");
    EXPECT_EQ(errorAfter([](Json& j) { j["experiment"]["peer_timeout_ms"] = 5000000000; }),
              "experiment.peer_timeout_ms is too large (5000000000)");
    EXPECT_EQ(errorAfter([](Json& j) { j["cancelled"] = nullptr; }),
              "cancelled must be true or false (got null)");
}

TEST(Json, UnknownPatternAndPlacement) {
    EXPECT_EQ(errorAfter([](Json& j) { j["points"][0]["pattern"] = "pingpang"; }),
              "points[0].pattern is \"pingpang\", not a known pattern (pingpong, stream, lock, "
              "paced, one-sided)");
    EXPECT_EQ(errorAfter([](Json& j) { j["experiment"]["placement"] = "numa"; }),
              "experiment.placement is \"numa\", not a known placement (unpinned, same-core, "
              "cross-core)");
}

TEST(Json, UnknownFieldsAreIgnored) {
    Json json = Json::parse(toJson(sampleRun()));
    json["comment"] = "added by hand";
    json["points"][0]["note"] = 1;
    const Expected<RunResult> back = fromJson(json.dump());
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back.value(), sampleRun());
}

}  // namespace
}  // namespace ipclab
