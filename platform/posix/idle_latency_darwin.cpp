#include <utility>

#include "ipclab/platform/idle_latency.hpp"

namespace ipclab::platform {

// macOS has no per-process limit on CPU idle states that a program can hold.
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
                 "macOS has no interface to keep CPUs out of idle states (no "
                 "/dev/cpu_dma_latency); use the spinner (--keep-awake=spinner)"};
}

}  // namespace ipclab::platform
