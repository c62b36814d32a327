#include "ipclab/system_info.hpp"

#include <chrono>
#include <cstdio>
#include <regex>
#include <string>

#include <gtest/gtest.h>

namespace ipclab {
namespace {

const std::regex kIsoUtc(R"(^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$)");

// Today's date as the standard library's calendar computes it: "YYYY-MM-DD".
std::string todayFromTheStandardLibrary() {
    const auto today = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
    const std::chrono::year_month_day date{today};
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(date.year()),
                  static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()));
    return text;
}

TEST(UtcTimestampNow, IsIso8601Utc) {
    const std::string now = utcTimestampNow();
    EXPECT_TRUE(std::regex_match(now, kIsoUtc)) << now;
}

TEST(UtcTimestampNow, DateAgreesWithTheStandardCalendar) {
    // Retried once in case the two reads straddle midnight.
    for (int attempt = 0; attempt < 2; ++attempt) {
        const std::string expected = todayFromTheStandardLibrary();
        const std::string date = utcTimestampNow().substr(0, 10);
        if (date == expected || attempt == 1) {
            EXPECT_EQ(date, expected);
            return;
        }
    }
}

TEST(AppVersion, IsSemanticVersionLike) {
    const std::string version = appVersion();
    EXPECT_TRUE(std::regex_match(version, std::regex(R"(^\d+\.\d+\.\d+.*$)"))) << version;
}

TEST(CurrentSystemInfo, DescribesTheBuildAndTheMachine) {
    const SystemInfo info = currentSystemInfo();
    EXPECT_EQ(info.appVersion, appVersion());
    EXPECT_FALSE(info.compiler.empty());
    EXPECT_FALSE(info.buildType.empty());
    EXPECT_GE(info.logicalCores, 1);
    EXPECT_FALSE(info.osName.empty());
    EXPECT_TRUE(std::regex_match(info.date, kIsoUtc)) << info.date;
}

}  // namespace
}  // namespace ipclab
