#include "gui/run_history.hpp"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

#include "ipclab/report.hpp"

namespace ipclab::app {
namespace {

const QString kIndex = QStringLiteral("index.json");
// The index lists file names and a few fields per run: far below this even for the longest
// history kept (see prune()); a larger one is not read at all.
constexpr qint64 kMaxIndexBytes = 16 << 20;

// <data>/IPC Lab/history. AppDataLocation would say ".../IPC Lab/IPC Lab/history" (organisation
// and application share the name); a history kept there by an earlier build is moved once.
QString defaultFolder() {
    const QString data = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    const QString folder = data + QStringLiteral("/IPC Lab/history");
    const QString earlier = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                            QStringLiteral("/history");
    if (earlier != folder && !QDir(folder).exists() && QDir(earlier).exists()) {
        QDir().mkpath(data + QStringLiteral("/IPC Lab"));
        if (!QDir().rename(earlier, folder)) {
            return earlier;  // keep reading it where it is: nothing measured is lost
        }
        QDir().rmdir(QFileInfo(earlier).path());  // the doubled folder, when nothing else is in it
    }
    return folder;
}

}  // namespace

RunHistory::RunHistory(const QString& folder, QObject* parent)
    : QObject(parent), m_folder(folder.isEmpty() ? defaultFolder() : folder) {
    load();
}

void RunHistory::load() {
    QFile index(QDir(m_folder).filePath(kIndex));
    if (!index.open(QIODevice::ReadOnly)) {
        return;  // no history yet
    }
    if (index.size() > kMaxIndexBytes) {
        m_skipped << tr("%1: %2 bytes, more than the %3 a history index may have")
                         .arg(kIndex)
                         .arg(index.size())
                         .arg(kMaxIndexBytes);
        return;
    }
    const QJsonArray entries = QJsonDocument::fromJson(index.readAll()).array();
    for (const QJsonValue& value : entries) {
        const QJsonObject entry = value.toObject();
        const QString file = entry.value(QStringLiteral("file")).toString();
        if (file.isEmpty() || !QFile::exists(QDir(m_folder).filePath(file))) {
            continue;  // deleted by hand: the rest of the history stays usable
        }
        // Read within core's bounds (size, depth, numbers): a damaged or hostile file is
        // skipped and said, never fatal.
        const std::string path = QDir(m_folder).filePath(file).toStdString();
        Expected<std::string> text = readResultFile(path);
        Expected<RunResult> parsed = text ? fromJson(*text) : Expected<RunResult>(text.error());
        if (!parsed.ok()) {
            m_skipped << tr("%1: %2").arg(file, QString::fromStdString(parsed.error().message));
            continue;
        }
        RunRecord record;
        record.result = std::move(parsed.value());
        record.origin.presetId = entry.value(QStringLiteral("preset")).toString();
        record.origin.stepIndex = entry.value(QStringLiteral("step")).toInt(-1);
        record.origin.quick = entry.value(QStringLiteral("quick")).toBool();
        record.finishedAt =
            QDateTime::fromString(entry.value(QStringLiteral("when")).toString(), Qt::ISODate);
        record.persisted = true;
        record.historyFile = file;
        m_runs.push_back(std::move(record));
    }
}

const RunRecord& RunHistory::add(RunRecord record) {
    if (!record.finishedAt.isValid()) {
        record.finishedAt = QDateTime::currentDateTime();
    }
    record.persisted = false;
    m_lastError.clear();
    QDir dir(m_folder);
    if (!dir.mkpath(QStringLiteral("."))) {
        m_lastError = tr("Cannot create the history folder %1").arg(m_folder);
    } else {
        QString base = QStringLiteral("run-") +
                       record.finishedAt.toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
        QString name = base + QStringLiteral(".json");
        for (int n = 2; dir.exists(name); ++n) {
            name = base + QStringLiteral("-%1.json").arg(n);
        }
        QSaveFile file(dir.filePath(name));
        const std::string json = toJson(record.result) + "\n";
        if (file.open(QIODevice::WriteOnly) &&
            file.write(json.data(), static_cast<qint64>(json.size())) ==
                static_cast<qint64>(json.size()) &&
            file.commit()) {
            record.historyFile = name;
            record.persisted = true;
        } else {
            m_lastError = tr("Cannot write %1: %2").arg(dir.filePath(name), file.errorString());
        }
    }
    m_runs.push_back(std::move(record));
    prune();
    if (m_runs.back().persisted && !writeIndex()) {
        m_runs.back().persisted = false;
    }
    emit changed();
    return m_runs.back();
}

void RunHistory::markSaved(int index) {
    if (index >= 0 && index < count()) {
        m_runs[static_cast<std::size_t>(index)].persisted = true;
        emit changed();
    }
}

void RunHistory::remove(int index) {
    if (index < 0 || index >= count()) {
        return;
    }
    const QString file = m_runs[static_cast<std::size_t>(index)].historyFile;
    if (!file.isEmpty()) {
        QFile::remove(QDir(m_folder).filePath(file));
    }
    m_runs.erase(m_runs.begin() + index);
    writeIndex();
    emit changed();
}

int RunHistory::unsavedCount() const {
    int unsaved = 0;
    for (const RunRecord& record : m_runs) {
        unsaved += !record.persisted && !record.result.points.empty() ? 1 : 0;
    }
    return unsaved;
}

void RunHistory::prune() {
    while (count() > kMaxRuns) {
        const QString file = m_runs.front().historyFile;
        if (!file.isEmpty()) {
            QFile::remove(QDir(m_folder).filePath(file));
        }
        m_runs.erase(m_runs.begin());
    }
}

bool RunHistory::writeIndex() {
    QJsonArray entries;
    for (const RunRecord& record : m_runs) {
        if (record.historyFile.isEmpty()) {
            continue;
        }
        entries.append(
            QJsonObject{{QStringLiteral("file"), record.historyFile},
                        {QStringLiteral("preset"), record.origin.presetId},
                        {QStringLiteral("step"), record.origin.stepIndex},
                        {QStringLiteral("quick"), record.origin.quick},
                        {QStringLiteral("when"), record.finishedAt.toString(Qt::ISODateWithMs)}});
    }
    QSaveFile index(QDir(m_folder).filePath(kIndex));
    if (!index.open(QIODevice::WriteOnly) || index.write(QJsonDocument(entries).toJson()) < 0 ||
        !index.commit()) {
        m_lastError = tr("Cannot write %1: %2").arg(index.fileName(), index.errorString());
        return false;
    }
    return true;
}

}  // namespace ipclab::app
