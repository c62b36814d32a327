#pragma once
/// CPU topology and thread pinning.
#include <vector>

#include "ipclab/platform/error.hpp"

namespace ipclab::platform {

/// Logical CPUs in the machine (at least 1).
int logicalCpuCount() noexcept;

/// CPU indices this process may run on (its affinity mask), ascending. Never empty.
std::vector<int> allowedCpus();

/// Pins the calling thread to one logical CPU (sched_setaffinity / SetThreadAffinityMask).
/// Unsupported on macOS, which has no hard affinity (the error says so).
Status pinCurrentThread(int cpu);

/// Lets the calling thread run on every allowed CPU again.
Status unpinCurrentThread();

}  // namespace ipclab::platform
