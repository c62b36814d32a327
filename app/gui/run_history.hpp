#pragma once
/// Every run of the window, newest last, autosaved so that a new run (even a failed one) never
/// replaces the last results: each run is written as a plain IPC Lab JSON file (File > Open and
/// `ipclab-cli chart` read it) into a history folder, with index.json naming its origin
/// (preset, step, quick). The folder is QStandardPaths::AppDataLocation/history unless given;
/// the oldest runs beyond kMaxRuns are deleted. GUI thread only.
#include <QObject>
#include <QString>
#include <QStringList>
#include <vector>

#include "gui/run_record.hpp"

namespace ipclab::app {

class RunHistory : public QObject {
    Q_OBJECT
  public:
    static constexpr int kMaxRuns = 50;

    /// `folder` empty: QStandardPaths::AppDataLocation + "/history". Reads what is there.
    explicit RunHistory(const QString& folder = QString(), QObject* parent = nullptr);

    /// Adds `record` and writes it; record.persisted tells whether the write worked (when it
    /// did not, lastError() says why and the run stays listed for this session).
    const RunRecord& add(RunRecord record);
    /// Marks run `index` as saved by the user to a file of their own.
    void markSaved(int index);
    void remove(int index);

    int count() const { return static_cast<int>(m_runs.size()); }
    const RunRecord& at(int index) const { return m_runs.at(static_cast<std::size_t>(index)); }
    const std::vector<RunRecord>& runs() const { return m_runs; }
    /// Runs with points that are neither in the history folder nor saved to a file.
    int unsavedCount() const;
    QString folder() const { return m_folder; }
    QString lastError() const { return m_lastError; }
    /// The entries load() could not read ("FILE: why"), each skipped: the rest stays usable.
    QStringList skipped() const { return m_skipped; }

  signals:
    void changed();

  private:
    void load();
    bool writeIndex();
    void prune();

    QString m_folder;
    QString m_lastError;
    QStringList m_skipped;
    std::vector<RunRecord> m_runs;
};

}  // namespace ipclab::app
