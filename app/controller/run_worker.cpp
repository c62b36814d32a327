#include "controller/run_worker.hpp"

namespace ipclab::app {

RunWorker::RunWorker(RunnerOptions options)
    : m_options(std::move(options)), m_runner(std::make_unique<Runner>(m_options)) {}

void RunWorker::cancel() noexcept {
    const std::lock_guard lock(m_runnerMutex);
    m_cancelRequested = true;
    m_runner->cancel();
}

void RunWorker::resetCancel() noexcept {
    const std::lock_guard lock(m_runnerMutex);
    m_cancelRequested = false;
    m_runner->reset();
}

void RunWorker::run(const Experiment& experiment, const std::string& remoteToken) {
    Runner* runner = nullptr;
    {
        const std::lock_guard lock(m_runnerMutex);
        if (remoteToken != m_options.remoteToken) {
            m_options.remoteToken = remoteToken;
            m_runner = std::make_unique<Runner>(m_options);
            // A fresh runner would forget a Stop pressed before this slot ran: pass it on.
            if (m_cancelRequested) {
                m_runner->cancel();
            }
        }
        runner = m_runner.get();
    }
    std::string error;
    RunResult result = runner->run(experiment, *this, &error);
    if (result.points.empty() && !result.cancelled && !error.empty()) {
        emit failed(QString::fromStdString(error));
        return;
    }
    emit finished(result);
}

void RunWorker::runStarted(const Experiment& experiment, std::size_t pointCount) {
    emit started(experiment, static_cast<quint64>(pointCount));
}

void RunWorker::progress(const RunProgress& progress) {
    emit progressed(progress);
}

void RunWorker::pointFinished(const PointResult& point) {
    emit pointMeasured(point);
}

}  // namespace ipclab::app
