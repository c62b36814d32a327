#pragma once
/// Keeping CPUs out of deep idle states while measuring.
#include "ipclab/platform/error.hpp"
#include "ipclab/platform/handle.hpp"
#include "ipclab/platform/unique_handle.hpp"

namespace ipclab::platform {

/// Holds the system's CPU wake-up latency limit at 0 µs for as long as it lives. On Linux this
/// is /dev/cpu_dma_latency (PM QoS) kept open with 0 written to it: the cpuidle governor then
/// picks only polling idle states, and on a KVM guest with the haltpoll driver a vCPU that
/// waits no longer halts, so a cross-CPU wake-up costs what the mechanism costs, not the
/// hypervisor's ~25 µs. The limit ends when the file is closed (here, or when the process
/// dies). Needs root (the file is 0600 root). macOS and Windows have no such interface:
/// acquire() fails with Unsupported and says why.
class IdleLatencyHold {
  public:
    IdleLatencyHold() = default;

    /// Unsupported (with the reason) without root or where the OS has no such limit.
    static Expected<IdleLatencyHold> acquire();
    bool held() const { return m_handle.valid(); }
    /// Closing the file ends the request: the kernel drops it with the file.
    void release() noexcept { m_handle.reset(); }

  private:
    explicit IdleLatencyHold(int handle) : m_handle(handle) {}
    UniqueHandle<OsHandleTraits> m_handle;
};

}  // namespace ipclab::platform
