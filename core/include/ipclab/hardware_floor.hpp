#pragma once
/// The hardware's floor for a hand-off between two CPUs: one cache line moved core to core and
/// back by two spinning threads, with no IPC design around it. Every mechanism's figure can be
/// read against it ("N× the floor"); results carry it in their machine record.
#include <string>

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

/// Measures the floor between the first two CPUs this process may run on (two threads pinned
/// there, spinning). Same-core is impossible by nature: a spinning waiter would hold the CPU
/// its partner needs. Gives up (unavailable says so) when a round takes far longer than a
/// spinning hand-off can, as when the machine is busy. Blocking, ~10-50 ms on an idle machine.
HardwareFloor measureHardwareFloor(int rounds = 7, int roundTripsPerRound = 4'000);

/// Compact JSON, as results' machine record holds it: {"cpus": [a, b], "rounds": n,
/// "cache_line": {"median_ns", "ci95": [low, high]}, "cache_line_payload_64": {...}}, or
/// {"unavailable": "why"}.
std::string hardwareFloorToJson(const HardwareFloor& floor);

/// Two lines for a terminal: the floor with its interval, or why it is unavailable.
std::string formatHardwareFloor(const HardwareFloor& floor);

}  // namespace ipclab
