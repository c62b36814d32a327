#pragma once
/// A run as the window keeps it: the result plus where its experiment came from (which preset
/// and step, quick demo or not). Everything a chart says about a run - its caption, the
/// published figures beside it, the name an export proposes - is derived from this record,
/// never from what the preset chooser or the form shows now: a chart describes the run it
/// shows. Plain values; the preset is looked up by id (builtinPresets()). GUI thread only.
#include <QDateTime>
#include <QString>
#include <optional>
#include <vector>

#include "ipclab/preset.hpp"
#include "ipclab/result.hpp"

namespace ipclab::app {

/// Where an experiment came from: a preset's step, maybe cut to a quick demo.
struct RunOrigin {
    QString presetId;    ///< Empty: the user's own experiment.
    int stepIndex = -1;  ///< Into the preset's steps as cut for this machine.
    bool quick = false;  ///< quickPreset() was applied (the CLI's `preset --quick`).

    bool isPreset() const { return !presetId.isEmpty() && stepIndex >= 0; }
    bool operator==(const RunOrigin&) const = default;
};

struct RunRecord {
    RunResult result;
    RunOrigin origin;
    QDateTime finishedAt;
    /// Written to the history folder (or saved to a file by the user).
    bool persisted = false;
    /// File name inside the history folder, empty until autosaved.
    QString historyFile;
};

/// The preset and step `origin` names, cut for this machine (and to a quick demo when
/// origin.quick); nullopt when the id is unknown or the step out of range.
std::optional<Preset> presetOf(const RunOrigin& origin);
/// The experiment the origin's step runs as shipped (cut for this machine, quick or not).
std::optional<Experiment> originExperiment(const RunOrigin& origin);

/// The fields where `ran` differs from `planned`, as "total 64 MiB, iterations 500"; empty when
/// the same (mechanisms compare as a set).
QString experimentChanges(const Experiment& planned, const Experiment& ran);

/// The chart caption of a record: "Report 004: … — Throughput, large messages (Table III)",
/// "… (quick demo)", "…; edited: total 64 MiB"; empty for the user's own experiment.
QString runCaption(const RunRecord& record);
/// What runCaption says of every step: the preset's title ("Report 004: …", "… (quick demo)");
/// empty for the user's own experiment.
QString runPresetCaption(const RunRecord& record);
/// The published figures to draw beside the record: its preset's references that fit the
/// run's placement and method (referencesForRun: report 004's Table II only beside a same-core
/// run, report 003's bare-loop figures only beside the bare loop);
/// the chart keeps those that fit the run's pattern, unit and bulk total. None for the user's
/// own experiment.
std::vector<ReferenceSeries> runReferences(const RunRecord& record);
/// A file name without suffix for exports of the record: "report-004-step3",
/// "quick-tour-quick", "report-002-step1-edited", "ipclab-run-2026-11-23-1840".
QString suggestedBaseName(const RunRecord& record);
/// "14:02:31", "2:02:31 PM": the locale's short time with its seconds, so runs finished in the
/// same minute read apart.
QString clockTime(const QTime& time);
/// One line for the history list: "18:40:05 · Report 004 — step 3 · 20 points (2 failed)".
QString historyLine(const RunRecord& record);
/// A compared run's short name beside `shown`: only what differs (placement, wait, sizes) and
/// when it ran ("one core, wait: spin, 10:13:05"; the date too on another day).
QString comparedLabel(const RunRecord& record, const RunRecord& shown);
/// "unpinned", "one core", "two cores": a placement in a history row.
QString placementWords(Placement placement);
/// "ping-pong", "stream", …; "block", "spin, then yield", …: in the GUI's language.
QString patternWords(Pattern pattern);
QString waitWords(WaitStrategy wait);

/// The preset step whose experiment equals `experiment` (a run opened from a file or from the
/// history carries no origin of its own); an empty origin when none does.
RunOrigin matchOrigin(const Experiment& experiment);

}  // namespace ipclab::app
