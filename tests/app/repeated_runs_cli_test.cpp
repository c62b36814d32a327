// ipclab-cli run --runs N as a student runs it: short thread.mutex runs whose tables, JSON and
// CSV are checked for what they hold and that their figures agree, never for timings.
#include <gtest/gtest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <algorithm>
#include <limits>

#include "cli_support.hpp"
#include "ipclab/results_document.hpp"

#if defined(__linux__)
#include <signal.h>
#endif

namespace {

using ipclab::app::test::CliResult;
using ipclab::app::test::runCli;

// Cheap and in-process: a run takes a fraction of a second.
QStringList quickRun(const QString& runs) {
    return {"run",
            "--mechanisms",
            "thread.mutex",
            "--sizes",
            "64",
            "--iterations",
            "200",
            "--warmup",
            "10",
            "--repetitions",
            "3",
            "--placement",
            "unpinned",
            "--runs",
            runs};
}

TEST(RepeatedRunsCli, TwoRunsGiveEachTableAndOneTableAcrossThem) {
    const CliResult result = runCli(quickRun("2"));
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains("== Run 1 of 2 =="));
    EXPECT_TRUE(result.out.contains("== Run 2 of 2 =="));
    EXPECT_TRUE(result.out.contains("== Across 2 runs =="));
    EXPECT_TRUE(result.out.contains("median of runs"));
    EXPECT_TRUE(result.out.contains("runs agree") || result.out.contains("runs differ"))
        << result.out.toStdString();
    // Two runs are too few for a 95% interval of their median: said once.
    EXPECT_EQ(result.out.count("only 50% sure"), 1) << result.out.toStdString();
    EXPECT_TRUE(result.err.contains("run 2/2"));
}

TEST(RepeatedRunsCli, OneRunIsTodaysRun) {
    const CliResult result = runCli(quickRun("1"));
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_FALSE(result.out.contains("== Run"));
    EXPECT_FALSE(result.out.contains("Across"));
    EXPECT_TRUE(result.out.contains("thread.mutex"));
}

// The JSON: every run's document, and figures across runs that follow from them.
TEST(RepeatedRunsCli, JsonHoldsEveryRunAndFiguresAcrossRunsThatFollowFromThem) {
    QStringList arguments = quickRun("2");
    arguments << "--format"
              << "json";
    const CliResult result = runCli(arguments);
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonObject document = QJsonDocument::fromJson(result.out.toUtf8()).object();
    EXPECT_EQ(document["repeated_runs"].toInt(), 2);
    const QJsonArray steps = document["steps"].toArray();
    ASSERT_EQ(steps.size(), 2);
    EXPECT_EQ(steps[1].toObject()["number"].toInt(), 2);
    const QJsonObject across = document["across_runs"].toObject();
    EXPECT_EQ(across["estimator"].toString(), "median_of_run_centres");
    EXPECT_EQ(across["runs_recorded"].toInt(), 2);
    const QJsonObject point = across["points"].toArray().at(0).toObject();
    EXPECT_EQ(point["mechanism"].toString(), "thread.mutex");
    const QJsonArray runs = point["runs"].toArray();
    ASSERT_EQ(runs.size(), 2);
    double highestLow = 0;
    double lowestHigh = std::numeric_limits<double>::infinity();
    for (int run = 0; run < 2; ++run) {
        // Each run's figure is the one its own document shows.
        const QJsonObject own = steps[run].toObject()["result"].toObject()["points"][0].toObject();
        const double centre = runs[run].toObject()["median_of_rounds"].toDouble();
        EXPECT_EQ(centre, own["latency_ns"].toObject()["median_of_rounds"].toDouble());
        const QJsonArray interval = runs[run].toObject()["ci95"].toArray();
        highestLow = std::max(highestLow, interval[0].toDouble());
        lowestHigh = std::min(lowestHigh, interval[1].toDouble());
    }
    const double median = point["median_of_runs"].toDouble();
    EXPECT_LE(point["min"].toDouble(), median);
    EXPECT_LE(median, point["max"].toDouble());
    EXPECT_LE(point["ci95"].toArray()[0].toDouble(), median);
    EXPECT_LE(median, point["ci95"].toArray()[1].toDouble());
    EXPECT_EQ(point["agreement"].toString(),
              highestLow <= lowestHigh ? "agree" : "spread_beyond_run_interval");
    // The file reads back as two runs, as a preset's steps do (chart --step, report).
    const auto read = ipclab::readResultsDocument(result.out.toStdString());
    ASSERT_TRUE(read.ok()) << read.error().message;
    EXPECT_EQ(read->steps.size(), 2u);
    EXPECT_EQ(read->repeatedRuns, 2u);
}

TEST(RepeatedRunsCli, CsvRowsSayWhichRunTheyBelongTo) {
    QStringList arguments = quickRun("2");
    arguments << "--format"
              << "points-csv";
    const CliResult result = runCli(arguments);
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QStringList lines = result.out.trimmed().split('\n');
    ASSERT_EQ(lines.size(), 3) << result.out.toStdString();
    EXPECT_TRUE(lines[0].startsWith("run,mechanism,"));
    EXPECT_TRUE(lines[1].startsWith("1,thread.mutex,"));
    EXPECT_TRUE(lines[2].startsWith("2,thread.mutex,"));
}

TEST(RepeatedRunsCli, ABadRunCountIsRefusedAsABadArgument) {
    for (const QString& runs : QStringList{"0", "-1", "abc", "101"}) {
        const CliResult result = runCli(quickRun(runs));
        EXPECT_EQ(result.exitCode, 2) << runs.toStdString();
        EXPECT_TRUE(result.err.contains("runs")) << result.err.toStdString();
        EXPECT_TRUE(result.out.isEmpty()) << runs.toStdString();
    }
    const CliResult zero = runCli(quickRun("0"));
    EXPECT_TRUE(zero.err.contains("runs: must be a whole number from 1 to 100 (got 0)"))
        << zero.err.toStdString();
}

#if defined(__linux__)
// Ctrl-C during the second run: the first run stays whole, the second keeps what it measured,
// and the output says it was interrupted. Each run lasts its time budget (a precision no run
// reaches), so the signal sent once "run 2/3" is said lands inside run 2: an order, not a time.
TEST(RepeatedRunsCli, CtrlCKeepsTheRunsMeasuredAndSaysInterrupted) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString json = dir.filePath("runs.json");
    QProcess process;
    process.start(QStringLiteral(IPCLAB_CLI_PATH),
                  {"run", "--mechanisms", "thread.mutex", "--sizes", "64", "--iterations", "2000",
                   "--placement", "unpinned", "--precision", "0.001", "--time-budget", "2",
                   "--runs", "3", "--format", "json", "--out", json});
    ASSERT_TRUE(process.waitForStarted(30'000));
    QString err;
    while (!err.contains("run 2/3") && process.state() == QProcess::Running) {
        process.waitForReadyRead(1000);
        err += QString::fromUtf8(process.readAllStandardError());
    }
    ASSERT_EQ(::kill(static_cast<pid_t>(process.processId()), SIGINT), 0);
    ASSERT_TRUE(process.waitForFinished(120'000));
    err += QString::fromUtf8(process.readAllStandardError());
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    EXPECT_EQ(process.exitCode(), 130) << err.toStdString();
    EXPECT_TRUE(out.contains("(interrupted: the runs after run 2 were not measured)"))
        << out.toStdString();
    QFile file(json);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << err.toStdString();
    const QJsonObject document = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonArray steps = document["steps"].toArray();
    ASSERT_EQ(steps.size(), 2);
    EXPECT_FALSE(steps[0].toObject()["result"].toObject()["cancelled"].toBool());
    EXPECT_TRUE(steps[1].toObject()["result"].toObject()["cancelled"].toBool());
    EXPECT_TRUE(document["across_runs"].toObject()["cancelled"].toBool());
}
#endif

}  // namespace
