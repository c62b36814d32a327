// The core map's plan (pair classes, sampling order, budget), its experiment (same-CPU
// refusals) and its matrix and files, on recorded machines (tests/data/topology).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "ipclab/core_map.hpp"
#include "ipclab/experiment_json.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/platform/cpu.hpp"
#include "ipclab/report.hpp"
#include "ipclab/validation.hpp"

namespace ipclab {
namespace {

platform::CpuTopology machine(const std::string& name) {
    auto topology = platform::readSysfsCpuTopology(std::string(IPCLAB_TOPOLOGY_DATA) + "/" + name);
    EXPECT_TRUE(topology.ok());
    return topology.ok() ? topology.value() : platform::CpuTopology{};
}

std::vector<int> everyCpu(const platform::CpuTopology& topology) {
    std::vector<int> ids;
    for (const auto& cpu : topology.cpus) {
        ids.push_back(cpu.id);
    }
    return ids;
}

Experiment pingPong(std::vector<std::string> mechanisms) {
    Experiment e;
    e.mechanisms = std::move(mechanisms);
    e.sizesBytes = {64};
    e.settle = true;
    return e;
}

TEST(CoreMapClass, LaptopHybridAndServer) {
    const auto laptop = machine("laptop_4c8t");
    EXPECT_EQ(classifyPair(laptop, 2, 2), PairClass::SameCpu);
    EXPECT_EQ(classifyPair(laptop, 0, 4), PairClass::SmtSiblings);
    EXPECT_EQ(classifyPair(laptop, 4, 0), PairClass::SmtSiblings);
    EXPECT_EQ(classifyPair(laptop, 0, 1), PairClass::SamePackage);

    const auto hybrid = machine("hybrid_6p8e");
    EXPECT_EQ(classifyPair(hybrid, 0, 1), PairClass::SmtSiblings);
    EXPECT_EQ(classifyPair(hybrid, 0, 2), PairClass::SamePackage);
    EXPECT_EQ(classifyPair(hybrid, 12, 15), PairClass::SameCluster);  // one E-core module
    EXPECT_EQ(classifyPair(hybrid, 12, 16), PairClass::SamePackage);
    EXPECT_EQ(classifyPair(hybrid, 0, 12), PairClass::SamePackage);

    const auto server = machine("server_2s");
    EXPECT_EQ(classifyPair(server, 0, 8), PairClass::SmtSiblings);
    EXPECT_EQ(classifyPair(server, 0, 3), PairClass::SamePackage);
    EXPECT_EQ(classifyPair(server, 0, 4), PairClass::OtherPackage);
    EXPECT_EQ(classifyPair(server, 12, 1), PairClass::OtherPackage);
}

TEST(CoreMapSampling, EveryPairOnceAndOneOfEachClassFirst) {
    for (const char* name : {"laptop_4c8t", "hybrid_6p8e", "server_2s", "vm_2vcpu"}) {
        const auto topology = machine(name);
        const auto cpus = everyCpu(topology);
        const auto order = samplingOrder(topology, cpus);
        ASSERT_EQ(order.size(), cpus.size() * cpus.size()) << name;
        std::set<std::pair<int, int>> seen;
        std::set<PairClass> classes;
        for (const CpuPair& pair : order) {
            EXPECT_TRUE(seen.insert({pair.initiator, pair.responder}).second) << name;
            classes.insert(classifyPair(topology, pair.initiator, pair.responder));
        }
        std::set<PairClass> firstClasses;
        for (std::size_t i = 0; i < classes.size(); ++i) {
            firstClasses.insert(classifyPair(topology, order[i].initiator, order[i].responder));
        }
        EXPECT_EQ(firstClasses, classes) << name;
    }
}

TEST(CoreMapSampling, ClassPairsSpreadOverInitiators) {
    const auto laptop = machine("laptop_4c8t");
    const auto order = samplingOrder(laptop, everyCpu(laptop));
    // The same-package pairs taken first start from different CPUs, not all from CPU 0.
    std::set<int> initiators;
    for (std::size_t i = 0; i < 3 * 8; ++i) {
        if (classifyPair(laptop, order[i].initiator, order[i].responder) ==
            PairClass::SamePackage) {
            initiators.insert(order[i].initiator);
        }
    }
    EXPECT_EQ(initiators.size(), 8u);
}

TEST(CoreMapPlan, BudgetCutsToSamplesButKeepsEveryClass) {
    const auto server = machine("server_2s");
    const Experiment base = pingPong({"pipe", "shm.spin"});
    const CoreMapPlan all = planCoreMap(server, everyCpu(server), base, 0);
    EXPECT_EQ(all.cpus.size(), 15u);  // CPU 15 is offline
    EXPECT_EQ(all.allPairs, 225u);
    EXPECT_EQ(all.pairs.size(), 225u);
    EXPECT_FALSE(all.sampled());
    EXPECT_GT(all.secondsPerPair, 0);
    EXPECT_DOUBLE_EQ(all.estimateSeconds, all.secondsPerPair * 225);

    const CoreMapPlan tiny = planCoreMap(server, everyCpu(server), base, 0.001);
    EXPECT_EQ(tiny.pairs.size(), 4u);  // same CPU, SMT, same package, other package
    EXPECT_TRUE(tiny.sampled());

    const CoreMapPlan some = planCoreMap(server, everyCpu(server), base, all.secondsPerPair * 30.5);
    EXPECT_EQ(some.pairs.size(), 30u);
    EXPECT_LE(some.estimateSeconds, all.secondsPerPair * 30.5);
}

TEST(CoreMapPlan, OnlyAllowedCpus) {
    const auto laptop = machine("laptop_4c8t");
    const CoreMapPlan plan = planCoreMap(laptop, {1, 5}, pingPong({"pipe"}), 0);
    EXPECT_EQ(plan.cpus, (std::vector<int>{1, 5}));
    EXPECT_EQ(plan.pairs.size(), 4u);
}

TEST(CoreMapExperiment, SpinningOnOneCpuIsRefusedAsSameCoreIs) {
    const auto vm = machine("vm_2vcpu");
    const CoreMapPlan plan = planCoreMap(vm, {0, 1}, pingPong({"pipe", "shm.spin"}), 0);
    std::string refusal;
    const Experiment spin =
        coreMapExperiment(plan, pingPong({"pipe", "shm.spin"}), "shm.spin", 30, refusal);
    EXPECT_NE(refusal.find("would spin on the same core"), std::string::npos) << refusal;
    EXPECT_EQ(spin.mechanisms, std::vector<std::string>{"shm.spin"});
    EXPECT_EQ(spin.cpuPairs.size(), 2u);
    for (const CpuPair& pair : spin.cpuPairs) {
        EXPECT_NE(pair.initiator, pair.responder);
    }
    EXPECT_EQ(spin.timeBudgetSeconds, 30u);

    const Experiment pipe =
        coreMapExperiment(plan, pingPong({"pipe", "shm.spin"}), "pipe", 30, refusal);
    EXPECT_TRUE(refusal.empty());
    EXPECT_EQ(pipe.cpuPairs.size(), 4u);
}

// The loop both front ends pull (ipclab-cli map blocking, the window's pane on its worker):
// each mechanism's experiment in turn with its share of the budget, a mechanism refused on every
// pair given its matrix without a run, each run's matrix as it is recorded.
TEST(CoreMapRun, GivesEachMechanismInTurnAndRecordsEachMatrix) {
    const auto vm = machine("vm_2vcpu");
    const Experiment base = pingPong({"pipe", "shm.spin", "tcp"});
    const CoreMapPlan oneCpu = planCoreMap(vm, {0}, base, 0);
    CoreMapRun run(vm, oneCpu, base, 90);
    const std::optional<Experiment> pipe = run.next();
    ASSERT_TRUE(pipe);
    EXPECT_EQ(run.mechanism(), "pipe");
    EXPECT_EQ(pipe->mechanisms, std::vector<std::string>{"pipe"});
    EXPECT_EQ(pipe->timeBudgetSeconds, 30u);
    RunResult measured;
    PointResult point;
    point.mechanism = "pipe";
    point.cpus = {0, 0};
    point.ok = true;
    point.latencyCi95 = {6, 2000, 1900, 2100};
    measured.points = {point};
    run.record(measured);
    ASSERT_EQ(run.map().panels.size(), 1u);
    EXPECT_EQ(run.map().panels[0].cells.front().state, CoreMapCell::State::Measured);

    // shm.spin would spin on the one CPU: refused there, no pair left, no run.
    const std::optional<Experiment> tcp = run.next();
    ASSERT_TRUE(tcp);
    EXPECT_EQ(tcp->mechanisms, std::vector<std::string>{"tcp"});
    ASSERT_EQ(run.map().panels.size(), 2u);
    EXPECT_EQ(run.map().panels[1].mechanism, "shm.spin");
    EXPECT_EQ(run.map().panels[1].cells.front().state, CoreMapCell::State::Refused);
    run.record(RunResult{});
    EXPECT_FALSE(run.next());
    EXPECT_EQ(run.map().panels.size(), 3u);
    EXPECT_FALSE(run.map().cancelled);
}

// Stop: the running mechanism's run comes back cancelled and the map ends with it, keeping it.
TEST(CoreMapRun, ACancelledRunEndsTheMapBeforeTheNextMechanism) {
    const auto vm = machine("vm_2vcpu");
    const Experiment base = pingPong({"pipe", "tcp"});
    CoreMapRun run(vm, planCoreMap(vm, {0, 1}, base, 0), base, 0);
    ASSERT_TRUE(run.next());
    RunResult stopped;
    stopped.cancelled = true;
    run.record(stopped);
    EXPECT_FALSE(run.next());
    EXPECT_TRUE(run.map().cancelled);
    ASSERT_EQ(run.map().panels.size(), 1u);
    EXPECT_EQ(run.map().panels[0].mechanism, "pipe");
}

TEST(CoreMapMatrix, CellsFromTheRunsPoints) {
    CoreMap map;
    map.topology = machine("vm_2vcpu");
    map.plan = planCoreMap(map.topology, {0, 1}, pingPong({"shm.spin"}), 0);
    RunResult run;
    PointResult good;
    good.mechanism = "shm.spin";
    good.cpus = {0, 1};
    good.ok = true;
    good.latencyCi95 = {6, 120, 110, 130};  // six rounds: their median and its interval
    good.reliability.rounds = 6;
    good.reliability.settled = true;
    PointResult bad = good;
    bad.cpus = {1, 0};
    bad.ok = false;
    bad.error = PointFailure(FailureKind::PeerTimeout, Text("peer fell silent"));
    run.points = {good, bad};
    map.panels.push_back(coreMapPanel(map, "shm.spin", "spins on one CPU", run));
    const CoreMapPanel& panel = map.panels.front();
    ASSERT_EQ(panel.cells.size(), 4u);
    EXPECT_EQ(panel.at(0, 0, 2).state, CoreMapCell::State::Refused);
    EXPECT_EQ(panel.at(0, 0, 2).reason, "spins on one CPU");
    EXPECT_EQ(panel.at(0, 1, 2).state, CoreMapCell::State::Measured);
    EXPECT_DOUBLE_EQ(panel.at(0, 1, 2).medianNs, 120);
    EXPECT_DOUBLE_EQ(panel.at(0, 1, 2).ciHighNs, 130);
    EXPECT_EQ(panel.at(1, 0, 2).state, CoreMapCell::State::Failed);
    EXPECT_EQ(panel.at(1, 0, 2).reason, "peer fell silent");
    EXPECT_EQ(panel.at(1, 0, 2).klass, PairClass::SamePackage);

    const std::string csv = coreMapCsv(map);
    EXPECT_EQ(std::count(csv.begin(), csv.end(), '\n'), 5);
    EXPECT_NE(csv.find("shm.spin,64,0,1,package,measured,120,110,130,6,yes,\n"), std::string::npos)
        << csv;
    EXPECT_NE(csv.find("shm.spin,64,0,0,same-cpu,refused,,,,,,spins on one CPU\n"),
              std::string::npos)
        << csv;

    const auto json = nlohmann::json::parse(coreMapJson(map));
    EXPECT_EQ(json["kind"], "ipclab-core-map");
    EXPECT_EQ(json["topology"]["cpus"].size(), 2u);
    ASSERT_EQ(json["mechanisms"].size(), 1u);
    EXPECT_EQ(json["mechanisms"][0]["cells"][1]["median_ns"], 120.0);
    EXPECT_EQ(json["mechanisms"][0]["cells"][0]["state"], "refused");
}

TEST(CoreMapExperimentJson, CpuPairsRoundTripAndValidate) {
    Experiment e = pingPong({"pipe"});
    e.cpuPairs = {{0, 0}, {0, 1}};
    const auto back = experimentFromJson(toJson(e), ExperimentJsonForm::Result);
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back->cpuPairs, e.cpuPairs);
    EXPECT_FALSE(toJson(pingPong({"pipe"})).contains("cpu_pairs"));

    Experiment far = pingPong({"pipe"});
    far.cpuPairs = {{0, 60000}};
    const auto problems = validate(far, MechanismRegistry::builtin());
    ASSERT_FALSE(problems.empty());
    EXPECT_EQ(problems.front().field, "cpu_pairs");
    Experiment lock = far;
    lock.pattern = Pattern::Lock;
    lock.cpuPairs = {{0, 0}};
    EXPECT_FALSE(validate(lock, MechanismRegistry::builtin()).empty());
}

TEST(CoreMapExperimentJson, APointKeepsItsCpuPairThroughTheResultsFile) {
    RunResult run;
    run.experiment = pingPong({"pipe"});
    run.experiment.cpuPairs = {{1, 0}};
    PointResult point;
    point.mechanism = "pipe";
    point.sizeBytes = 64;
    point.placement = Placement::CrossCore;
    point.cpus = {1, 0};
    run.points = {point};
    const auto back = fromJson(toJson(run));
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back->points.front().cpus, (CpuPair{1, 0}));
    EXPECT_EQ(back->experiment.cpuPairs, run.experiment.cpuPairs);
    // A point without a pair writes none and reads back unpinned.
    run.points.front().cpus = {};
    EXPECT_EQ(toJson(run).find("\"cpus\""), std::string::npos);
}

TEST(CoreMapDescribe, CpuInWords) {
    const auto hybrid = machine("hybrid_6p8e");
    EXPECT_EQ(describeCpu(*hybrid.find(1)),
              "CPU 1: core 0, cluster 0, package 0, node 0, SMT sibling of 0, performance");
}

}  // namespace
}  // namespace ipclab
