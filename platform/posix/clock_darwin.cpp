// macOS clocks: mach_absolute_time counts ticks of a fixed-rate timebase (1 ns on Intel,
// 125/3 ns on Apple silicon); steady_clock is built on it.
#include <mach/mach_time.h>

#include "clock_common.hpp"

namespace ipclab::platform {
namespace {

const mach_timebase_info_data_t& timebase() noexcept {
    static const mach_timebase_info_data_t info = [] {
        mach_timebase_info_data_t i{};
        ::mach_timebase_info(&i);
        if (i.denom == 0)
            i = {1, 1};
        return i;
    }();
    return info;
}

std::int64_t machTicks() noexcept {
    return static_cast<std::int64_t>(::mach_absolute_time());
}

}  // namespace

std::int64_t nowNs() noexcept {
    const auto& tb = timebase();
    const auto ticks = static_cast<unsigned long long>(::mach_absolute_time());
    // Split so ticks * numer cannot overflow.
    return static_cast<std::int64_t>((ticks / tb.denom) * tb.numer +
                                     (ticks % tb.denom) * tb.numer / tb.denom);
}

std::vector<ClockSource> availableClocks() {
    std::vector<ClockSource> clocks;
    ClockSource mach;
    mach.name = "mach_absolute_time";
    mach.description = "mach_absolute_time(): the kernel timebase, what nowNs() reads";
    mach.readTicks = &machTicks;
    mach.nsPerTick = static_cast<double>(timebase().numer) / static_cast<double>(timebase().denom);
    clocks.push_back(mach);
    for (ClockSource& source : detail::standardClocks())
        clocks.push_back(std::move(source));
    detail::appendRdtsc(clocks);
    return clocks;
}

}  // namespace ipclab::platform
