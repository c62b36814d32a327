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
#include <QString>
#include <vector>

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

struct LabReportSource {
    std::vector<LabReportRun> runs;  ///< At least one.
    /// The preset the runs reproduce (published figures, notes, the seed report); may be null.
    const Preset* preset = nullptr;
    QString title;        ///< Empty: the preset's title, else one made from the run.
    QString question;     ///< Empty: the preset's summary, else one made from the run.
    QString commandLine;  ///< The command that measured the runs (reproduce).
    std::vector<LabReportFile> results;  ///< Embedded (HTML) and attached (PDF).
};

enum class ReportPage { A4, Letter };

/// A preset step's heading in the report: "Step 2: Latency vs size".
QString stepHeading(int number, const QString& name);

/// The HTML page, complete (nothing fetched).
QString labReportHtml(const LabReportSource& source, const QLocale& locale);

/// Writes the HTML page or the PDF to `path` through QSaveFile: the file appears whole or not at
/// all. False with `error` ("cannot write /x/r.pdf: Permission denied") when nothing was
/// written.
bool writeLabReportHtml(const LabReportSource& source, const QString& path, const QLocale& locale,
                        QString* error);
bool writeLabReportPdf(const LabReportSource& source, const QString& path, ReportPage page,
                       const QLocale& locale, QString* error);

}  // namespace ipclab::app
