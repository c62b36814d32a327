#pragma once
/// UDP sockets (BSD sockets / Winsock): one datagram per message, for the udp mechanism and
/// report 000's sendto. Bound to loopback unless told otherwise.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

#include "ipclab/platform/error.hpp"
#include "ipclab/platform/handle.hpp"
#include "ipclab/platform/socket.hpp"

namespace ipclab::platform {

/// Largest UDP payload over IPv4: 65,535 - 20 (IP header) - 8 (UDP header) bytes.
inline constexpr std::size_t kMaxUdpPayloadBytes = 65'507;

/// A UDP socket. Move-only; closes on destruction. Not thread-safe, except that shutdown() may
/// be called while another thread is blocked in receive().
class UdpSocket {
  public:
    /// Binds to `address` ("127.0.0.1", "::1") and `port` (0 = any free port), with send and
    /// receive buffers of at least `bufferBytes` (so one datagram of that size always fits;
    /// the OS may round up, and caps it at its own maximum). Port in use gives a SystemError
    /// naming the address and port.
    static Expected<UdpSocket> bind(const std::string& address, std::uint16_t port,
                                    std::size_t bufferBytes);

    UdpSocket() = default;

    /// Port this socket is bound to.
    Expected<std::uint16_t> localPort() const;

    /// Fixes the only peer: send() goes there and receive() accepts datagrams from there only.
    Status connect(const std::string& address, std::uint16_t port);

    /// How long receive() waits before failing with Timeout; 0 = for ever. Set once, outside
    /// any timed loop (SO_RCVTIMEO): receive() itself stays a single recv() call.
    Status setReceiveTimeout(std::chrono::milliseconds timeout);

    /// Sends one datagram to the connected peer (one send() call). A datagram the receiver has
    /// no room for is dropped by the OS without an error here: UDP does not tell.
    Status send(std::span<const std::byte> datagram) noexcept;

    /// Receives one datagram into `buffer` (one recv() call) and returns its length. Timeout
    /// when the receive timeout expires (the datagram counts as lost); ProtocolError when the
    /// datagram was longer than `buffer` (the rest is discarded by the OS); Closed after
    /// shutdown().
    Expected<std::size_t> receive(std::span<std::byte> buffer) noexcept;

    /// Set-up only: waits up to `timeout` for one datagram from anyone (regardless of the
    /// receive timeout) and returns the sender's port, so the receiver can connect() back.
    /// Timeout if none came. IPv4 and IPv6 senders. `senderAddress`, if given, receives the
    /// sender's numeric address ("10.0.0.1"), so a remote peer can connect() back.
    Expected<std::uint16_t> receiveFrom(std::span<std::byte> buffer,
                                        std::chrono::milliseconds timeout,
                                        std::string* senderAddress = nullptr);

    /// Wakes a thread blocked in receive(), which then fails with Closed, as do later calls.
    /// Thread-safe with respect to a blocked receive(); the socket stays open until close().
    void shutdown() noexcept;
    void close() noexcept { m_handle.reset(); }
    bool valid() const noexcept { return m_handle.valid(); }
    NativeHandle native() const noexcept { return m_handle.get(); }

  private:
    explicit UdpSocket(NativeHandle handle) noexcept : m_handle(handle) {}
    UniqueHandle<SocketTraits> m_handle;
};

}  // namespace ipclab::platform
