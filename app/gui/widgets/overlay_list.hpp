#pragma once
/// The runs opened from files, drawn beside the live run: one checkable row per run with an
/// editable label (by default "machine, placement"), a Remove button. GUI thread only.
#include <QWidget>
#include <vector>

#include "charts/chart_options.hpp"

QT_BEGIN_NAMESPACE
class QListWidget;
class QPushButton;
QT_END_NAMESPACE

namespace ipclab::app {

/// "laptop, cross-core": the host name (or CPU model when there is none) and the placement.
QString defaultRunLabel(const RunResult& run);

class OverlayList : public QWidget {
    Q_OBJECT
  public:
    explicit OverlayList(QWidget* parent = nullptr);

    /// Adds `run` (read from `path`), checked, labelled defaultRunLabel().
    void addRun(const RunResult& run, const QString& path);
    /// Every run opened, checked or not.
    int count() const;
    /// The checked runs with their (possibly edited) labels, in list order.
    std::vector<LabelledRun> checkedRuns() const;
    /// Removes row `row` (no-op when out of range).
    void removeRow(int row);
    QListWidget* list() const { return m_list; }

  signals:
    /// A run was added, removed, ticked, unticked or relabelled.
    void changed();

  private:
    QListWidget* m_list = nullptr;
    QPushButton* m_remove = nullptr;
    std::vector<RunResult> m_runs;  // parallel to the list rows
};

}  // namespace ipclab::app
