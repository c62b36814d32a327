#include "ipclab/experiment.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <limits>
#include <set>
#include <string>
#include <system_error>

#include "ipclab/mechanism_registry.hpp"
#include "ipclab/platform/cpu.hpp"
#include "ipclab/remote.hpp"
#include "ipclab/text.hpp"

namespace ipclab {

std::string_view toString(Pattern pattern) noexcept {
    switch (pattern) {
        case Pattern::PingPong:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "pingpong");
        case Pattern::Stream:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "stream");
        case Pattern::Lock:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "lock");
        case Pattern::Paced:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "paced");
        case Pattern::OneSided:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "one-sided");
    }
    return "unknown";
}

Figure figureOf(Pattern pattern) noexcept {
    switch (pattern) {
        case Pattern::Stream:
            return Figure::Throughput;
        case Pattern::Lock:
            return Figure::LockOperation;
        case Pattern::OneSided:
            return Figure::TimePerSend;
        case Pattern::PingPong:
        case Pattern::Paced:
            break;
    }
    return Figure::Latency;
}

std::string_view toString(WaitStrategy wait) noexcept {
    switch (wait) {
        case WaitStrategy::Block:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "block");
        case WaitStrategy::Spin:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "spin");
        case WaitStrategy::SpinYield:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "spin-yield");
        case WaitStrategy::SpinBlock:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "spin-block");
    }
    return "unknown";
}

std::optional<WaitStrategy> parseWaitStrategy(std::string_view text) noexcept {
    for (const auto wait : {WaitStrategy::Block, WaitStrategy::Spin, WaitStrategy::SpinYield,
                            WaitStrategy::SpinBlock}) {
        if (text == toString(wait)) {
            return wait;
        }
    }
    return std::nullopt;
}

std::string_view toString(Placement placement) noexcept {
    switch (placement) {
        case Placement::Unpinned:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "unpinned");
        case Placement::SameCore:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "same-core");
        case Placement::CrossCore:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "cross-core");
    }
    return "unknown";
}

std::optional<Pattern> parsePattern(std::string_view text) noexcept {
    // "ping-pong" is how the reports and the design spell it; "pingpong" is what we write.
    if (text == "pingpong" || text == "ping-pong") {
        return Pattern::PingPong;
    }
    for (const auto pattern : {Pattern::Stream, Pattern::Lock, Pattern::Paced, Pattern::OneSided}) {
        if (text == toString(pattern)) {
            return pattern;
        }
    }
    return std::nullopt;
}

std::optional<Placement> parsePlacement(std::string_view text) noexcept {
    if (text == "unpinned") {
        return Placement::Unpinned;
    }
    if (text == "same-core") {
        return Placement::SameCore;
    }
    if (text == "cross-core") {
        return Placement::CrossCore;
    }
    return std::nullopt;
}

std::string formatBytes(std::size_t bytes) {
    static constexpr const char* kUnits[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    if (bytes < 1024) {
        return std::to_string(bytes) + " B";
    }
    double value = static_cast<double>(bytes) / 1024.0;
    std::size_t unit = 0;
    while (value >= 1024.0 && unit + 1 < std::size(kUnits)) {
        value /= 1024.0;
        ++unit;
    }
    // std::to_chars, not snprintf: a Qt front end's QApplication sets LC_NUMERIC from the
    // environment, and under de_DE snprintf wrote "4,00" (trimmed to "4, KiB").
    const auto twoDecimals = [](double number) {
        char text[64];
        const auto result =
            std::to_chars(text, text + sizeof text, number, std::chars_format::fixed, 2);
        return std::string(text, result.ptr);
    };
    std::string number = twoDecimals(value);
    // 1023.999 KiB prints as "1024.00": say "1 MiB" instead.
    if (number.starts_with("1024") && unit + 1 < std::size(kUnits)) {
        ++unit;
        number = twoDecimals(value / 1024.0);
    }
    // Two decimals at most, without trailing zeros: "4", "1.5", "63.97".
    while (number.back() == '0') {
        number.pop_back();
    }
    if (number.back() == '.') {
        number.pop_back();
    }
    return number + " " + kUnits[unit];
}

namespace {

// A size for a message: readable, and exact when the readable form is rounded
// ("63.97 KiB (65507 B)").
std::string describeBytes(std::size_t bytes) {
    std::string text = formatBytes(bytes);
    std::size_t unit = 1;
    while (unit <= bytes / 1024) {
        unit *= 1024;
    }
    if (bytes >= 1024 && bytes % unit != 0) {
        text += " (" + std::to_string(bytes) + " B)";
    }
    return text;
}

TextArg bytesArg(std::size_t bytes) {
    return verbatimArg(describeBytes(bytes));
}

// "iterations must be between 1 and 100000000 (got 0)"; the field's name is translated.
template <class T>
Text rangeMessage(std::string_view what, T low, T high, T given) {
    return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 must be between %2 and %3 (got %4)"),
                {idArg(std::string(what)), verbatimArg(std::to_string(low)),
                 verbatimArg(std::to_string(high)), verbatimArg(std::to_string(given))});
}

TextArg knownIds(const MechanismRegistry& registry) {
    std::string ids;
    for (const MechanismInfo* info : registry.infos()) {
        ids += (ids.empty() ? "" : ", ") + info->id;
    }
    return ids.empty() ? textArg(Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "none")))
                       : verbatimArg(ids);
}

// Pattern or wait ids as words the GUI translates ("pingpong, stream").
template <class Ids>
TextArg idList(const Ids& ids) {
    std::vector<Text> words;
    for (const auto id : ids) {
        words.push_back(platform::idText(std::string(toString(id))));
    }
    return words.empty() ? textArg(Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "none")))
                         : listArg(std::move(words));
}

TextArg mechanismArg(const std::string& id) {
    return verbatimArg(id);
}

bool isValidPattern(Pattern pattern) {
    return pattern == Pattern::PingPong || pattern == Pattern::Stream || pattern == Pattern::Lock ||
           pattern == Pattern::Paced || pattern == Pattern::OneSided;
}

bool isValidWait(WaitStrategy wait) {
    return wait == WaitStrategy::Block || wait == WaitStrategy::Spin ||
           wait == WaitStrategy::SpinYield || wait == WaitStrategy::SpinBlock;
}

bool isValidPlacement(Placement placement) {
    return placement == Placement::Unpinned || placement == Placement::SameCore ||
           placement == Placement::CrossCore;
}

}  // namespace

std::vector<ValidationError> validate(const Experiment& experiment,
                                      const MechanismRegistry& registry) {
    std::vector<ValidationError> errors;
    auto fail = [&errors](std::string field, Text text) {
        std::string message = english(text);
        errors.push_back({std::move(field), std::move(message), std::move(text)});
    };

    // Mechanisms: present, known, listed once, available here, able to run the pattern.
    std::vector<const MechanismInfo*> usable;
    if (experiment.mechanisms.empty()) {
        fail("mechanisms", Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                               "at least one mechanism is required (known: %1)"),
                                {knownIds(registry)}));
    }
    std::set<std::string> seenMechanisms;
    for (const std::string& id : experiment.mechanisms) {
        if (!seenMechanisms.insert(id).second) {
            fail("mechanisms", Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                   "mechanism \"%1\" is listed more than once"),
                                    {mechanismArg(id)}));
            continue;
        }
        const Mechanism* mechanism = registry.find(id);
        if (mechanism == nullptr) {
            fail("mechanisms", Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                   "unknown mechanism \"%1\" (known: %2)"),
                                    {mechanismArg(id), knownIds(registry)}));
            continue;
        }
        const MechanismInfo& info = mechanism->info();
        // Shared memory and queues pass here: whether the peer shares this IPC namespace is
        // known only once it answers (RemoteResponder says so, per point, if not).
        if (!experiment.remotePeer.empty() && !info.remoteCapable && !info.sharedIpcCapable()) {
            fail("remote_peer",
                 Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                     "mechanism \"%1\" cannot run against a remote peer: only the "
                                     "network mechanisms tcp, udp, websocket and zmq.tcp can, and "
                                     "shared memory and queues in a shared IPC namespace (%2)"),
                      {mechanismArg(id), verbatimArg(info.localOnlyReason())}));
            continue;
        }
        if (!info.available) {
            fail("mechanisms",
                 Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                     "mechanism \"%1\" is not available on this system: %2"),
                      {mechanismArg(id),
                       textArg(info.unavailableReason.empty()
                                   ? Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "no reason given"))
                                   : Text::coreText(info.unavailableReason))}));
            continue;
        }
        // Report variants (report 000's lock/write/unlock with no reader, a sendto nobody
        // receives) are not communication: they only make sense timed one-sided, beside the
        // real measurement, never as if they were a ping-pong or a stream. (A variant that does
        // communicate, report 002's acknowledged messages, declares its patterns instead.)
        if (!info.reportVariantOf.empty() && info.supports(Pattern::OneSided) &&
            isValidPattern(experiment.pattern) && experiment.pattern != Pattern::OneSided) {
            fail("pattern",
                 Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                     "mechanism \"%1\" is report %2's own method, not "
                                     "communication: it runs only with the one-sided pattern "
                                     "(got %3)"),
                      {mechanismArg(id), verbatimArg(info.reportVariantOf),
                       idArg(std::string(toString(experiment.pattern)))}));
            continue;
        }
        if (isValidPattern(experiment.pattern) && !info.supports(experiment.pattern)) {
            fail("pattern",
                 Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                     "mechanism \"%1\" does not support the %2 pattern "
                                     "(it supports: %3)"),
                      {mechanismArg(id), idArg(std::string(toString(experiment.pattern))),
                       idList(info.patterns)}));
            continue;
        }
        if (experiment.waitStrategy && isValidWait(*experiment.waitStrategy) &&
            !info.supports(*experiment.waitStrategy)) {
            fail("wait",
                 Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                     "mechanism \"%1\" does not offer the %2 wait strategy (it "
                                     "offers: %3)"),
                      {mechanismArg(id), idArg(std::string(toString(*experiment.waitStrategy))),
                       idList(info.waitStrategies)}));
            continue;
        }
        usable.push_back(&info);
    }

    if (!isValidPattern(experiment.pattern)) {
        fail("pattern", Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                            "pattern must be pingpong, stream, lock, paced or "
                                            "one-sided (got value %1)"),
                             {integerArg(static_cast<int>(experiment.pattern))}));
    }
    if (experiment.waitStrategy && !isValidWait(*experiment.waitStrategy)) {
        fail("wait", Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                         "wait must be block, spin, spin-yield or spin-block "
                                         "(got value %1)"),
                          {integerArg(static_cast<int>(*experiment.waitStrategy))}));
    }

    // Sizes: present, listed once, within the global limits, then within each mechanism's.
    if (experiment.sizesBytes.empty()) {
        fail("sizes",
             Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                 "at least one message size is required, between %1 and %2"),
                  {bytesArg(kMinMessageBytes), bytesArg(kMaxMessageBytes)}));
    }
    // Each size is a point per mechanism: past this, an experiment is a typo or an attack, and
    // checking every size would bury the message under thousands of lines.
    constexpr std::size_t kMaxSizes = 100;
    const bool tooManySizes = experiment.sizesBytes.size() > kMaxSizes;
    if (tooManySizes) {
        fail("sizes", Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                          "at most %1 message sizes per experiment (got %2)"),
                           {integerArg(kMaxSizes),
                            integerArg(static_cast<std::int64_t>(experiment.sizesBytes.size()))}));
    }
    std::set<std::size_t> seenSizes;
    for (std::size_t size : tooManySizes ? std::vector<std::size_t>{} : experiment.sizesBytes) {
        if (!seenSizes.insert(size).second) {
            fail("sizes",
                 Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "size %1 is listed more than once"),
                      {bytesArg(size)}));
            continue;
        }
        if (size < kMinMessageBytes || size > kMaxMessageBytes) {
            fail("sizes",
                 Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                     "sizes must be between %1 and %2 (got %3)"),
                      {bytesArg(kMinMessageBytes), bytesArg(kMaxMessageBytes), bytesArg(size)}));
            continue;
        }
        for (const MechanismInfo* info : usable) {
            const std::size_t low = std::max(kMinMessageBytes, info->minBytes);
            const std::size_t high = info->maxBytes;
            if (size < low || size > high) {
                fail("sizes",
                     Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                         "mechanism \"%1\" carries messages between %2 "
                                         "and %3 (got %4)"),
                          {mechanismArg(info->id), bytesArg(low), bytesArg(high), bytesArg(size)}));
            }
        }
    }

    if (experiment.iterations < 1 || experiment.iterations > kMaxIterations) {
        fail("iterations",
             rangeMessage<std::uint64_t>(IPCLAB_TR_NOOP("ipclab::CoreMessages", "iterations"), 1,
                                         kMaxIterations, experiment.iterations));
    }
    if (experiment.warmup > kMaxWarmup) {
        fail("warmup", rangeMessage<std::uint64_t>(IPCLAB_TR_NOOP("ipclab::CoreMessages", "warmup"),
                                                   0, kMaxWarmup, experiment.warmup));
    }
    if (experiment.repetitions < 1 || experiment.repetitions > kMaxRepetitions) {
        fail("repetitions", rangeMessage<int>(IPCLAB_TR_NOOP("ipclab::CoreMessages", "repetitions"),
                                              1, kMaxRepetitions, experiment.repetitions));
    }
    if (experiment.settle) {
        // Settle settings matter only when settling; a fixed run keeps whatever it carries.
        if (!(experiment.precision >= kMinPrecision && experiment.precision <= kMaxPrecision)) {
            fail("precision",
                 Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                     "precision must be between 0.001 and 0.5 (±0.1% .. "
                                     "±50%; got %1)"),
                      {numberArg(experiment.precision, std::to_string(experiment.precision))}));
        }
        if (experiment.minRounds < 2 || experiment.minRounds > kMaxRepetitions) {
            fail("min_rounds",
                 rangeMessage<int>(IPCLAB_TR_NOOP("ipclab::CoreMessages", "min_rounds"), 2,
                                   kMaxRepetitions, experiment.minRounds));
        }
        if (experiment.timeBudgetSeconds < 1 ||
            experiment.timeBudgetSeconds > kMaxTimeBudgetSeconds) {
            fail("time_budget_s", rangeMessage<std::uint32_t>(
                                      IPCLAB_TR_NOOP("ipclab::CoreMessages", "time_budget_s"), 1,
                                      kMaxTimeBudgetSeconds, experiment.timeBudgetSeconds));
        }
    }
    if (experiment.peerTimeoutMs < kMinPeerTimeoutMs ||
        experiment.peerTimeoutMs > kMaxPeerTimeoutMs) {
        fail("peer_timeout_ms",
             rangeMessage<std::uint32_t>(IPCLAB_TR_NOOP("ipclab::CoreMessages", "peer_timeout_ms"),
                                         kMinPeerTimeoutMs, kMaxPeerTimeoutMs,
                                         experiment.peerTimeoutMs));
    }

    // Checked whatever the pattern, so that a saved experiment never carries a value that
    // would be refused once the pattern is switched to the one that uses it.
    if (experiment.parties < 1 || experiment.parties > kMaxParties) {
        fail("parties", rangeMessage<int>(IPCLAB_TR_NOOP("ipclab::CoreMessages", "parties"), 1,
                                          kMaxParties, experiment.parties));
    }
    if (experiment.gapUs > kMaxGapUs) {
        fail("gap_us", rangeMessage<std::uint32_t>(IPCLAB_TR_NOOP("ipclab::CoreMessages", "gap_us"),
                                                   0, kMaxGapUs, experiment.gapUs));
    }
    if (experiment.streamTotalBytes > kMaxStreamTotalBytes) {
        fail("stream_total_bytes", rangeMessage<std::uint64_t>(
                                       IPCLAB_TR_NOOP("ipclab::CoreMessages", "stream_total_bytes"),
                                       0, kMaxStreamTotalBytes, experiment.streamTotalBytes));
    } else if (experiment.streamTotalBytes > 0 && experiment.pattern != Pattern::Stream) {
        fail("stream_total_bytes",
             Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                 "stream_total_bytes applies only to the stream pattern (got %1)"),
                  {idArg(std::string(toString(experiment.pattern)))}));
    } else if (experiment.streamTotalBytes > 0 && !tooManySizes) {
        // The total replaces the iteration count, so it must hold one message of every size
        // and stay within the iteration cap for the smallest.
        for (std::size_t size : experiment.sizesBytes) {
            if (size < kMinMessageBytes || size > kMaxMessageBytes) {
                continue;  // reported above
            }
            if (experiment.streamTotalBytes < size) {
                fail("stream_total_bytes",
                     Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                         "stream_total_bytes (%1) must be at least the message "
                                         "size (%2)"),
                          {bytesArg(experiment.streamTotalBytes), bytesArg(size)}));
                break;
            }
            const std::uint64_t messages = (experiment.streamTotalBytes + size - 1) / size;
            if (messages > kMaxIterations) {
                fail("stream_total_bytes",
                     Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                         "stream_total_bytes %1 in messages of %2 is %3 messages "
                                         "per repetition, more than the %4 iterations allowed"),
                          {bytesArg(experiment.streamTotalBytes), bytesArg(size),
                           integerArg(static_cast<std::int64_t>(messages)),
                           integerArg(static_cast<std::int64_t>(kMaxIterations))}));
                break;
            }
        }
    }

    if (!experiment.remotePeer.empty()) {
        if (auto where = parseHostPort(experiment.remotePeer); !where) {
            fail("remote_peer",
                 Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                     "remote peer: %1 (expected HOST:PORT, e.g. 10.0.0.2:7290)"),
                      {textArg(errorText(where.error()))}));
        }
        if (experiment.placement != Placement::Unpinned) {
            fail("placement", Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                  "a remote peer runs on another machine: only "
                                                  "the unpinned placement applies (got %1)"),
                                   {idArg(std::string(toString(experiment.placement)))}));
        }
    }
    if (!isValidPlacement(experiment.placement)) {
        fail("placement", Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                              "placement must be unpinned, same-core or "
                                              "cross-core (got value %1)"),
                               {integerArg(static_cast<int>(experiment.placement))}));
    } else if (experiment.placement == Placement::CrossCore) {
        const std::size_t cpus = platform::allowedCpus().size();
        if (cpus < 2) {
            fail("placement", Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                  "cross-core placement needs at least 2 CPUs "
                                                  "this process may run on (got %1)"),
                                   {integerArg(static_cast<std::int64_t>(cpus))}));
        }
    } else if (experiment.placement == Placement::SameCore) {
        // Two spinning parties on one CPU: each hand-off waits until the scheduler preempts
        // the spinner (a time slice, milliseconds), so a run takes minutes and measures the
        // scheduler, not the mechanism.
        for (const std::string& id : experiment.mechanisms) {
            const Mechanism* mechanism = registry.find(id);
            if (mechanism == nullptr || mechanism->info().waitStrategies.empty()) {
                continue;
            }
            const WaitStrategy wait =
                experiment.waitStrategy.value_or(mechanism->info().waitStrategies.front());
            if (wait == WaitStrategy::Spin) {
                fail("wait", Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                 "mechanism \"%1\" would spin on the same core as "
                                                 "its peer: every hand-off would wait for the "
                                                 "scheduler to take the spinner off the CPU (a "
                                                 "time slice, milliseconds), measuring the "
                                                 "scheduler for minutes. Use --wait spin-yield or "
                                                 "block, or cross-core"),
                                  {mechanismArg(id)}));
            }
        }
    }
    return errors;
}

}  // namespace ipclab
