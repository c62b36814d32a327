// ipclab-cli chart as a user runs it: every kind from a saved file, and every refusal.
#include <gtest/gtest.h>

#include <QFile>
#include <QImage>
#include <QTemporaryDir>

#include "cli_support.hpp"
#include "ipclab/report.hpp"

namespace ipclab {
namespace {

using app::test::CliResult;
using app::test::runCli;

PointResult point(const std::string& mechanism, Pattern pattern, std::size_t size, double ns) {
    PointResult p;
    p.mechanism = mechanism;
    p.pattern = pattern;
    p.sizeBytes = size;
    p.ok = true;
    p.repetitions.resize(3);
    p.latencyNs = {1000, ns * 0.8, ns, ns, ns * 1.2, ns * 2, ns * 3, ns * 4, ns * 0.1};
    p.latencyCi95 = {3, ns, ns * 0.95, ns * 1.05};
    p.latencyHistogram.edges = {ns * 0.8, ns, ns * 1.5, ns * 4};
    p.latencyHistogram.counts = {300, 600, 100};
    if (pattern == Pattern::Stream) {
        p.latencyNs = {};
        p.latencyCi95 = {};
        p.latencyHistogram = {};
        p.throughput = {1e12 / ns, 1e9 / ns, 0.9e12 / ns, 1.1e12 / ns};
    }
    return p;
}

RunResult run(Pattern pattern) {
    RunResult result;
    result.machine.cpuModel = "Test CPU";
    result.machine.hostName = "testhost";
    result.machine.date = "2026-01-02T03:04:05Z";
    result.experiment.pattern = pattern;
    result.experiment.mechanisms = {"pipe", "tcp"};
    result.experiment.sizesBytes = {64, 4096};
    for (std::size_t size : result.experiment.sizesBytes) {
        result.points.push_back(point("pipe", pattern, size, 4000 + static_cast<double>(size)));
        result.points.push_back(point("tcp", pattern, size, 9000 + static_cast<double>(size)));
    }
    return result;
}

class ChartCommand : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        write("pingpong.json", toJson(run(Pattern::PingPong)));
        write("stream.json", toJson(run(Pattern::Stream)));
        write("broken.json", "{\"schema_version\": 1, \"points\": [");
    }
    void write(const QString& name, const std::string& text) {
        QFile file(m_dir.filePath(name));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(text.data(), static_cast<qint64>(text.size()));
    }
    QString path(const QString& name) const { return m_dir.filePath(name); }

    QTemporaryDir m_dir;
};

TEST_F(ChartCommand, DrawsEveryKindAtTheAskedSize) {
    const struct {
        const char* kind;
        const char* file;
    } cases[] = {{"latency", "pingpong.json"},      {"bars", "pingpong.json"},
                 {"distribution", "pingpong.json"}, {"spectrum", "pingpong.json"},
                 {"throughput", "stream.json"},     {"bars", "stream.json"}};
    for (const auto& c : cases) {
        const QString png = path(QStringLiteral("%1-%2.png").arg(c.kind, c.file));
        const CliResult result = runCli({"chart", path(c.file), "--kind", c.kind, "--png", png,
                                         "--width", "640", "--height", "400"});
        EXPECT_EQ(result.exitCode, 0) << c.kind << ' ' << result.err.toStdString();
        const QImage image(png);
        EXPECT_EQ(image.size(), QSize(640, 400)) << c.kind;
    }
}

/// A document as `preset --format json` writes it, with one result per step.
std::string presetDocument(const std::vector<std::string>& stepResults) {
    std::string steps;
    for (std::size_t i = 0; i < stepResults.size(); ++i) {
        steps += (i > 0 ? "," : "") + std::string("{\"number\": ") + std::to_string(i + 1) +
                 ", \"name\": \"step " + std::to_string(i + 1) +
                 "\", \"result\": " + stepResults[i] + ", \"comparison\": []}";
    }
    return "{\"preset\": \"quick-tour\", \"title\": \"Quick tour\", \"report\": null, "
           "\"quick\": false, \"left_out\": [], \"steps\": [" +
           steps + "], \"note\": \"\"}";
}

TEST_F(ChartCommand, DrawsAStepOfAPresetsResults) {
    write("one-step.json", presetDocument({toJson(run(Pattern::PingPong))}));
    write("two-steps.json",
          presetDocument({toJson(run(Pattern::PingPong)), toJson(run(Pattern::Stream))}));

    // One step: drawn as it is, as README's "preset --format json" then "chart" promises.
    CliResult result = runCli({"chart", path("one-step.json"), "--png", path("one.png")});
    EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_FALSE(QImage(path("one.png")).isNull());

    // Several: which one is the user's choice; the refusal lists them.
    result = runCli({"chart", path("two-steps.json"), "--png", path("two.png")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("--step")) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains("1 (step 1), 2 (step 2)")) << result.err.toStdString();
    EXPECT_FALSE(QFile::exists(path("two.png")));

    result = runCli({"chart", path("two-steps.json"), "--step", "2", "--kind", "throughput",
                     "--png", path("two.png")});
    EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_FALSE(QImage(path("two.png")).isNull());

    result = runCli({"chart", path("two-steps.json"), "--step", "9", "--png", path("nine.png")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("no step 9")) << result.err.toStdString();
    EXPECT_FALSE(QFile::exists(path("nine.png")));
}

TEST_F(ChartCommand, SvgWithOverlayAndDpi) {
    const QString png = path("overlay.png");
    const QString svg = path("overlay.svg");
    const CliResult result =
        runCli({"chart", path("pingpong.json"), "--overlay", path("pingpong.json"), "--label",
                "mine", "--label", "theirs", "--png", png, "--svg", svg, "--width", "1000",
                "--height", "600", "--dpi", "192", "--dark"});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QImage image(png);
    EXPECT_EQ(image.size(), QSize(1000, 600));
    EXPECT_NEAR(image.dotsPerMeterX() / 39.37, 192, 1);
    QFile file(svg);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    // The key's names keep their words together with non-breaking spaces.
    const QString text = QString::fromUtf8(file.readAll())
                             .replace(QChar(0x00A0), QLatin1Char(' '))
                             .replace(QStringLiteral("&#160;"), QStringLiteral(" "));
    // Each mechanism once in the legend, the runs told apart by their points in the key
    // (issue 21, item 9; issue 36, item 4).
    EXPECT_TRUE(text.contains("mine (thick lines)")) << text.toStdString();
    EXPECT_TRUE(text.contains("theirs"));
    EXPECT_TRUE(text.contains(">pipe<") || text.contains("pipe "));
}

/// The whole text of `file` (an SVG the CLI wrote); empty when it cannot be read.
QString readText(const QString& file) {
    QFile svg(file);
    return svg.open(QIODevice::ReadOnly) ? QString::fromUtf8(svg.readAll()) : QString();
}

// Runs alike in host, placement, wait and sizes are labelled by when they ran (their machine
// record's date: "run at 14:06:05 UTC", not a file name such as "run-20261127-140605-607"), with
// the date when the days differ; one file twice is told apart by " (2)"; runs whose wait
// differs say so.
TEST_F(ChartCommand, OverlayLabelsSayWhatDiffersOrWhenEachRan) {
    RunResult early = run(Pattern::PingPong);
    early.machine.date = "2026-11-27T14:06:05Z";
    RunResult later = early;
    later.machine.date = "2026-11-27T15:10:00Z";
    RunResult nextDay = early;
    nextDay.machine.date = "2026-11-28T09:00:00Z";
    write("run-20261127-140605-607.json", toJson(early));
    write("run-20261127-151000-002.json", toJson(later));
    write("run-20261128-090000-001.json", toJson(nextDay));
    QString svg = path("times.svg");
    CliResult result = runCli({"chart", path("run-20261127-140605-607.json"), "--overlay",
                               path("run-20261127-151000-002.json"), "--svg", svg});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    QString text = readText(svg);
    EXPECT_TRUE(text.contains("run at 14:06:05 UTC")) << text.toStdString();
    EXPECT_TRUE(text.contains("run at 15:10:00 UTC"));
    EXPECT_FALSE(text.contains("run-2026"));

    svg = path("days.svg");
    result = runCli({"chart", path("run-20261127-140605-607.json"), "--overlay",
                     path("run-20261128-090000-001.json"), "--svg", svg});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    text = readText(svg);
    EXPECT_TRUE(text.contains("run at 2026-11-28 09:00:00 UTC")) << text.toStdString();

    svg = path("twice.svg");
    result =
        runCli({"chart", path("pingpong.json"), "--overlay", path("pingpong.json"), "--svg", svg});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    text = readText(svg);
    EXPECT_TRUE(text.contains("pingpong (2)")) << text.toStdString();

    RunResult spinning = run(Pattern::PingPong);
    spinning.experiment.waitStrategy = WaitStrategy::Spin;
    write("spinning.json", toJson(spinning));
    svg = path("waits.svg");
    result =
        runCli({"chart", path("pingpong.json"), "--overlay", path("spinning.json"), "--svg", svg});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    text = readText(svg);
    EXPECT_TRUE(text.contains("wait: spin")) << text.toStdString();
    EXPECT_TRUE(text.contains("wait: default"));
}

// Issue 21 item 10: a run of one size opens on the bars in the CLI as in the GUI (one shared
// choice, defaultChartKind(Experiment)), not as one column of dots under "vs message size".
TEST_F(ChartCommand, OneSizeRunDrawsBarsByDefault) {
    RunResult one = run(Pattern::PingPong);
    one.experiment.sizesBytes = {64};
    std::erase_if(one.points, [](const PointResult& p) { return p.sizeBytes != 64; });
    write("one.json", toJson(one));
    const QString svg = path("one.svg");
    const CliResult result = runCli({"chart", path("one.json"), "--svg", svg});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    QFile file(svg);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    EXPECT_TRUE(text.contains("fastest first")) << "not the bars";
    EXPECT_FALSE(text.contains("vs message size"));
}

TEST_F(ChartCommand, MalformedFileExitsTwoNamingFileAndReason) {
    CliResult result = runCli({"chart", path("broken.json"), "--png", path("x.png")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("broken.json")) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains("JSON")) << result.err.toStdString();
    result = runCli({"chart", path("missing.json"), "--png", path("x.png")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("missing.json")) << result.err.toStdString();
    EXPECT_FALSE(QFile::exists(path("x.png")));
}

// Issue 22, items 1, 2 and 5: a preset's results nesting 80,000 deep crashed chart (SIGSEGV),
// 1e999 came out as the JSON library's raw text with exit 1, and /dev/zero was read until
// memory ran out. Each is now exit 2 naming the file (and the field).
TEST_F(ChartCommand, HostileFilesExitTwoNamingFileAndField) {
    write("deep.json", R"({"steps":[{"result":{"a":)" + std::string(80'000, '[') +
                           std::string(80'000, ']') + "}}]}");
    CliResult result = runCli({"chart", path("deep.json"), "--png", path("x.png")});
    EXPECT_EQ(result.exitCode, 2) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains("deep.json")) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains("nested deeper than")) << result.err.toStdString();

    std::string text = toJson(run(Pattern::PingPong));
    const std::string field = "\"p99\": ";
    const std::size_t at = text.find(field);
    ASSERT_NE(at, std::string::npos);
    text.insert(at + field.size(), "1e999, \"was\": ");
    write("huge-number.json", text);
    result = runCli({"chart", path("huge-number.json"), "--png", path("x.png")});
    EXPECT_EQ(result.exitCode, 2) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains("huge-number.json")) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains("points[0].")) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains("p99: the number 1e999 is out of range"))
        << result.err.toStdString();
    EXPECT_FALSE(result.err.contains("json.exception")) << result.err.toStdString();

    if (QFile::exists("/dev/zero")) {
        result = runCli({"chart", "/dev/zero", "--png", path("x.png")});
        EXPECT_EQ(result.exitCode, 2) << result.err.toStdString();
        EXPECT_TRUE(result.err.contains("not a regular file")) << result.err.toStdString();
    }
    EXPECT_FALSE(QFile::exists(path("x.png")));
}

TEST_F(ChartCommand, WrongKindAndMissingDataAreRefused) {
    CliResult result =
        runCli({"chart", path("pingpong.json"), "--kind", "pie", "--png", path("x.png")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("pie")) << result.err.toStdString();
    result =
        runCli({"chart", path("pingpong.json"), "--kind", "throughput", "--png", path("x.png")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("stream")) << result.err.toStdString();
    result =
        runCli({"chart", path("stream.json"), "--kind", "distribution", "--png", path("x.png")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("histogram")) << result.err.toStdString();
    result = runCli({"chart", path("pingpong.json"), "--kind", "distribution", "--mechanism",
                     "pipe", "--size", "1K", "--png", path("x.png")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("1 KiB")) << result.err.toStdString();
    result = runCli({"chart", path("pingpong.json")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("--png")) << result.err.toStdString();
    EXPECT_FALSE(QFile::exists(path("x.png")));
}

TEST_F(ChartCommand, UnwritableOutputExitsOne) {
    const CliResult result =
        runCli({"chart", path("pingpong.json"), "--png", path("no-such-dir/x.png")});
    EXPECT_EQ(result.exitCode, 1);
    EXPECT_TRUE(result.err.contains("no-such-dir")) << result.err.toStdString();
}

}  // namespace
}  // namespace ipclab
