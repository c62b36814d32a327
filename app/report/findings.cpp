#include "report/findings.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

#include "charts/local_units.hpp"
#include "charts/result_chart.hpp"
#include "report/report_text.hpp"

namespace ipclab::app {
namespace {

bool isRate(const PointResult& point) {
    return figureOf(point.pattern) == Figure::Throughput;
}

QString figureText(const PointResult& point, const QLocale& locale) {
    return isRate(point) ? localRate(point.throughput.bytesPerSecond, locale)
                         : localDuration(shownCentre(point), locale);
}

/// "at 64 B", or for the lock pattern (no size) "with 2 parties".
QString whereText(const RunResult& run, std::size_t sizeBytes, const QLocale& locale) {
    if (!hasMessageSize(run.experiment.pattern)) {
        return LabReport::tr("with %n parties", nullptr, run.experiment.parties);
    }
    return LabReport::tr("at %1").arg(localSize(sizeBytes, locale));
}

QString intervalText(const PairedRatio& ratio, const QLocale& locale) {
    return LabReport::tr("%1× [%2, %3]")
        .arg(localSignificant(ratio.ratio, locale), localSignificant(ratio.low, locale),
             localSignificant(ratio.high, locale));
}

/// The measured points at each size, fastest first (self-comparisons apart).
struct SizeGroup {
    std::vector<const PointResult*> points;
    const PointResult* selfFirst = nullptr;  ///< The first mechanism's first measurement.
    const PointResult* selfAgain = nullptr;  ///< ... and its second.
};

std::map<std::size_t, SizeGroup> groupBySize(const RunResult& run) {
    std::map<std::size_t, SizeGroup> groups;
    for (const PointResult& point : run.points) {
        if (!point.ok || point.repetitions.empty() || !(findingCost(point) > 0)) {
            continue;
        }
        SizeGroup& group = groups[point.sizeBytes];
        if (point.selfComparison) {
            group.selfAgain = &point;
        } else {
            group.points.push_back(&point);
        }
    }
    for (auto& [size, group] : groups) {
        std::stable_sort(group.points.begin(), group.points.end(),
                         [](const PointResult* a, const PointResult* b) {
                             return findingCost(*a) < findingCost(*b);
                         });
        if (group.selfAgain != nullptr) {
            for (const PointResult* point : group.points) {
                if (point->mechanism == group.selfAgain->mechanism &&
                    point->waitStrategy == group.selfAgain->waitStrategy) {
                    group.selfFirst = point;
                }
            }
        }
    }
    return groups;
}

std::optional<PairedRatio> noiseOf(const SizeGroup& group) {
    if (group.selfFirst == nullptr || group.selfAgain == nullptr) {
        return std::nullopt;
    }
    const PairedRatio noise = pairedRatio(*group.selfFirst, *group.selfAgain);
    return noise.pairs > 0 ? std::optional(noise) : std::nullopt;
}

/// Whether the paired ratio tells the two apart: its interval is a 95% one (6 rounds or more)
/// and excludes 1 and, with a
/// self-comparison, does not overlap the noise it shows.
bool decided(const PairedRatio& ratio, const std::optional<PairedRatio>& noise) {
    if (ratio.pairs == 0 || ratio.coverage < 0.95 || (ratio.low <= 1.0 && ratio.high >= 1.0)) {
        return false;
    }
    return !noise || !withinNoise(ratio, *noise);
}

/// Fewer rounds than a 95% interval needs: the two are named with their figures (the slower
/// first, as `figures` has them), not ranked.
QString tooFewRounds(const QString& where, const QString& fastName, const QString& slowName,
                     const QString& figures, const PairedRatio& paired, const QLocale& locale) {
    QString sentence;
    if (paired.pairs < 2) {
        sentence = LabReport::tr(
                       "%1, %2 and %3 are not ranked: %4, in a single round, which "
                       "gives no interval; whether they differ by more than the noise "
                       "cannot be said.")
                       .arg(where, slowName, fastName, figures);
    } else {
        sentence = LabReport::tr(
                       "%1, %2 and %3 are not ranked: %4 (medians of rounds); paired "
                       "by round the ratio is %5, but %n round(s) give an interval "
                       "only %6% sure; 6 rounds or more give a 95% one.",
                       nullptr, static_cast<int>(paired.pairs))
                       .arg(where, slowName, fastName, figures, intervalText(paired, locale),
                            locale.toString(std::floor(paired.coverage * 100), 'f', 0));
    }
    sentence[0] = sentence[0].toUpper();
    return sentence;
}

Finding compare(const RunResult& run, const PointResult& fast, const PointResult& slow,
                const SizeGroup& group, const QLocale& locale) {
    const std::optional<PairedRatio> noise = noiseOf(group);
    Finding finding;
    finding.faster = fast.mechanism;
    finding.slower = slow.mechanism;
    finding.sizeBytes = fast.sizeBytes;
    finding.paired = pairedRatio(fast, slow);
    const QString fastName = seriesLabel(fast);
    const QString slowName = seriesLabel(slow);
    const QString where = whereText(run, fast.sizeBytes, locale);
    // The quotient of the two figures the sentence shows (for a rate: the faster one's over
    // the slower one's, so that it reads as "times as much").
    const double quotient = isRate(fast)
                                ? fast.throughput.bytesPerSecond / slow.throughput.bytesPerSecond
                                : shownCentre(slow) / shownCentre(fast);
    const QString figures =
        isRate(fast) ? LabReport::tr("%1 moves %2 per second, %3 %4; quotient %5×")
                           .arg(fastName, figureText(fast, locale), slowName,
                                figureText(slow, locale), localSignificant(quotient, locale))
                     : LabReport::tr("%1 against %2; quotient %3×")
                           .arg(figureText(slow, locale), figureText(fast, locale),
                                localSignificant(quotient, locale));
    if (finding.paired.pairs == 0) {
        finding.kind = Finding::Kind::WithinNoise;
        finding.sentence =
            LabReport::tr(
                "%1, %2 and %3 were not measured in the same rounds (%4), so they are "
                "not compared.")
                .arg(where, fastName, slowName, figures);
        finding.sentence[0] = finding.sentence[0].toUpper();
        return finding;
    }
    if (finding.paired.coverage < 0.95) {
        finding.kind = Finding::Kind::WithinNoise;
        finding.sentence = tooFewRounds(where, fastName, slowName, figures, finding.paired, locale);
        return finding;
    }
    const QString paired = intervalText(finding.paired, locale);
    if (decided(finding.paired, noise)) {
        if (finding.paired.high < 1.0) {
            // Ranked by the medians of rounds one way, round by round the other: say what
            // the rounds say, which is what the interval belongs to.
            std::swap(finding.faster, finding.slower);
            finding.sentence = LabReport::tr(
                                   "%1, %2 is faster than %3 round by round: paired by round, %2 "
                                   "takes %4 of %3's time (95% interval), although its median of "
                                   "rounds is higher (%5).")
                                   .arg(where, slowName, fastName, paired, figures);
        } else {
            finding.sentence = LabReport::tr(
                                   "%1, %2 is slower than %3: %4 (medians of "
                                   "rounds). Paired by round, %2 takes %5 of %3's "
                                   "time (95% interval).")
                                   .arg(where, slowName, fastName, figures, paired);
        }
    } else {
        finding.kind = Finding::Kind::WithinNoise;
        const QString why =
            noise && !(finding.paired.low <= 1.0 && finding.paired.high >= 1.0)
                ? LabReport::tr("which overlaps what %1 measured against itself (%2)")
                      .arg(seriesLabel(*group.selfFirst), intervalText(*noise, locale))
                : LabReport::tr("which holds 1");
        finding.sentence = LabReport::tr(
                               "%1, %2 and %3 cannot be told apart: %4 (medians of "
                               "rounds); paired by round the ratio is %5 (95% "
                               "interval), %6: within noise.")
                               .arg(where, slowName, fastName, figures, paired, why);
    }
    finding.sentence[0] = finding.sentence[0].toUpper();
    return finding;
}

/// Each pair whose decided order turns between two measured sizes, once per turn.
std::vector<Finding> crossovers(const std::map<std::size_t, SizeGroup>& groups,
                                const QLocale& locale) {
    std::vector<std::string> labels;
    for (const auto& [size, group] : groups) {
        for (const PointResult* point : group.points) {
            if (std::find(labels.begin(), labels.end(), seriesLabel(*point).toStdString()) ==
                labels.end()) {
                labels.push_back(seriesLabel(*point).toStdString());
            }
        }
    }
    const auto pointOf = [](const SizeGroup& group, const std::string& label) {
        for (const PointResult* point : group.points) {
            if (seriesLabel(*point).toStdString() == label) {
                return point;
            }
        }
        return static_cast<const PointResult*>(nullptr);
    };
    std::vector<Finding> found;
    for (std::size_t i = 0; i < labels.size(); ++i) {
        for (std::size_t j = i + 1; j < labels.size(); ++j) {
            // +1: i decidedly slower than j; -1: decidedly faster; the last decided size.
            int lastSign = 0;
            std::size_t lastSize = 0;
            for (const auto& [size, group] : groups) {
                const PointResult* a = pointOf(group, labels[i]);
                const PointResult* b = pointOf(group, labels[j]);
                if (a == nullptr || b == nullptr) {
                    continue;
                }
                const PairedRatio ratio = pairedRatio(*b, *a);  // a's cost over b's
                if (!decided(ratio, noiseOf(group))) {
                    continue;
                }
                const int sign = ratio.low > 1.0 ? 1 : -1;
                if (lastSign != 0 && sign != lastSign) {
                    Finding finding;
                    finding.kind = Finding::Kind::Overtakes;
                    finding.faster = sign > 0 ? b->mechanism : a->mechanism;
                    finding.slower = sign > 0 ? a->mechanism : b->mechanism;
                    finding.sizeBytes = size;
                    const QString ahead = QString::fromStdString(sign > 0 ? labels[j] : labels[i]);
                    const QString behind = QString::fromStdString(sign > 0 ? labels[i] : labels[j]);
                    finding.sentence =
                        LabReport::tr(
                            "Between %1 and %2, %3 overtakes %4: %4 is faster at %1 "
                            "and %3 at %2, each by a paired interval that excludes 1.")
                            .arg(localSize(lastSize, locale), localSize(size, locale), ahead,
                                 behind);
                    found.push_back(finding);
                }
                lastSign = sign;
                lastSize = size;
            }
        }
    }
    return found;
}

}  // namespace

double findingCost(const PointResult& point) {
    if (isRate(point)) {
        return point.throughput.bytesPerSecond > 0 ? 1.0 / point.throughput.bytesPerSecond : 0.0;
    }
    return shownCentre(point);
}

std::vector<Finding> runFindings(const RunResult& run, const QLocale& locale) {
    const std::map<std::size_t, SizeGroup> groups = groupBySize(run);
    std::vector<Finding> found;
    std::size_t index = 0;
    for (const auto& [size, group] : groups) {
        const bool edge = index == 0 || index + 1 == groups.size();
        ++index;
        if (!edge || group.points.size() < 2) {
            continue;
        }
        for (std::size_t other = 1; other < group.points.size(); ++other) {
            found.push_back(
                compare(run, *group.points.front(), *group.points[other], group, locale));
        }
    }
    std::vector<Finding> turns = crossovers(groups, locale);
    found.insert(found.end(), turns.begin(), turns.end());
    return found;
}

}  // namespace ipclab::app
