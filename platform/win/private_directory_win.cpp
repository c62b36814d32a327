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
    PrivateDirectory directory;
    directory.m_path = std::move(path);
    return directory;
}

PrivateDirectory::PrivateDirectory(PrivateDirectory&& other) noexcept
    : m_path(std::exchange(other.m_path, {})) {}

PrivateDirectory& PrivateDirectory::operator=(PrivateDirectory&& other) noexcept {
    if (this != &other) {
        remove();
        m_path = std::exchange(other.m_path, {});
    }
    return *this;
}

PrivateDirectory::~PrivateDirectory() {
    remove();
}

std::string PrivateDirectory::entry(std::string_view leaf) const {
    return m_path + "\\" + std::string(leaf);
}

void PrivateDirectory::remove() noexcept {
    if (m_path.empty())
        return;
    std::error_code ignored;  // Nothing sensible to do on failure in a destructor.
    std::filesystem::remove_all(std::filesystem::path(detail::widen(m_path)), ignored);
    m_path.clear();
}

}  // namespace ipclab::platform
