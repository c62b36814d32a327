// ipclab-peer: started by the runner for every cross-process point. See ipclab/peer.hpp.
#include "ipclab/peer.hpp"

int main(int argc, char** argv) {
    return ipclab::peerMain(argc, argv);
}
