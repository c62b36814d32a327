#pragma once
/// "Ours vs theirs": each published figure of a preset beside this run's figure for the same
/// mechanism, pattern and size, as `ipclab-cli preset` prints it ("3.2× slower"), in the UI
/// language. Which figures compare is core's compareWithReferences (same statistic, placement,
/// bulk total); this adds the texts. Thread-safe.
#include <QLocale>
#include <QString>
#include <QStringList>
#include <vector>

#include "ipclab/preset.hpp"
#include "ipclab/result.hpp"

namespace ipclab::app {

struct ComparisonRow {
    QString label;  ///< The published series, in the UI language.
    std::string mechanism;
    std::size_t sizeBytes = 0;  ///< 0 for lock figures.
    std::string quantity;       ///< ReferenceSeries::quantity.
    /// The statistic in plain words, of theirs and of ours when they differ: "theirs: minimum
    /// of 100 round trips; ours: median over 5 rounds of each round's minimum of 100".
    QString statistic;
    bool derived = false;  ///< Theirs was computed by the report, not measured.
    double ours = 0;       ///< In the quantity's unit.
    double theirs = 0;
    /// ours / theirs as "3.2× slower", "1.5× faster", "same"; "(theirs derived)" when derived.
    QString verdict;
};

/// Every published figure of `references` that this run has a counterpart for.
std::vector<ComparisonRow> comparisonRows(const std::vector<ReferenceSeries>& references,
                                          const RunResult& result,
                                          const QLocale& locale = QLocale());
/// Published figures of the run's pattern that found no counterpart, one sentence each
/// ("the report's seconds are for other totals than the 64 MiB moved here").
QStringList unmatchedReferences(const std::vector<ReferenceSeries>& references,
                                const RunResult& result);
/// The statistic of `series` and of ours beside it in plain words (ComparisonRow::statistic);
/// `point` is our point compared (its rounds and samples counted), or null.
QString statisticInWords(const ReferenceSeries& series, const PointResult* point,
                         const Experiment& experiment, const QLocale& locale = QLocale());
/// How ours reads against theirs, with the ratio's 95% interval where our figure has one (a
/// throughput's median over two rounds or more): "3.2× slower", "1.9× faster [1.7, 2.1]";
/// a derived figure of theirs gets the plain quotient ours / theirs and no verdict. Ratios
/// rounded by core's one rule (ratioDecimals), as the Bars and the CLI round them.
QString comparisonVerdict(const ReferenceSeries& series, double ours, double theirs,
                          const PointResult* point, const QLocale& locale = QLocale());
/// Our point `match` compared with: same mechanism, pattern, placement and size (lock: any);
/// null when none.
const PointResult* comparedPoint(const RunResult& result, const ReferenceSeries& series,
                                 const ReferenceComparison& match);
/// A value of `quantity` for a table cell: "1.38 µs", "2.9 GB/s", "0.10 s".
QString formatQuantity(double value, const std::string& quantity, const QLocale& locale);

}  // namespace ipclab::app
