// ipclab-cli preset as a user runs it: the list, unknown names, and short --quick runs whose
// output (table, CSV, JSON, PNG) is checked for content, never for timings.
#include <gtest/gtest.h>

#include <algorithm>

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>

#include "cli_support.hpp"
#include "ipclab/preset.hpp"
#include "ipclab/report.hpp"

namespace {

using ipclab::app::test::CliResult;
using ipclab::app::test::runCli;

const QStringList kPresetIds = {"quick-tour", "report-000", "report-001", "report-002",
                                "report-003", "report-004", "full-sweep"};

TEST(PresetCli, ListShowsEveryPresetWithItsStepsAndEstimate) {
    const CliResult result = runCli({"preset", "--list"});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    for (const QString& id : kPresetIds) {
        EXPECT_TRUE(result.out.contains(id)) << id.toStdString();
    }
    EXPECT_TRUE(result.out.contains("estimated time"));
    EXPECT_TRUE(result.out.contains("optional"));  // report-002's long transfers
}

TEST(PresetCli, ListJsonDescribesEveryPreset) {
    const CliResult result = runCli({"preset", "--list", "--format", "json"});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(result.out.toUtf8(), &error);
    ASSERT_EQ(error.error, QJsonParseError::NoError) << error.errorString().toStdString();
    ASSERT_TRUE(document.isArray());
    QStringList ids;
    for (const QJsonValue& value : document.array()) {
        const QJsonObject preset = value.toObject();
        ids << preset["id"].toString();
        EXPECT_FALSE(preset["title"].toString().isEmpty());
        EXPECT_FALSE(preset["note"].toString().isEmpty());
        EXPECT_GT(preset["estimated_seconds"].toDouble(), 0);
        EXPECT_FALSE(preset["steps"].toArray().isEmpty());
    }
    EXPECT_EQ(ids, kPresetIds);
}

TEST(PresetCli, NameWithListShowsItsNumberedSteps) {
    const CliResult result = runCli({"preset", "report-002", "--list"});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains("Report 002"));
    EXPECT_TRUE(result.out.contains("by default"));
    EXPECT_TRUE(result.out.contains("with --step 3"));
}

TEST(PresetCli, ReportPresetListOpensWithItsFiveLineSummaryAndStepNotes) {
    for (const char* id : {"report-000", "report-001", "report-002", "report-003", "report-004"}) {
        const CliResult result = runCli({"preset", id, "--list"});
        ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
        int at = 0;
        for (const char* label : {"What they measured:", "What holds up:", "What does not:",
                                  "What they did well:", "Try in IPC Lab:"}) {
            const int found = static_cast<int>(result.out.indexOf(QString::fromUtf8(label)));
            EXPECT_GT(found, at) << id << ": " << label;  // present, and in this order
            at = std::max(at, found);
        }
        EXPECT_TRUE(result.out.contains("report's")) << id;  // the steps' notes
    }
    const CliResult json = runCli({"preset", "--list", "--format", "json"});
    const QJsonArray presets = QJsonDocument::fromJson(json.out.toUtf8()).array();
    int withDigest = 0;
    for (const QJsonValue& value : presets) {
        const QJsonObject digest = value.toObject()["digest"].toObject();
        withDigest += digest["measured"].toString().isEmpty() ? 0 : 1;
    }
    EXPECT_EQ(withDigest, 5);
}

// The note (the report's flaws, IPC Lab's conversions) is read before measuring, not only
// after a run: `preset NAME --list` prints it whole, before the steps.
TEST(PresetCli, NameWithListPrintsThePresetsNoteBeforeItsSteps) {
    const auto words = [](const QString& text) { return text.simplified(); };
    for (const ipclab::Preset& preset : ipclab::builtinPresets()) {
        const CliResult result = runCli({"preset", QString::fromStdString(preset.id), "--list"});
        ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
        const QString out = words(result.out);
        const QString note = words(QString::fromStdString(preset.note));
        const auto at = out.indexOf(QStringLiteral("Note: ") + note);
        EXPECT_GE(at, 0) << preset.id;
        EXPECT_LT(at, out.indexOf(QStringLiteral("step name runs"))) << preset.id;
        for (const std::string& line : preset.commandLine) {
            EXPECT_TRUE(out.contains(words(QString::fromStdString(line)))) << line;
        }
    }
}

TEST(PresetCli, UnknownPresetExitsTwoListingTheKnownOnes) {
    const CliResult result = runCli({"preset", "report-999"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("report-999")) << result.err.toStdString();
    for (const QString& id : kPresetIds) {
        EXPECT_TRUE(result.err.contains(id)) << id.toStdString();
    }
    EXPECT_EQ(runCli({"preset", "nope", "--list"}).exitCode, 2);
}

TEST(PresetCli, BadArgumentsExitTwo) {
    CliResult result = runCli({"preset"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("--list")) << result.err.toStdString();
    result = runCli({"preset", "report-004", "--step", "9"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("steps 1 to 4")) << result.err.toStdString();
    result = runCli({"preset", "report-004", "--step", "0"});
    EXPECT_EQ(result.exitCode, 2);
    result = runCli({"preset", "report-004", "--format", "xml"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("format")) << result.err.toStdString();
    EXPECT_EQ(runCli({"preset", "--list", "--format", "csv"}).exitCode, 2);
}

TEST(PresetCli, QuickStepPrintsResultsBesideThePublishedFiguresAndTheNote) {
    // Report 000's own method (one-sided, in-process and sendto): the fastest real step.
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString csvPath = dir.filePath("r0.csv");
    const CliResult result = runCli(
        {"preset", "report-000", "--quick", "--step", "1", "--format", "csv", "--out", csvPath});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    // --quick is never silent: on stderr up front and in the table.
    EXPECT_TRUE(result.err.contains("--quick")) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains("(--quick)")) << result.out.toStdString();
    EXPECT_TRUE(result.out.contains("report000.locked-write"));
    EXPECT_TRUE(result.out.contains("Beside the report's published figures"));
    EXPECT_TRUE(result.out.contains("Report 000: UDP sendto"));
    EXPECT_TRUE(result.out.contains("Note:"));
    // Step 2 was not asked for.
    EXPECT_FALSE(result.out.contains("Step 2"));

    QFile csv(csvPath);
    ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(csv.readAll()).split('\n', Qt::SkipEmptyParts);
    ASSERT_GE(lines.size(), 3);
    EXPECT_TRUE(lines.front().startsWith("mechanism")) << lines.front().toStdString();
    EXPECT_EQ(lines.filter(QRegularExpression("^mechanism")).size(), 1);
    EXPECT_EQ(lines.filter("report000.sendto").size(), 6);  // --quick: 6 rounds
}

TEST(PresetCli, QuickRunOfEveryDefaultStepWritesOneJsonDocumentAndAChartPerStep) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString jsonPath = dir.filePath("r0.json");
    const QString pngPath = dir.filePath("r0.png");
    const CliResult result = runCli({"preset", "report-000", "--quick", "--format", "json", "--out",
                                     jsonPath, "--png", pngPath});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();

    QFile file(jsonPath);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    ASSERT_EQ(error.error, QJsonParseError::NoError) << error.errorString().toStdString();
    const QJsonObject root = document.object();
    EXPECT_EQ(root["preset"].toString(), "report-000");
    EXPECT_TRUE(root["quick"].toBool());
    EXPECT_FALSE(root["note"].toString().isEmpty());
    const QJsonArray steps = root["steps"].toArray();
    ASSERT_EQ(steps.size(), 2);
    EXPECT_EQ(steps[0].toObject()["number"].toInt(), 1);
    EXPECT_EQ(steps[1].toObject()["number"].toInt(), 2);

    // Each step's result is a run document as `run --format json` writes it.
    const QJsonObject first = steps[0].toObject();
    const QByteArray runText = QJsonDocument(first["result"].toObject()).toJson();
    const auto run = ipclab::fromJson(runText.toStdString());
    ASSERT_TRUE(run.ok()) << run.error().message;
    EXPECT_EQ(run->experiment.pattern, ipclab::Pattern::OneSided);
    EXPECT_EQ(run->experiment.iterations, 200u);  // --quick
    EXPECT_EQ(run->points.size(), 2u);

    // Our figure beside theirs: 2.7178 µs per sendto = 2717.8 ns.
    const QJsonArray comparison = first["comparison"].toArray();
    ASSERT_EQ(comparison.size(), 2);
    bool sawSendto = false;
    for (const QJsonValue& value : comparison) {
        const QJsonObject row = value.toObject();
        EXPECT_GT(row["ours"].toDouble(), 0);
        if (row["mechanism"].toString() == "report000.sendto") {
            sawSendto = true;
            EXPECT_NEAR(row["theirs"].toDouble(), 2717.8, 1e-6);
            EXPECT_NEAR(row["published"].toDouble(), 2.7178, 1e-9);
            EXPECT_EQ(row["quantity"].toString(), "ns_per_op");
        }
        // Report 000's figures are totals / 10,000: means, compared with our mean.
        EXPECT_EQ(row["statistic"].toString(), "mean");
        EXPECT_TRUE(row["derived_from"].isNull());
    }
    EXPECT_TRUE(sawSendto);

    // A chart per step, named after the step.
    for (const QString name : {"r0-step1.png", "r0-step2.png"}) {
        const QImage image(dir.filePath(name));
        ASSERT_FALSE(image.isNull()) << name.toStdString();
        EXPECT_EQ(image.size(), QSize(1200, 750));
    }
    EXPECT_FALSE(QFile::exists(pngPath));
}

TEST(PresetCli, ReportFourTableThreeIsShownAsDerivedBesideOurStream) {
    // Table III is size / Table I's round trip: drawn beside our real stream, never judged.
    const CliResult result =
        runCli({"preset", "report-004", "--quick", "--step", "3", "--format", "json"});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonDocument document = QJsonDocument::fromJson(result.out.toUtf8());
    const QJsonArray steps = document.object()["steps"].toArray();
    ASSERT_EQ(steps.size(), 1);
    const QJsonArray comparison = steps[0].toObject()["comparison"].toArray();
    ASSERT_FALSE(comparison.isEmpty());
    for (const QJsonValue& value : comparison) {
        const QJsonObject row = value.toObject();
        EXPECT_EQ(row["quantity"].toString(), "bytes_per_s");
        EXPECT_EQ(row["statistic"].toString(), "median");  // of our repetitions' throughputs
        EXPECT_TRUE(row["derived_from"].toString().startsWith("Report 004, Table I: "))
            << row["derived_from"].toString().toStdString();
        EXPECT_GT(row["ours"].toDouble(), 0);
    }

    const CliResult table = runCli({"preset", "report-004", "--quick", "--step", "3"});
    ASSERT_EQ(table.exitCode, 0) << table.err.toStdString();
    EXPECT_TRUE(table.out.contains("(theirs derived)")) << table.out.toStdString();
    EXPECT_TRUE(table.out.contains("not measured")) << table.out.toStdString();
}

}  // namespace
