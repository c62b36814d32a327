#pragma once
/// Every run of the window, newest last, autosaved so that a new run (even a failed one) never
/// replaces the last results: each run is written as a plain IPC Lab JSON file (File > Open and
/// `ipclab-cli chart` read it) into a history folder, with index.json naming its origin
/// (preset, step, quick). The folder is QStandardPaths::AppDataLocation/history unless given;
/// the oldest runs beyond kMaxRuns are deleted. GUI thread only, but for the reading of the
/// folder, which Load::InBackground does on a thread of its own (startLoading()).
#include <QObject>
#include <QString>
#include <QStringList>
#include <future>
#include <vector>

#include "gui/run_record.hpp"

namespace ipclab::app {

/// What a history folder holds: its newest RunHistory::kMaxRuns runs, oldest first, and the
/// entries that could not be read ("FILE: why"). Every file through core's bounded reader.
struct LoadedHistory {
    std::vector<RunRecord> runs;
    QStringList skipped;
};

/// Reads the history in `folder`; any thread (touches nothing but the files).
LoadedHistory readHistory(const QString& folder);

class RunHistory : public QObject {
    Q_OBJECT
  public:
    static constexpr int kMaxRuns = 50;
    /// Now: the constructor reads the folder. InBackground: nothing is read until
    /// startLoading() (or an add() or remove(), which read it first if it is not yet).
    enum class Load { Now, InBackground };

    /// `folder` empty: QStandardPaths::AppDataLocation + "/history".
    explicit RunHistory(const QString& folder = QString(), QObject* parent = nullptr,
                        Load load = Load::Now);
    /// Waits for a reading in progress (bounded: kMaxRuns files of bounded size).
    ~RunHistory() override;

    /// Reads the folder on a thread of its own; loaded() on this object's thread when the runs
    /// are in. Does nothing once loading has begun.
    void startLoading();
    bool isLoaded() const { return m_loaded; }

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
    /// The folder's runs are in (after startLoading(), or at once with Load::Now).
    void loaded();

  private:
    /// Takes what the folder held.
    void adopt(LoadedHistory history);
    /// The reading in progress, waited for and taken; or the folder read here if never begun.
    void ensureLoaded();
    bool writeIndex();
    void prune();

    QString m_folder;
    QString m_lastError;
    QStringList m_skipped;
    std::vector<RunRecord> m_runs;
    bool m_loaded = false;
    std::future<LoadedHistory> m_loading;  // valid while a reading is in progress or unclaimed
};

}  // namespace ipclab::app
