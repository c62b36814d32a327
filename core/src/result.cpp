#include "ipclab/result.hpp"

#include <algorithm>
#include <vector>

namespace ipclab {

bool RunResult::allOk() const {
    return !cancelled &&
           std::all_of(points.begin(), points.end(), [](const PointResult& p) { return p.ok; });
}

void aggregatePoint(PointResult& point, std::span<const double> pooledLatencySamplesNs) {
    // Each pattern fills its own figures and clears the other's, so that a point never carries
    // numbers that do not apply to it (and the JSON, which writes only the applicable block,
    // round-trips exactly).
    point.latencyNs = {};
    point.latencyCi95 = {};
    point.latencyHistogram = {};
    point.throughput = {};

    point.lostMessages = 0;
    for (const RepetitionResult& repetition : point.repetitions) {
        point.lostMessages += repetition.lostMessages;
    }

    switch (point.pattern) {
        case Pattern::PingPong:
        case Pattern::Paced: {
            // The distribution pools every timed sample; the confidence interval is over the
            // repetitions' medians, which are independent of one another while the samples of
            // one repetition are not.
            point.latencyNs = summarize(pooledLatencySamplesNs);
            point.latencyHistogram = logHistogram(pooledLatencySamplesNs);
            std::vector<double> medians;
            medians.reserve(point.repetitions.size());
            for (const RepetitionResult& repetition : point.repetitions) {
                medians.push_back(repetition.latencyNs.median);
            }
            point.latencyCi95 = confidenceInterval95(medians);
            break;
        }
        case Pattern::Stream: {
            std::vector<double> bytes;
            std::vector<double> messages;
            bytes.reserve(point.repetitions.size());
            messages.reserve(point.repetitions.size());
            for (const RepetitionResult& repetition : point.repetitions) {
                bytes.push_back(repetition.bytesPerSecond);
                messages.push_back(repetition.messagesPerSecond);
            }
            const ConfidenceInterval bytesCi = confidenceInterval95(bytes);
            point.throughput.bytesPerSecond = bytesCi.mean;
            point.throughput.ci95Low = bytesCi.low;
            point.throughput.ci95High = bytesCi.high;
            point.throughput.messagesPerSecond = confidenceInterval95(messages).mean;
            break;
        }
        case Pattern::Lock:
        case Pattern::OneSided: {
            // One figure per repetition (the mean ns per operation over all its operations):
            // the distribution and the interval are both over those, one value per repetition.
            std::vector<double> perOperation;
            perOperation.reserve(point.repetitions.size());
            for (const RepetitionResult& repetition : point.repetitions) {
                perOperation.push_back(repetition.nsPerOperation);
            }
            point.latencyNs = summarize(perOperation);
            point.latencyCi95 = confidenceInterval95(perOperation);
            break;
        }
    }
}

}  // namespace ipclab
