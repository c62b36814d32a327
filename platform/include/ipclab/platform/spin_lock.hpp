#pragma once
/// The operating system's own lightweight lock for threads of ONE process, as a spin lock is
/// offered on each OS:
/// - Linux: pthread_spinlock_t (pthread_spin_lock busy-waits in user space for ever; it never
///   sleeps in the kernel).
/// - macOS: os_unfair_lock. Apple deprecated OSSpinLock for it; it is NOT a spin lock: a
///   contended lock() waits in the kernel (ulock_wait) and donates priority to the owner.
///   Apple's documentation forbids sharing it between processes.
/// - Windows: a CRITICAL_SECTION with a spin count (there is no user-mode spin lock API; see
///   spin_lock_win.cpp): it spins that many times in user space, then waits on a kernel event.
///
/// Not movable or copyable (the OS objects must not move). lock()/unlock() are thread-safe and
/// never fail; unlock() must be called by the thread that locked. Not for use across processes.
#include <cstddef>

namespace ipclab::platform {

class NativeSpinLock {
  public:
    NativeSpinLock() noexcept;
    ~NativeSpinLock();
    NativeSpinLock(const NativeSpinLock&) = delete;
    NativeSpinLock& operator=(const NativeSpinLock&) = delete;

    void lock() noexcept;
    void unlock() noexcept;
    /// One attempt; true if the lock is now held by the caller.
    bool tryLock() noexcept;

    /// Which OS primitive this is, for explanations and results ("pthread_spinlock_t", ...).
    static const char* primitiveName() noexcept;

  private:
    // Room for the largest OS object (a 64-bit CRITICAL_SECTION is 40 bytes); each
    // implementation checks that its object fits.
    static constexpr std::size_t kStorageBytes = 48;
    alignas(8) unsigned char m_storage[kStorageBytes];
};

}  // namespace ipclab::platform
