#pragma once
/// The built-in mechanisms, one file per family in this folder. Each family appends its
/// mechanisms; the registry orders them for display.
#include <memory>
#include <vector>

#include "ipclab/mechanism.hpp"
#include "ipclab/platform/capabilities.hpp"

namespace ipclab::mechanisms {

using MechanismList = std::vector<std::unique_ptr<Mechanism>>;

/// Available as the OS capability says; the capability's note becomes the reason only when it
/// is missing (otherwise the note only describes the OS primitive).
inline void setAvailability(MechanismInfo& info, const platform::Capability& capability) {
    info.available = capability.available;
    info.unavailableReason = capability.available ? std::string() : capability.note;
}

std::unique_ptr<Mechanism> makeThreadMutex();
std::unique_ptr<Mechanism> makePipe();
std::unique_ptr<Mechanism> makeTcp();
/// eventfd (eventfd_mechanism.cpp; unavailable where the OS has no eventfd)
std::unique_ptr<Mechanism> makeEventfd();

/// thread.spin, thread.native-spin, thread.semaphore, thread.std-semaphore
/// (thread_mechanisms.cpp)
void addThreadMechanisms(MechanismList& list);
/// shm.spin, shm.semaphore (shm_lock_mechanisms.cpp)
void addSharedMemoryLockMechanisms(MechanismList& list);
/// shm.condvar, shm.ring, mq.boost (shm_data_mechanisms.cpp)
void addSharedMemoryDataMechanisms(MechanismList& list);
/// fifo, mq.posix, mq.sysv, uds (kernel_mechanisms.cpp)
void addKernelMechanisms(MechanismList& list);
/// udp, websocket (network_mechanisms.cpp)
void addNetworkMechanisms(MechanismList& list);
/// zmq.inproc, zmq.ipc, zmq.tcp (zmq_mechanisms.cpp; unavailable entries when built without ZeroMQ)
void addZmqMechanisms(MechanismList& list);
/// report000.locked-write, report000.sendto (report_variants.cpp)
void addReportVariants(MechanismList& list);

}  // namespace ipclab::mechanisms
