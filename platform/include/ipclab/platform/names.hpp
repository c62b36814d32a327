#pragma once
/// Unpredictable names for named OS objects, so no other user can guess or pre-create them.
#include <string>
#include <string_view>

namespace ipclab::platform {

/// A fresh name for a shared-memory segment, semaphore or queue: "/ipclab-<16 random hex>" on
/// POSIX (short enough for macOS's 31-character limit), "Local\\ipclab-<pid>-<random>" on Windows.
/// `tag` (up to 4 characters) is added so leftovers show what made them.
std::string uniqueObjectName(std::string_view tag);

/// A fresh path in the temporary directory for a file-system object (socket file, FIFO).
std::string uniqueTempPath(std::string_view tag);

/// 64 bits from the OS's secure random source (getrandom / BCryptGenRandom).
unsigned long long secureRandom64();

}  // namespace ipclab::platform
