// Windows CPU affinity within the process's processor group (the first 64 logical CPUs; more
// would need SetThreadGroupAffinity, which no machine we target requires yet).
#include "ipclab/platform/cpu.hpp"
#include "win_include.hpp"

namespace ipclab::platform {
namespace {

DWORD_PTR processMask() noexcept {
    DWORD_PTR process = 0;
    DWORD_PTR system = 0;
    if (!::GetProcessAffinityMask(::GetCurrentProcess(), &process, &system) || process == 0) {
        return ~DWORD_PTR{0} >>
               (8 * sizeof(DWORD_PTR) -
                static_cast<unsigned>(logicalCpuCount() < 64 ? logicalCpuCount() : 64));
    }
    return process;
}

constexpr int kMaskBits = static_cast<int>(8 * sizeof(DWORD_PTR));

}  // namespace

int logicalCpuCount() noexcept {
    const DWORD count = ::GetActiveProcessorCount(ALL_PROCESSOR_GROUPS);
    if (count > 0)
        return static_cast<int>(count);
    SYSTEM_INFO info{};
    ::GetSystemInfo(&info);
    return info.dwNumberOfProcessors > 0 ? static_cast<int>(info.dwNumberOfProcessors) : 1;
}

std::vector<int> allowedCpus() {
    std::vector<int> cpus;
    const DWORD_PTR mask = processMask();
    for (int cpu = 0; cpu < kMaskBits; ++cpu) {
        if ((mask >> cpu) & 1u)
            cpus.push_back(cpu);
    }
    if (cpus.empty())
        cpus.push_back(0);
    return cpus;
}

Status pinCurrentThread(int cpu) {
    if (cpu < 0 || cpu >= kMaskBits || ((processMask() >> cpu) & 1u) == 0) {
        return Error{ErrorCode::InvalidArgument,
                     "CPU " + std::to_string(cpu) + " is not in this process's affinity mask"};
    }
    if (::SetThreadAffinityMask(::GetCurrentThread(), DWORD_PTR{1} << cpu) == 0) {
        return lastSystemError("SetThreadAffinityMask(CPU " + std::to_string(cpu) + ")");
    }
    return {};
}

void yieldThread() noexcept {
    // Unlike Sleep(0), SwitchToThread also hands the CPU to a ready thread of lower priority.
    ::SwitchToThread();
}

std::int64_t threadCpuTimeNs() noexcept {
    FILETIME created{};
    FILETIME exited{};
    FILETIME kernel{};
    FILETIME user{};
    if (!::GetThreadTimes(::GetCurrentThread(), &created, &exited, &kernel, &user))
        return -1;
    const auto to100ns = [](FILETIME t) {
        return (static_cast<std::int64_t>(t.dwHighDateTime) << 32) | t.dwLowDateTime;
    };
    return (to100ns(kernel) + to100ns(user)) * 100;  // FILETIME counts 100 ns units
}

Status unpinCurrentThread() {
    if (::SetThreadAffinityMask(::GetCurrentThread(), processMask()) == 0) {
        return lastSystemError("SetThreadAffinityMask");
    }
    return {};
}

}  // namespace ipclab::platform
