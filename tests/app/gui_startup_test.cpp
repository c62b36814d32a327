// The window's start-up reclaims what killed runs left, as ipclab-cli does before measuring
// (core's LabService::startUp): a leftover of a run whose process is gone is removed when the
// window opens, and the status bar says so.
#include <gtest/gtest.h>

#include <QStatusBar>
#include <filesystem>
#include <fstream>

#include "gui/main_window.hpp"
#include "ipclab/platform/names.hpp"
#include "ipclab/platform/process.hpp"

namespace ipclab::app {
namespace {

namespace fs = std::filesystem;

/// The pid of a process that ran and is gone: a child this test started and reaped.
long deadProcessId() {
    auto child = platform::Process::spawn(IPCLAB_CLI_PATH, {"--version"});
    if (!child) {
        return 0;
    }
    const long id = static_cast<long>(child->id());
    return child->wait(std::chrono::seconds(60)) ? id : 0;
}

TEST(GuiStartup, ReclaimsWhatAKilledRunLeft) {
    const fs::path ours = platform::uniqueTempPath("test");
    if (!platform::ownerOfName(ours.filename().string())) {
        GTEST_SKIP() << "this OS's names carry no owner: its objects end with their handles";
    }
    const long dead = deadProcessId();
    ASSERT_GT(dead, 0);
    const std::string name = "ipclab-shm-" + std::to_string(dead) + "-0123456789abcdef";
    // What a killed run leaves: a temporary folder with a socket file's place in it and, on
    // Linux, a shared-memory segment (/dev/shm is where shm_open puts it).
    const fs::path folder = ours.parent_path() / name;
    fs::create_directory(folder);
    std::ofstream(folder / "s") << "x";
    const fs::path segment = fs::path("/dev/shm") / name;
    std::error_code error;
    const bool haveShm = fs::is_directory("/dev/shm", error);
    if (haveShm) {
        std::ofstream(segment) << "x";
    }
    ASSERT_TRUE(fs::exists(folder));

    MainWindow window;

    EXPECT_FALSE(fs::exists(folder)) << "the window's start-up left " << folder.string();
    if (haveShm) {
        EXPECT_FALSE(fs::exists(segment)) << "the window's start-up left " << segment.string();
    }
    EXPECT_TRUE(window.statusBar()->currentMessage().contains(QStringLiteral("killed")))
        << window.statusBar()->currentMessage().toStdString();
    fs::remove_all(folder, error);
    fs::remove(segment, error);
}

}  // namespace
}  // namespace ipclab::app
