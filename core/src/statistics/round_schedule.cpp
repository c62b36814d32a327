#include "ipclab/round_schedule.hpp"

#include <algorithm>

namespace ipclab {

namespace {

// SplitMix64 (Steele, Lea and Flood): tiny, well mixed, and fully specified, so a seed gives
// the same order with every compiler, unlike std::mt19937 fed through std::shuffle.
std::uint64_t splitMix64(std::uint64_t& state) {
    state += 0x9E3779B97F4A7C15ull;
    std::uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

}  // namespace

std::vector<std::size_t> roundOrder(std::span<const std::size_t> points, std::uint64_t seed,
                                    int round) {
    std::vector<std::size_t> order(points.begin(), points.end());
    // Each round its own stream, derived from the seed and the round number.
    std::uint64_t state = seed ^ (0xD1B54A32D192ED03ull * (static_cast<std::uint64_t>(round) + 1));
    // Fisher-Yates from the back. The modulo's bias (at most n / 2^64) is far below anything
    // a schedule of a few dozen points could show.
    for (std::size_t i = order.size(); i > 1; --i) {
        const std::size_t j = static_cast<std::size_t>(splitMix64(state) % i);
        std::swap(order[i - 1], order[j]);
    }
    return order;
}

bool isSettled(std::span<const double> roundValues, const StoppingRule& rule) {
    if (roundValues.size() < 2 || roundValues.size() < static_cast<std::size_t>(rule.minRounds)) {
        return false;
    }
    const MedianInterval interval = medianInterval(roundValues, rule.confidence);
    return interval.coverage >= rule.confidence && interval.relativeHalfWidth() <= rule.precision;
}

}  // namespace ipclab
