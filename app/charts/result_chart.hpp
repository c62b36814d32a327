#pragma once
/// The charts of IPC Lab, built from runs (the live one plus overlays) and options:
/// - Latency: one-way latency vs message size (one-sided: time per send), log-log, one line
///   per mechanism and wait strategy and run, the median with a shaded 95% interval of the
///   median (order statistics over the rounds' medians); references dashed. Beside a report's
///   minimum or mean, a line is our minimum or mean instead, named so, without the band.
/// - Throughput: stream bytes/s vs chunk size, log-log, same band.
/// - Bars: one size, horizontal bars sorted fastest first, each labelled with its value and
///   "N.N× slower than the fastest"; lock runs: ns per acquire + release per mechanism. Beside
///   published figures every bar names its statistic, ours the same as theirs; one-sided and
///   ping-pong runs in one chart are ranked apart, each under a heading.
/// - Distribution: one point's histogram (share of samples per log bin) and CDF on a second
///   axis, with p50 / p99 / p99.9 marked.
/// - Spectrum: one size, latency (log) by percentile on a 1/(1-p) axis (50%, 90%, 99%,
///   99.9%, ... equally apart, as HdrHistogram plots), one line per point with a histogram.
/// Failed points are left out and named in the caption. Units read well (ns / µs / ms, B / KiB
/// / MiB, MB/s / GB/s). The only place besides chart_export and result_chart_view that touches
/// Qt Charts. GUI thread only; needs a QApplication (works with QT_QPA_PLATFORM=offscreen).
#include <QImage>
#include <QSize>
#include <QString>
#include <span>
#include <vector>

#include "charts/chart_options.hpp"
#include "ipclab/result.hpp"

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace ipclab::app {

/// The legend label of a point's series: the mechanism, with the wait strategy unless it
/// blocks ("shm.ring (spin)", "pipe"); a self-comparison's second measurement "pipe (again)".
QString seriesLabel(const PointResult& point);
/// seriesLabel plus the run's label when it has one: "pipe — laptop, cross-core".
QString seriesLabel(const PointResult& point, const QString& runLabel);

/// "Intel Xeon … · 2 logical cores · Linux 6.1 (virtual machine) · 2026-11-21 22:30 UTC"
QString machineCaption(const SystemInfo& machine);

/// Why `runs` hold nothing to draw as `options.kind` ("throughput needs a stream run (--pattern
/// stream); these runs are ping-pong"); empty when there is something to draw.
QString chartDataProblem(std::span<const LabelledRun> runs, const ChartOptions& options);

/// The chart of `runs` as `options` say. Never null: when chartDataProblem() is not empty the
/// chart is empty with that text as its title, and `problem` (optional) receives it.
/// Caller owns the chart. Series carry the dynamic properties "ipclab.mechanism" (id),
/// "ipclab.run" (index into runs) and "ipclab.kind" ("median", "band", "reference", "bars",
/// "marker", "selected") for ResultChartView's hover and click handling.
QChart* buildChart(std::span<const LabelledRun> runs, const ChartOptions& options,
                   QString* problem = nullptr);

/// "1.0×", "3.4×", "12×", "150×": how many times slower than the fastest (ratio >= 1), with
/// the decimal separator of `locale` ("3,4×" in German).
QString slowerLabel(double ratio, const QLocale& locale = QLocale::c());

/// One bar of the Bars chart, as ranked by rankBars().
struct BarEntry {
    QString label;           ///< Category text: "pipe — laptop" or "Report 004: pipe (i5-4570)".
    QString mechanism;       ///< Mechanism id; empty for a reference.
    double value = 0;        ///< ns (per message or operation) or bytes/s.
    bool reference = false;  ///< A published figure, not measured here.
    const PointResult* point =
        nullptr;       ///< The measured point (its interval); null for a reference.
    int run = -1;      ///< Index of the point's run in the chart; -1 for a reference.
    double ratio = 1;  ///< Set by rankBars: times slower than the fastest (>= 1).
    QString text;      ///< Set by rankBars: "5.21 µs (3.4× slower)" / "812 ns (1.0×, fastest)".
};

/// Sorts `bars` fastest first (smallest time, or largest rate when `rate`), fills ratio and
/// text (numbers in `locale`). Entries with value <= 0 are dropped. The fastest measured or
/// published entry is 1.0×.
std::vector<BarEntry> rankBars(std::vector<BarEntry> bars, bool rate,
                               const QLocale& locale = QLocale::c());

/// The latency below which `share` (0..1) of a histogram's samples lie: the edge where the
/// cumulative count reaches it, geometrically interpolated inside a bin (the bins are
/// log-spaced). 0 for an empty histogram; `share` is clamped to [0, 1].
double histogramPercentile(const Histogram& histogram, double share);

/// The Bars chart's one-line verdict, as hyperfine prints it: "shm.ring is 38× [35, 41] faster
/// than pipe" (fastest measured bar against the slowest). Both of one run with rounds in
/// common: the paired ratio and its 95% interval, or "pipe and uds are within noise of each
/// other: 1.02× [0.97, 1.06]"; else the bracket is the ratio's range over both points' 95%
/// intervals, left out when either has none. Empty with fewer than two bars.
QString barVerdict(std::span<const LabelledRun> runs, const ChartOptions& options);

/// Whether the Bars chart of `runs` draws a logarithmic value axis (options.barScale, or Auto:
/// the bars span more than kAutoLogBarSpan).
bool barsUseLogScale(std::span<const LabelledRun> runs, const ChartOptions& options);

/// Compatibility with the foundation's callers: the default kind for the run's pattern.
QImage renderChartImage(const RunResult& result, QSize size);
/// renderChartImage() saved as PNG. False with `error` set when the file cannot be written.
bool renderChartPng(const RunResult& result, const QString& path, QSize size,
                    QString* error = nullptr);
/// The same PNG in memory. Empty, with `error` set, for a size out of range.
QByteArray renderChartPng(const RunResult& result, QSize size, QString* error = nullptr);

}  // namespace ipclab::app
