#include "message.hpp"

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
    // Eight bytes at a time: the compiler vectorises this, so touching costs about one pass
    // at memory bandwidth, like any real consumer of the data.
    std::uint64_t sum = 0;
    std::size_t i = 0;
    for (; i + sizeof(std::uint64_t) <= message.size(); i += sizeof(std::uint64_t)) {
        std::uint64_t word = 0;
        std::memcpy(&word, message.data() + i, sizeof word);
        sum += word;
    }
    for (; i < message.size(); ++i) {
        sum += static_cast<std::uint64_t>(message[i]);
    }
    return sum;
}

}  // namespace ipclab::detail
