// Systems without eventfd (macOS, Windows): the counter exists as a type so that core compiles
// everywhere, and every operation says why it cannot work here.
#include "ipclab/platform/event_counter.hpp"
#include "ipclab/platform/translatable.hpp"

namespace ipclab::platform {

namespace {
Error unsupported() {
    return Error{
        ErrorCode::Unsupported,
        IPCLAB_TR_NOOP("ipclab::CoreText", "eventfd is a Linux system call; this OS has none")};
}
}  // namespace

Status EventCounter::add(std::uint64_t) noexcept {
    return unsupported();
}

Expected<std::uint64_t> EventCounter::take() noexcept {
    return unsupported();
}

Capability eventCounterCapability() {
    return {false, unsupported().message};
}

Expected<EventCounter> createEventCounter() {
    return unsupported();
}

}  // namespace ipclab::platform
