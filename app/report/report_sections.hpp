#pragma once
/// The lab report's sections other than results and findings, as HTML fragments (report_html.hpp
/// says which HTML). Internal to app/report.
#include <QLocale>
#include <QString>
#include <QStringList>

#include "report/lab_report.hpp"

namespace ipclab::app {

QString heading(int level, const QString& text);
QString paragraph(const QString& text);
/// A table cell of `text` (escaped), right-aligned when it is a number.
QString cell(const QString& text, bool number = false);
/// A mechanism's name: never broken inside (a name cut in two reads as two names).
QString nameCell(const QString& name);
/// Where a header may break: only before its parenthesis, or between words too.
enum class HeaderBreaks { AtParenthesis, BetweenWords };
/// A data table's opening and its header row of `header`.
QString tableStart(const QStringList& header, HeaderBreaks breaks);

QString questionSection(const LabReportSource& source);
/// What each mechanism does (explain's text and its system calls per message), the set-up of a
/// single run (stepSetup), the timer and the hardware's floor.
QString methodSection(const LabReportSource& source, const QLocale& locale);
/// Pattern, sizes, placement and why it matters, counts and rounds, wait strategy.
QString stepSetup(const RunResult& run, const QLocale& locale);
QString machineSection(const SystemInfo& machine, const QLocale& locale);
/// The results table: median of rounds with its 95% interval, p99 (or max), rounds, settled,
/// CPU per message, context switches per message where counted, status.
QString resultTable(const RunResult& run, const QLocale& locale);
/// What the preset's notes and digest say the report got wrong, and what IPC Lab does instead.
QString presetFlaws(const Preset& preset);
/// The figures across one file's repeated runs (`part` of source.repeatedRuns): each run's
/// figure, the median of the runs with its interval, min and max, whether the runs agree within
/// their own intervals, and what that means, once (report_across_runs.cpp).
QString acrossRunsSection(const LabReportSource& source, const RepeatedRunsPart& part,
                          const QLocale& locale);
QString threatsSection(const LabReportSource& source, const QLocale& locale);
QString reproduceSection(const LabReportSource& source);
QString referencesSection(const LabReportSource& source, const QLocale& locale);

}  // namespace ipclab::app
