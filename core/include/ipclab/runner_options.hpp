#pragma once
/// How a Runner runs (ipclab/runner.hpp): where its peer program is, and the options the run's
/// parts (each point's run, the lock pattern) read, without the Runner itself.
#include <string>

namespace ipclab {

class MechanismRegistry;

struct RunnerOptions {
    /// Path of ipclab-peer. Empty: beside the current executable.
    std::string peerExecutable;
    const MechanismRegistry* registry = nullptr;  ///< nullptr: MechanismRegistry::builtin().
    /// Passed to every peer as --fault (see PeerRequest::fault): for tests of failure handling.
    std::string peerFault;
    /// Shared secret presented to a remote peer (Experiment::remotePeer). Never written to a
    /// result, a report or a log.
    std::string remoteToken;
    /// Count each party's context switches, faults... around every round (the anatomy of a
    /// message, PointResult::anatomy). Off only to measure what counting costs.
    bool countEvents = true;
};

}  // namespace ipclab
