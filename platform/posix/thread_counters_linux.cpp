// Linux: getrusage(RUSAGE_THREAD) for switches and faults, the thread's CPU clock for CPU
// time: figures the kernel keeps for every thread anyway, so reading them between rounds
// costs nothing inside the timed spans. Two sources were tried and left out because they slow
// the very hand-offs being measured (docs/benchmarks.md, a 2-vCPU KVM guest, same-core pipe
// ping-pong): perf_event_open counters attached to the thread (2.65 -> 3.95 µs one-way: they
// are switched out and in at every context switch) and reading /proc/thread-self/sched for
// the migrations (2.58 -> 3.36 µs after the first read).
#include <sys/resource.h>
#include <unistd.h>

#include <ctime>

#include "ipclab/platform/thread_counters.hpp"

namespace ipclab::platform {

namespace {

std::int64_t threadCpuNs() noexcept {
    timespec now{};
    if (::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) != 0) {
        return -1;
    }
    return static_cast<std::int64_t>(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

std::string hardwareReason() {
    // The kernel lists a core PMU here when the CPU exposes hardware counters to it.
    if (::access("/sys/bus/event_source/devices/cpu", F_OK) != 0 &&
        ::access("/sys/bus/event_source/devices/cpu_core", F_OK) != 0) {
        return "the CPU exposes no hardware performance counters to this system (a virtual "
               "machine often hides them)";
    }
    return "perf_event counters attached to a thread slow every context switch "
           "down (1.3 µs per same-core hand-off measured), the very cost being measured";
}

}  // namespace

ThreadCounters ThreadCounters::openForThisThread() {
    ThreadCounters counters;
    auto reason = [&counters](ThreadCounter counter) -> std::string& {
        return counters.m_reasons[static_cast<std::size_t>(counter)];
    };
    reason(ThreadCounter::Migrations) =
        "Linux counts a thread's migrations in perf_event counters or "
        "/proc/thread-self/sched, and either slowed this thread's hand-offs (measured: "
        "0.6-0.7 µs per same-core hand-off)";
    for (const ThreadCounter counter :
         {ThreadCounter::Cycles, ThreadCounter::Instructions, ThreadCounter::CacheMisses}) {
        reason(counter) = hardwareReason();
    }
    return counters;
}

ThreadCounters::ThreadCounters(ThreadCounters&& other) noexcept = default;
ThreadCounters& ThreadCounters::operator=(ThreadCounters&& other) noexcept = default;
ThreadCounters::~ThreadCounters() = default;

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
    at(ThreadCounter::TaskClockNs) = threadCpuNs();
    return counts;
}

}  // namespace ipclab::platform
