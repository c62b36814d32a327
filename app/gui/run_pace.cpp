#include "gui/run_pace.hpp"

#include <algorithm>

#include "ipclab/lab_service.hpp"

namespace ipclab::app {
namespace {

// A ratio outside this is a clock or file gone wrong, not a machine's pace.
constexpr double kMinRatio = 0.05;
constexpr double kMaxRatio = 50.0;

double coreEstimate(Experiment experiment, const std::string& mechanism) {
    experiment.mechanisms = {mechanism};
    return LabService::estimateSeconds(experiment);
}

}  // namespace

double measuredPointSeconds(const RunResult& run, const PointResult& point) {
    if (point.wallWithStartupMedianNs > 0) {
        // The typical repetition, one peer each: times the repetitions it ran.
        return point.wallWithStartupMedianNs * static_cast<double>(point.repetitions.size()) / 1e9;
    }
    double timedNs = 0;
    for (const RepetitionResult& repetition : point.repetitions) {
        timedNs += repetition.elapsedNs;
    }
    const Experiment& experiment = run.experiment;
    // Ping-pong and paced time only the iterations; the warm-up before them costs the same
    // per message, untimed.
    if ((point.pattern == Pattern::PingPong || point.pattern == Pattern::Paced) &&
        experiment.iterations > 0) {
        timedNs *= static_cast<double>(experiment.iterations + experiment.warmup) /
                   static_cast<double>(experiment.iterations);
    }
    return timedNs / 1e9;
}

LearnedPace learnPace(const std::vector<RunRecord>& runs, int lastRuns) {
    std::map<std::string, std::pair<double, double>> sums;  // measured, estimated
    double measuredAll = 0;
    double estimatedAll = 0;
    LearnedPace pace;
    const std::size_t first =
        runs.size() > static_cast<std::size_t>(std::max(lastRuns, 0)) ? runs.size() - lastRuns : 0;
    for (std::size_t index = first; index < runs.size(); ++index) {
        const RunResult& run = runs[index].result;
        for (const PointResult& point : run.points) {
            if (!point.ok || point.error.isCancelled() || point.repetitions.empty()) {
                continue;
            }
            // The point as it ran: its own size and the rounds it took (settle mode stops
            // early or goes on).
            Experiment one = run.experiment;
            one.sizesBytes = {point.sizeBytes};
            one.repetitions = static_cast<int>(point.repetitions.size());
            const double estimated = coreEstimate(one, point.mechanism);
            const double measured = measuredPointSeconds(run, point);
            if (!(estimated > 0) || !(measured > 0)) {
                continue;
            }
            auto& [mechanismMeasured, mechanismEstimated] = sums[point.mechanism];
            mechanismMeasured += measured;
            mechanismEstimated += estimated;
            measuredAll += measured;
            estimatedAll += estimated;
            ++pace.points;
        }
    }
    if (pace.points == 0) {
        return pace;
    }
    pace.overall = std::clamp(measuredAll / estimatedAll, kMinRatio, kMaxRatio);
    for (const auto& [mechanism, pair] : sums) {
        pace.perMechanism[mechanism] = std::clamp(pair.first / pair.second, kMinRatio, kMaxRatio);
    }
    return pace;
}

double learnedEstimateSeconds(const Experiment& experiment, const LearnedPace& pace) {
    if (pace.points == 0) {
        return LabService::estimateSeconds(experiment);
    }
    double seconds = 0;
    for (const std::string& mechanism : experiment.mechanisms) {
        const auto known = pace.perMechanism.find(mechanism);
        const double ratio = known != pace.perMechanism.end() ? known->second : pace.overall;
        seconds += coreEstimate(experiment, mechanism) * ratio;
    }
    return seconds;
}

}  // namespace ipclab::app
