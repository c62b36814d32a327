#pragma once
/// What the scheduler did to the calling thread.
#include <cstdint>

namespace ipclab::platform {

/// Times the calling thread was taken off its CPU against its will (preempted: its time slice
/// ended or a higher-priority thread woke), since it started; -1 where the OS does not count
/// it per thread (macOS, Windows). A spinning party that is preempted often is sharing its CPU:
/// the machine is oversubscribed, and a spin-wait's figure then measures the scheduler.
std::int64_t involuntaryContextSwitchesOfThisThread() noexcept;

}  // namespace ipclab::platform
