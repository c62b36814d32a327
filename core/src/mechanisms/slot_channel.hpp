#pragma once
/// The one-message slot per direction shared by the lock and semaphore mechanisms of the thread
/// family (threads of one process: thread_slot_channel.hpp's SpinSlot and SemaphoreSlot) and
/// shm_lock_mechanisms.cpp (two processes through shared memory): the same hand-off, whatever
/// the memory and the primitive.
///
/// - spinSlotSend / spinSlotReceive: a slot guarded by a spin lock, with a 'full' flag the
///   waiting party polls (thread.spin, thread.native-spin, shm.spin).
/// - semaphoreSlotSend / semaphoreSlotReceive: the classic bounded buffer of capacity one, with
///   an 'empty' and a 'full' semaphore (thread.semaphore, thread.std-semaphore, shm.semaphore).
///
/// `aborted()` says whether the channel was aborted (checked while waiting), `cancelled()` makes
/// the error returned then (called only on that path: no string is built per message).
/// Header-only so that the hand-off inlines into each channel's send/receive. Each direction
/// has exactly one sender and one receiver; nothing here is safe for more.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>

#include "ipclab/channel.hpp"
#include "ipclab/mechanism.hpp"
#include "spin_wait.hpp"

namespace ipclab::mechanisms {

/// The error of a receive whose message has another size than the one the receiver expects.
inline Error wrongSize(std::size_t expected, std::uint64_t got) {
    return textError(
        ErrorCode::ProtocolError,
        Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "expected a %1-byte message, got %2"),
             {integerArg(static_cast<std::int64_t>(expected)),
              integerArg(static_cast<std::int64_t>(got))}));
}

/// The error of a channel or lock asked for a wait strategy `info` does not offer.
inline Error unsupportedWait(const MechanismInfo& info, WaitStrategy wait) {
    std::vector<Text> allowed;
    for (const WaitStrategy strategy : info.waitStrategies) {
        allowed.push_back(platform::idText(std::string(toString(strategy))));
    }
    return textError(
        ErrorCode::Unsupported,
        Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 cannot wait with \"%2\" (it can: %3)"),
             {verbatimArg(info.id), idArg(std::string(toString(wait))),
              listArg(std::move(allowed))}));
}

inline Error slotTooSmall() {
    return textError(ErrorCode::InvalidArgument,
                     Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "message larger than the slot")));
}

// ---------------------------------------------------------------------------------------------
// Spin-lock slots.

/// Where one direction of a spin-lock slot lives. `Full` is an atomic integer or bool, written
/// only under the lock but read without it (so a waiter polls it without taking the lock, and
/// without stealing the line from the party that holds it). `Guard` has
/// `bool lock(WaitStrategy, aborted)` (false if `aborted()` became true first) and `unlock()`.
template <class Guard, class Full>
struct SpinSlotView {
    Guard& guard;
    Full& full;
    std::uint64_t& sizeBytes;
    std::byte* data;
    std::size_t capacity;
};

template <class Guard, class Full, class Aborted, class Cancelled>
Status spinSlotSend(SpinSlotView<Guard, Full> slot, std::span<const std::byte> message,
                    WaitStrategy wait, Aborted aborted, Cancelled cancelled) noexcept {
    if (message.size() > slot.capacity) {
        return slotTooSmall();
    }
    // Only this party fills the slot, so once it is seen empty it stays empty.
    if (!spinUntil(
            wait, [&] { return !slot.full.load(std::memory_order_acquire); }, aborted) ||
        !slot.guard.lock(wait, aborted)) {
        return cancelled();
    }
    std::memcpy(slot.data, message.data(), message.size());
    slot.sizeBytes = message.size();
    slot.full.store(true, std::memory_order_release);
    slot.guard.unlock();
    return {};
}

template <class Guard, class Full, class Aborted, class Cancelled>
Status spinSlotReceive(SpinSlotView<Guard, Full> slot, std::span<std::byte> message,
                       WaitStrategy wait, Aborted aborted, Cancelled cancelled) noexcept {
    // Only this party empties the slot, so once it is seen full it stays full.
    if (!spinUntil(
            wait, [&] { return slot.full.load(std::memory_order_acquire); }, aborted) ||
        !slot.guard.lock(wait, aborted)) {
        return cancelled();
    }
    Status status;
    if (slot.sizeBytes != message.size()) {
        status = wrongSize(message.size(), slot.sizeBytes);
    } else {
        std::memcpy(message.data(), slot.data, message.size());
    }
    slot.full.store(false, std::memory_order_release);
    slot.guard.unlock();
    return status;
}

// ---------------------------------------------------------------------------------------------
// Semaphore slots.

/// Where one direction of a semaphore slot lives. 'empty' counts free buffers (starts at 1),
/// 'full' messages waiting (starts at 0). `Ops` has `static Status wait(Semaphore&)` and
/// `static Status post(Semaphore&)`; a post/wait pair orders memory (release/acquire), so the
/// data written before the post is visible after the wait.
template <class Semaphore>
struct SemaphoreSlotView {
    Semaphore& empty;
    Semaphore& full;
    std::uint64_t& sizeBytes;
    std::byte* data;
    std::size_t capacity;
};

/// Waits for a token of `semaphore`, then checks `aborted()`: abort() sets the flag and then
/// posts every semaphore, so a token taken after it may be abort's - it is passed on, so that
/// any later wait ends too.
template <class Ops, class Semaphore, class Aborted, class Cancelled>
Status takeToken(Semaphore& semaphore, Aborted aborted, Cancelled cancelled) noexcept {
    if (Status waited = Ops::wait(semaphore); !waited) {
        return waited;
    }
    if (aborted()) {
        (void)Ops::post(semaphore);
        return cancelled();
    }
    return {};
}

template <class Ops, class Semaphore, class Aborted, class Cancelled>
Status semaphoreSlotSend(SemaphoreSlotView<Semaphore> slot, std::span<const std::byte> message,
                         Aborted aborted, Cancelled cancelled) noexcept {
    if (message.size() > slot.capacity) {
        return slotTooSmall();
    }
    if (Status waited = takeToken<Ops>(slot.empty, aborted, cancelled); !waited) {
        return waited;
    }
    std::memcpy(slot.data, message.data(), message.size());
    slot.sizeBytes = message.size();
    return Ops::post(slot.full);
}

template <class Ops, class Semaphore, class Aborted, class Cancelled>
Status semaphoreSlotReceive(SemaphoreSlotView<Semaphore> slot, std::span<std::byte> message,
                            Aborted aborted, Cancelled cancelled) noexcept {
    if (Status waited = takeToken<Ops>(slot.full, aborted, cancelled); !waited) {
        return waited;
    }
    Status status;
    if (slot.sizeBytes != message.size()) {
        status = wrongSize(message.size(), slot.sizeBytes);
    } else {
        std::memcpy(message.data(), slot.data, message.size());
    }
    if (Status posted = Ops::post(slot.empty); !posted) {
        return posted;
    }
    return status;
}

}  // namespace ipclab::mechanisms
