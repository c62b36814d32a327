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
#include "ipclab/comparison.hpp"
#include "ipclab/report.hpp"
#include "report/findings.hpp"
#include "report/lab_report.hpp"
#include "report_test_support.hpp"

namespace ipclab {
namespace {

using app::test::CliResult;
using app::test::runCli;
using test::reportPoint;

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
                                     s.mean, s.median, s.p90, s.p99, s.p999, s.max,
                                     p.initiatorCpuNsPerMessage, p.responderCpuNsPerMessage});
    }
    return values;
}

bool closeTo(double a, double b, double relative) {
    return std::abs(a - b) <= relative * std::max(std::abs(a), std::abs(b));
}

class LabReportText : public ::testing::Test {
  protected:
    void SetUp() override {
        // The figures are read from the results file as the CLI reads them.
        Expected<RunResult> read = fromJson(toJson(test::reportSampleRun()));
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
                                       [&](double value) { return closeTo(ns, value, 0.006); });
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
                           [&](double value) { return closeTo(ns, value, 0.006); });
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
        EXPECT_TRUE(closeTo(quotient, m.captured(5).toDouble(), 0.012))
            << m.captured(0).toStdString();
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

// One round has a median and no interval; three give one only 75% sure. Neither may show an
// interval of one value ("3.76 µs [3.76, 3.76]") or rank two mechanisms.
TEST(LabReportFewRounds, OneRoundShowsNoIntervalAndFewRoundsRankNothing) {
    for (const std::vector<double>& factors :
         {std::vector<double>{1.0}, std::vector<double>{1.0, 1.01, 0.99}}) {
        RunResult run = test::reportSampleRun();
        run.experiment.sizesBytes = {64};
        run.experiment.repetitions = static_cast<int>(factors.size());
        std::vector<double> slower;
        for (double factor : factors) {
            slower.push_back(1.3 * factor);
        }
        run.points = {reportPoint("thread.mutex", 64, 1000, factors),
                      reportPoint("pipe", 64, 1000, slower)};
        app::LabReportSource source;
        source.runs.push_back({QString(), run});
        const QString text = visibleText(app::labReportHtml(source, QLocale::c()));
        const std::string context = std::to_string(factors.size()) + " round(s)";
        EXPECT_FALSE(text.contains(QStringLiteral(" is slower than"))) << context;
        EXPECT_FALSE(text.contains(QStringLiteral(" is faster than"))) << context;
        EXPECT_TRUE(text.contains(QStringLiteral("pipe and thread.mutex are not ranked")))
            << context;
        if (factors.size() == 1) {
            EXPECT_EQ(text.count(QStringLiteral("none (1 round)")), 2);
            EXPECT_FALSE(text.contains(QStringLiteral("[1, 1] µs"))) << "an interval of one value";
            EXPECT_TRUE(text.contains(QStringLiteral("1 round (fixed) gives no interval")));
            EXPECT_FALSE(text.contains(QStringLiteral("0% sure")));
        } else {
            EXPECT_TRUE(text.contains(QStringLiteral("give an interval only 75% sure")));
        }
    }
}

TEST_F(LabReportText, NothingIsCut) {
    EXPECT_FALSE(m_html.contains(QChar(0x2026))) << "an ellipsis in the report";
    EXPECT_FALSE(m_html.contains(QStringLiteral("...")));
}

// A <text> of blanks only draws nothing, and in the PDF it became a fill of an empty path that
// poppler reports ("No current point in closepath").
TEST_F(LabReportText, ChartsHoldNoTextOfBlanksOnly) {
    static const QRegularExpression kText(QStringLiteral("<text[^>]*>(.*?)</text>"),
                                          QRegularExpression::DotMatchesEverythingOption);
    int texts = 0;
    for (const QRegularExpressionMatch& m : kText.globalMatch(m_html)) {
        QString shown = m.captured(1);
        shown.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
        shown.replace(QStringLiteral("&#160;"), QStringLiteral(" "));
        EXPECT_FALSE(shown.trimmed().isEmpty()) << m.captured(0).toStdString();
        ++texts;
    }
    EXPECT_GT(texts, 20);
}

TEST_F(LabReportText, IsSelfContained) {
    EXPECT_FALSE(m_html.contains(QStringLiteral("src=\"http")));
    EXPECT_FALSE(m_html.contains(QStringLiteral("href=\"http")));
    EXPECT_TRUE(m_html.contains(QStringLiteral("<svg")));
    EXPECT_TRUE(m_html.contains(QStringLiteral("class=\"ipclab-results\"")));
}

TEST_F(LabReportText, CpuPerMessageOnBothSidesIsTheResults) {
    // "900/800 ns": the side that sends first, then the one that answers.
    static const QRegularExpression kPair(
        QStringLiteral("(\\d+(?:\\.\\d+)?)/(\\d+(?:\\.\\d+)?) (ns|µs|ms)"));
    int pairs = 0;
    for (const QRegularExpressionMatch& m : kPair.globalMatch(m_text)) {
        const double me = toNs(m.captured(1).toDouble(), m.captured(3));
        const double peer = toNs(m.captured(2).toDouble(), m.captured(3));
        const bool found =
            std::any_of(m_run.points.begin(), m_run.points.end(), [&](const auto& p) {
                return closeTo(me, p.initiatorCpuNsPerMessage, 0.006) &&
                       closeTo(peer, p.responderCpuNsPerMessage, 0.006);
            });
        EXPECT_TRUE(found) << m.captured(0).toStdString();
        ++pairs;
    }
    EXPECT_EQ(pairs, 6);
}

TEST_F(LabReportText, EveryPairedRatioIsTheRoundsOwn) {
    // "pipe takes 1.30× [1.29, 1.31] of thread.mutex's time": recomputed from the rounds the
    // results keep, pair by pair.
    static const QRegularExpression kTakes(QStringLiteral(
        "(\\S+) takes (\\d+(?:\\.\\d+)?)× \\[(\\d+(?:\\.\\d+)?), (\\d+(?:\\.\\d+)?)\\] of "
        "(\\S+)'s time"));
    int checked = 0;
    for (const QRegularExpressionMatch& m : kTakes.globalMatch(m_text)) {
        const auto find = [&](const QString& name, std::size_t size) {
            for (const PointResult& p : m_run.points) {
                if (QString::fromStdString(p.mechanism) == name && p.sizeBytes == size) {
                    return &p;
                }
            }
            return static_cast<const PointResult*>(nullptr);
        };
        bool matched = false;
        for (const std::size_t size : m_run.experiment.sizesBytes) {
            const PointResult* slow = find(m.captured(1), size);
            const PointResult* fast = find(m.captured(5), size);
            if (slow == nullptr || fast == nullptr) {
                continue;
            }
            const PairedRatio paired = pairedRatio(*fast, *slow);
            matched = matched || (closeTo(paired.ratio, m.captured(2).toDouble(), 0.006) &&
                                  closeTo(paired.low, m.captured(3).toDouble(), 0.006) &&
                                  closeTo(paired.high, m.captured(4).toDouble(), 0.006));
        }
        EXPECT_TRUE(matched) << m.captured(0).toStdString();
        ++checked;
    }
    EXPECT_EQ(checked, 2);
}

TEST_F(LabReportText, CountsAndSizesAreTheExperiments) {
    EXPECT_TRUE(m_text.contains(
        QStringLiteral("2000 timed messages or operations per round after 200 untimed ones")));
    EXPECT_TRUE(m_text.contains(QStringLiteral("9 rounds per point.")));
    // Every size written is one the experiment measured.
    static const QRegularExpression kSize(QStringLiteral("\\bat (\\d+) (B|KiB|MiB)\\b"));
    for (const QRegularExpressionMatch& m : kSize.globalMatch(m_text)) {
        const std::size_t bytes =
            m.captured(1).toULongLong() * (m.captured(2) == QStringLiteral("B")     ? 1
                                           : m.captured(2) == QStringLiteral("KiB") ? 1024
                                                                                    : 1048576);
        EXPECT_NE(std::find(m_run.experiment.sizesBytes.begin(), m_run.experiment.sizesBytes.end(),
                            bytes),
                  m_run.experiment.sizesBytes.end())
            << m.captured(0).toStdString();
    }
}

TEST_F(LabReportText, TimerCostFromAnotherMachineIsSaidToBeUnknown) {
    EXPECT_TRUE(m_text.contains(QStringLiteral(
        "The results record no calibration of this clock, and they were measured on another "
        "machine (not-this-host)")))
        << m_text.toStdString();
}

/// The report's command blocks with their shell continuations joined again.
QString pastedCommands(const QString& text) {
    return QString(text).replace(QStringLiteral(" \\\n    "), QStringLiteral(" "));
}

TEST(LabReportReproduce, PrintsTheCommandRecordedWhenTheRunWasMade) {
    RunResult run = test::reportSampleRun();
    run.commandLine =
        "ipclab-cli run -m thread.mutex,pipe,uds -s 64,64K -r 9 -f json -o 'my run.json'";
    app::LabReportSource source;
    source.runs.push_back({QString(), run});
    const QString text = pastedCommands(visibleText(app::labReportHtml(source, QLocale::c())));
    EXPECT_TRUE(text.contains(QStringLiteral("recorded when it ran:")));
    EXPECT_TRUE(text.contains(QString::fromStdString(run.commandLine)
                                  .toHtmlEscaped()
                                  .replace(QStringLiteral("&amp;"), QStringLiteral("&"))))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Measured with IPC Lab 0.1.0.")));
    EXPECT_FALSE(text.contains(QStringLiteral("older IPC Lab")));
}

TEST(LabReportReproduce, AShortCommandStaysOnOneLineALongOneBreaksBeforeItsOptions) {
    RunResult run = test::reportSampleRun();
    run.commandLine = "ipclab-cli run -m pipe,thread.mutex -s 64 -o one.json";
    app::LabReportSource source;
    source.runs.push_back({QString(), run});
    EXPECT_TRUE(visibleText(app::labReportHtml(source, QLocale::c()))
                    .contains(QString::fromStdString(run.commandLine)));

    // The rebuilt command of a file that records none is longer than a line.
    source.runs.front().run.commandLine.clear();
    const QString text = visibleText(app::labReportHtml(source, QLocale::c()));
    EXPECT_TRUE(text.contains(QStringLiteral("ipclab-cli run \\\n    --mechanisms ")))
        << text.toStdString();
}

TEST(LabReportReproduce, AnOldFileGetsTheCommandRebuiltAndSaysSo) {
    app::LabReportSource source;
    source.runs.push_back({QString(), test::reportSampleRun()});  // records no command
    const QString text = pastedCommands(visibleText(app::labReportHtml(source, QLocale::c())));
    EXPECT_TRUE(text.contains(QStringLiteral("do not record the command that measured them")));
    EXPECT_TRUE(text.contains(QStringLiteral(
        "ipclab-cli run --mechanisms thread.mutex,pipe,uds --pattern pingpong --sizes 64,65536 "
        "--placement same-core --iterations 2000 --warmup 200 --repetitions 9 --format json")))
        << text.toStdString();
}

TEST(LabReportReproduce, TheCliRecordsItsCommandLineInTheResults) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("my run.json"));
    const QStringList arguments{
        QStringLiteral("run"),  QStringLiteral("-m"), QStringLiteral("thread.mutex"),
        QStringLiteral("-s"),   QStringLiteral("64"), QStringLiteral("-n"),
        QStringLiteral("200"),  QStringLiteral("-w"), QStringLiteral("10"),
        QStringLiteral("-r"),   QStringLiteral("2"),  QStringLiteral("-f"),
        QStringLiteral("json"), QStringLiteral("-o"), out};
    const CliResult ran = runCli(arguments);
    ASSERT_EQ(ran.exitCode, 0) << ran.err.toStdString();
    QFile file(out);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    Expected<RunResult> read = fromJson(file.readAll().toStdString());
    ASSERT_TRUE(read.ok());
    EXPECT_EQ(read->commandLine,
              "ipclab-cli run -m thread.mutex -s 64 -n 200 -w 10 -r 2 -f json -o '" +
                  out.toStdString() + "'");
}

/// The visible text and every chart's labels (the SVG's <text>), the commands (<pre>) left out:
/// what a German reader reads as prose.
QString proseAndLabels(const QString& html) {
    QString labels;
    static const QRegularExpression kLabel(QStringLiteral("<text[^>]*>([^<]*)</text>"));
    for (const QRegularExpressionMatch& m : kLabel.globalMatch(html)) {
        labels += QLatin1Char(' ') + m.captured(1);
    }
    QString page = html;
    page.remove(QRegularExpression(QStringLiteral("<pre>.*?</pre>"),
                                   QRegularExpression::DotMatchesEverythingOption));
    return visibleText(page) + labels;
}

TEST(LabReportGerman, TheGermanReportIsGermanThroughout) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    // Two steps of report 004's preset, as `preset --format json` writes them.
    RunResult step1 = test::reportSampleRun();
    step1.experiment.mechanisms = {"pipe", "tcp", "shm.condvar"};
    for (PointResult& p : step1.points) {
        p.mechanism = p.mechanism == "thread.mutex" ? "pipe"
                      : p.mechanism == "pipe"       ? "tcp"
                                                    : "shm.condvar";
    }
    const std::string document =
        R"j({"preset": "report-004", "steps": [{"number": 1, "name": "Latency vs size (Table I)", )j"
        R"j("result": )j" +
        toJson(step1) +
        R"j(}, {"number": 2, "name": "Latency vs size", )j"
        R"j("result": )j" +
        toJson(test::reportSampleRun()) + "}]}";
    const QString results = dir.filePath(QStringLiteral("results.json"));
    QFile file(results);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromStdString(document));
    file.close();
    const QString html = dir.filePath(QStringLiteral("bericht.html"));
    const CliResult report = runCli({QStringLiteral("report"), results, QStringLiteral("--html"),
                                     html, QStringLiteral("--lang"), QStringLiteral("de")});
    ASSERT_EQ(report.exitCode, 0) << report.err.toStdString();
    QFile written(html);
    ASSERT_TRUE(written.open(QIODevice::ReadOnly));
    const QString page = QString::fromUtf8(written.readAll());
    const QString text = proseAndLabels(page);
    for (const char* heading : {"1. Methode", "2. Rechner", "4. Grenzen der Aussagekraft",
                                "Schritt 1:", "Schritt 2:", "Befunde"}) {
        EXPECT_TRUE(text.contains(QString::fromUtf8(heading))) << heading;
    }
    // No English sentence left: none of English's commonest words, anywhere a reader looks
    // (the seed report's own title, cited as published, aside).
    QString prose = text;
    prose.remove(QStringLiteral("Measurement of Interprocess Communication Mechanisms"));
    prose.remove(QStringLiteral("University of Wisconsin-Madison"));
    prose.remove(QStringLiteral("not-this-host"));  // the machine's name
    static const QRegularExpression kEnglish(
        QStringLiteral(
            "\\b(the|and|is|are|of|with|which|than|this|each|not|only|from|were|step|figure|"
            "findings|rounds|slower|faster)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    for (const QRegularExpressionMatch& m : kEnglish.globalMatch(prose)) {
        ADD_FAILURE() << "English \"" << m.captured(0).toStdString() << "\" in: "
                      << prose.mid(std::max<qsizetype>(0, m.capturedStart() - 60), 140)
                             .simplified()
                             .toStdString();
    }
    // Numbers with a unit have a decimal comma, never a point.
    static const QRegularExpression kPoint(
        QStringLiteral("\\d\\.\\d+\\s?(ns|µs|ms|s|×|%|‰|KiB|MiB|GB/s|MB/s)"));
    for (const QRegularExpressionMatch& m : kPoint.globalMatch(text)) {
        ADD_FAILURE() << "decimal point in \"" << m.captured(0).toStdString() << "\"";
    }
    static const QRegularExpression kComma(QStringLiteral("\\d,\\d+\\s?(ns|µs|×)"));
    int commas = 0;
    for (const QRegularExpressionMatch& m : kComma.globalMatch(text)) {
        commas += m.hasMatch() ? 1 : 0;
    }
    EXPECT_GE(commas, 12);
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
    file.write(QByteArray::fromStdString(toJson(test::reportSampleRun())));
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

// `run --runs 3` whose third run met a slower machine for thread.mutex (1.3x,
// intervals apart) and pipe stayed put: the report heads each run "Run k of 3", and its section
// across the runs gives each run's figure, their median, and says once under the table that at
// one point of two one run's interval understates the uncertainty.
TEST(LabReportAcrossRuns, SaysWhereTheRunsDifferOnceAndShowsEachRunsFigure) {
    std::string steps;
    for (int run = 1; run <= 3; ++run) {
        RunResult result = test::reportSampleRun();
        result.experiment.mechanisms = {"thread.mutex", "pipe"};
        result.experiment.sizesBytes = {64};
        result.points = {
            test::reportPoint("thread.mutex", 64, run == 3 ? 1300 : 1000, test::kSteady),
            test::reportPoint("pipe", 64, 2000, test::kSteady)};
        steps += (run == 1 ? "" : ",") + std::string("{\"number\": ") + std::to_string(run) +
                 ", \"name\": \"run " + std::to_string(run) + "\", \"result\": " + toJson(result) +
                 "}";
    }
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString results = dir.filePath(QStringLiteral("runs.json"));
    QFile file(results);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromStdString("{\"repeated_runs\": 3, \"steps\": [" + steps + "]}"));
    file.close();
    const QString htmlPath = dir.filePath(QStringLiteral("runs.html"));
    const CliResult report =
        runCli({QStringLiteral("report"), results, QStringLiteral("--html"), htmlPath});
    ASSERT_EQ(report.exitCode, 0) << report.err.toStdString();
    QFile page(htmlPath);
    ASSERT_TRUE(page.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(page.readAll());
    const QString text = visibleText(html);
    for (const char* heading : {"Run 1 of 3", "Run 2 of 3", "Run 3 of 3", "Across the 3 runs"}) {
        EXPECT_EQ(html.count(QString::fromUtf8(heading) + QStringLiteral("</h3>")), 1) << heading;
    }
    const QString across = text.mid(text.indexOf(QStringLiteral("Across the 3 runs")));
    // A table row, as the reader sees it: "thread.mutex 64 B 3 1.00, 1.00, 1.30 µs ...".
    const auto row = [&](const QString& mechanism) {
        for (const QString& line : across.split(QLatin1Char('\n'))) {
            if (line.simplified().startsWith(mechanism + QStringLiteral(" 64 B"))) {
                return line.simplified();
            }
        }
        return QString();
    };
    EXPECT_TRUE(row(QStringLiteral("thread.mutex")).contains(QStringLiteral("1.00, 1.00, 1.30 µs")))
        << row(QStringLiteral("thread.mutex")).toStdString();
    EXPECT_TRUE(row(QStringLiteral("thread.mutex")).contains(QStringLiteral("runs differ")));
    EXPECT_TRUE(row(QStringLiteral("pipe")).contains(QStringLiteral("2.00, 2.00, 2.00 µs")));
    EXPECT_TRUE(row(QStringLiteral("pipe")).contains(QStringLiteral("runs agree")));
    EXPECT_EQ(across.count(QStringLiteral("at 1 point of 2 the runs differ")), 1)
        << across.toStdString();
    EXPECT_EQ(across.count(QStringLiteral("3 runs are too few for a 95% interval")), 1);

    // Beside another file, the section sums the runs of its own file only, right after them.
    const QString single = dir.filePath(QStringLiteral("single.json"));
    QFile other(single);
    ASSERT_TRUE(other.open(QIODevice::WriteOnly));
    other.write(QByteArray::fromStdString(toJson(test::reportSampleRun())));
    other.close();
    const CliResult both =
        runCli({QStringLiteral("report"), results, single, QStringLiteral("--html"), htmlPath});
    ASSERT_EQ(both.exitCode, 0) << both.err.toStdString();
    QFile bothPage(htmlPath);
    ASSERT_TRUE(bothPage.open(QIODevice::ReadOnly));
    const QString bothText = visibleText(QString::fromUtf8(bothPage.readAll()));
    const auto acrossAt = bothText.indexOf(QStringLiteral("Across the 3 runs"));
    const auto singleAt = bothText.indexOf(QStringLiteral("single.json"));
    ASSERT_GE(acrossAt, 0);
    EXPECT_LT(bothText.indexOf(QStringLiteral("Run 3 of 3")), acrossAt);
    EXPECT_LT(acrossAt, singleAt);
    const QString section = bothText.mid(acrossAt, singleAt - acrossAt);
    EXPECT_TRUE(section.contains(QStringLiteral("1.00, 1.00, 1.30 µs")));
    EXPECT_FALSE(section.contains(QStringLiteral("uds"))) << section.toStdString();
}

}  // namespace
}  // namespace ipclab
