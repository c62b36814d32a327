#pragma once
/// CSV and JSON export of results, and JSON import.
#include <iosfwd>
#include <optional>
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
/// measured), then latency_ns (ping-pong and paced: one value per message, one-way ns; lock
/// and one-sided: one value per repetition, ns per operation) or throughput (stream). Both
/// blocks start with the one figure to plot and the interval that belongs to it: unit,
/// median_of_rounds, ci95 [low, high], ci95_coverage, rounds, then settled, modes, m_value,
/// outliers, autocorrelation_lag1, first_round_ratio; latency_ns holds the pooled samples'
/// distribution apart under samples {count, min, mean, median, p90, p99, p999, max, stddev}
/// (their median describes the distribution, is not the figure, and may lie outside ci95);
/// throughput adds msgs_per_s. "repetitions": index, elapsed_ns, then latency_ns (ping-pong,
/// paced), ns_per_op (lock, one-sided) or bytes_per_s + msgs_per_s (stream), and lost_messages
/// (every pattern but lock). Paced points with a gap also carry open_loop_rtt_ns (unit,
/// median_of_rounds, ci95, ci95_coverage, rounds, samples), and each of their repetitions its
/// open_loop_rtt_ns summary. resources/schema/results.schema.json is the JSON Schema.
std::string toJson(const RunResult& result, int indent = 2);

/// Reads a document written by toJson, of this schema or an older one (1 and 2 kept the
/// samples' statistics at the top of latency_ns, with ci95_low / ci95_high / ci95_mean beside
/// them, and median_ci95 for the interval). InvalidArgument with a message naming what is wrong
/// ("not JSON: ... at line 3", "missing field points[2].size", "schema_version 9 is newer
/// than this build reads (1)"). Files written before the wait / parties / gap_us /
/// keep_cores_awake / lost_messages / cpu_ns_per_msg fields existed read with their defaults
/// (mechanism default wait, 2 parties, 1000 µs, false, 0 lost, CPU not measured (-1), block).
Expected<RunResult> fromJson(std::string_view text);
/// As fromJson, and also a preset's results (written by `preset --format json`): its step
/// `step` (1-based; 0 asks for the only one); errors name the steps to choose from.
Expected<RunResult> fromResultsJson(std::string_view text, int step = 0);
/// The text of the results file at `path`, refused before reading when it is not a regular
/// file (/dev/zero, a FIFO, a folder) or larger than any file IPC Lab writes (64 MiB). The
/// error does not name the file: the caller does.
Expected<std::string> readResultFile(const std::string& path);

/// CSV with a header line: one row per mechanism x pattern x placement x size x repetition
/// (failed points get one row with the error). Columns are listed in csvHeader(); cells that do
/// not apply to the pattern are empty. wait and the two CPU ns per message columns are the
/// point's (repeated on each of its rows; CPU empty when not measured); lost_messages and
/// ns_per_op (lock, one-sided) are the repetition's, as are open_loop_rtt_median_ns and
/// open_loop_rtt_p99_ns (paced only: round trip from the intended send time, not halved).
std::string toCsv(const RunResult& result);
std::string csvHeader();

/// A first column saying which part of a longer file a row belongs to: a preset's "step", a
/// repeated run's "run" (1-based), so that the rows of every part stay one tidy table.
struct CsvLeadColumn {
    std::string name;
    int value = 0;
};
/// toCsv with `lead` as the first column; without `withHeader` only the rows (the later parts).
std::string toCsv(const RunResult& result, const CsvLeadColumn& lead, bool withHeader = true);

/// Tidy CSV for spreadsheets and pandas: one row per point, its columns named as the JSON
/// (schema 3) names the same values: the figure to plot, median_of_rounds (in `unit`: ns, or
/// bytes_per_s for stream), beside its own 95% interval ci95_low / ci95_high, then
/// ci95_coverage, rounds, settled, the number of modes, the pooled samples' statistics
/// (samples_*, latency patterns only), msgs_per_s (stream), lost_messages, CPU per message,
/// wall_with_startup_median_ns and the paced open-loop figure with its interval. Cells that do not
/// apply are empty; a failed point keeps its row with the error. With `step` (a preset's step
/// number) a first column "step" holds it; without `withHeader` only the rows are written (the
/// later steps of one file).
std::string toPointsCsv(const RunResult& result, std::optional<int> step = std::nullopt,
                        bool withHeader = true);
std::string pointsCsvHeader(bool withStep = false);
/// toPointsCsv with `lead` as the first column (a repeated run's "run").
std::string toPointsCsv(const RunResult& result, const CsvLeadColumn& lead, bool withHeader = true);
/// The points CSV's header after a first column `leadColumn` (none when empty).
std::string pointsCsvHeaderAfter(const std::string& leadColumn);

}  // namespace ipclab
