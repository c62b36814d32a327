// The spin-lock and semaphore mechanisms (thread.spin, thread.native-spin, thread.semaphore,
// thread.std-semaphore, shm.spin, shm.semaphore): their locks exclude each other (createLock and
// placeLock, in plain memory and in real shared memory attached twice), their channels carry
// messages intact with every wait strategy, abort unblocks a waiter, bad input is refused with a
// reason, and no shared-memory segment is left behind after success, cancel or a peer's death.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <future>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>

#include "child_processes.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/platform/names.hpp"
#include "ipclab/platform/semaphore.hpp"
#include "ipclab/platform/shared_memory.hpp"
#include "test_support.hpp"

namespace ipclab {
namespace {

const std::vector<std::string> kFamily = {"thread.spin",      "thread.native-spin",
                                          "thread.semaphore", "thread.std-semaphore",
                                          "shm.spin",         "shm.semaphore"};

std::string caseName(std::string name) {
    for (char& c : name) {
        if (!std::isalnum(static_cast<unsigned char>(c))) {
            c = '_';
        }
    }
    return name;
}

// ---------------------------------------------------------------------------------------------
// Locks: 4 threads x 100000 (blocking: 5000) acquire / ++counter / release on a plain counter.

struct LockCase {
    std::string mechanism;
    WaitStrategy wait;
};

std::vector<LockCase> lockCases(bool placed) {
    std::vector<LockCase> cases;
    for (auto* info : MechanismRegistry::builtin().infos()) {
        if (!info->available || !info->supports(Pattern::Lock) ||
            info->runsInPeerProcess() != placed) {
            continue;
        }
        for (const WaitStrategy wait : info->waitStrategies) {
            cases.push_back({info->id, wait});
        }
    }
    return cases;
}

std::string lockCaseName(const ::testing::TestParamInfo<LockCase>& info) {
    return caseName(info.param.mechanism + "_" + std::string(toString(info.param.wait)));
}

constexpr int kThreads = 4;
constexpr long kSpinRounds = 100'000;
// Blocking locks are kernel objects on some systems (a Windows semaphore: under Wine every
// operation is a round trip to wineserver), so they get fewer rounds; a missing exclusion
// still shows up within a few thousand contended ones.
constexpr long kBlockRounds = 5'000;

long roundsFor(WaitStrategy wait) {
    return wait == WaitStrategy::Block ? kBlockRounds : kSpinRounds;
}

/// Runs kThreads threads, thread t using locks[t % locks.size()], each `rounds` times, and
/// returns the counter.
long contend(const std::vector<Lock*>& locks, long rounds) {
    long counter = 0;  // plain on purpose: only the lock keeps the increments apart
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t) {
        Lock* lock = locks[static_cast<std::size_t>(t) % locks.size()];
        threads.emplace_back([lock, rounds, &counter] {
            for (long i = 0; i < rounds; ++i) {
                lock->acquire();
                ++counter;
                lock->release();
            }
        });
    }
    for (auto& thread : threads) {
        thread.join();
    }
    return counter;
}

// A lock mechanism's lock side; a mechanism without one fails the test that asks (GoogleTest
// reports the exception with its sentence).
ThreadLocks& threadLocksOf(const std::string& id) {
    ThreadLocks* locks = test::registeredMechanism(id).threadLocks();
    if (locks == nullptr) {
        throw std::runtime_error(id + " offers no lock for threads");
    }
    return *locks;
}

PlacedLocks& placedLocksOf(const std::string& id) {
    PlacedLocks* locks = test::registeredMechanism(id).placedLocks();
    if (locks == nullptr) {
        throw std::runtime_error(id + " offers no lock in shared memory");
    }
    return *locks;
}

class ThreadLock : public ::testing::TestWithParam<LockCase> {};

TEST_P(ThreadLock, ExcludesEveryOtherThread) {
    auto lock = threadLocksOf(GetParam().mechanism).createLock(GetParam().wait);
    ASSERT_TRUE(lock.ok()) << lock.error().message;
    const long rounds = roundsFor(GetParam().wait);
    EXPECT_EQ(contend({lock->get()}, rounds), kThreads * rounds);
}

INSTANTIATE_TEST_SUITE_P(EveryThreadLock, ThreadLock, ::testing::ValuesIn(lockCases(false)),
                         lockCaseName);

class PlacedLock : public ::testing::TestWithParam<LockCase> {};

TEST_P(PlacedLock, ExcludesEveryOtherThroughTwoInstancesInPlainMemory) {
    PlacedLocks& subject = placedLocksOf(GetParam().mechanism);
    const std::size_t bytes = subject.lockBytes();
    ASSERT_GT(bytes, 0u);
    ASSERT_EQ(bytes % 64, 0u);
    struct alignas(64) Line {
        std::byte bytes[64];
    };
    std::vector<Line> memory(bytes / 64);
    auto created = subject.placeLock(memory.data(), true, GetParam().wait);
    ASSERT_TRUE(created.ok()) << created.error().message;
    auto attached = subject.placeLock(memory.data(), false, GetParam().wait);
    ASSERT_TRUE(attached.ok()) << attached.error().message;
    const long rounds = roundsFor(GetParam().wait);
    EXPECT_EQ(contend({created->get(), attached->get()}, rounds), kThreads * rounds);
    attached->reset();  // attachers go first; the creator's Lock is destroyed last
}

TEST_P(PlacedLock, ExcludesEveryOtherThroughTwoMappingsOfSharedMemory) {
#if defined(__SANITIZE_THREAD__)
    // ThreadSanitizer tracks addresses, not pages: it cannot know that the two mappings are
    // one memory, so every access through the second looks unsynchronised. The test above
    // covers the lock itself under TSan; this one is about the mapping.
    GTEST_SKIP() << "ThreadSanitizer cannot see that two mappings alias the same memory";
#endif
    PlacedLocks& subject = placedLocksOf(GetParam().mechanism);
    const std::size_t bytes = subject.lockBytes();
    const std::string name = platform::uniqueObjectName("ltst");
    auto memory = platform::SharedMemory::create(name, bytes);
    ASSERT_TRUE(memory.ok()) << memory.error().message;
    // A second mapping of the same segment, at another address: as a peer process sees it.
    auto second = platform::SharedMemory::open(name, bytes);
    ASSERT_TRUE(second.ok()) << second.error().message;
    auto created = subject.placeLock(memory->data(), true, GetParam().wait);
    ASSERT_TRUE(created.ok()) << created.error().message;
    auto attached = subject.placeLock(second->data(), false, GetParam().wait);
    ASSERT_TRUE(attached.ok()) << attached.error().message;
    const long rounds = roundsFor(GetParam().wait);
    EXPECT_EQ(contend({created->get(), attached->get()}, rounds), kThreads * rounds);
    attached->reset();
}

TEST_P(PlacedLock, RefusesNullMemory) {
    auto lock = placedLocksOf(GetParam().mechanism).placeLock(nullptr, true, GetParam().wait);
    ASSERT_FALSE(lock.ok());
    EXPECT_EQ(lock.error().code, ErrorCode::InvalidArgument);
}

INSTANTIATE_TEST_SUITE_P(EveryPlacedLock, PlacedLock, ::testing::ValuesIn(lockCases(true)),
                         lockCaseName);

TEST(LockMechanisms, OurFamilyOffersLocksAndTheRightWaitStrategies) {
    for (const auto& id :
         {"thread.spin", "thread.native-spin", "thread.semaphore", "thread.std-semaphore"}) {
        EXPECT_TRUE(test::registeredMechanism(id).info().supports(Pattern::Lock)) << id;
        EXPECT_TRUE(threadLocksOf(id)
                        .createLock(test::registeredMechanism(id).info().waitStrategies.front())
                        .ok())
            << id;
        EXPECT_EQ(test::registeredMechanism(id).placedLocks(), nullptr) << id << ": threads only";
    }
    for (const auto& id : {"shm.spin", "shm.semaphore"}) {
        EXPECT_GT(placedLocksOf(id).lockBytes(), 0u) << id;
        EXPECT_EQ(test::registeredMechanism(id).threadLocks(), nullptr) << id << ": processes only";
    }
    using W = WaitStrategy;
    EXPECT_EQ(test::registeredMechanism("thread.spin").info().waitStrategies,
              (std::vector{W::Spin, W::SpinYield}));
    EXPECT_EQ(test::registeredMechanism("thread.native-spin").info().waitStrategies,
              (std::vector{W::Spin}));
    EXPECT_EQ(test::registeredMechanism("thread.semaphore").info().waitStrategies,
              (std::vector{W::Block}));
    EXPECT_EQ(test::registeredMechanism("thread.std-semaphore").info().waitStrategies,
              (std::vector{W::Block}));
    EXPECT_EQ(test::registeredMechanism("shm.spin").info().waitStrategies,
              (std::vector{W::Spin, W::SpinYield}));
    EXPECT_EQ(test::registeredMechanism("shm.semaphore").info().waitStrategies,
              (std::vector{W::Block}));
    for (const auto& id : kFamily) {
        EXPECT_TRUE(test::registeredMechanism(id).info().available) << id;
        EXPECT_GT(test::registeredMechanism(id).info().explanation.size(), 200u) << id;
    }
}

// The lock pattern is listed (info().patterns: what the picker, validation and presets read)
// by exactly the mechanisms that have a lock side, the one of their locality; every other
// mechanism is messages only.
TEST(LockMechanisms, TheLockPatternIsListedByExactlyTheMechanismsWithALockSide) {
    int lockMechanisms = 0;
    for (const auto& mechanism : MechanismRegistry::builtin().all()) {
        const MechanismInfo& info = mechanism->info();
        const bool threads = mechanism->threadLocks() != nullptr;
        const bool placed = mechanism->placedLocks() != nullptr;
        EXPECT_EQ(info.supports(Pattern::Lock), threads || placed) << info.id;
        EXPECT_FALSE(threads && placed) << info.id;
        if (threads) {
            EXPECT_FALSE(info.runsInPeerProcess()) << info.id;
        }
        if (placed) {
            EXPECT_TRUE(info.runsInPeerProcess()) << info.id;
        }
        lockMechanisms += threads || placed ? 1 : 0;
    }
    EXPECT_EQ(lockMechanisms, 7)
        << "thread.mutex, the four of our family for threads, shm.spin, shm.semaphore";
}

TEST(LockMechanisms, SemaphoreExplanationsSayHowEachWaits) {
    // thread.semaphore is the OS's semaphore, which sleeps at once; the C++20 one is apart and
    // says that it spins first, so a "block" label never hides a spin.
    const MechanismInfo& os = test::registeredMechanism("thread.semaphore").info();
    EXPECT_NE(os.title.find(platform::BlockingSemaphore::primitiveName()), std::string::npos)
        << os.title;
    EXPECT_NE(os.explanation.find("without spinning"), std::string::npos);
    const MechanismInfo& library = test::registeredMechanism("thread.std-semaphore").info();
    EXPECT_NE(library.title.find("std::counting_semaphore"), std::string::npos);
    EXPECT_NE(library.explanation.find("spins first"), std::string::npos);
    EXPECT_NE(library.explanation.find("sched_yield"), std::string::npos);
}

TEST(LockMechanisms, UnsupportedWaitStrategiesAreRefusedWithTheAllowedOnes) {
    auto spin = threadLocksOf("thread.spin").createLock(WaitStrategy::Block);
    ASSERT_FALSE(spin.ok());
    EXPECT_EQ(spin.error().code, ErrorCode::Unsupported);
    EXPECT_NE(spin.error().message.find("spin-yield"), std::string::npos) << spin.error().message;
    EXPECT_FALSE(threadLocksOf("thread.native-spin").createLock(WaitStrategy::SpinYield).ok());
    EXPECT_FALSE(threadLocksOf("thread.semaphore").createLock(WaitStrategy::Spin).ok());
    EXPECT_FALSE(threadLocksOf("thread.std-semaphore").createLock(WaitStrategy::SpinYield).ok());
    alignas(64) std::byte memory[256] = {};
    EXPECT_FALSE(placedLocksOf("shm.spin").placeLock(memory, true, WaitStrategy::Block).ok());
    EXPECT_FALSE(placedLocksOf("shm.semaphore").placeLock(memory, true, WaitStrategy::Spin).ok());
    ChannelOptions options;
    options.wait = WaitStrategy::Block;
    EXPECT_FALSE(test::registeredMechanism("thread.spin").open(options).ok());
    EXPECT_FALSE(test::registeredMechanism("shm.spin").open(options).ok());
    options.wait = WaitStrategy::Spin;
    EXPECT_FALSE(test::registeredMechanism("thread.semaphore").open(options).ok());
    EXPECT_FALSE(test::registeredMechanism("thread.std-semaphore").open(options).ok());
    EXPECT_FALSE(test::registeredMechanism("shm.semaphore").open(options).ok());
    EXPECT_FALSE(test::registeredMechanism("shm.semaphore").attach("/ipclab-none", options).ok());
}

// ---------------------------------------------------------------------------------------------
// Channels driven directly: both ends in this process (cross-process ones attached by name, as
// the peer would), so abort and errors can be provoked precisely.

struct ChannelCase {
    std::string mechanism;
    WaitStrategy wait;
};

std::vector<ChannelCase> channelCases() {
    std::vector<ChannelCase> cases;
    for (const auto& id : kFamily) {
        for (const WaitStrategy wait : test::registeredMechanism(id).info().waitStrategies) {
            cases.push_back({id, wait});
        }
    }
    return cases;
}

struct LockEnds {
    OpenedChannel opened;
    std::unique_ptr<Channel> peer;
    Channel& initiator() { return *opened.initiator; }
    Channel& responder() { return peer ? *peer : *opened.responder; }
};

LockEnds openBoth(const ChannelCase& c, std::size_t maxBytes) {
    ChannelOptions options;
    options.maxMessageBytes = maxBytes;
    options.wait = c.wait;
    Mechanism& subject = test::registeredMechanism(c.mechanism);
    auto opened = subject.open(options);
    if (!opened) {
        throw std::runtime_error(opened.error().message);
    }
    LockEnds ends{std::move(opened.value()), nullptr};
    if (subject.info().runsInPeerProcess()) {
        auto peer = subject.attach(ends.opened.peerArgument, options);
        if (!peer) {
            throw std::runtime_error(peer.error().message);
        }
        ends.peer = std::move(peer.value());
        auto connected = ends.initiator().completeConnection(std::chrono::seconds(5));
        if (!connected) {
            throw std::runtime_error(connected.error().message);
        }
    }
    return ends;
}

std::vector<std::byte> payload(std::size_t size, unsigned seed) {
    std::vector<std::byte> bytes(size);
    for (std::size_t i = 0; i < size; ++i) {
        bytes[i] = static_cast<std::byte>((i * 131 + seed * 7 + 3) & 0xff);
    }
    return bytes;
}

class LockChannel : public ::testing::TestWithParam<ChannelCase> {};

TEST_P(LockChannel, EchoesEveryMessageIntactAndInOrder) {
    constexpr std::size_t kSize = 1000;
    constexpr unsigned kMessages = 300;
    LockEnds ends = openBoth(GetParam(), kSize);
    auto echo = std::async(std::launch::async, [&] {
        std::vector<std::byte> buffer(kSize);
        for (unsigned i = 0; i < kMessages; ++i) {
            if (auto status = ends.responder().receive(buffer); !status) {
                return status;
            }
            if (auto status = ends.responder().send(buffer); !status) {
                return status;
            }
        }
        return Status{};
    });
    std::vector<std::byte> answer(kSize);
    for (unsigned i = 0; i < kMessages; ++i) {
        const auto message = payload(kSize, i);
        ASSERT_TRUE(ends.initiator().send(message).ok());
        ASSERT_TRUE(ends.initiator().receive(answer).ok());
        ASSERT_EQ(answer, message) << "message " << i;
    }
    const auto status = echo.get();
    EXPECT_TRUE(status.ok()) << status.error().message;
}

TEST_P(LockChannel, AbortUnblocksAWaitingReceiveAndLaterCalls) {
    LockEnds ends = openBoth(GetParam(), 64);
    auto blocked = std::async(std::launch::async, [&] {
        std::vector<std::byte> buffer(64);
        return ends.initiator().receive(buffer);
    });
    // Whether or not the receive is already waiting, it must end with Cancelled.
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    ends.initiator().abort();
    ASSERT_EQ(blocked.wait_for(std::chrono::seconds(20)), std::future_status::ready);
    const auto status = blocked.get();
    ASSERT_FALSE(status.ok());
    EXPECT_EQ(status.error().code, ErrorCode::Cancelled);
    std::vector<std::byte> buffer(64);
    EXPECT_FALSE(ends.responder().receive(buffer).ok());
    // The slot is free, but an aborted channel carries nothing more.
    EXPECT_FALSE(ends.responder().send(buffer).ok() && ends.responder().send(buffer).ok());
}

TEST_P(LockChannel, CarriesABurstOneWayInOrder) {
    // The sender runs ahead until the slot is full, so it waits for 'empty' as often as the
    // receiver waits for 'full': both directions of every wait are exercised.
    constexpr std::size_t kSize = 256;
    constexpr unsigned kMessages = 300;
    LockEnds ends = openBoth(GetParam(), kSize);
    auto sender = std::async(std::launch::async, [&] {
        for (unsigned i = 0; i < kMessages; ++i) {
            if (auto status = ends.initiator().send(payload(kSize, i)); !status) {
                return status;
            }
        }
        return Status{};
    });
    std::vector<std::byte> buffer(kSize);
    for (unsigned i = 0; i < kMessages; ++i) {
        ASSERT_TRUE(ends.responder().receive(buffer).ok()) << "message " << i;
        ASSERT_EQ(buffer, payload(kSize, i)) << "message " << i << " lost, repeated or corrupted";
    }
    const auto status = sender.get();
    EXPECT_TRUE(status.ok()) << status.error().message;
}

TEST_P(LockChannel, AbortUnblocksASendWaitingForTheSlot) {
    LockEnds ends = openBoth(GetParam(), 64);
    std::vector<std::byte> message(64);
    ASSERT_TRUE(ends.initiator().send(message).ok());  // fills the slot; nobody empties it
    auto blocked = std::async(std::launch::async, [&] { return ends.initiator().send(message); });
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    ends.responder().abort();  // either end may abort
    ASSERT_EQ(blocked.wait_for(std::chrono::seconds(20)), std::future_status::ready);
    const auto status = blocked.get();
    ASSERT_FALSE(status.ok());
    EXPECT_EQ(status.error().code, ErrorCode::Cancelled);
}

TEST_P(LockChannel, RefusesOversizedAndWronglySizedMessages) {
    LockEnds ends = openBoth(GetParam(), 64);
    std::vector<std::byte> big(65);
    auto tooBig = ends.initiator().send(big);
    ASSERT_FALSE(tooBig.ok());
    EXPECT_EQ(tooBig.error().code, ErrorCode::InvalidArgument);
    std::vector<std::byte> message(32);
    ASSERT_TRUE(ends.initiator().send(message).ok());
    std::vector<std::byte> expected(48);
    auto wrong = ends.responder().receive(expected);
    ASSERT_FALSE(wrong.ok());
    EXPECT_EQ(wrong.error().code, ErrorCode::ProtocolError);
    EXPECT_NE(wrong.error().message.find("32"), std::string::npos) << wrong.error().message;
}

INSTANTIATE_TEST_SUITE_P(OurFamily, LockChannel, ::testing::ValuesIn(channelCases()),
                         [](const ::testing::TestParamInfo<ChannelCase>& info) {
                             return caseName(info.param.mechanism + "_" +
                                             std::string(toString(info.param.wait)));
                         });

TEST(ShmLockChannels, AttachRefusesMissingAndForeignSegments) {
    ChannelOptions options;
    options.maxMessageBytes = 64;
    options.wait = WaitStrategy::Spin;
    auto missing =
        test::registeredMechanism("shm.spin").attach("/ipclab-spin-0000000000000000", options);
    ASSERT_FALSE(missing.ok());
    EXPECT_NE(missing.error().message.find("shm.spin"), std::string::npos);

    // A shm.spin segment is not a shm.semaphore channel, and sizes must agree.
    auto opened = test::registeredMechanism("shm.spin").open(options);
    ASSERT_TRUE(opened.ok()) << opened.error().message;
    options.wait = WaitStrategy::Block;
    auto foreign = test::registeredMechanism("shm.semaphore").attach(opened->peerArgument, options);
    ASSERT_FALSE(foreign.ok());  // too small for its layout, or the wrong magic
    EXPECT_NE(foreign.error().message.find("shm.semaphore"), std::string::npos)
        << foreign.error().message;
    options.wait = WaitStrategy::Spin;
    options.maxMessageBytes = 32;
    auto wrongSize = test::registeredMechanism("shm.spin").attach(opened->peerArgument, options);
    ASSERT_FALSE(wrongSize.ok());
    EXPECT_EQ(wrongSize.error().code, ErrorCode::ProtocolError);
}

TEST(ShmLockChannels, CompleteConnectionTimesOutWithoutAPeer) {
    ChannelOptions options;
    options.wait = WaitStrategy::Block;
    auto opened = test::registeredMechanism("shm.semaphore").open(options);
    ASSERT_TRUE(opened.ok()) << opened.error().message;
    auto status = opened->initiator->completeConnection(std::chrono::milliseconds(20));
    ASSERT_FALSE(status.ok());
    EXPECT_EQ(status.error().code, ErrorCode::Timeout);
}

// ---------------------------------------------------------------------------------------------
// Through the runner: limits, and no segment left behind.

TEST(LockMechanisms, SizesBeyondTheLimitAreRefusedWithTheLimit) {
    for (const auto& id : kFamily) {
        auto experiment = test::smallExperiment(
            {id}, Pattern::PingPong, {test::registeredMechanism(id).info().maxBytes + 1});
        Runner runner(test::testRunnerOptions());
        test::RecordingObserver observer;
        std::string error;
        const auto result = runner.run(experiment, observer, &error);
        EXPECT_TRUE(result.points.empty()) << id;
        EXPECT_NE(error.find(formatBytes(test::registeredMechanism(id).info().maxBytes)),
                  std::string::npos)
            << id << ": " << error;
    }
}

/// Our segments in /dev/shm (Linux); nullopt where the OS has no such folder to look at.
std::optional<std::set<std::string>> ourSegments() {
    const std::filesystem::path folder = "/dev/shm";
    std::error_code error;
    if (!std::filesystem::is_directory(folder, error)) {
        return std::nullopt;
    }
    std::set<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind("ipclab-spin-", 0) == 0 || name.rfind("ipclab-sema-", 0) == 0) {
            names.insert(name);
        }
    }
    return names;
}

void expectNothingLeft(const std::optional<std::set<std::string>>& before) {
    if (const int children = countChildProcesses(); children >= 0) {
        EXPECT_EQ(children, 0) << "a peer process was left behind";
    }
    const auto after = ourSegments();
    if (!before || !after) {
        return;  // no /dev/shm here: Windows mappings die with their last handle anyway
    }
    std::vector<std::string> added;
    std::set_difference(after->begin(), after->end(), before->begin(), before->end(),
                        std::back_inserter(added));
    EXPECT_TRUE(added.empty()) << "left in /dev/shm: " << added.front();
}

class ShmCleanup : public ::testing::TestWithParam<std::string> {};

TEST_P(ShmCleanup, NoSegmentAfterSuccess) {
    const auto before = ourSegments();
    auto experiment = test::smallExperiment({GetParam()}, Pattern::PingPong, {4, 4096});
    Runner runner(test::testRunnerOptions());
    test::RecordingObserver observer;
    const auto result = runner.run(experiment, observer);
    EXPECT_TRUE(result.allOk());
    expectNothingLeft(before);
}

TEST_P(ShmCleanup, NoSegmentAfterCancel) {
    const auto before = ourSegments();
    auto experiment = test::smallExperiment({GetParam()}, Pattern::PingPong, {64});
    experiment.iterations = 10'000'000;
    experiment.repetitions = 100;
    experiment.verifyPayload = false;
    Runner runner(test::testRunnerOptions());
    test::RecordingObserver observer;
    std::promise<void> started;
    bool signalled = false;
    observer.onProgress = [&](const RunProgress&) {
        if (!signalled) {
            signalled = true;
            started.set_value();
        }
    };
    auto running = std::async(std::launch::async, [&] { return runner.run(experiment, observer); });
    started.get_future().wait();
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    runner.cancel();
    ASSERT_EQ(running.wait_for(std::chrono::seconds(30)), std::future_status::ready);
    const auto result = running.get();
    ASSERT_EQ(result.points.size(), 1u);
    EXPECT_FALSE(result.points[0].ok);
    expectNothingLeft(before);
}

TEST_P(ShmCleanup, NoSegmentAfterThePeerDies) {
    const auto before = ourSegments();
    auto experiment = test::smallExperiment({GetParam()}, Pattern::PingPong, {64});
    experiment.peerTimeoutMs = 1000;  // a spinning side notices only through the watchdog
    auto options = test::testRunnerOptions();
    options.peerFault = "die-after=20";
    Runner runner(options);
    test::RecordingObserver observer;
    const auto result = runner.run(experiment, observer);
    ASSERT_EQ(result.points.size(), 1u);
    EXPECT_FALSE(result.points[0].ok);
    // The point failed because the peer died (the fault's exit code), not for another reason
    // that would leave this test's question, what a dead peer leaves, unasked.
    EXPECT_NE(result.points[0].error.english().find("exit code 86"), std::string::npos)
        << result.points[0].error.english();
    expectNothingLeft(before);
}

INSTANTIATE_TEST_SUITE_P(SharedMemoryLocks, ShmCleanup,
                         ::testing::Values("shm.spin", "shm.semaphore"),
                         [](const auto& info) { return caseName(info.param); });

}  // namespace
}  // namespace ipclab
