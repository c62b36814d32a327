#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <charconv>
#include <string_view>

#include "ipclab/platform/scheduling.hpp"

namespace ipclab::platform {

std::int64_t involuntaryContextSwitchesOfThisThread() noexcept {
    rusage usage{};
    if (::getrusage(RUSAGE_THREAD, &usage) != 0) {
        return -1;
    }
    return static_cast<std::int64_t>(usage.ru_nivcsw);
}

int runnableThreads() noexcept {
    // "0.52 0.58 0.59 3/512 12345": the fourth field is runnable/total scheduling entities.
    const int fd = ::open("/proc/loadavg", O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return -1;
    }
    char buffer[128];
    const ssize_t got = ::read(fd, buffer, sizeof buffer);
    ::close(fd);
    if (got <= 0) {
        return -1;
    }
    const std::string_view text(buffer, static_cast<std::size_t>(got));
    std::size_t start = 0;
    for (int field = 0; field < 3; ++field) {
        start = text.find(' ', start);
        if (start == std::string_view::npos) {
            return -1;
        }
        ++start;
    }
    int runnable = -1;
    const auto [end, error] =
        std::from_chars(text.data() + start, text.data() + text.size(), runnable);
    if (error != std::errc{} || end == text.data() + text.size() || *end != '/' || runnable < 0) {
        return -1;
    }
    return runnable;
}

}  // namespace ipclab::platform
