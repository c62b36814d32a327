// macOS: the thread's CPU time from thread_info; the other counts are per process only
// (getrusage) or need kperf's root-only interface.
#include <mach/mach.h>

#include "ipclab/platform/thread_counters.hpp"

namespace ipclab::platform {

ThreadCounters ThreadCounters::openForThisThread() {
    ThreadCounters counters;
    for (std::size_t i = 0; i < kThreadCounterCount; ++i) {
        counters.m_reasons[i] = "macOS counts it per process only, or for root (kperf)";
    }
    counters.m_reasons[static_cast<std::size_t>(ThreadCounter::TaskClockNs)].clear();
    return counters;
}

ThreadCounters::ThreadCounters(ThreadCounters&& other) noexcept = default;
ThreadCounters& ThreadCounters::operator=(ThreadCounters&& other) noexcept = default;
ThreadCounters::~ThreadCounters() = default;

ThreadCounts ThreadCounters::read() const noexcept {
    ThreadCounts counts;
    counts.fill(-1);
    thread_basic_info_data_t info{};
    mach_msg_type_number_t count = THREAD_BASIC_INFO_COUNT;
    const mach_port_t thread = ::mach_thread_self();
    if (::thread_info(thread, THREAD_BASIC_INFO, reinterpret_cast<thread_info_t>(&info), &count) ==
        KERN_SUCCESS) {
        const auto ns = [](time_value_t time) {
            return static_cast<std::int64_t>(time.seconds) * 1'000'000'000 +
                   static_cast<std::int64_t>(time.microseconds) * 1000;
        };
        counts[static_cast<std::size_t>(ThreadCounter::TaskClockNs)] =
            ns(info.user_time) + ns(info.system_time);
    }
    ::mach_port_deallocate(::mach_task_self(), thread);
    return counts;
}

}  // namespace ipclab::platform
