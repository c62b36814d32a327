// MessageBuffers: where a pattern's buffers sit is fixed (page start, then a 2112-byte stagger),
// so no round's timing depends on where malloc happened to put them.
#include "run/message_buffers.hpp"

#include <gtest/gtest.h>

#include <cstdint>

namespace {

using ipclab::detail::MessageBuffers;

std::uintptr_t address(std::span<std::byte> buffer) {
    return reinterpret_cast<std::uintptr_t>(buffer.data());
}

TEST(MessageBuffers, FirstBufferStartsAPageAndTheSecondSitsAtPageOffset2112) {
    for (const std::size_t bytes : {std::size_t{1}, std::size_t{64}, std::size_t{4096},
                                    std::size_t{65536}, std::size_t{1} << 20}) {
        // The same offsets whatever was allocated before: a small allocation in between must
        // not move them (a std::vector's would have moved).
        auto unrelated = std::make_unique<char[]>(24);
        MessageBuffers buffers(2, bytes);
        EXPECT_EQ(address(buffers[0]) % 4096, 0u) << bytes;
        EXPECT_EQ(address(buffers[1]) % 4096, 2112u) << bytes;
        EXPECT_EQ(buffers[0].size(), bytes);
        EXPECT_EQ(buffers[1].size(), bytes);
        EXPECT_GE(address(buffers[1]), address(buffers[0]) + bytes) << "the buffers overlap";
    }
}

TEST(MessageBuffers, BuffersStartZeroedAndKeepWhatIsWritten) {
    MessageBuffers buffers(3, 5000);
    for (std::size_t i = 0; i < 3; ++i) {
        for (std::byte b : buffers[i]) {
            ASSERT_EQ(b, std::byte{0});
        }
    }
    std::fill(buffers[1].begin(), buffers[1].end(), std::byte{0xAB});
    EXPECT_EQ(buffers[0].back(), std::byte{0});
    EXPECT_EQ(buffers[2].front(), std::byte{0});
    EXPECT_EQ(buffers[1].front(), std::byte{0xAB});
    EXPECT_EQ(buffers[1].back(), std::byte{0xAB});
    EXPECT_EQ(address(buffers[2]) % 4096, (2 * 2112) % 4096);
}

TEST(MessageBuffers, AnEmptyMessageStillHasAnAlignedPlace) {
    MessageBuffers buffers(1, 0);
    EXPECT_TRUE(buffers[0].empty());
    EXPECT_EQ(address(buffers[0]) % 4096, 0u);
}

}  // namespace
