#pragma once
/// Named shared memory (shm_open + mmap / CreateFileMapping + MapViewOfFile).
///
/// Lifetime differs by OS, which is why this is not POSIX-shaped: a POSIX segment lives until
/// shm_unlink (the creator unlinks it in its destructor); a Windows mapping dies with its last
/// handle, so the creator must outlive the openers' use of it.
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>

#include "ipclab/platform/error.hpp"
#include "ipclab/platform/unique_handle.hpp"

namespace ipclab::platform {

/// What a SharedMemory holds, released together by SharedMemoryTraits::close: the view is
/// unmapped first, then the creator removes the name (POSIX) or the mapping handle is closed
/// (Windows).
struct SharedMemorySegment {
    void* data = nullptr;
    std::size_t size = 0;
    std::string name;
    bool owner = false;
    std::intptr_t mapping = -1;  ///< Windows mapping handle; unused on POSIX.
    bool operator==(const SharedMemorySegment&) const = default;
};

/// A segment as UniqueHandle holds it (shared_memory_posix.cpp / shared_memory_win.cpp).
struct SharedMemoryTraits {
    using Value = SharedMemorySegment;
    static inline const Value kInvalid{};
    static void close(const Value& segment) noexcept;
};

/// Move-only; the moved-from object holds nothing.
class SharedMemory {
  public:
    /// Creates a new segment of `bytes` (zero-filled), owner-only. Fails if `name` exists.
    static Expected<SharedMemory> create(const std::string& name, std::size_t bytes);
    /// Maps an existing segment created by another process.
    static Expected<SharedMemory> open(const std::string& name, std::size_t bytes);

    /// Destruction unmaps; the creator's also removes the name.
    SharedMemory() = default;

    void* data() const noexcept { return m_segment.get().data; }
    std::size_t size() const noexcept { return m_segment.get().size; }
    const std::string& name() const noexcept { return m_segment.get().name; }
    bool owner() const noexcept { return m_segment.get().owner; }

  private:
    explicit SharedMemory(SharedMemorySegment segment) noexcept : m_segment(std::move(segment)) {}
    UniqueHandle<SharedMemoryTraits> m_segment;
};

}  // namespace ipclab::platform
