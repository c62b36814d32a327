#include "controller/run_worker.hpp"

namespace ipclab::app {

RunWorker::RunWorker(RunnerOptions options) : m_runner(std::move(options)) {}

void RunWorker::run(const Experiment& experiment) {
    std::string error;
    RunResult result = m_runner.run(experiment, *this, &error);
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
