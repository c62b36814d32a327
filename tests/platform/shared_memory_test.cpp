// Named shared memory: two mappings see each other, names are exclusive, the owner cleans up.
#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>

#include "ipclab/platform/names.hpp"
#include "ipclab/platform/shared_memory.hpp"
#include "test_util.hpp"

namespace ipclab::platform {
namespace {

// Where POSIX shared memory is visible as files (Linux), the path of a segment; else "".
std::filesystem::path shmFile(const std::string& name) {
    if (name.front() != '/' || !std::filesystem::is_directory("/dev/shm"))
        return {};
    return std::filesystem::path("/dev/shm") / name.substr(1);
}

TEST(SharedMemory, CreatorAndOpenerSeeEachOthersWrites) {
    const std::string name = uniqueObjectName("test");
    auto created = SharedMemory::create(name, 65536);
    IPCLAB_ASSERT_OK(created);
    EXPECT_TRUE(created->owner());
    EXPECT_EQ(created->size(), 65536u);
    EXPECT_EQ(created->name(), name);
    auto opened = SharedMemory::open(name, 65536);
    IPCLAB_ASSERT_OK(opened);
    EXPECT_FALSE(opened->owner());
    ASSERT_NE(created->data(), nullptr);
    ASSERT_NE(opened->data(), nullptr);

    auto* a = static_cast<unsigned char*>(created->data());
    auto* b = static_cast<unsigned char*>(opened->data());
    for (std::size_t i = 0; i < 65536; ++i)
        ASSERT_EQ(a[i], 0u) << "not zero-filled at " << i;
    const auto data = test::pattern(65536);
    std::memcpy(a, data.data(), data.size());
    EXPECT_EQ(std::memcmp(b, data.data(), data.size()), 0);
    b[100] = 0xA5;
    EXPECT_EQ(a[100], 0xA5);
}

TEST(SharedMemory, ExistingNameCannotBeCreatedAgain) {
    const std::string name = uniqueObjectName("test");
    auto first = SharedMemory::create(name, 4096);
    IPCLAB_ASSERT_OK(first);
    auto second = SharedMemory::create(name, 4096);
    ASSERT_FALSE(second.ok());
    EXPECT_NE(second.error().message.find(name), std::string::npos) << second.error().message;
    // The failed attempt must not have removed the first one's name.
    auto opened = SharedMemory::open(name, 4096);
    IPCLAB_ASSERT_OK(opened);
}

TEST(SharedMemory, OwnerRemovesTheNameWhenDestroyed) {
    const std::string name = uniqueObjectName("test");
    {
        auto created = SharedMemory::create(name, 4096);
        IPCLAB_ASSERT_OK(created);
        const auto file = shmFile(name);
        if (!file.empty()) {
            EXPECT_TRUE(std::filesystem::exists(file)) << file;
        }
        auto opened = SharedMemory::open(name, 4096);
        IPCLAB_ASSERT_OK(opened);
    }
    const auto file = shmFile(name);
    if (!file.empty()) {
        EXPECT_FALSE(std::filesystem::exists(file)) << file;
    }
    auto reopened = SharedMemory::open(name, 4096);
    ASSERT_FALSE(reopened.ok());
    EXPECT_NE(reopened.error().message.find(name), std::string::npos) << reopened.error().message;
}

TEST(SharedMemory, MoveTransfersOwnership) {
    const std::string name = uniqueObjectName("test");
    auto created = SharedMemory::create(name, 4096);
    IPCLAB_ASSERT_OK(created);
    SharedMemory moved = std::move(created.value());
    EXPECT_TRUE(moved.owner());
    EXPECT_EQ(created->data(), nullptr);  // NOLINT(bugprone-use-after-move)
    SharedMemory target;
    target = std::move(moved);
    EXPECT_EQ(target.name(), name);
    IPCLAB_ASSERT_OK(SharedMemory::open(name, 4096));
}

TEST(SharedMemory, BadRequestsFail) {
    const std::string name = uniqueObjectName("test");
    auto missing = SharedMemory::open(name, 4096);
    ASSERT_FALSE(missing.ok());
    EXPECT_NE(missing.error().message.find(name), std::string::npos) << missing.error().message;

    auto empty = SharedMemory::create(name, 0);
    ASSERT_FALSE(empty.ok());
    EXPECT_EQ(empty.error().code, ErrorCode::InvalidArgument);

    auto created = SharedMemory::create(name, 4096);
    IPCLAB_ASSERT_OK(created);
    auto tooBig = SharedMemory::open(name, 1 << 24);
    ASSERT_FALSE(tooBig.ok());
    EXPECT_FALSE(tooBig.error().message.empty());
}

}  // namespace
}  // namespace ipclab::platform
