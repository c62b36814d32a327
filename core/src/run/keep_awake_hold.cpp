#include "run/keep_awake_hold.hpp"

namespace ipclab::detail {

KeepAwakeHold::KeepAwakeHold(bool wanted) : m_wanted(wanted) {
    if (!wanted) {
        return;
    }
    auto hold = platform::IdleLatencyHold::acquire();
    if (hold) {
        m_hold = std::move(hold.value());
    } else {
        m_error = Text(
            IPCLAB_TR_NOOP("ipclab::CoreMessages", "keep-awake (dma-latency) is unavailable: %1"),
            {textArg(errorText(hold.error()))});
    }
}

std::string KeepAwakeHold::describe() const {
    if (!m_wanted) {
        return "";
    }
    return ok() ? "CPU idle latency held at 0 µs (/dev/cpu_dma_latency) while measuring"
                : english(m_error);
}

std::string KeepAwakeHold::unavailableReason() {
    auto hold = platform::IdleLatencyHold::acquire();
    return hold ? std::string() : hold.error().message;
}

}  // namespace ipclab::detail
