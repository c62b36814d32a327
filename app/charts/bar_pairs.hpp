#pragma once
/// Pairing the bars of several runs by mechanism (bar_chart.cpp): private to app/charts.
/// GUI thread only (colours) and thread-safe otherwise.
#include <QColor>
#include <QLocale>
#include <vector>

namespace ipclab::app {
struct BarEntry;
}

namespace ipclab::app::detail {

/// True when `bars` (one ranked group) hold bars of two or more runs and no published figure.
bool pairsRuns(const std::vector<BarEntry>& bars);
/// Reorders ranked `bars` so that each mechanism's bars (one per run, first run first) stand
/// together, mechanisms in the order of their fastest bar. The first bar of a pair keeps its
/// name and text; the others lose the name (their colour names the run) and say how they
/// compare with the first: "3.10 µs (1.4× slower than the bar above)".
void pairByMechanism(std::vector<BarEntry>& bars, bool rate, const QLocale& locale);
/// The colour of run `run`'s bars when runs are paired: one hue, lighter per run.
QColor runShade(int run, bool dark);

}  // namespace ipclab::app::detail
