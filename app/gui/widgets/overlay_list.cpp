#include "gui/widgets/overlay_list.hpp"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace ipclab::app {

QString defaultRunLabel(const RunResult& run) {
    QString machine = QString::fromStdString(run.machine.hostName);
    if (machine.isEmpty()) {
        machine = QString::fromStdString(run.machine.cpuModel);
    }
    if (machine.isEmpty()) {
        machine = QObject::tr("unknown machine");
    }
    return QStringLiteral("%1, %2").arg(
        machine, QString::fromUtf8(toString(run.experiment.placement).data()));
}

OverlayList::OverlayList(QWidget* parent) : QWidget(parent) {
    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("overlays"));
    m_list->setToolTip(
        tr("Runs opened from files, drawn beside this run. Tick to show, "
           "double-click to rename."));
    m_remove = new QPushButton(tr("Remove"));
    m_remove->setObjectName(QStringLiteral("removeOverlay"));
    m_remove->setEnabled(false);
    auto* title = new QLabel(tr("Opened runs (overlays)"));
    auto* top = new QHBoxLayout;
    top->addWidget(title, 1);
    top->addWidget(m_remove);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_list, 1);

    connect(m_list, &QListWidget::itemChanged, this, [this] { emit changed(); });
    connect(m_list, &QListWidget::currentRowChanged, this,
            [this](int row) { m_remove->setEnabled(row >= 0); });
    connect(m_remove, &QPushButton::clicked, this, [this] { removeRow(m_list->currentRow()); });
}

void OverlayList::addRun(const RunResult& run, const QString& path) {
    auto* item = new QListWidgetItem(defaultRunLabel(run));
    item->setFlags(item->flags() | Qt::ItemIsUserCheckable | Qt::ItemIsEditable);
    item->setCheckState(Qt::Checked);
    item->setToolTip(tr("%1\n%2 points, measured %3")
                         .arg(QFileInfo(path).fileName())
                         .arg(run.points.size())
                         .arg(QString::fromStdString(run.machine.date)));
    {
        const QSignalBlocker blocker(m_list);
        m_runs.push_back(run);
        m_list->addItem(item);
    }
    emit changed();
}

int OverlayList::count() const {
    return m_list->count();
}

std::vector<LabelledRun> OverlayList::checkedRuns() const {
    std::vector<LabelledRun> runs;
    for (int row = 0; row < m_list->count(); ++row) {
        const QListWidgetItem* item = m_list->item(row);
        if (item->checkState() == Qt::Checked) {
            runs.push_back({item->text(), m_runs[static_cast<std::size_t>(row)]});
        }
    }
    return runs;
}

void OverlayList::removeRow(int row) {
    if (row < 0 || row >= m_list->count()) {
        return;
    }
    {
        const QSignalBlocker blocker(m_list);
        delete m_list->takeItem(row);
        m_runs.erase(m_runs.begin() + row);
    }
    m_remove->setEnabled(m_list->currentRow() >= 0);
    emit changed();
}

}  // namespace ipclab::app
