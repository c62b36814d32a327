// The lab report's sections besides results and findings (report_sections.hpp).
#include "report/report_sections.hpp"

#include <algorithm>

#include "charts/core_text.hpp"
#include "charts/local_units.hpp"
#include "charts/result_chart.hpp"
#include "ipclab/clock_calibration.hpp"
#include "ipclab/comparison.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/system_info.hpp"
#include "report/report_text.hpp"

namespace ipclab::app {
namespace {

QString item(const QString& label, const QString& text) {
    return QStringLiteral("<li><b>%1</b> %2</li>\n")
        .arg(label.toHtmlEscaped(), text.toHtmlEscaped());
}

QString patternText(const Experiment& experiment) {
    switch (experiment.pattern) {
        case Pattern::PingPong:
            return LabReport::tr(
                "ping-pong: one party sends a message, the other sends it back; "
                "each sample is one round trip halved (one-way latency).");
        case Pattern::Stream:
            return LabReport::tr(
                "stream: one party sends chunks as fast as it can, the other "
                "reads and touches every byte and then acknowledges; the figure "
                "is bytes per second.");
        case Pattern::Lock:
            return LabReport::tr(
                "lock: %n parties acquire and release one lock in turn; the "
                "figure is ns per acquire and release.",
                nullptr, experiment.parties);
        case Pattern::Paced:
            return LabReport::tr(
                       "paced: ping-pong with one message due every %1 µs, which pays "
                       "for waking the receiver each time; also timed from the intended "
                       "send time (open loop).")
                .arg(experiment.gapUs);
        case Pattern::OneSided:
            return LabReport::tr(
                "one-sided (a report's own method): one party sends and nobody "
                "receives; the figure is the time per send, not a hand-off.");
    }
    return {};
}

QString placementText(Placement placement) {
    switch (placement) {
        case Placement::Unpinned:
            return LabReport::tr(
                "unpinned: the OS placed the two parties. A blocking hand-off "
                "then often wakes an idle CPU, which can cost more than the "
                "mechanism itself, and which CPUs ran is not recorded.");
        case Placement::SameCore:
            return LabReport::tr(
                "same core: both parties pinned to one CPU. Every hand-off is "
                "a context switch; no idle CPU is woken, and a spinning party "
                "would starve its partner.");
        case Placement::CrossCore:
            return LabReport::tr(
                "cross-core: the parties pinned to two CPUs. Data crosses "
                "between the cores' caches, and a blocking hand-off wakes an "
                "idle CPU.");
        case Placement::Auto:
            return LabReport::tr(
                "automatic: each point where it measures its mechanism - one CPU "
                "for a blocking hand-off (no idle CPU to wake), two for a "
                "spinning one.");
    }
    return {};
}

QString countsText(const Experiment& experiment) {
    QString text = LabReport::tr(
                       "%1 timed messages or operations per round after %2 untimed "
                       "ones (warm-up).")
                       .arg(experiment.iterations)
                       .arg(experiment.warmup);
    if (experiment.settle) {
        text +=
            QLatin1Char(' ') + LabReport::tr(
                                   "Rounds until each median's 95% interval is within ±%1% of it, "
                                   "at least %2 rounds, no new round after %3 s.")
                                   .arg(experiment.precision * 100)
                                   .arg(experiment.minRounds)
                                   .arg(experiment.timeBudgetSeconds);
    } else {
        text += QLatin1Char(' ') +
                LabReport::tr("%n rounds per point.", nullptr, experiment.repetitions);
    }
    text += QLatin1Char(' ') + LabReport::tr(
                                   "Each round runs every point once, in a shuffled "
                                   "order, so that drift hits every point alike.");
    return text;
}

QString mechanismsText(const LabReportSource& source) {
    std::vector<std::string> ids;
    for (const LabReportRun& entry : source.runs) {
        for (const std::string& id : entry.run.experiment.mechanisms) {
            if (std::find(ids.begin(), ids.end(), id) == ids.end()) {
                ids.push_back(id);
            }
        }
    }
    QString html;
    for (const std::string& id : ids) {
        const Mechanism* mechanism = MechanismRegistry::builtin().find(id);
        if (mechanism == nullptr) {
            html += item(q(id), LabReport::tr("(not known to this build)"));
            continue;
        }
        const MechanismInfo& info = mechanism->info();
        QString text = coreText(info.explanation);
        const SystemCalls& calls = info.systemCalls;
        if (calls.stated()) {
            text +=
                QLatin1Char(' ') +
                LabReport::tr("System calls per message: sender %1, receiver %2. %3")
                    .arg(q(describeCalls(calls.senderCalls, calls.sender, calls.dependsOnLibrary)),
                         q(describeCalls(calls.receiverCalls, calls.receiver,
                                         calls.dependsOnLibrary)),
                         coreText(calls.note));
        }
        html +=
            item(q(id) + QStringLiteral(" (") + coreText(info.title) + QStringLiteral("):"), text);
    }
    return QStringLiteral("<ul>\n") + html + QStringLiteral("</ul>\n");
}

QString floorText(const HardwareFloor& floor, const QLocale& locale) {
    if (!floor.measured()) {
        return floor.unavailable.empty()
                   ? LabReport::tr("not measured in this run.")
                   : LabReport::tr("not measured: %1.").arg(q(floor.unavailable));
    }
    return LabReport::tr(
               "one cache line handed from CPU %1 to CPU %2 and back by two spinning "
               "threads: %3 one-way, 95% interval [%4, %5], over %6 rounds. Every "
               "mechanism pays at least this.")
        .arg(floor.cpuA)
        .arg(floor.cpuB)
        .arg(localDuration(floor.line.medianNs, locale), localDuration(floor.line.lowNs, locale),
             localDuration(floor.line.highNs, locale))
        .arg(floor.rounds);
}

/// The clocks' cost. Results files record no calibration: on the machine that measured, it is
/// measured now, when the report is written, and said so; for results from elsewhere the
/// report says plainly that the cost is not known, rather than leaving it out.
QString timerText(const SystemInfo& machine, const QLocale& locale) {
    QString text = LabReport::tr(
        "the steady (monotonic) clock, read before and after each "
        "timed round trip or block.");
    if (machine.hostName.empty() || machine.hostName != currentSystemInfo().hostName) {
        return text + QLatin1Char(' ') +
               LabReport::tr(
                   "The results record no calibration of this clock, and they were measured "
                   "on another machine (%1): what a clock read cost there is not known, so "
                   "the figures' resolution cannot be stated here. Run 'ipclab-cli calibrate' "
                   "on that machine to learn it.")
                   .arg(machine.hostName.empty() ? LabReport::tr("its name is not recorded")
                                                 : q(machine.hostName));
    }
    const std::vector<ClockCalibration> clocks = calibrateClocks(20'000);
    if (!clocks.empty()) {
        text += QLatin1Char(' ') +
                LabReport::tr(
                    "The results record no calibration of this clock; measured on this host "
                    "when this report was written, %1 cost %2 per read and resolved %3.")
                    .arg(q(clocks.front().name), localDuration(clocks.front().overheadNs, locale),
                         localDuration(clocks.front().resolutionNs, locale));
    }
    return text;
}

/// A point's figure, its interval (in the figure's unit, as the CLI's table writes it) and its
/// tail (p99, max) or messages per second.
QString figureCells(const PointResult& point, Figure figure, const QLocale& locale) {
    // One round gives a median and no spread of rounds to judge it by: no interval, said so.
    const QString noInterval = LabReport::tr("none (1 round)");
    const ShownFigure shown = shownFigure(point);
    if (figure == Figure::Throughput) {
        return cell(localRate(shown.centre, locale), true) +
               cell(shown.hasInterval
                        ? QStringLiteral("[%1, %2]")
                              .arg(localRate(shown.low, locale), localRate(shown.high, locale))
                        : noInterval,
                    true) +
               cell(localSignificant(point.throughput.messagesPerSecond, locale), true);
    }
    const ScaledUnit unit = timeUnitFor(shown.centre);
    return cell(localDuration(shown.centre, locale), true) +
           cell(shown.hasInterval ? QStringLiteral("[%1, %2] %3")
                                        .arg(localSignificant(shown.low / unit.factor, locale),
                                             localSignificant(shown.high / unit.factor, locale),
                                             QString::fromUtf8(unit.name))
                                  : noInterval,
                true) +
           cell(localDuration(isPerOperation(figure) ? point.latencyNs.max : point.latencyNs.p99,
                              locale),
                true);
}

}  // namespace

QString cell(const QString& text, bool number) {
    return (number ? QStringLiteral("<td class=\"num\">") : QStringLiteral("<td>")) +
           text.toHtmlEscaped() + QStringLiteral("</td>");
}

QString nameCell(const QString& name) {
    return QStringLiteral("<td class=\"name\">") + name.toHtmlEscaped() + QStringLiteral("</td>");
}

QString tableStart(const QStringList& header, HeaderBreaks breaks) {
    QString html = QStringLiteral(
        "<table class=\"data\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\"><tr>");
    for (const QString& name : header) {
        // A header is never broken inside a word ("Roun ds" in a narrow column of the PDF):
        // its parenthesis on a line of its own, and otherwise unbroken or broken between words.
        QString text = name.toHtmlEscaped();
        text.replace(QStringLiteral(" ("), QStringLiteral("<br>("));
        html += (breaks == HeaderBreaks::BetweenWords ? QStringLiteral("<th class=\"words\">")
                                                      : QStringLiteral("<th>")) +
                text + QStringLiteral("</th>");
    }
    return html + QStringLiteral("</tr>\n");
}

QString heading(int level, const QString& text) {
    return QStringLiteral("<h%1>%2</h%1>\n").arg(level).arg(text.toHtmlEscaped());
}

QString paragraph(const QString& text) {
    return QStringLiteral("<p>") + text.toHtmlEscaped() + QStringLiteral("</p>\n");
}

QString questionSection(const LabReportSource& source) {
    QString question = source.question;
    if (question.isEmpty() && source.preset != nullptr) {
        question = coreText(source.preset->summary);
    }
    if (question.isEmpty()) {
        question = LabReport::tr(
            "How long does it take to hand a message from one party to "
            "another with each of these mechanisms, and which differences "
            "are larger than this machine's noise?");
    }
    const SystemInfo& machine = source.runs.front().run.machine;
    return QStringLiteral("<p class=\"question\"><b>%1</b> %2</p>\n")
               .arg(LabReport::tr("Question:").toHtmlEscaped(), question.toHtmlEscaped()) +
           QStringLiteral("<p class=\"meta\">%1</p>\n")
               .arg(LabReport::tr("Written by IPC Lab %1 from results measured %2.")
                        .arg(q(appVersion()), q(machine.date))
                        .toHtmlEscaped());
}

QString stepSetup(const RunResult& run, const QLocale& locale) {
    const Experiment& experiment = run.experiment;
    QStringList sizes;
    for (const std::size_t bytes : experiment.sizesBytes) {
        sizes << localSize(bytes, locale);
    }
    QString html = QStringLiteral("<ul>\n");
    html += item(LabReport::tr("Pattern:"), patternText(experiment));
    if (hasMessageSize(experiment.pattern)) {
        html += item(LabReport::tr("Sizes:"), sizes.join(QStringLiteral(", ")));
    }
    html += item(LabReport::tr("Placement:"), placementText(experiment.placement));
    html += item(LabReport::tr("Counts:"), countsText(experiment));
    html += item(LabReport::tr("Wait:"),
                 experiment.waitStrategy
                     ? LabReport::tr("%1 for every mechanism that offers it.")
                           .arg(q(std::string(toString(*experiment.waitStrategy))))
                     : LabReport::tr("each mechanism's own (the table's wait column)."));
    if (experiment.keepCoresAwake) {
        html += item(LabReport::tr("Idle CPUs:"),
                     LabReport::tr("kept awake by a low-priority spinner while measuring."));
    }
    return html + QStringLiteral("</ul>\n");
}

QString methodSection(const LabReportSource& source, const QLocale& locale) {
    const RunResult& first = source.runs.front().run;
    QString html = paragraph(LabReport::tr("The mechanisms, and what each does inside the OS:"));
    html += mechanismsText(source);
    if (source.runs.size() == 1) {
        html += stepSetup(first, locale);
    } else {
        html +=
            paragraph(LabReport::tr("Each step's pattern, sizes, placement and counts are "
                                    "given with its results."));
    }
    html += QStringLiteral("<ul>\n");
    html += item(LabReport::tr("Timer:"), timerText(first.machine, locale));
    html += item(LabReport::tr("The hardware's floor:"),
                 floorText(first.machine.hardwareFloor, locale));
    return html + QStringLiteral("</ul>\n");
}

QString machineSection(const SystemInfo& machine, const QLocale& locale) {
    Q_UNUSED(locale);
    QString html = QStringLiteral("<ul>\n");
    html += item(LabReport::tr("CPU:"), LabReport::tr("%1, %2, %3 logical CPUs")
                                            .arg(q(machine.cpuModel), q(machine.architecture))
                                            .arg(machine.logicalCores));
    html += item(LabReport::tr("OS:"),
                 LabReport::tr("%1 %2, kernel %3")
                     .arg(q(machine.osName), q(machine.osVersion), q(machine.kernel)));
    html +=
        item(LabReport::tr("Virtualised:"),
             machine.virtualized ? LabReport::tr("yes (a virtual machine)") : LabReport::tr("no"));
    html += item(LabReport::tr("Idle driver:"),
                 machine.idleDriver.empty() ? LabReport::tr("not known") : q(machine.idleDriver));
    html += item(LabReport::tr("Build:"),
                 LabReport::tr("IPC Lab %1, %2, %3")
                     .arg(q(machine.appVersion), q(machine.compiler), q(machine.buildType)));
    html += item(LabReport::tr("Host and date:"),
                 q(machine.hostName) + QStringLiteral(", ") + q(machine.date));
    return html + QStringLiteral("</ul>\n");
}

QString resultTable(const RunResult& run, const QLocale& locale) {
    const Figure figure = figureOf(run.experiment.pattern);
    const bool rate = figure == Figure::Throughput;
    bool anatomy = false;
    for (const PointResult& point : run.points) {
        anatomy = anatomy || point.anatomy.measured();
    }
    // Placement is a column only where it differs from point to point; else the method says it.
    bool placements = false;
    for (const PointResult& point : run.points) {
        placements = placements || point.placement != run.points.front().placement;
    }
    QStringList header{
        LabReport::tr("Mechanism"),
        LabReport::tr("Size"),
        rate ? LabReport::tr("Throughput (median of rounds)") : LabReport::tr("Median of rounds"),
        LabReport::tr("95% interval"),
        rate ? LabReport::tr("Messages/s")
             : (isPerOperation(figure) ? LabReport::tr("Max") : LabReport::tr("p99")),
        LabReport::tr("Rounds"),
        LabReport::tr("Settled"),
        LabReport::tr("CPU/msg (me/peer)")};
    if (anatomy) {
        header << LabReport::tr("Switches/msg (me/peer)");
    }
    if (placements) {
        header.insert(2, LabReport::tr("Placement"));
    }
    QString html = tableStart(header, HeaderBreaks::AtParenthesis);
    for (const PointResult& point : run.points) {
        html += QStringLiteral("<tr>") + nameCell(seriesLabel(point)) +
                cell(hasMessageSize(point.pattern) ? localSize(point.sizeBytes, locale)
                                                   : QStringLiteral("–"),
                     true);
        if (placements) {
            html += cell(q(std::string(toString(point.placement))));
        }
        if (!point.ok || point.repetitions.empty()) {
            html += QStringLiteral("<td colspan=\"%1\">%2</td></tr>\n")
                        .arg(header.size() - (placements ? 3 : 2))
                        .arg(LabReport::tr("failed: %1")
                                 .arg(coreMessage(point.error.message))
                                 .toHtmlEscaped());
            continue;
        }
        html += figureCells(point, figure, locale);
        QString settled = point.reliability.settled ? LabReport::tr("yes") : LabReport::tr("no");
        if (point.partial) {
            settled += QLatin1Char(' ') + LabReport::tr("(stopped)");
        }
        html += cell(QString::number(point.reliability.rounds), true) + cell(settled) +
                cell(localCpuPair(point.initiatorCpuNsPerMessage, point.responderCpuNsPerMessage,
                                  locale),
                     true);
        if (anatomy) {
            const auto switches = [&](const MessageAnatomy::PerMessage& side) {
                const double v = side[0] >= 0 && side[1] >= 0 ? side[0] + side[1] : -1.0;
                return v < 0 ? QStringLiteral("–") : localSignificant(v, locale);
            };
            html += cell(switches(point.anatomy.initiator) + QLatin1Char('/') +
                             switches(point.anatomy.responder),
                         true);
        }
        html += QStringLiteral("</tr>\n");
    }
    return html + QStringLiteral("</table>\n");
}

QString presetFlaws(const Preset& preset) {
    if (preset.note.empty() && preset.digest.empty()) {
        return {};
    }
    QString html = heading(3, LabReport::tr("The report's method, and what IPC Lab does instead"));
    if (!preset.digest.empty()) {
        html += QStringLiteral("<ul>\n");
        html += item(LabReport::tr("What holds up:"), coreText(preset.digest.holdsUp));
        html += item(LabReport::tr("What does not:"), coreText(preset.digest.doesNot));
        html += QStringLiteral("</ul>\n");
    }
    if (!preset.note.empty()) {
        html += paragraph(coreText(preset.note));
    }
    return html;
}

QString threatsSection(const LabReportSource& source, const QLocale& locale) {
    Q_UNUSED(locale);
    QStringList threats;
    const SystemInfo& machine = source.runs.front().run.machine;
    if (machine.virtualized) {
        threats << LabReport::tr(
            "The machine is virtual: the hypervisor schedules its CPUs, and "
            "waking an idle virtual CPU can cost many times a hand-off on "
            "one CPU. Compare mechanisms at one placement only.");
    }
    for (const LabReportRun& entry : source.runs) {
        const QString prefix =
            entry.heading.isEmpty() ? QString() : entry.heading + QStringLiteral(": ");
        if (entry.run.cancelled) {
            threats << prefix + LabReport::tr(
                                    "the run was stopped; points it did not reach are "
                                    "missing and stopped points have fewer rounds.");
        }
        const std::size_t points = entry.run.points.size();
        for (const WarningGroup& group : groupWarnings(entry.run)) {
            threats << prefix + LabReport::tr("%1 of %2 points: %3 (the worst).")
                                    .arg(group.count)
                                    .arg(points)
                                    .arg(coreMessage(group.worst.text));
        }
        if (entry.run.experiment.placement == Placement::Unpinned) {
            threats << prefix + LabReport::tr(
                                    "unpinned: which CPUs the parties ran on, and "
                                    "whether an idle CPU was woken, is not recorded.");
        }
        if (!entry.run.keepAwakeNote.empty()) {
            threats << prefix + q(entry.run.keepAwakeNote);
        }
    }
    threats << LabReport::tr(
        "One machine, one time: another machine, kernel or load can order "
        "the mechanisms differently; only differences larger than the "
        "intervals are claimed above.");
    QString html = QStringLiteral("<ul>\n");
    for (const QString& threat : threats) {
        html += QStringLiteral("<li>") + threat.toHtmlEscaped() + QStringLiteral("</li>\n");
    }
    return html + QStringLiteral("</ul>\n");
}

}  // namespace ipclab::app
