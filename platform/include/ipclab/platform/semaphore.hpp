#pragma once
/// A counting semaphore for the threads of ONE process that sleeps in the kernel as soon as it
/// finds no token (no user-space spinning first), as the OS offers one:
/// - Linux: an unnamed POSIX semaphore (sem_init, pshared = 0). glibc keeps the count in user
///   space: sem_wait takes a token with one atomic operation, and with none it sleeps at once
///   (futex wait); sem_post adds a token and makes a futex wake system call only when a thread
///   sleeps.
/// - Windows: the same design on Windows' futex: an atomic count in user space, and a thread
///   with no token sleeps at once in WaitOnAddress; a release calls WakeByAddressSingle only
///   when a thread sleeps. (Windows has no user-space-counting semaphore of its own; its kernel
///   semaphore object makes every acquire and release a system call.)
/// - macOS: dispatch_semaphore_t (unnamed POSIX semaphores do not exist there): the count is
///   an atomic in user space, and a wait with no token sleeps on a Mach semaphore.
///
/// Each semaphore sits on its own cache line(s), so two never share one (false sharing).
/// Not movable or copyable. acquire()/tryAcquire()/release() are thread-safe and never fail on
/// a valid semaphore. Not for use across processes.
#include <cstddef>
#include <cstdint>
#include <memory>

#include "ipclab/platform/error.hpp"

namespace ipclab::platform {

class alignas(64) BlockingSemaphore {
  public:
    /// Most tokens the semaphore may hold (the smallest OS maximum: SEM_VALUE_MAX, 2^31 - 1).
    static constexpr std::uint32_t kMaxTokens = 0x7FFF'FFFF;

    /// A semaphore holding `initialTokens`. Fails with InvalidArgument above kMaxTokens, and
    /// otherwise only when the OS has no resources left (Windows handles, macOS memory).
    static Expected<std::unique_ptr<BlockingSemaphore>> create(std::uint32_t initialTokens);

    ~BlockingSemaphore();
    BlockingSemaphore(const BlockingSemaphore&) = delete;
    BlockingSemaphore& operator=(const BlockingSemaphore&) = delete;

    /// Takes a token, sleeping in the kernel until one is released if there is none.
    void acquire() noexcept;
    /// Takes a token if one is there, without waiting; true if it took one.
    bool tryAcquire() noexcept;
    /// Adds `tokens` tokens (the total must stay within kMaxTokens), waking that many sleepers.
    void release(std::uint32_t tokens = 1) noexcept;

    /// Which OS primitive this is, for titles and explanations ("unnamed POSIX sem_t", ...).
    static const char* primitiveName() noexcept;

  private:
    BlockingSemaphore() = default;

    // Room for the largest OS object (a 64-bit glibc sem_t is 32 bytes; Windows' two counters
    // and a dispatch_semaphore_t are smaller); each implementation checks that its object fits.
    static constexpr std::size_t kStorageBytes = 32;
    unsigned char m_storage[kStorageBytes];
};

}  // namespace ipclab::platform
