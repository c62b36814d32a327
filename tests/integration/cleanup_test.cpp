// Nothing is left behind: for EVERY registered mechanism that runs a peer process, after a
// point that succeeds, one that is cancelled mid-run, one whose peer dies and one whose peer
// hangs, the named objects this machine lists are what they were before:
//   /dev/shm and /dev/mqueue entries with "ipclab" in their names (POSIX shm, semaphores,
//   queues), the System V ids in /proc/sysvipc/{msg,sem,shm} (what `ipcs -q -s -m` prints),
//   and "ipclab-*" entries of the temporary directory (FIFOs, socket files, their directories);
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
#include "named_objects.hpp"
#include "test_support.hpp"

namespace ipclab {
namespace {

namespace fs = std::filesystem;
using std::chrono::milliseconds;

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

struct CleanupCase {
    std::string mechanism;
    Scenario scenario;
};

std::vector<CleanupCase> cleanupCases() {
    std::vector<CleanupCase> cases;
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

class Cleanup : public ::testing::TestWithParam<CleanupCase> {};

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
            EXPECT_TRUE(result.points[0].ok) << result.points[0].error.english();
            break;
        case Scenario::Cancel:
            EXPECT_TRUE(result.cancelled);
            EXPECT_TRUE(result.points[0].partial || result.points[0].error.isCancelled())
                << result.points[0].error.english();
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

INSTANTIATE_TEST_SUITE_P(EveryPeerMechanism, Cleanup, ::testing::ValuesIn(cleanupCases()),
                         [](const ::testing::TestParamInfo<CleanupCase>& info) {
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
