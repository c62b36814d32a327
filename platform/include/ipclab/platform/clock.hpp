#pragma once
/// High-resolution monotonic clocks.
#include <cstdint>
#include <string>
#include <vector>

namespace ipclab::platform {

/// Nanoseconds from the best monotonic clock for interval timing on this OS
/// (clock_gettime(CLOCK_MONOTONIC) through the vDSO on Linux, QueryPerformanceCounter on Windows,
/// mach_absolute_time on macOS). Thread-safe; never goes backwards.
std::int64_t nowNs() noexcept;

/// One clock that calibration can read. `readTicks` returns raw ticks; ticks * nsPerTick = ns.
struct ClockSource {
    std::string name;         ///< "steady_clock", "rdtsc", "QueryPerformanceCounter", ...
    std::string description;  ///< What it is and where its ticks come from.
    std::int64_t (*readTicks)() noexcept = nullptr;
    double nsPerTick = 1.0;  ///< For RDTSC: measured against nowNs() once, at first call.
};

/// Every clock this build can read on this machine, the one nowNs() uses first.
std::vector<ClockSource> availableClocks();

}  // namespace ipclab::platform
