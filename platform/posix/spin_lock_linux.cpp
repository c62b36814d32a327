// Linux: pthread_spinlock_t, a word that pthread_spin_lock sets with an atomic exchange,
// spinning in user space (glibc re-reads it with relaxed loads between attempts) until it is
// free. It never sleeps, so a waiter burns its core until the owner, if preempted, runs again.
#include <pthread.h>

#include <new>

#include "ipclab/platform/spin_lock.hpp"

namespace ipclab::platform {
namespace {
pthread_spinlock_t* nativeSpinLock(unsigned char* storage) noexcept {
    return std::launder(reinterpret_cast<pthread_spinlock_t*>(storage));
}
}  // namespace

NativeSpinLock::NativeSpinLock() noexcept {
    static_assert(sizeof(pthread_spinlock_t) <= kStorageBytes);
    static_assert(alignof(pthread_spinlock_t) <= 8);
    auto* lock = new (m_storage) pthread_spinlock_t;
    // PTHREAD_PROCESS_PRIVATE: threads of this process only (the interface promises no more).
    // pthread_spin_init cannot fail on Linux (it only stores 0).
    ::pthread_spin_init(lock, PTHREAD_PROCESS_PRIVATE);
}

NativeSpinLock::~NativeSpinLock() {
    ::pthread_spin_destroy(nativeSpinLock(m_storage));
}

void NativeSpinLock::lock() noexcept {
    ::pthread_spin_lock(nativeSpinLock(m_storage));
}

void NativeSpinLock::unlock() noexcept {
    ::pthread_spin_unlock(nativeSpinLock(m_storage));
}

bool NativeSpinLock::tryLock() noexcept {
    return ::pthread_spin_trylock(nativeSpinLock(m_storage)) == 0;
}

const char* NativeSpinLock::primitiveName() noexcept {
    return "pthread_spinlock_t";
}

}  // namespace ipclab::platform
