// The line charts' legend and verdict under the plot, drawn by us: Qt's legend on the right cut
// the Quick tour's 21 mechanisms at 1024x768 ("shm.ring (sp…", the rest not shown).
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QXYSeries>
#include <algorithm>

#include "charts/bar_groups.hpp"
#include "charts/chart_internal.hpp"
#include "charts/result_chart.hpp"

namespace ipclab::app::detail {
namespace {

/// "━●━" for a measured line with round points, "╍╍" for a report's dashed line, "┈┈" for a
/// dotted (derived) one: the key shows what the plot draws, not only a colour.
QString lineSymbol(const QAbstractSeries& series) {
    QString stroke = QStringLiteral("\u2501");
    if (const auto* line = qobject_cast<const QXYSeries*>(&series)) {
        const QPen pen = line->pen();
        if (pen.style() == Qt::CustomDashLine && !pen.dashPattern().isEmpty()) {
            stroke =
                pen.dashPattern().front() < 1 ? QStringLiteral("\u2508") : QStringLiteral("\u254D");
        } else if (pen.style() == Qt::DashLine || pen.style() == Qt::DashDotLine) {
            stroke = QStringLiteral("\u254D");
        } else if (pen.style() == Qt::DotLine) {
            stroke = QStringLiteral("\u2508");
        }
    }
    const QString shape = series.property("ipclab.shape").toString();
    return shape.isEmpty() ? stroke + stroke : stroke + shape + stroke;
}

QColor colourOf(QLegendMarker& marker) {
    if (const auto* line = qobject_cast<const QXYSeries*>(marker.series())) {
        return line->pen().color();
    }
    return marker.brush().color();
}

}  // namespace

void placeLineLegend(QChart& chart, const ChartOptions& options, const QString& verdict,
                     std::vector<BarKey> runKey) {
    std::vector<BarKey> key = std::move(runKey);
    const QList<QLegendMarker*> markers = chart.legend()->markers();
    for (qsizetype index = 0; index < markers.size(); ++index) {
        QLegendMarker& marker = *markers[index];
        const QAbstractSeries* series = marker.series();
        const QString kind = series->property("ipclab.kind").toString();
        // Bands and the selected point's ring have no entry; nor a compared run's line whose
        // mechanism the run shown names already (hideRepeatedLegendEntries). Not by the
        // marker's isVisible(): false for every marker before the chart is first shown.
        if (kind == QStringLiteral("band") || kind == QStringLiteral("selected") ||
            series->property("ipclab.legendHidden").toBool()) {
            continue;
        }
        key.push_back(
            {marker.label(), colourOf(marker), lineSymbol(*series), QString::number(index)});
    }
    chart.legend()->setVisible(false);
    addFootLine(chart, verdict, key, options);
}

std::vector<BarKey> runKey(std::span<const LabelledRun> runs, const std::vector<int>& runsDrawn,
                           const ChartOptions& options) {
    // In the caption it said "diamond points" of two runs and named the run shown though it
    // had no line there, and a long caption hid it behind the title's tooltip.
    std::vector<BarKey> key;
    if (runs.size() < 2) {
        return key;
    }
    for (std::size_t ordinal = 0; ordinal < runsDrawn.size(); ++ordinal) {
        const LabelledRun& run = runs[static_cast<std::size_t>(runsDrawn[ordinal])];
        const QString stroke = ordinal == 0 ? QStringLiteral("\u2501") : QStringLiteral("\u2500");
        const QString label = run.label.isEmpty() ? Charts::tr("this run") : run.label;
        key.push_back({ordinal == 0 ? Charts::tr("%1 (thick lines)").arg(label) : label,
                       themeFor(options.dark).text, stroke + runMarkerSymbol(ordinal) + stroke});
    }
    return key;
}

std::vector<LabelledRun> drawnRuns(std::span<const LabelledRun> runs,
                                   const std::vector<int>& runsDrawn) {
    std::vector<LabelledRun> drawn;
    for (std::size_t run = 0; run < runs.size(); ++run) {
        if (runsDrawn.empty() || std::find(runsDrawn.begin(), runsDrawn.end(),
                                           static_cast<int>(run)) != runsDrawn.end()) {
            LabelledRun kept{runs[run].label, {}};
            kept.run.machine = runs[run].run.machine;
            kept.run.peerMachine = runs[run].run.peerMachine;
            drawn.push_back(std::move(kept));
        }
    }
    return drawn;
}

QString lineVerdict(std::span<const LabelledRun> runs, const ChartOptions& options) {
    if (options.kind != ChartKind::Throughput || runs.empty() || modeOf(runs) != BarMode::Rate) {
        return {};
    }
    ChartOptions bars = options;
    bars.kind = ChartKind::Bars;
    const std::size_t size = barSize(runs, bars, BarMode::Rate);
    const QString verdict = barVerdict(runs, bars);
    if (size == 0 || verdict.isEmpty()) {
        return {};
    }
    return Charts::tr("At %1: %2").arg(localSize(size, options.locale), verdict);
}

}  // namespace ipclab::app::detail
