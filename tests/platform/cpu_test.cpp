// CPU topology and pinning.
#include <gtest/gtest.h>

#include <algorithm>

#include "ipclab/platform/cpu.hpp"
#include "test_util.hpp"

namespace ipclab::platform {
namespace {

TEST(Cpu, CountsAndAllowedSetAreSane) {
    EXPECT_GE(logicalCpuCount(), 1);
    const auto cpus = allowedCpus();
    ASSERT_FALSE(cpus.empty());
    EXPECT_TRUE(std::is_sorted(cpus.begin(), cpus.end()));
    EXPECT_GE(cpus.front(), 0);
}

TEST(Cpu, PinsAndUnpinsTheCallingThread) {
    const auto cpus = allowedCpus();
    Status pinned = pinCurrentThread(cpus.back());
    if (!pinned && pinned.error().code == ErrorCode::Unsupported) {
        EXPECT_FALSE(pinned.error().message.empty());
        GTEST_SKIP() << pinned.error().message;
    }
    IPCLAB_ASSERT_OK(pinned);
    IPCLAB_ASSERT_OK(pinCurrentThread(cpus.front()));
    IPCLAB_ASSERT_OK(unpinCurrentThread());
    // Pinning one thread does not narrow what the process may use.
    EXPECT_EQ(allowedCpus(), cpus);
}

TEST(Cpu, RejectsACpuThatDoesNotExist) {
    for (int cpu : {-1, 1 << 20}) {
        Status pinned = pinCurrentThread(cpu);
        ASSERT_FALSE(pinned.ok());
        if (pinned.error().code == ErrorCode::Unsupported)
            GTEST_SKIP() << pinned.error().message;
        EXPECT_FALSE(pinned.error().message.empty());
    }
    IPCLAB_ASSERT_OK(unpinCurrentThread());
}

}  // namespace
}  // namespace ipclab::platform
