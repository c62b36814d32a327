#include "ipclab/preset.hpp"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <limits>
#include <optional>
#include <set>
#include <string>
#include <utility>

#include <nlohmann/json.hpp>

#include "embedded_presets.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "json_util.hpp"

namespace ipclab {

namespace {

using detail::jsonChildPath;
using detail::jsonIndexedPath;
using detail::jsonTypeName;

using Json = nlohmann::json;

// Parsing is not a measurement path: the first problem is thrown as a ParseError and turned into
// an Error by parsePreset, with the source name in front.
struct ParseError {
    std::string message;
};

[[noreturn]] void fail(const std::string& path, const std::string& message) {
    throw ParseError{path.empty() ? message : path + ": " + message};
}

// An object at `path` whose fields are read by name; unknown fields are refused, so that a typo
// in a preset ("iteration") is an error rather than a silently ignored setting.
class Fields {
  public:
    Fields(const Json& json, std::string path, std::initializer_list<std::string_view> known)
        : m_json(json), m_path(std::move(path)) {
        if (!m_json.is_object()) {
            fail(m_path, std::string("must be an object (got ") + jsonTypeName(m_json) + ")");
        }
        for (const auto& item : m_json.items()) {
            if (std::find(known.begin(), known.end(), item.key()) == known.end()) {
                std::string list;
                for (std::string_view name : known) {
                    list += (list.empty() ? "" : ", ") + std::string(name);
                }
                fail(jsonChildPath(m_path, item.key()), "unknown field (known: " + list + ")");
            }
        }
    }

    bool has(std::string_view name) const { return m_json.contains(name); }
    std::string pathOf(std::string_view name) const { return jsonChildPath(m_path, name); }

    const Json& field(std::string_view name) const {
        const auto it = m_json.find(name);
        if (it == m_json.end()) {
            fail(pathOf(name), "missing");
        }
        return *it;
    }

    std::string string(std::string_view name, bool allowEmpty = true) const {
        const Json& value = field(name);
        if (!value.is_string()) {
            fail(pathOf(name), std::string("must be a string (got ") + jsonTypeName(value) + ")");
        }
        std::string text = value.get<std::string>();
        if (!allowEmpty && text.empty()) {
            fail(pathOf(name), "must not be empty");
        }
        return text;
    }

    std::string optionalString(std::string_view name) const {
        return has(name) ? string(name) : std::string();
    }

    bool boolean(std::string_view name) const {
        const Json& value = field(name);
        if (!value.is_boolean()) {
            fail(pathOf(name),
                 std::string("must be true or false (got ") + jsonTypeName(value) + ")");
        }
        return value.get<bool>();
    }

    double number(std::string_view name) const {
        const Json& value = field(name);
        if (!value.is_number()) {
            fail(pathOf(name), std::string("must be a number (got ") + jsonTypeName(value) + ")");
        }
        return value.get<double>();
    }

    // Non-negative integer up to `max`; range checks beyond that are validate()'s.
    std::uint64_t unsignedInteger(
        std::string_view name,
        std::uint64_t max = std::numeric_limits<std::uint64_t>::max()) const {
        const Json& value = field(name);
        if (value.is_number_integer() && !value.is_number_unsigned()) {
            fail(pathOf(name),
                 "must not be negative (got " + std::to_string(value.get<std::int64_t>()) + ")");
        }
        if (!value.is_number_unsigned()) {
            fail(pathOf(name),
                 std::string("must be a non-negative integer (got ") + jsonTypeName(value) + ")");
        }
        const auto raw = value.get<std::uint64_t>();
        if (raw > max) {
            fail(pathOf(name),
                 "is too large (" + std::to_string(raw) + ", at most " + std::to_string(max) + ")");
        }
        return raw;
    }

    const Json& array(std::string_view name, bool allowEmpty = true) const {
        const Json& value = field(name);
        if (!value.is_array()) {
            fail(pathOf(name), std::string("must be an array (got ") + jsonTypeName(value) + ")");
        }
        if (!allowEmpty && value.empty()) {
            fail(pathOf(name), "must not be empty");
        }
        return value;
    }

    Pattern pattern(std::string_view name) const {
        const std::string text = string(name);
        const std::optional<Pattern> pattern = parsePattern(text);
        if (!pattern) {
            fail(pathOf(name),
                 "\"" + text + "\" is not a pattern (pingpong, stream, lock, paced, one-sided)");
        }
        return *pattern;
    }

  private:
    const Json& m_json;
    std::string m_path;
};

// A byte count written as an integer (64) or with a suffix ("4K", "1G"), as on the command line.
std::size_t byteCount(const Json& value, const std::string& path) {
    if (value.is_number_unsigned()) {
        const auto raw = value.get<std::uint64_t>();
        if (raw > std::numeric_limits<std::size_t>::max()) {
            fail(path, "is too large (" + std::to_string(raw) + ")");
        }
        return static_cast<std::size_t>(raw);
    }
    if (value.is_string()) {
        const std::string text = value.get<std::string>();
        const Expected<std::vector<std::size_t>> sizes = parseSizeList(text);
        if (!sizes || sizes->size() != 1) {
            fail(path, "\"" + text + "\" is not a byte count (e.g. 64, \"4K\", \"1M\")");
        }
        return sizes->front();
    }
    fail(path, std::string("must be a byte count such as 64 or \"4K\" (got ") +
                   jsonTypeName(value) + ")");
}

const std::set<std::string, std::less<>>& knownQuantities() {
    static const std::set<std::string, std::less<>> quantities{"latency_ns", "ns_per_op",
                                                               "bytes_per_s", "seconds_total"};
    return quantities;
}

void checkMechanism(const std::string& id, const std::string& path) {
    if (MechanismRegistry::builtin().find(id) == nullptr) {
        fail(path, "unknown mechanism \"" + id + "\" (ipclab-cli list shows the known ids)");
    }
}

// "sizes": [64, "4K"] or one string in the command line's syntax ("4..1M").
std::vector<std::size_t> sizeList(const Json& sizes, const std::string& path) {
    std::vector<std::size_t> result;
    if (sizes.is_string()) {
        Expected<std::vector<std::size_t>> parsed = parseSizeList(sizes.get<std::string>());
        if (!parsed) {
            fail(path, parsed.error().message);
        }
        result = std::move(parsed.value());
    } else if (sizes.is_array()) {
        for (std::size_t i = 0; i < sizes.size(); ++i) {
            result.push_back(byteCount(sizes[i], jsonIndexedPath(path, i)));
        }
    } else {
        fail(path, std::string("must be a list of sizes or a string such as \"4..1M\" (got ") +
                       jsonTypeName(sizes) + ")");
    }
    if (result.empty()) {
        fail(path, "must not be empty");
    }
    return result;
}

std::vector<std::string> mechanismList(const Json& mechanisms, const std::string& path,
                                       const Experiment& e) {
    std::vector<std::string> ids;
    if (mechanisms.is_string() && mechanisms.get<std::string>() == "all") {
        ids = everyMechanismFor(e, MechanismRegistry::builtin());
    } else if (mechanisms.is_object()) {
        const Fields all(mechanisms, path, {"all_at_sizes"});
        ids = everyMechanismFor(e, MechanismRegistry::builtin(),
                                sizeList(all.field("all_at_sizes"), all.pathOf("all_at_sizes")));
    } else if (mechanisms.is_array()) {
        if (mechanisms.empty()) {
            fail(path, "must not be empty");
        }
        for (std::size_t i = 0; i < mechanisms.size(); ++i) {
            const std::string where = jsonIndexedPath(path, i);
            if (!mechanisms[i].is_string()) {
                fail(where, std::string("must be a mechanism id (got ") +
                                jsonTypeName(mechanisms[i]) + ")");
            }
            const std::string id = mechanisms[i].get<std::string>();
            checkMechanism(id, where);
            ids.push_back(id);
        }
        return ids;
    } else {
        fail(path, std::string("must be a list of mechanism ids, \"all\" or {\"all_at_sizes\": "
                               "sizes} (got ") +
                       jsonTypeName(mechanisms) + ")");
    }
    if (ids.empty()) {
        fail(path, "no mechanism of this build runs " + std::string(toString(e.pattern)) +
                       " at these sizes");
    }
    return ids;
}

Experiment parseExperiment(const Json& json, const std::string& path) {
    const Fields f(
        json, path,
        {"mechanisms", "pattern", "sizes", "iterations", "warmup", "repetitions", "placement",
         "wait", "parties", "gap_us", "keep_cores_awake", "total", "peer_timeout_ms", "verify"});
    Experiment e;
    e.pattern = f.pattern("pattern");
    e.sizesBytes = sizeList(f.field("sizes"), f.pathOf("sizes"));

    if (f.has("iterations")) {
        e.iterations = f.unsignedInteger("iterations");
    }
    if (f.has("warmup")) {
        e.warmup = f.unsignedInteger("warmup");
    }
    if (f.has("repetitions")) {
        e.repetitions = static_cast<int>(
            f.unsignedInteger("repetitions", static_cast<std::uint64_t>(kMaxRepetitions)));
    }
    if (f.has("placement")) {
        const std::string text = f.string("placement");
        const std::optional<Placement> placement = parsePlacement(text);
        if (!placement) {
            fail(f.pathOf("placement"),
                 "\"" + text + "\" is not a placement (unpinned, same-core, cross-core)");
        }
        e.placement = *placement;
    }
    if (f.has("wait") && !f.field("wait").is_null()) {
        const std::string text = f.string("wait");
        const std::optional<WaitStrategy> wait = parseWaitStrategy(text);
        if (!wait) {
            fail(f.pathOf("wait"),
                 "\"" + text + "\" is not a wait strategy (block, spin, spin-yield, spin-block)");
        }
        e.waitStrategy = *wait;
    }
    if (f.has("parties")) {
        e.parties =
            static_cast<int>(f.unsignedInteger("parties", static_cast<std::uint64_t>(kMaxParties)));
    }
    if (f.has("gap_us")) {
        e.gapUs = static_cast<std::uint32_t>(f.unsignedInteger("gap_us", kMaxGapUs));
    }
    if (f.has("keep_cores_awake")) {
        e.keepCoresAwake = f.boolean("keep_cores_awake");
    }
    if (f.has("total")) {
        e.streamTotalBytes = byteCount(f.field("total"), f.pathOf("total"));
    }
    if (f.has("peer_timeout_ms")) {
        e.peerTimeoutMs =
            static_cast<std::uint32_t>(f.unsignedInteger("peer_timeout_ms", kMaxPeerTimeoutMs));
    }
    if (f.has("verify")) {
        e.verifyPayload = f.boolean("verify");
    }
    // Last: "all" picks by the pattern, sizes and wait read above.
    e.mechanisms = mechanismList(f.field("mechanisms"), f.pathOf("mechanisms"), e);
    return e;
}

ReferenceSeries parseReference(const Json& json, const std::string& path) {
    const Fields f(json, path,
                   {"label", "mechanism", "pattern", "quantity", "hardware", "source", "scale",
                    "total", "statistic", "placement", "derived_from", "points"});
    ReferenceSeries series;
    series.label = f.string("label", false);
    series.mechanism = f.string("mechanism");
    if (!series.mechanism.empty()) {
        checkMechanism(series.mechanism, f.pathOf("mechanism"));
    }
    series.pattern = f.pattern("pattern");
    series.quantity = f.string("quantity");
    if (knownQuantities().count(series.quantity) == 0) {
        fail(f.pathOf("quantity"), "\"" + series.quantity +
                                       "\" is not a quantity (latency_ns, ns_per_op, "
                                       "bytes_per_s, seconds_total)");
    }
    series.hardware = f.string("hardware", false);
    series.source = f.optionalString("source");
    if (f.has("scale")) {
        series.scale = f.number("scale");
        if (!(series.scale > 0) || !std::isfinite(series.scale)) {
            fail(f.pathOf("scale"), "must be a positive number");
        }
    }
    if (f.has("total")) {
        series.streamTotalBytes = byteCount(f.field("total"), f.pathOf("total"));
    }
    if (f.has("statistic")) {
        const std::string text = f.string("statistic");
        const std::optional<ReferenceStatistic> statistic = parseReferenceStatistic(text);
        if (!statistic) {
            fail(f.pathOf("statistic"), "\"" + text + "\" is not a statistic (min, median, mean)");
        }
        series.statistic = *statistic;
    }
    if (f.has("placement")) {
        const std::string text = f.string("placement");
        const std::optional<Placement> placement = parsePlacement(text);
        if (!placement) {
            fail(f.pathOf("placement"),
                 "\"" + text + "\" is not a placement (unpinned, same-core, cross-core)");
        }
        series.placement = *placement;
    }
    // Checked against the other references once all are read (parseDocument).
    series.derivedFrom = f.optionalString("derived_from");
    const Json& points = f.array("points", false);
    for (std::size_t i = 0; i < points.size(); ++i) {
        const std::string where = jsonIndexedPath(f.pathOf("points"), i);
        const Fields p(points[i], where, {"size", "value"});
        ReferencePoint point;
        point.sizeBytes = byteCount(p.field("size"), p.pathOf("size"));
        point.published = p.number("value");
        if (!(point.published > 0) || !std::isfinite(point.published)) {
            fail(p.pathOf("value"),
                 "must be a positive number (got " + p.field("value").dump() + ")");
        }
        point.value = point.published * series.scale;
        series.points.push_back(point);
    }
    return series;
}

// A derived figure names the measured series it was computed from: exactly one other
// reference with that label, itself measured (a chain would hide what was measured).
void checkDerivations(const std::vector<ReferenceSeries>& references) {
    for (std::size_t i = 0; i < references.size(); ++i) {
        const std::string& from = references[i].derivedFrom;
        if (from.empty()) {
            continue;
        }
        const std::string where = jsonIndexedPath("references", i) + ".derived_from";
        const auto named =
            std::count_if(references.begin(), references.end(),
                          [&](const ReferenceSeries& other) { return other.label == from; });
        if (named != 1) {
            fail(where, "\"" + from + "\" must be the label of exactly one other reference (" +
                            std::to_string(named) + " found)");
        }
        const auto source =
            std::find_if(references.begin(), references.end(),
                         [&](const ReferenceSeries& other) { return other.label == from; });
        if (&*source == &references[i]) {
            fail(where, "a reference cannot be derived from itself");
        }
        if (!source->derivedFrom.empty()) {
            fail(where, "\"" + from + "\" is itself derived; name the measured series");
        }
    }
}

Preset parseDocument(const Json& json) {
    const Fields f(json, "", {"id", "title", "report", "summary", "note", "steps", "references"});
    Preset preset;
    preset.id = f.string("id", false);
    for (char c : preset.id) {
        const bool allowed = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
        if (!allowed) {
            fail("id", "\"" + preset.id +
                           "\" may only hold lower-case letters, digits and '-' (it is typed "
                           "on the command line)");
        }
    }
    preset.title = f.string("title", false);
    preset.report = f.optionalString("report");
    preset.summary = f.string("summary", false);
    preset.note = f.optionalString("note");

    const Json& steps = f.array("steps", false);
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const std::string where = jsonIndexedPath("steps", i);
        const Fields s(steps[i], where, {"name", "experiment", "optional"});
        PresetStep step;
        step.name = s.string("name", false);
        step.experiment = parseExperiment(s.field("experiment"), s.pathOf("experiment"));
        if (s.has("optional")) {
            step.optional = s.boolean("optional");
        }
        preset.steps.push_back(std::move(step));
    }
    if (std::none_of(preset.steps.begin(), preset.steps.end(),
                     [](const PresetStep& step) { return !step.optional; })) {
        fail("steps", "at least one step must not be optional");
    }
    if (f.has("references")) {
        const Json& references = f.array("references");
        for (std::size_t i = 0; i < references.size(); ++i) {
            preset.references.push_back(
                parseReference(references[i], jsonIndexedPath("references", i)));
        }
    }
    checkDerivations(preset.references);
    return preset;
}

struct Builtin {
    std::vector<Preset> presets;
    std::vector<std::string> problems;
};

const Builtin& builtin() {
    // Parsed once, on first use; immutable afterwards (thread-safe static initialisation).
    static const Builtin parsed = [] {
        Builtin result;
        std::set<std::string, std::less<>> ids;
        for (const detail::EmbeddedPreset& file : detail::embeddedPresets()) {
            Expected<Preset> preset = parsePreset(file.json, file.fileName);
            if (!preset) {
                result.problems.push_back(preset.error().message);
                continue;
            }
            if (!ids.insert(preset->id).second) {
                result.problems.push_back(std::string(file.fileName) + ": id \"" + preset->id +
                                          "\" is used by another preset");
                continue;
            }
            result.presets.push_back(std::move(preset.value()));
        }
        return result;
    }();
    return parsed;
}

}  // namespace

std::string_view toString(ReferenceStatistic statistic) {
    switch (statistic) {
        case ReferenceStatistic::Min:
            return "min";
        case ReferenceStatistic::Median:
            return "median";
        case ReferenceStatistic::Mean:
            return "mean";
    }
    return "median";
}

std::optional<ReferenceStatistic> parseReferenceStatistic(std::string_view text) {
    for (ReferenceStatistic statistic :
         {ReferenceStatistic::Min, ReferenceStatistic::Median, ReferenceStatistic::Mean}) {
        if (toString(statistic) == text) {
            return statistic;
        }
    }
    return std::nullopt;
}

namespace {

double medianOf(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    const std::size_t middle = values.size() / 2;
    return values.size() % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

// `statistic` of per-repetition times; `values` not empty.
double statisticOf(const std::vector<double>& values, ReferenceStatistic statistic) {
    switch (statistic) {
        case ReferenceStatistic::Min:
            return *std::min_element(values.begin(), values.end());
        case ReferenceStatistic::Median:
            return medianOf(values);
        case ReferenceStatistic::Mean:
            break;
    }
    double sum = 0;
    for (double value : values) {
        sum += value;
    }
    return sum / static_cast<double>(values.size());
}

std::optional<double> positive(double value) {
    if (value > 0 && std::isfinite(value)) {
        return value;
    }
    return std::nullopt;
}

}  // namespace

std::optional<double> ourFigure(const ReferenceSeries& series, const PointResult& point,
                                const Experiment& experiment) {
    if (!point.ok || point.repetitions.empty()) {
        return std::nullopt;
    }
    if (series.quantity == "latency_ns" || series.quantity == "ns_per_op") {
        switch (series.statistic) {
            case ReferenceStatistic::Min:
                return positive(point.latencyNs.min);
            case ReferenceStatistic::Median:
                return positive(point.latencyNs.median);
            case ReferenceStatistic::Mean:
                return positive(point.latencyNs.mean);
        }
        return std::nullopt;
    }
    if (series.quantity == "bytes_per_s") {
        if (series.statistic == ReferenceStatistic::Mean) {
            return positive(point.throughput.bytesPerSecond);
        }
        // A rate's "min" is the repetition that took least time: the fastest. Statistics of
        // times, taken as seconds per byte, so that min and median mean what they mean for a
        // time.
        std::vector<double> secondsPerByte;
        for (const RepetitionResult& repetition : point.repetitions) {
            if (repetition.bytesPerSecond > 0) {
                secondsPerByte.push_back(1 / repetition.bytesPerSecond);
            }
        }
        if (secondsPerByte.empty()) {
            return std::nullopt;
        }
        return positive(1 / statisticOf(secondsPerByte, series.statistic));
    }
    if (series.quantity == "seconds_total") {
        // Only the same bulk transfer compares: 64 MiB (--quick) is not 256 MiB.
        if (experiment.streamTotalBytes == 0 ||
            experiment.streamTotalBytes != series.streamTotalBytes) {
            return std::nullopt;
        }
        std::vector<double> seconds;
        for (const RepetitionResult& repetition : point.repetitions) {
            if (repetition.bytesPerSecond > 0) {
                seconds.push_back(static_cast<double>(experiment.streamTotalBytes) /
                                  repetition.bytesPerSecond);
            }
        }
        if (seconds.empty()) {
            return std::nullopt;
        }
        return positive(statisticOf(seconds, series.statistic));
    }
    return std::nullopt;
}

bool referenceFitsPlacement(const ReferenceSeries& series, Placement placement) {
    return !series.placement || *series.placement == placement;
}

std::vector<ReferenceSeries> referencesForPlacement(const std::vector<ReferenceSeries>& references,
                                                    Placement placement) {
    std::vector<ReferenceSeries> kept;
    for (const ReferenceSeries& series : references) {
        if (referenceFitsPlacement(series, placement)) {
            kept.push_back(series);
        }
    }
    return kept;
}

std::vector<ReferenceComparison> compareWithReferences(
    const std::vector<ReferenceSeries>& references, const RunResult& result) {
    std::vector<ReferenceComparison> rows;
    for (std::size_t index = 0; index < references.size(); ++index) {
        const ReferenceSeries& series = references[index];
        for (const ReferencePoint& reference : series.points) {
            for (const PointResult& point : result.points) {
                // Lock points move no message: their size means nothing.
                const bool sameSize =
                    point.pattern == Pattern::Lock || point.sizeBytes == reference.sizeBytes;
                const bool samePlacement = referenceFitsPlacement(series, point.placement);
                if (point.mechanism != series.mechanism || point.pattern != series.pattern ||
                    !sameSize || !samePlacement) {
                    continue;
                }
                if (const auto ours = ourFigure(series, point, result.experiment)) {
                    rows.push_back({index, reference, *ours, point.placement});
                }
            }
        }
    }
    return rows;
}

std::vector<std::string> everyMechanismFor(const Experiment& experiment,
                                           const MechanismRegistry& registry,
                                           const std::vector<std::size_t>& alsoSizes) {
    const auto runsEvery = [](const MechanismInfo& info, const std::vector<std::size_t>& sizes) {
        return std::all_of(sizes.begin(), sizes.end(), [&info](std::size_t size) {
            return size >= info.minBytes && size <= info.maxBytes;
        });
    };
    std::vector<std::string> ids;
    for (const MechanismInfo* info : registry.infos()) {
        // Unavailable ones stay: presetForThisMachine drops them with the reason, as it does
        // listed ones.
        if (info->group == MechanismGroup::ReportVariants || !info->supports(experiment.pattern) ||
            (experiment.waitStrategy && !info->supports(*experiment.waitStrategy)) ||
            !runsEvery(*info, experiment.sizesBytes) || !runsEvery(*info, alsoSizes)) {
            continue;
        }
        ids.push_back(info->id);
    }
    return ids;
}

Expected<Preset> parsePreset(std::string_view json, std::string_view sourceName) {
    const std::string source = sourceName.empty() ? std::string("preset") : std::string(sourceName);
    Json document;
    try {
        document = Json::parse(json.begin(), json.end());
    } catch (const Json::parse_error& e) {
        return Error{ErrorCode::InvalidArgument, source + ": not JSON: " + e.what()};
    }
    try {
        return parseDocument(document);
    } catch (const ParseError& e) {
        return Error{ErrorCode::InvalidArgument, source + ": " + e.message};
    } catch (const Json::exception& e) {
        return Error{ErrorCode::InvalidArgument, source + ": " + e.what()};
    }
}

const std::vector<Preset>& builtinPresets() {
    return builtin().presets;
}

std::vector<std::string> builtinPresetProblems() {
    return builtin().problems;
}

const Preset* findPreset(std::string_view id) {
    for (const Preset& preset : builtinPresets()) {
        if (preset.id == id) {
            return &preset;
        }
    }
    return nullptr;
}

Preset presetForThisMachine(const Preset& preset, const MechanismRegistry& registry,
                            std::vector<std::string>* dropped) {
    Preset result = preset;
    result.steps.clear();
    std::set<std::string, std::less<>> reported;
    for (const PresetStep& step : preset.steps) {
        PresetStep kept = step;
        kept.experiment.mechanisms.clear();
        for (const std::string& id : step.experiment.mechanisms) {
            const Mechanism* mechanism = registry.find(id);
            if (mechanism != nullptr && mechanism->info().available) {
                kept.experiment.mechanisms.push_back(id);
                continue;
            }
            // Unknown ids never reach here from a parsed preset (parsePreset refuses them);
            // with another registry they are dropped the same way, with the reason.
            if (dropped != nullptr && reported.insert(id).second) {
                const std::string why = mechanism == nullptr ? std::string("not in this build")
                                                             : mechanism->info().unavailableReason;
                dropped->push_back(id + ": " + why);
            }
        }
        if (!kept.experiment.mechanisms.empty()) {
            result.steps.push_back(std::move(kept));
        }
    }
    return result;
}

std::vector<std::string> validatePreset(const Preset& preset, const MechanismRegistry& registry) {
    std::vector<std::string> problems;
    for (std::size_t i = 0; i < preset.steps.size(); ++i) {
        const PresetStep& step = preset.steps[i];
        for (const ValidationError& error : validate(step.experiment, registry)) {
            problems.push_back("step " + std::to_string(i + 1) + " (" + step.name +
                               "): " + error.message);
        }
    }
    return problems;
}

Preset quickPreset(const Preset& preset, std::uint64_t maxIterations, std::uint64_t maxWarmup,
                   int maxRepetitions) {
    // A total of 64 MiB still shows the bulk transfer's shape in a fraction of a second on
    // pipes and shared memory.
    constexpr std::uint64_t kMaxQuickTotalBytes = 64ull << 20;
    Preset result = preset;
    for (PresetStep& step : result.steps) {
        Experiment& e = step.experiment;
        e.iterations = std::min(e.iterations, std::max<std::uint64_t>(maxIterations, 1));
        e.warmup = std::min(e.warmup, maxWarmup);
        e.repetitions = std::min(e.repetitions, std::max(maxRepetitions, 1));
        if (e.streamTotalBytes > kMaxQuickTotalBytes) {
            e.streamTotalBytes = kMaxQuickTotalBytes;
        }
    }
    return result;
}

namespace {

// Rough cost of one timed message (or lock operation) by where the parties run, in seconds:
// measured orders of magnitude on a 2-vCPU VM, where a blocking hand-off wakes an idle vCPU.
double perMessageSeconds(const MechanismInfo* info, Pattern pattern) {
    if (pattern == Pattern::Lock) {
        return 0.3e-6;
    }
    if (pattern == Pattern::OneSided) {
        return 1e-6;
    }
    if (info == nullptr) {
        return 30e-6;
    }
    switch (info->locality) {
        case Locality::InProcess:
            return 15e-6;
        default:
            return 35e-6;
    }
}

}  // namespace

double estimateSeconds(const PresetStep& step) {
    const Experiment& e = step.experiment;
    const MechanismRegistry& registry = MechanismRegistry::builtin();
    // Memory and kernel copies move roughly 1 GB/s end to end on a small VM, both ways.
    constexpr double kBytesPerSecond = 1e9;
    double seconds = 0;
    for (const std::string& id : e.mechanisms) {
        const Mechanism* mechanism = registry.find(id);
        const MechanismInfo* info = mechanism != nullptr ? &mechanism->info() : nullptr;
        const bool crossProcess = info != nullptr && info->runsInPeerProcess();
        for (std::size_t size : e.sizesBytes) {
            // Start-up and set-up per point (a peer process, or a pair of threads), as seen on
            // a 2-vCPU VM.
            seconds += crossProcess ? 0.04 : 0.01;
            const double messages = static_cast<double>(
                (e.pattern == Pattern::Stream ? chunksPerRepetition(e, size) : e.iterations) +
                e.warmup);
            double perMessage = perMessageSeconds(info, e.pattern);
            const double bytes = static_cast<double>(size);
            switch (e.pattern) {
                case Pattern::PingPong:
                    perMessage += 2 * bytes / kBytesPerSecond;
                    break;
                case Pattern::Paced:
                    perMessage += 2 * bytes / kBytesPerSecond + e.gapUs * 1e-6;
                    break;
                case Pattern::Stream:
                    // Streaming amortises the wake-ups: a few µs per chunk plus the copy.
                    perMessage = 2e-6 + bytes / kBytesPerSecond;
                    break;
                case Pattern::Lock:
                    perMessage *= std::max(e.parties, 1);
                    break;
                case Pattern::OneSided:
                    break;
            }
            seconds += messages * perMessage * std::max(e.repetitions, 1);
        }
    }
    return seconds;
}

double estimateSeconds(const Preset& preset) {
    double seconds = 0;
    for (const PresetStep& step : preset.steps) {
        if (!step.optional) {
            seconds += estimateSeconds(step);
        }
    }
    return seconds;
}

}  // namespace ipclab
