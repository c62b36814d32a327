#pragma once
/// CPU topology, thread pinning, and the small CPU services spinning waits and CPU-time
/// accounting need.
#include <cstdint>
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

/// One iteration of a busy-wait: the CPU's spin-wait hint (x86 PAUSE, ARM YIELD), which saves
/// power, leaves the sibling hyper-thread more of the core and avoids the memory-order
/// mis-speculation penalty when the awaited value changes. A no-op on CPUs without one. Never a
/// system call. Thread-safe.
void cpuRelax() noexcept;

/// Gives up the rest of the calling thread's time slice if another thread is ready to run on
/// this CPU (sched_yield / SwitchToThread). A system call; returns at once when nothing else
/// is ready. Thread-safe.
void yieldThread() noexcept;

/// CPU time (user + system) the calling thread has consumed since it started, in ns, or -1 if
/// the OS cannot tell. Linux: clock_gettime(CLOCK_THREAD_CPUTIME_ID); macOS: thread_info;
/// Windows: GetThreadTimes (which advances in scheduler ticks, ~15.6 ms, so only long spans are
/// meaningful there). Thread-safe.
std::int64_t threadCpuTimeNs() noexcept;

}  // namespace ipclab::platform
