// The OS-neutral half of the topology: the CpuTopology queries, the Linux CPU-list syntax and
// the sysfs reader. The reader is plain file reading, so it builds everywhere and the tests read
// recorded trees of other machines on any OS.
#include <algorithm>
#include <charconv>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <utility>

#include "ipclab/platform/topology.hpp"

namespace ipclab::platform {

namespace fs = std::filesystem;

namespace {

std::optional<std::string> readLine(const fs::path& path) {
    std::ifstream file(path);
    std::string line;
    if (!file || !std::getline(file, line)) {
        return std::nullopt;
    }
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) {
        line.pop_back();
    }
    return line;
}

std::optional<int> readInt(const fs::path& path) {
    const auto line = readLine(path);
    int value = 0;
    if (!line || line->empty() ||
        std::from_chars(line->data(), line->data() + line->size(), value).ec != std::errc{}) {
        return std::nullopt;
    }
    return value;
}

std::vector<int> readList(const fs::path& path) {
    const auto line = readLine(path);
    if (!line) {
        return {};
    }
    auto list = parseCpuList(*line);
    return list ? std::move(list.value()) : std::vector<int>{};
}

// "cpu12" -> 12; anything else (cpufreq, cpuidle...) -> nullopt.
std::optional<int> cpuNumber(const std::string& name) {
    if (name.size() < 4 || name.compare(0, 3, "cpu") != 0) {
        return std::nullopt;
    }
    int value = 0;
    const auto [end, ec] = std::from_chars(name.data() + 3, name.data() + name.size(), value);
    if (ec != std::errc{} || end != name.data() + name.size()) {
        return std::nullopt;
    }
    return value;
}

// sysfs says 65535 (or -1) where the architecture has no such level (x86 clusters, old kernels'
// die_id): that is "unknown", not cluster 65535.
int knownOrMinus1(std::optional<int> value) {
    return value && *value >= 0 && *value != 65535 ? *value : -1;
}

LogicalCpu readOneCpu(const fs::path& cpuDir, int id, const std::set<int>& online) {
    const fs::path topo = cpuDir / "topology";
    LogicalCpu cpu;
    cpu.id = id;
    cpu.coreId = knownOrMinus1(readInt(topo / "core_id"));
    cpu.packageId = std::max(readInt(topo / "physical_package_id").value_or(0), 0);
    cpu.dieId = knownOrMinus1(readInt(topo / "die_id"));
    cpu.clusterId = knownOrMinus1(readInt(topo / "cluster_id"));
    // core_cpus_list is the newer name of thread_siblings_list (kernel 5.7).
    std::vector<int> siblings = readList(topo / "core_cpus_list");
    if (siblings.empty()) {
        siblings = readList(topo / "thread_siblings_list");
    }
    std::erase(siblings, id);
    cpu.smtSiblings = std::move(siblings);
    cpu.online = online.empty() || online.contains(id);
    return cpu;
}

void readNumaNodes(const fs::path& root, std::vector<LogicalCpu>& cpus, CpuTopology& topology) {
    const fs::path nodes = root / "devices/system/node";
    std::error_code ec;
    bool any = false;
    for (const auto& entry : fs::directory_iterator(nodes, ec)) {
        const std::string name = entry.path().filename().string();
        int node = 0;
        if (name.size() < 5 || name.compare(0, 4, "node") != 0 ||
            std::from_chars(name.data() + 4, name.data() + name.size(), node).ec != std::errc{}) {
            continue;
        }
        for (const int id : readList(entry.path() / "cpulist")) {
            for (LogicalCpu& cpu : cpus) {
                if (cpu.id == id) {
                    cpu.numaNode = node;
                    any = true;
                }
            }
        }
    }
    if (!any) {
        topology.notes.emplace_back("no NUMA information (devices/system/node)");
    }
}

// Intel hybrid: the perf PMUs cpu_core (P-cores) and cpu_atom (E-cores) list their CPUs. ARM:
// cpu_capacity, the largest being the big cores. Neither: every core alike (Unknown).
void readCoreTypes(const fs::path& root, const fs::path& cpuRoot, std::vector<LogicalCpu>& cpus) {
    const std::vector<int> big = readList(root / "devices/cpu_core/cpus");
    const std::vector<int> little = readList(root / "devices/cpu_atom/cpus");
    if (!big.empty() || !little.empty()) {
        for (LogicalCpu& cpu : cpus) {
            if (std::ranges::find(big, cpu.id) != big.end()) {
                cpu.coreType = CoreType::Performance;
            } else if (std::ranges::find(little, cpu.id) != little.end()) {
                cpu.coreType = CoreType::Efficiency;
            }
        }
        return;
    }
    std::map<int, int> capacity;
    for (const LogicalCpu& cpu : cpus) {
        if (auto c = readInt(cpuRoot / ("cpu" + std::to_string(cpu.id)) / "cpu_capacity")) {
            capacity[cpu.id] = *c;
        }
    }
    if (capacity.empty()) {
        return;
    }
    const auto [low, high] = std::ranges::minmax_element(
        capacity, [](const auto& a, const auto& b) { return a.second < b.second; });
    if (low->second == high->second) {
        return;
    }
    for (LogicalCpu& cpu : cpus) {
        if (const auto it = capacity.find(cpu.id); it != capacity.end()) {
            cpu.coreType =
                it->second == high->second ? CoreType::Performance : CoreType::Efficiency;
        }
    }
}

}  // namespace

const char* toString(CoreType type) noexcept {
    switch (type) {
        case CoreType::Performance:
            return "performance";
        case CoreType::Efficiency:
            return "efficiency";
        case CoreType::Unknown:
            break;
    }
    return "unknown";
}

const LogicalCpu* CpuTopology::find(int id) const noexcept {
    const auto it = std::ranges::find(cpus, id, &LogicalCpu::id);
    return it == cpus.end() ? nullptr : &*it;
}

int CpuTopology::packages() const {
    std::set<int> seen;
    for (const LogicalCpu& cpu : cpus) {
        seen.insert(cpu.packageId);
    }
    return static_cast<int>(seen.size());
}

int CpuTopology::cores() const {
    // A core is its lowest logical CPU: SMT siblings name the same one.
    std::set<int> seen;
    for (const LogicalCpu& cpu : cpus) {
        int first = cpu.id;
        for (const int sibling : cpu.smtSiblings) {
            first = std::min(first, sibling);
        }
        seen.insert(first);
    }
    return static_cast<int>(seen.size());
}

bool CpuTopology::hybrid() const {
    const auto has = [&](CoreType type) {
        return std::ranges::any_of(cpus, [&](const LogicalCpu& c) { return c.coreType == type; });
    };
    return has(CoreType::Performance) && has(CoreType::Efficiency);
}

Expected<std::vector<int>> parseCpuList(const std::string& text) {
    std::set<int> cpus;
    std::size_t pos = 0;
    const auto bad = [&] {
        return Error{ErrorCode::InvalidArgument, "not a CPU list: \"" + text + "\""};
    };
    while (pos < text.size()) {
        std::size_t end = text.find(',', pos);
        if (end == std::string::npos) {
            end = text.size();
        }
        const std::string item = text.substr(pos, end - pos);
        const std::size_t dash = item.find('-');
        int first = 0;
        int last = 0;
        const char* b = item.data();
        const char* e = item.data() + item.size();
        if (dash == std::string::npos) {
            if (item.empty() || std::from_chars(b, e, first).ptr != e) {
                return bad();
            }
            last = first;
        } else if (std::from_chars(b, b + dash, first).ptr != b + dash ||
                   std::from_chars(b + dash + 1, e, last).ptr != e || dash == 0 || last < first) {
            return bad();
        }
        for (int cpu = first; cpu <= last; ++cpu) {
            cpus.insert(cpu);
        }
        pos = end + 1;
    }
    return std::vector<int>(cpus.begin(), cpus.end());
}

Expected<CpuTopology> readSysfsCpuTopology(const std::string& root) {
    const fs::path base(root);
    const fs::path cpuRoot = base / "devices/system/cpu";
    std::error_code ec;
    std::vector<int> ids;
    for (const auto& entry : fs::directory_iterator(cpuRoot, ec)) {
        if (auto id = cpuNumber(entry.path().filename().string())) {
            ids.push_back(*id);
        }
    }
    if (ids.empty()) {
        return Error{ErrorCode::Unsupported, "no CPUs listed in " + cpuRoot.string()};
    }
    std::ranges::sort(ids);
    const std::vector<int> onlineList = readList(cpuRoot / "online");
    const std::set<int> online(onlineList.begin(), onlineList.end());
    CpuTopology topology;
    topology.source = "sysfs";
    for (const int id : ids) {
        topology.cpus.push_back(readOneCpu(cpuRoot / ("cpu" + std::to_string(id)), id, online));
    }
    readNumaNodes(base, topology.cpus, topology);
    readCoreTypes(base, cpuRoot, topology.cpus);
    return topology;
}

}  // namespace ipclab::platform
