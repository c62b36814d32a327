#pragma once
/// Owns the measurement thread and its RunWorker; lives on the GUI thread. Start a run, stop
/// it, and receive its progress as signals on the GUI thread. Destroying the controller (or
/// shutdown()) cancels a running experiment and waits for the worker thread to end.
#include <QObject>
#include <QThread>

#include "ipclab/result.hpp"
#include "ipclab/run_observer.hpp"
#include "ipclab/runner_options.hpp"

namespace ipclab::app {

class RunWorker;

class RunController : public QObject {
    Q_OBJECT
  public:
    explicit RunController(RunnerOptions options = {}, QObject* parent = nullptr);
    ~RunController() override;

    /// Queues `experiment` on the worker thread. False (and nothing happens) while a run goes.
    /// `remoteToken`: the shared secret of Experiment::remotePeer (never stored in results).
    bool start(const Experiment& experiment, const std::string& remoteToken = {});
    /// Asks the running experiment to stop; finished() follows with what was measured.
    void stop();
    /// Cancels any run and waits for the worker thread to end. The controller is unusable after.
    void shutdown();
    bool isRunning() const { return m_running; }

  signals:
    void started(const ipclab::Experiment& experiment, quint64 pointCount);
    void progress(const ipclab::RunProgress& progress);
    void pointFinished(const ipclab::PointResult& point);
    /// After each round of a point that is not finished: its figures so far (runs in rounds
    /// finish most points near their end; a settle run drew nothing for two minutes).
    void pointUpdated(const ipclab::PointResult& point);
    void finished(const ipclab::RunResult& result);
    void failed(const QString& message);
    void runningChanged(bool running);

  private:
    void setRunning(bool running);

    QThread m_thread;
    RunWorker* m_worker = nullptr;  // lives in m_thread; deleted after the thread ends
    bool m_running = false;
    bool m_shutDown = false;
};

}  // namespace ipclab::app
