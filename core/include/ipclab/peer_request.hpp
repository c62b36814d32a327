#pragma once
/// What the runner asks of ipclab-peer for one point, and the argv codec that carries it
/// (the peer program itself: ipclab/peer.hpp).
#include <cstddef>
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "ipclab/experiment.hpp"

namespace ipclab {

/// Everything the peer needs for one point: the point (PointSpec: with gapUs for the paced
/// pattern, where the peer's side just echoes; countEvents has it count its context switches,
/// faults... and report them after its CPU time, the anatomy of a message, false sends them as
/// unknown, for measuring what counting costs) and where and how to answer. Passed on its
/// command line.
struct PeerRequest : PointSpec {
    std::string mechanism;
    std::string channel;  ///< Mechanism::open()'s peerArgument.
    WaitStrategy wait = WaitStrategy::Block;
    int cpu = -1;  ///< Logical CPU to pin to; -1 = unpinned.
    /// Fault injection for tests and classroom demos of failure handling:
    /// "die-after=N" exits abruptly when message N arrives, "hang-after=N" stops answering.
    std::string fault;

    bool operator==(const PeerRequest&) const = default;
};

/// No lock arena is smaller: its header of counters takes a cache line at least (the party
/// checks the exact size, header and lock, before it maps the arena).
inline constexpr std::size_t kMinLockArenaBytes = 64;

/// One party of a cross-process lock point (the lock pattern, lock_pattern.hpp): which lock to
/// place in which shared memory, and how often to take it (PointCounts: operations per party).
struct LockPartyRequest : PointCounts {
    std::string mechanism;
    std::string arenaName;
    std::size_t arenaBytes = 0;
    int party = 0;
    WaitStrategy wait = WaitStrategy::Spin;
    int cpu = -1;
    LockLoop loop = LockLoop::Counter;

    bool operator==(const LockPartyRequest&) const = default;
};

/// What ipclab-peer is asked to do by its command line: answer one point ("respond ...") or be
/// one party of a lock point ("lock ...").
using PeerCommand = std::variant<PeerRequest, LockPartyRequest>;

/// The peer's one argv codec (argv[1..]), used by the runner to start a peer, by the remote
/// session to ask for a point and by the peer to read what it was asked:
/// "respond --mechanism pipe --channel 5,8 --pattern pingpong ..." or
/// "lock --mechanism shm.spin --arena NAME ...".
std::vector<std::string> toPeerArguments(const PeerCommand& command);
/// The inverse; InvalidArgument naming the bad option, or the usage for an unknown command.
Expected<PeerCommand> parsePeerArguments(const std::vector<std::string>& arguments);
/// parsePeerArguments() for a peer that only answers points (a remote peer): a lock command is
/// refused with the usage.
Expected<PeerRequest> parsePeerRequest(const std::vector<std::string>& arguments);

}  // namespace ipclab
