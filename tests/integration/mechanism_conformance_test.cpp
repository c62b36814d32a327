// One conformance suite over every mechanism in the registry and both patterns: every message
// arrives intact and in order at every size from 4 B to 512 KiB, and nothing is left behind.
#include <gtest/gtest.h>

#include <cstdlib>

#include "child_processes.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "test_support.hpp"

namespace ipclab {
namespace {

struct ConformanceCase {
    std::string mechanism;
    Pattern pattern;
};

// Readable names in test listings (GoogleTest would otherwise print the bytes).
void PrintTo(const ConformanceCase& value, std::ostream* out) {
    *out << value.mechanism << " " << toString(value.pattern);
}

std::vector<ConformanceCase> conformanceCases() {
    std::vector<ConformanceCase> cases;
    for (const auto* info : MechanismRegistry::builtin().infos()) {
        for (const auto pattern : info->patterns) {
            // The lock pattern moves no messages: lock_pattern_test.cpp covers it.
            if (pattern != Pattern::Lock) {
                cases.push_back({info->id, pattern});
            }
        }
    }
    return cases;
}

class MechanismConformance : public ::testing::TestWithParam<ConformanceCase> {};

TEST_P(MechanismConformance, EveryMessageArrivesIntactAndInOrderAtEverySize) {
    const auto& [mechanism, pattern] = GetParam();
    const auto* info = MechanismRegistry::builtin().find(mechanism);
    if (!info->info().available) {
        GTEST_SKIP() << mechanism << " is not available here: " << info->info().unavailableReason;
    }
    // Odd sizes catch code that only works in whole words or pages; each mechanism goes up to
    // its own limit, and is also tried at the limit itself (UDP: 65,507 B).
    // Under a sanitizer (10x slower, spinning included) three sizes keep CI short and still
    // cover the smallest message, an odd one across pages and the largest.
    const bool quick = std::getenv("IPCLAB_QUICK_TESTS") != nullptr;
    const auto candidates =
        quick ? std::vector<std::size_t>{4, 4096 + 7, 512 * 1024}
              : std::vector<std::size_t>{4, 5, 64, 1000, 4096, 65536 + 7, 512 * 1024};
    std::vector<std::size_t> sizes;
    for (const std::size_t size : candidates) {
        if (size <= info->info().maxBytes) {
            sizes.push_back(size);
        }
    }
    if (info->info().maxBytes < 512 * 1024) {
        sizes.push_back(info->info().maxBytes);
    }
    auto experiment = test::smallExperiment({mechanism}, pattern, sizes);
    if (quick) {
        experiment.iterations = 10;
        experiment.warmup = 2;
    }
    Runner runner(test::testRunnerOptions());
    test::RecordingObserver observer;

    std::string error;
    const RunResult result = runner.run(experiment, observer, &error);

    ASSERT_TRUE(error.empty()) << error;
    ASSERT_EQ(result.points.size(), sizes.size());
    for (std::size_t i = 0; i < sizes.size(); ++i) {
        const PointResult& point = result.points[i];
        SCOPED_TRACE(mechanism + " at " + std::to_string(sizes[i]) + " B");
        EXPECT_TRUE(point.ok) << point.error.english();
        EXPECT_EQ(point.sizeBytes, sizes[i]);
        EXPECT_EQ(point.mechanism, mechanism);
        ASSERT_EQ(point.repetitions.size(), 2u);
        const bool lossy = info->info().lossy;
        if (pattern == Pattern::PingPong || pattern == Pattern::Paced) {
            // Over a lossy mechanism a lost round trip gives no sample (and is counted).
            if (lossy) {
                EXPECT_LE(point.latencyNs.count, 2 * experiment.iterations);
                EXPECT_GT(point.latencyNs.count, 0u);
            } else {
                EXPECT_EQ(point.latencyNs.count, 2 * experiment.iterations);
                EXPECT_EQ(point.repetitions[0].latencyNs.count, experiment.iterations);
                EXPECT_EQ(point.lostMessages, 0u);
            }
            EXPECT_GT(point.latencyNs.min, 0.0);
            EXPECT_LE(point.latencyNs.min, point.latencyNs.median);
            EXPECT_LE(point.latencyNs.median, point.latencyNs.max);
        } else if (pattern == Pattern::Stream) {
            EXPECT_GT(point.throughput.bytesPerSecond, 0.0);
            // Every chunk that arrived counted: bytes/s and messages/s describe the same chunks.
            EXPECT_NEAR(
                point.repetitions[0].bytesPerSecond / point.repetitions[0].messagesPerSecond,
                static_cast<double>(sizes[i]), 1e-6 * static_cast<double>(sizes[i]));
            if (!lossy) {
                EXPECT_EQ(point.lostMessages, 0u);
            }
        } else {  // one-sided: time per send, nothing received
            EXPECT_GT(point.repetitions[0].nsPerOperation, 0.0);
            EXPECT_EQ(point.latencyNs.count, 2u);  // one figure per repetition
        }
    }
    EXPECT_TRUE(result.allOk());
    EXPECT_EQ(observer.finished.size(), sizes.size());
    if (const int children = countChildProcesses(); children >= 0) {
        EXPECT_EQ(children, 0) << "a peer process was left behind";
    }
}

INSTANTIATE_TEST_SUITE_P(AllMechanisms, MechanismConformance,
                         ::testing::ValuesIn(conformanceCases()),
                         [](const ::testing::TestParamInfo<ConformanceCase>& info) {
                             std::string name = info.param.mechanism + "_" +
                                                std::string(toString(info.param.pattern));
                             for (char& c : name) {
                                 if (!std::isalnum(static_cast<unsigned char>(c))) {
                                     c = '_';
                                 }
                             }
                             return name;
                         });

// A reason is shown only for what cannot run: an available mechanism with a "reason" would
// read as a warning in the GUI and in `ipclab-cli list`.
TEST(MechanismInfo, HasAnUnavailableReasonExactlyWhenUnavailable) {
    for (const auto* info : MechanismRegistry::builtin().infos()) {
        SCOPED_TRACE(info->id);
        EXPECT_EQ(info->unavailableReason.empty(), info->available) << info->unavailableReason;
    }
}

}  // namespace
}  // namespace ipclab
