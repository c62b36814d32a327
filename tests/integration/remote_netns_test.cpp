// tcp, zmq.tcp, udp and websocket ping-pong with the real ipclab-peer --listen inside a network
// namespace joined to this one by a veth pair. Needs root and `ip netns` (CI runs as root);
// skipped with the reason otherwise. The namespace, the veth pair and the peer always go.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "remote_support.hpp"

namespace ipclab::testing {
namespace {

using std::chrono::milliseconds;

std::string findIp() {
    for (const char* path : {"/usr/sbin/ip", "/sbin/ip", "/usr/bin/ip", "/bin/ip"}) {
        std::error_code error;
        if (std::filesystem::exists(path, error)) {
            return path;
        }
    }
    return {};
}

bool shell(const std::string& command) {
    return std::system((command + " >/dev/null 2>&1").c_str()) == 0;
}

class RemoteNetns : public ::testing::Test {
  protected:
    void SetUp() override {
        m_ip = findIp();
        if (m_ip.empty()) {
            GTEST_SKIP() << "no `ip` command (iproute2): namespaces cannot be set up here";
        }
        // Unique per process, so parallel runs do not collide; 10.211.X.0/29 likewise.
        const long long pid = platform::currentProcessId();
        const std::string suffix = std::to_string(pid % 100000);
        m_namespace = "ipclab-test-" + suffix;
        m_hostLink = "iplh" + suffix;
        m_peerLink = "iplp" + suffix;
        const std::string subnet = "10.211." + std::to_string(pid % 250) + ".";
        m_hostAddress = subnet + "1";
        m_peerAddress = subnet + "2";
        if (!shell(m_ip + " netns add " + m_namespace)) {
            GTEST_SKIP() << "`ip netns add` failed: network namespaces need Linux and root "
                            "(CAP_SYS_ADMIN)";
        }
        m_created = true;
        const bool configured =
            shell(m_ip + " link add " + m_hostLink + " type veth peer name " + m_peerLink) &&
            shell(m_ip + " link set " + m_peerLink + " netns " + m_namespace) &&
            shell(m_ip + " addr add " + m_hostAddress + "/29 dev " + m_hostLink) &&
            shell(m_ip + " link set " + m_hostLink + " up") &&
            shell(m_ip + " -n " + m_namespace + " addr add " + m_peerAddress + "/29 dev " +
                  m_peerLink) &&
            shell(m_ip + " -n " + m_namespace + " link set " + m_peerLink + " up") &&
            shell(m_ip + " -n " + m_namespace + " link set lo up");
        if (!configured) {
            GTEST_SKIP() << "cannot set up the veth pair between the namespaces";
        }
        auto peer = platform::Process::spawn(
            m_ip, {"netns", "exec", m_namespace, IPCLAB_PEER_PATH, "--listen",
                   m_peerAddress + ":7290", "--token", kTestToken});
        ASSERT_TRUE(peer.ok()) << peer.error().message;
        m_peer = std::move(peer.value());
        ASSERT_TRUE(waitUntilListening(m_peerAddress, 7290, milliseconds(10000)))
            << "the peer in the namespace did not start listening";
    }

    void TearDown() override {
        m_peer.kill();
        (void)m_peer.wait(milliseconds(5000));
        if (m_created) {
            shell(m_ip + " link del " + m_hostLink);  // takes its veth partner with it
            shell(m_ip + " netns del " + m_namespace);
        }
    }

    std::string m_ip;
    std::string m_namespace;
    std::string m_hostLink;
    std::string m_peerLink;
    std::string m_hostAddress;
    std::string m_peerAddress;
    bool m_created = false;
    platform::Process m_peer;
};

TEST_F(RemoteNetns, NetworkMechanismsPingPongAcrossNamespaces) {
    Experiment experiment =
        remoteExperiment(m_peerAddress + ":7290", {"tcp", "zmq.tcp", "udp", "websocket"});
    const RunResult result = runRemote(experiment);
    ASSERT_EQ(result.points.size(), 8u);
    for (const PointResult& point : result.points) {
        EXPECT_TRUE(point.ok) << point.mechanism << " " << point.sizeBytes << ": "
                              << point.error.english();
        EXPECT_EQ(point.repetitions.size(), 2u) << point.mechanism;
        EXPECT_EQ(point.latencyNs.count + point.lostMessages, 2u * 200u) << point.mechanism;
    }
    EXPECT_FALSE(result.peerMachine.hostName.empty());
    EXPECT_FALSE(result.peerMachine.kernel.empty());
}

// The namespace has no route to anything but its /29: a peer there that the controller reaches
// only by its address proves the data really crossed the veth pair - and a wrong address in
// the same subnet is a timeout, not a hang.
TEST_F(RemoteNetns, AnAddressWithNobodyBehindItTimesOut) {
    const std::string subnet = m_peerAddress.substr(0, m_peerAddress.rfind('.') + 1);
    Experiment experiment = remoteExperiment(subnet + "3:7290", {"tcp"});
    experiment.peerTimeoutMs = 400;
    const RunResult result = runRemote(experiment);
    ASSERT_FALSE(result.points.empty());
    EXPECT_FALSE(result.points[0].ok);
    EXPECT_NE(result.points[0].error.english().find("remote peer " + subnet + "3:7290"),
              std::string::npos)
        << result.points[0].error.english();
}

}  // namespace
}  // namespace ipclab::testing
