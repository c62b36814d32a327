#pragma once
/// Test helpers: the named objects this machine lists (POSIX shm, semaphores and queues, System V
/// ids, "ipclab-*" entries of the temporary directory), and which of them a test left behind.
#include <set>
#include <string>

namespace ipclab {

std::set<std::string> namedObjects();
std::string describe(const std::set<std::string>& objects);
/// What appeared since `before` and is still there, not in use by a live process.
std::set<std::string> leftovers(const std::set<std::string>& before);

}  // namespace ipclab
