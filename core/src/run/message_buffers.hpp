#pragma once
// The buffers a pattern sends from and receives into, at the same place within a page in every
// round and every process.
//
// With std::vector each buffer landed wherever malloc put it, so its offset within a 4 KiB page
// changed with the run's history (how much was allocated before it). On many x86 cores a load
// whose address matches an earlier in-flight store's low 12 bits waits for that store ("4K
// aliasing"), and two buffers in the same cache sets evict each other: a round could be fast or
// slow by where malloc happened to put its buffers, not by the mechanism. So every side of
// every pattern takes its buffers from here: buffer 0 starts on a page boundary, each next one
// on the next page boundary after the one before plus a stagger of 2 KiB + one line, so the
// measuring side's request and reply sit at page offsets 0 and 2112: never the same low 12
// bits for messages up to 2 KiB, never the same cache line set. docs/measurement.md says what
// this removed and what remains (the physical pages, which no program chooses).
#include <cstddef>
#include <cstring>
#include <memory>
#include <new>
#include <span>

namespace ipclab::detail {

class MessageBuffers {
  public:
    /// The base page size of the x86-64 and arm64 systems we run on (macOS on arm64 has 16 KiB
    /// pages; aligning to 4 KiB there still fixes the 12 bits aliasing looks at).
    static constexpr std::size_t kPageBytes = 4096;
    static constexpr std::size_t kStaggerBytes = 2048 + 64;

    /// `count` zero-filled buffers of `bytesEach`: zero-filled so every page is touched (and
    /// faulted in) here, before anything is timed, as std::vector did.
    MessageBuffers(std::size_t count, std::size_t bytesEach)
        : m_bytesEach(bytesEach),
          m_stride(strideFor(bytesEach)),
          m_storage(static_cast<std::byte*>(
              ::operator new (totalBytes(count, bytesEach), std::align_val_t{kPageBytes}))) {
        std::memset(m_storage.get(), 0, totalBytes(count, bytesEach));
    }

    std::span<std::byte> operator[](std::size_t index) noexcept {
        return {m_storage.get() + index * m_stride, m_bytesEach};
    }

  private:
    struct PageAlignedDelete {
        void operator()(std::byte* bytes) const noexcept {
            ::operator delete (bytes, std::align_val_t{kPageBytes});
        }
    };

    // Whole pages for the buffer, then the stagger: buffer i sits at page offset
    // (i * kStaggerBytes) mod 4096.
    static constexpr std::size_t strideFor(std::size_t bytesEach) noexcept {
        return (bytesEach + kPageBytes - 1) / kPageBytes * kPageBytes + kStaggerBytes;
    }
    static constexpr std::size_t totalBytes(std::size_t count, std::size_t bytesEach) noexcept {
        // At least one byte: operator new(0) is valid, but a zero-size message still needs a
        // distinct, aligned address.
        return count == 0 ? 1 : (count - 1) * strideFor(bytesEach) + bytesEach + 1;
    }

    std::size_t m_bytesEach;
    std::size_t m_stride;
    std::unique_ptr<std::byte, PageAlignedDelete> m_storage;
};

}  // namespace ipclab::detail
