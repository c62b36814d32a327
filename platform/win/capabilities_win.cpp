#include "clock_common.hpp"
#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/event_counter.hpp"
#include "ipclab/platform/message_queue.hpp"
#include "ipclab/platform/translatable.hpp"
#include "socket_unix_win.hpp"

namespace ipclab::platform {

const Capabilities& capabilities() {
    static const Capabilities caps = [] {
        Capabilities c;
        c.cpuPinning = {true, "SetThreadAffinityMask (first processor group, up to 64 CPUs)"};
        c.rdtsc = detail::rdtscCapability();
        c.anonymousPipes = {
            true, IPCLAB_TR_NOOP("ipclab::CoreText",
                                 "CreatePipe, non-inheritable; a child inherits only the listed "
                                 "handles (PROC_THREAD_ATTRIBUTE_HANDLE_LIST)")};
        c.tcpSockets = {true, IPCLAB_TR_NOOP("ipclab::CoreText", "Winsock 2.2")};
        c.namedSharedMemory = {
            true, IPCLAB_TR_NOOP("ipclab::CoreText",
                                 "CreateFileMapping backed by the paging file, owner-only DACL; "
                                 "it lives while any process holds a handle to it")};
        c.fifo = {true,
                  "named pipes (CreateNamedPipe), byte mode, local clients only, owner-only DACL"};
        c.posixMessageQueues = PosixMessageQueue::capability();
        c.sysvMessageQueues = SysvMessageQueue::capability();
        c.unixSockets = detail::unixSocketCapability();
        c.eventCounters = eventCounterCapability();
        return c;
    }();
    return caps;
}

}  // namespace ipclab::platform
