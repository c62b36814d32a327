#pragma once
/// "Keep cores awake": one lowest-priority spinning thread per CPU in use, so that a CPU whose
/// party blocks does not drop into a deep idle state (or, on a virtual machine, halt its vCPU)
/// and the next wake-up costs only the mechanism, not the hardware's or hypervisor's wake-up.
/// The spinners run only when their CPU would otherwise idle (SCHED_IDLE), so they take no
/// time from the parties; core-to-core latency tools "pre-heat" cores the same way.
#include <atomic>
#include <string>
#include <thread>
#include <vector>

#include "ipclab/experiment.hpp"

namespace ipclab::detail {

class CoreWarmer {
  public:
    CoreWarmer() = default;
    CoreWarmer(const CoreWarmer&) = delete;
    CoreWarmer& operator=(const CoreWarmer&) = delete;
    ~CoreWarmer() { stop(); }

    /// Starts a spinner on each CPU. Fails (starting none) when a spinner cannot be pinned or
    /// lowered to idle priority: a spinner at normal priority would distort what it should help.
    Status start(const std::vector<int>& cpus);
    void stop() noexcept;

    /// Spinners running: they count as runnable threads though they only ever take idle time.
    std::size_t spinners() const noexcept { return m_spinners.size(); }

    /// The CPUs a point with this placement runs on.
    static std::vector<int> cpusFor(Placement placement);

  private:
    std::atomic<bool> m_running{false};
    std::vector<std::thread> m_spinners;
};

}  // namespace ipclab::detail
