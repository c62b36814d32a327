// What a killed run leaves (issue 12): names carry their creator's pid, and reclaimLeftovers
// removes those whose creator is gone - and only those.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "ipclab/platform/names.hpp"
#include "ipclab/platform/process.hpp"
#include "test_util.hpp"

namespace ipclab::platform {
namespace {

namespace fs = std::filesystem;

TEST(Reclaim, OwnerIsReadFromNames) {
    EXPECT_EQ(ownerOfName("ipclab-shm-1234-0123456789abcdef"), 1234);
    EXPECT_EQ(ownerOfName("ipclab-1234-0123456789abcdef"), 1234);
    EXPECT_EQ(ownerOfName("ipclab-mq-77-0123456789abcdef-a"), 77);
    EXPECT_EQ(ownerOfName("ipclab-png-77-0123456789abcdef.png"), 77);
    EXPECT_FALSE(ownerOfName("ipclab-shm-0123456789abcdef"));  // written before owners
    EXPECT_FALSE(ownerOfName("ipclab-0123456789abcdef"));
    EXPECT_FALSE(ownerOfName("ipclab-boost-interprocess"));
    EXPECT_FALSE(ownerOfName("other-1234-0123456789abcdef"));
    EXPECT_FALSE(ownerOfName("ipclab-shm-12x4-0123456789abcdef"));
}

TEST(Reclaim, DescriptionSaysWhatAndWhose) {
    ReclaimReport report;
    EXPECT_EQ(report.describe(), "");
    report.removed = 3;
    report.owners = {1234};
    EXPECT_EQ(report.describe(), "removed 3 objects left by a run that was killed (pid 1234)");
}

TEST(Reclaim, RemovesWhatADeadOwnerLeftAndKeepsTheLiving) {
    const fs::path ours = uniqueTempPath("test");
    if (!ownerOfName(ours.filename().string())) {
        GTEST_SKIP() << "this OS's names carry no owner: its objects end with their handles";
    }
    EXPECT_EQ(ownerOfName(ours.filename().string()), currentProcessId());
    // A pid that ran and is gone: a child we reaped.
    auto child = Process::spawn(IPCLAB_TEST_CHILD, {"exit", "0"});
    IPCLAB_ASSERT_OK(child);
    const long dead = static_cast<long>(child->id());
    IPCLAB_ASSERT_OK(child->wait(std::chrono::seconds(60)));
    const fs::path folder = ours.parent_path();
    const fs::path left = folder / ("ipclab-test-" + std::to_string(dead) + "-0123456789abcdef");
    fs::create_directory(left);
    std::ofstream(left / "s") << "x";
    fs::create_directory(ours);

    const ReclaimReport report = reclaimLeftovers();
    EXPECT_FALSE(fs::exists(left));
    EXPECT_TRUE(fs::exists(ours));
    EXPECT_GE(report.removed, 1u);
    EXPECT_NE(std::find(report.owners.begin(), report.owners.end(), dead), report.owners.end());
    std::error_code ignored;
    fs::remove_all(ours, ignored);
    fs::remove_all(left, ignored);
}

}  // namespace
}  // namespace ipclab::platform
