#pragma once
/// Named shared memory (shm_open + mmap / CreateFileMapping + MapViewOfFile).
///
/// Lifetime differs by OS, which is why this is not POSIX-shaped: a POSIX segment lives until
/// shm_unlink (the creator unlinks it in its destructor); a Windows mapping dies with its last
/// handle, so the creator must outlive the openers' use of it.
#include <cstddef>
#include <string>

#include "ipclab/platform/error.hpp"

namespace ipclab::platform {

class SharedMemory {
  public:
    /// Creates a new segment of `bytes` (zero-filled), owner-only. Fails if `name` exists.
    static Expected<SharedMemory> create(const std::string& name, std::size_t bytes);
    /// Maps an existing segment created by another process.
    static Expected<SharedMemory> open(const std::string& name, std::size_t bytes);

    SharedMemory() = default;
    SharedMemory(SharedMemory&& other) noexcept;
    SharedMemory& operator=(SharedMemory&& other) noexcept;
    SharedMemory(const SharedMemory&) = delete;
    SharedMemory& operator=(const SharedMemory&) = delete;
    /// Unmaps; the creator also removes the name.
    ~SharedMemory();

    void* data() const noexcept { return m_data; }
    std::size_t size() const noexcept { return m_size; }
    const std::string& name() const noexcept { return m_name; }
    bool owner() const noexcept { return m_owner; }

  private:
    void reset() noexcept;
    void* m_data = nullptr;
    std::size_t m_size = 0;
    std::string m_name;
    bool m_owner = false;
    std::intptr_t m_mapping = -1;  ///< Windows mapping handle; unused on POSIX.
};

}  // namespace ipclab::platform
