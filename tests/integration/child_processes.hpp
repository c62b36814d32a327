#pragma once
/// Test helper: how many child processes this process has right now, to prove none is left
/// behind. -1 where the OS gives no cheap way to tell (the test is then skipped).
int countChildProcesses();
