// ipclab/experiment_json.hpp: the Experiment codec shared by result files, presets and the GUI's
// settings.
#include "ipclab/experiment_json.hpp"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <utility>

#include "common/bounded_json.hpp"
#include "common/json_reader.hpp"
#include "common/json_util.hpp"
#include "experiment/experiment_fields.hpp"

namespace ipclab {

namespace {

using detail::fail;
using detail::failAt;
using detail::Json;
using detail::JsonError;
using detail::jsonIndexedPath;
using detail::JsonReader;
using detail::jsonTypeName;

// The other spellings a preset may use for two of toJson's keys.
constexpr std::string_view kPresetTotal = "total";
constexpr std::string_view kPresetVerify = "verify";

// [[initiator, responder], ...], each a CPU number >= 0.
std::vector<CpuPair> cpuPairsFrom(const JsonReader& r) {
    std::vector<CpuPair> pairs;
    const Json& list = r.array("cpu_pairs");
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Json& item = list[i];
        const bool valid = item.is_array() && item.size() == 2 && item[0].is_number_integer() &&
                           item[1].is_number_integer() && item[0].get<std::int64_t>() >= 0 &&
                           item[1].get<std::int64_t>() >= 0 &&
                           item[0].get<std::int64_t>() < 65536 &&
                           item[1].get<std::int64_t>() < 65536;
        if (!valid) {
            failAt(jsonIndexedPath(r.pathOf("cpu_pairs"), i),
                   "a CPU pair is [initiator CPU, responder CPU], each a number from 0 to 65535");
        }
        pairs.push_back({item[0].get<int>(), item[1].get<int>()});
    }
    return pairs;
}

// A preset's typo ("iteration") is refused with the keys it may have used: toJson's, so that a
// new field is known to presets as soon as it is written.
void refuseUnknownKeys(const Json& json, const std::string& path) {
    static const Json every = toJson(Experiment{});
    for (const auto& item : json.items()) {
        if (every.contains(item.key()) || item.key() == kPresetTotal ||
            item.key() == kPresetVerify) {
            continue;
        }
        std::string list;
        for (const auto& known : every.items()) {
            list += (list.empty() ? "" : ", ") + known.key();
        }
        list += ", " + std::string(kPresetTotal) + ", " + std::string(kPresetVerify);
        failAt(detail::jsonChildPath(path, item.key()), "unknown field (known: " + list + ")");
    }
}

// The key a preset used for a field with two spellings; nullptr when neither is there.
const char* presentSpelling(const JsonReader& r, const char* key, std::string_view alias,
                            bool aliasAllowed) {
    const std::string other(alias);
    if (aliasAllowed && r.has(other.c_str())) {
        if (r.has(key)) {
            failAt(r.pathOf(other.c_str()), "given twice (also as " + std::string(key) + ")");
        }
        return alias.data();  // a literal: null-terminated
    }
    return r.has(key) ? key : nullptr;
}

std::vector<std::string> mechanismsFrom(const JsonReader& r) {
    std::vector<std::string> ids;
    const Json& mechanisms = r.array("mechanisms");
    for (std::size_t i = 0; i < mechanisms.size(); ++i) {
        if (!mechanisms[i].is_string()) {
            fail(jsonIndexedPath(r.pathOf("mechanisms"), i) + " must be a string (got " +
                 jsonTypeName(mechanisms[i]) + ")");
        }
        ids.push_back(mechanisms[i].get<std::string>());
    }
    return ids;
}

// Result files and saved settings: a list of integers.
std::vector<std::size_t> integerSizesFrom(const JsonReader& r) {
    std::vector<std::size_t> result;
    const Json& sizes = r.array("sizes");
    for (std::size_t i = 0; i < sizes.size(); ++i) {
        if (!sizes[i].is_number_unsigned()) {
            fail(jsonIndexedPath(r.pathOf("sizes"), i) + " must be a non-negative integer (got " +
                 jsonTypeName(sizes[i]) + ")");
        }
        const auto size = sizes[i].get<std::uint64_t>();
        if (size > std::numeric_limits<std::size_t>::max()) {
            fail(jsonIndexedPath(r.pathOf("sizes"), i) + " is too large (" + std::to_string(size) +
                 ")");
        }
        result.push_back(static_cast<std::size_t>(size));
    }
    return result;
}

// Fields added after the first result files: a file without them keeps the defaults, which
// is how it was measured.
void readLaterFields(const JsonReader& r, Experiment& e, bool preset) {
    if (r.has("wait") && !r.field("wait").is_null()) {
        e.waitStrategy = detail::readWait(r, "wait");
    }
    if (r.has("parties")) {
        e.parties = r.integer<int>("parties");
    }
    // Added with the bare lock loop: older files ran the counter loop.
    if (r.has("lock_loop")) {
        e.lockLoop = detail::readLockLoop(r, "lock_loop");
    }
    if (r.has("gap_us")) {
        e.gapUs = r.integer<std::uint32_t>("gap_us");
    }
    if (r.has("keep_cores_awake")) {
        e.keepCoresAwake = r.boolean("keep_cores_awake");
    }
    if (const char* key = presentSpelling(r, "stream_total_bytes", kPresetTotal, preset)) {
        e.streamTotalBytes =
            preset ? detail::byteCount(r.field(key), r.pathOf(key)) : r.integer<std::uint64_t>(key);
    }
    if (r.has("remote_peer")) {
        e.remotePeer = r.string("remote_peer");
    }
    if (r.has("hold_dma_latency")) {
        e.holdDmaLatency = r.boolean("hold_dma_latency");
    }
    if (r.has("self_comparison")) {
        e.selfComparison = r.boolean("self_comparison");
    }
    if (r.has("cpu_pairs")) {
        e.cpuPairs = cpuPairsFrom(r);
    }
}

// Schema 2 (rounds): absent in older result files, which ran fixed repetitions; there the
// group comes together. Hand-written and saved objects may name any of them.
void readRoundFields(const JsonReader& r, Experiment& e, bool required) {
    if (required && r.has("settle")) {
        e.settle = r.boolean("settle");
        e.precision = r.real("precision");
        e.minRounds = r.integer<int>("min_rounds");
        e.timeBudgetSeconds = r.integer<std::uint32_t>("time_budget_s");
        e.roundSeed = r.integer<std::uint64_t>("round_seed");
    } else if (!required) {
        if (r.has("settle")) {
            e.settle = r.boolean("settle");
        }
        if (r.has("precision")) {
            e.precision = r.real("precision");
        }
        if (r.has("min_rounds")) {
            e.minRounds = r.integer<int>("min_rounds");
        }
        if (r.has("time_budget_s")) {
            e.timeBudgetSeconds = r.integer<std::uint32_t>("time_budget_s");
        }
        if (r.has("round_seed")) {
            e.roundSeed = r.integer<std::uint64_t>("round_seed");
        }
    }
}

Experiment read(const JsonReader& r, ExperimentJsonForm form) {
    const bool preset = form == ExperimentJsonForm::Preset;
    // Result files had these from the first version; the others came later (same schema).
    const bool required = form == ExperimentJsonForm::Result;
    const auto wanted = [&](const char* key) { return required || r.has(key); };

    Experiment e;
    if (!preset && wanted("mechanisms")) {
        e.mechanisms = mechanismsFrom(r);
    }
    if (preset || wanted("pattern")) {
        e.pattern = detail::readPattern(r, "pattern");
    }
    if (preset) {
        e.sizesBytes = detail::sizeList(r.field("sizes"), r.pathOf("sizes"));
    } else if (wanted("sizes")) {
        e.sizesBytes = integerSizesFrom(r);
    }
    if (wanted("iterations")) {
        e.iterations = r.integer<std::uint64_t>("iterations");
    }
    if (wanted("warmup")) {
        e.warmup = r.integer<std::uint64_t>("warmup");
    }
    if (wanted("repetitions")) {
        e.repetitions = r.integer<int>("repetitions");
    }
    if (wanted("placement")) {
        e.placement = detail::readPlacement(r, "placement");
    }
    if (wanted("peer_timeout_ms")) {
        e.peerTimeoutMs = r.integer<std::uint32_t>("peer_timeout_ms");
    }
    if (required) {
        e.verifyPayload = r.boolean("verify_payload");
    } else if (const char* key = presentSpelling(r, "verify_payload", kPresetVerify, preset)) {
        e.verifyPayload = r.boolean(key);
    }
    readLaterFields(r, e, preset);
    readRoundFields(r, e, required);
    return e;
}

}  // namespace

Json toJson(const Experiment& e) {
    Json json{{"mechanisms", e.mechanisms},
              {"pattern", std::string(toString(e.pattern))},
              {"sizes", e.sizesBytes},
              {"iterations", e.iterations},
              {"warmup", e.warmup},
              {"repetitions", e.repetitions},
              {"placement", std::string(toString(e.placement))},
              {"peer_timeout_ms", e.peerTimeoutMs},
              {"verify_payload", e.verifyPayload},
              {"wait", e.waitStrategy ? Json(std::string(toString(*e.waitStrategy))) : Json()},
              {"parties", e.parties},
              {"lock_loop", std::string(toString(e.lockLoop))},
              {"gap_us", e.gapUs},
              {"keep_cores_awake", e.keepCoresAwake},
              {"stream_total_bytes", e.streamTotalBytes},
              {"remote_peer", e.remotePeer},
              {"settle", e.settle},
              {"precision", e.precision},
              {"min_rounds", e.minRounds},
              {"time_budget_s", e.timeBudgetSeconds},
              {"round_seed", e.roundSeed},
              {"hold_dma_latency", e.holdDmaLatency},
              {"self_comparison", e.selfComparison}};
    // Written only when set, so files of runs without pairs are unchanged.
    if (!e.cpuPairs.empty()) {
        Json pairs = Json::array();
        for (const CpuPair& pair : e.cpuPairs) {
            pairs.push_back(Json::array({pair.initiator, pair.responder}));
        }
        json["cpu_pairs"] = std::move(pairs);
    }
    return json;
}

Expected<Experiment> experimentFromJson(const Json& json, ExperimentJsonForm form,
                                        const std::string& path) {
    try {
        const JsonReader reader(json, path);
        if (form == ExperimentJsonForm::Preset) {
            refuseUnknownKeys(json, path);
        }
        return read(reader, form);
    } catch (const JsonError& error) {
        return textError(ErrorCode::InvalidArgument, error.text);
    } catch (const Json::exception& error) {
        // Not expected (types are checked before every get), but never let one escape.
        return textError(ErrorCode::InvalidArgument,
                         path.empty() ? Text::verbatim(error.what())
                                      : Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1: %2"),
                                             {verbatimArg(path), verbatimArg(error.what())}));
    }
}

Expected<Experiment> experimentFromJsonText(std::string_view text, ExperimentJsonForm form) {
    Expected<Json> json = detail::parseBoundedJson(text);
    if (!json) {
        return json.error();
    }
    return experimentFromJson(*json, form);
}

}  // namespace ipclab
