// The oversubscription rule (oversubscription.hpp) as a pure function: given runnable threads,
// CPUs and preemption counts, the verdict and the sentence the student reads.
#include "ipclab/oversubscription.hpp"

#include <gtest/gtest.h>

namespace ipclab {
namespace {

SpinContention busyTwoCpus(WaitStrategy wait) {
    SpinContention c;
    c.wait = wait;
    c.runnableThreads = 4;
    c.logicalCpus = 2;
    c.preemptions = 30;
    c.messages = 2500;
    c.rounds = 5;
    return c;
}

TEST(Oversubscription, MoreRunnableThreadsThanCpusIsSaidWithBothFigures) {
    const OversubscriptionVerdict verdict = judgeOversubscription(busyTwoCpus(WaitStrategy::Spin));
    EXPECT_TRUE(verdict.oversubscribed);
    // 30 switches over 2500 messages = 12 per 1000.
    EXPECT_EQ(english(verdict.text),
              "spinning on an oversubscribed machine (4 runnable threads on 2 CPUs, 12 "
              "involuntary switches per 1000 messages): spin figures here are not what an idle "
              "machine shows; try the wait spin-block or block");
}

TEST(Oversubscription, EverySpinningWaitIsJudgedButBlockIsNot) {
    EXPECT_TRUE(judgeOversubscription(busyTwoCpus(WaitStrategy::SpinYield)).oversubscribed);
    const OversubscriptionVerdict spinBlock =
        judgeOversubscription(busyTwoCpus(WaitStrategy::SpinBlock));
    EXPECT_TRUE(spinBlock.oversubscribed);
    EXPECT_NE(english(spinBlock.text).find("; compare the wait block"), std::string::npos)
        << english(spinBlock.text);
    EXPECT_EQ(english(spinBlock.text).find("try the wait spin-block"), std::string::npos)
        << english(spinBlock.text);
    const OversubscriptionVerdict block = judgeOversubscription(busyTwoCpus(WaitStrategy::Block));
    EXPECT_FALSE(block.oversubscribed) << "a sleeping waiter gives its CPU away";
    EXPECT_TRUE(english(block.text).empty());
}

TEST(Oversubscription, AsManyRunnableThreadsAsCpusAndFewPreemptionsIsAnIdleMachine) {
    SpinContention c = busyTwoCpus(WaitStrategy::Spin);
    c.runnableThreads = 2;  // the two spinning parties themselves
    c.preemptions = 4;      // fewer than one per round
    EXPECT_FALSE(judgeOversubscription(c).oversubscribed);
    c.runnableThreads = 2.5;  // half the looks saw a third thread
    const OversubscriptionVerdict verdict = judgeOversubscription(c);
    EXPECT_TRUE(verdict.oversubscribed);
    EXPECT_NE(english(verdict.text)
                  .find("(2.5 runnable threads on 2 CPUs, 1.6 involuntary switches per "
                        "1000 messages)"),
              std::string::npos)
        << english(verdict.text);
}

TEST(Oversubscription, PreemptionsAloneSufficeAboutOncePerRound) {
    SpinContention c = busyTwoCpus(WaitStrategy::Spin);
    c.runnableThreads = -1;  // not Linux, or an older file
    c.logicalCpus = 0;
    c.preemptions = 5;
    EXPECT_EQ(english(judgeOversubscription(c).text),
              "spinning on an oversubscribed machine (2 involuntary switches per 1000 "
              "messages): spin figures here are not what an idle machine shows; try the wait "
              "spin-block or block");
    c.messages = 0;  // a file without the message count
    EXPECT_EQ(english(judgeOversubscription(c).text),
              "spinning on an oversubscribed machine (5 involuntary switches in 5 rounds): spin "
              "figures here are not what an idle machine shows; try the wait spin-block or block");
    c.preemptions = 4;
    EXPECT_FALSE(judgeOversubscription(c).oversubscribed);
}

TEST(Oversubscription, NothingKnownSaysNothing) {
    SpinContention c;
    c.wait = WaitStrategy::Spin;
    EXPECT_FALSE(judgeOversubscription(c).oversubscribed);
    c.runnableThreads = 9;  // CPUs unknown: no comparison
    EXPECT_FALSE(judgeOversubscription(c).oversubscribed);
}

TEST(Oversubscription, APointIsJudgedByWhatItRecorded) {
    PointResult point;
    point.waitStrategy = WaitStrategy::Spin;
    point.reliability.rounds = 3;
    point.initiatorPreemptions = 0;
    point.contention.runnableThreads = 5;
    point.contention.logicalCpus = 2;
    point.contention.messages = 1000;
    const OversubscriptionVerdict verdict = judgeOversubscription(point);
    EXPECT_TRUE(verdict.oversubscribed);
    EXPECT_NE(english(verdict.text)
                  .find("(5 runnable threads on 2 CPUs, 0 involuntary switches per 1000 "
                        "messages)"),
              std::string::npos)
        << english(verdict.text);
}

}  // namespace
}  // namespace ipclab
