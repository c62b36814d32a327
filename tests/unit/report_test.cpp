#include "ipclab/report.hpp"

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "text_assertions.hpp"

namespace ipclab {
namespace {

using Json = nlohmann::json;
using test::contains;

SystemInfo sampleMachine() {
    SystemInfo m;
    m.osName = "Debian GNU/Linux 12 (bookworm)";
    m.osVersion = "12";
    m.kernel = "Linux 6.1.0-18-amd64";
    m.cpuModel = "Intel(R) Xeon(R) CPU @ 2.20GHz";
    m.logicalCores = 2;
    m.architecture = "x86_64";
    m.virtualized = true;
    m.idleDriver = "haltpoll";
    m.hostName = "lab-01";
    m.compiler = "GNU 12.2.0";
    m.buildType = "RelWithDebInfo";
    m.appVersion = "0.1.0";
    m.date = "2026-11-21T22:30:00Z";
    return m;
}

// A ping-pong point with two repetitions and awkward doubles, aggregated the real way.
PointResult pingPongPoint() {
    PointResult p;
    p.mechanism = "pipe";
    p.pattern = Pattern::PingPong;
    p.placement = Placement::CrossCore;
    p.sizeBytes = 4096;
    p.ok = true;
    std::vector<double> pooled;
    for (int index = 0; index < 2; ++index) {
        std::vector<double> samples;
        for (int i = 1; i <= 50; ++i) {
            samples.push_back(1000.0 / 3.0 * i + index * 0.1 + 1e-7);
        }
        RepetitionResult r;
        r.index = index;
        r.latencyNs = summarize(samples);
        r.elapsedNs = 123456789.123456789 + index;
        r.lostMessages = static_cast<std::uint64_t>(index + 1);
        p.repetitions.push_back(r);
        pooled.insert(pooled.end(), samples.begin(), samples.end());
    }
    aggregatePoint(p, pooled);
    p.waitStrategy = WaitStrategy::SpinYield;
    p.initiatorCpuNsPerMessage = 1234.5 / 7.0;
    p.responderCpuNsPerMessage = -1;  // not measured
    p.contention.runnableThreads = 3.5;
    p.contention.logicalCpus = 2;
    p.contention.messages = 30'600;
    return p;
}

PointResult streamPoint() {
    PointResult p;
    p.mechanism = "tcp";
    p.pattern = Pattern::Stream;
    p.placement = Placement::SameCore;
    p.sizeBytes = 512 * 1024;
    p.ok = true;
    for (int index = 0; index < 3; ++index) {
        RepetitionResult r;
        r.index = index;
        r.bytesPerSecond = 3.57e9 + index * 1.0e7 / 7.0;
        r.messagesPerSecond = r.bytesPerSecond / (512 * 1024);
        r.elapsedNs = 2.5e8 / 3.0;
        p.repetitions.push_back(r);
    }
    aggregatePoint(p, {});
    p.initiatorCpuNsPerMessage = 800.25;
    p.responderCpuNsPerMessage = 950.125;
    return p;
}

// Failed before any repetition, with an error that needs quoting in CSV.
PointResult failedPoint() {
    PointResult p;
    p.mechanism = "thread.mutex";
    p.pattern = Pattern::PingPong;
    p.placement = Placement::Unpinned;
    p.sizeBytes = 64;
    p.ok = false;
    p.error = {FailureKind::MechanismError,
               Text::verbatim("peer timed out, last said \"bye\"\nafter 5000 ms")};
    return p;
}

RunResult sampleRun() {
    RunResult run;
    run.machine = sampleMachine();
    run.experiment.mechanisms = {"pipe", "tcp", "thread.mutex"};
    run.experiment.pattern = Pattern::PingPong;
    run.experiment.sizesBytes = {64, 4096, 512 * 1024};
    run.experiment.iterations = 50;
    run.experiment.warmup = 10;
    run.experiment.repetitions = 2;
    run.experiment.placement = Placement::CrossCore;
    run.experiment.peerTimeoutMs = 5000;
    run.experiment.verifyPayload = true;
    run.experiment.waitStrategy = WaitStrategy::Spin;
    run.experiment.parties = 5;
    run.experiment.gapUs = 250;
    run.experiment.keepCoresAwake = true;
    run.points = {pingPongPoint(), streamPoint(), failedPoint()};
    run.points[1].wallNsWithStartup = 123'456'789.5;
    run.cancelled = true;
    return run;
}

// Lock, one-sided and paced points: the patterns added after the first files.
PointResult operationPoint(std::string mechanism, Pattern pattern, std::uint64_t lostEach) {
    PointResult p;
    p.mechanism = std::move(mechanism);
    p.pattern = pattern;
    p.sizeBytes = 64;
    p.ok = true;
    p.waitStrategy = WaitStrategy::Spin;
    for (int index = 0; index < 3; ++index) {
        RepetitionResult r;
        r.index = index;
        r.nsPerOperation = 41.0 / 3.0 + index;
        r.elapsedNs = 1.0e6 + index;
        r.lostMessages = lostEach;
        p.repetitions.push_back(r);
    }
    aggregatePoint(p, {});
    p.initiatorCpuNsPerMessage = 13.75;
    p.responderCpuNsPerMessage = pattern == Pattern::OneSided ? -1 : 12.5;
    return p;
}

PointResult pacedPoint() {
    PointResult p = pingPongPoint();
    p.mechanism = "udp";
    p.pattern = Pattern::Paced;
    std::vector<double> pooled{2.0e5, 1.0e5, 3.0e5};
    aggregatePoint(p, pooled);
    return p;
}

RunResult newPatternsRun() {
    RunResult run = sampleRun();
    run.experiment.pattern = Pattern::Lock;
    run.experiment.waitStrategy.reset();
    run.points = {operationPoint("thread.spin", Pattern::Lock, 0),
                  operationPoint("r000.sendto", Pattern::OneSided, 2), pacedPoint()};
    run.cancelled = false;
    return run;
}

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
    EXPECT_NE(json.find("\"wall_ns_with_startup\": 123456789.5"), std::string::npos);
    auto back = fromJson(json);
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back.value(), run);
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
    EXPECT_EQ(lock["latency_ns"]["count"], 3);
    EXPECT_DOUBLE_EQ(lock["latency_ns"]["median"].get<double>(), 41.0 / 3.0 + 1);
    EXPECT_TRUE(lock["latency_ns"]["ci95_low"].is_number());
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
    EXPECT_EQ(paced["latency_ns"]["count"], 3);
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
    EXPECT_EQ(json["schema_version"], 2);
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
    for (const char* key : {"count", "min", "mean", "median", "p90", "p99", "p999", "max", "stddev",
                            "ci95_low", "ci95_high"}) {
        EXPECT_TRUE(pingPong["latency_ns"][key].is_number()) << key;
    }
    EXPECT_EQ(pingPong["latency_ns"]["count"], 100);
    EXPECT_EQ(pingPong["repetitions"].size(), 2u);
    EXPECT_EQ(pingPong["repetitions"][1]["index"], 1);
    EXPECT_TRUE(pingPong["repetitions"][1]["elapsed_ns"].is_number());
    EXPECT_EQ(pingPong["repetitions"][1]["latency_ns"]["count"], 50);

    const Json& stream = json["points"][1];
    EXPECT_EQ(stream["pattern"], "stream");
    EXPECT_EQ(stream["placement"], "same-core");
    EXPECT_FALSE(stream.contains("latency_ns"));
    for (const char* key : {"bytes_per_s", "msgs_per_s", "ci95_low", "ci95_high"}) {
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
              "schema_version 9 is newer than this build reads (2)");
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
    EXPECT_EQ(errorAfter([](Json& j) { j["points"][0]["latency_ns"].erase("p999"); }),
              "missing field points[0].latency_ns.p999");
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
    EXPECT_EQ(errorAfter([](Json& j) { j["points"][0]["latency_ns"]["mean"] = "fast"; }),
              "points[0].latency_ns.mean must be a number (got a string)");
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

// Splits RFC 4180 CSV into rows of fields.
std::vector<std::vector<std::string>> parseCsv(const std::string& text) {
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> row;
    std::string field;
    bool quoted = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            row.push_back(field);
            field.clear();
        } else if (c == '\n') {
            row.push_back(field);
            field.clear();
            rows.push_back(row);
            row.clear();
        } else {
            field += c;
        }
    }
    EXPECT_TRUE(field.empty() && row.empty()) << "the CSV must end with a line break";
    return rows;
}

TEST(Csv, Header) {
    EXPECT_EQ(csvHeader(),
              "mechanism,pattern,placement,size_bytes,repetition,ok,error,count,min_ns,mean_ns,"
              "median_ns,p90_ns,p99_ns,p999_ns,max_ns,stddev_ns,bytes_per_s,msgs_per_s,"
              "elapsed_ns,wait,lost_messages,ns_per_op,initiator_cpu_ns_per_msg,"
              "responder_cpu_ns_per_msg,wall_ns_with_startup,open_loop_rtt_median_ns,"
              "open_loop_rtt_p99_ns,initiator_voluntary_switches_per_msg,"
              "initiator_involuntary_switches_per_msg,initiator_migrations_per_msg,"
              "initiator_minor_faults_per_msg,initiator_major_faults_per_msg,"
              "initiator_task_clock_ns_per_msg,initiator_cycles_per_msg,"
              "initiator_instructions_per_msg,initiator_cache_misses_per_msg,"
              "responder_voluntary_switches_per_msg,responder_involuntary_switches_per_msg,"
              "responder_migrations_per_msg,responder_minor_faults_per_msg,"
              "responder_major_faults_per_msg,responder_task_clock_ns_per_msg,"
              "responder_cycles_per_msg,responder_instructions_per_msg,"
              "responder_cache_misses_per_msg,point_median_of_rounds,point_ci95_low,"
              "point_ci95_high");
    EXPECT_EQ(toCsv(RunResult{}), csvHeader() + "\n");
}

TEST(Csv, OneRowPerRepetitionAndOneForAFailedPoint) {
    const RunResult run = sampleRun();
    const auto rows = parseCsv(toCsv(run));
    // 2 ping-pong repetitions + 3 stream repetitions + 1 row for the failed point + header.
    ASSERT_EQ(rows.size(), 1u + 2u + 3u + 1u);
    for (const auto& row : rows) {
        EXPECT_EQ(row.size(), 48u);  // 27 + the anatomy's 18 + the point's 3
    }
    EXPECT_EQ(rows[0][0], "mechanism");

    const auto& pingPong = rows[2];
    EXPECT_EQ(pingPong[0], "pipe");
    EXPECT_EQ(pingPong[1], "pingpong");
    EXPECT_EQ(pingPong[2], "cross-core");
    EXPECT_EQ(pingPong[3], "4096");
    EXPECT_EQ(pingPong[4], "1");
    EXPECT_EQ(pingPong[5], "true");
    EXPECT_EQ(pingPong[6], "");
    EXPECT_EQ(pingPong[7], "50");
    const Summary& s = run.points[0].repetitions[1].latencyNs;
    // Numbers read back to the same double.
    EXPECT_EQ(std::stod(pingPong[8]), s.min);
    EXPECT_EQ(std::stod(pingPong[9]), s.mean);
    EXPECT_EQ(std::stod(pingPong[10]), s.median);
    EXPECT_EQ(std::stod(pingPong[13]), s.p999);
    EXPECT_EQ(std::stod(pingPong[15]), s.stddev);
    EXPECT_EQ(pingPong[16], "");
    EXPECT_EQ(pingPong[17], "");
    EXPECT_EQ(std::stod(pingPong[18]), run.points[0].repetitions[1].elapsedNs);
    EXPECT_EQ(pingPong[19], "spin-yield");
    EXPECT_EQ(pingPong[20], "2");
    EXPECT_EQ(pingPong[21], "");
    EXPECT_EQ(std::stod(pingPong[22]), run.points[0].initiatorCpuNsPerMessage);
    EXPECT_EQ(pingPong[23], "");  // not measured

    const auto& stream = rows[5];
    EXPECT_EQ(stream[0], "tcp");
    EXPECT_EQ(stream[1], "stream");
    EXPECT_EQ(stream[4], "2");
    for (int column = 7; column <= 15; ++column) {
        EXPECT_EQ(stream[static_cast<std::size_t>(column)], "") << column;
    }
    EXPECT_EQ(std::stod(stream[16]), run.points[1].repetitions[2].bytesPerSecond);
    EXPECT_EQ(std::stod(stream[17]), run.points[1].repetitions[2].messagesPerSecond);
    EXPECT_EQ(stream[19], "block");
    EXPECT_EQ(stream[20], "0");
    EXPECT_EQ(stream[22], "800.25");
    EXPECT_EQ(stream[23], "950.125");

    const auto& failed = rows[6];
    EXPECT_EQ(failed[0], "thread.mutex");
    EXPECT_EQ(failed[4], "");
    EXPECT_EQ(failed[5], "false");
    EXPECT_EQ(failed[6], "peer timed out, last said \"bye\"\nafter 5000 ms");
    for (std::size_t column = 7; column < 24; ++column) {
        if (column != 19) {
            EXPECT_EQ(failed[column], "") << column;
        }
    }
    EXPECT_EQ(failed[19], "block");
    EXPECT_EQ(failed[45], "") << "a failed point without rounds has no figure";

    // The point's shown figure and interval (after the anatomy's 18), the same on each row.
    EXPECT_EQ(std::stod(pingPong[45]), shownCentre(run.points[0]));
    EXPECT_EQ(std::stod(pingPong[46]), run.points[0].latencyCi95.low);
    EXPECT_EQ(std::stod(pingPong[47]), run.points[0].latencyCi95.high);
    EXPECT_EQ(std::stod(stream[45]), run.points[1].throughput.bytesPerSecond);
    EXPECT_EQ(std::stod(stream[47]), run.points[1].throughput.ci95High);
}

TEST(Csv, LockAndOneSidedRowsCarryNsPerOperation) {
    const RunResult run = newPatternsRun();
    const auto rows = parseCsv(toCsv(run));
    ASSERT_EQ(rows.size(), 1u + 3u + 3u + 2u);
    const auto& lock = rows[3];
    EXPECT_EQ(lock[0], "thread.spin");
    EXPECT_EQ(lock[1], "lock");
    EXPECT_EQ(lock[4], "2");
    for (std::size_t column = 7; column <= 17; ++column) {
        EXPECT_EQ(lock[column], "") << column;
    }
    EXPECT_EQ(std::stod(lock[18]), run.points[0].repetitions[2].elapsedNs);
    EXPECT_EQ(lock[19], "spin");
    EXPECT_EQ(lock[20], "");  // a lock moves no message
    EXPECT_EQ(std::stod(lock[21]), run.points[0].repetitions[2].nsPerOperation);
    EXPECT_EQ(lock[22], "13.75");
    EXPECT_EQ(lock[23], "12.5");
    const auto& oneSided = rows[4];
    EXPECT_EQ(oneSided[1], "one-sided");
    EXPECT_EQ(oneSided[20], "2");
    EXPECT_EQ(std::stod(oneSided[21]), run.points[1].repetitions[0].nsPerOperation);
    EXPECT_EQ(oneSided[23], "");
    const auto& paced = rows[7];
    EXPECT_EQ(paced[1], "paced");
    EXPECT_EQ(paced[7], "50");
    EXPECT_EQ(paced[21], "");
}

TEST(Csv, FieldsWithCommasQuotesAndLineBreaksAreQuoted) {
    const std::string csv = toCsv(sampleRun());
    EXPECT_TRUE(contains(csv, ",\"peer timed out, last said \"\"bye\"\"\nafter 5000 ms\","));
}

TEST(Csv, AFailedPointKeepsTheRepetitionsItFinished) {
    RunResult run = sampleRun();
    run.points[1].ok = false;
    run.points[1].error = {FailureKind::PeerDied, Text::verbatim("connection reset")};
    const auto rows = parseCsv(toCsv(run));
    ASSERT_EQ(rows.size(), 7u);
    for (std::size_t row = 3; row <= 5; ++row) {
        EXPECT_EQ(rows[row][5], "false");
        EXPECT_EQ(rows[row][6], "connection reset");
        EXPECT_NE(rows[row][16], "");
        EXPECT_EQ(rows[row].size(), 48u);  // 27 + the anatomy's 18 + the point's 3
    }
}

}  // namespace
}  // namespace ipclab
