#pragma once
/// Runs experiments through core's LabService on its own thread (moved to a QThread by
/// RunController) and reports as value-type signals, which reach GUI-thread receivers as queued
/// calls. cancel() is thread-safe and is the only member called from another thread.
#include <QObject>
#include <QString>
#include <mutex>

#include "ipclab/lab_service.hpp"
#include "ipclab/run_observer.hpp"
#include "ipclab/stop.hpp"

namespace ipclab::app {

class RunWorker : public QObject, public RunObserver {
    Q_OBJECT
  public:
    explicit RunWorker(RunnerOptions options = {});

    /// Any thread: makes the current run() return within a second with what it measured.
    void cancel() noexcept;
    /// Any thread, while no run is going: forgets an earlier cancel() before the next run().
    void resetCancel() noexcept;

  public slots:
    /// Worker thread: measures `experiment`, blocking this thread until done or cancelled.
    /// `remoteToken` is the shared secret for Experiment::remotePeer (empty for local runs);
    /// it is handed to the runner only, never stored in a result.
    void run(const ipclab::Experiment& experiment, const std::string& remoteToken = {});

  signals:
    void started(const ipclab::Experiment& experiment, quint64 pointCount);
    void progressed(const ipclab::RunProgress& progress);
    void pointMeasured(const ipclab::PointResult& point);
    /// A point that goes on after a round: its figures over the rounds so far.
    void pointProvisional(const ipclab::PointResult& point);
    /// The run ended (completely, cancelled, or with failed points): everything measured.
    void finished(const ipclab::RunResult& result);
    /// Nothing could run (e.g. the experiment was invalid); `message` says why.
    void failed(const QString& message);

  private:
    // RunObserver, called on the worker thread by the runner.
    void runStarted(const Experiment& experiment, std::size_t pointCount) override;
    void progress(const RunProgress& progress) override;
    void pointFinished(const PointResult& point) override;
    void pointUpdated(const PointResult& point) override;

    const LabService m_service;
    // The stop of the current (or next) run: cancel() requests it from the GUI thread,
    // resetCancel() replaces it between runs, run() takes its token.
    std::mutex m_stopMutex;
    StopSource m_stop;  // guarded by m_stopMutex
};

}  // namespace ipclab::app
