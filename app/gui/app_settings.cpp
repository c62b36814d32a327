#include "gui/app_settings.hpp"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QStringList>
#include <QTemporaryDir>
#include <QUuid>
#include <filesystem>
#include <string>
#include <string_view>
#include <utility>

#include "ipclab/experiment_json.hpp"

namespace ipclab::app {
namespace {

// The experiment, as one JSON value (experiment_json.hpp), since the settings hold it so.
const QString kExperimentKey = QStringLiteral("lastExperiment");
// Before: one camelCase key per field in this group.
const QString kLegacyExperimentGroup = QStringLiteral("experiment");

// "a,b" as written by saveExperiment before the JSON value (quoted), or a,b written by hand, which
// QSettings reads back as a list.
QStringList listValue(QSettings& settings, const QString& key) {
    const QVariant value = settings.value(key);
    const QStringList items = value.typeId() == QMetaType::QStringList
                                  ? value.toStringList()
                                  : value.toString().split(QLatin1Char(','));
    QStringList cleaned;
    for (const QString& item : items) {
        if (!item.trimmed().isEmpty()) {
            cleaned << item.trimmed();
        }
    }
    return cleaned;
}

// The experiment as versions before the JSON value stored it: one camelCase key per field in
// the group "experiment". Read while no JSON value exists; the next save replaces it.
std::optional<Experiment> loadLegacyExperiment(QSettings& settings) {
    // Files from before settling have no "settle": the panel's own runs (fixed 5 then, the only
    // choice) settle now as the GUI's default; a preset step's experiment keeps its count.
    const bool fromPreset = !settings.value(QStringLiteral("origin/preset")).toString().isEmpty();
    settings.beginGroup(kLegacyExperimentGroup);
    if (!settings.contains(QStringLiteral("pattern"))) {
        settings.endGroup();
        return std::nullopt;
    }
    Experiment experiment;
    experiment.mechanisms.clear();
    for (const QString& id : listValue(settings, QStringLiteral("mechanisms"))) {
        experiment.mechanisms.push_back(id.toStdString());
    }
    experiment.pattern =
        parsePattern(settings.value(QStringLiteral("pattern")).toString().toStdString())
            .value_or(experiment.pattern);
    experiment.sizesBytes.clear();
    for (const QString& size : listValue(settings, QStringLiteral("sizes"))) {
        bool ok = false;
        const qulonglong bytes = size.toULongLong(&ok);
        if (ok) {
            experiment.sizesBytes.push_back(static_cast<std::size_t>(bytes));
        }
    }
    auto number = [&settings](const char* key, auto fallback) {
        bool ok = false;
        const qulonglong value = settings.value(QLatin1String(key)).toULongLong(&ok);
        return ok ? static_cast<decltype(fallback)>(value) : fallback;
    };
    experiment.iterations = number("iterations", experiment.iterations);
    experiment.warmup = number("warmup", experiment.warmup);
    experiment.repetitions = number("repetitions", experiment.repetitions);
    experiment.placement =
        parsePlacement(settings.value(QStringLiteral("placement")).toString().toStdString())
            .value_or(experiment.placement);
    experiment.peerTimeoutMs = number("peerTimeoutMs", experiment.peerTimeoutMs);
    experiment.waitStrategy =
        parseWaitStrategy(settings.value(QStringLiteral("wait")).toString().toStdString());
    experiment.parties = number("parties", experiment.parties);
    experiment.gapUs = number("gapUs", experiment.gapUs);
    experiment.keepCoresAwake = settings.value(QStringLiteral("keepCoresAwake")).toBool();
    experiment.holdDmaLatency = settings.value(QStringLiteral("holdDmaLatency")).toBool();
    experiment.streamTotalBytes = number("streamTotalBytes", experiment.streamTotalBytes);
    experiment.remotePeer = settings.value(QStringLiteral("remotePeer")).toString().toStdString();
    experiment.settle = settings.value(QStringLiteral("settle"), !fromPreset).toBool();
    bool ok = false;
    const double precision = settings.value(QStringLiteral("precision")).toDouble(&ok);
    experiment.precision = ok ? precision : experiment.precision;
    experiment.minRounds = number("minRounds", experiment.minRounds);
    experiment.timeBudgetSeconds = number("timeBudgetSeconds", experiment.timeBudgetSeconds);
    settings.endGroup();
    return experiment;
}

const QString kOrganisation = QStringLiteral("IPC Lab");
const QString kApplication = QStringLiteral("ipclab");
// Far above what the GUI writes (a few KiB); QSettings reads the whole file at construction.
constexpr std::uintmax_t kMaxSettingsBytes = 1 << 20;

// The user-scope files QSettings reads for us: ".../IPC Lab/ipclab.ini" and ".../IPC Lab.ini".
// Their folder is asked of a QSettings for an organisation that exists nowhere (so it reads
// nothing), which keeps QSettings::setPath and QStandardPaths' test mode in force.
QStringList userSettingsFiles() {
    const QSettings probe(
        QSettings::IniFormat, QSettings::UserScope,
        QStringLiteral("ipclab-probe-") + QUuid::createUuid().toString(QUuid::WithoutBraces),
        QStringLiteral("probe"));
    const QString folder = QFileInfo(QFileInfo(probe.fileName()).path()).path();
    return {folder + QLatin1Char('/') + kOrganisation + QLatin1Char('/') + kApplication +
                QStringLiteral(".ini"),
            folder + QLatin1Char('/') + kOrganisation + QStringLiteral(".ini")};
}

// QSettings reads its files at construction with no bound (a FIFO blocked the start for
// ever, /dev/zero exhausted memory) and saves by renaming a new file over the old one (a
// symlink to /dev/full made it replace the device). "" when every file is absent or a regular
// file of a sane size; else why not.
QString settingsFilesProblem() {
    for (const QString& path : userSettingsFiles()) {
        std::error_code error;
        const std::filesystem::path file(QFile::encodeName(path).toStdString());
        const std::filesystem::file_status status = std::filesystem::status(file, error);
        if (!std::filesystem::exists(status)) {
            continue;
        }
        if (!std::filesystem::is_regular_file(status)) {
            return path + QStringLiteral(" is not a regular file");
        }
        if (const auto size = std::filesystem::file_size(file, error);
            !error && size > kMaxSettingsBytes) {
            return path +
                   QStringLiteral(" holds %1 bytes, more than %2").arg(size).arg(kMaxSettingsBytes);
        }
    }
    return {};
}

}  // namespace

QSettings* newAppSettings() {
    const QString problem = settingsFilesProblem();
    if (problem.isEmpty()) {
        return new QSettings(QSettings::IniFormat, QSettings::UserScope, kOrganisation,
                             kApplication);
    }
    // Kept in a private folder for this session only: the file the user has is neither read
    // nor replaced.
    static QTemporaryDir session;
    static bool said = false;
    if (!said) {
        said = true;
        qWarning("IPC Lab: %s: settings are kept for this session only", qUtf8Printable(problem));
    }
    return new QSettings(session.filePath(QStringLiteral("ipclab.ini")), QSettings::IniFormat);
}

void saveExperiment(QSettings& settings, const Experiment& experiment) {
    const std::string json = toJson(experiment).dump();
    settings.setValue(kExperimentKey,
                      QString::fromUtf8(json.data(), static_cast<qsizetype>(json.size())));
    settings.remove(kLegacyExperimentGroup);
    settings.sync();
}

std::optional<Experiment> loadExperiment(QSettings& settings) {
    if (!settings.contains(kExperimentKey)) {
        return loadLegacyExperiment(settings);
    }
    const QByteArray json = settings.value(kExperimentKey).toString().toUtf8();
    Expected<Experiment> experiment = experimentFromJsonText(
        std::string_view(json.constData(), static_cast<std::size_t>(json.size())),
        ExperimentJsonForm::Saved);
    if (!experiment) {
        return std::nullopt;
    }
    return std::move(experiment.value());
}

void saveOrigin(QSettings& settings, const QString& presetId, int stepIndex, bool quick) {
    settings.beginGroup(QStringLiteral("origin"));
    settings.setValue(QStringLiteral("preset"), presetId);
    settings.setValue(QStringLiteral("step"), stepIndex);
    settings.setValue(QStringLiteral("quick"), quick);
    settings.endGroup();
    settings.sync();
}

SavedOrigin loadOrigin(QSettings& settings) {
    settings.beginGroup(QStringLiteral("origin"));
    SavedOrigin origin{settings.value(QStringLiteral("preset")).toString(),
                       settings.value(QStringLiteral("step"), -1).toInt(),
                       settings.value(QStringLiteral("quick")).toBool()};
    settings.endGroup();
    return origin;
}

QString savedLanguage(QSettings& settings) {
    return settings.value(QStringLiteral("language")).toString();
}

void saveLanguage(QSettings& settings, const QString& language) {
    settings.setValue(QStringLiteral("language"), language);
    settings.sync();
}

QString exportFolder(QSettings& settings) {
    const QString last = settings.value(QStringLiteral("exportFolder")).toString();
    if (!last.isEmpty() && QDir(last).exists()) {
        return last;
    }
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !documents.isEmpty() && QDir(documents).exists() ? documents : QDir::homePath();
}

void saveExportFolder(QSettings& settings, const QString& folder) {
    settings.setValue(QStringLiteral("exportFolder"), folder);
}

}  // namespace ipclab::app
