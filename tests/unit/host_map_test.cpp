// The host map without Docker or a network: pair ordering, a row measured against fake peers
// (paired rounds, a node that leaves mid-run), merging rows, the JSON round trip, the heat
// map's input and one path's cost against another.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <string>

#include "ipclab/host_map.hpp"

namespace ipclab {
namespace {

TEST(HostMapPairs, EveryOrderedPairRowMajorWithoutDuplicates) {
    const std::vector<NodePair> pairs = orderedNodePairs({"lab1", "lab2", "lab1", "lab3"});
    const std::vector<NodePair> expected{{"lab1", "lab1"}, {"lab1", "lab2"}, {"lab1", "lab3"},
                                         {"lab2", "lab1"}, {"lab2", "lab2"}, {"lab2", "lab3"},
                                         {"lab3", "lab1"}, {"lab3", "lab2"}, {"lab3", "lab3"}};
    EXPECT_EQ(pairs, expected);
    EXPECT_TRUE(orderedNodePairs({}).empty());
}

TEST(HostMapPeer, ParsesPathNodeAndAddress) {
    auto peer = parseHostMapPeer("host:node-2=10.0.0.3:7291");
    ASSERT_TRUE(peer.ok());
    EXPECT_EQ(*peer, (HostMapPeer{"host", "node-2", "10.0.0.3:7291"}));
    auto plain = parseHostMapPeer("node-3=peer:7290");
    ASSERT_TRUE(plain.ok());
    EXPECT_EQ(plain->path, "overlay");
    EXPECT_FALSE(parseHostMapPeer("10.0.0.3:7291").ok());
    EXPECT_FALSE(parseHostMapPeer("=10.0.0.3:7291").ok());
    const auto badPort = parseHostMapPeer("n=host:99999");
    ASSERT_FALSE(badPort.ok());
    EXPECT_NE(badPort.error().message.find("peer n"), std::string::npos);
}

// A fake network: each address answers with a latency that depends on the round; the one in
// `leavesAfter` dies after that many runs against it.
struct FakePeers {
    std::map<std::string, double> latencyNs;
    std::map<std::string, int> leavesAfter;
    std::map<std::string, int> runs;
    std::vector<std::string> calls;

    RunResult operator()(const Experiment& experiment) {
        calls.push_back(experiment.remotePeer);
        const int run = runs[experiment.remotePeer]++;
        RunResult result;
        result.machine.hostName = "controller";
        for (const std::string& mechanism : experiment.mechanisms) {
            PointResult point;
            point.mechanism = mechanism;
            const auto leaves = leavesAfter.find(experiment.remotePeer);
            if (leaves != leavesAfter.end() && run >= leaves->second) {
                point.error = PointFailure(FailureKind::PeerDied,
                                           Text::verbatim("the remote peer closed the connection"));
            } else {
                point.ok = true;
                // Drift: every round a little slower, alike for every peer.
                point.latencyCi95.mean = latencyNs[experiment.remotePeer] * (1 + 0.01 * run);
            }
            result.points.push_back(point);
        }
        return result;
    }
};

Experiment tcpUdp() {
    Experiment base;
    base.mechanisms = {"tcp", "udp"};
    base.sizesBytes = {64};
    return base;
}

TEST(HostMapRow, PairedRoundsAlternateThePeerOrder) {
    FakePeers fake;
    fake.latencyNs = {{"o2:1", 40'000}, {"h2:1", 10'000}};
    const std::vector<HostMapPeer> peers{{"overlay", "n2", "o2:1"}, {"host", "n2", "h2:1"}};
    const HostMap map = measureHostMapRow("n1", peers, tcpUdp(), 4, std::ref(fake));
    EXPECT_EQ(fake.calls, (std::vector<std::string>{"o2:1", "h2:1", "h2:1", "o2:1", "o2:1", "h2:1",
                                                    "h2:1", "o2:1"}));
    EXPECT_EQ(map.nodes, (std::vector<std::string>{"n1", "n2"}));
    EXPECT_EQ(map.paths, (std::vector<std::string>{"overlay", "host"}));
    const HostMapCell* overlay = map.find({"n1", "n2"}, "overlay", "tcp");
    ASSERT_NE(overlay, nullptr);
    EXPECT_EQ(overlay->state, HostMapCell::State::Measured);
    EXPECT_EQ(overlay->roundMediansNs.size(), 4U);
    EXPECT_GE(overlay->medianNs, overlay->ciLowNs);
    EXPECT_LE(overlay->medianNs, overlay->ciHighNs);
    // The drift is in both paths, so the paired ratio is exactly 4 in every round.
    const std::vector<PathCost> costs = pathCosts(map, "overlay", "host");
    ASSERT_EQ(costs.size(), 2U);
    EXPECT_DOUBLE_EQ(costs.front().ratio.median, 4.0);
    EXPECT_DOUBLE_EQ(costs.front().ratio.low, 4.0);
    EXPECT_DOUBLE_EQ(costs.front().ratio.high, 4.0);
    EXPECT_EQ(costs.front().ratio.count, 4U);
}

TEST(HostMapRow, ANodeThatLeavesFailsItsCellsAndLosesNothingElse) {
    FakePeers fake;
    fake.latencyNs = {{"a:1", 30'000}, {"b:1", 50'000}};
    fake.leavesAfter = {{"b:1", 2}};
    const std::vector<HostMapPeer> peers{{"overlay", "a", "a:1"}, {"overlay", "b", "b:1"}};
    const HostMap map = measureHostMapRow("a", peers, tcpUdp(), 6, std::ref(fake));
    // b is asked once after it left (round 3), then no more.
    EXPECT_EQ(fake.runs["b:1"], 3);
    EXPECT_EQ(fake.runs["a:1"], 6);
    const HostMapCell* gone = map.find({"a", "b"}, "overlay", "tcp");
    ASSERT_NE(gone, nullptr);
    // Its two rounds are kept, the rest marked, the reason said.
    EXPECT_EQ(gone->state, HostMapCell::State::Measured);
    EXPECT_EQ(gone->roundMediansNs.size(), 6U);
    EXPECT_GE(gone->roundMediansNs[1], 0);
    EXPECT_LT(gone->roundMediansNs[2], 0);
    EXPECT_NE(gone->reason.find("closed the connection"), std::string::npos);
    const HostMapCell* kept = map.find({"a", "a"}, "overlay", "udp");
    ASSERT_NE(kept, nullptr);
    EXPECT_TRUE(kept->reason.empty());
    EXPECT_EQ(kept->state, HostMapCell::State::Measured);
}

TEST(HostMapRow, APeerThatNeverAnswersIsFailedNotMeasured) {
    FakePeers fake;
    fake.latencyNs = {{"a:1", 30'000}};
    fake.leavesAfter = {{"a:1", 0}};
    const HostMap map =
        measureHostMapRow("x", {{"overlay", "a", "a:1"}}, tcpUdp(), 3, std::ref(fake));
    const HostMapCell* cell = map.find({"x", "a"}, "overlay", "tcp");
    ASSERT_NE(cell, nullptr);
    EXPECT_EQ(cell->state, HostMapCell::State::Failed);
    EXPECT_LT(cell->medianNs, 0);
    EXPECT_EQ(fake.runs["a:1"], 1);
}

HostMap twoRows() {
    FakePeers fake;
    fake.latencyNs = {{"n1:1", 20'000}, {"n2:1", 40'000}};
    const std::vector<HostMapPeer> peers{{"overlay", "n1", "n1:1"}, {"overlay", "n2", "n2:1"}};
    const HostMap row1 = measureHostMapRow("n1", peers, tcpUdp(), 6, std::ref(fake));
    const HostMap row2 = measureHostMapRow("n2", peers, tcpUdp(), 6, std::ref(fake));
    auto merged = mergeHostMaps({row1, row2});
    EXPECT_TRUE(merged.ok());
    return merged.ok() ? *merged : HostMap{};
}

TEST(HostMapMerge, RowsBecomeOneMatrix) {
    const HostMap map = twoRows();
    EXPECT_EQ(map.nodes, (std::vector<std::string>{"n1", "n2"}));
    EXPECT_EQ(map.cells.size(), 8U);  // 4 pairs x 2 mechanisms x 1 path
    EXPECT_EQ(map.machines.size(), 2U);
    for (const NodePair& pair : orderedNodePairs(map.nodes)) {
        EXPECT_NE(map.find(pair, "overlay", "udp"), nullptr) << pair.from << " " << pair.to;
    }
    HostMap other = map;
    other.sizeBytes = 1024;
    const auto refused = mergeHostMaps({map, other});
    ASSERT_FALSE(refused.ok());
    EXPECT_NE(refused.error().message.find("different message sizes"), std::string::npos);
}

TEST(HostMapJson, RoundTripKeepsEveryField) {
    HostMap map = twoRows();
    map.cells.front().reason = "node \"n2\" left, \n mid-run";
    map.cells.front().roundMediansNs[3] = -1;
    SystemInfo machine = currentSystemInfo();
    machine.hardwareFloor = {};  // measured per run; not part of a host map
    map.machines.front() = machine;
    summarizeHostMapCell(map.cells.front());
    const std::string json = hostMapJson(map);
    auto back = parseHostMapJson(json);
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(*back, map);
    EXPECT_EQ(hostMapJson(*back), json);
}

TEST(HostMapJson, RefusesWhatIsNotAHostMap) {
    EXPECT_FALSE(parseHostMapJson("not json").ok());
    const auto coreMap = parseHostMapJson(R"({"schema": "ipclab-coremap"})");
    ASSERT_FALSE(coreMap.ok());
    EXPECT_NE(coreMap.error().message.find("not a host map"), std::string::npos);
    EXPECT_FALSE(parseHostMapJson(R"({"schema": "ipclab-hostmap", "version": 2})").ok());
    const auto missing = parseHostMapJson(R"({"schema": "ipclab-hostmap", "version": 1})");
    ASSERT_FALSE(missing.ok());
    EXPECT_NE(missing.error().message.find("missing"), std::string::npos);
    const auto stranger = parseHostMapJson(
        R"({"schema": "ipclab-hostmap", "version": 1, "size_bytes": 64, "nodes": ["a"],
            "paths": ["overlay"], "mechanisms": ["tcp"],
            "cells": [{"from": "a", "to": "z", "path": "overlay", "mechanism": "tcp"}]})");
    ASSERT_FALSE(stranger.ok());
    EXPECT_NE(stranger.error().message.find("does not list"), std::string::npos);
}

TEST(HostMapHeatMap, NodesLabelTheAxesOnePanelPerPathAndMechanism) {
    HostMap map = twoRows();
    // n2 to n1 over overlay/tcp failed outright.
    for (HostMapCell& cell : map.cells) {
        if (cell.pair == NodePair{"n2", "n1"} && cell.mechanism == "tcp") {
            cell.roundMediansNs.assign(cell.roundMediansNs.size(), -1);
            cell.reason = "node n1 left";
            summarizeHostMapCell(cell);
        }
    }
    const CoreMap heat = hostMapHeatMapInput(map);
    EXPECT_EQ(heat.labels, (std::vector<std::string>{"n1", "n2"}));
    EXPECT_EQ(heat.plan.cpus, (std::vector<int>{0, 1}));
    ASSERT_EQ(heat.panels.size(), 2U);
    EXPECT_EQ(heat.panels[0].mechanism, "tcp over overlay");
    EXPECT_EQ(heat.panels[1].mechanism, "udp over overlay");
    const CoreMapPanel& tcp = heat.panels[0];
    ASSERT_EQ(tcp.cells.size(), 4U);
    // Row = controller's node, column = peer's node.
    const CoreMapCell& n1n2 = tcp.at(0, 1, 2);
    EXPECT_EQ(n1n2.state, CoreMapCell::State::Measured);
    EXPECT_DOUBLE_EQ(n1n2.medianNs, map.find({"n1", "n2"}, "overlay", "tcp")->medianNs);
    EXPECT_TRUE(n1n2.settled);
    EXPECT_EQ(n1n2.rounds, 6);
    const CoreMapCell& n2n1 = tcp.at(1, 0, 2);
    EXPECT_EQ(n2n1.state, CoreMapCell::State::Failed);
    EXPECT_EQ(n2n1.reason, "node n1 left");
}

TEST(HostMapCsv, OneLinePerCellWithTheReasonQuoted) {
    HostMap map = twoRows();
    map.cells.front().reason = "left, mid-run";
    const std::string csv = hostMapCsv(map);
    EXPECT_EQ(std::count(csv.begin(), csv.end(), '\n'), 1 + static_cast<long>(map.cells.size()));
    EXPECT_NE(csv.find("\"left, mid-run\""), std::string::npos);
}

TEST(HostMapCost, TheFirstPathAgainstEachOtherOneUnlessAPairIsNamed) {
    HostMap map;
    map.paths = {"overlay", "bridge", "host"};
    using Pairs = std::vector<std::pair<std::string, std::string>>;
    EXPECT_EQ(pathComparisons(map, ""), (Pairs{{"overlay", "bridge"}, {"overlay", "host"}}));
    EXPECT_EQ(pathComparisons(map, "bridge/host"), (Pairs{{"bridge", "host"}}));
    map.paths = {"overlay"};
    EXPECT_TRUE(pathComparisons(map, "").empty());
}

}  // namespace
}  // namespace ipclab
