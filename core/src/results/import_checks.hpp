#pragma once
/// What a result file may not claim, checked after it was read and before anything uses it
/// (charts, tables, the GUI): values no measurement can produce, and sizes that would make
/// drawing it cost more than any real run. Each problem names the field it is about.
#include <cmath>
#include <optional>
#include <set>
#include <string>

#include "ipclab/result.hpp"
#include "ipclab/text.hpp"

namespace ipclab::detail {

/// Longest mechanism id accepted (the built-in ones are under 30 characters).
inline constexpr std::size_t kMaxImportedIdBytes = 128;
/// Distinct mechanisms in one file: each becomes a series of a chart.
inline constexpr std::size_t kMaxImportedMechanisms = 64;
/// Points in one file (mechanisms x sizes of the largest preset is a few hundred).
inline constexpr std::size_t kMaxImportedPoints = 10'000;

inline bool isNegative(double value) {
    return !std::isnan(value) && value < 0;
}

inline std::optional<Text> sizeRangeProblem(const std::string& path, std::size_t size) {
    if (size < kMinMessageBytes || size > kMaxMessageBytes) {
        return Text(
            IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 must be between %2 and %3 bytes (got %4)"),
            {verbatimArg(path), integerArg(static_cast<std::int64_t>(kMinMessageBytes)),
             integerArg(static_cast<std::int64_t>(kMaxMessageBytes)),
             integerArg(static_cast<std::int64_t>(size))});
    }
    return std::nullopt;
}

/// A point's values no measurement can produce; `path` names the point ("points[3]").
inline std::optional<Text> pointValueProblem(const PointResult& p, const std::string& path) {
    if (auto problem = sizeRangeProblem(path + ".size", p.sizeBytes)) {
        return problem;
    }
    const Summary& s = p.latencyNs;
    const std::pair<const char*, double> latency[] = {
        {"samples.min", s.min}, {"samples.mean", s.mean},    {"samples.median", s.median},
        {"samples.p90", s.p90}, {"samples.p99", s.p99},      {"samples.p999", s.p999},
        {"samples.max", s.max}, {"samples.stddev", s.stddev}};
    for (const auto& [name, value] : latency) {
        if (isNegative(value)) {
            return Text(
                IPCLAB_TR_NOOP("ipclab::CoreMessages",
                               "%1.latency_ns.%2 must not be negative (got %3)"),
                {verbatimArg(path), verbatimArg(name), numberArg(value, std::to_string(value))});
        }
    }
    const Summary& o = p.openLoop.roundTripNs;
    if (isNegative(o.min) || isNegative(o.median) || isNegative(o.p99) || isNegative(o.max) ||
        isNegative(p.openLoop.medianCi95.low) || isNegative(p.openLoop.medianCi95.high)) {
        return Text(
            IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1.open_loop_rtt_ns holds a negative time"),
            {verbatimArg(path)});
    }
    if (isNegative(p.throughput.bytesPerSecond) || isNegative(p.throughput.messagesPerSecond)) {
        return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1.throughput must not be negative"),
                    {verbatimArg(path)});
    }
    if (isNegative(p.wallWithStartupMedianNs)) {
        return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                   "%1.wall_with_startup_median_ns must not be negative"),
                    {verbatimArg(path)});
    }
    for (std::size_t r = 0; r < p.repetitions.size(); ++r) {
        const RepetitionResult& rep = p.repetitions[r];
        const std::string repPath = path + ".repetitions[" + std::to_string(r) + "]";
        if (rep.index < 0) {
            return Text(
                IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1.index must not be negative (got %2)"),
                {verbatimArg(repPath), integerArg(rep.index)});
        }
        if (isNegative(rep.elapsedNs) || isNegative(rep.latencyNs.median) ||
            isNegative(rep.openLoopRoundTripNs.median) || isNegative(rep.bytesPerSecond) ||
            isNegative(rep.messagesPerSecond) || isNegative(rep.nsPerOperation)) {
            return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 holds a negative time or rate"),
                        {verbatimArg(repPath)});
        }
    }
    return std::nullopt;
}

inline std::optional<Text> importedValueProblem(const RunResult& result) {
    if (result.machine.logicalCores < 0) {
        return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                   "machine.logical_cores must not be negative (got %1)"),
                    {integerArg(result.machine.logicalCores)});
    }
    for (std::size_t i = 0; i < result.experiment.sizesBytes.size(); ++i) {
        if (auto problem = sizeRangeProblem("experiment.sizes[" + std::to_string(i) + "]",
                                            result.experiment.sizesBytes[i])) {
            return problem;
        }
    }
    if (result.experiment.repetitions < 1) {
        return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                   "experiment.repetitions must be at least 1 (got %1)"),
                    {integerArg(result.experiment.repetitions)});
    }
    if (result.points.size() > kMaxImportedPoints) {
        return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "points has %1 entries (at most %2)"),
                    {integerArg(static_cast<std::int64_t>(result.points.size())),
                     integerArg(static_cast<std::int64_t>(kMaxImportedPoints))});
    }
    std::set<std::string> mechanisms;
    for (std::size_t i = 0; i < result.points.size(); ++i) {
        const PointResult& p = result.points[i];
        const std::string path = "points[" + std::to_string(i) + "]";
        if (p.mechanism.empty() || p.mechanism.size() > kMaxImportedIdBytes) {
            return Text(
                IPCLAB_TR_NOOP("ipclab::CoreMessages",
                               "%1.mechanism must be 1 to %2 characters (got %3)"),
                {verbatimArg(path), integerArg(static_cast<std::int64_t>(kMaxImportedIdBytes)),
                 integerArg(static_cast<std::int64_t>(p.mechanism.size()))});
        }
        mechanisms.insert(p.mechanism);
        if (mechanisms.size() > kMaxImportedMechanisms) {
            return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                       "points name more than %1 different mechanisms"),
                        {integerArg(static_cast<std::int64_t>(kMaxImportedMechanisms))});
        }
        if (auto problem = pointValueProblem(p, path)) {
            return problem;
        }
    }
    return std::nullopt;
}

}  // namespace ipclab::detail
