#pragma once
/// The lock pattern: N parties (threads, or ipclab-peer processes) acquire and release one lock
/// M times each. The counter loop increments a plain counter inside it, which proves mutual
/// exclusion in the timed loop itself; the bare loop only locks and unlocks (report 003's
/// loop) and proves mutual exclusion in a separate counted round before the timed ones. The
/// time from the first party's start to the last party's end, divided by N x M, is the cost of
/// one acquire + release under that contention (report 003's figures).
#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "ipclab/mechanism.hpp"
#include "ipclab/peer_request.hpp"
#include "ipclab/result.hpp"
#include "ipclab/runner_options.hpp"

namespace ipclab::detail {

/// What every party of a lock point runs, in a thread or in ipclab-peer.
struct LockPlan {
    std::uint64_t warmup = 0;
    std::uint64_t iterations = 1;
    int repetitions = 1;
    LockLoop loop = LockLoop::Counter;
};

/// The bare loop's checked round: each party's counted acquisitions, its `iterations` kept
/// between these bounds (enough contention to catch a lock that does not exclude, little time
/// next to the timed repetitions).
inline constexpr std::uint64_t kMinBareCheckOperations = 10'000;
inline constexpr std::uint64_t kMaxBareCheckOperations = 100'000;
std::uint64_t bareCheckOperations(std::uint64_t iterations);

/// Measures one lock point; `repetitionDone(n)` after each repetition. Honours `cancel`
/// within a few milliseconds; kills and reaps every peer it started.
PointResult runLockPoint(Mechanism& mechanism, const Experiment& experiment,
                         const RunnerOptions& options, const std::atomic<bool>& cancel,
                         const std::function<void(int)>& repetitionDone);

/// Bytes before the lock in a lock point's shared memory: the parties' meeting place. A lock
/// party's --arena-bytes is at least this.
std::size_t lockArenaHeaderBytes();

/// Inside ipclab-peer: one party of a cross-process lock point.
/// 0 when every repetition ran; 1 with a message on stderr otherwise.
int runLockParty(const LockPartyRequest& request);

}  // namespace ipclab::detail
