#pragma once
/// Private: clocks every OS shares (std::chrono's and the x86 time-stamp counter).
#include <vector>

#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/clock.hpp"

namespace ipclab::platform::detail {

/// steady_clock and high_resolution_clock, in that order.
std::vector<ClockSource> standardClocks();

/// RDTSC if this is an x86 CPU reporting an invariant TSC, calibrated against nowNs() once
/// (about 20 ms, at the first call). Appends nothing otherwise; rdtscCapability() says why.
void appendRdtsc(std::vector<ClockSource>& clocks);
Capability rdtscCapability();

}  // namespace ipclab::platform::detail
