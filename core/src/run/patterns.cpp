#include "run/patterns.hpp"

#include <array>
#include <chrono>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <thread>

#include "ipclab/platform/clock.hpp"
#include "ipclab/platform/cpu.hpp"
#include "run/message.hpp"
#include "run/message_buffers.hpp"
#include "run/paced_schedule.hpp"

namespace ipclab::detail {

namespace {

using Sequence = std::uint32_t;

// How many loss timeouts the initiator waits for an acknowledgement over a lossy mechanism:
// the receiver acknowledges a phase whose last chunks were lost only after one timeout.
constexpr int kLossyAckAttempts = 4;

Error outOfOrder(const char* what, Sequence expected, Sequence got) {
    return textError(
        ErrorCode::ProtocolError,
        Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 out of order: expected #%2, got #%3"),
             {idArg(what), integerArg(static_cast<std::int64_t>(expected)),
              integerArg(static_cast<std::int64_t>(got))}));
}

Error corrupted(const char* what, Sequence sequence) {
    return textError(ErrorCode::ProtocolError,
                     Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 #%2 arrived corrupted"),
                          {idArg(what), integerArg(static_cast<std::int64_t>(sequence))}));
}

// True when `got` was sent before `expected` (modulo 2^32: sequence numbers may wrap).
bool isStale(Sequence got, Sequence expected) {
    return static_cast<std::int32_t>(got - expected) < 0;
}

bool isLoss(const Status& status, const PatternSpec& spec) {
    return spec.lossy && !status.ok() && status.error().code == ErrorCode::Timeout;
}

Status checkPayload(const char* what, std::span<const std::byte> message, Sequence sequence,
                    bool verifyPayload) {
    if (verifyPayload && !payloadIntact(message, sequence)) {
        return corrupted(what, sequence);
    }
    return {};
}

void prepareMessage(std::span<std::byte> message, Sequence sequence, bool verifyPayload) {
    // Without verification the payload was filled once; only the sequence number changes.
    if (verifyPayload) {
        fillMessage(message, sequence);
    } else {
        writeSequence(message, sequence);
    }
}

// Sleeps until message `index` is due; returns at once when it is overdue. nowNs() need not
// be steady_clock (QueryPerformanceCounter, mach_absolute_time), so the due time is checked on
// nowNs() itself: no message is sent before its intended time, whatever the sleep's
// granularity, which is what makes the open-loop figure never smaller than the round trip.
void sleepUntilDue(const PacedSchedule& schedule, std::uint64_t index) {
    for (std::int64_t waitNs = schedule.waitNs(index, platform::nowNs()); waitNs > 0;
         waitNs = schedule.waitNs(index, platform::nowNs())) {
        std::this_thread::sleep_until(std::chrono::steady_clock::now() +
                                      std::chrono::nanoseconds(waitNs));
    }
}

// Keeps the checksum observable so the compiler cannot drop the reads that produce it.
void keep(std::uint64_t value) {
    static volatile std::uint64_t sink;
    sink = sink + value;
}

// ---- stream --------------------------------------------------------------------------------

Status sendChunks(Channel& channel, std::span<std::byte> chunk, std::uint64_t first,
                  std::uint64_t count, bool verifyPayload, Heartbeat& heartbeat) {
    for (std::uint64_t i = 0; i < count; ++i) {
        prepareMessage(chunk, static_cast<Sequence>(first + i), verifyPayload);
        if (auto status = channel.send(chunk); !status) {
            return status;
        }
        heartbeat.store(first + i + 1, std::memory_order_relaxed);
    }
    return {};
}

// The acknowledgement carries how many chunks of the phase arrived.
Expected<std::uint64_t> receiveAck(Channel& channel, const PatternSpec& spec, std::uint64_t count) {
    std::array<std::byte, kSequenceBytes> ack{};
    for (int attempt = 0;; ++attempt) {
        auto status = channel.receive(ack);
        if (isLoss(status, spec) && attempt + 1 < kLossyAckAttempts) {
            continue;
        }
        if (!status) {
            return status.error();
        }
        break;
    }
    const Sequence received = readSequence(ack);
    if (received > count || (!spec.lossy && received != count)) {
        return textError(ErrorCode::ProtocolError,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                             "the receiver acknowledged %1 of %2 chunks"),
                              {integerArg(static_cast<std::int64_t>(received)),
                               integerArg(static_cast<std::int64_t>(count))}));
    }
    return static_cast<std::uint64_t>(received);
}

Status sendAck(Channel& channel, std::uint64_t received) {
    std::array<std::byte, kSequenceBytes> ack{};
    writeSequence(ack, static_cast<Sequence>(received));
    return channel.send(ack);
}

// One phase of chunks [first, first + count): every byte read; returns how many arrived.
Expected<std::uint64_t> consumeChunks(Channel& channel, std::span<std::byte> chunk,
                                      const PatternSpec& spec, std::uint64_t first,
                                      std::uint64_t count, std::uint64_t& checksum) {
    const auto last = static_cast<Sequence>(first + count - 1);
    std::uint64_t received = 0;
    for (std::uint64_t i = 0; i < count;) {
        auto status = channel.receive(chunk);
        if (isLoss(status, spec)) {
            if (received > 0) {
                break;  // The rest of this phase was lost; acknowledge what came.
            }
            continue;  // Nothing yet: the sender has not started.
        }
        if (!status) {
            return status.error();
        }
        const Sequence got = readSequence(chunk);
        const auto expected = static_cast<Sequence>(first + i);
        if (spec.lossy) {
            if (isStale(got, static_cast<Sequence>(first))) {
                continue;  // A straggler from an earlier phase.
            }
            i = static_cast<Sequence>(got - static_cast<Sequence>(first)) + 1;
        } else if (got != expected) {
            return outOfOrder(IPCLAB_TR_NOOP("ipclab::CoreMessages", "chunk"), expected, got);
        } else {
            ++i;
        }
        if (auto checked = checkPayload(IPCLAB_TR_NOOP("ipclab::CoreMessages", "chunk"), chunk, got,
                                        spec.verifyPayload);
            !checked) {
            return checked.error();
        }
        checksum += touchEveryByte(chunk);
        ++received;
        if (got == last) {
            break;
        }
    }
    return received;
}

// ---- responder -----------------------------------------------------------------------------

// `timedBegins` is called when the first timed request of a repetition arrives (its warm-up
// answered) and `timedEnds` when the repetition's last reply has gone, or when a request of the
// next repetition shows that reply's request was lost: the spans the initiator times.
Status echoAll(Channel& channel, const PatternSpec& spec, const std::function<void()>& timedBegins,
               const std::function<void()>& timedEnds) {
    MessageBuffers buffers(1, spec.sizeBytes);
    const std::span<std::byte> message = buffers[0];
    const std::uint64_t total = spec.firstSequence(spec.repetitions);
    const std::uint64_t perRepetition = spec.messagesPerRepetition();
    // The repetition whose timed span is being counted; none between spans.
    constexpr std::uint64_t kNone = std::numeric_limits<std::uint64_t>::max();
    std::uint64_t timedRepetition = kNone;
    for (std::uint64_t expected = 0; expected < total;) {
        auto status = channel.receive(message);
        if (isLoss(status, spec)) {
            continue;  // An idle gap or a lost request: keep waiting; the runner ends us.
        }
        if (!status) {
            return status;
        }
        const Sequence got = readSequence(message);
        if (spec.lossy) {
            if (isStale(got, static_cast<Sequence>(expected))) {
                continue;
            }
            expected += static_cast<Sequence>(got - static_cast<Sequence>(expected));
        } else if (got != static_cast<Sequence>(expected)) {
            return outOfOrder(IPCLAB_TR_NOOP("ipclab::CoreMessages", "request"),
                              static_cast<Sequence>(expected), got);
        }
        if (auto checked = checkPayload(IPCLAB_TR_NOOP("ipclab::CoreMessages", "request"), message,
                                        got, spec.verifyPayload);
            !checked) {
            return checked;
        }
        const std::uint64_t repetition = expected / perRepetition;
        if (timedRepetition != kNone && timedRepetition != repetition) {
            timedEnds();
            timedRepetition = kNone;
        }
        if (timedRepetition == kNone && expected % perRepetition >= spec.warmup) {
            timedBegins();
            timedRepetition = repetition;
        }
        // The reply is the request itself: both directions carry the full payload.
        if (auto sent = channel.send(message); !sent) {
            return sent;
        }
        if (timedRepetition != kNone && expected % perRepetition == perRepetition - 1) {
            timedEnds();
            timedRepetition = kNone;
        }
        ++expected;
    }
    if (timedRepetition != kNone) {
        timedEnds();
    }
    return {};
}

Status consumeAll(Channel& channel, const PatternSpec& spec) {
    MessageBuffers buffers(1, spec.sizeBytes);
    const std::span<std::byte> chunk = buffers[0];
    std::uint64_t checksum = 0;
    for (int repetition = 0; repetition < spec.repetitions; ++repetition) {
        const std::uint64_t first = spec.firstSequence(repetition);
        const std::pair<std::uint64_t, std::uint64_t> phases[] = {
            {first, spec.warmup}, {first + spec.warmup, spec.iterations}};
        for (const auto& [phaseFirst, count] : phases) {
            if (count == 0) {
                continue;
            }
            auto received = consumeChunks(channel, chunk, spec, phaseFirst, count, checksum);
            if (!received) {
                return received.error();
            }
            if (auto sent = sendAck(channel, received.value()); !sent) {
                return sent;
            }
        }
    }
    keep(checksum);
    return {};
}

}  // namespace

Status initiatePingPong(Channel& channel, const PatternSpec& spec, int repetition,
                        RepetitionFigures& figures, Heartbeat& heartbeat) {
    MessageBuffers buffers(2, spec.sizeBytes);
    const std::span<std::byte> request = buffers[0];
    const std::span<std::byte> reply = buffers[1];
    fillMessage(request, 0);
    figures.oneWayNs.reserve(figures.oneWayNs.size() + spec.iterations);
    const bool paced = spec.gapUs > 0;
    if (paced) {
        figures.openLoopRoundTripNs.reserve(figures.openLoopRoundTripNs.size() + spec.iterations);
    }

    const std::uint64_t first = spec.firstSequence(repetition);
    const std::uint64_t total = spec.messagesPerRepetition();
    // CPU over the timed messages only (first timed send to last reply), as the responder
    // counts it: warm-up is no timed message's cost.
    std::int64_t cpuStart = platform::threadCpuTimeNs();
    const std::int64_t repetitionStart = platform::nowNs();
    const PacedSchedule schedule{repetitionStart, static_cast<std::int64_t>(spec.gapUs) * 1000};
    for (std::uint64_t i = 0; i < total; ++i) {
        if (i == spec.warmup) {
            cpuStart = platform::threadCpuTimeNs();
        }
        const auto sequence = static_cast<Sequence>(first + i);
        prepareMessage(request, sequence, spec.verifyPayload);

        // Open loop: wait for the message's turn on the schedule, not for a gap after the last
        // reply; when behind schedule, send at once and skip nothing.
        const std::int64_t intended = schedule.intendedNs(i);
        if (paced) {
            sleepUntilDue(schedule, i);
        }
        const std::int64_t start = platform::nowNs();
        if (auto status = channel.send(request); !status) {
            return status;
        }
        bool answered = true;
        for (;;) {
            auto status = channel.receive(reply);
            if (isLoss(status, spec)) {
                answered = false;
                break;
            }
            if (!status) {
                return status;
            }
            if (!spec.lossy || !isStale(readSequence(reply), sequence)) {
                break;
            }
            // A late reply to a message already counted as lost: wait for ours.
        }
        const std::int64_t end = platform::nowNs();

        if (!answered) {
            ++figures.lostMessages;
        } else {
            if (const Sequence got = readSequence(reply); got != sequence) {
                return outOfOrder(IPCLAB_TR_NOOP("ipclab::CoreMessages", "reply"), sequence, got);
            }
            if (auto checked = checkPayload(IPCLAB_TR_NOOP("ipclab::CoreMessages", "reply"), reply,
                                            sequence, spec.verifyPayload);
                !checked) {
                return checked;
            }
            if (i >= spec.warmup) {
                figures.oneWayNs.push_back(static_cast<double>(end - start) / 2.0);
                if (paced) {
                    figures.openLoopRoundTripNs.push_back(static_cast<double>(end - intended));
                }
            }
        }
        if (answered) {
            // Only an answer proves the peer alive: counted as losses, the receive timeouts of
            // a hung peer would otherwise keep its point going for ever.
            heartbeat.store(first + i + 1, std::memory_order_relaxed);
        }
    }
    figures.elapsedNs = static_cast<double>(platform::nowNs() - repetitionStart);
    figures.cpuNs = static_cast<double>(platform::threadCpuTimeNs() - cpuStart);
    return {};
}

Status initiateStream(Channel& channel, const PatternSpec& spec, int repetition,
                      RepetitionFigures& figures, Heartbeat& heartbeat) {
    MessageBuffers buffers(1, spec.sizeBytes);
    const std::span<std::byte> chunk = buffers[0];
    fillMessage(chunk, 0);
    const std::uint64_t first = spec.firstSequence(repetition);

    if (spec.warmup > 0) {
        if (auto status =
                sendChunks(channel, chunk, first, spec.warmup, spec.verifyPayload, heartbeat);
            !status) {
            return status;
        }
        if (auto acked = receiveAck(channel, spec, spec.warmup); !acked) {
            return acked.error();
        }
    }

    const std::int64_t start = platform::nowNs();
    if (auto status = sendChunks(channel, chunk, first + spec.warmup, spec.iterations,
                                 spec.verifyPayload, heartbeat);
        !status) {
        return status;
    }
    auto acked = receiveAck(channel, spec, spec.iterations);
    if (!acked) {
        return acked.error();
    }
    figures.elapsedNs = static_cast<double>(platform::nowNs() - start);
    figures.lostMessages = spec.iterations - acked.value();
    return {};
}

Status initiateOneSided(Channel& channel, const PatternSpec& spec, int repetition,
                        RepetitionFigures& figures, Heartbeat& heartbeat) {
    MessageBuffers buffers(1, spec.sizeBytes);
    const std::span<std::byte> message = buffers[0];
    fillMessage(message, 0);
    const std::uint64_t first = spec.firstSequence(repetition);
    for (std::uint64_t i = 0; i < spec.warmup; ++i) {
        writeSequence(message, static_cast<Sequence>(first + i));
        if (auto status = channel.send(message); !status) {
            return status;
        }
    }
    // Timed as report 000 did: the whole loop, divided by the count afterwards.
    const std::int64_t start = platform::nowNs();
    for (std::uint64_t i = spec.warmup; i < spec.messagesPerRepetition(); ++i) {
        writeSequence(message, static_cast<Sequence>(first + i));
        if (auto status = channel.send(message); !status) {
            return status;
        }
        heartbeat.store(first + i + 1, std::memory_order_relaxed);
    }
    figures.elapsedNs = static_cast<double>(platform::nowNs() - start);
    return {};
}

namespace {

// Each count travels in the 4 bytes every message has: the CPU time in µs (71 minutes at
// most), cycles and instructions in 16s (a minute of a 4 GHz core), the others as they are.
constexpr Sequence kUnknownCount = 0xFFFFFFFF;

std::int64_t countScale(std::size_t counter) {
    switch (static_cast<platform::ThreadCounter>(counter)) {
        case platform::ThreadCounter::TaskClockNs:
            return 1000;
        case platform::ThreadCounter::Cycles:
        case platform::ThreadCounter::Instructions:
            return 16;
        default:
            return 1;
    }
}

// The next report message's value; nullopt when it was lost over a lossy mechanism.
Expected<std::optional<Sequence>> receiveReportValue(Channel& channel, const PatternSpec& spec,
                                                     std::span<std::byte> report) {
    auto status = channel.receive(report);
    if (isLoss(status, spec)) {
        return std::optional<Sequence>{};
    }
    if (!status) {
        return status.error();
    }
    return std::optional<Sequence>{readSequence(report)};
}

}  // namespace

Expected<ResponderReport> receiveResponderReport(Channel& channel, const PatternSpec& spec) {
    MessageBuffers buffers(1, spec.sizeBytes);
    const std::span<std::byte> message = buffers[0];
    ResponderReport report;
    auto cpuUs = receiveReportValue(channel, spec, message);
    if (!cpuUs) {
        return cpuUs.error();
    }
    if (cpuUs->has_value()) {
        report.cpuNs = static_cast<double>(**cpuUs) * 1000.0;
    }
    for (std::size_t i = 0; i < platform::kThreadCounterCount; ++i) {
        auto value = receiveReportValue(channel, spec, message);
        if (!value) {
            return value.error();
        }
        if (value->has_value() && **value != kUnknownCount) {
            report.counts[i] = static_cast<std::int64_t>(**value) * countScale(i);
        }
    }
    return report;
}

Status respond(Channel& channel, const PatternSpec& spec, std::int64_t (*cpuTimeNs)() noexcept) {
    // Opened before the first message is answered and read after the last: outside every
    // timed span of the initiator.
    std::optional<platform::ThreadCounters> counters;
    platform::ThreadCounts before{};
    before.fill(-1);
    if (spec.countEvents) {
        counters.emplace(platform::ThreadCounters::openForThisThread());
        before = counters->read();
    }
    // A spinning responder burns its CPU while it waits: for the first request (the initiator
    // still setting up), between repetitions (the initiator summing up the last one), through
    // warm-up. None of that is a timed message's cost:
    // ping-pong counts the spans the initiator times, so that a spinner's CPU per message is at
    // most a round trip. A stream counts its whole round.
    const std::int64_t cpuStart = cpuTimeNs();
    std::int64_t timedCpuNs = 0;
    std::int64_t timedStart = 0;
    auto status = spec.pattern == Pattern::Stream
                      ? consumeAll(channel, spec)
                      : echoAll(
                            channel, spec, [&] { timedStart = cpuTimeNs(); },
                            [&] { timedCpuNs += cpuTimeNs() - timedStart; });
    if (!status) {
        return status;
    }
    const std::int64_t cpuUs =
        (spec.pattern == Pattern::Stream ? cpuTimeNs() - cpuStart : timedCpuNs) / 1000;
    platform::ThreadCounts counts = before;
    if (counters) {
        counts = platform::countsBetween(before, counters->read());
    }
    MessageBuffers buffers(1, spec.sizeBytes);
    const std::span<std::byte> report = buffers[0];
    writeSequence(report, static_cast<Sequence>(std::max<std::int64_t>(cpuUs, 0)));
    if (auto sent = channel.send(report); !sent) {
        return sent;
    }
    for (std::size_t i = 0; i < platform::kThreadCounterCount; ++i) {
        const std::int64_t scaled = counts[i] < 0 ? -1 : counts[i] / countScale(i);
        writeSequence(report, scaled < 0 || scaled >= kUnknownCount
                                  ? kUnknownCount
                                  : static_cast<Sequence>(scaled));
        if (auto sent = channel.send(report); !sent) {
            return sent;
        }
    }
    return {};
}

PatternSpec responderSpec(const PeerRequest& request, bool lossy) {
    return PatternSpec{PointSpec(request), lossy};
}

}  // namespace ipclab::detail
