#include "ipclab/lab_service.hpp"

#include <utility>

#include "ipclab/mechanism_registry.hpp"
#include "ipclab/preset.hpp"
#include "ipclab/system_info.hpp"
#include "ipclab/validation.hpp"
#include "run/keep_awake_hold.hpp"

namespace ipclab {

LabService::LabService(RunnerOptions options) : m_options(std::move(options)) {}

StartupReport LabService::startUp() {
    StartupReport report;
    report.reclaimed = platform::reclaimLeftovers();
    return report;
}

RunResult LabService::run(const Experiment& experiment, RunObserver& observer, StopToken stop,
                          const std::string& remoteToken,
                          std::vector<ValidationError>* refused) const {
    if (auto problems = validate(experiment, registry()); !problems.empty()) {
        if (refused != nullptr) {
            *refused = std::move(problems);
        }
        RunResult result;
        result.experiment = experiment;
        result.machine = currentSystemInfo();
        return result;
    }
    RunnerOptions options = m_options;
    options.remoteToken = remoteToken;
    Runner runner(std::move(options));
    // Runs the callback at once when the stop came before the run: it is not forgotten.
    const StopCallback cancel(stop, [&runner] { runner.cancel(); });
    return runner.run(experiment, observer);
}

platform::Capability LabService::cpuPinning() {
    return platform::capabilities().cpuPinning;
}

const MechanismRegistry& LabService::registry() const {
    return m_options.registry != nullptr ? *m_options.registry : MechanismRegistry::builtin();
}

double LabService::estimateSeconds(const Experiment& experiment) {
    return ipclab::estimateSeconds(experiment);
}

std::string idleLatencyHoldUnavailableReason() {
    return detail::KeepAwakeHold::unavailableReason();
}

}  // namespace ipclab
