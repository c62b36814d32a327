#pragma once
/// The right-hand side of the window: a tab per chart kind (latency, bars at one size,
/// throughput, distribution of one point) over the live chart, the results table (sortable;
/// Ctrl+C copies the selected rows as tab-separated text with the header) and the list of
/// runs opened from files (overlays). The table and the chart select together: a row selects
/// the point in the chart (and the distribution shows it); a click on a point selects its row.
/// In presentation mode only the chart is shown, with a large running counter above it.
/// GUI thread only.
#include <QWidget>
#include <set>

#include "charts/chart_options.hpp"
#include "ipclab/preset.hpp"

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QLabel;
class QScrollArea;
class QTabWidget;
class QSortFilterProxyModel;
class QSplitter;
class QTabBar;
class QTableView;
QT_END_NAMESPACE

namespace ipclab::app {

class ComparisonTable;
class OverlayList;
class ShownSourceBar;
class ResultChartView;
class ResultsTableModel;

class ResultsPane : public QWidget {
    Q_OBJECT
  public:
    explicit ResultsPane(QWidget* parent = nullptr);

    /// Clears the chart and table for a run of `experiment`, and shows the kind that suits it
    /// (bars for a single size). The Distribution tab, when chosen, shows the new run's first
    /// point, never a stale mechanism of the last run.
    void startRun(const Experiment& experiment, const SystemInfo& machine);
    void addPoint(const PointResult& point);
    /// A point still measured, drawn with its figures so far (the table waits for its end).
    void updatePoint(const PointResult& point);
    void showResult(const RunResult& result);
    /// Shows a whole run with the caption and published figures of its own record (a run of
    /// the history, or one just finished), the Ours vs theirs table included.
    void showRun(const RunResult& result, const QString& caption,
                 const std::vector<ReferenceSeries>& references);
    /// Runs drawn beside the live one besides those opened from files (the history's ticked
    /// runs).
    void setComparedRuns(std::vector<LabelledRun> runs);
    /// Adds a tab under the chart (beside Results and Ours vs theirs).
    void addBottomTab(QWidget* widget, const QString& title);
    /// Bars: linear or log axis (Auto follows the values' span).
    void setBarScale(BarScale scale);

    void setKind(ChartKind kind);
    ChartKind kind() const;
    void setReferences(const std::vector<ReferenceSeries>& references);
    /// `shared`: what the caption says of every run of the preset (its title), for the charts
    /// that draw other steps than the one shown (ChartOptions::sharedCaption).
    void setCaption(const QString& caption, const QString& shared = {});
    /// Adds a run read from a file to the overlays.
    void addOverlay(const RunResult& run, const QString& path);

    /// Presentation mode: chart alone, fonts × `fontScale`, the counter shown.
    void setPresentation(bool on, double fontScale = 2.0);
    /// The big counter of presentation mode ("point 3/12 · 1.2 s left").
    void setCounterText(const QString& text);
    QString counterText() const;

    /// Where the run shown comes from when it is not the form's ("From History: ..."), above
    /// the chart with a button that puts its settings into the form; empty hides the line.
    /// A new run clears it.
    void setSource(const QString& text);
    QString sourceText() const;

    /// The selected rows (in the order shown) as TSV with a header line; empty when none.
    QString selectedRowsAsTsv() const;
    /// Copies selectedRowsAsTsv() to the clipboard; false when nothing is selected.
    bool copySelectedRows();
    /// Selects the table row of (mechanism, size) in the live run; false when there is none.
    bool selectPoint(const QString& mechanism, std::size_t sizeBytes);

    ResultChartView* chart() const { return m_chart; }
    QTableView* table() const { return m_table; }
    ResultsTableModel* model() const { return m_model; }
    OverlayList* overlays() const { return m_overlays; }
    QTabBar* kindTabs() const { return m_kinds; }
    ComparisonTable* comparison() const { return m_comparison; }
    QTabWidget* bottomTabs() const { return m_bottomTabs; }
    QCheckBox* barLogScale() const { return m_barLog; }

    /// Shows or hides a table column (the header's right-click menu), remembered for the next
    /// start (QSettings "results/hiddenColumns").
    void setColumnShown(int column, bool shown);

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  signals:
    /// "Use its settings" beside the source line: the form should take the run shown's.
    void useSettingsRequested();

  private:
    void buildKindRow();
    void buildTable();
    void buildLayout();
    void connectParts();
    void hideColumnsAsSaved();
    void applyHiddenColumns();
    void showColumnMenu(const QPoint& where);
    void onRowChanged();
    void refreshNotes();
    void refreshBarSizes();
    void refreshKindTips();
    void refreshOverlays();
    void syncBarScale();

    QTabBar* m_kinds = nullptr;
    QLabel* m_barLabel = nullptr;
    QComboBox* m_barSize = nullptr;
    QCheckBox* m_barLog = nullptr;
    ComparisonTable* m_comparison = nullptr;
    QTabWidget* m_bottomTabs = nullptr;
    std::vector<LabelledRun> m_compared;
    QLabel* m_counter = nullptr;
    ShownSourceBar* m_sourceRow = nullptr;  // the run shown's origin and "Use its settings"
    QLabel* m_notes = nullptr;              // the distribution in words (pointNotes)
    QScrollArea* m_notesBox = nullptr;      // m_notes, at most a few lines tall
    ResultChartView* m_chart = nullptr;
    ResultsTableModel* m_model = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    QTableView* m_table = nullptr;
    std::set<int> m_hiddenColumns;  // ResultsTableModel columns the student hid
    OverlayList* m_overlays = nullptr;
    QWidget* m_kindRow = nullptr;
    QWidget* m_bottom = nullptr;
    QSplitter* m_splitter = nullptr;
};

}  // namespace ipclab::app
