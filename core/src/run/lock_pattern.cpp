#include "run/lock_pattern.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <new>
#include <thread>

#include "ipclab/mechanism_registry.hpp"
#include "ipclab/peer_request.hpp"
#include "ipclab/platform/clock.hpp"
#include "ipclab/platform/cpu.hpp"
#include "ipclab/platform/names.hpp"
#include "ipclab/platform/process.hpp"
#include "ipclab/platform/shared_memory.hpp"
#include "run/responder.hpp"
#include "run/watchdog.hpp"

namespace ipclab::detail {

namespace {

using std::chrono::milliseconds;

constexpr std::uint32_t kAbortRound = 0xffffffffu;
constexpr std::uint64_t kAbortCheckMask = 1023;  // parties look for an abort every 1024 ops
constexpr milliseconds kPollInterval{1};

/// Where the parties meet; in shared memory for processes, on the heap for threads. Each
/// field the parties write has a cache line of its own, so the coordination does not add
/// false sharing to the lock under test.
struct alignas(64) LockArena {
    alignas(64) std::atomic<std::uint32_t> attached{0};
    alignas(64) std::atomic<std::uint32_t> round{0};  ///< Repetition n starts at n + 1.
    alignas(64) std::atomic<std::uint32_t> finished{0};
    alignas(64) std::uint64_t counter = 0;  ///< Only ever touched while holding the lock.
    struct alignas(64) PartyTimes {
        std::atomic<std::int64_t> startNs{0};
        std::atomic<std::int64_t> endNs{0};
        /// Moves every kAbortCheckMask + 1 operations: the coordinator's timeout bounds a
        /// party's silence, not a whole repetition (a healthy 100-million-operation run
        /// outlasts any peer timeout). Written by its party only, on the party's own line.
        std::atomic<std::uint64_t> progress{0};
    };
    PartyTimes times[kMaxParties];
    static_assert(std::atomic<std::uint32_t>::is_always_lock_free,
                  "the arena's atomics must work across processes");
    static_assert(std::atomic<std::int64_t>::is_always_lock_free,
                  "the arena's atomics must work across processes");
};

constexpr std::size_t kLockOffset = (sizeof(LockArena) + 63) / 64 * 64;

/// Acquire/release `count` times, incrementing the arena's counter inside the lock when
/// `kCount`; false if aborted on the way. Two instantiations, so that the bare loop's body holds
/// nothing but the two calls (no test of a flag between them).
template <bool kCount>
bool hammerLoop(Lock& lock, LockArena& arena, std::atomic<std::uint64_t>& progress,
                std::uint64_t count) {
    for (std::uint64_t i = 0; i < count; ++i) {
        if ((i & kAbortCheckMask) == 0) {
            // One party writes it: a plain increment, no read-modify-write on the bus.
            progress.store(progress.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
            if (arena.round.load(std::memory_order_relaxed) == kAbortRound) {
                return false;
            }
        }
        lock.acquire();
        if constexpr (kCount) {
            ++arena.counter;
        }
        lock.release();
    }
    return true;
}

bool hammer(Lock& lock, LockArena& arena, int party, std::uint64_t count, bool counting) {
    auto& progress = arena.times[party].progress;
    return counting ? hammerLoop<true>(lock, arena, progress, count)
                    : hammerLoop<false>(lock, arena, progress, count);
}

/// Waits (yielding, so that parties sharing one CPU all get there) until round `go` starts;
/// false when the point was aborted instead.
bool awaitRound(LockArena& arena, std::uint32_t go) {
    std::uint32_t round;
    while ((round = arena.round.load(std::memory_order_acquire)) < go) {
        platform::yieldThread();
    }
    return round != kAbortRound;
}

/// One party's whole life: warm up, then for each round wait for its start, run, stamp. The
/// bare loop increments nothing, so its mutual exclusion is checked in a counted round of
/// bareCheckOperations() before the timed ones: every party at once, with the counter loop,
/// outside the timed region. It shows the lock excludes under the same contention; it cannot
/// show that no timed acquisition overlapped, which only a counter inside the timed loop can.
bool runParty(Lock& lock, LockArena& arena, int party, const LockPlan& plan) {
    const bool bare = plan.loop == LockLoop::Bare;
    if (!hammer(lock, arena, party, plan.warmup, !bare)) {
        return false;
    }
    arena.attached.fetch_add(1);
    std::uint32_t round = 0;
    if (bare) {
        if (!awaitRound(arena, ++round) ||
            !hammer(lock, arena, party, bareCheckOperations(plan.iterations), true)) {
            return false;
        }
        arena.finished.fetch_add(1, std::memory_order_acq_rel);
    }
    for (int repetition = 0; repetition < plan.repetitions; ++repetition) {
        if (!awaitRound(arena, ++round)) {
            return false;
        }
        arena.times[party].startNs.store(platform::nowNs(), std::memory_order_relaxed);
        if (!hammer(lock, arena, party, plan.iterations, !bare)) {
            return false;
        }
        arena.times[party].endNs.store(platform::nowNs(), std::memory_order_relaxed);
        arena.finished.fetch_add(1, std::memory_order_acq_rel);
    }
    return true;
}

int cpuOfParty(const std::vector<int>& cpus, Placement placement, int party) {
    switch (placement) {
        case Placement::SameCore:
            return cpus[0];
        case Placement::CrossCore:
            return cpus[static_cast<std::size_t>(party) % cpus.size()];
        case Placement::Unpinned:
        case Placement::Auto:  // resolved per point before (placementFor)
            break;
    }
    return -1;
}

/// The coordinator: starts each repetition, waits for every party, times and checks it.
class LockPointRun {
  public:
    LockPointRun(Mechanism& mechanism, const Experiment& experiment, const RunnerOptions& options,
                 const std::atomic<bool>& cancel)
        : m_mechanism(mechanism),
          m_experiment(experiment),
          m_options(options),
          m_cancel(cancel),
          m_wait(experiment.waitStrategy.value_or(mechanism.info().waitStrategies.front())) {
        m_point.mechanism = mechanism.info().id;
        m_point.pattern = Pattern::Lock;
        m_point.placement = experiment.placement;
        m_point.sizeBytes = 0;
        m_point.waitStrategy = m_wait;
    }

    PointResult run(const std::function<void(int)>& repetitionDone) {
        PointFailure problem =
            m_mechanism.info().runsInPeerProcess() ? startProcesses() : startThreads();
        if (problem.empty()) {
            problem = coordinate(repetitionDone);
        }
        if (!problem.empty() && m_arena != nullptr) {
            arena().round.store(kAbortRound, std::memory_order_release);
            if (m_parties) {
                m_parties->kill();
            }
        }
        if (m_parties) {
            (void)m_parties->finish(Ending{});  // a party's problem is already in `problem`
        }
        aggregatePoint(m_point, {});
        m_point.ok = problem.empty();
        m_point.error = std::move(problem);
        return std::move(m_point);
    }

  private:
    LockArena& arena() { return *m_arena; }

    LockPlan plan() const {
        return {m_experiment.warmup, m_experiment.iterations, m_experiment.repetitions,
                m_experiment.lockLoop};
    }

    std::vector<int> partyCpus() const {
        const auto cpus = platform::allowedCpus();
        std::vector<int> partyCpus;
        for (int party = 0; party < m_experiment.parties; ++party) {
            partyCpus.push_back(cpuOfParty(cpus, m_experiment.placement, party));
        }
        return partyCpus;
    }

    PointFailure startThreads() {
        ThreadLocks* locks = m_mechanism.threadLocks();
        if (locks == nullptr) {
            return {FailureKind::OpenFailed,
                    Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 has no lock for threads"),
                         {verbatimArg(m_mechanism.info().id)})};
        }
        auto lock = locks->createLock(m_wait);
        if (!lock) {
            return {FailureKind::OpenFailed, errorText(lock.error())};
        }
        m_lock = std::move(lock.value());
        m_heapArena = std::make_unique<LockArena>();
        m_arena = m_heapArena.get();
        auto threads = std::make_unique<ThreadResponder>();
        ThreadResponder& parties = *threads;
        m_parties = std::move(threads);
        parties.start(partyCpus(), [this, &parties](int party, const Status& pinned) -> Status {
            if (!pinned) {
                parties.reportTrouble(Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                          "cannot pin the threads to their CPUs")));
            }
            runParty(*m_lock, arena(), party, plan());
            return {};
        });
        return {};
    }

    PointFailure startProcesses() {
        PlacedLocks* locks = m_mechanism.placedLocks();
        if (locks == nullptr) {
            return {FailureKind::OpenFailed,
                    Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 has no lock in shared memory"),
                         {verbatimArg(m_mechanism.info().id)})};
        }
        const std::size_t bytes = kLockOffset + locks->lockBytes();
        auto memory = platform::SharedMemory::create(platform::uniqueObjectName("lock"), bytes);
        if (!memory) {
            return {
                FailureKind::OpenFailed,
                Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "cannot create the shared memory: %1"),
                     {textArg(errorText(memory.error()))})};
        }
        m_memory = std::move(memory.value());
        m_arena = new (m_memory.data()) LockArena();
        auto* lockMemory = static_cast<unsigned char*>(m_memory.data()) + kLockOffset;
        auto lock = locks->placeLock(lockMemory, true, m_wait);
        if (!lock) {
            return {FailureKind::OpenFailed, errorText(lock.error())};
        }
        m_lock = std::move(lock.value());

        std::vector<PeerCommand> parties;
        const std::vector<int> cpus = partyCpus();
        for (int party = 0; party < m_experiment.parties; ++party) {
            LockPartyRequest request;
            request.mechanism = m_point.mechanism;
            request.arenaName = m_memory.name();
            request.arenaBytes = bytes;
            request.party = party;
            static_cast<PointCounts&>(request) = {m_experiment.warmup, m_experiment.iterations,
                                                  m_experiment.repetitions};
            request.wait = m_wait;
            request.cpu = cpus[static_cast<std::size_t>(party)];
            request.loop = m_experiment.lockLoop;
            parties.emplace_back(std::move(request));
        }
        auto processes = std::make_unique<ProcessResponder>();
        auto status = processes->start(m_options.peerExecutable, parties);
        m_parties = std::move(processes);
        return status ? PointFailure() : PointFailure::from(status.error());
    }

    // The sum of the parties' progress counts: moves while any party is working.
    std::uint64_t partiesProgress() {
        std::uint64_t sum = 0;
        for (int party = 0; party < m_experiment.parties; ++party) {
            sum += arena().times[party].progress.load(std::memory_order_relaxed);
        }
        return sum;
    }

    // Waits until `done()` holds, polling gently (the coordinator must not take a CPU from
    // the parties), watching for cancel, a party in trouble and the timeout.
    template <class Done>
    PointFailure waitFor(Watchdog& watchdog, Done done, const char* timedOut) {
        watchdog.rearm();
        while (!done()) {
            switch (watchdog.check(partiesProgress())) {
                case StopReason::None:
                    break;
                case StopReason::Cancelled:
                    return PointFailure::cancelled();
                case StopReason::PeerDied:
                    return {FailureKind::PeerDied, watchdog.trouble()};
                case StopReason::Timeout:
                    return {FailureKind::PeerTimeout,
                            Text(timedOut, {integerArg(m_experiment.peerTimeoutMs)})};
            }
            std::this_thread::sleep_for(kPollInterval);
        }
        return {};
    }

    // Starts round `round` and waits until every party has finished it.
    PointFailure runRound(Watchdog& watchdog, std::uint32_t round) {
        arena().round.store(round, std::memory_order_release);
        const auto target = static_cast<std::uint32_t>(m_experiment.parties) * round;
        return waitFor(
            watchdog, [&] { return arena().finished.load(std::memory_order_acquire) == target; },
            IPCLAB_TR_NOOP("ipclab::CoreMessages",
                           "the parties did not finish a repetition within %1 ms (peer timeout)"));
    }

    PointFailure checkCounter(std::uint64_t expected) {
        if (arena().counter == expected) {
            return {};
        }
        return {FailureKind::MechanismError,
                Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                    "mutual exclusion failed: the counter reads %1, expected %2"),
                     {integerArg(static_cast<std::int64_t>(arena().counter)),
                      integerArg(static_cast<std::int64_t>(expected))})};
    }

    PointFailure coordinate(const std::function<void(int)>& repetitionDone) {
        const auto parties = static_cast<std::uint64_t>(m_experiment.parties);
        Watchdog watchdog(m_cancel, *m_parties, milliseconds(m_experiment.peerTimeoutMs));
        if (auto problem = waitFor(
                watchdog, [&] { return arena().attached.load() == parties; },
                IPCLAB_TR_NOOP(
                    "ipclab::CoreMessages",
                    "the parties did not start and warm up within %1 ms (peer timeout)"));
            !problem.empty()) {
            return problem;
        }
        const bool bare = m_experiment.lockLoop == LockLoop::Bare;
        std::uint32_t round = 0;
        if (bare) {  // the counted round that checks the bare loop's lock (runParty)
            if (auto problem = runRound(watchdog, ++round); !problem.empty()) {
                return problem;
            }
            if (auto problem = checkCounter(parties * bareCheckOperations(m_experiment.iterations));
                !problem.empty()) {
                return problem;
            }
        }
        const std::uint64_t operations = parties * m_experiment.iterations;
        for (int repetition = 0; repetition < m_experiment.repetitions; ++repetition) {
            if (auto problem = runRound(watchdog, ++round); !problem.empty()) {
                return problem;
            }
            const auto done = static_cast<std::uint64_t>(repetition + 1);
            if (!bare) {
                if (auto problem = checkCounter(parties * m_experiment.warmup + operations * done);
                    !problem.empty()) {
                    return problem;
                }
            }
            recordRepetition(repetition, operations);
            repetitionDone(repetition + 1);
        }
        return {};
    }

    void recordRepetition(int repetition, std::uint64_t operations) {
        std::int64_t first = INT64_MAX, last = INT64_MIN;
        for (int party = 0; party < m_experiment.parties; ++party) {
            first = std::min(first, arena().times[party].startNs.load());
            last = std::max(last, arena().times[party].endNs.load());
        }
        RepetitionResult result;
        result.index = repetition;
        result.elapsedNs = static_cast<double>(last - first);
        result.nsPerOperation = result.elapsedNs / static_cast<double>(operations);
        m_point.repetitions.push_back(result);
    }

    Mechanism& m_mechanism;
    const Experiment& m_experiment;
    const RunnerOptions& m_options;
    const std::atomic<bool>& m_cancel;
    const WaitStrategy m_wait;
    PointResult m_point;

    platform::SharedMemory m_memory;
    std::unique_ptr<LockArena> m_heapArena;
    LockArena* m_arena = nullptr;
    std::shared_ptr<Lock> m_lock;  // Destroyed after the parties (declared after m_memory).
    std::unique_ptr<Responder> m_parties;
};

}  // namespace

PointResult runLockPoint(Mechanism& mechanism, const Experiment& experiment,
                         const RunnerOptions& options, const std::atomic<bool>& cancel,
                         const std::function<void(int)>& repetitionDone) {
    LockPointRun run(mechanism, experiment, options, cancel);
    return run.run(repetitionDone);
}

std::uint64_t bareCheckOperations(std::uint64_t iterations) {
    return std::clamp<std::uint64_t>(iterations, kMinBareCheckOperations, kMaxBareCheckOperations);
}

std::size_t lockArenaHeaderBytes() {
    return kLockOffset;
}

int runLockParty(const LockPartyRequest& request) {
    Mechanism* mechanism = MechanismRegistry::builtin().find(request.mechanism);
    PlacedLocks* locks = mechanism != nullptr ? mechanism->placedLocks() : nullptr;
    if (locks == nullptr) {
        std::fprintf(stderr, "ipclab-peer: no cross-process lock \"%s\"\n",
                     request.mechanism.c_str());
        return 2;
    }
    if (request.cpu >= 0) {
        if (auto pinned = platform::pinCurrentThread(request.cpu); !pinned) {
            std::fprintf(stderr, "ipclab-peer: %s\n", pinned.error().message.c_str());
            return 1;
        }
    }
    if (request.arenaBytes < kLockOffset + locks->lockBytes()) {
        std::fprintf(
            stderr, "ipclab-peer: a lock arena of %zu bytes holds no \"%s\" (%zu needed)\n",
            request.arenaBytes, request.mechanism.c_str(), kLockOffset + locks->lockBytes());
        return 2;
    }
    auto memory = platform::SharedMemory::open(request.arenaName, request.arenaBytes);
    if (!memory) {
        std::fprintf(stderr, "ipclab-peer: %s\n", memory.error().message.c_str());
        return 1;
    }
    auto& arena = *static_cast<LockArena*>(memory->data());
    auto* lockMemory = static_cast<unsigned char*>(memory->data()) + kLockOffset;
    auto lock = locks->placeLock(lockMemory, false, request.wait);
    if (!lock) {
        std::fprintf(stderr, "ipclab-peer: %s\n", lock.error().message.c_str());
        return 1;
    }
    const LockPlan plan{request.warmup, request.iterations, request.repetitions, request.loop};
    const bool completed = runParty(*lock.value(), arena, request.party, plan);
    return completed ? 0 : 1;
}

}  // namespace ipclab::detail
