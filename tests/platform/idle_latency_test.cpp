// Keep-awake by idle-latency limit and the per-thread preemption count: they work where the
// OS offers them, and say why not where it does not. No timing is asserted.
#include <gtest/gtest.h>

#include "ipclab/platform/idle_latency.hpp"
#include "ipclab/platform/scheduling.hpp"

namespace ipclab::platform {
namespace {

TEST(IdleLatencyHold, HeldOrUnsupportedWithTheReason) {
    auto hold = IdleLatencyHold::acquire();
    if (hold) {
        EXPECT_TRUE(hold->held());
        IdleLatencyHold moved = std::move(hold.value());
        EXPECT_TRUE(moved.held());
        EXPECT_FALSE(hold->held()) << "moved from";
        moved.release();
        EXPECT_FALSE(moved.held());
        moved.release();  // twice is harmless
    } else {
        EXPECT_EQ(hold.error().code, ErrorCode::Unsupported) << hold.error().message;
        EXPECT_FALSE(hold.error().message.empty());
    }
    EXPECT_FALSE(IdleLatencyHold().held());
}

TEST(Scheduling, PreemptionsAreCountedOrMinusOne) {
    const std::int64_t before = involuntaryContextSwitchesOfThisThread();
    const std::int64_t after = involuntaryContextSwitchesOfThisThread();
    if (before < 0) {
        EXPECT_EQ(after, -1) << "not counted on this OS";
    } else {
        EXPECT_GE(after, before) << "a count only grows";
    }
}

TEST(Scheduling, RunnableThreadsCountTheCallerOrAreMinusOne) {
    const int runnable = runnableThreads();
    if (runnable != -1) {
        EXPECT_GE(runnable, 1) << "the calling thread itself is running";
    }
}

}  // namespace
}  // namespace ipclab::platform
