// macOS: os_unfair_lock. macOS has no pthread_spin_lock, and OSSpinLock is deprecated because
// spinning against a preempted lower-priority owner could livelock. os_unfair_lock is a 32-bit
// word holding the owner's thread port: uncontended lock/unlock are one atomic each in user
// space; a contended lock() waits in the kernel (__ulock_wait) and donates its priority to the
// owner, so it is not a pure spin lock. Apple's documentation: it must not be placed in memory
// shared between processes.
#include <os/lock.h>

#include <new>

#include "ipclab/platform/spin_lock.hpp"

namespace ipclab::platform {
namespace {
os_unfair_lock* nativeSpinLock(unsigned char* storage) noexcept {
    return std::launder(reinterpret_cast<os_unfair_lock*>(storage));
}
}  // namespace

NativeSpinLock::NativeSpinLock() noexcept {
    static_assert(sizeof(os_unfair_lock) <= kStorageBytes);
    static_assert(alignof(os_unfair_lock) <= 8);
    new (m_storage) os_unfair_lock(OS_UNFAIR_LOCK_INIT);
}

NativeSpinLock::~NativeSpinLock() = default;  // os_unfair_lock needs no clean-up

void NativeSpinLock::lock() noexcept {
    ::os_unfair_lock_lock(nativeSpinLock(m_storage));
}

void NativeSpinLock::unlock() noexcept {
    ::os_unfair_lock_unlock(nativeSpinLock(m_storage));
}

bool NativeSpinLock::tryLock() noexcept {
    return ::os_unfair_lock_trylock(nativeSpinLock(m_storage));
}

const char* NativeSpinLock::primitiveName() noexcept {
    return "os_unfair_lock";
}

}  // namespace ipclab::platform
