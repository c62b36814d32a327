#pragma once
/// Private to platform/win: the security attributes that give the creating user, and nobody
/// else, access to a named kernel object (shared-memory sections, named pipes).
#include "win_include.hpp"

#include <memory>

#include "ipclab/platform/error.hpp"

namespace ipclab::platform::detail {

/// A protected DACL with one entry, full access for this process's user ("D:P(A;;GA;;;<SID>)"),
/// and SECURITY_ATTRIBUTES pointing at it that are not inheritable. Keep the object alive for
/// as long as `attributes` is passed to Create* calls. Not thread-safe (each creator builds
/// its own).
class OwnerOnlySecurity {
  public:
    static Expected<OwnerOnlySecurity> create();

    SECURITY_ATTRIBUTES* attributes() noexcept { return &m_attributes; }

  private:
    struct LocalFreeDeleter {
        void operator()(void* memory) const noexcept { ::LocalFree(memory); }
    };

    explicit OwnerOnlySecurity(PSECURITY_DESCRIPTOR descriptor) noexcept;

    std::unique_ptr<void, LocalFreeDeleter> m_descriptor;
    SECURITY_ATTRIBUTES m_attributes{};
};

}  // namespace ipclab::platform::detail
