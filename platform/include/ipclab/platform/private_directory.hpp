#pragma once
/// A fresh directory only this user can enter, for file-system objects that need a path (socket
/// files, FIFOs): mode 0700 on POSIX; on Windows it sits in the user's own temporary folder,
/// whose ACL already keeps other users out.
#include <string>
#include <string_view>

#include "ipclab/platform/error.hpp"

namespace ipclab::platform {

/// Move-only. The creator removes the directory and everything in it on destruction (or
/// remove()); nothing else ever does. Not thread-safe.
class PrivateDirectory {
  public:
    /// Creates a new directory at uniqueTempPath(tag); fails rather than adopt an existing one.
    static Expected<PrivateDirectory> create(std::string_view tag);

    PrivateDirectory() = default;
    PrivateDirectory(PrivateDirectory&& other) noexcept;
    PrivateDirectory& operator=(PrivateDirectory&& other) noexcept;
    PrivateDirectory(const PrivateDirectory&) = delete;
    PrivateDirectory& operator=(const PrivateDirectory&) = delete;
    ~PrivateDirectory();

    /// Absolute path of the directory ("" once removed).
    const std::string& path() const noexcept { return m_path; }
    /// Path of an entry called `leaf` inside it.
    std::string entry(std::string_view leaf) const;
    /// Removes the directory and its contents now. Idempotent.
    void remove() noexcept;

  private:
    std::string m_path;
};

}  // namespace ipclab::platform
