#include "gui/widgets/history_panel.hpp"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include "gui/run_history.hpp"

namespace ipclab::app {
namespace {
constexpr int kIndexRole = Qt::UserRole + 1;

bool anyTicked(const QListWidget& list) {
    for (int row = 0; row < list.count(); ++row) {
        if (list.item(row)->checkState() == Qt::Checked) {
            return true;
        }
    }
    return false;
}
}  // namespace

HistoryPanel::HistoryPanel(RunHistory& history, QWidget* parent)
    : QWidget(parent), m_history(history) {
    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("historyList"));
    m_list->setToolTip(
        tr("Every run of this and earlier sessions. Double-click shows a run; tick it to "
           "draw it beside the run shown."));
    m_show = new QPushButton(tr("Show"));
    m_show->setObjectName(QStringLiteral("historyShow"));
    m_remove = new QPushButton(tr("Delete"));
    m_remove->setObjectName(QStringLiteral("historyDelete"));
    m_untick = new QPushButton(tr("Untick all"));
    m_untick->setObjectName(QStringLiteral("historyUntick"));
    m_untick->setToolTip(tr("Show the run alone again, without the ticked runs beside it"));
    m_untick->setEnabled(false);
    m_note = new QLabel;
    m_note->setObjectName(QStringLiteral("historyNote"));
    m_note->setWordWrap(true);
    m_note->hide();
    m_folder = new QLabel;
    m_folder->setWordWrap(true);
    m_folder->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_show);
    buttons->addWidget(m_remove);
    buttons->addWidget(m_untick);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_note);
    layout->addWidget(m_folder);

    connect(&m_history, &RunHistory::changed, this, &HistoryPanel::rebuild);
    connect(m_list, &QListWidget::itemDoubleClicked, this,
            [this](QListWidgetItem* item) { emit showRequested(item->data(kIndexRole).toInt()); });
    connect(m_show, &QPushButton::clicked, this, [this] {
        if (selectedIndex() >= 0) {
            emit showRequested(selectedIndex());
        }
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int index = selectedIndex();
        if (index >= 0) {
            m_shown = index == m_shown ? -1 : (index < m_shown ? m_shown - 1 : m_shown);
            m_history.remove(index);
            emit comparedChanged();
        }
    });
    connect(m_untick, &QPushButton::clicked, this, &HistoryPanel::clearCompared);
    connect(m_list, &QListWidget::itemChanged, this, [this] {
        if (!m_rebuilding) {
            m_note->hide();
            m_untick->setEnabled(anyTicked(*m_list));
            emit comparedChanged();
        }
    });
    rebuild();
}

int HistoryPanel::selectedIndex() const {
    const QListWidgetItem* item = m_list->currentItem();
    return item == nullptr ? -1 : item->data(kIndexRole).toInt();
}

void HistoryPanel::rebuild() {
    m_rebuilding = true;
    QSet<int> ticked;
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->checkState() == Qt::Checked) {
            ticked.insert(m_list->item(row)->data(kIndexRole).toInt());
        }
    }
    m_list->clear();
    for (int index = m_history.count() - 1; index >= 0; --index) {
        const RunRecord& record = m_history.at(index);
        auto* item = new QListWidgetItem(historyLine(record));
        item->setData(kIndexRole, index);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(ticked.contains(index) ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(runCaption(record));
        QFont font = item->font();
        font.setBold(index == m_shown);
        item->setFont(font);
        m_list->addItem(item);
    }
    m_untick->setEnabled(!ticked.isEmpty());
    m_folder->setText(m_history.lastError().isEmpty() ? tr("Kept in %1").arg(m_history.folder())
                                                      : m_history.lastError());
    m_rebuilding = false;
}

std::vector<int> HistoryPanel::comparedIndices() const {
    std::vector<int> indices;
    for (int row = m_list->count() - 1; row >= 0; --row) {
        const QListWidgetItem* item = m_list->item(row);
        const int index = item->data(kIndexRole).toInt();
        if (item->checkState() == Qt::Checked && index != m_shown && index < m_history.count()) {
            indices.push_back(index);
        }
    }
    return indices;
}

std::vector<LabelledRun> HistoryPanel::comparedRuns() const {
    std::vector<LabelledRun> runs;
    const RunRecord* shown =
        m_shown >= 0 && m_shown < m_history.count() ? &m_history.at(m_shown) : nullptr;
    for (const int index : comparedIndices()) {
        const RunRecord& record = m_history.at(index);
        // Another step of the preset shown: "step 1" says it all; a longer name squeezed
        // the bars of report 000's two steps and cut the chart's title.
        const bool sibling = shown != nullptr && record.origin.isPreset() &&
                             shown->origin.presetId == record.origin.presetId &&
                             shown->origin.stepIndex != record.origin.stepIndex;
        // Otherwise what differs from the run shown, and when: a short legend entry.
        runs.push_back({sibling            ? tr("step %1").arg(record.origin.stepIndex + 1)
                        : shown != nullptr ? comparedLabel(record, *shown)
                                           : historyLine(record),
                        record.result});
    }
    return runs;
}

void HistoryPanel::setCompared(int index, bool on) {
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(kIndexRole).toInt() == index) {
            m_list->item(row)->setCheckState(on ? Qt::Checked : Qt::Unchecked);
        }
    }
}

int HistoryPanel::untickForNewRun() {
    const int cleared = clearCompared();
    if (cleared > 0) {
        m_note->setText(
            cleared == 1
                ? tr("1 compared run unticked: the new run is shown alone.")
                : tr("%1 compared runs unticked: the new run is shown alone.").arg(cleared));
        m_note->show();
    }
    return cleared;
}

int HistoryPanel::clearCompared() {
    m_note->hide();
    int cleared = 0;
    m_rebuilding = true;  // one comparedChanged for all
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->checkState() == Qt::Checked) {
            m_list->item(row)->setCheckState(Qt::Unchecked);
            ++cleared;
        }
    }
    m_rebuilding = false;
    m_untick->setEnabled(false);
    if (cleared > 0) {
        emit comparedChanged();
    }
    return cleared;
}

void HistoryPanel::setShown(int index) {
    m_shown = index;
    rebuild();
    emit comparedChanged();
}

}  // namespace ipclab::app
