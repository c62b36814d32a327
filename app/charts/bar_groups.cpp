// The Bars chart's ranking: which size, which bars, grouped by the figure they show and
// ranked fastest first with the published figures of their family (bar_chart.cpp draws them).
#include "charts/bar_groups.hpp"

#include <algorithm>
#include <functional>
#include <set>

#include "charts/bar_labels.hpp"
#include "charts/chart_internal.hpp"
#include "charts/core_text.hpp"
#include "charts/floor_reference.hpp"
#include "charts/result_chart.hpp"

namespace ipclab::app::detail {

BarMode modeOf(std::span<const LabelledRun> runs) {
    const Pattern pattern = runs.empty() ? Pattern::PingPong : runs.front().run.experiment.pattern;
    switch (figureOf(pattern)) {
        case Figure::Throughput:
            return BarMode::Rate;
        case Figure::LockOperation:
            return BarMode::Lock;
        case Figure::Latency:
        case Figure::TimePerSend:
            break;
    }
    return BarMode::Latency;
}

bool pointFits(const PointResult& point, BarMode mode) {
    switch (mode) {
        case BarMode::Rate:
            return figureOf(point.pattern) == Figure::Throughput;
        case BarMode::Lock:
            return figureOf(point.pattern) == Figure::LockOperation;
        case BarMode::Latency:
            return detail::isLatencyPattern(point.pattern);
    }
    return false;
}

bool usable(const PointResult& point, BarMode mode) {
    return point.ok && pointFits(point, mode) && detail::barValue(point) > 0;
}

/// The size the bars show: the one asked for, else the smallest with a usable point (0 for
/// lock, whose points have no size).
std::size_t barSize(std::span<const LabelledRun> runs, const ChartOptions& options, BarMode mode) {
    if (mode == BarMode::Lock) {
        return 0;
    }
    if (options.barSizeBytes > 0) {
        return options.barSizeBytes;
    }
    // The run shown (the first) decides: a compared run of 21 B turned a 64-B quick tour's
    // bars into the compared run's alone. Other runs only when the first has no usable point.
    std::size_t smallest = 0;
    for (const LabelledRun& run : runs) {
        for (const PointResult& point : run.run.points) {
            if (usable(point, mode) && (smallest == 0 || point.sizeBytes < smallest)) {
                smallest = point.sizeBytes;
            }
        }
        if (smallest != 0) {
            break;
        }
    }
    return smallest;
}

namespace {

using InGroup = std::function<bool(const PointResult&)>;

/// The published figures of `family` at the bars' size, beside a point of their placement
/// (report 004's Table II only beside a same-core point), with their values.
struct Published {
    std::vector<const ReferenceSeries*> series;
    std::vector<double> values;
};

Published publishedBeside(std::span<const LabelledRun> runs, const ChartOptions& options,
                          Figure family, BarMode mode, std::size_t size, const InGroup& inGroup) {
    Published beside;
    for (const ReferenceSeries& reference : options.references) {
        if (referenceFamily(reference) != family) {
            continue;
        }
        const auto published = std::find_if(
            reference.points.begin(), reference.points.end(), [&](const ReferencePoint& point) {
                return mode == BarMode::Lock || point.sizeBytes == size;
            });
        bool placed = false;
        for (const LabelledRun& run : runs) {
            for (const PointResult& point : run.run.points) {
                placed = placed ||
                         (inGroup(point) && referenceFitsPlacement(reference, point.placement));
            }
        }
        if (published != reference.points.end() && placed) {
            beside.series.push_back(&reference);
            beside.values.push_back(published->value);
        }
    }
    return beside;
}

/// "pipe — this run" only when another run has bars in the group too: compared runs of another
/// size left every name of the run shown twice as long, wrapped and overlapping.
bool onlyTheRunShown(std::span<const LabelledRun> runs, const InGroup& inGroup) {
    std::set<std::size_t> runsHere;
    for (std::size_t runIndex = 0; runIndex < runs.size(); ++runIndex) {
        for (const PointResult& point : runs[runIndex].run.points) {
            if (inGroup(point)) {
                runsHere.insert(runIndex);
            }
        }
    }
    return runsHere.size() == 1 && runs[*runsHere.begin()].label == Charts::tr("this run");
}

/// Our bars of the group, each with the statistic of the published figures beside it;
/// `group.statistic` says the one they share.
void addOurBars(BarGroup& group, std::span<const LabelledRun> runs, const ChartOptions& options,
                const Published& beside, const InGroup& inGroup) {
    const bool plainNames = onlyTheRunShown(runs, inGroup);
    bool first = true;
    for (std::size_t runIndex = 0; runIndex < runs.size(); ++runIndex) {
        for (const PointResult& point : runs[runIndex].run.points) {
            if (!inGroup(point)) {
                continue;
            }
            const ReferenceStatistic statistic =
                statisticBeside(beside.series, group.family, point.mechanism);
            if (first) {
                group.statistic = statistic;
                first = false;
            } else if (group.statistic != statistic) {
                group.statistic.reset();
            }
            BarEntry entry;
            entry.label =
                plainNames ? seriesLabel(point) : seriesLabel(point, runs[runIndex].label);
            if (point.partial) {
                entry.label += Charts::tr(" (partial)");
            }
            if (!beside.series.empty()) {
                entry.label +=
                    QStringLiteral(" \u00B7 ") + ourStatisticText(point, statistic, options.locale);
            }
            // "id@run": ResultChartView maps a bar back to its run and point.
            entry.mechanism =
                QString::fromStdString(point.mechanism) + QStringLiteral("@%1").arg(runIndex);
            entry.value = statisticValue(point, statistic);
            entry.point = &point;
            entry.run = static_cast<int>(runIndex);
            group.bars.push_back(entry);
        }
    }
}

}  // namespace

/// The groups, the first run's first. Our bars take the statistic of the published figures
/// beside them, and then say it ("pipe · min of 7,000", "Report 004 …: pipes · min").
std::vector<BarGroup> rankedGroups(std::span<const LabelledRun> runs, const ChartOptions& options) {
    const BarMode mode = modeOf(runs);
    const bool rate = mode == BarMode::Rate;
    const std::size_t size = barSize(runs, options, mode);
    const auto atSize = [&](const PointResult& point) {
        return usable(point, mode) && (mode == BarMode::Lock || point.sizeBytes == size);
    };
    std::vector<Figure> families;
    for (const LabelledRun& run : runs) {
        for (const PointResult& point : run.run.points) {
            const Figure family = figureOf(point.pattern);
            if (atSize(point) &&
                std::find(families.begin(), families.end(), family) == families.end()) {
                families.push_back(family);
            }
        }
    }
    std::vector<BarGroup> groups;
    for (const Figure family : families) {
        const InGroup inGroup = [&](const PointResult& point) {
            return atSize(point) && figureOf(point.pattern) == family;
        };
        const Published beside = publishedBeside(runs, options, family, mode, size, inGroup);
        BarGroup group;
        group.family = family;
        addOurBars(group, runs, options, beside, inGroup);
        for (std::size_t index = 0; index < beside.series.size(); ++index) {
            BarEntry entry;
            entry.label = coreText(beside.series[index]->label) + QStringLiteral(" \u00B7 ") +
                          statisticWord(beside.series[index]->statistic ==
                                                ReferenceStatistic::MedianOfMinimums
                                            ? ReferenceStatistic::Min  // theirs: one minimum
                                            : beside.series[index]->statistic);
            if (!beside.series[index]->derivedFrom.empty()) {
                entry.label += Charts::tr(" (derived)");
            }
            entry.value = beside.values[index];
            entry.reference = true;
            group.bars.push_back(entry);
        }
        group.bars = rankBars(std::move(group.bars), rate, options.locale);
        labelPairedRatios(group.bars, runs, rate, options.locale);
        if (!group.bars.empty()) {
            groups.push_back(std::move(group));
        }
    }
    return groups;
}

/// Every bar of the chart, group after group, each group ranked.
std::vector<BarEntry> rankedBars(std::span<const LabelledRun> runs, const ChartOptions& options) {
    std::vector<BarEntry> bars;
    for (BarGroup& group : rankedGroups(runs, options)) {
        bars.insert(bars.end(), group.bars.begin(), group.bars.end());
    }
    return bars;
}

}  // namespace ipclab::app::detail
