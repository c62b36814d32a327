// A private directory on Windows: a new directory in the user's temporary folder, whose
// inherited ACL admits only this user (and administrators). CreateDirectoryW fails if the
// path exists, so nobody else's directory is ever adopted.
#include "win_include.hpp"

#include <filesystem>
#include <utility>

#include "ipclab/platform/names.hpp"
#include "ipclab/platform/private_directory.hpp"

namespace ipclab::platform {

Expected<PrivateDirectory> PrivateDirectory::create(std::string_view tag) {
    std::string path = uniqueTempPath(tag);
    if (!::CreateDirectoryW(detail::widen(path).c_str(), nullptr))
        return lastSystemError("CreateDirectoryW(" + path + ")");
    return PrivateDirectory(std::move(path));
}

std::string PrivateDirectory::entry(std::string_view leaf) const {
    return path() + "\\" + std::string(leaf);
}

void PrivateDirectoryTraits::close(const Value& path) noexcept {
    std::error_code ignored;  // Nothing sensible to do on failure in a destructor.
    std::filesystem::remove_all(std::filesystem::path(detail::widen(path)), ignored);
}

}  // namespace ipclab::platform
