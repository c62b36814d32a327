#pragma once
/// The run history in the window: one row per run of RunHistory, newest on top. Double-click
/// (or Show) reopens a run as the chart's main run with its own caption and references; the
/// tick box draws it beside the run shown (compare). GUI thread only.
#include <QWidget>
#include <vector>

#include "charts/chart_options.hpp"

QT_BEGIN_NAMESPACE
class QLabel;
class QListWidget;
class QPushButton;
QT_END_NAMESPACE

namespace ipclab::app {

class RunHistory;

class HistoryPanel : public QWidget {
    Q_OBJECT
  public:
    explicit HistoryPanel(RunHistory& history, QWidget* parent = nullptr);

    /// The ticked runs, labelled "18:40 · Report 004 — step 3", oldest first.
    std::vector<LabelledRun> comparedRuns() const;
    /// The history indices of the ticked runs, the run shown left out, oldest first.
    std::vector<int> comparedIndices() const;
    /// Ticks (or unticks) history run `index` for comparison.
    void setCompared(int index, bool on);
    /// Unticks every run (a new run is shown alone: ticks made for another run's view did not
    /// belong to it); how many were ticked.
    int clearCompared();
    /// clearCompared() for a new run, and says so under the buttons when runs were ticked
    /// ("2 compared runs unticked: the new run is shown alone"), until the student ticks again.
    int untickForNewRun();
    /// Marks run `index` as the one shown (bold).
    void setShown(int index);
    QListWidget* list() const { return m_list; }

  signals:
    /// The user asked to show history run `index`.
    void showRequested(int index);
    /// The set of ticked runs changed.
    void comparedChanged();

  private:
    void rebuild();
    int selectedIndex() const;

    RunHistory& m_history;
    QListWidget* m_list = nullptr;
    QPushButton* m_show = nullptr;
    QPushButton* m_remove = nullptr;
    QPushButton* m_untick = nullptr;
    QLabel* m_note = nullptr;  // why the ticks went (untickForNewRun)
    QLabel* m_folder = nullptr;
    int m_shown = -1;
    bool m_rebuilding = false;
};

}  // namespace ipclab::app
