// Linux clocks. clock_gettime(CLOCK_MONOTONIC) goes through the vDSO (no system call).
#include <time.h>

#include "clock_common.hpp"

namespace ipclab::platform {
namespace {

std::int64_t readClock(clockid_t id) noexcept {
    timespec ts{};
    ::clock_gettime(id, &ts);
    return static_cast<std::int64_t>(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

}  // namespace

std::int64_t nowNs() noexcept {
    return readClock(CLOCK_MONOTONIC);
}

std::vector<ClockSource> availableClocks() {
    std::vector<ClockSource> clocks;
    ClockSource monotonic;
    monotonic.name = "CLOCK_MONOTONIC";
    monotonic.description =
        "clock_gettime(CLOCK_MONOTONIC) through the vDSO; NTP-slewed, what nowNs() reads";
    monotonic.readTicks = []() noexcept { return readClock(CLOCK_MONOTONIC); };
    clocks.push_back(monotonic);

    for (ClockSource& source : detail::standardClocks())
        clocks.push_back(std::move(source));

    ClockSource raw;
    raw.name = "CLOCK_MONOTONIC_RAW";
    raw.description = "clock_gettime(CLOCK_MONOTONIC_RAW): the hardware clock without NTP slewing";
    raw.readTicks = []() noexcept { return readClock(CLOCK_MONOTONIC_RAW); };
    clocks.push_back(raw);

    detail::appendRdtsc(clocks);
    return clocks;
}

}  // namespace ipclab::platform
