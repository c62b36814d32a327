#pragma once
/// One party's end of a two-way message channel: what every mechanism provides and every
/// pattern drives. Both parties know every message's size in advance (the experiment fixes it).
#include <chrono>
#include <cstddef>
#include <span>

#include "ipclab/platform/error.hpp"

namespace ipclab {

using platform::Status;

class Channel {
  public:
    virtual ~Channel() = default;

    /// Sends one whole message (blocking until it is handed over). Not thread-safe.
    virtual Status send(std::span<const std::byte> message) noexcept = 0;
    /// Receives one whole message of exactly message.size() bytes (blocking). Not thread-safe.
    virtual Status receive(std::span<std::byte> message) noexcept = 0;

    /// Cross-process mechanisms: finishes connecting once the peer process was started
    /// (accepting its connection, closing this process's copies of the peer's handles).
    /// Gives up after `timeout`. Default: nothing to do.
    virtual Status completeConnection(std::chrono::milliseconds timeout) {
        (void)timeout;
        return {};
    }

    /// Unblocks any send/receive in progress or to come, which then fail. Thread-safe: the
    /// runner's watchdog calls it on cancel and on timeout while another thread is blocked.
    virtual void abort() noexcept = 0;
};

}  // namespace ipclab
