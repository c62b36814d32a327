// The runner's small parts on their own: the watchdog's verdicts, how a thread responder's end is
// told, and the summary of a repetition (hand-computed values; no peer process, no timing).
#include <gtest/gtest.h>

#include <thread>

#include "run/responder.hpp"
#include "run/round_summary.hpp"
#include "run/watchdog.hpp"

namespace ipclab::detail {
namespace {

using std::chrono::milliseconds;

class FakeResponder final : public Responder {
  public:
    Text trouble() override { return m_trouble; }
    void kill() noexcept override {}
    ResponderEnd finish(const Ending&) override { return {}; }

    Text m_trouble;
};

TEST(Watchdog, CancelComesFirstThenTroubleThenTheBound) {
    std::atomic<bool> cancel{false};
    FakeResponder responder;
    Watchdog watchdog(cancel, responder, milliseconds(0));
    responder.m_trouble = Text::verbatim("peer process 0 ended with exit code 3");
    cancel = true;
    EXPECT_EQ(watchdog.check(1), StopReason::Cancelled);
    cancel = false;
    EXPECT_EQ(watchdog.check(1), StopReason::PeerDied);
    EXPECT_EQ(english(watchdog.trouble()), "peer process 0 ended with exit code 3");
}

TEST(Watchdog, ProgressKeepsThePointAliveAndSilenceEndsIt) {
    std::atomic<bool> cancel{false};
    FakeResponder responder;
    Watchdog watchdog(cancel, responder, milliseconds(0));
    EXPECT_EQ(watchdog.check(1), StopReason::None);  // the heartbeat moved
    std::this_thread::sleep_for(milliseconds(2));
    EXPECT_EQ(watchdog.check(1), StopReason::Timeout);  // it stood still past the bound
    watchdog.rearm();
    EXPECT_EQ(watchdog.check(2), StopReason::None);
}

TEST(Completion, WaitSeesTheMeasuringThreadsStatus) {
    Completion completion;
    std::thread measuring([&] { completion.finish(Error{ErrorCode::Closed, "gone"}); });
    while (!completion.waitFor(milliseconds(20))) {
    }
    measuring.join();
    ASSERT_FALSE(completion.status().ok());
    EXPECT_EQ(completion.status().error().message, "gone");
}

TEST(ThreadResponder, ReportsAFailureOnlyWhenItIsNews) {
    const auto end = [](Status status, const Ending& ending) {
        ThreadResponder responder;
        responder.start({-1}, [&](int party, const Status& pinned) {
            EXPECT_EQ(party, 0);
            EXPECT_TRUE(pinned.ok());
            return status;
        });
        // As the point's error appends it ("; ..." or ": ...").
        const ResponderEnd end = responder.finish(ending);
        return end.problem.empty() ? std::string()
                                   : (end.colon ? ": " : "; ") + english(end.problem);
    };
    const Error broken{ErrorCode::Closed, "broken pipe"};
    EXPECT_EQ(end({}, Ending{}), "");
    EXPECT_EQ(end(broken, Ending{}), "; responder: broken pipe");
    Ending stopped;
    stopped.stop = StopReason::Timeout;
    EXPECT_EQ(end(broken, stopped), "");  // the echo of our abort
    Ending onPurpose;
    onPurpose.endedOnPurpose = true;
    EXPECT_EQ(end(broken, onPurpose), "");
    EXPECT_EQ(end(Error{ErrorCode::Cancelled, "aborted"}, Ending{}), "");
}

TEST(ThreadResponder, TroubleIsWhatAPartyReported) {
    ThreadResponder responder;
    responder.start({-1, -1}, [&](int party, const Status&) -> Status {
        if (party == 1) {
            responder.reportTrouble(Text(
                IPCLAB_TR_NOOP("ipclab::CoreMessages", "cannot pin the threads to their CPUs")));
        }
        return {};
    });
    (void)responder.finish(Ending{});
    EXPECT_EQ(english(responder.trouble()), "cannot pin the threads to their CPUs");
    EXPECT_TRUE(responder.trouble().translatable());
}

TEST(RoundSummary, StreamCountsOnlyWhatArrived) {
    PatternSpec spec;
    spec.pattern = Pattern::Stream;
    spec.iterations = 1000;
    spec.lossy = true;
    RepetitionFigures figures;
    figures.elapsedNs = 2e9;  // 2 s
    figures.lostMessages = 200;
    const RepetitionResult repetition = summarizeRepetition(spec, 3, figures);
    EXPECT_EQ(repetition.index, 3);
    EXPECT_DOUBLE_EQ(repetition.messagesPerSecond, 400.0);      // 800 delivered / 2 s
    EXPECT_DOUBLE_EQ(repetition.bytesPerSecond, 400.0 * 64.0);  // 64 B each
    EXPECT_EQ(repetition.lostMessages, 200u);
}

TEST(RoundSummary, PingPongPoolsTheRoundsSamplesAndIndexesByRound) {
    PatternSpec spec;
    spec.iterations = 3;
    PointResult point;
    RoundSummary summary(spec, 5, point);
    summary.begin();
    RepetitionFigures figures;
    figures.oneWayNs = {300.0, 100.0, 200.0};
    summary.addRepetition(0, figures);
    summary.end();
    ASSERT_EQ(point.repetitions.size(), 1u);
    EXPECT_EQ(point.repetitions[0].index, 5);
    EXPECT_DOUBLE_EQ(point.repetitions[0].latencyNs.median, 200.0);
    EXPECT_EQ(summary.takeSamples(), (std::vector<double>{300.0, 100.0, 200.0}));
    summary.addResponderCpuNs(-1);
    EXPECT_DOUBLE_EQ(point.responderCpuNsPerMessage, -1.0);  // its report was lost
}

}  // namespace
}  // namespace ipclab::detail

namespace {

ipclab::platform::ExitStatus exitedWith(int code) {
    ipclab::platform::ExitStatus status;
    status.exited = true;
    status.code = code;
    return status;
}

}  // namespace

TEST(ExitStatusText, WordsEveryWayAPeerCanEnd) {
    using ipclab::detail::exitStatusText;
    EXPECT_EQ(ipclab::english(exitStatusText(exitedWith(3))), "exit code 3");

    ipclab::platform::ExitStatus killed;
    killed.signaled = true;
    killed.signal = 9;
    killed.signalName = "SIGKILL";
    EXPECT_EQ(ipclab::english(exitStatusText(killed)), "signal 9 (SIGKILL)");
    killed.signalName.clear();
    EXPECT_EQ(ipclab::english(exitStatusText(killed)), "signal 9");

    ipclab::platform::ExitStatus crashed = exitedWith(static_cast<int>(0xC0000005u));
    crashed.crashed = true;
    EXPECT_EQ(ipclab::english(exitStatusText(crashed)), "a crash (status 0xC0000005)");

    ipclab::platform::ExitStatus terminated;  // Windows' TerminateProcess: no signal number
    terminated.signaled = true;
    terminated.code = 1;
    EXPECT_EQ(ipclab::english(exitStatusText(terminated)), "a forced termination (exit code 1)");
}
