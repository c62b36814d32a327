#pragma once
/// What a chart shows: the kind, the runs (the live one plus overlays opened from files), the
/// reports' published figures and how it is dressed (projector fonts, dark palette, caption).
/// Plain values, no Qt Charts types, so the GUI and the CLI can hold them freely.
#include <QLocale>
#include <QString>
#include <cstddef>
#include <optional>
#include <vector>

#include "ipclab/preset.hpp"
#include "ipclab/result.hpp"

namespace ipclab::app {

enum class ChartKind {
    Latency,       ///< One-way latency (ns per op for one-sided) vs size, log-log, 95% CI band.
    Bars,          ///< One size: horizontal bars, fastest first, "3.4x slower than the fastest".
    Throughput,    ///< Stream: bytes/s vs chunk size, log-log, 95% CI band.
    Distribution,  ///< One point: histogram + CDF of its samples, p50 / p99 / p99.9 marked.
    Spectrum,      ///< One size: latency (log) by percentile on a 1/(1-p) axis, a line per point.
    Anatomy,       ///< Per point: each party's context switches, migrations, faults per message.
};

/// "latency", "bars", "throughput", "distribution", "spectrum".
QString toString(ChartKind kind);
/// Inverse of toString (case-insensitive); nullopt for anything else.
std::optional<ChartKind> parseChartKind(const QString& text);
/// The kind that suits a run's pattern: Throughput for stream, Bars for lock, else Latency.
ChartKind defaultChartKind(Pattern pattern);
/// The kind that suits a run: Bars whenever it measures one size only (a line of one point
/// per mechanism, 21 dots in a column, compares nothing), else defaultChartKind(pattern).
ChartKind defaultChartKind(const Experiment& experiment);

/// The value axis of the Bars chart. Auto: logarithmic when the largest bar is more than
/// kAutoLogBarSpan times the smallest (a 4 ms outlier would flatten every other bar).
enum class BarScale { Auto, Linear, Log };
inline constexpr double kAutoLogBarSpan = 30.0;

/// A run and the label that tells it apart from the others in one chart ("laptop,
/// cross-core"). The label is appended to every series name of the run ("pipe — laptop");
/// an empty label adds nothing (use it for the live run when there are no overlays).
struct LabelledRun {
    QString label;
    RunResult run;
};

struct ChartOptions {
    ChartKind kind = ChartKind::Latency;
    /// Bars: the size shown; 0 = the smallest size with a successful point. Lock runs have no
    /// size (their points are size 0) and ignore it.
    std::size_t barSizeBytes = 0;
    /// Bars: linear or logarithmic value axis (Auto: see kAutoLogBarSpan).
    BarScale barScale = BarScale::Auto;
    /// Distribution: the point shown, by mechanism id ("pipe") or series label ("shm.ring
    /// (spin)"); empty = the first successful point of the first run.
    QString distributionMechanism;
    /// Distribution: the point's size; 0 = the first successful size of that mechanism.
    /// Spectrum: the size shown; 0 = the smallest size with a latency histogram.
    std::size_t distributionSizeBytes = 0;
    /// Published figures drawn beside the measurement: dashed lines (latency / throughput) or
    /// extra bars (bars), only those whose pattern and quantity fit the chart.
    std::vector<ReferenceSeries> references;
    /// Multiplies every font (presentation mode: 1.5 .. 2.5). Lines and markers grow with it.
    double fontScale = 1.0;
    /// Dark background, light text (follows the widget palette in ResultChartView).
    bool dark = false;
    /// Extra caption line under the title (e.g. the preset's name); the machine(s) and date
    /// are always added.
    QString caption;
    /// What `caption` says of every run of the chart (a preset's title without its step): the
    /// caption of a line chart that draws none of the first run's points (Run all steps: the
    /// latency chart beside the stream step shown), so that every chart names its preset.
    QString sharedCaption;
    /// How numbers are written: the decimal separator of values, axis ticks, bar labels,
    /// tooltips, percentile markers and the caption ("2,59 µs" in German). C ('.') by default,
    /// as the CLI's charts and exports keep; ResultChartView (the GUI, and every export made
    /// from it) sets QLocale(), the UI language. Thousands are not grouped except where a
    /// text says "%L1".
    QLocale locale = QLocale::c();
    /// Drawn in the window (ResultChartView): a caption longer than 4 lines is cut to 3 and
    /// a count, whole in the title's tooltip, so the plot keeps its height. Exports (false,
    /// renderChartImage sets it so) keep every line: a picture has no tooltip.
    bool onScreen = false;
};

}  // namespace ipclab::app
