#include "ipclab/platform/capabilities.hpp"

#include "clock_common.hpp"
#include "os_posix.hpp"

namespace ipclab::platform {

const Capabilities& capabilities() {
    static const Capabilities caps = [] {
        Capabilities c;
        c.cpuPinning = detail::cpuPinningCapability();
        c.rdtsc = detail::rdtscCapability();
        c.anonymousPipes = {true, "pipe, close-on-exec; only listed descriptors are inherited"};
        c.tcpSockets = {true, "BSD sockets"};
        c.namedSharedMemory = {true, "shm_open + mmap, mode 0600, unlinked by its creator"};
        return c;
    }();
    return caps;
}

}  // namespace ipclab::platform
