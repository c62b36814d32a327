// Outputs are written INTO what their path names, never renamed over it (issue 35, items 1
// and 7): a FIFO's reader gets the chart or the lab report and the FIFO stays, a device stays a
// device, a hard link keeps naming the result, an output that is an input or the other output is
// refused, and results that do not reach standard output end in an error. FIFOs, device nodes and
// hard links are looked at directly: Linux only.
#include <gtest/gtest.h>

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <future>
#include <string>

#include "cli_support.hpp"
#include "ipclab/output_file.hpp"
#include "ipclab/report.hpp"

#if defined(__linux__)
#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <unistd.h>
#endif

namespace ipclab {
namespace {

#if defined(__linux__)

using app::test::CliResult;
using app::test::runCli;
namespace fs = std::filesystem;

RunResult sampleRun() {
    RunResult result;
    result.machine.cpuModel = "Test CPU";
    result.machine.hostName = "testhost";
    result.machine.date = "2026-01-02T03:04:05Z";
    result.experiment.pattern = Pattern::PingPong;
    result.experiment.mechanisms = {"pipe"};
    result.experiment.sizesBytes = {64, 4096};
    for (std::size_t size : result.experiment.sizesBytes) {
        PointResult p;
        p.mechanism = "pipe";
        p.pattern = Pattern::PingPong;
        p.sizeBytes = size;
        p.ok = true;
        p.repetitions.resize(3);
        const double ns = 4000.0 + static_cast<double>(size);
        p.latencyNs = {1000, ns * 0.8, ns, ns, ns * 1.2, ns * 2, ns * 3, ns * 4, ns * 0.1};
        p.latencyCi95 = {3, ns, ns * 0.95, ns * 1.05};
        result.points.push_back(p);
    }
    return result;
}

std::string readAll(const std::string& path) {
    QFile file(QString::fromStdString(path));
    return file.open(QIODevice::ReadOnly) ? file.readAll().toStdString() : std::string();
}

// The CLI run with `arguments` while a reader reads `fifo` to its end, and what the reader got.
// The reader is let go afterwards whatever happened (a writer that never came).
std::pair<CliResult, std::string> runReadingFifo(const std::string& fifo,
                                                 const QStringList& arguments) {
    auto reader = std::async(std::launch::async, [&] { return readAll(fifo); });
    CliResult result = runCli(arguments);
    while (reader.wait_for(std::chrono::milliseconds(50)) != std::future_status::ready) {
        if (const int unblock = ::open(fifo.c_str(), O_WRONLY | O_NONBLOCK); unblock >= 0) {
            ::close(unblock);
        }
    }
    return {std::move(result), reader.get()};
}

class CliOutputs : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        m_results = path("r.json");
        m_json = toJson(sampleRun()) + "\n";
        ASSERT_TRUE(writeIntoFile(m_results, m_json));
    }
    std::string path(const char* name) const { return m_dir.filePath(name).toStdString(); }

    QTemporaryDir m_dir;
    std::string m_results;
    std::string m_json;
};

// `cat fifo &` then `ipclab-cli run -o fifo`: one opening, read to its end. The check before
// measuring opened the FIFO and closed it again, which gave the reader its end of stream at
// once: cat left, and after measuring the CLI found nobody to write to (30 s, exit 1, the
// result lost). The check's opening is now the one the result is written into.
TEST_F(CliOutputs, AFifoReadOnceLikeCatGetsTheResult) {
    const std::string fifo = path("results.json");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const auto [result, written] = runReadingFifo(
        fifo, {"run", "--mechanisms", "thread.mutex", "--sizes", "64", "--iterations", "200",
               "--repetitions", "2", "--format", "json", "--out", QString::fromStdString(fifo)});
    EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
    auto document = fromJson(written);
    ASSERT_TRUE(document.ok()) << document.error().message << "\n" << written;
    EXPECT_EQ(document->points.size(), 1u);
    EXPECT_TRUE(fs::is_fifo(fifo)) << "the FIFO was replaced";
}

TEST_F(CliOutputs, AChartIntoAFifoReachesItsReaderAndTheFifoStays) {
    const std::string fifo = path("chart.png");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const auto [result, chart] =
        runReadingFifo(fifo, {"chart", QString::fromStdString(m_results), "--png",
                              QString::fromStdString(fifo), "--width", "320", "--height", "200"});
    EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_EQ(chart.substr(0, 4), "\x89PNG");
    EXPECT_TRUE(fs::is_fifo(fifo)) << "the FIFO was replaced";
}

TEST_F(CliOutputs, AChartIntoADeviceLeavesTheDevice) {
    // A null device of our own (root only), so that a regression destroys nothing of the
    // machine's; where device nodes cannot be opened (nodev), there is nothing to test.
    const std::string device = path("null");
    if (::mknod(device.c_str(), S_IFCHR | 0666, makedev(1, 3)) != 0) {
        GTEST_SKIP() << "cannot make a device node here (not root)";
    }
    if (const int fd = ::open(device.c_str(), O_WRONLY); fd < 0) {
        GTEST_SKIP() << "device nodes do not open on this file system";
    } else {
        ::close(fd);
    }
    const std::string link = path("link.svg");  // through a symlink, as the settings file was
    fs::create_symlink(device, link);
    for (const char* option : {"--png", "--svg"}) {
        const std::string target = option == std::string("--png") ? device : link;
        const CliResult result = runCli(
            {"chart", QString::fromStdString(m_results), option, QString::fromStdString(target)});
        EXPECT_EQ(result.exitCode, 0) << option << ' ' << result.err.toStdString();
        EXPECT_TRUE(fs::is_character_file(device)) << option << ": the device was replaced";
        EXPECT_TRUE(fs::is_symlink(link));
    }
}

TEST_F(CliOutputs, AChartOverItsOwnInputIsRefusedAndTheInputKept) {
    const std::string hardLink = path("same.png");
    fs::create_hard_link(m_results, hardLink);
    for (const std::string& output : {m_results, hardLink, path("./r.json")}) {
        for (const char* option : {"--png", "--svg"}) {
            const CliResult result = runCli({"chart", QString::fromStdString(m_results), option,
                                             QString::fromStdString(output)});
            EXPECT_EQ(result.exitCode, 2) << option << ' ' << output;
            EXPECT_TRUE(result.err.contains("overwrite what it is drawn from"))
                << result.err.toStdString();
        }
    }
    EXPECT_EQ(readAll(m_results), m_json);
    // --png and --svg naming one file through a hard link: refused too.
    const std::string png = path("a.png");
    ASSERT_TRUE(writeIntoFile(png, "old"));
    fs::create_hard_link(png, path("b.svg"));
    const CliResult both =
        runCli({"chart", QString::fromStdString(m_results), "--png", QString::fromStdString(png),
                "--svg", QString::fromStdString(path("b.svg"))});
    EXPECT_EQ(both.exitCode, 2);
    EXPECT_TRUE(both.err.contains("name the same file")) << both.err.toStdString();
}

TEST_F(CliOutputs, AHardLinkedOutputIsWrittenInPlace) {
    const std::string png = path("chart.png");
    const std::string other = path("other-name.png");
    ASSERT_TRUE(writeIntoFile(png, "old content"));
    fs::create_hard_link(png, other);
    const CliResult result =
        runCli({"chart", QString::fromStdString(m_results), "--png", QString::fromStdString(png),
                "--width", "320", "--height", "200"});
    EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
    // One file, both names: the chart is in the file the link names, not in a new one.
    EXPECT_TRUE(fs::equivalent(png, other));
    EXPECT_EQ(fs::hard_link_count(png), 2u);
    EXPECT_EQ(readAll(other).substr(0, 4), "\x89PNG");
}

TEST_F(CliOutputs, RunRefusesAnOutAndAPngThatAreOneFileBeforeMeasuring) {
    const std::string out = path("out.json");
    ASSERT_TRUE(writeIntoFile(out, "kept"));
    fs::create_hard_link(out, path("out.png"));
    const CliResult result =
        runCli({"run", "--mechanisms", "thread.mutex", "--sizes", "64", "--iterations", "100",
                "--repetitions", "2", "--format", "json", "--out", QString::fromStdString(out),
                "--png", QString::fromStdString(path("out.png"))});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("name the same file")) << result.err.toStdString();
    EXPECT_EQ(readAll(out), "kept");
}

TEST_F(CliOutputs, ASocketAsOutputIsRefusedBeforeMeasuring) {
    // Neither a file, a character device nor a FIFO: nothing to write into.
    const std::string socketPath = path("socket");
    const int listening = ::socket(AF_UNIX, SOCK_STREAM, 0);
    ASSERT_GE(listening, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    std::strncpy(address.sun_path, socketPath.c_str(), sizeof address.sun_path - 1);
    ASSERT_EQ(::bind(listening, reinterpret_cast<const sockaddr*>(&address), sizeof address), 0);
    const CliResult result =
        runCli({"run", "--mechanisms", "thread.mutex", "--sizes", "64", "--iterations", "100",
                "--repetitions", "2", "--out", QString::fromStdString(socketPath)});
    ::close(listening);
    EXPECT_TRUE(fs::is_socket(socketPath));
    EXPECT_EQ(result.exitCode, 2) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains("neither a regular file, a character device nor a FIFO"))
        << result.err.toStdString();
}

// The lab report is an output like the others: it wrote through a save-by-rename, which
// replaced the results file it was written from (report r.json --html r.json), a FIFO and a
// hard link with new files.
TEST_F(CliOutputs, AReportOverItsOwnResultsOrItsOtherOutputIsRefusedAndTheResultsKept) {
    const std::string hardLink = path("results-link.html");
    fs::create_hard_link(m_results, hardLink);
    for (const std::string& output : {m_results, hardLink}) {
        for (const char* option : {"--html", "--pdf"}) {
            const CliResult result = runCli({"report", QString::fromStdString(m_results), option,
                                             QString::fromStdString(output)});
            EXPECT_EQ(result.exitCode, 2) << option << ' ' << output;
            EXPECT_TRUE(result.err.contains("the report would overwrite what it is written from"))
                << result.err.toStdString();
        }
    }
    EXPECT_EQ(readAll(m_results), m_json);
    const std::string both = path("report.html");
    const CliResult same =
        runCli({"report", QString::fromStdString(m_results), "--html", QString::fromStdString(both),
                "--pdf", QString::fromStdString(both)});
    EXPECT_EQ(same.exitCode, 2);
    EXPECT_TRUE(same.err.contains("--html and --pdf name the same file")) << same.err.toStdString();
    EXPECT_FALSE(fs::exists(both));
}

TEST_F(CliOutputs, AReportIntoAFifoReachesItsReaderAndTheFifoStays) {
    const std::string fifo = path("report.html");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const CliResult unread = runCli(
        {"report", QString::fromStdString(m_results), "--html", QString::fromStdString(fifo)});
    EXPECT_EQ(unread.exitCode, 2);
    EXPECT_TRUE(unread.err.contains("is a FIFO that nobody reads")) << unread.err.toStdString();
    const auto [result, page] = runReadingFifo(fifo, {"report", QString::fromStdString(m_results),
                                                      "--html", QString::fromStdString(fifo)});
    EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_EQ(page.substr(0, 15), "<!DOCTYPE html>");
    EXPECT_NE(page.find("</html>"), std::string::npos) << "the reader got part of the page";
    EXPECT_TRUE(fs::is_fifo(fifo)) << "the FIFO was replaced";
}

TEST_F(CliOutputs, AHardLinkedReportIsWrittenInPlaceAndWhole) {
    const std::string pdf = path("report.pdf");
    const std::string other = path("hand-in.pdf");
    ASSERT_TRUE(writeIntoFile(pdf, "last week's report"));
    fs::create_hard_link(pdf, other);
    const CliResult result =
        runCli({"report", QString::fromStdString(m_results), "--pdf", QString::fromStdString(pdf)});
    EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(fs::equivalent(pdf, other));
    EXPECT_EQ(fs::hard_link_count(pdf), 2u);
    // The whole PDF: it holds NUL bytes (its UTF-16 title), which a copy as a C string cut.
    const std::string written = readAll(other);
    EXPECT_EQ(written.substr(0, 5), "%PDF-");
    EXPECT_NE(written.find("%%EOF", written.size() - 16), std::string::npos)
        << written.size() << " bytes, no end of file";
}

// Item 7: `run -f json > /dev/full` exited 0 with the results lost.
TEST_F(CliOutputs, ResultsThatDoNotReachStandardOutputAreAnError) {
    if (!fs::exists("/dev/full")) {
        GTEST_SKIP() << "no /dev/full here";
    }
    for (const QStringList& arguments :
         {QStringList{"run", "--mechanisms", "thread.mutex", "--sizes", "64", "--iterations", "100",
                      "--repetitions", "2", "--format", "json"},
          QStringList{"list"}}) {
        QProcess process;
        process.setStandardOutputFile(QStringLiteral("/dev/full"));
        process.start(QStringLiteral(IPCLAB_CLI_PATH), arguments);
        ASSERT_TRUE(process.waitForFinished(300'000));
        EXPECT_EQ(process.exitCode(), 1) << arguments.join(' ').toStdString();
        const QString err = QString::fromUtf8(process.readAllStandardError());
        EXPECT_TRUE(err.contains("cannot write to standard output")) << err.toStdString();
    }
}

#endif

// The core writer itself, on every OS: a new file, a file rewritten in place, a folder refused.
TEST(OutputFile, WritesNewAndExistingFilesInPlaceAndRefusesAFolder) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const std::string file = dir.filePath("out.txt").toStdString();
    ASSERT_TRUE(writeIntoFile(file, "a longer first content"));
    ASSERT_TRUE(writeIntoFile(file, "short"));
    QFile reread(QString::fromStdString(file));
    ASSERT_TRUE(reread.open(QIODevice::ReadOnly));
    EXPECT_EQ(reread.readAll().toStdString(), "short");
    const platform::Status folder = writeIntoFile(dir.path().toStdString(), "x");
    ASSERT_FALSE(folder);
    EXPECT_NE(folder.error().message.find("a folder"), std::string::npos) << folder.error().message;
    EXPECT_TRUE(sameFile(file, dir.filePath("./out.txt").toStdString()));
    EXPECT_FALSE(sameFile(file, dir.filePath("other.txt").toStdString()));
}

// `run -o r.json` without --format wrote the table into r.json, a results file nothing reads.
TEST(CliOutputFormat, AnOutFileNamedJsonOrCsvGetsThatFormatUnlessOneIsAsked) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const auto runInto = [&](const char* name, QStringList more) {
        const QString file = dir.filePath(QString::fromLatin1(name));
        QStringList arguments{"run", "-m", "thread.mutex", "-s", "64", "-n", "100",
                              "-r",  "2",  "-o",           file};
        arguments += more;
        const app::test::CliResult result = app::test::runCli(arguments);
        EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
        QFile written(file);
        return written.open(QIODevice::ReadOnly) ? written.readAll().toStdString() : std::string();
    };
    const std::string json = runInto("r.json", {});
    const Expected<RunResult> read = fromJson(json);
    ASSERT_TRUE(read.ok()) << json.substr(0, 200);
    EXPECT_EQ(read->points.size(), 1u);
    const std::string csv = runInto("R.CSV", {});
    EXPECT_EQ(csv.rfind("mechanism,", 0), 0u) << csv.substr(0, 200);
    const std::string table = runInto("t.json", {"-f", "table"});
    EXPECT_NE(table.find("median of rounds"), std::string::npos) << table.substr(0, 200);
}

// Item 11: text from the command line echoed back raw (ESC included) could drive the
// terminal; a NaN precision passed; chart --step 0 printed the largest double (309 digits); a
// preset step numbered "x" was read as step 0.
TEST(CliSmallRefusals, ControlCharactersAreEchoedEscaped) {
    const QString escape = QStringLiteral("\x1b[2J");
    for (const QStringList& arguments :
         {QStringList{"run", "--mechanisms", "bad" + escape, "--sizes", "64"},
          QStringList{"explain", "bad" + escape}, QStringList{"preset", "bad" + escape},
          QStringList{"compare", "thread.mutex", "bad" + escape},
          QStringList{"chart", "missing" + escape + ".json", "--png", "x.png"}}) {
        const app::test::CliResult result = app::test::runCli(arguments);
        EXPECT_NE(result.exitCode, 0) << arguments.join(' ').toStdString();
        EXPECT_FALSE(result.err.contains(QChar(0x1b)) || result.out.contains(QChar(0x1b)))
            << arguments.join(' ').toStdString();
        EXPECT_TRUE(result.err.contains("\\x1b[2J")) << result.err.toStdString();
    }
}

TEST(CliSmallRefusals, NotANumberPrecisionAndStepZeroAreRefusedPlainly) {
    for (const QStringList& extra : {QStringList{}, QStringList{"--repetitions", "3"}}) {
        const app::test::CliResult nan = app::test::runCli(
            QStringList{"run", "-m", "thread.mutex", "-s", "64", "--precision", "nan"} + extra);
        EXPECT_EQ(nan.exitCode, 2) << extra.join(' ').toStdString();
        EXPECT_TRUE(nan.err.contains("precision")) << nan.err.toStdString();
    }
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const app::test::CliResult step = app::test::runCli(
        {"chart", dir.filePath("r.json"), "--step", "0", "--png", dir.filePath("x.png")});
    EXPECT_EQ(step.exitCode, 2);
    EXPECT_TRUE(step.err.contains("--step")) << step.err.toStdString();
    EXPECT_LT(step.err.size(), 200) << step.err.toStdString();
}

TEST(CliSmallRefusals, APresetStepNumberThatIsNotANumberIsRefusedNamingTheField) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const std::string document =
        "{\"preset\": \"quick-tour\", \"steps\": [{\"number\": \"x\", "
        "\"name\": \"one\", \"result\": " +
        toJson(RunResult{}) + "}]}";
    const std::string path = dir.filePath("steps.json").toStdString();
    ASSERT_TRUE(writeIntoFile(path, document));
    for (const QStringList& step : {QStringList{}, QStringList{"--step", "1"}}) {
        const app::test::CliResult result = app::test::runCli(
            QStringList{"chart", QString::fromStdString(path), "--png", dir.filePath("x.png")} +
            step);
        EXPECT_EQ(result.exitCode, 2);
        EXPECT_TRUE(
            result.err.contains("steps[0].number: must be a step number from 1 (got \"x\")"))
            << result.err.toStdString();
    }
}

}  // namespace
}  // namespace ipclab
