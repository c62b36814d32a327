#pragma once
/// A kernel wake-up counter shared by two processes: Linux's eventfd. It carries a 64-bit
/// count and nothing else, so a hand-off through it costs two system calls and the wake-up of
/// the sleeping side, and no copy of a message: it isolates the wake-up from the data.
/// Linux only; elsewhere createEventCounter() says Unsupported and why, and
/// capabilities().eventCounters is unavailable.
#include <cstdint>

#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/error.hpp"
#include "ipclab/platform/handle.hpp"
#include "ipclab/platform/unique_handle.hpp"

namespace ipclab::platform {

/// One eventfd descriptor. Move-only; closes on destruction. Created close-on-exec:
/// Process::spawn makes only the handles it is given inheritable.
class EventCounter {
  public:
    /// The largest count add() accepts (the kernel's limit is 2^64 - 2).
    static constexpr std::uint64_t kMaxAdd = 0xfffffffffffffffeULL;

    EventCounter() = default;
    explicit EventCounter(NativeHandle handle) noexcept : m_handle(handle) {}

    /// Adds `value` (1 ... kMaxAdd) to the count and wakes a waiter in take().
    Status add(std::uint64_t value) noexcept;
    /// Sleeps until the count is not zero, then returns it and sets it back to zero.
    Expected<std::uint64_t> take() noexcept;

    NativeHandle native() const noexcept { return m_handle.get(); }
    bool valid() const noexcept { return m_handle.valid(); }
    void close() noexcept { m_handle.reset(); }

  private:
    UniqueHandle<OsHandleTraits> m_handle;
};

/// A new counter at zero, blocking, close-on-exec.
Expected<EventCounter> createEventCounter();

/// Whether this OS has the counter (capabilities().eventCounters is this).
Capability eventCounterCapability();

}  // namespace ipclab::platform
