// Windows clocks. QueryPerformanceCounter is the documented interval timer (an invariant TSC or
// the HPET underneath, chosen by Windows); its frequency is fixed at boot.
#include "clock_common.hpp"
#include "win_include.hpp"

namespace ipclab::platform {
namespace {

std::int64_t qpcFrequency() noexcept {
    static const std::int64_t frequency = [] {
        LARGE_INTEGER f{};
        ::QueryPerformanceFrequency(&f);
        return f.QuadPart > 0 ? static_cast<std::int64_t>(f.QuadPart) : std::int64_t{1};
    }();
    return frequency;
}

std::int64_t qpcTicks() noexcept {
    LARGE_INTEGER counter{};
    ::QueryPerformanceCounter(&counter);
    return static_cast<std::int64_t>(counter.QuadPart);
}

}  // namespace

std::int64_t nowNs() noexcept {
    const std::int64_t ticks = qpcTicks();
    const std::int64_t frequency = qpcFrequency();
    // Whole seconds and the remainder apart, so ticks * 1e9 cannot overflow.
    return (ticks / frequency) * 1'000'000'000 + (ticks % frequency) * 1'000'000'000 / frequency;
}

std::vector<ClockSource> availableClocks() {
    std::vector<ClockSource> clocks;
    ClockSource qpc;
    qpc.name = "QueryPerformanceCounter";
    qpc.description =
        "QueryPerformanceCounter at " + std::to_string(qpcFrequency()) + " Hz, what nowNs() reads";
    qpc.readTicks = &qpcTicks;
    qpc.nsPerTick = 1e9 / static_cast<double>(qpcFrequency());
    clocks.push_back(qpc);
    for (ClockSource& source : detail::standardClocks())
        clocks.push_back(std::move(source));
    detail::appendRdtsc(clocks);
    return clocks;
}

}  // namespace ipclab::platform
