#pragma once
/// A whole run measured again and again, and what the runs say together. One run's 95%
/// interval holds the noise between its own rounds, seconds apart; a run repeated minutes apart
/// also meets another CPU frequency, other work on the host, another placement's luck. The
/// figures across runs show that variation, and the verdict says when one run's interval
/// understates it. Pulled by the front ends as PresetRun (preset_run.hpp) is: next() gives the
/// run to measure, the front end runs the experiment through LabService with its own observer
/// and stop, record() keeps the result. Not thread-safe: one front end pulls it from one thread.
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "ipclab/experiment.hpp"
#include "ipclab/result.hpp"
#include "ipclab/statistics.hpp"
#include "ipclab/text.hpp"

namespace ipclab {

/// More runs than a class would wait for (each a whole run of minutes): refused as a typo.
inline constexpr std::size_t kMaxRepeatedRuns = 100;

/// Whether `runs` is a run count a front end may ask for: 1 to kMaxRepeatedRuns.
inline bool validRunCount(long long runs) {
    return runs >= 1 && runs <= static_cast<long long>(kMaxRepeatedRuns);
}

/// The same experiment measured `runs` times: next() gives the next run's number (1-based, as
/// the files and tables number them), record() keeps its result. A run that comes back
/// cancelled ends the plan there: it is kept (its finished points count in the summary), the
/// runs after it are not given. runs = 1 is one ordinary run.
class RepeatedRun {
  public:
    /// `runs` is clamped to 1 ... kMaxRepeatedRuns (front ends refuse others: validRunCount).
    RepeatedRun(Experiment experiment, std::size_t runs);

    /// The number of the next run to measure; nothing once every run was given or one came
    /// back cancelled.
    std::optional<std::size_t> next();
    /// The result of the run next() gave last. Once per run: a record with no run waiting for
    /// its result is ignored.
    void record(RunResult run);

    const Experiment& experiment() const { return m_experiment; }
    std::size_t runsPlanned() const { return m_planned; }
    /// Every recorded result, in the order measured (run k is runs()[k - 1]).
    const std::vector<RunResult>& runs() const { return m_runs; }
    /// A recorded run came back cancelled: the runs after it will not be given.
    bool cancelled() const { return m_cancelled; }
    /// Runs next() has still to give (0 once cancelled).
    std::size_t runsLeft() const { return m_cancelled ? 0 : m_planned - m_given; }

  private:
    Experiment m_experiment;
    std::size_t m_planned = 1;
    std::size_t m_given = 0;
    std::vector<RunResult> m_runs;
    bool m_cancelled = false;
};

/// How a point's runs compare with each run's own 95% interval.
enum class RunAgreement {
    /// Some value lies inside every run's interval: the runs agree within their own noise.
    Agree,
    /// Two runs' intervals do not overlap: the runs differ by more than one run's interval
    /// says, so one run's interval understates the uncertainty.
    SpreadBeyondRunInterval,
    /// Fewer than two runs measured the point, or a run has no interval (one round).
    Unknown,
};

/// "agree", "spread_beyond_run_interval", "unknown": the JSON's verdict.
std::string_view toString(RunAgreement agreement) noexcept;

/// One run's shown figure of a point: the centre every screen shows and its own interval.
struct RunFigure {
    std::size_t run = 0;  ///< 1-based.
    double centre = 0;    ///< shownCentre(): ns, or bytes/s for a stream.
    double low = 0;       ///< The run's 95% interval of that centre.
    double high = 0;
    bool hasInterval = false;  ///< Two rounds or more (hasInterval()).

    bool operator==(const RunFigure&) const = default;
};

/// One point (mechanism x pattern x placement x size x wait x CPU pair) across the runs.
struct AcrossRunsPoint {
    std::string mechanism;
    Pattern pattern = Pattern::PingPong;
    Placement placement = Placement::Unpinned;
    std::size_t sizeBytes = 0;
    WaitStrategy waitStrategy = WaitStrategy::Block;
    CpuPair cpus;
    bool selfComparison = false;
    /// Each run that measured the point in full (ok, not stopped part-way), in run order.
    std::vector<RunFigure> runs;
    /// Over the runs' centres: their median (the figure across runs), and its distribution-free
    /// interval (medianInterval: with five runs or fewer it is [min, max], and coverage says how
    /// sure that is: 2 runs 50%, 3 runs 75%, 5 runs 94%).
    MedianInterval acrossRuns;
    double min = 0;  ///< The smallest run centre.
    double max = 0;  ///< The largest.
    RunAgreement agreement = RunAgreement::Unknown;

    bool operator==(const AcrossRunsPoint&) const = default;
    /// Whether the figure is a rate (bytes/s, larger is better) rather than a time in ns.
    bool rate() const { return pattern == Pattern::Stream; }
};

/// What the runs say together, every point in the order the first run that measured it lists.
struct AcrossRunsSummary {
    std::size_t runsPlanned = 0;
    std::size_t runsRecorded = 0;
    bool cancelled = false;
    std::vector<AcrossRunsPoint> points;

    /// Points whose runs differ by more than one run's interval.
    std::size_t beyondRunInterval() const;
};

/// Whether `a` and `b` are the same point of two runs of one experiment: mechanism, pattern,
/// placement, size, wait strategy, CPU pair and self-comparison.
bool samePointAcrossRuns(const PointResult& a, const PointResult& b);

/// The summary of `runs` (run k at index k - 1) of a plan of `planned` runs.
AcrossRunsSummary summarizeRuns(std::span<const RunResult> runs, std::size_t planned);
inline AcrossRunsSummary summarizeRuns(const RepeatedRun& plan) {
    AcrossRunsSummary summary = summarizeRuns(plan.runs(), plan.runsPlanned());
    summary.cancelled = plan.cancelled();
    return summary;
}

/// The agreement of these run figures (in any order).
RunAgreement runAgreement(std::span<const RunFigure> runs);

/// The verdict of one point in a few words, for a table cell: "runs agree", "runs differ",
/// "no interval to compare".
Text agreementWords(RunAgreement agreement);

/// What a front end says once under the summary, not per row: empty when nothing needs
/// saying. When runs differ beyond their intervals: "at 2 points of 4 the runs differ by
/// more than one run's 95% interval: one run's interval understates the uncertainty; quote
/// the figure across runs". And when the runs are too few for a 95% interval of their median,
/// how sure [min, max] is.
std::vector<Text> summaryNotes(const AcrossRunsSummary& summary);

/// The across-runs block of a repeated run's results document, as JSON text: {"estimator":
/// "median_of_run_centres", "runs_planned", "runs_recorded", "cancelled", "points": [{point
/// identity, "unit", "runs": [{"run", "median_of_rounds", "ci95"}], "median_of_runs", "ci95",
/// "ci95_coverage", "min", "max", "agreement"}], "notes": [...]}
/// (resources/schema/repeated_runs.schema.json).
std::string acrossRunsToJson(const AcrossRunsSummary& summary, int indent = 2);

/// The estimator the across-runs figure is, as the JSON names it.
inline constexpr const char* kAcrossRunsEstimator = "median_of_run_centres";

}  // namespace ipclab
