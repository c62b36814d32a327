#include "run/round_summary.hpp"

#include <algorithm>

#include "ipclab/platform/clock.hpp"
#include "ipclab/platform/cpu.hpp"
#include "ipclab/platform/scheduling.hpp"
#include "ipclab/statistics.hpp"

namespace ipclab::detail {

namespace {

MessageAnatomy::PerMessage perMessage(const platform::ThreadCounts& counts,
                                      std::uint64_t messages) {
    MessageAnatomy::PerMessage values = MessageAnatomy::unknown();
    for (std::size_t i = 0; i < counts.size(); ++i) {
        if (counts[i] >= 0 && messages > 0) {
            values[i] = static_cast<double>(counts[i]) / static_cast<double>(messages);
        }
    }
    return values;
}

}  // namespace

void RoundSummary::begin() {
    if (m_spec.countEvents) {
        // Opened and read before the first repetition's clock starts (tens of µs).
        m_counters.emplace(platform::ThreadCounters::openForThisThread());
        m_countsBefore = m_counters->read();
        for (std::size_t i = 0; i < platform::kThreadCounterCount; ++i) {
            const auto counter = static_cast<platform::ThreadCounter>(i);
            if (!m_counters->unavailableReason(counter).empty()) {
                m_point.anatomy.unavailable.push_back(
                    std::string(platform::ThreadCounters::kNames[i]) + ": " +
                    m_counters->unavailableReason(counter));
            }
        }
    }
    m_cpuStartNs = platform::threadCpuTimeNs();
    m_preemptedBefore = platform::involuntaryContextSwitchesOfThisThread();
    lookAtRunnable();
}

void RoundSummary::lookAtRunnable() {
    if (const int runnable = platform::runnableThreads(); runnable >= 0) {
        m_runnableSum += runnable;
        ++m_runnableLooks;
    }
}

void RoundSummary::addRepetition(int index, const RepetitionFigures& figures) {
    m_point.repetitions.push_back(summarizeRepetition(m_spec, m_round + index, figures));
    if (figures.cpuNs >= 0) {
        m_messagesCpuNs = std::max(m_messagesCpuNs, 0.0) + figures.cpuNs;
    }
    m_pooledNs.insert(m_pooledNs.end(), figures.oneWayNs.begin(), figures.oneWayNs.end());
    m_pooledOpenLoopNs.insert(m_pooledOpenLoopNs.end(), figures.openLoopRoundTripNs.begin(),
                              figures.openLoopRoundTripNs.end());
    lookAtRunnable();
}

void RoundSummary::end() {
    m_point.contention.runnableThreads =
        m_runnableLooks > 0 ? m_runnableSum / m_runnableLooks : -1.0;
    m_point.contention.logicalCpus = platform::logicalCpuCount();
    const std::uint64_t messages = m_spec.firstSequence(m_spec.repetitions);
    m_point.contention.messages = messages;
    // Ping-pong counts over its timed messages alone (first timed send to last reply): warm-up
    // and the round's set-up (counters opened, the machine looked at) are no timed message's
    // cost. Else the whole round over every message.
    const bool timedOnly = m_messagesCpuNs >= 0;
    m_cpuMessages =
        timedOnly ? m_spec.iterations * static_cast<std::uint64_t>(m_spec.repetitions) : messages;
    const double cpuNs = timedOnly
                             ? m_messagesCpuNs
                             : static_cast<double>(platform::threadCpuTimeNs() - m_cpuStartNs);
    m_point.initiatorCpuNsPerMessage =
        m_cpuMessages > 0 ? cpuNs / static_cast<double>(m_cpuMessages) : -1.0;
    if (m_counters) {
        m_point.anatomy.initiator =
            perMessage(platform::countsBetween(m_countsBefore, m_counters->read()), messages);
    }
    const std::int64_t preemptedAfter = platform::involuntaryContextSwitchesOfThisThread();
    if (m_preemptedBefore >= 0 && preemptedAfter >= m_preemptedBefore) {
        m_point.initiatorPreemptions = preemptedAfter - m_preemptedBefore;
    }
}

void RoundSummary::addResponderCpuNs(double responderCpuNs) {
    m_point.responderCpuNsPerMessage = responderCpuNs < 0 || m_cpuMessages == 0
                                           ? -1.0
                                           : responderCpuNs / static_cast<double>(m_cpuMessages);
}

void RoundSummary::addResponderCounts(const platform::ThreadCounts& counts) {
    m_point.anatomy.responder = perMessage(counts, m_point.contention.messages);
}

RepetitionResult summarizeRepetition(const PatternSpec& spec, int index,
                                     const RepetitionFigures& figures) {
    RepetitionResult repetition;
    repetition.index = index;
    repetition.elapsedNs = figures.elapsedNs;
    repetition.lostMessages = figures.lostMessages;
    const double timedMessages = static_cast<double>(spec.iterations);
    switch (spec.pattern) {
        case Pattern::PingPong:
        case Pattern::Paced:
            repetition.latencyNs = summarize(figures.oneWayNs);
            repetition.openLoopRoundTripNs = summarize(figures.openLoopRoundTripNs);
            break;
        case Pattern::Stream: {
            // Only what arrived counts: over a lossy mechanism lost chunks carry no bytes.
            const double delivered = timedMessages - static_cast<double>(figures.lostMessages);
            const double seconds = std::max(figures.elapsedNs, 1.0) / 1e9;
            repetition.messagesPerSecond = delivered / seconds;
            repetition.bytesPerSecond = delivered * static_cast<double>(spec.sizeBytes) / seconds;
            break;
        }
        case Pattern::OneSided:
        case Pattern::Lock:
            repetition.nsPerOperation = figures.elapsedNs / timedMessages;
            break;
    }
    return repetition;
}

}  // namespace ipclab::detail
