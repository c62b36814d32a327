#pragma once
/// The hardware's floor for a hand-off between two CPUs: one cache line moved core to core and
/// back by two spinning threads, with no IPC design around it. Every mechanism's figure can be
/// read against it ("N× the floor"); results carry it in their machine record.
#include <optional>
#include <span>
#include <string>
#include <utility>

namespace ipclab {

/// One figure of the floor: the median over rounds of each round's median one-way time (round
/// trip / 2) and that median's 95% interval (statistics' medianInterval over the rounds).
struct FloorFigure {
    double medianNs = 0;
    double lowNs = 0;
    double highNs = 0;

    bool operator==(const FloorFigure&) const = default;
};

struct HardwareFloor {
    /// Empty when measured; otherwise why not ("one CPU only", "cannot pin threads: ...",
    /// "the machine was too busy: ..."), and the figures are 0.
    std::string unavailable;
    int cpuA = -1;  ///< The two CPUs the threads were pinned to.
    int cpuB = -1;
    int rounds = 0;
    /// One std::atomic<uint64_t> alone on its 64-byte line, pure spin, no payload.
    FloorFigure line;
    /// The same, plus a 64-byte payload written by the sender and read whole by the receiver
    /// (a line of its own per direction): the floor of moving 64 bytes.
    FloorFigure payload64;

    bool measured() const { return unavailable.empty() && rounds > 0; }
    bool operator==(const HardwareFloor&) const = default;
};

/// Round trips timed in one round of the floor (a quarter as many go before, untimed).
inline constexpr int kFloorRoundTrips = 16'000;

/// One round of the floor: the line's and the line + payload's median one-way ns, measured back
/// to back on two threads pinned to `cpuA` and `cpuB`, each after untimed warm-up trips (the
/// partner's CPU awake, the lines' ownership settled). On a virtual machine the host may move
/// the two virtual CPUs closer or further apart from one minute to the next, and the floor
/// moves with them: the runner measures a round just before each round of a cross-core
/// spinning point, so that each round of the point has a floor from the same moment.
struct FloorRound {
    double lineNs = -1;
    double payloadNs = -1;
    std::string unavailable;  ///< Why not measured ("the machine was too busy: ...").

    bool measured() const { return unavailable.empty() && lineNs > 0; }
};

/// Blocking, a few ms: 2 x 1.25 x roundTrips round trips.
FloorRound measureFloorRound(int cpuA, int cpuB, int roundTrips = kFloorRoundTrips);

/// The floor over measured rounds (figures over those measured; unavailable only when none
/// was, saying why).
HardwareFloor floorOfRounds(int cpuA, int cpuB, std::span<const FloorRound> rounds);

/// The two CPUs the floor is measured between when nothing else decides: the first two this
/// process may run on (those a cross-core point runs on); none with one CPU.
std::optional<std::pair<int, int>> floorCpus();

/// Measures the floor between floorCpus() (two threads pinned there, spinning). Same-core is
/// impossible by nature: a spinning waiter would hold the CPU its partner needs. Gives up
/// (unavailable says so) when a round takes far longer than a spinning hand-off can, as when
/// the machine is busy. Blocking, ~0.1 s on an idle machine.
HardwareFloor measureHardwareFloor(int rounds = 7, int roundTripsPerRound = kFloorRoundTrips);

/// Compact JSON, as results' machine record holds it: {"cpus": [a, b], "rounds": n,
/// "cache_line": {"median_ns", "ci95": [low, high]}, "cache_line_payload_64": {...}}, or
/// {"unavailable": "why"}.
std::string hardwareFloorToJson(const HardwareFloor& floor);

/// Two lines for a terminal: the floor with its interval, or why it is unavailable.
std::string formatHardwareFloor(const HardwareFloor& floor);

}  // namespace ipclab
