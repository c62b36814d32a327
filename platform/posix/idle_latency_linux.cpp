#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <utility>

#include "ipclab/platform/idle_latency.hpp"

namespace ipclab::platform {

namespace {
constexpr const char* kDmaLatencyPath = "/dev/cpu_dma_latency";
}

Expected<IdleLatencyHold> IdleLatencyHold::acquire() {
    const int fd = ::open(kDmaLatencyPath, O_WRONLY | O_CLOEXEC);
    if (fd < 0) {
        const int error = errno;
        if (error == EACCES || error == EPERM) {
            return Error{ErrorCode::Unsupported,
                         std::string(kDmaLatencyPath) +
                             " can only be opened by root: run as root (sudo) to keep CPUs "
                             "awake this way, or use the spinner (--keep-awake=spinner)"};
        }
        if (error == ENOENT) {
            return Error{ErrorCode::Unsupported, std::string(kDmaLatencyPath) +
                                                     " does not exist: this kernel has no PM "
                                                     "QoS device (CONFIG_PM?)"};
        }
        return Error{ErrorCode::SystemError,
                     std::string("cannot open ") + kDmaLatencyPath + ": " + systemErrorText(error)};
    }
    // The request is a binary 32-bit value in µs; 0 = no idle state with any exit latency.
    const std::int32_t zero = 0;
    if (::write(fd, &zero, sizeof zero) != static_cast<ssize_t>(sizeof zero)) {
        const int error = errno;
        ::close(fd);
        return Error{ErrorCode::SystemError, std::string("cannot write to ") + kDmaLatencyPath +
                                                 ": " + systemErrorText(error)};
    }
    return IdleLatencyHold(fd);
}

}  // namespace ipclab::platform
