// What a killed run leaves (issue 12): names carry their creator's pid, and reclaimLeftovers
// removes those whose creator is gone - and only those.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#if defined(__linux__)
#include <fcntl.h>
#include <mqueue.h>
#include <sched.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/mount.h>
#include <sys/statfs.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

#include "ipclab/platform/message_queue.hpp"
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

#if defined(__linux__)
// Issue 35, item 10: a live run in another PID namespace sharing the temporary folder or
// /dev/shm (a container with --ipc=host) has a pid that looks dead here, and its objects were
// swept. Every run holds "ipclab-live-<pid>-0000000000000000" locked while it lives; here the
// test holds the lock of a pid that is gone in this namespace, as that run would.
TEST(Reclaim, ALiveRunOfAnotherNamespaceIsJudgedByItsLockNotItsPid) {
    const fs::path ours = uniqueTempPath("test");
    auto child = Process::spawn(IPCLAB_TEST_CHILD, {"exit", "0"});
    IPCLAB_ASSERT_OK(child);
    const long other = static_cast<long>(child->id());
    IPCLAB_ASSERT_OK(child->wait(std::chrono::seconds(60)));
    const fs::path folder = ours.parent_path();
    const fs::path live = folder / ("ipclab-test-" + std::to_string(other) + "-0123456789abcdef");
    const fs::path lockFile =
        folder / ("ipclab-live-" + std::to_string(other) + "-0000000000000000");
    fs::create_directory(live);
    const int lock = ::open(lockFile.c_str(), O_RDONLY | O_CREAT | O_CLOEXEC, 0600);
    ASSERT_GE(lock, 0);
    ASSERT_EQ(::flock(lock, LOCK_SH), 0);

    reclaimLeftovers();
    EXPECT_TRUE(fs::exists(live)) << "a live run's folder was swept";
    EXPECT_TRUE(fs::exists(lockFile));

    // The run ends without cleaning up (killed): its lock is gone with it, and so is all it left.
    ::close(lock);
    const ReclaimReport report = reclaimLeftovers();
    EXPECT_FALSE(fs::exists(live));
    EXPECT_FALSE(fs::exists(lockFile));
    // The lock file is not one of the run's objects: only the folder is counted.
    EXPECT_GE(report.removed, 1u);
    std::error_code ignored;
    fs::remove_all(live, ignored);
    fs::remove(lockFile, ignored);
}

// This process's own lock exists while it names objects.
TEST(Reclaim, ARunHoldsItsLiveLock) {
    (void)uniqueObjectName("test");
    const fs::path lockFile =
        fs::path(uniqueTempPath("test")).parent_path() /
        ("ipclab-live-" + std::to_string(currentProcessId()) + "-0000000000000000");
    ASSERT_TRUE(fs::exists(lockFile));
    const int probe = ::open(lockFile.c_str(), O_RDONLY | O_CLOEXEC);
    ASSERT_GE(probe, 0);
    EXPECT_NE(::flock(probe, LOCK_EX | LOCK_NB), 0) << "nobody holds the lock";
    ::close(probe);
}
#endif

#if defined(__linux__)
// Issue 22, item 7: where no mqueue file system is mounted at /dev/mqueue (no init mounts it
// in a container or a minimal system), the queues of a killed run were never found again;
// six killed 8 KiB runs then made every later one fail with EMFILE. The ledger entry each
// queue's creator writes names it. In a child of this test, in a mount namespace of its own
// without /dev/mqueue: a grandchild makes a queue and is killed; reclaimLeftovers removes it.
int reclaimKilledQueueWithoutDevMqueue() {
    if (::unshare(CLONE_NEWNS) != 0) {
        return 77;
    }
    ::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr);
    ::umount2("/dev/mqueue", MNT_DETACH);  // where something mounted it; else nothing to do
    struct statfs mounted {};
    constexpr long kMqueueMagic = 0x19800202;
    if (::statfs("/dev/mqueue", &mounted) == 0 && mounted.f_type == kMqueueMagic) {
        return 78;
    }
    int names[2];
    if (::pipe(names) != 0) {
        return 10;
    }
    const pid_t run = ::fork();
    if (run == 0) {
        const std::string name = uniqueObjectName("mqp");
        auto queue = PosixMessageQueue::create(name, 64);
        if (!queue) {
            ::_exit(1);
        }
        (void)!::write(names[1], name.c_str(), name.size());
        ::kill(::getpid(), SIGKILL);  // killed: its destructor never unlinks the queue
    }
    ::close(names[1]);
    char buffer[128] = {};
    const ssize_t got = ::read(names[0], buffer, sizeof buffer - 1);
    ::waitpid(run, nullptr, 0);
    if (got <= 0) {
        return 11;
    }
    const std::string name(buffer, static_cast<std::size_t>(got));
    mqd_t queue = ::mq_open(name.c_str(), O_RDONLY);
    if (queue == static_cast<mqd_t>(-1)) {
        return 12;  // gone before the reclaim: the test would prove nothing
    }
    ::mq_close(queue);
    reclaimLeftovers();
    queue = ::mq_open(name.c_str(), O_RDONLY);
    if (queue != static_cast<mqd_t>(-1)) {
        ::mq_close(queue);
        ::mq_unlink(name.c_str());
        return 13;
    }
    return errno == ENOENT ? 0 : 14;
}

TEST(Reclaim, PosixQueuesOfAKilledRunGoWhereMqueueIsNotMounted) {
    if (::geteuid() != 0) {
        GTEST_SKIP() << "needs root for a mount namespace without /dev/mqueue (unshare -m)";
    }
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        ::_exit(reclaimKilledQueueWithoutDevMqueue());
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFEXITED(status));
    if (WEXITSTATUS(status) == 77) {
        GTEST_SKIP() << "unshare(CLONE_NEWNS) was refused here";
    }
    // 13: the queue survived the reclaim; 1x: the set-up failed (see the function).
    EXPECT_EQ(WEXITSTATUS(status), 0);
}
#endif

}  // namespace
}  // namespace ipclab::platform
