// Minimal two-thread ping-pong through a mutex + condition variable: the reference for
// "thread.mutex".
#include <condition_variable>
#include <mutex>
#include <thread>

#include "bare_common.hpp"

int main(int argc, char** argv) {
    const BareOptions options = parseBareOptions(argc, argv);
    std::mutex mutex;
    std::condition_variable changed;
    // turn: 0 = request waiting for the echo thread, 1 = reply waiting for the measurer.
    int turn = -1;
    std::vector<char> shared(options.size, 'x');
    std::vector<char> local(options.size, 'x');
    const long total = options.warmup + options.iterations;

    std::thread echo([&] {
        pinTo(options.cpuB);
        std::vector<char> copy(options.size);
        for (long i = 0; i < total; ++i) {
            std::unique_lock lock(mutex);
            changed.wait(lock, [&] { return turn == 0; });
            std::memcpy(copy.data(), shared.data(), copy.size());
            std::memcpy(shared.data(), copy.data(), copy.size());
            turn = 1;
            lock.unlock();
            changed.notify_one();
        }
    });
    pinTo(options.cpuA);
    std::vector<double> oneWayNs;
    oneWayNs.reserve(static_cast<std::size_t>(options.iterations));
    for (long i = 0; i < total; ++i) {
        const long long start = nowNs();
        {
            std::lock_guard lock(mutex);
            std::memcpy(shared.data(), local.data(), local.size());
            turn = 0;
        }
        changed.notify_one();
        {
            std::unique_lock lock(mutex);
            changed.wait(lock, [&] { return turn == 1; });
            std::memcpy(local.data(), shared.data(), local.size());
        }
        const long long end = nowNs();
        if (i >= options.warmup) oneWayNs.push_back(static_cast<double>(end - start) / 2.0);
    }
    echo.join();
    printMedianOneWay(oneWayNs);
}
