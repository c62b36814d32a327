// Names for Windows named objects, in the session-local namespace ("Local\"), which needs no
// privilege and is not visible to other logon sessions.
#include "win_include.hpp"
// bcrypt.h needs the types windows.h defines.
#include <bcrypt.h>

#include <cctype>
#include <cstdio>

#include "ipclab/platform/names.hpp"

namespace ipclab::platform {
namespace {

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

std::string tagPart(std::string_view tag) {
    const std::string clean = cleanTag(tag);
    return clean.empty() ? std::string() : clean + "-";
}

}  // namespace

unsigned long long secureRandom64() {
    unsigned long long value = 0;
    if (!BCRYPT_SUCCESS(::BCryptGenRandom(nullptr, reinterpret_cast<PUCHAR>(&value), sizeof value,
                                          BCRYPT_USE_SYSTEM_PREFERRED_RNG))) {
        // Cannot fail on a working system; a weak but varying value beats aborting a run.
        LARGE_INTEGER counter{};
        ::QueryPerformanceCounter(&counter);
        value = static_cast<unsigned long long>(counter.QuadPart) ^
                (static_cast<unsigned long long>(::GetCurrentProcessId()) << 32);
    }
    return value;
}

std::string uniqueObjectName(std::string_view tag) {
    return "Local\\ipclab-" + tagPart(tag) + std::to_string(::GetCurrentProcessId()) + "-" +
           hex16(secureRandom64());
}

std::optional<long> ownerOfName(std::string_view name) {
    // "ipclab-[tag-]pid-hex16": the field before the one that starts with 16 hex digits.
    constexpr std::string_view kPrefix = "ipclab-";
    if (name.rfind(kPrefix, 0) != 0)
        return std::nullopt;
    name.remove_prefix(kPrefix.size());
    for (int field = 0; field < 2; ++field) {
        const auto dash = name.find('-');
        if (dash == std::string_view::npos)
            return std::nullopt;
        const std::string_view first = name.substr(0, dash);
        const std::string_view rest = name.substr(dash + 1);
        const bool digits = !first.empty() && first.size() < 10 &&
                            first.find_first_not_of("0123456789") == std::string_view::npos;
        const bool hex = rest.size() >= 16 && rest.substr(0, 16).find_first_not_of(
                                                  "0123456789abcdef") == std::string_view::npos;
        if (digits && hex)
            return std::stol(std::string(first));
        name.remove_prefix(dash + 1);
    }
    return std::nullopt;
}

std::string sysvQueueLedgerPath(int) {
    return {};  // No System V queues on Windows.
}

std::string posixQueueLedgerPath(const std::string&) {
    return {};  // No POSIX queues on Windows.
}

ReclaimReport reclaimLeftovers() {
    // Named kernel objects (sections, semaphores, pipes) end with their last handle, which a
    // killed process's exit closes; the job object ends its peers. Nothing stays behind.
    return {};
}

std::string uniqueTempPath(std::string_view tag) {
    wchar_t buffer[MAX_PATH + 1] = {};
    const DWORD length = ::GetTempPathW(MAX_PATH + 1, buffer);
    std::string dir =
        length > 0 ? detail::narrow(std::wstring(buffer, length)) : std::string(".\\");
    if (dir.back() != '\\' && dir.back() != '/')
        dir.push_back('\\');
    return dir + "ipclab-" + tagPart(tag) + hex16(secureRandom64());
}

}  // namespace ipclab::platform
