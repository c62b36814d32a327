// macOS: sysctl gives counts (hw.physicalcpu, hw.logicalcpu, hw.perflevelN.logicalcpu) but not
// which logical CPU is which core or core type, and the OS has no hard affinity to pin to one
// anyway. So every CPU is listed, one package, core types unknown, and the counts go in notes.
#include <sys/sysctl.h>

#include <string>

#include "ipclab/platform/topology.hpp"

namespace ipclab::platform {

namespace {

int sysctlCount(const char* name) {
    int value = 0;
    std::size_t size = sizeof value;
    return ::sysctlbyname(name, &value, &size, nullptr, 0) == 0 ? value : -1;
}

}  // namespace

Expected<CpuTopology> readCpuTopology() {
    const int logical = sysctlCount("hw.logicalcpu");
    const int physical = sysctlCount("hw.physicalcpu");
    if (logical <= 0) {
        return lastSystemError("sysctlbyname(hw.logicalcpu)");
    }
    CpuTopology topology;
    topology.source = "sysctl";
    for (int id = 0; id < logical; ++id) {
        LogicalCpu cpu;
        cpu.id = id;
        topology.cpus.push_back(cpu);
    }
    topology.notes.push_back(std::to_string(physical) + " physical cores, " +
                             std::to_string(logical) +
                             " logical CPUs; macOS does not say which CPU is on which core");
    const int levels = sysctlCount("hw.nperflevels");
    for (int level = 0; level < levels; ++level) {
        const std::string prefix = "hw.perflevel" + std::to_string(level);
        const int count = sysctlCount((prefix + ".logicalcpu").c_str());
        topology.notes.push_back(prefix + ": " + std::to_string(count) + " logical CPUs" +
                                 (level == 0 ? " (performance)" : " (efficiency)"));
    }
    return topology;
}

}  // namespace ipclab::platform
