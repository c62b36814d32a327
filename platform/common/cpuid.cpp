// CPUID through the compiler's intrinsic; only the architecture and compiler are tested here.
#include "cpuid.hpp"

#include <cstring>

#if defined(__x86_64__) || defined(__i386__) || defined(_M_X64) || defined(_M_IX86)
#define IPCLAB_X86 1
#if defined(_MSC_VER)
#include <intrin.h>
#else
#include <cpuid.h>
#endif
#endif

namespace ipclab::platform::detail {

bool cpuid(unsigned leaf, unsigned regs[4]) noexcept {
#if defined(IPCLAB_X86)
#if defined(_MSC_VER)
    int r[4];
    __cpuidex(r, static_cast<int>(leaf), 0);
    for (int i = 0; i < 4; ++i)
        regs[i] = static_cast<unsigned>(r[i]);
#else
    __cpuid_count(leaf, 0, regs[0], regs[1], regs[2], regs[3]);
#endif
    return true;
#else
    regs[0] = regs[1] = regs[2] = regs[3] = 0;
    (void)leaf;
    return false;
#endif
}

namespace {
unsigned maxExtendedLeaf() noexcept {
    unsigned regs[4] = {};
    return cpuid(0x80000000u, regs) ? regs[0] : 0u;
}
}  // namespace

std::string cpuidBrandString() {
    if (maxExtendedLeaf() < 0x80000004u)
        return {};
    char brand[49] = {};
    for (unsigned i = 0; i < 3; ++i) {
        unsigned regs[4] = {};
        cpuid(0x80000002u + i, regs);
        std::memcpy(brand + 16 * i, regs, 16);
    }
    std::string text(brand);
    const auto first = text.find_first_not_of(' ');
    const auto last = text.find_last_not_of(' ');
    return first == std::string::npos ? std::string() : text.substr(first, last - first + 1);
}

bool cpuidHypervisorBit() noexcept {
    unsigned regs[4] = {};
    return cpuid(1, regs) && (regs[2] & (1u << 31)) != 0;
}

bool cpuidInvariantTsc() noexcept {
    if (maxExtendedLeaf() < 0x80000007u)
        return false;
    unsigned regs[4] = {};
    cpuid(0x80000007u, regs);
    return (regs[3] & (1u << 8)) != 0;
}

}  // namespace ipclab::platform::detail
