// Windows: a thread's CPU time (GetThreadTimes) and its cycles (QueryThreadCycleTime, counted
// by the OS at each switch, so it works in virtual machines too). Context switches, migrations
// and page faults are counted per thread only by ETW tracing, which needs an administrator.
#include "ipclab/platform/thread_counters.hpp"
#include "win_include.hpp"

namespace ipclab::platform {

namespace {

constexpr const char* kEtwOnly =
    "Windows counts it per thread only through ETW kernel tracing (administrator rights)";

}  // namespace

ThreadCounters ThreadCounters::openForThisThread() {
    ThreadCounters counters;
    for (const ThreadCounter counter :
         {ThreadCounter::VoluntarySwitches, ThreadCounter::InvoluntarySwitches,
          ThreadCounter::Migrations, ThreadCounter::MinorFaults, ThreadCounter::MajorFaults}) {
        counters.m_reasons[static_cast<std::size_t>(counter)] = kEtwOnly;
    }
    for (const ThreadCounter counter : {ThreadCounter::Instructions, ThreadCounter::CacheMisses}) {
        counters.m_reasons[static_cast<std::size_t>(counter)] =
            "Windows gives hardware events only to profilers with a kernel driver";
    }
    return counters;
}

ThreadCounters::ThreadCounters(ThreadCounters&& other) noexcept = default;
ThreadCounters& ThreadCounters::operator=(ThreadCounters&& other) noexcept = default;
ThreadCounters::~ThreadCounters() = default;

ThreadCounts ThreadCounters::read() const noexcept {
    ThreadCounts counts;
    counts.fill(-1);
    FILETIME created{};
    FILETIME exited{};
    FILETIME kernel{};
    FILETIME user{};
    if (::GetThreadTimes(::GetCurrentThread(), &created, &exited, &kernel, &user) != 0) {
        auto ticks = [](const FILETIME& time) {
            return (static_cast<std::int64_t>(time.dwHighDateTime) << 32) | time.dwLowDateTime;
        };
        // FILETIME counts 100 ns ticks.
        counts[static_cast<std::size_t>(ThreadCounter::TaskClockNs)] =
            (ticks(kernel) + ticks(user)) * 100;
    }
    ULONG64 cycles = 0;
    if (::QueryThreadCycleTime(::GetCurrentThread(), &cycles) != 0) {
        counts[static_cast<std::size_t>(ThreadCounter::Cycles)] = static_cast<std::int64_t>(cycles);
    }
    return counts;
}

}  // namespace ipclab::platform
