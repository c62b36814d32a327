// The anatomy chart: per point, grouped bars of what the OS counted per message for each
// party (context switches it slept in or was preempted in, CPU migrations, page faults), so a
// student reads "pipe, one core: one switch per message on each side; shm.spin across cores:
// none" beside the latency.
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QValueAxis>
#include <QtCharts/QBarSeries>
#include <algorithm>

#include "charts/chart_internal.hpp"
#include "charts/local_units.hpp"
#include "charts/result_chart.hpp"

namespace ipclab::app::detail {

namespace {

using platform::ThreadCounter;

QString barName(ThreadCounter counter, bool responder) {
    const QString side = responder ? Charts::tr("peer") : Charts::tr("me");
    switch (counter) {
        case ThreadCounter::VoluntarySwitches:
            return Charts::tr("%1: slept").arg(side);
        case ThreadCounter::InvoluntarySwitches:
            return Charts::tr("%1: preempted").arg(side);
        case ThreadCounter::Migrations:
            return Charts::tr("%1: moved CPU").arg(side);
        default:
            return Charts::tr("%1: page faults").arg(side);
    }
}

bool hasAnatomy(const PointResult& point) {
    return point.ok && point.anatomy.measured();
}

}  // namespace

QString anatomyProblem(std::span<const LabelledRun> runs, const ChartOptions&) {
    for (const LabelledRun& run : runs) {
        if (std::any_of(run.run.points.begin(), run.run.points.end(), hasAnatomy)) {
            return {};
        }
    }
    return Charts::tr(
        "The anatomy chart needs counted points: runs saved before counting existed, or run "
        "without counting, have none");
}

QChart* buildAnatomyChart(std::span<const LabelledRun> runs, const ChartOptions& options) {
    QChart* chart = newChart(options);
    const ThreadCounter counters[] = {ThreadCounter::VoluntarySwitches,
                                      ThreadCounter::InvoluntarySwitches, ThreadCounter::Migrations,
                                      ThreadCounter::MinorFaults};
    std::vector<QBarSet*> sets;
    for (const bool responder : {false, true}) {
        for (const ThreadCounter counter : counters) {
            auto* set = new QBarSet(barName(counter, responder));
            QColor colour = seriesColour(static_cast<std::size_t>(counter), options.dark);
            set->setColor(responder ? colour.lighter(150) : colour);
            set->setBorderColor(colour.darker(120));
            sets.push_back(set);
        }
    }
    QStringList categories;
    QStringList sizes;
    double highest = 0;
    for (const LabelledRun& run : runs) {
        for (const PointResult& point : run.run.points) {
            if (!hasAnatomy(point)) {
                continue;
            }
            // Short, so that ten points fit side by side: the sizes go in the caption.
            categories << seriesLabel(point) + QStringLiteral(" · ") +
                              (run.label.isEmpty() ? placementText(point.placement) : run.label);
            sizes << localSize(point.sizeBytes, options.locale);
            std::size_t index = 0;
            for (const bool responder : {false, true}) {
                const auto& counts = responder ? point.anatomy.responder : point.anatomy.initiator;
                for (const ThreadCounter counter : counters) {
                    double value = counts[static_cast<std::size_t>(counter)];
                    if (counter == ThreadCounter::MinorFaults && value >= 0) {
                        value += std::max(
                            0.0, counts[static_cast<std::size_t>(ThreadCounter::MajorFaults)]);
                    }
                    value = std::max(value, 0.0);  // not counted: no bar (said in the caption)
                    highest = std::max(highest, value);
                    *sets[index++] << value;
                }
            }
        }
    }
    auto* series = new QBarSeries;
    for (QBarSet* set : sets) {
        series->append(set);
    }
    chart->addSeries(series);
    auto* xAxis = new QBarCategoryAxis;
    xAxis->append(categories);
    styleAxis(*xAxis, options);
    chart->addAxis(xAxis, Qt::AlignBottom);
    series->attachAxis(xAxis);
    auto* yAxis = new QValueAxis;
    yAxis->setRange(0, std::max(1.2, highest * 1.1));
    yAxis->setTitleText(Charts::tr("per message (warm-up included)"));
    yAxis->setLabelFormat(QStringLiteral("%.1f"));
    styleAxis(*yAxis, options);
    chart->addAxis(yAxis, Qt::AlignLeft);
    series->attachAxis(yAxis);
    placeLegend(*chart);

    QStringList caption = captionLines(runs, options, {});
    sizes.removeDuplicates();
    caption << Charts::tr(
                   "Messages of %1, counted by the OS for each party's thread before and after "
                   "each round, outside the timed spans")
                   .arg(sizes.join(QStringLiteral(", ")))
            << Charts::tr(
                   "me = the measuring party, peer = the responding one; slept = voluntary "
                   "context switches (blocked, then woken), preempted = involuntary ones");
    setTitle(*chart, options, Charts::tr("Anatomy of a message"),
             patternText(runs.front().run.experiment), caption);
    return chart;
}

}  // namespace ipclab::app::detail
