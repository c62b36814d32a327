// Clocks: monotonic, ticking, calibrated. No timing bounds: only order and progress.
#include <gtest/gtest.h>

#include <chrono>
#include <iostream>
#include <set>

#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/clock.hpp"

namespace ipclab::platform {
namespace {

TEST(Clock, NowNeverGoesBackwards) {
    std::int64_t previous = nowNs();
    EXPECT_GT(previous, 0);
    for (int i = 0; i < 100000; ++i) {
        const std::int64_t now = nowNs();
        ASSERT_GE(now, previous);
        previous = now;
    }
}

TEST(Clock, EveryClockTicksForwards) {
    const auto clocks = availableClocks();
    ASSERT_FALSE(clocks.empty());
    std::set<std::string> names;
    for (const ClockSource& clock : clocks) {
        SCOPED_TRACE(clock.name);
        names.insert(clock.name);
        EXPECT_FALSE(clock.description.empty());
        ASSERT_NE(clock.readTicks, nullptr);
        EXPECT_GT(clock.nsPerTick, 0.0);
        // A clock with a non-zero resolution eventually shows a new value; give it up to 10 s
        // of wall time (a safety net against a broken clock, not a timing assertion).
        const std::int64_t first = clock.readTicks();
        const auto giveUp = std::chrono::steady_clock::now() + std::chrono::seconds(10);
        std::int64_t later = first;
        while (later == first && std::chrono::steady_clock::now() < giveUp) {
            later = clock.readTicks();
        }
        EXPECT_GT(later, first);
        std::cout << clock.name << ": " << clock.nsPerTick << " ns/tick\n";
    }
    EXPECT_EQ(names.size(), clocks.size()) << "clock names must be distinct";
    EXPECT_EQ(names.count("steady_clock"), 1u);
    EXPECT_EQ(names.count("rdtsc"), capabilities().rdtsc.available ? 1u : 0u);
}

}  // namespace
}  // namespace ipclab::platform
