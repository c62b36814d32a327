#include "gui/run_history.hpp"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMetaObject>
#include <QStandardPaths>
#include <algorithm>
#include <filesystem>

#include "ipclab/output_file.hpp"
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

// A name this history gave a run ("run-....json"), nothing with a folder in it: an index
// edited by hand must not make prune() delete a file elsewhere.
bool isHistoryFileName(const QString& file) {
    return file.startsWith(QStringLiteral("run-")) && file.endsWith(QStringLiteral(".json")) &&
           !file.contains(QLatin1Char('/')) && !file.contains(QLatin1Char('\\'));
}

// Written into the file (output_file.hpp), never renamed over it; "" or why not. Only a
// regular file or a new one: a device or a FIFO in the history folder is nobody's history.
QString writeHistoryFile(const QString& path, const std::string& bytes) {
    const std::string file = QFile::encodeName(path).toStdString();
    std::error_code error;
    const auto status = std::filesystem::status(file, error);
    if (std::filesystem::exists(status) && !std::filesystem::is_regular_file(status)) {
        return QStringLiteral("it is not a regular file");
    }
    const platform::Status written = writeIntoFile(file, bytes);
    return written ? QString() : QString::fromStdString(written.error().message);
}

}  // namespace

LoadedHistory readHistory(const QString& folder) {
    LoadedHistory history;
    const QString indexPath = QDir(folder).filePath(kIndex);
    if (!QFileInfo::exists(indexPath) && !QFileInfo(indexPath).isSymLink()) {
        return history;  // no history yet
    }
    // Through core's bounded reader: a FIFO, a device or a huge file is refused before it is
    // read (a symlink to /dev/zero aborted every start, a FIFO blocked it for ever).
    const Expected<std::string> text = readResultFile(QFile::encodeName(indexPath).toStdString());
    if (!text) {
        history.skipped << RunHistory::tr("%1: %2").arg(
            kIndex, QString::fromStdString(text.error().message));
        return history;
    }
    if (text->size() > static_cast<std::size_t>(kMaxIndexBytes)) {
        history.skipped << RunHistory::tr("%1: %2 bytes, more than the %3 a history index may have")
                               .arg(kIndex)
                               .arg(text->size())
                               .arg(kMaxIndexBytes);
        return history;
    }
    const QJsonArray entries = QJsonDocument::fromJson(QByteArray::fromStdString(*text)).array();
    // Only the newest kMaxRuns entries are read (the index lists the oldest first): a start
    // takes the same time however long the index grew. The older runs' files stay where they
    // are; the next index written no longer lists them.
    const qsizetype first = std::max<qsizetype>(0, entries.size() - RunHistory::kMaxRuns);
    for (qsizetype at = first; at < entries.size(); ++at) {
        const QJsonObject entry = entries.at(at).toObject();
        const QString file = entry.value(QStringLiteral("file")).toString();
        if (!isHistoryFileName(file) || !QFile::exists(QDir(folder).filePath(file))) {
            continue;  // deleted by hand, or not a file of this folder: never read nor removed
        }
        // Read within core's bounds (size, depth, numbers): a damaged or hostile file is
        // skipped and said, never fatal.
        const std::string path = QFile::encodeName(QDir(folder).filePath(file)).toStdString();
        Expected<std::string> run = readResultFile(path);
        Expected<RunResult> parsed = run ? fromJson(*run) : Expected<RunResult>(run.error());
        if (!parsed.ok()) {
            history.skipped << RunHistory::tr("%1: %2").arg(
                file, QString::fromStdString(parsed.error().message));
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
        history.runs.push_back(std::move(record));
    }
    return history;
}

RunHistory::RunHistory(const QString& folder, QObject* parent, Load load)
    : QObject(parent), m_folder(folder.isEmpty() ? defaultFolder() : folder) {
    if (load == Load::Now) {
        adopt(readHistory(m_folder));
    }
}

RunHistory::~RunHistory() {
    if (m_loading.valid()) {
        m_loading.wait();  // its thread reads files only; nothing of this object
    }
}

void RunHistory::startLoading() {
    if (m_loaded || m_loading.valid()) {
        return;
    }
    // The thread touches only the files and its own result; the queued call takes the result
    // on this object's thread (and is dropped with the object if it goes first).
    m_loading = std::async(std::launch::async, [this, folder = m_folder] {
        LoadedHistory history = readHistory(folder);
        QMetaObject::invokeMethod(this, &RunHistory::ensureLoaded, Qt::QueuedConnection);
        return history;
    });
}

void RunHistory::ensureLoaded() {
    if (m_loaded) {
        return;
    }
    adopt(m_loading.valid() ? m_loading.get() : readHistory(m_folder));
}

// add() and remove() load first, so nothing is here yet to keep.
void RunHistory::adopt(LoadedHistory history) {
    m_skipped = std::move(history.skipped);
    m_runs = std::move(history.runs);
    m_loaded = true;
    emit changed();
    emit loaded();
}

const RunRecord& RunHistory::add(RunRecord record) {
    ensureLoaded();  // the index written below lists every run
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
        const std::string json = toJson(record.result) + "\n";
        if (const QString problem = writeHistoryFile(dir.filePath(name), json); problem.isEmpty()) {
            record.historyFile = name;
            record.persisted = true;
        } else {
            m_lastError = tr("Cannot write %1: %2").arg(dir.filePath(name), problem);
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
    ensureLoaded();  // the same runs (only a loaded history lists any)
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
    const QString path = QDir(m_folder).filePath(kIndex);
    const QByteArray json = QJsonDocument(entries).toJson();
    if (const QString problem = writeHistoryFile(path, json.toStdString()); !problem.isEmpty()) {
        m_lastError = tr("Cannot write %1: %2").arg(path, problem);
        return false;
    }
    return true;
}

}  // namespace ipclab::app
