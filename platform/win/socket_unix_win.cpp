// Whether this Windows has AF_UNIX sockets, found out by trying once. The sockets themselves are
// the shared BSD-socket code's (common/socket_common.cpp); socket_os.hpp says how they are made.
#include "socket_unix_win.hpp"
#include "ipclab/platform/socket.hpp"
#include "socket_os.hpp"

namespace ipclab::platform::detail {

Capability unixSocketCapability() {
    if (Status started = startSockets(); !started)
        return {false, started.error().message};
    auto probe = newUnixSocket();
    if (!probe)
        return {false, probe.error().message};
    ::closesocket(probe.value());
    return {true, "AF_UNIX stream socket (Windows 10 1803+), file in a private directory"};
}

}  // namespace ipclab::platform::detail
