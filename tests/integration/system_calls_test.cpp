// System calls per message: what each mechanism states by design (MechanismInfo::systemCalls)
// against what strace counts when the runner exchanges messages. The child is this binary
// again, running one point in-process (the runner starts ipclab-peer for cross-process
// mechanisms; strace -f follows it), so thread mechanisms are measured the same way. Counts
// per message, never timings; set-up calls (opening files, the peer's start) are the tolerance.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#ifdef __linux__
#include <unistd.h>
#endif

#include "ipclab/mechanism_registry.hpp"
#include "ipclab/platform/cpu.hpp"
#include "test_support.hpp"

namespace ipclab {
namespace {

constexpr const char* kChildVariable = "IPCLAB_SYSCALLS_CHILD";
constexpr std::uint64_t kRounds = 2000;  // ping-pong round trips: two messages each
constexpr double kTolerance = 0.10;      // of the design's count, for set-up calls
constexpr double kZeroSlack = 0.02;      // a design of 0 calls: at most this many per message

const MechanismInfo& infoOf(const std::string& id) {
    const Mechanism* mechanism = MechanismRegistry::builtin().find(id);
    EXPECT_NE(mechanism, nullptr) << id;
    return mechanism->info();
}

#ifdef __linux__  // strace is Linux's: elsewhere the measuring test skips and needs neither
/// Calls per system call name, from strace -c's summary table (the name is the last column,
/// the count the fourth: "% time  seconds  usecs/call  calls  [errors]  syscall").
std::map<std::string, std::uint64_t> parseSummary(const std::string& path) {
    std::map<std::string, std::uint64_t> calls;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        std::vector<std::string> words;
        for (std::string word; fields >> word;) {
            words.push_back(word);
        }
        if (words.size() < 5 || words.back() == "total" || words.back() == "syscall" ||
            words[3].find_first_not_of("0123456789") != std::string::npos) {
            continue;
        }
        calls[words.back()] = std::stoull(words[3]);
    }
    return calls;
}

bool straceWorks() {
    return std::system("strace -f -c -o /dev/null true >/dev/null 2>&1") == 0;
}
#endif

struct Case {
    std::string mechanism;
    Placement placement = Placement::SameCore;
};

void PrintTo(const Case& c, std::ostream* out) {
    *out << c.mechanism << ", " << toString(c.placement);
}

std::string caseName(const testing::TestParamInfo<Case>& info) {
    std::string name = info.param.mechanism;
    std::replace(name.begin(), name.end(), '.', '_');
    return name;
}

// Blocking hand-offs on one core (every message a wake-up), the spinning one across cores
// (it is refused on one core), threads in-process.
const Case kCases[] = {{"pipe"},
                       {"fifo"},
                       {"eventfd"},
                       {"mq.posix"},
                       {"mq.sysv"},
                       {"tcp"},
                       {"uds"},
                       {"udp"},
                       {"shm.semaphore"},
                       {"thread.semaphore"},
                       {"shm.spin", Placement::CrossCore}};

class SystemCallsMeasured : public testing::TestWithParam<Case> {};

TEST_P(SystemCallsMeasured, AgreeWithTheDesign) {
#ifndef __linux__
    GTEST_SKIP() << "counted with strace, which is Linux's";
#else
    const Case& c = GetParam();
    if (!straceWorks()) {
        GTEST_SKIP() << "strace is missing or may not trace here (ptrace not permitted)";
    }
    if (c.placement == Placement::CrossCore && platform::allowedCpus().size() < 2) {
        GTEST_SKIP() << c.mechanism << " is measured across two CPUs; this process has one";
    }
    const MechanismInfo& info = infoOf(c.mechanism);
    const SystemCalls& design = info.systemCalls;
    ASSERT_FALSE(design.dependsOnLibrary);
    // A design of none: count the calls a wait could make, which must stay absent.
    std::set<std::string> names(design.senderCalls.begin(), design.senderCalls.end());
    names.insert(design.receiverCalls.begin(), design.receiverCalls.end());
    if (names.empty()) {
        names = {"futex", "sched_yield"};
    }
    std::string trace;
    for (const std::string& name : names) {
        trace += (trace.empty() ? "" : ",") + name;
    }
    const auto summary =
        std::filesystem::temp_directory_path() /
        ("ipclab-strace-" + c.mechanism + "-" + std::to_string(::getpid()) + ".txt");
    const std::string self = std::filesystem::read_symlink("/proc/self/exe").string();
    const std::string command = std::string(kChildVariable) + "=" + c.mechanism +
                                " IPCLAB_SYSCALLS_PLACEMENT=" + std::string(toString(c.placement)) +
                                " strace -f -c -o " + summary.string() + " -e trace=" + trace +
                                " " + self +
                                " --gtest_filter=SystemCallsChild.RunOnePoint >/dev/null 2>&1";
    ASSERT_EQ(std::system(command.c_str()), 0) << command;
    const auto counted = parseSummary(summary.string());
    std::filesystem::remove(summary);

    const double messages = 2.0 * kRounds;
    for (const std::string& name : names) {
        double low = 0;
        double high = 0;
        if (std::count(design.senderCalls.begin(), design.senderCalls.end(), name) > 0) {
            low += design.sender.min;
            high += design.sender.max;
        }
        if (std::count(design.receiverCalls.begin(), design.receiverCalls.end(), name) > 0) {
            low += design.receiver.min;
            high += design.receiver.max;
        }
        const auto found = counted.find(name);
        const double perMessage =
            found == counted.end() ? 0.0 : static_cast<double>(found->second) / messages;
        std::printf("%s: %s %.3f per message (design %.0f-%.0f)\n", c.mechanism.c_str(),
                    name.c_str(), perMessage, low, high);
        EXPECT_GE(perMessage, low * (1 - kTolerance)) << c.mechanism << ": " << name;
        EXPECT_LE(perMessage, high == 0 ? kZeroSlack : high * (1 + kTolerance))
            << c.mechanism << ": " << name;
    }
#endif
}

INSTANTIATE_TEST_SUITE_P(Mechanisms, SystemCallsMeasured, testing::ValuesIn(kCases), caseName);

// The child: one ping-pong point of the mechanism named in the environment, 4-byte messages
// (every mechanism carries them), no warm-up, one repetition. Skipped unless started so.
TEST(SystemCallsChild, RunOnePoint) {
    const char* mechanism = std::getenv(kChildVariable);
    if (mechanism == nullptr) {
        GTEST_SKIP() << "only run under strace by SystemCallsMeasured";
    }
    const char* placement = std::getenv("IPCLAB_SYSCALLS_PLACEMENT");
    auto experiment = test::smallExperiment({mechanism}, Pattern::PingPong, {4});
    experiment.iterations = kRounds;
    experiment.warmup = 0;
    experiment.repetitions = 1;
    experiment.placement = placement != nullptr && std::string(placement) == "cross-core"
                               ? Placement::CrossCore
                               : Placement::SameCore;
    Runner runner(test::testRunnerOptions());
    test::RecordingObserver observer;
    const auto result = runner.run(experiment, observer);
    ASSERT_EQ(result.points.size(), 1u);
    EXPECT_TRUE(result.points.front().ok) << result.points.front().error.english();
}

// Every mechanism states its calls: a note, a range that is one, and the calls named wherever
// it says there are some (a library-decided count names them in its note instead).
TEST(SystemCallsDesign, EveryMechanismStatesItsCalls) {
    for (const MechanismInfo* info : MechanismRegistry::builtin().infos()) {
        const SystemCalls& calls = info->systemCalls;
        SCOPED_TRACE(info->id);
        EXPECT_TRUE(calls.stated());
        EXPECT_LE(calls.sender.min, calls.sender.max);
        EXPECT_LE(calls.receiver.min, calls.receiver.max);
        if (!calls.dependsOnLibrary) {
            EXPECT_EQ(calls.sender.max == 0, calls.senderCalls.empty());
            EXPECT_EQ(calls.receiver.max == 0, calls.receiverCalls.empty());
        }
        for (const auto* list : {&calls.senderCalls, &calls.receiverCalls}) {
            for (const std::string& name : *list) {
                EXPECT_FALSE(name.empty());
            }
        }
    }
}

// What the explanations promise: the kernel-copy mechanisms one call on each side (their "two
// system calls per message"), the spinning ones none ("no system call").
TEST(SystemCallsDesign, KernelCopyMechanismsMakeOneCallEachWay) {
    for (const char* id : {"pipe", "fifo", "eventfd", "mq.posix", "mq.sysv", "tcp", "uds", "udp"}) {
        const SystemCalls& calls = infoOf(id).systemCalls;
        SCOPED_TRACE(id);
        EXPECT_EQ(calls.sender.min, 1u);
        EXPECT_EQ(calls.sender.max, 1u);
        EXPECT_EQ(calls.receiver.min, 1u);
        EXPECT_EQ(calls.receiver.max, 1u);
    }
    for (const char* id : {"shm.spin", "thread.spin", "shm.ring"}) {
        SCOPED_TRACE(id);
        EXPECT_EQ(infoOf(id).systemCalls.sender.max, 0u);
        EXPECT_EQ(infoOf(id).systemCalls.receiver.max, 0u);
    }
}

}  // namespace
}  // namespace ipclab
