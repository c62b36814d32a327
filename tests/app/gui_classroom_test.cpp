// The classroom side of the window: a short real run fills every chart kind, the table and
// the chart select together, presentation mode and the keyboard shortcuts, the About box,
// and the German translation covering every visible string.
#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabBar>
#include <QTableView>
#include <QTest>

#include "charts/result_chart_view.hpp"
#include "gui/dialogs/about_dialog.hpp"
#include "gui/language.hpp"
#include "gui/main_window.hpp"
#include "gui/models/results_table_model.hpp"
#include "gui/widgets/experiment_panel.hpp"
#include "gui/widgets/results_pane.hpp"
#include "gui_support.hpp"

namespace ipclab::app {
namespace {

using test::distinctColours;
using test::tinyExperiment;
using test::waitFor;

bool runToEnd(MainWindow& window, const Experiment& experiment) {
    window.panel()->setExperiment(experiment);
    if (!window.runButton()->isEnabled()) {
        return false;
    }
    bool finished = false;
    auto connection = QObject::connect(&window, &MainWindow::runFinished, [&] { finished = true; });
    window.runButton()->click();
    const bool ended = waitFor([&] { return finished; });
    QObject::disconnect(connection);
    return ended;
}

TEST(GuiCharts, AShortRealRunFillsEveryChartKind) {
    MainWindow window;
    window.show();
    ResultsPane* pane = window.results();
    ASSERT_TRUE(runToEnd(window, tinyExperiment()));
    for (ChartKind kind : {ChartKind::Latency, ChartKind::Bars, ChartKind::Distribution}) {
        pane->setKind(kind);
        pane->chart()->flush();
        EXPECT_TRUE(pane->chart()->problem().isEmpty())
            << toString(kind).toStdString() << ": " << pane->chart()->problem().toStdString();
        QString error;
        QTemporaryDir dir;
        const QString path = dir.filePath("kind.png");
        ASSERT_TRUE(window.exportPng(path, &error)) << error.toStdString();
        EXPECT_GT(distinctColours(QImage(path)), 40) << toString(kind).toStdString();
    }
    // A ping-pong run has no throughput: the chart says so instead of drawing nothing.
    pane->setKind(ChartKind::Throughput);
    pane->chart()->flush();
    EXPECT_FALSE(pane->chart()->problem().isEmpty());
    EXPECT_FALSE(pane->kindTabs()->tabToolTip(2).isEmpty());

    // A stream run switches to and fills the throughput chart.
    ASSERT_TRUE(runToEnd(window, tinyExperiment(Pattern::Stream)));
    EXPECT_EQ(pane->kind(), ChartKind::Throughput);
    pane->chart()->flush();
    EXPECT_TRUE(pane->chart()->problem().isEmpty()) << pane->chart()->problem().toStdString();
}

TEST(GuiCharts, TableAndChartSelectTogether) {
    MainWindow window;
    window.show();
    ResultsPane* pane = window.results();
    ASSERT_TRUE(runToEnd(window, tinyExperiment()));
    pane->setKind(ChartKind::Distribution);

    // A row selects the point in the chart: the distribution shows it.
    ASSERT_TRUE(pane->selectPoint("thread.semaphore", 1024));
    EXPECT_EQ(pane->chart()->options().distributionMechanism, "thread.semaphore");
    EXPECT_EQ(pane->chart()->options().distributionSizeBytes, 1024u);

    // A click on a point in the chart selects its row.
    emit pane->chart()->pointSelected("thread.mutex", 256);
    const QModelIndex current = pane->table()->currentIndex();
    ASSERT_TRUE(current.isValid());
    EXPECT_EQ(current.sibling(current.row(), ResultsTableModel::Mechanism).data().toString(),
              "thread.mutex");
    EXPECT_EQ(current.sibling(current.row(), ResultsTableModel::Size).data().toString(), "256 B");
    EXPECT_EQ(pane->chart()->options().distributionMechanism, "thread.mutex");
    EXPECT_FALSE(pane->selectPoint("tcp", 64));  // not measured in this run
}

TEST(GuiClassroom, PresentationModeShowsTheChartAloneAndEscLeaves) {
    MainWindow window;
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    ASSERT_FALSE(window.isPresenting());
    window.setPresentation(true);
    EXPECT_TRUE(window.isPresenting());
    EXPECT_FALSE(window.panel()->isVisible());
    EXPECT_FALSE(window.menuBar()->isVisible());
    EXPECT_FALSE(window.results()->table()->isVisible());
    EXPECT_TRUE(window.results()->chart()->isVisible());
    auto* counter = window.results()->findChild<QLabel*>("presentationCounter");
    ASSERT_NE(counter, nullptr);
    EXPECT_TRUE(counter->isVisible());
    EXPECT_GT(window.results()->chart()->options().fontScale, 1.0);

    // While presenting, a run shows its running counter.
    bool finished = false;
    QObject::connect(&window, &MainWindow::runFinished, [&] { finished = true; });
    window.panel()->setExperiment(tinyExperiment());
    window.runButton()->click();
    ASSERT_TRUE(waitFor([&] { return finished; }));
    EXPECT_FALSE(window.results()->counterText().isEmpty());

    // Esc leaves presentation mode (it stops a run otherwise).
    QApplication::setActiveWindow(&window);
    QTest::keyClick(&window, Qt::Key_Escape);
    EXPECT_FALSE(window.isPresenting());
    EXPECT_TRUE(window.panel()->isVisible());
    EXPECT_TRUE(window.menuBar()->isVisible());
    EXPECT_DOUBLE_EQ(window.results()->chart()->options().fontScale, 1.0);

    // F11 toggles it.
    QTest::keyClick(&window, Qt::Key_F11);
    EXPECT_TRUE(window.isPresenting());
    QTest::keyClick(&window, Qt::Key_F11);
    EXPECT_FALSE(window.isPresenting());
}

TEST(GuiClassroom, ShortcutsForRunStopAndExport) {
    MainWindow window;
    QStringList shortcuts;
    for (QAction* action : window.actions()) {
        shortcuts << action->shortcut().toString(QKeySequence::PortableText);
    }
    EXPECT_TRUE(shortcuts.contains("Ctrl+R"));
    EXPECT_TRUE(shortcuts.contains("Ctrl+."));
    EXPECT_TRUE(shortcuts.contains("Ctrl+E"));
    EXPECT_TRUE(shortcuts.contains("F11"));
}

TEST(GuiClassroom, AboutBoxNamesTheVersions) {
    const QString text = aboutText();
    EXPECT_TRUE(text.contains(QString::fromUtf8(qVersion())));
    EXPECT_TRUE(text.contains("Boost"));
    EXPECT_TRUE(text.contains(QRegularExpression("Boost</td><td>1\\.\\d+")));
    EXPECT_TRUE(text.contains("ZeroMQ"));
    EXPECT_TRUE(text.contains("Compiler"));
}

/// Every text a user can see in `window`: labels, buttons, group titles, tabs, combo items,
/// placeholders, table headers, actions of every menu. Each with where it comes from.
QList<QPair<QString, QString>> visibleTexts(MainWindow& window) {
    QList<QPair<QString, QString>> texts;
    auto add = [&texts](const QString& where, QString text) {
        text.remove(QLatin1Char('&'));
        texts.append({where, text.trimmed()});
    };
    for (QLabel* label : window.findChildren<QLabel*>()) {
        add("label " + label->objectName(), label->text());
    }
    for (QAbstractButton* button : window.findChildren<QAbstractButton*>()) {
        add("button " + button->objectName(), button->text());
    }
    for (QGroupBox* box : window.findChildren<QGroupBox*>()) {
        add("group " + box->objectName(), box->title());
    }
    for (QTabBar* tabs : window.findChildren<QTabBar*>()) {
        for (int i = 0; i < tabs->count(); ++i) {
            add("tab", tabs->tabText(i));
        }
    }
    for (QComboBox* combo : window.findChildren<QComboBox*>()) {
        // Sizes are units. Preset titles come from core's files, translated by coreText().
        if (combo->objectName() == "sizeFrom" || combo->objectName() == "sizeTo" ||
            combo->objectName() == "barSize") {
            continue;
        }
        for (int i = 0; i < combo->count(); ++i) {
            add("combo " + combo->objectName(), combo->itemText(i));
        }
    }
    for (QLineEdit* edit : window.findChildren<QLineEdit*>()) {
        add("placeholder " + edit->objectName(), edit->placeholderText());
    }
    for (QTableView* table : window.findChildren<QTableView*>()) {
        for (int c = 0; c < table->model()->columnCount(); ++c) {
            add("header", table->model()->headerData(c, Qt::Horizontal).toString());
        }
    }
    for (QMenu* menu : window.menuBar()->findChildren<QMenu*>()) {
        add("menu", menu->title());
        for (QAction* action : menu->actions()) {
            if (!action->isSeparator()) {
                add("action " + action->objectName(), action->text());
            }
        }
    }
    return texts;
}

bool isNameOrNumber(const QString& text) {
    // The one mechanism whose title is a library's name, the same in German.
    static const QStringList names = {"IPC Lab",
                                      "English",
                                      "Deutsch",
                                      "Token",
                                      "Status",
                                      "p99",
                                      "?",
                                      "64,4096  |  4..512K",
                                      "mq.boost \u2014 Boost.Interprocess message_queue"};
    static const QRegularExpression numberOrUnit(
        "^[-0-9.,:·/ %µsnmKMGiB()×\u2014\u2013]*$|^mechanism:");
    return text.isEmpty() || names.contains(text) || numberOrUnit.match(text).hasMatch();
}

TEST(GuiTranslation, GermanCoversEveryVisibleString) {
    ASSERT_TRUE(installLanguage("en"));
    QList<QPair<QString, QString>> english;
    {
        MainWindow window;
        english = visibleTexts(window);
    }
    ASSERT_TRUE(installLanguage("de"));
    QList<QPair<QString, QString>> german;
    {
        MainWindow window;
        german = visibleTexts(window);
        EXPECT_EQ(window.runButton()->text(), "Starten");
    }
    ASSERT_TRUE(installLanguage("en"));
    ASSERT_EQ(english.size(), german.size());
    int compared = 0;
    for (int i = 0; i < english.size(); ++i) {
        const QString& source = english[i].second;
        // Mechanism check boxes ("id \u2014 title") and preset titles count too: core's texts are
        // translated by coreText().
        if (isNameOrNumber(source)) {
            continue;
        }
        ++compared;
        EXPECT_NE(german[i].second, source)
            << "untranslated: " << english[i].first.toStdString() << ": " << source.toStdString();
    }
    EXPECT_GT(compared, 80);
    EXPECT_FALSE(installLanguage("xx"));
    EXPECT_EQ(effectiveLanguage("de"), "de");
    EXPECT_EQ(effectiveLanguage("en"), "en");
    EXPECT_TRUE(availableLanguages().contains(effectiveLanguage("klingon")));
}

}  // namespace
}  // namespace ipclab::app
