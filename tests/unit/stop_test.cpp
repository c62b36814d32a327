// StopSource / StopToken / StopCallback: the stand-in for std::stop_source that libc++ 16
// lacks. What LabService::run relies on: a stop before the callback is kept, a stop during it
// runs the callback once, and a callback gone runs no more.
#include <gtest/gtest.h>

#include <thread>

#include "ipclab/stop.hpp"

namespace ipclab {
namespace {

TEST(Stop, ADefaultTokenNeverStops) {
    const StopToken token;
    EXPECT_FALSE(token.stopRequested());
    int calls = 0;
    const StopCallback callback(token, [&calls] { ++calls; });
    EXPECT_EQ(calls, 0);
}

TEST(Stop, TheFirstRequestCountsAndEveryTokenSeesIt) {
    StopSource source;
    const StopToken token = source.token();
    EXPECT_FALSE(token.stopRequested());
    EXPECT_TRUE(source.requestStop());
    EXPECT_FALSE(source.requestStop());
    EXPECT_TRUE(token.stopRequested());
    EXPECT_TRUE(source.stopRequested());
    EXPECT_TRUE(StopSource(source).stopRequested()) << "copies share the request";
}

TEST(Stop, ACallbackRunsOnceWhenTheStopComes) {
    StopSource source;
    int calls = 0;
    const StopCallback callback(source.token(), [&calls] { ++calls; });
    EXPECT_EQ(calls, 0);
    source.requestStop();
    source.requestStop();
    EXPECT_EQ(calls, 1);
}

TEST(Stop, AStopBeforeTheCallbackRunsItAtOnce) {
    StopSource source;
    source.requestStop();
    int calls = 0;
    const StopCallback callback(source.token(), [&calls] { ++calls; });
    EXPECT_EQ(calls, 1);
}

TEST(Stop, ACallbackGoneRunsNoMore) {
    StopSource source;
    int calls = 0;
    {
        const StopCallback callback(source.token(), [&calls] { ++calls; });
    }
    const StopCallback kept(source.token(), [&calls] { calls += 10; });
    source.requestStop();
    EXPECT_EQ(calls, 10);
}

TEST(Stop, AStopFromAnotherThreadReachesTheCallback) {
    StopSource source;
    int calls = 0;
    {
        const StopCallback callback(source.token(), [&calls] { ++calls; });
        std::thread([source]() mutable { source.requestStop(); }).join();
    }
    EXPECT_EQ(calls, 1);
    EXPECT_TRUE(source.token().stopRequested());
}

}  // namespace
}  // namespace ipclab
