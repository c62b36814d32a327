// `ipclab-cli hostmap` as a user runs it: bad input is refused with the message the command
// promises (exit 2, nothing measured), and rows written on two nodes merge into the map whose
// cells are the rows' cells, with the cost table and its chart saying "within noise" where the
// ratio's interval holds 1. The rows are made here (no peer, no network): the test asserts the file
// format and the words, never a timing.
#include <gtest/gtest.h>

#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTimer>
#include <string>
#include <vector>

#include "charts/heat_map_chart.hpp"
#include "cli_support.hpp"
#include "gui/widgets/host_map_view.hpp"
#include "ipclab/host_map.hpp"

namespace ipclab::app {
namespace {

using test::CliResult;
using test::runCli;

// A cell of `from`'s row, its figures summarised from the rounds as a measured row's are.
HostMapCell cell(const std::string& from, const std::string& to, const std::string& path,
                 std::vector<double> roundsNs) {
    HostMapCell c;
    c.pair = {from, to};
    c.path = path;
    c.mechanism = "tcp";
    c.roundMediansNs = std::move(roundsNs);
    summarizeHostMapCell(c);
    return c;
}

// `from`'s row over the overlay and the host network: to itself the two paths alternate which
// is faster (a ratio around 1), to `other` the overlay is slower in every round.
HostMap row(const std::string& from, const std::string& other, std::size_t sizeBytes = 64) {
    HostMap map;
    map.sizeBytes = sizeBytes;
    map.rounds = 6;
    map.nodes = {from, other};
    map.paths = {"overlay", "host"};
    map.mechanisms = {"tcp"};
    SystemInfo machine;
    machine.hostName = from;
    machine.appVersion = "test";
    map.machines = {machine};
    map.cells = {cell(from, from, "overlay", {10e3, 12e3, 10e3, 12e3, 10e3, 12e3}),
                 cell(from, from, "host", {12e3, 10e3, 12e3, 10e3, 12e3, 10e3}),
                 cell(from, other, "overlay", {30e3, 31e3, 32e3, 33e3, 34e3, 35e3}),
                 cell(from, other, "host", {20e3, 21e3, 22e3, 23e3, 24e3, 25e3})};
    return map;
}

class HostMapCli : public ::testing::Test {
  protected:
    void SetUp() override { ASSERT_TRUE(m_dir.isValid()); }

    QString write(const char* name, const std::string& text) const {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(text.data(), static_cast<qint64>(text.size()));
        return path;
    }

    std::string read(const QString& path) const {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll().toStdString() : std::string();
    }

    QTemporaryDir m_dir;
};

// The line of the cost table for one pair (from, to), or empty.
QString costLine(const QString& out, const QString& from, const QString& to) {
    const qsizetype table = out.indexOf("What overlay costs against host");
    for (const QString& line : out.mid(table).split('\n')) {
        const QStringList words = line.simplified().split(' ');
        if (words.size() > 2 && words[0] == from && words[1] == to) {
            return line;
        }
    }
    return {};
}

TEST_F(HostMapCli, NeitherPeersNorRowsIsRefused) {
    const CliResult result = runCli({"hostmap"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("give either --peer (measure this node's row) or --merge"))
        << result.err.toStdString();
}

TEST_F(HostMapCli, BadPeerAndBadSizeAreNamedBeforeMeasuring) {
    const CliResult result =
        runCli({"hostmap", "--peer", "10.0.0.3:7291", "-s", "64,1K", "--token", "t"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("a peer is PATH:NODE=HOST:PORT")) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains("--size must be one size")) << result.err.toStdString();
    EXPECT_FALSE(result.out.contains("Host map row of"));
}

TEST_F(HostMapCli, MergeRefusesAMissingFileAndAFileThatIsNotAHostMap) {
    CliResult result = runCli({"hostmap", "--merge", m_dir.filePath("absent.json")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("--merge: cannot read")) << result.err.toStdString();

    const QString other = write("run.json", "{\"schema_version\": 3, \"app\": \"ipclab\"}\n");
    result = runCli({"hostmap", "--merge", other});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("not a host map")) << result.err.toStdString();

    // A machine record without its fields: the path of the field in the message.
    std::string broken = hostMapJson(row("n1", "n2"));
    broken.replace(broken.find("\"os_name\""), 9, "\"os_nom\"");
    result = runCli({"hostmap", "--merge", write("broken.json", broken)});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("machines[0].os_name")) << result.err.toStdString();
}

TEST_F(HostMapCli, MergeRefusesRowsOfDifferentSizes) {
    const QString a = write("a.json", hostMapJson(row("n1", "n2", 64)));
    const QString b = write("b.json", hostMapJson(row("n2", "n1", 1024)));
    const CliResult result = runCli({"hostmap", "--merge", a, b});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("different message sizes")) << result.err.toStdString();
}

TEST_F(HostMapCli, MergeOfTwoRowsHasEveryCellOfBoth) {
    const HostMap first = row("n1", "n2");
    const HostMap second = row("n2", "n1");
    const QString merged = m_dir.filePath("map.json");
    const QString csv = m_dir.filePath("map.csv");
    const QString chart = m_dir.filePath("cost.svg");
    const CliResult result = runCli({"hostmap", "--merge", write("row-n1.json", hostMapJson(first)),
                                     write("row-n2.json", hostMapJson(second)), "--json", merged,
                                     "--csv", csv, "--cost-svg", chart});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();

    const auto map = parseHostMapJson(read(merged));
    ASSERT_TRUE(map.ok()) << map.error().message;
    EXPECT_EQ(map->nodes, (std::vector<std::string>{"n1", "n2"}));
    EXPECT_EQ(map->paths, (std::vector<std::string>{"overlay", "host"}));
    ASSERT_EQ(map->cells.size(), 8u);
    for (const HostMap* rowMap : {&first, &second}) {
        for (const HostMapCell& expected : rowMap->cells) {
            const HostMapCell* found = map->find(expected.pair, expected.path, "tcp");
            ASSERT_NE(found, nullptr) << expected.pair.from << " to " << expected.pair.to;
            EXPECT_EQ(*found, expected);
        }
    }
    ASSERT_EQ(map->machines.size(), 2u);
    EXPECT_EQ(map->machines[1].hostName, "n2");
    EXPECT_EQ(map->machines[1].appVersion, "test");
    EXPECT_EQ(QString::fromStdString(read(csv)).count('\n'), 9);  // header + 8 cells

    // The cost table: to itself the ratio's interval holds 1, to the other node it does not.
    EXPECT_TRUE(costLine(result.out, "n1", "n1").contains("within noise"))
        << result.out.toStdString();
    EXPECT_FALSE(costLine(result.out, "n1", "n2").isEmpty()) << result.out.toStdString();
    EXPECT_FALSE(costLine(result.out, "n1", "n2").contains("within noise"));
    // The chart says what the table says: every pair's row, the noise in words.
    const QString svg = QString::fromStdString(read(chart));
    EXPECT_TRUE(svg.contains("overlay against host")) << svg.left(400).toStdString();
    EXPECT_TRUE(svg.contains(QString::fromUtf8("n2 → n1  tcp")));
    EXPECT_EQ(svg.count("within noise"), 3);  // n1 and n2 to themselves, and the key
    // English's plural, as the CLI draws it: never "round(s)".
    EXPECT_TRUE(svg.contains("6 paired rounds")) << svg.left(400).toStdString();
    EXPECT_FALSE(svg.contains("(s)"));

    // The ratio printed is the core's: the median of the rounds' ratios, not of the figures.
    for (const PathCost& cost : pathCosts(*map, "overlay", "host")) {
        const QString line = costLine(result.out, QString::fromStdString(cost.pair.from),
                                      QString::fromStdString(cost.pair.to));
        EXPECT_TRUE(line.contains(QString::asprintf("%.2fx [%.2f, %.2f]", cost.ratio.median,
                                                    cost.ratio.low, cost.ratio.high)))
            << line.toStdString();
    }
}

// Run > Open host map… in the window: the merged map drawn with the node names on both axes,
// one panel per path; a file that is not a host map gets a message box and nothing is opened.
TEST_F(HostMapCli, TheWindowOpensTheMapAndRefusesAFileThatIsNone) {
    HostMap map = row("n1", "n2");
    const HostMap second = row("n2", "n1");
    map.cells.insert(map.cells.end(), second.cells.begin(), second.cells.end());
    map.machines.push_back(second.machines.front());
    const QString path = write("hostmap.json", hostMapJson(map));

    QWidget window;
    ASSERT_TRUE(openHostMapFile(&window, path));
    auto* dialog = window.findChild<QDialog*>(QStringLiteral("hostMapDialog"));
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->windowTitle().contains(QStringLiteral("hostmap.json")));
    auto* heatMap = dialog->findChild<HeatMapWidget*>();
    ASSERT_NE(heatMap, nullptr);
    ASSERT_TRUE(heatMap->hasMap());
    EXPECT_EQ(heatMap->map().labels, (std::vector<std::string>{"n1", "n2"}));
    ASSERT_EQ(heatMap->map().panels.size(), 2u);  // tcp over the overlay, tcp over host
    EXPECT_FALSE(dialog->grab().isNull());
    dialog->close();  // deleted on close

    // The refusal is a modal box: answered here as a user would.
    QString said;
    QTimer answer;
    QObject::connect(&answer, &QTimer::timeout, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            said = box->text();
            box->accept();
            answer.stop();
        }
    });
    answer.start(20);
    EXPECT_FALSE(openHostMapFile(&window, write("results.json", "{\"schema\": \"other\"}")));
    EXPECT_TRUE(said.contains(QStringLiteral("results.json is not a host map")))
        << said.toStdString();
}

}  // namespace
}  // namespace ipclab::app
