#pragma once
/// A communication mechanism: its description and how to open a channel for one point.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ipclab/channel.hpp"
#include "ipclab/experiment.hpp"
#include "ipclab/platform/handle.hpp"
#include "ipclab/text.hpp"

namespace ipclab {

enum class Locality {
    InProcess,     ///< Two threads of this process.
    CrossProcess,  ///< This process and an ipclab-peer on the same machine.
    Network,       ///< Over a network protocol (loopback here, another host later).
};

std::string_view toString(
    Locality locality) noexcept;  ///< "in-process", "cross-process", "network"

/// Where a mechanism is listed. The registry keeps the groups in this order and, inside a
/// group, the order in which the mechanisms were registered: that is the display order of
/// `ipclab-cli list`, the GUI's picker and the "all" of presets (no second list of ids).
enum class MechanismGroup {
    Threads,         ///< Two threads of one process (zmq.inproc too).
    SharedMemory,    ///< Two processes and memory they share; the hand-off is ours (shm.*).
    KernelObjects,   ///< Two processes and a kernel object: pipes, FIFOs, eventfd, queues.
    Network,         ///< Sockets: the network protocols, and beside them uds and zmq.ipc.
    ReportVariants,  ///< A report's own method, shown apart: not communication.
};

/// Every group, in display order.
inline constexpr MechanismGroup kMechanismGroups[] = {
    MechanismGroup::Threads, MechanismGroup::SharedMemory, MechanismGroup::KernelObjects,
    MechanismGroup::Network, MechanismGroup::ReportVariants};

/// How many system calls a party makes, per message: from `min` to `max` (equal when fixed).
struct CallRange {
    unsigned min = 0;
    unsigned max = 0;
};

/// The system calls of one message in one direction of a ping-pong, in the steady state (no
/// set-up, no teardown), known by design from the code: what the sender makes, what the
/// receiver makes. Names are Linux's, as strace prints them (glibc's send() is the sendto
/// system call, mq_send() is mq_timedsend); other systems make the same calls under their
/// own names. A range says it depends on whether the partner sleeps (a futex wake only for a
/// sleeper) or spins. Where a library decides and its internals are not ours to promise
/// (ZeroMQ, Boost.Interprocess's message_queue), dependsOnLibrary says so and the ranges are
/// not stated; the note still names the calls it makes.
struct SystemCalls {
    std::vector<std::string> senderCalls;  ///< {"write"}; empty: none
    CallRange sender;
    std::vector<std::string> receiverCalls;  ///< {"read"}; empty: none (or nobody receives)
    CallRange receiver;
    bool dependsOnLibrary = false;
    std::string note;  ///< Which calls and when, one or two sentences (translatable).

    /// The note is what tells that the field was filled in.
    bool stated() const { return !note.empty(); }
};

/// "1 write" / "0-1 futex" / "0" / "depends on the library": one party's calls in a line.
std::string describeCalls(const std::vector<std::string>& calls, CallRange range,
                          bool dependsOnLibrary);

struct MechanismInfo {
    std::string id;     ///< Short id used everywhere: "pipe", "tcp", "thread.mutex".
    std::string title;  ///< "Anonymous pipe"
    Locality locality = Locality::InProcess;
    /// Its place in lists: the group, then registration order within it (MechanismRegistry).
    MechanismGroup group = MechanismGroup::Threads;
    std::vector<Pattern> patterns;
    std::size_t minBytes = kMinMessageBytes;
    std::size_t maxBytes = kMaxMessageBytes;
    std::string explanation;  ///< What happens inside the OS: copies, system calls, wake-ups.
    /// Where maxBytes comes from ("UDP datagram: 65,507 B"); empty when nothing limits it.
    Text sizeLimitNote;
    /// System calls per message, by design (see SystemCalls).
    SystemCalls systemCalls;
    /// Wait strategies the user may choose, the default first. {Block} for mechanisms where the
    /// kernel decides (pipes, sockets, queues).
    std::vector<WaitStrategy> waitStrategies{WaitStrategy::Block};
    /// Messages may be lost (UDP): a receive may fail with Timeout, and the patterns count it as
    /// a lost message instead of failing the point.
    bool lossy = false;
    /// The reports' own methods (report000.*, report002.mq-ack): shown apart, beside the real
    /// measurement; those that pass no message are labelled as not communication.
    std::string reportVariantOf;  ///< "000", "002" or empty.
    bool available = true;
    std::string unavailableReason;  ///< Why not on this OS (empty when available).
    /// Can run against a remote `ipclab-peer --listen` (Experiment::remotePeer): there the
    /// peer calls open() bound to its listening address and the controller attach()es to
    /// "HOST:PORT" (tcp://HOST:PORT for ZeroMQ) - the roles of the local case swapped, so that
    /// only the peer needs a reachable port.
    bool remoteCapable = false;
    /// How the controller names a remote peer's data port for attach(): empty for
    /// "HOST:PORT" (split at the last colon, an IPv6 host without brackets), else a URL scheme,
    /// "tcp" for ZeroMQ: "tcp://HOST:PORT", an IPv6 host in brackets. remoteCapable only.
    std::string remoteUrlScheme;

    bool supports(Pattern pattern) const;
    /// A message reaches a second party: false only for report 000's methods, which only the
    /// one-sided pattern drives (a loop of sends that nobody receives).
    bool communicates() const;
    bool supports(WaitStrategy wait) const;
    bool runsInPeerProcess() const { return locality != Locality::InProcess; }
    /// Can run against a remote `ipclab-peer --listen` in this process's IPC namespace (two
    /// containers sharing one): shared memory and message queues, which are named there. The
    /// peer open()s and the controller attach()es by name, as a local peer process would.
    bool sharedIpcCapable() const;
    /// Why the two sides cannot be on different hosts, in one phrase naming what binds them
    /// (the IPC namespace, an inherited descriptor, a file system path, one process); empty
    /// for a remoteCapable mechanism.
    Text localOnlyReason() const;
};

/// Where a point of `experiment` on mechanism `info` runs: the experiment's placement, or for
/// Placement::Auto the one that measures the mechanism - one CPU for a blocking or yielding
/// hand-off (no idle CPU to wake), two for a spinning one (a spinner needs its own CPU; with a
/// single CPU allowed it stays unpinned). A remote peer's points are unpinned.
Placement placementFor(const Experiment& experiment, const MechanismInfo& info);

/// What a channel is opened for.
struct ChannelOptions {
    std::size_t maxMessageBytes = 64;
    WaitStrategy wait = WaitStrategy::Block;
    /// Lossy mechanisms: how long a receive waits before the message counts as lost.
    std::uint32_t lossTimeoutMs = 200;
    /// Network mechanisms: the numeric address open() listens on, and attach() binds its own
    /// socket to where it needs one (udp). Loopback unless a remote peer asks otherwise.
    std::string bindAddress = "127.0.0.1";
    /// Remote peers: the point's secret (kDataSecretChars hex digits, 128 random bits). The
    /// connecting side (the controller's attach()) presents it first on the data connection;
    /// the listening side (the peer's completeConnection()) checks it in constant time before
    /// the point starts, drops a connection without it and keeps waiting for the right one.
    /// Empty: no check (a local run, whose peer the runner started itself).
    std::string dataSecret;
};

/// Length of ChannelOptions::dataSecret: 32 hex digits.
inline constexpr std::size_t kDataSecretChars = 32;

/// A lock for the lock pattern, shared by threads or processes. acquire/release are called from
/// many parties at once; everything else from one.
class Lock {
  public:
    virtual ~Lock() = default;
    virtual void acquire() noexcept = 0;
    virtual void release() noexcept = 0;
};

/// The lock pattern's side of an in-process lock mechanism (thread.*): a new lock for the
/// point's threads.
class ThreadLocks {
  public:
    virtual ~ThreadLocks() = default;
    virtual Expected<std::shared_ptr<Lock>> createLock(WaitStrategy wait) = 0;
};

/// The lock pattern's side of a cross-process lock mechanism (shm.*): the lock lives inside
/// shared memory that the runner provides (lockBytes() bytes, 64-byte aligned); `create`
/// constructs it there (once, by the measuring side), otherwise it is attached to (by each
/// peer). The runner keeps the memory mapped until every party is done and the Lock destroyed.
class PlacedLocks {
  public:
    virtual ~PlacedLocks() = default;
    virtual std::size_t lockBytes() const = 0;
    virtual Expected<std::unique_ptr<Lock>> placeLock(void* memory, bool create,
                                                      WaitStrategy wait) = 0;
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
    /// Network mechanisms: the port open() listens on, which a remote peer announces to its
    /// controller; 0 otherwise.
    std::uint16_t port = 0;
};

class Mechanism {
  public:
    virtual ~Mechanism() = default;
    virtual const MechanismInfo& info() const = 0;

    /// Measuring side: creates the channel. Patterns PingPong, Stream, Paced, OneSided (for
    /// OneSided only `initiator` is used and nothing ever receives).
    virtual Expected<OpenedChannel> open(const ChannelOptions& options) = 0;

    /// Peer side (inside ipclab-peer): attaches to the channel described by `peerArgument`.
    /// Only cross-process mechanisms implement it.
    virtual Expected<std::unique_ptr<Channel>> attach(const std::string& peerArgument,
                                                      const ChannelOptions& options);

    /// The lock pattern's side, apart from the message channel: the mechanism's locks for
    /// threads (in-process) or placed in shared memory (cross-process); nullptr when it offers
    /// none, as every message-only mechanism.
    virtual ThreadLocks* threadLocks() { return nullptr; }
    virtual PlacedLocks* placedLocks() { return nullptr; }
};

}  // namespace ipclab
