// A run repeated (ipclab/repeated_run.hpp): the plan, and the figures across its runs.
#include "ipclab/repeated_run.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <utility>

namespace ipclab {

RepeatedRun::RepeatedRun(Experiment experiment, std::size_t runs)
    : m_experiment(std::move(experiment)),
      m_planned(std::clamp<std::size_t>(runs, 1, kMaxRepeatedRuns)) {
    m_runs.reserve(m_planned);
}

std::optional<std::size_t> RepeatedRun::next() {
    if (m_cancelled || m_given >= m_planned) {
        return std::nullopt;
    }
    return ++m_given;
}

void RepeatedRun::record(RunResult run) {
    if (m_runs.size() >= m_given) {
        return;  // no run waits for its result
    }
    m_cancelled = m_cancelled || run.cancelled;
    m_runs.push_back(std::move(run));
}

std::string_view toString(RunAgreement agreement) noexcept {
    switch (agreement) {
        case RunAgreement::Agree:
            return "agree";
        case RunAgreement::SpreadBeyondRunInterval:
            return "spread_beyond_run_interval";
        case RunAgreement::Unknown:
            break;
    }
    return "unknown";
}

std::size_t AcrossRunsSummary::beyondRunInterval() const {
    return static_cast<std::size_t>(
        std::count_if(points.begin(), points.end(), [](const AcrossRunsPoint& point) {
            return point.agreement == RunAgreement::SpreadBeyondRunInterval;
        }));
}

bool samePointAcrossRuns(const PointResult& a, const PointResult& b) {
    return a.mechanism == b.mechanism && a.pattern == b.pattern && a.placement == b.placement &&
           a.sizeBytes == b.sizeBytes && a.waitStrategy == b.waitStrategy && a.cpus == b.cpus &&
           a.selfComparison == b.selfComparison;
}

RunAgreement runAgreement(std::span<const RunFigure> runs) {
    if (runs.size() < 2) {
        return RunAgreement::Unknown;
    }
    // Intervals on one line share a value exactly when the highest low end is not above the
    // lowest high end (Helly's theorem in one dimension): then every run is consistent with
    // that value, and the runs agree within their own noise.
    double highestLow = -std::numeric_limits<double>::infinity();
    double lowestHigh = std::numeric_limits<double>::infinity();
    for (const RunFigure& run : runs) {
        if (!run.hasInterval) {
            return RunAgreement::Unknown;  // one round: no noise of its own to compare with
        }
        highestLow = std::max(highestLow, run.low);
        lowestHigh = std::min(lowestHigh, run.high);
    }
    return highestLow <= lowestHigh ? RunAgreement::Agree : RunAgreement::SpreadBeyondRunInterval;
}

namespace {

RunFigure runFigure(const PointResult& point, std::size_t run) {
    const ShownFigure shown = shownFigure(point);
    return {run, shown.centre, shown.low, shown.high, shown.hasInterval};
}

AcrossRunsPoint identityOf(const PointResult& point) {
    AcrossRunsPoint across;
    across.mechanism = point.mechanism;
    across.pattern = point.pattern;
    across.placement = point.placement;
    across.sizeBytes = point.sizeBytes;
    across.waitStrategy = point.waitStrategy;
    across.cpus = point.cpus;
    across.selfComparison = point.selfComparison;
    return across;
}

// The figures over the runs' centres: the same estimator and interval as a point's over its
// rounds (the median and its order-statistic interval), one level up. Distribution-free,
// because one run that met a busy host is a long tail, not a normal error; and its coverage
// is known exactly for any count, so two or three runs say how little they hold instead of a
// Student's t interval that leans on a normality three values cannot show.
void addFigures(AcrossRunsPoint& point) {
    std::vector<double> centres;
    for (const RunFigure& run : point.runs) {
        centres.push_back(run.centre);
    }
    point.acrossRuns = medianInterval(centres);
    if (!centres.empty()) {
        const auto [low, high] = std::minmax_element(centres.begin(), centres.end());
        point.min = *low;
        point.max = *high;
    }
    point.agreement = runAgreement(point.runs);
}

}  // namespace

AcrossRunsSummary summarizeRuns(std::span<const RunResult> runs, std::size_t planned) {
    AcrossRunsSummary summary;
    summary.runsPlanned = planned;
    summary.runsRecorded = runs.size();
    std::vector<const PointResult*> firstSeen;  // beside summary.points: each one's identity
    for (std::size_t index = 0; index < runs.size(); ++index) {
        summary.cancelled = summary.cancelled || runs[index].cancelled;
        for (const PointResult& point : runs[index].points) {
            const auto known = std::find_if(
                firstSeen.begin(), firstSeen.end(),
                [&](const PointResult* first) { return samePointAcrossRuns(*first, point); });
            const auto at = static_cast<std::size_t>(known - firstSeen.begin());
            if (known == firstSeen.end()) {
                firstSeen.push_back(&point);
                summary.points.push_back(identityOf(point));
            }
            // A failed point has no figure, and one stopped part-way holds fewer rounds than
            // the others: neither is a fair draw of the run-to-run variation.
            if (point.ok && !point.partial) {
                summary.points[at].runs.push_back(runFigure(point, index + 1));
            }
        }
    }
    for (AcrossRunsPoint& point : summary.points) {
        addFigures(point);
    }
    return summary;
}

Text agreementWords(RunAgreement agreement) {
    switch (agreement) {
        case RunAgreement::Agree:
            return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "runs agree"));
        case RunAgreement::SpreadBeyondRunInterval:
            return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "runs differ"));
        case RunAgreement::Unknown:
            break;
    }
    return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "no interval to compare"));
}

namespace {

// The most runs any point was measured in full by: what the interval across runs stands on.
std::size_t mostRuns(const AcrossRunsSummary& summary) {
    std::size_t most = 0;
    for (const AcrossRunsPoint& point : summary.points) {
        most = std::max(most, point.runs.size());
    }
    return most;
}

}  // namespace

std::vector<Text> summaryNotes(const AcrossRunsSummary& summary) {
    std::vector<Text> notes;
    if (summary.cancelled) {
        notes.emplace_back(
            IPCLAB_TR_N_NOOP("ipclab::CoreMessages",
                             "interrupted: %n of %1 run(s) measured; the figures "
                             "across runs hold the points those runs finished"),
            std::vector<TextArg>{integerArg(static_cast<std::int64_t>(summary.runsPlanned))},
            static_cast<std::int64_t>(summary.runsRecorded));
    }
    if (const std::size_t beyond = summary.beyondRunInterval(); beyond > 0) {
        notes.emplace_back(
            IPCLAB_TR_N_NOOP("ipclab::CoreMessages",
                             "at %n point(s) of %1 the runs differ by more than one run's 95% "
                             "interval: one run's interval understates the uncertainty there; "
                             "quote the figure across runs with its interval"),
            std::vector<TextArg>{integerArg(static_cast<std::int64_t>(summary.points.size()))},
            static_cast<std::int64_t>(beyond));
    }
    const std::size_t runs = mostRuns(summary);
    if (runs >= 2) {
        const double coverage = orderStatisticCoverage(runs, 1);
        if (coverage < 0.95) {
            const double percent = std::round(coverage * 100.0);
            notes.emplace_back(
                IPCLAB_TR_N_NOOP("ipclab::CoreMessages",
                                 "%n run(s) are too few for a 95% interval of their median: the "
                                 "interval across runs is their [min, max], only %1% sure; 6 "
                                 "runs or more give 95%"),
                std::vector<TextArg>{numberArg(percent, std::to_string(static_cast<int>(percent)))},
                static_cast<std::int64_t>(runs));
        }
    }
    return notes;
}

}  // namespace ipclab
