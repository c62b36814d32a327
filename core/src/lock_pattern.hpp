#pragma once
/// The lock pattern: N parties (threads, or ipclab-peer processes) acquire and release one lock
/// M times each, incrementing a plain counter inside it. The counter proves mutual exclusion;
/// the time from the first party's start to the last party's end, divided by N x M, is the
/// cost of one acquire + release under that contention (report 003's figures).
#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "ipclab/mechanism.hpp"
#include "ipclab/peer.hpp"
#include "ipclab/result.hpp"
#include "ipclab/runner.hpp"

namespace ipclab::detail {

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
