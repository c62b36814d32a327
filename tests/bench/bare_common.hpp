#pragma once
// Shared by the bare reference programs: argument parsing, timing and the median they print.
// Deliberately minimal and independent of IPC Lab's code, so that the ratio
// "IPC Lab / bare program" shows what our harness adds.
#include <sched.h>
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

struct BareOptions {
    std::size_t size = 64;
    long iterations = 20000;
    long warmup = 2000;
    int cpuA = -1;  // measuring side
    int cpuB = -1;  // echoing side
};

inline BareOptions parseBareOptions(int argc, char** argv) {
    BareOptions options;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string key = argv[i];
        const long value = std::strtol(argv[i + 1], nullptr, 10);
        if (key == "--size") options.size = static_cast<std::size_t>(value);
        else if (key == "--iterations") options.iterations = value;
        else if (key == "--warmup") options.warmup = value;
        else if (key == "--cpu-a") options.cpuA = static_cast<int>(value);
        else if (key == "--cpu-b") options.cpuB = static_cast<int>(value);
        else {
            std::fprintf(stderr, "unknown option %s\n", key.c_str());
            std::exit(2);
        }
    }
    return options;
}

inline void pinTo(int cpu) {
    if (cpu < 0) return;
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    sched_setaffinity(0, sizeof set, &set);
}

inline long long nowNs() {
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

// Prints the median one-way latency (round trip / 2) in ns, as IPC Lab reports it.
inline void printMedianOneWay(std::vector<double>& oneWayNs) {
    std::sort(oneWayNs.begin(), oneWayNs.end());
    const std::size_t n = oneWayNs.size();
    const double median =
        n % 2 ? oneWayNs[n / 2] : (oneWayNs[n / 2 - 1] + oneWayNs[n / 2]) / 2.0;
    std::printf("%.1f\n", median);
}
