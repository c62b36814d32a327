// Windows: the count is an atomic in user space, and a thread that finds no token sleeps in
// the kernel with WaitOnAddress (Windows 8+, its futex), without spinning first; a release
// adds the token and calls WakeByAddress only when a thread sleeps - the design of glibc's
// sem_t on a futex. A kernel semaphore object (CreateSemaphore) was the other choice, but it
// makes every acquire and release a system call even when nobody waits (under Wine a
// wineserver round trip of tens of microseconds), so the lock pattern would measure that
// instead of the semaphore.
#include <atomic>
#include <new>

#include "ipclab/platform/semaphore.hpp"
#include "win_include.hpp"

namespace ipclab::platform {
namespace {

struct State {
    std::atomic<LONG> tokens;
    std::atomic<LONG> sleepers;  ///< Threads that may be in (or entering) WaitOnAddress.
};
static_assert(std::atomic<LONG>::is_always_lock_free && sizeof(std::atomic<LONG>) == sizeof(LONG),
              "WaitOnAddress compares the atomic's bytes as a LONG");

State& state(unsigned char* storage) noexcept {
    return *std::launder(reinterpret_cast<State*>(storage));
}

}  // namespace

Expected<std::unique_ptr<BlockingSemaphore>> BlockingSemaphore::create(
    std::uint32_t initialTokens) {
    static_assert(sizeof(State) <= kStorageBytes);
    static_assert(alignof(State) <= alignof(BlockingSemaphore));
    if (initialTokens > kMaxTokens) {
        return Error{ErrorCode::InvalidArgument, "a semaphore holds at most 2^31 - 1 tokens"};
    }
    std::unique_ptr<BlockingSemaphore> semaphore(new BlockingSemaphore);
    new (semaphore->m_storage) State{static_cast<LONG>(initialTokens), 0};
    return semaphore;
}

BlockingSemaphore::~BlockingSemaphore() = default;  // no kernel object to close

void BlockingSemaphore::acquire() noexcept {
    State& s = state(m_storage);
    for (;;) {
        if (tryAcquire()) {
            return;
        }
        // Announce the sleep before looking at the count again: release() adds its token
        // before it looks for sleepers, so (both sequentially consistent) either it sees us and
        // wakes us, or we see its token here or in WaitOnAddress's own comparison.
        s.sleepers.fetch_add(1, std::memory_order_seq_cst);
        LONG none = 0;
        if (s.tokens.load(std::memory_order_seq_cst) == 0) {
            ::WaitOnAddress(reinterpret_cast<volatile VOID*>(&s.tokens), &none, sizeof none,
                            INFINITE);
        }
        s.sleepers.fetch_sub(1, std::memory_order_relaxed);
    }
}

bool BlockingSemaphore::tryAcquire() noexcept {
    State& s = state(m_storage);
    LONG tokens = s.tokens.load(std::memory_order_relaxed);
    while (tokens > 0) {
        if (s.tokens.compare_exchange_weak(tokens, tokens - 1, std::memory_order_acquire,
                                           std::memory_order_relaxed)) {
            return true;
        }
    }
    return false;
}

void BlockingSemaphore::release(std::uint32_t tokens) noexcept {
    if (tokens == 0) {
        return;
    }
    State& s = state(m_storage);
    s.tokens.fetch_add(static_cast<LONG>(tokens), std::memory_order_seq_cst);
    if (s.sleepers.load(std::memory_order_seq_cst) > 0) {
        if (tokens == 1) {
            ::WakeByAddressSingle(reinterpret_cast<PVOID>(&s.tokens));
        } else {
            ::WakeByAddressAll(reinterpret_cast<PVOID>(&s.tokens));
        }
    }
}

const char* BlockingSemaphore::primitiveName() noexcept {
    return "atomic count + WaitOnAddress";
}

}  // namespace ipclab::platform
