#pragma once
/// The runs the report tests write and read back: a machine, ping-pong, stream, failed, lock,
/// one-sided and paced points with hand-chosen figures.
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "ipclab/report.hpp"

namespace ipclab::samples {

inline SystemInfo sampleMachine() {
    SystemInfo m;
    m.osName = "Debian GNU/Linux 12 (bookworm)";
    m.osVersion = "12";
    m.kernel = "Linux 6.1.0-18-amd64";
    m.cpuModel = "Intel(R) Xeon(R) CPU @ 2.20GHz";
    m.logicalCores = 2;
    m.architecture = "x86_64";
    m.virtualized = true;
    m.idleDriver = "haltpoll";
    m.hostName = "lab-01";
    m.compiler = "GNU 12.2.0";
    m.buildType = "RelWithDebInfo";
    m.appVersion = "0.1.0";
    m.date = "2026-11-21T22:30:00Z";
    return m;
}

// A ping-pong point with two repetitions and awkward doubles, aggregated the real way.
inline PointResult pingPongPoint() {
    PointResult p;
    p.mechanism = "pipe";
    p.pattern = Pattern::PingPong;
    p.placement = Placement::CrossCore;
    p.sizeBytes = 4096;
    p.ok = true;
    std::vector<double> pooled;
    for (int index = 0; index < 2; ++index) {
        std::vector<double> samples;
        for (int i = 1; i <= 50; ++i) {
            samples.push_back(1000.0 / 3.0 * i + index * 0.1 + 1e-7);
        }
        RepetitionResult r;
        r.index = index;
        r.latencyNs = summarize(samples);
        r.elapsedNs = 123456789.123456789 + index;
        r.lostMessages = static_cast<std::uint64_t>(index + 1);
        p.repetitions.push_back(r);
        pooled.insert(pooled.end(), samples.begin(), samples.end());
    }
    aggregatePoint(p, pooled);
    p.waitStrategy = WaitStrategy::SpinYield;
    p.initiatorCpuNsPerMessage = 1234.5 / 7.0;
    p.responderCpuNsPerMessage = -1;  // not measured
    p.contention.runnableThreads = 3.5;
    p.contention.logicalCpus = 2;
    p.contention.messages = 30'600;
    return p;
}

inline PointResult streamPoint() {
    PointResult p;
    p.mechanism = "tcp";
    p.pattern = Pattern::Stream;
    p.placement = Placement::SameCore;
    p.sizeBytes = 512 * 1024;
    p.ok = true;
    for (int index = 0; index < 3; ++index) {
        RepetitionResult r;
        r.index = index;
        r.bytesPerSecond = 3.57e9 + index * 1.0e7 / 7.0;
        r.messagesPerSecond = r.bytesPerSecond / (512 * 1024);
        r.elapsedNs = 2.5e8 / 3.0;
        p.repetitions.push_back(r);
    }
    aggregatePoint(p, {});
    p.initiatorCpuNsPerMessage = 800.25;
    p.responderCpuNsPerMessage = 950.125;
    return p;
}

// Failed before any repetition, with an error that needs quoting in CSV.
inline PointResult failedPoint() {
    PointResult p;
    p.mechanism = "thread.mutex";
    p.pattern = Pattern::PingPong;
    p.placement = Placement::Unpinned;
    p.sizeBytes = 64;
    p.ok = false;
    p.error = {FailureKind::MechanismError,
               Text::verbatim("peer timed out, last said \"bye\"\nafter 5000 ms")};
    return p;
}

inline RunResult sampleRun() {
    RunResult run;
    run.machine = sampleMachine();
    run.experiment.mechanisms = {"pipe", "tcp", "thread.mutex"};
    run.experiment.pattern = Pattern::PingPong;
    run.experiment.sizesBytes = {64, 4096, 512 * 1024};
    run.experiment.iterations = 50;
    run.experiment.warmup = 10;
    run.experiment.repetitions = 2;
    run.experiment.placement = Placement::CrossCore;
    run.experiment.peerTimeoutMs = 5000;
    run.experiment.verifyPayload = true;
    run.experiment.waitStrategy = WaitStrategy::Spin;
    run.experiment.parties = 5;
    run.experiment.gapUs = 250;
    run.experiment.keepCoresAwake = true;
    run.points = {pingPongPoint(), streamPoint(), failedPoint()};
    run.points[1].wallWithStartupMedianNs = 123'456'789.5;
    run.cancelled = true;
    return run;
}

// Lock, one-sided and paced points: the patterns added after the first files.
inline PointResult operationPoint(std::string mechanism, Pattern pattern, std::uint64_t lostEach) {
    PointResult p;
    p.mechanism = std::move(mechanism);
    p.pattern = pattern;
    p.sizeBytes = 64;
    p.ok = true;
    p.waitStrategy = WaitStrategy::Spin;
    for (int index = 0; index < 3; ++index) {
        RepetitionResult r;
        r.index = index;
        r.nsPerOperation = 41.0 / 3.0 + index;
        r.elapsedNs = 1.0e6 + index;
        r.lostMessages = lostEach;
        p.repetitions.push_back(r);
    }
    aggregatePoint(p, {});
    p.initiatorCpuNsPerMessage = 13.75;
    p.responderCpuNsPerMessage = pattern == Pattern::OneSided ? -1 : 12.5;
    return p;
}

inline PointResult pacedPoint() {
    PointResult p = pingPongPoint();
    p.mechanism = "udp";
    p.pattern = Pattern::Paced;
    std::vector<double> pooled{2.0e5, 1.0e5, 3.0e5};
    aggregatePoint(p, pooled);
    return p;
}

inline RunResult newPatternsRun() {
    RunResult run = sampleRun();
    run.experiment.pattern = Pattern::Lock;
    run.experiment.waitStrategy.reset();
    run.points = {operationPoint("thread.spin", Pattern::Lock, 0),
                  operationPoint("r000.sendto", Pattern::OneSided, 2), pacedPoint()};
    run.cancelled = false;
    return run;
}

}  // namespace ipclab::samples
