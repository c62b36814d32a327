#include <utility>

#include "ipclab/platform/idle_latency.hpp"

namespace ipclab::platform {

// Windows has no per-process limit on CPU idle states (power plans are system-wide settings).
IdleLatencyHold::IdleLatencyHold(IdleLatencyHold&& other) noexcept
    : m_handle(std::exchange(other.m_handle, -1)) {}

IdleLatencyHold& IdleLatencyHold::operator=(IdleLatencyHold&& other) noexcept {
    m_handle = std::exchange(other.m_handle, -1);
    return *this;
}

IdleLatencyHold::~IdleLatencyHold() = default;

void IdleLatencyHold::release() noexcept {
    m_handle = -1;
}

Expected<IdleLatencyHold> IdleLatencyHold::acquire() {
    return Error{ErrorCode::Unsupported,
                 "Windows has no per-program limit on CPU idle states (only system-wide power "
                 "plans); use the spinner (--keep-awake=spinner)"};
}

}  // namespace ipclab::platform
