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

#include "import_checks.hpp"
#include "ipclab/report.hpp"
#include "json_limits.hpp"
#include "json_util.hpp"
#include "report_fields.hpp"

namespace ipclab {

namespace {

using detail::hasLatency;
using detail::hasNsPerOperation;
using detail::hasOpenLoop;
using detail::jsonChildPath;
using detail::jsonIndexedPath;
using detail::jsonTypeName;
using detail::repetitionHasSamples;

// The writer's type (report_json_write.cpp); keys read in the order the file has them.
using Json = nlohmann::ordered_json;

// Reading JSON. Import is not a measurement path, so a thrown ImportError carries the first
// problem out to fromJson, which turns it into an Error.

struct ImportError {
    std::string message;
};

[[noreturn]] void fail(std::string message) {
    throw ImportError{std::move(message)};
}

// An object at `path`, read field by field with paths such as "points[2].size".
class Reader {
  public:
    Reader(const Json& json, std::string path) : m_json(json), m_path(std::move(path)) {
        if (!m_json.is_object()) {
            fail(describe() + " must be an object (got " + jsonTypeName(m_json) + ")");
        }
    }

    const Json& field(const char* name) const {
        const auto it = m_json.find(name);
        if (it == m_json.end()) {
            fail("missing field " + pathOf(name));
        }
        return *it;
    }

    bool has(const char* name) const { return m_json.contains(name); }

    std::string pathOf(const char* name) const { return jsonChildPath(m_path, name); }

    std::string string(const char* name) const {
        const Json& value = field(name);
        if (!value.is_string()) {
            fail(pathOf(name) + " must be a string (got " + jsonTypeName(value) + ")");
        }
        return value.get<std::string>();
    }

    bool boolean(const char* name) const {
        const Json& value = field(name);
        if (!value.is_boolean()) {
            fail(pathOf(name) + " must be true or false (got " + jsonTypeName(value) + ")");
        }
        return value.get<bool>();
    }

    double real(const char* name) const {
        const Json& value = field(name);
        if (value.is_null()) {
            return std::numeric_limits<double>::quiet_NaN();
        }
        if (!value.is_number()) {
            fail(pathOf(name) + " must be a number (got " + jsonTypeName(value) + ")");
        }
        return value.get<double>();
    }

    template <class T>
    T integer(const char* name) const {
        const Json& value = field(name);
        const std::string where = pathOf(name);
        if (value.is_number_unsigned()) {
            const auto raw = value.get<std::uint64_t>();
            if (raw > static_cast<std::uint64_t>(std::numeric_limits<T>::max())) {
                fail(where + " is too large (" + std::to_string(raw) + ")");
            }
            return static_cast<T>(raw);
        }
        if (value.is_number_integer()) {
            const auto raw = value.get<std::int64_t>();
            if constexpr (std::is_unsigned_v<T>) {
                fail(where + " must not be negative (got " + std::to_string(raw) + ")");
            } else {
                if (raw < static_cast<std::int64_t>(std::numeric_limits<T>::min())) {
                    fail(where + " is too small (" + std::to_string(raw) + ")");
                }
                return static_cast<T>(raw);
            }
        }
        fail(where + " must be " + (std::is_unsigned_v<T> ? "a non-negative " : "an ") +
             "integer (got " + jsonTypeName(value) + ")");
    }

    const Json& array(const char* name) const {
        const Json& value = field(name);
        if (!value.is_array()) {
            fail(pathOf(name) + " must be an array (got " + jsonTypeName(value) + ")");
        }
        return value;
    }

    Reader object(const char* name) const { return Reader(field(name), pathOf(name)); }

    /// CPU ns per message: null (not measured) reads as -1.
    double cpu(const char* name) const {
        const Json& value = field(name);
        if (value.is_null()) {
            return -1;
        }
        if (!value.is_number()) {
            fail(pathOf(name) + " must be a number or null (got " + jsonTypeName(value) + ")");
        }
        return value.get<double>();
    }

    Pattern pattern(const char* name) const {
        const std::string text = string(name);
        const std::optional<Pattern> pattern = parsePattern(text);
        if (!pattern) {
            fail(pathOf(name) + " is \"" + text +
                 "\", not a known pattern (pingpong, stream, lock, paced, one-sided)");
        }
        return *pattern;
    }

    WaitStrategy wait(const char* name) const {
        const std::string text = string(name);
        const std::optional<WaitStrategy> wait = parseWaitStrategy(text);
        if (!wait) {
            fail(pathOf(name) + " is \"" + text +
                 "\", not a known wait strategy (block, spin, spin-yield, spin-block)");
        }
        return *wait;
    }

    Placement placement(const char* name) const {
        const std::string text = string(name);
        const std::optional<Placement> placement = parsePlacement(text);
        if (!placement) {
            fail(pathOf(name) + " is \"" + text +
                 "\", not a known placement (unpinned, same-core, cross-core)");
        }
        return *placement;
    }

  private:
    std::string describe() const { return m_path.empty() ? "the document" : m_path; }

    const Json& m_json;
    std::string m_path;
};

Summary summaryFromJson(const Reader& r) {
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

SystemInfo machineFromJson(const Reader& r) {
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
    return m;
}

Experiment experimentFromJson(const Reader& r) {
    Experiment e;
    e.mechanisms.clear();
    const Json& mechanisms = r.array("mechanisms");
    for (std::size_t i = 0; i < mechanisms.size(); ++i) {
        if (!mechanisms[i].is_string()) {
            fail(jsonIndexedPath(r.pathOf("mechanisms"), i) + " must be a string (got " +
                 jsonTypeName(mechanisms[i]) + ")");
        }
        e.mechanisms.push_back(mechanisms[i].get<std::string>());
    }
    e.pattern = r.pattern("pattern");
    e.sizesBytes.clear();
    const Json& sizes = r.array("sizes");
    for (std::size_t i = 0; i < sizes.size(); ++i) {
        if (!sizes[i].is_number_unsigned()) {
            fail(jsonIndexedPath(r.pathOf("sizes"), i) + " must be a non-negative integer (got " +
                 jsonTypeName(sizes[i]) + ")");
        }
        const auto size = sizes[i].get<std::uint64_t>();
        if (size > std::numeric_limits<std::size_t>::max()) {
            fail(jsonIndexedPath(r.pathOf("sizes"), i) + " is too large (" + std::to_string(size) +
                 ")");
        }
        e.sizesBytes.push_back(static_cast<std::size_t>(size));
    }
    e.iterations = r.integer<std::uint64_t>("iterations");
    e.warmup = r.integer<std::uint64_t>("warmup");
    e.repetitions = r.integer<int>("repetitions");
    e.placement = r.placement("placement");
    e.peerTimeoutMs = r.integer<std::uint32_t>("peer_timeout_ms");
    e.verifyPayload = r.boolean("verify_payload");
    // Added after the first files were written (same schema version): a file without them
    // keeps the defaults, which is how it was measured.
    if (r.has("wait") && !r.field("wait").is_null()) {
        e.waitStrategy = r.wait("wait");
    }
    if (r.has("parties")) {
        e.parties = r.integer<int>("parties");
    }
    if (r.has("gap_us")) {
        e.gapUs = r.integer<std::uint32_t>("gap_us");
    }
    if (r.has("keep_cores_awake")) {
        e.keepCoresAwake = r.boolean("keep_cores_awake");
    }
    if (r.has("stream_total_bytes")) {
        e.streamTotalBytes = r.integer<std::uint64_t>("stream_total_bytes");
    }
    if (r.has("remote_peer")) {
        e.remotePeer = r.string("remote_peer");
    }
    // Schema 2 (rounds): absent in older files, which ran fixed repetitions.
    if (r.has("settle")) {
        e.settle = r.boolean("settle");
        e.precision = r.real("precision");
        e.minRounds = r.integer<int>("min_rounds");
        e.timeBudgetSeconds = r.integer<std::uint32_t>("time_budget_s");
        e.roundSeed = r.integer<std::uint64_t>("round_seed");
    }
    if (r.has("hold_dma_latency")) {
        e.holdDmaLatency = r.boolean("hold_dma_latency");
    }
    if (r.has("self_comparison")) {
        e.selfComparison = r.boolean("self_comparison");
    }
    return e;
}

Histogram histogramFromJson(const Reader& r) {
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

// median_ci95 [low, high], median_ci95_coverage and median_of_rounds; count is left to the
// caller (the rounds field).
MedianInterval medianIntervalFromJson(const Reader& r) {
    MedianInterval ci;
    const Json& interval = r.array("median_ci95");
    if (interval.size() != 2 || !interval[0].is_number() || !interval[1].is_number()) {
        fail(r.pathOf("median_ci95") + " must be two numbers [low, high]");
    }
    ci.low = interval[0].get<double>();
    ci.high = interval[1].get<double>();
    ci.coverage = r.real("median_ci95_coverage");
    ci.median = r.real("median_of_rounds");
    return ci;
}

// Schema 2's reliability block; a schema-1 file has none and keeps only its round count.
PointReliability reliabilityFromJson(const Reader& r, const char* centerName,
                                     std::size_t repetitions) {
    PointReliability reliability;
    if (!r.has("median_ci95")) {
        reliability.rounds = static_cast<int>(repetitions);
        return reliability;
    }
    reliability.medianCi95 = medianIntervalFromJson(r);
    reliability.rounds = r.integer<int>("rounds");
    reliability.medianCi95.count = static_cast<std::size_t>(std::max(reliability.rounds, 0));
    reliability.settled = r.boolean("settled");
    const Json& modes = r.array("modes");
    for (std::size_t i = 0; i < modes.size(); ++i) {
        const Reader mode(modes[i], jsonIndexedPath(r.pathOf("modes"), i));
        reliability.modes.modes.push_back({mode.real(centerName), mode.real("share")});
    }
    reliability.modes.mValue = r.real("m_value");
    const Reader outliers = r.object("outliers");
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
OpenLoopLatency openLoopFromJson(const Reader& r) {
    OpenLoopLatency o;
    o.roundTripNs = summaryFromJson(r);
    o.medianCi95 = medianIntervalFromJson(r);
    o.medianCi95.count = r.integer<std::size_t>("rounds");
    return o;
}

RepetitionResult repetitionFromJson(const Reader& r, Pattern pattern) {
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
    return rep;
}

PointResult pointFromJson(const Reader& r) {
    PointResult p;
    p.mechanism = r.string("mechanism");
    p.pattern = r.pattern("pattern");
    p.placement = r.placement("placement");
    p.sizeBytes = r.integer<std::size_t>("size");
    p.ok = r.boolean("ok");
    p.error = r.string("error");
    // wait, lost_messages and cpu_ns_per_msg came after the first files (same schema version):
    // when absent, the point ran blocking, lost nothing it knew of, and CPU was not measured.
    if (r.has("wait")) {
        p.waitStrategy = r.wait("wait");
    }
    if (r.has("lost_messages")) {
        p.lostMessages = r.integer<std::uint64_t>("lost_messages");
    }
    if (r.has("wall_ns_with_startup")) {
        p.wallNsWithStartup = r.real("wall_ns_with_startup");
    }
    if (r.has("self_comparison")) {  // schema 2
        p.selfComparison = r.boolean("self_comparison");
    }
    if (r.has("initiator_preemptions")) {  // schema 2
        p.initiatorPreemptions = r.integer<std::int64_t>("initiator_preemptions");
    }
    if (r.has("cpu_contention")) {  // added later (same schema): absent means unknown
        const Reader contention = r.object("cpu_contention");
        p.contention.runnableThreads = contention.cpu("runnable_threads");  // null: -1
        p.contention.logicalCpus = contention.integer<int>("logical_cpus");
        p.contention.messages = contention.integer<std::uint64_t>("messages");
    }
    if (r.has("cpu_ns_per_msg")) {
        const Reader cpu = r.object("cpu_ns_per_msg");
        p.initiatorCpuNsPerMessage = cpu.cpu("initiator");
        p.responderCpuNsPerMessage = cpu.cpu("responder");
    }
    if (hasLatency(p.pattern)) {
        const Reader latency = r.object("latency_ns");
        p.latencyNs = summaryFromJson(latency);
        p.latencyCi95.low = latency.real("ci95_low");
        p.latencyCi95.high = latency.real("ci95_high");
        p.latencyCi95.mean = latency.real("ci95_mean");
        p.latencyCi95.count = latency.integer<std::size_t>("ci95_count");
        // Added after the first files (same schema version): absent means no histogram.
        if (r.has("latency_histogram")) {
            p.latencyHistogram = histogramFromJson(r.object("latency_histogram"));
        }
        if (hasOpenLoop(p.pattern) && r.has("open_loop_rtt_ns")) {
            p.openLoop = openLoopFromJson(r.object("open_loop_rtt_ns"));
        }
    } else {
        const Reader throughput = r.object("throughput");
        p.throughput.bytesPerSecond = throughput.real("bytes_per_s");
        p.throughput.messagesPerSecond = throughput.real("msgs_per_s");
        p.throughput.ci95Low = throughput.real("ci95_low");
        p.throughput.ci95High = throughput.real("ci95_high");
    }
    const Json& repetitions = r.array("repetitions");
    const std::string path = r.pathOf("repetitions");
    for (std::size_t i = 0; i < repetitions.size(); ++i) {
        p.repetitions.push_back(
            repetitionFromJson(Reader(repetitions[i], jsonIndexedPath(path, i)), p.pattern));
    }
    p.reliability =
        hasLatency(p.pattern)
            ? reliabilityFromJson(r.object("latency_ns"), "center_ns", p.repetitions.size())
            : reliabilityFromJson(r.object("throughput"), "center_bytes_per_s",
                                  p.repetitions.size());
    return p;
}

RunResult runFromJson(const Json& json) {
    const Reader r(json, "");
    const Json& version = r.field("schema_version");
    if (!version.is_number_integer()) {
        fail(std::string("schema_version must be an integer (got ") + jsonTypeName(version) + ")");
    }
    const auto schema = version.get<std::int64_t>();
    if (schema > RunResult::kSchemaVersion) {
        fail("schema_version " + std::to_string(schema) + " is newer than this build reads (" +
             std::to_string(RunResult::kSchemaVersion) + ")");
    }
    if (schema < 1) {
        fail("schema_version " + std::to_string(schema) + " is not valid (versions start at 1)");
    }
    const std::string app = r.string("app");
    if (app != detail::kReportAppName) {
        fail("app is \"" + app + "\": not an IPC Lab result (expected \"ipclab\")");
    }

    RunResult result;
    result.machine = machineFromJson(r.object("machine"));
    result.machine.appVersion = r.string("app_version");
    if (r.has("peer_machine")) {  // only in runs against a remote peer
        result.peerMachine = machineFromJson(r.object("peer_machine"));
    }
    result.experiment = experimentFromJson(r.object("experiment"));
    result.cancelled = r.boolean("cancelled");
    if (r.has("keep_awake_note")) {  // schema 2
        result.keepAwakeNote = r.string("keep_awake_note");
    }
    const Json& points = r.array("points");
    for (std::size_t i = 0; i < points.size(); ++i) {
        result.points.push_back(pointFromJson(Reader(points[i], jsonIndexedPath("points", i))));
    }
    return result;
}

}  // namespace

Expected<RunResult> fromJson(std::string_view text) {
    // Hostile files: bounded before nlohmann builds anything, checked before anything uses it.
    if (auto problem = detail::jsonLimitProblem(text)) {
        return Error{ErrorCode::InvalidArgument, "not a result file IPC Lab reads: " + *problem};
    }
    Json json;
    try {
        json = Json::parse(text.begin(), text.end());
    } catch (const Json::parse_error& error) {
        // nlohmann's text reads "[json.exception.parse_error.101] parse error at line 3,
        // column 5: ..."; the bracketed id means nothing to a user.
        std::string what = error.what();
        const std::size_t bracket = what.find("] ");
        if (what.starts_with("[json.exception") && bracket != std::string::npos) {
            what.erase(0, bracket + 2);
        }
        return Error{ErrorCode::InvalidArgument, "not JSON: " + what};
    }
    try {
        RunResult result = runFromJson(json);
        if (auto problem = detail::importedValueProblem(result)) {
            return Error{ErrorCode::InvalidArgument, *problem};
        }
        return result;
    } catch (const ImportError& error) {
        return Error{ErrorCode::InvalidArgument, error.message};
    } catch (const Json::exception& error) {
        // Not expected (types are checked before every get), but never let one escape.
        return Error{ErrorCode::InvalidArgument,
                     std::string("invalid result file: ") + error.what()};
    }
}

}  // namespace ipclab
