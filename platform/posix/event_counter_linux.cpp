// eventfd(2): a counter in the kernel. write() adds to it and wakes a reader; read() of a
// non-zero counter returns it and resets it (no EFD_SEMAPHORE), a read of zero sleeps.
#include <sys/eventfd.h>
#include <unistd.h>

#include <cerrno>

#include "ipclab/platform/event_counter.hpp"
#include "ipclab/platform/translatable.hpp"

namespace ipclab::platform {

Status EventCounter::add(std::uint64_t value) noexcept {
    if (!valid())
        return Error{ErrorCode::InvalidArgument, "eventfd write: counter is not open"};
    if (value == 0 || value > kMaxAdd)
        return Error{ErrorCode::InvalidArgument, "eventfd write: value out of range"};
    for (;;) {
        if (::write(static_cast<int>(native()), &value, sizeof value) == sizeof value)
            return {};
        if (errno != EINTR)
            return lastSystemError("eventfd write");
    }
}

Expected<std::uint64_t> EventCounter::take() noexcept {
    if (!valid())
        return Error{ErrorCode::InvalidArgument, "eventfd read: counter is not open"};
    std::uint64_t value = 0;
    for (;;) {
        if (::read(static_cast<int>(native()), &value, sizeof value) == sizeof value)
            return value;
        if (errno != EINTR)
            return lastSystemError("eventfd read");
    }
}

Capability eventCounterCapability() {
    return {true, IPCLAB_TR_NOOP("ipclab::CoreText",
                                 "eventfd, close-on-exec; only listed descriptors are inherited")};
}

Expected<EventCounter> createEventCounter() {
    const int fd = ::eventfd(0, EFD_CLOEXEC);
    if (fd < 0)
        return lastSystemError("eventfd");
    return EventCounter(fd);
}

}  // namespace ipclab::platform
