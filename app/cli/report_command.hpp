#pragma once
/// `ipclab-cli report`: the lab report (app/report/lab_report.hpp) of saved results, as HTML
/// and/or PDF. Main thread only.
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace ipclab {
struct Preset;
}

namespace ipclab::app {

struct ReportCommandOptions {
    std::vector<std::string> inputs;  ///< Results files: a run, or a preset's results.
    std::string htmlPath;
    std::string pdfPath;
    std::string title;
    std::string question;
    std::string page = "a4";  ///< a4 | letter
    std::string language;     ///< "" (English) or "de"
};

/// Registers the `report` subcommand on `app`, filling `options`.
CLI::App* addReportCommand(CLI::App& app, ReportCommandOptions& options);

/// Exit 0 when every file asked for was written; 2 for bad arguments or a results file that
/// cannot be read (the message is `chart`'s: it names the file and the reason), and then
/// nothing is written; 1 when an output cannot be written.
/// English's plurals for every text the CLI draws ("2 rounds", not "2 round(s)"): the source
/// texts are English but for them. Once the QApplication exists; `report --lang de` installs
/// German over it.
void installEnglishPlurals();

int reportCommand(const ReportCommandOptions& options, const std::string& commandLine);

/// The same for runs measured just now by `preset NAME --report DIR`: writes DIR/report.html,
/// DIR/report.pdf and DIR/results.json (`resultsJson`, the preset's results document).
int writePresetReport(const std::string& dir, const Preset& preset, const std::string& resultsJson,
                      const std::string& commandLine);

}  // namespace ipclab::app
