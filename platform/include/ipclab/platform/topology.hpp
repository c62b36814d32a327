#pragma once
/// The machine's CPU topology as the OS describes it: which logical CPUs share a core (SMT
/// siblings), a cluster or die, a package (socket) and a NUMA node, and which are performance or
/// efficiency cores on a hybrid CPU. Read once, on demand; no measurement.
#include <string>
#include <vector>

#include "ipclab/platform/error.hpp"

namespace ipclab::platform {

/// Performance or efficiency core on a hybrid CPU (Intel P/E, ARM big.LITTLE, Apple P/E);
/// Unknown where every core is alike or the OS does not say.
enum class CoreType { Unknown, Performance, Efficiency };

const char* toString(CoreType type) noexcept;  ///< "unknown", "performance", "efficiency"

struct LogicalCpu {
    int id = 0;       ///< The OS's logical CPU number (what pinning takes).
    int coreId = -1;  ///< Physical core, unique within its package; -1 unknown.
    int clusterId =
        -1;          ///< Cluster of cores sharing a cache (L2 on ARM / E-core modules); -1 unknown.
    int dieId = -1;  ///< Die within the package; -1 unknown.
    int packageId = 0;  ///< Package (socket).
    int numaNode = -1;  ///< NUMA node whose memory is nearest; -1 unknown.
    /// The other logical CPUs on the same physical core (hyper-threads), ascending, without id.
    std::vector<int> smtSiblings;
    CoreType coreType = CoreType::Unknown;
    bool online = true;  ///< Offline CPUs are listed (the machine has them) but cannot be used.

    bool operator==(const LogicalCpu&) const = default;
};

struct CpuTopology {
    std::vector<LogicalCpu> cpus;  ///< Ascending by id.
    /// Where it was read: "sysfs", "GetLogicalProcessorInformationEx", "sysctl".
    std::string source;
    /// What the OS did not tell, in a sentence each (e.g. "no NUMA information").
    std::vector<std::string> notes;

    /// The CPU with this id, or nullptr.
    const LogicalCpu* find(int id) const noexcept;
    int packages() const;  ///< Distinct packages.
    int cores() const;     ///< Distinct physical cores.
    bool hybrid() const;   ///< Some CPU is Performance and some Efficiency.
};

/// The topology of this machine: Linux sysfs, Windows GetLogicalProcessorInformationEx, macOS
/// sysctl hw.perflevel* (which gives counts per core type only, no per-CPU placement).
Expected<CpuTopology> readCpuTopology();

/// Reads a Linux sysfs tree below `root` (normally "/sys"): devices/system/cpu/cpuN/topology,
/// devices/system/cpu/online, devices/system/node/nodeN/cpulist, devices/cpu_core/cpus and
/// devices/cpu_atom/cpus (Intel hybrid), devices/system/cpu/cpuN/cpu_capacity (ARM). Plain file
/// reading, built on every OS so recorded trees of other machines can be read in tests.
Expected<CpuTopology> readSysfsCpuTopology(const std::string& root);

/// Parses a Linux CPU list such as "0-3,8,10-11" (ascending, no duplicates); nullopt-like empty
/// result with ok = false on malformed text.
Expected<std::vector<int>> parseCpuList(const std::string& text);

}  // namespace ipclab::platform
