#pragma once
/// One round of one point (one repetition on a channel and a responder of its own).
///
/// Each round opens the point's channel and starts its responder afresh (a thread, an
/// ipclab-peer process or the remote peer) and ends them after its one repetition. A peer kept
/// alive across rounds would sit idle while the other points of the round are measured, and a
/// spinning one (thread.spin, shm.spin, --wait spin) would burn the very CPU they run on; a
/// fresh one per round runs exactly today's exchange - the warm-up, then the timed messages -
/// with nothing of the point left running between its rounds.
#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "ipclab/mechanism.hpp"
#include "ipclab/result.hpp"
#include "ipclab/runner_options.hpp"

namespace ipclab::remote {
class RemoteSession;
}

namespace ipclab::detail {

struct RoundOutcome {
    /// At most one repetition (index = the round); ok false with the error when it failed.
    PointResult point;
    /// Ping-pong and paced: the round's one-way samples in the order taken.
    std::vector<double> samplesNs;
    /// Paced: the round's round trips from the intended send times, in the same order.
    std::vector<double> openLoopSamplesNs;
};

/// Measures round `round` of a point (`experiment.repetitions` is not used: one repetition).
/// `repetitionDone(1)` is called when the repetition is measured. Reaps every child it starts.
RoundOutcome runPointRound(Mechanism& mechanism, const Experiment& experiment,
                           std::size_t sizeBytes, int round, const RunnerOptions& options,
                           const std::atomic<bool>& cancelRequested, remote::RemoteSession* remote,
                           const std::function<void(int)>& repetitionDone);

/// A test fault ("die-after=N", "hang-after=N": after N messages of the point) as the peer of
/// a round that starts after `messagesBefore` messages of the point sees it; "" when it fired
/// in an earlier round. Other text is passed through for the peer to refuse.
std::string faultForRound(const std::string& fault, std::uint64_t messagesBefore);

}  // namespace ipclab::detail
