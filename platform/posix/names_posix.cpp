// Names for POSIX named objects. Randomness makes them unguessable; O_EXCL at creation and
// mode 0600 do the rest.
#include <cctype>
#include <cstdio>
#include <cstdlib>

#include "ipclab/platform/names.hpp"
#include "os_posix.hpp"

namespace ipclab::platform {
namespace {

// Up to 4 characters of [A-Za-z0-9], so the name stays within macOS's 31-character limit
// ("/ipclab-" 8 + tag 4 + "-" 1 + 16 hex = 29) and is valid in any namespace.
std::string cleanTag(std::string_view tag) {
    std::string out;
    for (char ch : tag) {
        if (out.size() == 4)
            break;
        if (std::isalnum(static_cast<unsigned char>(ch)) != 0)
            out.push_back(ch);
    }
    return out;
}

std::string hex16(unsigned long long value) {
    char buffer[17];
    std::snprintf(buffer, sizeof buffer, "%016llx", value);
    return buffer;
}

std::string baseName(std::string_view tag) {
    const std::string clean = cleanTag(tag);
    return "ipclab-" + (clean.empty() ? std::string() : clean + "-") + hex16(secureRandom64());
}

}  // namespace

unsigned long long secureRandom64() {
    unsigned long long value = 0;
    detail::secureRandomBytes(&value, sizeof value);
    return value;
}

std::string uniqueObjectName(std::string_view tag) {
    return "/" + baseName(tag);
}

std::string uniqueTempPath(std::string_view tag) {
    std::string dir;
    if (const char* env = std::getenv("TMPDIR"); env != nullptr && *env != '\0')
        dir = env;
    else
        dir = "/tmp";
    if (dir.back() != '/')
        dir.push_back('/');
    return dir + baseName(tag);
}

}  // namespace ipclab::platform
