#include "cli/chart_command.hpp"

#include <CLI/CLI.hpp>
#include <QFileInfo>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "charts/chart_export.hpp"
#include "charts/result_chart.hpp"
#include "cli/cli_commands.hpp"
#include "ipclab/preset.hpp"
#include "ipclab/report.hpp"

namespace ipclab::app {
namespace {

/// The run document of `text`: the text itself, or, for a document written by `preset
/// --format json` ({"preset", "steps": [{"number", "name", "result"}]}), the result of step
/// `step` (1-based; 0 asks for the only one). Errors name the steps to choose from.
Expected<std::string> runDocument(const std::string& text, int step) {
    const nlohmann::json document = nlohmann::json::parse(text, nullptr, false);
    if (document.is_discarded() || !document.is_object() || !document.contains("steps") ||
        document.contains("schema_version")) {
        // A run document (--step is for presets; an overlay of one run ignores it), or not
        // JSON at all: fromJson says which.
        return text;
    }
    const nlohmann::json& steps = document["steps"];
    if (!steps.is_array()) {
        return platform::Error{platform::ErrorCode::InvalidArgument,
                               "a preset's results whose \"steps\" is not a list"};
    }
    std::string listing;
    std::size_t withResult = 0;
    const nlohmann::json* chosen = nullptr;
    for (const nlohmann::json& entry : steps) {
        const int number = entry.value("number", 0);
        if (!entry.contains("result") || !entry["result"].is_object()) {
            continue;
        }
        ++withResult;
        listing += (listing.empty() ? "" : ", ") + std::to_string(number) + " (" +
                   entry.value("name", std::string()) + ")";
        if (number == step || step == 0) {
            chosen = &entry["result"];
        }
    }
    if (withResult == 0) {
        return platform::Error{platform::ErrorCode::InvalidArgument,
                               "a preset's results without any measured step"};
    }
    if (step == 0 && withResult > 1) {
        return platform::Error{platform::ErrorCode::InvalidArgument,
                               "a preset's results with " + std::to_string(withResult) +
                                   " steps: choose one with --step N: " + listing};
    }
    if (chosen == nullptr) {
        return platform::Error{platform::ErrorCode::InvalidArgument,
                               "no step " + std::to_string(step) + " in this preset's results; " +
                                   "its steps: " + listing};
    }
    return chosen->dump();
}

/// The run in `path` (for a preset's results, its step `step`), or the reason it cannot be
/// read (path included).
Expected<RunResult> loadRun(const std::string& path, int step) {
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        return platform::Error{platform::ErrorCode::InvalidArgument,
                               "cannot read " + path + ": no such file or not readable"};
    }
    std::stringstream text;
    text << file.rdbuf();
    Expected<std::string> document = runDocument(text.str(), step);
    if (!document) {
        return platform::Error{platform::ErrorCode::InvalidArgument,
                               path + ": " + document.error().message};
    }
    Expected<RunResult> run = fromJson(*document);
    if (!run) {
        return platform::Error{platform::ErrorCode::InvalidArgument,
                               path + ": " + run.error().message};
    }
    return run;
}

/// What tells the runs apart: host, then placement, then wait, else the file name.
std::vector<QString> deriveLabels(const std::vector<RunResult>& runs,
                                  const std::vector<std::string>& paths) {
    const auto differ = [&](auto field) {
        for (const RunResult& run : runs) {
            if (field(run) != field(runs.front())) {
                return true;
            }
        }
        return false;
    };
    const bool hosts = differ([](const RunResult& r) { return r.machine.hostName; });
    const bool cpus = differ([](const RunResult& r) { return r.machine.cpuModel; });
    const bool placements = differ([](const RunResult& r) { return r.experiment.placement; });
    std::vector<QString> labels;
    for (std::size_t index = 0; index < runs.size(); ++index) {
        QStringList parts;
        if (hosts) {
            parts << QString::fromStdString(runs[index].machine.hostName);
        } else if (cpus) {
            parts << QString::fromStdString(runs[index].machine.cpuModel);
        }
        if (placements) {
            parts << QString::fromUtf8(toString(runs[index].experiment.placement).data());
        }
        if (parts.isEmpty()) {
            parts << QFileInfo(QString::fromStdString(paths[index])).completeBaseName();
        }
        labels.push_back(parts.join(QStringLiteral(", ")));
    }
    return labels;
}

int badArgument(const std::string& message) {
    std::cerr << "error: " << message << '\n';
    return kExitBadArguments;
}

}  // namespace

CLI::App* addChartCommand(CLI::App& app, ChartCommandOptions& options) {
    CLI::App* chart = app.add_subcommand(
        "chart", "Draw the charts of saved results (JSON) into PNG / SVG, without a display");
    chart
        ->add_option("results", options.input,
                     "Results file written by 'run --format json', 'preset --format json' "
                     "or the GUI")
        ->required();
    chart
        ->add_option("--step", options.step,
                     "A preset's results: which step to draw (1, 2, ...; needed when it has "
                     "several)")
        ->check(CLI::PositiveNumber);
    chart->add_option("--png", options.pngPath, "Write the chart as PNG to FILE");
    chart->add_option("--svg", options.svgPath, "Write the chart as SVG to FILE");
    chart->add_option("--kind,-k", options.kind,
                      "latency, bars, throughput, distribution, spectrum or anatomy (default: by "
                      "the pattern)");
    chart->add_option("--size,-s", options.size,
                      "Bars, distribution and spectrum: the size shown, e.g. 4K (default: "
                      "smallest)");
    chart->add_option("--mechanism,-m", options.mechanism,
                      "Distribution: the mechanism shown, e.g. pipe (default: the first)");
    chart->add_option("--overlay", options.overlays,
                      "Another results file drawn in the same chart (repeatable)");
    chart->add_option("--label", options.labels,
                      "Label of each run, results first, then overlays (repeatable; default: "
                      "what differs - host, placement - or the file name)");
    chart->add_option("--references", options.preset,
                      "Draw the published figures of preset ID (e.g. report-004)");
    chart->add_option("--width", options.width, "Image width in pixels")->capture_default_str();
    chart->add_option("--height", options.height, "Image height in pixels")->capture_default_str();
    chart->add_option("--dpi", options.dpi, "PNG density: same look, more pixels per inch")
        ->capture_default_str();
    chart->add_option("--font-scale", options.fontScale, "Multiply every font (projector: 1.5)")
        ->capture_default_str();
    chart->add_flag("--dark", options.dark, "Dark background, light text");
    return chart;
}

int chartCommand(const ChartCommandOptions& options) {
    if (options.pngPath.empty() && options.svgPath.empty()) {
        return badArgument("chart: nothing to write; give --png FILE and/or --svg FILE");
    }
    if (options.width < 16 || options.width > 20000 || options.height < 16 ||
        options.height > 20000) {
        return badArgument("--width and --height must be within 16..20000 pixels");
    }
    if (options.dpi < 24 || options.dpi > 2400) {
        return badArgument("--dpi must be within 24..2400");
    }
    if (!(options.fontScale >= 0.5 && options.fontScale <= 4)) {
        return badArgument("--font-scale must be within 0.5..4");
    }

    std::vector<std::string> paths{options.input};
    paths.insert(paths.end(), options.overlays.begin(), options.overlays.end());
    if (options.labels.size() > paths.size()) {
        return badArgument("more --label options (" + std::to_string(options.labels.size()) +
                           ") than result files (" + std::to_string(paths.size()) + ")");
    }
    std::vector<RunResult> loaded;
    for (const std::string& path : paths) {
        Expected<RunResult> run = loadRun(path, options.step);
        if (!run) {
            return badArgument(run.error().message);
        }
        loaded.push_back(std::move(*run));
    }
    std::vector<QString> labels = deriveLabels(loaded, paths);
    for (std::size_t index = 0; index < options.labels.size(); ++index) {
        labels[index] = QString::fromStdString(options.labels[index]);
    }
    std::vector<LabelledRun> runs;
    for (std::size_t index = 0; index < loaded.size(); ++index) {
        // A single run needs no label in its series names.
        runs.push_back({loaded.size() > 1 || !options.labels.empty() ? labels[index] : QString(),
                        std::move(loaded[index])});
    }

    ChartOptions chart;
    chart.kind = defaultChartKind(runs.front().run.experiment);
    if (!options.kind.empty()) {
        const auto kind = parseChartKind(QString::fromStdString(options.kind));
        if (!kind) {
            return badArgument("--kind: unknown chart kind '" + options.kind +
                               "' (latency, bars, throughput, distribution, spectrum or anatomy)");
        }
        chart.kind = *kind;
    }
    if (!options.size.empty()) {
        const auto sizes = parseSizeList(options.size);
        if (!sizes || sizes->size() != 1) {
            return badArgument("--size: '" + options.size + "' is not one size (e.g. 64, 4K)");
        }
        chart.barSizeBytes = sizes->front();
        chart.distributionSizeBytes = sizes->front();
    }
    chart.distributionMechanism = QString::fromStdString(options.mechanism);
    if (!options.preset.empty()) {
        const Preset* preset = findPreset(options.preset);
        if (preset == nullptr) {
            std::string names;
            for (const Preset& known : builtinPresets()) {
                names += (names.empty() ? "" : ", ") + known.id;
            }
            return badArgument("--references: unknown preset '" + options.preset + "' (" + names +
                               ")");
        }
        chart.references = preset->references;
        chart.caption = QString::fromStdString(preset->title);
    }
    chart.dark = options.dark;
    chart.fontScale = options.fontScale;

    ensureCliQtApplication();
    const QString problem = chartDataProblem(runs, chart);
    if (!problem.isEmpty()) {
        return badArgument(paths.front() + ": " + problem.toStdString());
    }
    const QSize size(options.width, options.height);
    bool written = true;
    QString error;
    if (!options.pngPath.empty() &&
        !saveChartPng(runs, chart, QString::fromStdString(options.pngPath), size, options.dpi,
                      &error)) {
        std::cerr << "error: " << error.toStdString() << '\n';
        written = false;
    }
    if (!options.svgPath.empty() &&
        !saveChartSvg(runs, chart, QString::fromStdString(options.svgPath), size, &error)) {
        std::cerr << "error: " << error.toStdString() << '\n';
        written = false;
    }
    return written ? kExitOk : kExitPointFailed;
}

}  // namespace ipclab::app
