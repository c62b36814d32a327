// The across-runs block of a repeated run's results (ipclab/repeated_run.hpp, acrossRunsToJson),
// named as a run document names the same values: a point's identity as its points list it,
// median_of_rounds and ci95 for each run's figure.
#include <cmath>
#include <string>

#include <nlohmann/json.hpp>

#include "ipclab/repeated_run.hpp"

namespace ipclab {
namespace {

using RunsJson = nlohmann::ordered_json;

// Not finite (no figure) as null, as the run document writes it.
RunsJson acrossNumber(double value) {
    return std::isfinite(value) ? RunsJson(value) : RunsJson(nullptr);
}

RunsJson acrossInterval(double low, double high, bool known) {
    return known ? RunsJson::array({acrossNumber(low), acrossNumber(high)})
                 : RunsJson::array({nullptr, nullptr});
}

RunsJson acrossPointJson(const AcrossRunsPoint& point) {
    RunsJson json{{"mechanism", point.mechanism},
                  {"pattern", std::string(toString(point.pattern))},
                  {"placement", std::string(toString(point.placement))},
                  {"size", point.sizeBytes},
                  {"wait", std::string(toString(point.waitStrategy))},
                  {"self_comparison", point.selfComparison}};
    if (point.cpus.pinned()) {
        json["cpus"] = RunsJson::array({point.cpus.initiator, point.cpus.responder});
    }
    json["unit"] = point.rate() ? "bytes_per_s" : "ns";
    RunsJson runs = RunsJson::array();
    for (const RunFigure& run : point.runs) {
        runs.push_back({{"run", run.run},
                        {kShownEstimator, acrossNumber(run.centre)},
                        {"ci95", acrossInterval(run.low, run.high, run.hasInterval)}});
    }
    json["runs"] = std::move(runs);
    const bool measured = !point.runs.empty();
    const MedianInterval& across = point.acrossRuns;
    json["median_of_runs"] = measured ? acrossNumber(across.median) : RunsJson(nullptr);
    json["ci95"] = acrossInterval(across.low, across.high, point.runs.size() >= 2);
    json["ci95_coverage"] = acrossNumber(across.coverage);
    json["min"] = measured ? acrossNumber(point.min) : RunsJson(nullptr);
    json["max"] = measured ? acrossNumber(point.max) : RunsJson(nullptr);
    json["agreement"] = std::string(toString(point.agreement));
    return json;
}

}  // namespace

std::string acrossRunsToJson(const AcrossRunsSummary& summary, int indent) {
    RunsJson points = RunsJson::array();
    for (const AcrossRunsPoint& point : summary.points) {
        points.push_back(acrossPointJson(point));
    }
    RunsJson notes = RunsJson::array();
    for (const Text& note : summaryNotes(summary)) {
        notes.push_back(english(note));
    }
    const RunsJson json{
        {"estimator", kAcrossRunsEstimator},     {"runs_planned", summary.runsPlanned},
        {"runs_recorded", summary.runsRecorded}, {"cancelled", summary.cancelled},
        {"points", std::move(points)},           {"notes", std::move(notes)}};
    return json.dump(indent);
}

}  // namespace ipclab
