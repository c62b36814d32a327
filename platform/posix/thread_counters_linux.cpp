// Linux: getrusage(RUSAGE_THREAD) for switches and faults; perf_event_open software events for
// migrations and the task clock where this process may count kernel events (root, or
// perf_event_paranoid <= 1), else /proc/thread-self/sched and the thread's CPU clock; hardware
// events user-space only (what perf_event_paranoid 2 allows), where the CPU exposes them.
#include <fcntl.h>
#include <linux/perf_event.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstring>
#include <ctime>
#include <string_view>
#include <utility>

#include "ipclab/platform/thread_counters.hpp"

namespace ipclab::platform {

namespace {

// Stands for "read another way" in m_handles (not a perf file descriptor).
constexpr std::int64_t kFallback = -2;

int openPerf(std::uint32_t type, std::uint64_t config, bool userOnly) {
    perf_event_attr attr{};
    attr.size = sizeof attr;
    attr.type = type;
    attr.config = config;
    attr.exclude_kernel = userOnly ? 1 : 0;
    attr.exclude_hv = 1;
    return static_cast<int>(::syscall(SYS_perf_event_open, &attr, 0, -1, -1, PERF_FLAG_FD_CLOEXEC));
}

std::int64_t readPerf(std::int64_t fd) noexcept {
    std::uint64_t value = 0;
    if (::read(static_cast<int>(fd), &value, sizeof value) != sizeof value) {
        return -1;
    }
    return static_cast<std::int64_t>(value);
}

// "se.nr_migrations    :    12" in the scheduler's per-thread file.
std::int64_t migrationsFromSchedFile() noexcept {
    const int fd = ::open("/proc/thread-self/sched", O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return -1;
    }
    char buffer[4096];
    const ssize_t got = ::read(fd, buffer, sizeof buffer);
    ::close(fd);
    if (got <= 0) {
        return -1;
    }
    const std::string_view text(buffer, static_cast<std::size_t>(got));
    auto at = text.find("se.nr_migrations");
    if (at == std::string_view::npos || (at = text.find(':', at)) == std::string_view::npos) {
        return -1;
    }
    ++at;
    while (at < text.size() && text[at] == ' ') {
        ++at;
    }
    std::int64_t value = -1;
    std::from_chars(text.data() + at, text.data() + text.size(), value);
    return value;
}

std::int64_t threadCpuNs() noexcept {
    timespec now{};
    if (::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) != 0) {
        return -1;
    }
    return static_cast<std::int64_t>(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

std::string hardwareReason(int error) {
    if (error == ENOENT || error == EOPNOTSUPP) {
        return "the CPU exposes no hardware performance counters to this system (a virtual "
               "machine often hides them)";
    }
    if (error == EACCES || error == EPERM) {
        return "perf_event_paranoid forbids counting them (/proc/sys/kernel/perf_event_paranoid)";
    }
    return std::string("perf_event_open: ") + std::strerror(error);
}

}  // namespace

ThreadCounters ThreadCounters::openForThisThread() {
    ThreadCounters counters;
    auto slot = [&counters](ThreadCounter counter) -> std::int64_t& {
        return counters.m_handles[static_cast<std::size_t>(counter)];
    };
    // Kernel-side software events need the right to count kernel events; counted user-space
    // only they read 0 (a switch happens in the kernel), so they are not opened that way.
    const int migrations = openPerf(PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_MIGRATIONS, false);
    const int kernelError = migrations < 0 ? errno : 0;
    slot(ThreadCounter::Migrations) = migrations >= 0 ? migrations : kFallback;
    if (migrations < 0 && migrationsFromSchedFile() < 0) {
        slot(ThreadCounter::Migrations) = -1;
        counters.m_reasons[static_cast<std::size_t>(ThreadCounter::Migrations)] =
            std::string("perf_event_open: ") + std::strerror(kernelError) +
            ", and no /proc/thread-self/sched (a kernel without CONFIG_SCHED_DEBUG)";
    }
    const int taskClock =
        kernelError == 0 ? openPerf(PERF_TYPE_SOFTWARE, PERF_COUNT_SW_TASK_CLOCK, false) : -1;
    slot(ThreadCounter::TaskClockNs) = taskClock >= 0 ? taskClock : kFallback;

    const std::pair<ThreadCounter, std::uint64_t> hardware[] = {
        {ThreadCounter::Cycles, PERF_COUNT_HW_CPU_CYCLES},
        {ThreadCounter::Instructions, PERF_COUNT_HW_INSTRUCTIONS},
        {ThreadCounter::CacheMisses, PERF_COUNT_HW_CACHE_MISSES}};
    for (const auto& [counter, config] : hardware) {
        const int fd = openPerf(PERF_TYPE_HARDWARE, config, true);
        slot(counter) = fd;
        if (fd < 0) {
            counters.m_reasons[static_cast<std::size_t>(counter)] = hardwareReason(errno);
        }
    }
    return counters;
}

ThreadCounters::ThreadCounters(ThreadCounters&& other) noexcept
    : m_reasons(std::move(other.m_reasons)), m_handles(other.m_handles) {
    other.m_handles.fill(-1);
}

ThreadCounters& ThreadCounters::operator=(ThreadCounters&& other) noexcept {
    if (this != &other) {
        ThreadCounters old(std::move(*this));
        m_reasons = std::move(other.m_reasons);
        m_handles = other.m_handles;
        other.m_handles.fill(-1);
    }
    return *this;
}

ThreadCounters::~ThreadCounters() {
    for (const std::int64_t handle : m_handles) {
        if (handle >= 0) {
            ::close(static_cast<int>(handle));
        }
    }
}

ThreadCounts ThreadCounters::read() const noexcept {
    ThreadCounts counts;
    counts.fill(-1);
    auto at = [&counts](ThreadCounter counter) -> std::int64_t& {
        return counts[static_cast<std::size_t>(counter)];
    };
    rusage usage{};
    if (::getrusage(RUSAGE_THREAD, &usage) == 0) {
        at(ThreadCounter::VoluntarySwitches) = usage.ru_nvcsw;
        at(ThreadCounter::InvoluntarySwitches) = usage.ru_nivcsw;
        at(ThreadCounter::MinorFaults) = usage.ru_minflt;
        at(ThreadCounter::MajorFaults) = usage.ru_majflt;
    }
    for (std::size_t i = 0; i < kThreadCounterCount; ++i) {
        if (m_handles[i] >= 0) {
            counts[i] = readPerf(m_handles[i]);
        }
    }
    if (m_handles[static_cast<std::size_t>(ThreadCounter::Migrations)] == kFallback) {
        at(ThreadCounter::Migrations) = migrationsFromSchedFile();
    }
    if (m_handles[static_cast<std::size_t>(ThreadCounter::TaskClockNs)] == kFallback) {
        at(ThreadCounter::TaskClockNs) = threadCpuNs();
    }
    return counts;
}

}  // namespace ipclab::platform
