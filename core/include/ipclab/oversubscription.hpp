#pragma once
/// Whether a spinning point ran on an oversubscribed machine: more threads wanted a CPU than
/// there were CPUs, so a spinning party shared its CPU with other work and its figure measures
/// the scheduler's time slices, not the mechanism (issue 11: shm.ring spinning at 0.2 GB/s,
/// below a pipe, on a busy 2-vCPU machine). A pure function of what the point recorded.
#include <cstdint>
#include <string>

#include "ipclab/experiment.hpp"
#include "ipclab/result.hpp"
#include "ipclab/text.hpp"

namespace ipclab {

/// What oversubscribed() looks at, all from one point.
struct SpinContention {
    WaitStrategy wait = WaitStrategy::Block;
    /// CpuContention::runnableThreads and logicalCpus (-1 / 0: unknown).
    double runnableThreads = -1;
    int logicalCpus = 0;
    /// Involuntary context switches of the measuring party over the point (-1: unknown), the
    /// messages they were counted over (0: unknown) and the point's rounds.
    std::int64_t preemptions = -1;
    std::uint64_t messages = 0;
    int rounds = 0;
};

struct OversubscriptionVerdict {
    bool oversubscribed = false;
    /// What to tell the student (empty when not oversubscribed), e.g. "spinning on an
    /// oversubscribed machine (4 runnable threads on 2 CPUs, 12 involuntary switches per 1000
    /// messages): spin figures here are not what an idle machine shows; try the wait spin-block
    /// or block".
    Text text;
};

/// The rule: only a spinning wait (spin, spin-yield, spin-block) is judged; it is oversubscribed
/// when more threads were runnable than there are CPUs (the point's own parties count: they are
/// what spins), or when the measuring party was preempted at least once per round (a spinner
/// alone on its CPU is hardly ever preempted: nothing else wants that CPU). Either sign alone
/// suffices; an unknown one says nothing.
OversubscriptionVerdict judgeOversubscription(const SpinContention& contention);

/// The same for a point as measured or read from a file.
OversubscriptionVerdict judgeOversubscription(const PointResult& point);

}  // namespace ipclab
