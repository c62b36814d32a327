// Windows machine description: RtlGetVersion (GetVersionEx lies to unmanifested programs), the
// registry's product name, CPUID for the CPU and the hypervisor bit.
#include <string>

#include "cpuid.hpp"
#include "ipclab/platform/cpu.hpp"
#include "ipclab/platform/system.hpp"
#include "win_include.hpp"

namespace ipclab::platform {
namespace {

std::wstring registryString(HKEY root, const wchar_t* key, const wchar_t* value) {
    DWORD bytes = 0;
    if (::RegGetValueW(root, key, value, RRF_RT_REG_SZ, nullptr, nullptr, &bytes) !=
        ERROR_SUCCESS) {
        return {};
    }
    std::wstring text(bytes / sizeof(wchar_t) + 1, L'\0');
    if (::RegGetValueW(root, key, value, RRF_RT_REG_SZ, nullptr, text.data(), &bytes) !=
        ERROR_SUCCESS) {
        return {};
    }
    text.resize(wcsnlen(text.c_str(), text.size()));
    return text;
}

struct Version {
    DWORD major = 0, minor = 0, build = 0;
};

Version windowsVersion() {
    using RtlGetVersionFn = LONG(WINAPI*)(OSVERSIONINFOW*);
    Version v;
    HMODULE ntdll = ::GetModuleHandleW(L"ntdll.dll");
    if (ntdll == nullptr)
        return v;
    auto rtlGetVersion = reinterpret_cast<RtlGetVersionFn>(
        reinterpret_cast<void*>(::GetProcAddress(ntdll, "RtlGetVersion")));
    OSVERSIONINFOW info{};
    info.dwOSVersionInfoSize = sizeof info;
    if (rtlGetVersion != nullptr && rtlGetVersion(&info) == 0) {
        v = {info.dwMajorVersion, info.dwMinorVersion, info.dwBuildNumber};
    }
    return v;
}

// Wine exports wine_get_version from its ntdll; recording it keeps results under Wine honest.
std::string wineVersion() {
    using WineGetVersionFn = const char*(CDECL*)();
    HMODULE ntdll = ::GetModuleHandleW(L"ntdll.dll");
    if (ntdll == nullptr)
        return {};
    auto get = reinterpret_cast<WineGetVersionFn>(
        reinterpret_cast<void*>(::GetProcAddress(ntdll, "wine_get_version")));
    return get != nullptr ? std::string(get()) : std::string();
}

}  // namespace

SystemDescription describeSystem() {
    SystemDescription d;
    const Version v = windowsVersion();
    d.osVersion =
        std::to_string(v.major) + "." + std::to_string(v.minor) + "." + std::to_string(v.build);
    std::string product = detail::narrow(registryString(
        HKEY_LOCAL_MACHINE, L"SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion", L"ProductName"));
    // Windows 11 still calls itself "Windows 10" in ProductName; build 22000 is the first 11.
    if (v.build >= 22000 && product.rfind("Windows 10", 0) == 0)
        product.replace(8, 2, "11");
    d.osName = product.empty() ? "Windows" : product;
    d.kernel = "Windows NT " + std::to_string(v.major) + "." + std::to_string(v.minor);
    if (const std::string wine = wineVersion(); !wine.empty())
        d.kernel += " (Wine " + wine + ")";

    d.cpuModel = detail::cpuidBrandString();
    if (d.cpuModel.empty()) {
        d.cpuModel = detail::narrow(registryString(
            HKEY_LOCAL_MACHINE, L"HARDWARE\\DESCRIPTION\\System\\CentralProcessor\\0",
            L"ProcessorNameString"));
    }
    if (d.cpuModel.empty())
        d.cpuModel = "unknown";
    d.logicalCores = logicalCpuCount();

    SYSTEM_INFO info{};
    ::GetNativeSystemInfo(&info);
    switch (info.wProcessorArchitecture) {
        case PROCESSOR_ARCHITECTURE_AMD64:
            d.architecture = "x86_64";
            break;
        case PROCESSOR_ARCHITECTURE_ARM64:
            d.architecture = "arm64";
            break;
        case PROCESSOR_ARCHITECTURE_INTEL:
            d.architecture = "x86";
            break;
        default:
            d.architecture = "unknown";
    }
    d.virtualized = detail::cpuidHypervisorBit();
    d.idleDriver = "";  // Windows does not name its idle driver to user mode

    wchar_t host[256] = {};
    DWORD length = 256;
    if (::GetComputerNameExW(ComputerNameDnsHostname, host, &length)) {
        d.hostName = detail::narrow(std::wstring(host, length));
    }
    if (d.hostName.empty())
        d.hostName = "unknown";
    return d;
}

std::string ipcNamespace() {
    return {};  // named objects live in sessions, not in namespaces a peer could differ in
}

}  // namespace ipclab::platform
