#pragma once
/// What this OS can do, so the GUI greys out options and results record why.
#include <string>

namespace ipclab::platform {

struct Capability {
    bool available = false;
    std::string note;  ///< Why not, or how (e.g. "sched_setaffinity").
};

struct Capabilities {
    Capability cpuPinning;
    Capability rdtsc;
    Capability anonymousPipes;
    Capability tcpSockets;
    Capability namedSharedMemory;
    Capability fifo;                ///< Named FIFOs (mkfifo / Windows named pipes).
    Capability posixMessageQueues;  ///< mq_open and friends.
    Capability sysvMessageQueues;   ///< msgget / msgsnd / msgrcv.
    Capability unixSockets;         ///< AF_UNIX stream sockets.
    Capability eventCounters;       ///< Linux eventfd (event_counter.hpp).
};

const Capabilities& capabilities();

}  // namespace ipclab::platform
