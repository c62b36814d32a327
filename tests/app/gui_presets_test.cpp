// Presets in the GUI: every built-in preset loads into the panel and validates, its note and
// references reach the window, several steps get a step chooser; the experiment panel marks
// invalid fields with their reason and keeps Run disabled; the last experiment is
// remembered in QSettings (a temporary location for this test binary).
#include <gtest/gtest.h>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <algorithm>
#include <memory>

#include "charts/result_chart_view.hpp"
#include "gui/app_settings.hpp"
#include "gui/main_window.hpp"
#include "gui/run_record.hpp"
#include "gui/widgets/experiment_panel.hpp"
#include "gui/widgets/preset_panel.hpp"
#include "gui/widgets/results_pane.hpp"
#include "gui_support.hpp"
#include "ipclab/lab_service.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/preset.hpp"
#include "ipclab/runner.hpp"

namespace ipclab::app {
namespace {

// Every test of this binary writes settings to a temporary folder, never to the user's.
class TemporarySettings : public ::testing::Environment {
  public:
    void SetUp() override {
        QStandardPaths::setTestModeEnabled(true);
        m_dir = std::make_unique<QTemporaryDir>();
        // The run history (QStandardPaths::AppDataLocation, under ~/.qttest in test mode)
        // too: never the user's, never a previous test binary's.
        qputenv("HOME", m_dir->path().toLocal8Bit());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir->path());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir->path());
    }
    void TearDown() override { m_dir.reset(); }

  private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

[[maybe_unused]] ::testing::Environment* const kSettings =
    ::testing::AddGlobalTestEnvironment(new TemporarySettings);

TEST(GuiPresets, EveryPresetLoadsIntoThePanelAndValidates) {
    MainWindow window;
    ASSERT_GE(builtinPresets().size(), 7u);
    ASSERT_NE(findPreset("quick-tour"), nullptr);
    for (const Preset& preset : builtinPresets()) {
        const QString id = QString::fromStdString(preset.id);
        ASSERT_TRUE(window.presets()->choose(id)) << preset.id;
        ASSERT_TRUE(window.presets()->current().has_value());
        const Preset& shown = *window.presets()->current();
        for (int step = 0; step < static_cast<int>(shown.steps.size()); ++step) {
            ASSERT_TRUE(window.presets()->choose(id, step)) << preset.id << " step " << step;
            EXPECT_TRUE(window.panel()->isValid()) << preset.id << " step " << step << ": "
                                                   << window.panel()->problems().toStdString();
            // The checklist lists mechanisms in registry order; everything else is as given.
            Experiment inPanel = window.panel()->experiment();
            Experiment expected = shown.steps[static_cast<std::size_t>(step)].experiment;
            std::sort(inPanel.mechanisms.begin(), inPanel.mechanisms.end());
            std::sort(expected.mechanisms.begin(), expected.mechanisms.end());
            EXPECT_EQ(inPanel.mechanisms, expected.mechanisms) << preset.id;
            EXPECT_EQ(inPanel.sizesBytes, expected.sizesBytes) << preset.id;
            EXPECT_EQ(inPanel.iterations, expected.iterations) << preset.id;
            EXPECT_EQ(inPanel.streamTotalBytes, expected.streamTotalBytes) << preset.id;
            EXPECT_EQ(inPanel.waitStrategy, expected.waitStrategy) << preset.id;
            EXPECT_TRUE(inPanel == expected) << preset.id << " step " << step;
            EXPECT_TRUE(window.runButton()->isEnabled()) << preset.id;
        }
        EXPECT_TRUE(window.presets()->noteText().contains(QString::fromStdString(preset.title)))
            << preset.id;
        // The report's figures go with the next run (its record), not onto the chart of the
        // run shown (issue 14: a chart describes its own run); those of another placement
        // (report 004's Table II, one core) not at all.
        EXPECT_EQ(
            runReferences(RunRecord{RunResult{}, RunOrigin{id, 0, false}, {}, false, {}}).size(),
            referencesForRun(preset.references, Experiment{}).size())
            << preset.id;
        EXPECT_TRUE(window.results()->chart()->options().references.empty()) << preset.id;
        auto* stepChooser = window.presets()->findChild<QComboBox*>("presetSteps");
        ASSERT_NE(stepChooser, nullptr);
        EXPECT_EQ(stepChooser->count(), static_cast<int>(shown.steps.size()));
        EXPECT_EQ(stepChooser->isVisibleTo(window.presets()), shown.steps.size() > 1) << preset.id;
    }
    // The Presets menu lists each of them, the quick tour among them.
    EXPECT_NE(window.findChild<QAction*>("preset:quick-tour"), nullptr);
    EXPECT_FALSE(window.presets()->choose("no-such-preset"));
}

TEST(GuiPresets, PresetNoteSaysWhatTheReportGotWrong) {
    PresetPanel panel(MechanismRegistry::builtin());
    const Preset* report = findPreset("report-003");
    ASSERT_NE(report, nullptr);
    ASSERT_TRUE(panel.choose("report-003"));
    EXPECT_TRUE(panel.noteText().contains(QString::fromStdString(report->note).left(40)))
        << panel.noteText().toStdString();
    auto* presets = panel.findChild<QComboBox*>("presets");
    ASSERT_NE(presets, nullptr);
    bool cleared = false;
    QObject::connect(&panel, &PresetPanel::cleared, [&] { cleared = true; });
    presets->setCurrentIndex(0);
    EXPECT_TRUE(cleared);
    EXPECT_FALSE(panel.current().has_value());
}

TEST(GuiPresets, ReportPresetShowsItsFiveLineSummaryFirstAndStepNotes) {
    PresetPanel panel(MechanismRegistry::builtin());
    for (const Preset& preset : builtinPresets()) {
        if (preset.report.empty()) {
            continue;
        }
        ASSERT_TRUE(panel.choose(QString::fromStdString(preset.id)));
        const QString note = panel.noteText();
        const QString measured = QString::fromStdString(preset.digest.measured).left(30);
        ASSERT_FALSE(measured.isEmpty()) << preset.id;
        EXPECT_TRUE(note.contains(measured)) << preset.id;
        EXPECT_TRUE(note.contains(QString::fromStdString(preset.digest.tryIt).left(30)));
        // First: before the citation paragraph.
        EXPECT_LT(note.indexOf(measured),
                  note.indexOf(QString::fromStdString(preset.summary).left(30)));
        auto* steps = panel.findChild<QComboBox*>("presetSteps");
        ASSERT_NE(steps, nullptr);
        EXPECT_EQ(steps->itemData(0, Qt::ToolTipRole).toString(),
                  QString::fromStdString(preset.steps.front().note));
    }
}

TEST(GuiPanel, InvalidFieldsShowTheReasonAtTheFieldAndDisableRun) {
    MainWindow window;
    window.panel()->setExperiment(test::tinyExperiment());
    ASSERT_TRUE(window.runButton()->isEnabled());
    auto* sizes = window.panel()->findChild<QLineEdit*>("sizes");
    auto* sizesError = window.panel()->findChild<QLabel*>("error:sizes");
    ASSERT_TRUE(sizes && sizesError);

    sizes->setText("64,banana");
    EXPECT_FALSE(window.runButton()->isEnabled());
    EXPECT_TRUE(window.panel()->fieldProblem("sizes").contains("banana"));
    EXPECT_FALSE(sizesError->isHidden());
    EXPECT_TRUE(window.runButton()->toolTip().contains("banana"));

    // A size beyond a mechanism's limit: core's validate() names the field and the limit.
    sizes->setText("64,128M");
    EXPECT_FALSE(window.runButton()->isEnabled());
    EXPECT_FALSE(window.panel()->fieldProblem("sizes").isEmpty());
    sizes->setText("64");
    EXPECT_TRUE(window.runButton()->isEnabled());
    EXPECT_TRUE(sizesError->isHidden());

    // A wait strategy the mechanism cannot do is marked at the wait field.
    Experiment spinPipe = test::tinyExperiment();
    spinPipe.mechanisms = {"pipe"};
    spinPipe.waitStrategy = WaitStrategy::Spin;
    window.panel()->setExperiment(spinPipe);
    EXPECT_FALSE(window.runButton()->isEnabled());
    EXPECT_TRUE(window.panel()->fieldProblem("wait").contains("pipe"));

    // Stream total: one size, or the field says why.
    Experiment stream = test::tinyExperiment(Pattern::Stream);
    window.panel()->setExperiment(stream);
    ASSERT_TRUE(window.runButton()->isEnabled()) << window.panel()->problems().toStdString();
    auto* total = window.panel()->findChild<QLineEdit*>("total");
    ASSERT_NE(total, nullptr);
    total->setText("lots");
    EXPECT_FALSE(window.runButton()->isEnabled());
    EXPECT_FALSE(window.panel()->fieldProblem("stream_total_bytes").isEmpty());
    total->setText("1G");
    EXPECT_TRUE(window.runButton()->isEnabled());
    EXPECT_EQ(window.panel()->experiment().streamTotalBytes, 1ull << 30);

    // A remote peer: the token is required, and core's remote_peer problems show there.
    Experiment remote = test::tinyExperiment();
    remote.mechanisms = {"tcp"};
    remote.remotePeer = "192.0.2.7:7000";
    window.panel()->setExperiment(remote);
    EXPECT_FALSE(window.runButton()->isEnabled());
    EXPECT_FALSE(window.panel()->fieldProblem("remote_token").isEmpty());
    auto* token = window.panel()->findChild<QLineEdit*>("remoteToken");
    ASSERT_NE(token, nullptr);
    EXPECT_EQ(token->echoMode(), QLineEdit::Password);
    token->setText("s3cret");
    EXPECT_TRUE(window.panel()->fieldProblem("remote_token").isEmpty());
    EXPECT_EQ(window.panel()->remoteToken(), "s3cret");
    // Mechanisms that cannot cross hosts are greyed while a remote peer is set.
    auto* mutexBox = window.panel()->findChild<QCheckBox*>("mechanism:thread.mutex");
    auto* tcpBox = window.panel()->findChild<QCheckBox*>("mechanism:tcp");
    ASSERT_TRUE(mutexBox && tcpBox);
    EXPECT_FALSE(mutexBox->isEnabled());
    EXPECT_TRUE(tcpBox->isEnabled());
    auto* peer = window.panel()->findChild<QLineEdit*>("remotePeer");
    ASSERT_NE(peer, nullptr);
    peer->clear();
    EXPECT_TRUE(mutexBox->isEnabled());
    peer->setText("192.0.2.7:7000");
    remote.remotePeer = "no port here";
    remote.mechanisms = {"tcp"};
    window.panel()->setExperiment(remote);
    EXPECT_FALSE(window.panel()->fieldProblem("remote_peer").isEmpty());
    token->clear();

    // No mechanism at all.
    Experiment none = test::tinyExperiment();
    none.mechanisms.clear();
    window.panel()->setExperiment(none);
    EXPECT_FALSE(window.runButton()->isEnabled());
    EXPECT_FALSE(window.panel()->fieldProblem("mechanisms").isEmpty());
}

TEST(GuiPanel, RangePickerWritesADoublingRangeAndTheEstimateFollows) {
    ExperimentPanel panel(MechanismRegistry::builtin());
    panel.setExperiment(test::tinyExperiment());
    auto* from = panel.findChild<QComboBox*>("sizeFrom");
    auto* to = panel.findChild<QComboBox*>("sizeTo");
    ASSERT_TRUE(from && to);
    from->setCurrentIndex(from->findData(qulonglong{16}));
    emit from->activated(from->currentIndex());
    to->setCurrentIndex(to->findData(qulonglong{4096}));
    emit to->activated(to->currentIndex());
    EXPECT_EQ(panel.experiment().sizesBytes,
              (std::vector<std::size_t>{16, 32, 64, 128, 256, 512, 1024, 2048, 4096}));
    const double small = panel.estimatedSeconds();
    EXPECT_GT(small, 0);
    Experiment bigger = panel.experiment();
    bigger.iterations *= 100;
    panel.setExperiment(bigger);
    EXPECT_GT(panel.estimatedSeconds(), small);
    EXPECT_FALSE(panel.findChild<QLabel*>("estimate")->text().isEmpty());
}

TEST(GuiSettings, ExperimentRoundTripsThroughQSettings) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QSettings settings(dir.filePath("roundtrip.ini"), QSettings::IniFormat);
    EXPECT_FALSE(loadExperiment(settings).has_value());
    Experiment experiment = test::tinyExperiment(Pattern::Paced);
    experiment.placement = Placement::SameCore;
    experiment.waitStrategy = WaitStrategy::Block;
    experiment.gapUs = 250;
    experiment.parties = 3;
    experiment.keepCoresAwake = true;
    experiment.holdDmaLatency = true;
    experiment.streamTotalBytes = 1 << 20;
    experiment.remotePeer = "10.0.0.2:7000";
    saveExperiment(settings, experiment);
    const auto back = loadExperiment(settings);
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ(*back, experiment);
    saveLanguage(settings, "de");
    EXPECT_EQ(savedLanguage(settings), "de");
}

TEST(GuiSettings, IdleLatencyHoldIsOfferedWhereItCanBeHadAndOtherwiseSaysWhy) {
    ExperimentPanel panel(MechanismRegistry::builtin());
    auto* hold = panel.findChild<QCheckBox*>("holdIdleLatency");
    ASSERT_NE(hold, nullptr);
    Experiment asked = panel.experiment();
    asked.holdDmaLatency = true;
    panel.setExperiment(asked);
    const std::string unavailable = idleLatencyHoldUnavailableReason();
    if (unavailable.empty()) {
        EXPECT_TRUE(hold->isEnabled());
        EXPECT_TRUE(hold->isChecked());
        EXPECT_TRUE(panel.experiment().holdDmaLatency);
        hold->setChecked(false);
        EXPECT_FALSE(panel.experiment().holdDmaLatency);
    } else {
        // Never asked for where it cannot be had: the run would fail every point.
        EXPECT_FALSE(hold->isEnabled());
        EXPECT_FALSE(panel.experiment().holdDmaLatency);
        EXPECT_TRUE(hold->toolTip().contains(QString::fromStdString(unavailable)))
            << hold->toolTip().toStdString();
    }
}

TEST(GuiSettings, HandWrittenListsAndBadValuesReadBack) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath("hand.ini");
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        // Unquoted commas: QSettings reads these as lists.
        file.write(
            "[experiment]\nmechanisms=pipe,thread.mutex\nsizes=64,4096\n"
            "pattern=pingpong\niterations=banana\nplacement=nowhere\n");
    }
    QSettings settings(path, QSettings::IniFormat);
    const auto back = loadExperiment(settings);
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ(back->mechanisms, (std::vector<std::string>{"pipe", "thread.mutex"}));
    EXPECT_EQ(back->sizesBytes, (std::vector<std::size_t>{64, 4096}));
    EXPECT_EQ(back->iterations, Experiment{}.iterations);  // unreadable: the default
    EXPECT_EQ(back->placement, Placement::Unpinned);
}

TEST(GuiSettings, TheWindowRemembersTheLastExperiment) {
    Experiment experiment = test::tinyExperiment();
    experiment.mechanisms = {"pipe", "tcp"};
    experiment.repetitions = 4;
    {
        MainWindow window;
        window.show();
        window.panel()->setExperiment(experiment);
        window.close();
    }
    MainWindow again;
    EXPECT_EQ(again.panel()->experiment(), experiment);
}

}  // namespace
}  // namespace ipclab::app
