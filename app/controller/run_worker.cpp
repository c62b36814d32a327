#include "controller/run_worker.hpp"

#include <QStringList>

#include "charts/core_text.hpp"
#include "ipclab/mechanism_registry.hpp"

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

// What stopped the run, in the user's language: validate()'s problems (what Runner::run()
// refused it for), else its English.
QString RunWorker::problemsText(const Experiment& experiment, const std::string& english) const {
    const MechanismRegistry& registry =
        m_options.registry != nullptr ? *m_options.registry : MechanismRegistry::builtin();
    QStringList lines;
    for (const ValidationError& problem : validate(experiment, registry)) {
        lines << coreMessage(problem.text);
    }
    return lines.isEmpty() ? QString::fromStdString(english) : lines.join(QLatin1Char('\n'));
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

}  // namespace ipclab::app
