// The core map as files: JSON (machine, topology, plan, a matrix per mechanism) and CSV (one
// line per cell), what `ipclab-cli map --json / --csv` writes.
#include <cmath>
#include <nlohmann/json.hpp>
#include <sstream>

#include "ipclab/core_map.hpp"
#include "map/map_csv.hpp"

namespace ipclab {

// map_csv.hpp. RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled.
std::string csvField(const std::string& text) {
    if (text.find_first_of(",\"\n\r") == std::string::npos) {
        return text;
    }
    std::string quoted = "\"";
    for (const char c : text) {
        quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
    }
    return quoted + "\"";
}

namespace {

using Json = nlohmann::ordered_json;

Json figure(double value) {
    return value >= 0 && std::isfinite(value) ? Json(value) : Json();
}

Json cpuToJson(const platform::LogicalCpu& cpu) {
    const auto known = [](int value) { return value >= 0 ? Json(value) : Json(); };
    return Json{{"id", cpu.id},
                {"core", known(cpu.coreId)},
                {"cluster", known(cpu.clusterId)},
                {"die", known(cpu.dieId)},
                {"package", cpu.packageId},
                {"numa_node", known(cpu.numaNode)},
                {"smt_siblings", cpu.smtSiblings},
                {"core_type", platform::toString(cpu.coreType)},
                {"online", cpu.online}};
}

Json cellToJson(const CoreMapCell& cell) {
    Json json{{"initiator", cell.pair.initiator},
              {"responder", cell.pair.responder},
              {"class", std::string(pairClassId(cell.klass))},
              {"state", std::string(toString(cell.state))}};
    if (cell.state == CoreMapCell::State::Measured) {
        json["median_ns"] = figure(cell.medianNs);
        json["ci95_low_ns"] = figure(cell.ciLowNs);
        json["ci95_high_ns"] = figure(cell.ciHighNs);
        json["rounds"] = cell.rounds;
        json["settled"] = cell.settled;
    }
    if (!cell.reason.empty()) {
        json["reason"] = cell.reason;
    }
    return json;
}

std::string csvNumber(double value) {
    if (value < 0 || !std::isfinite(value)) {
        return "";
    }
    std::ostringstream out;
    out.precision(6);
    out << value;
    return out.str();
}

}  // namespace

std::string describeCpu(const platform::LogicalCpu& cpu) {
    std::string text = "CPU " + std::to_string(cpu.id) + ":";
    if (cpu.coreId >= 0) {
        text += " core " + std::to_string(cpu.coreId) + ",";
    }
    if (cpu.clusterId >= 0) {
        text += " cluster " + std::to_string(cpu.clusterId) + ",";
    }
    text += " package " + std::to_string(cpu.packageId);
    if (cpu.numaNode >= 0) {
        text += ", node " + std::to_string(cpu.numaNode);
    }
    for (std::size_t i = 0; i < cpu.smtSiblings.size(); ++i) {
        text += (i == 0 ? ", SMT sibling of " : "+") + std::to_string(cpu.smtSiblings[i]);
    }
    if (cpu.coreType != platform::CoreType::Unknown) {
        text += std::string(", ") + platform::toString(cpu.coreType);
    }
    if (!cpu.online) {
        text += ", offline";
    }
    return text;
}

std::string coreMapJson(const CoreMap& map) {
    Json cpus = Json::array();
    for (const platform::LogicalCpu& cpu : map.topology.cpus) {
        cpus.push_back(cpuToJson(cpu));
    }
    Json pairs = Json::array();
    for (const CpuPair& pair : map.plan.pairs) {
        pairs.push_back(Json::array({pair.initiator, pair.responder}));
    }
    Json panels = Json::array();
    for (const CoreMapPanel& panel : map.panels) {
        Json cells = Json::array();
        for (const CoreMapCell& cell : panel.cells) {
            cells.push_back(cellToJson(cell));
        }
        panels.push_back(Json{{"mechanism", panel.mechanism},
                              {"wait", std::string(toString(panel.waitStrategy))},
                              {"cells", std::move(cells)}});
    }
    const SystemInfo& m = map.machine;
    const Json json{
        {"kind", "ipclab-core-map"},
        {"schema_version", 1},
        {"machine", Json{{"os_name", m.osName},
                         {"kernel", m.kernel},
                         {"cpu_model", m.cpuModel},
                         {"logical_cores", m.logicalCores},
                         {"virtualized", m.virtualized},
                         {"app_version", m.appVersion},
                         {"date", m.date}}},
        {"topology",
         Json{{"source", map.topology.source}, {"notes", map.topology.notes}, {"cpus", cpus}}},
        {"size", map.sizeBytes},
        {"figure", "one-way latency, ns: median of the rounds' medians and its 95% interval"},
        {"plan", Json{{"cpus", map.plan.cpus},
                      {"pairs", std::move(pairs)},
                      {"all_pairs", map.plan.allPairs},
                      {"sampled", map.plan.sampled()},
                      {"estimate_s", map.plan.estimateSeconds}}},
        {"cancelled", map.cancelled},
        {"mechanisms", std::move(panels)}};
    return json.dump(2) + "\n";
}

std::string coreMapCsv(const CoreMap& map) {
    std::string csv =
        "mechanism,size_bytes,initiator_cpu,responder_cpu,class,state,median_ns,ci95_low_ns,"
        "ci95_high_ns,rounds,settled,reason\n";
    for (const CoreMapPanel& panel : map.panels) {
        for (const CoreMapCell& cell : panel.cells) {
            const bool measured = cell.state == CoreMapCell::State::Measured;
            csv += csvField(panel.mechanism) + "," + std::to_string(map.sizeBytes) + "," +
                   std::to_string(cell.pair.initiator) + "," + std::to_string(cell.pair.responder) +
                   "," + std::string(pairClassId(cell.klass)) + "," +
                   std::string(toString(cell.state)) + "," + csvNumber(cell.medianNs) + "," +
                   csvNumber(cell.ciLowNs) + "," + csvNumber(cell.ciHighNs) + "," +
                   (measured ? std::to_string(cell.rounds) : "") + "," +
                   (measured ? (cell.settled ? "yes" : "no") : "") + "," + csvField(cell.reason) +
                   "\n";
        }
    }
    return csv;
}

}  // namespace ipclab
