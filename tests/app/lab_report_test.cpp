// The lab report as the student reads it: every number in it is one of the results', every
// figure lies inside its interval, every ratio is the quotient of the figures it names, no
// sentence declares a winner whose interval holds 1, nothing is cut with "…"; and a hostile
// results file gets `chart`'s error and writes nothing.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <cmath>

#include "cli_support.hpp"
#include "ipclab/report.hpp"
#include "report/findings.hpp"
#include "report/lab_report.hpp"

namespace ipclab {
namespace {

using app::test::CliResult;
using app::test::runCli;

// Each round's median is base x factor; the samples spread evenly around it.
PointResult point(const std::string& mechanism, std::size_t size, double base,
                  const std::vector<double>& factors) {
    PointResult p;
    p.mechanism = mechanism;
    p.pattern = Pattern::PingPong;
    p.placement = Placement::SameCore;
    p.sizeBytes = size;
    p.ok = true;
    std::vector<double> pooled;
    for (std::size_t round = 0; round < factors.size(); ++round) {
        std::vector<double> samples;
        for (int i = 0; i <= 100; ++i) {
            samples.push_back(base * factors[round] * (1.0 + 0.002 * (i - 50)));
        }
        RepetitionResult repetition;
        repetition.index = static_cast<int>(round);
        repetition.latencyNs = summarize(samples);
        p.repetitions.push_back(repetition);
        pooled.insert(pooled.end(), samples.begin(), samples.end());
    }
    aggregatePoint(p, pooled);
    return p;
}

const std::vector<double> kSteady{1.00, 1.01, 0.99, 1.02, 0.98, 1.00, 1.01, 0.99, 1.00};
// Against kSteady, round by round: ratios around 1 either side, the interval holds 1.
const std::vector<double> kNoisy{0.96, 1.05, 0.97, 1.06, 0.95, 1.03, 1.04, 0.98, 1.01};

RunResult sampleRun() {
    RunResult run;
    run.machine.cpuModel = "Test CPU";
    run.machine.hostName = "not-this-host";
    run.machine.osName = "Linux";
    run.machine.logicalCores = 2;
    run.machine.virtualized = true;
    run.machine.appVersion = "0.1.0";
    run.machine.date = "2026-01-02T03:04:05Z";
    run.experiment.mechanisms = {"thread.mutex", "pipe", "uds"};
    run.experiment.sizesBytes = {64, 65536};
    run.experiment.placement = Placement::SameCore;
    run.experiment.repetitions = static_cast<int>(kSteady.size());
    std::vector<double> slower;
    for (double factor : kSteady) {
        slower.push_back(1.3 * factor);
    }
    run.points.push_back(point("thread.mutex", 64, 1000, kSteady));
    run.points.push_back(point("pipe", 64, 1000, slower));
    run.points.push_back(point("uds", 64, 1000, kNoisy));
    // At 64 KiB pipe overtakes thread.mutex.
    run.points.push_back(point("thread.mutex", 65536, 20000, slower));
    run.points.push_back(point("pipe", 65536, 20000, kSteady));
    run.points.push_back(point("uds", 65536, 20000, kNoisy));
    return run;
}

/// What a reader sees in the text: the page without the embedded JSON, styles, charts and tags.
QString visibleText(QString html) {
    html.remove(QRegularExpression(QStringLiteral("<script[^>]*>.*?</script>"),
                                   QRegularExpression::DotMatchesEverythingOption));
    // The charts' labels are the charts' own tests' business (tests/app/chart_*).
    html.remove(QRegularExpression(QStringLiteral("<svg.*?</svg>"),
                                   QRegularExpression::DotMatchesEverythingOption));
    html.remove(QRegularExpression(QStringLiteral("<style>.*?</style>"),
                                   QRegularExpression::DotMatchesEverythingOption));
    html.replace(QRegularExpression(QStringLiteral("<[^>]*>")), QStringLiteral(" "));
    return html.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
}

double toNs(double value, const QString& unit) {
    if (unit == QStringLiteral("µs")) {
        return value * 1e3;
    }
    if (unit == QStringLiteral("ms")) {
        return value * 1e6;
    }
    if (unit == QStringLiteral("s")) {
        return value * 1e9;
    }
    return value;
}

/// Every duration of the results: the figures, intervals and percentiles of every point.
std::vector<double> resultDurations(const RunResult& run) {
    std::vector<double> values;
    for (const PointResult& p : run.points) {
        const Summary& s = p.latencyNs;
        values.insert(values.end(), {shownCentre(p), p.latencyCi95.low, p.latencyCi95.high, s.min,
                                     s.mean, s.median, s.p90, s.p99, s.p999, s.max});
    }
    return values;
}

bool near(double a, double b, double relative) {
    return std::abs(a - b) <= relative * std::max(std::abs(a), std::abs(b));
}

class LabReportText : public ::testing::Test {
  protected:
    void SetUp() override {
        // The figures are read from the results file as the CLI reads them.
        Expected<RunResult> read = fromJson(toJson(sampleRun()));
        ASSERT_TRUE(read.ok());
        m_run = *read;
        app::LabReportSource source;
        source.runs.push_back({QString(), m_run});
        source.results.push_back({QStringLiteral("results.json"), QByteArray("{}")});
        m_html = app::labReportHtml(source, QLocale::c());
        m_text = visibleText(m_html);
    }
    RunResult m_run;
    QString m_html;
    QString m_text;
};

TEST_F(LabReportText, EveryDurationIsOneOfTheResults) {
    static const QRegularExpression kDuration(QStringLiteral("(\\d+(?:\\.\\d+)?) (ns|µs|ms)\\b"));
    const std::vector<double> known = resultDurations(m_run);
    int seen = 0;
    for (const QRegularExpressionMatch& match : kDuration.globalMatch(m_text)) {
        const double ns = toNs(match.captured(1).toDouble(), match.captured(2));
        const bool found = std::any_of(known.begin(), known.end(),
                                       [&](double value) { return near(ns, value, 0.006); });
        EXPECT_TRUE(found) << match.captured(0).toStdString() << " is in no result";
        ++seen;
    }
    EXPECT_GE(seen, 6 * 3);  // at least each point's figure, interval and p99
}

TEST_F(LabReportText, EveryFigureLiesInsideItsIntervalAndBothAreResults) {
    // "3.36 µs  [2.53, 4.07] µs": the interval in its figure's unit.
    static const QRegularExpression kRow(
        QStringLiteral("(\\d+(?:\\.\\d+)?) (ns|µs|ms)\\s+\\[(\\d+(?:\\.\\d+)?), "
                       "(\\d+(?:\\.\\d+)?)\\] (ns|µs|ms)"));
    const std::vector<double> known = resultDurations(m_run);
    const auto isResult = [&](double ns) {
        return std::any_of(known.begin(), known.end(),
                           [&](double value) { return near(ns, value, 0.006); });
    };
    int rows = 0;
    for (const QRegularExpressionMatch& m : kRow.globalMatch(m_text)) {
        const double figure = toNs(m.captured(1).toDouble(), m.captured(2));
        const double low = toNs(m.captured(3).toDouble(), m.captured(5));
        const double high = toNs(m.captured(4).toDouble(), m.captured(5));
        EXPECT_LE(low, figure) << m.captured(0).toStdString();
        EXPECT_LE(figure, high) << m.captured(0).toStdString();
        EXPECT_TRUE(isResult(low) && isResult(high)) << m.captured(0).toStdString();
        ++rows;
    }
    EXPECT_EQ(rows, 6);
}

TEST_F(LabReportText, EveryRatioIsTheQuotientOfTheFiguresItNames) {
    static const QRegularExpression kQuotient(QStringLiteral(
        "(\\d+(?:\\.\\d+)?) (ns|µs|ms) against (\\d+(?:\\.\\d+)?) (ns|µs|ms); quotient "
        "(\\d+(?:\\.\\d+)?)×"));
    int ratios = 0;
    for (const QRegularExpressionMatch& m : kQuotient.globalMatch(m_text)) {
        const double quotient = toNs(m.captured(1).toDouble(), m.captured(2)) /
                                toNs(m.captured(3).toDouble(), m.captured(4));
        // Three significant digits on each of three numbers.
        EXPECT_TRUE(near(quotient, m.captured(5).toDouble(), 0.012)) << m.captured(0).toStdString();
        ++ratios;
    }
    EXPECT_EQ(ratios, 4);  // pipe and uds against thread.mutex at 64 B, the same at 64 KiB
}

TEST_F(LabReportText, NoWinnerWhoseIntervalHoldsOne) {
    static const QRegularExpression kPaired(
        QStringLiteral("([^.]*?) (is slower than|cannot be told apart)[^\\[]*?(\\d+(?:\\.\\d+)?)× "
                       "\\[(\\d+(?:\\.\\d+)?), (\\d+(?:\\.\\d+)?)\\]"));
    int slower = 0;
    int noise = 0;
    for (const QRegularExpressionMatch& m : kPaired.globalMatch(m_text)) {
        const double ratio = m.captured(3).toDouble();
        const double low = m.captured(4).toDouble();
        const double high = m.captured(5).toDouble();
        EXPECT_LE(low, ratio);
        EXPECT_LE(ratio, high);
        if (m.captured(2) == QStringLiteral("is slower than")) {
            EXPECT_GT(low, 1.0) << m.captured(0).toStdString();
            ++slower;
        } else {
            EXPECT_TRUE(low <= 1.0 && high >= 1.0) << m.captured(0).toStdString();
            ++noise;
        }
    }
    EXPECT_EQ(slower, 2);  // pipe at 64 B, thread.mutex at 64 KiB
    EXPECT_EQ(noise, 2);   // uds at both sizes
    EXPECT_TRUE(
        m_text.contains(QStringLiteral("Between 64 B and 64 KiB, pipe overtakes "
                                       "thread.mutex")));
}

TEST_F(LabReportText, NothingIsCut) {
    EXPECT_FALSE(m_html.contains(QChar(0x2026))) << "an ellipsis in the report";
    EXPECT_FALSE(m_html.contains(QStringLiteral("...")));
}

TEST_F(LabReportText, IsSelfContained) {
    EXPECT_FALSE(m_html.contains(QStringLiteral("src=\"http")));
    EXPECT_FALSE(m_html.contains(QStringLiteral("href=\"http")));
    EXPECT_TRUE(m_html.contains(QStringLiteral("<svg")));
    EXPECT_TRUE(m_html.contains(QStringLiteral("class=\"ipclab-results\"")));
}

TEST(LabReportFiles, HostileFileGetsChartsErrorAndNothingIsWritten) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString broken = dir.filePath(QStringLiteral("broken.json"));
    QFile file(broken);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("{\"schema_version\": 2, \"points\": [");
    file.close();
    const QString html = dir.filePath(QStringLiteral("r.html"));
    const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
    const CliResult report = runCli({QStringLiteral("report"), broken, QStringLiteral("--html"),
                                     html, QStringLiteral("--pdf"), pdf});
    const CliResult chart = runCli({QStringLiteral("chart"), broken, QStringLiteral("--png"),
                                    dir.filePath(QStringLiteral("c.png"))});
    EXPECT_EQ(report.exitCode, 2);
    EXPECT_EQ(report.err, chart.err);
    EXPECT_FALSE(QFile::exists(html));
    EXPECT_FALSE(QFile::exists(pdf));
}

TEST(LabReportFiles, WritesHtmlAndPdfWhereAsked) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString results = dir.filePath(QStringLiteral("results.json"));
    QFile file(results);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromStdString(toJson(sampleRun())));
    file.close();
    const QString html = dir.filePath(QStringLiteral("my report.html"));
    const QString pdf = dir.filePath(QStringLiteral("my report.pdf"));
    const CliResult report = runCli({QStringLiteral("report"), results, QStringLiteral("--html"),
                                     html, QStringLiteral("--pdf"), pdf});
    ASSERT_EQ(report.exitCode, 0) << report.err.toStdString();
    QFile written(pdf);
    ASSERT_TRUE(written.open(QIODevice::ReadOnly));
    EXPECT_TRUE(written.read(5) == "%PDF-");
    EXPECT_TRUE(QFile::exists(html));
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files).size(), 3);  // nothing else beside
}

}  // namespace
}  // namespace ipclab
