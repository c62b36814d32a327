#include "run/message.hpp"

#include <cstring>

namespace ipclab::detail {

namespace {
std::byte patternByte(std::uint32_t sequence, std::size_t position) noexcept {
    // A multiplier co-prime with 256 makes consecutive messages differ in every byte.
    return static_cast<std::byte>((sequence * 131u + static_cast<std::uint32_t>(position)) & 0xffu);
}
}  // namespace

void writeSequence(std::span<std::byte> message, std::uint32_t sequence) noexcept {
    std::memcpy(message.data(), &sequence, kSequenceBytes);
}

std::uint32_t readSequence(std::span<const std::byte> message) noexcept {
    std::uint32_t sequence = 0;
    std::memcpy(&sequence, message.data(), kSequenceBytes);
    return sequence;
}

void fillMessage(std::span<std::byte> message, std::uint32_t sequence) noexcept {
    writeSequence(message, sequence);
    for (std::size_t i = kSequenceBytes; i < message.size(); ++i) {
        message[i] = patternByte(sequence, i);
    }
}

bool payloadIntact(std::span<const std::byte> message, std::uint32_t sequence) noexcept {
    for (std::size_t i = kSequenceBytes; i < message.size(); ++i) {
        if (message[i] != patternByte(sequence, i)) {
            return false;
        }
    }
    return true;
}

std::uint64_t touchEveryByte(std::span<const std::byte> message) noexcept {
    // 32 bytes a step, in four independent sums, then words, then bytes. A one-word loop was
    // a five-instruction loop whose speed depended on where the linker put it: on a Xeon host
    // the same loop ran 2x slower when its branch straddled a 64-byte line (shm.ring streamed
    // 6.4 instead of 9 GB/s, the bare program alike when an unrelated edit moved its loop).
    // Four words a step leave a quarter of the branches and let the sums run in parallel.
    const std::byte* data = message.data();
    const std::size_t size = message.size();
    std::uint64_t sums[4] = {0, 0, 0, 0};
    std::size_t i = 0;
    for (; i + 4 * sizeof(std::uint64_t) <= size; i += 4 * sizeof(std::uint64_t)) {
        for (std::size_t k = 0; k < 4; ++k) {
            std::uint64_t word = 0;
            std::memcpy(&word, data + i + k * sizeof word, sizeof word);
            sums[k] += word;
        }
    }
    std::uint64_t sum = sums[0] + sums[1] + sums[2] + sums[3];
    for (; i + sizeof(std::uint64_t) <= size; i += sizeof(std::uint64_t)) {
        std::uint64_t word = 0;
        std::memcpy(&word, data + i, sizeof word);
        sum += word;
    }
    for (; i < size; ++i) {
        sum += static_cast<std::uint64_t>(data[i]);
    }
    return sum;
}

}  // namespace ipclab::detail
