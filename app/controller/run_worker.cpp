#include "controller/run_worker.hpp"

#include <QStringList>

#include "charts/core_text.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/validation.hpp"

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

// What stopped the run, in the user's language: validate()'s problems (what Runner::run()
// refused it for), else its English.
QString RunWorker::problemsText(const Experiment& experiment, const std::string& english) const {
    QStringList lines;
    for (const ValidationError& problem : validate(experiment, m_service.registry())) {
        lines << coreMessage(problem.text);
    }
    return lines.isEmpty() ? QString::fromStdString(english) : lines.join(QLatin1Char('\n'));
}

void RunWorker::run(const Experiment& experiment, const std::string& remoteToken) {
    StopToken stop;
    {
        const std::lock_guard lock(m_stopMutex);
        stop = m_stop.token();
    }
    std::string error;
    RunResult result = m_service.run(experiment, *this, stop, remoteToken, &error);
    if (result.points.empty() && !result.cancelled && !error.empty()) {
        emit failed(problemsText(experiment, error));
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
