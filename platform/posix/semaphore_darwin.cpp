// macOS: dispatch_semaphore_t. macOS has no unnamed POSIX semaphores (sem_init returns
// ENOSYS), and named ones are kernel objects with a name to clean up. A dispatch semaphore
// keeps the count in user space: dispatch_semaphore_wait decrements it and, with no token,
// sleeps on a Mach semaphore in the kernel (no spinning); dispatch_semaphore_signal increments
// it and wakes a sleeper with a Mach call only if one waits.
//
// libdispatch traps (EXC_BAD_INSTRUCTION) when a semaphore is disposed of while its count is
// below the value it was created with. So it is created with 0 and given its initial tokens by
// signalling: a channel destroyed while a token is taken is then no crash.
#include <dispatch/dispatch.h>

#include <new>

#include "ipclab/platform/semaphore.hpp"

namespace ipclab::platform {
namespace {
dispatch_semaphore_t& nativeSemaphore(unsigned char* storage) noexcept {
    return *std::launder(reinterpret_cast<dispatch_semaphore_t*>(storage));
}
}  // namespace

Expected<std::unique_ptr<BlockingSemaphore>> BlockingSemaphore::create(
    std::uint32_t initialTokens) {
    static_assert(sizeof(dispatch_semaphore_t) <= kStorageBytes);
    static_assert(alignof(dispatch_semaphore_t) <= 8);
    if (initialTokens > kMaxTokens) {
        return Error{ErrorCode::InvalidArgument, "a semaphore holds at most 2^31 - 1 tokens"};
    }
    const dispatch_semaphore_t object = ::dispatch_semaphore_create(0);
    if (object == nullptr) {
        return Error{ErrorCode::SystemError, "dispatch_semaphore_create failed"};
    }
    std::unique_ptr<BlockingSemaphore> semaphore(new BlockingSemaphore);
    new (semaphore->m_storage) dispatch_semaphore_t(object);
    semaphore->release(initialTokens);
    return semaphore;
}

BlockingSemaphore::~BlockingSemaphore() {
    ::dispatch_release(nativeSemaphore(m_storage));
}

void BlockingSemaphore::acquire() noexcept {
    ::dispatch_semaphore_wait(nativeSemaphore(m_storage), DISPATCH_TIME_FOREVER);
}

bool BlockingSemaphore::tryAcquire() noexcept {
    return ::dispatch_semaphore_wait(nativeSemaphore(m_storage), DISPATCH_TIME_NOW) == 0;
}

void BlockingSemaphore::release(std::uint32_t tokens) noexcept {
    for (std::uint32_t i = 0; i < tokens; ++i) {
        ::dispatch_semaphore_signal(nativeSemaphore(m_storage));
    }
}

const char* BlockingSemaphore::primitiveName() noexcept {
    return "dispatch_semaphore_t";
}

}  // namespace ipclab::platform
