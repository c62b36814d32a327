// Bars of several runs (History > compare): each mechanism's bars stand together, one shade of
// one colour per run, so that "pipe, one core" and "pipe, two cores" read as a pair instead of
// two bars ranked apart among forty.
#include "charts/bar_pairs.hpp"

#include <algorithm>
#include <set>

#include "charts/chart_internal.hpp"
#include "charts/local_units.hpp"
#include "charts/result_chart.hpp"

namespace ipclab::app::detail {
namespace {

/// Below this a ratio reads "1.0×": as fast (rankBars' tie).
constexpr double kTieBelow = 1.05;

/// "3.10 µs (1.4× slower than the bar above)": a partner against the first bar of its pair.
QString partnerText(const BarEntry& bar, const BarEntry& first, bool rate, const QLocale& locale) {
    const QString value = rate ? localRate(bar.value, locale) : localDuration(bar.value, locale);
    const double slower = rate ? first.value / bar.value : bar.value / first.value;
    if (slower >= kTieBelow) {
        return Charts::tr("%1 (%2 slower than the bar above)")
            .arg(value, slowerLabel(slower, locale));
    }
    if (1.0 / slower >= kTieBelow) {
        return Charts::tr("%1 (%2 faster than the bar above)")
            .arg(value, slowerLabel(1.0 / slower, locale));
    }
    return Charts::tr("%1 (as fast as the bar above)").arg(value);
}

}  // namespace

bool pairsRuns(const std::vector<BarEntry>& bars) {
    std::set<int> runs;
    for (const BarEntry& bar : bars) {
        if (bar.reference) {
            return false;  // published figures rank with ours (Ours vs theirs)
        }
        runs.insert(bar.run);
    }
    return runs.size() > 1;
}

void pairByMechanism(std::vector<BarEntry>& bars, bool rate, const QLocale& locale) {
    // Mechanisms in the order of their fastest bar (the bars come ranked), runs in chart order.
    std::vector<QString> order;
    for (const BarEntry& bar : bars) {
        const QString key = bar.point != nullptr ? seriesLabel(*bar.point) : bar.label;
        if (std::find(order.begin(), order.end(), key) == order.end()) {
            order.push_back(key);
        }
    }
    std::vector<BarEntry> paired;
    for (const QString& key : order) {
        std::vector<BarEntry> pair;
        for (const BarEntry& bar : bars) {
            if ((bar.point != nullptr ? seriesLabel(*bar.point) : bar.label) == key) {
                pair.push_back(bar);
            }
        }
        std::stable_sort(pair.begin(), pair.end(),
                         [](const BarEntry& a, const BarEntry& b) { return a.run < b.run; });
        for (std::size_t index = 0; index < pair.size(); ++index) {
            pair[index].label = index == 0 ? key : QString();
            if (index > 0) {
                pair[index].text = partnerText(pair[index], pair.front(), rate, locale);
            }
            paired.push_back(pair[index]);
        }
    }
    bars = std::move(paired);
}

QColor runShade(int run, bool dark) {
    const QColor base = seriesColour(0, dark);
    // One hue: the first run full, the next ones lighter (darker on a dark background).
    const int step = 100 + 45 * run;
    return dark ? base.darker(step) : base.lighter(step);
}

}  // namespace ipclab::app::detail
