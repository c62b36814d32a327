#pragma once
/// The summary of a round: turns what its measuring thread took (each repetition's figures,
/// its CPU time, preemptions and the runnable threads it saw) into the round's PointResult
/// and its pooled samples. Used on the measuring thread only.
#include <cstdint>
#include <optional>
#include <vector>

#include "ipclab/platform/thread_counters.hpp"
#include "ipclab/result.hpp"
#include "run/patterns.hpp"

namespace ipclab::detail {

class RoundSummary {
  public:
    /// Fills `point` (which must outlive it); repetition n of the round gets index round + n.
    RoundSummary(const PatternSpec& spec, int round, PointResult& point)
        : m_spec(spec), m_round(round), m_point(point) {}

    /// Before the first repetition: the thread's CPU clock and preemptions, and a first look
    /// at the runnable threads (the peer waits for the first message, spinning if it spins).
    void begin();
    /// After repetition `index`: its summary, its samples pooled, another look at the
    /// runnable threads (outside the timed spans).
    void addRepetition(int index, const RepetitionFigures& figures);
    /// After the last repetition: contention and the initiator's CPU time per message.
    void end();
    /// The responder's CPU time over the point (ns; < 0: unknown, its report was lost).
    void addResponderCpuNs(double responderCpuNs);
    /// The responder's counts over the point (-1 each where unknown), as per-message figures.
    void addResponderCounts(const platform::ThreadCounts& counts);

    std::vector<double> takeSamples() { return std::move(m_pooledNs); }
    std::vector<double> takeOpenLoopSamples() { return std::move(m_pooledOpenLoopNs); }

  private:
    void lookAtRunnable();

    const PatternSpec& m_spec;
    const int m_round;
    PointResult& m_point;
    std::vector<double> m_pooledNs;
    std::vector<double> m_pooledOpenLoopNs;
    std::int64_t m_cpuStartNs = 0;
    double m_messagesCpuNs = -1;  ///< Sum of the repetitions' RepetitionFigures::cpuNs; -1: none.
    std::uint64_t m_cpuMessages = 0;  ///< The messages CPU time is divided by (set by end()).
    std::int64_t m_preemptedBefore = -1;
    std::optional<platform::ThreadCounters> m_counters;  // with spec.countEvents
    platform::ThreadCounts m_countsBefore{};
    double m_runnableSum = 0;
    int m_runnableLooks = 0;
};

/// One repetition's figures as its RepetitionResult (`index` = the round's).
RepetitionResult summarizeRepetition(const PatternSpec& spec, int index,
                                     const RepetitionFigures& figures);

}  // namespace ipclab::detail
