#pragma once
/// Measuring against a peer on another host, container or network namespace: the network
/// mechanisms (tcp, udp, websocket, zmq.tcp) with `ipclab-peer --listen` on the far side and the
/// Runner (Experiment::remotePeer, RunnerOptions::remoteToken) on this one.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "ipclab/platform/error.hpp"

namespace ipclab {

/// Environment variable from which ipclab-peer --listen and ipclab-cli --peer read the token
/// when --token is not given (so that it does not show in `ps`).
inline constexpr const char* kPeerTokenEnvironment = "IPCLAB_PEER_TOKEN";

struct HostPort {
    std::string host;  ///< Name or numeric address, without IPv6 brackets.
    std::uint16_t port = 0;

    bool operator==(const HostPort&) const = default;
};

/// Parses "HOST:PORT", "[IPV6]:PORT" or, with a default host, ":PORT" / "PORT". The port must be
/// 1..65535, or 0 too when `allowPortZero` (listening: any free port). InvalidArgument saying
/// what is wrong otherwise.
platform::Expected<HostPort> parseHostPort(std::string_view text, std::string_view defaultHost = {},
                                           bool allowPortZero = false);

/// `ipclab-peer --listen ADDRESS:PORT [--token TOKEN] [--allow-faults]` (argv[1..]): serves
/// remote controllers, one at a time, until SIGINT / SIGTERM. Prints "listening on ADDR:PORT"
/// (the real port when 0 was asked) and one line per experiment served. Exit code 0 after a
/// signal, 2 on bad arguments or without a token, 1 when it cannot listen.
int peerListenMain(const std::vector<std::string>& arguments);

/// `ipclab-peer --help`: what a person may start it with (--listen and its options, --version),
/// for stdout. The arguments its measuring parents give it (respond, lock) are not for people.
const char* peerHelpText();

}  // namespace ipclab
