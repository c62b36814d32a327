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
    return PrivateDirectory(std::move(path));
}

std::string PrivateDirectory::entry(std::string_view leaf) const {
    return path() + "/" + std::string(leaf);
}

void PrivateDirectoryTraits::close(const Value& path) noexcept {
    std::error_code ignored;  // Nothing sensible to do on failure in a destructor.
    std::filesystem::remove_all(path, ignored);
}

}  // namespace ipclab::platform
