#pragma once
/// Overhead and resolution of every clock this build can read (report 004's timer calibration).
#include <cstddef>
#include <string>
#include <vector>

#include "ipclab/hardware_floor.hpp"

namespace ipclab {

/// What one clock costs to read and the smallest step it shows, on this machine, now.
struct ClockCalibration {
    std::string name;         ///< "steady_clock", "rdtsc", "QueryPerformanceCounter", ...
    std::string description;  ///< What the clock is and where its ticks come from.
    /// Mean cost of one read in ns: the time of `samples` back-to-back reads, measured with
    /// platform::nowNs(), divided by `samples`. Includes the call through a function pointer.
    double overheadNs = 0;
    /// Smallest nonzero difference between two consecutive reads, in ns. When a read costs more
    /// than one tick this is an upper bound of the tick (it is what a measurement can resolve).
    /// 0 when the clock did not move within one second.
    double resolutionNs = 0;
    std::size_t samples = 0;  ///< Reads made for each of the two figures.

    bool operator==(const ClockCalibration&) const = default;
};

/// Calibrates each of platform::availableClocks(), in that order (the one nowNs() uses first).
/// Takes a few ms per clock with the default sample count; `samples` of 0 counts as 1.
/// Blocking; safe to call from any thread (it reads clocks only).
std::vector<ClockCalibration> calibrateClocks(std::size_t samples = 100'000);

/// A table for a terminal: one line per clock with name, overhead, resolution and description.
std::string formatCalibrationTable(const std::vector<ClockCalibration>& calibrations);

/// JSON: {"clocks": [{"name", "description", "overhead_ns", "resolution_ns", "samples"}],
/// "published": [{"report", "hardware", "clock", "overhead_ns", "resolution_ns"}]}: report
/// 004's timer calibration (clock_gettime ~65 ns, RDTSC ~7 ns), which the table shows too.
/// With a measured (or unavailable) floor, "hardware_floor" follows, as in a result's machine
/// record.
std::string calibrationToJson(const std::vector<ClockCalibration>& calibrations,
                              const HardwareFloor& floor = {}, int indent = 2);

}  // namespace ipclab
