#pragma once
/// Unpredictable names for named OS objects, so no other user can guess or pre-create them.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ipclab::platform {

/// A fresh name for a shared-memory segment, semaphore or queue: "/ipclab-<tag>-<pid>-<16 random
/// hex>" on Linux, without the pid on macOS (31-character limit), "Local\\ipclab-<tag>-<pid>-
/// <random>" on Windows. `tag` (up to 4 characters) shows what made a leftover, the pid whose
/// it is (see reclaimLeftovers).
std::string uniqueObjectName(std::string_view tag);

/// A fresh path in the temporary directory for a file-system object (socket file, FIFO).
std::string uniqueTempPath(std::string_view tag);

/// The creator's pid in a name made by uniqueObjectName or uniqueTempPath (the final path
/// component, without "/" or "sem."), or nothing for any other name.
std::optional<long> ownerOfName(std::string_view name);

/// POSIX: the path of the ledger entry that names System V queue `queueId` (which has no name
/// of its own) as this process's, so that reclaimLeftovers can find it. Created by the queue's
/// creator, removed with the queue.
std::string sysvQueueLedgerPath(int queueId);
/// POSIX: the path of the ledger entry for POSIX message queue `queueName` (made by
/// uniqueObjectName), holding that name, so that reclaimLeftovers can remove the queue of a
/// killed run where no mqueue file system lists it (/dev/mqueue not mounted). Created and
/// removed by the queue's creator; "" for a name without an owner.
std::string posixQueueLedgerPath(const std::string& queueName);

/// What reclaimLeftovers removed.
struct ReclaimReport {
    std::size_t removed = 0;
    std::vector<long> owners;  ///< The dead runs' pids.
    /// "removed 3 objects left by a run that was killed (pid 1234)"; "" when nothing was.
    std::string describe() const {
        if (removed == 0) {
            return {};
        }
        std::string pids;
        for (const long owner : owners) {
            pids += (pids.empty() ? "" : ", ") + std::to_string(owner);
        }
        return "removed " + std::to_string(removed) + (removed == 1 ? " object" : " objects") +
               " left by " + (owners.size() == 1 ? "a run that was" : "runs that were") +
               " killed (pid " + pids + ")";
    }
};

/// Removes what IPC Lab runs that were killed (kill -9, the OOM killer, a crash) left behind:
/// this user's shared memory, semaphores, POSIX and System V queues, temporary folders and
/// files whose name carries the pid of a process that no longer runs. Objects of live
/// processes, of other users and without an owner in their name are left alone. Windows: named
/// kernel objects end with their last handle, so there is nothing to reclaim.
ReclaimReport reclaimLeftovers();

/// 64 bits from the OS's secure random source (getrandom / BCryptGenRandom).
unsigned long long secureRandom64();

}  // namespace ipclab::platform
