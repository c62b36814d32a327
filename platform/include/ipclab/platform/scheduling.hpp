#pragma once
/// What the scheduler did to the calling thread.
#include <cstdint>

namespace ipclab::platform {

/// Times the calling thread was taken off its CPU against its will (preempted: its time slice
/// ended or a higher-priority thread woke), since it started; -1 where the OS does not count
/// it per thread (macOS, Windows). A spinning party that is preempted often is sharing its CPU:
/// the machine is oversubscribed, and a spin-wait's figure then measures the scheduler.
std::int64_t involuntaryContextSwitchesOfThisThread() noexcept;

/// Threads running or ready to run on the whole machine at this moment, the caller included
/// (Linux: the kernel's nr_running, /proc/loadavg's fourth field before the slash); -1 where
/// the OS does not say (macOS, Windows). More of them than logical CPUs means some wait for a
/// CPU: a spinning party then competes with other work. One look costs one small read of a
/// kernel-made file (a few µs): look between timed spans, not inside them. Thread-safe.
int runnableThreads() noexcept;

}  // namespace ipclab::platform
