// The results table as a spreadsheet gets it (Ctrl+C): each number in a cell of its own, in one
// unit per column, the unit in the header ("Median of rounds (ns)"), written with the
// locale's decimal point and no grouping, so that a pasted "2,59" or "2.59" is a number.
#include <QLocale>

#include "charts/core_text.hpp"
#include "charts/local_units.hpp"
#include "gui/models/results_table_model.hpp"
#include "ipclab/report.hpp"

namespace ipclab::app {
namespace {

QString number(double value, int decimals) {
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return locale.toString(value, 'f', decimals);
}

constexpr double kMegabyte = 1e6;

}  // namespace

QStringList ResultsTableModel::copyHeader(int column) const {
    const bool stream = figureOf(m_pattern) == Figure::Throughput;
    const QString value = headerData(column, Qt::Horizontal).toString();
    const QString unit = stream ? QStringLiteral("MB/s") : QStringLiteral("ns");
    switch (column) {
        case Size:
            return {tr("%1 (bytes)").arg(value)};
        case Value:
            return {QStringLiteral("%1 (%2)").arg(value, unit)};
        case Ci95:
            return {tr("95% CI low (%1)").arg(unit), tr("95% CI high (%1)").arg(unit)};
        case Spread:
            return {stream ? value : QStringLiteral("%1 (ns)").arg(value)};
        case CpuPerMessage:
            return {tr("CPU/msg me (ns)"), tr("CPU/msg peer (ns)")};
        case Sleeps:
        case Preemptions:
        case Faults: {
            // "Sleeps/msg me/peer" -> "Sleeps/msg me", "Sleeps/msg peer".
            const QString head = value.section(QLatin1Char(' '), 0, -2);
            return {head + tr(" me"), head + tr(" peer")};
        }
        default:
            return {value};
    }
}

QStringList ResultsTableModel::copyCells(int row, int column) const {
    const PointResult& point = m_points.at(static_cast<std::size_t>(row));
    const bool stream = figureOf(m_pattern) == Figure::Throughput;
    const bool measured = !point.repetitions.empty();
    const ShownFigure shown = shownFigure(point);
    // The copied figures are plain numbers: MB/s for a stream, ns otherwise (the header says).
    const double unit = stream ? kMegabyte : 1.0;
    const bool perOperation = isPerOperation(figureOf(m_pattern));
    const auto numberOrEmpty = [measured](double value, int decimals) {
        return measured ? number(value, decimals) : QString();
    };
    switch (column) {
        case Size:
            return {hasMessageSize(m_pattern) ? QString::number(point.sizeBytes) : QString()};
        case Value:
            return {numberOrEmpty(shown.centre / unit, 1)};
        case Ci95:
            if (!shown.hasInterval) {
                return {QString(), QString()};  // one round gives no interval
            }
            return {numberOrEmpty(shown.low / unit, 1), numberOrEmpty(shown.high / unit, 1)};
        case Spread:
            return {stream         ? numberOrEmpty(point.throughput.messagesPerSecond, 0)
                    : perOperation ? numberOrEmpty(point.latencyNs.max, 1)
                                   : numberOrEmpty(point.latencyNs.p99, 1)};
        case CpuPerMessage:
            return {numberOrEmpty(point.initiatorCpuNsPerMessage, 1),
                    point.responderCpuNsPerMessage >= 0
                        ? numberOrEmpty(point.responderCpuNsPerMessage, 1)
                        : QString()};
        case Sleeps:
        case Preemptions:
        case Faults: {
            using platform::ThreadCounter;
            const std::vector<ThreadCounter> counters =
                column == Sleeps ? std::vector{ThreadCounter::VoluntarySwitches}
                : column == Preemptions
                    ? std::vector{ThreadCounter::InvoluntarySwitches}
                    : std::vector{ThreadCounter::MinorFaults, ThreadCounter::MajorFaults};
            const auto side = [&counters](const MessageAnatomy::PerMessage& values) {
                double total = 0;
                for (ThreadCounter counter : counters) {
                    const double value = values[static_cast<std::size_t>(counter)];
                    if (value < 0) {
                        return QString();  // not counted
                    }
                    total += value;
                }
                return number(total, 3);
            };
            return {side(point.anatomy.initiator), side(point.anatomy.responder)};
        }
        default:
            return {index(row, column).data().toString()};
    }
}

}  // namespace ipclab::app
