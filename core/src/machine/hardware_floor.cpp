#include "ipclab/hardware_floor.hpp"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <optional>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "ipclab/platform/clock.hpp"
#include "ipclab/platform/cpu.hpp"
#include "ipclab/statistics.hpp"

namespace ipclab {

namespace {

constexpr std::size_t kLine = 64;
// A spinning round trip costs well under 10 us on any machine; a round whose hand-offs take
// longer on average was preempted (a busy machine), and its figure would be the scheduler's.
constexpr std::int64_t kRoundBudgetPerTripNs = 50'000;

struct alignas(kLine) Turn {
    std::atomic<std::uint64_t> value{0};
};
struct alignas(kLine) PayloadLine {
    unsigned char bytes[kLine] = {};
};
struct alignas(kLine) StopFlag {
    std::atomic<bool> raised{false};
};

// The shared lines: the turn, one payload per direction, and the give-up flag, each its own.
struct FloorLines {
    Turn turn;
    PayloadLine toResponder;
    PayloadLine toInitiator;
    StopFlag stop;
};

void writePayload(PayloadLine& line, std::uint64_t stamp) {
    for (std::size_t i = 0; i < kLine; i += sizeof stamp) {
        std::memcpy(line.bytes + i, &stamp, sizeof stamp);
    }
}

// Reads all 64 bytes, so the line really moves; the sum keeps the compiler from dropping it.
std::uint64_t readPayload(const PayloadLine& line) {
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < kLine; i += sizeof sum) {
        std::uint64_t word = 0;
        std::memcpy(&word, line.bytes + i, sizeof word);
        sum += word;
    }
    return sum;
}

// Spins until the turn reaches `expected`; false when told to stop. The stop flag is read only
// every 1024 spins, on a line of its own, so a prompt hand-off never touches it.
bool awaitTurn(FloorLines& lines, std::uint64_t expected) {
    for (std::uint32_t spins = 1;; ++spins) {
        if (lines.turn.value.load(std::memory_order_acquire) == expected) {
            return true;
        }
        if (spins % 1024 == 0 && lines.stop.raised.load(std::memory_order_relaxed)) {
            return false;
        }
    }
}

struct RoundPlan {
    int warmupTrips = 0;  ///< Untimed, first: both CPUs awake and the lines in play.
    int trips = 0;        ///< Timed, a whole number of batches.
    bool payload = false;
};

void respond(FloorLines& lines, const RoundPlan& plan, std::uint64_t& sink) {
    for (int i = 0; i < plan.warmupTrips + plan.trips; ++i) {
        const auto odd = static_cast<std::uint64_t>(2 * i + 1);
        if (!awaitTurn(lines, odd)) {
            return;
        }
        if (plan.payload) {
            sink += readPayload(lines.toResponder);
            writePayload(lines.toInitiator, odd);
        }
        lines.turn.value.store(odd + 1, std::memory_order_release);
    }
}

// Round trips timed together: one clock read costs about as much as a cache line's trip (and
// some clocks tick in 5 ns or coarser steps), so timing each trip alone would measure the
// clock. A batch's one-way figure is its time over twice its trips.
constexpr int kTripsPerBatch = 16;

// One round trip: false when the round ran over `deadline` (the give-up flag is then raised).
bool roundTrip(FloorLines& lines, const RoundPlan& plan, std::uint64_t odd, std::int64_t deadline,
               std::uint64_t& sink) {
    if (plan.payload) {
        writePayload(lines.toResponder, odd);
    }
    lines.turn.value.store(odd, std::memory_order_release);
    for (std::uint32_t spins = 1; lines.turn.value.load(std::memory_order_acquire) != odd + 1;
         ++spins) {
        // The clock is read every 1024 spins only: a prompt answer never pays for it.
        if (spins % 1024 == 0 && platform::nowNs() > deadline) {
            lines.stop.raised.store(true, std::memory_order_relaxed);
            return false;
        }
    }
    if (plan.payload) {
        sink += readPayload(lines.toInitiator);
    }
    return true;
}

// One round: returns the median one-way ns over its batches, or a negative value when the
// round ran over its budget (the partner was preempted) and was abandoned.
double initiate(FloorLines& lines, const RoundPlan& plan, std::uint64_t& sink) {
    const int batches = plan.trips / kTripsPerBatch;  // a whole number: measureHardwareFloor
    std::vector<double> oneWayNs;
    oneWayNs.reserve(static_cast<std::size_t>(batches));
    const std::int64_t deadline =
        platform::nowNs() + kRoundBudgetPerTripNs * (plan.warmupTrips + batches * kTripsPerBatch);
    std::uint64_t odd = 1;
    // The first trips wake the partner's CPU (a virtual CPU may have been descheduled while
    // idle) and settle the lines' ownership: they are not timed.
    for (int trip = 0; trip < plan.warmupTrips; ++trip, odd += 2) {
        if (!roundTrip(lines, plan, odd, deadline, sink)) {
            return -1;
        }
    }
    for (int batch = 0; batch < batches; ++batch) {
        const std::int64_t start = platform::nowNs();
        for (int trip = 0; trip < kTripsPerBatch; ++trip, odd += 2) {
            if (!roundTrip(lines, plan, odd, deadline, sink)) {
                return -1;
            }
        }
        oneWayNs.push_back(static_cast<double>(platform::nowNs() - start) / (2.0 * kTripsPerBatch));
    }
    return summarize(oneWayNs).median;
}

// One round on two pinned threads; the responder is a new thread each round, like a new peer.
double measureRound(int cpuA, int cpuB, const RoundPlan& plan, std::string& why) {
    FloorLines lines;
    std::uint64_t sinks[2] = {};
    std::thread responder([&] {
        if (platform::pinCurrentThread(cpuB)) {
            respond(lines, plan, sinks[1]);
        } else {
            lines.stop.raised.store(true);
        }
    });
    double median = -1;
    if (const platform::Status pinned = platform::pinCurrentThread(cpuA); !pinned) {
        why = "cannot pin threads: " + pinned.error().message;
        lines.stop.raised.store(true);
    } else {
        median = initiate(lines, plan, sinks[0]);
        if (median < 0) {
            why = "the machine was too busy: a spinning partner was preempted";
        }
    }
    responder.join();
    static_cast<void>(platform::unpinCurrentThread());
    volatile std::uint64_t keep = sinks[0] + sinks[1];
    static_cast<void>(keep);
    return median;
}

FloorFigure figureOf(const std::vector<double>& roundMedians) {
    const MedianInterval interval = medianInterval(roundMedians);
    return FloorFigure{interval.median, interval.low, interval.high};
}

std::string formatFigure(const FloorFigure& figure) {
    char text[96];
    std::snprintf(text, sizeof text, "%.0f ns (95%% CI [%.0f, %.0f])", figure.medianNs,
                  figure.lowNs, figure.highNs);
    return text;
}

}  // namespace

FloorRound measureFloorRound(int cpuA, int cpuB, int roundTrips) {
    FloorRound round;
    const int trips = std::max(roundTrips / kTripsPerBatch, 1) * kTripsPerBatch;
    // Line and payload back to back, so drift hits both alike.
    for (const bool payload : {false, true}) {
        const double median =
            measureRound(cpuA, cpuB, RoundPlan{trips / 4, trips, payload}, round.unavailable);
        if (median < 0) {
            return FloorRound{-1, -1, round.unavailable};
        }
        (payload ? round.payloadNs : round.lineNs) = median;
    }
    return round;
}

HardwareFloor floorOfRounds(int cpuA, int cpuB, std::span<const FloorRound> rounds) {
    HardwareFloor floor;
    floor.cpuA = cpuA;
    floor.cpuB = cpuB;
    std::vector<double> lineMedians;
    std::vector<double> payloadMedians;
    for (const FloorRound& round : rounds) {
        if (!round.measured()) {
            floor.unavailable = round.unavailable;  // kept only if no round was measured
            continue;
        }
        lineMedians.push_back(round.lineNs);
        payloadMedians.push_back(round.payloadNs);
    }
    if (lineMedians.empty()) {
        if (floor.unavailable.empty()) {
            floor.unavailable = "no round of the floor was measured";
        }
        return floor;
    }
    floor.unavailable.clear();
    floor.rounds = static_cast<int>(lineMedians.size());
    floor.line = figureOf(lineMedians);
    floor.payload64 = figureOf(payloadMedians);
    return floor;
}

std::optional<std::pair<int, int>> floorCpus() {
    const std::vector<int> cpus = platform::allowedCpus();
    if (cpus.size() < 2) {
        return std::nullopt;
    }
    return std::pair{cpus[0], cpus[1]};
}

HardwareFloor measureHardwareFloor(int rounds, int roundTripsPerRound) {
    const auto cpus = floorCpus();
    if (!cpus) {
        HardwareFloor floor;
        floor.unavailable = "one CPU only: a hand-off between two CPUs cannot be measured here";
        return floor;
    }
    std::vector<FloorRound> measured;
    for (int round = 0; round < std::max(rounds, 1); ++round) {
        measured.push_back(measureFloorRound(cpus->first, cpus->second, roundTripsPerRound));
        if (!measured.back().measured()) {
            break;  // a busy machine: its figure would be the scheduler's
        }
    }
    if (!measured.back().measured()) {
        measured = {measured.back()};
    }
    return floorOfRounds(cpus->first, cpus->second, measured);
}

std::string hardwareFloorToJson(const HardwareFloor& floor) {
    using Json = nlohmann::ordered_json;
    if (!floor.measured()) {
        return Json{{"unavailable", floor.unavailable}}.dump();
    }
    const auto figure = [](const FloorFigure& f) {
        return Json{{"median_ns", f.medianNs}, {"ci95", Json::array({f.lowNs, f.highNs})}};
    };
    return Json{{"cpus", Json::array({floor.cpuA, floor.cpuB})},
                {"rounds", floor.rounds},
                {"cache_line", figure(floor.line)},
                {"cache_line_payload_64", figure(floor.payload64)}}
        .dump();
}

std::string formatHardwareFloor(const HardwareFloor& floor) {
    if (!floor.measured()) {
        return "Hardware floor: unavailable (" + floor.unavailable + ")\n";
    }
    char cpus[64];
    std::snprintf(cpus, sizeof cpus, "CPUs %d and %d, %d rounds", floor.cpuA, floor.cpuB,
                  floor.rounds);
    return "Hardware floor (" + std::string(cpus) + ", one-way, two spinning threads):\n" +
           "  one cache line, core to core:  " + formatFigure(floor.line) + "\n" +
           "  that line + a 64-byte payload: " + formatFigure(floor.payload64) + "\n" +
           "  same CPU: impossible (a spinning waiter holds the CPU its partner needs)\n";
}

}  // namespace ipclab
