#include "clock_common.hpp"
#include "ipclab/platform/capabilities.hpp"

namespace ipclab::platform {

const Capabilities& capabilities() {
    static const Capabilities caps = [] {
        Capabilities c;
        c.cpuPinning = {true, "SetThreadAffinityMask (first processor group, up to 64 CPUs)"};
        c.rdtsc = detail::rdtscCapability();
        c.anonymousPipes = {true,
                            "CreatePipe, non-inheritable; a child inherits only the listed "
                            "handles (PROC_THREAD_ATTRIBUTE_HANDLE_LIST)"};
        c.tcpSockets = {true, "Winsock 2.2"};
        c.namedSharedMemory = {true,
                               "CreateFileMapping backed by the paging file, owner-only DACL; "
                               "it lives while any process holds a handle to it"};
        return c;
    }();
    return caps;
}

}  // namespace ipclab::platform
