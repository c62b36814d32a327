#include "ipclab/peer.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <thread>

#include "ipclab/mechanism_registry.hpp"
#include "ipclab/platform/cpu.hpp"
#include "ipclab/platform/process.hpp"
#include "ipclab/remote.hpp"
#include "ipclab/system_info.hpp"
#include "lock_pattern.hpp"
#include "patterns.hpp"
#include "remote/peer_server.hpp"

namespace ipclab {

namespace {

template <class Number>
bool parseNumber(const std::string& text, Number& value) {
    const char* end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, value);
    return ec == std::errc() && ptr == end && !text.empty();
}

Error badArgument(const std::string& option, const std::string& value) {
    return Error{ErrorCode::InvalidArgument,
                 "ipclab-peer: bad value \"" + value + "\" for " + option};
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

std::vector<std::string> toPeerArguments(const PeerRequest& request) {
    std::vector<std::string> arguments = {
        "respond",
        "--mechanism",
        request.mechanism,
        "--channel",
        request.channel,
        "--pattern",
        std::string(toString(request.pattern)),
        "--size",
        std::to_string(request.sizeBytes),
        "--warmup",
        std::to_string(request.warmup),
        "--iterations",
        std::to_string(request.iterations),
        "--repetitions",
        std::to_string(request.repetitions),
        "--verify",
        request.verifyPayload ? "1" : "0",
        "--wait",
        std::string(toString(request.wait)),
        "--gap-us",
        std::to_string(request.gapUs),
        "--cpu",
        std::to_string(request.cpu),
    };
    if (!request.fault.empty()) {
        arguments.insert(arguments.end(), {"--fault", request.fault});
    }
    return arguments;
}

Expected<PeerRequest> parsePeerArguments(const std::vector<std::string>& arguments) {
    if (arguments.empty() || arguments[0] != "respond") {
        return Error{ErrorCode::InvalidArgument,
                     "ipclab-peer: usage: ipclab-peer respond --mechanism ID --channel TEXT "
                     "--pattern pingpong|stream --size BYTES --warmup N --iterations N "
                     "--repetitions N [--verify 0|1] [--cpu N] [--fault die-after=N|hang-after=N]"};
    }
    PeerRequest request;
    for (std::size_t i = 1; i < arguments.size(); i += 2) {
        const std::string& option = arguments[i];
        if (i + 1 >= arguments.size()) {
            return Error{ErrorCode::InvalidArgument, "ipclab-peer: " + option + " needs a value"};
        }
        const std::string& value = arguments[i + 1];
        bool good = true;
        if (option == "--mechanism") {
            request.mechanism = value;
        } else if (option == "--channel") {
            request.channel = value;
        } else if (option == "--pattern") {
            const auto pattern = parsePattern(value);
            good = pattern.has_value();
            request.pattern = pattern.value_or(Pattern::PingPong);
        } else if (option == "--size") {
            good = parseNumber(value, request.sizeBytes) && request.sizeBytes >= kMinMessageBytes;
        } else if (option == "--warmup") {
            good = parseNumber(value, request.warmup);
        } else if (option == "--iterations") {
            good = parseNumber(value, request.iterations) && request.iterations > 0;
        } else if (option == "--repetitions") {
            good = parseNumber(value, request.repetitions) && request.repetitions > 0;
        } else if (option == "--verify") {
            good = value == "0" || value == "1";
            request.verifyPayload = value == "1";
        } else if (option == "--wait") {
            const auto wait = parseWaitStrategy(value);
            good = wait.has_value();
            request.wait = wait.value_or(WaitStrategy::Block);
        } else if (option == "--gap-us") {
            good = parseNumber(value, request.gapUs);
        } else if (option == "--cpu") {
            good = parseNumber(value, request.cpu) && request.cpu >= -1;
        } else if (option == "--fault") {
            request.fault = value;
        } else {
            return Error{ErrorCode::InvalidArgument, "ipclab-peer: unknown option " + option};
        }
        if (!good) {
            return badArgument(option, value);
        }
    }
    if (request.mechanism.empty() || request.channel.empty()) {
        return Error{ErrorCode::InvalidArgument,
                     "ipclab-peer: --mechanism and --channel are required"};
    }
    return request;
}

int peerMain(int argc, char** argv) {
    std::vector<std::string> arguments(argv + 1, argv + argc);
    if (arguments.size() == 1 && arguments[0] == "--version") {
        std::printf("ipclab-peer %s\n", appVersion());
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
    if (!arguments.empty() && arguments[0] == "lock") {
        auto party = detail::parseLockPartyArguments(arguments);
        if (!party) {
            std::fprintf(stderr, "%s\n", party.error().message.c_str());
            return 2;
        }
        return detail::runLockParty(party.value());
    }
    auto request = parsePeerArguments(arguments);
    if (!request) {
        std::fprintf(stderr, "%s\n", request.error().message.c_str());
        return 2;
    }
    platform::ignoreBrokenPipeSignal();

    Mechanism* mechanism = MechanismRegistry::builtin().find(request->mechanism);
    if (mechanism == nullptr || !mechanism->info().runsInPeerProcess()) {
        std::fprintf(stderr, "ipclab-peer: no cross-process mechanism \"%s\"\n",
                     request->mechanism.c_str());
        return 2;
    }
    if (request->cpu >= 0) {
        if (auto status = platform::pinCurrentThread(request->cpu); !status) {
            std::fprintf(stderr, "ipclab-peer: %s\n", status.error().message.c_str());
            return 1;
        }
    }
    ChannelOptions options;
    options.maxMessageBytes = request->sizeBytes;
    options.wait = request->wait;
    auto channel = mechanism->attach(request->channel, options);
    if (!channel) {
        std::fprintf(stderr, "ipclab-peer: %s\n", channel.error().message.c_str());
        return 1;
    }
    auto faulty = detail::injectFault(std::move(channel.value()), request->fault);
    if (!faulty) {
        std::fprintf(stderr, "%s\n", faulty.error().message.c_str());
        return 2;
    }

    const detail::PatternSpec spec = detail::responderSpec(*request, mechanism->info().lossy);
    if (auto status = detail::respond(*faulty.value(), spec, &platform::threadCpuTimeNs); !status) {
        // Closed means the runner went away (it cancelled or gave up): not our failure to report.
        if (status.error().code == ErrorCode::Closed) {
            return 1;
        }
        std::fprintf(stderr, "ipclab-peer: %s: %s\n", request->mechanism.c_str(),
                     status.error().message.c_str());
        return 1;
    }
    return 0;
}

}  // namespace ipclab
