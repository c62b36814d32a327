#pragma once
// Results made by hand for the lab report's tests: each point's rounds spread around a chosen
// figure, so that the report's sentences are known beforehand.
#include <vector>

#include "ipclab/report.hpp"
#include "ipclab/result.hpp"
#include "ipclab/statistics.hpp"

namespace ipclab::test {

// Each round's median is base x factor; the samples spread evenly around it.
inline PointResult reportPoint(const std::string& mechanism, std::size_t size, double base,
                               const std::vector<double>& factors) {
    PointResult p;
    p.mechanism = mechanism;
    p.pattern = Pattern::PingPong;
    p.placement = Placement::SameCore;
    p.sizeBytes = size;
    p.ok = true;
    std::vector<double> pooled;
    for (std::size_t round = 0; round < factors.size(); ++round) {
        std::vector<double> samples;
        for (int i = 0; i <= 100; ++i) {
            samples.push_back(base * factors[round] * (1.0 + 0.002 * (i - 50)));
        }
        RepetitionResult repetition;
        repetition.index = static_cast<int>(round);
        repetition.latencyNs = summarize(samples);
        p.repetitions.push_back(repetition);
        pooled.insert(pooled.end(), samples.begin(), samples.end());
    }
    aggregatePoint(p, pooled);
    // CPU per message: a little under the figure on each side.
    p.initiatorCpuNsPerMessage = 0.9 * base;
    p.responderCpuNsPerMessage = 0.8 * base;
    return p;
}

inline const std::vector<double> kSteady{1.00, 1.01, 0.99, 1.02, 0.98, 1.00, 1.01, 0.99, 1.00};
// Against kSteady, round by round: ratios around 1 either side, the interval holds 1.
inline const std::vector<double> kNoisy{0.96, 1.05, 0.97, 1.06, 0.95, 1.03, 1.04, 0.98, 1.01};

/// thread.mutex, pipe and uds at 64 B and 64 KiB on another (virtual) machine: pipe slower at
/// 64 B, faster at 64 KiB (it overtakes), uds within noise at both.
inline RunResult reportSampleRun() {
    RunResult run;
    run.machine.cpuModel = "Test CPU";
    run.machine.hostName = "not-this-host";
    run.machine.osName = "Linux";
    run.machine.logicalCores = 2;
    run.machine.virtualized = true;
    run.machine.appVersion = "0.1.0";
    run.machine.date = "2026-01-02T03:04:05Z";
    run.experiment.mechanisms = {"thread.mutex", "pipe", "uds"};
    run.experiment.sizesBytes = {64, 65536};
    run.experiment.placement = Placement::SameCore;
    run.experiment.iterations = 2000;
    run.experiment.warmup = 200;
    run.experiment.repetitions = static_cast<int>(kSteady.size());
    std::vector<double> slower;
    for (double factor : kSteady) {
        slower.push_back(1.3 * factor);
    }
    run.points.push_back(reportPoint("thread.mutex", 64, 1000, kSteady));
    run.points.push_back(reportPoint("pipe", 64, 1000, slower));
    run.points.push_back(reportPoint("uds", 64, 1000, kNoisy));
    // At 64 KiB pipe overtakes thread.mutex.
    run.points.push_back(reportPoint("thread.mutex", 65536, 20000, slower));
    run.points.push_back(reportPoint("pipe", 65536, 20000, kSteady));
    run.points.push_back(reportPoint("uds", 65536, 20000, kNoisy));
    return run;
}

}  // namespace ipclab::test
