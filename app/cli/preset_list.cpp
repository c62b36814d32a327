// `ipclab-cli preset --list`: the built-in presets, or one preset's digest, note and steps, as
// a table or JSON, with the time each would take here.
#include "cli/preset_list.hpp"

#include <cmath>
#include <cstring>
#include <iostream>
#include <nlohmann/json.hpp>

#include "charts/units.hpp"
#include "cli/cli_commands.hpp"
#include "cli/text_table.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/preset.hpp"

namespace ipclab::app {

std::string formatEstimate(double seconds) {
    if (seconds < 1) {
        return "< 1 s";
    }
    const auto whole = static_cast<long long>(std::ceil(seconds));
    if (whole < 90) {
        return "~" + std::to_string(whole) + " s";
    }
    return "~" + std::to_string((whole + 30) / 60) + " min";
}

std::string knownIds() {
    std::string ids;
    for (const Preset& preset : builtinPresets()) {
        ids += (ids.empty() ? "" : ", ") + preset.id;
    }
    return ids;
}

int unknownPreset(const std::string& name) {
    std::cerr << "error: unknown preset '" << name << "'; known presets: " << knownIds()
              << "\n(ipclab-cli preset --list describes them)\n";
    return kExitBadArguments;
}

namespace {

using Align = TextTable::Align;
using Json = nlohmann::ordered_json;

std::string stepSummary(const Experiment& e) {
    std::string sizes;
    if (e.pattern == Pattern::Lock) {
        sizes =
            std::to_string(e.parties) + " parties, " + std::string(toString(e.lockLoop)) + " loop";
    } else if (e.sizesBytes.size() == 1) {
        sizes = formatBytes(e.sizesBytes.front());
    } else if (!e.sizesBytes.empty()) {
        sizes = formatBytes(e.sizesBytes.front()) + " .. " + formatBytes(e.sizesBytes.back()) +
                " (" + std::to_string(e.sizesBytes.size()) + " sizes)";
    }
    std::string counts;
    if (e.pattern == Pattern::Stream && e.streamTotalBytes > 0) {
        counts = formatBytes(e.streamTotalBytes) + " per repetition";
    } else {
        counts = std::to_string(e.iterations) +
                 (e.pattern == Pattern::Lock ? " operations per party" : " messages");
    }
    std::string mechanisms;
    for (const std::string& id : e.mechanisms) {
        mechanisms += (mechanisms.empty() ? "" : ",") + id;
    }
    return std::string(toString(e.pattern)) + ", " + sizes + ", " + counts + " x " +
           std::to_string(e.repetitions) + " repetitions: " + mechanisms;
}

int listAll(const std::string& format) {
    const MechanismRegistry& registry = MechanismRegistry::builtin();
    if (format == "json") {
        Json list = Json::array();
        for (const Preset& preset : builtinPresets()) {
            std::vector<std::string> leftOut;
            const Preset here = presetForThisMachine(preset, registry, &leftOut);
            Json steps = Json::array();
            for (std::size_t i = 0; i < preset.steps.size(); ++i) {
                steps.push_back({{"number", i + 1},
                                 {"name", preset.steps[i].name},
                                 {"note", preset.steps[i].note},
                                 {"unlike_report", countsUnlikeReport(preset.steps[i])},
                                 {"optional", preset.steps[i].optional},
                                 {"estimated_seconds", estimateSeconds(preset.steps[i])}});
            }
            Json digest = Json::object();
            if (!preset.digest.empty()) {
                digest = {{"measured", preset.digest.measured},
                          {"holds_up", preset.digest.holdsUp},
                          {"does_not", preset.digest.doesNot},
                          {"did_well", preset.digest.didWell},
                          {"try", preset.digest.tryIt}};
            }
            list.push_back({{"id", preset.id},
                            {"title", preset.title},
                            {"report", preset.report},
                            {"summary", preset.summary},
                            {"note", preset.note},
                            {"command_line", preset.commandLine},
                            {"digest", std::move(digest)},
                            {"estimated_seconds", estimateSeconds(here)},
                            {"left_out", leftOut},
                            {"steps", std::move(steps)}});
        }
        std::cout << list.dump(2) << '\n';
        return kExitOk;
    }
    TextTable table;
    table.setHeader({"id", "title", "steps", "estimated time"},
                    {Align::Left, Align::Left, Align::Left, Align::Right});
    for (const Preset& preset : builtinPresets()) {
        const Preset here = presetForThisMachine(preset, registry, nullptr);
        std::size_t optional = 0;
        for (const PresetStep& step : preset.steps) {
            optional += step.optional ? 1 : 0;
        }
        std::string steps = std::to_string(preset.steps.size() - optional);
        if (optional > 0) {
            steps += " (+" + std::to_string(optional) + " optional)";
        }
        table.addRow({preset.id, preset.title, steps, formatEstimate(estimateSeconds(here))});
    }
    std::cout << table.render()
              << "\nipclab-cli preset ID runs one (--step N for one step, optional ones too; "
                 "--quick for a short demo);\nipclab-cli preset ID --list shows its steps.\n"
                 "Estimates are rough (a 2-vCPU virtual machine); --quick takes seconds.\n";
    return kExitOk;
}

int listOne(const Preset& preset, const std::string& format) {
    if (format == "json") {
        return listAll(format);  // the JSON list already holds every preset's steps
    }
    std::cout << preset.title << " (" << preset.id << ")\n\n";
    if (!preset.digest.empty()) {
        // The report in five lines first (docs/reports.md opens each report with the same).
        const std::pair<const char*, const std::string*> lines[] = {
            {"What they measured: ", &preset.digest.measured},
            {"What holds up:      ", &preset.digest.holdsUp},
            {"What does not:      ", &preset.digest.doesNot},
            {"What they did well: ", &preset.digest.didWell},
            {"Try in IPC Lab:     ", &preset.digest.tryIt}};
        for (const auto& [label, text] : lines) {
            std::cout << wrapWords(*text, 78, label, std::string(std::strlen(label), ' '));
        }
        std::cout << '\n';
    }
    std::cout << wrapWords(preset.summary, 78) << '\n';
    // The flaws and conversions before the steps, as before a run: read before measuring.
    if (!preset.note.empty()) {
        std::cout << wrapWords("Note: " + preset.note, 78) << '\n';
    }
    if (!preset.commandLine.empty()) {
        std::cout << "On the command line:\n";
        for (const std::string& line : preset.commandLine) {
            std::cout << wrapWords(line, 78, "  ", "    ");
        }
        std::cout << '\n';
    }
    TextTable table;
    table.setHeader({"step", "name", "runs", "estimated time"},
                    {Align::Right, Align::Left, Align::Left, Align::Right});
    for (std::size_t i = 0; i < preset.steps.size(); ++i) {
        const PresetStep& step = preset.steps[i];
        table.addRow({std::to_string(i + 1), step.name,
                      step.optional ? "with --step " + std::to_string(i + 1) : "by default",
                      formatEstimate(estimateSeconds(step))});
    }
    std::cout << table.render() << '\n';
    for (std::size_t i = 0; i < preset.steps.size(); ++i) {
        const std::string number = std::to_string(i + 1) + ". ";
        const std::string indent(number.size(), ' ');
        std::cout << wrapWords(stepSummary(preset.steps[i].experiment), 78, number, indent);
        if (!preset.steps[i].note.empty()) {
            std::cout << wrapWords(preset.steps[i].note, 78, indent, indent);
        }
    }
    std::vector<std::string> leftOut;
    presetForThisMachine(preset, MechanismRegistry::builtin(), &leftOut);
    for (const std::string& line : leftOut) {
        std::cout << "left out on this OS: " << line << '\n';
    }
    return kExitOk;
}

}  // namespace

int listPresets(const std::string& name, const std::string& format) {
    if (format != "table" && format != "json") {
        std::cerr << "error: format: --list prints table or json (got '" << format << "')\n";
        return kExitBadArguments;
    }
    if (name.empty()) {
        return listAll(format);
    }
    const Preset* preset = findPreset(name);
    return preset == nullptr ? unknownPreset(name) : listOne(*preset, format);
}

}  // namespace ipclab::app
