#include "ipclab/platform/capabilities.hpp"

#include "clock_common.hpp"
#include "ipclab/platform/event_counter.hpp"
#include "ipclab/platform/message_queue.hpp"
#include "ipclab/platform/translatable.hpp"
#include "os_posix.hpp"

namespace ipclab::platform {

const Capabilities& capabilities() {
    static const Capabilities caps = [] {
        Capabilities c;
        c.cpuPinning = detail::cpuPinningCapability();
        c.rdtsc = detail::rdtscCapability();
        c.anonymousPipes = {
            true, IPCLAB_TR_NOOP("ipclab::CoreText",
                                 "pipe, close-on-exec; only listed descriptors are inherited")};
        c.tcpSockets = {true, IPCLAB_TR_NOOP("ipclab::CoreText", "BSD sockets")};
        c.namedSharedMemory = {
            true, IPCLAB_TR_NOOP("ipclab::CoreText",
                                 "shm_open + mmap, mode 0600, unlinked by its creator")};
        c.fifo = {true, "mkfifo, mode 0600, in a private 0700 directory its creator removes"};
        c.posixMessageQueues = PosixMessageQueue::capability();
        c.sysvMessageQueues = SysvMessageQueue::capability();
        c.unixSockets = {true, "AF_UNIX stream socket, file in a private 0700 directory"};
        c.eventCounters = eventCounterCapability();
        return c;
    }();
    return caps;
}

}  // namespace ipclab::platform
