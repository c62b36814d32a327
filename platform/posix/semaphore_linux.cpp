// Linux: an unnamed POSIX semaphore (sem_init, pshared = 0). glibc (2.21 and later) keeps the
// count and the number of sleepers in one word: sem_wait takes a token with a compare-and-swap
// and, with none, goes straight to futex wait - no spinning first; sem_post adds a token and
// calls futex wake only if somebody sleeps.
#include <semaphore.h>

#include <cerrno>
#include <new>

#include "ipclab/platform/semaphore.hpp"

namespace ipclab::platform {
namespace {
sem_t* nativeSemaphore(unsigned char* storage) noexcept {
    return std::launder(reinterpret_cast<sem_t*>(storage));
}
}  // namespace

Expected<std::unique_ptr<BlockingSemaphore>> BlockingSemaphore::create(
    std::uint32_t initialTokens) {
    static_assert(sizeof(sem_t) <= kStorageBytes);
    static_assert(alignof(sem_t) <= 8);
    static_assert(kMaxTokens <= SEM_VALUE_MAX);
    if (initialTokens > kMaxTokens) {
        return Error{ErrorCode::InvalidArgument, "a semaphore holds at most 2^31 - 1 tokens"};
    }
    std::unique_ptr<BlockingSemaphore> semaphore(new BlockingSemaphore);
    auto* object = new (semaphore->m_storage) sem_t;
    if (::sem_init(object, 0, initialTokens) != 0) {
        // There is no sem_t to destroy: free the memory without running the destructor.
        Error error = lastSystemError("sem_init");
        ::operator delete (semaphore.release(), std::align_val_t{alignof(BlockingSemaphore)});
        return error;
    }
    return semaphore;
}

BlockingSemaphore::~BlockingSemaphore() {
    ::sem_destroy(nativeSemaphore(m_storage));
}

void BlockingSemaphore::acquire() noexcept {
    // EINTR (a signal handler ran) is the only failure of a valid semaphore: wait again.
    while (::sem_wait(nativeSemaphore(m_storage)) != 0 && errno == EINTR) {
    }
}

bool BlockingSemaphore::tryAcquire() noexcept {
    return ::sem_trywait(nativeSemaphore(m_storage)) == 0;
}

void BlockingSemaphore::release(std::uint32_t tokens) noexcept {
    for (std::uint32_t i = 0; i < tokens; ++i) {
        ::sem_post(nativeSemaphore(m_storage));
    }
}

const char* BlockingSemaphore::primitiveName() noexcept {
    return "unnamed POSIX sem_t";
}

}  // namespace ipclab::platform
