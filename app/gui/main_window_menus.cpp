// The window's menus and tool bar: every action also belongs to the window, so that its
// shortcut works while the menu and tool bars are hidden (presentation mode).
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QEventLoop>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QStatusBar>
#include <QTabBar>
#include <QToolBar>
#include <QVBoxLayout>
#include <functional>
#include <memory>
#include "charts/chart_export.hpp"
#include "charts/core_text.hpp"
#include "charts/result_chart_view.hpp"
#include "controller/run_controller.hpp"
#include "gui/app_settings.hpp"
#include "gui/dialogs/about_dialog.hpp"
#include "gui/dialogs/glossary_dialog.hpp"
#include "gui/dialogs/png_export_dialog.hpp"
#include "gui/dialogs/user_guide_dialog.hpp"
#include "gui/language.hpp"
#include "gui/main_window.hpp"
#include "gui/models/results_table_model.hpp"
#include "gui/run_history.hpp"
#include "gui/run_outcome.hpp"
#include "gui/startup.hpp"
#include "gui/widgets/core_map_pane.hpp"
#include "gui/widgets/experiment_panel.hpp"
#include "gui/widgets/history_panel.hpp"
#include "gui/widgets/host_map_view.hpp"
#include "gui/widgets/preset_panel.hpp"
#include "gui/widgets/results_pane.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/preset.hpp"
#include "ipclab/report.hpp"

namespace ipclab::app {

void MainWindow::buildMenus() {
    m_toolbar = addToolBar(tr("Main"));
    m_toolbar->setObjectName(QStringLiteral("mainToolbar"));
    m_toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_toolbar->setMovable(false);
    buildFileMenu();
    buildRunMenu();
    QMenu* presets = menuBar()->addMenu(tr("&Presets"));
    for (const Preset& preset : builtinPresets()) {
        const QString id = QString::fromStdString(preset.id);
        QAction* action = presets->addAction(coreText(preset.title));
        action->setObjectName(QStringLiteral("preset:") + id);
        connect(action, &QAction::triggered, this, [this, id] { m_presets->choose(id); });
    }
    buildViewMenu();
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* glossary = help->addAction(tr("&Glossary"), this, [this] { showGlossary(this); });
    glossary->setShortcut(QKeySequence::HelpContents);
    addAction(glossary);
    QAction* guide = help->addAction(tr("&User guide"), this, [this] { showUserGuide(this); });
    guide->setObjectName(QStringLiteral("userGuide"));
    help->addAction(tr("&About IPC Lab"), this, [this] { showAboutDialog(this); });
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    for (QAction* action :
         {m_runAction, m_stopAction, m_pngAction, m_openAction, m_presentAction}) {
        m_toolbar->addAction(action);
    }
}

// An action of the window itself, so that its shortcut works while the menu bar and tool bar
// are hidden (presentation mode); `slot` runs when it is triggered (none: connect it yourself).
QAction* MainWindow::windowAction(const QString& text, const QKeySequence& shortcut,
                                  std::function<void()> slot) {
    auto* action = new QAction(text, this);
    if (!shortcut.isEmpty()) {
        action->setShortcut(shortcut);
    }
    if (slot) {
        connect(action, &QAction::triggered, this, std::move(slot));
    }
    addAction(action);
    return action;
}

void MainWindow::buildFileMenu() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open =
        windowAction(tr("&Open run\u2026"), QKeySequence::Open, [this] { openWithDialog(); });
    open->setToolTip(tr("Open runs saved as JSON and draw them beside this one"));
    QAction* save =
        windowAction(tr("&Save run\u2026"), QKeySequence::Save, [this] { saveWithDialog(); });
    file->addAction(open);
    file->addAction(save);
    file->addSeparator();
    QAction* png = windowAction(tr("Export &PNG\u2026"), QKeySequence(Qt::CTRL | Qt::Key_E),
                                [this] { exportPngWithDialog(); });
    QAction* svg = windowAction(tr("Export S&VG\u2026"), QKeySequence(), [this] {
        exportWithDialog(tr("Export SVG"), tr("SVG image (*.svg)"), QStringLiteral("svg"),
                         std::bind_front(&MainWindow::exportSvg, this));
    });
    QAction* csv = windowAction(tr("Export &CSV\u2026"), QKeySequence(), [this] {
        exportWithDialog(tr("Export CSV"), tr("CSV table (*.csv)"), QStringLiteral("csv"),
                         std::bind_front(&MainWindow::exportCsv, this));
    });
    QAction* pointsCsv =
        windowAction(tr("Export CSV, one row per p&oint\u2026"), QKeySequence(), [this] {
            exportWithDialog(tr("Export CSV, one row per point"), tr("CSV table (*.csv)"),
                             QStringLiteral("csv"),
                             std::bind_front(&MainWindow::exportPointsCsv, this));
        });
    pointsCsv->setToolTip(
        tr("Each point's figure (median of rounds) beside its own 95% interval, "
           "named as in the JSON: for spreadsheets and pandas"));
    QAction* json = windowAction(tr("Export &JSON\u2026"), QKeySequence(), [this] {
        exportWithDialog(tr("Export JSON"), tr("JSON document (*.json)"), QStringLiteral("json"),
                         std::bind_front(&MainWindow::exportJson, this));
    });
    QAction* report = windowAction(tr("Export lab &report\u2026"), QKeySequence(),
                                   [this] { exportLabReportWithDialog(); });
    report->setToolTip(
        tr("Method, machine, results with their intervals, findings and how to "
           "reproduce, as a report to hand in: the run shown and the runs ticked in History "
           "(after Run all steps, every step)"));
    QAction* copy = windowAction(tr("Copy c&hart"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
                                 [this] { copyChart(); });
    for (QAction* action : {png, svg, csv, pointsCsv, json, report}) {
        file->addAction(action);
    }
    file->addAction(copy);
    m_resultActions = {save, png, svg, csv, pointsCsv, json, report, copy};
    file->addSeparator();
    QAction* quit = windowAction(tr("&Quit"), QKeySequence::Quit, [this] { close(); });
    file->addAction(quit);
    m_openAction = open;
    m_pngAction = png;
}

void MainWindow::buildRunMenu() {
    QMenu* run = menuBar()->addMenu(tr("R&un"));
    m_runAction =
        windowAction(tr("&Run"), QKeySequence(Qt::CTRL | Qt::Key_R), [this] { startRun(); });
    m_stopAction = windowAction(tr("&Stop"), QKeySequence(Qt::CTRL | Qt::Key_Period),
                                [this] { m_controller->stop(); });
    run->addAction(m_runAction);
    run->addAction(m_stopAction);
    QAction* runAll =
        run->addAction(tr("Run &all steps of the preset"), this, [this] { runAllSteps(); });
    runAll->setObjectName(QStringLiteral("runAllAction"));
    run->addAction(tr("&Core map…"), this, [this] { showCoreMap(this); });
    run->addAction(tr("Open &host map…"), this, [this] { openHostMap(this); });
    // Esc stops a run, or leaves presentation mode first.
    auto* escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(escape, &QShortcut::activated, this, &MainWindow::stopOrLeave);
}

void MainWindow::buildViewMenu() {
    QMenu* view = menuBar()->addMenu(tr("&View"));
    const QString kindNames[] = {tr("&Latency vs size"), tr("&Bars at one size"), tr("&Throughput"),
                                 tr("&Distribution")};
    const ChartKind kinds[] = {ChartKind::Latency, ChartKind::Bars, ChartKind::Throughput,
                               ChartKind::Distribution};
    for (int i = 0; i < 4; ++i) {
        const ChartKind kind = kinds[i];
        view->addAction(windowAction(kindNames[i], QKeySequence(Qt::CTRL | (Qt::Key_1 + i)),
                                     [this, kind] { m_results->setKind(kind); }));
    }
    view->addSeparator();
    m_presentAction = windowAction(tr("&Presentation mode"), QKeySequence(Qt::Key_F11), {});
    connect(m_presentAction, &QAction::triggered, this, [this](bool on) { setPresentation(on); });
    m_presentAction->setCheckable(true);
    m_presentAction->setObjectName(QStringLiteral("presentation"));
    view->addAction(m_presentAction);
    QMenu* language = view->addMenu(tr("&Language"));
    auto* languages = new QActionGroup(this);
    const std::unique_ptr<QSettings> settings(newAppSettings());
    const QString saved = savedLanguage(*settings);
    const std::pair<QString, QString> choices[] = {
        {QString(), tr("System default")},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")}};
    for (const auto& [code, name] : choices) {
        QAction* action = language->addAction(name);
        action->setCheckable(true);
        action->setChecked(code == saved);
        action->setObjectName(QStringLiteral("language:") + code);
        languages->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] { chooseLanguage(code); });
    }
}

}  // namespace ipclab::app
