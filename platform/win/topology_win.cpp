// Windows: GetLogicalProcessorInformationEx lists cores (with SMT flag and EfficiencyClass),
// packages and NUMA nodes as group affinity masks. A logical CPU is numbered group * 64 + bit,
// which is what cpu_win.cpp pins for group 0.
#include <algorithm>
#include <vector>

#include "ipclab/platform/topology.hpp"
#include "win_include.hpp"

namespace ipclab::platform {

namespace {

using Info = SYSTEM_LOGICAL_PROCESSOR_INFORMATION_EX;

template <class Each>
void forEachCpu(const GROUP_AFFINITY& mask, Each each) {
    for (int bit = 0; bit < 64; ++bit) {
        if ((static_cast<unsigned long long>(mask.Mask) >> bit) & 1ull) {
            each(static_cast<int>(mask.Group) * 64 + bit);
        }
    }
}

LogicalCpu& cpuAt(CpuTopology& topology, int id) {
    auto it = std::ranges::find(topology.cpus, id, &LogicalCpu::id);
    if (it == topology.cpus.end()) {
        LogicalCpu cpu;
        cpu.id = id;
        topology.cpus.push_back(cpu);
        return topology.cpus.back();
    }
    return *it;
}

// PROCESSOR_RELATIONSHIP's second byte is EfficiencyClass (Windows 10): older MinGW headers
// still call it Reserved[0], newer ones name it, so it is read by its documented offset.
BYTE efficiencyClass(const PROCESSOR_RELATIONSHIP& core) {
    return reinterpret_cast<const BYTE*>(&core)[1];
}

// EfficiencyClass: higher is faster; all equal on a non-hybrid CPU.
void classify(CpuTopology& topology, const std::vector<std::pair<int, BYTE>>& classes) {
    if (classes.empty()) {
        return;
    }
    const auto [low, high] = std::ranges::minmax_element(
        classes, [](const auto& a, const auto& b) { return a.second < b.second; });
    if (low->second == high->second) {
        return;
    }
    for (const auto& [id, klass] : classes) {
        cpuAt(topology, id).coreType =
            klass == high->second ? CoreType::Performance : CoreType::Efficiency;
    }
}

void addCore(CpuTopology& topology, const PROCESSOR_RELATIONSHIP& core, int coreIndex,
             std::vector<std::pair<int, BYTE>>& classes) {
    std::vector<int> members;
    for (WORD g = 0; g < core.GroupCount; ++g) {
        forEachCpu(core.GroupMask[g], [&](int id) { members.push_back(id); });
    }
    for (const int id : members) {
        LogicalCpu& cpu = cpuAt(topology, id);
        cpu.coreId = coreIndex;
        cpu.smtSiblings.clear();
        std::ranges::copy_if(members, std::back_inserter(cpu.smtSiblings),
                             [id](int other) { return other != id; });
        classes.emplace_back(id, efficiencyClass(core));
    }
}

}  // namespace

Expected<CpuTopology> readCpuTopology() {
    DWORD bytes = 0;
    ::GetLogicalProcessorInformationEx(RelationAll, nullptr, &bytes);
    if (bytes == 0) {
        return lastSystemError("GetLogicalProcessorInformationEx");
    }
    std::vector<unsigned char> buffer(bytes);
    auto* first = reinterpret_cast<Info*>(buffer.data());
    if (!::GetLogicalProcessorInformationEx(RelationAll, first, &bytes)) {
        return lastSystemError("GetLogicalProcessorInformationEx");
    }
    CpuTopology topology;
    topology.source = "GetLogicalProcessorInformationEx";
    std::vector<std::pair<int, BYTE>> classes;
    int cores = 0;
    int packages = 0;
    for (DWORD offset = 0; offset < bytes;) {
        const auto* info = reinterpret_cast<const Info*>(buffer.data() + offset);
        if (info->Relationship == RelationProcessorCore) {
            addCore(topology, info->Processor, cores++, classes);
        } else if (info->Relationship == RelationProcessorPackage) {
            for (WORD g = 0; g < info->Processor.GroupCount; ++g) {
                forEachCpu(info->Processor.GroupMask[g],
                           [&](int id) { cpuAt(topology, id).packageId = packages; });
            }
            ++packages;
        } else if (info->Relationship == RelationNumaNode) {
            const int node = static_cast<int>(info->NumaNode.NodeNumber);
            forEachCpu(info->NumaNode.GroupMask,
                       [&](int id) { cpuAt(topology, id).numaNode = node; });
        }
        offset += info->Size;
    }
    classify(topology, classes);
    std::ranges::sort(topology.cpus, {}, &LogicalCpu::id);
    topology.notes.emplace_back("no cluster or die information (Windows does not list them)");
    return topology;
}

}  // namespace ipclab::platform
