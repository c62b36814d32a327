#pragma once
/// The control protocol between a controller (Runner with Experiment::remotePeer) and
/// `ipclab-peer --listen`: length-prefixed JSON messages over one TCP connection.
///
/// Frame: 4-byte big-endian body length (1..kMaxControlMessageBytes), then a UTF-8 JSON object
/// with a "type". Conversation:
///   controller: hello{version, token}
///   peer: welcome{version, machine, ipc_namespace} | error{reason}
///   then per point:
///   controller: request{arguments, timeout_ms}  peer: ready{port, secret, channel} | error{reason}
///   (channel: what a shared-memory or queue mechanism opened, for a controller in the peer's
///   IPC namespace to attach to, e.g. two containers sharing one; empty for the network ones)
///   (the controller connects to the data port, presents the point's secret first, and
///   measures; on failure it sends abort{})
///   peer: done{ok, error}
/// A second controller while one is served gets error{"busy ..."}. Latency is timed on the
/// controller only, so the two hosts' clocks never meet.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "ipclab/mechanism.hpp"
#include "ipclab/platform/error.hpp"
#include "ipclab/platform/socket.hpp"
#include "ipclab/system_info.hpp"

namespace ipclab::remote {

using platform::Error;
using platform::ErrorCode;
using platform::Expected;
using platform::Status;

/// Bumped whenever a message changes incompatibly; both sides refuse another version.
/// 2: ready carries the point's data secret. 3: welcome names the peer's IPC namespace and
/// ready may carry a channel name instead of a port (shared memory and queues).
inline constexpr int kProtocolVersion = 3;
/// Largest body accepted: a bigger length prefix is refused before anything is allocated.
inline constexpr std::size_t kMaxControlMessageBytes = 64 * 1024;
/// Longest token accepted.
inline constexpr std::size_t kMaxTokenBytes = 1024;

enum class MessageType { Hello, Welcome, Error, Request, Ready, Abort, Done };

std::string_view toString(MessageType type) noexcept;

/// One message; only the fields of its type are meaningful.
struct ControlMessage {
    MessageType type = MessageType::Error;
    int version = 0;     ///< hello, welcome
    std::string token;   ///< hello
    SystemInfo machine;  ///< welcome: the peer's machine
    /// welcome: the peer's IPC namespace (platform::ipcNamespace(); empty where none is named).
    std::string ipcNamespace;
    std::string reason;                  ///< error; done: why the point failed (empty if ok)
    std::vector<std::string> arguments;  ///< request: toPeerArguments() of the point
    std::uint32_t timeoutMs = 0;         ///< request: how long the peer waits for the data side
    std::uint16_t port = 0;              ///< ready: the data port the peer listens on
    /// ready: a shared-memory or queue mechanism's channel (OpenedChannel::peerArgument) for
    /// the controller's attach(); empty for the network mechanisms, which give a port.
    std::string channel;
    /// ready: the point's data secret (kDataSecretChars lowercase hex digits), which the
    /// controller presents first on the data connection (ChannelOptions::dataSecret).
    std::string secret;
    bool ok = false;  ///< done
};

/// The JSON body of `message`.
std::string encodeBody(const ControlMessage& message);
/// 4-byte length + body.
std::string encodeFrame(const ControlMessage& message);
/// Parses a JSON body: a valid message or InvalidArgument / ProtocolError saying what is wrong.
/// Never throws, whatever the input.
Expected<ControlMessage> parseBody(std::string_view body);
/// Parses one whole frame (length prefix + body, nothing after it).
Expected<ControlMessage> parseFrame(std::string_view frame);

/// `text` with every control character (below 0x20, and DEL) written as \xHH: what a remote
/// side sends must not move a terminal's cursor, colour it, or forge lines in a log.
std::string escapeControlCharacters(std::string_view text);

/// Constant-time comparison (no early exit on the first differing byte, the length not leaked
/// through timing beyond the longer of the two).
bool tokensEqual(std::string_view expected, std::string_view presented) noexcept;

/// Sends one message.
Status sendMessage(platform::Socket& socket, const ControlMessage& message);
/// Receives one message, waiting up to `timeout` for it to begin (in slices, so that `stop`, if
/// given, ends the wait with Cancelled within ~100 ms) and as long again for the rest. Closed
/// when the other side went away; ProtocolError for an oversized or malformed message.
Expected<ControlMessage> receiveMessage(platform::Socket& socket, std::chrono::milliseconds timeout,
                                        const std::atomic<bool>* stop = nullptr);

/// An error{reason} message.
ControlMessage errorMessage(std::string reason);

}  // namespace ipclab::remote
