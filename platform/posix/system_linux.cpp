// Linux machine description from /etc/os-release, uname, /proc/cpuinfo and sysfs.
#include <sys/utsname.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "ipclab/platform/cpu.hpp"
#include "ipclab/platform/system.hpp"

namespace ipclab::platform {
namespace {

std::string trim(std::string text) {
    const auto first = text.find_first_not_of(" \t\r\n\"");
    const auto last = text.find_last_not_of(" \t\r\n\"");
    if (first == std::string::npos)
        return {};
    return text.substr(first, last - first + 1);
}

// Value of the first "key<sep>value" line, or "".
std::string fileValue(const char* path, const std::string& key, char separator) {
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        const auto at = line.find(separator);
        if (at != std::string::npos && trim(line.substr(0, at)) == key) {
            return trim(line.substr(at + 1));
        }
    }
    return {};
}

std::string firstLine(const char* path) {
    std::ifstream in(path);
    std::string line;
    std::getline(in, line);
    return trim(line);
}

}  // namespace

SystemDescription describeSystem() {
    SystemDescription d;
    d.osName = fileValue("/etc/os-release", "PRETTY_NAME", '=');
    d.osVersion = fileValue("/etc/os-release", "VERSION_ID", '=');
    utsname names{};
    if (::uname(&names) == 0) {
        d.kernel = std::string(names.sysname) + " " + names.release;
        d.architecture = names.machine;
        if (d.osName.empty())
            d.osName = names.sysname;
    }
    if (d.osName.empty())
        d.osName = "Linux";
    if (d.osVersion.empty())
        d.osVersion = "unknown";

    d.cpuModel = fileValue("/proc/cpuinfo", "model name", ':');  // x86
    if (d.cpuModel.empty())
        d.cpuModel = fileValue("/proc/cpuinfo", "Model", ':');  // some ARM
    if (d.cpuModel.empty())
        d.cpuModel = fileValue("/proc/cpuinfo", "Hardware", ':');
    if (d.cpuModel.empty())
        d.cpuModel = "unknown";
    d.logicalCores = logicalCpuCount();

    // x86 guests see the CPUID hypervisor bit as the "hypervisor" flag; Xen also shows
    // /sys/hypervisor/type.
    const std::string flags = " " + fileValue("/proc/cpuinfo", "flags", ':') + " ";
    d.virtualized = flags.find(" hypervisor ") != std::string::npos ||
                    !firstLine("/sys/hypervisor/type").empty();
    d.idleDriver = firstLine("/sys/devices/system/cpu/cpuidle/current_driver");
    if (d.idleDriver.empty())
        d.idleDriver = "none";

    char host[256] = {};
    if (::gethostname(host, sizeof host - 1) == 0)
        d.hostName = host;
    if (d.hostName.empty())
        d.hostName = "unknown";
    return d;
}

std::string ipcNamespace() {
    std::error_code error;
    const std::filesystem::path link = std::filesystem::read_symlink("/proc/self/ns/ipc", error);
    return error ? std::string() : link.string();
}

}  // namespace ipclab::platform
