// validate(): an Experiment's fields checked against the rules of each, the numeric ranges as
// one table (fieldRules) that the CLI, the GUI's form and the file readers all meet through it.
#include <algorithm>
#include <cmath>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "ipclab/mechanism_registry.hpp"
#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/cpu.hpp"
#include "ipclab/remote.hpp"
#include "ipclab/text.hpp"
#include "ipclab/validation.hpp"

namespace ipclab {

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

Text none() {
    return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "none"));
}

TextArg knownIds(const MechanismRegistry& registry) {
    std::string ids;
    for (const MechanismInfo* info : registry.infos()) {
        ids += (ids.empty() ? "" : ", ") + info->id;
    }
    return ids.empty() ? textArg(none()) : verbatimArg(ids);
}

// Pattern or wait ids as words the GUI translates ("pingpong, stream").
template <class Ids>
TextArg idList(const Ids& ids) {
    std::vector<Text> words;
    for (const auto id : ids) {
        words.push_back(platform::idText(std::string(toString(id))));
    }
    return words.empty() ? textArg(none()) : listArg(std::move(words));
}

TextArg idOf(auto value) {
    return idArg(std::string(toString(value)));
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
           placement == Placement::CrossCore || placement == Placement::Auto;
}

using Errors = std::vector<ValidationError>;

void fail(Errors& errors, std::string field, Text text) {
    std::string message = english(text);
    errors.push_back({std::move(field), std::move(message), std::move(text)});
}

Text coreMessage(const char* english, std::vector<TextArg> args = {}) {
    return Text(english, std::move(args));
}

/// One field's rule: which field, and the problem with it in `experiment` (nothing when fine).
struct FieldRule {
    std::string_view field;
    std::function<std::optional<Text>(const Experiment&)> problem;
};

bool always(const Experiment&) {
    return true;
}

// Settle settings matter only when settling; a fixed run keeps whatever it carries.
bool whenSettling(const Experiment& experiment) {
    return experiment.settle;
}

/// `field` must lie in [low, high] when `applies`.
template <class T>
FieldRule rangeRule(std::string_view field, T Experiment::*member, T low, T high,
                    bool (*applies)(const Experiment&) = always) {
    return {field, [=](const Experiment& experiment) -> std::optional<Text> {
                const T value = experiment.*member;
                if (!applies(experiment) || (value >= low && value <= high)) {
                    return std::nullopt;
                }
                return rangeMessage<T>(field, low, high, value);
            }};
}

/// The numeric fields' rules, in the order their problems are reported. parties, gap_us and
/// stream_total_bytes are checked whatever the pattern, so that a saved experiment never
/// carries a value that would be refused once the pattern is switched to the one that uses it.
const std::vector<FieldRule>& fieldRules() {
    static const std::vector<FieldRule> rules = {
        rangeRule<std::uint64_t>(IPCLAB_TR_NOOP("ipclab::CoreMessages", "iterations"),
                                 &Experiment::iterations, 1, kMaxIterations),
        rangeRule<std::uint64_t>(IPCLAB_TR_NOOP("ipclab::CoreMessages", "warmup"),
                                 &Experiment::warmup, 0, kMaxWarmup),
        rangeRule<int>(IPCLAB_TR_NOOP("ipclab::CoreMessages", "repetitions"),
                       &Experiment::repetitions, 1, kMaxRepetitions),
        {"precision",
         [](const Experiment& experiment) -> std::optional<Text> {
             const double precision = experiment.precision;
             // Not a number is refused even when not settling: it would be written into the
             // results as null, which no reader takes back.
             const bool inRange = precision >= kMinPrecision && precision <= kMaxPrecision;
             if (inRange || (!experiment.settle && std::isfinite(precision))) {
                 return std::nullopt;
             }
             return coreMessage(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                               "precision must be between 0.001 and 0.5 (±0.1% "
                                               ".. ±50%; got %1)"),
                                {numberArg(precision, std::to_string(precision))});
         }},
        rangeRule<int>(IPCLAB_TR_NOOP("ipclab::CoreMessages", "min_rounds"), &Experiment::minRounds,
                       2, kMaxRepetitions, whenSettling),
        rangeRule<std::uint32_t>(IPCLAB_TR_NOOP("ipclab::CoreMessages", "time_budget_s"),
                                 &Experiment::timeBudgetSeconds, 1, kMaxTimeBudgetSeconds,
                                 whenSettling),
        rangeRule<std::uint32_t>(IPCLAB_TR_NOOP("ipclab::CoreMessages", "peer_timeout_ms"),
                                 &Experiment::peerTimeoutMs, kMinPeerTimeoutMs, kMaxPeerTimeoutMs),
        rangeRule<int>(IPCLAB_TR_NOOP("ipclab::CoreMessages", "parties"), &Experiment::parties, 1,
                       kMaxParties),
        rangeRule<std::uint32_t>(IPCLAB_TR_NOOP("ipclab::CoreMessages", "gap_us"),
                                 &Experiment::gapUs, 0, kMaxGapUs),
        rangeRule<std::uint64_t>(IPCLAB_TR_NOOP("ipclab::CoreMessages", "stream_total_bytes"),
                                 &Experiment::streamTotalBytes, 0, kMaxStreamTotalBytes),
    };
    return rules;
}

/// Why mechanism `info` cannot run `experiment`; nothing when it can.
std::optional<ValidationError> mechanismProblem(const MechanismInfo& info,
                                                const Experiment& experiment) {
    const auto problem = [](std::string field, Text text) {
        std::string message = english(text);
        return ValidationError{std::move(field), std::move(message), std::move(text)};
    };
    const TextArg name = verbatimArg(info.id);
    // Shared memory and queues pass here: whether the peer shares this IPC namespace is known
    // only once it answers (RemoteResponder says so, per point, if not).
    if (!experiment.remotePeer.empty() && !info.remoteCapable && !info.sharedIpcCapable()) {
        return problem("remote_peer",
                       coreMessage(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                  "mechanism \"%1\" cannot run against a remote "
                                                  "peer: only the network mechanisms tcp, udp, "
                                                  "websocket and zmq.tcp can, and shared memory "
                                                  "and queues in a shared IPC namespace (%2)"),
                                   {name, textArg(info.localOnlyReason())}));
    }
    if (!info.available) {
        Text why = info.unavailableReason.empty()
                       ? Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "no reason given"))
                       : Text::coreText(info.unavailableReason);
        return problem("mechanisms",
                       coreMessage(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                  "mechanism \"%1\" is not available on this "
                                                  "system: %2"),
                                   {name, textArg(std::move(why))}));
    }
    const Pattern pattern = experiment.pattern;
    // Report variants (report 000's lock/write/unlock with no reader, a sendto nobody
    // receives) are not communication: they only make sense timed one-sided, beside the
    // real measurement, never as if they were a ping-pong or a stream. (A variant that does
    // communicate, report 002's acknowledged messages, declares its patterns instead.)
    if (!info.reportVariantOf.empty() && info.supports(Pattern::OneSided) &&
        isValidPattern(pattern) && pattern != Pattern::OneSided) {
        return problem("pattern",
                       coreMessage(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                  "mechanism \"%1\" is report %2's own "
                                                  "method, not communication: it runs "
                                                  "only with the one-sided pattern "
                                                  "(got %3)"),
                                   {name, verbatimArg(info.reportVariantOf), idOf(pattern)}));
    }
    if (isValidPattern(pattern) && !info.supports(pattern)) {
        return problem("pattern",
                       coreMessage(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                  "mechanism \"%1\" does not support the %2 "
                                                  "pattern (it supports: %3)"),
                                   {name, idOf(pattern), idList(info.patterns)}));
    }
    const auto& wait = experiment.waitStrategy;
    if (wait && isValidWait(*wait) && !info.supports(*wait)) {
        return problem("wait",
                       coreMessage(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                  "mechanism \"%1\" does not offer the %2 wait "
                                                  "strategy (it offers: %3)"),
                                   {name, idOf(*wait), idList(info.waitStrategies)}));
    }
    return std::nullopt;
}

/// Mechanisms: present, known, listed once, available here, able to run the pattern. Returns
/// the usable ones, whose size limits checkSizes applies.
std::vector<const MechanismInfo*> checkMechanisms(const Experiment& experiment,
                                                  const MechanismRegistry& registry,
                                                  Errors& errors) {
    std::vector<const MechanismInfo*> usable;
    if (experiment.mechanisms.empty()) {
        fail(errors, "mechanisms",
             coreMessage(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                        "at least one mechanism is required (known: %1)"),
                         {knownIds(registry)}));
    }
    std::set<std::string> seen;
    for (const std::string& id : experiment.mechanisms) {
        const Mechanism* mechanism = registry.find(id);
        if (!seen.insert(id).second) {
            fail(errors, "mechanisms",
                 coreMessage(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                            "mechanism \"%1\" is listed more than once"),
                             {verbatimArg(id)}));
        } else if (mechanism == nullptr) {
            fail(errors, "mechanisms",
                 coreMessage(
                     IPCLAB_TR_NOOP("ipclab::CoreMessages", "unknown mechanism \"%1\" (known: %2)"),
                     {verbatimArg(id), knownIds(registry)}));
        } else if (auto problem = mechanismProblem(mechanism->info(), experiment)) {
            errors.push_back(std::move(*problem));
        } else {
            usable.push_back(&mechanism->info());
        }
    }
    if (!isValidPattern(experiment.pattern)) {
        fail(errors, "pattern",
             coreMessage(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                        "pattern must be pingpong, stream, lock, paced or "
                                        "one-sided (got value %1)"),
                         {integerArg(static_cast<int>(experiment.pattern))}));
    }
    if (experiment.waitStrategy && !isValidWait(*experiment.waitStrategy)) {
        fail(errors, "wait",
             coreMessage(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                        "wait must be block, spin, spin-yield or spin-block "
                                        "(got value %1)"),
                         {integerArg(static_cast<int>(*experiment.waitStrategy))}));
    }
    return usable;
}

// Each size is a point per mechanism: past this, an experiment is a typo or an attack, and
// checking every size would bury the message under thousands of lines.
constexpr std::size_t kMaxSizes = 100;

/// Sizes: present, listed once, within the global limits, then within each mechanism's.
void checkSizes(const Experiment& experiment, const std::vector<const MechanismInfo*>& usable,
                Errors& errors) {
    const auto& sizes = experiment.sizesBytes;
    if (sizes.empty()) {
        fail(errors, "sizes",
             coreMessage(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                        "at least one message size is required, between %1 and "
                                        "%2"),
                         {bytesArg(kMinMessageBytes), bytesArg(kMaxMessageBytes)}));
    }
    if (sizes.size() > kMaxSizes) {
        fail(errors, "sizes",
             coreMessage(
                 IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                "at most %1 message sizes per experiment (got %2)"),
                 {integerArg(kMaxSizes), integerArg(static_cast<std::int64_t>(sizes.size()))}));
        return;
    }
    std::set<std::size_t> seen;
    for (std::size_t size : sizes) {
        if (!seen.insert(size).second) {
            fail(errors, "sizes",
                 coreMessage(
                     IPCLAB_TR_NOOP("ipclab::CoreMessages", "size %1 is listed more than once"),
                     {bytesArg(size)}));
            continue;
        }
        if (size < kMinMessageBytes || size > kMaxMessageBytes) {
            fail(errors, "sizes",
                 coreMessage(
                     IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                    "sizes must be between %1 and %2 (got %3)"),
                     {bytesArg(kMinMessageBytes), bytesArg(kMaxMessageBytes), bytesArg(size)}));
            continue;
        }
        for (const MechanismInfo* info : usable) {
            const std::size_t low = std::max(kMinMessageBytes, info->minBytes);
            const std::size_t high = info->maxBytes;
            if (size < low || size > high) {
                fail(errors, "sizes",
                     coreMessage(
                         IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                        "mechanism \"%1\" carries messages between %2 "
                                        "and %3 (got %4)"),
                         {verbatimArg(info->id), bytesArg(low), bytesArg(high), bytesArg(size)}));
            }
        }
    }
}

/// A stream total within its range: the stream pattern's only, and (as it replaces the
/// iteration count) holding one message of every size within the iteration cap.
void checkStreamTotal(const Experiment& experiment, Errors& errors) {
    const std::uint64_t total = experiment.streamTotalBytes;
    if (total == 0 || total > kMaxStreamTotalBytes) {
        return;  // nothing to check, or out of range (fieldRules)
    }
    if (experiment.pattern != Pattern::Stream) {
        fail(errors, "stream_total_bytes",
             coreMessage(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                        "stream_total_bytes applies only to the stream pattern "
                                        "(got %1)"),
                         {idOf(experiment.pattern)}));
        return;
    }
    if (experiment.sizesBytes.size() > kMaxSizes) {
        return;
    }
    for (std::size_t size : experiment.sizesBytes) {
        if (size < kMinMessageBytes || size > kMaxMessageBytes) {
            continue;  // reported by checkSizes
        }
        if (total < size) {
            fail(errors, "stream_total_bytes",
                 coreMessage(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                            "stream_total_bytes (%1) must be at least the message "
                                            "size (%2)"),
                             {bytesArg(total), bytesArg(size)}));
            return;
        }
        const std::uint64_t messages = (total + size - 1) / size;
        if (messages > kMaxIterations) {
            fail(errors, "stream_total_bytes",
                 coreMessage(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                            "stream_total_bytes %1 in messages of %2 is %3 "
                                            "messages per repetition, more than the %4 "
                                            "iterations allowed"),
                             {bytesArg(total), bytesArg(size),
                              integerArg(static_cast<std::int64_t>(messages)),
                              integerArg(static_cast<std::int64_t>(kMaxIterations))}));
            return;
        }
    }
}

void checkRemotePeer(const Experiment& experiment, Errors& errors) {
    if (experiment.remotePeer.empty()) {
        return;
    }
    if (auto where = parseHostPort(experiment.remotePeer); !where) {
        fail(errors, "remote_peer",
             coreMessage(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                        "remote peer: %1 (expected HOST:PORT, e.g. 10.0.0.2:7290)"),
                         {textArg(errorText(where.error()))}));
    }
    // Auto resolves to unpinned there (placementFor).
    if (experiment.placement != Placement::Unpinned && experiment.placement != Placement::Auto) {
        fail(errors, "placement",
             coreMessage(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                        "a remote peer runs on another machine: only the unpinned "
                                        "placement applies (got %1)"),
                         {idOf(experiment.placement)}));
    }
}

// Two spinning parties on one CPU: each hand-off waits until the scheduler preempts the
// spinner (a time slice, milliseconds), so a run takes minutes and measures the scheduler, not
// the mechanism.
void checkSameCoreSpin(const Experiment& experiment, const MechanismRegistry& registry,
                       Errors& errors) {
    for (const std::string& id : experiment.mechanisms) {
        const Mechanism* mechanism = registry.find(id);
        if (mechanism == nullptr || mechanism->info().waitStrategies.empty()) {
            continue;
        }
        const WaitStrategy wait =
            experiment.waitStrategy.value_or(mechanism->info().waitStrategies.front());
        if (wait == WaitStrategy::Spin) {
            fail(errors, "wait",
                 coreMessage(
                     IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                    "mechanism \"%1\" would spin on the same core as its "
                                    "peer: every hand-off would wait for the scheduler to "
                                    "take the spinner off the CPU (a time slice, "
                                    "milliseconds), measuring the scheduler for minutes. "
                                    "Choose the wait %2 or %3, or the placement %4"),
                     {verbatimArg(id), idArg("spin-yield"), idArg("block"), idArg("cross-core")}));
        }
    }
}

// Explicit pairs (the core map): each CPU one this process may run on; a pair on one CPU obeys
// the same-core rule for spinning waits.
void checkCpuPairs(const Experiment& experiment, const MechanismRegistry& registry,
                   Errors& errors) {
    if (!hasMessageSize(experiment.pattern)) {  // the lock pattern: N parties, no messages
        fail(errors, "cpu_pairs",
             coreMessage(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                        "CPU pairs are for two parties; the lock pattern's "
                                        "parties are placed by the placement")));
        return;
    }
    if (!experiment.remotePeer.empty()) {
        fail(errors, "cpu_pairs",
             coreMessage(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                        "CPU pairs pin both parties on this machine; a remote "
                                        "peer runs elsewhere")));
        return;
    }
    const std::vector<int> allowed = platform::allowedCpus();
    bool sameCpu = false;
    for (const CpuPair& pair : experiment.cpuPairs) {
        for (const int cpu : {pair.initiator, pair.responder}) {
            if (std::find(allowed.begin(), allowed.end(), cpu) == allowed.end()) {
                fail(errors, "cpu_pairs",
                     coreMessage(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                                "CPU %1 is not one this process may run on"),
                                 {integerArg(cpu)}));
                return;
            }
        }
        sameCpu = sameCpu || pair.initiator == pair.responder;
    }
    if (sameCpu) {
        checkSameCoreSpin(experiment, registry, errors);
    }
}

void checkPlacement(const Experiment& experiment, const MechanismRegistry& registry,
                    Errors& errors) {
    if (!isValidPlacement(experiment.placement)) {
        fail(errors, "placement",
             coreMessage(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                        "placement must be unpinned, same-core, cross-core or "
                                        "auto (got value %1)"),
                         {integerArg(static_cast<int>(experiment.placement))}));
    } else if (const platform::Capability& pinning = platform::capabilities().cpuPinning;
               !pinning.available &&
               (experiment.placement == Placement::SameCore ||
                experiment.placement == Placement::CrossCore || !experiment.cpuPairs.empty())) {
        // Where threads cannot be pinned (macOS: affinity is only a hint, ignored on Apple
        // silicon), a placement that pins would fail at every point; auto runs unpinned there
        // (placementFor).
        fail(
            errors, experiment.cpuPairs.empty() ? "placement" : "cpu_pairs",
            coreMessage(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                       "%1 pins both parties to CPUs, which this system "
                                       "cannot do (%2): choose the placement %3 or %4"),
                        {experiment.cpuPairs.empty() ? idOf(experiment.placement)
                                                     : verbatimArg("cpu_pairs"),
                         textArg(Text::coreText(pinning.note)), idArg("auto"), idArg("unpinned")}));
    } else if (!experiment.cpuPairs.empty()) {
        checkCpuPairs(experiment, registry, errors);
    } else if (experiment.placement == Placement::CrossCore) {
        const std::size_t cpus = platform::allowedCpus().size();
        if (cpus < 2) {
            fail(errors, "placement",
                 coreMessage(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                            "cross-core placement needs at least 2 CPUs this "
                                            "process may run on (got %1)"),
                             {integerArg(static_cast<std::int64_t>(cpus))}));
        }
    } else if (experiment.placement == Placement::SameCore) {
        checkSameCoreSpin(experiment, registry, errors);
    }
}

}  // namespace

std::vector<ValidationError> validate(const Experiment& experiment,
                                      const MechanismRegistry& registry) {
    Errors errors;
    const auto usable = checkMechanisms(experiment, registry, errors);
    checkSizes(experiment, usable, errors);
    for (const FieldRule& rule : fieldRules()) {
        if (auto problem = rule.problem(experiment)) {
            fail(errors, std::string(rule.field), std::move(*problem));
        }
    }
    checkStreamTotal(experiment, errors);
    checkRemotePeer(experiment, errors);
    checkPlacement(experiment, registry, errors);
    return errors;
}

}  // namespace ipclab
