#pragma once
/// ipclab-peer, the responding party of cross-process mechanisms: the program's entry point, on
/// top of everything else in core (what it is asked: ipclab/peer_request.hpp).

namespace ipclab {

/// ipclab-peer's main: 0 when every message was answered, 1 with a message on stderr otherwise,
/// 2 on bad arguments.
int peerMain(int argc, char** argv);

}  // namespace ipclab
