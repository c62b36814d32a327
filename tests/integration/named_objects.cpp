#include "named_objects.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string_view>
#include <thread>
#include <vector>

namespace ipclab {

namespace fs = std::filesystem;
using std::chrono::milliseconds;

namespace {

// The product names everything it creates "ipclab-..." (platform names, Boost's folder); a
// test program's own scratch folders ("ipclab_app_tests-XXXXXX", QTemporaryDir's default) are
// not the product's and come and go beside a run, so the temporary directory is matched on
// that prefix alone.
constexpr std::string_view kProductPrefix = "ipclab-";
constexpr std::string_view kBoostFolder = "ipclab-boost-interprocess";  // mq_boost_mechanism.cpp

enum class Match { Prefix, Contains, Everything };  // the product's prefix, "ipclab", any

void addEntries(std::set<std::string>& out, const fs::path& directory, const std::string& label,
                Match match) {
    std::error_code error;
    if (!fs::is_directory(directory, error)) {
        return;
    }
    for (const auto& entry : fs::directory_iterator(directory, error)) {
        const std::string name = entry.path().filename().string();
        const bool matches = match == Match::Everything ||
                             (match == Match::Prefix ? name.starts_with(kProductPrefix)
                                                     : name.find("ipclab") != std::string::npos);
        if (!matches) {
            continue;
        }
        out.insert(label + name);
    }
}

// /proc/sysvipc/<kind>: a header line, then "key id perms ..." per object.
void addSysvIds(std::set<std::string>& out, const std::string& kind) {
    std::ifstream file("/proc/sysvipc/" + kind);
    std::string line;
    std::getline(file, line);  // header
    while (std::getline(file, line)) {
        std::istringstream fields(line);
        std::string key;
        std::string id;
        if (fields >> key >> id) {
            out.insert("sysv " + kind + " " + id);
        }
    }
}

// What live processes hold open or mapped right now (Linux /proc: descriptors, mappings,
// bound Unix sockets); empty where there is no /proc.
std::vector<std::string> pathsInUse() {
    std::vector<std::string> paths;
    std::error_code error;
    if (!fs::is_directory("/proc/self/fd", error)) {
        return paths;
    }
    for (const auto& process : fs::directory_iterator("/proc", error)) {
        const std::string pid = process.path().filename().string();
        if (pid.empty() || !std::isdigit(static_cast<unsigned char>(pid[0]))) {
            continue;
        }
        std::error_code ignored;
        for (const auto& fd : fs::directory_iterator(process.path() / "fd", ignored)) {
            const auto target = fs::read_symlink(fd.path(), ignored);
            if (!ignored) {
                paths.push_back(target.string());
            }
        }
        std::ifstream maps(process.path() / "maps");
        std::string line;
        while (std::getline(maps, line)) {
            if (const auto slash = line.find('/'); slash != std::string::npos) {
                paths.push_back(line.substr(slash));
            }
        }
    }
    std::ifstream unixSockets("/proc/net/unix");
    std::string line;
    while (std::getline(unixSockets, line)) {
        if (const auto slash = line.find('/'); slash != std::string::npos) {
            paths.push_back(line.substr(slash));
        }
    }
    return paths;
}

// The unique part of a listed object ("ipclab-fifo-0123..."), as it appears in paths.
std::string uniquePart(const std::string& object) {
    const auto at = object.find("ipclab");
    return at == std::string::npos ? std::string() : object.substr(at);
}

}  // namespace

std::set<std::string> namedObjects() {
    std::set<std::string> objects;
    addEntries(objects, "/dev/shm", "/dev/shm/", Match::Contains);  // "sem.ipclab-..." too
    addEntries(objects, "/dev/mqueue", "/dev/mqueue/", Match::Contains);
    for (const char* kind : {"msg", "sem", "shm"}) {
        addSysvIds(objects, kind);
    }
    const fs::path temp = fs::temp_directory_path();
    addEntries(objects, temp, "temp/", Match::Prefix);
    // Boost.Interprocess's folder for what it emulates with files (mq.boost on Windows) is made
    // once and kept, as Boost keeps its own shared folder: what must not stay is what a run
    // puts in it, the queues.
    if (objects.erase("temp/" + std::string(kBoostFolder)) != 0) {
        addEntries(objects, temp / kBoostFolder, "temp/" + std::string(kBoostFolder) + "/",
                   Match::Everything);
    }
    return objects;
}

std::string describe(const std::set<std::string>& objects) {
    std::string text;
    for (const auto& object : objects) {
        text += "\n  " + object;
    }
    return text;
}

// What appeared since `before` and is still there. Others' tests may run beside us on this
// machine and create objects of their own: those are in use by a live process (ours is over:
// its peer is gone and its channel destroyed) or vanish within a few looks; what we leak
// stays, unused, for ever.
std::set<std::string> leftovers(const std::set<std::string>& before) {
    std::set<std::string> extra;
    for (int look = 0; look < 30; ++look) {
        extra.clear();
        std::vector<std::string> inUse;
        bool inUseKnown = false;
        for (const auto& object : namedObjects()) {
            if (before.count(object) != 0) {
                continue;
            }
            const std::string unique = uniquePart(object);
            if (!unique.empty()) {
                if (!inUseKnown) {
                    inUse = pathsInUse();
                    inUseKnown = true;
                }
                const bool used = std::any_of(inUse.begin(), inUse.end(), [&](const auto& path) {
                    return path.find(unique) != std::string::npos;
                });
                if (used) {
                    continue;
                }
            }
            extra.insert(object);
        }
        if (extra.empty()) {
            break;
        }
        std::this_thread::sleep_for(milliseconds(100));
    }
    return extra;
}

}  // namespace ipclab
