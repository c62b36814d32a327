// ipclab-cli as a user runs it: exit codes, messages, and machine-readable output.
#include <gtest/gtest.h>

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QThread>

#include "cli_support.hpp"

namespace {

using ipclab::app::test::CliResult;
using ipclab::app::test::runCli;

const QStringList kShortRun = {
    "run", "--mechanisms", "thread.mutex", "--sizes",       "64,128", "--iterations",
    "200", "--warmup",     "10",           "--repetitions", "2"};

TEST(Cli, BadIterationsExitsTwoNamingTheField) {
    const CliResult result = runCli({"run", "--mechanisms", "thread.mutex", "--iterations", "0"});
    EXPECT_EQ(result.exitCode, 2) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains("iterations")) << result.err.toStdString();
}

TEST(Cli, BadSizesExitsTwoWithTheOffendingItem) {
    const CliResult result = runCli({"run", "--mechanisms", "pipe", "--sizes", "64,zebra"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("zebra")) << result.err.toStdString();
}

TEST(Cli, UnknownMechanismPatternAndPlacementExitTwo) {
    CliResult result = runCli({"run", "--mechanisms", "carrier-pigeon"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("carrier-pigeon")) << result.err.toStdString();
    result = runCli({"run", "--pattern", "broadcast"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("pattern"));
    result = runCli({"run", "--placement", "moon"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("placement"));
    result = runCli({"run", "--format", "xml"});
    EXPECT_EQ(result.exitCode, 2);
}

TEST(Cli, ParseErrorsExitTwo) {
    EXPECT_EQ(runCli({"run", "--no-such-option"}).exitCode, 2);
    EXPECT_EQ(runCli({"frobnicate"}).exitCode, 2);
    EXPECT_EQ(runCli({}).exitCode, 2);
    EXPECT_EQ(runCli({"run", "--iterations", "many"}).exitCode, 2);
    EXPECT_EQ(runCli({"list", "--format", "yaml"}).exitCode, 2);
    EXPECT_EQ(runCli({"--help"}).exitCode, 0);
}

TEST(Cli, ListJsonIsValidAndNamesEveryFirstMechanism) {
    const CliResult result = runCli({"list", "--format", "json"});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(result.out.toUtf8(), &error);
    ASSERT_EQ(error.error, QJsonParseError::NoError) << error.errorString().toStdString();
    QStringList ids;
    for (const QJsonValue& value : document.object().value("mechanisms").toArray()) {
        const QJsonObject mechanism = value.toObject();
        ids << mechanism.value("id").toString();
        EXPECT_FALSE(mechanism.value("explanation").toString().isEmpty());
        EXPECT_TRUE(mechanism.contains("available"));
        const QJsonObject calls = mechanism.value("system_calls").toObject();
        EXPECT_FALSE(calls.value("note").toString().isEmpty()) << ids.back().toStdString();
        EXPECT_TRUE(calls.value("sender").isObject());
        EXPECT_TRUE(calls.value("receiver").isObject());
        if (ids.back() == "pipe") {
            const QJsonObject sender = calls.value("sender").toObject();
            EXPECT_EQ(sender.value("calls").toArray().first().toString(), "write");
            EXPECT_EQ(sender.value("min").toInt(), 1);
            EXPECT_EQ(sender.value("max").toInt(), 1);
            EXPECT_FALSE(calls.value("depends_on_library").toBool());
        }
        if (ids.back() == "zmq.tcp") {  // the library decides: no numbers
            EXPECT_TRUE(calls.value("depends_on_library").toBool());
            EXPECT_TRUE(calls.value("sender").toObject().value("min").isNull());
        }
    }
    EXPECT_TRUE(ids.contains("pipe"));
    EXPECT_TRUE(ids.contains("tcp"));
    EXPECT_TRUE(ids.contains("thread.mutex"));
}

TEST(Cli, ListTableHasOneLinePerMechanism) {
    const CliResult result = runCli({"list"});
    ASSERT_EQ(result.exitCode, 0);
    EXPECT_TRUE(result.out.contains("thread.mutex"));
    EXPECT_TRUE(result.out.contains("cross-process"));
}

TEST(Cli, RunJsonHasTheRequiredFields) {
    QStringList arguments = kShortRun;
    arguments << "--format"
              << "json";
    const CliResult result = runCli(arguments);
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(result.out.toUtf8(), &error);
    ASSERT_EQ(error.error, QJsonParseError::NoError) << error.errorString().toStdString();
    EXPECT_EQ(document.object().value("experiment").toObject().value("placement").toString(),
              "auto");
    EXPECT_TRUE(result.err.contains("placement: auto (the default): blocking hand-offs on one CPU"))
        << result.err.toStdString();
    const QJsonArray points = document.object().value("points").toArray();
    ASSERT_EQ(points.size(), 2);
    for (const QJsonValue& value : points) {
        const QJsonObject point = value.toObject();
        EXPECT_EQ(point.value("mechanism").toString(), "thread.mutex");
        EXPECT_EQ(point.value("pattern").toString(), "pingpong");
        // The default placement is auto: a blocking mechanism runs on one CPU.
        EXPECT_EQ(point.value("placement").toString(), "same-core");
        EXPECT_TRUE(point.contains("size"));
        const QJsonObject latency = point.value("latency_ns").toObject();
        for (const char* field : {"unit", "median_of_rounds", "ci95", "ci95_coverage", "rounds"}) {
            EXPECT_TRUE(latency.contains(field)) << field;
        }
        const QJsonObject samples = latency.value("samples").toObject();
        for (const char* field : {"min", "mean", "median", "p90", "p99", "p999", "max", "stddev"}) {
            EXPECT_TRUE(samples.contains(field)) << field;
        }
        // One centre and one interval: nothing beside the figure a reader could plot with it.
        for (const char* field : {"median", "ci95_low", "ci95_high", "ci95_mean", "median_ci95"}) {
            EXPECT_FALSE(latency.contains(field)) << field;
        }
        EXPECT_GT(latency.value("median_of_rounds").toDouble(), 0);
        EXPECT_EQ(point.value("repetitions").toArray().size(), 2);
    }
}

// Issue 26: "uds 64 B median 2.79 µs 95% CI [2.59, 2.71] µs". A tiny real run: every point's
// shown figure inside its interval in the JSON (latency and stream).
TEST(Cli, ARealRunsShownFiguresLieInsideTheirIntervals) {
    for (const char* pattern : {"pingpong", "stream"}) {
        QStringList arguments{"run",       "--mechanisms", "thread.mutex,pipe",
                              "--pattern", pattern,        "--sizes",
                              "64,1K",     "--iterations", "300",
                              "--warmup",  "10",           "--repetitions",
                              "6",         "--format",     "json"};
        if (QString(pattern) == "stream") {
            arguments << "--total"
                      << "64K";
        }
        const CliResult result = runCli(arguments);
        ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
        const QJsonArray points =
            QJsonDocument::fromJson(result.out.toUtf8()).object().value("points").toArray();
        ASSERT_EQ(points.size(), 4) << pattern;
        for (const QJsonValue& value : points) {
            const QJsonObject point = value.toObject();
            const bool stream = QString(pattern) == "stream";
            const QJsonObject figures =
                point.value(stream ? "throughput" : "latency_ns").toObject();
            const double centre = figures.value("median_of_rounds").toDouble();
            const QJsonArray interval = figures.value("ci95").toArray();
            EXPECT_EQ(figures.value("unit").toString(), stream ? "bytes_per_s" : "ns");
            EXPECT_GT(centre, 0);
            EXPECT_LE(interval.at(0).toDouble(), centre) << pattern;
            EXPECT_LE(centre, interval.at(1).toDouble()) << pattern;
            EXPECT_EQ(figures.value("rounds").toInt(), 6) << pattern;
        }
    }
}

TEST(Cli, RunTableCsvFileAndPng) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString csv = dir.filePath("out.csv");
    const QString png = dir.filePath("chart.png");
    QStringList arguments = kShortRun;
    arguments << "--format"
              << "csv"
              << "--out" << csv << "--png" << png;
    const CliResult result = runCli(arguments);
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    // stdout still gets the readable table.
    EXPECT_TRUE(result.out.contains("one-way (median of rounds)")) << result.out.toStdString();
    QFile file(csv);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString content = QString::fromUtf8(file.readAll());
    EXPECT_TRUE(content.startsWith("mechanism") || content.contains("mechanism,"));
    EXPECT_EQ(content.count("thread.mutex"), 4);  // 2 sizes x 2 repetitions
    QImage image;
    ASSERT_TRUE(image.load(png));
    EXPECT_GT(image.width(), 100);
}

TEST(Cli, CrossProcessStreamRunsThroughThePeer) {
    const CliResult result =
        runCli({"run", "--mechanisms", "pipe,tcp", "--pattern", "stream", "--sizes", "4K",
                "--iterations", "200", "--warmup", "10", "--repetitions", "2"});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString() << result.out.toStdString();
    EXPECT_TRUE(result.out.contains("/s")) << result.out.toStdString();
    EXPECT_TRUE(result.out.contains("pipe"));
    EXPECT_TRUE(result.out.contains("tcp"));
}

// Checked before measuring (issue 12: a 14 s preset measured, then the result was lost).
TEST(Cli, UnwritableOutputFileIsRefusedBeforeMeasuring) {
    QStringList arguments = kShortRun;
    arguments << "--out"
              << "/nonexistent-dir/sub/out.txt";
    const CliResult result = runCli(arguments);
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("--out")) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains("/nonexistent-dir/sub")) << result.err.toStdString();
    EXPECT_TRUE(result.out.isEmpty()) << "measured anyway";
}

TEST(Cli, AFolderAsOutputFileIsRefusedBeforeMeasuring) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    for (const char* option : {"--out", "--png"}) {
        QStringList arguments = kShortRun;
        arguments << option << dir.path();
        const CliResult result = runCli(arguments);
        EXPECT_EQ(result.exitCode, 2) << option;
        EXPECT_TRUE(result.err.contains(option)) << result.err.toStdString();
        EXPECT_TRUE(result.err.contains("folder")) << result.err.toStdString();
    }
}

// A device that refuses the bytes: "wrote" and exit 0 before.
// Issue 22, item 8: -o X --png X wrote the PNG over the JSON and exited 0; quick --out-dir on a
// folder it may not write into measured for 23 s and then failed all three writes.
TEST(Cli, OutputsThatWouldBeLostAreRefusedBeforeMeasuring) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString same = dir.filePath("result.json");
    CliResult result = runCli({"run", "--mechanisms", "thread.mutex", "--sizes", "64", "--format",
                               "json", "-o", same, "--png", same});
    EXPECT_EQ(result.exitCode, 2) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains("name the same file")) << result.err.toStdString();
    EXPECT_FALSE(QFile::exists(same));
#if defined(__linux__)
    // A folder that exists and that nobody, root included, may create files in.
    result = runCli({"quick", "--out-dir", "/proc/self"});
    EXPECT_EQ(result.exitCode, 2) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains("--out-dir")) << result.err.toStdString();
    EXPECT_FALSE(result.err.contains("Quick comparison")) << "it measured first";
#endif
}

TEST(Cli, AWriteThatFailsExitsOne) {
    if (!QFile::exists("/dev/full")) {
        GTEST_SKIP() << "no /dev/full here";
    }
    for (const char* option : {"--out", "--png"}) {
        QStringList arguments = kShortRun;
        arguments << option << "/dev/full";
        const CliResult result = runCli(arguments);
        EXPECT_EQ(result.exitCode, 1) << option << ": " << result.err.toStdString();
        EXPECT_FALSE(result.err.contains("wrote /dev/full")) << result.err.toStdString();
    }
}

// preset and compare checked their output paths only after measuring (issue 12, defect 9):
// a preset measured for minutes, then its result was lost. Refused up front now, exit 2.
TEST(Cli, PresetAndCompareRefuseABadOutputPathBeforeMeasuring) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QStringList compare = {
        "compare", "thread.mutex", "thread.semaphore", "-s", "64", "-n", "200", "-w", "10", "-r",
        "3"};
    const QStringList preset = {"preset", "report-004", "--quick", "--step", "1"};
    const std::vector<std::pair<QStringList, QString>> cases = {
        {compare + QStringList{"--out", dir.path()}, "--out"},
        {compare + QStringList{"--out", "/nonexistent-dir/sub/out.json"}, "--out"},
        {preset + QStringList{"--out", dir.path()}, "--out"},
        {preset + QStringList{"--out", "/nonexistent-dir/sub/out.json"}, "--out"},
        {preset + QStringList{"--png", dir.path()}, "--png"},
        {preset + QStringList{"--png", "/nonexistent-dir/sub/chart.png"}, "--png"},
    };
    for (const auto& [arguments, option] : cases) {
        const CliResult result = runCli(arguments);
        const std::string what = arguments.join(' ').toStdString();
        EXPECT_EQ(result.exitCode, 2) << what << ": " << result.err.toStdString();
        EXPECT_TRUE(result.err.contains(option)) << what << ": " << result.err.toStdString();
        // Nothing measured: no step begun, no table.
        EXPECT_FALSE(result.err.contains("step 1/")) << what;
        EXPECT_TRUE(result.out.isEmpty()) << what << ": measured anyway";
    }
}

// compare said nothing and exited 0 when its JSON could not be written.
TEST(Cli, CompareExitsOneWhenItsWriteFails) {
    if (!QFile::exists("/dev/full")) {
        GTEST_SKIP() << "no /dev/full here";
    }
    const CliResult result = runCli({"compare", "thread.mutex", "thread.semaphore", "-s", "64",
                                     "-n", "200", "-w", "10", "-r", "3", "--out", "/dev/full"});
    EXPECT_EQ(result.exitCode, 1) << result.err.toStdString();
    EXPECT_FALSE(result.err.contains("wrote /dev/full")) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains("baseline")) << "the comparison is still shown";
}

// Values CLI11 took for something (empty strings, hex, -1 wrapped to 2^64-1) and experiments
// past the caps: each refused with exit 2, naming the option or field.
TEST(Cli, NonsenseOptionsAreRefusedNamingTheField) {
    QString manySizes;
    for (int i = 0; i < 101; ++i) {
        manySizes += (i == 0 ? "" : ",") + QString::number(64 + i);
    }
    const std::vector<std::pair<QStringList, QString>> cases = {
        {{"--wait", ""}, "--wait"},
        {{"--gap-us", ""}, "--gap-us"},
        {{"-w", ""}, "--warmup"},
        {{"--total", ""}, "--total"},
        {{"--parties", "0x10"}, "--parties"},
        {{"--iterations=-1"}, "--iterations"},
        {{"--pattern", "stream", "--total", "1"}, "stream_total_bytes"},
        {{"--pattern", "stream", "--sizes", "4", "--total", "64G"}, "stream_total_bytes"},
        {{"--sizes", manySizes}, "sizes"},
    };
    for (const auto& [extra, field] : cases) {
        QStringList arguments = {"run", "--mechanisms", "pipe", "--iterations", "10"};
        if (extra.size() == 1 && extra[0].startsWith("--iterations")) {
            arguments = {"run", "--mechanisms", "pipe"};
        }
        arguments << extra;
        const CliResult result = runCli(arguments);
        EXPECT_EQ(result.exitCode, 2) << extra.join(' ').toStdString();
        EXPECT_TRUE(result.err.contains(field))
            << extra.join(' ').toStdString() << ": " << result.err.toStdString();
        EXPECT_FALSE(result.err.contains("18446744073709551615")) << result.err.toStdString();
    }
}

// SIGTERM (a kill, a CI timeout) stops the run cleanly, writes what was measured, and the exit
// code says so. QProcess::terminate sends SIGTERM on POSIX (WM_CLOSE on Windows, which a
// console program does not get).
TEST(Cli, TerminateStopsTheRunWritesTheResultAndExits143) {
    if (QSysInfo::kernelType() == "winnt") {
        GTEST_SKIP() << "no SIGTERM on Windows";
    }
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString json = dir.filePath("result.json");
    QProcess process;
    process.start(QStringLiteral(IPCLAB_CLI_PATH),
                  {"run", "--mechanisms", "pipe", "--iterations", "100000000", "--repetitions", "3",
                   "--format", "json", "--out", json});
    ASSERT_TRUE(process.waitForStarted(30'000));
    // Whenever it lands (before, during or after measuring), the outcome is the same.
    QThread::msleep(1000);
    process.terminate();
    ASSERT_TRUE(process.waitForFinished(60'000));
    EXPECT_EQ(process.exitStatus(), QProcess::NormalExit);
    EXPECT_EQ(process.exitCode(), 143) << process.readAllStandardError().toStdString();
    QFile file(json);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QJsonObject result = QJsonDocument::fromJson(file.readAll()).object();
    EXPECT_TRUE(result.value("cancelled").toBool());
}

QJsonArray listedMechanisms() {
    const CliResult result = runCli({"list", "--format", "json"});
    EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
    return QJsonDocument::fromJson(result.out.toUtf8()).object().value("mechanisms").toArray();
}

TEST(Cli, BadWaitExitsTwoNamingTheAllowedValues) {
    const CliResult result = runCli({"run", "--mechanisms", "thread.mutex", "--wait", "nap"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("wait")) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains("nap")) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains("spin-yield")) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains("spin-block")) << result.err.toStdString();
}

TEST(Cli, WaitAMechanismDoesNotOfferExitsTwoNamingWhatItOffers) {
    const CliResult result = runCli({"run", "--mechanisms", "pipe", "--wait", "spin"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("\"pipe\"")) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains("it offers: block")) << result.err.toStdString();
}

TEST(Cli, PartiesAndGapOutOfRangeExitTwo) {
    CliResult result = runCli({"run", "--mechanisms", "thread.mutex", "--parties", "0"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("parties must be between 1 and 64"))
        << result.err.toStdString();
    result = runCli({"run", "--mechanisms", "thread.mutex", "--gap-us", "20000000"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("gap_us")) << result.err.toStdString();
    result = runCli({"run", "--mechanisms", "thread.mutex", "--parties", "several"});
    EXPECT_EQ(result.exitCode, 2);
}

TEST(Cli, ListJsonDescribesWaitsLimitsAndVariants) {
    bool sawVariant = false;
    for (const QJsonValue& value : listedMechanisms()) {
        const QJsonObject mechanism = value.toObject();
        const QString id = mechanism.value("id").toString();
        EXPECT_FALSE(mechanism.value("wait_strategies").toArray().isEmpty()) << id.toStdString();
        for (const char* key : {"size_limit_note", "lossy", "report_variant_of", "patterns"}) {
            EXPECT_TRUE(mechanism.contains(key)) << id.toStdString() << " " << key;
        }
        // Report 000's methods send into nothing (one-sided); report 002's acknowledged
        // messages are its own way of streaming.
        if (!mechanism.value("report_variant_of").toString().isEmpty()) {
            sawVariant = true;
            const QJsonArray expected =
                id.startsWith("report000.") ? QJsonArray({"one-sided"}) : QJsonArray({"stream"});
            EXPECT_EQ(mechanism.value("patterns").toArray(), expected) << id.toStdString();
        }
    }
    EXPECT_TRUE(sawVariant) << "report 000's methods are listed as report variants";
}

// Report 000's methods pass no message; report 002's acknowledged messages do: only the first
// are called not communication, in explain and in list.
TEST(Cli, OnlyTheMethodsThatPassNoMessageAreCalledNotCommunication) {
    const CliResult sendto = runCli({"explain", "report000.sendto"});
    ASSERT_EQ(sendto.exitCode, 0) << sendto.err.toStdString();
    EXPECT_TRUE(sendto.out.contains("not communication")) << sendto.out.toStdString();
    const CliResult acknowledged = runCli({"explain", "report002.mq-ack"});
    ASSERT_EQ(acknowledged.exitCode, 0) << acknowledged.err.toStdString();
    EXPECT_TRUE(acknowledged.out.contains("Report 002's own method"));
    EXPECT_FALSE(acknowledged.out.contains("not communication")) << acknowledged.out.toStdString();
    const CliResult list = runCli({"list"});
    ASSERT_EQ(list.exitCode, 0) << list.err.toStdString();
    for (const QString& line : list.out.split('\n')) {
        if (line.startsWith("report0")) {
            EXPECT_EQ(line.contains("not communication"), line.startsWith("report000."))
                << line.toStdString();
        }
    }
}

TEST(Cli, ExplainPrintsTheWholeParagraph) {
    QString explanation;
    for (const QJsonValue& value : listedMechanisms()) {
        if (value.toObject().value("id").toString() == "pipe") {
            explanation = value.toObject().value("explanation").toString();
        }
    }
    ASSERT_FALSE(explanation.isEmpty());
    for (const QStringList& arguments :
         {QStringList{"explain", "pipe"}, QStringList{"list", "--explain", "pipe"}}) {
        const CliResult result = runCli(arguments);
        ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
        EXPECT_TRUE(result.out.contains("Patterns:"));
        EXPECT_TRUE(result.out.contains("Wait strategies:"));
        // Wrapped for the terminal: the same words, line breaks aside; then the design's calls.
        EXPECT_TRUE(result.out.simplified().contains(explanation.simplified()));
        EXPECT_TRUE(result.out.simplified().contains(
            "System calls per message, by design (one direction, steady state): sender 1 write, "
            "receiver 1 read."));
    }
    const CliResult unknown = runCli({"explain", "carrier-pigeon"});
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_TRUE(unknown.err.contains("carrier-pigeon"));
    EXPECT_TRUE(unknown.err.contains("pipe"));
    EXPECT_EQ(runCli({"explain"}).exitCode, 2);
}

TEST(Cli, RunTableShowsWaitAndCpu) {
    const CliResult result = runCli(kShortRun);
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains("wait")) << result.out.toStdString();
    EXPECT_TRUE(result.out.contains("block")) << result.out.toStdString();
    EXPECT_TRUE(result.out.contains("cpu/msg")) << result.out.toStdString();
}

TEST(Cli, AnatomyTableListsTheDesignsSystemCalls) {
    QStringList arguments = kShortRun;
    arguments << "--anatomy";
    const CliResult result = runCli(arguments);
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains("System calls per message by design"))
        << result.out.toStdString();
    EXPECT_TRUE(result.out.contains("thread.mutex: sender 0-3 futex, receiver 0-3 futex"))
        << result.out.toStdString();
}

// These run the lock, paced and one-sided patterns end to end; they need the runner's support
// for those patterns (issue 3) and the mechanisms that declare them.
TEST(Cli, LockRunMeasuresNsPerOperation) {
    const CliResult result = runCli({"run", "--mechanisms", "thread.spin,thread.mutex", "--pattern",
                                     "lock", "--parties", "2", "--iterations", "2000", "--warmup",
                                     "10", "--repetitions", "2", "--format", "json"});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString() << result.out.toStdString();
    const QJsonObject document = QJsonDocument::fromJson(result.out.toUtf8()).object();
    EXPECT_EQ(document.value("experiment").toObject().value("parties").toInt(), 2);
    const QJsonArray points = document.value("points").toArray();
    ASSERT_EQ(points.size(), 2);
    for (const QJsonValue& value : points) {
        const QJsonObject point = value.toObject();
        EXPECT_EQ(point.value("pattern").toString(), "lock");
        EXPECT_GT(point.value("latency_ns").toObject().value("median_of_rounds").toDouble(), 0);
        const QJsonArray repetitions = point.value("repetitions").toArray();
        ASSERT_EQ(repetitions.size(), 2);
        EXPECT_GT(repetitions.first().toObject().value("ns_per_op").toDouble(), 0);
    }
    EXPECT_EQ(points.first().toObject().value("wait").toString(), "spin");  // its default
    const CliResult table = runCli({"run", "--mechanisms", "thread.mutex", "--pattern", "lock",
                                    "--iterations", "500", "--warmup", "10", "--repetitions", "2"});
    ASSERT_EQ(table.exitCode, 0) << table.err.toStdString();
    EXPECT_TRUE(table.out.contains("ns/op")) << table.out.toStdString();
}

TEST(Cli, OneSidedRunOfAReportVariant) {
    QString variant;
    for (const QJsonValue& value : listedMechanisms()) {
        const QJsonObject mechanism = value.toObject();
        if (!mechanism.value("report_variant_of").toString().isEmpty() &&
            mechanism.value("available").toBool()) {
            variant = mechanism.value("id").toString();
            break;
        }
    }
    ASSERT_FALSE(variant.isEmpty());
    const CliResult result =
        runCli({"run", "--mechanisms", variant, "--pattern", "one-sided", "--sizes", "64",
                "--iterations", "500", "--warmup", "10", "--repetitions", "2"});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString() << result.out.toStdString();
    EXPECT_TRUE(result.out.contains("ns/op")) << result.out.toStdString();
    EXPECT_TRUE(result.out.contains(variant));
    // And a report variant refuses every other pattern, saying why.
    const CliResult refused = runCli({"run", "--mechanisms", variant, "--pattern", "pingpong"});
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_TRUE(refused.err.contains("one-sided")) << refused.err.toStdString();
}

TEST(Cli, LockLoopOptionReachesTheRunAndRefusesOtherWords) {
    const CliResult result = runCli({"run", "--mechanisms", "thread.mutex", "--pattern", "lock",
                                     "--lock-loop", "bare", "--iterations", "2000", "--warmup",
                                     "10", "--repetitions", "2", "--format", "json"});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString() << result.out.toStdString();
    const QJsonObject document = QJsonDocument::fromJson(result.out.toUtf8()).object();
    EXPECT_EQ(document.value("experiment").toObject().value("lock_loop").toString(), "bare");
    const QJsonObject point = document.value("points").toArray().first().toObject();
    EXPECT_TRUE(point.value("ok").toBool()) << result.out.toStdString();
    const CliResult table =
        runCli({"run", "--mechanisms", "thread.mutex", "--pattern", "lock", "--iterations", "2000",
                "--warmup", "10", "--repetitions", "2"});
    ASSERT_EQ(table.exitCode, 0) << table.err.toStdString();
    EXPECT_TRUE(table.out.contains("counter loop")) << table.out.toStdString();
    const CliResult refused = runCli({"run", "--pattern", "lock", "--lock-loop", "empty"});
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_TRUE(refused.err.contains("lock-loop: must be counter or bare (got 'empty')"))
        << refused.err.toStdString();
}

TEST(Cli, PacedRunWithWaitAndKeepAwake) {
    const CliResult result = runCli(
        {"run",          "--mechanisms", "thread.spin", "--pattern",    "paced",         "--gap-us",
         "100",          "--wait",       "spin-yield",  "--keep-awake", "--sizes",       "64",
         "--iterations", "200",          "--warmup",    "10",           "--repetitions", "2",
         "--format",     "json"});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString() << result.out.toStdString();
    const QJsonObject document = QJsonDocument::fromJson(result.out.toUtf8()).object();
    const QJsonObject experiment = document.value("experiment").toObject();
    EXPECT_EQ(experiment.value("gap_us").toInt(), 100);
    EXPECT_EQ(experiment.value("wait").toString(), "spin-yield");
    EXPECT_TRUE(experiment.value("keep_cores_awake").toBool());
    const QJsonObject point = document.value("points").toArray().first().toObject();
    EXPECT_EQ(point.value("pattern").toString(), "paced");
    EXPECT_EQ(point.value("wait").toString(), "spin-yield");
    const QJsonObject latency = point.value("latency_ns").toObject();
    EXPECT_GT(latency.value("median_of_rounds").toDouble(), 0);
    // Paced: the round trip from the intended send time, beside the one-way figure.
    const QJsonObject openLoop = point.value("open_loop_rtt_ns").toObject();
    EXPECT_EQ(openLoop.value("samples").toObject().value("count").toInt(), 400);
    EXPECT_GE(openLoop.value("samples").toObject().value("median").toDouble(),
              2 * latency.value("samples").toObject().value("median").toDouble());
}

TEST(Cli, CalibrateJsonListsClocks) {
    const CliResult result = runCli({"calibrate", "--format", "json"});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonDocument document = QJsonDocument::fromJson(result.out.toUtf8());
    const QJsonArray clocks = document.object().value("clocks").toArray();
    ASSERT_FALSE(clocks.isEmpty());
    EXPECT_TRUE(clocks.first().toObject().contains("overhead_ns"));
}

}  // namespace
