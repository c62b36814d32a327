#include "gui/main_window.hpp"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

#include "charts/result_chart.hpp"
#include "charts/result_chart_view.hpp"
#include "controller/run_controller.hpp"
#include "gui/models/results_table_model.hpp"
#include "gui/widgets/experiment_panel.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/report.hpp"

namespace ipclab::app {
namespace {

QString timeLeftText(double seconds) {
    if (seconds < 0) {
        return QObject::tr("estimating time left\u2026");
    }
    const auto whole = static_cast<long long>(seconds + 0.5);
    if (whole < 60) {
        return QObject::tr("%1 s left").arg(whole);
    }
    return QObject::tr("%1 min %2 s left").arg(whole / 60).arg(whole % 60);
}

bool writeFile(const QString& path, const std::string& content, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(content.data(), static_cast<qint64>(content.size())) !=
            static_cast<qint64>(content.size())) {
        if (error != nullptr) {
            *error = QObject::tr("Cannot write %1: %2").arg(path, file.errorString());
        }
        return false;
    }
    return true;
}

}  // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_controller(new RunController({}, this)) {
    setWindowTitle(tr("IPC Lab"));

    m_panel = new ExperimentPanel(MechanismRegistry::builtin());
    m_runButton = new QPushButton(tr("Run"));
    m_runButton->setObjectName(QStringLiteral("runButton"));
    m_runButton->setDefault(true);
    m_stopButton = new QPushButton(tr("Stop"));
    m_stopButton->setObjectName(QStringLiteral("stopButton"));
    m_progress = new QProgressBar;
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setFormat(tr("idle"));
    m_progress->setTextVisible(true);
    m_status = new QLabel;
    m_status->setWordWrap(true);

    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->addWidget(m_panel, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_runButton);
    buttons->addWidget(m_stopButton);
    leftLayout->addLayout(buttons);
    leftLayout->addWidget(m_progress);
    leftLayout->addWidget(m_status);

    m_chart = new ResultChartView;
    m_model = new ResultsTableModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(Qt::UserRole);
    m_table = new QTableView;
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);  // arrival order until the user sorts
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setVisible(false);
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);

    auto* right = new QSplitter(Qt::Vertical);
    right->addWidget(m_chart);
    right->addWidget(m_table);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 1);
    right->setSizes({540, 260});  // the chart is what people look at

    auto* central = new QSplitter(Qt::Horizontal);
    central->addWidget(left);
    central->addWidget(right);
    central->setStretchFactor(1, 1);
    setCentralWidget(central);

    buildActions();
    connect(m_runButton, &QPushButton::clicked, this, &MainWindow::startRun);
    connect(m_stopButton, &QPushButton::clicked, m_controller, &RunController::stop);
    connect(m_panel, &ExperimentPanel::validityChanged, this, &MainWindow::updateButtons);
    connect(m_controller, &RunController::runningChanged, this, &MainWindow::updateButtons);
    connect(m_controller, &RunController::started, this, &MainWindow::onStarted);
    connect(m_controller, &RunController::progress, this, &MainWindow::onProgress);
    connect(m_controller, &RunController::pointFinished, this, &MainWindow::onPointFinished);
    connect(m_controller, &RunController::finished, this, &MainWindow::onFinished);
    connect(m_controller, &RunController::failed, this, &MainWindow::onFailed);
    updateButtons();
    statusBar()->showMessage(tr("Choose mechanisms and sizes, then Run."));
    resize(1280, 820);
}

MainWindow::~MainWindow() {
    m_controller->shutdown();
}

void MainWindow::buildActions() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QToolBar* toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);

    m_runAction = new QAction(tr("&Run"), this);
    m_runAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(m_runAction, &QAction::triggered, this, &MainWindow::startRun);
    m_stopAction = new QAction(tr("&Stop"), this);
    m_stopAction->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(m_stopAction, &QAction::triggered, m_controller, &RunController::stop);

    auto addExport = [&](const QString& text, const QString& filter, const QString& suffix,
                         bool (MainWindow::*exporter)(const QString&, QString*)) {
        auto* action = new QAction(text, this);
        connect(action, &QAction::triggered, this, [this, text, filter, suffix, exporter] {
            exportWithDialog(text, filter, suffix, exporter);
        });
        file->addAction(action);
        toolbar->addAction(action);
        m_exportActions << action;
    };
    file->addAction(m_runAction);
    file->addAction(m_stopAction);
    file->addSeparator();
    addExport(tr("Export &PNG\u2026"), tr("PNG image (*.png)"), QStringLiteral("png"),
              &MainWindow::exportPng);
    addExport(tr("Export &CSV\u2026"), tr("CSV table (*.csv)"), QStringLiteral("csv"),
              &MainWindow::exportCsv);
    addExport(tr("Export &JSON\u2026"), tr("JSON document (*.json)"), QStringLiteral("json"),
              &MainWindow::exportJson);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
}

bool MainWindow::isRunning() const {
    return m_controller->isRunning();
}

void MainWindow::updateButtons() {
    const bool running = m_controller->isRunning();
    const bool canRun = !running && m_panel->isValid();
    m_runButton->setEnabled(canRun);
    m_runAction->setEnabled(canRun);
    m_stopButton->setEnabled(running);
    m_stopAction->setEnabled(running);
    m_panel->setEnabled(!running);
    for (QAction* action : m_exportActions) {
        action->setEnabled(!m_result.points.empty());
    }
    if (!running) {
        m_runButton->setToolTip(m_panel->problems());
    }
}

void MainWindow::startRun() {
    if (!m_panel->isValid() || m_controller->isRunning()) {
        return;
    }
    const Experiment experiment = m_panel->experiment();
    m_result = RunResult{};
    m_result.machine = currentSystemInfo();
    m_result.experiment = experiment;
    m_model->clear(experiment.pattern);
    m_chart->startRun(experiment, m_result.machine);
    m_progress->setValue(0);
    m_progress->setFormat(tr("starting\u2026"));
    m_status->clear();
    m_controller->start(experiment);
    updateButtons();
}

void MainWindow::onStarted(const Experiment& /*experiment*/, quint64 pointCount) {
    statusBar()->showMessage(
        tr("Measuring %n point(s)\u2026", nullptr, static_cast<int>(pointCount)));
}

void MainWindow::onProgress(const RunProgress& progress) {
    m_progress->setValue(static_cast<int>(progress.fractionDone * 1000.0));
    m_progress->setFormat(QStringLiteral("%p% \u2014 ") + timeLeftText(progress.remainingSeconds));
    m_status->setText(tr("%1, %2: repetition %3 of %4")
                          .arg(QString::fromStdString(progress.mechanism),
                               QString::fromStdString(formatBytes(progress.sizeBytes)))
                          .arg(progress.repetition)
                          .arg(progress.repetitionCount));
}

void MainWindow::onPointFinished(const PointResult& point) {
    m_result.points.push_back(point);
    m_model->addPoint(point);
    m_chart->addPoint(point);
    updateButtons();
}

void MainWindow::onFinished(const RunResult& result) {
    m_result = result;
    m_model->setResults(result.experiment.pattern, result.points);
    m_chart->showResult(result);
    std::size_t failed = 0;
    for (const PointResult& point : result.points) {
        failed += point.ok ? 0 : 1;
    }
    m_progress->setValue(result.cancelled ? m_progress->value() : 1000);
    m_progress->setFormat(result.cancelled ? tr("stopped") : tr("done"));
    QString message =
        result.cancelled
            ? tr("Stopped: %n point(s) measured.", nullptr, static_cast<int>(result.points.size()))
            : tr("Done: %n point(s).", nullptr, static_cast<int>(result.points.size()));
    if (failed > 0) {
        message += QLatin1Char(' ') +
                   tr("%n failed (see the Status column).", nullptr, static_cast<int>(failed));
    }
    m_status->setText(message);
    statusBar()->clearMessage();
    updateButtons();
    emit runFinished();
}

void MainWindow::onFailed(const QString& message) {
    m_progress->setFormat(tr("failed"));
    m_status->setText(message);
    statusBar()->showMessage(tr("The run could not start."));
    updateButtons();
    emit runFinished();
}

bool MainWindow::exportPng(const QString& path, QString* error) {
    return renderChartPng(m_result, path, QSize(kExportWidth, kExportHeight), error);
}

bool MainWindow::exportCsv(const QString& path, QString* error) {
    return writeFile(path, toCsv(m_result), error);
}

bool MainWindow::exportJson(const QString& path, QString* error) {
    return writeFile(path, toJson(m_result) + "\n", error);
}

void MainWindow::exportWithDialog(const QString& title, const QString& filter,
                                  const QString& suffix,
                                  bool (MainWindow::*exporter)(const QString&, QString*)) {
    QString path = QFileDialog::getSaveFileName(this, QString(title).remove(QLatin1Char('&')),
                                                QStringLiteral("ipclab-results.") + suffix, filter);
    if (path.isEmpty()) {
        return;
    }
    if (!path.contains(QLatin1Char('.'))) {
        path += QLatin1Char('.') + suffix;
    }
    QString error;
    if ((this->*exporter)(path, &error)) {
        statusBar()->showMessage(tr("Wrote %1").arg(path), 5000);
    } else {
        QMessageBox::warning(this, tr("Export failed"), error);
    }
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (m_controller->isRunning()) {
        statusBar()->showMessage(tr("Stopping the run\u2026"));
        m_controller->shutdown();  // cancels and waits: the runner returns within a second
    }
    event->accept();
}

}  // namespace ipclab::app
