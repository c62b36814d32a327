// The spin-wait hint, through the compiler's intrinsic; only the architecture and compiler are
// tested here (the OS does not matter to an instruction).
#include "ipclab/platform/cpu.hpp"

#if defined(__x86_64__) || defined(__i386__) || defined(_M_X64) || defined(_M_IX86)
#include <immintrin.h>
#define IPCLAB_PAUSE() _mm_pause()
#elif defined(_MSC_VER) && (defined(_M_ARM64) || defined(_M_ARM))
#include <intrin.h>
#define IPCLAB_PAUSE() __yield()
#elif defined(__aarch64__) || defined(__arm__)
#define IPCLAB_PAUSE() __asm__ __volatile__("yield" ::: "memory")
#else
// No spin-wait hint on this CPU: a compiler barrier keeps the caller's loop re-reading memory.
#define IPCLAB_PAUSE() std::atomic_signal_fence(std::memory_order_seq_cst)
#include <atomic>
#endif

namespace ipclab::platform {

void cpuRelax() noexcept {
    IPCLAB_PAUSE();
}

}  // namespace ipclab::platform
