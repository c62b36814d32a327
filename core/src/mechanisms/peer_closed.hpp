#pragma once
/// Descriptor mechanisms (pipe, fifo, uds, tcp, websocket): the measuring side's read or write
/// sees the other end closed only when the peer ended before the point did - it died, was
/// killed, or gave up - so the message says that first, and keeps the OS's words after it.
#include <string>
#include <string_view>

#include "ipclab/channel.hpp"

namespace ipclab::mechanisms {

inline Status peerEndedIfClosed(std::string_view id, Status status) {
    if (status.ok() || status.error().code != ErrorCode::Closed) {
        return status;
    }
    return textError(
        ErrorCode::Closed,
        Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                            "%1: the peer closed its end: it died or ended early (%2)"),
             {verbatimArg(std::string(id)), textArg(errorText(status.error()))}));
}

}  // namespace ipclab::mechanisms
