#include "run/round_scheduler.hpp"

#include <algorithm>
#include <utility>

namespace ipclab::detail {

RoundScheduler::RoundScheduler(const Experiment& experiment, RunObserver& observer,
                               const std::atomic<bool>& cancel)
    : m_experiment(experiment),
      m_observer(observer),
      m_cancel(cancel),
      m_rule{experiment.precision, experiment.minRounds},
      m_start(std::chrono::steady_clock::now()) {
    const std::vector<std::size_t> sizes = pointSizes(experiment);
    // Explicit CPU pairs multiply the points; without, one point per mechanism and size.
    const std::vector<CpuPair> pairs =
        experiment.cpuPairs.empty() ? std::vector<CpuPair>{CpuPair{}} : experiment.cpuPairs;
    for (const std::string& mechanism : experiment.mechanisms) {
        for (const std::size_t size : sizes) {
            for (const CpuPair& pair : pairs) {
                PointState state;
                state.key = {mechanism, size, pair};
                state.point.mechanism = mechanism;
                state.point.pattern = experiment.pattern;
                state.point.placement = placementOfPair(experiment.placement, pair);
                state.point.sizeBytes = size;
                state.point.cpus = pair;
                m_points.push_back(std::move(state));
            }
        }
    }
    if (experiment.selfComparison && !experiment.mechanisms.empty()) {
        for (std::size_t i = 0; i < sizes.size() * pairs.size(); ++i) {
            PointState copy = m_points[i];
            copy.point.selfComparison = true;
            m_points.push_back(std::move(copy));
        }
    }
}

std::uint64_t RoundScheduler::messagesPerRound(const PointKey& key) const {
    return m_experiment.warmup + chunksPerRepetition(m_experiment, key.sizeBytes);
}

RoundOutcome RoundScheduler::failedRound(std::size_t index, PointFailure error) const {
    RoundOutcome outcome;
    outcome.point = m_points[index].point;
    outcome.point.repetitions.clear();
    outcome.point.ok = false;
    outcome.point.error = std::move(error);
    return outcome;
}

double RoundScheduler::elapsedSeconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - m_start).count();
}

void RoundScheduler::reportProgress(std::size_t index, int roundsDone) {
    const PointState& state = m_points[index];
    // Work is counted in rounds: every point's fixed count, or (settle) its minimum, which
    // every point gets unless the budget runs out first.
    const int planned = m_experiment.settle ? m_experiment.minRounds : m_experiment.repetitions;
    double done = 0;
    for (std::size_t i = 0; i < m_points.size(); ++i) {
        const int rounds =
            i == index ? roundsDone : static_cast<int>(m_points[i].point.repetitions.size());
        done += m_points[i].finished ? planned : std::min(rounds, planned);
    }
    const double total = static_cast<double>(planned) * static_cast<double>(m_points.size());
    RunProgress progress;
    progress.pointIndex = index;
    progress.pointCount = m_points.size();
    progress.repetition = roundsDone;
    progress.repetitionCount = planned;
    progress.mechanism = state.key.mechanism;
    progress.sizeBytes = state.key.sizeBytes;
    progress.elapsedSeconds = elapsedSeconds();
    progress.fractionDone = total > 0 ? done / total : 0;
    if (done > 0) {
        progress.remainingSeconds = progress.elapsedSeconds * (total - done) / done;
    }
    if (m_experiment.settle) {
        // Past the minimum, unsettled points go on until the budget: the budget bounds it.
        const double budget = static_cast<double>(m_experiment.timeBudgetSeconds);
        const double left = std::max(budget - progress.elapsedSeconds, 0.0);
        progress.fractionDone =
            std::min(std::max(progress.fractionDone, progress.elapsedSeconds / budget), 0.99);
        progress.remainingSeconds =
            progress.remainingSeconds < 0 ? left : std::min(progress.remainingSeconds, left);
    }
    m_observer.progress(progress);
}

void RoundScheduler::merge(PointState& state, RoundOutcome&& outcome) {
    PointResult& point = state.point;
    PointResult& round = outcome.point;
    if (!state.started) {
        point.waitStrategy = round.waitStrategy;
        // Placement::Auto is resolved per mechanism: the point records where it ran.
        if (round.placement != Placement::Auto) {
            point.placement = round.placement;
        }
        state.started = true;
    }
    for (RepetitionResult& repetition : round.repetitions) {
        point.repetitions.push_back(std::move(repetition));
    }
    state.samplesNs.insert(state.samplesNs.end(), outcome.samplesNs.begin(),
                           outcome.samplesNs.end());
    state.openLoopSamplesNs.insert(state.openLoopSamplesNs.end(), outcome.openLoopSamplesNs.begin(),
                                   outcome.openLoopSamplesNs.end());
    if (round.wallWithStartupMedianNs > 0) {
        state.wallWithStartupNs.push_back(round.wallWithStartupMedianNs);
    }
    if (round.initiatorCpuNsPerMessage >= 0) {
        state.initiatorCpuSum += round.initiatorCpuNsPerMessage;
        ++state.initiatorCpuRounds;
    }
    if (round.responderCpuNsPerMessage >= 0) {
        state.responderCpuSum += round.responderCpuNsPerMessage;
        ++state.responderCpuRounds;
    }
    for (std::size_t i = 0; i < platform::kThreadCounterCount; ++i) {
        if (round.anatomy.initiator[i] >= 0) {
            state.initiatorCountSum[i] += round.anatomy.initiator[i];
            ++state.initiatorCountRounds[i];
        }
        if (round.anatomy.responder[i] >= 0) {
            state.responderCountSum[i] += round.anatomy.responder[i];
            ++state.responderCountRounds[i];
        }
    }
    if (point.anatomy.unavailable.empty()) {
        point.anatomy.unavailable = round.anatomy.unavailable;
    }
    if (round.initiatorPreemptions >= 0) {
        state.preemptions =
            std::max<std::int64_t>(state.preemptions, 0) + round.initiatorPreemptions;
    }
    if (round.contention.runnableThreads >= 0) {
        state.runnableThreads.push_back(round.contention.runnableThreads);
    }
    if (round.contention.logicalCpus > 0) {
        state.contention.logicalCpus = round.contention.logicalCpus;
    }
    state.contention.messages += round.contention.messages;
    if (!round.ok) {
        state.failed = true;
        point.error = round.error;
    }
}

PointResult RoundScheduler::aggregated(const PointState& state) const {
    PointResult point = state.point;
    aggregatePoint(point, state.samplesNs, m_rule, state.openLoopSamplesNs);
    // Every round moves the same number of messages: the rounds' mean is the point's figure.
    point.initiatorCpuNsPerMessage =
        state.initiatorCpuRounds > 0 ? state.initiatorCpuSum / state.initiatorCpuRounds : -1.0;
    point.responderCpuNsPerMessage =
        state.responderCpuRounds > 0 ? state.responderCpuSum / state.responderCpuRounds : -1.0;
    point.initiatorPreemptions = state.preemptions;
    for (std::size_t i = 0; i < platform::kThreadCounterCount; ++i) {
        point.anatomy.initiator[i] =
            state.initiatorCountRounds[i] > 0
                ? state.initiatorCountSum[i] / state.initiatorCountRounds[i]
                : -1.0;
        point.anatomy.responder[i] =
            state.responderCountRounds[i] > 0
                ? state.responderCountSum[i] / state.responderCountRounds[i]
                : -1.0;
    }
    // The median of the rounds' looks: one busy moment (a compiler starting) does not make a
    // point oversubscribed, other work through most rounds does.
    point.contention = state.contention;
    point.contention.runnableThreads =
        state.runnableThreads.empty() ? -1.0 : summarize(state.runnableThreads).median;
    // One round is one repetition with its own peer: the typical repetition's wall time, as
    // `time` reports one run (a sum over the rounds would read as N runs' start-ups).
    point.wallWithStartupMedianNs =
        state.wallWithStartupNs.empty() ? 0.0 : summarize(state.wallWithStartupNs).median;
    point.ok = !state.failed;
    point.partial = state.partial;
    return point;
}

void RoundScheduler::finish(PointState& state) {
    if (state.finished) {
        return;
    }
    state.finished = true;
    m_observer.pointFinished(aggregated(state));
}

bool RoundScheduler::startNextRound() {
    const int maxRounds = m_experiment.settle ? kMaxRepetitions : m_experiment.repetitions;
    if (++m_round >= maxRounds) {
        return false;
    }
    std::vector<std::size_t> active;
    for (std::size_t i = 0; i < m_points.size(); ++i) {
        if (!m_points[i].finished) {
            active.push_back(i);
        }
    }
    // The budget is checked between rounds, so that every point of a round is measured under
    // the same conditions: a run overruns it by at most one round.
    const double budget = static_cast<double>(m_experiment.timeBudgetSeconds);
    if (active.empty() || (m_experiment.settle && m_round > 0 && elapsedSeconds() >= budget)) {
        return false;
    }
    const std::uint64_t seed =
        m_experiment.roundSeed != 0 ? m_experiment.roundSeed : kDefaultRoundSeed;
    m_order = roundOrder(active, seed, m_round);
    m_nextInOrder = 0;
    return true;
}

std::optional<RoundTask> RoundScheduler::next() {
    if (m_done) {
        return std::nullopt;
    }
    m_cancelled = m_cancelled || m_cancel.load();
    if (m_cancelled || (m_nextInOrder == m_order.size() && !startNextRound())) {
        finishRun();
        return std::nullopt;
    }
    const RoundTask task{m_order[m_nextInOrder++], m_round};
    reportProgress(task.index, static_cast<int>(m_points[task.index].point.repetitions.size()));
    return task;
}

void RoundScheduler::record(const RoundTask& task, RoundOutcome&& outcome) {
    PointState& state = m_points[task.index];
    merge(state, std::move(outcome));
    if (state.failed && m_cancel.load()) {
        // The stop, not the mechanism, ended this round (a peer killed, say).
        m_cancelled = true;
    } else if (state.failed) {
        finish(state);
    } else if (m_experiment.settle && isSettled(roundValues(state.point), m_rule)) {
        finish(state);
    } else {
        m_observer.pointUpdated(aggregated(state));
    }
}

void RoundScheduler::finishRun() {
    m_done = true;
    // The rest ran their fixed count, or did not settle within the budget (their `settled`
    // says so), or the run was cancelled: then a point that had rounds to go keeps the rounds
    // it completed, marked partial (a round can end before the watchdog sees the cancel, so
    // the last round measured need not have failed).
    for (PointState& state : m_points) {
        if (!state.started) {
            continue;
        }
        if (m_cancelled && !state.finished) {
            keepWhatWasMeasured(state);
        }
        finish(state);
    }
}

void RoundScheduler::keepWhatWasMeasured(PointState& state) {
    if (!state.point.repetitions.empty()) {
        state.failed = false;
        state.partial = true;
        state.point.error = {};
    } else {
        state.failed = true;
        state.point.error = PointFailure::cancelled();
    }
}

std::vector<PointResult> RoundScheduler::takePoints() {
    std::vector<PointResult> points;
    for (const PointState& state : m_points) {
        if (state.started) {
            points.push_back(aggregated(state));
        }
    }
    return points;
}

}  // namespace ipclab::detail
