#include "gui/run_outcome.hpp"

#include <QCoreApplication>
#include <algorithm>

#include "charts/core_text.hpp"
#include "charts/local_units.hpp"
#include "ipclab/comparison.hpp"

namespace ipclab::app {
namespace {

class RunOutcomeTexts {
    Q_DECLARE_TR_FUNCTIONS(ipclab::app::MainWindow)
};

}  // namespace

QString pointLabel(const PointResult& point) {
    const QString mechanism = QString::fromStdString(point.mechanism);
    return hasMessageSize(point.pattern)
               ? QStringLiteral("%1 %2").arg(mechanism, localSize(point.sizeBytes))
               : mechanism;
}

QStringList groupedWarningLines(std::span<const PointResult> points, bool settleRun) {
    QStringList lines;
    for (const WarningGroup& group : groupWarnings(points, settleRun)) {
        lines << RunOutcomeTexts::tr("%1 of %2 points \u2014 worst, %3: %4")
                     .arg(group.count)
                     .arg(points.size())
                     .arg(pointLabel(points[group.worstPoint]), coreMessage(group.worst.text));
    }
    return lines;
}

RunOutcome runOutcome(const RunResult& result, std::size_t plannedPoints) {
    RunOutcome outcome;
    for (const PointResult& point : result.points) {
        if (point.ok) {
            ++outcome.measured;
        } else if (result.cancelled &&
                   (point.error.isCancelled() || &point == &result.points.back())) {
            // Since rounds, every point a Stop left unfinished says "cancelled"; the one being
            // measured may also end with what the cancel did to it (a peer killed, say).
            ++outcome.cancelled;
        } else {
            ++outcome.failed;
            if (outcome.firstError.isEmpty()) {
                outcome.firstError = QStringLiteral("%1: %2").arg(
                    QString::fromStdString(point.mechanism), coreMessage(point.error.message));
            }
        }
    }
    const std::size_t planned = std::max(plannedPoints, result.points.size());
    if (result.cancelled) {
        outcome.message = RunOutcomeTexts::tr("Stopped: %1 of %2 points measured.")
                              .arg(outcome.measured)
                              .arg(planned);
    } else {
        outcome.message = RunOutcomeTexts::tr("Done: %n point(s).", nullptr,
                                              static_cast<int>(result.points.size()));
    }
    outcome.counter = outcome.message;
    if (outcome.failed > 0) {
        const int failed = static_cast<int>(outcome.failed);
        outcome.counter += QLatin1Char(' ') + RunOutcomeTexts::tr("%n failed.", nullptr, failed);
        outcome.message +=
            QLatin1Char(' ') +
            RunOutcomeTexts::tr("%n failed, first: %1", nullptr, failed).arg(outcome.firstError);
    }
    return outcome;
}

}  // namespace ipclab::app
