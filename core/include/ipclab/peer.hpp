#pragma once
/// ipclab-peer: the responding party of cross-process mechanisms, and how the runner asks for it.
#include <cstdint>
#include <string>
#include <vector>

#include "ipclab/experiment.hpp"

namespace ipclab {

/// Everything the peer needs for one point; passed on its command line.
struct PeerRequest {
    std::string mechanism;
    std::string channel;  ///< Mechanism::open()'s peerArgument.
    Pattern pattern = Pattern::PingPong;
    std::size_t sizeBytes = 64;
    std::uint64_t warmup = 0;
    std::uint64_t iterations = 1;
    int repetitions = 1;
    bool verifyPayload = false;
    WaitStrategy wait = WaitStrategy::Block;
    std::uint32_t gapUs = 0;  ///< Paced pattern (the peer's side just echoes).
    int cpu = -1;             ///< Logical CPU to pin to; -1 = unpinned.
    /// Fault injection for tests and classroom demos of failure handling:
    /// "die-after=N" exits abruptly when message N arrives, "hang-after=N" stops answering.
    std::string fault;

    bool operator==(const PeerRequest&) const = default;
};

/// "respond --mechanism pipe --channel 5,8 --pattern pingpong ..." (argv[1..]).
std::vector<std::string> toPeerArguments(const PeerRequest& request);
/// The inverse; InvalidArgument naming the bad option.
Expected<PeerRequest> parsePeerArguments(const std::vector<std::string>& arguments);

/// ipclab-peer's main: 0 when every message was answered, 1 with a message on stderr otherwise,
/// 2 on bad arguments.
int peerMain(int argc, char** argv);

}  // namespace ipclab
