// The core map pane: the plan and the map's run from core (core_map.hpp: CoreMapRun, the loop
// `ipclab-cli map` runs too), each mechanism's run on a RunController (its worker thread and
// cancel), the heat map from app/charts.
#include "gui/widgets/core_map_pane.hpp"

#include <QDialog>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSpinBox>
#include <QStringList>
#include <QToolButton>
#include <QVBoxLayout>

#include "charts/core_text.hpp"
#include "charts/heat_map_chart.hpp"
#include "charts/local_units.hpp"
#include "controller/run_controller.hpp"
#include "gui/dialogs/glossary_dialog.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/validation.hpp"

namespace ipclab::app {

namespace {

// "CPU 1: core 1, package 0, SMT sibling of 5, performance" in the GUI's language (the CLI
// prints core's describeCpu()).
QString cpuLine(const platform::LogicalCpu& cpu) {
    QStringList parts;
    if (cpu.coreId >= 0) {
        parts << CoreMapPane::tr("core %1").arg(cpu.coreId);
    }
    if (cpu.clusterId >= 0) {
        parts << CoreMapPane::tr("cluster %1").arg(cpu.clusterId);
    }
    parts << CoreMapPane::tr("package %1").arg(cpu.packageId);
    if (cpu.numaNode >= 0) {
        parts << CoreMapPane::tr("node %1").arg(cpu.numaNode);
    }
    if (!cpu.smtSiblings.empty()) {
        QStringList siblings;
        for (int sibling : cpu.smtSiblings) {
            siblings << QString::number(sibling);
        }
        parts << CoreMapPane::tr("SMT sibling of %1").arg(siblings.join(QLatin1Char('+')));
    }
    if (cpu.coreType == platform::CoreType::Performance) {
        parts << CoreMapPane::tr("performance core");
    } else if (cpu.coreType == platform::CoreType::Efficiency) {
        parts << CoreMapPane::tr("efficiency core");
    }
    if (!cpu.online) {
        parts << CoreMapPane::tr("offline");
    }
    return CoreMapPane::tr("CPU %1: %2").arg(cpu.id).arg(parts.join(QStringLiteral(", ")));
}

QString topologySummary(const platform::CpuTopology& topology) {
    QStringList lines;
    lines << CoreMapPane::tr("%n logical CPU(s)", nullptr, static_cast<int>(topology.cpus.size())) +
                 QStringLiteral(", ") + CoreMapPane::tr("%n core(s)", nullptr, topology.cores()) +
                 QStringLiteral(", ") +
                 CoreMapPane::tr("%n package(s)", nullptr, topology.packages()) +
                 (topology.hybrid() ? CoreMapPane::tr(", performance and efficiency cores")
                                    : QString());
    for (const platform::LogicalCpu& cpu : topology.cpus) {
        lines << cpuLine(cpu);
    }
    return lines.join(QLatin1Char('\n'));
}

}  // namespace

namespace {

// Every mechanism that can ping-pong here, checkable, pipe, thread.mutex and shm.spin ticked.
void listPingPongMechanisms(QListWidget& list) {
    const QStringList ticked{QStringLiteral("pipe"), QStringLiteral("thread.mutex"),
                             QStringLiteral("shm.spin")};
    for (const MechanismInfo* info : MechanismRegistry::builtin().infos()) {
        if (!info->available || !info->supports(Pattern::PingPong) ||
            !info->reportVariantOf.empty()) {
            continue;
        }
        const QString id = QString::fromStdString(info->id);
        auto* item = new QListWidgetItem(
            QStringLiteral("%1 \u2014 %2").arg(id, coreText(info->title)), &list);
        item->setData(Qt::UserRole, id);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(ticked.contains(id) ? Qt::Checked : Qt::Unchecked);
    }
}

}  // namespace

CoreMapPane::CoreMapPane(QWidget* parent)
    : QWidget(parent), m_controller(new RunController({}, this)) {
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    // A checklist of what can ping-pong here, as the main panel lists them: no ids to type.
    m_mechanisms = new QListWidget(this);
    m_mechanisms->setObjectName(QStringLiteral("coreMapMechanisms"));
    listPingPongMechanisms(*m_mechanisms);
    m_mechanisms->setMaximumHeight(140);
    m_size = new QLineEdit(QStringLiteral("64"), this);
    m_size->setObjectName(QStringLiteral("coreMapSize"));
    m_size->setToolTip(tr("One message size in bytes: 64, 4K (4096 B) or 1M"));
    m_budget = new QSpinBox(this);
    m_budget->setRange(5, 86'400);
    m_budget->setValue(120);
    m_budget->setSuffix(tr(" s"));
    form->addRow(tr("Mechanisms:"), m_mechanisms);
    form->addRow(tr("Message size (bytes; 4K, 1M):"), m_size);
    form->addRow(tr("Time budget:"), m_budget);
    layout->addLayout(form);
    m_topologyText = new QLabel(this);
    m_topologyText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_planText = new QLabel(this);
    m_planText->setWordWrap(true);
    m_planText->setObjectName(QStringLiteral("coreMapPlan"));
    layout->addWidget(m_topologyText);
    layout->addWidget(m_planText);
    auto* buttons = new QHBoxLayout;
    m_run = new QPushButton(tr("&Run the map"), this);
    m_run->setObjectName(QStringLiteral("coreMapRun"));
    m_stop = new QPushButton(tr("&Stop"), this);
    m_export = new QPushButton(tr("&Export…"), this);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("coreMapStatus"));
    buttons->addWidget(m_run);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_export);
    buttons->addWidget(m_status, 1);
    buttons->addWidget(glossaryButton(QStringLiteral("core-map"), this));
    layout->addLayout(buttons);
    m_heatMap = new HeatMapWidget(this);
    m_heatMap->setObjectName(QStringLiteral("coreMapHeatMap"));
    layout->addWidget(m_heatMap, 1);

    auto topology = platform::readCpuTopology();
    if (topology) {
        m_topology = *topology;
    }
    m_topologyText->setText(
        topology ? topologySummary(m_topology)
                 : tr("No topology: %1").arg(QString::fromStdString(topology.error().message)));
    connect(m_mechanisms, &QListWidget::itemChanged, this, &CoreMapPane::updatePlan);
    connect(m_size, &QLineEdit::textChanged, this, &CoreMapPane::updatePlan);
    connect(m_budget, &QSpinBox::valueChanged, this, &CoreMapPane::updatePlan);
    connect(m_run, &QPushButton::clicked, this, &CoreMapPane::start);
    connect(m_stop, &QPushButton::clicked, this, &CoreMapPane::stop);
    connect(m_export, &QPushButton::clicked, this, &CoreMapPane::exportMap);
    connect(m_controller, &RunController::finished, this, &CoreMapPane::mechanismFinished);
    connect(m_controller, &RunController::failed, this, [this](const QString& message) {
        m_status->setText(message);
        setRunning(false);
        emit mapFinished();
    });
    connect(m_controller, &RunController::progress, this, [this](const RunProgress& progress) {
        m_status->setText(tr("%1: %2% of this mechanism")
                              .arg(QString::fromStdString(m_mapRun->mechanism()))
                              .arg(static_cast<int>(progress.fractionDone * 100)));
    });
    setRunning(false);
    updatePlan();
}

CoreMapPane::~CoreMapPane() {
    m_controller->shutdown();
}

Experiment CoreMapPane::baseExperiment() const {
    Experiment base;
    base.settle = true;
    base.placement = Placement::Unpinned;  // the pairs place the parties
    for (int row = 0; row < m_mechanisms->count(); ++row) {
        const QListWidgetItem* item = m_mechanisms->item(row);
        if (item->checkState() == Qt::Checked) {
            base.mechanisms.push_back(item->data(Qt::UserRole).toString().toStdString());
        }
    }
    if (auto sizes = parseSizeList(m_size->text().toStdString()); sizes && sizes->size() == 1) {
        base.sizesBytes = *sizes;
    } else {
        base.sizesBytes.clear();
    }
    base.timeBudgetSeconds = static_cast<std::uint32_t>(m_budget->value());
    return base;
}

void CoreMapPane::updatePlan() {
    m_base = baseExperiment();
    QStringList problems;
    if (m_base.sizesBytes.empty()) {
        problems << tr("The size must be one size such as 64 or 4K.");
    } else {
        for (const ValidationError& error : validate(m_base, MechanismRegistry::builtin())) {
            problems << QString::fromStdString(error.message);
        }
    }
    if (!problems.isEmpty()) {
        m_planText->setText(problems.join(QLatin1Char('\n')));
        m_run->setEnabled(false);
        return;
    }
    m_plan = planCoreMapHere(m_topology, m_base, m_budget->value());
    // Each pair settles (stops when its interval is narrow enough) or runs to its share of the
    // budget: the time lies between the two, and a noisy machine takes the budget.
    const double fewest = std::max(1.0, std::round(m_plan.estimateSeconds));
    const double most = std::max(fewest, static_cast<double>(m_budget->value()));
    m_planText->setText(
        tr("%1 of %2 ordered pairs of CPUs%3, %n mechanism(s), at least %5 rounds per pair, "
           "interleaved: from about %4 s (every pair settles at once) to %6 s (the time "
           "budget; a busy machine takes all of it).",
           nullptr, static_cast<int>(m_base.mechanisms.size()))
            .arg(m_plan.pairs.size())
            .arg(m_plan.allPairs)
            .arg(m_plan.sampled() ? tr(" (sampled by class to fit the budget)") : QString())
            .arg(fewest)
            .arg(m_base.minRounds)
            .arg(most));
    m_run->setEnabled(!m_running);
}

void CoreMapPane::start() {
    if (m_running || !m_run->isEnabled()) {
        return;
    }
    m_mapRun = std::make_unique<CoreMapRun>(m_topology, m_plan, m_base, m_budget->value());
    setRunning(true);
    runNext();
}

const CoreMap& CoreMapPane::map() const {
    static const CoreMap kNone;
    return m_mapRun ? m_mapRun->map() : kNone;
}

void CoreMapPane::stop() {
    // The running mechanism's run comes back cancelled, which ends the map (CoreMapRun).
    m_controller->stop();
}

// Pulls the next mechanism from the map's run (core's CoreMapRun, as `ipclab-cli map` does)
// and starts it on the worker; mechanismFinished() records it and comes back here.
void CoreMapPane::runNext() {
    const std::optional<Experiment> experiment = m_mapRun->next();
    m_heatMap->setMap(m_mapRun->map());  // a mechanism refused on every pair got its matrix
    if (experiment && m_controller->start(*experiment)) {
        m_status->setText(tr("Measuring %1…").arg(QString::fromStdString(m_mapRun->mechanism())));
        return;
    }
    m_status->setText(map().cancelled ? tr("Stopped: the map shows what was measured.")
                                      : tr("Done."));
    setRunning(false);
    emit mapFinished();
}

void CoreMapPane::mechanismFinished(const RunResult& result) {
    m_mapRun->record(result);
    m_heatMap->setMap(map());
    runNext();
}

void CoreMapPane::setRunning(bool running) {
    m_running = running;
    m_run->setEnabled(!running);
    m_stop->setEnabled(running);
    m_export->setEnabled(!running && m_heatMap->hasMap());
    m_mechanisms->setEnabled(!running);
    m_size->setEnabled(!running);
    m_budget->setEnabled(!running);
}

void CoreMapPane::exportMap() {
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export the core map"), QStringLiteral("ipclab-core-map.png"),
        tr("PNG image (*.png);;SVG image (*.svg);;JSON (*.json);;CSV (*.csv)"));
    if (path.isEmpty()) {
        return;
    }
    const QString suffix = QFileInfo(path).suffix().toLower();
    QString error;
    bool ok = true;
    const QSize size = m_heatMap->size().expandedTo(QSize(900, 600));
    if (suffix == QLatin1String("svg")) {
        ok = saveHeatMapSvg(map(), path, size, &error);
    } else if (suffix == QLatin1String("json") || suffix == QLatin1String("csv")) {
        QFile file(path);
        const std::string text =
            suffix == QLatin1String("json") ? coreMapJson(map()) : coreMapCsv(map());
        ok = file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
             file.write(text.data(), static_cast<qint64>(text.size())) ==
                 static_cast<qint64>(text.size());
        error = file.errorString();
    } else {
        ok = saveHeatMapPng(map(), path, size, &error);
    }
    if (!ok) {
        QMessageBox::warning(this, tr("Export the core map"), error);
    }
}

void showCoreMap(QWidget* parent) {
    static QPointer<QDialog> open;
    if (open) {
        open->raise();
        open->activateWindow();
        return;
    }
    auto* dialog = new QDialog(parent);
    dialog->setObjectName(QStringLiteral("coreMapDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(CoreMapPane::tr("Core map"));
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(new CoreMapPane(dialog));
    // As large as the map wants, but never larger than the screen (a 1024x768 projector cut
    // the plan's line and the glossary button off at the right).
    QSize size(1200, 850);
    if (const QScreen* screen = parent != nullptr ? parent->screen() : nullptr) {
        size = size.boundedTo(screen->availableGeometry().size() * 0.95);
    }
    dialog->resize(size);
    open = dialog;
    dialog->show();
}

}  // namespace ipclab::app
