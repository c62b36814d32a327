#include "cli/report_command.hpp"

#include <CLI/CLI.hpp>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QTranslator>
#include <filesystem>
#include <iostream>

#include "charts/core_text.hpp"
#include "cli/cli_commands.hpp"
#include "ipclab/preset.hpp"
#include "ipclab/report.hpp"
#include "ipclab/results_document.hpp"
#include "report/lab_report.hpp"

namespace ipclab::app {
namespace {

/// The runs of `path` added to `source`; "" or the problem, in `chart`'s words.
std::string addRuns(const std::string& path, LabReportSource& source, const Preset*& preset) {
    Expected<std::string> text = readResultFile(path);
    if (!text) {
        return "cannot read " + path + ": " + text.error().message;
    }
    Expected<ResultsDocument> document = readResultsDocument(*text);
    if (!document) {
        return path + ": " + document.error().message;
    }
    if (!document->presetId.empty() && preset == nullptr) {
        preset = findPreset(document->presetId);
    }
    if (document->repeatedRuns > 0) {
        source.repeatedRuns.push_back(
            {document->repeatedRuns, source.runs.size(), document->steps.size()});
    }
    for (ResultsStep& step : document->steps) {
        QString heading;
        if (document->repeatedRuns > 0 && step.number > 0) {
            heading = runHeading(step.number, document->repeatedRuns);
        } else if (step.number > 0) {
            heading = stepHeading(step.number, coreText(step.name));
        } else if (!source.runs.empty() || !source.results.empty()) {
            heading = QFileInfo(QString::fromStdString(path)).fileName();
        }
        source.runs.push_back({heading, std::move(step.result)});
    }
    source.results.push_back(
        {QFileInfo(QString::fromStdString(path)).fileName(), QByteArray::fromStdString(*text)});
    return {};
}

/// An output that names a results file (the report would destroy what it is written from), the
/// other output, or what is no output (a folder, a FIFO nobody reads): the problem, or "". A
/// FIFO that is read is held open from here until the report is written into it.
std::string outputsProblem(const ReportCommandOptions& options) {
    const std::vector<NamedOutput> outputs{{"--html", options.htmlPath},
                                           {"--pdf", options.pdfPath}};
    if (std::string problem = checkOutputsApart(
            outputs, options.inputs, "the report would overwrite what it is written from");
        !problem.empty()) {
        return problem;
    }
    for (const auto& [option, output] : outputs) {
        if (std::string problem = checkOutputPath(option, output); !problem.empty()) {
            return problem;
        }
    }
    return {};
}

bool writeBoth(const LabReportSource& source, const std::string& htmlPath,
               const std::string& pdfPath, ReportPage page, const QLocale& locale) {
    bool written = true;
    QString error;
    if (!htmlPath.empty()) {
        if (writeLabReportHtml(source, QString::fromStdString(htmlPath), locale, &error)) {
            std::cerr << "wrote " << htmlPath << '\n';
        } else {
            std::cerr << "error: " << error.toStdString() << '\n';
            written = false;
        }
    }
    if (!pdfPath.empty()) {
        if (writeLabReportPdf(source, QString::fromStdString(pdfPath), page, locale, &error)) {
            std::cerr << "wrote " << pdfPath << '\n';
        } else {
            std::cerr << "error: " << error.toStdString() << '\n';
            written = false;
        }
    }
    return written;
}

/// The language of the report's words (German from the translations built into this tool) and
/// its numbers' locale; English keeps the CLI's '.'.
QLocale installCliLanguage(const std::string& language) {
    if (language != "de") {
        return QLocale::c();  // English, with its plurals (ensureQtApplication)
    }
    static QTranslator translator;
    if (translator.load(QStringLiteral(":/i18n/ipclab_de.qm"))) {
        QCoreApplication::installTranslator(&translator);
    } else {
        std::cerr << "warning: this build carries no German translation; writing English\n";
        return QLocale::c();
    }
    // Also the default: core's sentences (a point's warnings) write their figures in it.
    const QLocale german(QLocale::German, QLocale::Germany);
    QLocale::setDefault(german);
    return german;
}

}  // namespace

void installEnglishPlurals() {
    static QTranslator plurals;
    if (plurals.load(QStringLiteral(":/i18n/ipclab_en.qm"))) {
        QCoreApplication::installTranslator(&plurals);
    }
}

CLI::App* addReportCommand(CLI::App& app, ReportCommandOptions& options) {
    CLI::App* report =
        app.add_subcommand("report", "Write a lab report (HTML and/or PDF) from saved results");
    report
        ->add_option("results", options.inputs,
                     "Results files written by 'run --format json', 'preset --format json' or "
                     "the GUI")
        ->required();
    report->add_option("--html", options.htmlPath, "Write the report as one HTML file");
    report->add_option("--pdf", options.pdfPath, "Write the report as PDF");
    report->add_option("--title", options.title, "The report's title (default: the preset's)");
    report->add_option("--question", options.question,
                       "The question the report answers (default: the preset's summary)");
    report->add_option("--page", options.page, "PDF page size: a4 or letter")
        ->check(CLI::IsMember({"a4", "letter"}))
        ->capture_default_str();
    report->add_option("--lang", options.language, "Language: en or de")
        ->check(CLI::IsMember({"en", "de"}));
    return report;
}

int reportCommand(const ReportCommandOptions& options, const std::string& commandLine) {
    if (options.htmlPath.empty() && options.pdfPath.empty()) {
        return reportBadArguments({"report: nothing to write; give --html FILE and/or --pdf FILE"});
    }
    if (std::string problem = outputsProblem(options); !problem.empty()) {
        return reportBadArguments({problem});
    }
    // The language first: the steps' headings are written as the files are read.
    ensureCliQtApplication();
    const QLocale locale = installCliLanguage(options.language);
    // Everything is read and checked before anything is written: a bad file writes nothing.
    LabReportSource source;
    for (const std::string& path : options.inputs) {
        if (std::string problem = addRuns(path, source, source.preset); !problem.empty()) {
            return reportBadArguments({problem});
        }
    }
    source.title = QString::fromStdString(options.title);
    source.question = QString::fromStdString(options.question);
    source.commandLine = QString::fromStdString(commandLine);
    return writeBoth(source, options.htmlPath, options.pdfPath,
                     options.page == "letter" ? ReportPage::Letter : ReportPage::A4, locale)
               ? kExitOk
               : kExitPointFailed;
}

int writePresetReport(const std::string& dir, const Preset& preset, const std::string& resultsJson,
                      const std::string& commandLine) {
    ensureCliQtApplication();
    if (!QDir().mkpath(QString::fromStdString(dir))) {
        std::cerr << "error: cannot create " << dir << '\n';
        return kExitPointFailed;
    }
    const std::string resultsPath = (std::filesystem::path(dir) / "results.json").string();
    if (!writeOutputFile(resultsPath, resultsJson)) {
        return kExitPointFailed;
    }
    LabReportSource source;
    const Preset* found = &preset;
    if (std::string problem = addRuns(resultsPath, source, found); !problem.empty()) {
        std::cerr << "error: " << problem << '\n';
        return kExitPointFailed;
    }
    source.preset = &preset;
    source.commandLine = QString::fromStdString(commandLine);
    const std::filesystem::path base(dir);
    return writeBoth(source, (base / "report.html").string(), (base / "report.pdf").string(),
                     ReportPage::A4, QLocale::c())
               ? kExitOk
               : kExitPointFailed;
}

}  // namespace ipclab::app
