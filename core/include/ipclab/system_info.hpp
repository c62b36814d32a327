#pragma once
/// The machine and build a result was measured with.
#include <string>

#include "ipclab/hardware_floor.hpp"

namespace ipclab {

struct SystemInfo {
    std::string osName;
    std::string osVersion;
    std::string kernel;
    std::string cpuModel;
    int logicalCores = 1;
    std::string architecture;
    bool virtualized = false;
    std::string idleDriver;
    std::string hostName;
    std::string compiler;    ///< "GNU 12.2.0"
    std::string buildType;   ///< "Release", "Debug", ...
    std::string appVersion;  ///< "0.1.0"
    std::string date;        ///< ISO 8601 UTC, when the run started: "2026-11-21T22:30:00Z"
    /// Measured by the runner at the start of a run (currentSystemInfo() leaves it unmeasured).
    HardwareFloor hardwareFloor;

    bool operator==(const SystemInfo&) const = default;
};

/// This machine and build, dated now.
SystemInfo currentSystemInfo();
/// ISO 8601 UTC timestamp of now.
std::string utcTimestampNow();
/// The application version ("0.1.0").
const char* appVersion() noexcept;

}  // namespace ipclab
