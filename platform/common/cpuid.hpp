#pragma once
/// Private: CPUID queries, for the clocks (invariant TSC) and the system description on OSes
/// that expose no better source (Windows). Every function answers "no" on non-x86 CPUs.
#include <string>

namespace ipclab::platform::detail {

/// Runs CPUID `leaf` (sub-leaf 0) into eax, ebx, ecx, edx. False on non-x86 CPUs.
bool cpuid(unsigned leaf, unsigned regs[4]) noexcept;
/// The CPU's brand string (leaves 0x80000002..4), trimmed; "" if unavailable.
std::string cpuidBrandString();
/// CPUID.1:ECX bit 31, set by hypervisors for their guests.
bool cpuidHypervisorBit() noexcept;
/// CPUID.80000007H:EDX bit 8: the TSC runs at a constant rate in every power state.
bool cpuidInvariantTsc() noexcept;

}  // namespace ipclab::platform::detail
