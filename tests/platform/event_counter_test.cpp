// Event counters (eventfd): what is added is what is taken, a take resets the count, a waiter
// sleeps until something is added, and bad values are refused. Where the OS has no eventfd
// (Windows, macOS) every operation says Unsupported, as the capability does.
#include <gtest/gtest.h>

#include <thread>

#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/event_counter.hpp"
#include "test_util.hpp"

namespace ipclab::platform {
namespace {

TEST(EventCounter, TakeReturnsTheSumOfWhatWasAddedAndResets) {
    if (!capabilities().eventCounters.available) {
        const auto counter = createEventCounter();
        ASSERT_FALSE(counter.ok());
        EXPECT_EQ(counter.error().code, ErrorCode::Unsupported);
        EXPECT_EQ(counter.error().message, capabilities().eventCounters.note);
        GTEST_SKIP() << capabilities().eventCounters.note;
    }
    auto counter = createEventCounter();
    IPCLAB_ASSERT_OK(counter);
    IPCLAB_ASSERT_OK(counter->add(5));
    IPCLAB_ASSERT_OK(counter->add(std::uint64_t{1} << 56));
    const auto taken = counter->take();
    IPCLAB_ASSERT_OK(taken);
    EXPECT_EQ(taken.value(), (std::uint64_t{1} << 56) + 5);

    // Reset to zero by the take: the next take sleeps until another thread adds.
    std::thread adder([&] { (void)counter->add(7); });
    const auto next = counter->take();
    adder.join();
    IPCLAB_ASSERT_OK(next);
    EXPECT_EQ(next.value(), 7u);
}

TEST(EventCounter, RefusesZeroAndValuesPastTheKernelsLimit) {
    if (!capabilities().eventCounters.available) {
        GTEST_SKIP() << capabilities().eventCounters.note;
    }
    auto counter = createEventCounter();
    IPCLAB_ASSERT_OK(counter);
    for (const std::uint64_t bad : {std::uint64_t{0}, EventCounter::kMaxAdd + 1}) {
        const Status added = counter->add(bad);
        ASSERT_FALSE(added.ok());
        EXPECT_EQ(added.error().code, ErrorCode::InvalidArgument) << added.error().message;
    }
    counter->close();
    EXPECT_FALSE(counter->valid());
    EXPECT_FALSE(counter->take().ok());
}

}  // namespace
}  // namespace ipclab::platform
