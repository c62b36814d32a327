#pragma once
/// What the three halves of ipclab/report.hpp share (report_json_write.cpp, report_json_read.cpp,
/// report_csv.cpp): which fields a point of each pattern carries. Pure functions, thread-safe.
#include <string_view>

#include "ipclab/experiment.hpp"

namespace ipclab::detail {

/// The "app" every result file names (written, and checked on import).
inline constexpr std::string_view kReportAppName = "ipclab";

/// Patterns whose point carries a latency distribution (one value per message for ping-pong and
/// paced, one per repetition's ns per operation for lock and one-sided); stream carries
/// throughput instead.
inline bool hasLatency(Pattern pattern) {
    return figureOf(pattern) != Figure::Throughput;
}

/// Per repetition: a distribution of samples (ping-pong, paced), throughput (stream), or the
/// mean ns per operation (lock, one-sided).
inline bool repetitionHasSamples(Pattern pattern) {
    return figureOf(pattern) == Figure::Latency;
}

/// Paced points may carry the round trip from the intended send time (open_loop_rtt_ns);
/// files written before it existed, and paced runs with gap 0, have none.
inline bool hasOpenLoop(Pattern pattern) {
    return pattern == Pattern::Paced;
}

inline bool hasNsPerOperation(Pattern pattern) {
    return isPerOperation(figureOf(pattern));
}

/// Every pattern but lock moves messages, so every other one may lose some.
inline bool hasMessages(Pattern pattern) {
    return figureOf(pattern) != Figure::LockOperation;
}

}  // namespace ipclab::detail
