// The core map's measuring: one run per mechanism over the planned pairs (Experiment::cpuPairs,
// so the runner interleaves the pairs in its rounds), then the matrix from the run's points.
#include <algorithm>

#include "ipclab/core_map.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/validation.hpp"

namespace ipclab {

std::string_view toString(CoreMapCell::State state) noexcept {
    switch (state) {
        case CoreMapCell::State::Measured:
            return "measured";
        case CoreMapCell::State::Refused:
            return "refused";
        case CoreMapCell::State::Failed:
            return "failed";
        case CoreMapCell::State::NotPlanned:
            break;
    }
    return "not-planned";
}

Experiment coreMapExperiment(const CoreMapPlan& plan, const Experiment& base,
                             const std::string& mechanism, std::uint32_t budgetSeconds,
                             std::string& refusal) {
    Experiment experiment = base;
    experiment.mechanisms = {mechanism};
    experiment.timeBudgetSeconds = std::max<std::uint32_t>(budgetSeconds, 1);
    experiment.cpuPairs.clear();
    refusal.clear();
    // The same rule as `run --placement same-core`: validation says whether and why this
    // mechanism may not run with both parties on one CPU.
    Experiment oneCpu = experiment;
    oneCpu.cpuPairs = {CpuPair{plan.cpus.empty() ? 0 : plan.cpus.front(),
                               plan.cpus.empty() ? 0 : plan.cpus.front()}};
    for (const ValidationError& error : validate(oneCpu, MechanismRegistry::builtin())) {
        if (error.field == "wait") {
            refusal = error.message;
        }
    }
    for (const CpuPair& pair : plan.pairs) {
        if (pair.initiator != pair.responder || refusal.empty()) {
            experiment.cpuPairs.push_back(pair);
        }
    }
    return experiment;
}

CoreMapPanel coreMapPanel(const CoreMap& map, const std::string& mechanism,
                          const std::string& refusal, const RunResult& run) {
    CoreMapPanel panel;
    panel.mechanism = mechanism;
    const std::vector<int>& cpus = map.plan.cpus;
    for (const int a : cpus) {
        for (const int b : cpus) {
            CoreMapCell cell;
            cell.pair = {a, b};
            cell.klass = classifyPair(map.topology, a, b);
            const auto point = std::ranges::find_if(run.points, [&](const PointResult& p) {
                return p.mechanism == mechanism && p.cpus == cell.pair && !p.selfComparison;
            });
            if (point != run.points.end()) {
                panel.waitStrategy = point->waitStrategy;
                if (point->ok) {
                    cell.state = CoreMapCell::State::Measured;
                    const ShownFigure shown = shownFigure(*point);
                    cell.medianNs = shown.centre;
                    cell.ciLowNs = shown.low;
                    cell.ciHighNs = shown.high;
                    cell.rounds = point->reliability.rounds;
                    cell.settled = point->reliability.settled;
                } else {
                    cell.state = CoreMapCell::State::Failed;
                    cell.reason = point->error.english();
                }
            } else if (a == b && !refusal.empty()) {
                cell.state = CoreMapCell::State::Refused;
                cell.reason = refusal;
            }
            panel.cells.push_back(std::move(cell));
        }
    }
    return panel;
}

std::uint32_t coreMapShareSeconds(const Experiment& base, double budgetSeconds) {
    const double share = budgetSeconds > 0 && !base.mechanisms.empty()
                             ? budgetSeconds / static_cast<double>(base.mechanisms.size())
                             : static_cast<double>(base.timeBudgetSeconds);
    return static_cast<std::uint32_t>(std::max(share, 1.0));
}

CoreMapRun::CoreMapRun(const platform::CpuTopology& topology, const CoreMapPlan& plan,
                       const Experiment& base, double budgetSeconds)
    : m_base(base), m_shareSeconds(coreMapShareSeconds(base, budgetSeconds)) {
    m_map.topology = topology;
    m_map.plan = plan;
    m_map.sizeBytes = base.sizesBytes.empty() ? 64 : base.sizesBytes.front();
    m_map.machine = currentSystemInfo();
}

std::optional<Experiment> CoreMapRun::next() {
    while (!m_map.cancelled && m_nextMechanism < m_base.mechanisms.size()) {
        m_mechanism = m_base.mechanisms[m_nextMechanism++];
        Experiment experiment =
            coreMapExperiment(m_map.plan, m_base, m_mechanism, m_shareSeconds, m_refusal);
        if (!experiment.cpuPairs.empty()) {
            return experiment;
        }
        // No pair left (one CPU and a spinning wait): nothing to measure, only refusals.
        m_map.panels.push_back(coreMapPanel(m_map, m_mechanism, m_refusal, RunResult{}));
    }
    return std::nullopt;
}

void CoreMapRun::record(const RunResult& run) {
    if (!m_machineKnown && !run.points.empty()) {
        m_map.machine = run.machine;  // with the hardware floor measured
        m_machineKnown = true;
    }
    m_map.panels.push_back(coreMapPanel(m_map, m_mechanism, m_refusal, run));
    m_map.cancelled = m_map.cancelled || run.cancelled;
}

CoreMap runCoreMap(const platform::CpuTopology& topology, const CoreMapPlan& plan,
                   const Experiment& base, double budgetSeconds,
                   const std::function<RunResult(const Experiment&)>& measure) {
    CoreMapRun run(topology, plan, base, budgetSeconds);
    while (const std::optional<Experiment> experiment = run.next()) {
        run.record(measure(*experiment));
    }
    return run.map();
}

}  // namespace ipclab
