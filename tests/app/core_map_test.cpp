// The core map end to end: the heat map's cells, labels and legend (rendered offscreen, read
// back from the SVG's text), and `ipclab-cli map` on this machine (never a timing).
#include <gtest/gtest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>

#include "charts/heat_map_chart.hpp"
#include "cli_support.hpp"
#include "gui/widgets/core_map_pane.hpp"
#include "ipclab/platform/cpu.hpp"

namespace ipclab::app {
namespace {

using test::runCli;

// Every <text> of an SVG, in order.
QStringList svgTexts(const QString& path) {
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QStringList texts;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"text") {
            texts << xml.readElementText().trimmed();
        }
    }
    return texts;
}

// A hand-made map of `cpus` CPUs (one package, cores numbered as the CPUs, 2 and 3 SMT
// siblings): `mechanism` measured everywhere but on the diagonal, which is refused.
CoreMap handMadeMap(int cpus, const std::string& mechanism) {
    CoreMap map;
    map.sizeBytes = 64;
    for (int id = 0; id < cpus; ++id) {
        platform::LogicalCpu cpu;
        cpu.id = id;
        cpu.coreId = id < 3 ? id : 2;
        if (id == 2 || id == 3) {
            cpu.smtSiblings = {id == 2 ? 3 : 2};
        }
        map.topology.cpus.push_back(cpu);
        map.plan.cpus.push_back(id);
    }
    CoreMapPanel panel;
    panel.mechanism = mechanism;
    panel.waitStrategy = WaitStrategy::Spin;
    for (int a = 0; a < cpus; ++a) {
        for (int b = 0; b < cpus; ++b) {
            CoreMapCell cell;
            cell.pair = {a, b};
            cell.klass = classifyPair(map.topology, a, b);
            if (a == b) {
                cell.state = CoreMapCell::State::Refused;
                cell.reason = "would spin on the same core";
            } else {
                cell.state = CoreMapCell::State::Measured;
                cell.medianNs = 100.0 * (a + 1) * (a + 1) + b;
                cell.ciLowNs = cell.medianNs - 5;
                cell.ciHighNs = cell.medianNs + 5;
            }
            panel.cells.push_back(cell);
        }
    }
    map.panels.push_back(panel);
    return map;
}

TEST(HeatMap, CellTextSaysValueIntervalOrWhy) {
    CoreMapCell cell;
    cell.state = CoreMapCell::State::Measured;
    cell.medianNs = 2610;
    cell.ciLowNs = 2580;
    cell.ciHighNs = 2700;
    EXPECT_EQ(heatMapCellText(cell, QLocale::c()), QString::fromUtf8("2.61 µs\n[2.58–2.70 µs]"));
    cell.ciLowNs = 950;
    EXPECT_EQ(heatMapCellText(cell, QLocale::c()), QString::fromUtf8("2.61 µs\n[950 ns–2.70 µs]"));
    cell.state = CoreMapCell::State::Refused;
    EXPECT_TRUE(heatMapCellText(cell, QLocale::c()).startsWith("refused:"));
    cell.state = CoreMapCell::State::NotPlanned;
    EXPECT_EQ(heatMapCellText(cell, QLocale::c()), "not sampled");
}

TEST(HeatMap, SvgHasEveryCellAxisLabelAndTheScale) {
    QTemporaryDir dir;
    const QString path = dir.filePath("map.svg");
    const CoreMap map = handMadeMap(4, "shm.spin");
    QString error;
    ASSERT_TRUE(saveHeatMapSvg(map, path, QSize(1100, 800), &error)) << error.toStdString();
    const QStringList texts = svgTexts(path);
    const QString all = texts.join('|');
    EXPECT_TRUE(texts.contains("shm.spin (spin)")) << all.toStdString();
    // Row and column labels: each CPU twice, with its core and package, SMT sibling marked.
    for (int cpu = 0; cpu < 4; ++cpu) {
        EXPECT_EQ(texts.count(QStringLiteral("CPU %1").arg(cpu)), 2) << cpu;
    }
    EXPECT_TRUE(all.contains(QString::fromUtf8("core 2 · pkg 0 · SMT 3"))) << all.toStdString();
    // 12 measured cells with their value, 4 refused with the reason.
    EXPECT_TRUE(texts.contains("101 ns"));
    EXPECT_TRUE(texts.contains("402 ns"));
    EXPECT_EQ(texts.count("refused:"), 4);
    EXPECT_TRUE(texts.contains("SMT siblings"));
    // The colour scale's ends: the fastest and the slowest median, once more each.
    EXPECT_EQ(texts.count("101 ns"), 2);
    EXPECT_EQ(texts.count(QString::fromUtf8("1.60 µs")), 4);  // CPU 3's three cells + the scale
    EXPECT_TRUE(all.contains("refused (reason in the cell)"));
}

TEST(HeatMap, PngOfAManyCpuMapIsDrawn) {
    QTemporaryDir dir;
    const QString path = dir.filePath("map.png");
    ASSERT_TRUE(saveHeatMapPng(handMadeMap(20, "pipe"), path, QSize(1600, 1500)));
    const QImage image(path);
    ASSERT_FALSE(image.isNull());
    EXPECT_EQ(image.size(), QSize(1600, 1500));
}

QJsonObject runMap(const QString& mechanism, const QString& json) {
    const auto result = runCli({"map", "-m", mechanism, "-s", "64", "-n", "300", "-w", "50",
                                "--min-rounds", "2", "--time-budget", "20", "--json", json});
    EXPECT_EQ(result.exitCode, 0) << result.err.toStdString() << result.out.toStdString();
    EXPECT_TRUE(result.out.contains("Topology (")) << result.out.toStdString();
    EXPECT_TRUE(result.out.contains("Plan: ")) << result.out.toStdString();
    QFile file(json);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly));
    return QJsonDocument::fromJson(file.readAll()).object();
}

QMap<QString, int> cellStates(const QJsonObject& map) {
    QMap<QString, int> states;
    for (const auto cell : map["mechanisms"].toArray().at(0).toObject()["cells"].toArray()) {
        ++states[cell.toObject()["state"].toString()];
    }
    return states;
}

TEST(MapCommand, PipeMeasuresEveryPairOfThisMachine) {
    const auto cpus = static_cast<int>(platform::allowedCpus().size());
    if (cpus > 4) {
        GTEST_SKIP() << "the full map of " << cpus << " CPUs takes too long for a test";
    }
    QTemporaryDir dir;
    const QJsonObject map = runMap("pipe", dir.filePath("pipe.json"));
    EXPECT_EQ(map["plan"].toObject()["cpus"].toArray().size(), cpus);
    EXPECT_EQ(cellStates(map)["measured"], cpus * cpus);
}

TEST(MapCommand, SpinningIsRefusedOnOneCpuAndMeasuredAcross) {
    const auto cpus = static_cast<int>(platform::allowedCpus().size());
    if (cpus < 2 || cpus > 4) {
        GTEST_SKIP() << "needs 2 to 4 CPUs (has " << cpus << ")";
    }
    QTemporaryDir dir;
    const QJsonObject map = runMap("shm.spin", dir.filePath("spin.json"));
    const auto states = cellStates(map);
    EXPECT_EQ(states["measured"], cpus * (cpus - 1));
    EXPECT_EQ(states["refused"], cpus);
    const auto cell = map["mechanisms"].toArray().at(0).toObject()["cells"].toArray().at(0);
    EXPECT_TRUE(cell.toObject()["reason"].toString().contains("same core"));
}

TEST(MapCommand, BadSizeIsRefusedBeforeMeasuring) {
    const auto result = runCli({"map", "-m", "pipe", "-s", "64,128"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains("--size must be one size")) << result.err.toStdString();
    EXPECT_FALSE(result.out.contains("Plan: "));
}

}  // namespace
}  // namespace ipclab::app

namespace ipclab::app {
namespace {

TEST(CoreMapPane, RunsOnTheWorkerAndFillsTheHeatMap) {
    const auto cpus = static_cast<int>(platform::allowedCpus().size());
    if (cpus < 2 || cpus > 4) {
        GTEST_SKIP() << "needs 2 to 4 CPUs (has " << cpus << ")";
    }
    CoreMapPane pane;
    auto* mechanisms = pane.findChild<QListWidget*>("coreMapMechanisms");
    ASSERT_NE(mechanisms, nullptr);
    for (int row = 0; row < mechanisms->count(); ++row) {  // ticked: shm.spin alone
        QListWidgetItem* item = mechanisms->item(row);
        item->setCheckState(item->data(Qt::UserRole).toString() == "shm.spin" ? Qt::Checked
                                                                              : Qt::Unchecked);
    }
    const QString plan = pane.findChild<QLabel*>("coreMapPlan")->text();
    EXPECT_TRUE(plan.contains(QStringLiteral("of %1 ordered pairs").arg(cpus * cpus)))
        << plan.toStdString();
    QSignalSpy finished(&pane, &CoreMapPane::mapFinished);
    pane.start();
    EXPECT_TRUE(pane.isRunning());  // the GUI thread is free while it measures
    ASSERT_TRUE(finished.wait(240'000));
    ASSERT_EQ(pane.map().panels.size(), 1u);
    int measured = 0;
    int refused = 0;
    for (const CoreMapCell& cell : pane.map().panels.front().cells) {
        measured += cell.state == CoreMapCell::State::Measured;
        refused += cell.state == CoreMapCell::State::Refused;
    }
    EXPECT_EQ(measured, cpus * (cpus - 1));
    EXPECT_EQ(refused, cpus);
    EXPECT_TRUE(pane.findChild<HeatMapWidget*>("coreMapHeatMap")->hasMap());
}

}  // namespace
}  // namespace ipclab::app
