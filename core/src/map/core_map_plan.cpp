// The core map's plan: what each pair of CPUs shares, the order pairs are sampled in, and how
// many fit the time budget by the run-time estimate every other front end shows.
#include <algorithm>
#include <array>
#include <map>
#include <set>

#include "ipclab/core_map.hpp"
#include "ipclab/platform/cpu.hpp"
#include "ipclab/preset.hpp"

namespace ipclab {

namespace {

// Dies listed in `package` (a die level that does not tell two apart is no level).
std::size_t diesIn(const platform::CpuTopology& topology, int package) {
    std::set<int> dies;
    for (const platform::LogicalCpu& cpu : topology.cpus) {
        if (cpu.packageId == package && cpu.dieId >= 0) {
            dies.insert(cpu.dieId);
        }
    }
    return dies.size();
}

}  // namespace

std::string_view pairClassId(PairClass klass) noexcept {
    switch (klass) {
        case PairClass::SameCpu:
            return "same-cpu";
        case PairClass::SmtSiblings:
            return "smt";
        case PairClass::SameCluster:
            return "cluster";
        case PairClass::SamePackage:
            return "package";
        case PairClass::OtherPackage:
            break;
    }
    return "remote";
}

std::string_view pairClassName(PairClass klass) noexcept {
    switch (klass) {
        case PairClass::SameCpu:
            return "same CPU";
        case PairClass::SmtSiblings:
            return "SMT siblings";
        case PairClass::SameCluster:
            return "same cluster/die";
        case PairClass::SamePackage:
            return "same package";
        case PairClass::OtherPackage:
            break;
    }
    return "other package/node";
}

PairClass classifyPair(const platform::CpuTopology& topology, int a, int b) {
    if (a == b) {
        return PairClass::SameCpu;
    }
    const platform::LogicalCpu* x = topology.find(a);
    const platform::LogicalCpu* y = topology.find(b);
    if (x == nullptr || y == nullptr) {
        return PairClass::SamePackage;
    }
    if (std::ranges::find(x->smtSiblings, b) != x->smtSiblings.end()) {
        return PairClass::SmtSiblings;
    }
    const bool otherNode = x->numaNode >= 0 && y->numaNode >= 0 && x->numaNode != y->numaNode;
    if (x->packageId != y->packageId || otherNode) {
        return PairClass::OtherPackage;
    }
    if (x->clusterId >= 0 && y->clusterId >= 0) {
        return x->clusterId == y->clusterId ? PairClass::SameCluster : PairClass::SamePackage;
    }
    // No cluster level: a die is the next thing two cores can share, if the package has two.
    if (x->dieId >= 0 && y->dieId >= 0 && diesIn(topology, x->packageId) > 1) {
        return x->dieId == y->dieId ? PairClass::SameCluster : PairClass::SamePackage;
    }
    return PairClass::SamePackage;
}

std::vector<CpuPair> samplingOrder(const platform::CpuTopology& topology,
                                   const std::vector<int>& cpus) {
    // Per class, per initiator, the responders in order.
    std::array<std::map<int, std::vector<int>>, kPairClassCount> byClass;
    for (const int a : cpus) {
        for (const int b : cpus) {
            byClass[static_cast<std::size_t>(classifyPair(topology, a, b))][a].push_back(b);
        }
    }
    // Each class's pairs spread over initiators: every initiator's first pair, then seconds...
    std::array<std::vector<CpuPair>, kPairClassCount> spread;
    for (std::size_t k = 0; k < byClass.size(); ++k) {
        for (std::size_t depth = 0;; ++depth) {
            bool any = false;
            for (const auto& [initiator, responders] : byClass[k]) {
                if (depth < responders.size()) {
                    spread[k].push_back({initiator, responders[depth]});
                    any = true;
                }
            }
            if (!any) {
                break;
            }
        }
    }
    // The classes in turn, nearest first: one pair of each class comes before any second one.
    std::vector<CpuPair> order;
    for (std::size_t depth = 0; order.size() < cpus.size() * cpus.size(); ++depth) {
        for (const auto& pairs : spread) {
            if (depth < pairs.size()) {
                order.push_back(pairs[depth]);
            }
        }
    }
    return order;
}

CoreMapPlan planCoreMap(const platform::CpuTopology& topology, const std::vector<int>& allowed,
                        const Experiment& base, double budgetSeconds) {
    CoreMapPlan plan;
    for (const int cpu : allowed) {
        const platform::LogicalCpu* known = topology.find(cpu);
        if (known == nullptr || known->online) {
            plan.cpus.push_back(cpu);
        }
    }
    std::ranges::sort(plan.cpus);
    plan.allPairs = plan.cpus.size() * plan.cpus.size();
    std::vector<CpuPair> order = samplingOrder(topology, plan.cpus);

    Experiment onePair = base;
    onePair.cpuPairs.clear();
    onePair.repetitions = base.settle ? base.minRounds : base.repetitions;
    plan.secondsPerPair = estimateSeconds(onePair);

    std::size_t take = order.size();
    if (budgetSeconds > 0 && plan.secondsPerPair > 0) {
        std::set<PairClass> classes;
        for (const CpuPair& pair : order) {
            classes.insert(classifyPair(topology, pair.initiator, pair.responder));
        }
        const auto fit = static_cast<std::size_t>(budgetSeconds / plan.secondsPerPair);
        take = std::min(order.size(), std::max(fit, classes.size()));
    }
    order.resize(take);
    plan.pairs = std::move(order);
    plan.estimateSeconds = plan.secondsPerPair * static_cast<double>(plan.pairs.size());
    return plan;
}

CoreMapPlan planCoreMapHere(const platform::CpuTopology& topology, const Experiment& base,
                            double budgetSeconds) {
    return planCoreMap(topology, platform::allowedCpus(), base, budgetSeconds);
}

}  // namespace ipclab
