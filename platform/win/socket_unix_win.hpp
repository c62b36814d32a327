#pragma once
/// Private to platform/win: whether this Windows has AF_UNIX sockets (Windows 10 1803 and
/// later; Wine 8 has none), found out by trying once.
#include "ipclab/platform/capabilities.hpp"

namespace ipclab::platform::detail {

Capability unixSocketCapability();

}  // namespace ipclab::platform::detail
