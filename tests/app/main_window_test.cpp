// The main window end to end: a short real run (thread.mutex), exports, validation, Stop and
// closing while running. Waits have generous deadlines and nothing asserts a duration.
#include <gtest/gtest.h>

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QGroupBox>
#include <QImage>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>

#include "gui/main_window.hpp"
#include "gui/models/results_table_model.hpp"
#include "gui/widgets/experiment_panel.hpp"
#include "gui/widgets/mechanism_picker.hpp"
#include "gui_support.hpp"
#include "ipclab/mechanism_registry.hpp"

namespace ipclab::app {
namespace {

using test::drawnAllOver;
using test::waitFor;

Experiment shortExperiment() {
    Experiment experiment;
    experiment.mechanisms = {"thread.mutex"};
    experiment.pattern = Pattern::PingPong;
    experiment.sizesBytes = {64, 128, 256};
    experiment.iterations = 200;
    experiment.warmup = 20;
    experiment.repetitions = 2;
    return experiment;
}

Experiment longExperiment() {
    Experiment experiment = shortExperiment();
    experiment.sizesBytes = {64, 128, 256, 512, 1024, 2048, 4096};
    experiment.iterations = 5'000'000;
    experiment.repetitions = 20;
    return experiment;
}

TEST(MainWindow, RunsShortExperimentAndExports) {
    MainWindow window;
    window.show();
    window.panel()->setExperiment(shortExperiment());
    ASSERT_TRUE(window.panel()->isValid()) << window.panel()->problems().toStdString();
    ASSERT_TRUE(window.runButton()->isEnabled());

    bool finished = false;
    QObject::connect(&window, &MainWindow::runFinished, [&] { finished = true; });
    window.runButton()->click();
    EXPECT_TRUE(window.isRunning() || finished);
    ASSERT_TRUE(waitFor([&] { return finished; })) << "run did not finish";

    EXPECT_FALSE(window.isRunning());
    EXPECT_TRUE(window.runButton()->isEnabled());
    ASSERT_EQ(window.resultsModel()->rowCount(), 3);
    for (const PointResult& point : window.resultsModel()->points()) {
        EXPECT_TRUE(point.ok) << point.error.english();
        EXPECT_EQ(point.mechanism, "thread.mutex");
        EXPECT_GT(point.latencyNs.median, 0);
    }

    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString png = dir.filePath("chart.png");
    QString error;
    ASSERT_TRUE(window.exportPng(png, &error)) << error.toStdString();
    QImage image;
    ASSERT_TRUE(image.load(png));
    EXPECT_EQ(image.size(), QSize(MainWindow::kExportWidth, MainWindow::kExportHeight));
    EXPECT_GT(test::distinctColours(image, 2), 50);
    EXPECT_TRUE(drawnAllOver(image));

    const QString csv = dir.filePath("results.csv");
    ASSERT_TRUE(window.exportCsv(csv, &error)) << error.toStdString();
    QFile csvFile(csv);
    ASSERT_TRUE(csvFile.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(csvFile.readAll()).split('\n', Qt::SkipEmptyParts);
    ASSERT_GE(lines.size(), 2);
    EXPECT_TRUE(lines.front().contains("mechanism"));
    EXPECT_TRUE(lines.at(1).contains("thread.mutex"));

    const QString json = dir.filePath("results.json");
    ASSERT_TRUE(window.exportJson(json, &error)) << error.toStdString();
    EXPECT_GT(QFile(json).size(), 100);

    EXPECT_FALSE(window.exportCsv(dir.filePath("no/such/dir/x.csv"), &error));
    EXPECT_FALSE(error.isEmpty());
}

TEST(MainWindow, InvalidExperimentDisablesRunWithReason) {
    MainWindow window;
    window.panel()->setExperiment(shortExperiment());
    auto* sizes = window.panel()->findChild<QLineEdit*>("sizes");
    ASSERT_NE(sizes, nullptr);

    sizes->setText("64,banana");
    EXPECT_FALSE(window.panel()->isValid());
    EXPECT_FALSE(window.runButton()->isEnabled());
    EXPECT_TRUE(window.panel()->problems().contains("banana"));

    sizes->setText("64");
    EXPECT_TRUE(window.runButton()->isEnabled());

    Experiment none = shortExperiment();
    none.mechanisms.clear();
    window.panel()->setExperiment(none);
    EXPECT_FALSE(window.runButton()->isEnabled());
    EXPECT_FALSE(window.panel()->problems().isEmpty());
}

TEST(ExperimentPanel, SizeListRoundTripsThroughTheField) {
    EXPECT_EQ(formatSizeList({64, 128, 256, 512}), "64..512");
    EXPECT_EQ(formatSizeList({4, 8, 16, 65536}), "4..16,64K");
    EXPECT_EQ(formatSizeList({100, 1024}), "100,1K");
    EXPECT_EQ(formatSizeList({1 << 20, 2 << 20, 4 << 20}), "1M..4M");
    const auto sizes = parseSizeList("4..512K");
    ASSERT_TRUE(sizes.ok());
    EXPECT_EQ(formatSizeList(sizes.value()), "4..512K");
}

TEST(ExperimentPanel, NewFieldsRoundTripAndFollowThePattern) {
    ExperimentPanel panel(MechanismRegistry::builtin());
    auto* pattern = panel.findChild<QComboBox*>("pattern");
    auto* parties = panel.findChild<QSpinBox*>("parties");
    auto* gap = panel.findChild<QSpinBox*>("gapUs");
    auto* wait = panel.findChild<QComboBox*>("wait");
    auto* keepAwake = panel.findChild<QCheckBox*>("keepAwake");
    ASSERT_TRUE(pattern && parties && gap && wait && keepAwake);
    QStringList patterns;
    for (int i = 0; i < pattern->count(); ++i) {
        patterns << pattern->itemData(i).toString();
    }
    EXPECT_EQ(patterns, QStringList({"pingpong", "stream", "lock", "paced", "one-sided"}));
    EXPECT_EQ(wait->count(), 5);

    Experiment experiment = shortExperiment();
    experiment.mechanisms = {"thread.mutex"};
    experiment.pattern = Pattern::Lock;
    experiment.parties = 7;
    experiment.gapUs = 250;
    experiment.waitStrategy = WaitStrategy::Block;
    experiment.keepCoresAwake = true;
    panel.setExperiment(experiment);
    EXPECT_TRUE(panel.isValid()) << panel.problems().toStdString();
    const Experiment back = panel.experiment();
    EXPECT_EQ(back.pattern, Pattern::Lock);
    EXPECT_EQ(back.parties, 7);
    EXPECT_EQ(back.gapUs, 250u);
    EXPECT_EQ(back.waitStrategy, WaitStrategy::Block);
    EXPECT_TRUE(back.keepCoresAwake);
    EXPECT_TRUE(parties->isEnabled());
    EXPECT_FALSE(gap->isEnabled());

    pattern->setCurrentIndex(pattern->findData("paced"));
    EXPECT_FALSE(parties->isEnabled());
    EXPECT_TRUE(gap->isEnabled());
    wait->setCurrentIndex(0);
    EXPECT_FALSE(panel.experiment().waitStrategy.has_value());
}

TEST(ExperimentPanel, AWaitTheMechanismCannotDoIsAProblemNamingIt) {
    ExperimentPanel panel(MechanismRegistry::builtin());
    Experiment experiment = shortExperiment();
    experiment.mechanisms = {"pipe"};
    experiment.waitStrategy = WaitStrategy::Spin;
    panel.setExperiment(experiment);
    EXPECT_FALSE(panel.isValid());
    EXPECT_TRUE(panel.problems().contains("\"pipe\"")) << panel.problems().toStdString();
}

TEST(MechanismPicker, GroupsByKindWithReportMethodsApart) {
    MechanismInfo info;
    info.id = "shm.ring";
    info.locality = Locality::CrossProcess;
    info.group = MechanismGroup::SharedMemory;
    EXPECT_EQ(groupOf(info), MechanismGroup::SharedMemory);
    info.group = MechanismGroup::KernelObjects;
    EXPECT_EQ(groupOf(info), MechanismGroup::KernelObjects);
    info.locality = Locality::InProcess;
    info.group = MechanismGroup::Threads;
    EXPECT_EQ(groupOf(info), MechanismGroup::Threads);
    info.locality = Locality::Network;
    info.group = MechanismGroup::Network;
    EXPECT_EQ(groupOf(info), MechanismGroup::Network);
    // A socket that stays on this machine is boxed with the kernel objects: the network box is
    // the one a remote peer reaches.
    info.locality = Locality::CrossProcess;
    EXPECT_EQ(groupOf(info), MechanismGroup::KernelObjects);
    info.group = MechanismGroup::ReportVariants;
    EXPECT_EQ(groupOf(info), MechanismGroup::ReportVariants);
    EXPECT_EQ(groupTitle(MechanismGroup::ReportVariants), "Reports' own methods");

    MechanismPicker picker(MechanismRegistry::builtin());
    QStringList titles;
    for (const QGroupBox* box : picker.findChildren<QGroupBox*>()) {
        titles << box->title();
    }
    EXPECT_TRUE(titles.contains(groupTitle(MechanismGroup::Threads)));
    EXPECT_TRUE(titles.contains(groupTitle(MechanismGroup::KernelObjects)));
    // The boxes as they were when the id decided: local sockets with the kernel objects.
    const std::pair<const char*, MechanismGroup> boxes[] = {
        {"zmq.inproc", MechanismGroup::Threads},
        {"shm.ring", MechanismGroup::SharedMemory},
        {"mq.boost", MechanismGroup::KernelObjects},
        {"uds", MechanismGroup::KernelObjects},
        {"zmq.ipc", MechanismGroup::KernelObjects},
        {"udp", MechanismGroup::Network},
        {"zmq.tcp", MechanismGroup::Network},
        {"report002.mq-ack", MechanismGroup::ReportVariants}};
    for (const auto& [id, group] : boxes) {
        const auto* check = picker.findChild<QCheckBox*>(QStringLiteral("mechanism:") + id);
        ASSERT_NE(check, nullptr) << id;
        const auto* box = qobject_cast<const QGroupBox*>(check->parentWidget());
        ASSERT_NE(box, nullptr) << id;
        EXPECT_EQ(box->title(), groupTitle(group)) << id;
    }
    // Every mechanism has its box; unavailable ones are greyed and say why.
    for (const MechanismInfo* mechanism : MechanismRegistry::builtin().infos()) {
        const QString id = QString::fromStdString(mechanism->id);
        auto* box = picker.findChild<QCheckBox*>("mechanism:" + id);
        ASSERT_NE(box, nullptr) << mechanism->id;
        EXPECT_EQ(box->isEnabled(), mechanism->available) << mechanism->id;
        if (!mechanism->available) {
            EXPECT_TRUE(
                box->toolTip().contains(QString::fromStdString(mechanism->unavailableReason)));
        }
    }
}

TEST(MechanismPicker, ExplainsTheMechanismUnderTheMouseOrJustTicked) {
    MechanismPicker picker(MechanismRegistry::builtin());
    const MechanismInfo& pipe = MechanismRegistry::builtin().find("pipe")->info();
    const MechanismInfo& tcp = MechanismRegistry::builtin().find("tcp")->info();
    auto* pipeBox = picker.findChild<QCheckBox*>("mechanism:pipe");
    auto* tcpBox = picker.findChild<QCheckBox*>("mechanism:tcp");
    ASSERT_TRUE(pipeBox && tcpBox);
    QEvent enter(QEvent::Enter);
    QCoreApplication::sendEvent(pipeBox, &enter);
    EXPECT_TRUE(
        picker.explanationText().contains(QString::fromStdString(pipe.explanation).left(40)))
        << picker.explanationText().toStdString();
    EXPECT_TRUE(picker.explanationText().contains("Wait"));
    tcpBox->setChecked(true);
    EXPECT_TRUE(picker.explanationText().contains(QString::fromStdString(tcp.title)));
    EXPECT_EQ(picker.checked(), std::vector<std::string>{"tcp"});
}

// A run estimated past ten minutes (a typo's extra zeros) starts only when the student says so.
TEST(MainWindow, AsksBeforeARunEstimatedOverTenMinutes) {
    MainWindow window;
    double asked = 0;
    window.setLongRunAsker([&asked](double seconds) {
        asked = seconds;
        return false;
    });
    window.panel()->setExperiment(shortExperiment());
    window.runButton()->click();
    EXPECT_EQ(asked, 0.0) << "a short run starts without a question";
    ASSERT_TRUE(waitFor([&] { return !window.isRunning(); }));

    window.panel()->setExperiment(longExperiment());
    ASSERT_GT(window.panel()->estimatedSeconds(), 600.0);
    window.runButton()->click();
    EXPECT_EQ(asked, window.panel()->estimatedSeconds());
    EXPECT_FALSE(window.isRunning()) << "declined: nothing starts";
}

TEST(MainWindow, StopEndsTheRunAndKeepsWhatWasMeasured) {
    MainWindow window;
    window.setLongRunAsker([](double) { return true; });
    window.panel()->setExperiment(longExperiment());
    bool finished = false;
    QObject::connect(&window, &MainWindow::runFinished, [&] { finished = true; });
    window.runButton()->click();
    ASSERT_TRUE(window.isRunning());
    EXPECT_TRUE(window.stopButton()->isEnabled());
    // Let it measure something first, then stop.
    waitFor([] { return false; }, 300);
    window.stopButton()->click();
    ASSERT_TRUE(waitFor([&] { return finished; })) << "Stop did not end the run";
    EXPECT_TRUE(window.result().cancelled);
    EXPECT_FALSE(window.isRunning());
    EXPECT_TRUE(window.runButton()->isEnabled());
    EXPECT_LT(window.resultsModel()->rowCount(), 7);
}

TEST(MainWindow, ClosingWhileRunningCancelsAndWaits) {
    auto window = std::make_unique<MainWindow>();
    window->setCloseAsker([](const CloseQuestion& question) {
        return question.running ? CloseChoice::StopAndKeep : CloseChoice::Discard;
    });
    window->setLongRunAsker([](double) { return true; });
    window->show();
    window->panel()->setExperiment(longExperiment());
    window->runButton()->click();
    ASSERT_TRUE(window->isRunning());
    waitFor([] { return false; }, 200);
    EXPECT_TRUE(window->close());
    EXPECT_FALSE(window->isRunning());
    window.reset();  // destroying it must not hang or crash either
}

}  // namespace
}  // namespace ipclab::app
