// File-system objects of the mechanisms are the owner's alone from the moment they exist,
// whatever the umask (issue 12: zmq.ipc's socket file was 0755, 0777 under umask 000, and its
// folder was created with the umask's mode before a chmod).
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "ipclab/mechanism_registry.hpp"

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

}  // namespace
}  // namespace ipclab
