// The topology reader against recorded sysfs trees of four machines (tests/data/topology), and
// against this machine's own OS.
#include <gtest/gtest.h>

#include <string>

#include "ipclab/platform/cpu.hpp"
#include "ipclab/platform/topology.hpp"

namespace ipclab::platform {
namespace {

CpuTopology recorded(const std::string& machine) {
    auto topology = readSysfsCpuTopology(std::string(IPCLAB_TOPOLOGY_DATA) + "/" + machine);
    EXPECT_TRUE(topology.ok()) << (topology.ok() ? "" : topology.error().message);
    return topology.ok() ? topology.value() : CpuTopology{};
}

TEST(CpuList, ParsesRangesAndSingles) {
    auto list = parseCpuList("0-3,8,10-11");
    ASSERT_TRUE(list.ok());
    EXPECT_EQ(list.value(), (std::vector<int>{0, 1, 2, 3, 8, 10, 11}));
    EXPECT_TRUE(parseCpuList("").ok());
    EXPECT_FALSE(parseCpuList("3-1").ok());
    EXPECT_FALSE(parseCpuList("a").ok());
    EXPECT_FALSE(parseCpuList("1,,2").ok());
}

TEST(Topology, LaptopWithSmt) {
    const CpuTopology t = recorded("laptop_4c8t");
    ASSERT_EQ(t.cpus.size(), 8u);
    EXPECT_EQ(t.cores(), 4);
    EXPECT_EQ(t.packages(), 1);
    EXPECT_FALSE(t.hybrid());
    EXPECT_EQ(t.find(0)->smtSiblings, std::vector<int>{4});
    EXPECT_EQ(t.find(5)->smtSiblings, std::vector<int>{1});
    EXPECT_EQ(t.find(5)->coreId, 1);
    EXPECT_EQ(t.find(3)->numaNode, 0);
    EXPECT_EQ(t.find(3)->clusterId, -1);  // 65535: x86 has no cluster level here
    EXPECT_TRUE(t.find(7)->online);
}

TEST(Topology, HybridPerformanceAndEfficiencyCores) {
    const CpuTopology t = recorded("hybrid_6p8e");
    ASSERT_EQ(t.cpus.size(), 20u);
    EXPECT_TRUE(t.hybrid());
    EXPECT_EQ(t.cores(), 14);
    for (int id = 0; id < 12; ++id) {
        EXPECT_EQ(t.find(id)->coreType, CoreType::Performance) << id;
        EXPECT_EQ(t.find(id)->smtSiblings.size(), 1u) << id;
    }
    for (int id = 12; id < 20; ++id) {
        EXPECT_EQ(t.find(id)->coreType, CoreType::Efficiency) << id;
        EXPECT_TRUE(t.find(id)->smtSiblings.empty()) << id;
    }
    // E-cores come in modules of four sharing an L2: the cluster.
    EXPECT_EQ(t.find(12)->clusterId, t.find(15)->clusterId);
    EXPECT_NE(t.find(15)->clusterId, t.find(16)->clusterId);
}

TEST(Topology, TwoSocketServerWithNumaAndAnOfflineCpu) {
    const CpuTopology t = recorded("server_2s");
    ASSERT_EQ(t.cpus.size(), 16u);
    EXPECT_EQ(t.packages(), 2);
    EXPECT_EQ(t.find(1)->packageId, 0);
    EXPECT_EQ(t.find(4)->packageId, 1);
    EXPECT_EQ(t.find(9)->numaNode, 0);
    EXPECT_EQ(t.find(12)->numaNode, 1);
    EXPECT_EQ(t.find(4)->smtSiblings, std::vector<int>{12});
    EXPECT_FALSE(t.find(15)->online);
    EXPECT_TRUE(t.find(14)->online);
}

TEST(Topology, TwoVcpuVirtualMachine) {
    const CpuTopology t = recorded("vm_2vcpu");
    ASSERT_EQ(t.cpus.size(), 2u);
    EXPECT_EQ(t.cores(), 2);
    EXPECT_TRUE(t.find(0)->smtSiblings.empty());
    EXPECT_EQ(t.find(1)->coreId, 1);
}

TEST(Topology, MissingTreeIsAnError) {
    EXPECT_FALSE(readSysfsCpuTopology(std::string(IPCLAB_TOPOLOGY_DATA) + "/no-such").ok());
}

TEST(Topology, ThisMachineListsEveryAllowedCpu) {
    auto topology = readCpuTopology();
    ASSERT_TRUE(topology.ok()) << topology.error().message;
    EXPECT_FALSE(topology->source.empty());
    for (const int cpu : allowedCpus()) {
        EXPECT_NE(topology->find(cpu), nullptr) << cpu;
    }
}

}  // namespace
}  // namespace ipclab::platform
