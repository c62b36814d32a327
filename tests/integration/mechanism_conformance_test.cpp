// One conformance suite over every mechanism in the registry and both patterns: every message
// arrives intact and in order at every size from 4 B to 512 KiB, and nothing is left behind.
#include <gtest/gtest.h>

#include "child_processes.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "test_support.hpp"

namespace ipclab {
namespace {

struct Case {
    std::string mechanism;
    Pattern pattern;
};

std::vector<Case> allCases() {
    std::vector<Case> cases;
    for (const auto* info : MechanismRegistry::builtin().infos()) {
        for (const auto pattern : info->patterns) {
            cases.push_back({info->id, pattern});
        }
    }
    return cases;
}

class MechanismConformance : public ::testing::TestWithParam<Case> {};

TEST_P(MechanismConformance, EveryMessageArrivesIntactAndInOrderAtEverySize) {
    const auto& [mechanism, pattern] = GetParam();
    const auto* info = MechanismRegistry::builtin().find(mechanism);
    if (!info->info().available) {
        GTEST_SKIP() << mechanism << " is not available here: " << info->info().unavailableReason;
    }
    // Odd sizes catch code that only works in whole words or pages.
    const std::vector<std::size_t> sizes = {4, 5, 64, 1000, 4096, 65536 + 7, 512 * 1024};
    auto experiment = test::smallExperiment({mechanism}, pattern, sizes);
    Runner runner(test::testRunnerOptions());
    test::RecordingObserver observer;

    std::string error;
    const RunResult result = runner.run(experiment, observer, &error);

    ASSERT_TRUE(error.empty()) << error;
    ASSERT_EQ(result.points.size(), sizes.size());
    for (std::size_t i = 0; i < sizes.size(); ++i) {
        const PointResult& point = result.points[i];
        SCOPED_TRACE(mechanism + " at " + std::to_string(sizes[i]) + " B");
        EXPECT_TRUE(point.ok) << point.error;
        EXPECT_EQ(point.sizeBytes, sizes[i]);
        EXPECT_EQ(point.mechanism, mechanism);
        ASSERT_EQ(point.repetitions.size(), 2u);
        if (pattern == Pattern::PingPong) {
            EXPECT_EQ(point.latencyNs.count, 2 * experiment.iterations);
            EXPECT_EQ(point.repetitions[0].latencyNs.count, experiment.iterations);
            EXPECT_GT(point.latencyNs.min, 0.0);
            EXPECT_LE(point.latencyNs.min, point.latencyNs.median);
            EXPECT_LE(point.latencyNs.median, point.latencyNs.max);
        } else {
            EXPECT_GT(point.throughput.bytesPerSecond, 0.0);
            // Every chunk counted: bytes/s and messages/s describe the same chunks.
            EXPECT_NEAR(point.repetitions[0].bytesPerSecond /
                            point.repetitions[0].messagesPerSecond,
                        static_cast<double>(sizes[i]), 1e-6 * static_cast<double>(sizes[i]));
        }
    }
    EXPECT_TRUE(result.allOk());
    EXPECT_EQ(observer.finished.size(), sizes.size());
    if (const int children = countChildProcesses(); children >= 0) {
        EXPECT_EQ(children, 0) << "a peer process was left behind";
    }
}

INSTANTIATE_TEST_SUITE_P(AllMechanisms, MechanismConformance, ::testing::ValuesIn(allCases()),
                         [](const ::testing::TestParamInfo<Case>& info) {
                             std::string name = info.param.mechanism + "_" +
                                                std::string(toString(info.param.pattern));
                             for (char& c : name) {
                                 if (!std::isalnum(static_cast<unsigned char>(c))) {
                                     c = '_';
                                 }
                             }
                             return name;
                         });

}  // namespace
}  // namespace ipclab
