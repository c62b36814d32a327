#pragma once
/// CSV and JSON export of results, and JSON import.
#include <iosfwd>
#include <string>
#include <string_view>

#include "ipclab/result.hpp"

namespace ipclab {

/// JSON document: {"schema_version", "app", "machine", "experiment", "points": [...]}.
/// Per point: mechanism, pattern, placement, size, ok, error, latency_ns {min, mean, median,
/// p90, p99, p999, max, stddev, ci95_low, ci95_high} (ping-pong) or throughput {bytes_per_s,
/// msgs_per_s, ci95_low, ci95_high} (stream), and "repetitions" with the per-repetition figures.
std::string toJson(const RunResult& result, int indent = 2);

/// Reads a document written by toJson. InvalidArgument with a message naming what is wrong
/// ("not JSON: ... at line 3", "missing field points[2].size", "schema_version 9 is newer
/// than this build reads (1)").
Expected<RunResult> fromJson(std::string_view text);

/// CSV with a header line: one row per mechanism x pattern x placement x size x repetition
/// (failed points get one row with the error). Columns are listed in csvHeader().
std::string toCsv(const RunResult& result);
std::string csvHeader();

}  // namespace ipclab
