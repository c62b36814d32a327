#pragma once
/// The lab report a student hands in, written from saved results: question, method (what each
/// mechanism does, pattern, sizes, placement, counts, rounds, wait, timer, the hardware's
/// floor), machine, results (a table with each figure's 95% interval, charts with captions),
/// findings in sentences that claim no more than the intervals hold (findings.hpp), a preset's
/// published figures beside ours with the report's flaws, threats to validity, how to
/// reproduce, references. As one self-contained HTML page (styles and SVG inline, the results
/// JSON embedded) and as a PDF through Qt's own printing (QTextDocument on QPdfWriter, charts
/// drawn as vectors, the results JSON attached). Texts in the UI language (tr(), coreText());
/// numbers in `locale`. GUI thread only (charts need a QApplication; offscreen works).
#include <QByteArray>
#include <QLocale>
#include <QSize>
#include <QString>
#include <cstddef>
#include <vector>

#include "charts/chart_options.hpp"
#include "ipclab/preset.hpp"
#include "ipclab/result.hpp"

namespace ipclab::app {

struct LabReportRun {
    QString heading;  ///< "Step 2: Latency vs size"; empty for a single run.
    RunResult run;
};

struct LabReportFile {
    QString name;  ///< The file name it had ("results.json").
    QByteArray bytes;
};

/// One file's repeated runs (`run --runs N`) within a report's runs.
struct RepeatedRunsPart {
    std::size_t planned = 0;   ///< N.
    std::size_t first = 0;     ///< Index of its first run in LabReportSource::runs.
    std::size_t recorded = 0;  ///< Runs the file holds (fewer than N when stopped).
};

struct LabReportSource {
    std::vector<LabReportRun> runs;  ///< At least one.
    /// The preset the runs reproduce (published figures, notes, the seed report); may be null.
    const Preset* preset = nullptr;
    QString title;        ///< Empty: the preset's title, else one made from the run.
    QString question;     ///< Empty: the preset's summary, else one made from the run.
    QString commandLine;  ///< The command that measured the runs (reproduce).
    std::vector<LabReportFile> results;  ///< Embedded (HTML) and attached (PDF).
    /// Each results file of `run --runs N` among `runs`: a section across its runs follows
    /// their results. Empty when no file holds repeated runs.
    std::vector<RepeatedRunsPart> repeatedRuns;
};

enum class ReportPage { A4, Letter };

/// Logical size a report's chart is laid out at (a bar chart grows with its bars).
inline constexpr int kReportChartWidth = 820;
inline constexpr int kReportChartHeight = 500;

/// One chart of the report: the run it draws, how, and at what logical size.
struct ReportChart {
    LabelledRun run;
    ChartOptions options;
    QSize size{kReportChartWidth, kReportChartHeight};
};

/// A report's text with its charts still to draw (prepareLabReport), then drawn as SVG
/// (drawNextChart), ready to be written on any thread. A plain value: copy it to the writer.
struct PreparedLabReport {
    QString title;
    QString language;  ///< BCP 47 ("de-DE"), the HTML page's lang.
    QString body;      ///< HTML with a placeholder per chart.
    std::vector<ReportChart> charts;
    std::vector<QByteArray> chartSvgs;  ///< charts[i] drawn, in order.
    std::vector<LabReportFile> results;

    bool chartsDrawn() const { return chartSvgs.size() == charts.size(); }
};

/// The report's text in `locale`, no chart drawn yet. GUI thread (it may calibrate the clocks:
/// a few milliseconds).
PreparedLabReport prepareLabReport(const LabReportSource& source, const QLocale& locale);
/// Draws the next chart not drawn; false when none was left. GUI thread.
bool drawNextChart(PreparedLabReport& report);

/// `ipclab-cli run ...` that measures `experiment` again (with --format json): every setting
/// the experiment records except a remote peer's token. The GUI records it with each run.
QString runCommandLine(const Experiment& experiment);

/// A preset step's heading in the report: "Step 2: Latency vs size".
QString stepHeading(int number, const QString& name);
/// A repeated run's heading: "Run 2 of 5".
QString runHeading(int number, std::size_t planned);

/// The HTML page, complete (nothing fetched).
QString labReportHtml(const LabReportSource& source, const QLocale& locale);
/// The page of a prepared report whose charts are drawn. Any thread.
QString labReportHtml(const PreparedLabReport& report);

/// Writes the HTML page or the PDF INTO `path` (writeIntoFile, output_file.hpp): a file is
/// rewritten in place (hard links keep naming it), a FIFO's reader gets the report and the FIFO
/// stays, a device is written into; nothing is renamed over the path. False with `error`
/// (an English sentence naming the path and the OS's reason) when it was not written.
bool writeLabReportHtml(const LabReportSource& source, const QString& path, const QLocale& locale,
                        QString* error);
bool writeLabReportPdf(const LabReportSource& source, const QString& path, ReportPage page,
                       const QLocale& locale, QString* error);
/// The same for a prepared report whose charts are drawn. Any thread.
bool writeLabReportHtml(const PreparedLabReport& report, const QString& path, QString* error);
bool writeLabReportPdf(const PreparedLabReport& report, const QString& path, ReportPage page,
                       QString* error);

}  // namespace ipclab::app
