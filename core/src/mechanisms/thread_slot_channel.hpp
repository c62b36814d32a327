#pragma once
/// How two threads of one process hand messages over, one slot per direction: the channel of
/// every thread.* mechanism (thread_mechanisms.cpp). A slot is one direction, in the shape
/// ThreadSlotChannel expects: built from the capacity, `created` (whether building it worked),
/// `send` / `receive` (the hand-off, given the wait strategy, `aborted()` and `cancelled()`) and
/// `wake()` (called after abort's flag is set, so that a sleeping party sees it). Three kinds:
///
/// - SpinSlot<Guard>: a spin lock and a 'full' flag the receiver polls (thread.spin,
///   thread.native-spin);
/// - SemaphoreSlot<Ops>: an 'empty' and a 'full' semaphore (thread.semaphore,
///   thread.std-semaphore);
/// - CondvarSlot: a std::mutex and a std::condition_variable (thread.mutex).
///
/// The first two hand over with slot_channel.hpp, which shm_lock_mechanisms.cpp shares. The
/// lock or semaphore types themselves, and the mechanisms, are in thread_mechanisms.cpp.
#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <mutex>
#include <new>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "ipclab/channel.hpp"
#include "ipclab/mechanism.hpp"
#include "mechanisms.hpp"
#include "slot_channel.hpp"

namespace ipclab::mechanisms::thread_slot {

// ---------------------------------------------------------------------------------------------
// The slots: one direction each.

/// A message buffer on cache lines of its own, as shm.spin's segment has. A std::vector's heap
/// block starts 16 bytes into a line, so a 64 B message straddled two lines, and the two
/// directions' buffers, allocated one after the other, shared a line: every hand-off moved
/// more lines than the message needs, between parties that fought over a line they did not
/// mean to share (thread.spin 136 ns across cores against shm.spin's 70 ns).
class LineBuffer {
  public:
    explicit LineBuffer(std::size_t capacity)
        : m_size(capacity),
          m_data(static_cast<std::byte*>(::operator new (
              wholeCacheLines(std::max<std::size_t>(capacity, 1)), std::align_val_t{kCacheLine}))) {
    }
    LineBuffer(const LineBuffer&) = delete;
    LineBuffer& operator=(const LineBuffer&) = delete;
    ~LineBuffer() { ::operator delete (m_data, std::align_val_t{kCacheLine}); }

    std::byte* data() noexcept { return m_data; }
    std::size_t size() const noexcept { return m_size; }

  private:
    std::size_t m_size;
    std::byte* m_data;
};

/// A buffer for one message guarded by a spin lock (thread.spin, thread.native-spin). The lock,
/// 'full' and the size share the line both parties write; the buffer's pointer and capacity,
/// read by every send and receive, sit on a line nobody writes: on the written line, building
/// the slot's view read it from the other party's cache before every hand-off (thread.spin
/// 105-130 ns against 70-75 ns once moved, 64 B across cores; docs/benchmarks.md).
template <class Guard>
struct alignas(kCacheLine) SpinSlot {
    explicit SpinSlot(std::size_t capacity) : data(capacity) {}

    Guard guard;
    std::atomic<bool> full{false};
    std::uint64_t sizeBytes = 0;
    alignas(kCacheLine) LineBuffer data;
    Status created;  // nothing can fail

    SpinSlotView<Guard, std::atomic<bool>> view() noexcept {
        return {guard, full, sizeBytes, data.data(), data.size()};
    }
    template <class Aborted, class Cancelled>
    Status send(std::span<const std::byte> message, WaitStrategy wait, Aborted aborted,
                Cancelled cancelled) noexcept {
        return spinSlotSend(view(), message, wait, aborted, cancelled);
    }
    template <class Aborted, class Cancelled>
    Status receive(std::span<std::byte> message, WaitStrategy wait, Aborted aborted,
                   Cancelled cancelled) noexcept {
        return spinSlotReceive(view(), message, wait, aborted, cancelled);
    }
    void wake() noexcept {}  // spinners check the aborted flag themselves
};

/// A buffer for one message with two semaphores, 'empty' and 'full' (the semaphore mechanisms).
/// As in SpinSlot, the size (written by every send) has a line of its own, away from the
/// pointers every send and receive reads. Not measurable behind a semaphore's wake-up (1.5 µs on
/// one core, 25 µs across), but no reason to move a line the hand-off does not need.
template <class Ops>
struct alignas(kCacheLine) SemaphoreSlot {
    using Semaphore = typename Ops::Semaphore;

    explicit SemaphoreSlot(std::size_t capacity) : data(capacity) {
        auto emptyTokens = Ops::create(1);
        auto fullTokens = Ops::create(0);
        if (!emptyTokens) {
            created = emptyTokens.error();
        } else if (!fullTokens) {
            created = fullTokens.error();
        } else {
            empty = std::move(emptyTokens.value());
            full = std::move(fullTokens.value());
        }
    }

    std::unique_ptr<Semaphore> empty;  // each semaphore on its own cache line
    std::unique_ptr<Semaphore> full;
    LineBuffer data;
    alignas(kCacheLine) std::uint64_t sizeBytes = 0;
    Status created;

    SemaphoreSlotView<Semaphore> view() noexcept {
        return {*empty, *full, sizeBytes, data.data(), data.size()};
    }
    template <class Aborted, class Cancelled>
    Status send(std::span<const std::byte> message, WaitStrategy, Aborted aborted,
                Cancelled cancelled) noexcept {
        return semaphoreSlotSend<Ops>(view(), message, aborted, cancelled);
    }
    template <class Aborted, class Cancelled>
    Status receive(std::span<std::byte> message, WaitStrategy, Aborted aborted,
                   Cancelled cancelled) noexcept {
        return semaphoreSlotReceive<Ops>(view(), message, aborted, cancelled);
    }
    // After abort's flag: a token for every semaphore, so a blocked wait returns and sees it.
    void wake() noexcept {
        (void)Ops::post(*empty);
        (void)Ops::post(*full);
    }
};

/// A buffer for one message guarded by a std::mutex, with a std::condition_variable that wakes
/// the other party when the slot fills or empties (thread.mutex). One sender and one receiver
/// never wait on it at the same time. The buffer is a plain std::vector, as thread.mutex has
/// always had, so that its figures stay comparable with earlier runs.
struct CondvarSlot {
    explicit CondvarSlot(std::size_t capacity) : data(capacity) {}

    std::mutex mutex;
    std::condition_variable changed;
    std::vector<std::byte> data;
    std::size_t sizeBytes = 0;
    bool full = false;
    Status created;  // nothing can fail

    template <class Aborted, class Cancelled>
    Status send(std::span<const std::byte> message, WaitStrategy, Aborted aborted,
                Cancelled cancelled) noexcept {
        if (message.size() > data.size()) {
            return slotTooSmall();
        }
        {
            std::unique_lock lock(mutex);
            changed.wait(lock, [&] { return !full || aborted(); });
            if (aborted()) {
                return cancelled();
            }
            std::memcpy(data.data(), message.data(), message.size());
            sizeBytes = message.size();
            full = true;
        }
        changed.notify_one();
        return {};
    }
    template <class Aborted, class Cancelled>
    Status receive(std::span<std::byte> message, WaitStrategy, Aborted aborted,
                   Cancelled cancelled) noexcept {
        {
            std::unique_lock lock(mutex);
            changed.wait(lock, [&] { return full || aborted(); });
            if (aborted()) {
                return cancelled();
            }
            if (sizeBytes != message.size()) {
                return wrongSize(message.size(), sizeBytes);
            }
            std::memcpy(message.data(), data.data(), message.size());
            full = false;
        }
        changed.notify_one();
        return {};
    }
    // After abort's flag: taking the mutex once means a waiter has either seen the flag or is
    // already asleep, and then the notification wakes it.
    void wake() noexcept {
        { std::lock_guard lock(mutex); }
        changed.notify_all();
    }
};

template <class Slot>
struct SlotState {
    explicit SlotState(std::size_t capacity) : forward(capacity), backward(capacity) {}
    Slot forward;   // initiator -> responder
    Slot backward;  // responder -> initiator
    alignas(kCacheLine) std::atomic<bool> aborted{false};
};

/// One party's end: sends through one slot, receives through the other.
template <class Slot>
class ThreadSlotChannel final : public Channel {
  public:
    ThreadSlotChannel(std::shared_ptr<SlotState<Slot>> state, Slot& outgoing, Slot& incoming,
                      WaitStrategy wait, const std::string& id)
        : m_state(std::move(state)),
          m_outgoing(outgoing),
          m_incoming(incoming),
          m_wait(wait),
          m_id(id) {}

    Status send(std::span<const std::byte> message) noexcept override {
        return m_outgoing.send(message, m_wait, aborted(), cancelledError());
    }

    Status receive(std::span<std::byte> message) noexcept override {
        return m_incoming.receive(message, m_wait, aborted(), cancelledError());
    }

    // Sets the flag first, then wakes whoever sleeps, so a woken party sees it.
    void abort() noexcept override {
        m_state->aborted.store(true);
        m_state->forward.wake();
        m_state->backward.wake();
    }

  private:
    auto aborted() const noexcept {
        return [this] { return m_state->aborted.load(std::memory_order_relaxed); };
    }
    auto cancelledError() const noexcept {
        return [this] {
            return textError(ErrorCode::Cancelled,
                             Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 channel aborted"),
                                  {verbatimArg(m_id)}));
        };
    }

    std::shared_ptr<SlotState<Slot>> m_state;
    Slot& m_outgoing;
    Slot& m_incoming;
    WaitStrategy m_wait;
    std::string m_id;
};

template <class Slot>
Expected<OpenedChannel> openSlotChannel(const ChannelOptions& options, const std::string& id) {
    auto state = std::make_shared<SlotState<Slot>>(options.maxMessageBytes);
    for (const Slot* slot : {&state->forward, &state->backward}) {
        if (!slot->created) {
            return prefixedError(id, slot->created.error());
        }
    }
    OpenedChannel opened;
    opened.initiator = std::make_unique<ThreadSlotChannel<Slot>>(state, state->forward,
                                                                 state->backward, options.wait, id);
    opened.responder = std::make_unique<ThreadSlotChannel<Slot>>(state, state->backward,
                                                                 state->forward, options.wait, id);
    return opened;
}

}  // namespace ipclab::mechanisms::thread_slot
