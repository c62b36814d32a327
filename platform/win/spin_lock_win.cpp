// Windows has no spin lock for user-mode programs (KSPIN_LOCK is for drivers). The closest
// equivalent is a CRITICAL_SECTION initialised with a spin count: a contended
// EnterCriticalSection spins on the lock word in user space that many times before it waits on
// a kernel event, so short waits never leave user mode, as with a spin lock. We chose it over
// SRWLOCK, which spins only briefly and without a tunable count before it sleeps (closer to
// os_unfair_lock than to a spin lock). Differences a student should know: it is recursive (the
// owning thread may enter again) and, after the spin count, it does sleep.
#include <new>

#include "ipclab/platform/spin_lock.hpp"
#include "win_include.hpp"

namespace ipclab::platform {
namespace {

// Spin iterations before sleeping: the value the heap manager uses for its own lock, long
// enough (a few microseconds) to cover any short critical section.
constexpr DWORD kSpinCount = 4000;

CRITICAL_SECTION* native(unsigned char* storage) noexcept {
    return std::launder(reinterpret_cast<CRITICAL_SECTION*>(storage));
}

}  // namespace

NativeSpinLock::NativeSpinLock() noexcept {
    static_assert(sizeof(CRITICAL_SECTION) <= kStorageBytes);
    static_assert(alignof(CRITICAL_SECTION) <= 8);
    auto* section = new (m_storage) CRITICAL_SECTION;
    // Cannot fail since Windows Vista (it no longer allocates the event up front).
    ::InitializeCriticalSectionAndSpinCount(section, kSpinCount);
}

NativeSpinLock::~NativeSpinLock() {
    ::DeleteCriticalSection(native(m_storage));
}

void NativeSpinLock::lock() noexcept {
    ::EnterCriticalSection(native(m_storage));
}

void NativeSpinLock::unlock() noexcept {
    ::LeaveCriticalSection(native(m_storage));
}

bool NativeSpinLock::tryLock() noexcept {
    return ::TryEnterCriticalSection(native(m_storage)) != FALSE;
}

const char* NativeSpinLock::primitiveName() noexcept {
    return "CRITICAL_SECTION with spin count";
}

}  // namespace ipclab::platform
