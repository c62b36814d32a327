#include "gui/models/results_table_model.hpp"

#include <QBrush>
#include <QColor>
#include <QLocale>
#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <iterator>

#include "charts/core_text.hpp"
#include "charts/local_units.hpp"
#include "gui/run_record.hpp"
#include "ipclab/comparison.hpp"

namespace ipclab::app {
namespace {

QString range(double low, double high, const ScaledUnit& unit) {
    const auto number = [&unit](double value) { return localSignificant(value / unit.factor); };
    // Student's t over a few repetitions that disagree (a VM's 2 µs / 30 µs modes) can reach
    // below zero; a negative latency or rate reads as a bug, so only the upper bound is shown
    // (the tooltip says why; exports keep the raw interval).
    if (low < 0) {
        return QStringLiteral("\u2264 %1 %2").arg(number(high), QString::fromUtf8(unit.name));
    }
    return QStringLiteral("%1 \u2013 %2 %3")
        .arg(number(low), number(high), QString::fromUtf8(unit.name));
}

}  // namespace

ResultsTableModel::ResultsTableModel(QObject* parent) : QAbstractTableModel(parent) {}

QStringList pointNotes(const PointResult& point, bool settleRun) {
    QStringList notes;
    if (!point.ok || point.repetitions.empty()) {
        return notes;
    }
    for (const Warning& warning : pointWarnings(point, settleRun)) {
        notes << coreMessage(warning.text);
    }
    return notes;
}

QString openLoopNote(const PointResult& point) {
    const OpenLoopLatency& openLoop = point.openLoop;
    if (point.pattern != Pattern::Paced || openLoop.roundTripNs.count == 0) {
        return {};
    }
    return ResultsTableModel::tr(
               "Open loop: round trip from each message's intended send time (not halved): "
               "median %1, 95% CI %2, p99 %3")
        .arg(localDuration(shownOpenLoopCentre(openLoop)),
             range(openLoop.medianCi95.low, openLoop.medianCi95.high,
                   timeUnitFor(shownOpenLoopCentre(openLoop))),
             localDuration(openLoop.roundTripNs.p99));
}

void ResultsTableModel::setResults(Pattern pattern, std::vector<PointResult> points,
                                   bool settleRun) {
    beginResetModel();
    m_settleRun = settleRun;
    const bool headerChanged = pattern != m_pattern;
    m_pattern = pattern;
    m_points = std::move(points);
    endResetModel();
    if (headerChanged) {
        emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    }
}

void ResultsTableModel::clear(Pattern pattern, bool settleRun) {
    setResults(pattern, {}, settleRun);
}

void ResultsTableModel::addPoint(const PointResult& point) {
    const int row = static_cast<int>(m_points.size());
    beginInsertRows({}, row, row);
    m_points.push_back(point);
    endInsertRows();
}

int ResultsTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_points.size());
}

int ResultsTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

namespace {

// The anatomy's figure for one counter, this side and the peer's, per message ("0.46/0.68";
// "-" for a side that was not counted).
QString anatomyPair(const MessageAnatomy& anatomy,
                    std::initializer_list<platform::ThreadCounter> counters) {
    const auto sum = [&counters](const MessageAnatomy::PerMessage& side) {
        double total = 0;
        for (platform::ThreadCounter counter : counters) {
            const double value = side[static_cast<std::size_t>(counter)];
            if (value < 0) {
                return -1.0;
            }
            total += value;
        }
        return total;
    };
    const auto shown = [](double value) {
        return value < 0 ? QStringLiteral("\u2013") : QLocale().toString(value, 'f', 2);
    };
    // "me/peer" as the CPU column writes its pair: one format for every pair in the table.
    return QStringLiteral("%1/%2").arg(shown(sum(anatomy.initiator)),
                                       shown(sum(anatomy.responder)));
}

}  // namespace

using platform::ThreadCounter;

QVariant ResultsTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount) {
        return {};
    }
    const PointResult& point = m_points[static_cast<std::size_t>(index.row())];
    switch (role) {
        case Qt::UserRole:  // sort keys
            return sortKey(point, index.column());
        case Qt::TextAlignmentRole: {
            const bool left =
                index.column() == Mechanism || index.column() == Status || index.column() == Wait;
            return QVariant::fromValue(Qt::AlignVCenter | (left ? Qt::AlignLeft : Qt::AlignRight));
        }
        case Qt::ForegroundRole:
            return index.column() == Status && !point.ok ? QVariant(QBrush(QColor(180, 0, 0)))
                                                         : QVariant();
        case Qt::ToolTipRole:
            return toolTip(point, index.column());
        case Qt::DisplayRole:
            return display(point, index.column());
        default:
            return {};
    }
}

QVariant ResultsTableModel::sortKey(const PointResult& point, int column) const {
    const bool stream = figureOf(m_pattern) == Figure::Throughput;
    const bool perOperation = isPerOperation(figureOf(m_pattern));
    const auto both = [&point](ThreadCounter counter) {
        return point.anatomy.initiatorCount(counter) + point.anatomy.responderCount(counter);
    };
    switch (column) {
        case Mechanism:
            return QString::fromStdString(point.mechanism);
        case Size:
            return static_cast<qulonglong>(point.sizeBytes);
        case Wait:
            return static_cast<int>(point.waitStrategy);
        case Value:
            return shownCentre(point);
        case Ci95:
            return shownFigure(point).low;
        case Spread:
            return stream         ? point.throughput.messagesPerSecond
                   : perOperation ? point.latencyNs.max
                                  : point.latencyNs.p99;
        case CpuPerMessage:
            return point.initiatorCpuNsPerMessage + std::max(0.0, point.responderCpuNsPerMessage);
        case Sleeps:
            return both(ThreadCounter::VoluntarySwitches);
        case Preemptions:
            return both(ThreadCounter::InvoluntarySwitches);
        case Faults:
            return both(ThreadCounter::MinorFaults) + both(ThreadCounter::MajorFaults);
        case Lost:
            return static_cast<qulonglong>(point.lostMessages);
        case Repetitions:
            return static_cast<int>(point.repetitions.size());
        case Status:
            return point.ok ? 0 : 1;
        default:
            return {};
    }
}

QVariant ResultsTableModel::toolTip(const PointResult& point, int column) const {
    if (!point.ok) {
        return coreMessage(point.error.message);
    }
    switch (column) {
        case Ci95:
            if (!hasInterval(point)) {
                return tr(
                    "One round gives no interval: a median of one round has nothing to "
                    "judge its spread by. Two rounds or more give one (six or more a "
                    "95% one).");
            }
            if (shownFigure(point).low >= 0) {
                return {};
            }
            return tr(
                "The repetitions disagree so much that the 95% interval reaches below zero: "
                "only its upper bound means something. Run more repetitions, or pin the "
                "parties (placement) to remove the scheduler's modes.");
        case Value: {
            // The number with what its distribution looks like, in words (as the CLI under its
            // table): modes, an unsettled interval, a slow first round, outliers. Paced points
            // first give their figure from the intended send times (open loop).
            QStringList notes = pointNotes(point, m_settleRun);
            if (const QString openLoop = openLoopNote(point); !openLoop.isEmpty()) {
                notes.prepend(openLoop);
            }
            return notes.isEmpty() ? QVariant() : QVariant(notes.join(QLatin1Char('\n')));
        }
        case CpuPerMessage:
            return tr("CPU time (user + system) per message: this side / the responding side");
        case Sleeps:
            return tr(
                "Times per message each side gave up its CPU to wait (voluntary context "
                "switches): about 1 when a blocking hand-off sleeps, 0 when it spins");
        case Preemptions:
            return tr(
                "Times per message each side was taken off its CPU (involuntary context "
                "switches): on one core the woken side often preempts the waker");
        case Faults:
            return tr(
                "Page faults per message on each side: first touches of memory, near 0 "
                "once the buffers are warm");
        default:
            return {};
    }
}

QVariant ResultsTableModel::display(const PointResult& point, int column) const {
    const bool stream = figureOf(m_pattern) == Figure::Throughput;
    const bool perOperation = isPerOperation(figureOf(m_pattern));
    const bool measured = !point.repetitions.empty();
    const QString none = QStringLiteral("\u2014");
    switch (column) {
        case Mechanism:
            return QString::fromStdString(point.mechanism);
        case Size:
            // The lock pattern moves no message: its point has no size.
            return hasMessageSize(m_pattern) ? localSize(point.sizeBytes) : none;
        case Wait:
            return waitWords(point.waitStrategy);  // the GUI's words: "blockieren", not "block"
        case Value:
            if (!measured) {
                return none;
            }
            return stream ? localRate(shownCentre(point)) : localDuration(shownCentre(point));
        case Ci95: {
            if (!measured) {
                return none;
            }
            const ShownFigure shown = shownFigure(point);
            if (!shown.hasInterval) {
                return QStringLiteral("\u2014");  // the tooltip says why
            }
            return range(shown.low, shown.high,
                         stream ? rateUnitFor(shown.centre) : timeUnitFor(shown.centre));
        }
        case Spread:
            if (!measured) {
                return none;
            }
            // Grouped in the UI's locale: "1,234,567" / "1.234.567" messages a second.
            return stream ? QLocale().toString(std::llround(point.throughput.messagesPerSecond))
                   : perOperation ? localDuration(point.latencyNs.max)
                                  : localDuration(point.latencyNs.p99);
        case CpuPerMessage:
            return localCpuPair(point.initiatorCpuNsPerMessage, point.responderCpuNsPerMessage);
        case Sleeps:
            return point.anatomy.measured()
                       ? anatomyPair(point.anatomy, {ThreadCounter::VoluntarySwitches})
                       : none;
        case Preemptions:
            return point.anatomy.measured()
                       ? anatomyPair(point.anatomy, {ThreadCounter::InvoluntarySwitches})
                       : none;
        case Faults:
            return point.anatomy.measured()
                       ? anatomyPair(point.anatomy,
                                     {ThreadCounter::MinorFaults, ThreadCounter::MajorFaults})
                       : none;
        case Lost:
            return point.lostMessages == 0 ? QString() : QString::number(point.lostMessages);
        case Repetitions:
            return static_cast<int>(point.repetitions.size());
        case Status:
            return statusText(point);
        default:
            return {};
    }
}

QString ResultsTableModel::statusText(const PointResult& point) {
    if (point.ok) {
        // Cut short by Stop after some rounds: its figures are over those.
        return point.partial ? tr("partial (stopped)") : tr("ok");
    }
    if (point.error.isCancelled()) {
        return coreMessage(point.error.message);  // cut short by Stop: not a failure
    }
    // Short in the cell (the column stays narrow); the whole reason in the tooltip and in the
    // status line under Run.
    QString why = coreMessage(point.error.message);
    if (why.size() > 48) {
        why = why.left(45) + QStringLiteral("\u2026");
    }
    return tr("failed: %1").arg(why);
}

QString ResultsTableModel::columnKey(int column) {
    static const char* const kKeys[] = {
        "mechanism", "status", "size",        "wait",   "value", "ci95",       "spread",
        "cpu",       "sleeps", "preemptions", "faults", "lost",  "repetitions"};
    static_assert(std::size(kKeys) == ColumnCount);
    return column >= 0 && column < ColumnCount ? QString::fromLatin1(kKeys[column]) : QString();
}

bool ResultsTableModel::hiddenByDefault(int column) {
    return column == Sleeps || column == Preemptions || column == Faults;
}

QString ResultsTableModel::headerToolTip(int section) {
    // "me/peer" is defined where it is read: in each pair column's header.
    const QString sides =
        tr("me = the side that sends first (it measures); peer = the side that "
           "answers.");
    switch (section) {
        case CpuPerMessage:
            return tr("CPU time (user + system) per message, me/peer. Ping-pong counts each side "
                      "over the timed messages only (not warm-up, set-up or the waits between "
                      "rounds), so a side that spins shows about one mean round trip per "
                      "message (more than the median when the tail is long); a side that "
                      "blocks shows far less than its latency.") +
                   QLatin1Char(' ') + sides;
        case Sleeps:
            return tr("Sleeps per message, me/peer: times a side gave up its CPU to wait "
                      "(voluntary context switches). About 1 when a blocking hand-off sleeps, 0 "
                      "when it spins. See the glossary's Anatomy of a message.") +
                   QLatin1Char(' ') + sides;
        case Preemptions:
            return tr("Preemptions per message, me/peer: times a side was taken off its CPU "
                      "(involuntary context switches). On one core the woken side often "
                      "preempts the waker.") +
                   QLatin1Char(' ') + sides;
        case Faults:
            return tr("Page faults per message, me/peer: first touches of memory, near 0 once "
                      "the buffers are warm.") +
                   QLatin1Char(' ') + sides;
        default:
            return {};
    }
}

QVariant ResultsTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole) {
        const QString tip = headerToolTip(section);
        return tip.isEmpty() ? QAbstractTableModel::headerData(section, orientation, role)
                             : QVariant(tip);
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    const bool stream = figureOf(m_pattern) == Figure::Throughput;
    const bool perOperation = isPerOperation(figureOf(m_pattern));
    switch (section) {
        case Mechanism:
            return tr("Mechanism");
        case Size:
            return stream ? tr("Chunk") : tr("Size");
        case Wait:
            return tr("Wait");
        case Value:
            // The median of the rounds' values: the figure the 95% CI beside it is of.
            // Short: at 1024x768 every column must fit beside the form.
            return stream         ? tr("Throughput (rounds' median)")
                   : perOperation ? tr("ns/op (rounds' median)")
                                  : tr("Median of rounds");
        case Ci95:
            return tr("95% CI");
        case Spread:
            return stream ? tr("Messages/s") : perOperation ? tr("Max") : tr("p99");
        case CpuPerMessage:
            return tr("CPU/msg me/peer");
        case Sleeps:
            return tr("Sleeps/msg me/peer");
        case Preemptions:
            return tr("Preempted/msg me/peer");
        case Faults:
            return tr("Faults/msg me/peer");
        case Lost:
            return tr("Lost");
        case Repetitions:
            return tr("Reps");
        case Status:
            return tr("Status");
        default:
            return {};
    }
}

}  // namespace ipclab::app
