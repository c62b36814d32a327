// Systems without eventfd (macOS, Windows): the counter exists as a type so that core compiles
// everywhere, and every operation says why it cannot work here.
#include "ipclab/platform/event_counter.hpp"
#include "ipclab/platform/translatable.hpp"

namespace ipclab::platform {

namespace {
Error noEventfd() {
    return Error{
        ErrorCode::Unsupported,
        IPCLAB_TR_NOOP("ipclab::CoreText", "eventfd is a Linux system call; this OS has none")};
}
}  // namespace

Status EventCounter::add(std::uint64_t) noexcept {
    return noEventfd();
}

Expected<std::uint64_t> EventCounter::take() noexcept {
    return noEventfd();
}

Capability eventCounterCapability() {
    return {false, noEventfd().message};
}

Expected<EventCounter> createEventCounter() {
    return noEventfd();
}

}  // namespace ipclab::platform
