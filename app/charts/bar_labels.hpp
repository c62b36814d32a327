#pragma once
/// The Bars chart's ratios from paired rounds: each bar against the fastest bar of its run,
/// taken round by round (core's pairedRatio), with the interval, and "within noise" when the
/// interval holds 1 or overlaps the machine's noise floor (the run's self-comparison). Private
/// to app/charts (bar_chart.cpp). Thread-safe.
#include <QLocale>
#include <QString>
#include <optional>
#include <span>
#include <vector>

#include "charts/chart_options.hpp"
#include "ipclab/comparison.hpp"
#include "ipclab/result.hpp"

namespace ipclab::app {
struct BarEntry;
}

namespace ipclab::app::detail {

/// Fewer rounds in common than this give no paired ratio. Six is the fewest whose
/// distribution-free interval reaches 95% ([min, max] of 6 covers 96.9%; of 5 only 93.8%),
/// the default run's minimum (--min-rounds 6). With fewer (the Quick tour's 3) a label would
/// carry a 75% interval around the median of 3 ratios, which can order two bars differently
/// from their heights ("2.45 µs (84× slower)" beside "5.65 µs (55× slower)"); the bars then
/// keep the ratio of their own values. `ipclab-cli compare` shows such ratios with their
/// coverage instead ("75% sure: few rounds").
inline constexpr std::size_t kMinimumPairs = 6;

/// The ratio of `other` against `baseline` from their common rounds (> 1: `other` is slower),
/// or nullopt when they share fewer than kMinimumPairs rounds (different runs, older files
/// without rounds, other placements).
std::optional<PairedRatio> pairedBars(const PointResult& baseline, const PointResult& other);

/// The machine's noise floor in `run` for points like `like` (same pattern, placement and
/// size): the first mechanism against its second measurement (Experiment::selfComparison).
/// No pairs when the run has no self-comparison there.
PairedRatio noiseFloorOf(const RunResult& run, const PointResult& like);

/// True when the ratio cannot be told from no difference: its interval holds 1 or overlaps
/// the noise floor's (core's withinNoise).
bool ratioWithinNoise(const PairedRatio& ratio, const PairedRatio& floor);

/// A ratio and its interval for a label, all three with the same decimals, chosen by the
/// smallest: two below 2 (near 1 the second decimal is the difference: "1.02×", 0.97, 1.05),
/// one below 9.95 ("3.1×", 2.8, 3.4), none from there ("38×", 35, 41); in `locale`.
struct RatioTexts {
    QString ratio;  ///< With its "×".
    QString low;
    QString high;
};
RatioTexts ratioTexts(double ratio, double low, double high, const QLocale& locale);

/// A bar's ratio in words: `quotient` is the quotient of the two figures shown (slower / faster,
/// >= 1), so the label never contradicts the bars; the paired rounds give its interval and
/// decide "within noise": "3.0× slower [2.8, 3.4]", "1.03× [0.97, 1.05], within noise". When the
/// rounds' own ratio has an interval that leaves out the quotient (rounds of different length
/// or level), the label says so instead of a bracket that contradicts it: "6.4× slower; round
/// by round 3.3× [2.8, 3.4]".
QString pairedRatioText(double quotient, const PairedRatio& ratio, const PairedRatio& floor,
                        const QLocale& locale);

/// How sure a bar's figure is: its interval's coverage (0.969 with 6 rounds, 0.75 with 3; 1
/// where a file does not say).
double coverageOf(const PointResult& point);

/// Sets the text of every bar measured in the same run as the first (fastest) bar: the
/// quotient of the bars with the interval of their paired rounds, "2.59 µs (3.1× slower
/// [2.8, 3.4])". Bars without rounds in common keep rankBars' text (the quotient alone).
void labelPairedRatios(std::vector<BarEntry>& bars, std::span<const LabelledRun> runs, bool rate,
                       const QLocale& locale);

/// barVerdict for the fastest and slowest bar of one run with rounds in common, the ratio
/// being the quotient of the two bars: "shm.ring is 38× [35, 41] faster than pipe" or "pipe
/// and uds are within noise of each other: 1.02× [0.97, 1.06]"; nullopt otherwise.
std::optional<QString> pairedVerdict(const BarEntry& fastest, const BarEntry& slowest,
                                     std::span<const LabelledRun> runs, const QLocale& locale);

/// Fastest against slowest without paired rounds: "pipe is 38× [35, 41] faster than tcp", the
/// quotient of the bars with its range over both points' intervals when `medians`. A range
/// that holds 1 says "within noise"; intervals below 95% (fewer than six rounds) say how sure.
QString unpairedVerdict(const BarEntry& fastest, const BarEntry& slowest, bool rate, bool medians,
                        const QLocale& locale);

}  // namespace ipclab::app::detail

namespace ipclab::app {

/// A bar's name on two lines when it is long, broken at the space nearest its middle.
QString wrappedName(const QString& name);

}  // namespace ipclab::app
