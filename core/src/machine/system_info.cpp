#include "ipclab/system_info.hpp"

#include <chrono>
#include <cstdint>
#include <cstdio>

#include "ipclab/platform/system.hpp"

// core/CMakeLists.txt defines these for this file; the fallbacks keep other builds honest.
#ifndef IPCLAB_VERSION
#define IPCLAB_VERSION "0.0.0-unknown"
#endif
#ifndef IPCLAB_COMPILER
#define IPCLAB_COMPILER "unknown compiler"
#endif
#ifndef IPCLAB_BUILD_TYPE
#define IPCLAB_BUILD_TYPE "unspecified"
#endif

namespace ipclab {

namespace {

struct CivilDate {
    std::int64_t year;
    unsigned month;  // 1..12
    unsigned day;    // 1..31
};

// Days since 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's civil_from_days).
// We compute it ourselves because gmtime_r is POSIX only and std::format is not in GCC 12.
CivilDate civilFromDays(std::int64_t days) {
    days += 719468;  // Shift the epoch to 0000-03-01, so that leap days end a year.
    const std::int64_t era = (days >= 0 ? days : days - 146096) / 146097;
    const auto dayOfEra = static_cast<std::uint64_t>(days - era * 146097);  // [0, 146096]
    const std::uint64_t yearOfEra =
        (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;  // [0, 399]
    const std::uint64_t dayOfYear =
        dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);  // [0, 365]
    const std::uint64_t monthFromMarch = (5 * dayOfYear + 2) / 153;      // [0, 11]
    const auto day = static_cast<unsigned>(dayOfYear - (153 * monthFromMarch + 2) / 5 + 1);
    const auto month =
        static_cast<unsigned>(monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9);
    const std::int64_t year =
        static_cast<std::int64_t>(yearOfEra) + era * 400 + (month <= 2 ? 1 : 0);
    return {year, month, day};
}

}  // namespace

std::string utcTimestampNow() {
    // system_clock counts Unix time (UTC, leap seconds not counted) on every OS we support
    // (guaranteed since C++20).
    const auto now = std::chrono::system_clock::now();
    const auto seconds = std::chrono::floor<std::chrono::seconds>(now.time_since_epoch()).count();
    std::int64_t days = seconds / 86400;
    std::int64_t secondOfDay = seconds % 86400;
    if (secondOfDay < 0) {
        secondOfDay += 86400;
        days -= 1;
    }
    const CivilDate date = civilFromDays(days);
    char text[40];
    std::snprintf(text, sizeof text, "%04lld-%02u-%02uT%02d:%02d:%02dZ",
                  static_cast<long long>(date.year), date.month, date.day,
                  static_cast<int>(secondOfDay / 3600), static_cast<int>(secondOfDay % 3600 / 60),
                  static_cast<int>(secondOfDay % 60));
    return text;
}

const char* appVersion() noexcept {
    return IPCLAB_VERSION;
}

SystemInfo currentSystemInfo() {
    const platform::SystemDescription description = platform::describeSystem();
    SystemInfo info;
    info.osName = description.osName;
    info.osVersion = description.osVersion;
    info.kernel = description.kernel;
    info.cpuModel = description.cpuModel;
    info.logicalCores = description.logicalCores;
    info.architecture = description.architecture;
    info.virtualized = description.virtualized;
    info.idleDriver = description.idleDriver;
    info.hostName = description.hostName;
    info.compiler = IPCLAB_COMPILER;
    info.buildType = IPCLAB_BUILD_TYPE;
    info.appVersion = appVersion();
    info.date = utcTimestampNow();
    return info;
}

}  // namespace ipclab
