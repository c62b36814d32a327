// Result files from anywhere: a hostile or broken file must be refused with a message naming
// what is wrong, never crash, never take gigabytes or minutes. Each case here once did (issue
// 12): a 200,000-deep array overflowed the parser's stack, a 100 kB mechanism name cost
// gigabytes, nonsense values were accepted. Also run under ASan + UBSan (label unit).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <string>

#include "common/bounded_json.hpp"
#include "ipclab/report.hpp"
#include "text_assertions.hpp"

namespace ipclab {
namespace {

using Json = nlohmann::json;
using test::contains;

RunResult smallRun() {
    RunResult run;
    run.machine.logicalCores = 2;
    run.experiment.mechanisms = {"pipe"};
    run.experiment.sizesBytes = {64};
    PointResult point;
    point.mechanism = "pipe";
    point.sizeBytes = 64;
    point.ok = true;
    RepetitionResult repetition;
    repetition.latencyNs.count = 1;
    repetition.latencyNs.median = 1000;
    point.repetitions = {repetition};
    point.latencyNs.median = 1000;
    run.points = {point};
    return run;
}

std::string refusal(const std::string& text) {
    const Expected<RunResult> result = fromJson(text);
    EXPECT_FALSE(result.ok());
    return result.ok() ? std::string() : result.error().message;
}

template <class Edit>
std::string refusalAfter(Edit edit) {
    Json json = Json::parse(toJson(smallRun()));
    edit(json);
    return refusal(json.dump());
}

TEST(HostileJson, TheSmallRunReadsBack) {
    const auto back = fromJson(toJson(smallRun()));
    ASSERT_TRUE(back.ok()) << back.error().message;
}

TEST(HostileJson, DeepNestingIsRefusedBeforeParsing) {
    const std::string deepArray = std::string(200'000, '[') + std::string(200'000, ']');
    EXPECT_TRUE(contains(refusal(deepArray), "nested deeper than"));
    std::string deepObject;
    for (int i = 0; i < 100'000; ++i) {
        deepObject += "{\"a\":";
    }
    deepObject += "1" + std::string(100'000, '}');
    EXPECT_TRUE(contains(refusal(deepObject), "nested deeper than"));
    // Unbalanced: only opening brackets.
    EXPECT_TRUE(contains(refusal(std::string(400'000, '[')), "nested deeper than"));
}

TEST(HostileJson, HugeStringsAreRefusedBeforeParsing) {
    const std::string message = refusalAfter(
        [](Json& json) { json["points"][0]["mechanism"] = std::string(100'000, 'x'); });
    EXPECT_TRUE(contains(message, "bytes long")) << message;
    // Escapes do not hide a string's length.
    const std::string escaped =
        refusalAfter([](Json& json) { json["machine"]["host_name"] = std::string(70'000, '"'); });
    EXPECT_TRUE(contains(escaped, "bytes long")) << escaped;
}

TEST(HostileJson, HugeArraysAreRefusedBeforeParsing) {
    std::string text = "{\"points\":[";
    for (int i = 0; i < 1'000'001; ++i) {
        text += i == 0 ? "0" : ",0";
    }
    text += "]}";
    EXPECT_TRUE(contains(refusal(text), "elements"));
}

TEST(HostileJson, LongButLegalIdsAndManySeriesAreBounded) {
    const std::string longId =
        refusalAfter([](Json& json) { json["points"][0]["mechanism"] = std::string(1000, 'm'); });
    EXPECT_TRUE(contains(longId, "points[0].mechanism")) << longId;
    const std::string series = refusalAfter([](Json& json) {
        const Json point = json["points"][0];
        for (int i = 0; i < 3000; ++i) {
            Json copy = point;
            copy["mechanism"] = "m" + std::to_string(i);
            json["points"].push_back(copy);
        }
    });
    EXPECT_TRUE(contains(series, "different mechanisms")) << series;
}

TEST(HostileJson, NonsenseValuesAreRefusedNamingTheField) {
    EXPECT_TRUE(contains(refusalAfter([](Json& json) { json["points"][0]["size"] = 0; }),
                         "points[0].size"));
    EXPECT_TRUE(contains(refusalAfter([](Json& json) { json["experiment"]["sizes"][0] = 0; }),
                         "experiment.sizes[0]"));
    EXPECT_TRUE(contains(refusalAfter([](Json& json) {
                             json["points"][0]["latency_ns"]["samples"]["median"] = -5.0;
                         }),
                         "points[0].latency_ns.samples.median"));
    EXPECT_TRUE(contains(refusalAfter([](Json& json) { json["machine"]["logical_cores"] = -1; }),
                         "machine.logical_cores"));
    EXPECT_TRUE(contains(refusalAfter([](Json& json) { json["experiment"]["repetitions"] = 0; }),
                         "experiment.repetitions"));
    EXPECT_TRUE(contains(
        refusalAfter([](Json& json) { json["points"][0]["repetitions"][0]["elapsed_ns"] = -1.0; }),
        "points[0].repetitions[0]"));
}

// A fuzz loop with a fixed seed: random bytes, and a valid file with random bytes changed,
// truncated or repeated. Nothing may crash (ASan/UBSan watch this in CI); every answer is a
// result or an error.
TEST(HostileJson, RandomMutationsNeverCrash) {
    const std::string valid = toJson(smallRun());
    std::mt19937 random(12);
    const std::string alphabet = "[]{}\",:0123456789.eE-+tfnul \\x";
    for (int round = 0; round < 3000; ++round) {
        std::string text = valid;
        const int edits = 1 + static_cast<int>(random() % 8);
        for (int e = 0; e < edits && !text.empty(); ++e) {
            const std::size_t at = random() % text.size();
            switch (random() % 4) {
                case 0:
                    text[at] = alphabet[random() % alphabet.size()];
                    break;
                case 1:
                    text.erase(at, 1 + random() % 16);
                    break;
                case 2:
                    text.insert(at, std::string(1 + random() % 64, alphabet[random() % 8]));
                    break;
                default:
                    text.resize(at);
                    break;
            }
        }
        const Expected<RunResult> result = fromJson(text);
        if (!result.ok()) {
            EXPECT_FALSE(result.error().message.empty());
        }
    }
}

TEST(HostileJson, BoundsAreCheckedWhileParsingAndCountOnlyValues) {
    EXPECT_TRUE(detail::parseBoundedJson(R"({"a":"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["})"));
    detail::JsonLimits tight;
    tight.maxDepth = 2;
    EXPECT_FALSE(detail::parseBoundedJsonAs<Json>("[[[1]]]", tight));
    EXPECT_TRUE(detail::parseBoundedJsonAs<Json>("[[1],[2]]", tight));
    tight.maxArrayElements = 2;
    EXPECT_FALSE(detail::parseBoundedJsonAs<Json>("[1,2,3]", tight));
    EXPECT_TRUE(detail::parseBoundedJsonAs<Json>("[1,\"a,b,c\"]", tight));
    tight.maxObjectMembers = 2;
    const auto members = detail::parseBoundedJsonAs<Json>(R"({"x":{"a":1,"b":2,"c":3}})", tight);
    ASSERT_FALSE(members);
    EXPECT_EQ(members.error().message, "x: an object with more than 2 members");
    tight.maxValues = 3;
    EXPECT_FALSE(detail::parseBoundedJsonAs<Json>("[[0],[0]]", tight));
}

// Issue 22: 1e999 went through nlohmann's out_of_range exception, which nothing caught (the
// GUI aborted at every start with such a file in its history).
TEST(HostileJson, NumbersOutOfRangeNameTheirField) {
    std::string text = toJson(smallRun());
    const std::string median = "\"median\": 1000";
    ASSERT_NE(text.find(median), std::string::npos);
    text.replace(text.find(median), median.size(), "\"median\": 1e999");
    const std::string message = refusal(text);
    EXPECT_TRUE(contains(message, "points[0].")) << message;
    EXPECT_TRUE(contains(message, "median: the number 1e999 is out of range")) << message;
    EXPECT_FALSE(contains(message, "json.exception")) << message;
    const auto element = detail::parseBoundedJsonAs<Json>(R"({"a":[1,-1e400]})", {});
    ASSERT_FALSE(element);
    EXPECT_EQ(element.error().message,
              "a[1]: the number -1e400 is out of range (at most 1.79769e+308 in magnitude)");
    detail::JsonLimits tight;
    tight.maxNumberMagnitude = 1e18;
    EXPECT_FALSE(detail::parseBoundedJsonAs<Json>(R"({"a":1e300})", tight));
    EXPECT_TRUE(detail::parseBoundedJsonAs<Json>(R"({"a":18446744073709551615})", {}));
}

// Issue 22: 10 MB of one object's members took 86 s (ordered objects insert in linear time).
TEST(HostileJson, ObjectsWithManyMembersAreRefusedEarly) {
    std::string text = "{\"machine\":{";
    for (int i = 0; i < 300'000; ++i) {
        text += (i == 0 ? "\"k" : ",\"k") + std::to_string(i) + "\":0";
    }
    text += "}}";
    const std::string message = refusal(text);
    EXPECT_TRUE(contains(message, "machine: an object with more than 256 members")) << message;
}

// Issue 22, item 1: a preset's results whose step nests 80,000 deep crashed `chart` (its step
// was serialised whole, recursively, before any bound applied).
TEST(HostileJson, DeepPresetResultsAreRefusedBeforeAnyWalk) {
    const std::string text = R"({"steps":[{"result":{"a":)" + std::string(80'000, '[') +
                             std::string(80'000, ']') + "}}]}";
    const Expected<RunResult> result = fromResultsJson(text, 0);
    ASSERT_FALSE(result);
    EXPECT_TRUE(contains(result.error().message, "nested deeper than 32 levels"))
        << result.error().message;
    EXPECT_TRUE(contains(result.error().message, "steps[0].result.a")) << result.error().message;
}

// Issue 22, item 5: /dev/zero ran until memory was gone; a FIFO blocked; a huge file was read
// whole before anything looked at it.
TEST(HostileJson, FilesAreRefusedByKindAndSizeBeforeReading) {
    const auto zero = readResultFile("/dev/zero");
    if (std::filesystem::exists("/dev/zero")) {
        ASSERT_FALSE(zero);
        EXPECT_TRUE(contains(zero.error().message, "not a regular file")) << zero.error().message;
    }
    const std::filesystem::path huge = std::filesystem::temp_directory_path() /
                                       ("ipclab-huge-" + std::to_string(std::random_device{}()));
    { std::ofstream file(huge); }
    std::filesystem::resize_file(huge, (64u << 20) + 1);  // sparse: nothing is written
    const auto refused = readResultFile(huge.string());
    std::filesystem::remove(huge);
    ASSERT_FALSE(refused);
    EXPECT_TRUE(contains(refused.error().message, "more than the 67108864"))
        << refused.error().message;
    EXPECT_FALSE(readResultFile(std::filesystem::temp_directory_path().string()));
}

}  // namespace
}  // namespace ipclab
