#pragma once
/// The built-in mechanisms, one file per family in this folder, one factory per mechanism.
/// A mechanism's info says its group; the registry lists the groups in order and, inside a
/// group, the mechanisms in the order builtin() registers them.
#include <cstddef>
#include <memory>
#include <vector>

#include "ipclab/mechanism.hpp"
#include "ipclab/platform/capabilities.hpp"

namespace ipclab::mechanisms {

using MechanismList = std::vector<std::unique_ptr<Mechanism>>;

/// What each party writes lives on cache lines of its own: a flag sharing a line with data the
/// other side writes would be invalidated on every message (false sharing). The thread and
/// shared-memory families lay out their slots, rings and segments by it.
inline constexpr std::size_t kCacheLine = 64;

/// `bytes` rounded up to whole cache lines.
constexpr std::size_t wholeCacheLines(std::size_t bytes) {
    return (bytes + kCacheLine - 1) / kCacheLine * kCacheLine;
}

/// Available as the OS capability says; the capability's note becomes the reason only when it
/// is missing (otherwise the note only describes the OS primitive).
inline void setAvailability(MechanismInfo& info, const platform::Capability& capability) {
    info.available = capability.available;
    info.unavailableReason = capability.available ? std::string() : capability.note;
}

// One factory per mechanism; MechanismRegistry::builtin() registers them in display order
// within each group.

// thread_mechanisms.cpp (their slots and channel: thread_slot_channel.hpp)
std::unique_ptr<Mechanism> makeThreadMutex();
std::unique_ptr<Mechanism> makeThreadSpin();
std::unique_ptr<Mechanism> makeThreadNativeSpin();
std::unique_ptr<Mechanism> makeThreadSemaphore();
std::unique_ptr<Mechanism> makeThreadStdSemaphore();
// shm_lock_mechanisms.cpp, shm_condvar_mechanism.cpp, shm_ring_mechanism.cpp,
// mq_boost_mechanism.cpp (what the last three share: shm_segment.hpp)
std::unique_ptr<Mechanism> makeShmSpin();
std::unique_ptr<Mechanism> makeShmSemaphore();
std::unique_ptr<Mechanism> makeShmCondvar();
std::unique_ptr<Mechanism> makeShmRing();
std::unique_ptr<Mechanism> makeBoostMq();  ///< mq.boost
// pipe_mechanism.cpp, eventfd_mechanism.cpp (unavailable where the OS has no eventfd),
// kernel_mechanisms.cpp
std::unique_ptr<Mechanism> makePipe();
std::unique_ptr<Mechanism> makeEventfd();
std::unique_ptr<Mechanism> makeFifo();
std::unique_ptr<Mechanism> makePosixMq();
std::unique_ptr<Mechanism> makeSysvMq();
// stream_socket_mechanisms.cpp (one channel for both), network_mechanisms.cpp (what the IP
// mechanisms share: endpoint.hpp)
std::unique_ptr<Mechanism> makeUds();
std::unique_ptr<Mechanism> makeTcp();
std::unique_ptr<Mechanism> makeUdp();
std::unique_ptr<Mechanism> makeWebSocket();
// zmq_mechanisms.cpp: unavailable, with the reason, when built without ZeroMQ
std::unique_ptr<Mechanism> makeZmqInproc();
std::unique_ptr<Mechanism> makeZmqIpc();
std::unique_ptr<Mechanism> makeZmqTcp();
// report_variants.cpp
std::unique_ptr<Mechanism> makeReport000LockedWrite();
std::unique_ptr<Mechanism> makeReport000SendTo();
std::unique_ptr<Mechanism> makeReport002MqAck();

}  // namespace ipclab::mechanisms
