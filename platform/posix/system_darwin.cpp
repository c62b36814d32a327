// macOS machine description from sysctl and uname.
#include <sys/sysctl.h>
#include <sys/utsname.h>
#include <unistd.h>

#include <vector>

#include "ipclab/platform/cpu.hpp"
#include "ipclab/platform/system.hpp"

namespace ipclab::platform {
namespace {

std::string sysctlString(const char* name) {
    size_t size = 0;
    if (::sysctlbyname(name, nullptr, &size, nullptr, 0) != 0 || size == 0)
        return {};
    std::vector<char> buffer(size + 1, '\0');
    if (::sysctlbyname(name, buffer.data(), &size, nullptr, 0) != 0)
        return {};
    return buffer.data();
}

int sysctlInt(const char* name) {
    int value = 0;
    size_t size = sizeof value;
    if (::sysctlbyname(name, &value, &size, nullptr, 0) != 0)
        return 0;
    return value;
}

}  // namespace

SystemDescription describeSystem() {
    SystemDescription d;
    d.osVersion = sysctlString("kern.osproductversion");  // macOS 10.13.4+
    if (d.osVersion.empty())
        d.osVersion = "unknown";
    d.osName = "macOS " + d.osVersion;
    utsname names{};
    if (::uname(&names) == 0) {
        d.kernel = std::string(names.sysname) + " " + names.release;
        d.architecture = names.machine;
    }
    d.cpuModel = sysctlString("machdep.cpu.brand_string");
    if (d.cpuModel.empty())
        d.cpuModel = "unknown";
    d.logicalCores = logicalCpuCount();
    // kern.hv_vmm_present is 1 inside a virtual machine (macOS 11+; absent means 0).
    d.virtualized = sysctlInt("kern.hv_vmm_present") != 0;
    d.idleDriver = "";  // macOS does not expose its idle policy
    char host[256] = {};
    if (::gethostname(host, sizeof host - 1) == 0)
        d.hostName = host;
    if (d.hostName.empty())
        d.hostName = "unknown";
    return d;
}

std::string ipcNamespace() {
    return {};  // one IPC name space per machine
}

}  // namespace ipclab::platform
