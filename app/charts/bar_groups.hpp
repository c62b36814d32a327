#pragma once
/// The Bars chart's ranking (bar_groups.cpp): the size the bars show, and the bars of each
/// figure family ranked fastest first beside the published figures of that family. Private to
/// app/charts. Thread-safe (no Qt objects).
#include <optional>
#include <span>
#include <vector>

#include "charts/chart_options.hpp"
#include "charts/result_chart.hpp"

namespace ipclab::app::detail {

enum class BarMode { Latency, Rate, Lock };

/// What the bars compare: the first run's figure.
BarMode modeOf(std::span<const LabelledRun> runs);
/// A point of the kind the bars of `mode` draw.
bool pointFits(const PointResult& point, BarMode mode);
/// pointFits, measured and with a value.
bool usable(const PointResult& point, BarMode mode);
/// The size the bars show: the one asked for, else the smallest usable one of the run shown
/// (of the others when it has none); 0 for lock, whose points have no size.
std::size_t barSize(std::span<const LabelledRun> runs, const ChartOptions& options, BarMode mode);

/// One ranking of the chart: the bars of one family (one-way latency, time per send, lock,
/// throughput) with the published figures of that family, fastest first. A time per send is
/// not a one-way latency: report 000's two steps side by side are ranked apart.
struct BarGroup {
    Figure family = Figure::Latency;
    std::vector<BarEntry> bars;
    /// The statistic of every bar of ours in the group; nullopt when it differs per bar.
    std::optional<ReferenceStatistic> statistic = ReferenceStatistic::Median;
};

/// The groups, the first run's first.
std::vector<BarGroup> rankedGroups(std::span<const LabelledRun> runs, const ChartOptions& options);
/// Every bar of the chart, group after group, each group ranked.
std::vector<BarEntry> rankedBars(std::span<const LabelledRun> runs, const ChartOptions& options);

}  // namespace ipclab::app::detail
