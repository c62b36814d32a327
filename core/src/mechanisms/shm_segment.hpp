#pragma once
/// What shm.condvar (shm_condvar_mechanism.cpp), shm.ring (shm_ring_mechanism.cpp) and mq.boost
/// (mq_boost_mechanism.cpp) share: data carried through memory shared with ipclab-peer.
///
/// The measuring side creates every named object (with names from platform::uniqueObjectName,
/// owner-only) and its initiator Channel removes them when destroyed, whatever happened: the
/// peer only ever opens them. Objects placed inside a segment (Boost.Interprocess mutexes,
/// conditions, semaphores) are never destroyed explicitly: the segment is unmapped and unlinked
/// instead. That is deliberate: glibc's pthread_cond_destroy waits for waiters that were woken
/// to acknowledge, and a peer that died while waiting never will, so destroying the condition
/// after peer death would hang the measuring side.
#include <atomic>
#include <charconv>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <utility>

#include "ipclab/platform/shared_memory.hpp"
#include "mechanisms.hpp"

namespace ipclab::mechanisms::shm_segment {

constexpr std::size_t roundUp(std::size_t value, std::size_t multiple) {
    return (value + multiple - 1) / multiple * multiple;
}

inline constexpr std::uint64_t kSegmentMagic = 0x69'70'63'6c'61'62'64'31;  // "ipclabd1"

/// Start of every segment of shm.condvar and shm.ring. Written by the measuring side before the
/// peer starts; `aborted` and `attached` change later (atomics, lock-free by the assertion below).
struct alignas(kCacheLine) SegmentHeader {
    std::uint64_t magic = kSegmentMagic;
    std::uint64_t layoutBytes = 0;  ///< Mechanism-specific size (ring capacity, slot bytes).
    std::uint32_t wait = 0;         ///< WaitStrategy both sides must use.
    /// Set by abort() on either side; every wait loop checks it (never reset).
    std::atomic<std::uint32_t> aborted{0};
    /// Set by the peer once it has mapped the segment.
    std::atomic<std::uint32_t> attached{0};
};
static_assert(std::atomic<std::uint32_t>::is_always_lock_free,
              "atomics in shared memory must be lock-free to work across processes");

inline Error cancelled(std::string_view id) {
    return textError(ErrorCode::Cancelled,
                     Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1: channel aborted"),
                          {verbatimArg(std::string(id))}));
}

inline Error boostError(std::string_view id, std::string_view call, const std::exception& error) {
    return textError(ErrorCode::SystemError,
                     Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1: %2 failed: %3"),
                          {verbatimArg(std::string(id)), verbatimArg(std::string(call)),
                           verbatimArg(error.what())}));
}

/// "BYTES,NAME": what the peer needs to map the segment. The name comes last because on
/// Windows it contains a backslash ("Local\\ipclab-...") and could contain anything else.
inline std::string segmentArgument(const platform::SharedMemory& memory) {
    return std::to_string(memory.size()) + "," + memory.name();
}

inline std::optional<std::pair<std::size_t, std::string>> parseSegmentArgument(
    const std::string& text) {
    const auto comma = text.find(',');
    std::size_t bytes = 0;
    if (comma == std::string::npos || comma + 1 >= text.size()) {
        return std::nullopt;
    }
    const char* end = text.data() + comma;
    if (std::from_chars(text.data(), end, bytes).ptr != end || bytes == 0) {
        return std::nullopt;
    }
    return std::pair{bytes, text.substr(comma + 1)};
}

/// Peer side: maps the segment named by `argument` and checks it is what `id` created
/// (`layoutBytes` 0: any; the caller checks).
inline Expected<platform::SharedMemory> openSegment(std::string_view id,
                                                    const std::string& argument,
                                                    std::uint64_t layoutBytes, WaitStrategy wait) {
    const auto parsed = parseSegmentArgument(argument);
    if (!parsed) {
        return textError(ErrorCode::InvalidArgument,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                             "%1: bad channel \"%2\" (expected BYTES,NAME)"),
                              {verbatimArg(std::string(id)), verbatimArg(argument)}));
    }
    auto memory = platform::SharedMemory::open(parsed->second, parsed->first);
    if (!memory) {
        return memory.error();
    }
    const auto* header = static_cast<const SegmentHeader*>(memory->data());
    if (header->magic != kSegmentMagic ||
        (layoutBytes != 0 && header->layoutBytes != layoutBytes)) {
        return textError(ErrorCode::ProtocolError,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                             "%1: shared memory %2 does not hold this mechanism's "
                                             "layout (version mismatch?)"),
                              {verbatimArg(std::string(id)), verbatimArg(parsed->second)}));
    }
    if (header->wait != static_cast<std::uint32_t>(wait)) {
        return textError(ErrorCode::InvalidArgument,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                             "%1: the peer was asked for another wait strategy "
                                             "(%2) than the measuring side"),
                              {verbatimArg(std::string(id)), idArg(std::string(toString(wait)))}));
    }
    return memory;
}

/// Measuring side: waits (in short sleeps: this is set-up, not the timed loop) until the peer
/// has mapped the segment, so that a peer that fails to attach shows up as its exit instead
/// of as a silent channel.
inline Status waitUntilAttached(std::string_view id, const SegmentHeader& header,
                                std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (header.attached.load(std::memory_order_acquire) == 0) {
        if (header.aborted.load(std::memory_order_relaxed) != 0) {
            return cancelled(id);
        }
        if (std::chrono::steady_clock::now() >= deadline) {
            return textError(
                ErrorCode::Timeout,
                Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1: the peer has not attached yet"),
                     {verbatimArg(std::string(id))}));
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return {};
}

}  // namespace ipclab::mechanisms::shm_segment
