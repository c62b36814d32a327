#pragma once
/// What is said under the run's table: at most one line per kind of note, with how many points
/// it concerns and the worst of them ("14 of 33 points not settled (worst: pipe 2 KiB ±49%):
/// run with --time-budget 60"), or every point's notes in full (--details).
#include <string>

#include "ipclab/result.hpp"

namespace ipclab::app {

/// The kinds of note a point can have. Kept in one place (kindOf in warning_summary.cpp) so
/// that a typed warning kind from core can replace the reading of the sentence.
enum class NoteKind { Precision, FirstRound, Correlated, Oversubscribed, Outliers, Modes, Tail };

/// The notes of every point, grouped: one line per kind present. `details`: every point's
/// notes, one line each, as before.
std::string noteLines(const RunResult& result, bool details);

}  // namespace ipclab::app
