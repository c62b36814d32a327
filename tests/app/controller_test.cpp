// RunController / RunWorker without a window, and the chart view's redraw coalescing.
#include <gtest/gtest.h>

#include <QCoreApplication>

#include "charts/result_chart_view.hpp"
#include "controller/run_controller.hpp"
#include "gui_support.hpp"

namespace ipclab::app {
namespace {

using test::waitFor;

TEST(RunController, InvalidExperimentReportsFailedWithTheReason) {
    RunController controller;
    QString message;
    bool finished = false;
    QObject::connect(&controller, &RunController::failed,
                     [&](const QString& text) { message = text; });
    QObject::connect(&controller, &RunController::finished,
                     [&](const RunResult&) { finished = true; });
    Experiment experiment;
    experiment.mechanisms = {"no-such-mechanism"};
    ASSERT_TRUE(controller.start(experiment));
    ASSERT_TRUE(waitFor([&] { return !message.isEmpty(); }));
    EXPECT_TRUE(message.contains("no-such-mechanism")) << message.toStdString();
    EXPECT_FALSE(finished);
    EXPECT_FALSE(controller.isRunning());
}

// A new remote token makes the worker build a new runner: a Stop pressed before the queued
// run began must still stop it (not be forgotten with the old runner), and the next start
// with the same token runs normally.
TEST(RunController, StopBeforeARunWithANewTokenBeginsIsKept) {
    RunController controller;
    Experiment experiment;
    experiment.mechanisms = {"thread.mutex"};
    experiment.sizesBytes = {64, 128, 256, 512, 1024, 2048, 4096};
    experiment.iterations = 5'000'000;
    experiment.repetitions = 20;
    RunResult final;
    int finished = 0;
    QObject::connect(&controller, &RunController::finished, [&](const RunResult& result) {
        final = result;
        ++finished;
    });
    ASSERT_TRUE(controller.start(experiment, "a-token"));
    controller.stop();  // queued run not begun yet (no event processed)
    ASSERT_TRUE(waitFor([&] { return finished == 1; }));
    EXPECT_TRUE(final.cancelled);
    EXPECT_LT(final.points.size(), experiment.sizesBytes.size());

    experiment.sizesBytes = {64};
    experiment.iterations = 100;
    experiment.repetitions = 1;
    ASSERT_TRUE(controller.start(experiment, "a-token"));
    ASSERT_TRUE(waitFor([&] { return finished == 2; }));
    EXPECT_FALSE(final.cancelled);
    ASSERT_EQ(final.points.size(), 1u);
    EXPECT_TRUE(final.points.front().ok) << final.points.front().error.english();
}

TEST(RunController, DeliversPointsInOrderThenFinishedAndRefusesASecondStart) {
    RunController controller;
    std::vector<std::size_t> sizes;
    int progressCount = 0;
    bool started = false;
    RunResult final;
    bool finished = false;
    QObject::connect(&controller, &RunController::started, [&](const Experiment&, quint64 count) {
        started = true;
        EXPECT_EQ(count, 2u);
    });
    QObject::connect(&controller, &RunController::progress,
                     [&](const RunProgress&) { ++progressCount; });
    QObject::connect(&controller, &RunController::pointFinished,
                     [&](const PointResult& point) { sizes.push_back(point.sizeBytes); });
    QObject::connect(&controller, &RunController::finished, [&](const RunResult& result) {
        final = result;
        finished = true;
    });
    Experiment experiment;
    experiment.mechanisms = {"thread.mutex"};
    experiment.sizesBytes = {64, 1024};
    experiment.iterations = 100;
    experiment.warmup = 10;
    experiment.repetitions = 2;
    ASSERT_TRUE(controller.start(experiment));
    EXPECT_FALSE(controller.start(experiment));  // one run at a time
    ASSERT_TRUE(waitFor([&] { return finished; }));
    EXPECT_TRUE(started);
    EXPECT_GT(progressCount, 0);
    EXPECT_EQ(sizes, (std::vector<std::size_t>{64, 1024}));
    EXPECT_TRUE(final.allOk());
    EXPECT_EQ(final.points.size(), 2u);
    // A second run after the first works (a stale cancel does not leak into it).
    controller.stop();
    finished = false;
    ASSERT_TRUE(controller.start(experiment));
    ASSERT_TRUE(waitFor([&] { return finished; }));
    EXPECT_TRUE(final.allOk());
}

TEST(ResultChartView, ManyPointsCoalesceIntoOneRedraw) {
    ResultChartView view;
    Experiment experiment;
    experiment.sizesBytes = {64, 128};
    view.startRun(experiment, SystemInfo{});
    const int before = view.redrawCount();
    for (int i = 0; i < 100; ++i) {
        PointResult point;
        point.mechanism = "thread.mutex";
        point.sizeBytes = 64;
        point.ok = true;
        point.latencyNs.median = 1000 + i;
        view.addPoint(point);
    }
    // The timer cannot fire without the event loop: nothing was redrawn point by point.
    EXPECT_EQ(view.redrawCount(), before);
    ASSERT_TRUE(waitFor([&] { return view.redrawCount() > before; }));
    EXPECT_EQ(view.redrawCount(), before + 1);
    view.flush();  // nothing pending: no extra redraw
    EXPECT_EQ(view.redrawCount(), before + 1);
}

}  // namespace
}  // namespace ipclab::app
