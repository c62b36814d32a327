// The lab report's last sections (report_sections.hpp): how to reproduce - the command each run
// recorded when it was made, rebuilt only for files that record none, and said so - and the
// references.
#include <QDate>
#include <QStringList>

#include "ipclab/experiment.hpp"
#include "report/report_sections.hpp"
#include "report/report_text.hpp"

namespace ipclab::app {
namespace {

/// A seed report as cited: who wrote it and its title as published (verbatim, in its own
/// language), then what kind of work it is and when, in the report's language.
struct SeedSource {
    const char* id;
    const char* authors;  ///< Empty: not given.
    const char* title;
    bool coursework;
    QDate date;  ///< Invalid: the year is not given.
};

QString seedCitation(const std::string& report, const QLocale& locale) {
    // docs/reports.md, "Sources".
    static const SeedSource kSources[] = {
        {"000", "Zheng Xu",
         "Task 5: Comparative Performance Analysis of Intra-process and Inter-process "
         "Communication Overheads",
         true, QDate(2025, 11, 26)},
        {"001", "", "Task 5: Comparison of Thread vs. UDP Communication Overheads", true, {}},
        {"002", "NikitaDzer", "IPC performance, README of github.com/NikitaDzer/ipc", false, {}},
        {"003",
         "Narek Grigoryan",
         "Bericht zur Latenzen verschiedener IPC-Mechanismen, Betriebssysteme - Übung 2",
         false,
         {}},
        {"004",
         "Adithya Bhat, Stephen Lee",
         "Measurement of Interprocess Communication Mechanisms, University of "
         "Wisconsin-Madison",
         false,
         {}},
    };
    for (const SeedSource& source : kSources) {
        if (report != source.id) {
            continue;
        }
        QStringList parts;
        parts << (*source.authors != '\0' ? QString::fromUtf8(source.authors)
                                          : LabReport::tr("author not given"));
        parts << QString::fromUtf8(source.title);
        if (source.coursework) {
            parts << LabReport::tr("coursework report");
        }
        parts << (source.date.isValid()
                      ? locale.toString(source.date, QStringLiteral("d MMMM yyyy"))
                      : LabReport::tr("year not given"));
        return parts.join(QStringLiteral(", ")) + QLatin1Char('.');
    }
    return {};
}

}  // namespace

QString runCommandLine(const Experiment& experiment) {
    const Experiment defaults;
    QStringList parts{QStringLiteral("ipclab-cli run")};
    QStringList ids;
    for (const std::string& id : experiment.mechanisms) {
        ids << q(id);
    }
    parts << QStringLiteral("--mechanisms ") + ids.join(QLatin1Char(','));
    parts << QStringLiteral("--pattern ") + q(std::string(toString(experiment.pattern)));
    QStringList sizes;
    for (const std::size_t bytes : experiment.sizesBytes) {
        sizes << QString::number(bytes);
    }
    parts << QStringLiteral("--sizes ") + sizes.join(QLatin1Char(','));
    parts << QStringLiteral("--placement ") + q(std::string(toString(experiment.placement)));
    if (experiment.waitStrategy) {
        parts << QStringLiteral("--wait ") + q(std::string(toString(*experiment.waitStrategy)));
    }
    parts << QStringLiteral("--iterations %1 --warmup %2")
                 .arg(experiment.iterations)
                 .arg(experiment.warmup);
    if (experiment.settle) {
        parts << QStringLiteral("--precision %1 --min-rounds %2 --time-budget %3")
                     .arg(experiment.precision)
                     .arg(experiment.minRounds)
                     .arg(experiment.timeBudgetSeconds);
    } else {
        parts << QStringLiteral("--repetitions %1").arg(experiment.repetitions);
    }
    if (experiment.pattern == Pattern::Lock) {
        parts << QStringLiteral("--parties %1 --lock-loop %2")
                     .arg(experiment.parties)
                     .arg(q(std::string(toString(experiment.lockLoop))));
    }
    if (experiment.pattern == Pattern::Paced) {
        parts << QStringLiteral("--gap-us %1").arg(experiment.gapUs);
    }
    if (experiment.streamTotalBytes > 0) {
        parts << QStringLiteral("--total %1").arg(experiment.streamTotalBytes);
    }
    if (experiment.holdDmaLatency) {
        parts << QStringLiteral("--keep-awake=dma-latency");
    } else if (experiment.keepCoresAwake) {
        parts << QStringLiteral("--keep-awake");
    }
    if (experiment.verifyPayload) {
        parts << QStringLiteral("--verify");
    }
    if (experiment.peerTimeoutMs != defaults.peerTimeoutMs) {
        parts << QStringLiteral("--peer-timeout-ms %1").arg(experiment.peerTimeoutMs);
    }
    if (!experiment.remotePeer.empty()) {
        parts << QStringLiteral("--peer ") + q(experiment.remotePeer);
    }
    parts << QStringLiteral("--format json --out results.json");
    return parts.join(QLatin1Char(' '));
}

namespace {

/// The longest command kept on one line: the report's monospace line holds about 95 characters
/// on A4 and on Letter, so a line this long is never wrapped.
constexpr qsizetype kOneLineCommand = 88;

/// A command as a shell reads it: on one line where it fits, else one option a line
/// ("ipclab-cli run \\", "    --sizes 64 \\"): a wrapped line broke "thread.std-\nsemaphore" and
/// "-\nw 200", which no longer paste. Breaks only before an option (" -x", " --x") outside quotes.
QString shellLines(const QString& command) {
    if (command.size() <= kOneLineCommand) {
        return command;
    }
    QString text;
    bool quoted = false;
    for (qsizetype at = 0; at < command.size(); ++at) {
        const QChar c = command[at];
        quoted = c == QLatin1Char('\'') ? !quoted : quoted;
        if (!quoted && c == QLatin1Char(' ') && at + 2 < command.size() &&
            command[at + 1] == QLatin1Char('-') && !command[at + 2].isDigit()) {
            text += QStringLiteral(" \\\n    ");
        } else {
            text += c;
        }
    }
    return text;
}

QString commandBlock(const QStringList& commands) {
    QStringList lines;
    for (const QString& command : commands) {
        lines << shellLines(command).toHtmlEscaped();
    }
    return QStringLiteral("<pre>") + lines.join(QStringLiteral("\n\n")) +
           QStringLiteral("</pre>\n");
}

/// The command rebuilt from what the results record, for files that do not record their own.
QString rebuiltCommand(const LabReportSource& source, const RunResult& run) {
    return source.preset != nullptr
               ? QStringLiteral("ipclab-cli preset %1 --format json --out results.json")
                     .arg(q(source.preset->id))
               : runCommandLine(run.experiment);
}

}  // namespace

QString reproduceSection(const LabReportSource& source) {
    QStringList recorded;
    QStringList rebuilt;
    QStringList versions;
    for (const LabReportRun& entry : source.runs) {
        const RunResult& run = entry.run;
        QStringList& commands = run.commandLine.empty() ? rebuilt : recorded;
        const QString command =
            run.commandLine.empty() ? rebuiltCommand(source, run) : q(run.commandLine);
        if (!commands.contains(command)) {
            commands << command;
        }
        if (!versions.contains(q(run.machine.appVersion))) {
            versions << q(run.machine.appVersion);
        }
    }
    QString html;
    if (!recorded.isEmpty()) {
        html += paragraph(
            recorded.size() == 1
                ? LabReport::tr("The command that measured these results, recorded when it ran:")
                : LabReport::tr(
                      "The commands that measured these results, recorded when they ran:"));
        html += commandBlock(recorded);
    }
    if (!rebuilt.isEmpty()) {
        html += paragraph(
            LabReport::tr("The results do not record the command that measured them (they "
                          "were written by an older IPC Lab). Rebuilt from the configuration "
                          "they record, this measures the same again:"));
        html += commandBlock(rebuilt);
    }
    html += paragraph(
        LabReport::tr("Measured with IPC Lab %1.").arg(versions.join(QStringLiteral(", "))));
    // `preset --report` measured and wrote in one command: said once, above.
    if (!source.commandLine.isEmpty() && !recorded.contains(source.commandLine)) {
        html += paragraph(LabReport::tr("The command that wrote this report:"));
        html += commandBlock({source.commandLine});
    }
    QStringList names;
    for (const LabReportFile& file : source.results) {
        names << file.name;
    }
    html += paragraph(LabReport::tr("The results (%1) are embedded in the HTML version of this "
                                    "report and attached to the PDF.")
                          .arg(names.join(QStringLiteral(", "))));
    return html;
}

QString referencesSection(const LabReportSource& source, const QLocale& locale) {
    QStringList references;
    if (source.preset != nullptr) {
        const QString citation = seedCitation(source.preset->report, locale);
        if (!citation.isEmpty()) {
            references << citation;
        }
    }
    references << LabReport::tr(
                      "IPC Lab %1: measures what inter-process communication costs; "
                      "its method and the reports' audit are in its documentation "
                      "(docs/reports.md).")
                      .arg(q(appVersion()));
    QString html = QStringLiteral("<ol>\n");
    for (const QString& reference : references) {
        html += QStringLiteral("<li>") + reference.toHtmlEscaped() + QStringLiteral("</li>\n");
    }
    return html + QStringLiteral("</ol>\n");
}

}  // namespace ipclab::app
