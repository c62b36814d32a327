// Settling in the GUI (issue 11): the panel's default run settles as the CLI's `run` does, a
// fixed count is one choice away, both are remembered; a point's distribution is said in words
// in the median cell's tooltip and under the chart.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTranslator>

#include "charts/core_text.hpp"
#include "gui/app_settings.hpp"
#include "gui/models/results_table_model.hpp"
#include "gui/widgets/experiment_panel.hpp"
#include "gui/widgets/results_pane.hpp"
#include "ipclab/comparison.hpp"
#include "ipclab/experiment_json.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/oversubscription.hpp"

namespace ipclab::app {
namespace {

TEST(GuiSettle, TheDefaultPanelExperimentSettlesToFivePercent) {
    ExperimentPanel panel(MechanismRegistry::builtin());
    const Experiment experiment = panel.experiment();
    EXPECT_TRUE(experiment.settle);
    EXPECT_EQ(experiment.precision, 0.05);
    EXPECT_EQ(experiment.timeBudgetSeconds, 120u);
    EXPECT_TRUE(panel.isValid()) << panel.problems().toStdString();
    // Settling: the budget bounds the run, and the estimate says so.
    EXPECT_EQ(panel.estimatedSeconds(), 120.0);
    EXPECT_TRUE(panel.findChild<QLabel*>("estimate")->text().contains("time budget"));
}

TEST(GuiSettle, ChoosingFixedRunsExactlyNRounds) {
    ExperimentPanel panel(MechanismRegistry::builtin());
    auto* rounds = panel.findChild<QComboBox*>("rounds");
    auto* repetitions = panel.findChild<QSpinBox*>("repetitions");
    auto* precision = panel.findChild<QDoubleSpinBox*>("precision");
    ASSERT_TRUE(rounds && repetitions && precision);
    rounds->setCurrentIndex(rounds->findData(QStringLiteral("fixed")));
    repetitions->setValue(9);
    Experiment experiment = panel.experiment();
    EXPECT_FALSE(experiment.settle);
    EXPECT_EQ(experiment.repetitions, 9);
    EXPECT_FALSE(panel.findChild<QLabel*>("estimate")->text().contains("time budget"));

    rounds->setCurrentIndex(rounds->findData(QStringLiteral("settle")));
    precision->setValue(2.5);
    experiment = panel.experiment();
    EXPECT_TRUE(experiment.settle);
    EXPECT_DOUBLE_EQ(experiment.precision, 0.025);

    // A preset step's experiment (settle off) shows as fixed and keeps its count.
    Experiment preset = experiment;
    preset.settle = false;
    preset.repetitions = 3;
    panel.setExperiment(preset);
    EXPECT_EQ(rounds->currentData().toString(), "fixed");
    EXPECT_FALSE(panel.experiment().settle);
    EXPECT_EQ(panel.experiment().repetitions, 3);
}

TEST(GuiSettle, SettleFieldsRoundTripThroughQSettings) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QSettings settings(dir.filePath("settle.ini"), QSettings::IniFormat);
    Experiment experiment;
    experiment.mechanisms = {"pipe"};
    experiment.settle = true;
    experiment.precision = 0.025;
    experiment.minRounds = 8;
    experiment.timeBudgetSeconds = 45;
    saveExperiment(settings, experiment);
    auto back = loadExperiment(settings);
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ(*back, experiment);

    experiment.settle = false;
    saveExperiment(settings, experiment);
    back = loadExperiment(settings);
    ASSERT_TRUE(back.has_value());
    EXPECT_FALSE(back->settle);
}

TEST(GuiSettle, OldSettingsFilesLoadAndSettleUnlessFromAPreset) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath("old.ini");
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write("[experiment]\nmechanisms=pipe\nsizes=64\npattern=pingpong\nrepetitions=5\n");
    }
    {
        QSettings settings(path, QSettings::IniFormat);
        const auto back = loadExperiment(settings);
        ASSERT_TRUE(back.has_value());
        EXPECT_TRUE(back->settle);
        EXPECT_EQ(back->precision, 0.05);
        EXPECT_EQ(back->timeBudgetSeconds, 120u);
    }
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::Append));
        file.write("[origin]\npreset=vm-wakeup\nstep=0\n");
    }
    QSettings settings(path, QSettings::IniFormat);
    const auto back = loadExperiment(settings);
    ASSERT_TRUE(back.has_value());
    EXPECT_FALSE(back->settle);
    EXPECT_EQ(back->repetitions, 5);
}

// Issue 10: the experiment is stored as the codec's JSON (the results file's "experiment"); a
// user upgrading has the old camelCase keys, read until the first save replaces them.
TEST(GuiSettings, OldCamelCaseKeysAreReadUntilTheFirstSaveStoresTheJson) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath("upgrade.ini");
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(
            "[experiment]\nmechanisms=pipe,tcp\nsizes=64,4096\npattern=paced\n"
            "gapUs=250\npeerTimeoutMs=2000\nkeepCoresAwake=true\nparties=3\n"
            "streamTotalBytes=1024\nremotePeer=10.0.0.2:7000\nsettle=false\n"
            "repetitions=4\ntimeBudgetSeconds=30\n");
    }
    QSettings settings(path, QSettings::IniFormat);
    auto old = loadExperiment(settings);
    ASSERT_TRUE(old.has_value());
    Experiment expected;
    expected.mechanisms = {"pipe", "tcp"};
    expected.sizesBytes = {64, 4096};
    expected.pattern = Pattern::Paced;
    expected.gapUs = 250;
    expected.peerTimeoutMs = 2000;
    expected.keepCoresAwake = true;
    expected.parties = 3;
    expected.streamTotalBytes = 1024;
    expected.remotePeer = "10.0.0.2:7000";
    expected.settle = false;
    expected.repetitions = 4;
    expected.timeBudgetSeconds = 30;
    EXPECT_EQ(*old, expected);

    saveExperiment(settings, *old);
    EXPECT_FALSE(settings.contains("experiment/gapUs"));
    EXPECT_TRUE(settings.childGroups().isEmpty()) << settings.childGroups().join(",").toStdString();
    const QString json = settings.value("lastExperiment").toString();
    EXPECT_TRUE(json.contains("\"gap_us\":250")) << json.toStdString();
    const Expected<Experiment> stored =
        experimentFromJsonText(json.toStdString(), ExperimentJsonForm::Result);
    ASSERT_TRUE(stored.ok()) << stored.error().message;
    EXPECT_EQ(*stored, expected);
    const auto back = loadExperiment(settings);
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ(*back, expected);

    // A value that does not read is no experiment, as none saved: the panel keeps its own.
    settings.setValue("lastExperiment", "{\"pattern\": \"telepathy\"}");
    EXPECT_FALSE(loadExperiment(settings).has_value());
}

PointResult twoModes() {
    PointResult point;
    point.mechanism = "pipe";
    point.ok = true;
    point.sizeBytes = 64;
    point.pattern = Pattern::PingPong;
    point.waitStrategy = WaitStrategy::Block;
    point.placement = Placement::Unpinned;
    point.latencyNs.median = 20'000;
    point.repetitions.resize(6);
    point.reliability.rounds = 6;
    point.reliability.settled = true;
    point.reliability.modes.mValue = 3.6;
    point.reliability.modes.modes = {{2100, 0.41}, {24'000, 0.59}};
    return point;
}

TEST(GuiSettle, TwoModesAreSaidInTheMedianCellsTooltipAndUnderTheChart) {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    ResultsTableModel model;
    PointResult plain = twoModes();
    plain.mechanism = "tcp";
    plain.reliability.modes.modes = {{20'000, 1.0}};
    model.setResults(Pattern::PingPong, {twoModes(), plain}, true);
    const QString tip =
        model.data(model.index(0, ResultsTableModel::Value), Qt::ToolTipRole).toString();
    EXPECT_TRUE(tip.startsWith("two modes: 2.1 \u00B5s (41%) and 24 \u00B5s (59%)"))
        << tip.toStdString();
    EXPECT_TRUE(tip.contains("waking an idle CPU")) << tip.toStdString();
    // One mode, settled, nothing to warn about: no tooltip.
    EXPECT_FALSE(model.data(model.index(1, ResultsTableModel::Value), Qt::ToolTipRole).isValid());

    ResultsPane pane;
    RunResult run;
    run.experiment.pattern = Pattern::PingPong;
    run.experiment.settle = true;
    run.points = {twoModes(), plain};
    pane.showResult(run);
    auto* notes = pane.findChild<QLabel*>("pointNotes");
    ASSERT_TRUE(notes);
    // The whole run: one line per kind of note, with the count and the worst point.
    EXPECT_TRUE(notes->text().startsWith("1 of 2 points \u2014 worst, pipe 64 B: two modes"))
        << notes->text().toStdString();
    EXPECT_FALSE(notes->text().contains("tcp"));
    QLocale::setDefault(QLocale::system());
}

// A point's words as core makes them: two modes with the explanation, a run that did not
// settle in 9 rounds and in 1 (the plural), and spinning on a busy machine.
std::vector<Text> distributionWords() {
    std::vector<Text> words{describeModes(twoModes())};
    PointResult unsettled;
    unsettled.reliability.rounds = 9;
    unsettled.reliability.settled = false;
    unsettled.reliability.medianCi95 = {9, 100, 88, 112, 0.96};
    words.push_back(reliabilityWarnings(unsettled, true).at(0).text);
    unsettled.reliability.rounds = 1;
    words.push_back(reliabilityWarnings(unsettled, true).at(0).text);
    SpinContention busy;
    busy.wait = WaitStrategy::Spin;
    busy.runnableThreads = 4.5;
    busy.logicalCpus = 2;
    busy.preemptions = 123;
    busy.messages = 10'000;
    busy.rounds = 4;
    words.push_back(judgeOversubscription(busy).text);
    PointResult tailed;
    tailed.pattern = Pattern::PingPong;
    tailed.latencyNs.count = 3'333;
    tailed.latencyNs.median = 3'000;
    tailed.latencyNs.p99 = 36'000;
    words.push_back(describeTail(tailed));
    tailed.reliability.rounds = 6;
    tailed.reliability.settled = true;
    tailed.reliability.outliers.high = 4;
    tailed.reliability.outliers.upperFence = 35'000;
    words.push_back(reliabilityWarnings(tailed, true).at(0).text);
    return words;
}

// Without a translator the GUI shows core's English, character for character.
TEST(GuiSettle, TheDistributionsWordsStayCoresEnglishWithoutATranslator) {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const std::vector<Text> words = distributionWords();
    for (const Text& text : words) {
        EXPECT_EQ(coreMessage(text).toStdString(), english(text));
    }
    EXPECT_EQ(english(words[1]).rfind("not settled: \u00B112% after 9 rounds", 0), 0u)
        << english(words[1]);
    EXPECT_EQ(english(words[2]).rfind("not settled: \u00B112% after 1 round,", 0), 0u)
        << english(words[2]);
    EXPECT_EQ(english(words[3]),
              "spinning on an oversubscribed machine (4.5 runnable threads on 2 CPUs, 12.3 "
              "involuntary switches per 1000 messages): spin figures here are not what an idle "
              "machine shows; try the wait spin-block or block");
    EXPECT_EQ(english(words[4]),
              "heavy tail: 1 in 100 messages waits 12\u00D7 the median or longer (p99 36 \u00B5s, "
              "median 3 \u00B5s)");
    EXPECT_EQ(english(words[5]), "4 outliers (1.2\u2030) above 35 \u00B5s, kept in every figure");
    QLocale::setDefault(QLocale::system());
}

TEST(GuiSettle, TheDistributionsWordsReadInGerman) {
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QTranslator translator;
    ASSERT_TRUE(translator.load(QStringLiteral(":/i18n/ipclab_de.qm")));
    QCoreApplication::installTranslator(&translator);
    const std::vector<Text> words = distributionWords();
    const QString modes = coreMessage(words[0]);
    const QString nine = coreMessage(words[1]);
    const QString one = coreMessage(words[2]);
    const QString busy = coreMessage(words[3]);
    const QString tail = coreMessage(words[4]);
    const QString outliers = coreMessage(words[5]);
    QCoreApplication::removeTranslator(&translator);
    QLocale::setDefault(QLocale::system());
    EXPECT_TRUE(modes.startsWith("zwei Modi: 2,1 \u00B5s (41%) und 24 \u00B5s (59%)"))
        << modes.toStdString();
    EXPECT_TRUE(modes.contains("CPU")) << modes.toStdString();
    EXPECT_EQ(nine.toStdString(),
              "nicht eingependelt: \u00B112 % nach 9 Runden, Zeitbudget verbraucht");
    EXPECT_EQ(one.toStdString(),
              "nicht eingependelt: \u00B112 % nach 1 Runde, Zeitbudget verbraucht");
    EXPECT_TRUE(busy.contains("4,5 lauffähige Threads auf 2 CPUs")) << busy.toStdString();
    EXPECT_TRUE(busy.contains("12,3")) << busy.toStdString();
    // The GUI's words for the wait, not the command line's flag.
    EXPECT_TRUE(busy.contains("„aktiv warten, dann blockieren“")) << busy.toStdString();
    EXPECT_FALSE(busy.contains("--wait")) << busy.toStdString();
    EXPECT_TRUE(tail.contains("12\u00D7")) << tail.toStdString();
    EXPECT_TRUE(tail.contains("36 \u00B5s")) << tail.toStdString();
    EXPECT_FALSE(tail.contains("heavy tail")) << tail.toStdString();
    EXPECT_TRUE(outliers.contains("1,2 \u2030")) << outliers.toStdString();
    EXPECT_FALSE(outliers.contains("kept in every figure")) << outliers.toStdString();
    EXPECT_FALSE(busy.contains("oversubscribed")) << busy.toStdString();
}

}  // namespace
}  // namespace ipclab::app
