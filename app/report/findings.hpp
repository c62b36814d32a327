#pragma once
/// The lab report's findings: sentences generated from a run's figures that claim no more than
/// the intervals hold. Two points are compared by their paired ratio (ipclab/comparison.hpp:
/// the median of the per-round ratios and its 95% interval); one is called faster only when
/// that interval excludes 1 and, where the run measured its first mechanism twice, does not
/// overlap what the machine's noise gives. Each sentence also names the two figures it
/// compares and their quotient, said as such. Thread-safe (tr() reads the translators only).
#include <QLocale>
#include <QString>
#include <cstddef>
#include <string>
#include <vector>

#include "ipclab/comparison.hpp"
#include "ipclab/result.hpp"

namespace ipclab::app {

struct Finding {
    enum class Kind { Slower, WithinNoise, Overtakes };
    Kind kind = Kind::Slower;
    std::string faster;  ///< Mechanism (Slower, Overtakes: the one ahead at the larger size).
    std::string slower;  ///< The other one.
    std::size_t sizeBytes = 0;
    PairedRatio paired;  ///< Slower / faster, in cost (time per message or per byte).
    QString sentence;    ///< What the student reads.
};

/// The findings of one run: at its smallest and largest size (every size when it has one or
/// two), each mechanism against the fastest at that size; then each pair whose order turns
/// between two sizes where both orders are decided. Failed points and a self-comparison's
/// second measurement are left out (the latter sets the noise floor).
std::vector<Finding> runFindings(const RunResult& run, const QLocale& locale);

/// Cost of a point as the findings compare it: its shown centre, a throughput inverted
/// (seconds per byte), so that larger is slower.
double findingCost(const PointResult& point);

}  // namespace ipclab::app
