#pragma once
/// A communication mechanism: its description and how to open a channel for one point.
#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "ipclab/channel.hpp"
#include "ipclab/experiment.hpp"
#include "ipclab/platform/handle.hpp"

namespace ipclab {

enum class Locality {
    InProcess,     ///< Two threads of this process.
    CrossProcess,  ///< This process and an ipclab-peer on the same machine.
    Network,       ///< Over a network protocol (loopback here, another host later).
};

std::string_view toString(Locality locality) noexcept;  ///< "in-process", "cross-process", "network"

struct MechanismInfo {
    std::string id;           ///< Short id used everywhere: "pipe", "tcp", "thread.mutex".
    std::string title;        ///< "Anonymous pipe"
    Locality locality = Locality::InProcess;
    std::vector<Pattern> patterns;
    std::size_t minBytes = kMinMessageBytes;
    std::size_t maxBytes = kMaxMessageBytes;
    std::string explanation;  ///< What happens inside the OS: copies, system calls, wake-ups.
    bool available = true;
    std::string unavailableReason;  ///< Why not on this OS (empty when available).

    bool supports(Pattern pattern) const;
    bool runsInPeerProcess() const { return locality != Locality::InProcess; }
};

/// Both ends of a channel, as opened by the measuring side.
struct OpenedChannel {
    /// The measuring (initiating) party's end.
    std::unique_ptr<Channel> initiator;
    /// In-process mechanisms: the responding party's end, driven on a second thread.
    std::unique_ptr<Channel> responder;
    /// Cross-process mechanisms: what ipclab-peer needs to attach (given as --channel), and the
    /// handles it must inherit to do so.
    std::string peerArgument;
    std::vector<platform::NativeHandle> inheritedHandles;
};

class Mechanism {
public:
    virtual ~Mechanism() = default;
    virtual const MechanismInfo& info() const = 0;

    /// Measuring side: creates the channel for messages of up to `maxMessageBytes`.
    virtual Expected<OpenedChannel> open(std::size_t maxMessageBytes) = 0;

    /// Peer side (inside ipclab-peer): attaches to the channel described by `peerArgument`.
    /// Only cross-process mechanisms implement it.
    virtual Expected<std::unique_ptr<Channel>> attach(const std::string& peerArgument,
                                                      std::size_t maxMessageBytes);
};

}  // namespace ipclab
