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

namespace ipclab {

std::string_view toString(Pattern pattern) noexcept {
    switch (pattern) {
        case Pattern::PingPong:
            return "pingpong";
        case Pattern::Stream:
            return "stream";
        case Pattern::Lock:
            return "lock";
        case Pattern::Paced:
            return "paced";
        case Pattern::OneSided:
            return "one-sided";
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
            return "block";
        case WaitStrategy::Spin:
            return "spin";
        case WaitStrategy::SpinYield:
            return "spin-yield";
        case WaitStrategy::SpinBlock:
            return "spin-block";
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
            return "unpinned";
        case Placement::SameCore:
            return "same-core";
        case Placement::CrossCore:
            return "cross-core";
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

template <class T>
std::string rangeMessage(std::string_view what, T low, T high, T given) {
    return std::string(what) + " must be between " + std::to_string(low) + " and " +
           std::to_string(high) + " (got " + std::to_string(given) + ")";
}

std::string knownIds(const MechanismRegistry& registry) {
    std::string ids;
    for (const MechanismInfo* info : registry.infos()) {
        if (!ids.empty()) {
            ids += ", ";
        }
        ids += info->id;
    }
    return ids.empty() ? std::string("none") : ids;
}

std::string patternList(const MechanismInfo& info) {
    std::string list;
    for (Pattern pattern : info.patterns) {
        if (!list.empty()) {
            list += ", ";
        }
        list += toString(pattern);
    }
    return list.empty() ? std::string("none") : list;
}

std::string waitList(const MechanismInfo& info) {
    std::string list;
    for (WaitStrategy wait : info.waitStrategies) {
        if (!list.empty()) {
            list += ", ";
        }
        list += toString(wait);
    }
    return list.empty() ? std::string("none") : list;
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
    auto fail = [&errors](std::string field, std::string message) {
        errors.push_back({std::move(field), std::move(message)});
    };

    // Mechanisms: present, known, listed once, available here, able to run the pattern.
    std::vector<const MechanismInfo*> usable;
    if (experiment.mechanisms.empty()) {
        fail("mechanisms",
             "at least one mechanism is required (known: " + knownIds(registry) + ")");
    }
    std::set<std::string> seenMechanisms;
    for (const std::string& id : experiment.mechanisms) {
        if (!seenMechanisms.insert(id).second) {
            fail("mechanisms", "mechanism \"" + id + "\" is listed more than once");
            continue;
        }
        const Mechanism* mechanism = registry.find(id);
        if (mechanism == nullptr) {
            fail("mechanisms",
                 "unknown mechanism \"" + id + "\" (known: " + knownIds(registry) + ")");
            continue;
        }
        const MechanismInfo& info = mechanism->info();
        // Shared memory and queues pass here: whether the peer shares this IPC namespace is
        // known only once it answers (RemoteResponder says so, per point, if not).
        if (!experiment.remotePeer.empty() && !info.remoteCapable && !info.sharedIpcCapable()) {
            fail("remote_peer", "mechanism \"" + id +
                                    "\" cannot run against a remote peer: only the network "
                                    "mechanisms tcp, udp, websocket and zmq.tcp can, and shared "
                                    "memory and queues in a shared IPC namespace (" +
                                    info.localOnlyReason() + ")");
            continue;
        }
        if (!info.available) {
            fail("mechanisms", "mechanism \"" + id + "\" is not available on this system: " +
                                   (info.unavailableReason.empty() ? std::string("no reason given")
                                                                   : info.unavailableReason));
            continue;
        }
        // Report variants (report 000's lock/write/unlock with no reader, a sendto nobody
        // receives) are not communication: they only make sense timed one-sided, beside the
        // real measurement, never as if they were a ping-pong or a stream. (A variant that does
        // communicate, report 002's acknowledged messages, declares its patterns instead.)
        if (!info.reportVariantOf.empty() && info.supports(Pattern::OneSided) &&
            isValidPattern(experiment.pattern) && experiment.pattern != Pattern::OneSided) {
            fail("pattern", "mechanism \"" + id + "\" is report " + info.reportVariantOf +
                                "'s own method, not communication: it runs only with the "
                                "one-sided pattern (got " +
                                std::string(toString(experiment.pattern)) + ")");
            continue;
        }
        if (isValidPattern(experiment.pattern) && !info.supports(experiment.pattern)) {
            fail("pattern", "mechanism \"" + id + "\" does not support the " +
                                std::string(toString(experiment.pattern)) +
                                " pattern (it supports: " + patternList(info) + ")");
            continue;
        }
        if (experiment.waitStrategy && isValidWait(*experiment.waitStrategy) &&
            !info.supports(*experiment.waitStrategy)) {
            fail("wait", "mechanism \"" + id + "\" does not offer the " +
                             std::string(toString(*experiment.waitStrategy)) +
                             " wait strategy (it offers: " + waitList(info) + ")");
            continue;
        }
        usable.push_back(&info);
    }

    if (!isValidPattern(experiment.pattern)) {
        fail("pattern", "pattern must be pingpong, stream, lock, paced or one-sided (got value " +
                            std::to_string(static_cast<int>(experiment.pattern)) + ")");
    }
    if (experiment.waitStrategy && !isValidWait(*experiment.waitStrategy)) {
        fail("wait", "wait must be block, spin, spin-yield or spin-block (got value " +
                         std::to_string(static_cast<int>(*experiment.waitStrategy)) + ")");
    }

    // Sizes: present, listed once, within the global limits, then within each mechanism's.
    if (experiment.sizesBytes.empty()) {
        fail("sizes", "at least one message size is required, between " +
                          describeBytes(kMinMessageBytes) + " and " +
                          describeBytes(kMaxMessageBytes));
    }
    // Each size is a point per mechanism: past this, an experiment is a typo or an attack, and
    // checking every size would bury the message under thousands of lines.
    constexpr std::size_t kMaxSizes = 100;
    const bool tooManySizes = experiment.sizesBytes.size() > kMaxSizes;
    if (tooManySizes) {
        fail("sizes", "at most " + std::to_string(kMaxSizes) +
                          " message sizes per experiment (got " +
                          std::to_string(experiment.sizesBytes.size()) + ")");
    }
    std::set<std::size_t> seenSizes;
    for (std::size_t size : tooManySizes ? std::vector<std::size_t>{} : experiment.sizesBytes) {
        if (!seenSizes.insert(size).second) {
            fail("sizes", "size " + describeBytes(size) + " is listed more than once");
            continue;
        }
        if (size < kMinMessageBytes || size > kMaxMessageBytes) {
            fail("sizes", "sizes must be between " + describeBytes(kMinMessageBytes) + " and " +
                              describeBytes(kMaxMessageBytes) + " (got " + describeBytes(size) +
                              ")");
            continue;
        }
        for (const MechanismInfo* info : usable) {
            const std::size_t low = std::max(kMinMessageBytes, info->minBytes);
            const std::size_t high = info->maxBytes;
            if (size < low || size > high) {
                fail("sizes", "mechanism \"" + info->id + "\" carries messages between " +
                                  describeBytes(low) + " and " + describeBytes(high) + " (got " +
                                  describeBytes(size) + ")");
            }
        }
    }

    if (experiment.iterations < 1 || experiment.iterations > kMaxIterations) {
        fail("iterations",
             rangeMessage<std::uint64_t>("iterations", 1, kMaxIterations, experiment.iterations));
    }
    if (experiment.warmup > kMaxWarmup) {
        fail("warmup", rangeMessage<std::uint64_t>("warmup", 0, kMaxWarmup, experiment.warmup));
    }
    if (experiment.repetitions < 1 || experiment.repetitions > kMaxRepetitions) {
        fail("repetitions",
             rangeMessage<int>("repetitions", 1, kMaxRepetitions, experiment.repetitions));
    }
    if (experiment.settle) {
        // Settle settings matter only when settling; a fixed run keeps whatever it carries.
        if (!(experiment.precision >= kMinPrecision && experiment.precision <= kMaxPrecision)) {
            fail("precision", "precision must be between 0.001 and 0.5 (±0.1% .. ±50%; got " +
                                  std::to_string(experiment.precision) + ")");
        }
        if (experiment.minRounds < 2 || experiment.minRounds > kMaxRepetitions) {
            fail("min_rounds",
                 rangeMessage<int>("min_rounds", 2, kMaxRepetitions, experiment.minRounds));
        }
        if (experiment.timeBudgetSeconds < 1 ||
            experiment.timeBudgetSeconds > kMaxTimeBudgetSeconds) {
            fail("time_budget_s",
                 rangeMessage<std::uint32_t>("time_budget_s", 1, kMaxTimeBudgetSeconds,
                                             experiment.timeBudgetSeconds));
        }
    }
    if (experiment.peerTimeoutMs < kMinPeerTimeoutMs ||
        experiment.peerTimeoutMs > kMaxPeerTimeoutMs) {
        fail("peer_timeout_ms",
             rangeMessage<std::uint32_t>("peer_timeout_ms", kMinPeerTimeoutMs, kMaxPeerTimeoutMs,
                                         experiment.peerTimeoutMs));
    }

    // Checked whatever the pattern, so that a saved experiment never carries a value that
    // would be refused once the pattern is switched to the one that uses it.
    if (experiment.parties < 1 || experiment.parties > kMaxParties) {
        fail("parties", rangeMessage<int>("parties", 1, kMaxParties, experiment.parties));
    }
    if (experiment.gapUs > kMaxGapUs) {
        fail("gap_us", rangeMessage<std::uint32_t>("gap_us", 0, kMaxGapUs, experiment.gapUs));
    }
    if (experiment.streamTotalBytes > kMaxStreamTotalBytes) {
        fail("stream_total_bytes",
             rangeMessage<std::uint64_t>("stream_total_bytes", 0, kMaxStreamTotalBytes,
                                         experiment.streamTotalBytes));
    } else if (experiment.streamTotalBytes > 0 && experiment.pattern != Pattern::Stream) {
        fail("stream_total_bytes", "stream_total_bytes applies only to the stream pattern (got " +
                                       std::string(toString(experiment.pattern)) + ")");
    } else if (experiment.streamTotalBytes > 0 && !tooManySizes) {
        // The total replaces the iteration count, so it must hold one message of every size
        // and stay within the iteration cap for the smallest.
        for (std::size_t size : experiment.sizesBytes) {
            if (size < kMinMessageBytes || size > kMaxMessageBytes) {
                continue;  // reported above
            }
            if (experiment.streamTotalBytes < size) {
                fail("stream_total_bytes",
                     "stream_total_bytes (" + describeBytes(experiment.streamTotalBytes) +
                         ") must be at least the message size (" + describeBytes(size) + ")");
                break;
            }
            const std::uint64_t messages = (experiment.streamTotalBytes + size - 1) / size;
            if (messages > kMaxIterations) {
                fail("stream_total_bytes",
                     "stream_total_bytes " + describeBytes(experiment.streamTotalBytes) +
                         " in messages of " + describeBytes(size) + " is " +
                         std::to_string(messages) + " messages per repetition, more than the " +
                         std::to_string(kMaxIterations) + " iterations allowed");
                break;
            }
        }
    }

    if (!experiment.remotePeer.empty()) {
        if (auto where = parseHostPort(experiment.remotePeer); !where) {
            fail("remote_peer", "remote peer: " + where.error().message +
                                    " (expected HOST:PORT, e.g. 10.0.0.2:7290)");
        }
        if (experiment.placement != Placement::Unpinned) {
            fail("placement",
                 "a remote peer runs on another machine: only the unpinned "
                 "placement applies (got " +
                     std::string(toString(experiment.placement)) + ")");
        }
    }
    if (!isValidPlacement(experiment.placement)) {
        fail("placement", "placement must be unpinned, same-core or cross-core (got value " +
                              std::to_string(static_cast<int>(experiment.placement)) + ")");
    } else if (experiment.placement == Placement::CrossCore) {
        const std::size_t cpus = platform::allowedCpus().size();
        if (cpus < 2) {
            fail("placement",
                 "cross-core placement needs at least 2 CPUs this process may run on (got " +
                     std::to_string(cpus) + ")");
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
                fail("wait", "mechanism \"" + id +
                                 "\" would spin on the same core as its peer: every hand-off "
                                 "would wait for the scheduler to take the spinner off the CPU "
                                 "(a time slice, milliseconds), measuring the scheduler for "
                                 "minutes. Use --wait spin-yield or block, or cross-core");
            }
        }
    }
    return errors;
}

namespace {

Error badSize(std::string_view item, std::string_view why) {
    return Error{ErrorCode::InvalidArgument,
                 "invalid size \"" + std::string(item) + "\": " + std::string(why)};
}

std::string_view trim(std::string_view text) {
    const auto isSpace = [](char c) { return c == ' ' || c == '\t'; };
    while (!text.empty() && isSpace(text.front())) {
        text.remove_prefix(1);
    }
    while (!text.empty() && isSpace(text.back())) {
        text.remove_suffix(1);
    }
    return text;
}

// One size: digits, an optional K/M/G (powers of 1024), then an optional "B" or, after a unit
// letter, "iB". Zero is accepted here; the caller decides whether it is allowed.
Expected<std::size_t> parseOneSize(std::string_view text, std::string_view item) {
    static constexpr std::string_view kExpected =
        "expected a whole number of bytes with an optional K, M or G suffix (e.g. 64, 4K, 1M)";
    std::uint64_t number = 0;
    const char* begin = text.data();
    const char* end = text.data() + text.size();
    const auto [next, ec] = std::from_chars(begin, end, number);
    if (ec == std::errc::result_out_of_range) {
        return badSize(item, "too large");
    }
    if (ec != std::errc() || next == begin) {
        return badSize(item, kExpected);
    }
    std::string_view suffix(next, static_cast<std::size_t>(end - next));
    unsigned shift = 0;
    if (!suffix.empty()) {
        switch (suffix.front()) {
            case 'K':
            case 'k':
                shift = 10;
                break;
            case 'M':
            case 'm':
                shift = 20;
                break;
            case 'G':
            case 'g':
                shift = 30;
                break;
            default:
                break;
        }
    }
    if (shift != 0) {
        suffix.remove_prefix(1);
        if (suffix == "iB") {
            suffix = {};
        }
    }
    if (suffix == "B") {
        suffix = {};
    }
    if (!suffix.empty()) {
        return badSize(item, kExpected);
    }
    const std::uint64_t limit = std::numeric_limits<std::size_t>::max();
    if (number > (limit >> shift)) {
        return badSize(item, "too large");
    }
    return static_cast<std::size_t>(number << shift);
}

}  // namespace

Expected<std::vector<std::size_t>> parseSizeList(std::string_view text) {
    std::vector<std::size_t> sizes;
    if (trim(text).empty()) {
        return Error{ErrorCode::InvalidArgument,
                     "no sizes given: expected e.g. \"64,4096\", \"1K,64K\" or \"4..512K\""};
    }
    while (true) {
        const std::size_t comma = text.find(',');
        const std::string_view item = trim(text.substr(0, comma));
        if (item.empty()) {
            return badSize(item, "empty item in the list (two commas, or a comma at an end)");
        }
        const std::size_t dots = item.find("..");
        if (dots == std::string_view::npos) {
            auto size = parseOneSize(item, item);
            if (!size) {
                return size.error();
            }
            if (*size == 0) {
                return badSize(item, "a size must be at least 1 byte");
            }
            sizes.push_back(*size);
        } else {
            auto first = parseOneSize(trim(item.substr(0, dots)), item);
            if (!first) {
                return first.error();
            }
            auto last = parseOneSize(trim(item.substr(dots + 2)), item);
            if (!last) {
                return last.error();
            }
            if (*first == 0) {
                return badSize(item, "a range must start at 1 byte or more (it doubles)");
            }
            if (*first > *last) {
                return badSize(item, "a range must go from the smaller size to the larger");
            }
            // Doubling from first while below last; last is always included.
            for (std::size_t size = *first; size < *last;) {
                sizes.push_back(size);
                if (size > *last / 2) {
                    break;
                }
                size *= 2;
            }
            sizes.push_back(*last);
        }
        if (comma == std::string_view::npos) {
            break;
        }
        text.remove_prefix(comma + 1);
    }
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    return sizes;
}

}  // namespace ipclab
