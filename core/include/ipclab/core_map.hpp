#pragma once
/// The core map: one mechanism measured between every ordered pair of logical CPUs (initiator
/// pinned to one, responder to the other), each pair classed by what the two CPUs share (a
/// core, a cluster or die, a package). On machines with many CPUs a sampling plan measures one
/// pair per class first, then more while the time budget allows. The measuring is the runner's
/// (Experiment::cpuPairs: every pair a point of one run, in interleaved rounds, with the same
/// statistics and intervals as any point); this file plans it and gathers the matrix.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ipclab/experiment.hpp"
#include "ipclab/platform/topology.hpp"
#include "ipclab/result.hpp"

namespace ipclab {

/// What two logical CPUs share, nearest first.
enum class PairClass {
    SameCpu,       ///< One logical CPU: the parties take turns on it.
    SmtSiblings,   ///< Two hyper-threads of one physical core (its L1 and L2).
    SameCluster,   ///< Different cores of one cluster or die (a shared L2 or L3 slice).
    SamePackage,   ///< Different cores, clusters or dies of one package (socket).
    OtherPackage,  ///< Another package or NUMA node: the line crosses the interconnect.
};
inline constexpr int kPairClassCount = 5;

/// "same-cpu", "smt", "cluster", "package", "remote": the id in JSON and CSV.
std::string_view pairClassId(PairClass klass) noexcept;
/// "same CPU", "SMT siblings", "same cluster/die", "same package", "other package/node".
std::string_view pairClassName(PairClass klass) noexcept;

/// The class of the ordered pair (a, b) on `topology`; CPUs it does not list are treated as
/// sharing only the package.
PairClass classifyPair(const platform::CpuTopology& topology, int a, int b);

/// What the map measures: the pairs in the order they are taken, and the time that costs.
struct CoreMapPlan {
    std::vector<int> cpus;       ///< The map's rows and columns: online, allowed CPUs, ascending.
    std::vector<CpuPair> pairs;  ///< Ordered pairs to measure, in sampling order.
    std::size_t allPairs = 0;    ///< cpus.size() squared.
    double estimateSeconds = 0;  ///< Rough wall time of the planned pairs, every mechanism.
    double secondsPerPair = 0;   ///< The estimate of one pair, every mechanism.
    bool sampled() const { return pairs.size() < allPairs; }
};

/// Every ordered pair of `cpus`, one of each class first, then the classes in turn, each class's
/// pairs spread over initiators (the first pair of each initiator, then the second...).
std::vector<CpuPair> samplingOrder(const platform::CpuTopology& topology,
                                   const std::vector<int>& cpus);

/// The plan for `base` (mechanisms, one size, iterations, warm-up, minRounds) on `topology`,
/// restricted to `allowed` CPUs: every pair when they fit `budgetSeconds` by the estimate
/// (estimateSeconds, preset.hpp, at minRounds rounds), else the prefix of samplingOrder that
/// fits, never less than one pair per class. budgetSeconds 0: every pair.
CoreMapPlan planCoreMap(const platform::CpuTopology& topology, const std::vector<int>& allowed,
                        const Experiment& base, double budgetSeconds);

/// planCoreMap over the CPUs this process may use (its affinity mask), as both front ends plan
/// a map of this machine (its topology: platform::readCpuTopology(), topology.hpp).
CoreMapPlan planCoreMapHere(const platform::CpuTopology& topology, const Experiment& base,
                            double budgetSeconds);

/// One cell of a mechanism's matrix.
struct CoreMapCell {
    enum class State { Measured, Refused, Failed, NotPlanned };
    CpuPair pair;
    PairClass klass = PairClass::SameCpu;
    State state = State::NotPlanned;
    double medianNs = -1;  ///< One-way latency, median of the rounds' medians (the point's).
    double ciLowNs = -1;   ///< Its 95% interval (distribution-free).
    double ciHighNs = -1;
    int rounds = 0;
    bool settled = false;
    std::string reason;  ///< Refused or failed: why, in English.
};

std::string_view toString(CoreMapCell::State state) noexcept;  ///< "measured", "refused", ...

/// One mechanism's matrix: cells row-major, row = initiator CPU, column = responder CPU, both
/// in CoreMap::plan.cpus order.
struct CoreMapPanel {
    std::string mechanism;
    WaitStrategy waitStrategy = WaitStrategy::Block;
    std::vector<CoreMapCell> cells;
    const CoreMapCell& at(std::size_t row, std::size_t column, std::size_t size) const {
        return cells[row * size + column];
    }
};

struct CoreMap {
    platform::CpuTopology topology;
    CoreMapPlan plan;
    std::size_t sizeBytes = 64;
    SystemInfo machine;
    std::vector<CoreMapPanel> panels;  ///< One per mechanism, in the order asked.
    bool cancelled = false;
    /// Names of the rows and columns when they are not CPUs (a host map's nodes: plan.cpus then
    /// holds their indices into this); empty for a core map.
    std::vector<std::string> labels;
};

/// The experiment that measures `mechanism`'s planned pairs: `base` with one mechanism and the
/// pairs as Experiment::cpuPairs, settling within `budgetSeconds`. Same-CPU pairs that
/// validation refuses (a spinning wait on one CPU) are left out and `refusal` gets the reason.
Experiment coreMapExperiment(const CoreMapPlan& plan, const Experiment& base,
                             const std::string& mechanism, std::uint32_t budgetSeconds,
                             std::string& refusal);

/// Each mechanism's share of the map's budget in seconds (equal shares; no budget: the
/// experiment's own timeBudgetSeconds), at least 1.
std::uint32_t coreMapShareSeconds(const Experiment& base, double budgetSeconds);

/// A core map measured one mechanism at a time, pulled by the front end that runs experiments
/// its own way (the CLI blocking, the window on its worker thread): next() gives the next
/// mechanism's experiment, the front end runs it, record() adds its matrix. The budget is split
/// equally between the mechanisms. A mechanism with no pair left to measure (one CPU and a
/// spinning wait) gets its matrix of refusals without a run. A run that comes back cancelled
/// ends the map there: what was measured stays, the mechanisms after it get no matrix.
class CoreMapRun {
  public:
    CoreMapRun(const platform::CpuTopology& topology, const CoreMapPlan& plan,
               const Experiment& base, double budgetSeconds);

    /// The experiment of the next mechanism to measure; nothing when the map is complete.
    std::optional<Experiment> next();
    /// The run of the experiment next() gave last.
    void record(const RunResult& run);
    /// The mechanism next() gave last ("" before the first).
    const std::string& mechanism() const { return m_mechanism; }
    /// The map so far: every matrix recorded, in the order of base.mechanisms.
    const CoreMap& map() const { return m_map; }

  private:
    CoreMap m_map;
    Experiment m_base;
    std::uint32_t m_shareSeconds = 1;
    std::size_t m_nextMechanism = 0;
    std::string m_mechanism;
    std::string m_refusal;  ///< The same-CPU refusal of m_mechanism, if any.
    bool m_machineKnown = false;
};

/// Measures every mechanism of `base` over `plan` (CoreMapRun), one run each through `measure`
/// (the front end's way to run an experiment: progress, cancel).
CoreMap runCoreMap(const platform::CpuTopology& topology, const CoreMapPlan& plan,
                   const Experiment& base, double budgetSeconds,
                   const std::function<RunResult(const Experiment&)>& measure);

/// The matrix of one mechanism from its run (cells for pairs it did not measure: refused with
/// `refusal` on one CPU, else not planned).
CoreMapPanel coreMapPanel(const CoreMap& map, const std::string& mechanism,
                          const std::string& refusal, const RunResult& run);

/// The map as JSON (machine, topology, plan, one matrix per mechanism) and as CSV (one line per
/// cell): what `ipclab-cli map --json/--csv` writes.
std::string coreMapJson(const CoreMap& map);
std::string coreMapCsv(const CoreMap& map);

/// "CPU 3: core 1, package 0, SMT sibling of 7, performance": a CPU's place in words.
std::string describeCpu(const platform::LogicalCpu& cpu);

}  // namespace ipclab
