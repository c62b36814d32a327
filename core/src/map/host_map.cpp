// The host map: a row measured in paired rounds against a list of peers, rows merged, the map
// as JSON / CSV, drawn as a CoreMap-shaped heat map, and one path's cost against another.
#include "ipclab/host_map.hpp"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <ranges>
#include <sstream>

#include "ipclab/remote.hpp"
#include "ipclab/statistics.hpp"
#include "ipclab/text.hpp"
#include "map/map_csv.hpp"
#include "results/machine_json.hpp"

namespace ipclab {

namespace {

using Json = nlohmann::ordered_json;
constexpr const char* kSchema = "ipclab-hostmap";
constexpr int kSchemaVersion = 1;

// `why`: a literal marked IPCLAB_TR_NOOP.
platform::Error invalid(const char* why, std::vector<TextArg> args = {}) {
    return textError(platform::ErrorCode::InvalidArgument, Text(why, std::move(args)));
}

void addOnce(std::vector<std::string>& list, const std::string& value) {
    if (std::ranges::find(list, value) == list.end()) {
        list.push_back(value);
    }
}

Json figure(double value) {
    return value >= 0 && std::isfinite(value) ? Json(value) : Json();
}

double figureFrom(const Json& json) {
    return json.is_number() ? json.get<double>() : -1.0;
}

HostMapCell::State stateFrom(const std::string& text) {
    if (text == "measured") {
        return HostMapCell::State::Measured;
    }
    return text == "failed" ? HostMapCell::State::Failed : HostMapCell::State::NotMeasured;
}

// A controller's machine: the results' machine block (with its hardware floor, where the run
// measured one) and the app version, which a results file keeps beside the block.
Json machineToJson(const SystemInfo& machine) {
    Json json = detail::machineToJson(machine);
    json["app_version"] = machine.appVersion;
    return json;
}

SystemInfo machineFromJson(const Json& json, std::size_t index) {
    const detail::JsonReader reader(json, detail::jsonIndexedPath("machines", index));
    SystemInfo machine = detail::machineFromJson(reader);
    machine.appVersion = reader.has("app_version") ? reader.string("app_version") : "";
    return machine;
}

HostMapCell& cellFor(HostMap& map, const NodePair& pair, const std::string& path,
                     const std::string& mechanism) {
    auto found = std::ranges::find_if(map.cells, [&](const HostMapCell& cell) {
        return cell.pair == pair && cell.path == path && cell.mechanism == mechanism;
    });
    if (found != map.cells.end()) {
        return *found;
    }
    HostMapCell cell;
    cell.pair = pair;
    cell.path = path;
    cell.mechanism = mechanism;
    map.cells.push_back(std::move(cell));
    return map.cells.back();
}

}  // namespace

platform::Expected<HostMapPeer> parseHostMapPeer(std::string_view text) {
    const std::size_t equals = text.find('=');
    if (equals == std::string_view::npos) {
        return invalid(
            IPCLAB_TR_NOOP("ipclab::CoreMessages",
                           "a peer is PATH:NODE=HOST:PORT or NODE=HOST:PORT (got \"%1\")"),
            {verbatimArg(std::string(text))});
    }
    HostMapPeer peer;
    const std::string_view name = text.substr(0, equals);
    const std::size_t colon = name.find(':');
    peer.path = colon == std::string_view::npos ? "overlay" : std::string(name.substr(0, colon));
    peer.node = std::string(colon == std::string_view::npos ? name : name.substr(colon + 1));
    peer.address = std::string(text.substr(equals + 1));
    if (peer.path.empty() || peer.node.empty()) {
        return invalid(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                      "a peer needs a node name before '=' (got \"%1\")"),
                       {verbatimArg(std::string(text))});
    }
    if (auto address = parseHostPort(peer.address); !address) {
        return invalid(IPCLAB_TR_NOOP("ipclab::CoreMessages", "peer %1: %2"),
                       {verbatimArg(peer.node), textArg(errorText(address.error()))});
    }
    return peer;
}

std::vector<NodePair> orderedNodePairs(const std::vector<std::string>& nodes) {
    std::vector<std::string> unique;
    for (const std::string& node : nodes) {
        addOnce(unique, node);
    }
    std::vector<NodePair> pairs;
    pairs.reserve(unique.size() * unique.size());
    for (const std::string& from : unique) {
        for (const std::string& to : unique) {
            pairs.push_back({from, to});
        }
    }
    return pairs;
}

std::string_view toString(HostMapCell::State state) noexcept {
    switch (state) {
        case HostMapCell::State::Measured:
            return "measured";
        case HostMapCell::State::Failed:
            return "failed";
        case HostMapCell::State::NotMeasured:
            break;
    }
    return "not-measured";
}

const HostMapCell* HostMap::find(const NodePair& pair, std::string_view path,
                                 std::string_view mechanism) const {
    auto found = std::ranges::find_if(cells, [&](const HostMapCell& cell) {
        return cell.pair == pair && cell.path == path && cell.mechanism == mechanism;
    });
    return found == cells.end() ? nullptr : &*found;
}

void summarizeHostMapCell(HostMapCell& cell) {
    std::vector<double> measured;
    for (const double value : cell.roundMediansNs) {
        if (value >= 0) {
            measured.push_back(value);
        }
    }
    if (measured.empty()) {
        cell.state =
            cell.reason.empty() ? HostMapCell::State::NotMeasured : HostMapCell::State::Failed;
        cell.medianNs = cell.ciLowNs = cell.ciHighNs = -1;
        cell.coverage = 0;
        return;
    }
    const MedianInterval interval = medianInterval(measured);
    // A cell whose peer left keeps the rounds it had; the reason still says what happened.
    cell.state = HostMapCell::State::Measured;
    cell.medianNs = interval.median;
    cell.ciLowNs = interval.low;
    cell.ciHighNs = interval.high;
    cell.coverage = interval.coverage;
}

namespace {

// One round of one peer into the row's cells. True when the peer is gone (died, timed out,
// refused): it is not asked again. A mechanism that failed on its own (e.g. UDP loss) is.
bool recordRound(HostMap& map, const std::string& from, const HostMapPeer& peer,
                 const RunResult& run) {
    bool gone = false;
    for (const std::string& mechanism : map.mechanisms) {
        HostMapCell& cell = cellFor(map, {from, peer.node}, peer.path, mechanism);
        auto point = std::ranges::find_if(run.points, [&](const PointResult& p) {
            return p.mechanism == mechanism && !p.selfComparison;
        });
        if (point != run.points.end() && point->ok) {
            cell.roundMediansNs.push_back(point->latencyCi95.mean);
            continue;
        }
        cell.roundMediansNs.push_back(-1);
        if (cell.reason.empty()) {
            cell.reason = point != run.points.end() ? point->error.english()
                                                    : "no result from the peer at " + peer.address;
        }
        gone = gone || point == run.points.end() || point->error.kind == FailureKind::PeerDied ||
               point->error.kind == FailureKind::PeerTimeout ||
               point->error.kind == FailureKind::RemotePeer;
    }
    return gone;
}

// The row's cells, empty, so that a peer never reached still shows in the map.
HostMap emptyRow(const std::string& from, const std::vector<HostMapPeer>& peers,
                 const Experiment& base, int rounds) {
    HostMap map;
    map.sizeBytes = base.sizesBytes.empty() ? 64 : base.sizesBytes.front();
    map.rounds = rounds;
    map.mechanisms = base.mechanisms;
    map.nodes.push_back(from);
    for (const HostMapPeer& peer : peers) {
        addOnce(map.nodes, peer.node);
        addOnce(map.paths, peer.path);
        for (const std::string& mechanism : base.mechanisms) {
            cellFor(map, {from, peer.node}, peer.path, mechanism);
        }
    }
    return map;
}

}  // namespace

HostMap measureHostMapRow(const std::string& from, const std::vector<HostMapPeer>& peers,
                          const Experiment& base, int rounds,
                          const std::function<RunResult(const Experiment&)>& measure,
                          const std::function<bool()>& cancelled) {
    HostMap map = emptyRow(from, peers, base, rounds);
    SystemInfo controller = currentSystemInfo();
    bool controllerKnown = false;
    std::vector<bool> gone(peers.size(), false);
    bool stop = false;
    for (int round = 0; round < rounds && !stop; ++round) {
        // Reversed every other round: no peer is always measured first, or always last.
        for (std::size_t i = 0; i < peers.size() && !stop; ++i) {
            const std::size_t index = round % 2 == 0 ? i : peers.size() - 1 - i;
            const HostMapPeer& peer = peers[index];
            stop = cancelled && cancelled();
            if (stop || gone[index]) {
                if (!stop) {
                    for (const std::string& mechanism : map.mechanisms) {
                        cellFor(map, {from, peer.node}, peer.path, mechanism)
                            .roundMediansNs.push_back(-1);
                    }
                }
                continue;
            }
            Experiment experiment = base;
            experiment.remotePeer = peer.address;
            experiment.settle = false;
            experiment.repetitions = 1;
            experiment.sizesBytes = {map.sizeBytes};
            const RunResult run = measure(experiment);
            if (!controllerKnown && !run.points.empty()) {
                controller = run.machine;  // with its hardware floor
                controllerKnown = true;
            }
            stop = run.cancelled;
            if (!stop || !run.points.empty()) {
                gone[index] = recordRound(map, from, peer, run);
            }
        }
    }
    map.machines.push_back(controller);
    for (HostMapCell& cell : map.cells) {
        summarizeHostMapCell(cell);
    }
    return map;
}

platform::Expected<HostMap> mergeHostMaps(const std::vector<HostMap>& maps) {
    HostMap merged;
    if (maps.empty()) {
        return merged;
    }
    merged.sizeBytes = maps.front().sizeBytes;
    for (const HostMap& map : maps) {
        if (map.sizeBytes != merged.sizeBytes) {
            return invalid(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                          "the maps measured different message sizes (%1 and "
                                          "%2 bytes)"),
                           {integerArg(static_cast<std::int64_t>(merged.sizeBytes)),
                            integerArg(static_cast<std::int64_t>(map.sizeBytes))});
        }
        merged.rounds = std::max(merged.rounds, map.rounds);
        for (const std::string& node : map.nodes) {
            addOnce(merged.nodes, node);
        }
        for (const std::string& path : map.paths) {
            addOnce(merged.paths, path);
        }
        for (const std::string& mechanism : map.mechanisms) {
            addOnce(merged.mechanisms, mechanism);
        }
        merged.machines.insert(merged.machines.end(), map.machines.begin(), map.machines.end());
        for (const HostMapCell& cell : map.cells) {
            cellFor(merged, cell.pair, cell.path, cell.mechanism) = cell;
        }
    }
    return merged;
}

std::string hostMapJson(const HostMap& map) {
    Json cells = Json::array();
    for (const HostMapCell& cell : map.cells) {
        Json rounds = Json::array();
        for (const double value : cell.roundMediansNs) {
            rounds.push_back(figure(value));
        }
        Json json{{"from", cell.pair.from},
                  {"to", cell.pair.to},
                  {"path", cell.path},
                  {"mechanism", cell.mechanism},
                  {"state", std::string(toString(cell.state))},
                  {"median_ns", figure(cell.medianNs)},
                  {"ci95_low_ns", figure(cell.ciLowNs)},
                  {"ci95_high_ns", figure(cell.ciHighNs)},
                  {"coverage", cell.coverage},
                  {"round_medians_ns", rounds}};
        if (!cell.reason.empty()) {
            json["reason"] = cell.reason;
        }
        cells.push_back(std::move(json));
    }
    Json machines = Json::array();
    for (const SystemInfo& machine : map.machines) {
        machines.push_back(machineToJson(machine));
    }
    const Json json{{"schema", kSchema},
                    {"version", kSchemaVersion},
                    {"what",
                     "one-way latency (ns) between every ordered pair of nodes: median of "
                     "paired rounds, 95% interval from order statistics"},
                    {"size_bytes", map.sizeBytes},
                    {"rounds", map.rounds},
                    {"nodes", map.nodes},
                    {"paths", map.paths},
                    {"mechanisms", map.mechanisms},
                    {"machines", machines},
                    {"cells", cells}};
    return json.dump(2) + "\n";
}

platform::Expected<HostMap> parseHostMapJson(std::string_view text) {
    const Json json = Json::parse(text, nullptr, false);
    if (json.is_discarded() || !json.is_object()) {
        return invalid(IPCLAB_TR_NOOP("ipclab::CoreMessages", "not JSON, or not a JSON object"));
    }
    if (json.value("schema", "") != kSchema) {
        return invalid(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                      "not a host map (no \"schema\": \"ipclab-hostmap\"); a "
                                      "core map or a run file opens elsewhere"));
    }
    if (json.value("version", 0) != kSchemaVersion) {
        return invalid(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                      "host map version %1 is not one this IPC Lab reads (1)"),
                       {verbatimArg(json.value("version", Json()).dump())});
    }
    HostMap map;
    try {
        map.sizeBytes = json.at("size_bytes").get<std::size_t>();
        map.rounds = json.value("rounds", 0);
        map.nodes = json.at("nodes").get<std::vector<std::string>>();
        map.paths = json.at("paths").get<std::vector<std::string>>();
        map.mechanisms = json.at("mechanisms").get<std::vector<std::string>>();
        const Json machines = json.value("machines", Json::array());
        for (std::size_t i = 0; i < machines.size(); ++i) {
            map.machines.push_back(machineFromJson(machines[i], i));
        }
        for (const Json& entry : json.at("cells")) {
            HostMapCell cell;
            cell.pair = {entry.at("from").get<std::string>(), entry.at("to").get<std::string>()};
            cell.path = entry.at("path").get<std::string>();
            cell.mechanism = entry.at("mechanism").get<std::string>();
            cell.state = stateFrom(entry.value("state", ""));
            cell.medianNs = figureFrom(entry.value("median_ns", Json()));
            cell.ciLowNs = figureFrom(entry.value("ci95_low_ns", Json()));
            cell.ciHighNs = figureFrom(entry.value("ci95_high_ns", Json()));
            cell.coverage = entry.value("coverage", 0.0);
            for (const Json& value : entry.value("round_medians_ns", Json::array())) {
                cell.roundMediansNs.push_back(figureFrom(value));
            }
            cell.reason = entry.value("reason", "");
            if (std::ranges::find(map.nodes, cell.pair.from) == map.nodes.end() ||
                std::ranges::find(map.nodes, cell.pair.to) == map.nodes.end()) {
                return invalid(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                              "a cell names a node the map does not list (%1 "
                                              "to %2)"),
                               {verbatimArg(cell.pair.from), verbatimArg(cell.pair.to)});
            }
            map.cells.push_back(std::move(cell));
        }
    } catch (const Json::exception& error) {
        return invalid(
            IPCLAB_TR_NOOP("ipclab::CoreMessages", "a field is missing or of the wrong type: %1"),
            {verbatimArg(error.what())});
    } catch (const detail::JsonError& error) {
        return textError(platform::ErrorCode::InvalidArgument, error.text);
    }
    return map;
}

std::string hostMapCsv(const HostMap& map) {
    std::ostringstream out;
    out << "from,to,path,mechanism,size_bytes,state,median_ns,ci95_low_ns,ci95_high_ns,rounds,"
           "reason\n";
    for (const HostMapCell& cell : map.cells) {
        const auto rounds =
            std::ranges::count_if(cell.roundMediansNs, [](double value) { return value >= 0; });
        const auto number = [](double value) {
            return value >= 0 ? std::to_string(value) : std::string();
        };
        out << csvField(cell.pair.from) << ',' << csvField(cell.pair.to) << ','
            << csvField(cell.path) << ',' << csvField(cell.mechanism) << ',' << map.sizeBytes << ','
            << toString(cell.state) << ',' << number(cell.medianNs) << ',' << number(cell.ciLowNs)
            << ',' << number(cell.ciHighNs) << ',' << rounds << ',' << csvField(cell.reason)
            << '\n';
    }
    return out.str();
}

CoreMap hostMapHeatMapInput(const HostMap& map) {
    CoreMap core;
    core.sizeBytes = map.sizeBytes;
    core.labels = map.nodes;
    if (!map.machines.empty()) {
        core.machine = map.machines.front();
    }
    const std::size_t n = map.nodes.size();
    for (std::size_t i = 0; i < n; ++i) {
        core.plan.cpus.push_back(static_cast<int>(i));
    }
    core.plan.allPairs = n * n;
    for (const std::string& path : map.paths) {
        for (const std::string& mechanism : map.mechanisms) {
            CoreMapPanel panel;
            panel.mechanism = mechanism + " over " + path;
            for (std::size_t i = 0; i < n; ++i) {
                for (std::size_t j = 0; j < n; ++j) {
                    CoreMapCell cell;
                    cell.pair = {static_cast<int>(i), static_cast<int>(j)};
                    cell.klass = i == j ? PairClass::SameCpu : PairClass::OtherPackage;
                    const HostMapCell* found =
                        map.find({map.nodes[i], map.nodes[j]}, path, mechanism);
                    if (found != nullptr && found->state == HostMapCell::State::Measured) {
                        cell.state = CoreMapCell::State::Measured;
                        cell.medianNs = found->medianNs;
                        cell.ciLowNs = found->ciLowNs;
                        cell.ciHighNs = found->ciHighNs;
                        cell.rounds = static_cast<int>(std::ranges::count_if(
                            found->roundMediansNs, [](double value) { return value >= 0; }));
                        // "Settled" here: every round asked was measured.
                        cell.settled = cell.rounds == map.rounds;
                    } else if (found != nullptr && found->state == HostMapCell::State::Failed) {
                        cell.state = CoreMapCell::State::Failed;
                        cell.reason = found->reason;
                    }
                    panel.cells.push_back(std::move(cell));
                }
            }
            core.panels.push_back(std::move(panel));
        }
    }
    return core;
}

std::vector<PathCost> pathCosts(const HostMap& map, std::string_view path,
                                std::string_view baseline) {
    std::vector<PathCost> costs;
    for (const NodePair& pair : orderedNodePairs(map.nodes)) {
        for (const std::string& mechanism : map.mechanisms) {
            const HostMapCell* over = map.find(pair, path, mechanism);
            const HostMapCell* base = map.find(pair, baseline, mechanism);
            if (over == nullptr || base == nullptr) {
                continue;
            }
            std::vector<double> ratios;
            const std::size_t n =
                std::min(over->roundMediansNs.size(), base->roundMediansNs.size());
            for (std::size_t round = 0; round < n; ++round) {
                const double a = over->roundMediansNs[round];
                const double b = base->roundMediansNs[round];
                if (a >= 0 && b > 0) {
                    ratios.push_back(a / b);
                }
            }
            if (ratios.empty()) {
                continue;
            }
            PathCost cost;
            cost.pair = pair;
            cost.mechanism = mechanism;
            cost.pathNs = over->medianNs;
            cost.baselineNs = base->medianNs;
            cost.ratio = medianInterval(ratios);
            costs.push_back(std::move(cost));
        }
    }
    return costs;
}

std::vector<std::pair<std::string, std::string>> pathComparisons(const HostMap& map,
                                                                 std::string_view choice) {
    std::vector<std::pair<std::string, std::string>> comparisons;
    if (const std::size_t slash = choice.find('/'); slash != std::string_view::npos) {
        comparisons.emplace_back(choice.substr(0, slash), choice.substr(slash + 1));
        return comparisons;
    }
    for (std::size_t i = 1; i < map.paths.size(); ++i) {
        comparisons.emplace_back(map.paths.front(), map.paths[i]);
    }
    return comparisons;
}

}  // namespace ipclab
