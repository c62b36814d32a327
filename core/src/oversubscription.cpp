#include "ipclab/oversubscription.hpp"

#include <cmath>
#include <cstdio>

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
    std::string evidence;
    if (runnableKnown) {
        evidence = figure(c.runnableThreads) + " runnable threads on " +
                   std::to_string(c.logicalCpus) + (c.logicalCpus == 1 ? " CPU" : " CPUs");
    }
    if (preemptionsKnown) {
        if (!evidence.empty()) {
            evidence += ", ";
        }
        if (c.messages > 0) {
            evidence += figure(1000.0 * static_cast<double>(c.preemptions) /
                               static_cast<double>(c.messages)) +
                        " involuntary switches per 1000 messages";
        } else {
            evidence += std::to_string(c.preemptions) + " involuntary switches in " +
                        std::to_string(c.rounds) + (c.rounds == 1 ? " round" : " rounds");
        }
    }
    verdict.text = "spinning on an oversubscribed machine (" + evidence +
                   "): spin figures here are not what an idle machine shows; " +
                   (c.wait == WaitStrategy::SpinBlock ? "compare --wait block"
                                                      : "try --wait spin-block or block");
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
