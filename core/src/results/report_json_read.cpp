// ipclab/report.hpp, reading: a results JSON document back into a RunResult (fromJson), with
// the checks a file from elsewhere must pass (json_limits.hpp before parsing, import_checks.hpp
// after).
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>

#include <nlohmann/json.hpp>

#include "common/bounded_json.hpp"
#include "common/json_reader.hpp"
#include "common/json_util.hpp"
#include "experiment/experiment_fields.hpp"
#include "ipclab/experiment_json.hpp"
#include "ipclab/report.hpp"
#include "results/import_checks.hpp"
#include "results/machine_json.hpp"
#include "results/report_fields.hpp"

namespace ipclab {

namespace {

using detail::fail;
using detail::hasLatency;
using detail::hasNsPerOperation;
using detail::hasOpenLoop;
using detail::jsonChildPath;
using detail::JsonError;
using detail::jsonIndexedPath;
using detail::JsonReader;
using detail::jsonTypeName;
using detail::machineFromJson;
using detail::repetitionHasSamples;

// The writer's type (report_json_write.cpp); keys read in the order the file has them.
using Json = nlohmann::ordered_json;

Summary summaryFromJson(const JsonReader& r) {
    Summary s;
    s.count = r.integer<std::size_t>("count");
    s.min = r.real("min");
    s.mean = r.real("mean");
    s.median = r.real("median");
    s.p90 = r.real("p90");
    s.p99 = r.real("p99");
    s.p999 = r.real("p999");
    s.max = r.real("max");
    s.stddev = r.real("stddev");
    return s;
}

FloorFigure floorFigureFromJson(const JsonReader& r) {
    FloorFigure f;
    f.medianNs = r.real("median_ns");
    const Json& interval = r.array("ci95");
    if (interval.size() != 2 || !interval[0].is_number() || !interval[1].is_number()) {
        detail::failAt(r.pathOf("ci95"), "must be [low, high]");
    }
    f.lowNs = interval[0].get<double>();
    f.highNs = interval[1].get<double>();
    return f;
}

HardwareFloor hardwareFloorFromJson(const JsonReader& r) {
    HardwareFloor floor;
    if (r.has("unavailable")) {
        floor.unavailable = r.string("unavailable");
        return floor;
    }
    const Json& cpus = r.array("cpus");
    if (cpus.size() != 2 || !cpus[0].is_number_integer() || !cpus[1].is_number_integer()) {
        detail::failAt(r.pathOf("cpus"), "must be [cpu, cpu]");
    }
    floor.cpuA = cpus[0].get<int>();
    floor.cpuB = cpus[1].get<int>();
    floor.rounds = r.integer<int>("rounds");
    floor.line = floorFigureFromJson(r.object("cache_line"));
    floor.payload64 = floorFigureFromJson(r.object("cache_line_payload_64"));
    return floor;
}

}  // namespace

// Here, beside the hardware floor it reads (machine_json.hpp): the host map reads it too.
SystemInfo detail::machineFromJson(const JsonReader& r) {
    SystemInfo m;
    m.osName = r.string("os_name");
    m.osVersion = r.string("os_version");
    m.kernel = r.string("kernel");
    m.cpuModel = r.string("cpu_model");
    m.logicalCores = r.integer<int>("logical_cores");
    m.architecture = r.string("architecture");
    m.virtualized = r.boolean("virtualized");
    m.idleDriver = r.string("idle_driver");
    m.hostName = r.string("host_name");
    m.compiler = r.string("compiler");
    m.buildType = r.string("build_type");
    m.date = r.string("date");
    if (r.has("hardware_floor")) {
        m.hardwareFloor = hardwareFloorFromJson(r.object("hardware_floor"));
    }
    return m;
}

namespace {

Histogram histogramFromJson(const JsonReader& r) {
    Histogram h;
    const Json& edges = r.array("edges");
    const Json& counts = r.array("counts");
    const std::string edgesPath = r.pathOf("edges");
    const std::string countsPath = r.pathOf("counts");
    for (std::size_t i = 0; i < edges.size(); ++i) {
        if (!edges[i].is_number()) {
            fail(jsonIndexedPath(edgesPath, i) + " must be a number (got " +
                 jsonTypeName(edges[i]) + ")");
        }
        h.edges.push_back(edges[i].get<double>());
        if (i > 0 && !(h.edges[i] >= h.edges[i - 1])) {
            fail(jsonIndexedPath(edgesPath, i) + " is smaller than the edge before it");
        }
    }
    for (std::size_t i = 0; i < counts.size(); ++i) {
        if (!counts[i].is_number_unsigned()) {
            fail(jsonIndexedPath(countsPath, i) + " must be a non-negative integer (got " +
                 jsonTypeName(counts[i]) + ")");
        }
        h.counts.push_back(counts[i].get<std::uint64_t>());
    }
    if (!(h.edges.empty() && h.counts.empty()) && h.edges.size() != h.counts.size() + 1) {
        fail(r.pathOf("edges") + " must have one entry more than " + r.pathOf("counts") + " (" +
             std::to_string(h.edges.size()) + " edges, " + std::to_string(h.counts.size()) +
             " counts)");
    }
    return h;
}

// The figure and its interval: schema 3's median_of_rounds, ci95 [low, high], ci95_coverage
// and rounds; schema 2's median_of_rounds, median_ci95, median_ci95_coverage (count from the
// caller's rounds field).
MedianInterval medianIntervalFromJson(const JsonReader& r, int schema) {
    const char* intervalName = schema >= 3 ? "ci95" : "median_ci95";
    MedianInterval ci;
    const Json& interval = r.array(intervalName);
    if (interval.size() != 2 || !interval[0].is_number() || !interval[1].is_number()) {
        fail(r.pathOf(intervalName) + " must be two numbers [low, high]");
    }
    ci.low = interval[0].get<double>();
    ci.high = interval[1].get<double>();
    ci.coverage = r.real(schema >= 3 ? "ci95_coverage" : "median_ci95_coverage");
    ci.median = r.real("median_of_rounds");
    return ci;
}

// The reliability block (schema 2 and later, required from 3); a schema-1 file has none and
// keeps only its round count.
PointReliability reliabilityFromJson(const JsonReader& r, const char* centerName,
                                     std::size_t repetitions, int schema) {
    PointReliability reliability;
    if (schema < 3 && !r.has("median_of_rounds")) {
        reliability.rounds = static_cast<int>(repetitions);
        return reliability;
    }
    reliability.medianCi95 = medianIntervalFromJson(r, schema);
    reliability.rounds = r.integer<int>("rounds");
    reliability.medianCi95.count = static_cast<std::size_t>(std::max(reliability.rounds, 0));
    reliability.settled = r.boolean("settled");
    const Json& modes = r.array("modes");
    for (std::size_t i = 0; i < modes.size(); ++i) {
        const JsonReader mode(modes[i], jsonIndexedPath(r.pathOf("modes"), i));
        reliability.modes.modes.push_back({mode.real(centerName), mode.real("share")});
    }
    reliability.modes.mValue = r.real("m_value");
    const JsonReader outliers = r.object("outliers");
    reliability.outliers.low = outliers.integer<std::size_t>("low");
    reliability.outliers.high = outliers.integer<std::size_t>("high");
    reliability.outliers.farHigh = outliers.integer<std::size_t>("far_high");
    reliability.outliers.lowerFence = outliers.real("lower_fence");
    reliability.outliers.upperFence = outliers.real("upper_fence");
    reliability.autocorrelation = r.real("autocorrelation_lag1");
    reliability.firstRoundRatio = r.real("first_round_ratio");
    return reliability;
}

// Paced, added after the first schema-2 files (same schema version): absent means not measured.
// Schema 3 keeps the pooled samples under "samples"; schema 2 had them beside the interval.
OpenLoopLatency openLoopFromJson(const JsonReader& r, int schema) {
    OpenLoopLatency o;
    o.roundTripNs = summaryFromJson(schema >= 3 ? r.object("samples") : r);
    o.medianCi95 = medianIntervalFromJson(r, schema);
    o.medianCi95.count = r.integer<std::size_t>("rounds");
    return o;
}

// A latency or throughput block. Schema 3: the figure and its interval (reliability), the
// pooled samples under "samples"; the point's aggregate interval is the figure's. Schema 1 and
// 2: the samples' statistics at the top with ci95_* beside them.
void latencyFromJson(PointResult& p, const JsonReader& latency, int schema) {
    p.reliability = reliabilityFromJson(latency, "center_ns", p.repetitions.size(), schema);
    if (schema >= 3) {
        p.latencyNs = summaryFromJson(latency.object("samples"));
        const MedianInterval& figure = p.reliability.medianCi95;
        p.latencyCi95 = {figure.count, figure.median, figure.low, figure.high};
        return;
    }
    p.latencyNs = summaryFromJson(latency);
    p.latencyCi95.low = latency.real("ci95_low");
    p.latencyCi95.high = latency.real("ci95_high");
    p.latencyCi95.mean = latency.real("ci95_mean");
    p.latencyCi95.count = latency.integer<std::size_t>("ci95_count");
}

void throughputFromJson(PointResult& p, const JsonReader& throughput, int schema) {
    p.reliability =
        reliabilityFromJson(throughput, "center_bytes_per_s", p.repetitions.size(), schema);
    p.throughput.messagesPerSecond = throughput.real("msgs_per_s");
    if (schema >= 3) {
        const MedianInterval& figure = p.reliability.medianCi95;
        p.throughput.bytesPerSecond = figure.median;
        p.throughput.ci95Low = figure.low;
        p.throughput.ci95High = figure.high;
        return;
    }
    p.throughput.bytesPerSecond = throughput.real("bytes_per_s");
    p.throughput.ci95Low = throughput.real("ci95_low");
    p.throughput.ci95High = throughput.real("ci95_high");
}

RepetitionResult repetitionFromJson(const JsonReader& r, Pattern pattern) {
    RepetitionResult rep;
    rep.index = r.integer<int>("index");
    rep.elapsedNs = r.real("elapsed_ns");
    if (repetitionHasSamples(pattern)) {
        rep.latencyNs = summaryFromJson(r.object("latency_ns"));
        if (hasOpenLoop(pattern) && r.has("open_loop_rtt_ns")) {
            rep.openLoopRoundTripNs = summaryFromJson(r.object("open_loop_rtt_ns"));
        }
    } else if (hasNsPerOperation(pattern)) {
        rep.nsPerOperation = r.real("ns_per_op");
    } else {
        rep.bytesPerSecond = r.real("bytes_per_s");
        rep.messagesPerSecond = r.real("msgs_per_s");
    }
    if (r.has("lost_messages")) {  // absent from files written before losses were counted
        rep.lostMessages = r.integer<std::uint64_t>("lost_messages");
    }
    if (r.has("floor_ns")) {  // cross-core spinning ping-pong only
        rep.floorNs = r.real("floor_ns");
    }
    return rep;
}

// The English is kept as read; the kind is error_kind, or for files written before it the
// kind the English names. A cancelled point gets its template back: it reads in any language.
// A point's wall time of one repetition with its peer's start-up; 0 when not recorded.
double wallWithStartupFromJson(const JsonReader& r, std::size_t repetitions) {
    if (r.has("wall_with_startup_median_ns")) {
        return r.real("wall_with_startup_median_ns");
    }
    if (r.has("wall_ns_with_startup") && repetitions > 0) {
        // Files before it held the sum over the repetitions (one peer each): divided by them,
        // the mean repetition, the nearest figure such a file holds.
        return r.real("wall_ns_with_startup") / static_cast<double>(repetitions);
    }
    return 0;
}

PointFailure failureFromJson(const JsonReader& r) {
    const std::string english = r.string("error");
    if (english.empty() && !r.has("error_kind")) {
        return {};
    }
    FailureKind kind = failureKindOfEnglish(english);
    if (r.has("error_kind")) {
        const std::string id = r.string("error_kind");
        const std::optional<FailureKind> parsed = parseFailureKind(id);
        if (!parsed) {
            detail::fail("error_kind \"" + id + "\" is not a failure kind IPC Lab knows");
        }
        kind = *parsed;
    }
    if (kind == FailureKind::Cancelled && english == "cancelled") {
        return PointFailure::cancelled();
    }
    return {kind, Text::verbatim(english)};
}

// Added after the first files (same schema version): absent means not counted.
MessageAnatomy anatomyFromJson(const JsonReader& r) {
    MessageAnatomy a;
    const JsonReader initiator = r.object("initiator");
    const JsonReader responder = r.object("responder");
    for (std::size_t i = 0; i < platform::kThreadCounterCount; ++i) {
        const char* name = platform::ThreadCounters::kNames[i];
        a.initiator[i] = initiator.has(name) ? initiator.cpu(name) : -1.0;
        a.responder[i] = responder.has(name) ? responder.cpu(name) : -1.0;
    }
    if (r.has("unavailable")) {
        const Json& reasons = r.array("unavailable");
        for (const Json& reason : reasons) {
            if (!reason.is_string()) {
                fail(r.pathOf("unavailable") + " must hold strings");
            }
            a.unavailable.push_back(reason.get<std::string>());
        }
    }
    return a;
}

// A core map point's [initiator CPU, responder CPU]; unpinned when absent (every other run).
CpuPair cpuPairFromJson(const JsonReader& r) {
    if (!r.has("cpus")) {
        return {};
    }
    const Json& cpus = r.array("cpus");
    if (cpus.size() != 2 || !cpus[0].is_number_integer() || !cpus[1].is_number_integer()) {
        detail::failAt(r.pathOf("cpus"), "must be [initiator CPU, responder CPU]");
    }
    return {cpus[0].get<int>(), cpus[1].get<int>()};
}

PointResult pointFromJson(const JsonReader& r, int schema) {
    PointResult p;
    p.mechanism = r.string("mechanism");
    p.pattern = detail::readPattern(r, "pattern");
    p.placement = detail::readPlacement(r, "placement");
    p.sizeBytes = r.integer<std::size_t>("size");
    p.ok = r.boolean("ok");
    p.error = failureFromJson(r);
    p.cpus = cpuPairFromJson(r);
    // wait, lost_messages and cpu_ns_per_msg came after the first files (same schema version):
    // when absent, the point ran blocking, lost nothing it knew of, and CPU was not measured.
    if (r.has("wait")) {
        p.waitStrategy = detail::readWait(r, "wait");
    }
    if (r.has("lost_messages")) {
        p.lostMessages = r.integer<std::uint64_t>("lost_messages");
    }
    if (r.has("partial")) {  // added later (same schema): absent means a finished point
        p.partial = r.boolean("partial");
    }
    if (r.has("self_comparison")) {  // schema 2
        p.selfComparison = r.boolean("self_comparison");
    }
    if (r.has("initiator_preemptions")) {  // schema 2
        p.initiatorPreemptions = r.integer<std::int64_t>("initiator_preemptions");
    }
    if (r.has("cpu_contention")) {  // added later (same schema): absent means unknown
        const JsonReader contention = r.object("cpu_contention");
        p.contention.runnableThreads = contention.cpu("runnable_threads");  // null: -1
        p.contention.logicalCpus = contention.integer<int>("logical_cpus");
        p.contention.messages = contention.integer<std::uint64_t>("messages");
    }
    if (r.has("cpu_ns_per_msg")) {
        const JsonReader cpu = r.object("cpu_ns_per_msg");
        p.initiatorCpuNsPerMessage = cpu.cpu("initiator");
        p.responderCpuNsPerMessage = cpu.cpu("responder");
    }
    if (r.has("anatomy_per_msg")) {
        p.anatomy = anatomyFromJson(r.object("anatomy_per_msg"));
    }
    const Json& repetitions = r.array("repetitions");
    const std::string path = r.pathOf("repetitions");
    for (std::size_t i = 0; i < repetitions.size(); ++i) {
        p.repetitions.push_back(
            repetitionFromJson(JsonReader(repetitions[i], jsonIndexedPath(path, i)), p.pattern));
    }
    if (hasLatency(p.pattern)) {
        latencyFromJson(p, r.object("latency_ns"), schema);
        // Added after the first files (same schema version): absent means no histogram.
        if (r.has("latency_histogram")) {
            p.latencyHistogram = histogramFromJson(r.object("latency_histogram"));
        }
        if (hasOpenLoop(p.pattern) && r.has("open_loop_rtt_ns")) {
            p.openLoop = openLoopFromJson(r.object("open_loop_rtt_ns"), schema);
        }
    } else {
        throughputFromJson(p, r.object("throughput"), schema);
    }
    p.wallWithStartupMedianNs = wallWithStartupFromJson(r, p.repetitions.size());
    return p;
}

RunResult runFromJson(const Json& json) {
    const JsonReader r(json, "");
    const Json& version = r.field("schema_version");
    if (!version.is_number_integer()) {
        fail(std::string("schema_version must be an integer (got ") + jsonTypeName(version) + ")");
    }
    const auto schema = version.get<std::int64_t>();
    if (schema > RunResult::kSchemaVersion) {
        fail(Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                 "schema_version %1 is newer than this build reads (%2)"),
                  {integerArg(schema), integerArg(RunResult::kSchemaVersion)}));
    }
    if (schema < 1) {
        fail("schema_version " + std::to_string(schema) + " is not valid (versions start at 1)");
    }
    const std::string app = r.string("app");
    if (app != detail::kReportAppName) {
        fail(Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                 "app is \"%1\": not an IPC Lab result (expected \"ipclab\")"),
                  {verbatimArg(app)}));
    }

    RunResult result;
    result.machine = machineFromJson(r.object("machine"));
    result.machine.appVersion = r.string("app_version");
    if (r.has("peer_machine")) {  // only in runs against a remote peer
        result.peerMachine = machineFromJson(r.object("peer_machine"));
    }
    Expected<Experiment> experiment =
        experimentFromJson(r.field("experiment"), ExperimentJsonForm::Result, "experiment");
    if (!experiment) {
        fail(errorText(experiment.error()));
    }
    result.experiment = std::move(experiment.value());
    result.cancelled = r.boolean("cancelled");
    if (r.has("keep_awake_note")) {  // schema 2
        result.keepAwakeNote = r.string("keep_awake_note");
    }
    if (r.has("command_line")) {  // files written before it was recorded have none
        result.commandLine = r.string("command_line");
    }
    const Json& points = r.array("points");
    for (std::size_t i = 0; i < points.size(); ++i) {
        result.points.push_back(pointFromJson(JsonReader(points[i], jsonIndexedPath("points", i)),
                                              static_cast<int>(schema)));
    }
    return result;
}

}  // namespace

namespace {

// A parsed document as a run, checked before anything uses it.
Expected<RunResult> runFromDocument(const Json& json) {
    try {
        RunResult result = runFromJson(json);
        if (auto problem = detail::importedValueProblem(result)) {
            return textError(ErrorCode::InvalidArgument, *problem);
        }
        return result;
    } catch (const JsonError& error) {
        return textError(ErrorCode::InvalidArgument, error.text);
    } catch (const Json::exception& error) {
        // Not expected (types are checked before every get), but never let one escape.
        return textError(ErrorCode::InvalidArgument,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "invalid result file: %1"),
                              {verbatimArg(error.what())}));
    }
}

// The step of a preset's results ({"preset", "steps": [{"number", "name", "result"}]}) that
// `step` names (1-based; 0 asks for the only one). Errors name the steps to choose from.
Expected<RunResult> presetStep(const Json& steps, int step) {
    if (!steps.is_array()) {
        return textError(ErrorCode::InvalidArgument,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                             "a preset's results whose \"steps\" is not a list")));
    }
    std::string listing;
    std::size_t withResult = 0;
    std::string chosenPath;
    const Json* chosen = nullptr;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const Json& entry = steps[i];
        if (!entry.is_object() || !entry.contains("result") || !entry["result"].is_object()) {
            continue;
        }
        const Json& numberField = entry.value("number", Json());
        const Json& nameField = entry.value("name", Json(""));
        // A step that is not numbered 1, 2, ... was read as step 0 (and then chosen by
        // --step 0): said, naming the field, like every other bad field.
        if (!numberField.is_number_integer() || numberField.get<std::int64_t>() < 1 ||
            numberField.get<std::int64_t>() > 1'000'000) {
            return textError(ErrorCode::InvalidArgument,
                             Text::verbatim("steps[" + std::to_string(i) +
                                            "].number: must be a step number from 1 (got " +
                                            numberField.dump().substr(0, 60) + ")"));
        }
        const int number = static_cast<int>(numberField.get<std::int64_t>());
        ++withResult;
        listing += (listing.empty() ? "" : ", ") + std::to_string(number) + " (" +
                   (nameField.is_string() ? nameField.get<std::string>() : std::string()) + ")";
        if (number == step || step == 0) {
            chosen = &entry["result"];
            chosenPath = "steps[" + std::to_string(i) + "].result.";
        }
    }
    if (withResult == 0) {
        return textError(ErrorCode::InvalidArgument,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                             "a preset's results without any measured step")));
    }
    if (step == 0 && withResult > 1) {
        // Only ipclab-cli's chart command reads a preset's results: the option by name, and
        // English as written (the GUI opens single runs).
        return textError(ErrorCode::InvalidArgument,
                         Text::verbatim("a preset's results with " + std::to_string(withResult) +
                                        " steps: choose one with --step N: " + listing));
    }
    if (chosen == nullptr) {
        return textError(ErrorCode::InvalidArgument,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                             "no step %1 in this preset's results; its steps: %2"),
                              {integerArg(step), verbatimArg(listing)}));
    }
    Expected<RunResult> run = runFromDocument(*chosen);
    if (!run) {
        return textError(ErrorCode::InvalidArgument,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1%2"),
                              {verbatimArg(chosenPath), textArg(errorText(run.error()))}));
    }
    return run;
}

Error notReadable(const Error& why) {
    return textError(
        ErrorCode::InvalidArgument,
        Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "not a result file IPC Lab reads: %1"),
             {textArg(errorText(why))}));
}

}  // namespace

Expected<RunResult> fromJson(std::string_view text) {
    // Hostile files: bounded while nlohmann builds it, checked before anything uses it.
    Expected<Json> json = detail::parseBoundedJson(text);
    if (!json) {
        return notReadable(json.error());
    }
    return runFromDocument(*json);
}

Expected<RunResult> fromResultsJson(std::string_view text, int step) {
    Expected<Json> json = detail::parseBoundedJson(text);
    if (!json) {
        return notReadable(json.error());
    }
    if (json->is_object() && json->contains("steps") && !json->contains("schema_version")) {
        return presetStep((*json)["steps"], step);
    }
    // A run document (--step is for presets; an overlay of one run ignores it).
    return runFromDocument(*json);
}

Expected<std::string> readResultFile(const std::string& path) {
    return detail::readBoundedFile(path, detail::JsonLimits{}.maxBytes);
}

}  // namespace ipclab
