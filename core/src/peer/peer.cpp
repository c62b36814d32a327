#include "ipclab/peer.hpp"
#include "ipclab/peer_request.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <thread>

#include "common/parse_number.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/platform/cpu.hpp"
#include "ipclab/platform/process.hpp"
#include "ipclab/remote.hpp"
#include "ipclab/system_info.hpp"
#include "peer/peer_server.hpp"
#include "run/lock_pattern.hpp"
#include "run/patterns.hpp"

namespace ipclab {

namespace {

using detail::parseNumber;

Error badArgument(const std::string& option, const std::string& value) {
    return textError(
        ErrorCode::InvalidArgument,
        Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "ipclab-peer: bad value \"%1\" for %2"),
             {verbatimArg(value), verbatimArg(option)}));
}

/// Wraps the peer's channel to fail on purpose, for tests of the runner's failure handling.
class FaultyChannel final : public Channel {
  public:
    FaultyChannel(std::unique_ptr<Channel> inner, bool hang, std::uint64_t afterMessages)
        : m_inner(std::move(inner)), m_hang(hang), m_after(afterMessages) {}

    Status send(std::span<const std::byte> message) noexcept override {
        return m_inner->send(message);
    }
    Status receive(std::span<std::byte> message) noexcept override {
        auto status = m_inner->receive(message);
        if (++m_received >= m_after) {
            if (m_hang) {
                for (;;) {
                    std::this_thread::sleep_for(std::chrono::hours(1));
                }
            }
            std::fflush(stderr);
            std::_Exit(86);
        }
        return status;
    }
    void abort() noexcept override { m_inner->abort(); }

  private:
    std::unique_ptr<Channel> m_inner;
    bool m_hang;
    std::uint64_t m_after;
    std::uint64_t m_received = 0;
};

}  // namespace

namespace detail {

Expected<std::unique_ptr<Channel>> injectFault(std::unique_ptr<Channel> channel,
                                               const std::string& fault) {
    if (fault.empty()) {
        return channel;
    }
    const auto equals = fault.find('=');
    const std::string kind = fault.substr(0, equals);
    std::uint64_t after = 0;
    if (equals == std::string::npos || !parseNumber(fault.substr(equals + 1), after) ||
        (kind != "die-after" && kind != "hang-after")) {
        return badArgument("--fault", fault);
    }
    return std::unique_ptr<Channel>(
        std::make_unique<FaultyChannel>(std::move(channel), kind == "hang-after", after));
}

}  // namespace detail

int peerMain(int argc, char** argv) {
    std::vector<std::string> arguments(argv + 1, argv + argc);
    if (arguments.size() == 1 && arguments[0] == "--version") {
        std::printf("ipclab-peer %s\n", appVersion());
        return 0;
    }
    if (arguments.size() == 1 && (arguments[0] == "--help" || arguments[0] == "-h")) {
        std::fputs(peerHelpText(), stdout);
        return 0;
    }
    if (std::any_of(arguments.begin(), arguments.end(),
                    [](const std::string& a) { return a.starts_with("--listen"); })) {
        return peerListenMain(arguments);
    }
    // From here on this is a child of a measuring process (respond, lock): it must die with it,
    // and leave Ctrl-C to it (the terminal signals the whole process group, and a peer that
    // died of it first would be recorded as a peer failure instead of a cancel).
    platform::endWithParent();
    platform::ignoreTerminalInterrupt();
    auto command = parsePeerArguments(arguments);
    if (!command) {
        std::fprintf(stderr, "%s\n", command.error().message.c_str());
        return 2;
    }
    if (const auto* party = std::get_if<LockPartyRequest>(&command.value())) {
        return detail::runLockParty(*party);
    }
    const PeerRequest& request = std::get<PeerRequest>(command.value());
    platform::ignoreBrokenPipeSignal();

    Mechanism* mechanism = MechanismRegistry::builtin().find(request.mechanism);
    if (mechanism == nullptr || !mechanism->info().runsInPeerProcess()) {
        std::fprintf(stderr, "ipclab-peer: no cross-process mechanism \"%s\"\n",
                     request.mechanism.c_str());
        return 2;
    }
    if (request.cpu >= 0) {
        if (auto status = platform::pinCurrentThread(request.cpu); !status) {
            std::fprintf(stderr, "ipclab-peer: %s\n", status.error().message.c_str());
            return 1;
        }
    }
    ChannelOptions options;
    options.maxMessageBytes = request.sizeBytes;
    options.wait = request.wait;
    auto channel = mechanism->attach(request.channel, options);
    if (!channel) {
        std::fprintf(stderr, "ipclab-peer: %s\n", channel.error().message.c_str());
        return 1;
    }
    auto faulty = detail::injectFault(std::move(channel.value()), request.fault);
    if (!faulty) {
        std::fprintf(stderr, "%s\n", faulty.error().message.c_str());
        return 2;
    }

    const detail::PatternSpec spec = detail::responderSpec(request, mechanism->info().lossy);
    if (auto status = detail::respond(*faulty.value(), spec, &platform::threadCpuTimeNs); !status) {
        // Closed means the runner went away (it cancelled or gave up): not our failure to report.
        if (status.error().code == ErrorCode::Closed) {
            return 1;
        }
        std::fprintf(stderr, "ipclab-peer: %s: %s\n", request.mechanism.c_str(),
                     status.error().message.c_str());
        return 1;
    }
    return 0;
}

}  // namespace ipclab
