#pragma once
/// "Ours vs theirs": the run shown beside its report's published figures, one row per figure
/// (published figure, size, ours, theirs, "3.2× slower"), as `ipclab-cli preset` prints it.
/// Empty with a hint when the run has no report figures. GUI thread only.
#include <QWidget>
#include <vector>

#include "ipclab/preset.hpp"
#include "ipclab/result.hpp"

QT_BEGIN_NAMESPACE
class QLabel;
class QTableWidget;
QT_END_NAMESPACE

namespace ipclab::app {

class ComparisonTable : public QWidget {
    Q_OBJECT
  public:
    explicit ComparisonTable(QWidget* parent = nullptr);

    /// Compares `result` with `references` (the run's own preset's figures).
    void showComparison(const std::vector<ReferenceSeries>& references, const RunResult& result);
    int rowCount() const;
    QTableWidget* table() const { return m_table; }
    QString noteText() const;

  private:
    QTableWidget* m_table = nullptr;
    QLabel* m_note = nullptr;
};

}  // namespace ipclab::app
