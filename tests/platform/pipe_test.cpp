// Anonymous pipes: content across threads, end of file, broken pipe.
#include <gtest/gtest.h>

#include <thread>

#include "ipclab/platform/pipe.hpp"
#include "test_util.hpp"

namespace ipclab::platform {
namespace {

TEST(Pipe, CarriesOneMebibyteIntactAcrossThreads) {
    auto pipe = createAnonymousPipe();
    IPCLAB_ASSERT_OK(pipe);
    ASSERT_TRUE(pipe->readEnd.valid());
    ASSERT_TRUE(pipe->writeEnd.valid());
    const auto sent = test::pattern(1 << 20);
    Status written;
    // Larger than any pipe buffer, so the writer blocks and partial writes happen.
    std::thread writer([&] { written = pipe->writeEnd.writeAll(sent); });
    std::vector<std::byte> received(sent.size());
    const Status read = pipe->readEnd.readExact(received);
    writer.join();
    IPCLAB_ASSERT_OK(written);
    IPCLAB_ASSERT_OK(read);
    EXPECT_TRUE(received == sent);
}

TEST(Pipe, ReadAfterWriterClosedIsClosed) {
    auto pipe = createAnonymousPipe();
    IPCLAB_ASSERT_OK(pipe);
    const auto sent = test::pattern(3);
    IPCLAB_ASSERT_OK(pipe->writeEnd.writeAll(sent));
    pipe->writeEnd.close();
    EXPECT_FALSE(pipe->writeEnd.valid());
    std::vector<std::byte> received(4);
    const Status read = pipe->readEnd.readExact(received);
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().code, ErrorCode::Closed) << read.error().message;
    EXPECT_TRUE(std::equal(sent.begin(), sent.end(), received.begin()));
}

TEST(Pipe, WriteAfterReaderClosedIsClosed) {
    auto pipe = createAnonymousPipe();
    IPCLAB_ASSERT_OK(pipe);
    pipe->readEnd.close();
    const auto data = test::pattern(16);
    const Status written = pipe->writeEnd.writeAll(data);
    ASSERT_FALSE(written.ok());
    EXPECT_EQ(written.error().code, ErrorCode::Closed) << written.error().message;
}

TEST(Pipe, MovedFromEndIsEmptyAndRefusesIo) {
    auto pipe = createAnonymousPipe();
    IPCLAB_ASSERT_OK(pipe);
    PipeEnd moved = std::move(pipe->writeEnd);
    EXPECT_TRUE(moved.valid());
    EXPECT_FALSE(pipe->writeEnd.valid());
    const auto data = test::pattern(1);
    const Status written = pipe->writeEnd.writeAll(data);
    ASSERT_FALSE(written.ok());
    EXPECT_EQ(written.error().code, ErrorCode::InvalidArgument);
}

}  // namespace
}  // namespace ipclab::platform
