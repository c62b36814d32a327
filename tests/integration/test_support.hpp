#pragma once
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include "ipclab/runner.hpp"

namespace ipclab::test {

/// A small experiment that checks every byte.
inline Experiment smallExperiment(std::vector<std::string> mechanisms, Pattern pattern,
                                  std::vector<std::size_t> sizes) {
    Experiment experiment;
    experiment.mechanisms = std::move(mechanisms);
    experiment.pattern = pattern;
    experiment.sizesBytes = std::move(sizes);
    experiment.iterations = 40;
    experiment.warmup = 5;
    experiment.repetitions = 2;
    experiment.peerTimeoutMs = 20'000;
    experiment.verifyPayload = true;
    return experiment;
}

/// The registered mechanism `id`. A mechanism the build lacks fails the test here (gtest reports
/// the exception), not with a null dereference.
inline Mechanism& registeredMechanism(const std::string& id) {
    Mechanism* found = MechanismRegistry::builtin().find(id);
    if (found == nullptr) {
        throw std::runtime_error("no mechanism " + id + " is registered");
    }
    return *found;
}

inline RunnerOptions testRunnerOptions() {
    RunnerOptions options;
    options.peerExecutable = IPCLAB_PEER_PATH;
    return options;
}

/// Records everything the runner reports.
class RecordingObserver : public RunObserver {
  public:
    void runStarted(const Experiment&, std::size_t count) override { pointCount = count; }
    void progress(const RunProgress& value) override {
        ++progressCalls;
        lastProgress = value;
        if (onProgress) {
            onProgress(value);
        }
    }
    void pointFinished(const PointResult& point) override { finished.push_back(point); }
    void runFinished(const RunResult&) override { ++runFinishedCalls; }

    std::size_t pointCount = 0;
    int progressCalls = 0;
    RunProgress lastProgress;
    std::vector<PointResult> finished;
    int runFinishedCalls = 0;
    std::function<void(const RunProgress&)> onProgress;
};

}  // namespace ipclab::test
