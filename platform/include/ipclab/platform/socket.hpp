#pragma once
/// TCP sockets (BSD sockets / Winsock). Every listening socket binds where it is told,
/// loopback unless the user asks otherwise.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

#include "ipclab/platform/error.hpp"
#include "ipclab/platform/handle.hpp"
#include "ipclab/platform/unique_handle.hpp"

namespace ipclab::platform {

/// A socket as UniqueHandle holds it (TCP, Unix domain and UDP alike): closesocket() on
/// Windows, close() on POSIX.
struct SocketTraits {
    using Value = NativeHandle;
    static constexpr Value kInvalid = kInvalidHandle;
    static void close(Value handle) noexcept;
};

/// Starts the socket library once per process (WSAStartup on Windows; nothing on POSIX).
/// Thread-safe; every Socket factory calls it, so callers need not.
Status startSockets();

/// Resolves a host name or numeric address to one numeric address ("10.0.0.2", "::1"), IPv4
/// preferred. Set-up only: may wait on DNS. InvalidArgument for an unknown host, naming it.
Expected<std::string> resolveHost(const std::string& host);

/// A connected or listening TCP socket. Move-only; closes on destruction.
class Socket {
  public:
    /// Listens on `address` ("127.0.0.1", "::1", "0.0.0.0") and `port` (0 = any free port).
    /// Port in use gives a SystemError naming the address and port.
    static Expected<Socket> listenTcp(const std::string& address, std::uint16_t port,
                                      int backlog = 1);
    /// Connects to address:port, giving up after `timeout`. A non-empty `fromAddress` binds the
    /// socket to that numeric source address first (tests of per-address limits connect from
    /// 127.0.0.2; Linux routes all of 127/8 to loopback, macOS only 127.0.0.1): an error
    /// whose message begins "bind " where the OS has no such address.
    static Expected<Socket> connectTcp(const std::string& address, std::uint16_t port,
                                       std::chrono::milliseconds timeout,
                                       const std::string& fromAddress = {});
    /// Unix domain stream socket listening at `path` (AF_UNIX; Windows 10 1803 and later). The
    /// caller chooses a path in a private directory and removes the file. Unsupported, saying
    /// why, where the OS has no AF_UNIX.
    static Expected<Socket> listenUnix(const std::string& path, int backlog = 1);
    /// Connects to the Unix domain socket at `path`. Fails at once if there is no such file;
    /// retries until `timeout` while the file exists but nobody accepts (refused, full backlog).
    static Expected<Socket> connectUnix(const std::string& path, std::chrono::milliseconds timeout);

    Socket() = default;

    /// Waits up to `timeout` for one connection on a listening socket. Timeout error if none came.
    Expected<Socket> accept(std::chrono::milliseconds timeout);
    /// Waits up to `timeout` until data (or end of stream / an error) can be read without
    /// blocking; false on timeout. Reads nothing.
    Expected<bool> waitReadable(std::chrono::milliseconds timeout);
    /// Port this socket is bound to.
    Expected<std::uint16_t> localPort() const;
    /// The numeric address of the other end of a connected IP socket ("10.0.0.2", "::1");
    /// "" when it has none (a Unix domain socket) or it cannot be read.
    std::string peerAddress() const;

    Status setNoDelay(bool enabled);
    /// Each send() may block at most `timeout` without progress (SO_SNDTIMEO): a reader that
    /// stopped reading cannot hold a sender for ever.
    Status setSendTimeout(std::chrono::milliseconds timeout);
    /// Sends every byte (loops over partial sends, never raises SIGPIPE). Closed if the peer is
    /// gone; Timeout when a send timeout is set and the other side took nothing for that long.
    Status sendAll(std::span<const std::byte> data) noexcept;
    /// Receives exactly data.size() bytes. Closed on orderly shutdown or reset by the peer.
    Status receiveExact(std::span<std::byte> data) noexcept;
    /// Receives what is there, 1 to data.size() bytes, in one call (after waitReadable it does
    /// not block): a reader with a deadline per message. Closed at end of stream.
    Expected<std::size_t> receiveSome(std::span<std::byte> data) noexcept;

    /// Shuts down both directions: wakes any thread blocked in send/receive on this socket, which
    /// then fails with Closed. Thread-safe with respect to a blocked call; the socket stays open.
    void shutdownBoth() noexcept;
    void close() noexcept { m_handle.reset(); }
    bool valid() const noexcept { return m_handle.valid(); }
    NativeHandle native() const noexcept { return m_handle.get(); }

  private:
    explicit Socket(NativeHandle handle) noexcept : m_handle(handle) {}
    UniqueHandle<SocketTraits> m_handle;
};

}  // namespace ipclab::platform
