// Presets (the five reports, quick tour, full sweep), the log-binned latency histogram and its
// JSON round trip. Behaviour only: nothing here measures or times anything.
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

// ---------------------------------------------------------------------------------------------
// The built-in presets

TEST(BuiltinPresets, AllEmbeddedFilesParseWithUniqueIdsInDisplayOrder) {
    EXPECT_TRUE(builtinPresetProblems().empty())
        << (builtinPresetProblems().empty() ? "" : builtinPresetProblems().front());
    const std::vector<Preset>& presets = builtinPresets();
    std::vector<std::string> ids;
    for (const Preset& preset : presets) {
        ids.push_back(preset.id);
    }
    EXPECT_EQ(ids, (std::vector<std::string>{"quick-tour", "report-000", "report-001", "report-002",
                                             "report-003", "report-004", "full-sweep"}));
    EXPECT_EQ(std::set<std::string>(ids.begin(), ids.end()).size(), ids.size());
}

TEST(BuiltinPresets, FindPresetByIdAndUnknownIsNull) {
    const Preset* preset = findPreset("report-004");
    ASSERT_NE(preset, nullptr);
    EXPECT_EQ(preset->report, "004");
    EXPECT_EQ(findPreset("report-999"), nullptr);
    EXPECT_EQ(findPreset(""), nullptr);
}

TEST(BuiltinPresets, EveryPresetIsDescribedAndHasADefaultStep) {
    for (const Preset& preset : builtinPresets()) {
        SCOPED_TRACE(preset.id);
        EXPECT_FALSE(preset.title.empty());
        EXPECT_FALSE(preset.summary.empty());
        EXPECT_FALSE(preset.note.empty());
        ASSERT_FALSE(preset.steps.empty());
        EXPECT_TRUE(std::any_of(preset.steps.begin(), preset.steps.end(),
                                [](const PresetStep& step) { return !step.optional; }));
        for (const PresetStep& step : preset.steps) {
            EXPECT_FALSE(step.name.empty());
            EXPECT_FALSE(step.experiment.mechanisms.empty());
        }
    }
}

TEST(BuiltinPresets, EveryReportHasAPresetWithItsPublishedFigures) {
    for (const std::string report : {"000", "001", "002", "003", "004"}) {
        SCOPED_TRACE(report);
        const Preset* preset = findPreset("report-" + report);
        ASSERT_NE(preset, nullptr);
        EXPECT_EQ(preset->report, report);
        EXPECT_FALSE(preset->references.empty());
    }
    EXPECT_TRUE(findPreset("quick-tour")->report.empty());
    EXPECT_TRUE(findPreset("full-sweep")->report.empty());
}

TEST(BuiltinPresets, ReferencesHavePositivePointsAndAreMeasuredBySomeStep) {
    for (const Preset& preset : builtinPresets()) {
        for (const ReferenceSeries& series : preset.references) {
            SCOPED_TRACE(preset.id + ": " + series.label);
            EXPECT_FALSE(series.hardware.empty());
            EXPECT_FALSE(series.source.empty());
            ASSERT_FALSE(series.points.empty());
            for (const ReferencePoint& point : series.points) {
                EXPECT_GT(point.published, 0);
                EXPECT_GT(point.value, 0);
                EXPECT_DOUBLE_EQ(point.value, point.published * series.scale);
                EXPECT_GT(point.sizeBytes, 0u);
            }
            // A published figure nobody measures could never be compared.
            const bool measured =
                std::any_of(preset.steps.begin(), preset.steps.end(), [&](const PresetStep& step) {
                    const auto& ids = step.experiment.mechanisms;
                    const bool sameTotal =
                        series.quantity != "seconds_total" ||
                        step.experiment.streamTotalBytes == series.streamTotalBytes;
                    const bool samePlacement =
                        !series.placement || step.experiment.placement == *series.placement;
                    return step.experiment.pattern == series.pattern && sameTotal &&
                           samePlacement &&
                           std::find(ids.begin(), ids.end(), series.mechanism) != ids.end();
                });
            EXPECT_TRUE(measured);
        }
    }
}

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
         min,
         1,
         table({2894356, 10958904, 46043166, 170212766, 610250298, 1668431772, 3135093762,
                3621773971, 3609705048, 3574317231})},
        {"report-004",
         "tcp",
         stream,
         "bytes_per_s",
         {},
         0,
         min,
         1,
         table({703111, 2665334, 11627907, 48743336, 161437806, 743645606, 1840071878, 3911429424,
                4233660104, 4227242675})},
        {"report-004",
         "shm.condvar",
         stream,
         "bytes_per_s",
         {},
         0,
         min,
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
            EXPECT_EQ(source->statistic, series.statistic);  // size / min is a "min" too
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

TEST(BuiltinPresets, EveryStepValidatesOnThisMachineAfterDroppingUnavailableMechanisms) {
    const MechanismRegistry& registry = MechanismRegistry::builtin();
    for (const Preset& preset : builtinPresets()) {
        SCOPED_TRACE(preset.id);
        std::vector<std::string> dropped;
        const Preset here = presetForThisMachine(preset, registry, &dropped);
        EXPECT_FALSE(here.steps.empty());
        const std::vector<std::string> problems = validatePreset(here, registry);
        EXPECT_TRUE(problems.empty()) << (problems.empty() ? "" : problems.front());
        for (const std::string& line : dropped) {
            // "id: why", and only for mechanisms this OS really lacks.
            const std::string id = line.substr(0, line.find(':'));
            const Mechanism* mechanism = registry.find(id);
            ASSERT_NE(mechanism, nullptr) << line;
            EXPECT_FALSE(mechanism->info().available) << line;
        }
    }
}

TEST(BuiltinPresets, QuickTourRunsEveryPingPongMechanismAt64Bytes) {
    const Preset* tour = findPreset("quick-tour");
    ASSERT_NE(tour, nullptr);
    ASSERT_EQ(tour->steps.size(), 1u);
    const Experiment& e = tour->steps.front().experiment;
    EXPECT_EQ(e.pattern, Pattern::PingPong);
    EXPECT_EQ(e.sizesBytes, std::vector<std::size_t>{64});
    for (const auto& mechanism : MechanismRegistry::builtin().all()) {
        // eventfd carries at most 7 bytes: the full sweep has it at its own sizes.
        if (mechanism->info().supports(Pattern::PingPong) && mechanism->info().maxBytes >= 64) {
            EXPECT_NE(std::find(e.mechanisms.begin(), e.mechanisms.end(), mechanism->info().id),
                      e.mechanisms.end())
                << mechanism->info().id;
        }
    }
}

TEST(BuiltinPresets, FullSweepCoversEveryMechanismFrom4BytesTo1MiBBothWays) {
    const Preset* sweep = findPreset("full-sweep");
    ASSERT_NE(sweep, nullptr);
    for (const Pattern pattern : {Pattern::PingPong, Pattern::Stream}) {
        std::set<std::string> covered;
        std::size_t smallest = SIZE_MAX;
        std::size_t largest = 0;
        for (const PresetStep& step : sweep->steps) {
            if (step.experiment.pattern != pattern) {
                continue;
            }
            covered.insert(step.experiment.mechanisms.begin(), step.experiment.mechanisms.end());
            smallest = std::min(smallest, step.experiment.sizesBytes.front());
            largest = std::max(largest, step.experiment.sizesBytes.back());
        }
        EXPECT_EQ(smallest, 4u);
        EXPECT_EQ(largest, 1u << 20);
        for (const auto& mechanism : MechanismRegistry::builtin().all()) {
            // A report's own method belongs to that report's preset, not to the sweep.
            if (mechanism->info().supports(pattern) && mechanism->info().reportVariantOf.empty()) {
                EXPECT_EQ(covered.count(mechanism->info().id), 1u)
                    << mechanism->info().id << " " << toString(pattern);
            }
        }
    }
}

// What "mechanisms": "all" must give, worked out here from the registry without the parser:
// every mechanism but the reports' own methods that runs `pattern` at every one of `sizes`, in
// the registry's display order.
std::vector<std::string> runningEvery(Pattern pattern, const std::vector<std::size_t>& sizes,
                                      const MechanismRegistry& registry) {
    std::vector<std::string> ids;
    for (const MechanismInfo* info : registry.infos()) {
        bool runs = info->reportVariantOf.empty() && info->supports(pattern);
        for (std::size_t size : sizes) {
            runs = runs && size >= info->minBytes && size <= info->maxBytes;
        }
        if (runs) {
            ids.push_back(info->id);
        }
    }
    return ids;
}

const PresetStep& stepNamed(const Preset& preset, const std::string& name) {
    const auto found = std::find_if(preset.steps.begin(), preset.steps.end(),
                                    [&name](const PresetStep& step) { return step.name == name; });
    EXPECT_NE(found, preset.steps.end()) << name;
    return found != preset.steps.end() ? *found : preset.steps.front();
}

TEST(BuiltinPresets, EveryMechanismStepsGetTheRegistrysFilteredListInDisplayOrder) {
    const MechanismRegistry& registry = MechanismRegistry::builtin();
    const Preset* tour = findPreset("quick-tour");
    ASSERT_NE(tour, nullptr);
    EXPECT_EQ(tour->steps.front().experiment.mechanisms,
              runningEvery(Pattern::PingPong, {64}, registry));
    // No count of mechanisms here: a new one joins "all" by its registry line alone.
    const auto& toured = tour->steps.front().experiment.mechanisms;
    EXPECT_FALSE(toured.empty());
    EXPECT_EQ(std::count(toured.begin(), toured.end(), "eventfd"), 0) << "carries 4..7 B only";

    const Preset* sweep = findPreset("full-sweep");
    ASSERT_NE(sweep, nullptr);
    const std::vector<std::size_t> whole = parseSizeList("4..1M").value();
    const std::vector<std::string> pingPong = runningEvery(Pattern::PingPong, whole, registry);
    const std::vector<std::string> stream = runningEvery(Pattern::Stream, whole, registry);
    EXPECT_EQ(stepNamed(*sweep, "Latency, 4 B .. 1 MiB").experiment.mechanisms, pingPong);
    // The small-chunk step runs the mechanisms that reach 1 MiB: those with a smaller limit
    // have steps of their own.
    EXPECT_EQ(stepNamed(*sweep, "Throughput, 4 B .. 2 KiB (10,000 chunks)").experiment.mechanisms,
              stream);
    EXPECT_EQ(stepNamed(*sweep, "Throughput, 4 KiB .. 1 MiB (16 MiB per repetition)")
                  .experiment.mechanisms,
              stream);
    // The mechanisms with steps of their own stay out by their size limits, which only an
    // available mechanism states (Windows has no POSIX or System V queues: those are listed,
    // then dropped with the reason when the step runs).
    bool allOwnAvailable = true;
    for (const char* own : {"udp", "eventfd", "mq.posix", "mq.sysv"}) {
        const Mechanism* mechanism = registry.find(own);
        ASSERT_NE(mechanism, nullptr) << own;
        if (!mechanism->info().available) {
            allOwnAvailable = false;
            continue;
        }
        EXPECT_EQ(std::count(pingPong.begin(), pingPong.end(), own), 0) << own;
        EXPECT_EQ(std::count(stream.begin(), stream.end(), own), 0) << own;
    }
    if (allOwnAvailable) {  // Linux: every ping-pong mechanism but the four and the reports'
        std::size_t expected = 0;
        for (const MechanismInfo* info : registry.infos()) {
            expected += info->reportVariantOf.empty() && info->supports(Pattern::PingPong) &&
                        info->minBytes <= 4 && info->maxBytes >= (1u << 20);
        }
        EXPECT_EQ(pingPong.size(), expected);
    }
    // eventfd keeps its own step at the sizes it can carry.
    const Experiment& eventfd =
        stepNamed(*sweep, "Latency, eventfd 4 B .. 7 B (the wake-up alone)").experiment;
    EXPECT_EQ(eventfd.mechanisms, std::vector<std::string>{"eventfd"});
    EXPECT_EQ(eventfd.sizesBytes, (std::vector<std::size_t>{4, 7}));
}

TEST(PresetEstimate, APacedMessageTakesTheGapWhenItIsLongerThanTheRoundTrip) {
    // The gap is the period between intended sends (open loop), not a pause after each round
    // trip: 1,000 messages 1 ms apart take 1 s, plus the start-up of one peer process (0.04 s).
    Experiment paced;
    paced.mechanisms = {"pipe"};
    paced.pattern = Pattern::Paced;
    paced.sizesBytes = {64};
    paced.iterations = 1000;
    paced.warmup = 0;
    paced.repetitions = 1;
    paced.gapUs = 1000;
    EXPECT_NEAR(estimateSeconds(PresetStep{"paced", paced}), 0.04 + 1000 * 1e-3, 1e-9);
    // A gap shorter than the round trip leaves the round trip: as ping-pong at that size.
    paced.gapUs = 0;
    Experiment pingPong = paced;
    pingPong.pattern = Pattern::PingPong;
    EXPECT_DOUBLE_EQ(estimateSeconds(PresetStep{"paced", paced}),
                     estimateSeconds(PresetStep{"ping-pong", pingPong}));
}

TEST(BuiltinPresets, EstimatesArePositiveAndLeaveOutOptionalSteps) {
    for (const Preset& preset : builtinPresets()) {
        SCOPED_TRACE(preset.id);
        double required = 0;
        for (const PresetStep& step : preset.steps) {
            EXPECT_GT(estimateSeconds(step), 0);
            if (!step.optional) {
                required += estimateSeconds(step);
            }
        }
        EXPECT_DOUBLE_EQ(estimateSeconds(preset), required);
    }
    const Preset* r2 = findPreset("report-002");
    ASSERT_NE(r2, nullptr);
    EXPECT_TRUE(std::any_of(r2->steps.begin(), r2->steps.end(),
                            [](const PresetStep& step) { return step.optional; }));
}

TEST(QuickPreset, CapsCountsAndTotalsButKeepsSizesAndMechanisms) {
    const Preset* r2 = findPreset("report-002");
    ASSERT_NE(r2, nullptr);
    const Preset quick = quickPreset(*r2, 100, 10);
    ASSERT_EQ(quick.steps.size(), r2->steps.size());
    for (std::size_t i = 0; i < quick.steps.size(); ++i) {
        const Experiment& before = r2->steps[i].experiment;
        const Experiment& after = quick.steps[i].experiment;
        EXPECT_LE(after.iterations, 100u);
        EXPECT_LE(after.warmup, 10u);
        // Six rounds whatever the step asked: the fewest for a 95% interval.
        EXPECT_EQ(after.repetitions, 6);
        EXPECT_LE(after.streamTotalBytes, 64ull << 20);
        EXPECT_EQ(after.sizesBytes, before.sizesBytes);
        EXPECT_EQ(after.mechanisms, before.mechanisms);
    }
    // Never raises a count that was already small.
    Preset tiny = *r2;
    tiny.steps.front().experiment.iterations = 5;
    tiny.steps.front().experiment.repetitions = 1;
    EXPECT_EQ(quickPreset(tiny, 100, 10).steps.front().experiment.iterations, 5u);
    EXPECT_EQ(quickPreset(tiny, 100, 10).steps.front().experiment.repetitions, 6)
        << "a demo must not warn 'too few rounds' about itself";
}

// ---------------------------------------------------------------------------------------------
// parsePreset: errors name the file and the field

std::string minimalPreset(const std::string& experiment = R"({"mechanisms": ["pipe"],
    "pattern": "pingpong", "sizes": [64]})") {
    return R"({"id": "mine", "title": "Mine", "summary": "A test.", "steps": [
        {"name": "one", "experiment": )" +
           experiment + "}]}";
}

std::string parseError(const std::string& json) {
    const Expected<Preset> preset = parsePreset(json, "mine.json");
    if (preset.ok()) {
        return "(parsed)";
    }
    EXPECT_EQ(preset.error().code, ErrorCode::InvalidArgument);
    return preset.error().message;
}

TEST(ParsePreset, MinimalPresetTakesExperimentDefaults) {
    const Expected<Preset> preset = parsePreset(minimalPreset(), "mine.json");
    ASSERT_TRUE(preset.ok()) << preset.error().message;
    EXPECT_EQ(preset->id, "mine");
    ASSERT_EQ(preset->steps.size(), 1u);
    Experiment expected;
    expected.mechanisms = {"pipe"};
    EXPECT_EQ(preset->steps.front().experiment, expected);
    EXPECT_FALSE(preset->steps.front().optional);
    EXPECT_TRUE(preset->references.empty());
}

TEST(ParsePreset, ReadsEveryExperimentFieldAndSizeSyntax) {
    const Expected<Preset> preset = parsePreset(minimalPreset(R"({"mechanisms": ["pipe", "tcp"],
        "pattern": "stream", "sizes": "4K..16K", "iterations": 10, "warmup": 2,
        "repetitions": 3, "placement": "same-core", "wait": "block", "parties": 3,
        "gap_us": 50, "keep_cores_awake": true, "total": "1G", "peer_timeout_ms": 2000,
        "verify": true})"),
                                                "mine.json");
    ASSERT_TRUE(preset.ok()) << preset.error().message;
    const Experiment& e = preset->steps.front().experiment;
    EXPECT_EQ(e.mechanisms, (std::vector<std::string>{"pipe", "tcp"}));
    EXPECT_EQ(e.pattern, Pattern::Stream);
    EXPECT_EQ(e.sizesBytes, (std::vector<std::size_t>{4096, 8192, 16384}));
    EXPECT_EQ(e.iterations, 10u);
    EXPECT_EQ(e.warmup, 2u);
    EXPECT_EQ(e.repetitions, 3);
    EXPECT_EQ(e.placement, Placement::SameCore);
    ASSERT_TRUE(e.waitStrategy.has_value());
    EXPECT_EQ(*e.waitStrategy, WaitStrategy::Block);
    EXPECT_EQ(e.parties, 3);
    EXPECT_EQ(e.gapUs, 50u);
    EXPECT_TRUE(e.keepCoresAwake);
    EXPECT_EQ(e.streamTotalBytes, 1ull << 30);
    EXPECT_EQ(e.peerTimeoutMs, 2000u);
    EXPECT_TRUE(e.verifyPayload);

    const Expected<Preset> mixed =
        parsePreset(minimalPreset(R"({"mechanisms": ["pipe"], "pattern": "ping-pong",
            "sizes": [4, "1K", "1M"]})"),
                    "mine.json");
    ASSERT_TRUE(mixed.ok()) << mixed.error().message;
    EXPECT_EQ(mixed->steps.front().experiment.sizesBytes,
              (std::vector<std::size_t>{4, 1024, 1u << 20}));
}

class FakeMechanism final : public Mechanism {
  public:
    explicit FakeMechanism(MechanismInfo info) : m_info(std::move(info)) {}
    const MechanismInfo& info() const override { return m_info; }
    Expected<OpenedChannel> open(const ChannelOptions&) override {
        return Error{ErrorCode::Unsupported, "fake"};
    }

  private:
    MechanismInfo m_info;
};

std::unique_ptr<Mechanism> fake(std::string id, MechanismGroup group,
                                void (*adjust)(MechanismInfo&) = nullptr) {
    MechanismInfo info;
    info.id = std::move(id);
    info.group = group;
    info.patterns = {Pattern::PingPong, Pattern::Stream};
    if (adjust != nullptr) {
        adjust(info);
    }
    return std::make_unique<FakeMechanism>(std::move(info));
}

TEST(ParsePreset, AllFollowsTheRegistrySoANewMechanismJoinsWithoutEditingThePreset) {
    const Expected<Preset> preset = parsePreset(minimalPreset(R"({"mechanisms": "all",
        "pattern": "pingpong", "sizes": [64, 4096]})"),
                                                "mine.json");
    ASSERT_TRUE(preset.ok()) << preset.error().message;
    const Experiment& parsed = preset->steps.front().experiment;
    EXPECT_EQ(parsed.mechanisms,
              runningEvery(Pattern::PingPong, {64, 4096}, MechanismRegistry::builtin()));
    EXPECT_EQ(parsed.mechanisms, everyMechanismFor(parsed, MechanismRegistry::builtin()));

    std::vector<std::unique_ptr<Mechanism>> registered;
    registered.push_back(fake("net", MechanismGroup::Network));
    registered.push_back(fake("thread", MechanismGroup::Threads));
    registered.push_back(fake("report", MechanismGroup::ReportVariants));
    registered.push_back(fake("tiny", MechanismGroup::KernelObjects,
                              [](MechanismInfo& info) { info.maxBytes = 7; }));
    registered.push_back(fake("stream-only", MechanismGroup::KernelObjects,
                              [](MechanismInfo& info) { info.patterns = {Pattern::Stream}; }));
    registered.push_back(fake("elsewhere", MechanismGroup::SharedMemory, [](MechanismInfo& info) {
        info.available = false;
        info.unavailableReason = "not on this OS";
    }));
    registered.push_back(fake("new", MechanismGroup::Threads));
    const MechanismRegistry registry(std::move(registered));
    Experiment e;
    e.pattern = Pattern::PingPong;
    e.sizesBytes = {64};
    // In display order; the unavailable one stays, for presetForThisMachine to drop with why.
    EXPECT_EQ(everyMechanismFor(e, registry),
              (std::vector<std::string>{"thread", "new", "elsewhere", "net"}));
    EXPECT_EQ(everyMechanismFor(e, registry, {1u << 20}),
              (std::vector<std::string>{"thread", "new", "elsewhere", "net"}));
    EXPECT_EQ(everyMechanismFor(e, registry, {kMaxMessageBytes + 1}), std::vector<std::string>{});
    e.pattern = Pattern::Stream;
    EXPECT_EQ(everyMechanismFor(e, registry),
              (std::vector<std::string>{"thread", "new", "elsewhere", "stream-only", "net"}));
    // A wait strategy named by the step: only those that offer it.
    e.waitStrategy = WaitStrategy::Spin;
    EXPECT_EQ(everyMechanismFor(e, registry), std::vector<std::string>{});
}

TEST(ParsePreset, EveryMechanismFormsAreCheckedAndNameTheField) {
    std::string message = parseError(
        minimalPreset(R"({"mechanisms": "everything", "pattern": "pingpong", "sizes": [64]})"));
    EXPECT_TRUE(contains(message, "mine.json: steps[0].experiment.mechanisms")) << message;
    EXPECT_TRUE(contains(message, "\"all\"")) << message;

    message = parseError(minimalPreset(
        R"({"mechanisms": {"all_at_sizes": "lots"}, "pattern": "pingpong", "sizes": [64]})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.mechanisms.all_at_sizes")) << message;

    message = parseError(
        minimalPreset(R"({"mechanisms": {"every": 1}, "pattern": "pingpong", "sizes": [64]})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.mechanisms.every: unknown field"))
        << message;

    message = parseError(
        minimalPreset(R"({"mechanisms": "all", "pattern": "pingpong", "sizes": ["128M"]})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.mechanisms: no mechanism")) << message;
}

TEST(ParsePreset, ReferencesAreScaledFromThePublishedNumbers) {
    const std::string json = R"({"id": "mine", "title": "Mine", "summary": "A test.",
        "steps": [{"name": "one", "experiment": {"mechanisms": ["pipe"], "pattern": "pingpong",
                   "sizes": [64]}}],
        "references": [{"label": "R", "mechanism": "pipe", "pattern": "pingpong",
                        "quantity": "latency_ns", "hardware": "HW", "source": "Table I",
                        "scale": 0.5, "points": [{"size": 64, "value": 1000},
                                                 {"size": "1K", "value": 3000}]}]})";
    const Expected<Preset> preset = parsePreset(json, "mine.json");
    ASSERT_TRUE(preset.ok()) << preset.error().message;
    ASSERT_EQ(preset->references.size(), 1u);
    const ReferenceSeries& series = preset->references.front();
    EXPECT_EQ(series.quantity, "latency_ns");
    EXPECT_EQ(series.source, "Table I");
    ASSERT_EQ(series.points.size(), 2u);
    EXPECT_EQ(series.points[1].sizeBytes, 1024u);
    EXPECT_DOUBLE_EQ(series.points[0].published, 1000);
    EXPECT_DOUBLE_EQ(series.points[0].value, 500);
    EXPECT_DOUBLE_EQ(series.points[1].value, 1500);
}

TEST(ParsePreset, MalformedJsonNamesTheFile) {
    const std::string message = parseError("{\"id\": \"mine\", ");
    EXPECT_TRUE(contains(message, "mine.json"));
    EXPECT_TRUE(contains(message, "not JSON"));
}

TEST(ParsePreset, WrongTypesNameTheField) {
    std::string message = parseError(minimalPreset(
        R"({"mechanisms": ["pipe"], "pattern": "pingpong", "sizes": [64], "iterations": "x"})"));
    EXPECT_TRUE(contains(message, "mine.json: steps[0].experiment.iterations"));
    EXPECT_TRUE(contains(message, "a string"));

    message = parseError(minimalPreset(
        R"({"mechanisms": ["pipe"], "pattern": "pingpong", "sizes": [64], "iterations": -5})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.iterations"));
    EXPECT_TRUE(contains(message, "negative"));

    message = parseError(
        minimalPreset(R"({"mechanisms": ["pipe"], "pattern": "pingpong", "sizes": [64, true]})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.sizes[1]"));

    message = parseError(
        minimalPreset(R"({"mechanisms": ["pipe"], "pattern": "pingpong", "sizes": ["lots"]})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.sizes[0]"));
    EXPECT_TRUE(contains(message, "lots"));

    message = parseError(minimalPreset(
        R"({"mechanisms": ["pipe"], "pattern": "pingpong", "sizes": [64], "verify": 1})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.verify"));

    message = parseError(R"({"id": "mine", "title": 7, "summary": "s", "steps": []})");
    EXPECT_TRUE(contains(message, "mine.json: title"));
    EXPECT_TRUE(contains(message, "must be a string"));

    message = parseError(R"([1, 2])");
    EXPECT_TRUE(contains(message, "mine.json"));
    EXPECT_TRUE(contains(message, "must be an object"));
}

TEST(ParsePreset, UnknownMechanismPatternAndNamesAreRefused) {
    std::string message = parseError(minimalPreset(
        R"({"mechanisms": ["pipe", "carrier-pigeon"], "pattern": "pingpong", "sizes": [64]})"));
    EXPECT_TRUE(contains(message, "mine.json: steps[0].experiment.mechanisms[1]"));
    EXPECT_TRUE(contains(message, "carrier-pigeon"));

    message = parseError(
        minimalPreset(R"({"mechanisms": ["pipe"], "pattern": "telepathy", "sizes": [64]})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.pattern"));
    EXPECT_TRUE(contains(message, "telepathy"));

    message = parseError(minimalPreset(
        R"({"mechanisms": ["pipe"], "pattern": "pingpong", "sizes": [64], "placement": "moon"})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.placement"));

    message = parseError(minimalPreset(
        R"({"mechanisms": ["pipe"], "pattern": "pingpong", "sizes": [64], "wait": "nap"})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.wait"));
}

TEST(ParsePreset, MissingEmptyAndUnknownFieldsAreRefused) {
    std::string message = parseError(R"({"id": "mine", "title": "Mine", "summary": "s"})");
    EXPECT_TRUE(contains(message, "mine.json: steps: missing"));

    message = parseError(R"({"id": "mine", "title": "Mine", "summary": "s", "steps": []})");
    EXPECT_TRUE(contains(message, "steps: must not be empty"));

    message =
        parseError(minimalPreset(R"({"mechanisms": [], "pattern": "pingpong", "sizes": [64]})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.mechanisms: must not be empty"));

    message = parseError(minimalPreset(
        R"({"mechanisms": ["pipe"], "pattern": "pingpong", "sizes": [64], "iteration": 5})"));
    EXPECT_TRUE(contains(message, "steps[0].experiment.iteration: unknown field"));

    message = parseError(R"({"id": "Mine Preset", "title": "Mine", "summary": "s", "steps": [
        {"name": "one", "experiment": {"mechanisms": ["pipe"], "pattern": "pingpong",
         "sizes": [64]}}]})");
    EXPECT_TRUE(contains(message, "mine.json: id"));

    message = parseError(R"({"id": "mine", "title": "Mine", "summary": "s", "steps": [
        {"name": "one", "optional": true, "experiment": {"mechanisms": ["pipe"],
         "pattern": "pingpong", "sizes": [64]}}]})");
    EXPECT_TRUE(contains(message, "at least one step must not be optional"));
}

TEST(ParsePreset, BadReferencesNameTheField) {
    const auto withReference = [](const std::string& reference) {
        return R"({"id": "mine", "title": "Mine", "summary": "s", "steps": [{"name": "one",
            "experiment": {"mechanisms": ["pipe"], "pattern": "pingpong", "sizes": [64]}}],
            "references": [)" +
               reference + "]}";
    };
    std::string message = parseError(withReference(
        R"({"label": "R", "mechanism": "pipe", "pattern": "pingpong", "quantity": "latency_ns",
            "hardware": "HW", "points": [{"size": 64, "value": -3}]})"));
    EXPECT_TRUE(contains(message, "mine.json: references[0].points[0].value"));
    EXPECT_TRUE(contains(message, "positive"));

    message = parseError(withReference(
        R"({"label": "R", "mechanism": "pipe", "pattern": "pingpong", "quantity": "furlongs",
            "hardware": "HW", "points": [{"size": 64, "value": 3}]})"));
    EXPECT_TRUE(contains(message, "references[0].quantity"));
    EXPECT_TRUE(contains(message, "furlongs"));

    message = parseError(withReference(
        R"({"label": "R", "mechanism": "nope", "pattern": "pingpong", "quantity": "latency_ns",
            "hardware": "HW", "points": [{"size": 64, "value": 3}]})"));
    EXPECT_TRUE(contains(message, "references[0].mechanism"));

    message = parseError(withReference(
        R"({"label": "R", "mechanism": "pipe", "pattern": "pingpong", "quantity": "latency_ns",
            "hardware": "HW", "points": []})"));
    EXPECT_TRUE(contains(message, "references[0].points: must not be empty"));

    message = parseError(withReference(
        R"({"label": "R", "mechanism": "pipe", "pattern": "pingpong", "quantity": "latency_ns",
            "hardware": "HW", "scale": 0, "points": [{"size": 64, "value": 3}]})"));
    EXPECT_TRUE(contains(message, "references[0].scale"));
}

std::string presetWithReferences(const std::string& references) {
    return R"({"id": "mine", "title": "Mine", "summary": "s", "steps": [{"name": "one",
        "experiment": {"mechanisms": ["pipe"], "pattern": "pingpong", "sizes": [4]}},
        {"name": "two", "experiment": {"mechanisms": ["pipe"], "pattern": "stream",
        "sizes": [4]}}], "references": [)" +
           references + "]}";
}

const char* const kRoundTrips = R"({"label": "RT", "mechanism": "pipe", "pattern": "pingpong",
    "quantity": "latency_ns", "hardware": "HW", "scale": 0.5, "statistic": "min",
    "points": [{"size": 4, "value": 1382}]})";

TEST(ParsePreset, ReadsStatisticPlacementAndDerivation) {
    const Expected<Preset> preset =
        parsePreset(presetWithReferences(std::string(kRoundTrips) + R"(, {"label": "RT one core",
            "mechanism": "pipe", "pattern": "pingpong", "quantity": "latency_ns",
            "hardware": "HW", "statistic": "mean", "placement": "same-core",
            "points": [{"size": 4, "value": 928}]}, {"label": "Rate", "mechanism": "pipe",
            "pattern": "stream", "quantity": "bytes_per_s", "hardware": "HW",
            "statistic": "min", "derived_from": "RT", "points": [{"size": 4,
            "value": 2894356}]})"),
                    "mine.json");
    ASSERT_TRUE(preset.ok()) << preset.error().message;
    ASSERT_EQ(preset->references.size(), 3u);
    EXPECT_EQ(preset->references[0].statistic, ReferenceStatistic::Min);
    EXPECT_FALSE(preset->references[0].placement.has_value());
    EXPECT_TRUE(preset->references[0].derivedFrom.empty());
    EXPECT_EQ(preset->references[1].statistic, ReferenceStatistic::Mean);
    EXPECT_EQ(preset->references[1].placement, Placement::SameCore);
    EXPECT_EQ(preset->references[2].derivedFrom, "RT");
}

TEST(ParsePreset, ReferencesWithoutAStatisticReadAsTheMedianTheyWereComparedWith) {
    // Preset files written before "statistic" existed.
    const Expected<Preset> preset = parsePreset(
        presetWithReferences(R"({"label": "R", "mechanism": "pipe", "pattern": "pingpong",
            "quantity": "latency_ns", "hardware": "HW", "points": [{"size": 4, "value": 3}]})"),
        "mine.json");
    ASSERT_TRUE(preset.ok()) << preset.error().message;
    EXPECT_EQ(preset->references.front().statistic, ReferenceStatistic::Median);
    EXPECT_FALSE(preset->references.front().placement.has_value());
}

TEST(ParsePreset, BadStatisticPlacementAndDerivationNameTheField) {
    std::string message = parseError(presetWithReferences(
        R"({"label": "R", "mechanism": "pipe", "pattern": "pingpong", "quantity": "latency_ns",
            "hardware": "HW", "statistic": "mode", "points": [{"size": 4, "value": 3}]})"));
    EXPECT_TRUE(contains(message, "references[0].statistic")) << message;
    EXPECT_TRUE(contains(message, "min, median, mean")) << message;

    message = parseError(presetWithReferences(
        R"({"label": "R", "mechanism": "pipe", "pattern": "pingpong", "quantity": "latency_ns",
            "hardware": "HW", "placement": "moon", "points": [{"size": 4, "value": 3}]})"));
    EXPECT_TRUE(contains(message, "references[0].placement")) << message;

    // Naming nothing, itself, or a derived series.
    message = parseError(presetWithReferences(std::string(kRoundTrips) + R"(, {"label": "Rate",
        "mechanism": "pipe", "pattern": "stream", "quantity": "bytes_per_s", "hardware": "HW",
        "derived_from": "Table IX", "points": [{"size": 4, "value": 3}]})"));
    EXPECT_TRUE(contains(message, "references[1].derived_from")) << message;
    EXPECT_TRUE(contains(message, "Table IX")) << message;

    message = parseError(presetWithReferences(R"({"label": "Rate", "mechanism": "pipe",
        "pattern": "stream", "quantity": "bytes_per_s", "hardware": "HW",
        "derived_from": "Rate", "points": [{"size": 4, "value": 3}]})"));
    EXPECT_TRUE(contains(message, "itself")) << message;

    message = parseError(presetWithReferences(std::string(kRoundTrips) + R"(, {"label": "A",
        "mechanism": "pipe", "pattern": "stream", "quantity": "bytes_per_s", "hardware": "HW",
        "derived_from": "RT", "points": [{"size": 4, "value": 3}]}, {"label": "B",
        "mechanism": "pipe", "pattern": "stream", "quantity": "bytes_per_s", "hardware": "HW",
        "derived_from": "A", "points": [{"size": 4, "value": 3}]})"));
    EXPECT_TRUE(contains(message, "references[2].derived_from")) << message;
    EXPECT_TRUE(contains(message, "itself derived")) << message;
}

TEST(ReferenceStatistic, NamesRoundTrip) {
    for (const auto statistic :
         {ReferenceStatistic::Min, ReferenceStatistic::Median, ReferenceStatistic::Mean}) {
        EXPECT_EQ(parseReferenceStatistic(toString(statistic)), statistic);
    }
    EXPECT_FALSE(parseReferenceStatistic("average").has_value());
}

// ---------------------------------------------------------------------------------------------
// compareWithReferences: like statistics, placements and totals

PointResult pingPongPoint(Placement placement, double min, double median, double mean) {
    PointResult point;
    point.mechanism = "pipe";
    point.pattern = Pattern::PingPong;
    point.placement = placement;
    point.sizeBytes = 4;
    point.ok = true;
    point.repetitions.resize(2);
    point.latencyNs.min = min;
    point.latencyNs.median = median;
    point.latencyNs.mean = mean;
    return point;
}

ReferenceSeries referenceFor(Pattern pattern, const std::string& quantity,
                             ReferenceStatistic statistic) {
    ReferenceSeries series;
    series.label = "R";
    series.mechanism = "pipe";
    series.pattern = pattern;
    series.quantity = quantity;
    series.statistic = statistic;
    series.points = {{4, 100, 100}};
    return series;
}

TEST(CompareWithReferences, UsesTheSameStatisticOfOursAsTheReportPublished) {
    RunResult run;
    run.points = {pingPongPoint(Placement::Unpinned, 500, 700, 900)};
    for (const auto& [statistic, expected] :
         {std::pair{ReferenceStatistic::Min, 500.0}, std::pair{ReferenceStatistic::Median, 700.0},
          std::pair{ReferenceStatistic::Mean, 900.0}}) {
        const std::vector<ReferenceSeries> references = {
            referenceFor(Pattern::PingPong, "latency_ns", statistic)};
        const std::vector<ReferenceComparison> rows = compareWithReferences(references, run);
        ASSERT_EQ(rows.size(), 1u) << toString(statistic);
        EXPECT_DOUBLE_EQ(rows.front().ours, expected) << toString(statistic);
        EXPECT_EQ(rows.front().seriesIndex, 0u);
        EXPECT_DOUBLE_EQ(rows.front().point.value, 100);
    }
}

TEST(CompareWithReferences, APlacedSeriesComparesOnlyWithThatPlacement) {
    RunResult run;
    run.points = {pingPongPoint(Placement::Unpinned, 500, 700, 900),
                  pingPongPoint(Placement::SameCore, 300, 400, 450)};
    ReferenceSeries oneCore =
        referenceFor(Pattern::PingPong, "latency_ns", ReferenceStatistic::Min);
    oneCore.placement = Placement::SameCore;
    const ReferenceSeries anywhere =
        referenceFor(Pattern::PingPong, "latency_ns", ReferenceStatistic::Min);
    const std::vector<ReferenceComparison> rows = compareWithReferences({oneCore, anywhere}, run);
    ASSERT_EQ(rows.size(), 3u);
    EXPECT_EQ(rows[0].seriesIndex, 0u);
    EXPECT_EQ(rows[0].placement, Placement::SameCore);
    EXPECT_DOUBLE_EQ(rows[0].ours, 300);
    EXPECT_EQ(rows[1].seriesIndex, 1u);  // no placement named: both of ours
    EXPECT_EQ(rows[2].seriesIndex, 1u);
}

// The one placement rule of the CLI, the GUI (runReferences) and the charts.
TEST(ReferencesForPlacement, KeepsSeriesOfThatPlacementAndThoseThatNameNone) {
    ReferenceSeries oneCore =
        referenceFor(Pattern::PingPong, "latency_ns", ReferenceStatistic::Min);
    oneCore.placement = Placement::SameCore;
    ReferenceSeries unpinned = oneCore;
    unpinned.placement = Placement::Unpinned;
    const ReferenceSeries anywhere =
        referenceFor(Pattern::PingPong, "latency_ns", ReferenceStatistic::Min);
    EXPECT_TRUE(referenceFitsPlacement(oneCore, Placement::SameCore));
    EXPECT_FALSE(referenceFitsPlacement(oneCore, Placement::Unpinned));
    EXPECT_FALSE(referenceFitsPlacement(oneCore, Placement::CrossCore));
    EXPECT_TRUE(referenceFitsPlacement(anywhere, Placement::CrossCore));
    const std::vector<ReferenceSeries> all = {oneCore, unpinned, anywhere};
    EXPECT_EQ(referencesForPlacement(all, Placement::SameCore),
              (std::vector<ReferenceSeries>{oneCore, anywhere}));
    EXPECT_EQ(referencesForPlacement(all, Placement::Unpinned),
              (std::vector<ReferenceSeries>{unpinned, anywhere}));
    EXPECT_EQ(referencesForPlacement(all, Placement::CrossCore),
              (std::vector<ReferenceSeries>{anywhere}));

    // Report 004: Table II (RDTSC, pinned to one core) only for a same-core run.
    const Preset* r4 = findPreset("report-004");
    ASSERT_NE(r4, nullptr);
    for (const ReferenceSeries& series :
         referencesForPlacement(r4->references, Placement::Unpinned)) {
        EXPECT_FALSE(contains(series.label, "Table II:")) << series.label;
    }
    for (const ReferenceSeries& series :
         referencesForPlacement(r4->references, Placement::SameCore)) {
        EXPECT_FALSE(contains(series.label, "Table I:")) << series.label;
    }
}

TEST(CompareWithReferences, FailedPointsOtherMechanismsAndSizesFindNoCounterpart) {
    RunResult run;
    PointResult failed = pingPongPoint(Placement::Unpinned, 1, 2, 3);
    failed.ok = false;
    PointResult otherSize = pingPongPoint(Placement::Unpinned, 1, 2, 3);
    otherSize.sizeBytes = 64;
    PointResult otherMechanism = pingPongPoint(Placement::Unpinned, 1, 2, 3);
    otherMechanism.mechanism = "tcp";
    run.points = {failed, otherSize, otherMechanism};
    EXPECT_TRUE(compareWithReferences(
                    {referenceFor(Pattern::PingPong, "latency_ns", ReferenceStatistic::Min)}, run)
                    .empty());
}

TEST(CompareWithReferences, RatesAndBulkTimesTakeTheStatisticOverRepetitions) {
    PointResult point;
    point.mechanism = "pipe";
    point.pattern = Pattern::Stream;
    point.sizeBytes = 4;
    point.ok = true;
    point.repetitions.resize(3);
    point.repetitions[0].bytesPerSecond = 1e9;
    point.repetitions[1].bytesPerSecond = 4e9;  // the fastest: least time
    point.repetitions[2].bytesPerSecond = 2e9;
    point.throughput.bytesPerSecond = 7e9 / 3;  // the mean, as aggregatePoint writes it
    RunResult run;
    run.experiment.pattern = Pattern::Stream;
    run.experiment.streamTotalBytes = 4ull << 30;
    run.points = {point};

    auto ours = [&](const ReferenceSeries& series) {
        const auto rows = compareWithReferences({series}, run);
        return rows.empty() ? -1.0 : rows.front().ours;
    };
    EXPECT_DOUBLE_EQ(ours(referenceFor(Pattern::Stream, "bytes_per_s", ReferenceStatistic::Min)),
                     4e9);
    EXPECT_DOUBLE_EQ(ours(referenceFor(Pattern::Stream, "bytes_per_s", ReferenceStatistic::Mean)),
                     7e9 / 3);
    EXPECT_DOUBLE_EQ(ours(referenceFor(Pattern::Stream, "bytes_per_s", ReferenceStatistic::Median)),
                     2e9);

    // 4 GiB at 1, 4 and 2 GB/s: 4.29, 1.07 and 2.15 s per repetition.
    ReferenceSeries seconds =
        referenceFor(Pattern::Stream, "seconds_total", ReferenceStatistic::Mean);
    seconds.streamTotalBytes = 4ull << 30;
    const double total = static_cast<double>(4ull << 30);
    EXPECT_DOUBLE_EQ(ours(seconds), (total / 1e9 + total / 4e9 + total / 2e9) / 3);
    seconds.statistic = ReferenceStatistic::Min;
    EXPECT_DOUBLE_EQ(ours(seconds), total / 4e9);
    // Another total (--quick caps it at 64 MiB) compares with nothing.
    seconds.streamTotalBytes = 1ull << 30;
    EXPECT_DOUBLE_EQ(ours(seconds), -1);
}

TEST(CompareWithReferences, ReportFourTablesCompareMinimumWithMinimum) {
    const Preset* r4 = findPreset("report-004");
    ASSERT_NE(r4, nullptr);
    RunResult run;
    run.experiment.pattern = Pattern::PingPong;
    // The pooled minimum (600) is the luckiest of all samples; the like-for-like figure is the
    // median of the three repetitions' minimums of 100: median(650, 700, 610) = 650.
    PointResult point = pingPongPoint(Placement::Unpinned, 600, 900, 1200);
    point.repetitions.resize(3);
    for (std::size_t i = 0; i < 3; ++i) {
        point.repetitions[i].latencyNs.count = 100;
        point.repetitions[i].latencyNs.min = std::array{650.0, 700.0, 600.0}[i];
    }
    run.points = {point};
    const auto rows = compareWithReferences(r4->references, run);
    ASSERT_EQ(rows.size(), 1u);  // Table I's pipes at 4 B; Table II wants one core
    EXPECT_TRUE(contains(r4->references[rows.front().seriesIndex].label, "Table I:"));
    EXPECT_DOUBLE_EQ(rows.front().ours, 650);
    EXPECT_DOUBLE_EQ(rows.front().point.value, 691);
}

TEST(ValidatePreset, NamesTheStepOfEachProblem) {
    Expected<Preset> preset = parsePreset(minimalPreset(R"({"mechanisms": ["pipe"],
        "pattern": "pingpong", "sizes": [64], "iterations": 0})"),
                                          "mine.json");
    ASSERT_TRUE(preset.ok()) << preset.error().message;
    const std::vector<std::string> problems = validatePreset(*preset, MechanismRegistry::builtin());
    ASSERT_FALSE(problems.empty());
    EXPECT_TRUE(contains(problems.front(), "step 1 (one): "));
    EXPECT_TRUE(contains(problems.front(), "iterations"));
}

// A mechanism this "OS" lacks, to see presetForThisMachine drop it with the reason.
class UnavailableMechanism : public Mechanism {
  public:
    UnavailableMechanism() {
        m_info.id = "pipe";
        m_info.title = "Pipe that this OS lacks";
        m_info.locality = Locality::CrossProcess;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream};
        m_info.available = false;
        m_info.unavailableReason = "not on this test OS";
    }
    const MechanismInfo& info() const override { return m_info; }
    Expected<OpenedChannel> open(const ChannelOptions&) override {
        return Error{ErrorCode::Unsupported, m_info.unavailableReason};
    }

  private:
    MechanismInfo m_info;
};

class AvailableMechanism : public UnavailableMechanism {
  public:
    explicit AvailableMechanism(std::string id) {
        m_available.id = std::move(id);
        m_available.patterns = {Pattern::PingPong, Pattern::Stream};
    }
    const MechanismInfo& info() const override { return m_available; }

  private:
    MechanismInfo m_available;
};

TEST(PresetForThisMachine, DropsUnavailableMechanismsAndEmptyStepsWithTheReason) {
    std::vector<std::unique_ptr<Mechanism>> mechanisms;
    mechanisms.push_back(std::make_unique<UnavailableMechanism>());
    mechanisms.push_back(std::make_unique<AvailableMechanism>("tcp"));
    const MechanismRegistry registry(std::move(mechanisms));

    Preset preset;
    preset.id = "mine";
    preset.steps.push_back({"both", {}, false});
    preset.steps.back().experiment.mechanisms = {"pipe", "tcp"};
    preset.steps.push_back({"pipe only", {}, false});
    preset.steps.back().experiment.mechanisms = {"pipe"};
    preset.steps.push_back({"unknown here", {}, false});
    preset.steps.back().experiment.mechanisms = {"websocket", "tcp"};

    std::vector<std::string> dropped;
    const Preset here = presetForThisMachine(preset, registry, &dropped);
    ASSERT_EQ(here.steps.size(), 2u);
    EXPECT_EQ(here.steps[0].name, "both");
    EXPECT_EQ(here.steps[0].experiment.mechanisms, std::vector<std::string>{"tcp"});
    EXPECT_EQ(here.steps[1].name, "unknown here");
    EXPECT_EQ(here.steps[1].experiment.mechanisms, std::vector<std::string>{"tcp"});
    // Each mechanism named once, with why.
    EXPECT_EQ(dropped, (std::vector<std::string>{"pipe: not on this test OS",
                                                 "websocket: not in this build"}));
    // Without the out-parameter it behaves the same.
    EXPECT_EQ(presetForThisMachine(preset, registry).steps.size(), 2u);
}

// ---------------------------------------------------------------------------------------------
// The log-binned histogram

std::uint64_t total(const Histogram& h) {
    return std::accumulate(h.counts.begin(), h.counts.end(), std::uint64_t{0});
}

TEST(LogHistogram, EmptySamplesGiveAnEmptyHistogram) {
    const Histogram h = logHistogram({});
    EXPECT_TRUE(h.edges.empty());
    EXPECT_TRUE(h.counts.empty());
}

TEST(LogHistogram, OneSampleAndEqualSamplesGiveOneDegenerateBin) {
    const std::vector<double> one{250.0};
    Histogram h = logHistogram(one);
    EXPECT_EQ(h.edges, (std::vector<double>{250.0, 250.0}));
    EXPECT_EQ(h.counts, std::vector<std::uint64_t>{1});

    const std::vector<double> equal(7, 1234.5);
    h = logHistogram(equal);
    EXPECT_EQ(h.edges, (std::vector<double>{1234.5, 1234.5}));
    EXPECT_EQ(h.counts, std::vector<std::uint64_t>{7});
}

TEST(LogHistogram, HandComputedDecadeBins) {
    // One bin per decade: [1, 10) holds 1 and 5; [10, 100] holds 10, 50 and 100 (the last bin
    // includes its upper edge).
    const std::vector<double> samples{1, 5, 10, 50, 100};
    const Histogram h = logHistogram(samples, 1);
    ASSERT_EQ(h.edges.size(), 3u);
    EXPECT_DOUBLE_EQ(h.edges[0], 1);
    EXPECT_DOUBLE_EQ(h.edges[1], 10);
    EXPECT_DOUBLE_EQ(h.edges[2], 100);
    EXPECT_EQ(h.counts, (std::vector<std::uint64_t>{2, 3}));
}

TEST(LogHistogram, EdgesLieOnTheSharedGridAndCoverTheSamples) {
    // 20 bins per decade: edges 10^(k/20). 1000 = 10^(60/20) is the first edge; 2000 lies
    // between 10^(66/20) = 1995.3 and 10^(67/20) = 2238.7, the last edge.
    const std::vector<double> samples{1000, 1500, 2000};
    const Histogram h = logHistogram(samples, 20);
    ASSERT_EQ(h.edges.size(), 8u);
    ASSERT_EQ(h.counts.size(), 7u);
    EXPECT_NEAR(h.edges.front(), 1000, 1e-9);
    EXPECT_NEAR(h.edges.back(), 2238.72, 0.01);
    EXPECT_EQ(h.counts.front(), 1u);
    EXPECT_EQ(h.counts.back(), 1u);
    EXPECT_EQ(total(h), 3u);
    EXPECT_TRUE(std::is_sorted(h.edges.begin(), h.edges.end()));
}

TEST(LogHistogram, EverySampleIsCountedExactlyOnceInItsBin) {
    std::vector<double> samples;
    for (int i = 0; i < 5000; ++i) {
        // Spread over five decades, with repeats and values exactly on grid edges.
        samples.push_back(100.0 * std::pow(10.0, (i % 97) / 20.0) + (i % 3));
    }
    samples.push_back(1000.0);  // exactly 10^(60/20)
    const Histogram h = logHistogram(samples);
    ASSERT_EQ(h.edges.size(), h.counts.size() + 1);
    EXPECT_EQ(total(h), samples.size());
    EXPECT_LE(h.edges.front(), *std::min_element(samples.begin(), samples.end()));
    EXPECT_GE(h.edges.back(), *std::max_element(samples.begin(), samples.end()));
    // Recount by the published edges: bin i holds edges[i] <= x < edges[i + 1].
    std::vector<std::uint64_t> recount(h.counts.size(), 0);
    for (double x : samples) {
        std::size_t bin = 0;
        while (bin + 1 < h.counts.size() && x >= h.edges[bin + 1]) {
            ++bin;
        }
        ++recount[bin];
    }
    EXPECT_EQ(recount, h.counts);
}

TEST(LogHistogram, NonPositiveSamplesJoinTheFirstBin) {
    const std::vector<double> samples{0.0, -2.0, 10.0, 100.0};
    const Histogram h = logHistogram(samples, 1);
    ASSERT_FALSE(h.counts.empty());
    // The grid from 10 to 100 is one decade; its first edge moves down to -2.
    EXPECT_EQ(h.edges, (std::vector<double>{-2.0, 100.0}));
    EXPECT_EQ(h.counts, std::vector<std::uint64_t>{4});
    // No positive sample at all: one linear bin.
    const std::vector<double> negative{-3.0, -1.0};
    const Histogram n = logHistogram(negative);
    EXPECT_EQ(n.edges, (std::vector<double>{-3.0, -1.0}));
    EXPECT_EQ(n.counts, std::vector<std::uint64_t>{2});
}

TEST(AggregatePoint, FillsTheHistogramForPingPongOnly) {
    std::vector<double> samples{1000, 2000, 3000, 4000};
    PointResult pingPong;
    pingPong.pattern = Pattern::PingPong;
    pingPong.repetitions.resize(1);
    pingPong.repetitions[0].latencyNs = summarize(samples);
    aggregatePoint(pingPong, samples);
    EXPECT_EQ(pingPong.latencyHistogram, logHistogram(samples));
    EXPECT_EQ(total(pingPong.latencyHistogram), 4u);

    PointResult paced = pingPong;
    paced.pattern = Pattern::Paced;
    aggregatePoint(paced, samples);
    EXPECT_EQ(total(paced.latencyHistogram), 4u);

    PointResult stream = pingPong;
    stream.pattern = Pattern::Stream;
    aggregatePoint(stream, {});
    EXPECT_TRUE(stream.latencyHistogram.counts.empty());

    PointResult lock = pingPong;
    lock.pattern = Pattern::Lock;
    lock.repetitions[0].nsPerOperation = 40;
    aggregatePoint(lock, {});
    EXPECT_TRUE(lock.latencyHistogram.counts.empty());
}

// ---------------------------------------------------------------------------------------------
// JSON: the histogram round-trips exactly; files without it still load

RunResult runWithHistogram() {
    RunResult run;
    run.experiment.mechanisms = {"pipe"};
    PointResult point;
    point.mechanism = "pipe";
    point.sizeBytes = 64;
    point.ok = true;
    std::vector<double> samples;
    for (int i = 1; i <= 300; ++i) {
        samples.push_back(1000.0 / 3.0 * i + 1e-7);
    }
    RepetitionResult repetition;
    repetition.latencyNs = summarize(samples);
    point.repetitions.push_back(repetition);
    aggregatePoint(point, samples);
    run.points.push_back(point);
    return run;
}

TEST(HistogramJson, RoundTripsExactly) {
    const RunResult run = runWithHistogram();
    ASSERT_FALSE(run.points.front().latencyHistogram.counts.empty());
    const std::string text = toJson(run);
    const Json json = Json::parse(text);
    ASSERT_TRUE(json["points"][0].contains("latency_histogram"));
    EXPECT_EQ(json["points"][0]["latency_histogram"]["counts"].size(),
              run.points.front().latencyHistogram.counts.size());
    const Expected<RunResult> back = fromJson(text);
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back->points.front().latencyHistogram, run.points.front().latencyHistogram);
    EXPECT_EQ(back.value(), run);
}

TEST(HistogramJson, FilesWithoutItStillLoad) {
    Json json = Json::parse(toJson(runWithHistogram()));
    json["points"][0].erase("latency_histogram");
    const Expected<RunResult> back = fromJson(json.dump());
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_TRUE(back->points.front().latencyHistogram.edges.empty());
    EXPECT_TRUE(back->points.front().latencyHistogram.counts.empty());
}

TEST(HistogramJson, MalformedHistogramIsRefusedWithItsPath) {
    Json json = Json::parse(toJson(runWithHistogram()));
    json["points"][0]["latency_histogram"]["edges"] = Json::array({1.0, 2.0});
    std::string text = json.dump();
    Expected<RunResult> back = fromJson(text);
    ASSERT_FALSE(back.ok());
    EXPECT_TRUE(contains(back.error().message, "points[0].latency_histogram.edges"));

    json = Json::parse(toJson(runWithHistogram()));
    json["points"][0]["latency_histogram"]["counts"][0] = -1;
    back = fromJson(json.dump());
    ASSERT_FALSE(back.ok());
    EXPECT_TRUE(contains(back.error().message, "points[0].latency_histogram.counts[0]"));

    json = Json::parse(toJson(runWithHistogram()));
    json["points"][0]["latency_histogram"]["edges"][1] = 0.5;
    back = fromJson(json.dump());
    ASSERT_FALSE(back.ok());
    EXPECT_TRUE(contains(back.error().message, "points[0].latency_histogram.edges[1]"));
}

}  // namespace
}  // namespace ipclab
