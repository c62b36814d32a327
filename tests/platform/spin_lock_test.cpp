// The native spin lock and the CPU services spinning waits and CPU-time accounting use.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "ipclab/platform/cpu.hpp"
#include "ipclab/platform/process.hpp"
#include "ipclab/platform/spin_lock.hpp"
#include "test_util.hpp"

namespace ipclab::platform {
namespace {

TEST(NativeSpinLock, ExcludesEveryOtherThread) {
    NativeSpinLock lock;
    constexpr int kThreads = 4;
    constexpr int kRounds = 100'000;
    long counter = 0;  // plain on purpose: only the lock keeps the increments apart
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t) {
        threads.emplace_back([&] {
            for (int i = 0; i < kRounds; ++i) {
                lock.lock();
                ++counter;
                lock.unlock();
            }
        });
    }
    for (auto& thread : threads)
        thread.join();
    EXPECT_EQ(counter, long{kThreads} * kRounds);
}

TEST(NativeSpinLock, TryLockFailsWhileAnotherThreadHoldsIt) {
    NativeSpinLock lock;
    lock.lock();
    bool acquired = true;
    std::thread other([&] { acquired = lock.tryLock(); });
    other.join();
    EXPECT_FALSE(acquired);
    lock.unlock();
    std::thread again([&] {
        acquired = lock.tryLock();
        if (acquired)
            lock.unlock();
    });
    again.join();
    EXPECT_TRUE(acquired);
}

TEST(NativeSpinLock, NamesItsPrimitive) {
    EXPECT_FALSE(std::string(NativeSpinLock::primitiveName()).empty());
}

TEST(CpuServices, RelaxAndYieldReturn) {
    for (int i = 0; i < 1000; ++i) {
        cpuRelax();
        yieldThread();
    }
    SUCCEED();
}

TEST(CpuServices, ThreadCpuTimeAdvancesWithWorkAndNotWithSleep) {
    const std::int64_t start = threadCpuTimeNs();
    ASSERT_GE(start, 0);
    // Busy work until the clock moves (Windows counts in scheduler ticks): no time limit is
    // asserted, only that CPU work is eventually accounted to this thread.
    std::atomic<std::uint64_t> sink{0};
    std::int64_t now = start;
    for (int round = 0; round < 10'000 && now == start; ++round) {
        for (int i = 0; i < 100'000; ++i)
            sink.fetch_add(1, std::memory_order_relaxed);
        now = threadCpuTimeNs();
    }
    EXPECT_GT(now, start);
    EXPECT_GT(sink.load(), 0u);
}

TEST(CpuServices, ThreadCpuTimeIsPerThread) {
    const std::int64_t mine = threadCpuTimeNs();
    ASSERT_GE(mine, 0);
    std::int64_t fresh = -1;
    // A new thread that did nothing has used far less CPU than this one (which at least ran
    // the test framework); at most equal when both are still at zero.
    std::thread other([&] { fresh = threadCpuTimeNs(); });
    other.join();
    EXPECT_GE(fresh, 0);
    EXPECT_LE(fresh, std::max<std::int64_t>(mine, threadCpuTimeNs()));
}

TEST(ProcessCpuTime, FilledWhenAChildIsReaped) {
    auto child = Process::spawn(IPCLAB_TEST_CHILD, {"exit", "0"});
    IPCLAB_ASSERT_OK(child);
    auto status = child->wait(std::chrono::seconds(30));
    IPCLAB_ASSERT_OK(status);
    EXPECT_TRUE(status->exited);
    EXPECT_GE(status->cpuTimeNs, 0);
}

TEST(ProcessCpuTime, FilledForAKilledChild) {
    auto child = Process::spawn(IPCLAB_TEST_CHILD, {"sleep"});
    IPCLAB_ASSERT_OK(child);
    child->kill();
    auto status = child->wait(std::chrono::seconds(30));
    IPCLAB_ASSERT_OK(status);
    EXPECT_GE(status->cpuTimeNs, 0);
}

TEST(ProcessCpuTime, UnknownBeforeReaping) {
    const ExitStatus status;
    EXPECT_EQ(status.cpuTimeNs, -1);
}

}  // namespace
}  // namespace ipclab::platform
