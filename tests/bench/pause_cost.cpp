// What one spin-wait hint (x86 PAUSE, ARM YIELD) costs on this machine, in ns: a waiter that
// pauses between polls notices a change up to one pause late, so spinning hand-offs move in
// steps of about this size (docs/hardware-floor.md, "Where the ring's last nanoseconds go").
// Prints the mean over 10 million pauses, three times, on the CPU it is started on.
#include <cstdio>

#include "bare_common.hpp"

int main() {
    constexpr long kPauses = 10'000'000;
    for (int run = 0; run < 3; ++run) {
        const long long start = nowNs();
        for (long i = 0; i < kPauses; ++i)
            cpuRelax();
        const long long end = nowNs();
        std::printf("%.1f\n", static_cast<double>(end - start) / kPauses);
    }
}
