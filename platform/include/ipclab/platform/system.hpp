#pragma once
/// Describes the machine a run is made on.
#include <string>

namespace ipclab::platform {

struct SystemDescription {
    std::string osName;     ///< "Debian GNU/Linux 12 (bookworm)", "Windows 10 Pro", "macOS 14.4"
    std::string osVersion;  ///< "12", "10.0.19045"
    std::string kernel;     ///< "Linux 6.1.0-18-amd64", "Windows NT 10.0", "Darwin 23.4.0"
    std::string cpuModel;   ///< "Intel(R) Xeon(R) ..."
    int logicalCores = 1;
    std::string architecture;  ///< "x86_64", "arm64"
    bool virtualized = false;  ///< Running under a hypervisor (CPUID bit / /sys/hypervisor).
    std::string idleDriver;    ///< cpuidle driver ("intel_idle", "haltpoll", "none") or "".
    std::string hostName;
};

SystemDescription describeSystem();

/// Which System V / POSIX IPC namespace this process is in ("ipc:[4026531839]" on Linux; empty
/// where the OS has none to name). Shared memory and message queues created in one are invisible
/// in another: each container gets its own unless it is told to share one.
std::string ipcNamespace();

}  // namespace ipclab::platform
