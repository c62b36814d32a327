#include "run/core_warmer.hpp"

#include <mutex>
#include <optional>

#include "ipclab/platform/cpu.hpp"
#include "ipclab/platform/thread_priority.hpp"

namespace ipclab::detail {

Status CoreWarmer::start(const std::vector<int>& cpus) {
    stop();
    m_running.store(true);
    std::mutex mutex;
    std::optional<Error> failure;
    std::atomic<std::size_t> ready{0};
    for (const int cpu : cpus) {
        m_spinners.emplace_back([&, cpu] {
            auto pinned = platform::pinCurrentThread(cpu);
            auto lowered = pinned ? platform::lowerCurrentThreadToIdlePriority() : Status{};
            if (!pinned || !lowered) {
                std::lock_guard lock(mutex);
                failure = pinned ? lowered.error() : pinned.error();
                m_running.store(false);
            }
            ready.fetch_add(1);
            while (m_running.load(std::memory_order_relaxed)) {
                platform::cpuRelax();
            }
        });
    }
    while (ready.load() < cpus.size()) {
        std::this_thread::yield();
    }
    if (failure) {
        stop();
        return textError(failure->code, Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                            "cannot keep the cores awake: %1"),
                                             {textArg(errorText(*failure))}));
    }
    return {};
}

void CoreWarmer::stop() noexcept {
    m_running.store(false);
    for (auto& spinner : m_spinners) {
        spinner.join();
    }
    m_spinners.clear();
}

std::vector<int> CoreWarmer::cpusFor(Placement placement) {
    const auto cpus = platform::allowedCpus();
    switch (placement) {
        case Placement::SameCore:
            return {cpus[0]};
        case Placement::CrossCore:
            return {cpus[0], cpus.size() > 1 ? cpus[1] : cpus[0]};
        case Placement::Unpinned:
        case Placement::Auto:  // resolved per point before (placementFor)
            break;
    }
    return cpus;
}

}  // namespace ipclab::detail
