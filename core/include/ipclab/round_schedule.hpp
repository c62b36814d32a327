#pragma once
/// Rounds: the order in which a run measures its points, and when a point has had enough.
///
/// A run measures in rounds. A round gives every point still measuring one repetition, the
/// points in an order shuffled afresh for each round, so that a drift of the machine (a
/// frequency change, another program starting) hits every point alike instead of becoming a
/// "difference" between the points measured before and after it (Google Benchmark's random
/// interleaving). A point's rounds are its repetitions.
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "ipclab/statistics.hpp"

namespace ipclab {

/// The order of `points` (indices into the run's points) in round `round`: a permutation of
/// `points`, so every point gets exactly one repetition per round. Deterministic for a given
/// seed on every platform and standard library (its own generator and shuffle, not std::shuffle,
/// whose algorithm the standard leaves open): a run is reproducible from the seed it records.
std::vector<std::size_t> roundOrder(std::span<const std::size_t> points, std::uint64_t seed,
                                    int round);

/// When a point has had rounds enough: the 95% interval of the median of its rounds' values
/// (medianInterval) lies within ±precision of that median, with at least minRounds rounds and
/// an interval whose real coverage reaches 95% (six rounds at least: five give 93.75% at best).
struct StoppingRule {
    double precision = 0.05;
    int minRounds = 6;
    double confidence = 0.95;
};

/// True when `roundValues` (one per round: a latency median, a rate, ns per operation) meet
/// `rule`. n = 0 or 1: never.
bool isSettled(std::span<const double> roundValues, const StoppingRule& rule);

}  // namespace ipclab
