#pragma once
/// Presets: ready-made experiments, one per source report (docs/reports.md cites and audits
/// each) plus a quick tour and a full sweep, with the reports' published figures to draw
/// beside the live measurement.
/// The built-in presets are the JSON files of resources/presets, compiled into ipclab_core.
/// Everything here is immutable after first use and thread-safe for reading.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ipclab/experiment.hpp"
#include "ipclab/result.hpp"
#include "ipclab/text.hpp"

namespace ipclab {

class MechanismRegistry;

/// One published figure of a report, or a point of a reference curve.
struct ReferencePoint {
    std::size_t sizeBytes = 0;  ///< Message or chunk size the figure was measured at.
    double value = 0;           ///< In the series' `quantity` unit (published x scale).
    double published = 0;       ///< The number exactly as the report prints it (its own unit).

    bool operator==(const ReferencePoint&) const = default;
};

/// Which statistic of its samples a published figure is: report 004 kept the minimum of 100
/// round trips, report 003 the mean of 7 runs. Ours is compared with the same statistic of ours.
/// MedianOfMinimums: the median over the repetitions of each repetition's minimum. A minimum
/// falls as the samples it is taken over grow, so report 004's minimum of 100 round trips is
/// compared with minimums of 100 (steps of 100 iterations), and the median over the
/// repetitions says which of them is typical rather than keeping the luckiest.
enum class ReferenceStatistic { Min, Median, Mean, MedianOfMinimums };

/// "min", "median", "mean", "median_of_minimums"
std::string_view toString(ReferenceStatistic statistic);
std::optional<ReferenceStatistic> parseReferenceStatistic(std::string_view text);

/// A report's published figures for one mechanism, drawn dashed beside the live measurement.
struct ReferenceSeries {
    std::string label;  ///< "Report 004: pipes (i5-4570, RHEL 6.7)"
    /// The machine the label ends with, in parentheses ("i5-4570, RHEL 6.7"; JSON "machine",
    /// checked against the label), so that a chart of one report's series can name it once.
    std::string machine;
    std::string mechanism;                ///< The closest IPC Lab id ("pipe"), empty if none.
    Pattern pattern = Pattern::PingPong;  ///< Which chart it belongs to.
    /// Unit of the values: "latency_ns" (one-way ns, compare with PointResult::latencyNs),
    /// "ns_per_op" (lock / one-sided), "bytes_per_s" (stream throughput), "seconds_total"
    /// (seconds for the whole transfer; ours: `total` / each repetition's throughput, start-up
    /// excluded, see ourFigure).
    std::string quantity;
    std::string hardware;  ///< "Intel i5-4570, RHEL 6.7"
    /// Where in the report and how it was converted: "Table I (clock_gettime), minimum of 100
    /// round trips, halved to one-way".
    std::string source;
    /// value = published x scale: 1000 for µs -> ns, 0.5 for a round trip -> one-way, ...
    double scale = 1;
    /// Stream figures of a bulk transfer: the total the figures are for (report 002's 256 MiB,
    /// 1 GiB, 4 GiB); compared only with steps of the same Experiment::streamTotalBytes. 0: none.
    std::uint64_t streamTotalBytes = 0;
    /// The statistic the report published (JSON "statistic"); compareWithReferences uses the
    /// same one of ours. Files written before the field existed read as Median, which is what
    /// they were compared with.
    ReferenceStatistic statistic = ReferenceStatistic::Median;
    /// Compare only with our points of this placement (JSON "placement"): report 004's Table II
    /// ran pinned to one core, so it is drawn against same-core. nullopt: any placement.
    std::optional<Placement> placement;
    /// Lock figures: compare only with runs of this lock loop (JSON "lock_loop"). Report 003's
    /// loop only locked and unlocked, so its figures stand beside the bare loop, never beside
    /// IPC Lab's counter loop, which does more inside the lock. nullopt: any loop.
    std::optional<LockLoop> lockLoop;
    /// Not a measurement: the report computed these figures from another of its series, whose
    /// label this is (JSON "derived_from"; report 004's Table III is size / Table I's round
    /// trip). `source` says how. Empty for measured figures. Draw such a series as derived.
    std::string derivedFrom;
    std::vector<ReferencePoint> points;

    bool operator==(const ReferenceSeries&) const = default;
};

/// The counts a report gives for the experiment a step reproduces (JSON "report_counts");
/// nullopt where the report gives none. Compared with the step's own by countsUnlikeReport.
struct ReportCounts {
    std::optional<std::uint64_t> iterations;   ///< Timed messages or operations per party.
    std::optional<std::uint64_t> warmup;       ///< Untimed ones before them.
    std::optional<std::uint64_t> repetitions;  ///< Runs, each giving one figure.
    /// The samples each published minimum was taken over (report 004: 100); compared with our
    /// iterations, the samples each repetition's minimum is taken over.
    std::optional<std::uint64_t> minimumOver;
    std::optional<std::uint64_t> total;  ///< Bytes of a bulk transfer.

    bool operator==(const ReportCounts&) const = default;
};

/// One experiment of a preset, e.g. "Latency vs size".
struct PresetStep {
    std::string name;
    Experiment experiment;
    /// Not run by default (too long for a class demo, e.g. report 002's 4 GiB transfer): run
    /// it on request (ipclab-cli preset NAME --step N, or by picking it in the GUI).
    bool optional = false;
    /// What the step shows and where it departs from the report's method or counts, and why
    /// (JSON "note"). Every count unlike the report's is named here (countsUnlikeReport).
    std::string note{};
    ReportCounts reportCounts{};
    /// A step split off by stepsToLimits: its name as a Text ("%1: %2 up to %3", the first
    /// argument the step's own name), so that the GUI translates it; empty for other steps,
    /// whose name is one of the preset's texts.
    Text splitName{};

    bool operator==(const PresetStep&) const = default;
};

/// A report in five lines, for a student: shown first by the GUI's preset panel, ipclab-cli
/// preset NAME --list and docs/reports.md (JSON "digest": {"measured", "holds_up", "does_not",
/// "did_well", "try"}). Empty for presets that reproduce no report.
struct ReportDigest {
    std::string measured;  ///< What they measured.
    std::string holdsUp;   ///< What holds up.
    std::string doesNot;   ///< What does not.
    std::string didWell;   ///< What they did well (only what the report shows).
    std::string tryIt;     ///< What to try in IPC Lab: the preset step.

    bool empty() const { return measured.empty(); }
    bool operator==(const ReportDigest&) const = default;
};

struct Preset {
    std::string id;       ///< "report-004", "quick-tour", "full-sweep"
    std::string title;    ///< "Report 004: pipes vs TCP vs shared memory"
    std::string report;   ///< "004", empty for non-report presets
    std::string summary;  ///< One paragraph: what the report measured, its parameters.
    /// Where/why this machine differs; which of the report's methods are flawed (INDEX.md) and
    /// what IPC Lab does instead.
    std::string note;
    /// The note's advice as the command line takes it (JSON "command_line"), one line each:
    /// "Keep cores awake: ipclab-cli run --keep-awake". The note names the GUI's fields only,
    /// so that the window never shows a flag; ipclab-cli prints these after it.
    std::vector<std::string> commandLine;
    ReportDigest digest;
    std::vector<PresetStep> steps;  ///< At least one; the non-optional ones run in order.
    std::vector<ReferenceSeries> references;

    bool operator==(const Preset&) const = default;
};

/// Parses one preset file (JSON). InvalidArgument naming `sourceName` and the JSON path of the
/// bad field ("report-004.json: steps[1].experiment.sizes[0]: ..."). Checks the structure,
/// unknown fields (typos), the names (pattern, placement, wait, quantity), that every mechanism
/// id is one this build knows (MechanismRegistry::builtin(), which lists unavailable ones too)
/// and that reference values are positive. Ranges of the experiment are checked by
/// validatePreset, which uses validate() as a run does.
///
/// Format: {"id", "title", "report"?, "summary", "note"?, "digest"? ({"measured", "holds_up",
/// "does_not", "did_well", "try"}, all five), "steps": [{"name", "note"?, "report_counts"?
/// ({"iterations"?, "warmup"?, "repetitions"?, "minimum_over"?, "total"?}), "experiment":
/// {"mechanisms", "pattern", "sizes": [64, "4K", ...] or "4..1M", and any other key of the
/// Experiment codec (experiment_json.hpp, ExperimentJsonForm::Preset: "iterations", "gap_us",
/// "total" (bytes or "1G"), "verify", ...)}, "optional"?}], "references"?:
/// [{"label", "mechanism", "pattern", "quantity", "hardware", "source"?, "scale"?, "total"?,
/// "statistic"? ("min" | "median" | "mean" | "median_of_minimums", default "median"),
/// "placement"?, "derived_from"?
/// (the label of exactly one other, measured, reference of the preset), "points": [{"size",
/// "value"}]}]} where "value" is the published number (value = published x scale). Omitted
/// experiment fields take Experiment's defaults. "mechanisms" is a list of ids, or "all": every
/// mechanism of the registry, in its display order, that is not a report's own method and runs
/// the step's pattern at every one of its sizes (and its wait strategy when it names one), so
/// that a new mechanism joins such a step when it is registered; {"all_at_sizes": sizes} is
/// "all" that must also run every one of those sizes; "all_to_limits" is every such mechanism
/// at the step's sizes within its own limits: the step is split by limit (stepsToLimits), so
/// that a mechanism with a smaller limit joins as it is registered. The parsed steps hold ids.
Expected<Preset> parsePreset(std::string_view json, std::string_view sourceName);

/// What a preset's "mechanisms": "all" means for `experiment` (its pattern, sizes and wait
/// strategy): the ids of every mechanism of `registry`, in display order, that is not a
/// report's own method and runs that pattern and wait strategy (when one is named) at every
/// size of the experiment and of `alsoSizes` ({"all_at_sizes": ...}). Unavailable ones
/// included, as in a hand-written list.
std::vector<std::string> everyMechanismFor(const Experiment& experiment,
                                           const MechanismRegistry& registry,
                                           const std::vector<std::size_t>& alsoSizes = {});

/// A step of "mechanisms": "all_to_limits", split by the mechanisms' size limits: first the
/// step itself with every mechanism that runs all of its sizes (if any does), then, in display
/// order of their first mechanism, one step per set of sizes that narrower limits leave, named
/// "NAME: IDS up to SIZE" (its largest size; "from SIZE" for a larger minimum, "at SIZE" for
/// one size). A mechanism that runs none of
/// the sizes is in no step. Report variants and mechanisms without the pattern (or the wait
/// strategy the step names) are left out as by "all"; unavailable ones are kept.
std::vector<PresetStep> stepsToLimits(const PresetStep& step, const MechanismRegistry& registry);

/// The names of the step's counts that differ from its report's ("iterations", "warm-up",
/// "repetitions", "minimum over", "total"), in that order; empty when all that the report gives
/// are equal. "minimum over" is compared with the step's iterations.
std::vector<std::string> countsUnlikeReport(const PresetStep& step);

/// Median over the repetitions of each repetition's minimum (ReferenceStatistic::
/// MedianOfMinimums): one-way latency minimums for ping-pong and paced, ns per operation for
/// lock and one-sided (one value per repetition, its own minimum). 0 without repetitions.
double medianOfRepetitionMinimums(const PointResult& point);

/// One of our figures beside one published figure.
struct ReferenceComparison {
    std::size_t seriesIndex = 0;                ///< Index into the references compared with.
    ReferencePoint point;                       ///< Theirs (value in the series' quantity unit).
    double ours = 0;                            ///< The same statistic of ours, in the same unit.
    Placement placement = Placement::Unpinned;  ///< The placement our point ran with.
};

/// Our figure for `point` in `series`' quantity and statistic; nullopt when it does not apply
/// (failed point, other total). latency_ns / ns_per_op: the min, median or mean of the point's
/// summary (one-way samples for ping-pong; the repetitions' ns per operation for lock and
/// one-sided). bytes_per_s: over the repetitions' throughputs, "min" being the fastest
/// repetition (least time), "mean" the point's mean. seconds_total: `total` / each
/// repetition's throughput, then the statistic over the repetitions.
std::optional<double> ourFigure(const ReferenceSeries& series, const PointResult& point,
                                const Experiment& experiment);

/// Whether `series` may be compared with a point measured with `placement`: a series that
/// names a placement (report 004's Table II ran pinned to one core) only with that placement,
/// any other series with every placement. The one rule of the CLI, the GUI and the charts.
bool referenceFitsPlacement(const ReferenceSeries& series, Placement placement);

/// Whether `series` may be compared with a run of `experiment`'s method: a series that names a
/// lock loop (report 003's bare lock + unlock) only with a lock run of that loop; a step that is
/// not the report's method gets no verdict against the report. Every other series: any run.
bool referenceFitsMethod(const ReferenceSeries& series, const Experiment& experiment);

/// The series of `references` that may be drawn beside a run of `experiment`: those that fit
/// its placement (referenceFitsPlacement) and its method (referenceFitsMethod), in order.
std::vector<ReferenceSeries> referencesForRun(const std::vector<ReferenceSeries>& references,
                                              const Experiment& experiment);

/// Every published point of `references` that has a counterpart in `result`: same mechanism,
/// pattern, size (lock points: any size), placement when the series names one, lock loop when
/// it names one, and for seconds_total the same total. In the order of the references and
/// their points.
std::vector<ReferenceComparison> compareWithReferences(
    const std::vector<ReferenceSeries>& references, const RunResult& result);

/// The presets shipped in resources/presets, compiled into the binary (no files needed at run
/// time), in display order: quick-tour, report-000 .. report-004, full-sweep.
const std::vector<Preset>& builtinPresets();

/// Why an embedded preset file was left out of builtinPresets() (parse error, duplicate id);
/// empty for a correct build (the unit tests check it).
std::vector<std::string> builtinPresetProblems();

/// nullptr when unknown.
const Preset* findPreset(std::string_view id);

/// `preset` with every mechanism that is unknown to `registry` or unavailable on this OS
/// removed from each step (steps left without a mechanism are removed too), and its reference
/// series kept. `dropped` (optional) receives one line per removed mechanism:
/// "mq.posix: <why it is unavailable>". The preset is never empty as shipped for Linux.
Preset presetForThisMachine(const Preset& preset, const MechanismRegistry& registry,
                            std::vector<std::string>* dropped = nullptr);

/// Every validation problem of every step, each message prefixed with "step N (name): ".
/// Empty when every step may run as is.
std::vector<std::string> validatePreset(const Preset& preset, const MechanismRegistry& registry);

/// The same preset cut down for demos and tests: at most `maxIterations` timed messages,
/// `maxWarmup` warm-up messages, stream totals capped at 64 MiB, and exactly `rounds`
/// repetitions per step - six by default, the fewest whose median interval reaches 95%, even
/// where the step asked fewer: a demo must not warn "too few rounds" about itself. Fewer
/// messages per round keep it short. Sizes and mechanisms are unchanged.
Preset quickPreset(const Preset& preset, std::uint64_t maxIterations = 200,
                   std::uint64_t maxWarmup = 20, int rounds = 6);

/// Rough wall time of one step in seconds on a typical machine (for --list and the GUI's
/// estimate): per point start-up plus messages x a per-mechanism-family cost. Not a promise.
double estimateSeconds(const PresetStep& step);
double estimateSeconds(const Experiment& experiment);
double estimateSeconds(const Preset& preset);

}  // namespace ipclab
