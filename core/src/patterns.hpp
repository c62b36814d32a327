#pragma once
/// The communication patterns, written once over Channel for every mechanism.
///
/// The measuring party (initiator) runs one repetition at a time and times it; the responding
/// party runs all repetitions of a point in one call. Both check every sequence number; with
/// verifyPayload they also check every payload byte (outside the timed region).
#include <atomic>
#include <cstdint>
#include <vector>

#include "ipclab/channel.hpp"
#include "ipclab/experiment.hpp"

namespace ipclab::detail {

/// What both parties must agree on for one point.
struct PatternSpec {
    Pattern pattern = Pattern::PingPong;
    std::size_t sizeBytes = 64;
    std::uint64_t warmup = 0;
    std::uint64_t iterations = 1;
    int repetitions = 1;
    bool verifyPayload = false;
};

/// Messages the initiator has completed in the current repetition; the watchdog reads it to
/// tell a slow peer from a silent one. Written with a relaxed store: no fence in the loop.
using Heartbeat = std::atomic<std::uint64_t>;

/// Ping-pong, one repetition: warm-up round trips, then `iterations` timed ones. Appends each
/// one-way latency (round trip / 2, ns) to `oneWayNs`.
Status initiatePingPong(Channel& channel, const PatternSpec& spec, std::vector<double>& oneWayNs,
                        Heartbeat& heartbeat);

/// Stream, one repetition: warm-up chunks and an acknowledgement, then `iterations` chunks
/// timed from the first send until the receiver acknowledges the last. Returns elapsed ns.
Expected<double> initiateStream(Channel& channel, const PatternSpec& spec, Heartbeat& heartbeat);

/// The responding party for every repetition of a point: echoes (ping-pong) or consumes and
/// acknowledges (stream).
Status respond(Channel& channel, const PatternSpec& spec);

}  // namespace ipclab::detail
