#include "ipclab/clock_calibration.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <limits>

#include <nlohmann/json.hpp>

#include "ipclab/platform/clock.hpp"

namespace ipclab {

namespace {

/// Report 004's timer calibration (Bhat and Lee, section II.C), shown beside ours: its method
/// differs ("heuristically removing outliers", then "aggregates such as min and average"), and
/// so may its figures.
struct PublishedClock {
    const char* clock;
    double overheadNs;
    double resolutionNs;
};
constexpr PublishedClock kReport004Clocks[] = {{"clock_gettime(CLOCK_MONOTONIC)", 65, 3},
                                               {"rdtsc", 7, 1}};
constexpr const char* kReport004Hardware = "Intel Core i5-4570, RHEL 6.7";
constexpr const char* kReport004Method =
    "report 004's method: 100,000 back-to-back timing calls, outliers removed heuristically, "
    "min and average 'comparable', +/-2 ns; resolution = the fewest i++ that always showed. "
    "Ours: the mean of back-to-back reads, nothing removed; resolution = the smallest step "
    "seen between two reads.";

// Reads the clock `samples` times back to back; the total over the count is the cost of a read.
// The values are summed into a volatile so that no compiler may drop the reads; unsigned,
// because TSC values summed overflow (which is undefined for signed integers, and UBSan says so).
double measureOverheadNs(const platform::ClockSource& clock, std::size_t samples) {
    std::uint64_t sink = 0;
    const std::int64_t start = platform::nowNs();
    for (std::size_t i = 0; i < samples; ++i) {
        sink += static_cast<std::uint64_t>(clock.readTicks());
    }
    const std::int64_t end = platform::nowNs();
    volatile std::uint64_t keep = sink;
    static_cast<void>(keep);
    return static_cast<double>(end - start) / static_cast<double>(samples);
}

// Smallest nonzero step between consecutive reads, in ticks. Steps that go backwards (a TSC
// read on another core, say) are not steps of the clock and are skipped.
std::int64_t smallestStepTicks(const platform::ClockSource& clock, std::size_t samples) {
    std::int64_t smallest = std::numeric_limits<std::int64_t>::max();
    std::int64_t previous = clock.readTicks();
    for (std::size_t i = 0; i < samples; ++i) {
        const std::int64_t current = clock.readTicks();
        const std::int64_t step = current - previous;
        if (step > 0 && step < smallest) {
            smallest = step;
        }
        previous = current;
    }
    if (smallest != std::numeric_limits<std::int64_t>::max()) {
        return smallest;
    }
    // A coarse clock may not tick during the samples: wait for its next tick, for at most a
    // second of nowNs() time.
    const std::int64_t deadline = platform::nowNs() + 1'000'000'000;
    const std::int64_t first = clock.readTicks();
    while (platform::nowNs() < deadline) {
        const std::int64_t current = clock.readTicks();
        if (current > first) {
            return current - first;
        }
    }
    return 0;
}

std::string fixed(double value, int decimals) {
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

}  // namespace

std::vector<ClockCalibration> calibrateClocks(std::size_t samples) {
    samples = std::max<std::size_t>(samples, 1);
    std::vector<ClockCalibration> calibrations;
    for (const platform::ClockSource& clock : platform::availableClocks()) {
        if (clock.readTicks == nullptr) {
            continue;
        }
        ClockCalibration calibration;
        calibration.name = clock.name;
        calibration.description = clock.description;
        calibration.samples = samples;
        // A first untimed pass pulls the code and the clock's page (vDSO) into the caches.
        measureOverheadNs(clock, std::min<std::size_t>(samples, 1000));
        calibration.overheadNs = measureOverheadNs(clock, samples);
        calibration.resolutionNs =
            static_cast<double>(smallestStepTicks(clock, samples)) * clock.nsPerTick;
        calibrations.push_back(std::move(calibration));
    }
    return calibrations;
}

std::string formatCalibrationTable(const std::vector<ClockCalibration>& calibrations) {
    std::size_t nameWidth = 5;  // "clock"
    for (const ClockCalibration& c : calibrations) {
        nameWidth = std::max(nameWidth, c.name.size());
    }
    const auto pad = [](std::string text, std::size_t width) {
        if (text.size() < width) {
            text.append(width - text.size(), ' ');
        }
        return text;
    };
    const auto padLeft = [](std::string text, std::size_t width) {
        if (text.size() < width) {
            text.insert(0, width - text.size(), ' ');
        }
        return text;
    };
    std::string out = pad("clock", nameWidth) + "  " + padLeft("overhead (ns)", 13) + "  " +
                      padLeft("resolution (ns)", 15) + "  description\n";
    for (const ClockCalibration& c : calibrations) {
        out += pad(c.name, nameWidth) + "  " + padLeft(fixed(c.overheadNs, 1), 13) + "  " +
               padLeft(c.resolutionNs > 0 ? fixed(c.resolutionNs, 1) : "unknown", 15) + "  " +
               c.description + "\n";
    }
    out += "\nReport 004 (" + std::string(kReport004Hardware) + "), as published:\n";
    for (const PublishedClock& c : kReport004Clocks) {
        out += "  " + pad(c.clock, 31) + "  ~" + fixed(c.overheadNs, 0) + " ns overhead, ~" +
               fixed(c.resolutionNs, 0) + " ns resolution\n";
    }
    out += "  (" + std::string(kReport004Method) + ")\n";
    return out;
}

std::string calibrationToJson(const std::vector<ClockCalibration>& calibrations,
                              const HardwareFloor& floor, int indent) {
    nlohmann::ordered_json clocks = nlohmann::ordered_json::array();
    for (const ClockCalibration& c : calibrations) {
        clocks.push_back({{"name", c.name},
                          {"description", c.description},
                          {"overhead_ns", c.overheadNs},
                          {"resolution_ns", c.resolutionNs},
                          {"samples", c.samples}});
    }
    nlohmann::ordered_json published = nlohmann::ordered_json::array();
    for (const PublishedClock& c : kReport004Clocks) {
        published.push_back({{"report", "004"},
                             {"hardware", kReport004Hardware},
                             {"clock", c.clock},
                             {"overhead_ns", c.overheadNs},
                             {"resolution_ns", c.resolutionNs}});
    }
    nlohmann::ordered_json json{{"clocks", std::move(clocks)}, {"published", std::move(published)}};
    if (floor.measured() || !floor.unavailable.empty()) {
        json["hardware_floor"] = nlohmann::ordered_json::parse(hardwareFloorToJson(floor));
    }
    return json.dump(indent, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

}  // namespace ipclab
