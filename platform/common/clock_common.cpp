// The standard clocks and RDTSC. Architecture (not OS) decides whether RDTSC exists, so the
// only conditionals here are on the CPU architecture and the compiler's intrinsic header.
#include "clock_common.hpp"

#include <chrono>
#include <thread>

#include "cpuid.hpp"

#if defined(__x86_64__) || defined(__i386__) || defined(_M_X64) || defined(_M_IX86)
#define IPCLAB_X86 1
#if defined(_MSC_VER)
#include <intrin.h>
#else
#include <x86intrin.h>
#endif
#endif

namespace ipclab::platform::detail {
namespace {

template <class Clock>
ClockSource chronoClock(const char* name, const char* description) {
    ClockSource source;
    source.name = name;
    source.description = description;
    source.readTicks = []() noexcept -> std::int64_t {
        return static_cast<std::int64_t>(Clock::now().time_since_epoch().count());
    };
    source.nsPerTick =
        1e9 * static_cast<double>(Clock::period::num) / static_cast<double>(Clock::period::den);
    return source;
}

#if defined(IPCLAB_X86)
std::int64_t readTsc() noexcept {
    return static_cast<std::int64_t>(__rdtsc());
}

double calibrateTsc() {
    // One measurement against the OS monotonic clock over ~20 ms; a sleep is fine because the
    // TSC keeps counting (invariant) while the thread is descheduled.
    const std::int64_t ns0 = nowNs();
    const std::int64_t t0 = readTsc();
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    const std::int64_t ns1 = nowNs();
    const std::int64_t t1 = readTsc();
    if (t1 <= t0)
        return 0.0;
    return static_cast<double>(ns1 - ns0) / static_cast<double>(t1 - t0);
}
#endif

}  // namespace

std::vector<ClockSource> standardClocks() {
    std::vector<ClockSource> clocks;
    clocks.push_back(chronoClock<std::chrono::steady_clock>(
        "steady_clock", "std::chrono::steady_clock (the standard library's monotonic clock)"));
    clocks.push_back(chronoClock<std::chrono::high_resolution_clock>(
        "high_resolution_clock",
        "std::chrono::high_resolution_clock (an alias of steady_clock or system_clock; the "
        "latter is not monotonic)"));
    return clocks;
}

void appendRdtsc(std::vector<ClockSource>& clocks) {
#if defined(IPCLAB_X86)
    if (!cpuidInvariantTsc())
        return;
    static const double nsPerTick = calibrateTsc();
    if (nsPerTick <= 0.0)
        return;
    ClockSource source;
    source.name = "rdtsc";
    source.description =
        "x86 time-stamp counter read with RDTSC (invariant TSC; ns per tick calibrated once "
        "against the OS monotonic clock over 20 ms; not serializing)";
    source.readTicks = &readTsc;
    source.nsPerTick = nsPerTick;
    clocks.push_back(source);
#else
    (void)clocks;
#endif
}

Capability rdtscCapability() {
#if defined(IPCLAB_X86)
    if (cpuidInvariantTsc())
        return {true, "RDTSC, invariant TSC reported by CPUID"};
    return {false,
            "CPUID does not report an invariant TSC (leaf 0x80000007 EDX bit 8), so RDTSC ticks "
            "may change rate with CPU frequency or differ between cores; common under "
            "hypervisors"};
#else
    return {false, "not an x86 CPU: RDTSC does not exist"};
#endif
}

}  // namespace ipclab::platform::detail
