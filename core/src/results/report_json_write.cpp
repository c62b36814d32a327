// ipclab/report.hpp, writing: the results JSON document (toJson).
#include <algorithm>
#include <cmath>
#include <string>
#include <utility>

#include <nlohmann/json.hpp>

#include "ipclab/experiment_json.hpp"
#include "ipclab/report.hpp"
#include "results/machine_json.hpp"
#include "results/report_fields.hpp"

namespace ipclab {

namespace detail {

nlohmann::ordered_json machineToJson(const SystemInfo& m) {
    nlohmann::ordered_json json{{"os_name", m.osName},
                                {"os_version", m.osVersion},
                                {"kernel", m.kernel},
                                {"cpu_model", m.cpuModel},
                                {"logical_cores", m.logicalCores},
                                {"architecture", m.architecture},
                                {"virtualized", m.virtualized},
                                {"idle_driver", m.idleDriver},
                                {"host_name", m.hostName},
                                {"compiler", m.compiler},
                                {"build_type", m.buildType},
                                {"date", m.date}};
    if (m.hardwareFloor.measured() || !m.hardwareFloor.unavailable.empty()) {
        json["hardware_floor"] =
            nlohmann::ordered_json::parse(hardwareFloorToJson(m.hardwareFloor));
    }
    return json;
}

}  // namespace detail

namespace {

using detail::hasLatency;
using detail::hasMessages;
using detail::hasNsPerOperation;
using detail::hasOpenLoop;
using detail::machineToJson;
using detail::repetitionHasSamples;

// ordered_json keeps our field order: the context (schema, app, machine, configuration) first.
using Json = nlohmann::ordered_json;

// nlohmann writes NaN and infinities as null; we do so explicitly, and read null back as NaN.
Json number(double value) {
    if (!std::isfinite(value)) {
        return nullptr;
    }
    return value;
}

// CPU time per message: -1 (not measured) is written as null, and null read back as -1.
Json cpuNumber(double value) {
    if (value < 0 || !std::isfinite(value)) {
        return nullptr;
    }
    return value;
}

Json summaryToJson(const Summary& s) {
    return Json{{"count", s.count},           {"min", number(s.min)}, {"mean", number(s.mean)},
                {"median", number(s.median)}, {"p90", number(s.p90)}, {"p99", number(s.p99)},
                {"p999", number(s.p999)},     {"max", number(s.max)}, {"stddev", number(s.stddev)}};
}

// Edges are written with full round-trip precision (nlohmann prints doubles with 17 digits).
Json histogramToJson(const Histogram& h) {
    Json edges = Json::array();
    for (double edge : h.edges) {
        edges.push_back(number(edge));
    }
    return Json{{"edges", std::move(edges)}, {"counts", h.counts}};
}

// The figure and the interval that belong to it, first in every block (schema 3): the median
// of the rounds' values and its 95% interval over the rounds (order statistics), how sure that
// interval really is, and whether the rounds settled. `unit` names what the figure counts.
void figureToJson(Json& json, const MedianInterval& figure, int rounds, const char* unit) {
    json["unit"] = unit;
    json[kShownEstimator] = number(figure.median);
    json["ci95"] = Json::array({number(figure.low), number(figure.high)});
    json["ci95_coverage"] = number(figure.coverage);
    json["rounds"] = rounds;
}

// How the rounds behaved: settled, the modes the samples fall into (centred
// in `unit`), outliers, dependence between neighbours and the first round's drift.
void reliabilityToJson(Json& json, const PointReliability& r, const char* unit) {
    const std::string centerName = std::string("center_") + unit;
    json["settled"] = r.settled;
    Json modes = Json::array();
    for (const Mode& mode : r.modes.modes) {
        modes.push_back(Json{{centerName, number(mode.center)}, {"share", number(mode.share)}});
    }
    json["modes"] = std::move(modes);
    json["m_value"] = number(r.modes.mValue);
    json["outliers"] = Json{{"low", r.outliers.low},
                            {"high", r.outliers.high},
                            {"far_high", r.outliers.farHigh},
                            {"lower_fence", number(r.outliers.lowerFence)},
                            {"upper_fence", number(r.outliers.upperFence)}};
    json["autocorrelation_lag1"] = number(r.autocorrelation);
    json["first_round_ratio"] = number(r.firstRoundRatio);
}

// Paced only: the round trip from each message's intended send time (OpenLoopLatency), with
// its figure and interval first, as the raw latency's, and the pooled samples apart.
Json openLoopToJson(const OpenLoopLatency& o) {
    Json json = Json::object();
    figureToJson(json, o.medianCi95, static_cast<int>(o.medianCi95.count), "ns");
    json["samples"] = summaryToJson(o.roundTripNs);
    return json;
}

Json repetitionToJson(const RepetitionResult& r, Pattern pattern) {
    Json json{{"index", r.index}, {"elapsed_ns", number(r.elapsedNs)}};
    if (repetitionHasSamples(pattern)) {
        json["latency_ns"] = summaryToJson(r.latencyNs);
        if (hasOpenLoop(pattern) && r.openLoopRoundTripNs.count > 0) {
            json["open_loop_rtt_ns"] = summaryToJson(r.openLoopRoundTripNs);
        }
    } else if (hasNsPerOperation(pattern)) {
        json["ns_per_op"] = number(r.nsPerOperation);
    } else {
        json["bytes_per_s"] = number(r.bytesPerSecond);
        json["msgs_per_s"] = number(r.messagesPerSecond);
    }
    if (hasMessages(pattern)) {
        json["lost_messages"] = r.lostMessages;
    }
    if (r.floorNs > 0) {
        json["floor_ns"] = number(r.floorNs);
    }
    return json;
}

Json anatomyToJson(const MessageAnatomy& a) {
    Json initiator = Json::object();
    Json responder = Json::object();
    for (std::size_t i = 0; i < platform::kThreadCounterCount; ++i) {
        initiator[platform::ThreadCounters::kNames[i]] = cpuNumber(a.initiator[i]);
        responder[platform::ThreadCounters::kNames[i]] = cpuNumber(a.responder[i]);
    }
    return Json{{"initiator", std::move(initiator)},
                {"responder", std::move(responder)},
                {"unavailable", a.unavailable}};
}

// The rounds' interval block with the figure every screen shows as its median, and the bounds
// they show beside it; for a measured point these are the block's own.
MedianInterval shownInterval(const PointResult& p) {
    const ShownFigure figure = shownFigure(p);
    MedianInterval shown = p.reliability.medianCi95;
    shown.median = figure.centre;
    shown.low = figure.low;
    shown.high = figure.high;
    return shown;
}

Json pointToJson(const PointResult& p) {
    Json json{{"mechanism", p.mechanism},
              {"pattern", std::string(toString(p.pattern))},
              {"placement", std::string(toString(p.placement))},
              {"size", p.sizeBytes},
              {"ok", p.ok},
              {"error", p.error.english()},
              {"partial", p.partial},
              {"wait", std::string(toString(p.waitStrategy))},
              {"lost_messages", p.lostMessages},
              {"cpu_ns_per_msg", Json{{"initiator", cpuNumber(p.initiatorCpuNsPerMessage)},
                                      {"responder", cpuNumber(p.responderCpuNsPerMessage)}}},
              {"wall_with_startup_median_ns", number(p.wallWithStartupMedianNs)},
              {"self_comparison", p.selfComparison},
              {"initiator_preemptions", p.initiatorPreemptions},
              {"cpu_contention", Json{{"runnable_threads", cpuNumber(p.contention.runnableThreads)},
                                      {"logical_cpus", p.contention.logicalCpus},
                                      {"messages", p.contention.messages}}}};
    if (!p.error.empty()) {
        // Beside the English, so that a reader tells a Stop from a failure without the words.
        json["error_kind"] = std::string(toString(p.error.kind));
    }
    if (hasLatency(p.pattern)) {
        // The figure to plot (median_of_rounds) with its interval (ci95) first; the pooled
        // samples' statistics, which describe the distribution, apart under "samples": their
        // median is not the figure and need not lie inside its interval.
        Json latency = Json::object();
        // The figure every screen shows (shownCentre) with the interval they show beside it;
        // for a measured point these are the rounds' median and its interval.
        figureToJson(latency, shownInterval(p),
                     std::max(p.reliability.rounds, static_cast<int>(p.latencyCi95.count)), "ns");
        reliabilityToJson(latency, p.reliability, "ns");
        latency["samples"] = summaryToJson(p.latencyNs);
        json["latency_ns"] = std::move(latency);
        if (hasOpenLoop(p.pattern) && p.openLoop.roundTripNs.count > 0) {
            json["open_loop_rtt_ns"] = openLoopToJson(p.openLoop);
        }
        // Only where samples exist (ping-pong, paced): the distribution chart draws it.
        if (!p.latencyHistogram.counts.empty()) {
            json["latency_histogram"] = histogramToJson(p.latencyHistogram);
        }
    } else {
        Json throughput = Json::object();
        figureToJson(throughput, shownInterval(p), p.reliability.rounds, "bytes_per_s");
        reliabilityToJson(throughput, p.reliability, "bytes_per_s");
        throughput["msgs_per_s"] = number(p.throughput.messagesPerSecond);
        json["throughput"] = std::move(throughput);
    }
    if (p.anatomy.measured()) {
        json["anatomy_per_msg"] = anatomyToJson(p.anatomy);
    }
    // Derived from the rounds' floor_ns (read back from them): for a reader without IPC Lab.
    if (const MedianInterval ratio = floorRatio(p); ratio.count > 0) {
        json["floor_ratio"] = Json{{"median", number(ratio.median)},
                                   {"ci95", Json::array({number(ratio.low), number(ratio.high)})},
                                   {"rounds", ratio.count}};
    }
    Json repetitions = Json::array();
    for (const RepetitionResult& r : p.repetitions) {
        repetitions.push_back(repetitionToJson(r, p.pattern));
    }
    json["repetitions"] = std::move(repetitions);
    if (p.cpus.pinned()) {  // only runs that named CPU pairs (the core map)
        json["cpus"] = Json::array({p.cpus.initiator, p.cpus.responder});
    }
    return json;
}

}  // namespace

std::string toJson(const RunResult& result, int indent) {
    Json points = Json::array();
    for (const PointResult& p : result.points) {
        points.push_back(pointToJson(p));
    }
    // Context first (schema, app, machine, configuration), then the figures, as
    // google/benchmark's JSON reporter does, so that a reader sees what it is looking at.
    Json json = Json::object();
    json["schema_version"] = RunResult::kSchemaVersion;
    json["app"] = detail::kReportAppName;
    json["app_version"] = result.machine.appVersion;
    if (!result.commandLine.empty()) {
        json["command_line"] = result.commandLine;
    }
    json["machine"] = machineToJson(result.machine);
    if (!result.experiment.remotePeer.empty()) {
        json["peer_machine"] = machineToJson(result.peerMachine);
    }
    json["experiment"] = ipclab::toJson(result.experiment);
    json["cancelled"] = result.cancelled;
    json["keep_awake_note"] = result.keepAwakeNote;
    json["points"] = std::move(points);
    // Invalid UTF-8 (an OS error text in a legacy code page, say) is replaced rather than
    // thrown about: an export must not fail over one character.
    return json.dump(indent, ' ', false, Json::error_handler_t::replace);
}

}  // namespace ipclab
