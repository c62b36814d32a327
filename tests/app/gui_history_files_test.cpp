// The GUI's own files, hostile or overgrown (issue 35, items 1 and 2): the history index and
// the settings file are read through bounds (a FIFO or a device is refused, never waited on
// nor read without end), a start reads a bounded number of entries, an index never makes the
// history delete a file outside its folder, and what the GUI writes goes into its files, never
// over a FIFO or a device put in their place. FIFOs and symlinks to devices: Linux only.
#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTemporaryDir>
#include <chrono>
#include <filesystem>
#include <future>
#include <memory>

#include "gui/app_settings.hpp"
#include "gui/close_guard.hpp"
#include "gui/main_window.hpp"
#include "gui/run_history.hpp"
#include "gui_support.hpp"
#include "ipclab/report.hpp"

#if defined(__linux__)
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace ipclab::app {
namespace {

namespace fs = std::filesystem;

// A run shaped as ipclab-cli chart's tests write them (every figure a measurement has).
RunRecord sampleRecord(int minute) {
    RunRecord record;
    record.result.machine.cpuModel = "Test CPU";
    record.result.machine.hostName = "testhost";
    record.result.machine.date = "2026-01-02T03:04:05Z";
    record.result.experiment.pattern = Pattern::PingPong;
    record.result.experiment.mechanisms = {"pipe"};
    record.result.experiment.sizesBytes = {64};
    PointResult point;
    point.mechanism = "pipe";
    point.pattern = Pattern::PingPong;
    point.sizeBytes = 64;
    point.ok = true;
    point.repetitions.resize(3);
    const double ns = 1000.0 + minute;
    point.latencyNs = {1000, ns * 0.8, ns, ns, ns * 1.2, ns * 2, ns * 3, ns * 4, ns * 0.1};
    point.latencyCi95 = {3, ns, ns * 0.95, ns * 1.05};
    record.result.points = {point};
    record.finishedAt = QDateTime(QDate(2026, 11, 28), QTime(10, 0).addSecs(60 * minute));
    return record;
}

QString runName(int at) {
    return QStringLiteral("run-%1.json").arg(at, 4, 10, QLatin1Char('0'));
}

// A history folder's runs 0 .. entries - 1 and its index, `outsider` (if any) listed first
// and last.
bool writeHistory(const QString& folder, int entries, const QString& outsider = QString()) {
    QJsonArray index;
    if (!outsider.isEmpty()) {
        index.append(QJsonObject{{QStringLiteral("file"), outsider}});
    }
    for (int at = 0; at < entries; ++at) {
        const QString name = runName(at);
        QFile file(QDir(folder).filePath(name));
        if (!file.open(QIODevice::WriteOnly)) {
            return false;
        }
        file.write(QByteArray::fromStdString(toJson(sampleRecord(at).result)));
        index.append(QJsonObject{{QStringLiteral("file"), name}});
    }
    if (!outsider.isEmpty()) {
        index.append(QJsonObject{{QStringLiteral("file"), outsider}});
    }
    QFile file(QDir(folder).filePath(QStringLiteral("index.json")));
    return file.open(QIODevice::WriteOnly) && file.write(QJsonDocument(index).toJson()) > 0;
}

#if defined(__linux__)

/// Opens `fifo` for writing and closes it again until `done` is ready: a reader that blocked
/// on the FIFO is released, so a regression fails the test instead of hanging it.
template <class T>
bool finishesWithoutWaitingOn(const std::string& fifo, std::future<T>& done) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    bool blocked = false;
    while (done.wait_for(std::chrono::milliseconds(50)) != std::future_status::ready) {
        if (std::chrono::steady_clock::now() > deadline) {
            blocked = true;
            if (const int unblock = ::open(fifo.c_str(), O_WRONLY | O_NONBLOCK); unblock >= 0) {
                ::close(unblock);
            }
        }
    }
    return !blocked;
}

TEST(GuiHistoryFiles, AnIndexThatIsAFifoOrADeviceIsRefusedAndNeverReplaced) {
    QTemporaryDir folder;
    ASSERT_TRUE(folder.isValid());
    const std::string index = folder.filePath("index.json").toStdString();
    ASSERT_EQ(::mkfifo(index.c_str(), 0600), 0);
    auto loaded = std::async(std::launch::async, [&] {
        auto history = std::make_unique<RunHistory>(folder.path());
        // Used and deleted by this thread.
        history->moveToThread(QCoreApplication::instance()->thread());
        return history;
    });
    ASSERT_TRUE(finishesWithoutWaitingOn(index, loaded)) << "the start waited on the FIFO";
    std::unique_ptr<RunHistory> history = loaded.get();
    EXPECT_EQ(history->count(), 0);
    ASSERT_EQ(history->skipped().size(), 1);
    EXPECT_TRUE(history->skipped().front().contains("FIFO"))
        << history->skipped().front().toStdString();
    // A new run is still kept as its own file; the index is not written over the FIFO.
    const RunRecord& added = history->add(sampleRecord(0));
    EXPECT_FALSE(added.persisted);
    EXPECT_TRUE(history->lastError().contains("not a regular file"))
        << history->lastError().toStdString();
    EXPECT_TRUE(fs::is_fifo(index)) << "the FIFO was replaced";
    EXPECT_TRUE(QFile::exists(folder.filePath(added.historyFile)));

    // A symlink to /dev/zero: refused before anything is read (it aborted every start).
    fs::remove(index);
    fs::create_symlink("/dev/zero", index);
    const RunHistory zero(folder.path());
    ASSERT_EQ(zero.skipped().size(), 1);
    EXPECT_TRUE(zero.skipped().front().contains("device")) << zero.skipped().front().toStdString();
    EXPECT_TRUE(fs::is_symlink(index));
    EXPECT_TRUE(fs::is_character_file("/dev/zero"));
}

TEST(GuiHistoryFiles, ASettingsFileThatIsAFifoIsNeitherReadNorReplaced) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.path());
    ASSERT_TRUE(QDir(dir.path()).mkpath(QStringLiteral("IPC Lab")));
    const std::string ini = dir.filePath("IPC Lab/ipclab.ini").toStdString();
    ASSERT_EQ(::mkfifo(ini.c_str(), 0600), 0);
    auto opened = std::async(std::launch::async, [] {
        const std::unique_ptr<QSettings> settings(newAppSettings());
        saveLanguage(*settings, QStringLiteral("de"));  // kept for the session only
        return savedLanguage(*settings);
    });
    const bool quick = finishesWithoutWaitingOn(ini, opened);
    // Back to the folder every other test of this binary uses (the environment's HOME).
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope,
                       QString::fromLocal8Bit(qgetenv("HOME")));
    ASSERT_TRUE(quick) << "the settings waited on the FIFO";
    EXPECT_EQ(opened.get(), QStringLiteral("de"));
    EXPECT_TRUE(fs::is_fifo(ini)) << "the FIFO was replaced";
}

#endif

TEST(GuiHistoryFiles, AStartReadsTheNewestEntriesOnlyAndNeverDeletesOutsideTheFolder) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString folder = dir.filePath(QStringLiteral("history"));
    ASSERT_TRUE(QDir().mkpath(folder));
    const QString outside = dir.filePath(QStringLiteral("thesis.json"));
    {
        QFile file(outside);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(toJson(sampleRecord(0).result)));
    }
    // An index far longer than the history keeps, its oldest entry pointing out of the folder.
    const int entries = RunHistory::kMaxRuns * 4;
    ASSERT_TRUE(writeHistory(folder, entries, QStringLiteral("../thesis.json")));
    RunHistory history(folder);
    // The newest kMaxRuns - 1 run files (the last entry is the outsider, not read).
    ASSERT_EQ(history.count(), RunHistory::kMaxRuns - 1);
    EXPECT_EQ(history.runs().back().historyFile, runName(entries - 1));
    EXPECT_EQ(history.runs().front().historyFile, runName(entries - RunHistory::kMaxRuns + 1));
    history.add(sampleRecord(entries));
    history.add(sampleRecord(entries + 1));
    EXPECT_EQ(history.count(), RunHistory::kMaxRuns);
    EXPECT_TRUE(QFile::exists(outside)) << "the history deleted a file outside its folder";
    // Runs the start did not read are still on disk: nothing measured was deleted unread.
    EXPECT_TRUE(QFile::exists(QDir(folder).filePath(runName(0))));
}

// Issue 35, item 2: the history was read on the GUI thread while the window was built (10,000
// entries took 12 s before the window showed). The window is built without reading it; the
// list fills when the reading, on a thread of its own, is done.
TEST(GuiHistoryFiles, TheWindowShowsAtOnceAndItsHistoryFillsWhenRead) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString folder = dir.filePath(QStringLiteral("history"));
    ASSERT_TRUE(QDir().mkpath(folder));
    ASSERT_TRUE(writeHistory(folder, RunHistory::kMaxRuns));
    MainWindow window(nullptr, folder);
    window.setCloseAsker([](const CloseQuestion&) { return CloseChoice::Discard; });
    EXPECT_FALSE(window.history()->isLoaded()) << "the history was read while the window was built";
    EXPECT_EQ(window.history()->count(), 0);
    window.show();
    ASSERT_TRUE(test::waitFor([&] { return window.history()->isLoaded(); }));
    EXPECT_EQ(window.history()->count(), RunHistory::kMaxRuns);
    EXPECT_EQ(window.history()->runs().back().historyFile, runName(RunHistory::kMaxRuns - 1));
    window.close();
}

}  // namespace
}  // namespace ipclab::app
