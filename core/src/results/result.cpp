#include "ipclab/result.hpp"

#include <algorithm>
#include <vector>

namespace ipclab {

namespace {

double medianOf(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return percentileSorted(values, 50.0);
}

// The interval, rounds, settled and first-round check over the rounds' values; the shape over
// `samples` (every timed sample where the pattern has them, else `rounds` itself).
PointReliability assess(const std::vector<double>& rounds, std::span<const double> samples,
                        bool higherIsBetter, const StoppingRule& rule) {
    PointReliability reliability;
    reliability.rounds = static_cast<int>(rounds.size());
    reliability.medianCi95 = medianInterval(rounds, rule.confidence);
    reliability.settled = isSettled(rounds, rule);
    if (higherIsBetter) {
        // A slow first round of a rate is a low one: compare the inverses.
        std::vector<double> inverted;
        inverted.reserve(rounds.size());
        for (double value : rounds) {
            inverted.push_back(value > 0 ? 1.0 / value : 0.0);
        }
        reliability.firstRoundRatio = firstRoundRatio(inverted);
    } else {
        reliability.firstRoundRatio = firstRoundRatio(rounds);
    }
    // Rounds' values are few: two levels among them are two modes (findRoundLevels).
    const bool samplesAreRounds = samples.data() == rounds.data();
    reliability.modes = samplesAreRounds ? findRoundLevels(samples) : findModes(samples);
    reliability.outliers = classifyOutliers(samples);
    reliability.autocorrelation = lagOneAutocorrelation(samples);
    return reliability;
}

// The same figures as the raw latency's: the pooled distribution, and the interval of the
// median over the rounds' medians (one per repetition), which are independent of one another.
void aggregateOpenLoop(PointResult& point, std::span<const double> pooledRoundTripNs,
                       const StoppingRule& rule) {
    std::vector<double> roundMedians;
    roundMedians.reserve(point.repetitions.size());
    for (const RepetitionResult& repetition : point.repetitions) {
        roundMedians.push_back(repetition.openLoopRoundTripNs.median);
    }
    point.openLoop.roundTripNs = summarize(pooledRoundTripNs);
    point.openLoop.medianCi95 = medianInterval(roundMedians, rule.confidence);
}

}  // namespace

bool hasInterval(const PointResult& point) {
    // The rounds' interval; files and points without the reliability block (schema 1, or made
    // by hand) carry their round count in latencyCi95 alone.
    return std::max(point.reliability.medianCi95.count, point.latencyCi95.count) >= 2;
}

bool boundedByFloor(const PointResult& point) {
    return point.pattern == Pattern::PingPong && point.placement == Placement::CrossCore &&
           point.waitStrategy == WaitStrategy::Spin;
}

MedianInterval floorRatio(const PointResult& point) {
    std::vector<double> ratios;
    for (const RepetitionResult& round : point.repetitions) {
        if (round.floorNs > 0 && round.latencyNs.count > 0) {
            ratios.push_back(round.latencyNs.median / round.floorNs);
        }
    }
    return ratios.empty() ? MedianInterval{} : medianInterval(ratios);
}

bool RunResult::allOk() const {
    return !cancelled &&
           std::all_of(points.begin(), points.end(), [](const PointResult& p) { return p.ok; });
}

std::vector<double> roundValues(const PointResult& point) {
    std::vector<double> values;
    values.reserve(point.repetitions.size());
    for (const RepetitionResult& repetition : point.repetitions) {
        switch (point.pattern) {
            case Pattern::PingPong:
            case Pattern::Paced:
                values.push_back(repetition.latencyNs.median);
                break;
            case Pattern::Stream:
                values.push_back(repetition.bytesPerSecond);
                break;
            case Pattern::Lock:
            case Pattern::OneSided:
                values.push_back(repetition.nsPerOperation);
                break;
        }
    }
    return values;
}

double shownCentre(const PointResult& point) {
    if (point.pattern == Pattern::Stream) {
        // Already the median of the rounds' bytes/s (aggregatePoint).
        return point.throughput.bytesPerSecond;
    }
    // A measured latency is never 0: without the rounds' median (a file or a point made by
    // hand without it) the pooled median is all there is.
    const ConfidenceInterval& ci = point.latencyCi95;
    return ci.count > 0 && ci.mean > 0 ? ci.mean : point.latencyNs.median;
}

ShownFigure shownFigure(const PointResult& point) {
    if (point.pattern == Pattern::Stream) {
        return {shownCentre(point), point.throughput.ci95Low, point.throughput.ci95High,
                hasInterval(point)};
    }
    return {shownCentre(point), point.latencyCi95.low, point.latencyCi95.high, hasInterval(point)};
}

double shownOpenLoopCentre(const OpenLoopLatency& openLoop) {
    return openLoop.medianCi95.count > 0 ? openLoop.medianCi95.median : openLoop.roundTripNs.median;
}

void aggregatePoint(PointResult& point, std::span<const double> pooledLatencySamplesNs,
                    const StoppingRule& rule, std::span<const double> pooledOpenLoopRoundTripNs) {
    // Each pattern fills its own figures and clears the other's, so that a point never carries
    // numbers that do not apply to it (and the JSON, which writes only the applicable block,
    // round-trips exactly).
    point.latencyNs = {};
    point.latencyCi95 = {};
    point.latencyHistogram = {};
    point.openLoop = {};
    point.throughput = {};
    point.reliability = {};

    point.lostMessages = 0;
    for (const RepetitionResult& repetition : point.repetitions) {
        point.lostMessages += repetition.lostMessages;
    }
    // The interval is over the rounds' values, which are independent of one another while the
    // samples of one round are not (see lagOneAutocorrelation).
    const std::vector<double> rounds = roundValues(point);
    const auto keepInterval = [&point] {
        const MedianInterval& ci = point.reliability.medianCi95;
        point.latencyCi95 = {ci.count, ci.median, ci.low, ci.high};
    };

    switch (point.pattern) {
        case Pattern::PingPong:
        case Pattern::Paced:
            // The distribution pools every timed sample.
            point.latencyNs = summarize(pooledLatencySamplesNs);
            point.latencyHistogram = logHistogram(pooledLatencySamplesNs);
            point.reliability = assess(rounds, pooledLatencySamplesNs, false, rule);
            keepInterval();
            if (point.pattern == Pattern::Paced && !pooledOpenLoopRoundTripNs.empty()) {
                aggregateOpenLoop(point, pooledOpenLoopRoundTripNs, rule);
            }
            break;
        case Pattern::Stream: {
            std::vector<double> messages;
            messages.reserve(point.repetitions.size());
            for (const RepetitionResult& repetition : point.repetitions) {
                messages.push_back(repetition.messagesPerSecond);
            }
            point.reliability = assess(rounds, rounds, true, rule);
            // The median, so that the figure always lies inside its interval.
            point.throughput.bytesPerSecond = point.reliability.medianCi95.median;
            point.throughput.ci95Low = point.reliability.medianCi95.low;
            point.throughput.ci95High = point.reliability.medianCi95.high;
            point.throughput.messagesPerSecond = medianOf(std::move(messages));
            break;
        }
        case Pattern::Lock:
        case Pattern::OneSided:
            // One figure per repetition (the mean ns per operation over all its operations):
            // the distribution and the interval are both over those, one value per repetition.
            point.latencyNs = summarize(rounds);
            point.reliability = assess(rounds, rounds, false, rule);
            keepInterval();
            break;
    }
}

}  // namespace ipclab
