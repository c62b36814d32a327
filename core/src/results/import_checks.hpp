#pragma once
/// What a result file may not claim, checked after it was read and before anything uses it
/// (charts, tables, the GUI): values no measurement can produce, and sizes that would make
/// drawing it cost more than any real run. Each problem names the field it is about.
#include <cmath>
#include <optional>
#include <set>
#include <string>

#include "ipclab/result.hpp"

namespace ipclab::detail {

/// Longest mechanism id accepted (the built-in ones are under 30 characters).
inline constexpr std::size_t kMaxImportedIdBytes = 128;
/// Distinct mechanisms in one file: each becomes a series of a chart.
inline constexpr std::size_t kMaxImportedMechanisms = 64;
/// Points in one file (mechanisms x sizes of the largest preset is a few hundred).
inline constexpr std::size_t kMaxImportedPoints = 10'000;

inline std::optional<std::string> importedValueProblem(const RunResult& result) {
    auto negative = [](double value) { return !std::isnan(value) && value < 0; };
    auto range = [](const std::string& path, std::size_t size) -> std::optional<std::string> {
        if (size < kMinMessageBytes || size > kMaxMessageBytes) {
            return path + " must be between " + std::to_string(kMinMessageBytes) + " and " +
                   std::to_string(kMaxMessageBytes) + " bytes (got " + std::to_string(size) + ")";
        }
        return std::nullopt;
    };
    if (result.machine.logicalCores < 0) {
        return "machine.logical_cores must not be negative (got " +
               std::to_string(result.machine.logicalCores) + ")";
    }
    for (std::size_t i = 0; i < result.experiment.sizesBytes.size(); ++i) {
        if (auto problem = range("experiment.sizes[" + std::to_string(i) + "]",
                                 result.experiment.sizesBytes[i])) {
            return problem;
        }
    }
    if (result.experiment.repetitions < 1) {
        return "experiment.repetitions must be at least 1 (got " +
               std::to_string(result.experiment.repetitions) + ")";
    }
    if (result.points.size() > kMaxImportedPoints) {
        return "points has " + std::to_string(result.points.size()) + " entries (at most " +
               std::to_string(kMaxImportedPoints) + ")";
    }
    std::set<std::string> mechanisms;
    for (std::size_t i = 0; i < result.points.size(); ++i) {
        const PointResult& p = result.points[i];
        const std::string path = "points[" + std::to_string(i) + "]";
        if (p.mechanism.empty() || p.mechanism.size() > kMaxImportedIdBytes) {
            return path + ".mechanism must be 1 to " + std::to_string(kMaxImportedIdBytes) +
                   " characters (got " + std::to_string(p.mechanism.size()) + ")";
        }
        mechanisms.insert(p.mechanism);
        if (mechanisms.size() > kMaxImportedMechanisms) {
            return "points name more than " + std::to_string(kMaxImportedMechanisms) +
                   " different mechanisms";
        }
        if (auto problem = range(path + ".size", p.sizeBytes)) {
            return problem;
        }
        const Summary& s = p.latencyNs;
        const std::pair<const char*, double> latency[] = {
            {"min", s.min}, {"mean", s.mean}, {"median", s.median}, {"p90", s.p90},
            {"p99", s.p99}, {"p999", s.p999}, {"max", s.max},       {"stddev", s.stddev}};
        for (const auto& [name, value] : latency) {
            if (negative(value)) {
                return path + ".latency_ns." + name + " must not be negative (got " +
                       std::to_string(value) + ")";
            }
        }
        const Summary& o = p.openLoop.roundTripNs;
        if (negative(o.min) || negative(o.median) || negative(o.p99) || negative(o.max) ||
            negative(p.openLoop.medianCi95.low) || negative(p.openLoop.medianCi95.high)) {
            return path + ".open_loop_rtt_ns holds a negative time";
        }
        if (negative(p.throughput.bytesPerSecond) || negative(p.throughput.messagesPerSecond)) {
            return path + ".throughput must not be negative";
        }
        if (negative(p.wallNsWithStartup)) {
            return path + ".wall_ns_with_startup must not be negative";
        }
        for (std::size_t r = 0; r < p.repetitions.size(); ++r) {
            const RepetitionResult& rep = p.repetitions[r];
            const std::string repPath = path + ".repetitions[" + std::to_string(r) + "]";
            if (rep.index < 0) {
                return repPath + ".index must not be negative (got " + std::to_string(rep.index) +
                       ")";
            }
            if (negative(rep.elapsedNs) || negative(rep.latencyNs.median) ||
                negative(rep.openLoopRoundTripNs.median) || negative(rep.bytesPerSecond) ||
                negative(rep.messagesPerSecond) || negative(rep.nsPerOperation)) {
                return repPath + " holds a negative time or rate";
            }
        }
    }
    return std::nullopt;
}

}  // namespace ipclab::detail
