#include "controller/run_controller.hpp"

#include <QMetaObject>

#include "controller/run_worker.hpp"

namespace ipclab::app {

RunController::RunController(RunnerOptions options, QObject* parent)
    : QObject(parent), m_worker(new RunWorker(std::move(options))) {
    qRegisterMetaType<ipclab::Experiment>("ipclab::Experiment");
    qRegisterMetaType<ipclab::RunProgress>("ipclab::RunProgress");
    qRegisterMetaType<ipclab::PointResult>("ipclab::PointResult");
    qRegisterMetaType<ipclab::RunResult>("ipclab::RunResult");

    m_thread.setObjectName(QStringLiteral("ipclab-run"));
    m_worker->moveToThread(&m_thread);
    // Worker -> controller: queued, because the worker emits on its own thread.
    connect(m_worker, &RunWorker::started, this, &RunController::started, Qt::QueuedConnection);
    connect(m_worker, &RunWorker::progressed, this, &RunController::progress, Qt::QueuedConnection);
    connect(m_worker, &RunWorker::pointMeasured, this, &RunController::pointFinished,
            Qt::QueuedConnection);
    connect(m_worker, &RunWorker::pointProvisional, this, &RunController::pointUpdated,
            Qt::QueuedConnection);
    connect(
        m_worker, &RunWorker::finished, this,
        [this](const RunResult& result) {
            setRunning(false);
            emit finished(result);
        },
        Qt::QueuedConnection);
    connect(
        m_worker, &RunWorker::failed, this,
        [this](const QString& message) {
            setRunning(false);
            emit failed(message);
        },
        Qt::QueuedConnection);
    m_thread.start();
}

RunController::~RunController() {
    shutdown();
}

bool RunController::start(const Experiment& experiment, const std::string& remoteToken) {
    if (m_running || m_shutDown) {
        return false;
    }
    m_worker->resetCancel();  // safe: no run is going
    setRunning(true);
    QMetaObject::invokeMethod(
        m_worker,
        [worker = m_worker, experiment, remoteToken] { worker->run(experiment, remoteToken); },
        Qt::QueuedConnection);
    return true;
}

void RunController::stop() {
    if (m_running) {
        m_worker->cancel();
    }
}

void RunController::shutdown() {
    if (m_shutDown) {
        return;
    }
    m_shutDown = true;
    m_worker->cancel();
    m_thread.quit();
    m_thread.wait();  // the runner returns within a second of cancel()
    delete m_worker;
    m_worker = nullptr;
    if (m_running) {
        m_running = false;
        emit runningChanged(false);
    }
}

void RunController::setRunning(bool running) {
    if (m_running != running) {
        m_running = running;
        emit runningChanged(running);
    }
}

}  // namespace ipclab::app
