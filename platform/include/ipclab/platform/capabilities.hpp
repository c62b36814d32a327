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
};

const Capabilities& capabilities();

}  // namespace ipclab::platform
