// ipclab/preset.hpp, reading: a preset file (JSON) into a Preset, every problem named by its
// JSON path. The experiment of each step is read by the Experiment codec
// (experiment_json.hpp); what only presets have ("mechanisms": "all", references) is read here.
#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <iterator>
#include <limits>
#include <optional>
#include <set>
#include <string>
#include <utility>

#include <nlohmann/json.hpp>

#include "common/bounded_json.hpp"
#include "common/json_reader.hpp"
#include "common/json_util.hpp"
#include "experiment/experiment_fields.hpp"
#include "ipclab/experiment_json.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/preset.hpp"

namespace ipclab {

namespace {

using detail::jsonChildPath;
using detail::jsonIndexedPath;
using detail::jsonTypeName;

// Keys in the file's order, as the Experiment codec reads them.
using Json = nlohmann::ordered_json;

using detail::byteCount;
using detail::JsonError;
using detail::sizeList;

// Parsing is not a measurement path: the first problem is thrown as a JsonError and turned into
// an Error by parsePreset, with the source name in front.
[[noreturn]] void fail(const std::string& path, const std::string& message) {
    detail::failAt(path, message);
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

    /// An array of non-empty strings, or none when the field is absent.
    std::vector<std::string> optionalStrings(std::string_view name) const {
        std::vector<std::string> strings;
        if (!has(name)) {
            return strings;
        }
        const Json& items = array(name, false);
        for (std::size_t i = 0; i < items.size(); ++i) {
            if (!items[i].is_string() || items[i].get<std::string>().empty()) {
                fail(jsonIndexedPath(pathOf(name), i), "must be a non-empty string");
            }
            strings.push_back(items[i].get<std::string>());
        }
        return strings;
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

constexpr const char* kAllToLimits = "all_to_limits";

std::vector<std::string> mechanismList(const Json& mechanisms, const std::string& path,
                                       const Experiment& e) {
    std::vector<std::string> ids;
    if (mechanisms.is_string() && mechanisms.get<std::string>() == kAllToLimits) {
        return ids;  // the step is split by limit once read (stepsToLimits)
    }
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
        fail(path, std::string("must be a list of mechanism ids, \"all\", \"all_to_limits\" or "
                               "{\"all_at_sizes\": sizes} (got ") +
                       jsonTypeName(mechanisms) + ")");
    }
    if (ids.empty()) {
        fail(path, "no mechanism of this build runs " + std::string(toString(e.pattern)) +
                       " at these sizes");
    }
    return ids;
}

// The shared fields through the Experiment codec; "mechanisms" here, last: "all" picks by the
// pattern, sizes and wait read before.
Experiment parseExperiment(const Json& json, const std::string& path) {
    Expected<Experiment> read = experimentFromJson(json, ExperimentJsonForm::Preset, path);
    if (!read) {
        detail::fail(errorText(read.error()));
    }
    Experiment e = std::move(read.value());
    const std::string where = jsonChildPath(path, "mechanisms");
    const auto mechanisms = json.find("mechanisms");
    if (mechanisms == json.end()) {
        fail(where, "missing");
    }
    e.mechanisms = mechanismList(*mechanisms, where, e);
    return e;
}

// "placement" and "lock_loop": the runs a series may be compared with (referenceFitsPlacement,
// referenceFitsMethod).
void readWhatItComparesWith(const Fields& f, ReferenceSeries& series) {
    if (f.has("placement")) {
        const std::string text = f.string("placement");
        const std::optional<Placement> placement = parsePlacement(text);
        if (!placement) {
            fail(f.pathOf("placement"),
                 "\"" + text + "\" is not a placement (unpinned, same-core, cross-core)");
        }
        series.placement = *placement;
    }
    if (f.has("lock_loop")) {
        const std::string text = f.string("lock_loop");
        const std::optional<LockLoop> loop = parseLockLoop(text);
        if (!loop) {
            fail(f.pathOf("lock_loop"), "\"" + text + "\" is not a lock loop (counter, bare)");
        }
        if (series.pattern != Pattern::Lock) {
            fail(f.pathOf("lock_loop"), "only a lock series has a lock loop");
        }
        series.lockLoop = *loop;
    }
}

ReferenceSeries parseReference(const Json& json, const std::string& path) {
    const Fields f(
        json, path,
        {"label", "machine", "mechanism", "pattern", "quantity", "hardware", "source", "scale",
         "total", "statistic", "placement", "lock_loop", "derived_from", "points"});
    ReferenceSeries series;
    series.label = f.string("label", false);
    series.machine = f.optionalString("machine");
    if (!series.machine.empty() && !series.label.ends_with(" (" + series.machine + ")")) {
        fail(f.pathOf("machine"), "\"" + series.machine + "\" must end the label, in parentheses");
    }
    series.mechanism = f.string("mechanism");
    if (!series.mechanism.empty()) {
        checkMechanism(series.mechanism, f.pathOf("mechanism"));
    }
    series.pattern = detail::readPattern(f, "pattern");
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
            fail(f.pathOf("statistic"), "\"" + text +
                                            "\" is not a statistic (min, median, mean, "
                                            "median_of_minimums)");
        }
        series.statistic = *statistic;
    }
    readWhatItComparesWith(f, series);
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

ReportDigest parseDigest(const Json& json, const std::string& path) {
    const Fields f(json, path, {"measured", "holds_up", "does_not", "did_well", "try"});
    return {f.string("measured", false), f.string("holds_up", false), f.string("does_not", false),
            f.string("did_well", false), f.string("try", false)};
}

ReportCounts parseReportCounts(const Json& json, const std::string& path) {
    const Fields f(json, path, {"iterations", "warmup", "repetitions", "minimum_over", "total"});
    ReportCounts counts;
    const auto read = [&f](const char* name, std::optional<std::uint64_t>& into) {
        if (f.has(name)) {
            into = byteCount(f.field(name), f.pathOf(name));
        }
    };
    read("iterations", counts.iterations);
    read("warmup", counts.warmup);
    read("repetitions", counts.repetitions);
    read("minimum_over", counts.minimumOver);
    read("total", counts.total);
    return counts;
}

Preset parseDocument(const Json& json) {
    const Fields f(json, "",
                   {"id", "title", "report", "summary", "note", "command_line", "digest", "steps",
                    "references"});
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
    preset.commandLine = f.optionalStrings("command_line");
    if (f.has("digest")) {
        preset.digest = parseDigest(f.field("digest"), f.pathOf("digest"));
    }

    const Json& steps = f.array("steps", false);
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const std::string where = jsonIndexedPath("steps", i);
        const Fields s(steps[i], where,
                       {"name", "note", "report_counts", "experiment", "optional"});
        PresetStep step;
        step.name = s.string("name", false);
        step.note = s.optionalString("note");
        if (s.has("report_counts")) {
            step.reportCounts =
                parseReportCounts(s.field("report_counts"), s.pathOf("report_counts"));
        }
        step.experiment = parseExperiment(s.field("experiment"), s.pathOf("experiment"));
        if (s.has("optional")) {
            step.optional = s.boolean("optional");
        }
        const Json& mechanisms = s.field("experiment").value("mechanisms", Json());
        if (mechanisms.is_string() && mechanisms.get<std::string>() == kAllToLimits) {
            std::vector<PresetStep> split = stepsToLimits(step, MechanismRegistry::builtin());
            if (split.empty()) {
                fail(jsonChildPath(s.pathOf("experiment"), "mechanisms"),
                     "no mechanism of this build runs " +
                         std::string(toString(step.experiment.pattern)) + " at these sizes");
            }
            std::move(split.begin(), split.end(), std::back_inserter(preset.steps));
            continue;
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

// "SOURCE: why": which preset a problem is in.
Text inSource(const std::string& source, Text why) {
    return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1: %2"),
                {verbatimArg(source), textArg(std::move(why))});
}

}  // namespace

Expected<Preset> parsePreset(std::string_view json, std::string_view sourceName) {
    const std::string source = sourceName.empty() ? std::string("preset") : std::string(sourceName);
    Expected<Json> document = detail::parseBoundedJson(json);
    if (!document) {
        return textError(ErrorCode::InvalidArgument, inSource(source, errorText(document.error())));
    }
    try {
        return parseDocument(*document);
    } catch (const JsonError& e) {
        return textError(ErrorCode::InvalidArgument, inSource(source, e.text));
    } catch (const Json::exception& e) {
        return textError(ErrorCode::InvalidArgument, inSource(source, Text::verbatim(e.what())));
    }
}

}  // namespace ipclab
