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
        default:
            return {value};
    }
}

QStringList ResultsTableModel::copyCells(int row, int column) const {
    const PointResult& point = m_points.at(static_cast<std::size_t>(row));
    const bool stream = figureOf(m_pattern) == Figure::Throughput;
    const bool measured = !point.repetitions.empty();
    const bool perOperation = isPerOperation(figureOf(m_pattern));
    const auto numberOrEmpty = [measured](double value, int decimals) {
        return measured ? number(value, decimals) : QString();
    };
    switch (column) {
        case Size:
            return {hasMessageSize(m_pattern) ? QString::number(point.sizeBytes) : QString()};
        case Value:
            return {stream ? numberOrEmpty(point.throughput.bytesPerSecond / kMegabyte, 1)
                           : numberOrEmpty(shownCentre(point), 1)};
        case Ci95:
            if (stream) {
                return {numberOrEmpty(point.throughput.ci95Low / kMegabyte, 1),
                        numberOrEmpty(point.throughput.ci95High / kMegabyte, 1)};
            }
            return {numberOrEmpty(point.latencyCi95.low, 1),
                    numberOrEmpty(point.latencyCi95.high, 1)};
        case Spread:
            return {stream         ? numberOrEmpty(point.throughput.messagesPerSecond, 0)
                    : perOperation ? numberOrEmpty(point.latencyNs.max, 1)
                                   : numberOrEmpty(point.latencyNs.p99, 1)};
        case CpuPerMessage:
            return {numberOrEmpty(point.initiatorCpuNsPerMessage, 1),
                    point.responderCpuNsPerMessage >= 0
                        ? numberOrEmpty(point.responderCpuNsPerMessage, 1)
                        : QString()};
        default:
            return {index(row, column).data().toString()};
    }
}

}  // namespace ipclab::app
