#pragma once
/// CSV and JSON export of results, and JSON import.
#include <iosfwd>
#include <string>
#include <string_view>

#include "ipclab/result.hpp"

namespace ipclab {

/// JSON document: {"schema_version", "app", "machine", "experiment", "points": [...]}.
/// The experiment carries wait (a strategy name, or null for each mechanism's default),
/// parties, gap_us and keep_cores_awake besides the original fields.
/// machine.hardware_floor (optional): the cache-line floor the runner measured at the start
/// (ipclab/hardware_floor.hpp: hardwareFloorToJson).
/// Per point: mechanism, pattern, placement, size, ok, error, wait (the strategy it ran with),
/// lost_messages, cpu_ns_per_msg {initiator, responder} (CPU ns per message, null when not
/// measured), then latency_ns {count, min, mean, median, p90, p99, p999, max, stddev, ci95_low,
/// ci95_high, ci95_mean, ci95_count} (ping-pong and paced: one value per message, one-way ns;
/// lock and one-sided: one value per repetition, ns per operation) or throughput {bytes_per_s,
/// msgs_per_s, ci95_low, ci95_high} (stream), and "repetitions": index, elapsed_ns, then
/// latency_ns (ping-pong, paced), ns_per_op (lock, one-sided) or bytes_per_s + msgs_per_s
/// (stream), and lost_messages (every pattern but lock). Paced points with a gap also carry
/// open_loop_rtt_ns (OpenLoopLatency: the summary fields, median_ci95, median_ci95_coverage,
/// median_of_rounds, rounds), and each of their repetitions its open_loop_rtt_ns summary; a
/// file without them reads with none (same schema version).
std::string toJson(const RunResult& result, int indent = 2);

/// Reads a document written by toJson. InvalidArgument with a message naming what is wrong
/// ("not JSON: ... at line 3", "missing field points[2].size", "schema_version 9 is newer
/// than this build reads (1)"). Files written before the wait / parties / gap_us /
/// keep_cores_awake / lost_messages / cpu_ns_per_msg fields existed read with their defaults
/// (mechanism default wait, 2 parties, 1000 µs, false, 0 lost, CPU not measured (-1), block).
Expected<RunResult> fromJson(std::string_view text);

/// CSV with a header line: one row per mechanism x pattern x placement x size x repetition
/// (failed points get one row with the error). Columns are listed in csvHeader(); cells that do
/// not apply to the pattern are empty. wait and the two CPU ns per message columns are the
/// point's (repeated on each of its rows; CPU empty when not measured); lost_messages and
/// ns_per_op (lock, one-sided) are the repetition's, as are open_loop_rtt_median_ns and
/// open_loop_rtt_p99_ns (paced only: round trip from the intended send time, not halved).
std::string toCsv(const RunResult& result);
std::string csvHeader();

}  // namespace ipclab
