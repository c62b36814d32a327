#include "gui/widgets/comparison_table.hpp"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include "charts/comparison.hpp"
#include "charts/local_units.hpp"

namespace ipclab::app {

ComparisonTable::ComparisonTable(QWidget* parent) : QWidget(parent) {
    m_table = new QTableWidget(0, 6);
    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->setHorizontalHeaderLabels({tr("Published figure"), tr("Size"), tr("Statistic"),
                                        tr("Ours"), tr("Theirs"), tr("Ours vs theirs")});
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_note = new QLabel;
    m_note->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_note);
    showComparison({}, {});
}

void ComparisonTable::showComparison(const std::vector<ReferenceSeries>& references,
                                     const RunResult& result) {
    const std::vector<ComparisonRow> rows = comparisonRows(references, result);
    m_table->setRowCount(static_cast<int>(rows.size()));
    for (int row = 0; row < static_cast<int>(rows.size()); ++row) {
        const ComparisonRow& entry = rows[static_cast<std::size_t>(row)];
        const QString cells[] = {
            entry.label,
            entry.sizeBytes == 0 ? QStringLiteral("\u2013") : localSize(entry.sizeBytes),
            entry.statistic,
            formatQuantity(entry.ours, entry.quantity, QLocale()),
            formatQuantity(entry.theirs, entry.quantity, QLocale()) +
                (entry.derived ? QStringLiteral("*") : QString()),
            entry.verdict};
        for (int column = 0; column < 6; ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            if (column == 1 || column == 3 || column == 4) {
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            }
            m_table->setItem(row, column, item);
        }
    }
    QStringList notes = unmatchedReferences(references, result);
    if (references.empty()) {
        notes << tr(
            "This run has no published figures to compare with: run a report's "
            "preset (Presets menu).");
    } else if (rows.empty() && notes.isEmpty()) {
        notes << tr(
            "No point of this run matches a published figure (mechanism, pattern "
            "and size).");
    } else if (!rows.empty()) {
        notes << tr(
            "Statistic: what theirs and ours are, in the report's terms. Ours: this run's "
            "figure comparable with theirs (for report 002 the seconds to move its total, "
            "start-up excluded); theirs: as published, converted as the preset's note says. "
            "Ratios with a bracket: its 95% interval, from our rounds. * computed by the "
            "report, not measured.");
    }
    m_note->setText(notes.join(QLatin1Char('\n')));
}

int ComparisonTable::rowCount() const {
    return m_table->rowCount();
}

QString ComparisonTable::noteText() const {
    return m_note->text();
}

}  // namespace ipclab::app
