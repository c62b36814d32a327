#include "cli/chart_command.hpp"

#include <CLI/CLI.hpp>
#include <QFileInfo>
#include <algorithm>
#include <iostream>
#include <utility>

#include "charts/chart_export.hpp"
#include "charts/result_chart.hpp"
#include "cli/cli_commands.hpp"
#include "ipclab/preset.hpp"
#include "ipclab/report.hpp"

namespace ipclab::app {
namespace {

/// The run in `path` (for a preset's results, its step `step`), or the reason it cannot be
/// read (path included). The file is read and parsed within core's bounds (size, depth,
/// members, numbers), so a hostile file is an error naming the file and the field.
Expected<RunResult> loadRun(const std::string& path, int step) {
    Expected<std::string> text = readResultFile(path);
    if (!text) {
        return platform::Error{platform::ErrorCode::InvalidArgument,
                               "cannot read " + path + ": " + text.error().message};
    }
    Expected<RunResult> run = fromResultsJson(*text, step);
    if (!run) {
        return platform::Error{platform::ErrorCode::InvalidArgument,
                               path + ": " + run.error().message};
    }
    return run;
}

/// When a run was made, from its machine record's ISO date ("2026-11-27T14:06:05Z"): "run at
/// 14:06:05 UTC", the date too when `withDate`; empty when the record has no date.
QString whenLabel(const RunResult& run, bool withDate) {
    const QString date = QString::fromStdString(run.machine.date);
    if (date.size() < 19 || date[10] != 'T') {
        return {};
    }
    const QString time = date.mid(11, 8) + QStringLiteral(" UTC");
    return QStringLiteral("run at ") + (withDate ? date.left(10) + ' ' + time : time);
}

/// What tells the runs apart: host (or CPU), placement, wait, sizes; else when each ran (its
/// machine record's date) or the file name. The same label twice gets " (2)", " (3)"...
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
    const bool waits = differ([](const RunResult& r) { return r.experiment.waitStrategy; });
    const bool sizes = differ([](const RunResult& r) { return r.experiment.sizesBytes; });
    const bool times = differ([](const RunResult& r) { return whenLabel(r, true); });
    const bool days = differ([](const RunResult& r) { return r.machine.date.substr(0, 10); });
    std::vector<QString> labels;
    std::vector<QString> bases;  // the labels before " (2)"
    for (std::size_t index = 0; index < runs.size(); ++index) {
        const Experiment& experiment = runs[index].experiment;
        QStringList parts;
        if (hosts) {
            parts << QString::fromStdString(runs[index].machine.hostName);
        } else if (cpus) {
            parts << QString::fromStdString(runs[index].machine.cpuModel);
        }
        if (placements) {
            parts << QString::fromUtf8(toString(experiment.placement).data());
        }
        if (waits) {
            parts << QStringLiteral("wait: ") +
                         (experiment.waitStrategy
                              ? QString::fromUtf8(toString(*experiment.waitStrategy).data())
                              : QStringLiteral("default"));
        }
        if (sizes) {
            QStringList sizeNames;
            for (const std::size_t bytes : experiment.sizesBytes) {
                sizeNames << QString::fromStdString(formatBytes(bytes));
            }
            parts << sizeNames.join(QStringLiteral(" "));
        }
        if (parts.isEmpty() && times) {
            parts << whenLabel(runs[index], days);
        }
        if (parts.isEmpty() || parts.front().isEmpty()) {
            parts = QStringList{QFileInfo(QString::fromStdString(paths[index])).completeBaseName()};
        }
        const QString label = parts.join(QStringLiteral(", "));
        const auto earlier = std::count(bases.begin(), bases.end(), label);
        bases.push_back(label);
        labels.push_back(earlier == 0 ? label : label + QStringLiteral(" (%1)").arg(earlier + 1));
    }
    return labels;
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
        ->check(CLI::Range(1, 1000));  // PositiveNumber printed the largest double: 309 digits
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
    chart->add_option(
        "--label", options.labels,
        "Label of each run, results first, then overlays (repeatable; default: "
        "what differs - host, placement, wait, sizes - else when each ran or the file name)");
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

namespace {

/// What is wrong with the image asked for (nothing to write, a size out of range), or "".
std::string imageProblem(const ChartCommandOptions& options) {
    if (options.pngPath.empty() && options.svgPath.empty()) {
        return "chart: nothing to write; give --png FILE and/or --svg FILE";
    }
    if (options.width < 16 || options.width > 20000 || options.height < 16 ||
        options.height > 20000) {
        return "--width and --height must be within 16..20000 pixels";
    }
    if (options.dpi < 24 || options.dpi > 2400) {
        return "--dpi must be within 24..2400";
    }
    if (!(options.fontScale >= 0.5 && options.fontScale <= 4)) {
        return "--font-scale must be within 0.5..4";
    }
    return {};
}

/// The runs of `paths` (results, then overlays), each with its label; "" or the problem.
std::string loadRuns(const ChartCommandOptions& options, const std::vector<std::string>& paths,
                     std::vector<LabelledRun>& runs) {
    if (options.labels.size() > paths.size()) {
        return "more --label options (" + std::to_string(options.labels.size()) +
               ") than result files (" + std::to_string(paths.size()) + ")";
    }
    std::vector<RunResult> loaded;
    for (const std::string& path : paths) {
        Expected<RunResult> run = loadRun(path, options.step);
        if (!run) {
            return run.error().message;
        }
        loaded.push_back(std::move(*run));
    }
    std::vector<QString> labels = deriveLabels(loaded, paths);
    for (std::size_t index = 0; index < options.labels.size(); ++index) {
        labels[index] = QString::fromStdString(options.labels[index]);
    }
    for (std::size_t index = 0; index < loaded.size(); ++index) {
        // A single run needs no label in its series names.
        runs.push_back({loaded.size() > 1 || !options.labels.empty() ? labels[index] : QString(),
                        std::move(loaded[index])});
    }
    return {};
}

/// The chart's kind, size, mechanism, references and look from the options; "" or the problem.
std::string chartOptionsFrom(const ChartCommandOptions& options, const Experiment& experiment,
                             ChartOptions& chart) {
    chart.kind = defaultChartKind(experiment);
    if (!options.kind.empty()) {
        const auto kind = parseChartKind(QString::fromStdString(options.kind));
        if (!kind) {
            return "--kind: unknown chart kind '" + options.kind +
                   "' (latency, bars, throughput, distribution, spectrum or anatomy)";
        }
        chart.kind = *kind;
    }
    if (!options.size.empty()) {
        const auto sizes = parseSizeList(options.size);
        if (!sizes || sizes->size() != 1) {
            return "--size: '" + options.size + "' is not one size (e.g. 64, 4K)";
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
            return "--references: unknown preset '" + options.preset + "' (" + names + ")";
        }
        // Placement is matched point by point when drawn; the method by the run: report
        // 003's bare-loop figures not beside a counter-loop run.
        for (const ReferenceSeries& series : preset->references) {
            if (referenceFitsMethod(series, experiment)) {
                chart.references.push_back(series);
            }
        }
        chart.caption = QString::fromStdString(preset->title);
        chart.sharedCaption = chart.caption;  // the preset's title holds for every run drawn
    }
    chart.dark = options.dark;
    chart.fontScale = options.fontScale;
    return {};
}

}  // namespace

int chartCommand(const ChartCommandOptions& options) {
    if (std::string problem = imageProblem(options); !problem.empty()) {
        return reportBadArguments({problem});
    }
    std::vector<std::string> paths{options.input};
    paths.insert(paths.end(), options.overlays.begin(), options.overlays.end());
    // Drawing over an input would destroy the results it is drawn from.
    if (std::string problem =
            checkOutputsApart({{"--png", options.pngPath}, {"--svg", options.svgPath}}, paths,
                              "the chart would overwrite what it is drawn from");
        !problem.empty()) {
        return reportBadArguments({problem});
    }
    std::vector<LabelledRun> runs;
    if (std::string problem = loadRuns(options, paths, runs); !problem.empty()) {
        return reportBadArguments({problem});
    }
    ChartOptions chart;
    if (std::string problem = chartOptionsFrom(options, runs.front().run.experiment, chart);
        !problem.empty()) {
        return reportBadArguments({problem});
    }

    ensureCliQtApplication();
    const QString problem = chartDataProblem(runs, chart);
    if (!problem.isEmpty()) {
        return reportBadArguments({paths.front() + ": " + problem.toStdString()});
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
