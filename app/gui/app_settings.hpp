#pragma once
/// What the GUI remembers between sessions, in QSettings (organisation "IPC Lab", application
/// "ipclab"): the last experiment (without the remote token, which is never stored), the
/// language override and the last export folder. Tests redirect QSettings with QSettings::setPath
/// or QStandardPaths::setTestModeEnabled. GUI thread only.
#include <QString>
#include <optional>

#include "ipclab/experiment.hpp"

QT_BEGIN_NAMESPACE
class QSettings;
QT_END_NAMESPACE

namespace ipclab::app {

/// The QSettings every part of the GUI uses (caller owns the object).
QSettings* newAppSettings();

/// Writes `experiment` as one JSON value, "lastExperiment": the codec's object
/// (experiment_json.hpp), the same as a results file's "experiment". Removes the group
/// "experiment" that versions before it wrote (one camelCase key per field).
void saveExperiment(QSettings& settings, const Experiment& experiment);
/// The experiment saved by saveExperiment; nullopt when none was saved or its JSON does not
/// read (ExperimentJsonForm::Saved: a missing field keeps Experiment's default, ranges are the
/// panel's validation). Without the JSON value, the old group "experiment" is read (users
/// upgrading, until the next save): there unreadable values fall back to Experiment's defaults,
/// and a file without "settle" settles unless the experiment came from a preset.
std::optional<Experiment> loadExperiment(QSettings& settings);

/// The preset (id, step, quick demo) the last experiment came from; empty id: none.
struct SavedOrigin {
    QString presetId;
    int stepIndex = -1;
    bool quick = false;
};
void saveOrigin(QSettings& settings, const QString& presetId, int stepIndex, bool quick);
SavedOrigin loadOrigin(QSettings& settings);

/// "de", "en", or empty (follow the system locale).
QString savedLanguage(QSettings& settings);
void saveLanguage(QSettings& settings, const QString& language);

/// The folder file dialogs start in: the last one a file was exported to, while it exists;
/// otherwise the user's Documents folder (never the working directory, which for a program
/// started from a menu is wherever the launcher was, e.g. the installation folder on Windows).
QString exportFolder(QSettings& settings);
void saveExportFolder(QSettings& settings, const QString& folder);

}  // namespace ipclab::app
