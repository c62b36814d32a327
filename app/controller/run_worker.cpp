#include "controller/run_worker.hpp"

#include <QStringList>

#include "charts/core_text.hpp"

namespace ipclab::app {

RunWorker::RunWorker(RunnerOptions options) : m_service(std::move(options)) {}

void RunWorker::cancel() noexcept {
    const std::lock_guard lock(m_stopMutex);
    m_stop.requestStop();
}

void RunWorker::resetCancel() noexcept {
    const std::lock_guard lock(m_stopMutex);
    m_stop = StopSource();
}

void RunWorker::run(const Experiment& experiment, const std::string& remoteToken) {
    StopToken stop;
    {
        const std::lock_guard lock(m_stopMutex);
        stop = m_stop.token();
    }
    std::vector<ValidationError> refused;
    RunResult result = m_service.run(experiment, *this, stop, remoteToken, &refused);
    if (!refused.empty()) {
        // What the service refused the run for, in the user's language.
        QStringList lines;
        for (const ValidationError& problem : refused) {
            lines << coreMessage(problem.text);
        }
        emit failed(lines.join(QLatin1Char('\n')));
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

void RunWorker::pointUpdated(const PointResult& point) {
    emit pointProvisional(point);
}

}  // namespace ipclab::app
