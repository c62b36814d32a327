#include "ipclab/statistics.hpp"

#include <cmath>
#include <vector>

#include <gtest/gtest.h>

namespace ipclab {
namespace {

constexpr double kTolerance = 1e-9;

TEST(Summarize, EmptyInputGivesAllZero) {
    const Summary summary = summarize({});
    EXPECT_EQ(summary, Summary{});
    EXPECT_EQ(summary.count, 0u);
    EXPECT_EQ(summary.mean, 0.0);
    EXPECT_EQ(summary.stddev, 0.0);
}

TEST(Summarize, OneSampleIsEveryFigureWithZeroSpread) {
    const std::vector<double> samples{42.0};
    const Summary s = summarize(samples);
    EXPECT_EQ(s.count, 1u);
    EXPECT_EQ(s.min, 42.0);
    EXPECT_EQ(s.mean, 42.0);
    EXPECT_EQ(s.median, 42.0);
    EXPECT_EQ(s.p90, 42.0);
    EXPECT_EQ(s.p99, 42.0);
    EXPECT_EQ(s.p999, 42.0);
    EXPECT_EQ(s.max, 42.0);
    EXPECT_EQ(s.stddev, 0.0);
}

TEST(Summarize, TwoSamples) {
    // {20, 10}, sorted {10, 20}; type 7 puts percentile p at rank h = (n - 1) * p / 100 = p / 100.
    //   mean   = 30 / 2 = 15
    //   median = h 0.5   -> 10 + 0.5   * 10 = 15
    //   p90    = h 0.9   -> 10 + 0.9   * 10 = 19
    //   p99    = h 0.99  -> 10 + 0.99  * 10 = 19.9
    //   p999   = h 0.999 -> 10 + 0.999 * 10 = 19.99
    //   stddev = sqrt(((-5)^2 + 5^2) / (2 - 1)) = sqrt(50) = 7.0710678118654755
    const std::vector<double> samples{20.0, 10.0};
    const Summary s = summarize(samples);
    EXPECT_EQ(s.count, 2u);
    EXPECT_EQ(s.min, 10.0);
    EXPECT_EQ(s.max, 20.0);
    EXPECT_NEAR(s.mean, 15.0, kTolerance);
    EXPECT_NEAR(s.median, 15.0, kTolerance);
    EXPECT_NEAR(s.p90, 19.0, kTolerance);
    EXPECT_NEAR(s.p99, 19.9, kTolerance);
    EXPECT_NEAR(s.p999, 19.99, kTolerance);
    EXPECT_NEAR(s.stddev, 7.0710678118654755, kTolerance);
}

TEST(Summarize, FiveUnsortedSamplesWithAnOutlier) {
    // {100, 3, 1, 4, 2}, sorted {1, 2, 3, 4, 100}; n = 5, rank h = 4 * p / 100.
    //   mean   = 110 / 5 = 22
    //   median = h 2     -> 3
    //   p90    = h 3.6   -> 4 + 0.6   * (100 - 4) = 4 + 57.6   = 61.6
    //   p99    = h 3.96  -> 4 + 0.96  * 96        = 4 + 92.16  = 96.16
    //   p999   = h 3.996 -> 4 + 0.996 * 96        = 4 + 95.616 = 99.616
    //   deviations -21, -20, -19, -18, 78; squares 441 + 400 + 361 + 324 + 6084 = 7610
    //   stddev = sqrt(7610 / 4) = sqrt(1902.5) = 43.617656975128774
    const std::vector<double> samples{100.0, 3.0, 1.0, 4.0, 2.0};
    const Summary s = summarize(samples);
    EXPECT_EQ(s.count, 5u);
    EXPECT_EQ(s.min, 1.0);
    EXPECT_EQ(s.max, 100.0);
    EXPECT_NEAR(s.mean, 22.0, kTolerance);
    EXPECT_NEAR(s.median, 3.0, kTolerance);
    EXPECT_NEAR(s.p90, 61.6, kTolerance);
    EXPECT_NEAR(s.p99, 96.16, kTolerance);
    EXPECT_NEAR(s.p999, 99.616, kTolerance);
    EXPECT_NEAR(s.stddev, 43.617656975128774, kTolerance);
}

TEST(Summarize, DoesNotReorderTheCallersSamples) {
    const std::vector<double> samples{3.0, 1.0, 2.0};
    const std::vector<double> copy = samples;
    static_cast<void>(summarize(samples));
    EXPECT_EQ(samples, copy);
}

TEST(Summarize, LargeCloseValuesKeepTheirSmallSpread) {
    // Nanosecond timestamps around 1e12 differ by 1..3: the two-pass formula keeps the
    // stddev of {1, 2, 3} = sqrt((1 + 0 + 1) / 2) = 1 exactly.
    const std::vector<double> samples{1e12 + 1, 1e12 + 2, 1e12 + 3};
    EXPECT_NEAR(summarize(samples).stddev, 1.0, 1e-6);
}

TEST(PercentileSorted, EmptyGivesZero) {
    EXPECT_EQ(percentileSorted({}, 50.0), 0.0);
}

TEST(PercentileSorted, InterpolatesBetweenClosestRanks) {
    // {10, 20, 30, 40}: h = 3 * p / 100.
    //   p25 -> h 0.75 -> 10 + 0.75 * 10 = 17.5
    //   p50 -> h 1.5  -> 20 + 0.5  * 10 = 25
    //   p0 = 10, p100 = 40.
    const std::vector<double> sorted{10.0, 20.0, 30.0, 40.0};
    EXPECT_NEAR(percentileSorted(sorted, 25.0), 17.5, kTolerance);
    EXPECT_NEAR(percentileSorted(sorted, 50.0), 25.0, kTolerance);
    EXPECT_EQ(percentileSorted(sorted, 0.0), 10.0);
    EXPECT_EQ(percentileSorted(sorted, 100.0), 40.0);
}

TEST(PercentileSorted, OutOfRangePercentIsClamped) {
    const std::vector<double> sorted{1.0, 2.0, 3.0};
    EXPECT_EQ(percentileSorted(sorted, -5.0), 1.0);
    EXPECT_EQ(percentileSorted(sorted, 250.0), 3.0);
}

TEST(ConfidenceInterval95, EmptyGivesAllZero) {
    EXPECT_EQ(confidenceInterval95({}), ConfidenceInterval{});
}

TEST(ConfidenceInterval95, OneValueCollapsesToTheMean) {
    const std::vector<double> values{5.0};
    const ConfidenceInterval ci = confidenceInterval95(values);
    EXPECT_EQ(ci.count, 1u);
    EXPECT_EQ(ci.mean, 5.0);
    EXPECT_EQ(ci.low, 5.0);
    EXPECT_EQ(ci.high, 5.0);
}

TEST(ConfidenceInterval95, TwoValuesUseTOfOneDegreeOfFreedom) {
    // {1, 3}: mean 2, s = sqrt((1 + 1) / 1) = sqrt(2), s / sqrt(2) = 1.
    // t_{0.975, 1} = 12.706204736 (tables), so the interval is 2 -/+ 12.706204736.
    const std::vector<double> values{1.0, 3.0};
    const ConfidenceInterval ci = confidenceInterval95(values);
    EXPECT_EQ(ci.count, 2u);
    EXPECT_NEAR(ci.mean, 2.0, kTolerance);
    EXPECT_NEAR(ci.low, 2.0 - 12.706204736, 1e-6);
    EXPECT_NEAR(ci.high, 2.0 + 12.706204736, 1e-6);
}

TEST(ConfidenceInterval95, SevenRepetitionsUseStudentsTNotZ) {
    // {10, 12, ..., 22}: mean 16; deviations -6 -4 -2 0 2 4 6, squares sum to 112;
    // s = sqrt(112 / 6) = 4.320493798938574; s / sqrt(7) = 1.632993161855452.
    // t_{0.975, 6} = 2.446911851 (tables); half width = 2.446911851 * 1.632993161855452
    // = 3.995790320346; interval [12.004209679654, 19.995790320346].
    // (z = 1.96 would give 3.2007, the too-narrow interval report 003 used.)
    const std::vector<double> values{16.0, 10.0, 22.0, 12.0, 20.0, 14.0, 18.0};
    const ConfidenceInterval ci = confidenceInterval95(values);
    EXPECT_EQ(ci.count, 7u);
    EXPECT_NEAR(ci.mean, 16.0, kTolerance);
    EXPECT_NEAR(ci.low, 12.004209679654, 1e-6);
    EXPECT_NEAR(ci.high, 19.995790320346, 1e-6);
}

TEST(ConfidenceInterval95, IdenticalValuesHaveNoWidth) {
    const std::vector<double> values{3.0, 3.0, 3.0};
    const ConfidenceInterval ci = confidenceInterval95(values);
    EXPECT_EQ(ci.low, 3.0);
    EXPECT_EQ(ci.high, 3.0);
}

}  // namespace
}  // namespace ipclab
