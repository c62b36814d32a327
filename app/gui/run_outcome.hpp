#pragma once
/// What a finished run says in the window's status line and counter: how many points were
/// measured, how many a Stop cut short (cancelled, never counted as failed) and how many failed,
/// with the first failure's reason in the user's language. GUI thread only.
#include <QString>
#include <QStringList>
#include <cstddef>
#include <span>

#include "ipclab/result.hpp"

namespace ipclab::app {

struct RunOutcome {
    std::size_t measured = 0;   ///< Points that succeeded.
    std::size_t cancelled = 0;  ///< Points a Stop cut short.
    std::size_t failed = 0;     ///< Points whose mechanism failed.
    QString firstError;         ///< "mechanism: reason" of the first failed point.
    /// "Done: 40 point(s)." / "Stopped: 12 of 40 points measured." plus "2 failed, first: …".
    QString message;
    /// The same, without the first failure's reason (the chart's running counter).
    QString counter;
};

/// A point as the notes name it: "pipe 2 KiB" (a lock point has no size: "shm.spin").
QString pointLabel(const PointResult& point);

/// What limits trust in `points`' figures, one line per family of warning (core's
/// groupWarnings), in the user's language: "3 of 12 points - worst, pipe 2 KiB: not settled:
/// ±12% after 9 rounds, time budget spent". Each point's own notes are in the table's tooltips.
QStringList groupedWarningLines(std::span<const PointResult> points, bool settleRun);

/// Sorts `result`'s points into measured, cancelled and failed. `plannedPoints` is the run's
/// point count as announced at its start (0: unknown, the points present are taken).
RunOutcome runOutcome(const RunResult& result, std::size_t plannedPoints);

}  // namespace ipclab::app
