// A private directory on POSIX: mkdir with mode 0700 (mkdir fails if the path exists, so an
// attacker's directory or link is never adopted).
#include <sys/stat.h>

#include <filesystem>
#include <utility>

#include "ipclab/platform/names.hpp"
#include "ipclab/platform/private_directory.hpp"

namespace ipclab::platform {

Expected<PrivateDirectory> PrivateDirectory::create(std::string_view tag) {
    std::string path = uniqueTempPath(tag);
    if (::mkdir(path.c_str(), S_IRWXU) != 0)
        return lastSystemError("mkdir(" + path + ", 0700)");
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
    return m_path + "/" + std::string(leaf);
}

void PrivateDirectory::remove() noexcept {
    if (m_path.empty())
        return;
    std::error_code ignored;  // Nothing sensible to do on failure in a destructor.
    std::filesystem::remove_all(m_path, ignored);
    m_path.clear();
}

}  // namespace ipclab::platform
