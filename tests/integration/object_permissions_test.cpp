// File-system objects of the mechanisms are the owner's alone from the moment they exist,
// whatever the umask (issue 12: zmq.ipc's socket file was 0755, 0777 under umask 000, and its
// folder was created with the umask's mode before a chmod).
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "ipclab/mechanism_registry.hpp"
#include "ipclab/platform/message_queue.hpp"
#include "ipclab/platform/names.hpp"

#if defined(__unix__) || defined(__APPLE__)
#include <sys/stat.h>
#endif

namespace ipclab {
namespace {

namespace fs = std::filesystem;

#if defined(__unix__) || defined(__APPLE__)
class UmaskZero {
  public:
    UmaskZero() : m_previous(::umask(0)) {}
    ~UmaskZero() { ::umask(m_previous); }

  private:
    mode_t m_previous;
};

TEST(ObjectPermissions, ZmqIpcSocketAndFolderAreOwnerOnlyUnderUmaskZero) {
    Mechanism* mechanism = MechanismRegistry::builtin().find("zmq.ipc");
    ASSERT_NE(mechanism, nullptr);
    if (!mechanism->info().available) {
        GTEST_SKIP() << mechanism->info().unavailableReason;
    }
    UmaskZero umaskZero;
    auto opened = mechanism->open(ChannelOptions{});
    ASSERT_TRUE(opened) << opened.error().message;
    const std::string endpoint = opened->peerArgument;
    ASSERT_EQ(endpoint.rfind("ipc://", 0), 0u) << endpoint;
    const fs::path socketFile = endpoint.substr(6);
    const auto others = fs::perms::group_all | fs::perms::others_all;
    EXPECT_EQ(fs::status(socketFile).permissions() & (others | fs::perms::owner_exec),
              fs::perms::none)
        << socketFile;
    EXPECT_EQ(fs::status(socketFile.parent_path()).permissions() & others, fs::perms::none)
        << socketFile.parent_path();
}
#endif

#if defined(__linux__)
// Issue 35, item 11: the POSIX queues' ledger entries were 0644, readable by every user; like
// every other object of a run they are the owner's alone, whatever the umask.
TEST(ObjectPermissions, PosixQueueLedgerIsOwnerOnlyUnderUmaskZero) {
    UmaskZero umaskZero;
    auto queue = platform::PosixMessageQueue::create(platform::uniqueObjectName("mqp"), 64);
    if (!queue) {
        GTEST_SKIP() << "no POSIX queue here: " << queue.error().message;
    }
    const std::string ledger = platform::posixQueueLedgerPath(queue->name());
    ASSERT_FALSE(ledger.empty());
    ASSERT_TRUE(fs::exists(ledger)) << ledger;
    EXPECT_EQ(fs::status(ledger).permissions() & (fs::perms::group_all | fs::perms::others_all),
              fs::perms::none)
        << ledger;
}
#endif

}  // namespace
}  // namespace ipclab
