// Names for POSIX named objects. Randomness makes them unguessable; O_EXCL at creation and
// mode 0600 do the rest. The creator's pid in the name (where the name has room) tells a later
// run whose object it is, so that what a killed run left can be found and removed.
#include <dirent.h>
#if defined(__linux__)
#include <mqueue.h>
#endif
#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "ipclab/platform/names.hpp"
#include "os_posix.hpp"

namespace ipclab::platform {
namespace {

constexpr std::string_view kPrefix = "ipclab-";
// Ledger entries in the temporary folder for System V queues, which have no name of their own:
// "ipclab-sysq-<pid>-<queue id in 16 hex digits>".
constexpr std::string_view kSysvLedgerTag = "sysq";
// And for POSIX message queues, which Linux lists only where the mqueue file system is mounted
// (often nowhere: no init mounts /dev/mqueue in a container or a minimal system):
// "ipclab-pmq-<pid>-<hex16>", holding the queue's name.
constexpr std::string_view kPosixQueueLedgerTag = "pmq";

// Up to 4 characters of [A-Za-z0-9], so the name stays within macOS's 31-character limit
// ("/ipclab-" 8 + tag 4 + "-" 1 + 16 hex = 29) and is valid in any namespace.
std::string cleanTag(std::string_view tag) {
    std::string out;
    for (char ch : tag) {
        if (out.size() == 4)
            break;
        if (std::isalnum(static_cast<unsigned char>(ch)) != 0)
            out.push_back(ch);
    }
    return out;
}

std::string hex16(unsigned long long value) {
    char buffer[17];
    std::snprintf(buffer, sizeof buffer, "%016llx", value);
    return buffer;
}

void holdLiveLocks();

std::string baseName(std::string_view tag, bool withOwner) {
    if (withOwner)
        holdLiveLocks();  // before the first name that says whose it is
    const std::string clean = cleanTag(tag);
    return std::string(kPrefix) + (clean.empty() ? std::string() : clean + "-") +
           (withOwner ? std::to_string(::getpid()) + "-" : std::string()) + hex16(secureRandom64());
}

std::string tempDirectory() {
    std::string dir;
    if (const char* env = std::getenv("TMPDIR"); env != nullptr && *env != '\0')
        dir = env;
    else
        dir = "/tmp";
    if (dir.back() != '/')
        dir.push_back('/');
    return dir;
}

bool isHex16Start(std::string_view text) {
    return text.size() >= 16 && std::all_of(text.begin(), text.begin() + 16, [](char c) {
               return std::isxdigit(static_cast<unsigned char>(c)) != 0;
           });
}

bool allDigits(std::string_view text) {
    return !text.empty() && text.size() < 10 && std::all_of(text.begin(), text.end(), [](char c) {
        return std::isdigit(static_cast<unsigned char>(c)) != 0;
    });
}

// "ipclab-live-<pid>-0000000000000000": a lock held (flock, shared) by every process that
// names objects, for as long as it lives, in each folder where a sweep looks. kill(pid, 0)
// sees only this PID namespace: a run in a container that shares /dev/shm (--ipc=host) or the
// temporary folder has a pid that looks dead here (or is another process's), and its live
// objects were swept. Its lock is seen from every namespace that shares the folder. The entry
// parses as the owner's own name, so the sweep removes it once nobody holds it.
constexpr std::string_view kLiveTag = "live";

std::vector<std::string> liveLockFolders() {
    std::vector<std::string> folders{tempDirectory()};
    std::error_code error;
    if (std::filesystem::is_directory("/dev/shm", error))
        folders.emplace_back("/dev/shm/");
    return folders;
}

std::string liveLockPath(const std::string& folder, long pid) {
    return folder + std::string(kPrefix) + std::string(kLiveTag) + "-" + std::to_string(pid) + "-" +
           hex16(0);
}

bool isLiveLock(std::string_view name) {
    return name.rfind(std::string(kPrefix) + std::string(kLiveTag) + "-", 0) == 0;
}

struct LiveLock {
    std::string path;
    int fd;
};
std::vector<LiveLock>& liveLocks() {
    static std::vector<LiveLock> locks;
    return locks;
}

// At a normal exit the lock files go, unless a process of another namespace with the same pid
// holds one too (then the exclusive lock is refused and the file stays for it).
void dropLiveLocks() {
    for (const LiveLock& lock : liveLocks()) {
        if (::flock(lock.fd, LOCK_EX | LOCK_NB) == 0)
            ::unlink(lock.path.c_str());
        ::close(lock.fd);
    }
    liveLocks().clear();
}

// Takes this process's locks once; the descriptors stay open (and locked) until it exits.
// Best effort: without them, kill(pid, 0) still judges this namespace.
void holdLiveLocks() {
    static const bool held = [] {
        std::vector<LiveLock>& locks = liveLocks();  // made before the exit handler that uses it
        for (const std::string& folder : liveLockFolders()) {
            const std::string path = liveLockPath(folder, ::getpid());
            const int fd = ::open(path.c_str(), O_RDONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW,
                                  S_IRUSR | S_IWUSR);
            if (fd < 0)
                continue;
            if (::flock(fd, LOCK_SH) != 0) {
                ::close(fd);
                continue;
            }
            locks.push_back({path, fd});
        }
        std::atexit(dropLiveLocks);
        return true;
    }();
    (void)held;
}

bool processAlive(long pid) {
    if (::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM)
        return true;
    // Dead here; alive only if its lock is held in some namespace that shares the folders.
    for (const std::string& folder : liveLockFolders()) {
        const int fd = ::open(liveLockPath(folder, pid).c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
        if (fd < 0)
            continue;
        const bool held = ::flock(fd, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK;
        ::close(fd);  // and with it our probe's lock
        if (held)
            return true;
    }
    return false;
}

bool ownedByUs(const std::string& path) {
    struct stat info {};
    return ::lstat(path.c_str(), &info) == 0 && info.st_uid == ::geteuid();
}

void count(ReclaimReport& report, long owner) {
    ++report.removed;
    if (std::find(report.owners.begin(), report.owners.end(), owner) == report.owners.end())
        report.owners.push_back(owner);
}

// Every entry of `directory` whose name (after `strip`, e.g. "sem.") carries a dead owner.
template <class Remove>
void sweep(const std::string& directory, std::string_view strip, ReclaimReport& report,
           Remove remove) {
    std::error_code error;
    if (!std::filesystem::is_directory(directory, error))
        return;
    for (const auto& entry : std::filesystem::directory_iterator(directory, error)) {
        std::string name = entry.path().filename().string();
        if (!strip.empty() && name.rfind(strip, 0) == 0)
            name.erase(0, strip.size());
        const auto owner = ownerOfName(name);
        if (!owner || *owner == static_cast<long>(::getpid()) || processAlive(*owner) ||
            !ownedByUs(entry.path().string()))
            continue;
        // A dead run's lock file goes too, but is not one of its objects.
        if (remove(entry.path(), name) && !isLiveLock(name))
            count(report, *owner);
    }
}

}  // namespace

std::optional<long> ownerOfName(std::string_view name) {
    if (name.rfind(kPrefix, 0) != 0)
        return std::nullopt;
    name.remove_prefix(kPrefix.size());
    // "[tag-]pid-hex16...": the pid is the field before the first one that starts with 16 hex
    // digits (a tag is at most 4 characters, so it never does).
    for (int field = 0; field < 2; ++field) {
        const auto dash = name.find('-');
        if (dash == std::string_view::npos)
            return std::nullopt;
        const std::string_view first = name.substr(0, dash);
        if (allDigits(first) && isHex16Start(name.substr(dash + 1)))
            return std::stol(std::string(first));
        name.remove_prefix(dash + 1);
    }
    return std::nullopt;
}

unsigned long long secureRandom64() {
    unsigned long long value = 0;
    detail::secureRandomBytes(&value, sizeof value);
    return value;
}

std::string uniqueObjectName(std::string_view tag) {
    return "/" + baseName(tag, detail::objectNamesCarryOwner());
}

std::string uniqueTempPath(std::string_view tag) {
    return tempDirectory() + baseName(tag, true);
}

std::string sysvQueueLedgerPath(int queueId) {
    return tempDirectory() + std::string(kPrefix) + std::string(kSysvLedgerTag) + "-" +
           std::to_string(::getpid()) + "-" + hex16(static_cast<unsigned long long>(queueId));
}

std::string posixQueueLedgerPath(const std::string& queueName) {
    // "/ipclab-mqp-<pid>-<hex16>": the owner's pid and the random part name the entry.
    const std::string_view name = std::string_view(queueName).substr(queueName.starts_with('/'));
    const auto owner = ownerOfName(name);
    if (!owner)
        return {};
    const std::string pid = std::to_string(*owner) + "-";
    const std::size_t at = name.find(pid, kPrefix.size());
    if (at == std::string_view::npos || !isHex16Start(name.substr(at + pid.size())))
        return {};
    return tempDirectory() + std::string(kPrefix) + std::string(kPosixQueueLedgerTag) + "-" + pid +
           std::string(name.substr(at + pid.size(), 16));
}

ReclaimReport reclaimLeftovers() {
    ReclaimReport report;
    namespace fs = std::filesystem;
    // Shared memory and semaphores (Linux lists them in /dev/shm; elsewhere it does not exist).
    sweep("/dev/shm", "sem.", report,
          [](const fs::path& path, const std::string&) { return ::unlink(path.c_str()) == 0; });
    // POSIX message queues (Linux, where the mqueue file system is mounted there).
    sweep("/dev/mqueue", "", report,
          [](const fs::path& path, const std::string&) { return ::unlink(path.c_str()) == 0; });
    // Temporary folders, FIFOs and socket files, and the ledger of System V queues.
    const std::string ledgerStart = std::string(kPrefix) + std::string(kSysvLedgerTag) + "-";
    const std::string queueLedgerStart =
        std::string(kPrefix) + std::string(kPosixQueueLedgerTag) + "-";
    sweep(tempDirectory(), "", report, [&](const fs::path& path, const std::string& name) {
        if (name.rfind(queueLedgerStart, 0) == 0) {
            // The queue it names, if still there (unlinking a queue that /dev/mqueue's sweep
            // removed already just fails). Only a name of ours: mq_unlink checks the rest.
            std::string queue;
            std::ifstream(path) >> queue;
#if defined(__linux__)
            if (queue.rfind(std::string("/") + std::string(kPrefix), 0) == 0 &&
                queue.find('/', 1) == std::string::npos)
                ::mq_unlink(queue.c_str());
#endif
        }
        if (name.rfind(ledgerStart, 0) == 0) {
            const std::string hex = name.substr(name.rfind('-') + 1);
            const int id = static_cast<int>(std::strtoul(hex.c_str(), nullptr, 16));
            msqid_ds state{};
            // Only a queue of ours: the id may have been reused by another user since.
            if (::msgctl(id, IPC_STAT, &state) == 0 && state.msg_perm.uid == ::geteuid())
                ::msgctl(id, IPC_RMID, nullptr);
        }
        std::error_code ignored;
        return fs::remove_all(path, ignored) > 0;
    });
    return report;
}

}  // namespace ipclab::platform
