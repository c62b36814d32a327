#include "ipclab/oversubscription.hpp"

#include <cmath>
#include <cstdio>
#include <vector>

namespace ipclab {

namespace {

// Up to three significant digits, trailing zeros dropped ("4", "3.5", "12.3", "0.25").
std::string figure(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.3g", value);
    return text;
}

}  // namespace

OversubscriptionVerdict judgeOversubscription(const SpinContention& c) {
    OversubscriptionVerdict verdict;
    if (c.wait == WaitStrategy::Block) {
        return verdict;  // a sleeping waiter gives its CPU away: nothing spins
    }
    const bool runnableKnown = c.runnableThreads >= 0 && c.logicalCpus > 0;
    const bool preemptionsKnown = c.preemptions >= 0 && c.rounds > 0;
    const bool crowded = runnableKnown && c.runnableThreads > c.logicalCpus;
    const bool preempted = preemptionsKnown && c.preemptions > 0 && c.preemptions >= c.rounds;
    if (!crowded && !preempted) {
        return verdict;
    }
    verdict.oversubscribed = true;
    std::vector<Text> evidence;
    if (runnableKnown) {
        evidence.emplace_back(
            IPCLAB_TR_N_NOOP("ipclab::CoreMessages", "%1 runnable threads on %n CPU(s)"),
            std::vector<TextArg>{numberArg(c.runnableThreads, figure(c.runnableThreads))},
            c.logicalCpus);
    }
    if (preemptionsKnown && c.messages > 0) {
        const double perThousand =
            1000.0 * static_cast<double>(c.preemptions) / static_cast<double>(c.messages);
        evidence.emplace_back(
            IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 involuntary switches per 1000 messages"),
            std::vector<TextArg>{numberArg(perThousand, figure(perThousand))});
    } else if (preemptionsKnown) {
        evidence.emplace_back(
            IPCLAB_TR_N_NOOP("ipclab::CoreMessages", "%1 involuntary switches in %n round(s)"),
            std::vector<TextArg>{integerArg(c.preemptions)}, c.rounds);
    }
    verdict.text =
        c.wait == WaitStrategy::SpinBlock
            ? Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                  "spinning on an oversubscribed machine (%1): spin figures here "
                                  "are not what an idle machine shows; compare --wait block"),
                   {listArg(std::move(evidence))})
            : Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                  "spinning on an oversubscribed machine (%1): spin figures here "
                                  "are not what an idle machine shows; try --wait spin-block or "
                                  "block"),
                   {listArg(std::move(evidence))});
    return verdict;
}

OversubscriptionVerdict judgeOversubscription(const PointResult& point) {
    SpinContention c;
    c.wait = point.waitStrategy;
    c.runnableThreads = point.contention.runnableThreads;
    c.logicalCpus = point.contention.logicalCpus;
    c.preemptions = point.initiatorPreemptions;
    c.messages = point.contention.messages;
    c.rounds = point.reliability.rounds;
    return judgeOversubscription(c);
}

}  // namespace ipclab
