#pragma once
/// Test helpers: this process's child processes, to prove none is left behind and to kill a
/// peer at a moment of the test's choosing.
#include <vector>

/// How many child processes this process has right now. -1 where the OS gives no cheap way to
/// tell (the test is then skipped).
int countChildProcesses();

/// The ids of this process's children right now (empty where the OS gives no cheap way).
std::vector<long> childProcessIds();

/// Whether this platform can list and kill children (Linux: /proc and SIGKILL).
bool canKillChildren();

/// SIGKILL (or the platform's equivalent) to `pid`; false when it was already gone.
bool killProcess(long pid);

/// SIGSTOP to `pid` (a peer frozen inside an operation); false when it was already gone.
bool stopProcess(long pid);
