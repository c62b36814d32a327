// The reports' published figures in the presets: each is the number the report printed,
// converted as the report did.
#include "ipclab/preset.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <memory>
#include <numeric>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "ipclab/mechanism_registry.hpp"
#include "ipclab/report.hpp"
#include "ipclab/result.hpp"
#include "ipclab/statistics.hpp"
#include "text_assertions.hpp"

namespace ipclab {
namespace {

using Json = nlohmann::json;
using test::contains;

TEST(BuiltinPresets, PublishedFiguresAreConvertedAsTheReportsPrintThem) {
    // Report 004, Table I: 4 B through pipes, 1382 ns round trip -> 691 ns one way.
    const Preset* r4 = findPreset("report-004");
    ASSERT_NE(r4, nullptr);
    const auto pipe =
        std::find_if(r4->references.begin(), r4->references.end(), [](const ReferenceSeries& s) {
            return s.mechanism == "pipe" && s.quantity == "latency_ns";
        });
    ASSERT_NE(pipe, r4->references.end());
    EXPECT_EQ(pipe->points.front().sizeBytes, 4u);
    EXPECT_DOUBLE_EQ(pipe->points.front().published, 1382);
    EXPECT_DOUBLE_EQ(pipe->points.front().value, 691);
    // Report 000: 2.7178 µs per sendto -> 2717.8 ns.
    const Preset* r0 = findPreset("report-000");
    ASSERT_NE(r0, nullptr);
    const auto sendto =
        std::find_if(r0->references.begin(), r0->references.end(),
                     [](const ReferenceSeries& s) { return s.mechanism == "report000.sendto"; });
    ASSERT_NE(sendto, r0->references.end());
    EXPECT_NEAR(sendto->points.front().value, 2717.8, 1e-9);
    // Report 002: 1 GiB through a pipe in 1-page chunks took 0.30 s.
    const Preset* r2 = findPreset("report-002");
    ASSERT_NE(r2, nullptr);
    const auto pipe1G =
        std::find_if(r2->references.begin(), r2->references.end(), [](const ReferenceSeries& s) {
            return s.mechanism == "pipe" && s.streamTotalBytes == (1ull << 30);
        });
    ASSERT_NE(pipe1G, r2->references.end());
    EXPECT_EQ(pipe1G->quantity, "seconds_total");
    EXPECT_EQ(pipe1G->points.front().sizeBytes, 4096u);
    EXPECT_DOUBLE_EQ(pipe1G->points.front().value, 0.30);
}

// Every published figure, typed in again from the reports' own tables (docs/reports.md), and
// the conversion each report needs: the presets must hold exactly these numbers, converted so.
struct PublishedSeries {
    std::string preset;
    std::string mechanism;
    Pattern pattern;
    std::string quantity;
    std::optional<Placement> placement;  ///< Only where a report has two tables of one thing.
    std::uint64_t total;                 ///< Report 002's bulk totals; 0 otherwise.
    ReferenceStatistic statistic;
    double factor;  ///< Their unit and timing to ours: µs -> ns x 1000, round trip -> one-way / 2.
    std::vector<std::pair<std::size_t, double>> points;  ///< (size, as printed)
};

std::vector<PublishedSeries> publishedFigures() {
    constexpr double kMicrosToNs = 1000;
    constexpr double kRoundTripToOneWay = 0.5;
    constexpr double kPerThreadToBothParties = 0.5;
    const std::vector<std::size_t> sizes004 = {4,    16,    64,    256,    1024,
                                               4096, 16384, 65536, 262144, 524288};
    auto table = [&](std::vector<double> values) {
        std::vector<std::pair<std::size_t, double>> points;
        for (std::size_t i = 0; i < values.size(); ++i) {
            points.emplace_back(sizes004[i], values[i]);
        }
        return points;
    };
    const auto mean = ReferenceStatistic::Mean;
    // Report 004 kept the minimum of 100 round trips: compared with the median of our
    // repetitions' minimums of 100 each.
    const auto min = ReferenceStatistic::MedianOfMinimums;
    // Table III beside our stream: the median of our repetitions' throughputs.
    const auto median = ReferenceStatistic::Median;
    const auto ping = Pattern::PingPong;
    const auto one = Pattern::OneSided;
    const auto stream = Pattern::Stream;
    const std::uint64_t mb256 = 256ull << 20, gb1 = 1ull << 30, gb4 = 4ull << 30;
    std::vector<PublishedSeries> all = {
        // Report 000, Table 1: µs per message = total / 10,000.
        {"report-000",
         "report000.locked-write",
         one,
         "ns_per_op",
         {},
         0,
         mean,
         kMicrosToNs,
         {{21, 0.0139}}},
        {"report-000",
         "report000.sendto",
         one,
         "ns_per_op",
         {},
         0,
         mean,
         kMicrosToNs,
         {{21, 2.7178}}},
        // Report 001, data table and C++ note: µs per operation.
        {"report-001", "thread.mutex", ping, "latency_ns", {}, 0, mean, kMicrosToNs, {{64, 16.95}}},
        {"report-001", "udp", ping, "latency_ns", {}, 0, mean, kMicrosToNs, {{64, 32.45}}},
        {"report-001", "websocket", ping, "latency_ns", {}, 0, mean, kMicrosToNs, {{64, 83.50}}},
        {"report-001",
         "report000.locked-write",
         one,
         "ns_per_op",
         {},
         0,
         mean,
         kMicrosToNs,
         {{64, 0.0434}}},
        {"report-001",
         "report000.sendto",
         one,
         "ns_per_op",
         {},
         0,
         mean,
         kMicrosToNs,
         {{64, 4.9936}}},
        // Report 002: seconds of `time`, chunks of 1, 2, 4 pages.
        {"report-002",
         "report002.mq-ack",
         stream,
         "seconds_total",
         {},
         mb256,
         mean,
         1,
         {{4096, 1.4}, {8192, 0.8}}},
        {"report-002",
         "shm.semaphore",
         stream,
         "seconds_total",
         {},
         mb256,
         mean,
         1,
         {{4096, 1.0}, {8192, 0.6}, {16384, 0.3}}},
        {"report-002",
         "pipe",
         stream,
         "seconds_total",
         {},
         mb256,
         mean,
         1,
         {{4096, 0.10}, {8192, 0.09}, {16384, 0.08}}},
        {"report-002",
         "report002.mq-ack",
         stream,
         "seconds_total",
         {},
         gb1,
         mean,
         1,
         {{4096, 5.0}, {8192, 3.0}}},
        {"report-002",
         "shm.semaphore",
         stream,
         "seconds_total",
         {},
         gb1,
         mean,
         1,
         {{4096, 4.0}, {8192, 2.1}, {16384, 1.2}}},
        {"report-002",
         "pipe",
         stream,
         "seconds_total",
         {},
         gb1,
         mean,
         1,
         {{4096, 0.30}, {8192, 0.28}, {16384, 0.27}}},
        {"report-002",
         "report002.mq-ack",
         stream,
         "seconds_total",
         {},
         gb4,
         mean,
         1,
         {{4096, 20}, {8192, 12}}},
        {"report-002",
         "shm.semaphore",
         stream,
         "seconds_total",
         {},
         gb4,
         mean,
         1,
         {{4096, 14}, {8192, 8}, {16384, 4}}},
        {"report-002",
         "pipe",
         stream,
         "seconds_total",
         {},
         gb4,
         mean,
         1,
         {{4096, 1.2}, {8192, 1.1}, {16384, 1.0}}},
        // Report 003: per-thread ns per lock + unlock (summary table), ZeroMQ round trips in µs
        // (sections; Docker also in the summary).
        {"report-003",
         "thread.spin",
         Pattern::Lock,
         "ns_per_op",
         {},
         0,
         mean,
         kPerThreadToBothParties,
         {{64, 37.64}}},
        {"report-003",
         "shm.spin",
         Pattern::Lock,
         "ns_per_op",
         {},
         0,
         mean,
         kPerThreadToBothParties,
         {{64, 41.4}}},
        {"report-003",
         "thread.semaphore",
         Pattern::Lock,
         "ns_per_op",
         {},
         0,
         mean,
         kPerThreadToBothParties,
         {{64, 3217.3}}},
        {"report-003",
         "zmq.inproc",
         ping,
         "latency_ns",
         {},
         0,
         mean,
         kMicrosToNs * kRoundTripToOneWay,
         {{64, 24.01}}},
        {"report-003",
         "zmq.ipc",
         ping,
         "latency_ns",
         {},
         0,
         mean,
         kMicrosToNs * kRoundTripToOneWay,
         {{64, 49.50}}},
        {"report-003",
         "zmq.tcp",
         ping,
         "latency_ns",
         {},
         0,
         mean,
         kMicrosToNs * kRoundTripToOneWay,
         {{64, 113.98}}},
        // Report 004, Tables I and II: minimum round trips in ns.
        {"report-004", "pipe", ping, "latency_ns", Placement::Unpinned, 0, min, kRoundTripToOneWay,
         table({1382, 1460, 1390, 1504, 1678, 2455, 5226, 18095, 72622, 146682})},
        {"report-004", "tcp", ping, "latency_ns", Placement::Unpinned, 0, min, kRoundTripToOneWay,
         table({5689, 6003, 5504, 5252, 6343, 5508, 8904, 16755, 61919, 124026})},
        {"report-004", "shm.condvar", ping, "latency_ns", Placement::Unpinned, 0, min,
         kRoundTripToOneWay,
         table({3683, 3752, 3984, 4898, 8387, 22441, 78307, 301261, 1201510, 2395788})},
        {"report-004", "pipe", ping, "latency_ns", Placement::SameCore, 0, min, kRoundTripToOneWay,
         table({928, 952, 951, 974, 1042, 1588, 3769, 14310, 58324, 111780})},
        {"report-004", "tcp", ping, "latency_ns", Placement::SameCore, 0, min, kRoundTripToOneWay,
         table({5787, 6305, 6352, 6099, 6258, 6352, 9166, 15240, 60125, 119740})},
        {"report-004", "shm.condvar", ping, "latency_ns", Placement::SameCore, 0, min,
         kRoundTripToOneWay,
         table({3680, 3720, 3985, 4871, 8368, 22307, 78058, 301892, 1196826, 2395543})},
        // Table III, bytes per second as printed (derived from Table I).
        {"report-004",
         "pipe",
         stream,
         "bytes_per_s",
         {},
         0,
         median,
         1,
         table({2894356, 10958904, 46043166, 170212766, 610250298, 1668431772, 3135093762,
                3621773971, 3609705048, 3574317231})},
        {"report-004",
         "tcp",
         stream,
         "bytes_per_s",
         {},
         0,
         median,
         1,
         table({703111, 2665334, 11627907, 48743336, 161437806, 743645606, 1840071878, 3911429424,
                4233660104, 4227242675})},
        {"report-004",
         "shm.condvar",
         stream,
         "bytes_per_s",
         {},
         0,
         median,
         1,
         table({1086071, 4264392, 16064257, 52266231, 122093717, 182523061, 209227783, 217538945,
                218178792, 218837393})},
    };
    return all;
}

bool sameSeries(const ReferenceSeries& series, const PublishedSeries& published) {
    return series.mechanism == published.mechanism && series.pattern == published.pattern &&
           series.quantity == published.quantity && series.placement == published.placement &&
           series.streamTotalBytes == published.total;
}

TEST(BuiltinPresets, EveryReferenceFigureIsThePublishedValueConverted) {
    const std::vector<PublishedSeries> expected = publishedFigures();
    std::size_t references = 0;
    for (const Preset& preset : builtinPresets()) {
        references += preset.references.size();
    }
    // Every reference is listed here, and every one listed is in its preset.
    EXPECT_EQ(references, expected.size());
    for (const PublishedSeries& published : expected) {
        SCOPED_TRACE(published.preset + " " + published.mechanism + " " +
                     std::string(toString(published.pattern)));
        const Preset* preset = findPreset(published.preset);
        ASSERT_NE(preset, nullptr);
        const auto found = std::find_if(
            preset->references.begin(), preset->references.end(),
            [&](const ReferenceSeries& series) { return sameSeries(series, published); });
        ASSERT_NE(found, preset->references.end());
        EXPECT_EQ(found->statistic, published.statistic);
        ASSERT_EQ(found->points.size(), published.points.size());
        for (std::size_t i = 0; i < published.points.size(); ++i) {
            const auto [size, printed] = published.points[i];
            EXPECT_EQ(found->points[i].sizeBytes, size);
            EXPECT_DOUBLE_EQ(found->points[i].published, printed);
            EXPECT_NEAR(found->points[i].value, printed * published.factor,
                        1e-12 * printed * published.factor);
        }
    }
}

TEST(BuiltinPresets, DerivedFiguresAreComputedFromTheirSourceAsTheReportDid) {
    // Report 004's Table III: every cell is size / the Table I round trip.
    std::size_t derived = 0;
    for (const Preset& preset : builtinPresets()) {
        for (const ReferenceSeries& series : preset.references) {
            if (series.derivedFrom.empty()) {
                continue;
            }
            SCOPED_TRACE(series.label);
            ++derived;
            EXPECT_EQ(series.quantity, "bytes_per_s");
            const auto source = std::find_if(
                preset.references.begin(), preset.references.end(),
                [&](const ReferenceSeries& other) { return other.label == series.derivedFrom; });
            ASSERT_NE(source, preset.references.end());
            EXPECT_EQ(source->quantity, "latency_ns");
            EXPECT_EQ(source->mechanism, series.mechanism);
            // Theirs is size / a minimum round trip; ours beside it is the median of our
            // repetitions' throughputs, named so (never judged: derived).
            EXPECT_EQ(source->statistic, ReferenceStatistic::MedianOfMinimums);
            EXPECT_EQ(series.statistic, ReferenceStatistic::Median);
            ASSERT_EQ(source->points.size(), series.points.size());
            for (std::size_t i = 0; i < series.points.size(); ++i) {
                // The round trip each cell implies is Table I's to well within its rounding
                // to whole ns (the report divided by the unrounded time: 0.002 ns at most).
                const double roundTripNs = source->points[i].published;
                EXPECT_EQ(source->points[i].sizeBytes, series.points[i].sizeBytes);
                EXPECT_NEAR(static_cast<double>(series.points[i].sizeBytes) * 1e9 /
                                series.points[i].published,
                            roundTripNs, 0.01);
            }
        }
    }
    EXPECT_EQ(derived, 3u);
}

TEST(BuiltinPresets, ReportTwoRunsItsAcknowledgedMessagesBesideOurStream) {
    const Preset* r2 = findPreset("report-002");
    ASSERT_NE(r2, nullptr);
    const Mechanism* variant = MechanismRegistry::builtin().find("report002.mq-ack");
    ASSERT_NE(variant, nullptr);
    EXPECT_EQ(variant->info().reportVariantOf, "002");
    EXPECT_EQ(variant->info().patterns, std::vector<Pattern>{Pattern::Stream});
    for (const PresetStep& step : r2->steps) {
        const auto& ids = step.experiment.mechanisms;
        const bool messages = std::find(ids.begin(), ids.end(), "mq.sysv") != ids.end();
        const bool variantToo = std::find(ids.begin(), ids.end(), "report002.mq-ack") != ids.end();
        EXPECT_EQ(messages, variantToo) << step.name;
    }
}

TEST(BuiltinPresets, ReportFourTableTwoIsDrawnAgainstOneCore) {
    const Preset* r4 = findPreset("report-004");
    ASSERT_NE(r4, nullptr);
    const auto sameCoreStep = std::find_if(r4->steps.begin(), r4->steps.end(), [](const auto& s) {
        return s.experiment.placement == Placement::SameCore &&
               s.experiment.pattern == Pattern::PingPong;
    });
    ASSERT_NE(sameCoreStep, r4->steps.end());
    EXPECT_FALSE(sameCoreStep->optional);
    std::size_t tableTwo = 0;
    for (const ReferenceSeries& series : r4->references) {
        if (series.placement == Placement::SameCore) {
            ++tableTwo;
            EXPECT_TRUE(contains(series.label, "Table II")) << series.label;
        }
    }
    EXPECT_EQ(tableTwo, 3u);
}

}  // namespace
}  // namespace ipclab
