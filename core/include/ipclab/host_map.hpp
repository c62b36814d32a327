#pragma once
/// The host map: the network mechanisms between every ordered pair of nodes (a lab's machines,
/// a swarm's nodes), each pair over one or more network paths ("overlay", "bridge", "host").
/// A controller on node A measures its row (A to every peer) in paired rounds: each round
/// gives every peer and path one repetition of every mechanism, the order reversed every other
/// round, so the machine's drift hits every cell alike and two paths to one node can be
/// compared round by round. Rows from several nodes are merged into one map. Qt-free; the CLI
/// (`ipclab-cli hostmap`) measures and writes it, the GUI opens and draws it.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ipclab/core_map.hpp"
#include "ipclab/experiment.hpp"
#include "ipclab/platform/error.hpp"
#include "ipclab/result.hpp"

namespace ipclab {

/// One peer to measure against: `ipclab-peer --listen` on node `node`, reached over `path` at
/// `address` ("HOST:PORT").
struct HostMapPeer {
    std::string path;  ///< "overlay", "bridge", "host", ...: a label, not interpreted.
    std::string node;
    std::string address;
    bool operator==(const HostMapPeer&) const = default;
};

/// Parses "PATH:NODE=HOST:PORT" (or "NODE=HOST:PORT", path "overlay"); InvalidArgument saying
/// what is wrong otherwise.
platform::Expected<HostMapPeer> parseHostMapPeer(std::string_view text);

/// An ordered pair of nodes: `from` runs the controller, `to` the peer.
struct NodePair {
    std::string from;
    std::string to;
    bool operator==(const NodePair&) const = default;
};

/// Every ordered pair of `nodes` (duplicates dropped, first place kept), row-major: the first
/// node to every node (itself first among them as listed), then the second, ...
std::vector<NodePair> orderedNodePairs(const std::vector<std::string>& nodes);

/// One mechanism over one path from one node to another.
struct HostMapCell {
    enum class State { Measured, Failed, NotMeasured };
    NodePair pair;
    std::string path;
    std::string mechanism;
    State state = State::NotMeasured;
    /// One-way latency (ns) of each round, in round order; a round that failed holds -1 (so
    /// rounds of two paths pair by index).
    std::vector<double> roundMediansNs;
    double medianNs = -1;  ///< Median of the rounds' medians (the interval's own estimator).
    double ciLowNs = -1;   ///< Its 95% interval (order statistics, distribution-free).
    double ciHighNs = -1;
    double coverage = 0;  ///< The interval's real coverage (below 0.95 with five rounds or fewer).
    std::string reason;   ///< Failed: why, in English (the first failure; rounds before it stay).
    bool operator==(const HostMapCell&) const = default;
};

std::string_view toString(HostMapCell::State state) noexcept;  ///< "measured", "failed", ...

struct HostMap {
    std::size_t sizeBytes = 64;
    int rounds = 0;                  ///< Rounds asked of each row.
    std::vector<std::string> nodes;  ///< Rows and columns, in order.
    std::vector<std::string> paths;  ///< In order of first appearance.
    std::vector<std::string> mechanisms;
    std::vector<SystemInfo> machines;  ///< The controllers' machines (one per merged row).
    std::vector<HostMapCell> cells;    ///< Any order; find() looks one up.
    bool operator==(const HostMap&) const = default;

    const HostMapCell* find(const NodePair& pair, std::string_view path,
                            std::string_view mechanism) const;
};

/// Fills a cell's median and interval from its rounds (the failed ones, -1, left out); a cell
/// with no round left is Failed (its reason kept) or NotMeasured.
void summarizeHostMapCell(HostMapCell& cell);

/// Measures the row of node `from`: `rounds` rounds, each one repetition of every mechanism of
/// `base` against every peer through `measure` (a run with Experiment::remotePeer set), the peer
/// order reversed every other round. A peer that fails (gone, refused, timed out) fails its
/// cells with the reason and is not asked again; every other peer goes on and nothing measured
/// is dropped. `cancelled` is polled between runs (may be empty).
HostMap measureHostMapRow(const std::string& from, const std::vector<HostMapPeer>& peers,
                          const Experiment& base, int rounds,
                          const std::function<RunResult(const Experiment&)>& measure,
                          const std::function<bool()>& cancelled = {});

/// One map from several rows (or maps): nodes, paths and mechanisms united in order of first
/// appearance, cells of a pair measured twice taken from the later map. InvalidArgument when the
/// message sizes differ.
platform::Expected<HostMap> mergeHostMaps(const std::vector<HostMap>& maps);

/// The map as JSON (schema "ipclab-hostmap", version 1) and back; the round trip keeps every
/// field. InvalidArgument with the reason for text that is not such a map.
std::string hostMapJson(const HostMap& map);
platform::Expected<HostMap> parseHostMapJson(std::string_view text);

/// One line per cell: from, to, path, mechanism, state, median and interval, rounds, reason.
std::string hostMapCsv(const HostMap& map);

/// What the heat map draws: a CoreMap whose rows and columns are the nodes (CoreMap::labels
/// holds their names, plan.cpus their indices), one panel per path and mechanism, titled
/// "tcp over overlay".
CoreMap hostMapHeatMapInput(const HostMap& map);

/// What one path costs against another, pair by pair: per round the ratio of the two paths'
/// medians (both measured in that round), then the median ratio and its interval.
struct PathCost {
    NodePair pair;
    std::string mechanism;
    double pathNs = -1;      ///< The path's median of rounds (e.g. overlay).
    double baselineNs = -1;  ///< The baseline's (e.g. host).
    MedianInterval ratio;    ///< path / baseline, over the paired rounds.
};
std::vector<PathCost> pathCosts(const HostMap& map, std::string_view path,
                                std::string_view baseline);

/// Which paths to compare: "PATH/BASELINE" (`choice`) as one pair, or, when `choice` is empty
/// or has no '/', the map's first path against each other one, in the map's order.
std::vector<std::pair<std::string, std::string>> pathComparisons(const HostMap& map,
                                                                 std::string_view choice);

}  // namespace ipclab
