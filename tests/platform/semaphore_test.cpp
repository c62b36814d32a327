// The OS's blocking semaphore behind thread.semaphore: it counts tokens, a wait with none
// sleeps until a release, and bad input is refused.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <future>
#include <thread>
#include <vector>

#include "ipclab/platform/semaphore.hpp"

namespace ipclab::platform {
namespace {

std::unique_ptr<BlockingSemaphore> make(std::uint32_t tokens) {
    auto semaphore = BlockingSemaphore::create(tokens);
    if (!semaphore) {
        ADD_FAILURE() << semaphore.error().message;
        return nullptr;
    }
    return std::move(semaphore.value());
}

TEST(BlockingSemaphore, CountsItsTokens) {
    auto semaphore = make(2);
    ASSERT_NE(semaphore, nullptr);
    EXPECT_TRUE(semaphore->tryAcquire());
    EXPECT_TRUE(semaphore->tryAcquire());
    EXPECT_FALSE(semaphore->tryAcquire());
    semaphore->release(3);
    for (int i = 0; i < 3; ++i) {
        EXPECT_TRUE(semaphore->tryAcquire()) << i;
    }
    EXPECT_FALSE(semaphore->tryAcquire());
    semaphore->release(0);  // nothing
    EXPECT_FALSE(semaphore->tryAcquire());
}

TEST(BlockingSemaphore, AWaitWithoutATokenEndsOnlyWithARelease) {
    auto semaphore = make(0);
    ASSERT_NE(semaphore, nullptr);
    std::atomic<bool> released{false};
    auto waiter = std::async(std::launch::async, [&] {
        semaphore->acquire();
        return released.load();
    });
    EXPECT_EQ(waiter.wait_for(std::chrono::milliseconds(50)), std::future_status::timeout);
    released = true;
    semaphore->release();
    ASSERT_EQ(waiter.wait_for(std::chrono::seconds(20)), std::future_status::ready);
    EXPECT_TRUE(waiter.get());
    EXPECT_FALSE(semaphore->tryAcquire());  // the waiter took the only token
}

TEST(BlockingSemaphore, AsALockExcludesEveryOtherThread) {
    auto semaphore = make(1);
    ASSERT_NE(semaphore, nullptr);
    constexpr int kThreads = 4;
    constexpr int kRounds = 2000;  // few: under Wine every operation is a wineserver call
    long counter = 0;  // plain on purpose: only the semaphore keeps the increments apart
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t) {
        threads.emplace_back([&] {
            for (int i = 0; i < kRounds; ++i) {
                semaphore->acquire();
                ++counter;
                semaphore->release();
            }
        });
    }
    for (auto& thread : threads)
        thread.join();
    EXPECT_EQ(counter, long{kThreads} * kRounds);
}

TEST(BlockingSemaphore, RefusesMoreTokensThanItCanHold) {
    auto tooMany = BlockingSemaphore::create(BlockingSemaphore::kMaxTokens + 1u);
    ASSERT_FALSE(tooMany.ok());
    EXPECT_EQ(tooMany.error().code, ErrorCode::InvalidArgument);
    auto most = BlockingSemaphore::create(BlockingSemaphore::kMaxTokens);
    ASSERT_TRUE(most.ok()) << most.error().message;
    EXPECT_TRUE(most.value()->tryAcquire());
}

TEST(BlockingSemaphore, NamesItsPrimitive) {
    EXPECT_GT(std::string(BlockingSemaphore::primitiveName()).size(), 4u);
}

TEST(BlockingSemaphore, EachSemaphoreHasItsOwnCacheLine) {
    auto first = make(0);
    auto second = make(0);
    ASSERT_NE(first, nullptr);
    ASSERT_NE(second, nullptr);
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(first.get()) % 64, 0u);
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(second.get()) % 64, 0u);
}

}  // namespace
}  // namespace ipclab::platform
