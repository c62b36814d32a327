// Nothing is left behind: for EVERY registered mechanism that runs a peer process, after a
// point that succeeds, one that is cancelled mid-run, one whose peer dies and one whose peer
// hangs, the named objects this machine lists are what they were before:
//   /dev/shm and /dev/mqueue entries with "ipclab" in their names (POSIX shm, semaphores,
//   queues), the System V ids in /proc/sysvipc/{msg,sem,shm} (what `ipcs -q -s -m` prints),
//   and "ipclab*" entries of the temporary directory (FIFOs, socket files, their directories);
// and no child process is left. Where a listing does not exist (macOS, Windows) it is empty on
// both sides and the check passes trivially for it; the temporary directory is checked
// everywhere.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <thread>
#include <vector>

#include "child_processes.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "test_support.hpp"

namespace ipclab {
namespace {

namespace fs = std::filesystem;
using std::chrono::milliseconds;

void addEntries(std::set<std::string>& out, const fs::path& directory, const std::string& label,
                bool ipclabOnly, bool prefixOnly) {
    std::error_code error;
    if (!fs::is_directory(directory, error)) {
        return;
    }
    for (const auto& entry : fs::directory_iterator(directory, error)) {
        const std::string name = entry.path().filename().string();
        const auto at = name.find("ipclab");
        if (ipclabOnly && (at == std::string::npos || (prefixOnly && at != 0))) {
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

std::set<std::string> namedObjects() {
    std::set<std::string> objects;
    addEntries(objects, "/dev/shm", "/dev/shm/", true, false);  // "sem.ipclab-..." too
    addEntries(objects, "/dev/mqueue", "/dev/mqueue/", true, false);
    for (const char* kind : {"msg", "sem", "shm"}) {
        addSysvIds(objects, kind);
    }
    addEntries(objects, fs::temp_directory_path(), "temp/", true, true);
    return objects;
}

std::string describe(const std::set<std::string>& objects) {
    std::string text;
    for (const auto& object : objects) {
        text += "\n  " + object;
    }
    return text;
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

enum class Scenario { Success, Cancel, PeerDies, PeerHangs };

const char* toName(Scenario scenario) {
    switch (scenario) {
        case Scenario::Success:
            return "success";
        case Scenario::Cancel:
            return "cancel";
        case Scenario::PeerDies:
            return "peer_dies";
        case Scenario::PeerHangs:
            return "peer_hangs";
    }
    return "?";
}

struct Case {
    std::string mechanism;
    Scenario scenario;
};

std::vector<Case> allCases() {
    std::vector<Case> cases;
    for (const auto* info : MechanismRegistry::builtin().infos()) {
        if (!info->runsInPeerProcess()) {
            continue;
        }
        for (const auto scenario :
             {Scenario::Success, Scenario::Cancel, Scenario::PeerDies, Scenario::PeerHangs}) {
            cases.push_back({info->id, scenario});
        }
    }
    return cases;
}

Pattern patternFor(const MechanismInfo& info) {
    for (const Pattern pattern : {Pattern::PingPong, Pattern::Stream}) {
        if (info.supports(pattern)) {
            return pattern;
        }
    }
    return info.patterns.front();
}

class Cleanup : public ::testing::TestWithParam<Case> {};

TEST_P(Cleanup, LeavesNoNamedObjectAndNoProcessBehind) {
    const auto& [id, scenario] = GetParam();
    const MechanismInfo& info = MechanismRegistry::builtin().find(id)->info();
    if (!info.available) {
        GTEST_SKIP() << id << " is not available here: " << info.unavailableReason;
    }
    const std::size_t size = std::clamp<std::size_t>(64, info.minBytes, info.maxBytes);
    auto experiment = test::smallExperiment({id}, patternFor(info), {size});
    experiment.repetitions = 1;
    RunnerOptions options = test::testRunnerOptions();
    switch (scenario) {
        case Scenario::Success:
            break;
        case Scenario::Cancel:
            // Far more repetitions than will run: cancel comes after the first, whatever the
            // mechanism's speed (a fixed delay would miss the fast ones).
            experiment.iterations = 2'000;
            experiment.repetitions = 1'000;
            break;
        case Scenario::PeerDies:
            options.peerFault = "die-after=20";
            // Queues have no end of file: the watchdog's timeout is what notices.
            experiment.peerTimeoutMs = 1'000;
            break;
        case Scenario::PeerHangs:
            options.peerFault = "hang-after=20";
            experiment.peerTimeoutMs = 1'000;
            break;
    }

    const auto before = namedObjects();
    Runner runner(options);
    test::RecordingObserver observer;
    if (scenario == Scenario::Cancel) {
        // Called on the measuring thread; cancel() only sets a flag the watchdog reads.
        observer.onProgress = [&runner](const RunProgress& progress) {
            if (progress.repetition >= 1) {
                runner.cancel();
            }
        };
    }
    std::string error;
    const RunResult result = runner.run(experiment, observer, &error);

    ASSERT_TRUE(error.empty()) << error;
    ASSERT_EQ(result.points.size(), 1u);
    switch (scenario) {
        case Scenario::Success:
            EXPECT_TRUE(result.points[0].ok) << result.points[0].error;
            break;
        case Scenario::Cancel:
            EXPECT_TRUE(result.cancelled);
            EXPECT_EQ(result.points[0].error, "cancelled");
            break;
        case Scenario::PeerDies:
        case Scenario::PeerHangs:
            // A lossy mechanism may count the silence as loss, and a peer that never receives
            // (report 000's one-sided method) never reaches the fault; every other must fail.
            if (!info.lossy && experiment.pattern != Pattern::OneSided) {
                EXPECT_FALSE(result.points[0].ok);
            }
            break;
    }
    const auto extra = leftovers(before);
    EXPECT_TRUE(extra.empty()) << id << " left behind:" << describe(extra);
    if (const int children = countChildProcesses(); children >= 0) {
        EXPECT_EQ(children, 0) << "a peer process was left behind";
    }
}

INSTANTIATE_TEST_SUITE_P(EveryPeerMechanism, Cleanup, ::testing::ValuesIn(allCases()),
                         [](const ::testing::TestParamInfo<Case>& info) {
                             std::string name =
                                 info.param.mechanism + "_" + toName(info.param.scenario);
                             for (char& c : name) {
                                 if (!std::isalnum(static_cast<unsigned char>(c))) {
                                     c = '_';
                                 }
                             }
                             return name;
                         });

}  // namespace
}  // namespace ipclab
