#pragma once
/// A fresh directory only this user can enter, for file-system objects that need a path (socket
/// files, FIFOs): mode 0700 on POSIX; on Windows it sits in the user's own temporary folder,
/// whose ACL already keeps other users out.
#include <string>
#include <string_view>
#include <utility>

#include "ipclab/platform/error.hpp"
#include "ipclab/platform/unique_handle.hpp"

namespace ipclab::platform {

/// A private directory's path as UniqueHandle holds it: close() removes the directory and
/// everything in it (private_directory_posix.cpp / private_directory_win.cpp).
struct PrivateDirectoryTraits {
    using Value = std::string;
    static inline const Value kInvalid{};
    static void close(const Value& path) noexcept;
};

/// Move-only. The creator removes the directory and everything in it on destruction (or
/// remove()); nothing else ever does. Not thread-safe.
class PrivateDirectory {
  public:
    /// Creates a new directory at uniqueTempPath(tag); fails rather than adopt an existing one.
    static Expected<PrivateDirectory> create(std::string_view tag);

    PrivateDirectory() = default;

    /// Absolute path of the directory ("" once removed).
    const std::string& path() const noexcept { return m_path.get(); }
    /// Path of an entry called `leaf` inside it.
    std::string entry(std::string_view leaf) const;
    /// Removes the directory and its contents now. Idempotent.
    void remove() noexcept { m_path.reset(); }

  private:
    explicit PrivateDirectory(std::string path) noexcept : m_path(std::move(path)) {}
    UniqueHandle<PrivateDirectoryTraits> m_path;
};

}  // namespace ipclab::platform
