#pragma once
// Helpers for the remote-peer tests: an in-process PeerServer on loopback, the real
// ipclab-peer --listen on a chosen port, and an experiment against either.
#include <atomic>
#include <chrono>
#include <memory>
#include <string>
#include <thread>

#include "ipclab/platform/process.hpp"
#include "ipclab/platform/socket.hpp"
#include "ipclab/runner.hpp"
#include "peer/peer_server.hpp"

namespace ipclab::testing {

inline constexpr const char* kTestToken = "correct horse battery staple";

/// The serving code of ipclab-peer --listen, on a thread of the test.
class InProcessPeer {
  public:
    explicit InProcessPeer(std::string address = "127.0.0.1")
        : InProcessPeer(optionsFor(std::move(address))) {}
    explicit InProcessPeer(const remote::PeerServerOptions& options) {
        auto server = remote::PeerServer::listen(options);
        if (!server) {
            error = server.error().message;
            return;
        }
        m_server = std::move(server.value());
        m_thread = std::thread([this] { m_server->serve(m_stop); });
    }
    ~InProcessPeer() {
        m_stop.store(true);
        if (m_thread.joinable()) {
            m_thread.join();
        }
    }
    std::string where() const { return "127.0.0.1:" + std::to_string(m_server->port()); }
    std::uint16_t port() const { return m_server->port(); }
    bool ok() const { return m_server != nullptr; }
    std::string error;

    /// The options of a peer on `address` that takes kTestToken.
    static remote::PeerServerOptions optionsFor(std::string address) {
        remote::PeerServerOptions options;
        options.address = std::move(address);
        options.token = kTestToken;
        return options;
    }

  private:
    std::atomic<bool> m_stop{false};
    std::unique_ptr<remote::PeerServer> m_server;
    std::thread m_thread;
};

/// A TCP port that was free a moment ago on `address`.
inline std::uint16_t freePort(const std::string& address = "127.0.0.1") {
    auto socket = platform::Socket::listenTcp(address, 0);
    return socket ? socket->localPort().value() : 0;
}

/// Waits until something accepts on address:port (then closes the probe, which the peer
/// sees as a controller that left before its hello). False after `patience`.
inline bool waitUntilListening(const std::string& address, std::uint16_t port,
                               std::chrono::milliseconds patience) {
    const auto deadline = std::chrono::steady_clock::now() + patience;
    while (std::chrono::steady_clock::now() < deadline) {
        if (auto probe =
                platform::Socket::connectTcp(address, port, std::chrono::milliseconds(200))) {
            probe->close();
            // Let the peer see the probe go before a real controller comes (else: busy).
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            return true;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return false;
}

inline Experiment remoteExperiment(const std::string& where, std::vector<std::string> mechanisms,
                                   Pattern pattern = Pattern::PingPong) {
    Experiment experiment;
    experiment.remotePeer = where;
    experiment.mechanisms = std::move(mechanisms);
    experiment.pattern = pattern;
    experiment.sizesBytes = {64, 1024};
    experiment.iterations = 200;
    experiment.warmup = 20;
    experiment.repetitions = 2;
    experiment.verifyPayload = true;
    experiment.peerTimeoutMs = 5000;
    return experiment;
}

inline RunResult runRemote(const Experiment& experiment, const std::string& token = kTestToken,
                           std::string peerFault = {}) {
    RunnerOptions options;
    options.remoteToken = token;
    options.peerFault = std::move(peerFault);
    Runner runner(options);
    RunObserver observer;
    std::string error;
    RunResult result = runner.run(experiment, observer, &error);
    EXPECT_TRUE(error.empty()) << error;
    return result;
}

}  // namespace ipclab::testing
