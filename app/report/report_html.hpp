#pragma once
/// The lab report's body as HTML that both a browser and QTextDocument render (headings,
/// paragraphs, lists, tables), with each chart as a placeholder the caller fills: inline SVG
/// for the page, a vector object for the PDF. Internal to app/report.
#include <QLocale>
#include <QString>
#include <vector>

#include "charts/chart_options.hpp"
#include "report/lab_report.hpp"

namespace ipclab::app {

/// The placeholder of chart `index` in reportBody()'s text.
QString chartPlaceholder(int index);

/// The report's body; `charts` receives the charts its placeholders stand for.
QString reportBody(const LabReportSource& source, const QLocale& locale,
                   std::vector<ReportChart>& charts);

/// The title the report carries (the source's, the preset's, or one made from the runs).
QString reportTitle(const LabReportSource& source);

}  // namespace ipclab::app
