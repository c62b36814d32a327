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
    const QString text = QString::fromUtf8(file.readAll());
    EXPECT_TRUE(text.contains("pipe \u2014 mine"));
    EXPECT_TRUE(text.contains("tcp \u2014 theirs"));
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
