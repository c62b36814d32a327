// Faults at any moment: a peer killed at a random point of its work (fixed seed, so the same
// moments on every run of the suite), and a peer that dies holding a queue's lock. Whatever the
// moment, the point must end (no hang), fail as a peer failure, and leave no named object and
// no process behind. The outcome is deterministic; when exactly the kill lands is not, which is
// the point. scripts/fault-injection.sh does the same many more times.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdlib>
#include <future>
#include <random>
#include <thread>

#include "child_processes.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "named_objects.hpp"
#include "test_support.hpp"

#if defined(__linux__)
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <fstream>

#include <boost/interprocess/ipc/message_queue.hpp>

#include "ipclab/platform/names.hpp"
#endif

namespace ipclab {
namespace {

using std::chrono::milliseconds;

/// Kills per mechanism here; the script does hundreds.
constexpr int kKillsPerMechanism = 3;
constexpr unsigned kSeed = 12;
/// Far above any point's end after its peer died; only a hang reaches it.
constexpr std::chrono::seconds kHangBound{60};

std::vector<std::string> crossProcessMechanisms() {
    std::vector<std::string> ids;
    for (const auto* info : MechanismRegistry::builtin().infos()) {
        if (info->runsInPeerProcess() && info->reportVariantOf.empty()) {
            ids.push_back(info->id);
        }
    }
    return ids;
}

/// Runs `experiment` on another thread; fails (and ends the test binary, which cannot join a
/// hung thread) when it does not return within kHangBound.
RunResult runOrReportHang(const Experiment& experiment, const std::string& what,
                          const std::function<void()>& whileRunning,
                          const RunnerOptions& options = test::testRunnerOptions()) {
    std::promise<RunResult> done;
    auto result = done.get_future();
    std::thread running([&] {
        Runner runner(options);
        test::RecordingObserver observer;
        done.set_value(runner.run(experiment, observer));
    });
    whileRunning();
    if (result.wait_for(kHangBound) != std::future_status::ready) {
        ADD_FAILURE() << what << ": the run hangs";
        std::fflush(nullptr);
        std::_Exit(1);
    }
    running.join();
    return result.get();
}

class RandomPeerKill : public ::testing::TestWithParam<std::string> {};

TEST_P(RandomPeerKill, EndsThePointAndLeavesNothing) {
    const std::string& id = GetParam();
    const MechanismInfo& info = MechanismRegistry::builtin().find(id)->info();
    if (!info.available) {
        GTEST_SKIP() << id << " is not available here: " << info.unavailableReason;
    }
    if (!canKillChildren()) {
        GTEST_SKIP() << "this platform's test cannot list and kill child processes";
    }
    const Pattern pattern =
        info.supports(Pattern::PingPong) ? Pattern::PingPong : info.patterns.front();
    const std::size_t size = std::clamp<std::size_t>(64, info.minBytes, info.maxBytes);
    auto experiment = test::smallExperiment({id}, pattern, {size});
    // Long enough that every kill lands while the peer works.
    experiment.iterations = 1'000'000;
    experiment.repetitions = 3;
    experiment.peerTimeoutMs = 2'000;

    std::mt19937 random(kSeed + static_cast<unsigned>(std::hash<std::string>{}(id) % 1000));
    std::uniform_int_distribution<int> delayMs(0, 150);
    for (int kill = 0; kill < kKillsPerMechanism; ++kill) {
        const auto before = namedObjects();
        const int delay = delayMs(random);
        bool killed = false;
        const RunResult result = runOrReportHang(experiment, id, [&] {
            // The peer appears once the channel is open; kill it `delay` ms later.
            const auto giveUp = std::chrono::steady_clock::now() + std::chrono::seconds(10);
            std::vector<long> peers;
            while (peers.empty() && std::chrono::steady_clock::now() < giveUp) {
                std::this_thread::sleep_for(milliseconds(1));
                peers = childProcessIds();
            }
            std::this_thread::sleep_for(milliseconds(delay));
            for (const long pid : peers) {
                killed = killProcess(pid) || killed;
            }
        });
        ASSERT_EQ(result.points.size(), 1u);
        // A kill that never landed would let the point pass untested: the peer must have been
        // found and killed (a million messages outlast the 150 ms delay many times over).
        EXPECT_TRUE(killed) << id << " kill " << kill << ": no peer process was found to kill";
        EXPECT_FALSE(result.points[0].ok)
            << id << " kill " << kill << " after " << delay << " ms: the point survived its peer";
        // Whichever side notices first (the watchdog, or a read that sees the other end
        // closed), the message says what happened: never an empty one.
        const std::string& error = result.points[0].error.english();
        EXPECT_TRUE(error.find("died") != std::string::npos ||
                    error.find("peer process ended") != std::string::npos ||
                    error.find("did not answer") != std::string::npos)
            << id << ": \"" << error << "\" does not say the peer died";
        const auto extra = leftovers(before);
        EXPECT_TRUE(extra.empty()) << id << " left behind:" << describe(extra);
        EXPECT_EQ(countChildProcesses(), 0) << "a peer process was left behind";
    }
}

class RandomPeerStop : public ::testing::TestWithParam<std::string> {};

// A peer frozen (SIGSTOP) at a random moment, possibly holding a lock in shared memory: the
// peer timeout ends the point, the runner kills the frozen peer, nothing stays.
TEST_P(RandomPeerStop, EndsThePointAndLeavesNothing) {
    const std::string& id = GetParam();
    const MechanismInfo& info = MechanismRegistry::builtin().find(id)->info();
    if (!info.available) {
        GTEST_SKIP() << id << " is not available here: " << info.unavailableReason;
    }
    if (!canKillChildren()) {
        GTEST_SKIP() << "this platform's test cannot list and stop child processes";
    }
    const Pattern pattern =
        info.supports(Pattern::PingPong) ? Pattern::PingPong : info.patterns.front();
    const std::size_t size = std::clamp<std::size_t>(64, info.minBytes, info.maxBytes);
    auto experiment = test::smallExperiment({id}, pattern, {size});
    experiment.iterations = 1'000'000;
    experiment.repetitions = 3;
    experiment.peerTimeoutMs = 1'000;

    std::mt19937 random(kSeed + 1 + static_cast<unsigned>(std::hash<std::string>{}(id) % 1000));
    const int delay = std::uniform_int_distribution<int>(0, 150)(random);
    const auto before = namedObjects();
    bool stopped = false;
    const RunResult result = runOrReportHang(experiment, id, [&] {
        const auto giveUp = std::chrono::steady_clock::now() + std::chrono::seconds(10);
        std::vector<long> peers;
        while (peers.empty() && std::chrono::steady_clock::now() < giveUp) {
            std::this_thread::sleep_for(milliseconds(1));
            peers = childProcessIds();
        }
        std::this_thread::sleep_for(milliseconds(delay));
        for (const long pid : peers) {
            stopped = stopProcess(pid) || stopped;
        }
    });
    ASSERT_EQ(result.points.size(), 1u);
    EXPECT_TRUE(stopped) << id << ": no peer process was found to stop";
    if (!info.lossy) {
        EXPECT_FALSE(result.points[0].ok) << id << ": the point survived a frozen peer";
    }
    const auto extra = leftovers(before);
    EXPECT_TRUE(extra.empty()) << id << " left behind:" << describe(extra);
    EXPECT_EQ(countChildProcesses(), 0) << "a peer process was left behind";
}

INSTANTIATE_TEST_SUITE_P(EveryPeerMechanism, RandomPeerStop,
                         ::testing::ValuesIn(crossProcessMechanisms()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                             std::string name = info.param;
                             for (char& c : name) {
                                 if (!std::isalnum(static_cast<unsigned char>(c))) {
                                     c = '_';
                                 }
                             }
                             return name;
                         });

INSTANTIATE_TEST_SUITE_P(EveryPeerMechanism, RandomPeerKill,
                         ::testing::ValuesIn(crossProcessMechanisms()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                             std::string name = info.param;
                             for (char& c : name) {
                                 if (!std::isalnum(static_cast<unsigned char>(c))) {
                                     c = '_';
                                 }
                             }
                             return name;
                         });

// Defect: every receive timeout of a lossy mechanism counted as a loss and fed the
// heartbeat, so a hung UDP peer was never timed out (still running at 120 s).
TEST(HungPeer, AHungUdpPeerIsTimedOut) {
    const MechanismInfo& info = MechanismRegistry::builtin().find("udp")->info();
    if (!info.available) {
        GTEST_SKIP() << info.unavailableReason;
    }
    auto experiment = test::smallExperiment({"udp"}, Pattern::PingPong, {64});
    experiment.iterations = 1'000'000;  // 200 ms per lost message: days, were it not ended
    experiment.repetitions = 1;
    experiment.peerTimeoutMs = 1'000;
    RunnerOptions options = test::testRunnerOptions();
    options.peerFault = "hang-after=20";
    const RunResult result = runOrReportHang(
        experiment, "udp with a hung peer", [] {}, options);
    ASSERT_EQ(result.points.size(), 1u);
    EXPECT_FALSE(result.points[0].ok);
    EXPECT_NE(result.points[0].error.english().find("did not answer"), std::string::npos)
        << result.points[0].error.english();
}

#if defined(__linux__)
namespace bip = boost::interprocess;

// The same door into Boost's private segment member as the mechanism uses: the test must take
// the queue's lock exactly as a peer killed inside send() or receive() would hold it.
using QueueHeader = bip::ipcdetail::mq_hdr_t<bip::message_queue::void_pointer>;
QueueHeader& queueHeader(bip::message_queue& queue);
template <auto SegmentMember>
struct QueueHeaderAccess {
    friend QueueHeader& queueHeader(bip::message_queue& queue) {
        return *static_cast<QueueHeader*>((queue.*SegmentMember).get_user_address());
    }
};
template struct QueueHeaderAccess<&bip::message_queue::m_shmem>;

/// A child process that takes the lock of queue `name` and dies holding it.
void dieHoldingTheLock(const std::string& name) {
    const pid_t child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        bip::message_queue queue(bip::open_only, name.c_str());
        queueHeader(queue).m_mutex.lock();
        _exit(0);
    }
    int status = 0;
    ASSERT_EQ(waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

class MqBoostDeadLockHolder : public ::testing::TestWithParam<bool> {};

// Defect: abort() took the queue's lock, held for ever by the dead peer, so the watchdog hung
// and neither Ctrl-C nor the peer timeout could end the point.
TEST_P(MqBoostDeadLockHolder, AbortEndsABlockedCallAndNeverBlocks) {
    const bool sending = GetParam();
    auto* mechanism = MechanismRegistry::builtin().find("mq.boost");
    ASSERT_NE(mechanism, nullptr);
    ChannelOptions options;
    options.maxMessageBytes = 64;
    auto opened = mechanism->open(options);
    ASSERT_TRUE(opened) << opened.error().message;
    // "-a" carries what the measuring side sends, "-b" what it receives.
    dieHoldingTheLock(opened->peerArgument + (sending ? "-a" : "-b"));

    Channel& channel = *opened->initiator;
    std::promise<Status> blocked;
    auto outcome = blocked.get_future();
    std::thread caller([&] {
        std::vector<std::byte> message(64);
        blocked.set_value(sending ? channel.send(message) : channel.receive(message));
    });
    std::this_thread::sleep_for(milliseconds(50));  // Usually blocked by now; either way works.
    std::promise<void> aborted;
    auto abortReturned = aborted.get_future();
    std::thread watchdog([&] {
        channel.abort();
        aborted.set_value();
    });
    if (abortReturned.wait_for(kHangBound) != std::future_status::ready ||
        outcome.wait_for(kHangBound) != std::future_status::ready) {
        ADD_FAILURE() << "mq.boost stays blocked on a lock its dead peer held";
        std::fflush(nullptr);
        std::_Exit(1);
    }
    watchdog.join();
    caller.join();
    const Status status = outcome.get();
    ASSERT_FALSE(status.ok());
    EXPECT_EQ(status.error().code, ErrorCode::Cancelled) << status.error().message;
}

class KilledCreator : public ::testing::TestWithParam<std::string> {};

// A measuring process killed with kill -9 right after creating a channel's named objects:
// nothing of it runs its destructors, so only the next run's sweep can remove them.
TEST_P(KilledCreator, ObjectsAreReclaimedByTheNextRun) {
    const std::string& id = GetParam();
    Mechanism* mechanism = MechanismRegistry::builtin().find(id);
    if (!mechanism->info().available) {
        GTEST_SKIP() << id << " is not available here";
    }
    const auto before = namedObjects();
    const pid_t child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        ChannelOptions options;
        options.maxMessageBytes = 64;
        options.wait = mechanism->info().waitStrategies.front();  // its default (shm.spin: spin)
        // Killed only once the objects exist: a failed open exits instead, and fails below.
        const auto opened = mechanism->open(options);  // kept open until the kill
        if (!opened) {
            _exit(1);
        }
        ::raise(SIGKILL);
        _exit(0);
    }
    int status = 0;
    ASSERT_EQ(waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFSIGNALED(status)) << id << ": the child could not open the channel";

    const platform::ReclaimReport report = platform::reclaimLeftovers();
    const auto extra = leftovers(before);
    EXPECT_TRUE(extra.empty()) << id << " left behind after the sweep:" << describe(extra);
    if (report.removed > 0) {
        EXPECT_NE(std::find(report.owners.begin(), report.owners.end(), static_cast<long>(child)),
                  report.owners.end())
            << report.describe();
    }
}

INSTANTIATE_TEST_SUITE_P(EveryPeerMechanism, KilledCreator,
                         ::testing::ValuesIn(crossProcessMechanisms()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                             std::string name = info.param;
                             for (char& c : name) {
                                 if (!std::isalnum(static_cast<unsigned char>(c))) {
                                     c = '_';
                                 }
                             }
                             return name;
                         });

// A shell script that runs `before`, then becomes ipclab-peer with the runner's arguments:
// a packaging wrapper, as the runner may be given one. The caller removes it.
std::filesystem::path peerWrapper(const std::string& name, const std::string& before) {
    const std::filesystem::path script =
        std::filesystem::temp_directory_path() /
        ("ipclab-test-" + name + "-peer-" + std::to_string(platform::secureRandom64()));
    {
        std::ofstream out(script);
        out << "#!/bin/sh\n" << before << "\nexec '" << IPCLAB_PEER_PATH << "' \"$@\"\n";
    }
    std::filesystem::permissions(script, std::filesystem::perms::owner_all);
    return script;
}

// Issue 35, item 9: a peer started through a wrapper that forks (as packaging wrappers do):
// the wrapper's other process holds the peer's pipe ends, so the peer's death never showed as
// end of file and the point never ended. The peer runs in a process group of its own, and
// the runner's kill ends the whole group.

/// This process's children (the peer, through its wrapper) once there are any (10 s at most),
/// 200 ms later so that the point is under way: ordering only, no timing is asserted.
std::vector<long> childrenMidPoint() {
    const auto giveUp = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    std::vector<long> peers;
    while (peers.empty() && std::chrono::steady_clock::now() < giveUp) {
        std::this_thread::sleep_for(milliseconds(1));
        peers = childProcessIds();
    }
    std::this_thread::sleep_for(milliseconds(200));
    return peers;
}

TEST(ForkingPeerWrapper, APipePointEndsWhenItsWriteEndOutlivesThePeer) {
    if (!canKillChildren()) {
        GTEST_SKIP() << "this platform's test cannot list and kill child processes";
    }
    const std::filesystem::path script = peerWrapper("forking", "sleep 300 &");
    auto experiment = test::smallExperiment({"pipe"}, Pattern::PingPong, {64});
    experiment.iterations = 1'000'000;
    experiment.repetitions = 3;
    experiment.peerTimeoutMs = 2'000;
    RunnerOptions options = test::testRunnerOptions();
    options.peerExecutable = script.string();
    long peer = 0;
    const RunResult result = runOrReportHang(
        experiment, "pipe through a forking wrapper",
        [&] {
            const std::vector<long> peers = childrenMidPoint();
            for (const long pid : peers) {
                peer = pid;
                killProcess(pid);
            }
        },
        options);
    std::filesystem::remove(script);
    ASSERT_NE(peer, 0) << "the peer was never started";
    ASSERT_EQ(result.points.size(), 1u);
    EXPECT_FALSE(result.points[0].ok) << "the point survived its peer";
    // The wrapper's sleep went with the peer's group (once init has reaped it: a killed
    // process stays in its group until then).
    bool groupGone = false;
    for (int look = 0; look < 200 && !groupGone; ++look) {
        groupGone = ::kill(-static_cast<pid_t>(peer), 0) != 0;
        if (!groupGone) {
            std::this_thread::sleep_for(milliseconds(50));
        }
    }
    EXPECT_TRUE(groupGone) << "the wrapper's process outlived the run";
    EXPECT_EQ(countChildProcesses(), 0) << "a peer process was left behind";
}

// The probe of issue 35 found the same with a wrapper whose child leaves the peer's process
// group (setsid): the runner's kill of the group cannot reach it, the child holds the pipe's
// ends, and the point waited in read() for ever. The aborted point now wakes its own blocked
// call, whoever holds the other end.
TEST(ForkingPeerWrapper, APipePointEndsWhenAChildInASessionOfItsOwnHoldsTheEnds) {
    if (!canKillChildren()) {
        GTEST_SKIP() << "this platform's test cannot list and kill child processes";
    }
    const std::filesystem::path pidFile =
        std::filesystem::temp_directory_path() /
        ("ipclab-test-setsid-" + std::to_string(platform::secureRandom64()));
    const std::filesystem::path script =
        peerWrapper("setsid", "setsid sleep 300 & echo $! > '" + pidFile.string() + "'");
    auto experiment = test::smallExperiment({"pipe"}, Pattern::PingPong, {64});
    experiment.iterations = 1'000'000;
    experiment.repetitions = 3;
    experiment.peerTimeoutMs = 2'000;
    RunnerOptions options = test::testRunnerOptions();
    options.peerExecutable = script.string();
    bool killed = false;
    const RunResult result = runOrReportHang(
        experiment, "pipe through a wrapper whose child calls setsid",
        [&] {
            const std::vector<long> peers = childrenMidPoint();
            for (const long pid : peers) {
                killed = killProcess(pid) || killed;
            }
        },
        options);
    long child = 0;
    std::ifstream(pidFile) >> child;
    if (child > 0) {
        ::kill(static_cast<pid_t>(child), SIGKILL);  // the wrapper's child, by its pid
    }
    std::filesystem::remove(pidFile);
    std::filesystem::remove(script);
    ASSERT_TRUE(killed) << "the peer was never found";
    ASSERT_EQ(result.points.size(), 1u);
    EXPECT_FALSE(result.points[0].ok) << "the point survived its peer";
}

// Issue 35, item 11 (issue 22, item 11): a peer stopped by job control during its start-up
// (here: a wrapper that stops itself before it becomes the peer) waited out the fixed start
// grace of 10 s, whatever --peer-timeout-ms said. A stopped process is not starting: the point
// fails at the peer timeout, named as such, and leaves no process behind.
TEST(StoppedPeer, APeerStoppedDuringStartUpFailsAtThePeerTimeout) {
    if (!canKillChildren()) {
        GTEST_SKIP() << "this platform's test cannot list and kill child processes";
    }
    const std::filesystem::path script = peerWrapper("stopped", "kill -STOP $$");
    for (const char* mechanism : {"pipe", "shm.ring"}) {
        SCOPED_TRACE(mechanism);
        auto experiment = test::smallExperiment({mechanism}, Pattern::PingPong, {64});
        experiment.peerTimeoutMs = 2'000;
        RunnerOptions options = test::testRunnerOptions();
        options.peerExecutable = script.string();
        const RunResult result = runOrReportHang(
            experiment, std::string(mechanism) + " with a stopped peer", [] {}, options);
        ASSERT_EQ(result.points.size(), 1u);
        const PointResult& point = result.points[0];
        EXPECT_FALSE(point.ok);
        EXPECT_EQ(point.error.kind, FailureKind::PeerTimeout) << point.error.english();
        // The peer timeout, not the start grace, is the bound it names.
        EXPECT_NE(point.error.english().find("2000 ms"), std::string::npos)
            << point.error.english();
        EXPECT_EQ(countChildProcesses(), 0) << "a peer process was left behind";
    }
    std::filesystem::remove(script);
}

INSTANTIATE_TEST_SUITE_P(SendAndReceive, MqBoostDeadLockHolder, ::testing::Bool(),
                         [](const ::testing::TestParamInfo<bool>& info) {
                             return std::string(info.param ? "send" : "receive");
                         });
#endif

}  // namespace
}  // namespace ipclab
