#pragma once
/// Layout of every message: a 32-bit sequence number, then payload bytes whose value depends on
/// the sequence number and the position, so a receiver can tell a lost, repeated, reordered or
/// corrupted message from the right one.
#include <cstddef>
#include <cstdint>
#include <span>

namespace ipclab::detail {

inline constexpr std::size_t kSequenceBytes = sizeof(std::uint32_t);

void writeSequence(std::span<std::byte> message, std::uint32_t sequence) noexcept;
std::uint32_t readSequence(std::span<const std::byte> message) noexcept;

/// Sequence number plus the payload pattern for `sequence`.
void fillMessage(std::span<std::byte> message, std::uint32_t sequence) noexcept;
/// True when every payload byte after the sequence number matches fillMessage's pattern.
bool payloadIntact(std::span<const std::byte> message, std::uint32_t sequence) noexcept;

/// Reads every byte (so a receiver cannot skip the data) and returns a checksum of them.
std::uint64_t touchEveryByte(std::span<const std::byte> message) noexcept;

}  // namespace ipclab::detail
