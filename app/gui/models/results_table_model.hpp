#pragma once
/// The points of a run as a table: one row per point (mechanism x size), columns pattern-aware
/// (ping-pong / paced: median one-way latency, its 95% CI, p99; stream: throughput, CI,
/// messages/s; lock / one-sided: median ns per operation over the repetitions, CI, max), plus
/// the wait strategy, CPU time per message of each side ("me/peer") and lost messages.
/// Qt::DisplayRole gives readable text in QLocale()'s way of writing numbers ("2,59 µs" in
/// German; the copied rows carry it too), Qt::UserRole the raw number (ns, bytes/s, bytes) so a
/// QSortFilterProxyModel with sortRole UserRole sorts numerically. GUI thread only.
#include <QAbstractTableModel>
#include <QStringList>
#include <vector>

#include "ipclab/result.hpp"

namespace ipclab::app {

/// A point's distribution in words, in the user's language: describeModes() and
/// reliabilityWarnings() (core/comparison.hpp), one line each; empty when there is nothing to
/// say or the point was not measured. The median cell's tooltip and the results pane's notes.
QStringList pointNotes(const PointResult& point, bool settleRun);

/// Paced points: the round trip from the intended send times (open loop, PointResult::openLoop)
/// in one line, in the user's language - the median cell's tooltip. Empty for other points and
/// for paced points without it (gap 0, older files).
QString openLoopNote(const PointResult& point);

class ResultsTableModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    // Status right after the mechanism: a failure must be seen without scrolling sideways.
    enum Column {
        Mechanism,
        Status,
        Size,
        Wait,
        Value,
        Ci95,
        Spread,
        CpuPerMessage,
        Sleeps,       ///< The anatomy: voluntary switches per message, this side / the peer.
        Preemptions,  ///< Involuntary switches per message.
        Faults,       ///< Page faults (minor + major) per message.
        Lost,
        Repetitions,
        ColumnCount
    };

    explicit ResultsTableModel(QObject* parent = nullptr);

    /// Resets the model to `points` measured with `pattern`; `settleRun` = the run settled
    /// (Experiment::settle), which decides how an unsettled point's warning reads.
    void setResults(Pattern pattern, std::vector<PointResult> points, bool settleRun = false);
    /// Appends one point (a row insert, not a reset).
    void addPoint(const PointResult& point);
    void clear(Pattern pattern, bool settleRun = false);

    const std::vector<PointResult>& points() const { return m_points; }
    bool settleRun() const { return m_settleRun; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// Copied rows (results_table_copy.cpp): a column's header with its unit, and a row's cells
    /// as bare numbers in that unit (two cells for the interval and the CPU pair).
    QStringList copyHeader(int column) const;
    QStringList copyCells(int row, int column) const;

    /// A stable name for a column ("value", "sleeps", ...), for saving which are hidden.
    static QString columnKey(int column);
    /// The anatomy's columns (sleeps, preemptions, faults): hidden until a student shows them.
    static bool hiddenByDefault(int column);
    /// What a pair column's header says on hover (its meaning, "me = the side that sends
    /// first"); empty for the other columns.
    static QString headerToolTip(int column);

  private:
    QVariant sortKey(const PointResult& point, int column) const;
    QVariant display(const PointResult& point, int column) const;
    QVariant toolTip(const PointResult& point, int column) const;
    static QString statusText(const PointResult& point);

    Pattern m_pattern = Pattern::PingPong;
    bool m_settleRun = false;
    std::vector<PointResult> m_points;
};

}  // namespace ipclab::app
