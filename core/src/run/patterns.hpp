#pragma once
/// The communication patterns, written once over Channel for every mechanism.
///
/// The measuring party (initiator) runs one repetition at a time and times it; the responding
/// party runs all repetitions of a point in one call. Sequence numbers run on across
/// repetitions (warm-up included), so a stale message from an earlier repetition can never pass
/// for a current one. Both parties check every sequence number; with verifyPayload they also
/// check every payload byte (outside the timed region).
#include <atomic>
#include <cstdint>
#include <vector>

#include "ipclab/channel.hpp"
#include "ipclab/experiment.hpp"
#include "ipclab/peer_request.hpp"
#include "ipclab/platform/thread_counters.hpp"

namespace ipclab::detail {

/// What both parties must agree on for one point: the point, and how the mechanism behaves.
struct PatternSpec : PointSpec {
    /// Lossy mechanisms (UDP): a receive that times out is a lost message, counted, not fatal.
    bool lossy = false;

    std::uint64_t messagesPerRepetition() const { return warmup + iterations; }
    /// Sequence number of the first message of repetition `index`.
    std::uint64_t firstSequence(int index) const {
        return static_cast<std::uint64_t>(index) * messagesPerRepetition();
    }
};

/// Messages the initiator has completed; the watchdog reads it to tell a slow peer from a
/// silent one. Written with a relaxed store: no fence in the loop.
using Heartbeat = std::atomic<std::uint64_t>;

/// What one repetition of the initiator measured.
struct RepetitionFigures {
    std::vector<double> oneWayNs;  ///< Ping-pong / paced: one sample per timed round trip.
    /// Paced (gap > 0) only, one per timed round trip as oneWayNs: reply arrival - the
    /// message's intended send time (paced_schedule.hpp), a whole round trip, not halved. Never
    /// below the same message's round trip (2 * its oneWayNs): no message is sent early.
    std::vector<double> openLoopRoundTripNs;
    double elapsedNs = 0;            ///< Timed part (stream: first send to acknowledgement).
    std::uint64_t lostMessages = 0;  ///< Lossy mechanisms only.
    /// Ping-pong / paced: the initiating thread's CPU time (ns) from the first timed send to the
    /// last reply (warm-up left out); -1 where the pattern does not count it (the round's then
    /// does).
    double cpuNs = -1;
};

/// Ping-pong (and paced): warm-up round trips, then `iterations` timed ones; each sample is
/// round trip / 2, timed from the actual send. Paced (spec.gapUs > 0) sends on a schedule, one
/// message due every gap (PacedSchedule), sleeping outside the timed region until it is due
/// and sending at once when behind; it also records openLoopRoundTripNs.
Status initiatePingPong(Channel& channel, const PatternSpec& spec, int repetition,
                        RepetitionFigures& figures, Heartbeat& heartbeat);

/// Stream: warm-up chunks and an acknowledgement, then `iterations` chunks timed from the
/// first send until the receiver acknowledges the last.
Status initiateStream(Channel& channel, const PatternSpec& spec, int repetition,
                      RepetitionFigures& figures, Heartbeat& heartbeat);

/// One-sided (report 000's method): `iterations` sends that nobody receives; elapsedNs is
/// the whole loop.
Status initiateOneSided(Channel& channel, const PatternSpec& spec, int repetition,
                        RepetitionFigures& figures, Heartbeat& heartbeat);

/// What the responder reports after its last repetition: its CPU time (ns) and its thread's
/// counts over the point (platform::ThreadCounters' differences), -1 where unknown (lost over
/// a lossy mechanism, not counted).
struct ResponderReport {
    double cpuNs = -1;
    platform::ThreadCounts counts = [] {
        platform::ThreadCounts unknown;
        unknown.fill(-1);
        return unknown;
    }();
};

/// After the last repetition: the responder's report, which it sends as its last messages
/// (the CPU time, then one message per counter).
Expected<ResponderReport> receiveResponderReport(Channel& channel, const PatternSpec& spec);

/// The responding party for every repetition of a point: echoes (ping-pong, paced) or
/// consumes and acknowledges (stream); then reports its CPU time and, with
/// spec.countEvents, its thread's counts. `cpuTimeNs` reads the responder's own CPU clock
/// (its thread's, or its process's).
Status respond(Channel& channel, const PatternSpec& spec, std::int64_t (*cpuTimeNs)() noexcept);

/// The spec a peer process (ipclab-peer, or a remote peer server) responds with for `request`;
/// `lossy` is the mechanism's (MechanismInfo::lossy).
PatternSpec responderSpec(const PeerRequest& request, bool lossy);

}  // namespace ipclab::detail
