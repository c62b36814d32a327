#pragma once
/// Keep-awake through the CPU idle-latency limit, held for a whole run (Experiment::
/// holdDmaLatency). A run that asked for it and cannot have it fails its points with the
/// reason: figures measured without it would be read as figures measured with it.
#include <string>

#include "ipclab/platform/idle_latency.hpp"
#include "ipclab/text.hpp"

namespace ipclab::detail {

class KeepAwakeHold {
  public:
    explicit KeepAwakeHold(bool wanted);
    bool ok() const { return m_error.empty(); }
    /// Why it is unavailable (empty when ok).
    const Text& error() const { return m_error; }
    /// For the result: "" (not asked), or what was held.
    std::string describe() const;
    /// Why this process cannot hold the limit, or "" when it can: tried now.
    static std::string unavailableReason();

  private:
    bool m_wanted;
    platform::IdleLatencyHold m_hold;
    Text m_error;
};

}  // namespace ipclab::detail
